"""Syntax encoder (syn-encoder) of the SynGEC paper (section 2.3, eqs. 13-15).

N1 layers of multi-head *syntactic* attention + FFN. Each layer turns the fused syntactic
distribution p_fuse (from ``syntax_fusion.SyntaxFusion``) into a symmetric-ish prior p_ij
(eqs. 13-14), regularises it by dropping whole rows during training, and multiplies the attention
logits by it (eq. 15).

Conventions:

* p_fuse, p: ``[B, n, n]``, row i, column j (p_fuse(j|i)), 0 on pad rows/cols (as produced by
  ``SyntaxFusion``); shared by all heads (broadcast as ``[B, 1, n, n]``).
* ``key_padding_mask`` / ``encoder_padding_mask``: ``[B, n]``, True = pad.
* The encoder layer is time-major like fairseq's: x ``[T, B, C]``; the attention math works on
  ``[B, H, T, d]``: ``syntactic_attention`` runs the fused Triton kernel
  (``fairseq_syngec.kernels.syntactic_attention``, CUDA) or ``syntactic_attention_reference``
  (``--syntax-kernel auto|reference|triton``). Row dropout is drawn once (``row_dropout_keep``) and
  applied inside either, so both drop the same rows.

Choices where the paper leaves room:

* eq. 14 (w_parent + w_dep = 1, both learnable): parametrised as softmax of a learnable 2-vector
  ``w_logits`` (one pair per layer), initialised to 0, i.e. w_parent = w_dep = 0.5.
* Row dropout ("like Dropout, with probability q set row vectors of p_ij to 0"): one Bernoulli
  draw per (sentence, row i), the same for every head, independent per layer and per step.
  The paper says nothing about rescaling and none is done: a kept row keeps its values. Rescaling
  by 1/(1-q) would not preserve an expectation anyway (p multiplies logits inside a softmax); it
  would only sharpen the kept rows' attention during training and change it between train/eval.
* eq. 15 multiplies the logits by p_ij (it does *not* add log p_ij). So p_ij = 0 does not exclude
  key j: its logit becomes exactly 0. A fully dropped (or all-zero) row i therefore attends
  *uniformly* over the non-pad keys. Only padding excludes keys.
"""

import math
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F
from fairseq import utils
from fairseq.modules import LayerNorm
from fairseq.modules.fairseq_dropout import FairseqDropout
from torch import Tensor

from fairseq_syngec.kernels.dispatch import use_triton


# SynGEC eqs. 13-14: p_ij = w_parent p_fuse(j|i) + w_dep p_fuse(i|j), (w_parent, w_dep) = softmax(w).
def syntactic_prior(p_fuse: Tensor, w_logits: Tensor) -> Tensor:
    """p_fuse [B, n, n] (row i, col j), w_logits [2] -> p [B, n, n].

    (w_parent, w_dep) = softmax(w_logits): both in (0, 1) and summing to 1 (eq. 14).
    p_fuse(i|j) is the transpose. Zero pad rows/cols of p_fuse stay zero."""
    w = torch.softmax(w_logits, dim=-1, dtype=torch.promote_types(w_logits.dtype, torch.float32))
    w = w.to(p_fuse.dtype)
    return w[0] * p_fuse + w[1] * p_fuse.transpose(-1, -2)


# SynGEC section 2.3, regularisation: each row of p_ij is kept with probability 1 - q (training only).
def row_dropout_keep(
    p: Tensor, q: float, training: bool, generator: Optional[torch.Generator] = None
) -> Optional[Tensor]:
    """The row-dropout draw for p [B, n, n] (or [B, H, n, n]): a keep mask [B, n] (p's dtype, 1 = keep
    row i, 0 = zero it), one Bernoulli draw per (sentence, row) shared by all heads; None when
    nothing is dropped (not training or q == 0). Drawn once so that the reference and the fused
    kernel (``fairseq_syngec.kernels``) drop the same rows from the same random stream."""
    if not 0.0 <= q <= 1.0:
        raise ValueError(f"row dropout probability must be in [0, 1], got {q}")
    if not training or q == 0.0:
        return None
    bsz, n = p.size(0), p.size(-2)
    return (torch.rand(bsz, n, 1, generator=generator, device=p.device) >= q).to(p.dtype).squeeze(-1)


