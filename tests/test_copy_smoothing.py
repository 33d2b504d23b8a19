"""Label smoothing of the copy mixture (``--copy-smoothing``): ``gate`` smooths each target token by epsilon
times the generator's share 1 - alpha_i (alpha: the copy gate, held constant), so a copied token is not
smoothed; ``mixture`` (the default) is fairseq's label_smoothed_cross_entropy. Checked against a literal
float64 loop, against fairseq's own loss where the two must agree, and through the criterion."""

import math

import pytest
import torch
from fairseq.criterions.label_smoothed_cross_entropy import label_smoothed_nll_loss

from fairseq_syngec.criterions.gec_label_smoothed_cross_entropy import gate_weighted_smoothed_nll_loss
from harness.helpers import criterion_on_valid

PAD = 1


def literal(lprobs, target, eps, alpha):
    """sum_i (1 - e_i - e_i/(V-1)) (-log p_i(y_i)) + e_i/(V-1) sum_v (-log p_i(v)), e_i = eps (1 - alpha_i)."""
    total, vocab = 0.0, len(lprobs[0])
    for i, y in enumerate(target):
        if y == PAD:
            continue
        e = eps * (1.0 - alpha[i])
        total += (1.0 - e - e / (vocab - 1)) * -lprobs[i][y] + e / (vocab - 1) * sum(-lp for lp in lprobs[i])
    return total


def random_case(seed=0, n=9, vocab=13):
    g = torch.Generator().manual_seed(seed)
    lprobs = torch.log_softmax(torch.randn(n, vocab, generator=g, dtype=torch.float64) * 2.0, dim=-1)
    target = torch.randint(2, vocab, (n,), generator=g)
    target[3] = PAD
    alpha = torch.rand(n, generator=g, dtype=torch.float64)
    return lprobs, target, alpha


def test_equals_the_literal_loop():
    lprobs, target, alpha = random_case()
    loss, nll = gate_weighted_smoothed_nll_loss(lprobs, target, 0.1, 1.0 - alpha, ignore_index=PAD)
    expected = literal(lprobs.tolist(), target.tolist(), 0.1, alpha.tolist())
    assert math.isclose(loss.sum().item(), expected, rel_tol=1e-12), (loss.sum().item(), expected)
    nll_expected = sum(-lprobs[i, y].item() for i, y in enumerate(target.tolist()) if y != PAD)
    assert math.isclose(nll.sum().item(), nll_expected, rel_tol=1e-12)
    assert loss[3].item() == 0.0 and nll[3].item() == 0.0  # padding
    # a copied token (alpha 1) is not smoothed; a generated one (alpha 0) is smoothed as fairseq does
    alpha[0], alpha[1] = 1.0, 0.0
    loss, _ = gate_weighted_smoothed_nll_loss(lprobs, target, 0.1, 1.0 - alpha, ignore_index=PAD)
    assert math.isclose(loss[0].item(), -lprobs[0, target[0]].item(), rel_tol=1e-12)
    fairseq_loss, _ = label_smoothed_nll_loss(lprobs, target.unsqueeze(-1), 0.1, ignore_index=PAD, reduce=False)
    assert math.isclose(loss[1].item(), fairseq_loss.view(-1)[1].item(), rel_tol=1e-12)


def test_no_copy_is_fairseqs_smoothing():
    lprobs, target, _ = random_case(seed=1)
    loss, nll = gate_weighted_smoothed_nll_loss(lprobs, target, 0.1, torch.ones(len(target), dtype=torch.float64),
                                                ignore_index=PAD)
    f_loss, f_nll = label_smoothed_nll_loss(lprobs, target.unsqueeze(-1), 0.1, ignore_index=PAD, reduce=True)
    assert math.isclose(loss.sum().item(), f_loss.item(), rel_tol=1e-12)
    assert math.isclose(nll.sum().item(), f_nll.item(), rel_tol=1e-12)


def test_the_gate_is_held_constant():
    """The smoothing weight takes no gradient: d loss / d alpha is zero through the weight, so the smoothing
    cannot push the gate towards or away from copying (the mixture's own nll still trains the gate)."""
    lprobs, target, alpha = random_case(seed=2)
    share = (1.0 - alpha).requires_grad_(True)
    lp = lprobs.clone().requires_grad_(True)
    loss, _ = gate_weighted_smoothed_nll_loss(lp, target, 0.1, share, ignore_index=PAD)
    loss.sum().backward()
    assert share.grad is None
    # d loss_i / d log p_i(v) by hand, for a non-target v: -e_i/(V-1)
    i, v = 0, int((target[0].item() + 1) % lprobs.size(1))
    e = 0.1 * (1.0 - alpha[0].item())
    assert math.isclose(lp.grad[i, v].item(), -e / (lprobs.size(1) - 1), rel_tol=1e-12)


@pytest.mark.parametrize("mode", ["gate", "mixture"])
def test_criterion(word_gec_data, mode):
    _, _, sample, net_output, (loss, _), lprobs = criterion_on_valid(
        word_gec_data,
        ["--criterion", "gec_label_smoothed_cross_entropy", "--label-smoothing", "0.1", "--copy-smoothing", mode])
    alpha = net_output[1]["copy_alpha"].reshape(-1).double()
    assert 0.05 < alpha.min().item() and alpha.max().item() < 0.95  # a gate strictly between the two
    target = sample["target"].view(-1).tolist()
    expected = literal(lprobs.double().tolist(), target, 0.1, alpha.tolist() if mode == "gate" else [0.0] * len(target))
    assert math.isclose(loss.item(), expected, rel_tol=1e-5), (loss.item(), expected)
    other = literal(lprobs.double().tolist(), target, 0.1, [0.0] * len(target) if mode == "gate" else alpha.tolist())
    assert not math.isclose(loss.item(), other, rel_tol=1e-4)  # the two modes differ on this batch

