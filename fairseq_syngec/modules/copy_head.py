"""The copy head of the Copy-Augmented Transformer (Zhao et al., NAACL 2019).

The final decoder state attends over the encoder output with one extra attention (the copy
attention, weights ``a_copy`` over source positions). A gate ``alpha`` mixes the generation
distribution with the copy distribution scattered onto the source token ids.
"""

import math
from typing import Dict, Optional

import torch
import torch.nn as nn
import torch.nn.functional as F
from fairseq import utils
from fairseq.modules import MultiheadAttention
from torch import Tensor

from fairseq_syngec.kernels.dispatch import use_triton

LOG_CLAMP_MIN = 1e-10  # normalised probabilities are clamped at 1e-10 (log-probabilities at log 1e-10: no -inf)
LOG_CLAMP = math.log(LOG_CLAMP_MIN)


# Zhao et al. 2019, eq. (6) before its sigmoid: alpha_t = sigmoid(g), g = W^T [h_t ; A_t^T V] (h_t: DESIGN.md's W h).
def copy_gate_logit(gate: nn.Linear, hidden: Tensor, copy_context: Tensor) -> Tensor:
    """The gate logit g [B, T, 1]; log alpha = -softplus(-g) and log(1 - alpha) = -softplus(g) stay finite."""
    return gate(torch.cat([hidden, copy_context], dim=-1))


# Zhao et al. 2019, eq. (7): the copy mass of each source position's id, c_i = sum_{j: x_j = x_i} a_copy_j.
def copy_mass_at_source(copy_attn: Tensor, src_tokens: Tensor) -> Tensor:
    """copy_attn [B, T, S], src_tokens [B, S] -> c [B, T, S] (repeated words share their summed weight)."""
    same = src_tokens.unsqueeze(2) == src_tokens.unsqueeze(1)  # [B, S, S]
    return torch.bmm(copy_attn, same.to(copy_attn.dtype))


def first_occurrences(src_tokens: Tensor) -> Tensor:
    """[B, S] True at the first position of each id in its row (each id's mass is counted once)."""
    s = src_tokens.size(1)
    same = src_tokens.unsqueeze(2) == src_tokens.unsqueeze(1)  # [B, S, S]
    earlier = torch.ones(s, s, dtype=torch.bool, device=src_tokens.device).tril(-1)
    return ~(same & earlier).any(dim=2)


