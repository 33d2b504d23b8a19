"""Fused syntactic attention (SynGEC eq. 15) in Triton, FlashAttention-2 style.

    out = softmax_j(p_ij * keep_i * (Q_i . K_j) / sqrt(d) over non-pad keys j) V

q, k, v [B, H, n, d] (fp32, bf16 or fp16; accumulation in fp32); p [B, n, n] shared by the heads
(any float dtype, read as fp32); key_padding_mask [B, n] (True = pad); row_keep [B, n] (the row dropout
of p: 1 keeps row i, 0 zeroes it; drawn by the caller so the reference sees the same rows);
attention-weight dropout with rate ``dropout_p`` from an in-kernel Philox stream seeded by ``seed``
(``attention_dropout_keep`` rebuilds the same mask for the reference).

The forward keeps only the running max and sum per query row and writes the log-sum-exp; the backward
recomputes the scores block by block (one kernel for dK, dV; one for dQ and dp, the p gradient summed
over heads with fp32 atomics into [B, n, n]). No [B, H, n, n] tensor is ever allocated.

Semantics match the reference exactly: p multiplies the logits (p = 0 gives logit 0, the key stays);
pad keys get weight 0; a sentence whose keys are all pads gets output 0 and zero gradients; pad query
rows are computed like any row. Importing this module imports Triton.
"""

import math
from typing import Optional

import torch
import triton
import triton.language as tl
from torch import Tensor

from fairseq_syngec.kernels.dispatch import triton_interpreter


@triton.jit
def _dropout_keep(seed, b, h, H, N, offs_m, offs_n, dropout_p):
    """Keep mask of the attention weights [BM, BN]: one Philox draw per (b, h, i, j)."""
    rng = ((b * H + h) * N + offs_m[:, None]) * N + offs_n[None, :]
    return tl.rand(seed, rng) >= dropout_p


@triton.jit
def _mm(a, b, PRECISION: tl.constexpr, UPCAST: tl.constexpr):
    """a @ b with fp32 accumulation. UPCAST (bf16 under Triton's interpreter only, whose bf16 tl.dot
    multiplies raw bits) multiplies in fp32 instead."""
    if UPCAST:
        return tl.dot(a.to(tl.float32), b.to(tl.float32), input_precision="ieee")
    return tl.dot(a, b, input_precision=PRECISION)


@triton.jit
def _scores(q, k, p_ptrs, kpm_ptrs, keep, m_valid, n_valid, scale,
            HAS_KPM: tl.constexpr, HAS_KEEP: tl.constexpr, PRECISION: tl.constexpr,
            UPCAST: tl.constexpr):
    """s = Q K^T [BM, BN] (fp32), the prior pp = p * keep [BM, BN] and the masked logits z (eq. 15)."""
    s = _mm(q, tl.trans(k), PRECISION, UPCAST)
    pp = tl.load(p_ptrs, mask=m_valid[:, None] & n_valid[None, :], other=0.0).to(tl.float32)
    if HAS_KEEP:
        pp = pp * keep[:, None]
    valid = n_valid
    if HAS_KPM:
        kp = tl.load(kpm_ptrs, mask=n_valid, other=1)
        valid = valid & (kp == 0)
    z = tl.where(valid[None, :], s * pp * scale, float("-inf"))
    return s, pp, z


