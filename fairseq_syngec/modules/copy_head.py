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

from fairseq_syngec.kernels.copy_mixture_reference import (  # noqa: F401  (eq. 7's helpers, used here too)
    CopyMixture,
    copy_mass_at_source,
    first_occurrences,
)
from fairseq_syngec.kernels.dispatch import use_triton

LOG_CLAMP_MIN = 1e-10  # normalised probabilities are clamped at 1e-10 (log-probabilities at log 1e-10: no -inf)
LOG_CLAMP = math.log(LOG_CLAMP_MIN)


# Zhao et al. 2019, eq. (6) before its sigmoid: alpha_t = sigmoid(g), g = W^T [h_t ; A_t^T V].
def copy_gate_logit(gate: nn.Linear, hidden: Tensor, copy_context: Tensor) -> Tensor:
    """The gate logit g [B, T, 1]; log alpha = -softplus(-g) and log(1 - alpha) = -softplus(g) stay finite."""
    return gate(torch.cat([hidden, copy_context], dim=-1))


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

        out = copy_log_probs_triton(features, weight, copy_attn, torch.sigmoid(gate_logit.float()), src_tokens,
                                    num_types)
        return out if floor is None else out.clamp(min=floor)
    return copy_log_probs_reference(features, weight, copy_attn, gate_logit, src_tokens, num_types, floor)


# Zhao et al.'s code (fairseq-gec): dropout on the copy attention weights that feed the mixture
def copy_attention_dropout(copy_attn: Tensor, p: float, training: bool) -> Tensor:
    return F.dropout(copy_attn, p=p, training=training)


class CopyHead(nn.Module):
    """Copy attention (fairseq's MultiheadAttention, encoder-decoder, no dropout of its own) plus the
    gate. ``attention_dropout`` drops copy attention weights on their way to the mixture in training
    (kept ones scaled by 1/(1-p)), as Zhao et al.'s code does (there fairseq 0.6's attention returned
    its weights after dropout; fairseq 0.12's returns them before it): a dropped weight no longer sums
    with the others to 1, so the mixture's total mass varies around 1 in training. The gate reads
    the attention's context of the undropped weights."""

    def __init__(self, embed_dim: int, encoder_embed_dim: int, num_heads: int = 1, attention_dropout: float = 0.0):
        super().__init__()
        self.attention_dropout = attention_dropout
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
        gate_logit = copy_gate_logit(self.gate, hidden, context.transpose(0, 1))
        return copy_attention_dropout(attn, self.attention_dropout, self.training), gate_logit