class CopyMixture(torch.autograd.Function):
    """The copy decoder's output layer: the generator's projection and Zhao et al. 2019 eq. (7) in the
    log domain, out[y] = log((1 - alpha) softmax(W h)[y] + alpha sum_{i: x_i = y} a_i), from log alpha
    and log(1 - alpha) (finite for a finite gate logit), optionally floored at ``floor`` (training's
    clamp, fused: no second pass or buffer).

    Forward works in one [N, num_types] buffer: the projection written into its first V_gen columns,
    the position markers set to -inf, log_softmax in place, + log(1 - alpha), then the
    log-sum-exp with the copy mass at the <= S source ids (no dense copy buffer, no probability-space
    detour). Backward, with G = dL/dout (0 where the floor cut), r_i = (1 - alpha) q(x_i) / p(x_i) at the
    source ids (1 elsewhere), H = G r and q = softmax(W h) = exp(out - log(1 - alpha)) off the source ids:
    dlogits = H - q sum_y H_y;  dlog(1 - alpha) = sum_y H_y;  dlog alpha = sum_u G_u (1 - r_u);
    da_j = alpha G_{x_j} / p(x_j)   (u: the distinct source ids); then dh = dlogits W, dW = dlogits^T h.
    Entries without mass (-inf) get no gradient. Below the floor the term q sum H (q < 1e-10 / (1 - alpha))
    uses q at the floor, not its smaller true value. The output buffer is saved for backward."""

    @staticmethod
    def forward(ctx, features, weight, copy_attn, log_alpha, log1m_alpha, src_tokens, num_types, floor):
        dtype = torch.float64 if features.dtype == torch.float64 else torch.float32
        bsz, tgt_len, dim = features.shape
        v_gen = weight.size(0)
        out = torch.empty(bsz * tgt_len, num_types, dtype=dtype, device=features.device)
        x = features.reshape(-1, dim)
        if x.dtype == dtype and weight.dtype == dtype:
            torch.mm(x, weight.t(), out=out[:, :v_gen])  # the logits, written into the output's rows
        else:
            out[:, :v_gen] = torch.mm(x, weight.t())
        out = out.view(bsz, tgt_len, num_types)
        out[..., v_gen:] = float("-inf")  # position markers: copy mass only
        torch._log_softmax(out, -1, False, out=out)  # in place: log q (the markers stay -inf)
        log_alpha, log1m_alpha = log_alpha.to(dtype), log1m_alpha.to(dtype)
        out += log1m_alpha  # log((1 - alpha) q)
        index = src_tokens.unsqueeze(1).expand(bsz, tgt_len, src_tokens.size(1))
        c = copy_mass_at_source(copy_attn.to(dtype), src_tokens)
        log_gen = out.gather(2, index)  # log((1 - alpha) q) at the source ids, -inf for markers
        has_mass = c > 0
        log_copy = torch.where(has_mass, log_alpha + torch.where(has_mass, c, torch.ones_like(c)).log(),
                               torch.full_like(c, float("-inf")))
        mixed = torch.logaddexp(log_gen, log_copy)
        out.scatter_(2, index, mixed)
        if floor is not None:
            out.clamp_(min=floor)
        ctx.save_for_backward(out, features, weight, log_gen, mixed, log_alpha, log1m_alpha, src_tokens)
        ctx.info = (features.dtype, weight.dtype, copy_attn.dtype, floor)
        return out

    @staticmethod
    def backward(ctx, grad):
        out, features, weight, log_gen, mixed, log_alpha, log1m_alpha, src_tokens = ctx.saved_tensors
        features_dtype, weight_dtype, attn_dtype, floor = ctx.info
        bsz, tgt_len, _ = out.shape
        v_gen = weight.size(0)
        index = src_tokens.unsqueeze(1).expand(bsz, tgt_len, src_tokens.size(1))
        cut = torch.isneginf(out) if floor is None else out <= floor  # no mass, or floored: no gradient
        g = torch.where(cut, torch.zeros((), dtype=out.dtype, device=out.device), grad.to(out.dtype))
        finite = torch.isfinite(mixed)
        safe_mixed = torch.where(finite, mixed, torch.zeros_like(mixed))
        ratio = torch.where(finite, (log_gen - safe_mixed).exp(), torch.zeros_like(mixed))  # r
        g_src = g.gather(2, index)
        first = first_occurrences(src_tokens).unsqueeze(1)
        is_gen = (src_tokens < v_gen).unsqueeze(1)
        d_logits = g[..., :v_gen]
        # sum_y H_y, H = G r: the dense sum, corrected at each distinct generator id of the source
        sum_h = d_logits.sum(-1, keepdim=True) + (g_src * (ratio - 1)).masked_fill(~(first & is_gen), 0.0).sum(
            -1, keepdim=True)
        d_log_alpha = (g_src * (1 - ratio)).masked_fill(~first, 0.0).sum(-1, keepdim=True)
        d_attn = g_src * (log_alpha - safe_mixed).exp()  # alpha G / p
        copy_only = torch.isneginf(log1m_alpha)  # alpha = 1: no generator mass, dlogits = 0
        l1m = torch.where(copy_only, torch.zeros_like(log1m_alpha), log1m_alpha)
        # dlogits = H - q sum H, with q = exp(out - log(1 - alpha)) off the source ids; corrected there
        d_logits.addcmul_((out[..., :v_gen] - l1m).exp_(), torch.where(copy_only, 0.0, sum_h), value=-1.0)
        delta = g_src * (ratio - 1) - sum_h * ((log_gen - l1m).exp() - (safe_mixed - l1m).exp())
        delta = delta.masked_fill(~(first & is_gen & finite) | copy_only, 0.0)
        d_logits.scatter_add_(2, index.clamp(max=v_gen - 1), delta)
        d_logits = d_logits.to(features_dtype).flatten(0, 1)  # [B T, V_gen], rows num_types apart
        d_features = torch.mm(d_logits, weight.to(d_logits.dtype)).view(features.shape)
        d_weight = torch.mm(d_logits.t(), features.reshape(-1, features.size(-1)).to(d_logits.dtype))
        return (d_features.to(features_dtype), d_weight.to(weight_dtype), d_attn.to(attn_dtype), d_log_alpha, sum_h,
                None, None, None)


