"""The fused copy output layer (the generator's projection, then Zhao et al. 2019 eq. 7 as log-probabilities,
-inf for ids without mass) against the projection and the mixture computed the direct way in probability
space (kernel_helpers): forward and gradients (features, weight, copy attention, alpha) with repeated source
words, position markers beyond the generator's vocabulary, pads, odd sizes, alpha at 0 and 1 (ids without
mass), fp32 / fp16 / bf16 features and weight, row blocks that cut across sentences; its peak memory against
the reference's; the decoder's dispatch (``--copy-kernel``), its
get_normalized_probs and fairseq's ``--temperature`` on the fused path. Compiled on CUDA, in Triton's
interpreter on CPU."""

import pytest
import torch

from fairseq_syngec.modules.copy_head import copy_log_probs, copy_log_probs_reference
from harness.helpers import build_task_and_model
from harness.kernel_helpers import (  # noqa: F401
    CUDA,
    DEVICE,
    TOL,
    assert_as_accurate_as,
    assert_close_scaled,
    needs_triton,
    peak_allocated_bytes,
    prob_space_copy_log_probs,
)

# (B, T, S, V_gen, V, pad id)
SHAPES = [(2, 3, 7, 50, 60, 1), (1, 1, 1, 17, 17, 1), (3, 2, 11, 77, 90, 1)]
if CUDA:
    SHAPES += [(8, 33, 61, 32000, 32256, 1), (2, 7, 300, 5003, 5259, 1)]


def random_shapes(count, max_t, max_s, max_v, seed=2026):
    """(B, T, S, V_gen, V_gen + markers, pad) drawn from a fixed seed."""
    g = torch.Generator().manual_seed(seed)
    pick = lambda lo, hi: int(torch.randint(lo, hi + 1, (1,), generator=g))  # noqa: E731
    out = []
    for _ in range(count):
        v_gen = pick(8, max_v)
        out.append((pick(1, 3), pick(1, max_t), pick(1, max_s), v_gen, v_gen + pick(0, 40), 1))
    return out


SHAPES += random_shapes(4, 40, 200, 40000) if CUDA else random_shapes(2, 4, 13, 100)
BLOCKS = {"block_rows": 5} if CUDA else {"block_v": 32, "block_s": 8, "block_rows": 2}  # blocks across sentences
# a long row with the kernel's default blocks (2048 x 64), on the CPU too: the CUDA shape whose d alpha was
# off by 10 against the fp32 reference (rare ids' 1/p of 1e7 cancelling to 4e3), in Triton's interpreter
LARGE = (1, 19, 137, 7205, 7245, 1)
REF_DTYPE = torch.float32  # the reference softmax (fairseq utils.softmax) is float32 anyway


DIM = 24  # decoder feature size of the tests' projection


def make_inputs(bsz, tgt, src_len, v_gen, v, pad, dtype, seed=0, alpha_extremes=True):
    """features [B, T, DIM] and weight [V_gen, DIM] whose logits spread as N(0, 9) (rare ids: p ~ 1e-9), copy
    attention, alpha, source ids."""
    g = torch.Generator().manual_seed(seed)
    features = torch.randn(bsz, tgt, DIM, generator=g).to(dtype)
    weight = (torch.randn(v_gen, DIM, generator=g) * 3 * DIM**-0.5).to(dtype)
    src = torch.randint(2, v, (bsz, src_len), generator=g)
    if src_len > 3:
        src[0, 1] = src[0, 3] = src[0, src_len - 1]  # a word repeated in the source
        src[-1, 0] = pad  # a pad position (zero attention)
        src[-1, 2] = v - 1  # a position marker: copy mass only
    attn = torch.rand(bsz, tgt, src_len, generator=g).masked_fill(src.eq(pad)[:, None, :], 0.0)
    attn = attn / attn.sum(-1, keepdim=True).clamp(min=1e-6)
    alpha = torch.rand(bsz, tgt, 1, generator=g)
    if alpha_extremes and tgt > 1:
        alpha[0, 0] = 0.0  # no copy: marker ids get probability 0 (log: -inf)
        alpha[-1, -1] = 1.0  # copy only: every id outside the source is clamped
    return [t.to(DEVICE) for t in (features, weight, attn, alpha, src)]


