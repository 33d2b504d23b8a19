"""The copy head of the Copy-Augmented Transformer (Zhao et al., NAACL 2019).

The final decoder state attends over the encoder output with one extra attention (the copy
attention, weights ``a_copy`` over source positions). A gate ``alpha`` mixes the generation
distribution with the copy distribution scattered onto the source token ids.
"""

import math
from typing import Dict, Optional

import torch
import torch.nn as nn
from fairseq import utils
from fairseq.modules import MultiheadAttention
from torch import Tensor

from fairseq_syngec.kernels.dispatch import use_triton

LOG_CLAMP_MIN = 1e-10  # normalised probabilities are clamped at 1e-10 (log-probabilities at log 1e-10: no -inf)
LOG_CLAMP = math.log(LOG_CLAMP_MIN)
FP32_TINY = torch.finfo(torch.float32).tiny  # a probability below it counts as no mass: log -inf, no gradient


# Zhao et al. 2019, eq. (6): alpha_t = sigmoid(W^T [h_t ; A_t^T V]) (we also feed h_t, as DESIGN.md's W h).
def copy_balance(gate: nn.Linear, hidden: Tensor, copy_context: Tensor) -> Tensor:
    """Copy weight alpha in [0, 1], shape [B, T, 1]."""
    return torch.sigmoid(gate(torch.cat([hidden, copy_context], dim=-1)))


# Zhao et al. 2019, eq. (7): p(y) = (1 - alpha) p_gen(y) + alpha * sum_{i: x_i = y} a_copy_i.
def mix_copy_distribution(
    gen_probs: Tensor, copy_attn: Tensor, alpha: Tensor, src_tokens: Tensor, num_types: int
) -> Tensor:
    """gen_probs [B, T, V_gen] (rows sum to 1), copy_attn [B, T, S] (rows sum to 1 over non-pad
    source positions), alpha [B, T, 1], src_tokens [B, S] with ids < num_types.
    Returns probabilities [B, T, num_types]; ids >= V_gen (position markers) get copy mass only."""
    bsz, tgt_len, v_gen = gen_probs.shape
    probs = gen_probs.new_zeros(bsz, tgt_len, num_types)
    probs[:, :, :v_gen] = (1.0 - alpha) * gen_probs
    index = src_tokens.unsqueeze(1).expand(bsz, tgt_len, src_tokens.size(1))
    return probs.scatter_add(2, index, alpha * copy_attn.to(probs.dtype))


# Zhao et al. 2019, eq. (7) in the log domain: log p(y), -inf where p(y) = 0 (markers not in the source).
def log_mixture(probs: Tensor) -> Tensor:
    """log of the mixture probabilities, fp32; an id without mass (below the smallest normal fp32,
    which GPUs may flush to 0) gets -inf, not a clamp, so that fairseq's ``--temperature`` keeps it
    at zero. Gradients stay finite: none flows to those ids."""
    probs = probs.float()
    return torch.where(probs >= FP32_TINY, probs.clamp(min=FP32_TINY).log(), torch.full_like(probs, float("-inf")))


# Zhao et al. 2019, eq. (7) as the decoder's output: log p(y) (fairseq's "logits" of the mixture).
def copy_log_probs_reference(
    logits: Tensor, copy_attn: Tensor, alpha: Tensor, src_tokens: Tensor, num_types: int
) -> Tensor:
    """Plain-PyTorch reference of the fused copy mixture (``fairseq_syngec.kernels.copy_mixture``):
    logits [B, T, V_gen] -> fp32 log p(y) [B, T, num_types], -inf for ids without mass."""
    return log_mixture(mix_copy_distribution(generation_probs(logits), copy_attn, alpha, src_tokens, num_types))


# fairseq's temperature on the mixture: log_softmax(x / T) = log(p^(1/T) / sum_y p(y)^(1/T)), clamped at 1e-10.
def normalized_log_probs(scores: Tensor) -> Tensor:
    """The model's log-distribution from the decoder output ``scores`` = log p_mix, which fairseq's
    SequenceGenerator has divided by ``--temperature`` T (T = 1 elsewhere: log_softmax(log p) = log p,
    since p sums to 1). Clamped at log 1e-10 (finite for label smoothing's sum over the vocabulary)."""
    return utils.log_softmax(scores.float(), dim=-1).clamp(min=LOG_CLAMP)


def copy_log_probs(
    logits: Tensor, copy_attn: Tensor, alpha: Tensor, src_tokens: Tensor, num_types: int, kernel: str = "auto"
) -> Tensor:
    """Eq. (7) as log p(y) (the decoder output) by the fused Triton kernel or the reference (``kernel``:
    auto / reference / triton, see ``fairseq_syngec.kernels.dispatch``)."""
    if use_triton(kernel, logits, copy_attn, alpha, src_tokens, what="copy mixture (--copy-kernel)"):
        from fairseq_syngec.kernels.copy_mixture import copy_log_probs_triton

        return copy_log_probs_triton(logits, copy_attn, alpha, src_tokens, num_types)
    return copy_log_probs_reference(logits, copy_attn, alpha, src_tokens, num_types)


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
        """hidden [B, T, C]; encoder_out [S, B, C]. Returns (copy_attn [B, T, S], alpha [B, T, 1])."""
        context, attn = self.attn(
            query=hidden.transpose(0, 1),
            key=encoder_out,
            value=encoder_out,
            key_padding_mask=encoder_padding_mask,
            incremental_state=incremental_state,
            static_kv=True,
            need_weights=True,
        )
        alpha = copy_balance(self.gate, hidden, context.transpose(0, 1))
        return attn, alpha


def generation_probs(logits: Tensor) -> Tensor:
    """Softmax over the ordinary vocabulary, in float32 as fairseq does."""
    return utils.softmax(logits, dim=-1)
