"""Syntax fusion (syn-fusion) of the SynGEC paper (section 2.2, eqs. 4-12).

An unsupervised constituency distribution and an unsupervised dependency distribution are
induced from the word embeddings alone (no external parser), then mixed by a gate.

Conventions shared by every function below:

* batched inputs ``[B, n, ...]`` and a padding mask ``pad_mask`` ``[B, n]`` (True = pad). Pads
  may sit anywhere (fairseq left-pads the source by default); every output that is indexed by
  positions is exactly 0 on pad rows and pad columns, so a pad never gives nor receives mass.
* ``tau`` ``[B, n-1]``: ``tau[:, k]`` is the syntactic distance of the boundary between
  positions ``k`` and ``k+1`` (0-based; the paper's ``tau_{k+1}`` between ``w_{k+1}`` and
  ``w_{k+2}``). A boundary that touches a pad is a *sentence edge*, and sentence edges count as
  infinite distance. Edges are always derived from ``pad_mask`` (``boundary_edges``); the values
  stored in ``tau`` at edges are never read, so no infinity ever enters the arithmetic and no
  NaN can reach a gradient.
* ``delta`` ``[B, n]``: syntactic height of each position; values at pads are never read.

Choices where the paper (whose printed eq. 8 is garbled) and the equations as restated here leave room:

* eq. 7 indexing: a word's distance is the boundary on its right (tau_i between w_i and
  w_{i+1}); the last word's right boundary is the sentence edge (+inf, applied as tanh limits
  +-1). Rows are not normalised (the paper does not), the diagonal is kept (sigmoid(1)).
* eq. 8: the boundary probabilities are the *products* of the paper's description. StructFormer's code
  (google-research/structformer, ``compute_block``) uses a cumulative *min* of the same
  sigmoids instead; its ``size_factor``/scaler and its distance calibration ("margin") are not
  part of the SynGEC equations and are left out.
* eq. 10 head exclusion: as StructFormer's ``head.masked_fill(eye, 0)``, p_dep(i|i) is set to 0
  and the row is *not* renormalised; a row sums to 1 - P(i heads its smallest constituent).
* eq. 11 gate: W_g1, W_g2, b_g are scalars, g is element-wise [B, n, n] (works for any n).

Only torch is used; nothing here depends on fairseq. The literal definitions of eqs. 8-10 (O(n^3)
and O(n^4) tensors, the oracles of the tests) are in ``harness/syntax_fusion_oracle.py``.
"""

from typing import Dict, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor
from torch.utils.checkpoint import checkpoint

MODES = ("const", "dep", "fused")


def _neg(dtype: torch.dtype) -> float:
    """A finite stand-in for log(0): exp() of it is exactly 0, and a sum of a few of them (or
    logsumexp over them) stays finite, so masked entries never produce inf - inf = NaN."""
    return torch.finfo(dtype).min / 8


def boundary_edges(pad_mask: Tensor) -> Tensor:
    """[B, n-1] bool: True where the boundary between k and k+1 touches a pad (a sentence edge)."""
    return pad_mask[:, :-1] | pad_mask[:, 1:]


def _pad_free_spans(pad_mask: Tensor) -> Tensor:
    """[B, n, n] bool, indexed [a, c]: True iff a <= c and positions a..c hold no pad."""
    n = pad_mask.size(1)
    counts = F.pad(pad_mask.long().cumsum(-1), (1, 0))  # counts[:, x] = pads in [0, x)
    pads_in = counts[:, None, 1:] - counts[:, :-1, None]  # [a, c] -> pads in [a, c] when a <= c
    idx = torch.arange(n, device=pad_mask.device)
    return (idx[:, None] <= idx[None, :])[None] & (pads_in == 0)


def _pair_mask(pad_mask: Tensor) -> Tensor:
    """[B, n, n] bool: True where both the row and the column position are real."""
    real = ~pad_mask
    return real[:, :, None] & real[:, None, :]


