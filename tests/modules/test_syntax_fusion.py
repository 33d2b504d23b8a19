"""Syntax fusion (SynGEC paper, eqs. 4-12): shapes, ranges, normalisation, the fast O(n^3)
dependency distribution against the literal O(n^4) oracle, padding, gradients, modes, chunking;
Python-loop oracles of eqs. 4-12 (non-zero gate); numerical defects (NaN
gradients under shifted heights, the unbounded memory of the log-space fallback)."""

import math

import pytest
import torch

from fairseq_syngec.modules.syntax_fusion import (
    _MATMUL_MAX_RANGE,
    SyntaxFusion,
    boundary_edges,
    bounded_heights,
    constituency_distribution,
    dependency_distribution,
)
from harness.module_helpers import make_pad_mask  # noqa: E402,F401
from harness.syntax_fusion_oracle import (  # noqa: E402
    boundary_distributions,
    constituent_distribution,
    delta_range as _delta_range,  # noqa: E402
    dependency_distribution_literal,
    make_oracle_model,
    parent_distribution,
    python_constituency,
    python_conv_distance_height,
    python_dependency,
    sig,
)


def bounded_heights_literal(delta, pad_mask, max_range=300.0):
    """Each real height at least (its sentence's highest real height - max_range), one by one."""
    out = delta.clone()
    for b in range(delta.size(0)):
        real = [float(delta[b, i]) for i in range(delta.size(1)) if not pad_mask[b, i]]
        for i in range(delta.size(1)):
            if real and not pad_mask[b, i] and float(delta[b, i]) < max(real) - max_range:
                out[b, i] = max(real) - max_range
    return out


def random_inputs(n, lengths, left=(), dtype=torch.float64, scale=2.0, seed=0):
    g = torch.Generator().manual_seed(seed)
    bsz = len(lengths)
    tau = torch.randn(bsz, max(n - 1, 0), generator=g, dtype=dtype) * scale
    delta = torch.randn(bsz, n, generator=g, dtype=dtype) * scale
    return tau, delta, make_pad_mask(lengths, n, left)


