"""FA-TR input layer (FA-TR paper, Gao et al., eqs. 3-5): the gate and the mix against a literal per-token
formula with random weights, gate range, shapes, the two alignments, padding on either side, pad
fact tokens with zero attention, and documents without any fact."""

import math

import pytest
import torch

from fairseq_syngec.modules.fact_fusion import (
    ALIGNMENTS,
    FactAttentionAlign,
    FactAwareInput,
    FactGate,
    position_align,
)
from harness.module_helpers import make_pad_mask  # noqa: F401

C = 6


def batch(seed=0):
    torch.manual_seed(seed)
    x = torch.randn(3, 5, C) * 3
    src_pad = make_pad_mask([5, 3, 4], 5, left=(1,))  # example 1 left-padded, as fairseq sources
    f = torch.randn(3, 4, C) * 3
    fact_pad = make_pad_mask([2, 4, 0], 4)  # example 2 has no fact at all
    return x, src_pad, f, fact_pad


@pytest.mark.parametrize("alignment", ALIGNMENTS)
def test_shapes_and_gate_range(alignment):
    x, src_pad, f, fact_pad = batch()
    mod = FactAwareInput(C, alignment)
    out = mod(x, src_pad, f, fact_pad)
    assert out["out"].shape == x.shape and out["gate"].shape == x.shape and out["r"].shape == x.shape
    assert (out["gate"] > 0).all() and (out["gate"] < 1).all()
    # large inputs push the sigmoid to its limits but never outside the closed range, in float64
    g = FactGate(C).double().gate(x.double() * 1e3, f[:, :1].expand_as(x).double() * 1e3)
    assert ((g >= 0) & (g <= 1)).all()
    out["out"].sum().backward()
    assert all(p.grad is not None for p in mod.parameters())


@pytest.mark.parametrize("alignment", ALIGNMENTS)
def test_mix_equation_and_no_fact_bypass(alignment):
    x, src_pad, f, fact_pad = batch()
    mod = FactAwareInput(C, alignment)
    out = mod(x, src_pad, f, fact_pad)
    g, r, miss = out["gate"], out["r"], out["r_missing"]
    manual = g * x + (1 - g) * r  # eq. 4
    assert torch.allclose(out["out"][~miss], manual[~miss])
    assert torch.equal(out["out"][miss], x[miss])  # no r_t: o_t = x_t
    assert miss[2].all() and (r[2] == 0).all()  # example 2 has no fact tokens: r_t = 0 everywhere
    assert miss[src_pad].all()
    pos = torch.randn_like(x)
    assert torch.allclose(mod(x, src_pad, f, fact_pad, positions=pos)["out"], out["out"] + pos)  # eq. 5


def test_position_alignment_pairs_real_tokens_by_index():
    x, src_pad, f, fact_pad = batch()
    fact_pad[1] = torch.tensor([True, False, False, False])  # left-padded facts, 3 real tokens
    r, miss = position_align(src_pad, f, fact_pad)
    # example 0: 5 source tokens, 2 facts -> positions 0, 1 paired, 2..4 have no r_t (padded facts)
    assert torch.equal(r[0, :2], f[0, :2]) and miss[0].tolist() == [False, False, True, True, True]
    # example 1: source left-padded (2 pads, 3 real), facts left-padded (1 pad, 3 real)
    assert miss[1].tolist() == [True, True, False, False, False]
    assert torch.equal(r[1, 2:], f[1, 1:])
    # longer facts than source: truncated
    r2, miss2 = position_align(make_pad_mask([2], 2), f[1:2], make_pad_mask([4], 4))
    assert torch.equal(r2[0], f[1, :2]) and not miss2.any()
    # a batch whose fact tensor has no column at all
    r3, miss3 = position_align(src_pad, f[:, :0], fact_pad[:, :0])
    assert miss3.all() and (r3 == 0).all()