# SynGEC eq. 4: S_{l,i} = tanh(conv(S_{l-1,i-w}, ..., S_{l-1,i+w})), l = 1..N.
def conv_stack(convs: nn.ModuleList, embeddings: Tensor, pad_mask: Tensor) -> Tensor:
    """embeddings S_0 [B, n, d] -> S_N [B, n, d]. Each ``nn.Conv1d`` has kernel 2w+1 and padding w
    ("same"); pads are zeroed before every convolution so they never leak into their neighbours,
    and the output is zero at pads."""
    keep = (~pad_mask).unsqueeze(1)  # [B, 1, n]
    x = embeddings.transpose(1, 2)  # [B, d, n]
    for conv in convs:
        x = torch.tanh(conv(x.masked_fill(~keep, 0.0)))
    return x.masked_fill(~keep, 0.0).transpose(1, 2)


# SynGEC eq. 5: tau_i = ReLU(W1_tau [s_{N,i} ; s_{N,i+1}]) W2_tau (no biases, as printed).
def syntactic_distance(w1: nn.Linear, w2: nn.Linear, states: Tensor, pad_mask: Tensor) -> Tensor:
    """states S_N [B, n, d] -> tau [B, n-1]; tau[:, k] is the distance between k and k+1.
    Boundaries that touch a pad are sentence edges (infinite distance, see ``boundary_edges``);
    their stored value is set to 0 and is never read by the distributions below."""
    pairs = torch.cat([states[:, :-1], states[:, 1:]], dim=-1)  # [B, n-1, 2d]
    tau = w2(torch.relu(w1(pairs))).squeeze(-1)
    return tau.masked_fill(boundary_edges(pad_mask), 0.0)


# SynGEC eq. 6: delta_i = ReLU(W1_delta s_{N,i} + b1_delta) W2_delta + b2_delta.
def syntactic_height(w1: nn.Linear, w2: nn.Linear, states: Tensor, pad_mask: Tensor) -> Tensor:
    """states S_N [B, n, d] -> delta [B, n] (0 at pads; never read there)."""
    delta = w2(torch.relu(w1(states))).squeeze(-1)
    return delta.masked_fill(pad_mask, 0.0)


# SynGEC eq. 7: p_const(j|i) = sigmoid(tanh(tau_j - tau_i) + 1).
def constituency_distribution(tau: Tensor, pad_mask: Tensor) -> Tensor:
    """tau [B, n-1] -> p_const [B, n, n], row i, column j.

    Indexing: the paper's T = (tau_1..tau_{n-1}) has tau_i between w_i and w_{i+1}, and eq. 7
    uses tau_i for word i, so a word's distance is that of the boundary on its *right*. The last
    word of a sentence (and a word followed by a pad) has the sentence edge on its right, an
    infinite distance: tanh(tau_j - inf) = -1 and tanh(inf - tau_i) = +1, and edge vs. edge
    (including j = i) gives tanh(0) = 0. These limits are applied with masks, never with inf.
    The paper does not normalise rows and neither do we: real entries lie in
    [sigmoid(0), sigmoid(2)] = [0.5, 0.881], the diagonal is sigmoid(1). Pad rows/cols are 0.
    """
    bsz, n = pad_mask.shape
    edge_right = torch.ones_like(pad_mask)  # position n-1 always has the edge on its right
    edge_right[:, :-1] = boundary_edges(pad_mask)
    t = torch.zeros(bsz, n, dtype=tau.dtype, device=tau.device)
    t[:, :-1] = tau
    t = t.masked_fill(edge_right, 0.0)
    term = torch.tanh(t[:, None, :] - t[:, :, None])  # [B, i, j] = tanh(t_j - t_i)
    e_i, e_j = edge_right[:, :, None], edge_right[:, None, :]
    term = torch.where(e_i & e_j, 0.0, torch.where(e_j, 1.0, torch.where(e_i, -1.0, term)))
    p = torch.sigmoid(term + 1.0)
    return p.masked_fill(~_pair_mask(pad_mask), 0.0)


