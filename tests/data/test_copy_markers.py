import pytest

from fairseq_syngec.data.copy_markers import CopyDictionary, mark_oov_pair, marker_position, restore_markers
from collections import Counter


def test_mark_and_restore_round_trip():
    vocab = {"the", "cat", "sat", "."}
    counts = Counter()
    src = "the zorb cat sat on the mat .".split()
    tgt = "the zorb cat sat on a mat .".split()
    s, t = mark_oov_pair(src, tgt, vocab.__contains__, num_markers=4, counts=counts)
    assert s == ["the", "<unk-1>", "cat", "sat", "on", "the", "mat", "."]  # 'on' at 4, 'mat' at 6: past the markers
    assert t == ["the", "<unk-1>", "cat", "sat", "on", "a", "mat", "."]
    assert counts == Counter(marked_src_oov=1, unmarked_src_oov=2, marked_tgt_oov=1, unmarked_tgt_oov=3)
    assert restore_markers(t, src) == ["the", "zorb", "cat", "sat", "on", "a", "mat", "."]
    assert restore_markers(["<unk-99>"], src) == ["<unk-99>"]  # nothing to restore it from
    assert marker_position("<unk-12>") == 12 and marker_position("<unk>") == -1


def test_markers_must_be_a_block_at_the_end():
    d = CopyDictionary()
    d.add_symbol("<unk-0>")
    d.add_symbol("word")
    with pytest.raises(ValueError, match="contiguous"):
        d.init_markers(4)


def test_encode_line_extends_only_at_inference():
    d = CopyDictionary()
    d.add_symbol("known")
    d.init_markers(8)
    n = len(d)
    ids = d.encode_line("known novel", add_if_not_exist=False)
    assert ids.tolist() == [d.index("known"), d.unk(), d.eos()] and len(d) == n
    d.extend_oov = True
    ids = d.encode_line("known novel", add_if_not_exist=False)
    assert ids[1] == n and d[n] == "novel"
