"""The fused syntactic attention (SynGEC paper, eq. 15) against its PyTorch reference: forward and
gradients (q, k, v and the shared prior p) over random shapes with odd lengths, left/right padding and
all-pad sentences, fp32 / fp16 / bf16, row dropout of p and attention dropout from the same draws; and
the dispatch (auto / reference / triton) on CPU. Compiled on CUDA, in Triton's interpreter on CPU."""

import pytest
import torch

from fairseq_syngec.kernels import dispatch
from fairseq_syngec.modules.syntactic_attention import (
    MultiheadSyntacticAttention,
    row_dropout_keep,
    syntactic_attention,
    syntactic_attention_reference,
)
from harness.kernel_helpers import CUDA, DEVICE, TOL, assert_close_scaled, needs_cuda, needs_triton  # noqa: F401

# (B, H, n, d, padded lengths (None = no mask), left-padded rows); interpreter runs use 16-blocks so
# that even these small n span several blocks, partial ones included
SHAPES = [
    (2, 2, 37, 16, [37, 23], ()),
    (3, 1, 17, 12, [17, 0, 5], (2,)),  # odd d (padded to 16), an all-pad sentence, left padding
    (1, 3, 1, 8, None, ()),  # a single token
    (2, 2, 33, 32, None, ()),
]
if CUDA:
    SHAPES += [(4, 8, 129, 64, [129, 100, 1, 0], (1,)), (2, 4, 300, 64, [300, 257], ()), (2, 2, 64, 128, None, ())]


def random_shapes(count, max_n, dims, seed=2026):
    """Shapes drawn from a fixed seed: odd and even n, per-sentence lengths 0..n, some left-padded."""
    g = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(count):
        bsz, heads = int(torch.randint(1, 4, (1,), generator=g)), int(torch.randint(1, 5, (1,), generator=g))
        n = int(torch.randint(2, max_n + 1, (1,), generator=g))
        d = dims[int(torch.randint(0, len(dims), (1,), generator=g))]
        lengths = torch.randint(0, n + 1, (bsz,), generator=g).tolist()
        lengths[0] = n
        out.append((bsz, heads, n, d, lengths, tuple(b for b in range(bsz) if b % 2)))
    return out


SHAPES += random_shapes(6, 400, [16, 32, 64, 80, 128]) if CUDA else random_shapes(2, 40, [8, 16, 24])
BLOCKS = {} if CUDA else {"block_m": 16, "block_n": 16}


def make_inputs(bsz, heads, n, d, lengths, left, dtype, seed=0):
    g = torch.Generator().manual_seed(seed)
    q, k, v = (torch.randn(bsz, heads, n, d, generator=g).to(dtype) for _ in range(3))
    p = torch.rand(bsz, n, n, generator=g) * 2  # values beyond 1 too: p is a learned mixture
    pad = None
    if lengths is not None:
        pad = torch.arange(n)[None, :] >= torch.tensor(lengths)[:, None]
        for b in left:
            pad[b] = pad[b].flip(0)
        p = p * (~pad)[:, :, None] * (~pad)[:, None, :]
    return [t.to(DEVICE) for t in (q, k, v, p)] + [pad.to(DEVICE) if pad is not None else None]


def reference_grads(q, k, v, p, pad, grad, ref_dtype, **kw):
    leaves = [t.detach().to(ref_dtype).requires_grad_() for t in (q, k, v, p)]
    out = syntactic_attention_reference(*leaves, pad, **kw)
    return out, torch.autograd.grad(out, leaves, grad.to(ref_dtype))


def kernel_grads(q, k, v, p, pad, grad, **kw):
    from fairseq_syngec.kernels.syntactic_attention import syntactic_attention_triton

    leaves = [t.detach().requires_grad_() for t in (q, k, v, p)]
    out = syntactic_attention_triton(*leaves, pad, **kw, **BLOCKS)
    return out, torch.autograd.grad(out, leaves, grad)


REF_DTYPE = torch.float32 if CUDA else torch.float64


@needs_triton
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16], ids=str)
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s[:4])))
def test_kernel_equals_reference(shape, dtype):
    bsz, heads, n, d, lengths, left = shape
    q, k, v, p, pad = make_inputs(bsz, heads, n, d, lengths, left, dtype)
    grad = torch.randn(bsz, heads, n, d, generator=torch.Generator().manual_seed(1)).to(dtype).to(DEVICE)
    out, grads = kernel_grads(q, k, v, p, pad, grad)
    ref, ref_grads = reference_grads(q, k, v, p, pad, grad, REF_DTYPE)
    assert out.dtype == dtype
    tol = TOL[dtype]
    assert_close_scaled(out, ref, tol, "output")
    for name, a, b in zip("qkvp", grads, ref_grads):
        assert a.dtype == (dtype if name != "p" else p.dtype)
        assert_close_scaled(a, b, 2 * tol if dtype != torch.float32 else tol, f"d{name}")
    if pad is not None:  # a sentence of pads only: output and gradients exactly 0, as the reference
        empty = pad.all(-1)
        assert (out[empty] == 0).all() and all((g[empty] == 0).all() for g in grads)