# SynGEC eq. 8 (StructFormer's CDF): p(tau > delta) = sigmoid(tau - delta), in log space.
def log_split_probabilities(tau: Tensor, delta: Tensor) -> Tuple[Tensor, Tensor]:
    """-> (log p(tau_k > delta_i), log p(tau_k <= delta_i)), each [B, n(i), n-1(k)]."""
    z = tau[:, None, :] - delta[:, :, None]
    return F.logsigmoid(z), F.logsigmoid(-z)


# SynGEC eq. 8: p(l|i) = p(tau_{l-1} > delta_i) prod_{k=l..i-1} p(tau_k <= delta_i), and
# p(r|i) = p(tau_r > delta_i) prod_{k=i..r-1} p(tau_k <= delta_i); edges: p(tau > delta) = 1.
def log_boundary_distributions(tau: Tensor, delta: Tensor, pad_mask: Tensor) -> Tuple[Tensor, Tensor]:
    """-> (log p(l|i) [B, i, l], log p(r|i) [B, i, r]); impossible entries (l > i, r < i, a pad
    inside [l, i] / [i, r], pad rows) hold a large finite negative number instead of -inf.
    The products are cumulative sums of logsigmoid terms taken from position i outwards (a
    reverse cumsum for l, a cumsum for r), so no difference of cumulative sums is ever formed."""
    bsz, n = delta.shape
    neg = _neg(delta.dtype)
    edge = boundary_edges(pad_mask)
    tau = tau.masked_fill(edge, 0.0)
    delta = delta.masked_fill(pad_mask, 0.0)
    log_gt, log_le = log_split_probabilities(tau, delta)
    log_gt = log_gt.masked_fill(edge[:, None, :], 0.0)  # sentence edge: p(tau > delta) = 1
    idx = torch.arange(n, device=delta.device)
    k = idx[: n - 1]
    spans = _pad_free_spans(pad_mask)  # spans[a, c]: [a, c] is a pad-free window
    # left: sum_{k=l}^{i-1} log p(tau_k <= delta_i), for l = 0..n-1 (empty sum when l = i)
    left_terms = log_le.masked_fill(~(k[None, :] < idx[:, None])[None], 0.0)
    left_sum = F.pad(left_terms.flip(-1).cumsum(-1).flip(-1), (0, 1))  # [B, i, l]
    left_open = F.pad(log_gt, (1, 0))  # l -> boundary l-1; l = 0 -> sentence edge (log 1)
    log_left = torch.where(spans.transpose(1, 2), left_open + left_sum, neg)
    # right: sum_{k=i}^{r-1} log p(tau_k <= delta_i), for r = 0..n-1 (empty sum when r = i)
    right_terms = log_le.masked_fill(~(k[None, :] >= idx[:, None])[None], 0.0)
    right_sum = F.pad(right_terms.cumsum(-1), (1, 0))  # [B, i, r]
    right_open = F.pad(log_gt, (0, 1))  # r -> boundary r; r = n-1 -> sentence edge (log 1)
    log_right = torch.where(spans, right_open + right_sum, neg)
    return log_left, log_right


def _exclude_head(p_dep: Tensor, pad_mask: Tensor) -> Tensor:
    """StructFormer's ``head.masked_fill(eye, 0)``: j = i is dropped *without* renormalising,
    so a real row sums to 1 - sum_[l,r] p_C([l,r]|i) p_Pr(i|[l,r]) (i heading its own smallest
    constituent is "i is the root"). Pad rows/cols are set to 0 as well."""
    n = p_dep.size(-1)
    eye = torch.eye(n, dtype=torch.bool, device=p_dep.device)[None]
    return p_dep.masked_fill(eye | ~_pair_mask(pad_mask), 0.0)


