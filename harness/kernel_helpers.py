"""Helpers shared by the kernel tests (tests/kernels) and the kernel benchmarks (benchmarks/copy_memory.py,
benchmarks/kernel_compiles.py): tolerances, the copy mixture's probability-space oracle, the peak memory of a
call, and the keys under which Triton would compile a kernel's launches.

On a machine with CUDA the Triton kernels run compiled on the GPU. Without CUDA they run in
Triton's interpreter (numpy, on CPU tensors): ``TRITON_INTERPRET=1`` is set here, before any
kernel module is imported, so that its ``@triton.jit`` functions are interpreted. Without Triton the
kernel tests skip; the dispatch tests run anyway."""

import os

import pytest
import torch

CUDA = torch.cuda.is_available()
DEVICE = torch.device("cuda" if CUDA else "cpu")
if not CUDA:
    os.environ["TRITON_INTERPRET"] = "1"

try:
    import triton  # noqa: F401

    HAVE_TRITON = True
except ImportError:
    HAVE_TRITON = False

needs_triton = pytest.mark.skipif(not HAVE_TRITON, reason="triton is not installed")
needs_cuda = pytest.mark.skipif(not CUDA, reason="needs a CUDA GPU")

# Tolerances of the kernels against the reference, as max |kernel - ref| <= TOL * max(1, max |ref|),
# the reference computed in float64 (syntactic attention on CPU) or float32 from the same (already
# rounded) inputs. fp32: both sides sum the same terms in another order: ~4e-7 measured in the
# interpreter; 2e-5 leaves room for long rows on GPUs. fp16 / bf16: the kernel rounds P and dS to the
# input dtype before its matmuls (as FlashAttention does) and its outputs to the input dtype, like the
# eager reference in that dtype. Measured (interpreter, the CPU shapes below): syntactic attention
# fp16 <= 1e-3 (eager fp16 itself: <= 1.8e-3), bf16 <= 1.1e-2 (eager bf16: <= 1.9e-2); copy mixture
# fp16 <= 2e-4, bf16 <= 6.3e-3 (dlogits, in the logits' dtype). Gradients get twice the tolerance.
TOL = {torch.float32: 2e-5, torch.float16: 5e-3, torch.bfloat16: 3e-2}


def assert_close_scaled(actual, expected, tol, what=""):
    actual, expected = actual.double(), expected.double()
    assert actual.shape == expected.shape, (what, actual.shape, expected.shape)
    assert torch.isfinite(actual).all(), f"{what}: non-finite values"
    scale = max(1.0, float(expected.abs().max())) if expected.numel() else 1.0
    err = float((actual - expected).abs().max()) if expected.numel() else 0.0
    assert err <= tol * scale, f"{what}: max error {err:.3g} > {tol:.1g} * {scale:.3g}"


def prob_space_copy_log_probs(logits, copy_attn, alpha, src_tokens, num_types):
    """The copy kernel's contract computed the direct way (Zhao et al. 2019 eq. 7 in probability space,
    then the log): p = (1 - alpha) softmax(logits) on the vocabulary plus alpha * a_copy scattered onto
    the source ids; log p where p >= the smallest normal fp32, -inf (no gradient) below, as the kernel.
    In float64 when the logits are float64 (the oracle), else in float32 (fairseq's softmax)."""
    tiny = torch.finfo(torch.float32).tiny
    q = torch.softmax(logits.double() if logits.dtype == torch.float64 else logits.float(), dim=-1)
    bsz, tgt_len, v_gen = q.shape
    p = torch.cat([(1.0 - alpha) * q, q.new_zeros(bsz, tgt_len, num_types - v_gen)], dim=-1)
    index = src_tokens.unsqueeze(1).expand(bsz, tgt_len, src_tokens.size(1))
    p = p.scatter_add(2, index, alpha * copy_attn.to(p.dtype))
    return torch.where(p >= tiny, p.clamp(min=tiny).log(), torch.full_like(p, float("-inf")))


