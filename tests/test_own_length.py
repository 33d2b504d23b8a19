"""Each sentence's output bounded by its own source length (fairseq_syngec.own_length, issue 42 item 4):
with a model whose hypotheses do not end (one update at a learning rate of 1e-7: what a hostile input can
provoke in any model), a sentence gets the same correction alone, among short sentences and beside a long
one, by beam search and by Shallow Aggressive Decoding; fairseq's own bound (the batch's longest source)
does not give that. fairseq-generate takes it as --max-len-per-sentence."""

import pytest
import torch

from fairseq_syngec.own_length import own_length_bound
from harness.helpers import USER_DIR, build_once, run, train_gec

SENTENCE = "a ruko read near the house ."  # 7 words + </s>: bound 1.5 * 8 + 10 = 22
SHORT = ["he go .", "she like it .", "ok ."]
LONG = " ".join(["the man went to the shop and bought some bread and milk"] * 6) + " ."


def test_own_length_bound_by_hand():
    lengths = torch.tensor([8, 3, 1, 1000])
    assert own_length_bound(lengths, 1.5, 10, 1023).tolist() == [22, 14, 11, 1023]  # int(1.5 n + 10), capped
    assert own_length_bound(lengths, 0.0, 20, 1023).tolist() == [20, 20, 20, 20]
    assert own_length_bound(torch.tensor([7]), 1.2, 0, 100).tolist() == [8]  # int(8.4): floor


@pytest.fixture(scope="module")
def endless(word_gec_data, tmp_path_factory):
    """(GECModel, data-bin, checkpoint) of a copy model trained one update at lr 1e-7: hypotheses run to
    the length bound."""
    from fairseq_syngec import GECModel

    root = build_once(tmp_path_factory, "endless_gec", lambda r: train_gec(
        word_gec_data, r / "ckpt", "--max-update", "1", "--lr", "1e-7", "--no-epoch-checkpoints"))
    ckpt = root / "ckpt" / "checkpoint_best.pt"
    gec = GECModel.from_pretrained(str(ckpt.parent), checkpoint_file=ckpt.name, data_name_or_path=str(word_gec_data))
    return gec, word_gec_data, ckpt


# the endless hypotheses are less probable than the sentence itself: keep_source_margin off, so that they are seen
@pytest.mark.parametrize("decoding", [{"beam": 2, "keep_source_margin": None},
                                      {"shallow_aggressive_decoding": True, "keep_source_margin": None}],
                         ids=["beam", "sad"])
def test_a_sentence_alone_among_short_ones_and_beside_a_long_one(endless, decoding):
    gec = endless[0]
    alone = gec.correct([SENTENCE], **decoding)[0]
    among = gec.correct(SHORT + [SENTENCE], **decoding)[-1]
    beside = gec.correct([LONG, SENTENCE], **decoding)[-1]
    assert len(alone.split()) == 22  # the hypothesis does not end: it is cut at its own bound
    assert alone == among == beside
    # fairseq's bound (the batch's longest source) cuts it later beside the long sentence
    fairseq_beside = gec.correct([LONG, SENTENCE], max_len_per_sentence=False, **decoding)[-1]
    assert len(fairseq_beside.split()) > 22
    assert gec.correct([SENTENCE], max_len_per_sentence=False, **decoding)[0] == alone  # alone: fairseq's


def test_fairseq_generate_max_len_per_sentence(endless, tmp_path):
    _, data_bin, ckpt = endless
    base = ["fairseq-generate", data_bin, "--user-dir", USER_DIR, "--task", "gec", "--path", ckpt, "--cpu",
            "--gen-subset", "valid", "--beam", "2", "--batch-size", "24", "--max-len-a", "1", "--max-len-b", "2"]

    def over_own_bound(out):
        src = {line.split("\t")[0][2:]: len(line.split("\t")[1].split()) for line in out.splitlines()
               if line.startswith("S-")}
        hyp = {line.split("\t")[0][2:]: len(line.split("\t")[2].split()) for line in out.splitlines()
               if line.startswith("H-")}
        assert src and src.keys() == hyp.keys()
        # eos is forced from step a * (n words + </s>) + b = n + 3 on: at most n + 3 words before it
        return sum(hyp[k] > src[k] + 3 for k in src)

    assert over_own_bound(run(base).stdout) > 0  # fairseq's bound: the batch's longest source
    assert over_own_bound(run(base + ["--max-len-per-sentence"]).stdout) == 0
