"""Fused copy output layer of the copy decoder in Triton: the generator's projection, then Zhao et al. 2019
eq. 7 and the log.

    out[b, t, y] = log((1 - alpha) softmax(W h)[y] + alpha sum_{s: src_s = y} a_copy[s]), -inf where 0

features h [B, T, C], the generator's weight W [V_gen, C], copy_attn [B, T, S], alpha [B, T, 1],
src_tokens [B, S] (ids < num_types; ids >= V_gen are position markers: copy mass only) ->
log-probabilities [B, T, num_types] in fp32: the copy decoder's output, as its PyTorch counterpart
(``fairseq_syngec.modules.copy_head.copy_log_probs_reference``) computes it: no clamp (fairseq's
``--temperature`` divides this output, then ``get_normalized_probs`` renormalises and clamps); an id without
mass (below the smallest normal fp32, FP32_TINY) is -inf and gets no gradient.

The rows are worked on in blocks: the projection of a block of rows (a matrix product in the autocast
dtype, as ``F.linear`` would run it) is the only [rows, V_gen] buffer, reused block after block, so that the
layer holds no more than its reference (the unfused projection's [N, V_gen] logits and their gradient held
more: benchmarks/RESULTS.md, the copy layer's memory). One program per row of a block. Forward: an online max / sum
over the vocabulary gives the softmax's max and sum; a second pass writes log((1 - alpha) softmax) for every
id; a last pass over the source positions adds the copy mass at their ids (the copy sum of an id over
repeated source words is recomputed in place, O(S^2) per row) and keeps softmax at each source position for
backward. Backward reads the output, not the logits: off the source ids p = (1 - alpha) g = exp(out), so
the gradient there needs no softmax, and the source ids are corrected with the kept softmax. Then
dh = dlogits W and dW = sum dlogits^T h, block by block. Importing this module imports Triton.
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
def _over_out(gy, mix, o):
    """dL/dp = dL/dlog p / p where the output o = log p is finite, else 0 (no mass: no gradient)."""
    return tl.where(o > float("-inf"), gy / tl.where(mix > 0, mix, 1.0), 0.0)


@triton.jit
def _copy_mass(SRC, ATTN, b, row, ys, offs_i, S, s_sb, s_ar, BLOCK_S: tl.constexpr):
    """The copy mass c of each id ys (the positions offs_i of batch row b): the summed attention of every
    source position with that id, and whether offs_i is the id's first position (each id counted once)."""
    offs_s = tl.arange(0, BLOCK_S)
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
    return c, n_before == 0


# T and S (and the strides that equal S) change from batch to batch, ROW0 from block to block: Triton would
# compile a kernel for each of their divisibility classes (by 16, equal to 1) as training meets them
NOT_SPECIALIZED = ["ROW0", "T", "S", "s_ar", "s_sb"]


