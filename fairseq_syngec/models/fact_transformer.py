"""FA-TR (Gao et al.): a Transformer whose input layer fuses each source token embedding with the
document's fact description (eqs 3-5, ``fairseq_syngec/modules/fact_fusion.py``).

Use with ``--task fact_summarization`` (batches carry ``fact_tokens``). The facts are embedded
with the encoder's token embedding; the gated mix o_t replaces the token embedding, and
fairseq's encoder then scales it and adds the positions (eq 5), so everything after the input
layer is fairseq's TransformerEncoder/Decoder unchanged.

With ``--knowledge-injection kbert`` (K-BERT, Liu et al., AAAI 2020) the encoder input is the flattened
sentence tree: token embedding + the position table (sinusoidal or ``--encoder-learned-pos``) read
at the soft positions + a segment embedding of the branch tokens (``--kbert-segment-embeddings``,
on by default), and every self-attention layer gets the visible matrix as its attention mask.
"""

import argparse
from typing import Optional

import torch
from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import Embedding, TransformerModel, base_architecture
from torch import Tensor

from fairseq_syngec.models.copy_transformer import set_arch_defaults
from fairseq_syngec.modules.fact_fusion import ALIGNMENTS, FactAwareInput
from fairseq_syngec.modules.kbert import MaskTransformerEncoder


@register_model("fact_transformer")
class FactTransformerModel(TransformerModel):
    """Transformer with the FA-TR fact-aware input layer."""

    @staticmethod
    def add_args(parser):
        TransformerModel.add_args(parser)
        parser.add_argument("--fact-alignment", choices=ALIGNMENTS + ("none",),
                            help="how r_t is paired with x_t: by index as the paper does (position), or as "
                                 "an attention of x_t over the fact tokens (attention); none: no FA-TR input "
                                 "layer (e.g. K-BERT injection alone)")
        parser.add_argument("--fact-gate-hidden", type=int, metavar="N",
                            help="hidden size of the gate MLP of eq 3 (default: the embedding size; 0: one "
                                 "linear layer)")
        parser.add_argument("--kbert-segment-embeddings", action=argparse.BooleanOptionalAction,
                            help="with --knowledge-injection kbert: add a learned segment embedding to the "
                                 "branch (knowledge) tokens, segment 1 as in the original K-BERT; sentence "
                                 "tokens (segment 0) get none, so a source without knowledge is encoded as "
                                 "without K-BERT (default: on; --no-kbert-segment-embeddings: off)")

    @classmethod
    def build_model(cls, args, task):
        fact_transformer(args)
        # the task builds the K-BERT sentence trees; the encoder must use their positions and mask
        # (kept in the checkpoint's args, so generation rebuilds the same encoder)
        if getattr(getattr(task, "cfg", None), "knowledge_injection", "none") == "kbert":
            args.kbert_encoder = True
        return super().build_model(args, task)

    @classmethod
    def build_encoder(cls, args, src_dict, embed_tokens):
        return FactTransformerEncoder(args, src_dict, embed_tokens)

    def forward(self, src_tokens, src_lengths, prev_output_tokens, fact_tokens: Optional[Tensor] = None,
                soft_positions: Optional[Tensor] = None, visible: Optional[Tensor] = None,
                segments: Optional[Tensor] = None, return_all_hiddens: bool = True,
                features_only: bool = False, alignment_layer: Optional[int] = None,
                alignment_heads: Optional[int] = None):
        encoder_out = self.encoder(src_tokens, src_lengths=src_lengths, fact_tokens=fact_tokens,
                                   soft_positions=soft_positions, visible=visible, segments=segments,
                                   return_all_hiddens=return_all_hiddens)
        return self.decoder(prev_output_tokens, encoder_out=encoder_out, features_only=features_only,
                            alignment_layer=alignment_layer, alignment_heads=alignment_heads,
                            src_lengths=src_lengths, return_all_hiddens=return_all_hiddens)