@needs_triton
@pytest.mark.parametrize("rate", [0.0, 0.3])
def test_row_and_attention_dropout_follow_the_same_draws(rate):
    """Row dropout of p (drawn once by ``row_dropout_keep``) and attention dropout (the kernel's
    Philox stream, rebuilt for the reference by ``attention_dropout_keep``): same rows, same weights."""
    from fairseq_syngec.kernels.syntactic_attention import attention_dropout_keep

    bsz, heads, n, d = 2, 2, 29, 16
    q, k, v, p, pad = make_inputs(bsz, heads, n, d, [29, 20], (), torch.float32, seed=3)
    row_keep = row_dropout_keep(p, 0.4, True, generator=torch.Generator(device=DEVICE.type).manual_seed(5))
    assert row_keep.shape == (bsz, n) and 0 < float(row_keep.mean()) < 1
    grad = torch.randn(bsz, heads, n, d, generator=torch.Generator().manual_seed(2)).to(DEVICE)
    seed = 1234
    out, grads = kernel_grads(q, k, v, p, pad, grad, row_keep=row_keep, dropout_p=rate, seed=seed)
    attn_keep = attention_dropout_keep(seed, bsz, heads, n, rate, DEVICE)
    if rate > 0:
        assert abs(float(attn_keep.float().mean()) - (1 - rate)) < 0.05
    else:
        assert attn_keep.all()
    ref, ref_grads = reference_grads(q, k, v, p, pad, grad, REF_DTYPE, dropout_p=rate, training=True,
                                     row_keep=row_keep.to(REF_DTYPE), attn_keep=attn_keep)
    assert_close_scaled(out, ref, TOL[torch.float32], "output")
    for name, a, b in zip("qkvp", grads, ref_grads):
        assert_close_scaled(a, b, TOL[torch.float32], f"d{name}")
    # a dropped row of p attends uniformly over the real keys (its logits are all 0)
    if rate == 0:
        b, i = (row_keep == 0).nonzero()[0].tolist()
        real = ~pad[b]
        expected = v[b][:, real].double().mean(1)
        assert torch.allclose(out[b, :, i].double(), expected, atol=1e-5)


@needs_triton
def test_module_with_triton_kernel_equals_reference():
    """The multi-head module with kernel 'triton' and 'reference': same output and parameter
    gradients in training mode (row dropout drawn from the same torch seed)."""
    torch.manual_seed(0)
    ref = MultiheadSyntacticAttention(32, 4, kernel="reference").to(DEVICE).train()
    fused = MultiheadSyntacticAttention(32, 4, kernel="triton").to(DEVICE).train()
    fused.load_state_dict(ref.state_dict())
    n, bsz = 19, 3
    x = torch.randn(n, bsz, 32, device=DEVICE)
    pad = (torch.arange(n)[None, :] >= torch.tensor([19, 11, 4])[:, None]).to(DEVICE)
    p = torch.rand(bsz, n, n, device=DEVICE)
    outs = []
    for m in (ref, fused):
        torch.manual_seed(7)
        keep = row_dropout_keep(p, 0.3, True)
        out = m(x, p, pad, keep)
        out.square().sum().backward()
        outs.append((out, {k: t.grad for k, t in m.named_parameters()}))
    assert_close_scaled(outs[1][0], outs[0][0], 1e-4, "output")
    for name in outs[0][1]:
        assert_close_scaled(outs[1][1][name], outs[0][1][name], 1e-4, name)


def test_cpu_dispatch_picks_reference_and_triton_flag_errors(monkeypatch):
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    q, k, v, p, pad = make_inputs(2, 2, 9, 8, [9, 4], (), torch.float32)
    q, k, v, p, pad = (t.cpu() for t in (q, k, v, p, pad))
    assert not dispatch.use_triton("auto", q, k, v, p)
    assert not dispatch.use_triton("reference", q, k, v, p)
    ref = syntactic_attention_reference(q, k, v, p, pad)
    assert torch.equal(syntactic_attention(q, k, v, p, pad, kernel="auto"), ref)
    assert torch.equal(syntactic_attention(q, k, v, p, pad, kernel="reference"), ref)
    with pytest.raises(RuntimeError, match="(not CUDA|does not import)"):
        syntactic_attention(q, k, v, p, pad, kernel="triton")
    with pytest.raises(ValueError, match="unknown kernel choice"):
        syntactic_attention(q, k, v, p, pad, kernel="fast")
    # without Triton the error says so, on any device
    monkeypatch.setattr(dispatch, "triton_import_error", lambda: "ImportError: No module named 'triton'")
    with pytest.raises(RuntimeError, match="Triton does not import"):
        dispatch.use_triton("triton", q)
    assert not dispatch.use_triton("auto", q)


@needs_cuda
@needs_triton
def test_cuda_auto_picks_kernel_and_memory_does_not_grow_with_heads():
    """auto runs the kernel on CUDA; its peak memory in forward + backward grows with H only by
    the [B, H, n, d] tensors, never by [B, H, n, n] scores (the reference's does)."""
    assert dispatch.use_triton("auto", torch.zeros(1, device="cuda"))
    bsz, n, d = 2, 512, 64

    def peak(heads, kernel):
        q, k, v, p, pad = make_inputs(bsz, heads, n, d, [512, 300], (), torch.float16)
        q, k, v, p = (t.requires_grad_() for t in (q, k, v, p))
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        base = torch.cuda.memory_allocated()
        syntactic_attention(q, k, v, p, pad, kernel=kernel).sum().backward()
        torch.cuda.synchronize()
        return torch.cuda.max_memory_allocated() - base

    qkv_bytes = lambda h: 3 * bsz * h * n * d * 2  # noqa: E731
    growth = peak(16, "triton") - peak(1, "triton")
    assert growth <= 4 * (qkv_bytes(16) - qkv_bytes(1))  # q/k/v-sized grads, output, dO only
    scores = bsz * 15 * n * n * 2
    assert peak(16, "reference") - peak(1, "reference") > scores  # the reference materialises them