def test_attention_alignment_ignores_pad_facts():
    x, src_pad, f, fact_pad = batch()
    att = FactAttentionAlign(C)
    r, miss, w = att(x, src_pad, f, fact_pad)
    assert w.shape == (3, 5, 4)
    assert (w[0, :, 2:] == 0).all()  # pad fact tokens: weight exactly 0
    assert torch.allclose(w[0].sum(-1), torch.ones(5)) and (w[2] == 0).all()
    # changing a pad fact embedding changes nothing
    f2 = f.clone()
    f2[0, 3] += 100
    assert torch.allclose(att(x, src_pad, f2, fact_pad)[0], r)
    # r is the weighted average of the real fact embeddings
    assert torch.allclose(r[1, 3], (w[1, 3, :, None] * f[1]).sum(0), atol=1e-6)
    # no fact column at all
    r0, miss0, w0 = att(x, src_pad, f[:, :0], fact_pad[:, :0])
    assert miss0.all() and (r0 == 0).all() and w0.shape == (3, 5, 0)


def test_gate_mlp_variants_and_bad_input():
    assert isinstance(FactGate(C, gate_hidden=0).mlp, torch.nn.Linear)
    with pytest.raises(ValueError, match="alignment"):
        FactAwareInput(C, "nearest")
    x, src_pad, f, fact_pad = batch()
    with pytest.raises(ValueError, match="do not match"):
        FactAwareInput(C)(x, src_pad, f[:2], fact_pad[:2])


def _literal_linear(w, b, z):
    return [sum(w[o][i] * z[i] for i in range(len(z))) + b[o] for o in range(len(w))]


@pytest.mark.parametrize("gate_hidden", [None, 0])
def test_gate_and_mix_equal_the_literal_formula(gate_hidden):
    """Eq. 3 g_t = sigmoid(MLP([x_t ; r_t])) and eq. 4 o_t = g_t x_t + (1 - g_t) r_t, written out per
    token and dimension in plain Python, on the production layer (position alignment: r_t is the
    k-th real fact token of the k-th real source token), with random non-zero weights and biases."""
    x, src_pad, f, fact_pad = (t.double() if t.is_floating_point() else t for t in batch(1))
    x, f = x / 3, f / 3
    mod = FactAwareInput(C, "position", gate_hidden).double()
    torch.manual_seed(2)
    with torch.no_grad():
        for p in mod.parameters():
            p.copy_(torch.randn_like(p) * 0.8)
    layers = [m for m in mod.gate.mlp.modules() if isinstance(m, torch.nn.Linear)]
    assert len(layers) == (1 if gate_hidden == 0 else 2)
    params = [(m.weight.tolist(), m.bias.tolist()) for m in layers]
    out = mod(x, src_pad, f, fact_pad)
    gates = []
    for b in range(x.size(0)):
        src = [t for t in range(x.size(1)) if not src_pad[b, t]]
        facts = [j for j in range(f.size(1)) if not fact_pad[b, j]]
        for t in range(x.size(1)):
            xt = x[b, t].tolist()
            k = src.index(t) if t in src else None
            if k is None or k >= len(facts):  # pad, or no k-th fact token: o_t = x_t
                assert torch.equal(out["out"][b, t], x[b, t])
                continue
            rt = f[b, facts[k]].tolist()
            z = xt + rt  # [x_t ; r_t]
            if gate_hidden == 0:
                a = _literal_linear(*params[0], z)
            else:
                h = [math.tanh(v) for v in _literal_linear(*params[0], z)]
                a = _literal_linear(*params[1], h)
            g = [1.0 / (1.0 + math.exp(-v)) for v in a]  # eq. 3
            o = [g[c] * xt[c] + (1.0 - g[c]) * rt[c] for c in range(C)]  # eq. 4
            assert torch.allclose(out["gate"][b, t], torch.tensor(g, dtype=torch.double), atol=1e-12)
            assert torch.allclose(out["out"][b, t], torch.tensor(o, dtype=torch.double), atol=1e-12)
            gates += g
    assert len(gates) >= 4 * C
    assert max(abs(v - 0.5) for v in gates) > 0.3  # far from the 0.5 of an untrained gate
