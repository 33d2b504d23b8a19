"""Literal definitions of the syntax fusion's boundary, constituent, parent and dependency
distributions (SynGEC's syn-fusion, eqs. 8-10), the oracles of tests/modules/test_syntax_fusion.py
(and the "literal" baseline of benchmarks/syngec_speed.py). They build the O(n^3) and O(n^4)
tensors the package's ``fairseq_syngec.modules.syntax_fusion.dependency_distribution`` avoids;
conventions (pads, sentence edges, head exclusion) are that module's."""

from typing import Tuple

import torch
from torch import Tensor

from fairseq_syngec.modules.syntax_fusion import (
    _exclude_head,
    _neg,
    _pad_free_spans,
    boundary_edges,
    log_boundary_distributions,
)


# SynGEC eq. 8 in probability space.
def boundary_distributions(tau: Tensor, delta: Tensor, pad_mask: Tensor) -> Tuple[Tensor, Tensor]:
    """Probability-space view of ``log_boundary_distributions``: (p(l|i), p(r|i)), [B, n, n] each,
    exactly 0 where impossible. With the edge convention each real row sums to 1 (telescoping)."""
    log_left, log_right = log_boundary_distributions(tau, delta, pad_mask)
    spans = _pad_free_spans(pad_mask)
    return (
        log_left.exp().masked_fill(~spans.transpose(1, 2), 0.0),
        log_right.exp().masked_fill(~spans, 0.0),
    )


# SynGEC eq. 8: p_C([l, r]|i) = p(l|i) p(r|i) (smallest constituent containing i).
def constituent_distribution(p_left: Tensor, p_right: Tensor) -> Tensor:
    """p(l|i) [B, i, l], p(r|i) [B, i, r] -> p_C [B, i, l, r] (O(n^3) memory: oracle / small n)."""
    return p_left[:, :, :, None] * p_right[:, :, None, :]


# SynGEC eq. 9: p_Pr(j|[l, r]) = softmax(delta_l, ..., delta_r)_j.
def parent_distribution(delta: Tensor, pad_mask: Tensor) -> Tensor:
    """delta [B, n] -> p_Pr [B, l, r, j] (O(n^3) memory: oracle / small n). Rows of pad-free
    windows l <= r sum to 1 over j in [l, r]; every other row is 0."""
    n = delta.size(1)
    delta = delta.masked_fill(pad_mask, 0.0)
    idx = torch.arange(n, device=delta.device)
    inside = (idx[:, None, None] <= idx[None, None, :]) & (idx[None, None, :] <= idx[None, :, None])
    logits = delta[:, None, None, :].masked_fill(~inside[None], _neg(delta.dtype))
    p = torch.softmax(logits, dim=-1)
    return p.masked_fill(~(_pad_free_spans(pad_mask)[..., None] & inside[None]), 0.0)


# SynGEC eq. 10 (literal): p_dep(j|i) = sum_[l,r] p_Pr(j|[l,r]) p_C([l,r]|i).
def dependency_distribution_literal(tau: Tensor, delta: Tensor, pad_mask: Tensor) -> Tensor:
    """The literal O(n^4) definition (small n). Boundary probabilities are products of
    sigmoids evaluated term by term, the parent softmax is taken window by window, and the sum
    over every (i, j, l, r) is an einsum over the explicit p_C [B, i, l, r] and p_Pr [B, l, r, j].
    Shares no arithmetic with ``dependency_distribution``. -> [B, n, n]."""
    bsz, n = delta.shape
    edge = boundary_edges(pad_mask)
    tau = tau.masked_fill(edge, 0.0)
    delta = delta.masked_fill(pad_mask, 0.0)
    zero, one = delta.new_zeros(bsz), delta.new_ones(bsz)

    def p_le(k: int, i: int) -> Tensor:  # p(tau_k <= delta_i); a sentence edge is never <= delta
        if k < 0 or k >= n - 1:
            return zero
        return torch.where(edge[:, k], zero, torch.sigmoid(delta[:, i] - tau[:, k]))

    def p_gt(k: int, i: int) -> Tensor:  # p(tau_k > delta_i); a sentence edge always is
        if k < 0 or k >= n - 1:
            return one
        return torch.where(edge[:, k], one, torch.sigmoid(tau[:, k] - delta[:, i]))

    p_left = delta.new_zeros(bsz, n, n)
    p_right = delta.new_zeros(bsz, n, n)
    for i in range(n):
        for l in range(i + 1):
            p = p_gt(l - 1, i)
            for k in range(l, i):
                p = p * p_le(k, i)
            p_left[:, i, l] = p
        for r in range(i, n):
            p = p_gt(r, i)
            for k in range(i, r):
                p = p * p_le(k, i)
            p_right[:, i, r] = p
    p_pr = delta.new_zeros(bsz, n, n, n)
    for l in range(n):
        for r in range(l, n):
            p_pr[:, l, r, l : r + 1] = torch.softmax(delta[:, l : r + 1], dim=-1)
    real = (~pad_mask).to(delta.dtype)
    p_c = constituent_distribution(p_left * real[:, :, None], p_right * real[:, :, None])
    p_dep = torch.einsum("bilr,blrj->bij", p_c, p_pr)
    return _exclude_head(p_dep, pad_mask)  # StructFormer's head exclusion, as the package's


def _delta_spreads(delta: Tensor, pad_mask: Tensor) -> Tensor:
    """[B]: max - min of each sentence's real deltas (0 for a fully padded row), detached."""
    d = delta.detach()
    hi = d.masked_fill(pad_mask, float("-inf")).amax(-1)
    lo = d.masked_fill(pad_mask, float("inf")).amin(-1)
    return torch.where(pad_mask.all(-1), torch.zeros_like(hi), hi - lo)


def delta_range(delta: Tensor, pad_mask: Tensor) -> float:
    """max over sentences of (max - min) of the real deltas (0 when everything is padded)."""
    spread = _delta_spreads(delta, pad_mask)
    return float(spread.max()) if spread.numel() else 0.0