def assert_close_log(actual, expected, tol, what=""):
    """Log-probabilities with -inf for ids without mass: the same -inf entries, the rest close."""
    assert actual.shape == expected.shape, (what, actual.shape, expected.shape)
    assert torch.equal(torch.isneginf(actual), torch.isneginf(expected)), f"{what}: -inf entries differ"
    finite = ~torch.isneginf(expected)
    assert_close_scaled(actual[finite], expected[finite], tol, what)


def grads_of(fn, leaves, grad, *rest):
    leaves = [t.detach().requires_grad_() for t in leaves]
    out = fn(*leaves, *rest)
    return out, torch.autograd.grad(out, leaves, grad)


NAMES = ("dfeatures", "dweight", "dattn", "dalpha")


def projected(features, weight, attn, alpha, src, v):
    """The oracle: the projection, then the mixture in probability space (float64 inputs: all in float64)."""
    return prob_space_copy_log_probs(features @ weight.t(), attn, alpha, src, v)


def check_kernel_against_reference(shape, dtype, blocks):
    from fairseq_syngec.kernels.copy_mixture import copy_log_probs_triton

    bsz, tgt, src_len, v_gen, v, pad = shape
    features, weight, attn, alpha, src = make_inputs(*shape, dtype)
    grad = torch.randn(bsz, tgt, v, generator=torch.Generator().manual_seed(1)).to(DEVICE)
    out, grads = grads_of(lambda h, w, a, c: copy_log_probs_triton(h, w, a, c, src, v, **blocks),
                          [features, weight, attn, alpha], grad)
    ref_in = [t.to(REF_DTYPE) for t in (features, weight, attn, alpha)]
    ref, ref_grads = grads_of(projected, ref_in, grad.to(REF_DTYPE), src, v)
    assert out.dtype == torch.float32 and out.shape == (bsz, tgt, v)
    assert (out <= 1e-6).all() and not torch.isnan(out).any()
    # the mixture is a distribution: its probabilities sum to 1 (no clamp: ids without mass are -inf)
    assert torch.allclose(out.double().exp().sum(-1), torch.ones(bsz, tgt, dtype=torch.float64,
                                                                  device=DEVICE), atol=1e-5)
    if tgt > 1 and src_len > 3:  # alpha = 0: every marker is -inf; alpha = 1: every id outside the source
        assert torch.isneginf(out[0, 0, v_gen:]).all()
        outside = torch.ones(v, dtype=torch.bool, device=DEVICE)
        copied = src[-1][attn[-1, -1] > 0]  # a pad position has no attention: no mass
        outside[copied] = False
        assert torch.isneginf(out[-1, -1, outside]).all() and torch.isfinite(out[-1, -1, copied]).all()
    tol = TOL[dtype]
    # log-probabilities are compared as they are (fp32 output; a half logit's rounding moves all alike)
    assert_close_log(out, ref, tol, "log-probs")
    for name, a, like in zip(NAMES, grads, (features, weight, attn, alpha)):
        assert a.dtype == like.dtype, name
    if dtype == torch.float32:  # against float64, as accurate as the fp32 reference (a fixed tolerance fails
        # where fp32 itself cannot meet it: d alpha sums 1/p of rare ids, 1e7, to 4e3)
        exact, exact_grads = grads_of(projected, [t.double() for t in ref_in], grad.double(), src, v)
        finite = ~torch.isneginf(exact)
        assert_as_accurate_as(out[finite], ref[finite], exact[finite], "log-probs")
        for name, a, b, c in zip(NAMES, grads, ref_grads, exact_grads):
            assert_as_accurate_as(a, b, c, name)
    else:  # d/dattn and d/dalpha carry 1/p of rare words: large values, compared relative to their scale
        for name, a, b in zip(NAMES, grads, ref_grads):
            assert_close_scaled(a, b, 2 * tol, name)


