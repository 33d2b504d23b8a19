import torch
from fairseq.data import Dictionary, LanguagePairDataset

from fairseq_syngec.data.edit_labels import IGNORE, EditLabelDataset, edit_labels


def test_edit_labels_from_alignment():
    # src: he go to school </s>   tgt: he goes to the school </s>
    src, tgt = [10, 11, 12, 13, 2], [10, 21, 12, 22, 13, 2]
    assert edit_labels(src, tgt) == [0, 1, 0, 1, 0]  # 'go' replaced; 'the' inserted before 'school'
    assert edit_labels([5, 6, 2], [5, 2]) == [0, 1, 0]  # deletion
    assert edit_labels([5, 2], [5, 7, 2]) == [0, 1]  # insertion before </s> is charged to </s>
    assert edit_labels([5, 6, 2], [5, 6, 2]) == [0, 0, 0]


def test_collated_labels_follow_source_layout():
    d = Dictionary()
    for w in "a b c d e".split():
        d.add_symbol(w)
    src = [d.encode_line("a b c", add_if_not_exist=False).long(), d.encode_line("a", add_if_not_exist=False).long()]
    tgt = [d.encode_line("a x c", add_if_not_exist=False).long(), d.encode_line("a", add_if_not_exist=False).long()]
    for left_pad in (True, False):
        ds = EditLabelDataset(LanguagePairDataset(src, [3, 1], d, tgt, [3, 1], d, left_pad_source=left_pad))
        batch = ds.collater([ds[0], ds[1]])
        st, lab = batch["net_input"]["src_tokens"], batch["edit_labels"]
        assert lab.shape == st.shape
        assert torch.equal(lab.eq(IGNORE), st.eq(d.pad()))
        row = batch["id"].tolist().index(0)
        assert lab[row][lab[row].ne(IGNORE)].tolist() == [0, 1, 0, 0]
