"""Differential fusion (SynGEC paper, eqs. 16-18): the regulariser R_D (guarded at equality,
pad-aware, per-sentence sum), co-attention fusion and the addition ablation."""

import math

import pytest
import torch

from fairseq_syngec.modules.diff_fusion import (
    AdditionFusion,
    CoAttentionFusion,
    build_fusion,
    differential_regularizer,
)
from harness.module_helpers import make_pad_mask  # noqa: E402,F401


def random_wv(fusion):
    """W_v starts at zero (H_out = H_sem); the eq. 17-18 checks need a non-trivial one."""
    with torch.no_grad():
        torch.nn.init.xavier_uniform_(fusion.v_proj.weight)
    return fusion


# ---------------------------------------------------------------- eq. 16


def test_rd_value_per_sentence_sum():
    torch.manual_seed(0)
    t, b, c = 5, 3, 4
    pad = make_pad_mask([5, 3, 2], t, left=(2,))
    h_sem, h_syn = torch.randn(t, b, c, dtype=torch.float64), torch.randn(t, b, c, dtype=torch.float64)
    r_d, dist = differential_regularizer(h_sem, h_syn, pad, eps=1e-12)
    expected_dist = []
    for s in range(b):
        real = ~pad[s]
        expected_dist.append(torch.linalg.norm(h_sem[real, s] - h_syn[real, s]).item())
    assert torch.allclose(dist, torch.tensor(expected_dist, dtype=dist.dtype))
    assert math.isclose(r_d.item(), sum(1 / d for d in expected_dist), rel_tol=1e-9)
    r_none, _ = differential_regularizer(h_sem, h_syn, pad, eps=1e-12, reduction="none")
    r_mean, _ = differential_regularizer(h_sem, h_syn, pad, eps=1e-12, reduction="mean")
    assert r_none.shape == (b,) and math.isclose(r_mean.item(), r_d.item() / b, rel_tol=1e-12)
    # batch_first layout gives the same numbers
    r_bf, _ = differential_regularizer(h_sem.transpose(0, 1), h_syn.transpose(0, 1), pad, eps=1e-12,
                                       batch_first=True)
    assert torch.allclose(r_bf, r_d)
    assert not dist.requires_grad


def test_rd_finite_with_finite_gradient_at_equality():
    h = torch.randn(4, 2, 8, requires_grad=True)
    h_syn = h.detach().clone().requires_grad_()
    r_d, dist = differential_regularizer(h, h_syn, make_pad_mask([4, 2], 4))
    assert torch.isfinite(r_d) and (dist == 0).all()
    r_d.backward()
    assert torch.isfinite(h.grad).all() and torch.isfinite(h_syn.grad).all()
    assert not torch.isnan(h.grad).any()


def test_rd_decreases_as_distance_grows():
    torch.manual_seed(1)
    h_sem = torch.randn(5, 2, 6)
    direction = torch.randn(5, 2, 6)
    values = [differential_regularizer(h_sem, h_sem + s * direction)[0].item() for s in (0.1, 0.5, 1, 2, 10)]
    assert all(a > b for a, b in zip(values, values[1:]))
    # and its gradient pushes the two apart: one step of descent increases the distance
    h_syn = (h_sem + 0.3 * direction).requires_grad_()
    r_d, dist = differential_regularizer(h_sem, h_syn)
    r_d.backward()
    _, dist2 = differential_regularizer(h_sem, h_syn.detach() - 0.1 * h_syn.grad)
    assert (dist2 > dist).all()


def test_rd_ignores_pad_positions():
    torch.manual_seed(2)
    pad = make_pad_mask([4, 2], 5, left=(1,))
    h_sem, h_syn = torch.randn(5, 2, 3), torch.randn(5, 2, 3)
    r1, d1 = differential_regularizer(h_sem, h_syn, pad)
    h_sem2 = h_sem.clone()
    h_sem2[pad.t()] += 100.0
    r2, d2 = differential_regularizer(h_sem2, h_syn, pad)
    assert torch.allclose(r1, r2) and torch.allclose(d1, d2)
    # a sentence made only of pads contributes 0 (not 1/sqrt(eps))
    r3, _ = differential_regularizer(h_sem, h_syn, make_pad_mask([4, 0], 5), reduction="none")
    assert r3[1] == 0 and r3[0] > 0


