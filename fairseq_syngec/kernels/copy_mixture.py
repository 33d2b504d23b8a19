"""Fused copy mixture of the copy decoder (Zhao et al. 2019, eq. 7, then the log) in Triton.

    out[b, t, y] = log((1 - alpha) softmax(logits)[y] + alpha sum_{s: src_s = y} a_copy[s]), -inf where 0

logits [B, T, V_gen] (any float dtype; softmax in fp32), copy_attn [B, T, S], alpha [B, T, 1],
src_tokens [B, S] (ids < num_types; ids >= V_gen are position markers: copy mass only) ->
log-probabilities [B, T, num_types] in fp32: the copy decoder's output, as its PyTorch counterpart
(``fairseq_syngec.modules.copy_head.copy_log_probs_reference``, which also does the projection)
computes it: no clamp (fairseq's ``--temperature`` divides this output, then ``get_normalized_probs``
renormalises and clamps); an id without mass (below the smallest normal fp32, FP32_TINY) is -inf and
gets no gradient (the PyTorch path works in the log domain: only ids with no mass at all are -inf).

One program per (b, t) row. Forward: an online max / sum over the vocabulary gives the softmax's
max and sum (kept per row for the backward); a second pass writes log((1 - alpha) softmax) for every
id; a last pass over the source positions adds the copy mass at their ids (the copy sum of an id over
repeated source words is recomputed in place, O(S^2) per row): no dense [B, T, V] copy buffer, no
scatter. Backward: the same two vocabulary passes for the dense part of the gradient and a correction
at the source ids, with each repeated id counted once. Importing this module imports Triton.
"""

import os
from typing import Optional

import torch
import triton
import triton.language as tl
from torch import Tensor
from triton.language.extra import libdevice

FP32_TINY: tl.constexpr = tl.constexpr(1.1754943508222875e-38)  # torch.finfo(torch.float32).tiny


if os.environ.get("TRITON_INTERPRET") == "1":  # Triton's interpreter has no libdevice: numpy's exp, as accurate

    @triton.jit
    def _exp(x):
        return tl.exp(x)

else:

    @triton.jit
    def _exp(x):
        return libdevice.exp(x)


@triton.jit
def _softmax_at(x, m, s):
    """softmax(logits) at logits x from the row's max m and sum s = sum exp(logits - m): exp(x - m) / s.
    Not exp(x - lse): lse rounded to fp32 moves every id's probability by up to 1e-6 of itself, and the
    gradients' 1/p terms of rare ids (1e7 and more) carry that; libdevice's exp, not the approximate ex2,
    so that the kernel is as accurate as torch's softmax (checked against float64 in the tests)."""
    return _exp(x - m) / s


@triton.jit
def _log_mix(mix):
    """log p where p >= FP32_TINY, -inf below (no mass)."""
    return tl.where(mix >= FP32_TINY, tl.log(tl.maximum(mix, FP32_TINY)), float("-inf"))


@triton.jit
def _over_mix(gy, mix):
    """dL/dp = dL/dlog p / p where p >= FP32_TINY, else 0 (no gradient below it, as the reference)."""
    return tl.where(mix >= FP32_TINY, gy / tl.where(mix > 0, mix, 1.0), 0.0)


@triton.jit
def _copy_fwd(
    LOGITS, ATTN, ALPHA, SRC, OUT, STATS,
    T, S, V_GEN, V, s_lr, s_ar, s_sb, s_or,
    BLOCK_V: tl.constexpr, BLOCK_S: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)  # row * V can pass 2^31
    b = row // T
    offs_v = tl.arange(0, BLOCK_V)
    m_vec = tl.full([BLOCK_V], float("-inf"), dtype=tl.float32)
    l_vec = tl.zeros([BLOCK_V], dtype=tl.float32)
    for start in range(0, V_GEN, BLOCK_V):
        offs = start + offs_v
        x = tl.load(LOGITS + row * s_lr + offs, mask=offs < V_GEN, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m_vec, x)
        m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)
        l_vec = l_vec * tl.exp(m_vec - m_safe) + tl.exp(x - m_safe)
        m_vec = m_new
    m = tl.max(m_vec, 0)
    ssum = tl.sum(l_vec * tl.exp(m_vec - m), 0)
    tl.store(STATS + 2 * row, m)
    tl.store(STATS + 2 * row + 1, ssum)
    alpha = tl.load(ALPHA + row).to(tl.float32)
    for start in range(0, V, BLOCK_V):
        offs = start + offs_v
        x = tl.load(LOGITS + row * s_lr + offs, mask=offs < V_GEN, other=float("-inf")).to(tl.float32)
        mix = (1.0 - alpha) * _softmax_at(x, m, ssum)
        tl.store(OUT + row * s_or + offs, _log_mix(mix), mask=offs < V)
    tl.debug_barrier()  # the copy pass overwrites some of the ids just written
    offs_s = tl.arange(0, BLOCK_S)
    for start in range(0, S, BLOCK_S):
        offs_i = start + offs_s
        i_valid = offs_i < S
        ys = tl.load(SRC + b * s_sb + offs_i, mask=i_valid, other=-1)
        c = tl.zeros([BLOCK_S], dtype=tl.float32)
        for start_j in range(0, S, BLOCK_S):
            offs_j = start_j + offs_s
            j_valid = offs_j < S
            yj = tl.load(SRC + b * s_sb + offs_j, mask=j_valid, other=-2)
            aj = tl.load(ATTN + row * s_ar + offs_j, mask=j_valid, other=0.0).to(tl.float32)
            c += tl.sum(tl.where(ys[:, None] == yj[None, :], aj[None, :], 0.0), 1)
        is_gen = i_valid & (ys < V_GEN)
        x = tl.load(LOGITS + row * s_lr + ys, mask=is_gen, other=float("-inf")).to(tl.float32)
        mix = (1.0 - alpha) * _softmax_at(x, m, ssum) + alpha * c
        tl.store(OUT + row * s_or + ys, _log_mix(mix), mask=i_valid)


