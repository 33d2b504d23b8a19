"""What Triton compiles as training meets new batch shapes (issue 41 item 3: the H200's warm-up compiled 44
and 66 kernel files for the copy and SynGEC models). Each kernel is launched over batches of varying shape
(and dropout seeds), its launches are recorded, and the keys under which Triton's JIT would cache a compiled
kernel on CUDA are computed from them (harness.kernel_helpers.compile_keys; nothing is compiled, so this runs
on the CPU too, the kernels themselves in Triton's interpreter): one compilation per key."""

import pytest
import torch

from harness.kernel_helpers import DEVICE, LaunchRecorder, compile_keys, needs_triton, with_do_not_specialize

pytestmark = needs_triton

COPY_BATCHES = [(2, 7, 9), (3, 16, 16), (1, 1, 5), (2, 33, 31), (2, 12, 40), (2, 8, 1)]


def block_s_of(src_len):
    return min(64, max(16, 1 << (src_len - 1).bit_length()))


def test_the_copy_kernels_compile_once_per_source_block_size(monkeypatch):
    """T, S and the row block's start change from batch to batch: one compilation of each copy kernel per
    BLOCK_S (16, 32 or 64: the source length rounded up), not one per divisibility class of T and S."""
    from fairseq_syngec.kernels import copy_mixture

    recorders = {}
    for name in ("_copy_fwd", "_copy_bwd"):
        recorders[name] = LaunchRecorder(getattr(copy_mixture, name))
        monkeypatch.setattr(copy_mixture, name, recorders[name])
    v_gen, num_types, dim = 300, 320, 8
    g = torch.Generator().manual_seed(0)
    weight = torch.randn(v_gen, dim, generator=g).to(DEVICE).requires_grad_()
    for bsz, tgt, src_len in COPY_BATCHES:
        features = torch.randn(bsz, tgt, dim, generator=g).to(DEVICE).requires_grad_()
        attn = torch.softmax(torch.randn(bsz, tgt, src_len, generator=g), -1).to(DEVICE).requires_grad_()
        alpha = torch.rand(bsz, tgt, 1, generator=g).to(DEVICE).requires_grad_()
        src = torch.randint(4, num_types, (bsz, src_len), generator=g).to(DEVICE)
        out = copy_mixture.copy_log_probs_triton(features, weight, attn, alpha, src, num_types, block_rows=5)
        torch.autograd.grad(out, [features, weight, attn, alpha], torch.randn_like(out))
    classes = {block_s_of(s) for _, _, s in COPY_BATCHES}
    assert classes == {16, 32, 64}
    for name, rec in recorders.items():
        assert len(rec.launches) > 2 * len(COPY_BATCHES)  # several row blocks per batch
        assert len(compile_keys(rec.kernel, rec.launches)) == len(classes), name


def test_the_copy_kernels_would_compile_per_shape_without_do_not_specialize(monkeypatch):
    """The test above can fail: the same launches, the kernels' do_not_specialize emptied, give more keys."""
    from fairseq_syngec.kernels import copy_mixture

    rec = LaunchRecorder(copy_mixture._copy_fwd)
    monkeypatch.setattr(copy_mixture, "_copy_fwd", rec)
    dim, v_gen = 8, 300
    g = torch.Generator().manual_seed(0)
    weight = torch.randn(v_gen, dim, generator=g).to(DEVICE)
    for bsz, tgt, src_len in COPY_BATCHES:
        with torch.no_grad():
            copy_mixture.copy_log_probs_triton(
                torch.randn(bsz, tgt, dim, generator=g).to(DEVICE), weight,
                torch.softmax(torch.randn(bsz, tgt, src_len, generator=g), -1).to(DEVICE),
                torch.rand(bsz, tgt, 1, generator=g).to(DEVICE),
                torch.randint(4, 320, (bsz, src_len), generator=g).to(DEVICE), 320, block_rows=5)
    specialized = with_do_not_specialize(rec.kernel, [])
    assert len(compile_keys(specialized, rec.launches)) > len(compile_keys(rec.kernel, rec.launches))


@pytest.mark.parametrize("dropout", [0.0, 0.1])
def test_syntactic_attention_compiles_per_length_class_not_per_seed(monkeypatch, dropout):
    """A new attention-dropout seed every step compiles nothing new. Sentence lengths n do, by their
    divisibility classes (the [B, n, n] prior's row stride n and batch stride n^2, kept specialised so that its
    rows load aligned): at most 3 per kernel for n >= 2 (n divisible by 16; by 4 only; neither)."""
    from fairseq_syngec.kernels import syntactic_attention as sa

    names = ["_syn_attn_fwd", "_syn_attn_bwd_dkdv", "_syn_attn_bwd_dq_dp"]
    recorders = {}
    for name in names:
        recorders[name] = LaunchRecorder(getattr(sa, name))
        monkeypatch.setattr(sa, name, recorders[name])
    g = torch.Generator().manual_seed(0)
    lengths = [5, 8, 16, 17, 12, 32]
    seeds = [1, 16, 7, 1024, 3, 48]
    for n, seed in zip(lengths, seeds):
        q, k, v = (torch.randn(2, 2, n, 16, generator=g).to(DEVICE).requires_grad_() for _ in range(3))
        p = torch.softmax(torch.randn(2, n, n, generator=g), -1).to(DEVICE).requires_grad_()
        out = sa.syntactic_attention_triton(q, k, v, p, dropout_p=dropout, seed=seed, block_m=16, block_n=16)
        torch.autograd.grad(out, [q, k, v, p], torch.randn_like(out))
    classes = {(n % 16 == 0, n % 4 == 0) for n in lengths}
    assert len(classes) == 3
    for name, rec in recorders.items():
        assert len(compile_keys(rec.kernel, rec.launches)) == len(classes), name
        if dropout:  # the seed specialised: more keys
            assert len(compile_keys(with_do_not_specialize(rec.kernel, []), rec.launches)) > len(classes), name