def assert_as_accurate_as(actual, reference, exact, what="", factor=2.0):
    """``actual`` (a kernel's fp32 result) is within ``factor`` times the error of ``reference`` (the same
    computation in fp32 PyTorch), both measured against ``exact`` (float64): for ill-conditioned values (the
    copy mixture's 1/p of rare ids cancelling in d alpha) fp32 itself cannot do better, so the bar is the
    fp32 reference's own error, not a fixed tolerance. The floor (2 ulps of the largest value) lets exact
    cases pass."""
    actual, reference, exact = actual.double(), reference.double(), exact.double()
    assert torch.isfinite(actual).all(), f"{what}: non-finite values"
    scale = max(1.0, float(exact.abs().max()))
    err, ref_err = float((actual - exact).abs().max()), float((reference - exact).abs().max())
    assert err <= factor * ref_err + 2.4e-7 * scale, (
        f"{what}: max error against float64 {err:.3g} > {factor:g} x the fp32 reference's {ref_err:.3g}")


def peak_allocated_bytes(fn) -> int:
    """The most bytes torch's allocator held at once during ``fn()`` above what it held before: on CUDA
    ``torch.cuda.max_memory_allocated``; on the CPU every allocation and free in order of time (the profiler's
    allocation events; memory numpy allocates, as Triton's interpreter does, is not counted)."""
    if CUDA:
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        base = torch.cuda.memory_allocated()
        fn()
        torch.cuda.synchronize()
        return torch.cuda.max_memory_allocated() - base
    from torch._C._profiler import _EventType
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as prof:
        fn()
    events, stack = [], list(prof.profiler.kineto_results.experimental_event_tree())
    while stack:
        event = stack.pop()
        if event.tag == _EventType.Allocation:
            events.append((event.start_time_ns, event.extra_fields.alloc_size))
        stack.extend(event.children)
    held = peak = 0
    for _, size in sorted(events):
        held += size
        peak = max(peak, held)
    return peak


class LaunchRecorder:
    """Stands in for a ``@triton.jit`` kernel (monkeypatched into its module): records the arguments of each
    ``kernel[grid](*args, **kwargs)`` launch, then launches the kernel."""

    def __init__(self, kernel):
        self.kernel, self.launches = kernel, []

    def __getitem__(self, grid):
        def launch(*args, **kwargs):
            self.launches.append((args, kwargs))
            return self.kernel[grid](*args, **kwargs)

        return launch


def with_do_not_specialize(kernel, names):
    """A copy of a ``@triton.jit`` kernel (compiled or interpreted) whose ``do_not_specialize`` is ``names``, for
    :func:`key_function`: what Triton would compile with another list."""
    import copy

    out = copy.copy(kernel)
    if hasattr(out, "kwargs"):  # Triton's interpreter: the decorator's arguments
        out.kwargs = {**out.kwargs, "do_not_specialize": list(names)}
    else:
        out.do_not_specialize = list(names)
    return out


def key_function(kernel, target=("cuda", 90, 32)):
    """``key(args, kwargs)``: the key under which Triton's JIT caches a compiled ``kernel`` for a launch with these
    arguments, as it computes it on CUDA (the argument types, each integer's specialization, divisible by 16 or
    equal to 1 unless the kernel says ``do_not_specialize``, each pointer's alignment, the constexprs), for the
    given GPU target (default Hopper): one compilation per distinct key. Works on the CPU: nothing is compiled."""
    from triton.backends.compiler import GPUTarget
    from triton.compiler import make_backend
    from triton.runtime.jit import JITFunction, create_function_from_signature

    if isinstance(kernel, JITFunction):
        kernel = JITFunction(kernel.fn, do_not_specialize=kernel.do_not_specialize)
    else:  # Triton's interpreter: the function and the decorator's arguments
        kernel = JITFunction(kernel.fn, **{k: v for k, v in kernel.kwargs.items() if v is not None})
    binder = create_function_from_signature(kernel.signature, kernel.params, make_backend(GPUTarget(*target)))
    return lambda args, kwargs: str(binder(*args, **kwargs)[1])  # (bound arguments, specialization, options)


def compile_keys(kernel, launches, target=("cuda", 90, 32)):
    """The distinct keys (:func:`key_function`) of these launches: how many times Triton would compile ``kernel``."""
    key = key_function(kernel, target)
    return {key(args, kwargs) for args, kwargs in launches}