def _log_window_normaliser(delta: Tensor) -> Tensor:
    """log Z(l, r) = log sum_{k=l..r} exp(delta_k), [B, l, r], by a running log-sum-exp (max-shifted
    internally) along r. Entries k < l are replaced by a constant 1000 below the row minimum
    (exp of the gap is exactly 0 in float32/64). Entries with r < l are junk and never used."""
    n = delta.size(1)
    idx = torch.arange(n, device=delta.device)
    low = delta.detach().amin(-1, keepdim=True)[:, :, None] - 1000.0
    x = torch.where((idx[None, :] >= idx[:, None])[None], delta[:, None, :], low)  # [B, l, k]
    return torch.logcumsumexp(x, dim=-1)


def _dependency_rows(
    log_left: Tensor, log_right: Tensor, log_z: Tensor, delta: Tensor, rows: Tensor
) -> Tensor:
    """Log-space path: p_dep(j|i) for the rows i in ``rows`` (before masking), [B, c, n].

    For fixed i, W_i(l, r) = p(l|i) p(r|i) / Z(l, r) on l <= i <= r, and
    p(j|i) = exp(delta_j) * sum_{l <= min(i,j), r >= max(i,j)} W_i(l, r). Because l <= i <= r
    already holds, the 2-D prefix/suffix sum over (l, r) collapses to a prefix sum over l of the
    row sums (j <= i) or a suffix sum over r of the column sums (j >= i). Every sum is a
    log-sum-exp, so any range of tau/delta is safe: O(c n^2) work and memory for c rows."""
    n = delta.size(1)
    log_w = log_left[:, :, :, None] + log_right[:, :, None, :] - log_z[:, None]  # [B, c, l, r]
    over_l = torch.logcumsumexp(torch.logsumexp(log_w, dim=-1), dim=-1)  # [B, c, j]: l <= j, any r
    over_r = torch.logcumsumexp(torch.logsumexp(log_w, dim=-2).flip(-1), dim=-1).flip(-1)  # r >= j
    j = torch.arange(n, device=delta.device)
    left_of_i = (j[None, :] <= rows[:, None])[None]  # [1, c, j]
    return torch.exp(delta[:, None, :] + torch.where(left_of_i, over_l, over_r))


def _dependency_matmul(
    log_left: Tensor, log_right: Tensor, log_z: Tensor, delta: Tensor, pad_mask: Tensor
) -> Tensor:
    """Matmul path: the same sums as ``_dependency_rows`` for all rows at once, [B, n, n].

    With c = max real delta of the sentence (the max-shift) and K(l, r) = exp(c - log Z(l, r)):
    row(i, l) = p(l|i) sum_r p(r|i) K(l, r) and col(i, r) = p(r|i) sum_l p(l|i) K(l, r) are two
    batched matrix products (the O(n^3) part, done by BLAS), then
    p(j|i) = exp(delta_j - c) * (prefix_l<=j row(i, .)  if j <= i  else  suffix_r>=j col(i, .)),
    with exp(delta_j - c) = 0 at pad columns j. All terms are non-negative (no cancellation);
    K <= exp(R) and exp(delta_j - c) >= exp(-R) where R is the sentence's delta range, so this is
    only used when R is small (``_MATMUL_MAX_RANGE``).
    Memory O(B n^2)."""
    n = delta.size(1)
    c = delta.detach().masked_fill(pad_mask, float("-inf")).amax(-1)
    c = torch.where(torch.isfinite(c), c, torch.zeros_like(c))  # fully padded rows
    windows = _pad_free_spans(pad_mask)  # K is only needed (and only finite) on pad-free l <= r
    k = torch.exp(torch.where(windows, c[:, None, None] - log_z, _neg(delta.dtype)))
    p_left, p_right = log_left.exp(), log_right.exp()  # exactly 0 where impossible
    row = p_left * torch.bmm(p_right, k.transpose(1, 2))  # [B, i, l]
    col = p_right * torch.bmm(p_left, k)  # [B, i, r]
    over_l = row.cumsum(-1)
    over_r = col.flip(-1).cumsum(-1).flip(-1)
    j = torch.arange(n, device=delta.device)
    left_of_i = (j[None, :] <= j[:, None])[None]
    # exp(delta_j - c) is 0 at pads, masked *before* the exp: a pad's stored height (0) may lie far
    # above c, and exp of it would overflow, turning the (masked) gradient there into 0 * inf = NaN.
    scale = torch.exp((delta - c[:, None]).masked_fill(pad_mask, _neg(delta.dtype)))
    return scale[:, None, :] * torch.where(left_of_i, over_l, over_r)