def apply_row_keep(p: Tensor, row_keep: Optional[Tensor]) -> Tensor:
    """p [B, n, n] or [B, H, n, n] times the row keep mask [B, n] (no 1/(1-q) rescaling)."""
    if row_keep is None:
        return p
    keep = row_keep.to(p.dtype).unsqueeze(-1)  # [B, n(i), 1]
    if p.dim() == 4:
        keep = keep.unsqueeze(1)
    return p * keep


# SynGEC section 2.3, regularisation: each row of p_ij is zeroed with probability q (training only).
def syntax_row_dropout(
    p: Tensor, q: float, training: bool, generator: Optional[torch.Generator] = None
) -> Tensor:
    """p [B, n, n] (or [B, H, n, n]; one draw per (b, i), shared over heads) -> p with whole rows
    i zeroed with probability q. Identity when not training or q == 0. No 1/(1-q) rescaling."""
    return apply_row_keep(p, row_dropout_keep(p, q, training, generator))


def masked_softmax(logits: Tensor, key_padding_mask: Optional[Tensor]) -> Tensor:
    """Softmax over the last axis with pad keys set to -inf first.

    logits [B, ..., Tq, Tk]; key_padding_mask [B, Tk] (True = pad) or None. Pad keys get weight
    exactly 0. A row whose keys are *all* pads gets all-zero weights (the -inf fill is skipped for
    those sentences, so no NaN appears in forward or backward). Half-precision logits are
    normalised in float32 (as fairseq's ``utils.softmax``) and cast back; float32/64 stay as is."""
    if key_padding_mask is not None:
        bsz, tk = key_padding_mask.shape
        view = (bsz,) + (1,) * (logits.dim() - 2) + (tk,)
        all_pad = key_padding_mask.all(dim=-1, keepdim=True)  # [B, 1]
        mask = (key_padding_mask & ~all_pad).view(view)
        logits = logits.masked_fill(mask, float("-inf"))
    if logits.dtype in (torch.float16, torch.bfloat16):
        weights = F.softmax(logits, dim=-1, dtype=torch.float32).to(logits.dtype)
    else:
        weights = F.softmax(logits, dim=-1)
    # sentences made only of pads: zeroed after the softmax. On CPU the check is free and the
    # (usual) batch without such a sentence skips a full pass over the weights, forward and backward;
    # on other devices it is always applied (no host sync)
    if key_padding_mask is not None and (all_pad.device.type != "cpu" or bool(all_pad.any())):
        empty = all_pad.view((bsz,) + (1,) * (logits.dim() - 1))
        weights = weights.masked_fill(empty, 0.0)
    return weights


# SynGEC eq. 15: a_ij = softmax_j(p_ij * (Q_i K_j^T) / sqrt(d_k)).
def syntactic_attention_weights(
    q: Tensor, k: Tensor, p: Tensor, key_padding_mask: Optional[Tensor] = None
) -> Tensor:
    """q [B, H, Tq, d], k [B, H, Tk, d], p [B, Tq, Tk] (shared by heads) or [B, H, Tq, Tk],
    key_padding_mask [B, Tk] (True = pad) -> weights [B, H, Tq, Tk].

    Rows sum to 1 over non-pad keys, pad keys get exactly 0, a sentence with only pads gets 0.
    As printed, p *multiplies* the logits: p_ij = 0 gives logit 0 (key j is *not* excluded; an
    all-zero row of p attends uniformly over the non-pad keys). With p = 1 everywhere this is
    plain scaled dot-product attention."""
    if p.dim() == 3:
        p = p.unsqueeze(1)
    # 1/sqrt(d_k) goes onto p ([B, 1, Tq, Tk], shared by the heads), not onto the [B, H, Tq, Tk]
    # scores: one head-sized pass fewer in forward and in backward; equal up to rounding
    scaled_p = p.to(q.dtype) * (1.0 / math.sqrt(q.size(-1)))
    return masked_softmax(torch.matmul(q, k.transpose(-1, -2)) * scaled_p, key_padding_mask)