# Zhao et al. 2019, eq. (7) as the decoder's output: log p(y) (fairseq's "logits" of the mixture).
def copy_log_probs_reference(
    features: Tensor, weight: Tensor, copy_attn: Tensor, gate_logit: Tensor, src_tokens: Tensor, num_types: int,
    floor: Optional[float] = None,
) -> Tensor:
    """The PyTorch path (``--copy-kernel reference``; the fused Triton kernel's counterpart): decoder
    features h [B, T, C], the generator's weight W [V_gen, C], copy attention [B, T, S], gate logit
    g [B, T, 1] -> log p(y) [B, T, num_types] (fp32, float64 for float64 features), -inf for ids without
    mass (markers not in the source), or clamped at ``floor``."""
    return CopyMixture.apply(features, weight, copy_attn, -F.softplus(-gate_logit), -F.softplus(gate_logit),
                             src_tokens, num_types, floor)


# fairseq's temperature on the mixture: log_softmax(x / T) = log(p^(1/T) / sum_y p(y)^(1/T)), clamped at 1e-10.
def normalized_log_probs(scores: Tensor, normalized: bool = False) -> Tensor:
    """The model's log-distribution from the decoder output ``scores`` = log p_mix, which fairseq's
    SequenceGenerator may have divided by ``--temperature`` T. ``normalized``: the scores are known to
    be log p itself (T = 1), so the log_softmax (an identity then) is skipped. Clamped at log 1e-10
    (finite for label smoothing's sum over the vocabulary)."""
    if normalized:
        return scores.float().clamp(min=LOG_CLAMP)
    return utils.log_softmax(scores.float(), dim=-1).clamp(min=LOG_CLAMP)


def copy_log_probs(
    features: Tensor, weight: Tensor, copy_attn: Tensor, gate_logit: Tensor, src_tokens: Tensor, num_types: int,
    kernel: str = "auto", floor: Optional[float] = None,
) -> Tensor:
    """Eq. (7) as log p(y) (the decoder output) by the fused Triton kernel or the reference (``kernel``:
    auto / reference / triton, see ``fairseq_syngec.kernels.dispatch``), clamped at ``floor`` if given."""
    if use_triton(kernel, features, copy_attn, gate_logit, src_tokens, what="copy mixture (--copy-kernel)"):
        from fairseq_syngec.kernels.copy_mixture import copy_log_probs_triton

        out = copy_log_probs_triton(F.linear(features, weight), copy_attn, torch.sigmoid(gate_logit.float()),
                                    src_tokens, num_types)
        return out if floor is None else out.clamp(min=floor)
    return copy_log_probs_reference(features, weight, copy_attn, gate_logit, src_tokens, num_types, floor)


class CopyHead(nn.Module):
    """Copy attention (fairseq's MultiheadAttention, encoder-decoder, no dropout: dropped
    attention weights would no longer sum to 1 and the mixture could exceed 1) plus the gate."""

    def __init__(self, embed_dim: int, encoder_embed_dim: int, num_heads: int = 1):
        super().__init__()
        self.attn = MultiheadAttention(
            embed_dim,
            num_heads,
            kdim=encoder_embed_dim,
            vdim=encoder_embed_dim,
            dropout=0.0,
            encoder_decoder_attention=True,
        )
        self.gate = nn.Linear(2 * embed_dim, 1)
        nn.init.zeros_(self.gate.bias)

    def forward(
        self,
        hidden: Tensor,
        encoder_out: Tensor,
        encoder_padding_mask: Optional[Tensor],
        incremental_state: Optional[Dict[str, Dict[str, Optional[Tensor]]]] = None,
    ):
        """hidden [B, T, C]; encoder_out [S, B, C]. Returns (copy_attn [B, T, S], gate logit g [B, T, 1])."""
        context, attn = self.attn(
            query=hidden.transpose(0, 1),
            key=encoder_out,
            value=encoder_out,
            key_padding_mask=encoder_padding_mask,
            incremental_state=incremental_state,
            static_kv=True,
            need_weights=True,
        )
        return attn, copy_gate_logit(self.gate, hidden, context.transpose(0, 1))
