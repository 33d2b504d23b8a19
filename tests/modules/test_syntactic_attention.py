"""Syntax encoder (SynGEC paper, eqs. 13-15): the prior p_ij, row dropout, syntactic attention
weights against a plain SDPA oracle, padding, the multi-head module and the encoder layer."""

import math

import pytest
import torch
import torch.nn.functional as F

from fairseq_syngec.modules.syntactic_attention import (
    MultiheadSyntacticAttention,
    SyntacticEncoderLayer,
    masked_softmax,
    syntactic_attention_reference,
    syntactic_attention_weights,
    syntactic_prior,
    syntax_row_dropout,
)
from harness.module_helpers import make_pad_mask  # noqa: E402,F401


def random_p_fuse(pad_mask, seed=0, dtype=torch.float64):
    """A stand-in for SyntaxFusion's output: values in (0, 1), zero on pad rows/cols."""
    g = torch.Generator().manual_seed(seed)
    bsz, n = pad_mask.shape
    p = torch.rand(bsz, n, n, generator=g, dtype=dtype)
    real = ~pad_mask
    return p * (real[:, :, None] & real[:, None, :]).to(dtype)


# ---------------------------------------------------------------- eqs. 13-14


@pytest.mark.parametrize("w", [[0.0, 0.0], [2.0, -1.0], [-30.0, 5.0]])
def test_prior_weights_positive_and_sum_to_one(w):
    w_logits = torch.tensor(w, dtype=torch.float64)
    weights = torch.softmax(w_logits, -1)
    assert math.isclose(float(weights.sum()), 1.0, rel_tol=1e-12)
    assert ((weights > 0) & (weights < 1)).all()
    # and the prior uses exactly these weights: p_fuse = e_01 -> p[0,1] = w_parent, p[1,0] = w_dep
    p_fuse = torch.zeros(1, 2, 2, dtype=torch.float64)
    p_fuse[0, 0, 1] = 1.0
    p = syntactic_prior(p_fuse, w_logits)
    assert torch.allclose(p[0, 0, 1], weights[0]) and torch.allclose(p[0, 1, 0], weights[1])


def test_prior_against_hand_computation():
    p_fuse = torch.tensor([[[0.1, 0.7, 0.2], [0.4, 0.0, 0.6], [0.3, 0.9, 0.5]]], dtype=torch.float64)
    w_logits = torch.tensor([math.log(3.0), 0.0], dtype=torch.float64)  # -> (0.75, 0.25)
    p = syntactic_prior(p_fuse, w_logits)
    wp, wd = 0.75, 0.25
    for i in range(3):
        for j in range(3):
            expected = wp * float(p_fuse[0, i, j]) + wd * float(p_fuse[0, j, i])
            assert math.isclose(float(p[0, i, j]), expected, rel_tol=1e-12, abs_tol=1e-15)


def test_prior_keeps_pads_zero_and_gets_gradient():
    pad = make_pad_mask([4, 2], 4, left=(1,))
    p_fuse = random_p_fuse(pad).requires_grad_()
    w_logits = torch.tensor([0.3, -0.2], dtype=torch.float64, requires_grad=True)
    p = syntactic_prior(p_fuse, w_logits)
    pair = (~pad)[:, :, None] & (~pad)[:, None, :]
    assert (p[~pair] == 0).all()
    p.sum().backward()
    assert w_logits.grad is not None and torch.isfinite(w_logits.grad).all()
    assert p_fuse.grad is not None


# ---------------------------------------------------------------- row dropout


def test_row_dropout_identity_in_eval_and_q0():
    p = torch.rand(3, 5, 5)
    assert syntax_row_dropout(p, 0.5, training=False) is p
    assert syntax_row_dropout(p, 0.0, training=True) is p


def test_row_dropout_rows_all_or_nothing_and_rate():
    q = 0.3
    g = torch.Generator().manual_seed(1234)
    p = torch.rand(64, 40, 40) + 0.1  # strictly positive
    out = syntax_row_dropout(p, q, training=True, generator=g)
    zero_rows = (out == 0).all(-1)
    kept_rows = (out == p).all(-1)
    assert (zero_rows | kept_rows).all()  # each row is either zeroed or untouched (no rescaling)
    frac = zero_rows.float().mean().item()  # 2560 rows: std ~ 0.009
    assert abs(frac - q) < 0.04
    # one draw per (sentence, row), shared by heads
    p4 = torch.rand(8, 3, 10, 10) + 0.1
    out4 = syntax_row_dropout(p4, 0.5, training=True, generator=torch.Generator().manual_seed(0))
    z = (out4 == 0).all(-1)  # [B, H, n]
    assert (z == z[:, :1]).all()
    with pytest.raises(ValueError):
        syntax_row_dropout(p, 1.5, training=True)


# ---------------------------------------------------------------- eq. 15


def qkv(bsz, heads, n, d, seed=0, dtype=torch.float64):
    g = torch.Generator().manual_seed(seed)
    return tuple(torch.randn(bsz, heads, n, d, generator=g, dtype=dtype) for _ in range(3))


