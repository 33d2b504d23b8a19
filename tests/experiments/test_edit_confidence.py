"""experiments/edit_confidence.py: word edits applied back, and a pair's bits against a literal teacher-forced
loop on a trained copy model."""

import math

import pytest
import torch

from fairseq_syngec import GECModel
from harness.helpers import REPO, load_script


def load():
    return load_script(REPO / "experiments/edit_confidence.py")


@pytest.mark.parametrize("source, correction", [
    ("he go to school .", "he goes to school ."),  # a replacement
    ("he go to school .", "he go to the school ."),  # an insertion
    ("he go to to school .", "he go to school ."),  # a deletion
    ("a b c d e", "x b d e y"),  # at both ends
    ("he go school .", "he went to the school ."),  # one word for three
    ("a b c", "a b c"),  # none
])
def test_word_edits_give_the_correction_back_one_by_one(source, correction):
    ec = load()
    edits = ec.word_edits(source, correction)
    assert ec.apply_edits(source, edits) == correction
    assert ec.apply_edits(source, []) == source
    words = source.split()
    for e in edits:  # each edit alone changes its span and nothing else
        alone = ec.apply_edits(source, [e]).split()
        assert alone == words[:e[0]] + list(e[2]) + words[e[1]:]


def test_pair_bits_equal_a_literal_teacher_forced_loop(trained_gec):
    """log2 p(target | source), summed over the target's tokens and </s>; the source's unknown word, moved in the
    target, written as the marker of its position in the source."""
    ec = load()
    data_bin, ckpt, _ = trained_gec
    gec = GECModel.from_pretrained(str(ckpt), checkpoint_file="checkpoint_best.pt", data_name_or_path=str(data_bin))
    source, target = "he go to zorblax school .", "zorblax he go school the ."
    d, model = gec.src_dict, gec.models[0]
    assert "zorblax" not in d.symbols and all(w in d.symbols for w in target.split()[1:])
    tgt = torch.tensor([d.first_marker + 3] + [d.index(w) for w in target.split()[1:]] + [d.eos()])
    with gec._inference_dictionary():
        src = gec.encode(source)
        prev = torch.cat([torch.tensor([d.eos()]), tgt[:-1]]).unsqueeze(0)
        with torch.no_grad():
            out = model(src.unsqueeze(0), torch.tensor([src.numel()]), prev)
            lp = model.get_normalized_probs(out, log_probs=True)[0].double()
    literal = sum(lp[j, tgt[j]].item() for j in range(tgt.numel())) / math.log(2)
    got = ec.pair_bits(gec, [(source, target), (source, source)])
    assert got[0] == pytest.approx(literal, rel=1e-6, abs=1e-6)
    assert got[1] == pytest.approx(gec.score_sources([source], lenpen=0.0)[0], rel=1e-6, abs=1e-6)