def lengths_for(n):
    return [n, max(1, n - 1), 1, max(1, n // 2), max(1, (2 * n) // 3)]


def assert_pad_zero(p, pad_mask):
    assert torch.all(p.masked_select(pad_mask[:, :, None].expand_as(p)) == 0)
    assert torch.all(p.masked_select(pad_mask[:, None, :].expand_as(p)) == 0)


def brute_boundaries(tau, delta, pad_mask):
    """p(l|i), p(r|i) straight from the definition with Python floats (edges: infinite distance)."""
    bsz, n = delta.shape
    sig = lambda x: 1.0 / (1.0 + math.exp(-x))  # noqa: E731
    left = torch.zeros(bsz, n, n, dtype=torch.float64)
    right = torch.zeros(bsz, n, n, dtype=torch.float64)
    for b in range(bsz):
        pad = pad_mask[b].tolist()
        edge = [k < 0 or k >= n - 1 or pad[k] or pad[k + 1] for k in range(-1, n)]  # edge[k + 1]
        gt = lambda k, i: 1.0 if edge[k + 1] else sig(tau[b, k].item() - delta[b, i].item())  # noqa: E731
        le = lambda k, i: 0.0 if edge[k + 1] else sig(delta[b, i].item() - tau[b, k].item())  # noqa: E731
        for i in range(n):
            if pad[i]:
                continue
            for l in range(i + 1):
                left[b, i, l] = gt(l - 1, i) * math.prod(le(k, i) for k in range(l, i))
            for r in range(i, n):
                right[b, i, r] = gt(r, i) * math.prod(le(k, i) for k in range(i, r))
    return left, right


# --- eq. 8-10: the dependency distribution ------------------------------------------------------


@pytest.mark.parametrize("n", list(range(1, 17)))
def test_fast_dependency_matches_literal(n):
    tau, delta, pad_mask = random_inputs(n, lengths_for(n), left=(1, 3), seed=n)
    ref = dependency_distribution_literal(tau, delta, pad_mask)
    for method, chunk in (("auto", None), ("matmul", None), ("log", None), ("log", 1), ("log", 3)):
        fast = dependency_distribution(tau, delta, pad_mask, chunk_size=chunk, method=method)
        assert fast.shape == (5, n, n)
        torch.testing.assert_close(fast, ref, atol=1e-9, rtol=0)
    assert_pad_zero(ref, pad_mask)


@pytest.mark.parametrize("method", ["auto", "log", "matmul"])
@pytest.mark.parametrize("scale", [1.0, 5.0, 10.0, 100.0, 1000.0])
def test_fast_matches_literal_at_large_scale_in_float32(method, scale):
    """Saturated sigmoids and a wide softmax range: the log path is accurate at any scale, the
    matmul path while the delta range is within its limit, and "auto" picks accordingly."""
    tau, delta, pad_mask = random_inputs(10, [10, 6, 1, 9], left=(3,), scale=scale, seed=7)
    tau, delta = tau.float().double(), delta.float().double()  # the oracle sees the same inputs
    in_range = _delta_range(delta, pad_mask) <= _MATMUL_MAX_RANGE[torch.float32]
    if method == "matmul" and not in_range:
        pytest.skip("outside the matmul path's documented range")
    # auto: heights within 300 of the sentence's highest (a constant where raised, for the gradients)
    bounded = bounded_heights_literal(delta, pad_mask) if method == "auto" else delta
    raised = bounded != delta
    if method == "auto" and scale >= 1000.0:
        assert raised.any()  # the bound is exercised at the largest scale
    ref = dependency_distribution_literal(tau, bounded, pad_mask)
    t, d = tau.float().requires_grad_(), delta.float().requires_grad_()
    fast = dependency_distribution(t, d, pad_mask, chunk_size=4, method=method)
    assert torch.isfinite(fast).all()
    torch.testing.assert_close(fast.double(), ref, atol=1e-5, rtol=0)
    (fast * torch.randn_like(fast)).sum().backward()
    assert torch.isfinite(t.grad).all() and torch.isfinite(d.grad).all()
    # gradients agree with the float64 oracle's
    t64, d64 = tau.clone().requires_grad_(), delta.clone().requires_grad_()
    w = torch.linspace(-1, 1, fast.numel(), dtype=torch.float64).view_as(fast)
    dependency_distribution_literal(t64, torch.where(raised, bounded, d64), pad_mask).mul(w).sum().backward()
    t.grad = d.grad = None
    dependency_distribution(t, d, pad_mask, chunk_size=4, method=method).double().mul(w).sum().backward()
    # float32 rounds log-values of magnitude ~scale to ~1e-7 * scale: the tolerance follows
    atol = 1e-6 * max(scale, 100.0)
    torch.testing.assert_close(t.grad.double(), t64.grad, atol=atol, rtol=1e-4)
    torch.testing.assert_close(d.grad.double(), d64.grad, atol=atol, rtol=1e-4)


def test_bounded_heights_equal_the_literal_bound_with_pads_ties_and_gradients():
    """Each sentence's own highest real height sets its floor (a pad higher than every real height is not
    read), a fully padded row is left as it is, and a height exactly at the floor keeps its whole gradient
    (raised heights get none)."""
    delta = torch.tensor([[0.0, -300.0, -450.0, 500.0],   # the pad (500) is highest: not the top
                          [7.0, -10.0, -293.0, -400.0],   # -293 is exactly at the floor 7 - 300
                          [1e4, 2e4, -1e4, 3.0]], dtype=torch.float64)  # all pads
    pad_mask = torch.tensor([[False, False, False, True], [False, False, False, False], [True] * 4])
    d = delta.clone().requires_grad_()
    out = bounded_heights(d, pad_mask, 300.0)
    torch.testing.assert_close(out.detach(), bounded_heights_literal(delta, pad_mask), atol=0, rtol=0)
    out.sum().backward()
    raised = torch.tensor([[0, 0, 1, 0], [0, 0, 0, 1], [0, 0, 0, 0]], dtype=torch.bool)
    torch.testing.assert_close(d.grad, (~raised).double(), atol=0, rtol=0)


def test_boundary_distributions_match_definition_and_sum_to_one():
    n = 9
    tau, delta, pad_mask = random_inputs(n, [9, 5, 1, 7], left=(3,), seed=3)
    p_left, p_right = boundary_distributions(tau, delta, pad_mask)
    b_left, b_right = brute_boundaries(tau, delta, pad_mask)
    torch.testing.assert_close(p_left, b_left, atol=1e-12, rtol=0)
    torch.testing.assert_close(p_right, b_right, atol=1e-12, rtol=0)
    real = (~pad_mask).double()
    # the sentence-edge convention makes both telescoping sums exactly 1 for every real i
    torch.testing.assert_close(p_left.sum(-1), real, atol=1e-12, rtol=0)
    torch.testing.assert_close(p_right.sum(-1), real, atol=1e-12, rtol=0)
    # hence p_C([l, r]|i) sums to 1 over spans and lives on l <= i <= r, inside the sentence
    p_c = constituent_distribution(p_left, p_right)
    torch.testing.assert_close(p_c.sum((-1, -2)), real, atol=1e-12, rtol=0)
    idx = torch.arange(n)
    outside = (idx[None, :, None] > idx[:, None, None]) | (idx[None, None, :] < idx[:, None, None])
    assert torch.all(p_c.masked_select(outside[None].expand_as(p_c)) == 0)
    assert_pad_zero(p_left, pad_mask)
    assert_pad_zero(p_right, pad_mask)


def test_parent_distribution_rows_sum_to_one():
    n = 8
    _, delta, pad_mask = random_inputs(n, [8, 5, 1], left=(1,), seed=4)
    p_pr = parent_distribution(delta, pad_mask)
    sums = p_pr.sum(-1)  # [B, l, r]
    for b in range(3):
        for l in range(n):
            for r in range(n):
                window_ok = l <= r and not pad_mask[b, l : r + 1].any()
                assert sums[b, l, r].item() == pytest.approx(1.0 if window_ok else 0.0, abs=1e-12)
                if window_ok:  # mass only inside the window, and it is the softmax of delta
                    ref = torch.softmax(delta[b, l : r + 1], -1)
                    torch.testing.assert_close(p_pr[b, l, r, l : r + 1], ref)
                    assert p_pr[b, l, r].sum().item() == pytest.approx(ref.sum().item())


def test_dependency_rows_sum_to_one_minus_root_mass():
    """j = i is excluded without renormalisation (StructFormer's masked_fill(eye, 0)), so a real
    row sums to 1 - P(i heads its own smallest constituent)."""
    n = 10
    tau, delta, pad_mask = random_inputs(n, [10, 4, 1, 7], left=(3,), seed=5)
    p_dep = dependency_distribution(tau, delta, pad_mask, chunk_size=3)
    p_left, p_right = boundary_distributions(tau, delta, pad_mask)
    full = torch.einsum("bilr,blrj->bij", constituent_distribution(p_left, p_right),
                        parent_distribution(delta, pad_mask))
    self_mass = torch.diagonal(full, dim1=1, dim2=2)
    real = (~pad_mask).double()
    torch.testing.assert_close(full.sum(-1), real, atol=1e-12, rtol=0)
    torch.testing.assert_close(p_dep.sum(-1), real - self_mass, atol=1e-12, rtol=0)
    assert torch.all(torch.diagonal(p_dep, dim1=1, dim2=2) == 0)
    assert p_dep.min() >= 0 and p_dep.sum(-1).max() <= 1 + 1e-12
    # a length-1 sentence has no parent at all
    assert torch.all(p_dep[2] == 0)


@pytest.mark.parametrize("method", ["log", "matmul"])
def test_dependency_gradients_finite_with_padding(method):
    tau, delta, pad_mask = random_inputs(6, [6, 1, 3], left=(2,), dtype=torch.float32, seed=6)
    pad_mask = torch.cat([pad_mask, torch.ones(1, 6, dtype=torch.bool)])  # plus a fully padded row
    tau = torch.cat([tau, torch.randn(1, 5)]).requires_grad_()
    delta = torch.cat([delta, torch.randn(1, 6)]).requires_grad_()
    p = dependency_distribution(tau, delta, pad_mask, chunk_size=2, method=method)
    assert torch.all(p[3] == 0)
    (p * torch.randn_like(p)).sum().backward()
    assert torch.isfinite(tau.grad).all() and torch.isfinite(delta.grad).all()
    assert torch.all(delta.grad[pad_mask] == 0)
    assert torch.all(tau.grad[boundary_edges(pad_mask)] == 0)


def test_chunk_sizes_give_identical_results_and_gradients():
    n = 13
    tau, delta, pad_mask = random_inputs(n, [13, 9, 1, 5], left=(1,), seed=8)
    results = []
    for method, chunk in [("log", c) for c in (None, 1, 2, 5, 13, 64)] + [("matmul", None), ("auto", 2)]:
        t, d = tau.clone().requires_grad_(), delta.clone().requires_grad_()
        p = dependency_distribution(t, d, pad_mask, chunk_size=chunk, method=method)
        (p * torch.linspace(0, 1, p.numel(), dtype=p.dtype).view_as(p)).sum().backward()
        results.append((p.detach(), t.grad, d.grad))
    for p, gt, gd in results[1:]:
        torch.testing.assert_close(p, results[0][0], atol=1e-13, rtol=0)
        torch.testing.assert_close(gt, results[0][1], atol=1e-12, rtol=0)
        torch.testing.assert_close(gd, results[0][2], atol=1e-12, rtol=0)


@pytest.mark.parametrize("method", ["log", "auto"])
def test_long_sequence_chunked(method):
    torch.manual_seed(0)
    n = 256
    tau = torch.randn(1, n - 1, requires_grad=True)
    delta = torch.randn(1, n, requires_grad=True)
    pad_mask = torch.zeros(1, n, dtype=torch.bool)
    p = dependency_distribution(tau, delta, pad_mask, chunk_size=16, method=method)
    assert p.shape == (1, n, n) and torch.isfinite(p).all()
    assert p.min() >= 0 and p.sum(-1).max() <= 1 + 1e-4
    p.pow(2).sum().backward()
    assert torch.isfinite(tau.grad).all() and torch.isfinite(delta.grad).all()


# --- eq. 7: the constituency distribution -------------------------------------------------------


def test_constituency_distribution_indexing_and_edges():
    tau = torch.tensor([[0.3, -1.2, 2.0, 0.0]])  # n = 5, boundaries 0..3; position 3 is a pad
    pad_mask = torch.tensor([[False, False, False, True, False]])
    p = constituency_distribution(tau, pad_mask)
    sig = torch.sigmoid
    t = [0.3, -1.2, None, None, None]  # word 2 is followed by a pad, word 4 ends the row: edges
    for i in (0, 1, 2, 4):
        for j in (0, 1, 2, 4):
            if t[i] is not None and t[j] is not None:
                expected = sig(torch.tanh(torch.tensor(t[j] - t[i])) + 1)
            elif t[i] is None and t[j] is None:
                expected = sig(torch.tensor(1.0))
            elif t[j] is None:  # tanh(inf - tau_i) = 1
                expected = sig(torch.tensor(2.0))
            else:  # tanh(tau_j - inf) = -1
                expected = sig(torch.tensor(0.0))
            assert p[0, i, j].item() == pytest.approx(expected.item(), abs=1e-6)
    assert_pad_zero(p, pad_mask)


# --- the module: eqs. 4-12 wired together -------------------------------------------------------


def make_batch(n=7, d=16, lengths=(7, 1, 4, 6), left=(3,), seed=0):
    g = torch.Generator().manual_seed(seed)
    emb = torch.randn(len(lengths), n, d, generator=g)
    return emb, make_pad_mask(list(lengths), n, left)


@pytest.mark.parametrize("mode", ["const", "dep", "fused"])
def test_module_shapes_ranges_and_padding(mode):
    torch.manual_seed(0)
    emb, pad_mask = make_batch()
    model = SyntaxFusion(16, num_conv_layers=3, kernel_size=3, hidden_dim=24, mode=mode)
    out = model(emb, pad_mask)
    assert set(out) == {"p_const", "p_dep", "p_fuse", "gate", "tau", "delta"}
    assert out["tau"].shape == (4, 6)
    assert out["p_const"].shape == out["p_fuse"].shape == (4, 7, 7)
    real_pairs = (~pad_mask)[:, :, None] & (~pad_mask)[:, None, :]
    pc = out["p_const"][real_pairs]
    assert pc.min() >= torch.sigmoid(torch.tensor(0.0)) - 1e-6 and pc.max() <= torch.sigmoid(torch.tensor(2.0)) + 1e-6
    for key in ("p_const", "p_dep", "p_fuse", "gate"):
        if out[key] is None:
            continue
        assert torch.isfinite(out[key]).all()
        assert out[key].min() >= 0 and out[key].max() <= 1 + 1e-6
        assert_pad_zero(out[key], pad_mask)
    if mode == "const":
        assert out["p_fuse"] is out["p_const"] and out["p_dep"] is None and out["delta"] is None
        assert out["gate"] is None
    elif mode == "dep":
        assert out["p_fuse"] is out["p_dep"] and out["delta"].shape == (4, 7) and out["gate"] is None
    else:
        g = out["gate"]
        torch.testing.assert_close(out["p_fuse"], g * out["p_const"] + (1 - g) * out["p_dep"])
        assert torch.allclose(g[real_pairs], torch.tensor(0.5))  # zero-initialised gate: even mix


@pytest.mark.parametrize("mode", ["const", "dep", "fused"])
def test_module_gradients_reach_every_parameter(mode):
    torch.manual_seed(1)
    emb, pad_mask = make_batch(lengths=(7, 1, 4, 6))
    pad_mask = torch.cat([pad_mask, torch.ones(1, 7, dtype=torch.bool)])  # a fully padded row too
    emb = torch.cat([emb, torch.randn(1, 7, 16)]).requires_grad_()
    model = SyntaxFusion(16, num_conv_layers=2, kernel_size=5, hidden_dim=24, mode=mode, chunk_size=3)
    out = model(emb, pad_mask)
    loss = (out["p_fuse"] * torch.randn_like(out["p_fuse"])).sum()
    if out["p_dep"] is not None:
        loss = loss + out["p_dep"].pow(2).sum()
    loss.backward()
    for name, param in model.named_parameters():
        assert param.grad is not None, name
        assert torch.isfinite(param.grad).all(), name
        assert param.grad.abs().sum() > 0, name
    assert torch.isfinite(emb.grad).all()
    assert torch.all(emb.grad[pad_mask] == 0)  # pads give nothing to anyone
    for key in ("p_const", "p_dep", "p_fuse"):
        if out[key] is not None:
            assert torch.all(out[key][-1] == 0)
    expected = {"const": 2 + 2 * 2, "dep": 2 + 2 * 2 + 4, "fused": 2 + 2 * 2 + 4 + 3}[mode]
    assert len(list(model.parameters())) == expected


def test_module_pads_do_not_leak():
    torch.manual_seed(2)
    emb, pad_mask = make_batch()
    model = SyntaxFusion(16, mode="fused", chunk_size=2).double()
    out1 = model(emb.double(), pad_mask)
    emb2 = emb.double().masked_fill(pad_mask[:, :, None], 123.0)
    out2 = model(emb2, pad_mask)
    for key in ("p_const", "p_dep", "p_fuse", "gate", "tau", "delta"):
        torch.testing.assert_close(out1[key], out2[key], atol=0, rtol=0)


@pytest.mark.parametrize("dep_method", ["auto", "log", "matmul"])
def test_module_fast_equals_literal_end_to_end(dep_method):
    torch.manual_seed(3)
    emb, pad_mask = make_batch(n=9, lengths=(9, 3, 1, 8), left=(1,))
    model = SyntaxFusion(16, mode="dep", dep_method=dep_method, chunk_size=4).double()
    out = model(emb.double(), pad_mask)
    ref = dependency_distribution_literal(out["tau"], out["delta"], pad_mask)
    torch.testing.assert_close(out["p_dep"], ref, atol=1e-9, rtol=0)


def test_module_half_precision_inputs():
    torch.manual_seed(4)
    emb, pad_mask = make_batch()
    model = SyntaxFusion(16, mode="fused")
    ref = model(emb, pad_mask)
    out = model.to(torch.bfloat16)(emb.to(torch.bfloat16), pad_mask)
    for key in ("p_const", "p_dep", "p_fuse", "gate"):
        assert out[key].dtype == torch.bfloat16 and torch.isfinite(out[key]).all()
        assert_pad_zero(out[key], pad_mask)
        torch.testing.assert_close(out[key].float(), ref[key], atol=0.05, rtol=0)


def test_module_without_pad_mask_and_bad_arguments():
    model = SyntaxFusion(8, num_conv_layers=1, mode="fused")
    out = model(torch.randn(2, 5, 8))
    assert out["p_fuse"].shape == (2, 5, 5)
    out1 = model(torch.randn(1, 1, 8))  # n = 1: tau is empty, p_dep is 0
    assert out1["tau"].shape == (1, 0) and torch.all(out1["p_dep"] == 0)
    with pytest.raises(ValueError):
        SyntaxFusion(8, kernel_size=4)
    with pytest.raises(ValueError):
        SyntaxFusion(8, mode="both")
    with pytest.raises(ValueError):
        dependency_distribution(torch.zeros(1, 1), torch.zeros(1, 2), torch.zeros(1, 2, dtype=torch.bool), method="x")


# --- numerical defects (NaN gradients, unbounded memory) -----------------------------------------


@pytest.mark.parametrize("method", ["auto", "matmul", "log"])
@pytest.mark.parametrize("dtype,shift", [(torch.float32, -120.0), (torch.float32, 120.0), (torch.float64, -800.0)])
def test_shifted_heights_give_the_same_distribution_and_finite_gradients(method, dtype, shift):
    """p_dep depends on tau - delta and on softmax(delta) only, so adding one constant to every tau
    and delta of a sentence changes nothing. Heights have a free bias, so training can shift them
    far from 0; pad heights are stored as 0, and exp(0 - max real height) used to overflow at pad
    columns on the matmul path (forward masked and finite, backward 0 * inf = NaN)."""
    tau, delta, pad_mask = random_inputs(8, [8, 5, 6], left=(2,), dtype=torch.float64, seed=11)
    w = torch.linspace(-1, 1, 3 * 8 * 8, dtype=torch.float64).view(3, 8, 8)
    results = []
    for s in (0.0, shift):
        t = (tau + s).to(dtype).requires_grad_()
        d = (delta + s).to(dtype).requires_grad_()
        p = dependency_distribution(t, d, pad_mask, method=method)
        assert torch.isfinite(p).all()
        p.double().mul(w).sum().backward()
        assert torch.isfinite(t.grad).all() and torch.isfinite(d.grad).all(), (method, dtype, shift)
        assert torch.all(d.grad[pad_mask] == 0)
        results.append((p.double(), t.grad.double(), d.grad.double()))
    atol = 1e-4 if dtype == torch.float32 else 1e-9  # float32 rounds tau - delta at |shift| 120
    for a, b in zip(*results):
        torch.testing.assert_close(b, a, atol=atol, rtol=0)


def test_auto_is_float64_matmul_on_bounded_heights():
    """"auto" (the models' path): the float64 matmul path, on every sentence, with heights more than 300
    below the sentence's highest raised to that bound: equal to the oracle where the heights span at most
    300, to the oracle of the bounded heights where they span more (one sentence here), with the bound's
    gradient (none at a raised height); float32 inputs give float32 results."""
    tau, delta, pad_mask = random_inputs(9, [9, 6, 8, 1], left=(2,), seed=12)
    delta[1] = delta[1] * 200.0  # spread far above _MATMUL_MAX_RANGE[float64] = 300
    wide = torch.tensor([False, True, False, False])
    assert _delta_range(delta[wide], pad_mask[wide]) > _MATMUL_MAX_RANGE[torch.float64]
    assert _delta_range(delta[~wide], pad_mask[~wide]) <= _MATMUL_MAX_RANGE[torch.float64]
    bounded = bounded_heights_literal(delta, pad_mask)
    assert torch.equal(bounded[~wide], delta[~wide]) and not torch.equal(bounded[wide], delta[wide])
    t, d = tau.clone().requires_grad_(), delta.clone().requires_grad_()
    p = dependency_distribution(t, d, pad_mask)
    torch.testing.assert_close(p[~wide], dependency_distribution_literal(tau, delta, pad_mask)[~wide],
                               atol=1e-9, rtol=0)
    torch.testing.assert_close(p, dependency_distribution_literal(tau, bounded, pad_mask), atol=1e-9, rtol=0)
    w = torch.linspace(-1, 1, p.numel(), dtype=p.dtype).view_as(p)
    (p * w).sum().backward()
    t2, d2 = tau.clone().requires_grad_(), delta.clone().requires_grad_()
    raised = (bounded != delta) & ~pad_mask
    d2_bounded = torch.where(raised, bounded, d2)  # the oracle's bound: constant where raised
    (dependency_distribution_literal(t2, d2_bounded, pad_mask) * w).sum().backward()
    torch.testing.assert_close(t.grad, t2.grad, atol=1e-9, rtol=0)
    torch.testing.assert_close(d.grad, d2.grad, atol=1e-9, rtol=0)
    assert raised.any() and torch.all(d.grad[raised] == 0)
    p32 = dependency_distribution(tau.float(), delta.float(), pad_mask)
    assert p32.dtype == torch.float32
    d32 = bounded_heights_literal(delta.float().double(), pad_mask)
    torch.testing.assert_close(p32.double(), dependency_distribution_literal(tau.float().double(), d32, pad_mask),
                               atol=1e-6, rtol=0)


def test_auto_needs_no_host_sync():
    """On a device whose values the host cannot read without waiting (here "meta": reading one raises),
    the models' dependency distribution runs forward and backward: no .item(), no data-dependent branch."""
    tau, delta, pad_mask = random_inputs(7, [7, 4, 5], left=(1,), dtype=torch.float32, seed=3)
    t = tau.to("meta").requires_grad_()
    d = delta.to("meta").requires_grad_()
    p = dependency_distribution(t, d, pad_mask.to("meta"))
    assert p.device.type == "meta" and p.shape == (3, 7, 7) and p.dtype == torch.float32
    p.sum().backward()
    assert t.grad.shape == t.shape and d.grad.shape == d.shape
    with pytest.raises(Exception):  # the check has teeth: a host read on meta raises
        bool(p.sum() > 0)


def _saved_for_backward(fn):
    """(total, largest) numel of the tensors autograd saves during ``fn()`` (a checkpointed region
    shows only its inputs)."""
    sizes = []

    def pack(x):
        sizes.append(x.numel())
        return x

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda x: x):
        fn()
    return sum(sizes), max(sizes)


def test_log_path_is_chunked_by_default(monkeypatch):
    """The log path bounds its working set by default: rows are taken a chunk
    at a time, checkpointed, so nothing of size B * n^3 is kept for backward; the result and the
    gradients equal the unchunked computation's. The budget is shrunk here so that a small input
    is chunked (at the default budget B = 16, n = 256 gives chunks of 4 rows)."""
    import fairseq_syngec.modules.syntax_fusion as sf

    assert sf._log_chunk_rows(16, 256, None) == 4 and sf._log_chunk_rows(8, 64, None) == 64
    assert sf._log_chunk_rows(16, 256, 0) == 256 and sf._log_chunk_rows(16, 256, 7) == 7
    with pytest.raises(ValueError):
        sf._log_chunk_rows(2, 8, -1)
    bsz, n = 3, 12
    monkeypatch.setattr(sf, "_LOG_CHUNK_ELEMENTS", 2 * bsz * n * n)  # -> 2 rows per chunk
    assert sf._log_chunk_rows(bsz, n, None) == 2
    tau, delta, pad_mask = random_inputs(n, [12, 7, 10], left=(1,), dtype=torch.float32, seed=13)
    delta = delta * 30.0  # every sentence out of the float32 matmul range
    w = torch.rand(bsz, n, n, generator=torch.Generator().manual_seed(0))
    results, saved = {}, {}
    for name, chunk in (("default", None), ("unchunked", 0)):
        t, d = tau.clone().requires_grad_(), delta.clone().requires_grad_()
        out = []
        saved[name] = _saved_for_backward(lambda: out.append(dependency_distribution(t, d, pad_mask, chunk_size=chunk,
                                                                                      method="log")))
        (out[0] * w).sum().backward()
        results[name] = (out[0].detach(), t.grad, d.grad)
    for a, b in zip(results["default"], results["unchunked"]):
        torch.testing.assert_close(a, b, atol=1e-6, rtol=1e-5)
    assert saved["unchunked"][1] >= bsz * n ** 3  # the [B, n, n, n] span tensor is kept
    assert saved["default"][1] <= bsz * n * n  # chunked: nothing larger than [B, n, n]


# --- independent oracles: plain Python loops (harness/syntax_fusion_oracle.py) ------------------


@pytest.mark.parametrize("n", [1, 2, 5, 8])
def test_dependency_distribution_matches_python_loop_oracle(n):
    """Eqs. 8-10: every method of the module (and the package's literal einsum form) against the
    Python-loop oracle above, with left and right padding."""
    lengths = [n, max(1, n - 1), 1, max(1, n // 2)]
    tau, delta, pad_mask = random_inputs(n, lengths, left=(1,), seed=20 + n)
    expected = torch.zeros(4, n, n, dtype=torch.float64)
    for b in range(4):
        pad = pad_mask[b].tolist()
        expected[b] = torch.tensor(python_dependency(tau[b].tolist(), delta[b].tolist(), pad), dtype=torch.float64)
    for method in ("auto", "matmul", "log"):
        got = dependency_distribution(tau, delta, pad_mask, method=method)
        torch.testing.assert_close(got, expected, atol=1e-12, rtol=0)
    torch.testing.assert_close(dependency_distribution_literal(tau, delta, pad_mask), expected, atol=1e-12, rtol=0)


def test_conv_distance_height_match_python_loop_oracle():
    """Eqs. 4-6 (tanh convolutions, distance from both neighbours, height MLP with ReLU)."""
    model, emb, pad_mask = make_oracle_model()
    out = model(emb, pad_mask)
    expected = python_conv_distance_height(model, emb, pad_mask)
    for b, (tau, delta) in enumerate(expected):
        for k, value in enumerate(tau):
            if value is not None:
                assert out["tau"][b, k].item() == pytest.approx(value, abs=1e-10), (b, k)
        for i, value in enumerate(delta):
            if value is not None:
                assert out["delta"][b, i].item() == pytest.approx(value, abs=1e-10), (b, i)
    # the oracle is not degenerate: the nonlinearities bite
    hidden = model.height_hidden(emb)
    assert (hidden < 0).any() and (hidden > 0).any()


def test_gated_fusion_matches_python_loop_oracle():
    """Eqs. 7, 10, 11, 12 end to end from the module's tau and delta, with a non-zero gate:
    g = sigmoid(W_g1 p_const + W_g2 p_dep + b_g), p_fuse = g p_const + (1 - g) p_dep."""
    model, emb, pad_mask = make_oracle_model()
    out = model(emb, pad_mask)
    w_const, w_dep, bias = 1.7, -2.3, 0.4
    n = emb.size(1)
    for b in range(emb.size(0)):
        pad = pad_mask[b].tolist()
        tau, delta = out["tau"][b].tolist(), out["delta"][b].tolist()
        p_const = python_constituency(tau, pad)
        p_dep = python_dependency(tau, delta, pad)
        for i in range(n):
            for j in range(n):
                if pad[i] or pad[j]:
                    g = fuse = 0.0
                else:
                    g = sig(w_const * p_const[i][j] + w_dep * p_dep[i][j] + bias)
                    fuse = g * p_const[i][j] + (1.0 - g) * p_dep[i][j]
                assert out["p_const"][b, i, j].item() == pytest.approx(p_const[i][j], abs=1e-12)
                assert out["p_dep"][b, i, j].item() == pytest.approx(p_dep[i][j], abs=1e-12)
                assert out["gate"][b, i, j].item() == pytest.approx(g, abs=1e-12), (b, i, j)
                assert out["p_fuse"][b, i, j].item() == pytest.approx(fuse, abs=1e-12), (b, i, j)
    real = (~pad_mask)[:, :, None] & (~pad_mask)[:, None, :]
    assert out["gate"][real].std() > 0.01  # the gate varies: p_const and p_dep are told apart