# Largest within-sentence delta range for which the matmul path cannot overflow (F <= n e^R and
# the backward's grad * F stay far below the dtype's max); beyond it the log-space path is used.
_MATMUL_MAX_RANGE = {torch.float64: 300.0, torch.float32: 40.0}


def bounded_heights(delta: Tensor, pad_mask: Tensor, max_range: float) -> Tensor:
    """delta with every real height more than ``max_range`` below its sentence's highest raised to that
    bound (no gradient there), computed without a host sync: in any window that holds the highest
    position a raised height's weight is at most exp(-max_range) of the highest's, so only windows made
    of such heights alone change. Pads are left as they are (never read)."""
    top = delta.detach().masked_fill(pad_mask, float("-inf")).amax(-1, keepdim=True)  # -inf: a padded row
    floor = (top - max_range).expand_as(delta)
    return torch.where(delta >= floor, delta, floor)  # (not torch.maximum: it halves the gradient at a tie)


# Default working set of the log-space path: rows i are taken a chunk at a time so that one
# [B, rows, n, n] tensor holds at most this many elements (16 MiB in float32); small inputs run
# in one chunk. Without it a batch of 16 sentences of 256 tokens builds [16, 256, 256, 256]
# tensors (1 GiB per float32 copy, several kept for backward).
_LOG_CHUNK_ELEMENTS = 2 ** 22