@triton.jit
def _copy_bwd(
    LOGITS, ATTN, ALPHA, SRC, STATS, GRAD, DLOGITS, DATTN, DALPHA,
    T, S, V_GEN, V, s_lr, s_ar, s_sb, s_gr,
    BLOCK_V: tl.constexpr, BLOCK_S: tl.constexpr,
):
    """With H_y = dL/dout_y / mix_y where mix_y >= FP32_TINY (0 elsewhere), g = softmax(logits):
    dlogits_v = (1 - alpha) g_v (H_v - sum_y g_y H_y), dalpha = sum_y H_y (c_y - g_y), da_s = alpha H_{src_s}.
    H is first taken without the copy mass (H0, dense), then corrected at the source ids."""
    row = tl.program_id(0).to(tl.int64)  # row * V can pass 2^31
    b = row // T
    offs_v = tl.arange(0, BLOCK_V)
    m = tl.load(STATS + 2 * row)
    ssum = tl.load(STATS + 2 * row + 1)
    alpha = tl.load(ALPHA + row).to(tl.float32)
    s1_vec = tl.zeros([BLOCK_V], dtype=tl.float32)
    sa_vec = tl.zeros([BLOCK_V], dtype=tl.float32)
    for start in range(0, V, BLOCK_V):
        offs = start + offs_v
        x = tl.load(LOGITS + row * s_lr + offs, mask=offs < V_GEN, other=float("-inf")).to(tl.float32)
        gy = tl.load(GRAD + row * s_gr + offs, mask=offs < V, other=0.0)
        g = _softmax_at(x, m, ssum)
        mix0 = (1.0 - alpha) * g
        h0 = _over_mix(gy, mix0)
        s1_vec += g * h0
        sa_vec -= g * h0
    s1 = tl.sum(s1_vec, 0)
    sa = tl.sum(sa_vec, 0)
    offs_s = tl.arange(0, BLOCK_S)
    for start in range(0, S, BLOCK_S):
        offs_i = start + offs_s
        i_valid = offs_i < S
        ys = tl.load(SRC + b * s_sb + offs_i, mask=i_valid, other=-1)
        c = tl.zeros([BLOCK_S], dtype=tl.float32)
        n_before = tl.zeros([BLOCK_S], dtype=tl.int32)
        for start_j in range(0, S, BLOCK_S):
            offs_j = start_j + offs_s
            j_valid = offs_j < S
            yj = tl.load(SRC + b * s_sb + offs_j, mask=j_valid, other=-2)
            aj = tl.load(ATTN + row * s_ar + offs_j, mask=j_valid, other=0.0).to(tl.float32)
            same = ys[:, None] == yj[None, :]
            c += tl.sum(tl.where(same, aj[None, :], 0.0), 1)
            n_before += tl.sum((same & (offs_j[None, :] < offs_i[:, None])).to(tl.int32), 1)
        first = i_valid & (n_before == 0)
        is_gen = i_valid & (ys < V_GEN)
        x = tl.load(LOGITS + row * s_lr + ys, mask=is_gen, other=float("-inf")).to(tl.float32)
        gy = tl.load(GRAD + row * s_gr + ys, mask=i_valid, other=0.0)
        g = _softmax_at(x, m, ssum)
        mix0 = (1.0 - alpha) * g
        h0 = _over_mix(gy, mix0)
        mix = mix0 + alpha * c
        h = _over_mix(gy, mix)
        tl.store(DATTN + row * s_ar + offs_i, (alpha * h).to(DATTN.dtype.element_ty), mask=i_valid)
        s1 += tl.sum(tl.where(first, g * (h - h0), 0.0), 0)
        sa += tl.sum(tl.where(first, h * (c - g) + g * h0, 0.0), 0)
    tl.store(DALPHA + row, sa.to(DALPHA.dtype.element_ty))
    for start in range(0, V_GEN, BLOCK_V):
        offs = start + offs_v
        valid = offs < V_GEN
        x = tl.load(LOGITS + row * s_lr + offs, mask=valid, other=float("-inf")).to(tl.float32)
        gy = tl.load(GRAD + row * s_gr + offs, mask=valid, other=0.0)
        g = _softmax_at(x, m, ssum)
        mix0 = (1.0 - alpha) * g
        h0 = _over_mix(gy, mix0)
        tl.store(DLOGITS + row * s_lr + offs, ((1.0 - alpha) * g * (h0 - s1)).to(DLOGITS.dtype.element_ty),
                 mask=valid)
    tl.debug_barrier()  # the correction below overwrites the source ids just written
    for start in range(0, S, BLOCK_S):
        offs_i = start + offs_s
        i_valid = offs_i < S
        ys = tl.load(SRC + b * s_sb + offs_i, mask=i_valid, other=-1)
        c = tl.zeros([BLOCK_S], dtype=tl.float32)
        for start_j in range(0, S, BLOCK_S):
            offs_j = start_j + offs_s
            j_valid = offs_j < S
            yj = tl.load(SRC + b * s_sb + offs_j, mask=j_valid, other=-2)
            aj = tl.load(ATTN + row * s_ar + offs_j, mask=j_valid, other=0.0).to(tl.float32)
            c += tl.sum(tl.where(ys[:, None] == yj[None, :], aj[None, :], 0.0), 1)
        is_gen = i_valid & (ys < V_GEN)
        x = tl.load(LOGITS + row * s_lr + ys, mask=is_gen, other=float("-inf")).to(tl.float32)
        gy = tl.load(GRAD + row * s_gr + ys, mask=is_gen, other=0.0)
        g = _softmax_at(x, m, ssum)
        mix = (1.0 - alpha) * g + alpha * c
        h = _over_mix(gy, mix)
        tl.store(DLOGITS + row * s_lr + ys, ((1.0 - alpha) * g * (h - s1)).to(DLOGITS.dtype.element_ty),
                 mask=is_gen)


