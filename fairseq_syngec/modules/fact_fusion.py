"""FA-TR input layer (Gao et al., section 2.3, eqs. 3-5): fuse source and fact-description embeddings.

    (3) g_t = sigmoid(MLP([x_t ; r_t]))      (4) o_t = g_t * x_t + (1 - g_t) * r_t      (5) c_t = o_t + p_t

x_t: the source token embeddings; r_t: the fact-description embeddings aligned to source position t.
Tensors are batch-first, as fairseq's encoder embeddings are before the transpose: x [B, T, C],
src_pad [B, T] (True = pad); facts f [B, F, C], fact_pad [B, F] (True = pad). Either side may be
left- or right-padded (fairseq left-pads sources by default); alignment works on real tokens.

Alignments (``alignment=``):

* ``position`` (the paper): the k-th real source token pairs with the k-th real fact token. The
  fact sequence is thereby truncated to the source length (fact tokens past the source's last real
  token are unused) or padded: a source position with no k-th fact token has *no* r_t (masked).
* ``attention`` (our improvement): r_t = sum_j a_tj f_j with a_tj = softmax_j((x_t W_q)(f_j W_k)^T /
  sqrt(C)) over the real fact tokens (pad fact tokens get weight exactly 0). Values are the fact
  embeddings themselves, so r_t stays in the embedding space x_t lives in.

No fact (a masked position, or a document with no fact token at all): r_t = 0 and the position
bypasses the gate, o_t = x_t (equivalently g_t = 1) - a document without facts is encoded exactly
as without the FA-TR layer. Pad source positions also give o_t = x_t.

The MLP of eq. 3 is Linear(2C, H) -> tanh -> Linear(H, C) (a per-dimension gate, because eq. 4 is
element-wise); ``gate_hidden=0`` makes it a single Linear(2C, C).
"""

from __future__ import annotations

import math
from typing import Optional, Tuple

import torch
import torch.nn as nn
from torch import Tensor

from fairseq_syngec.modules.syntactic_attention import masked_softmax

ALIGNMENTS = ("position", "attention")


def _no_pad(x: Tensor) -> Tensor:
    return torch.zeros(x.shape[:2], dtype=torch.bool, device=x.device)


# FA-TR eq. 3-4 alignment "position": r_t = f_(k(t)), the k-th real fact token for the k-th real source token.
def position_align(src_pad: Tensor, facts: Tensor, fact_pad: Tensor) -> Tuple[Tensor, Tensor]:
    """src_pad [B, T], facts [B, F, C], fact_pad [B, F] -> (r [B, T, C], r_missing [B, T] True = no r_t)."""
    bsz, t = src_pad.shape
    f = facts.size(1)
    # order the fact positions real-first (stable), so index k is the k-th real fact token
    fact_order = torch.sort(fact_pad.long(), dim=1, stable=True).indices  # [B, F]
    n_fact = (~fact_pad).sum(1)  # [B]
    k = torch.cumsum((~src_pad).long(), dim=1) - 1  # ordinal of each real source token
    missing = src_pad | (k >= n_fact.unsqueeze(1)) | (k >= f)
    k = k.clamp(0, max(f - 1, 0))
    if f == 0:
        return facts.new_zeros(bsz, t, facts.size(2)), torch.ones_like(src_pad)
    idx = torch.gather(fact_order, 1, k)  # [B, T] fact position
    r = torch.gather(facts, 1, idx.unsqueeze(-1).expand(-1, -1, facts.size(2)))
    r = r.masked_fill(missing.unsqueeze(-1), 0.0)
    return r, missing