def _log_chunk_rows(bsz: int, n: int, chunk_size: Optional[int]) -> int:
    """Rows i per chunk of the log-space path: ``chunk_size`` when > 0, all n when 0, and by
    default (None) as many as keep a [B, rows, n, n] tensor within ``_LOG_CHUNK_ELEMENTS``."""
    if chunk_size is None:
        chunk_size = max(1, _LOG_CHUNK_ELEMENTS // max(1, bsz * n * n))
    if chunk_size < 0:
        raise ValueError(f"chunk_size must be >= 0 (0 = all rows at once), got {chunk_size}")
    return n if chunk_size == 0 else min(int(chunk_size), n)


# SynGEC eq. 10 (fast): p_dep(j|i) = sum_[l,r] p_Pr(j|[l,r]) p_C([l,r]|i), O(n^3) time.
def dependency_distribution(
    tau: Tensor,
    delta: Tensor,
    pad_mask: Tensor,
    chunk_size: Optional[int] = None,
    method: str = "auto",
) -> Tensor:
    """-> p_dep [B, n, n], row i (child), column j (parent); equal to the literal O(n^4) definition
    (``harness/syntax_fusion_oracle.py``) up to rounding. Both paths use the factorisation
    p_C = p(l|i) p(r|i) with boundary probabilities from ``log_boundary_distributions``.

    method "log": log-space sums (``_dependency_rows``), safe for any input range; rows i are
    processed ``chunk_size`` at a time (None, the default: as many as keep one [B, rows, n, n]
    tensor within ``_LOG_CHUNK_ELEMENTS``; 0: all rows at once), so the working set is
    O(B * rows * n^2), and when gradients are recorded and there is more than one chunk each
    chunk is checkpointed (recomputed in backward), so the saved state is O(B * n^2) instead of
    O(B * n^3).
    method "matmul": two batched matrix products (``_dependency_matmul``), O(B * n^2) memory,
    much faster on CPU; valid while the within-sentence delta range is <= _MATMUL_MAX_RANGE.
    method "auto" (default, what the models use): "matmul" in float64 on heights whose range is bounded
    to ``_MATMUL_MAX_RANGE[float64]`` (``bounded_heights``: exact for any sentence whose heights span at
    most 300), on every device alike: no host sync, no data-dependent branch, no Python loop.
    ``chunk_size`` only affects the log path. Half-precision inputs are computed in float32."""
    if method not in ("auto", "log", "matmul"):
        raise ValueError(f"method must be auto, log or matmul, got {method!r}")
    in_dtype = delta.dtype
    if method == "auto":
        delta64 = bounded_heights(delta.double(), pad_mask, _MATMUL_MAX_RANGE[torch.float64])
        return dependency_distribution(tau.double(), delta64, pad_mask, method="matmul").to(in_dtype)
    if in_dtype in (torch.float16, torch.bfloat16):
        tau, delta = tau.float(), delta.float()
    bsz, n = delta.shape
    delta = delta.masked_fill(pad_mask, 0.0)
    log_left, log_right = log_boundary_distributions(tau, delta, pad_mask)
    log_z = _log_window_normaliser(delta)
    if method == "matmul":
        p_dep = _dependency_matmul(log_left, log_right, log_z, delta, pad_mask)
    else:
        rows = torch.arange(n, device=delta.device)
        step = _log_chunk_rows(bsz, n, chunk_size)
        use_ckpt = step < n and torch.is_grad_enabled() and (tau.requires_grad or delta.requires_grad)
        outs = []
        for s in range(0, n, max(step, 1)):
            args = (log_left[:, s : s + step], log_right[:, s : s + step], log_z, delta, rows[s : s + step])
            if use_ckpt:
                outs.append(checkpoint(_dependency_rows, *args, use_reentrant=False))
            else:
                outs.append(_dependency_rows(*args))
        p_dep = torch.cat(outs, dim=1) if outs else delta.new_zeros(bsz, 0, n)
    return _exclude_head(p_dep, pad_mask).to(in_dtype)


# SynGEC eq. 11: g = sigmoid(W_g1 p_const + W_g2 p_dep + b_g).
def fusion_gate(
    p_const: Tensor, p_dep: Tensor, w_const: Tensor, w_dep: Tensor, bias: Tensor, pad_mask: Tensor
) -> Tensor:
    """An element-wise gate [B, n, n]: W_g1, W_g2 and b_g are scalars (1x1 maps applied to every
    entry (i, j)), since a linear map over the n-dimension cannot exist when n varies. 0 at pad
    rows/cols."""
    g = torch.sigmoid(w_const * p_const + w_dep * p_dep + bias)
    return g.masked_fill(~_pair_mask(pad_mask), 0.0)


# SynGEC eq. 12: p_fuse = g * p_const + (1 - g) * p_dep.
def fuse_distributions(p_const: Tensor, p_dep: Tensor, gate: Tensor) -> Tensor:
    """-> p_fuse [B, n, n]; 0 wherever both inputs are 0 (pad rows/cols)."""
    return gate * p_const + (1.0 - gate) * p_dep


class SyntaxFusion(nn.Module):
    """syn-fusion: embeddings -> (p_const, p_dep, p_fuse), eqs. 4-12.

    mode "const": p_fuse = p_const (p_dep, delta, gate are None; no height/gate parameters);
    mode "dep": p_fuse = p_dep (p_const is still returned, it is cheap; gate is None);
    mode "fused": the gated mixture. Only the parameters a mode uses are created, so every
    parameter receives a gradient (no unused-parameter errors under DDP).
    The distributions are computed in float32 (also under autocast, where eqs. 4-6 run in bf16) and
    returned in the embeddings' dtype (half-precision inputs: cast back).
    ``chunk_size``: rows per chunk of the dependency distribution's log-space path (see
    ``dependency_distribution``; None = automatic, bounded memory; 0 = all rows at once).
    """

    def __init__(
        self,
        embed_dim: int,
        num_conv_layers: int = 3,
        kernel_size: int = 3,
        hidden_dim: Optional[int] = None,
        mode: str = "fused",
        chunk_size: Optional[int] = None,
        dep_method: str = "auto",
    ):
        super().__init__()
        if kernel_size < 1 or kernel_size % 2 != 1:
            raise ValueError(f"kernel_size must be odd (2w+1), got {kernel_size}")
        if num_conv_layers < 0:
            raise ValueError(f"num_conv_layers must be >= 0, got {num_conv_layers}")
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
        if dep_method not in ("auto", "log", "matmul"):
            raise ValueError(f"dep_method must be auto, log or matmul, got {dep_method!r}")
        if chunk_size is not None and chunk_size < 0:
            raise ValueError(f"chunk_size must be >= 0 (0 = all rows at once), got {chunk_size}")
        hidden_dim = hidden_dim or embed_dim
        self.mode = mode
        self.chunk_size = chunk_size
        self.dep_method = dep_method
        self.convs = nn.ModuleList(
            nn.Conv1d(embed_dim, embed_dim, kernel_size, padding=kernel_size // 2)
            for _ in range(num_conv_layers)
        )
        self.distance_hidden = nn.Linear(2 * embed_dim, hidden_dim, bias=False)
        self.distance_out = nn.Linear(hidden_dim, 1, bias=False)
        if mode in ("dep", "fused"):
            self.height_hidden = nn.Linear(embed_dim, hidden_dim)
            self.height_out = nn.Linear(hidden_dim, 1)
        if mode == "fused":
            # g = 0.5 everywhere at initialisation: an even mixture.
            self.gate_const_weight = nn.Parameter(torch.zeros(1))
            self.gate_dep_weight = nn.Parameter(torch.zeros(1))
            self.gate_bias = nn.Parameter(torch.zeros(1))

    def forward(
        self, embeddings: Tensor, pad_mask: Optional[Tensor] = None, chunk_size: Optional[int] = None
    ) -> Dict[str, Optional[Tensor]]:
        """embeddings [B, n, d], pad_mask [B, n] (True = pad) -> dict of p_const, p_dep, p_fuse,
        gate ([B, n, n] or None), tau [B, n-1], delta [B, n] or None."""
        bsz, n, _ = embeddings.shape
        if pad_mask is None:
            pad_mask = torch.zeros(bsz, n, dtype=torch.bool, device=embeddings.device)
        chunk_size = chunk_size if chunk_size is not None else self.chunk_size
        states = conv_stack(self.convs, embeddings, pad_mask)
        tau = syntactic_distance(self.distance_hidden, self.distance_out, states, pad_mask)
        delta = None
        if self.mode in ("dep", "fused"):
            delta = syntactic_height(self.height_hidden, self.height_out, states, pad_mask)
        # the distributions come back in the embeddings' dtype: float32 under autocast (whose bf16
        # products made tau and delta bf16), bf16/fp16 for a half-precision model
        out_dtype = embeddings.dtype
        with torch.autocast(device_type=tau.device.type, enabled=False):
            if tau.dtype in (torch.float16, torch.bfloat16):
                tau = tau.float()
                delta = delta.float() if delta is not None else None
            p_const = constituency_distribution(tau, pad_mask)
            p_dep = gate = None
            if delta is not None:
                p_dep = dependency_distribution(
                    tau, delta, pad_mask, chunk_size=chunk_size, method=self.dep_method
                )
            if self.mode == "fused":
                gate = fusion_gate(
                    p_const, p_dep, self.gate_const_weight, self.gate_dep_weight, self.gate_bias, pad_mask
                )
                p_fuse = fuse_distributions(p_const, p_dep, gate)
            elif self.mode == "const":
                p_fuse = p_const
            else:
                p_fuse = p_dep
        out = {"p_const": p_const, "p_dep": p_dep, "p_fuse": p_fuse, "gate": gate, "tau": tau, "delta": delta}
        return {k: (v.to(out_dtype) if v is not None and v.is_floating_point() else v) for k, v in out.items()}