def test_rd_half_precision_and_bad_args():
    h = torch.randn(3, 2, 4).to(torch.bfloat16)
    r_d, _ = differential_regularizer(h, h)
    assert r_d.dtype == torch.float32 and torch.isfinite(r_d)
    with pytest.raises(ValueError):
        differential_regularizer(h, h, reduction="max")
    with pytest.raises(ValueError):
        differential_regularizer(h, h, eps=0.0)


# ---------------------------------------------------------------- eqs. 17-18


def test_coattention_matches_eq18():
    torch.manual_seed(3)
    t, b, c = 6, 2, 8
    fusion = random_wv(CoAttentionFusion(c)).double()
    pad = make_pad_mask([6, 4], t, left=(1,))
    h_sem, h_syn = torch.randn(t, b, c, dtype=torch.float64), torch.randn(t, b, c, dtype=torch.float64)
    out = fusion(h_sem, h_syn, pad)
    assert out.shape == (t, b, c)
    for s in range(b):
        real = ~pad[s]
        q = h_sem[:, s] @ fusion.q_proj.weight.T
        k = h_syn[real, s] @ fusion.k_proj.weight.T
        v = h_syn[real, s] @ fusion.v_proj.weight.T
        expected = torch.softmax(q @ k.T / math.sqrt(c), -1) @ v + h_sem[:, s]
        assert torch.allclose(out[real, s], expected[real], atol=1e-10)
        assert torch.equal(out[~real, s], h_sem[~real, s])  # pad queries: H_sem unchanged


def test_coattention_zero_wv_is_identity_and_pad_keys_ignored():
    torch.manual_seed(4)
    t, b, c = 5, 3, 8
    fusion = random_wv(CoAttentionFusion(c))
    pad = make_pad_mask([5, 3, 1], t)
    h_sem, h_syn = torch.randn(t, b, c), torch.randn(t, b, c)
    out = fusion(h_sem, h_syn, pad)
    h_syn2 = h_syn.clone()
    h_syn2[pad.t()] = torch.randn(int(pad.sum()), c) * 10
    assert torch.allclose(out, fusion(h_sem, h_syn2, pad), atol=1e-6)
    with torch.no_grad():
        fusion.v_proj.weight.zero_()
    assert torch.allclose(fusion(h_sem, h_syn, pad), h_sem)


def test_coattention_gradients_and_fully_padded():
    torch.manual_seed(5)
    t, b, c = 4, 2, 8
    fusion = random_wv(CoAttentionFusion(c))
    pad = make_pad_mask([4, 0], t)
    h_sem = torch.randn(t, b, c, requires_grad=True)
    h_syn = torch.randn(t, b, c, requires_grad=True)
    out = fusion(h_sem, h_syn, pad)
    assert torch.isfinite(out).all() and torch.equal(out[:, 1], h_sem[:, 1])
    out.pow(2).sum().backward()
    for name, param in fusion.named_parameters():
        assert param.grad is not None and torch.isfinite(param.grad).all() and param.grad.abs().sum() > 0, name
    assert torch.isfinite(h_syn.grad).all() and torch.isfinite(h_sem.grad).all()


def test_addition_fusion_and_builder():
    h_sem, h_syn = torch.randn(3, 2, 4), torch.randn(3, 2, 4)
    add = AdditionFusion()
    assert torch.equal(add(h_sem, h_syn), h_sem + h_syn)
    assert len(list(add.parameters())) == 0
    assert isinstance(build_fusion("addition", 4), AdditionFusion)
    assert isinstance(build_fusion("coattention", 4), CoAttentionFusion)
    with pytest.raises(ValueError):
        build_fusion("concat", 4)