def syntactic_attention_reference(
    q: Tensor,
    k: Tensor,
    v: Tensor,
    p: Tensor,
    key_padding_mask: Optional[Tensor] = None,
    dropout_p: float = 0.0,
    training: bool = False,
    row_keep: Optional[Tensor] = None,
    attn_keep: Optional[Tensor] = None,
) -> Tensor:
    """Plain-PyTorch syntactic attention (eq. 15 then the weighted sum of V), the reference the
    fused kernel (``fairseq_syngec.kernels.syntactic_attention``) must match.

    q, k, v [B, H, T, d]; p [B, T, T] or [B, H, T, T]; key_padding_mask [B, T] (True = pad);
    row_keep [B, T]: the row dropout of p (``row_dropout_keep``), applied here; dropout on the
    attention weights when training: drawn by torch, or given as ``attn_keep`` [B, H, T, T] (bool,
    True = keep; the kernel's ``attention_dropout_keep``), kept weights scaled by 1/(1-dropout_p).
    Returns [B, H, T, d]."""
    weights = syntactic_attention_weights(q, k, apply_row_keep(p, row_keep), key_padding_mask)
    if attn_keep is not None and training and dropout_p > 0:
        weights = weights * attn_keep.to(weights.dtype) / (1.0 - dropout_p)
    else:
        weights = F.dropout(weights, p=dropout_p, training=training and dropout_p > 0)
    return torch.matmul(weights, v)


def syntactic_attention(
    q: Tensor,
    k: Tensor,
    v: Tensor,
    p: Tensor,
    key_padding_mask: Optional[Tensor] = None,
    dropout_p: float = 0.0,
    training: bool = False,
    row_keep: Optional[Tensor] = None,
    kernel: str = "auto",
) -> Tensor:
    """Eq. 15 by the fused Triton kernel or the reference (``kernel``: auto / reference / triton;
    see ``fairseq_syngec.kernels.dispatch``). The kernel takes p shared by the heads ([B, T, T]);
    a per-head p always runs the reference (and ``triton`` then refuses it)."""
    if use_triton(kernel, q, k, v, p, what="syntactic attention (--syntax-kernel)"):
        if p.dim() != 3:
            if kernel == "triton":
                raise RuntimeError("syntactic attention: the Triton kernel takes p shared by the heads, [B, T, T]")
        else:
            from fairseq_syngec.kernels.syntactic_attention import syntactic_attention_triton

            rate = dropout_p if training else 0.0
            seed = int(torch.randint(0, 2**31 - 1, (1,))) if rate > 0 else 0  # CPU generator: no sync
            return syntactic_attention_triton(q, k, v, p, key_padding_mask, row_keep, rate, seed)
    return syntactic_attention_reference(q, k, v, p, key_padding_mask, dropout_p, training, row_keep)


class MultiheadSyntacticAttention(nn.Module):
    """Multi-head self-attention whose logits are multiplied by a syntactic prior p (eq. 15).

    Projections as fairseq's ``MultiheadAttention`` (self-attention, biases on, q/k/v initialised
    with xavier_uniform gain 1/sqrt(2), out_proj xavier_uniform with zero bias). The 1/sqrt(d_k)
    scaling uses the per-head dimension d_k = embed_dim / num_heads. p is shared by all heads.
    ``kernel`` (auto / reference / triton) picks the implementation of eq. 15 (``syntactic_attention``)."""

    def __init__(self, embed_dim: int, num_heads: int, dropout: float = 0.0, bias: bool = True,
                 kernel: str = "auto"):
        super().__init__()
        self.kernel = kernel
        if embed_dim % num_heads != 0:
            raise ValueError(f"embed_dim ({embed_dim}) must be divisible by num_heads ({num_heads})")
        self.embed_dim = embed_dim
        self.num_heads = num_heads
        self.head_dim = embed_dim // num_heads
        self.dropout = dropout
        self.q_proj = nn.Linear(embed_dim, embed_dim, bias=bias)
        self.k_proj = nn.Linear(embed_dim, embed_dim, bias=bias)
        self.v_proj = nn.Linear(embed_dim, embed_dim, bias=bias)
        self.out_proj = nn.Linear(embed_dim, embed_dim, bias=bias)
        self.reset_parameters()

    def reset_parameters(self):
        for proj in (self.k_proj, self.v_proj, self.q_proj):
            nn.init.xavier_uniform_(proj.weight, gain=1 / math.sqrt(2))
        nn.init.xavier_uniform_(self.out_proj.weight)
        if self.out_proj.bias is not None:
            nn.init.constant_(self.out_proj.bias, 0.0)

    def _heads(self, x: Tensor) -> Tensor:
        """[T, B, C] -> [B, H, T, d]."""
        t, b, _ = x.shape
        return x.view(t, b, self.num_heads, self.head_dim).permute(1, 2, 0, 3)

    def forward(self, x: Tensor, p: Tensor, key_padding_mask: Optional[Tensor] = None,
                row_keep: Optional[Tensor] = None) -> Tensor:
        """x [T, B, C], p [B, T, T], key_padding_mask [B, T] (True = pad), row_keep [B, T] (row
        dropout of p, ``row_dropout_keep``) -> [T, B, C]."""
        t, b, c = x.shape
        q, k, v = self._heads(self.q_proj(x)), self._heads(self.k_proj(x)), self._heads(self.v_proj(x))
        out = syntactic_attention(q, k, v, p, key_padding_mask, self.dropout, self.training, row_keep,
                                  kernel=self.kernel)
        out = out.permute(2, 0, 1, 3).reshape(t, b, c)
        return self.out_proj(out)