@triton.jit(do_not_specialize=["seed"])  # a new seed every step must not compile the kernel again
def _syn_attn_fwd(
    Q, K, V, P, KPM, KEEP, O, LSE,
    sqb, sqh, sqn, skb, skh, skn, svb, svh, svn, spb, spi, sob, soh, son,
    H, N, D, scale, dropout_p, seed,
    HAS_KPM: tl.constexpr, HAS_KEEP: tl.constexpr, HAS_DROPOUT: tl.constexpr, PRECISION: tl.constexpr,
    UPCAST: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_bh = tl.program_id(1)
    b = pid_bh // H
    h = pid_bh % H
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_D)
    m_valid = offs_m < N
    d_valid = offs_d < D
    q = tl.load(Q + b * sqb + h * sqh + offs_m[:, None] * sqn + offs_d[None, :],
                mask=m_valid[:, None] & d_valid[None, :], other=0.0)
    keep = tl.zeros([BLOCK_M], dtype=tl.float32)
    if HAS_KEEP:
        keep = tl.load(KEEP + b * N + offs_m, mask=m_valid, other=0.0)
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_D], dtype=tl.float32)
    for start_n in range(0, N, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        n_valid = offs_n < N
        kv_mask = n_valid[:, None] & d_valid[None, :]
        k = tl.load(K + b * skb + h * skh + offs_n[:, None] * skn + offs_d[None, :], mask=kv_mask, other=0.0)
        v = tl.load(V + b * svb + h * svh + offs_n[:, None] * svn + offs_d[None, :], mask=kv_mask, other=0.0)
        _, _, z = _scores(q, k, P + b * spb + offs_m[:, None] * spi + offs_n[None, :], KPM + b * N + offs_n,
                          keep, m_valid, n_valid, scale, HAS_KPM, HAS_KEEP, PRECISION, UPCAST)
        m_new = tl.maximum(m_i, tl.max(z, 1))
        m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)  # a block (so far) of pads only
        e = tl.exp(z - m_safe[:, None])
        corr = tl.exp(m_i - m_safe)
        l_i = l_i * corr + tl.sum(e, 1)
        if HAS_DROPOUT:
            e = tl.where(_dropout_keep(seed, b, h, H, N, offs_m, offs_n, dropout_p), e / (1.0 - dropout_p), 0.0)
        acc = acc * corr[:, None] + _mm(e.to(v.dtype), v, PRECISION, UPCAST)
        m_i = m_new
    empty = l_i == 0.0  # every key is a pad: output 0 (and lse = +inf, so the backward gives 0)
    l_safe = tl.where(empty, 1.0, l_i)
    out = acc / l_safe[:, None]
    lse = tl.where(empty, float("inf"), tl.where(m_i == float("-inf"), 0.0, m_i) + tl.log(l_safe))
    tl.store(O + b * sob + h * soh + offs_m[:, None] * son + offs_d[None, :], out.to(O.dtype.element_ty),
             mask=m_valid[:, None] & d_valid[None, :])
    tl.store(LSE + pid_bh * N + offs_m, lse, mask=m_valid)


@triton.jit(do_not_specialize=["seed"])
def _syn_attn_bwd_dkdv(
    Q, K, V, P, KPM, KEEP, DO, LSE, DELTA, DK, DV,
    sqb, sqh, sqn, skb, skh, skn, svb, svh, svn, spb, spi, sdb, sdh, sdn,
    H, N, D, scale, dropout_p, seed,
    HAS_KPM: tl.constexpr, HAS_KEEP: tl.constexpr, HAS_DROPOUT: tl.constexpr, PRECISION: tl.constexpr,
    UPCAST: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr,
):
    """dV = P_drop^T dO, dK = scale * (dZ * pp)^T Q for one block of keys (loop over query blocks).
    DK/DV are contiguous [B, H, N, D] with the strides of DO (sdb, sdh, sdn)."""
    pid_n = tl.program_id(0)
    pid_bh = tl.program_id(1)
    b = pid_bh // H
    h = pid_bh % H
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_D)
    n_valid = offs_n < N
    d_valid = offs_d < D
    kv_mask = n_valid[:, None] & d_valid[None, :]
    k = tl.load(K + b * skb + h * skh + offs_n[:, None] * skn + offs_d[None, :], mask=kv_mask, other=0.0)
    v = tl.load(V + b * svb + h * svh + offs_n[:, None] * svn + offs_d[None, :], mask=kv_mask, other=0.0)
    dk = tl.zeros([BLOCK_N, BLOCK_D], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, BLOCK_D], dtype=tl.float32)
    for start_m in range(0, N, BLOCK_M):
        offs_m = start_m + tl.arange(0, BLOCK_M)
        m_valid = offs_m < N
        q_mask = m_valid[:, None] & d_valid[None, :]
        q = tl.load(Q + b * sqb + h * sqh + offs_m[:, None] * sqn + offs_d[None, :], mask=q_mask, other=0.0)
        do = tl.load(DO + b * sdb + h * sdh + offs_m[:, None] * sdn + offs_d[None, :], mask=q_mask, other=0.0)
        lse = tl.load(LSE + pid_bh * N + offs_m, mask=m_valid, other=float("inf"))
        delta = tl.load(DELTA + pid_bh * N + offs_m, mask=m_valid, other=0.0)
        keep = tl.zeros([BLOCK_M], dtype=tl.float32)
        if HAS_KEEP:
            keep = tl.load(KEEP + b * N + offs_m, mask=m_valid, other=0.0)
        _, pp, z = _scores(q, k, P + b * spb + offs_m[:, None] * spi + offs_n[None, :], KPM + b * N + offs_n,
                           keep, m_valid, n_valid, scale, HAS_KPM, HAS_KEEP, PRECISION, UPCAST)
        prob = tl.exp(z - lse[:, None])
        dprob = _mm(do, tl.trans(v), PRECISION, UPCAST)
        if HAS_DROPOUT:
            kd = _dropout_keep(seed, b, h, H, N, offs_m, offs_n, dropout_p)
            prob_drop = tl.where(kd, prob / (1.0 - dropout_p), 0.0)
            dprob = tl.where(kd, dprob / (1.0 - dropout_p), 0.0)
        else:
            prob_drop = prob
        dv += _mm(tl.trans(prob_drop.to(do.dtype)), do, PRECISION, UPCAST)
        dz = prob * (dprob - delta[:, None])
        ds = dz * pp * scale
        dk += _mm(tl.trans(ds.to(q.dtype)), q, PRECISION, UPCAST)
    out_ptrs = b * sdb + h * sdh + offs_n[:, None] * sdn + offs_d[None, :]
    tl.store(DK + out_ptrs, dk.to(DK.dtype.element_ty), mask=kv_mask)
    tl.store(DV + out_ptrs, dv.to(DV.dtype.element_ty), mask=kv_mask)


