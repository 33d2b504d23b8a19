"""The edit-weighted loss of Zhao et al.'s recipe (``--positive-label-weight W``; their code:
fairseq-gec's cross_entropy.compute_weighted_loss): target tokens aligned to an identical source token
(copies) count 1/W, the others (edits) 1, on top of fairseq's label smoothing. Checked against a
literal per-token loop with hand-written labels, then through the criterion and fairseq-train."""

import math

import pytest
import torch

from fairseq_syngec.data.edit_labels import batch_target_edit_labels, target_edit_labels
from harness.helpers import USER_DIR, criterion_on_valid, run

EOS, PAD = 2, 1


def test_target_labels_by_hand():
    # he(5) go(6) to(7) school(8) </s>  ->  he(5) goes(9) to(7) the(10) school(8) </s>
    assert target_edit_labels([5, 6, 7, 8, EOS], [5, 9, 7, 10, 8, EOS], EOS) == [0, 1, 0, 1, 0, 0]
    assert target_edit_labels([5, 6, EOS], [5, 6, EOS], EOS) == [0, 0, 0]  # nothing to correct
    assert target_edit_labels([5, 6, EOS], [11, 12, EOS], EOS) == [1, 1, 0]  # all new, </s> still 0
    # padded batch, source left-padded, target right-padded
    src = torch.tensor([[PAD, 5, 6, 7, 8, EOS], [PAD, PAD, PAD, 5, 6, EOS]])
    tgt = torch.tensor([[5, 9, 7, 10, 8, EOS], [5, 12, EOS, PAD, PAD, PAD]])
    assert batch_target_edit_labels(src, tgt, PAD, EOS).tolist() == [[0, 1, 0, 1, 0, 0], [0, 1, 0, 0, 0, 0]]


def literal_loss(lprobs, target, labels, eps, weight, alpha=None):
    """fairseq 0.12's label smoothing, token by token (epsilon times the generator's share 1 - alpha_i
    when the copy gates ``alpha`` are given: --copy-smoothing gate), then (1/W) for copies."""
    total, vocab = 0.0, lprobs.size(-1)
    for i in range(target.numel()):
        y = target[i].item()
        if y == PAD:
            continue
        e = eps if alpha is None else eps * (1.0 - alpha[i])
        eps_i = e / (vocab - 1)
        nll = -lprobs[i, y].item()
        smooth = -sum(lprobs[i, v].item() for v in range(vocab))
        token = (1.0 - e - eps_i) * nll + eps_i * smooth
        total += token if labels[i] == 1 else token / weight
    return total


@pytest.mark.parametrize("weight", [1.2, 1.3, 0.5])
def test_criterion_equals_the_literal_loop(word_gec_data, weight):
    _, criterion, sample, _, (loss, nll), lprobs = criterion_on_valid(
        word_gec_data, ["--criterion", "gec_label_smoothed_cross_entropy", "--label-smoothing", "0.1",
                        "--positive-label-weight", str(weight)])
    assert criterion.positive_label_weight == weight
    target = sample["target"].view(-1)
    labels = []  # by the alignment function's definition, per sentence
    for row in range(sample["target"].size(0)):
        src = [t for t in sample["net_input"]["src_tokens"][row].tolist() if t != PAD]
        tgt_row = sample["target"][row].tolist()
        tgt = [t for t in tgt_row if t != PAD]
        lab = iter(target_edit_labels(src, tgt, EOS))
        labels += [next(lab) if t != PAD else 0 for t in tgt_row]
    assert 0 < sum(labels) < len([t for t in target.tolist() if t != PAD])  # copies and edits both present
    expected = literal_loss(lprobs.double(), target, labels, 0.1, weight)  # fairseq's smoothing (the default)
    assert math.isclose(loss.item(), expected, rel_tol=1e-5), (loss.item(), expected)
    plain = literal_loss(lprobs.double(), target, labels, 0.1, 1.0)
    assert not math.isclose(loss.item(), plain, rel_tol=1e-4)  # the weighting changed the loss
    nll_expected = sum(-lprobs[i, y].item() for i, y in enumerate(target.tolist()) if y != PAD)
    assert math.isclose(nll.item(), nll_expected, rel_tol=1e-5)  # nll_loss is logged unweighted


def test_fairseq_train_with_the_recipe_flags(word_gec_data, tmp_path):
    base = ["fairseq-train", word_gec_data, "--user-dir", USER_DIR, "--task", "gec", "--arch", "copy_transformer_tiny"]
    res = run([*base, "--encoder-layers", "1", "--decoder-layers", "1", "--encoder-embed-dim", "64",
               "--decoder-embed-dim", "64", "--encoder-ffn-embed-dim", "128", "--decoder-ffn-embed-dim", "128",
               "--cpu", "--optimizer", "adam",
               "--lr", "1e-3", "--criterion", "gec_label_smoothed_cross_entropy", "--label-smoothing", "0.1",
               "--positive-label-weight", "1.2", "--copy-attention-dropout", "0.2", "--max-tokens", "2000",
               "--max-update", "3", "--save-dir", tmp_path, "--no-save", "--no-progress-bar", "--log-format", "simple"])
    assert "num_updates 3" in res.stdout + res.stderr or "num_updates=3" in res.stdout + res.stderr
    bad = run([*base, "--cpu", "--criterion", "gec_label_smoothed_cross_entropy", "--positive-label-weight", "0",
               "--max-tokens", "2000", "--max-update", "1", "--save-dir", tmp_path, "--no-save"], check=False)
    assert bad.returncode != 0 and "--positive-label-weight must be positive" in bad.stdout + bad.stderr