@triton.jit(do_not_specialize=NOT_SPECIALIZED)
def _copy_fwd(
    LOGITS, ATTN, ALPHA, SRC, OUT, GSRC, ROW0,
    T, S, V_GEN, V, s_lr, s_ar, s_sb, s_or,
    BLOCK_V: tl.constexpr, BLOCK_S: tl.constexpr,
):
    """One row: LOGITS is the block's (local row), the rest the whole batch's (row ROW0 + local)."""
    local = tl.program_id(0).to(tl.int64)  # row * V can pass 2^31
    row = ROW0 + local
    b = row // T
    offs_v = tl.arange(0, BLOCK_V)
    m_vec = tl.full([BLOCK_V], float("-inf"), dtype=tl.float32)
    l_vec = tl.zeros([BLOCK_V], dtype=tl.float32)
    for start in range(0, V_GEN, BLOCK_V):
        offs = start + offs_v
        x = tl.load(LOGITS + local * s_lr + offs, mask=offs < V_GEN, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m_vec, x)
        m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)
        l_vec = l_vec * tl.exp(m_vec - m_safe) + tl.exp(x - m_safe)
        m_vec = m_new
    m = tl.max(m_vec, 0)
    ssum = tl.sum(l_vec * tl.exp(m_vec - m), 0)
    alpha = tl.load(ALPHA + row).to(tl.float32)
    for start in range(0, V, BLOCK_V):
        offs = start + offs_v
        x = tl.load(LOGITS + local * s_lr + offs, mask=offs < V_GEN, other=float("-inf")).to(tl.float32)
        mix = (1.0 - alpha) * _softmax_at(x, m, ssum)
        tl.store(OUT + row * s_or + offs, _log_mix(mix), mask=offs < V)
    tl.debug_barrier()  # the copy pass overwrites some of the ids just written
    offs_s = tl.arange(0, BLOCK_S)
    for start in range(0, S, BLOCK_S):
        offs_i = start + offs_s
        i_valid = offs_i < S
        ys = tl.load(SRC + b * s_sb + offs_i, mask=i_valid, other=-1)
        c, first = _copy_mass(SRC, ATTN, b, row, ys, offs_i, S, s_sb, s_ar, BLOCK_S)
        is_gen = i_valid & (ys < V_GEN)
        x = tl.load(LOGITS + local * s_lr + ys, mask=is_gen, other=float("-inf")).to(tl.float32)
        g = _softmax_at(x, m, ssum)
        tl.store(GSRC + row * S + offs_i, g, mask=i_valid)  # softmax at each source position, for backward
        mix = (1.0 - alpha) * g + alpha * c
        tl.store(OUT + row * s_or + ys, _log_mix(mix), mask=i_valid)


@triton.jit(do_not_specialize=NOT_SPECIALIZED)
def _copy_bwd(
    OUT, ATTN, ALPHA, SRC, GSRC, GRAD, DLOGITS, DATTN, DALPHA, ROW0,
    T, S, V_GEN, V, s_or, s_ar, s_sb, s_gr, s_dr,
    BLOCK_V: tl.constexpr, BLOCK_S: tl.constexpr,
):
    """With p = exp(out), G = dL/dout, H = G / p where out is finite (0 elsewhere: no mass, no gradient),
    g = softmax(logits), c the copy mass:
      dlogits_v = (1 - alpha) g_v (H_v - S1), S1 = sum_y g_y H_y;  dalpha = sum_y H_y c_y - S1;  da_s = alpha H_{src_s}.
    Off the source ids (1 - alpha) g = p, so g_y H_y = G_y / (1 - alpha) and dlogits_v = G_v - p_v S1: the
    dense passes read only out and G. At each distinct source id the dense term is replaced by g_y H_y with
    the softmax kept by forward. DLOGITS is the block's (local row); the rest the batch's (ROW0 + local)."""
    local = tl.program_id(0).to(tl.int64)  # row * V can pass 2^31
    row = ROW0 + local
    b = row // T
    offs_v = tl.arange(0, BLOCK_V)
    alpha = tl.load(ALPHA + row).to(tl.float32)
    keep = 1.0 - alpha
    inv_keep = tl.where(keep > 0.0, 1.0 / tl.where(keep > 0.0, keep, 1.0), 0.0)  # alpha = 1: no generator term
    s1_vec = tl.zeros([BLOCK_V], dtype=tl.float32)
    for start in range(0, V, BLOCK_V):
        offs = start + offs_v
        o = tl.load(OUT + row * s_or + offs, mask=offs < V, other=float("-inf"))
        gy = tl.load(GRAD + row * s_gr + offs, mask=offs < V, other=0.0)
        s1_vec += tl.where(o > float("-inf"), gy * inv_keep, 0.0)
    s1 = tl.sum(s1_vec, 0)
    sa = tl.sum(tl.zeros([BLOCK_S], dtype=tl.float32), 0)
    offs_s = tl.arange(0, BLOCK_S)
    for start in range(0, S, BLOCK_S):
        offs_i = start + offs_s
        i_valid = offs_i < S
        ys = tl.load(SRC + b * s_sb + offs_i, mask=i_valid, other=-1)
        c, first = _copy_mass(SRC, ATTN, b, row, ys, offs_i, S, s_sb, s_ar, BLOCK_S)
        first = first & i_valid
        g = tl.load(GSRC + row * S + offs_i, mask=i_valid, other=0.0)
        o = tl.load(OUT + row * s_or + ys, mask=i_valid, other=float("-inf"))
        gy = tl.load(GRAD + row * s_gr + ys, mask=i_valid, other=0.0)
        h = _over_out(gy, keep * g + alpha * c, o)
        tl.store(DATTN + row * s_ar + offs_i, (alpha * h).to(DATTN.dtype.element_ty), mask=i_valid)
        dense = tl.where(o > float("-inf"), gy * inv_keep, 0.0)
        s1 += tl.sum(tl.where(first, g * h - dense, 0.0), 0)
        sa += tl.sum(tl.where(first, h * c, 0.0), 0)
    tl.store(DALPHA + row, (sa - s1).to(DALPHA.dtype.element_ty))
    for start in range(0, V_GEN, BLOCK_V):
        offs = start + offs_v
        valid = offs < V_GEN
        o = tl.load(OUT + row * s_or + offs, mask=valid, other=float("-inf"))
        gy = tl.load(GRAD + row * s_gr + offs, mask=valid, other=0.0)
        d = tl.where(o > float("-inf"), gy, 0.0) - tl.exp(o) * s1
        tl.store(DLOGITS + local * s_dr + offs, d.to(DLOGITS.dtype.element_ty), mask=valid)
    tl.debug_barrier()  # the correction below overwrites the source ids just written
    for start in range(0, S, BLOCK_S):
        offs_i = start + offs_s
        i_valid = offs_i < S
        ys = tl.load(SRC + b * s_sb + offs_i, mask=i_valid, other=-1)
        c, first = _copy_mass(SRC, ATTN, b, row, ys, offs_i, S, s_sb, s_ar, BLOCK_S)
        is_gen = i_valid & (ys < V_GEN)
        g = tl.load(GSRC + row * S + offs_i, mask=is_gen, other=0.0)
        o = tl.load(OUT + row * s_or + ys, mask=is_gen, other=float("-inf"))
        gy = tl.load(GRAD + row * s_gr + ys, mask=is_gen, other=0.0)
        h = _over_out(gy, keep * g + alpha * c, o)
        tl.store(DLOGITS + local * s_dr + ys, (keep * g * (h - s1)).to(DLOGITS.dtype.element_ty), mask=is_gen)