def _blocks(v_gen: int, s: int, block_v: Optional[int], block_s: Optional[int]):
    bv = block_v or min(2048, max(16, triton.next_power_of_2(v_gen)))
    bs = block_s or min(64, max(16, triton.next_power_of_2(s)))
    return bv, bs


class CopyMixtureFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, logits, copy_attn, alpha, src_tokens, num_types, block_v, block_s):
        bsz, tgt_len, v_gen = logits.shape
        s = src_tokens.size(1)
        if copy_attn.shape != (bsz, tgt_len, s) or alpha.shape != (bsz, tgt_len, 1):
            raise ValueError(f"copy mixture: shapes logits {tuple(logits.shape)}, copy_attn "
                             f"{tuple(copy_attn.shape)}, alpha {tuple(alpha.shape)}, src {tuple(src_tokens.shape)}")
        logits = logits.contiguous()
        copy_attn = copy_attn.contiguous()
        alpha = alpha.contiguous()
        src = src_tokens.contiguous()
        rows = bsz * tgt_len
        out = torch.empty(bsz, tgt_len, num_types, dtype=torch.float32, device=logits.device)
        stats = torch.empty(rows, 2, dtype=torch.float32, device=logits.device)  # per row: max, sum exp(x - max)
        bv, bs = _blocks(v_gen, s, block_v, block_s)
        if rows > 0:
            _copy_fwd[(rows,)](logits, copy_attn, alpha, src, out, stats, tgt_len, s, v_gen, num_types,
                               v_gen, s, src.stride(0), num_types, BLOCK_V=bv, BLOCK_S=bs)
        ctx.save_for_backward(logits, copy_attn, alpha, src, stats)
        ctx.cfg = (num_types, bv, bs)
        return out

    @staticmethod
    def backward(ctx, grad):
        logits, copy_attn, alpha, src, stats = ctx.saved_tensors
        num_types, bv, bs = ctx.cfg
        bsz, tgt_len, v_gen = logits.shape
        s = src.size(1)
        grad = grad.float().contiguous()
        dlogits = torch.empty_like(logits)
        dattn = torch.empty_like(copy_attn)
        dalpha = torch.empty_like(alpha)
        rows = bsz * tgt_len
        if rows > 0:
            _copy_bwd[(rows,)](logits, copy_attn, alpha, src, stats, grad, dlogits, dattn, dalpha,
                               tgt_len, s, v_gen, num_types, v_gen, s, src.stride(0), num_types,
                               BLOCK_V=bv, BLOCK_S=bs)
        return dlogits, dattn, dalpha, None, None, None, None


def copy_log_probs_triton(
    logits: Tensor,
    copy_attn: Tensor,
    alpha: Tensor,
    src_tokens: Tensor,
    num_types: int,
    block_v: Optional[int] = None,
    block_s: Optional[int] = None,
) -> Tensor:
    """Fused log((1 - alpha) softmax(logits) + alpha scatter(copy_attn, src)), -inf where that is 0,
    as the reference: logits [B, T, V_gen], copy_attn [B, T, S], alpha [B, T, 1], src_tokens [B, S]
    -> [B, T, num_types] fp32 log-probabilities, differentiable in logits, copy_attn and alpha."""
    return CopyMixtureFunction.apply(logits, copy_attn, alpha, src_tokens, int(num_types), block_v, block_s)