@needs_triton
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16], ids=str)
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s[:5])))
def test_kernel_equals_reference(shape, dtype):
    check_kernel_against_reference(shape, dtype, BLOCKS)


@needs_triton
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=str)
def test_kernel_default_blocks_long_row(dtype):
    """The kernel as it runs (default blocks, 7,205-id rows, 137 source words): as accurate as the fp32
    reference against float64 (fp32), within tolerance of it (bf16)."""
    check_kernel_against_reference(LARGE, dtype, {})


@needs_triton
def test_entries_without_mass_get_no_gradient():
    """Where the mixture is 0 (a marker not copied, alpha = 0) the output is -inf and no gradient
    flows; a tiny but positive mass (softmax of -80 against 40) keeps its true log, not a clamp;
    as in autograd of the reference."""
    from fairseq_syngec.kernels.copy_mixture import copy_log_probs_triton

    logits = torch.tensor([[[40.0, 0.0, -40.0, 0.0]]], device=DEVICE)  # softmax ~ one-hot on id 0
    weight = torch.eye(4, device=DEVICE)  # the features are the logits
    attn = torch.tensor([[[0.5, 0.5]]], device=DEVICE)
    alpha = torch.tensor([[[0.0]]], device=DEVICE)
    src = torch.tensor([[5, 4]], device=DEVICE)  # markers 4 and 5 of a 6-type vocabulary
    leaves = [t.clone().requires_grad_() for t in (logits, weight, attn, alpha)]
    out = copy_log_probs_triton(*leaves, src, 6, **BLOCKS)
    ref_leaves = [t.clone().requires_grad_() for t in (logits, weight, attn, alpha)]
    ref = projected(*ref_leaves, src, 6)
    assert_close_log(out, ref, 1e-6, "log-probs")
    assert torch.isneginf(out[0, 0, 4:]).all()  # markers: copy mass only, and alpha = 0
    assert float(out[0, 0, 2]) == pytest.approx(-80.0, abs=1e-4)  # log softmax, below log 1e-10 = -23
    g = torch.ones_like(out)
    for a, b in zip(torch.autograd.grad(out, leaves, g), torch.autograd.grad(ref, ref_leaves, g)):
        assert_close_scaled(a, b, 1e-5)


@needs_triton
def test_peak_memory_at_most_the_reference(monkeypatch):
    """Forward + backward holds no [N, V_gen] logits or gradient, only one block of rows of them: its peak is at
    most the reference's with blocks of the same rows (issue 41: projecting all rows first, then the mixture,
    held 1.13-1.77x the reference's peak), and it is below the same layer's with one block of all rows by most
    of the logits' size. Warmed up first (Triton's interpreter caches on its first call)."""
    from fairseq_syngec.kernels import copy_mixture_reference
    from fairseq_syngec.kernels.copy_mixture import copy_log_probs_triton

    bsz, tgt, v_gen, v, rows_per_block = 2, 32, 4000, 4040, 8
    features, weight, attn, alpha, src = make_inputs(bsz, tgt, tgt, v_gen, v, 1, torch.float32)
    leaves = [t.requires_grad_() for t in (features, weight, attn, alpha)]
    gate = torch.logit(alpha.detach().clamp(1e-4, 1 - 1e-4)).requires_grad_()
    grad = torch.randn(bsz, tgt, v, generator=torch.Generator().manual_seed(1)).to(DEVICE)
    monkeypatch.setattr(copy_mixture_reference, "CHUNK_ELEMENTS", rows_per_block * v)  # the reference: 8 rows too

    def kernel(block_rows):
        return lambda: torch.autograd.grad(copy_log_probs_triton(*leaves, src, v, block_rows=block_rows), leaves,
                                           grad)

    def reference():
        torch.autograd.grad(copy_log_probs_reference(features, weight, attn, gate, src, v),
                            [features, weight, attn, gate], grad)

    peaks = {}
    for name, fn in (("kernel", kernel(rows_per_block)), ("one block", kernel(bsz * tgt)), ("reference", reference)):
        fn()
        peaks[name] = peak_allocated_bytes(fn)
    logits_bytes = bsz * tgt * v_gen * 4
    assert peaks["kernel"] <= peaks["reference"], peaks
    assert peaks["kernel"] <= peaks["one block"] - logits_bytes // 2, peaks


