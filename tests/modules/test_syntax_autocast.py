"""Syntax fusion (SynGEC eqs. 4-12) and syntactic attention (eqs. 13-15) under CPU bfloat16 autocast
(``--amp --cpu``): the matrix products take bf16 operands, the distributions are computed and
returned in float32, and the results stay within stated tolerances of the Python-loop oracles.

Tolerances: bfloat16 keeps 8 significant bits (relative rounding 2^-9 = 0.2% per operation); the
convolutions and linear layers of eqs. 4-6 go through a few such roundings, so tau and delta are held
to 0.05 absolute (their values here reach about 5); the distributions are then computed in float32
from the module's own tau and delta, so they must match the oracle on those to 1e-5; the attention
output, after four bf16 products, to 3% of its norm.
"""

import math

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from fairseq_syngec.modules.syntactic_attention import MultiheadSyntacticAttention, syntactic_attention_weights
from harness.module_helpers import make_pad_mask
from harness.syntax_fusion_oracle import (
    make_oracle_model,
    python_constituency,
    python_conv_distance_height,
    python_dependency,
    sig,
)

PRODUCTS = ("convolution", "addmm", "mm", "bmm", "matmul", "baddbmm")


class ProductDtypes(TorchDispatchMode):
    """The operand dtypes of every matrix product and convolution run inside the block."""

    def __init__(self):
        super().__init__()
        self.seen = []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        name = func._overloadpacket.__name__
        if name in PRODUCTS:
            self.seen.append((name, tuple(a.dtype for a in args if isinstance(a, torch.Tensor))))
        return func(*args, **(kwargs or {}))


def test_gated_fusion_under_bf16_autocast():
    model, emb, pad_mask = make_oracle_model()  # float64, every parameter (the gate's too) non-zero
    expected_conv = python_conv_distance_height(model, emb, pad_mask)
    model, emb = model.float(), emb.float()
    with ProductDtypes() as products, torch.autocast("cpu", dtype=torch.bfloat16):
        out = model(emb, pad_mask)
    names = {name for name, _ in products.seen}
    assert "convolution" in names and names & {"addmm", "mm"}, products.seen
    for name, dtypes in products.seen:
        # eqs. 4-6 (convolutions, linear layers) in bf16; the dependency distribution's batched
        # products (eqs. 8-10) in float64 (its "auto" path), autocast off
        assert set(dtypes) == ({torch.float64} if name == "bmm" else {torch.bfloat16}), (name, dtypes)
    for key in ("p_const", "p_dep", "p_fuse", "gate", "tau", "delta"):
        assert out[key].dtype == torch.float32, key
    # eqs. 4-6 in bf16: within 0.05 of the float64 loop
    for b, (tau, delta) in enumerate(expected_conv):
        for k, value in enumerate(tau):
            if value is not None:
                assert abs(out["tau"][b, k].item() - value) < 0.05, (b, k)
        for i, value in enumerate(delta):
            if value is not None:
                assert abs(out["delta"][b, i].item() - value) < 0.05, (b, i)
    # eqs. 7-12 in float32 from the module's own tau and delta
    n = emb.size(1)
    for b in range(emb.size(0)):
        pad = pad_mask[b].tolist()
        tau, delta = out["tau"][b].double().tolist(), out["delta"][b].double().tolist()
        p_const, p_dep = python_constituency(tau, pad), python_dependency(tau, delta, pad)
        for i in range(n):
            for j in range(n):
                if pad[i] or pad[j]:
                    continue
                g = sig(1.7 * p_const[i][j] - 2.3 * p_dep[i][j] + 0.4)
                assert abs(out["p_const"][b, i, j].item() - p_const[i][j]) < 1e-5
                assert abs(out["p_dep"][b, i, j].item() - p_dep[i][j]) < 1e-5
                assert abs(out["gate"][b, i, j].item() - g) < 1e-5
                assert abs(out["p_fuse"][b, i, j].item() - (g * p_const[i][j] + (1 - g) * p_dep[i][j])) < 1e-5


def test_syntactic_attention_under_bf16_autocast():
    torch.manual_seed(0)
    t, b, c, h = 6, 2, 16, 4
    mha = MultiheadSyntacticAttention(c, h)
    x = torch.randn(t, b, c) * 2
    pad = make_pad_mask([6, 4], t)
    p = torch.rand(b, t, t) * (~pad)[:, :, None] * (~pad)[:, None, :]
    with ProductDtypes() as products, torch.autocast("cpu", dtype=torch.bfloat16):
        out = mha(x, p, pad)
    assert len(products.seen) >= 6  # q, k, v, QK^T, weights V, out
    for name, dtypes in products.seen:
        assert set(dtypes) == {torch.bfloat16}, (name, dtypes)
    # eq. 15 literally, per head, in float64 from the same weights
    xd = x.double().transpose(0, 1)
    w = {n: (getattr(mha, n).weight.double(), getattr(mha, n).bias.double()) for n in
         ("q_proj", "k_proj", "v_proj", "out_proj")}
    heads = []
    for hh in range(h):
        sl = slice(hh * c // h, (hh + 1) * c // h)
        q, k, v = ((xd @ w[n][0][sl].t() + w[n][1][sl]) for n in ("q_proj", "k_proj", "v_proj"))
        rows = []
        for bb in range(b):
            a = torch.zeros(t, t, dtype=torch.float64)
            for i in range(t):
                logits = [p[bb, i, j].item() * (q[bb, i] @ k[bb, j]).item() / math.sqrt(c // h) for j in range(t)]
                keep = [j for j in range(t) if not pad[bb, j]]
                top = max(logits[j] for j in keep)
                z = sum(math.exp(logits[j] - top) for j in keep)
                for j in keep:
                    a[i, j] = math.exp(logits[j] - top) / z
            rows.append(a @ v[bb])
        heads.append(torch.stack(rows))
    ref = (torch.cat(heads, -1) @ w["out_proj"][0].t() + w["out_proj"][1]).transpose(0, 1)
    assert ((out.double() - ref).norm() / ref.norm()).item() < 0.03
    # the weights' softmax is normalised in float32: rows sum to 1 up to one bf16 rounding each
    qh, kh = torch.randn(2, 3, 5, 8).bfloat16(), torch.randn(2, 3, 5, 8).bfloat16()  # as q_proj, k_proj give them
    with torch.autocast("cpu", dtype=torch.bfloat16):
        weights = syntactic_attention_weights(qh, kh, torch.rand(2, 5, 5))
    assert weights.dtype == torch.bfloat16
    assert (weights.float().sum(-1) - 1).abs().max() < 5 * 2 ** -8