class FactTransformerEncoder(MaskTransformerEncoder):
    """fairseq's encoder with the FA-TR input layer in front (unless ``--fact-alignment none``), and
    with K-BERT's soft positions, segment embeddings and mask-self-attention when the task injects
    knowledge (``MaskTransformerEncoder.forward_kbert``, shared with the ``kbert`` model). Also returns
    the gate values (``encoder_out["fact_gate"]``, [B, T, C]) for inspection."""

    def __init__(self, args, dictionary, embed_tokens, return_fc=False):
        super().__init__(args, dictionary, embed_tokens, return_fc=return_fc)
        alignment = getattr(args, "fact_alignment", "position")
        self.fact_input = (None if alignment == "none" else
                           FactAwareInput(embed_tokens.embedding_dim, alignment, args.fact_gate_hidden))
        self.kbert = getattr(args, "kbert_encoder", False)
        # K-BERT segment embedding: row 1 for branch tokens; row 0 (sentence tokens) stays 0
        self.segment_embed = (Embedding(2, embed_tokens.embedding_dim, padding_idx=0)
                              if self.kbert and getattr(args, "kbert_segment_embeddings", True) else None)

    def forward(self, src_tokens, src_lengths: Optional[Tensor] = None, fact_tokens: Optional[Tensor] = None,
                soft_positions: Optional[Tensor] = None, visible: Optional[Tensor] = None,
                segments: Optional[Tensor] = None, return_all_hiddens: bool = False,
                token_embeddings: Optional[Tensor] = None):
        x = self.embed_tokens(src_tokens) if token_embeddings is None else token_embeddings
        gate = None
        if self.fact_input is not None:
            if fact_tokens is None:
                raise ValueError("fact_transformer needs the document facts (net_input['fact_tokens']): use "
                                 "--task fact_summarization")
            fused = self.fact_input(x, src_tokens.eq(self.padding_idx), self.embed_tokens(fact_tokens),
                                    fact_tokens.eq(self.padding_idx))
            x, gate = fused["out"], fused["gate"]
        if self.kbert:
            if soft_positions is None or visible is None:
                raise ValueError("this fact_transformer was trained with K-BERT injection: use --task "
                                 "fact_summarization --knowledge-injection kbert")
            if self.segment_embed is not None and segments is None:
                raise ValueError("this fact_transformer has K-BERT segment embeddings: it needs "
                                 "net_input['segments'] (--task fact_summarization --knowledge-injection kbert)")
            out = self.forward_kbert(src_tokens, src_lengths, x, soft_positions, visible, segments,
                                     return_all_hiddens)
        else:
            out = super().forward(src_tokens, src_lengths, return_all_hiddens, token_embeddings=x)
        out["fact_gate"] = [] if gate is None else [gate]
        return out

    def upgrade_state_dict_named(self, state_dict, name):
        """A K-BERT checkpoint from before segment embeddings has no ``segment_embed``: give it a zero
        table, which encodes exactly as that checkpoint did (and can be fine-tuned)."""
        super().upgrade_state_dict_named(state_dict, name)
        key = f"{name}.segment_embed.weight" if name else "segment_embed.weight"
        if self.segment_embed is not None and key not in state_dict:
            state_dict[key] = torch.zeros_like(self.segment_embed.weight)
        return state_dict

    def reorder_encoder_out(self, encoder_out, new_order):
        new = super().reorder_encoder_out(encoder_out, new_order)
        new["fact_gate"] = [g.index_select(0, new_order) for g in encoder_out.get("fact_gate", [])]
        return new


@register_model_architecture("fact_transformer", "fact_transformer")
def fact_transformer(args):
    """FA-TR defaults: fairseq's transformer (6+6 layers, 8 heads, d = 512), paper's alignment."""
    set_arch_defaults(args, fact_alignment="position", fact_gate_hidden=None, kbert_segment_embeddings=True)
    base_architecture(args)


@register_model_architecture("fact_transformer", "fact_transformer_base")
def fact_transformer_base(args):
    """The paper's model: 6+6 layers, 8 heads, d = 512 (fairseq's transformer base)."""
    fact_transformer(args)


@register_model_architecture("fact_transformer", "fact_transformer_tiny")
def fact_transformer_tiny(args):
    """Small enough to train on two CPU cores in minutes (the example and the tests)."""
    set_arch_defaults(
        args,
        encoder_embed_dim=256, encoder_ffn_embed_dim=1024, encoder_attention_heads=4, encoder_layers=3,
        decoder_embed_dim=256, decoder_ffn_embed_dim=1024, decoder_attention_heads=4, decoder_layers=3,
        share_all_embeddings=True,
    )
    fact_transformer(args)