def test_cpu_dispatch_picks_reference_and_triton_flag_errors(monkeypatch):
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    _, _, attn, alpha, src = (t.cpu() for t in make_inputs(2, 3, 7, 50, 60, 1, torch.float32))
    features, weight, gate = torch.randn(2, 3, 8), torch.randn(50, 8), torch.randn(2, 3, 1)
    ref = copy_log_probs_reference(features, weight, attn, gate, src, 60)
    assert torch.equal(copy_log_probs(features, weight, attn, gate, src, 60, kernel="auto"), ref)
    with pytest.raises(RuntimeError, match="(not CUDA|does not import)"):
        copy_log_probs(features, weight, attn, gate, src, 60, kernel="triton")


def _decoder_lprobs(task, model, device=torch.device("cpu")):
    d = task.source_dictionary
    lines = ["this is a sentence .", "he go to school yesterday and today ."]
    toks = [d.encode_line(line, add_if_not_exist=False).long() for line in lines]
    ds = task.build_dataset_for_inference(toks, [t.numel() for t in toks])
    net_input = ds.collater([ds[i] for i in range(len(toks))])["net_input"]
    prev = torch.full((2, 6), d.eos())
    prev[:, 1:] = net_input["src_tokens"][:, :5]
    net_input = {k: v.to(device) for k, v in net_input.items()}
    out = model(**net_input, prev_output_tokens=prev.to(device))
    return model.get_normalized_probs(out, log_probs=True), out


def copy_mixture_module():
    """The kernel module (imports Triton), or a stand-in namespace where Triton is missing."""
    try:
        from fairseq_syngec.kernels import copy_mixture
    except ImportError:
        import types

        return types.SimpleNamespace(copy_log_probs_triton=None)
    return copy_mixture


def test_copy_kernel_flag_defaults_and_cpu_error(word_gec_data, monkeypatch):
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    task, model, cfg = build_task_and_model(word_gec_data, "copy_transformer_tiny")
    assert model.decoder.copy_kernel == "auto"
    calls = []
    monkeypatch.setattr(copy_mixture_module(), "copy_log_probs_triton", lambda *a, **k: calls.append(a))
    lprobs, (out, extra) = _decoder_lprobs(task, model)  # auto on CPU: the reference, log p out
    assert calls == [] and torch.allclose(out.exp().sum(-1), torch.ones(out.shape[:2]))
    task, model, cfg = build_task_and_model(word_gec_data, "copy_transformer_tiny", ["--copy-kernel", "triton"])
    with pytest.raises(RuntimeError, match="copy mixture \\(--copy-kernel\\).*(not CUDA|does not import)"):
        _decoder_lprobs(task, model)
    task, model, cfg = build_task_and_model(word_gec_data, "syngec_transformer_tiny", [
        "--syntax-kernel", "triton", "--copy-kernel", "reference", "--syn-encoder-layers", "1"])
    assert all(layer.self_attn.kernel == "triton" for layer in model.encoder.syntax_layers)
    with pytest.raises(RuntimeError, match="syntactic attention \\(--syntax-kernel\\).*(not CUDA|does not import)"):
        _decoder_lprobs(task, model)