class FactAttentionAlign(nn.Module):
    """Alignment "attention": r_t = softmax_j((x_t W_q)(f_j W_k)^T / sqrt(C)) f_j over real fact tokens."""

    def __init__(self, embed_dim: int):
        super().__init__()
        self.q_proj = nn.Linear(embed_dim, embed_dim, bias=False)
        self.k_proj = nn.Linear(embed_dim, embed_dim, bias=False)
        nn.init.xavier_uniform_(self.q_proj.weight)
        nn.init.xavier_uniform_(self.k_proj.weight)

    def forward(self, x: Tensor, src_pad: Tensor, facts: Tensor, fact_pad: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        """-> (r [B, T, C], r_missing [B, T], weights [B, T, F]); a document without fact tokens gets
        r = 0, weights 0 and r_missing True everywhere."""
        if facts.size(1) == 0:
            bsz, t, c = x.shape
            return x.new_zeros(bsz, t, c), torch.ones(bsz, t, dtype=torch.bool, device=x.device), x.new_zeros(bsz, t, 0)
        logits = torch.bmm(self.q_proj(x), self.k_proj(facts).transpose(1, 2)) / math.sqrt(x.size(-1))
        weights = masked_softmax(logits, fact_pad)  # pads: 0; all-pad document: all 0
        r = torch.bmm(weights, facts)
        missing = src_pad | fact_pad.all(dim=1, keepdim=True).expand_as(src_pad)
        return r.masked_fill(missing.unsqueeze(-1), 0.0), missing, weights


class FactGate(nn.Module):
    """The gate MLP of eq. 3 and the mix of eq. 4."""

    def __init__(self, embed_dim: int, gate_hidden: Optional[int] = None):
        super().__init__()
        hidden = embed_dim if gate_hidden is None else gate_hidden
        if hidden:
            self.mlp = nn.Sequential(nn.Linear(2 * embed_dim, hidden), nn.Tanh(), nn.Linear(hidden, embed_dim))
        else:
            self.mlp = nn.Linear(2 * embed_dim, embed_dim)

    # FA-TR eq. 3: g_t = sigmoid(MLP([x_t ; r_t])).
    def gate(self, x: Tensor, r: Tensor) -> Tensor:
        return torch.sigmoid(self.mlp(torch.cat([x, r], dim=-1)))

    # FA-TR eq. 4: o_t = g_t * x_t + (1 - g_t) * r_t (o_t = x_t where r_t is missing).
    @staticmethod
    def mix(x: Tensor, r: Tensor, g: Tensor, r_missing: Optional[Tensor] = None) -> Tensor:
        o = g * x + (1.0 - g) * r
        if r_missing is not None:
            o = torch.where(r_missing.unsqueeze(-1), x, o)
        return o

    def forward(self, x: Tensor, r: Tensor, r_missing: Optional[Tensor] = None) -> Tuple[Tensor, Tensor]:
        g = self.gate(x, r)
        return self.mix(x, r, g, r_missing), g


# FA-TR eq. 5: c_t = o_t + p_t.
def add_positions(o: Tensor, positions: Optional[Tensor]) -> Tensor:
    return o if positions is None else o + positions


class FactAwareInput(nn.Module):
    """Eqs. 3-5 with a choice of alignment. forward(x, src_pad, facts, fact_pad, positions=None)
    -> dict(out [B, T, C], gate [B, T, C], r [B, T, C], r_missing [B, T], attn [B, T, F] or None)."""

    def __init__(self, embed_dim: int, alignment: str = "position", gate_hidden: Optional[int] = None):
        super().__init__()
        if alignment not in ALIGNMENTS:
            raise ValueError(f"alignment must be one of {ALIGNMENTS}, got {alignment!r}")
        self.alignment = alignment
        self.align = FactAttentionAlign(embed_dim) if alignment == "attention" else None
        self.gate = FactGate(embed_dim, gate_hidden)

    def forward(self, x: Tensor, src_pad: Optional[Tensor], facts: Tensor, fact_pad: Optional[Tensor],
                positions: Optional[Tensor] = None) -> dict:
        src_pad = _no_pad(x) if src_pad is None else src_pad
        fact_pad = _no_pad(facts) if fact_pad is None else fact_pad
        if facts.size(0) != x.size(0) or facts.size(-1) != x.size(-1):
            raise ValueError(f"facts {tuple(facts.shape)} do not match source {tuple(x.shape)} (batch, channels)")
        attn = None
        if self.alignment == "position":
            r, missing = position_align(src_pad, facts, fact_pad)
        else:
            r, missing, attn = self.align(x, src_pad, facts, fact_pad)
        o, g = self.gate(x, r, missing)
        return {"out": add_positions(o, positions), "gate": g, "r": r, "r_missing": missing, "attn": attn}