@triton.jit(do_not_specialize=["seed"])
def _syn_attn_bwd_dq_dp(
    Q, K, V, P, KPM, KEEP, DO, LSE, DELTA, DQ, DP,
    sqb, sqh, sqn, skb, skh, skn, svb, svh, svn, spb, spi, sdb, sdh, sdn,
    H, N, D, scale, dropout_p, seed,
    HAS_KPM: tl.constexpr, HAS_KEEP: tl.constexpr, HAS_DROPOUT: tl.constexpr, PRECISION: tl.constexpr,
    UPCAST: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr,
):
    """dQ = scale * (dZ * pp) K for one block of queries; dp_ij += scale * keep_i * dZ_ij * s_ij summed
    over heads (fp32 atomics into DP [B, N, N], contiguous)."""
    pid_m = tl.program_id(0)
    pid_bh = tl.program_id(1)
    b = pid_bh // H
    h = pid_bh % H
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_D)
    m_valid = offs_m < N
    d_valid = offs_d < D
    q_mask = m_valid[:, None] & d_valid[None, :]
    q = tl.load(Q + b * sqb + h * sqh + offs_m[:, None] * sqn + offs_d[None, :], mask=q_mask, other=0.0)
    do = tl.load(DO + b * sdb + h * sdh + offs_m[:, None] * sdn + offs_d[None, :], mask=q_mask, other=0.0)
    lse = tl.load(LSE + pid_bh * N + offs_m, mask=m_valid, other=float("inf"))
    delta = tl.load(DELTA + pid_bh * N + offs_m, mask=m_valid, other=0.0)
    keep = tl.zeros([BLOCK_M], dtype=tl.float32)
    if HAS_KEEP:
        keep = tl.load(KEEP + b * N + offs_m, mask=m_valid, other=0.0)
    dq = tl.zeros([BLOCK_M, BLOCK_D], dtype=tl.float32)
    for start_n in range(0, N, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        n_valid = offs_n < N
        kv_mask = n_valid[:, None] & d_valid[None, :]
        k = tl.load(K + b * skb + h * skh + offs_n[:, None] * skn + offs_d[None, :], mask=kv_mask, other=0.0)
        v = tl.load(V + b * svb + h * svh + offs_n[:, None] * svn + offs_d[None, :], mask=kv_mask, other=0.0)
        s, pp, z = _scores(q, k, P + b * spb + offs_m[:, None] * spi + offs_n[None, :], KPM + b * N + offs_n,
                           keep, m_valid, n_valid, scale, HAS_KPM, HAS_KEEP, PRECISION, UPCAST)
        prob = tl.exp(z - lse[:, None])
        dprob = _mm(do, tl.trans(v), PRECISION, UPCAST)
        if HAS_DROPOUT:
            kd = _dropout_keep(seed, b, h, H, N, offs_m, offs_n, dropout_p)
            dprob = tl.where(kd, dprob / (1.0 - dropout_p), 0.0)
        dz = prob * (dprob - delta[:, None])
        dq += _mm((dz * pp * scale).to(k.dtype), k, PRECISION, UPCAST)
        dp = dz * s * scale
        if HAS_KEEP:
            dp = dp * keep[:, None]
        tl.atomic_add(DP + b * N * N + offs_m[:, None] * N + offs_n[None, :], dp,
                      mask=m_valid[:, None] & n_valid[None, :])
    tl.store(DQ + b * sdb + h * sdh + offs_m[:, None] * sdn + offs_d[None, :], dq.to(DQ.dtype.element_ty),
             mask=q_mask)


@triton.jit(do_not_specialize=["seed"])
def _dropout_keep_kernel(OUT, H, N, dropout_p, seed, BLOCK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    pid_bh = tl.program_id(2)
    b = pid_bh // H
    h = pid_bh % H
    offs_m = pid_m * BLOCK + tl.arange(0, BLOCK)
    offs_n = pid_n * BLOCK + tl.arange(0, BLOCK)
    keep = _dropout_keep(seed, b, h, H, N, offs_m, offs_n, dropout_p)
    tl.store(OUT + (pid_bh * N + offs_m[:, None]) * N + offs_n[None, :], keep.to(tl.int8),
             mask=(offs_m[:, None] < N) & (offs_n[None, :] < N))


def attention_dropout_keep(seed: int, bsz: int, heads: int, n: int, dropout_p: float, device) -> Tensor:
    """The [B, H, n, n] keep mask (bool) the kernel draws for ``seed``, for the reference and tests."""
    out = torch.empty(bsz, heads, n, n, dtype=torch.int8, device=device)
    block = 32
    _dropout_keep_kernel[(triton.cdiv(n, block), triton.cdiv(n, block), bsz * heads)](
        out, heads, n, float(dropout_p), int(seed), BLOCK=block)
    return out.bool()


def _precision(dtype: torch.dtype) -> str:
    """fp32 inputs follow torch's own matmul setting (TF32 only when torch allows it)."""
    if dtype == torch.float32 and not torch.backends.cuda.matmul.allow_tf32:
        return "ieee"
    return "tf32"


def _upcast(dtype: torch.dtype) -> bool:
    return dtype == torch.bfloat16 and triton_interpreter()


def _blocks(d: int, block_m: Optional[int], block_n: Optional[int]):
    block_d = max(16, triton.next_power_of_2(d))
    default = 64 if block_d <= 64 else 32
    return block_m or default, block_n or default, block_d


class SyntacticAttentionFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q, k, v, p, key_padding_mask, row_keep, dropout_p, seed, block_m, block_n):
        bsz, heads, n, d = q.shape
        if p.shape != (bsz, n, n):
            raise ValueError(f"p must be [B, n, n] = {(bsz, n, n)}, got {tuple(p.shape)}")
        if q.dtype not in (torch.float32, torch.float16, torch.bfloat16):
            raise TypeError(f"syntactic attention kernel: unsupported dtype {q.dtype}")
        q, k, v = (t if t.stride(-1) == 1 else t.contiguous() for t in (q, k, v))
        p = p if p.stride(-1) == 1 else p.contiguous()
        kpm = key_padding_mask.to(torch.int8).contiguous() if key_padding_mask is not None else None
        keep = row_keep.to(torch.float32).contiguous() if row_keep is not None else None
        out = torch.empty(bsz, heads, n, d, dtype=q.dtype, device=q.device)
        lse = torch.empty(bsz, heads, n, dtype=torch.float32, device=q.device)
        bm, bn, bd = _blocks(d, block_m, block_n)
        scale = 1.0 / math.sqrt(d)
        flags = dict(HAS_KPM=kpm is not None, HAS_KEEP=keep is not None, HAS_DROPOUT=dropout_p > 0,
                     PRECISION=_precision(q.dtype), UPCAST=_upcast(q.dtype), BLOCK_D=bd)
        dummy = lse  # stands for absent optional pointers (never read: their flag is off)
        _syn_attn_fwd[(triton.cdiv(n, bm), bsz * heads)](
            q, k, v, p, kpm if kpm is not None else dummy, keep if keep is not None else dummy, out, lse,
            q.stride(0), q.stride(1), q.stride(2), k.stride(0), k.stride(1), k.stride(2),
            v.stride(0), v.stride(1), v.stride(2), p.stride(0), p.stride(1),
            out.stride(0), out.stride(1), out.stride(2),
            heads, n, d, scale, float(dropout_p), int(seed), BLOCK_M=bm, BLOCK_N=bn, **flags)
        ctx.save_for_backward(q, k, v, p, kpm, keep, out, lse)
        ctx.cfg = (scale, float(dropout_p), int(seed), bm, bn, flags)
        return out

    @staticmethod
    def backward(ctx, dout):
        q, k, v, p, kpm, keep, out, lse = ctx.saved_tensors
        scale, dropout_p, seed, bm, bn, flags = ctx.cfg
        bsz, heads, n, d = q.shape
        dout = dout.contiguous()
        delta = (dout.float() * out.float()).sum(-1)  # rowsum(dO * O) = sum_j P_ij dP_ij, [B, H, n]
        dq = torch.empty_like(dout)
        dk = torch.empty_like(dout)
        dv = torch.empty_like(dout)
        dp = torch.zeros(bsz, n, n, dtype=torch.float32, device=q.device)
        dummy = lse
        common = (q.stride(0), q.stride(1), q.stride(2), k.stride(0), k.stride(1), k.stride(2),
                  v.stride(0), v.stride(1), v.stride(2), p.stride(0), p.stride(1),
                  dout.stride(0), dout.stride(1), dout.stride(2), heads, n, d, scale, dropout_p, seed)
        kpm_arg = kpm if kpm is not None else dummy
        keep_arg = keep if keep is not None else dummy
        _syn_attn_bwd_dkdv[(triton.cdiv(n, bn), bsz * heads)](
            q, k, v, p, kpm_arg, keep_arg, dout, lse, delta, dk, dv, *common, BLOCK_M=bm, BLOCK_N=bn, **flags)
        _syn_attn_bwd_dq_dp[(triton.cdiv(n, bm), bsz * heads)](
            q, k, v, p, kpm_arg, keep_arg, dout, lse, delta, dq, dp, *common, BLOCK_M=bm, BLOCK_N=bn, **flags)
        dq, dk, dv = dq.to(q.dtype), dk.to(k.dtype), dv.to(v.dtype)
        return dq, dk, dv, dp.to(p.dtype), None, None, None, None, None, None


def syntactic_attention_triton(
    q: Tensor,
    k: Tensor,
    v: Tensor,
    p: Tensor,
    key_padding_mask: Optional[Tensor] = None,
    row_keep: Optional[Tensor] = None,
    dropout_p: float = 0.0,
    seed: int = 0,
    block_m: Optional[int] = None,
    block_n: Optional[int] = None,
) -> Tensor:
    """Fused eq. 15: q, k, v [B, H, n, d]; p [B, n, n]; key_padding_mask [B, n] (True = pad);
    row_keep [B, n] (row dropout of p, 1 = keep); attention dropout ``dropout_p`` drawn from ``seed``
    (``attention_dropout_keep(seed, ...)`` is the same mask). Returns [B, H, n, d] in q's dtype."""
    if not 0.0 <= dropout_p < 1.0:
        raise ValueError(f"attention dropout must be in [0, 1), got {dropout_p}")
    return SyntacticAttentionFunction.apply(q, k, v, p, key_padding_mask, row_keep, float(dropout_p),
                                            int(seed), block_m, block_n)