@needs_triton
def test_decoder_with_fused_copy_equals_reference(word_gec_data, monkeypatch):
    """syngec_transformer with both kernels forced on (interpreter on CPU): the same normalised
    log-probabilities and gradients as with the references."""
    from fairseq_syngec.kernels import copy_mixture

    calls = []
    kernel = copy_mixture.copy_log_probs_triton
    monkeypatch.setattr(copy_mixture, "copy_log_probs_triton", lambda *a, **k: calls.append(1) or kernel(*a, **k))
    torch.manual_seed(0)
    extra = ["--syn-encoder-layers", "1", "--syntax-fusion-layers", "1"]
    task, ref_model, _ = build_task_and_model(word_gec_data, "syngec_transformer_tiny", extra + [
        "--copy-kernel", "reference", "--syntax-kernel", "reference"])
    _, fused_model, _ = build_task_and_model(word_gec_data, "syngec_transformer_tiny", extra + [
        "--copy-kernel", "triton", "--syntax-kernel", "triton"])
    fused_model.load_state_dict(ref_model.state_dict())
    results = []
    weights = None
    for model in (ref_model, fused_model):
        model.to(DEVICE).eval()
        lprobs, (out, extra_out) = _decoder_lprobs(task, model, DEVICE)
        if weights is None:  # a fixed random scalar of the log-probabilities
            weights = torch.rand(lprobs.shape, generator=torch.Generator().manual_seed(3)).to(DEVICE)
        (lprobs * weights).sum().backward()
        results.append((lprobs.detach(), {k: p.grad for k, p in model.named_parameters() if p.grad is not None},
                        len(calls)))
    assert results[0][2] == 0 and results[1][2] == 1  # the reference, then the kernel ran
    assert_close_scaled(results[1][0], results[0][0], 1e-4, "log-probs")
    assert results[0][1].keys() == results[1][1].keys()
    for name in results[0][1]:
        assert_close_scaled(results[1][1][name], results[0][1][name], 1e-3, name)


@needs_triton
@pytest.mark.parametrize("temperature", [0.5, 2.0])
def test_fused_copy_under_temperature_gives_the_tempered_mixture(word_gec_data, temperature):
    """--copy-kernel triton with fairseq's --temperature T (EnsembleModel.forward_decoder divides the
    decoder output by T): log(p^(1/T) / sum p^(1/T)) of the literal mixture, as on the reference path."""
    from fairseq.sequence_generator import EnsembleModel

    from harness.copy_oracle import assert_matches_oracle, decoder_parts, literal_mixture, literal_tempered_log_probs

    torch.manual_seed(6)
    task, model, _ = build_task_and_model(word_gec_data, "copy_transformer_tiny", ["--copy-kernel", "triton"])
    model.to(DEVICE).eval()
    with torch.no_grad():
        model.decoder.copy_head.gate.bias.fill_(-0.4)
    d = task.source_dictionary
    src = torch.tensor([[d.index("he"), d.first_marker + 1, d.index("go"), d.index("he"), d.eos()]], device=DEVICE)
    lengths = torch.tensor([5], device=DEVICE)
    prev = torch.tensor([[d.eos(), d.index("he"), d.first_marker + 1]], device=DEVICE)
    parts = decoder_parts(model, src, lengths, prev)
    p = literal_mixture(*[t.cpu() for t in parts], len(d))
    ens = EnsembleModel([model]).eval()
    with torch.no_grad():
        enc = ens.forward_encoder({"src_tokens": src, "src_lengths": lengths})
        state = [torch.jit.annotate(dict, {})]
        got = torch.stack([ens.forward_decoder(prev[:, : t + 1], enc, state, temperature)[0]
                           for t in range(prev.size(1))], 1)
    assert float(p[0, :, d.first_marker + 1].min()) > 1e-3  # the copied marker is part of the mixture
    assert_matches_oracle(got.cpu(), literal_tempered_log_probs(p, temperature), atol=1e-4)
