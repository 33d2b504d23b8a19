"""Differential fusion (diff-fusion) of the SynGEC paper (section 2.4, eqs. 16-18).

Between the semantic encoder (a stock Transformer encoder, output H_sem) and the syntax encoder
(output H_syn): a differential regulariser R_D pushes the two apart (eq. 16, added to the loss by
eq. 19), and a co-attention from H_sem over H_syn fuses them for the decoder (eqs. 17-18). The
ablation "fusion by addition" is ``AdditionFusion``.

Conventions: encoder states are time-major like fairseq's, ``[T, B, C]``; ``pad_mask`` is
``[B, T]``, True = pad.

Choices where the paper leaves room:

* eq. 16 batch reduction: H_sem / H_syn are the encoder outputs *of one sentence* ([n, d]), and
  eq. 19 is a per-example loss (CE summed over the tokens of the sentence + lambda_1 R_D), so R_D
  is computed per sentence over its real positions only, and a batch gets the *sum* over
  sentences (``reduction="sum"``; fairseq's criteria are sum-reduced too and normalised later by
  the trainer). A single Frobenius norm over the whole batch was not chosen: it would depend on
  the batch composition and shrink as the batch grows. ``reduction="mean"`` / ``"none"`` exist.
  Guard: R_D = 1 / sqrt(||D||_F^2 + eps), computed from the sum of squares (never through a norm,
  whose gradient is undefined at 0), so value and gradient are finite even when H_sem == H_syn
  (the gradient is exactly 0 there). A sentence with no real position contributes 0. Half
  precision is computed in float32.
* eqs. 17-18 co-attention: single head, as printed (one W_q, W_k, W_v, d_k = embed_dim, no output
  projection, no biases: Q_c = H_sem W_q^T). Pad keys (pads of H_syn) are masked; at pad query
  positions the attention term is zeroed, so the output there is H_sem unchanged. Optional
  attention dropout (the paper does not mention one; default 0).
* initialisation (the paper gives none): W_q, W_k xavier-uniform, **W_v zero**, so a new model's
  H_out is H_sem exactly (the copy model's encoder output) and the syntax term grows only as far as
  training finds it useful (a zero-initialised residual branch). With a random W_v the untrained
  co-attention adds to every position an almost identical vector, which blurs the positions the copy
  attention must tell apart (benchmarks/HISTORY.md, "The co-attention's W_v starts at zero"). The
  gradients of W_q and W_k are 0 until W_v has left zero (after the first update).
"""

import math
from typing import Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor

from fairseq_syngec.modules.syntactic_attention import masked_softmax

FUSIONS = ("coattention", "addition")


# SynGEC eq. 16: R_D = 1 / ||H_sem - H_syn||_F (per sentence, guarded: 1 / sqrt(||.||^2 + eps)).
def differential_regularizer(
    h_sem: Tensor,
    h_syn: Tensor,
    pad_mask: Optional[Tensor] = None,
    eps: float = 1e-6,
    reduction: str = "sum",
    batch_first: bool = False,
) -> Tuple[Tensor, Tensor]:
    """h_sem, h_syn [T, B, C] ([B, T, C] with ``batch_first``), pad_mask [B, T] (True = pad) ->
    (R_D, distance).

    R_D: per sentence 1 / sqrt(sum over real positions and channels of (h_sem - h_syn)^2 + eps);
    ``reduction`` "sum" (default: summed over sentences, a scalar), "mean" (over sentences that
    have a real position) or "none" ([B]). Sentences made only of pads give 0.
    distance: the per-sentence Frobenius distance ||H_sem - H_syn||_F over real positions, [B],
    detached (for logging)."""
    if reduction not in ("sum", "mean", "none"):
        raise ValueError(f"reduction must be sum, mean or none, got {reduction!r}")
    if eps <= 0:
        raise ValueError(f"eps must be > 0, got {eps}")
    diff = h_sem - h_syn
    if diff.dtype in (torch.float16, torch.bfloat16):
        diff = diff.float()
    if not batch_first:
        diff = diff.transpose(0, 1)  # [B, T, C]
    bsz = diff.size(0)
    if pad_mask is not None:
        diff = diff.masked_fill(pad_mask.unsqueeze(-1), 0.0)
        has_real = ~pad_mask.all(dim=-1)
    else:
        has_real = torch.full((bsz,), diff.size(1) > 0, dtype=torch.bool, device=diff.device)
    sq = diff.pow(2).sum(dim=(1, 2))  # [B]
    r_d = torch.rsqrt(sq + eps).masked_fill(~has_real, 0.0)
    distance = sq.detach().sqrt()
    if reduction == "sum":
        r_d = r_d.sum()
    elif reduction == "mean":
        r_d = r_d.sum() / has_real.sum().clamp(min=1)
    return r_d, distance