def test_weights_rows_sum_to_one_and_zero_on_pads():
    pad = make_pad_mask([6, 4, 1], 6, left=(1,))
    q, k, _ = qkv(3, 2, 6, 4)
    p = random_p_fuse(pad, seed=3)
    w = syntactic_attention_weights(q, k, p, pad)
    assert w.shape == (3, 2, 6, 6)
    assert torch.isfinite(w).all()
    assert (w.masked_select(pad[:, None, None, :].expand_as(w)) == 0).all()
    assert torch.allclose(w.sum(-1), torch.ones(3, 2, 6, dtype=w.dtype))  # pad query rows too


def test_weights_follow_eq15_by_hand():
    q, k, _ = qkv(1, 1, 3, 2, seed=5)
    p = torch.tensor([[[0.2, 1.0, 0.5], [0.0, 0.0, 0.0], [0.7, 0.3, 0.9]]], dtype=torch.float64)
    w = syntactic_attention_weights(q, k, p)
    logits = p[0] * (q[0, 0] @ k[0, 0].T) / math.sqrt(2)
    assert torch.allclose(w[0, 0], torch.softmax(logits, -1))
    # an all-zero row of p gives logit 0 everywhere: uniform, nothing excluded
    assert torch.allclose(w[0, 0, 1], torch.full((3,), 1 / 3, dtype=w.dtype))


def test_p_ones_equals_plain_sdpa():
    pad = make_pad_mask([7, 5, 3], 7, left=(2,))
    q, k, v = qkv(3, 4, 7, 8, seed=1)
    ones = torch.ones(3, 7, 7, dtype=q.dtype)
    out = syntactic_attention_reference(q, k, v, ones, pad)
    oracle = F.scaled_dot_product_attention(q, k, v, attn_mask=~pad[:, None, None, :])
    assert torch.allclose(out, oracle, atol=1e-10)
    w = syntactic_attention_weights(q, k, ones, pad)
    assert torch.allclose(w @ v, oracle, atol=1e-10)


def test_fully_padded_sentence_is_finite_zero():
    pad = make_pad_mask([4, 0], 4)
    q, k, v = [t.requires_grad_() for t in qkv(2, 2, 4, 3, seed=2)]
    p = torch.rand(2, 4, 4, dtype=q.dtype)
    out = syntactic_attention_reference(q, k, v, p, pad)
    assert torch.isfinite(out).all()
    assert (out[1] == 0).all()
    out.sum().backward()
    assert all(torch.isfinite(t.grad).all() for t in (q, k, v))
    w = masked_softmax(torch.randn(2, 4, 4), pad)
    assert (w[1] == 0).all() and torch.allclose(w[0].sum(-1), torch.ones(4))


def test_half_precision_softmax():
    pad = make_pad_mask([5, 3], 5)
    q, k, v = qkv(2, 2, 5, 4, seed=4, dtype=torch.bfloat16)
    p = torch.rand(2, 5, 5).to(torch.bfloat16)
    out = syntactic_attention_reference(q, k, v, p, pad)
    assert out.dtype == torch.bfloat16 and torch.isfinite(out).all()


# ---------------------------------------------------------------- multi-head module


