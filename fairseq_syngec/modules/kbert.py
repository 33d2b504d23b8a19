"""K-BERT mask-self-attention (Liu et al., "K-BERT: Enabling Language Representation with Knowledge
Graph", AAAI 2020): the visible matrix of a batch (``fairseq_syngec.data.kbert.collate_visible``)
as the additive attention mask of the encoder's self-attention, and the encoder that uses it
(:class:`MaskTransformerEncoder`: soft-position and segment embeddings, mask-transformer)."""

from typing import Optional

import torch
import torch.nn.functional as F
from fairseq.models.transformer import TransformerEncoder
from torch import Tensor, nn


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


class MaskTransformerEncoder(TransformerEncoder):
    """K-BERT's embedding layer and mask-transformer on fairseq's ``TransformerEncoder``: the input is a
    flattened sentence tree, embedded as token embedding + the position table read at the soft
    positions + a segment embedding (``segment_embed``, optional), and every self-attention layer gets
    the visible matrix as its mask (:func:`visible_to_attn_mask`). One implementation for the FA-TR
    encoder's ``--knowledge-injection kbert`` and for the ``kbert`` model of ``kbert_classification`` /
    ``kbert_ner``; the plain ``forward`` stays fairseq's."""

    def __init__(self, args, dictionary, embed_tokens, segment_embed: Optional[nn.Embedding] = None,
                 return_fc=False):
        super().__init__(args, dictionary, embed_tokens, return_fc=return_fc)
        self.segment_embed = segment_embed

    # K-BERT embedding layer: the soft-position embedding.
    def soft_position_embedding(self, soft_positions: Tensor) -> Tensor:
        """fairseq's positional table read at the tree's soft positions (fairseq position ids; pads at
        padding_idx embed to 0 / are masked). Both fairseq tables are read directly: their forwards
        compute their own positions (sinusoidal) or refuse given ones while they have a padding_idx
        (learned)."""
        pe = self.embed_positions
        if hasattr(pe, "weights"):  # SinusoidalPositionalEmbedding: a fixed table, grown on demand
            if soft_positions.max() >= pe.weights.size(0):
                pe.weights = pe.get_embedding(int(soft_positions.max()) + 1, pe.embedding_dim,
                                              pe.padding_idx).to(pe.weights)
            return pe.weights.index_select(0, soft_positions.reshape(-1)).view(*soft_positions.shape, -1).detach()
        # LearnedPositionalEmbedding (--encoder-learned-pos): its trained rows, pad row kept at 0
        if soft_positions.max() >= pe.num_embeddings:
            raise ValueError(f"K-BERT soft position {int(soft_positions.max()) - pe.padding_idx - 1} is beyond the "
                             f"learned position table ({pe.max_positions} positions, --max-source-positions)")
        return F.embedding(soft_positions, pe.weight, pe.padding_idx)

    # K-BERT embedding layer (token + soft-position + segment embedding) and mask-transformer
    # (softmax(Q K^T / sqrt(d) + M) V in every layer).
    def forward_kbert(self, src_tokens, src_lengths, token_embedding, soft_positions, visible, segments,
                      return_all_hiddens: bool = False):
        """fairseq's TransformerEncoder forward with soft positions, segment embeddings and a
        per-example visible matrix; ``token_embedding``: [B, T, C] (``embed_tokens(src_tokens)`` or
        what an input layer made of it)."""
        if self.segment_embed is not None and segments is None:
            raise ValueError("this K-BERT encoder has segment embeddings: it needs net_input['segments']")
        pad = src_tokens.eq(self.padding_idx)
        x = embed = self.embed_scale * token_embedding
        if self.embed_positions is not None:
            x = x + self.soft_position_embedding(soft_positions)
        if self.segment_embed is not None:
            x = x + self.segment_embed(segments)
        if self.layernorm_embedding is not None:
            x = self.layernorm_embedding(x)
        x = self.dropout_module(x)
        x = x * (1 - pad.unsqueeze(-1).type_as(x))
        x = x.transpose(0, 1)
        # K-BERT mask-self-attention: one [T, T] mask per example and head
        attn_mask = visible_to_attn_mask(visible, self.layers[0].self_attn.num_heads, x.dtype)
        states = [x] if return_all_hiddens else []
        for layer in self.layers:
            x = layer(x, encoder_padding_mask=pad if pad.any() else None, attn_mask=attn_mask)
            if isinstance(x, tuple):
                x = x[0]
            if return_all_hiddens:
                states.append(x)
        if self.layer_norm is not None:
            x = self.layer_norm(x)
        return {"encoder_out": [x], "encoder_padding_mask": [pad], "encoder_embedding": [embed],
                "encoder_states": states, "fc_results": [], "src_tokens": [],
                "src_lengths": [src_lengths.reshape(-1, 1)] if src_lengths is not None else []}


class KBertClassificationHead(nn.Module):
    """K-BERT's classifier over the mask-transformer's output (its code's ``BertClassifier``, pooling
    "first"): the [CLS] state h_0 -> tanh(W_1 h_0 + b_1) -> W_2 (.) + b_2, the class scores."""

    def __init__(self, dim: int, num_classes: int, dropout: float = 0.0):
        super().__init__()
        self.dense = nn.Linear(dim, dim)
        self.dropout = nn.Dropout(dropout)
        self.out_proj = nn.Linear(dim, num_classes)

    # K-BERT classification: logits = W_2 tanh(W_1 h_[CLS] + b_1) + b_2
    def forward(self, features: Tensor) -> Tensor:
        """[B, T, C] encoder states (batch first) -> [B, classes] scores."""
        return self.out_proj(self.dropout(torch.tanh(self.dense(features[:, 0]))))


class KBertTaggingHead(nn.Module):
    """K-BERT's tagger (its code's ``BertTagger``): one linear layer over every token's state."""

    def __init__(self, dim: int, num_tags: int):
        super().__init__()
        self.out_proj = nn.Linear(dim, num_tags)

    # K-BERT NER: logits_t = W h_t + b for every token t
    def forward(self, features: Tensor) -> Tensor:
        """[B, T, C] -> [B, T, tags] scores."""
        return self.out_proj(features)
