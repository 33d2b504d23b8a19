"""K-BERT mask-self-attention (Liu et al., "K-BERT: Enabling Language Representation with Knowledge
Graph", AAAI 2020): the visible matrix of a batch (``fairseq_syngec.data.kbert.collate_visible``)
as the additive attention mask of the encoder's self-attention."""

import torch
from torch import Tensor


# K-BERT mask-self-attention softmax(Q K^T / sqrt(d) + M) V: M = 0 where visible, -inf where not.
def visible_to_attn_mask(visible: Tensor, num_heads: int, dtype: torch.dtype = torch.float32,
                         neg: float = float("-inf")) -> Tensor:
    """[B, T, T] bool visible matrix -> additive attention mask [B * num_heads, T, T] (0 where visible,
    ``neg`` where not), row b * num_heads + h for example b, head h: the 3-D ``attn_mask`` layout
    of ``torch.nn.functional.multi_head_attention_forward``, which fairseq 0.12's
    ``MultiheadAttention`` uses for encoder self-attention (its fallback path and its xformers path
    only take a 2-D mask). ``TransformerEncoderLayer`` turns any non-zero entry into -1e8 (-1e4 in
    half precision), so this mask passes through it unchanged in meaning; fully masked rows are
    impossible with ``collate_visible``."""
    if visible.dim() != 3 or visible.size(1) != visible.size(2):
        raise ValueError(f"visible must be [B, T, T], got {tuple(visible.shape)}")
    mask = torch.zeros(visible.shape, dtype=dtype, device=visible.device)
    mask = mask.masked_fill(~visible, neg)
    return mask.repeat_interleave(num_heads, dim=0)