BLOCK_ELEMENTS = 1 << 23  # a row block's [rows, V_gen] projection: 16 MiB in bf16, one block at a time


def _blocks(v_gen: int, s: int, block_v: Optional[int], block_s: Optional[int]):
    bv = block_v or min(2048, max(16, triton.next_power_of_2(v_gen)))
    bs = block_s or min(64, max(16, triton.next_power_of_2(s)))
    return bv, bs


def _row_blocks(rows: int, v_gen: int, block_rows: Optional[int]):
    step = block_rows or max(1, BLOCK_ELEMENTS // max(1, v_gen))
    return [(r, min(rows, r + step)) for r in range(0, rows, step)]


def _product_dtype(features: Tensor, weight: Tensor) -> torch.dtype:
    """The dtype of the projection's products: autocast's where it is on (as F.linear under autocast),
    else the inputs'."""
    kind = features.device.type
    if torch.is_autocast_enabled(kind) and features.dtype != torch.float64:
        return torch.get_autocast_dtype(kind)
    return torch.promote_types(features.dtype, weight.dtype)


class CopyMixtureFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, features, weight, copy_attn, alpha, src_tokens, num_types, block_v, block_s, block_rows):
        bsz, tgt_len, dim = features.shape
        v_gen, s = weight.size(0), src_tokens.size(1)
        if (copy_attn.shape != (bsz, tgt_len, s) or alpha.shape != (bsz, tgt_len, 1) or weight.size(1) != dim
                or src_tokens.size(0) != bsz):
            raise ValueError(f"copy mixture: shapes features {tuple(features.shape)}, weight {tuple(weight.shape)}, "
                             f"copy_attn {tuple(copy_attn.shape)}, alpha {tuple(alpha.shape)}, "
                             f"src {tuple(src_tokens.shape)}")
        mm_dtype = _product_dtype(features, weight)
        rows = bsz * tgt_len
        attn = copy_attn.contiguous()
        alpha = alpha.contiguous()
        src = src_tokens.contiguous()
        out = torch.empty(rows, num_types, dtype=torch.float32, device=features.device)
        g_src = torch.empty(rows, s, dtype=torch.float32, device=features.device)  # softmax at each source position
        bv, bs = _blocks(v_gen, s, block_v, block_s)
        with torch.autocast(features.device.type, enabled=False):
            x = features.reshape(rows, dim).to(mm_dtype)
            w_t = weight.to(mm_dtype).t()
            for r0, r1 in _row_blocks(rows, v_gen, block_rows):
                logits = torch.mm(x[r0:r1], w_t)  # the only [rows, V_gen] buffer, one block at a time
                _copy_fwd[(r1 - r0,)](logits, attn, alpha, src, out, g_src, r0, tgt_len, s, v_gen, num_types,
                                      logits.stride(0), s, src.stride(0), num_types, BLOCK_V=bv, BLOCK_S=bs)
                del logits  # before the next block's is allocated
        ctx.save_for_backward(features, weight, attn, alpha, src, out, g_src)
        ctx.cfg = (num_types, bv, bs, block_rows, mm_dtype)
        return out.view(bsz, tgt_len, num_types)

    @staticmethod
    def backward(ctx, grad):
        features, weight, attn, alpha, src, out, g_src = ctx.saved_tensors
        num_types, bv, bs, block_rows, mm_dtype = ctx.cfg
        bsz, tgt_len, dim = features.shape
        v_gen, s = weight.size(0), src.size(1)
        rows = bsz * tgt_len
        grad = grad.reshape(rows, num_types).float().contiguous()
        dattn = torch.empty_like(attn)
        dalpha = torch.empty_like(alpha)
        blocks = _row_blocks(rows, v_gen, block_rows)
        with torch.autocast(features.device.type, enabled=False):
            x = features.reshape(rows, dim).to(mm_dtype)
            w = weight.to(mm_dtype)
            d_x = torch.empty(rows, dim, dtype=mm_dtype, device=features.device)
            # summed over the blocks in the products' dtype, as the reference does on CUDA: an fp32 sum of bf16
            # products would hold a [V_gen, C] fp32 sum and a bf16 product beside it (issue 41: memory)
            d_w = torch.zeros(v_gen, dim, dtype=mm_dtype, device=weight.device)
            dlogits = torch.empty(max([r1 - r0 for r0, r1 in blocks], default=0), v_gen, dtype=mm_dtype,
                                  device=features.device)  # reused block after block
            for r0, r1 in blocks:
                d = dlogits[: r1 - r0]
                _copy_bwd[(r1 - r0,)](out, attn, alpha, src, g_src, grad, d, dattn, dalpha, r0,
                                      tgt_len, s, v_gen, num_types, num_types, s, src.stride(0), num_types,
                                      d.stride(0), BLOCK_V=bv, BLOCK_S=bs)
                torch.mm(d, w, out=d_x[r0:r1])
                d_w.addmm_(d.t(), x[r0:r1])
        return (d_x.view(features.shape).to(features.dtype), d_w.to(weight.dtype), dattn, dalpha,
                None, None, None, None, None)


def copy_log_probs_triton(
    features: Tensor,
    weight: Tensor,
    copy_attn: Tensor,
    alpha: Tensor,
    src_tokens: Tensor,
    num_types: int,
    block_v: Optional[int] = None,
    block_s: Optional[int] = None,
    block_rows: Optional[int] = None,
) -> Tensor:
    """Fused log((1 - alpha) softmax(features W^T) + alpha scatter(copy_attn, src)), -inf where that is 0, as
    the reference: features [B, T, C], weight [V_gen, C], copy_attn [B, T, S], alpha [B, T, 1], src_tokens [B, S]
    -> [B, T, num_types] fp32 log-probabilities, differentiable in features, weight, copy_attn and alpha.
    ``block_rows``: rows per projection block (default: about BLOCK_ELEMENTS entries)."""
    return CopyMixtureFunction.apply(features, weight, copy_attn, alpha, src_tokens, int(num_types), block_v,
                                     block_s, block_rows)