# SynGEC eq. 17: Q_c = H_sem W_q^T, K_c = H_syn W_k^T, V_c = H_syn W_v^T.
def coattention_projections(
    w_q: nn.Linear, w_k: nn.Linear, w_v: nn.Linear, h_sem: Tensor, h_syn: Tensor
) -> Tuple[Tensor, Tensor, Tensor]:
    """h_sem, h_syn [T, B, C] -> (Q_c, K_c, V_c), each batch-first [B, T, C]."""
    return w_q(h_sem).transpose(0, 1), w_k(h_syn).transpose(0, 1), w_v(h_syn).transpose(0, 1)


# SynGEC eq. 18: H_out = softmax(Q_c K_c^T / sqrt(d_k)) V_c + H_sem.
def coattention(
    q: Tensor,
    k: Tensor,
    v: Tensor,
    h_sem: Tensor,
    pad_mask: Optional[Tensor] = None,
    dropout_p: float = 0.0,
    training: bool = False,
) -> Tensor:
    """q, k, v [B, T, C] (from eq. 17), h_sem [T, B, C], pad_mask [B, T] -> H_out [T, B, C].
    Pad keys get weight 0; at pad query rows the attention term is 0 (H_out = H_sem there)."""
    scores = torch.bmm(q, k.transpose(1, 2)) / math.sqrt(q.size(-1))
    weights = masked_softmax(scores, pad_mask)
    weights = F.dropout(weights, p=dropout_p, training=training and dropout_p > 0)
    att = torch.bmm(weights, v)  # [B, T, C]
    if pad_mask is not None:
        att = att.masked_fill(pad_mask.unsqueeze(-1), 0.0)
    return att.transpose(0, 1) + h_sem


class CoAttentionFusion(nn.Module):
    """diff-fusion by single-head co-attention (eqs. 17-18): H_sem queries H_syn, plus a residual.
    forward(h_sem [T, B, C], h_syn [T, B, C], pad_mask [B, T] or None) -> [T, B, C].
    W_v starts at zero (see the module docstring): a new fusion returns H_sem unchanged."""

    def __init__(self, embed_dim: int, dropout: float = 0.0, bias: bool = False):
        super().__init__()
        self.embed_dim = embed_dim
        self.dropout = dropout
        self.q_proj = nn.Linear(embed_dim, embed_dim, bias=bias)
        self.k_proj = nn.Linear(embed_dim, embed_dim, bias=bias)
        self.v_proj = nn.Linear(embed_dim, embed_dim, bias=bias)
        self.reset_parameters()

    def reset_parameters(self):
        """W_q, W_k xavier-uniform; W_v (and every bias) zero: H_out = H_sem until training moves W_v."""
        for proj in (self.q_proj, self.k_proj):
            nn.init.xavier_uniform_(proj.weight)
        nn.init.zeros_(self.v_proj.weight)
        for proj in (self.q_proj, self.k_proj, self.v_proj):
            if proj.bias is not None:
                nn.init.constant_(proj.bias, 0.0)

    def forward(self, h_sem: Tensor, h_syn: Tensor, pad_mask: Optional[Tensor] = None) -> Tensor:
        q, k, v = coattention_projections(self.q_proj, self.k_proj, self.v_proj, h_sem, h_syn)
        return coattention(q, k, v, h_sem, pad_mask, self.dropout, self.training)


class AdditionFusion(nn.Module):
    """The ablation "fusion by addition": H_out = H_sem + H_syn (no parameters). Same call
    signature as ``CoAttentionFusion``; ``pad_mask`` is accepted and ignored."""

    def forward(self, h_sem: Tensor, h_syn: Tensor, pad_mask: Optional[Tensor] = None) -> Tensor:
        return h_sem + h_syn


def build_fusion(kind: str, embed_dim: int, dropout: float = 0.0) -> nn.Module:
    """"coattention" -> ``CoAttentionFusion``, "addition" -> ``AdditionFusion``."""
    if kind == "coattention":
        return CoAttentionFusion(embed_dim, dropout=dropout)
    if kind == "addition":
        return AdditionFusion()
    raise ValueError(f"fusion must be one of {FUSIONS}, got {kind!r}")