class SyntacticEncoderLayer(nn.Module):
    """One syn-encoder layer: multi-head syntactic attention + FFN, laid out exactly like fairseq's
    ``TransformerEncoderLayerBase`` (same sub-module names: self_attn, self_attn_layer_norm, fc1,
    fc2, final_layer_norm, dropout_module, activation_dropout_module; post-norm by default,
    pre-norm with ``normalize_before``).

    The layer owns its eq. 14 mixing weights ``w_logits`` (one pair per layer) and its row
    dropout probability ``row_dropout`` (q); ``kernel`` picks the implementation of eq. 15.
    ``forward(x, encoder_padding_mask, p_fuse)``:
    x [T, B, C], encoder_padding_mask [B, T] (True = pad) or None, p_fuse [B, T, T] -> [T, B, C].
    As in fairseq, outputs at pad positions are computed but meaningless; they never reach a real
    position (pad keys are masked)."""

    def __init__(
        self,
        embed_dim: int,
        ffn_dim: int,
        num_heads: int,
        dropout: float = 0.1,
        attention_dropout: float = 0.0,
        activation_dropout: float = 0.0,
        normalize_before: bool = False,
        row_dropout: float = 0.0,
        activation_fn: str = "relu",
        kernel: str = "auto",
    ):
        super().__init__()
        if not 0.0 <= row_dropout <= 1.0:
            raise ValueError(f"row_dropout must be in [0, 1], got {row_dropout}")
        self.embed_dim = embed_dim
        self.normalize_before = normalize_before
        self.row_dropout = row_dropout
        self.w_logits = nn.Parameter(torch.zeros(2))  # (w_parent, w_dep) = softmax -> (0.5, 0.5)
        self.self_attn = MultiheadSyntacticAttention(embed_dim, num_heads, dropout=attention_dropout,
                                                     kernel=kernel)
        self.self_attn_layer_norm = LayerNorm(embed_dim)
        self.dropout_module = FairseqDropout(dropout, module_name=self.__class__.__name__)
        self.activation_fn = utils.get_activation_fn(activation=activation_fn)
        self.activation_dropout_module = FairseqDropout(
            float(activation_dropout), module_name=self.__class__.__name__
        )
        self.fc1 = nn.Linear(embed_dim, ffn_dim)
        self.fc2 = nn.Linear(ffn_dim, embed_dim)
        self.final_layer_norm = LayerNorm(embed_dim)

    def syntactic_weights(self) -> Tensor:
        """(w_parent, w_dep), for logging."""
        return torch.softmax(self.w_logits.detach().float(), dim=-1)

    def residual_connection(self, x: Tensor, residual: Tensor) -> Tensor:
        return residual + x

    def forward(self, x: Tensor, encoder_padding_mask: Optional[Tensor], p_fuse: Tensor) -> Tensor:
        p = syntactic_prior(p_fuse, self.w_logits)
        row_keep = row_dropout_keep(p, self.row_dropout, self.training)  # applied inside the attention

        residual = x
        if self.normalize_before:
            x = self.self_attn_layer_norm(x)
        x = self.self_attn(x, p, encoder_padding_mask, row_keep)
        x = self.dropout_module(x)
        x = self.residual_connection(x, residual)
        if not self.normalize_before:
            x = self.self_attn_layer_norm(x)

        residual = x
        if self.normalize_before:
            x = self.final_layer_norm(x)
        x = self.activation_fn(self.fc1(x))
        x = self.activation_dropout_module(x)
        x = self.fc2(x)
        x = self.dropout_module(x)
        x = self.residual_connection(x, residual)
        if not self.normalize_before:
            x = self.final_layer_norm(x)
        return x