def test_multihead_matches_manual_heads():
    torch.manual_seed(0)
    t, b, c, h = 5, 2, 8, 2
    mha = MultiheadSyntacticAttention(c, h).double()
    x = torch.randn(t, b, c, dtype=torch.float64)
    pad = make_pad_mask([5, 3], t)
    p = random_p_fuse(pad, seed=7)
    out = mha(x, p, pad)
    assert out.shape == (t, b, c)
    xb = x.transpose(0, 1)  # [B, T, C]
    split = lambda y: y.view(b, t, h, c // h).transpose(1, 2)  # noqa: E731
    q, k, v = split(mha.q_proj(xb)), split(mha.k_proj(xb)), split(mha.v_proj(xb))
    ref = []
    for hh in range(h):
        logits = p * (q[:, hh] @ k[:, hh].transpose(1, 2)) / math.sqrt(c // h)
        logits = logits.masked_fill(pad[:, None, :], float("-inf"))
        ref.append(torch.softmax(logits, -1) @ v[:, hh])
    ref = mha.out_proj(torch.cat(ref, -1)).transpose(0, 1)
    assert torch.allclose(out, ref, atol=1e-10)


def test_multihead_init_like_fairseq():
    torch.manual_seed(0)
    mha = MultiheadSyntacticAttention(64, 4)
    bound = math.sqrt(6 / (64 + 64))
    for proj in (mha.q_proj, mha.k_proj, mha.v_proj):
        assert proj.weight.abs().max() <= bound / math.sqrt(2) + 1e-6
        assert proj.weight.abs().max() > 0.8 * bound / math.sqrt(2)
    assert (mha.out_proj.bias == 0).all()
    with pytest.raises(ValueError):
        MultiheadSyntacticAttention(10, 3)


# ---------------------------------------------------------------- encoder layer


def make_layer(normalize_before=False, **kw):
    torch.manual_seed(0)
    args = dict(embed_dim=16, ffn_dim=32, num_heads=4, dropout=0.1, attention_dropout=0.1,
                activation_dropout=0.1, normalize_before=normalize_before, row_dropout=0.2)
    args.update(kw)
    return SyntacticEncoderLayer(**args)


@pytest.mark.parametrize("normalize_before", [False, True])
def test_layer_shape_finite_and_pad_invariance(normalize_before):
    layer = make_layer(normalize_before).eval()
    t, b, c = 6, 3, 16
    pad = make_pad_mask([6, 4, 2], t, left=(1,))
    p_fuse = random_p_fuse(pad, seed=9, dtype=torch.float32)
    x = torch.randn(t, b, c)
    out = layer(x, pad, p_fuse)
    assert out.shape == (t, b, c) and torch.isfinite(out).all()
    x2 = x.clone()
    x2[pad.t()] = torch.randn(int(pad.sum()), c) * 10  # change only the pad embeddings
    out2 = layer(x2, pad, p_fuse)
    real = ~pad.t()
    assert torch.allclose(out[real], out2[real], atol=1e-5)
    # no padding mask at all also works
    assert layer(x, None, torch.rand(b, t, t)).shape == (t, b, c)


def test_layer_structure_mirrors_fairseq():
    layer = make_layer()
    for name in ("self_attn", "self_attn_layer_norm", "fc1", "fc2", "final_layer_norm",
                 "dropout_module", "activation_dropout_module"):
        assert hasattr(layer, name)
    assert layer.fc1.out_features == 32 and layer.fc2.in_features == 32
    assert layer.w_logits.shape == (2,)
    assert torch.allclose(layer.syntactic_weights(), torch.tensor([0.5, 0.5]))


@pytest.mark.parametrize("normalize_before", [False, True])
def test_layer_gradients_reach_every_parameter(normalize_before):
    layer = make_layer(normalize_before, row_dropout=0.0).train()
    t, b, c = 5, 2, 16
    pad = make_pad_mask([5, 3], t)
    p_fuse = random_p_fuse(pad, seed=1, dtype=torch.float32).requires_grad_()
    x = torch.randn(t, b, c, requires_grad=True)
    out = layer(x, pad, p_fuse)
    (out[~pad.t()] * torch.randn(int((~pad).sum()), c)).sum().backward()
    for name, param in layer.named_parameters():
        assert param.grad is not None, name
        assert torch.isfinite(param.grad).all(), name
        assert param.grad.abs().sum() > 0, name
    assert p_fuse.grad is not None and p_fuse.grad.abs().sum() > 0
    assert torch.isfinite(x.grad).all()


def test_layer_row_dropout_only_in_training():
    layer = make_layer(dropout=0.0, attention_dropout=0.0, activation_dropout=0.0, row_dropout=0.5)
    t, b, c = 6, 2, 16
    pad = make_pad_mask([6, 6], t)
    p_fuse = random_p_fuse(pad, seed=2, dtype=torch.float32)
    x = torch.randn(t, b, c)
    layer.eval()
    a, a2 = layer(x, pad, p_fuse), layer(x, pad, p_fuse)
    assert torch.equal(a, a2)
    layer.train()
    torch.manual_seed(3)
    outs = [layer(x, pad, p_fuse) for _ in range(4)]
    assert any(not torch.allclose(o, a) for o in outs)  # some rows dropped in training


def test_layer_on_syntax_fusion_output():
    from fairseq_syngec.modules.syntax_fusion import SyntaxFusion

    torch.manual_seed(0)
    t, b, c = 6, 2, 16
    fusion = SyntaxFusion(c, num_conv_layers=1, mode="fused")
    layer = make_layer(row_dropout=0.1).train()
    pad = make_pad_mask([6, 4], t, left=(1,))
    x = torch.randn(t, b, c)
    p_fuse = fusion(x.transpose(0, 1), pad)["p_fuse"]
    out = layer(x, pad, p_fuse)
    out[~pad.t()].sum().backward()
    assert torch.isfinite(out).all()
    assert fusion.gate_bias.grad is not None and torch.isfinite(fusion.gate_bias.grad).all()


def test_no_host_sync_off_the_cpu():
    """On a device the host cannot read without waiting (here "meta": reading a value raises), eq. 15 and
    its masked softmax run forward and backward: the check for sentences made only of pads, which reads
    a value on the CPU (where it is free and saves a pass), is never made there."""
    pad_mask = make_pad_mask([5, 3], 5, (1,)).to("meta")
    q = torch.randn(2, 2, 5, 4, device="meta", requires_grad=True)
    k = torch.randn(2, 2, 5, 4, device="meta", requires_grad=True)
    v = torch.randn(2, 2, 5, 4, device="meta", requires_grad=True)
    p = torch.rand(2, 5, 5, device="meta", requires_grad=True)
    out = syntactic_attention_reference(q, k, v, p, pad_mask)
    out.sum().backward()
    assert q.grad.shape == q.shape and p.grad.shape == p.shape
    assert masked_softmax(torch.randn(2, 5, 5, device="meta"), pad_mask).shape == (2, 5, 5)
    with pytest.raises(Exception):  # the check has teeth: a host read on meta raises
        bool(out.sum() > 0)
