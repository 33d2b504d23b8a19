"""SynGEC: the copy-augmented Transformer with syntax fusion, a syntax encoder and
differential fusion (the SynGEC paper's figure 2). Modules live in ``fairseq_syngec/modules``; this
file only wires them:

    embeddings -> semantic encoder (fairseq's TransformerEncoder layers, N2 = --encoder-layers)
               -> syn-fusion (eqs 4-12) -> syntax encoder (N1 = --syn-encoder-layers, eqs 13-15)
    (H_sem, H_syn) -> fusion (co-attention eqs 17-18, or addition) -> copy decoder
    R_D (eq 16) is returned in ``encoder_out["diff_reg"]`` for the criterion (eq 19).
The co-attention's W_v starts at zero, so a new model hands the decoder exactly the semantic
encoder's output (what the copy model's encoder computes); see ``modules/diff_fusion.py``.
"""

import logging

import torch.nn as nn
from fairseq.models import register_model, register_model_architecture
from fairseq.modules import LayerNorm

from fairseq_syngec.kernels.dispatch import KERNEL_CHOICES
from fairseq_syngec.models.copy_transformer import (
    CopyTransformerEncoder,
    CopyTransformerModel,
    copy_transformer,
    copy_transformer_big,
    copy_transformer_tiny,
    set_arch_defaults,
)
from fairseq_syngec.modules.diff_fusion import build_fusion, differential_regularizer
from fairseq_syngec.modules.syntactic_attention import SyntacticEncoderLayer
from fairseq_syngec.modules.syntax_fusion import MODES, SyntaxFusion

logger = logging.getLogger(__name__)

FUSION_FLAGS = {"coattn": "coattention", "add": "addition"}


@register_model("syngec_transformer")
class SynGECTransformerModel(CopyTransformerModel):
    """Copy-augmented Transformer whose encoder adds induced syntax (SynGEC)."""

    @staticmethod
    def add_args(parser):
        CopyTransformerModel.add_args(parser)
        parser.add_argument("--syntax-fusion-layers", type=int, metavar="N",
                            help="conv layers N of syn-fusion (eq 4; the paper's best is 3)")
        parser.add_argument("--syntax-conv-kernel", type=int, metavar="K",
                            help="kernel 2w+1 of the syn-fusion convolutions (odd)")
        parser.add_argument("--syntax-hidden-dim", type=int, metavar="D",
                            help="hidden size of the distance and height layers (eqs 5-6)")
        parser.add_argument("--syntax-mode", choices=MODES,
                            help="syntax fed to the syntax encoder: constituency only, dependency only, "
                                 "or their gated fusion (eqs 11-12)")
        parser.add_argument("--syntax-chunk-size", type=int, metavar="ROWS",
                            help="no effect, kept so that older command lines and checkpoints load: rows of "
                                 "the dependency distribution (eq 10) per chunk of its log-space path, which "
                                 "the model no longer takes")
        parser.add_argument("--syn-encoder-layers", type=int, metavar="N1",
                            help="layers of the syntax encoder (syntactic attention + FFN)")
        parser.add_argument("--syntax-row-dropout", type=float, metavar="Q",
                            help="probability q of zeroing a row of p_ij during training")
        parser.add_argument("--fusion", choices=sorted(FUSION_FLAGS),
                            help="how H_sem and H_syn are fused: co-attention (eqs 17-18) or addition")
        parser.add_argument("--load-copy-model-from", metavar="CHECKPOINT",
                            help="start from a trained copy_transformer checkpoint of the same dimensions and "
                                 "dictionary: its parameters (embeddings, semantic encoder, copy decoder) are "
                                 "loaded, the syntax modules start new (with co-attention fusion the new model "
                                 "computes what the copy model computes); read once, when training builds the "
                                 "model, and not again by fairseq-generate")
        parser.add_argument("--syntax-kernel", choices=KERNEL_CHOICES,
                            help="the syntactic attention's implementation (eq 15): the fused Triton kernel "
                                 "(triton; CUDA only), the PyTorch reference (reference), or the kernel when "
                                 "the inputs are on CUDA and Triton imports (auto, the default)")

    @classmethod
    def build_model(cls, args, task):
        syngec_transformer(args)
        model = super().build_model(args, task)
        path = getattr(args, "load_copy_model_from", None)
        if path:
            load_copy_parameters(model, path)
            # the loaded parameters are saved in this model's checkpoints: a model rebuilt from one of them
            # (fairseq-generate, a resumed training) must not need the copy checkpoint again
            args.load_copy_model_from = None
        return model

    @classmethod
    def build_encoder(cls, args, src_dict, embed_tokens):
        return SynGECEncoder(args, src_dict, embed_tokens)


SYNTAX_PREFIXES = ("encoder.syntax_fusion.", "encoder.syntax_layers.", "encoder.syntax_layer_norm.",
                   "encoder.fusion.")


def load_copy_parameters(model: nn.Module, path: str) -> None:
    """Load a copy_transformer checkpoint's parameters into a SynGEC model: every one of its tensors must
    have a place of the same shape in ``model``, and only the syntax modules (``SYNTAX_PREFIXES``) may be
    left out; otherwise a ValueError names the checkpoint and the first keys that do not fit."""
    from fairseq_syngec.compat import read_checkpoint  # the allowlisted, weights-only reader

    state = read_checkpoint(path).get("model")
    if not isinstance(state, dict):
        raise ValueError(f"--load-copy-model-from {path}: no model parameters in this checkpoint")
    own = model.state_dict()
    unknown = [k for k in state if k not in own]
    shapes = [f"{k} {tuple(state[k].shape)} (this model: {tuple(own[k].shape)})"
              for k in state if k in own and state[k].shape != own[k].shape]
    missing = [k for k in own if k not in state and not k.startswith(SYNTAX_PREFIXES)]
    for what, keys in (("parameters this model does not have", unknown), ("shapes that differ", shapes),
                       ("parameters of the copy model it lacks", missing)):
        if keys:
            raise ValueError(f"--load-copy-model-from {path}: {len(keys)} {what}, e.g. {', '.join(keys[:3])} "
                             "(it must be a copy_transformer of the same dimensions, trained on this dictionary)")
    nn.Module.load_state_dict(model, state, strict=False)
    new = sum(v.numel() for k, v in own.items() if k not in state)
    logger.info(f"loaded {len(state)} tensors of the copy model {path}; {new:,} syntax parameters start new")


class SynGECEncoder(CopyTransformerEncoder):
    """Semantic encoder (fairseq's layers) + syn-fusion + syntax encoder + fusion."""

    def __init__(self, args, dictionary, embed_tokens, return_fc=False):
        super().__init__(args, dictionary, embed_tokens, return_fc=return_fc)
        dim = args.encoder_embed_dim
        self.syntax_fusion = SyntaxFusion(
            dim, args.syntax_fusion_layers, args.syntax_conv_kernel, args.syntax_hidden_dim or dim,
            args.syntax_mode, chunk_size=getattr(args, "syntax_chunk_size", None),  # older checkpoints: None
        )
        self.syntax_layers = nn.ModuleList(
            SyntacticEncoderLayer(
                dim, args.encoder_ffn_embed_dim, args.encoder_attention_heads, dropout=args.dropout,
                attention_dropout=args.attention_dropout, activation_dropout=args.activation_dropout,
                normalize_before=args.encoder_normalize_before, row_dropout=args.syntax_row_dropout,
                activation_fn=args.activation_fn,
                kernel=getattr(args, "syntax_kernel", None) or "auto",  # older checkpoints: auto
            )
            for _ in range(args.syn_encoder_layers)
        )
        self.syntax_layer_norm = LayerNorm(dim) if args.encoder_normalize_before else None
        self.fusion = build_fusion(FUSION_FLAGS[args.fusion], dim)

    def forward(self, src_tokens, src_lengths=None, return_all_hiddens: bool = False, token_embeddings=None):
        # the semantic encoder; its first "state" is the embedded input the syntax encoder reads too
        out = super().forward(src_tokens, src_lengths, True, token_embeddings)
        embedded = out["encoder_states"][0]
        if not return_all_hiddens:
            out["encoder_states"] = []
        pad = out["encoder_padding_mask"][0]
        syntax = self.syntax_fusion(out["encoder_embedding"][0], pad)  # from the word embeddings S_0
        h_syn = embedded
        for layer in self.syntax_layers:
            h_syn = layer(h_syn, pad, syntax["p_fuse"])
        if self.syntax_layer_norm is not None:
            h_syn = self.syntax_layer_norm(h_syn)
        h_sem = out["encoder_out"][0]
        diff_reg, distance = differential_regularizer(h_sem, h_syn, pad)
        out["encoder_out"] = [self.fusion(h_sem, h_syn, pad)]
        out["diff_reg"], out["syntax_distance"] = [diff_reg], [distance]
        return out

    def induce_syntax(self, src_tokens):
        """The syn-fusion outputs (p_const, p_dep, p_fuse, gate, tau, delta) for a batch, for
        inspection (``scripts/gec/induce_syntax.py``)."""
        pad = src_tokens.eq(self.padding_idx)
        _, embed = self.forward_embedding(src_tokens)
        return self.syntax_fusion(embed, pad)


@register_model_architecture("syngec_transformer", "syngec_transformer")
def syngec_transformer(args):
    """Copy-Augmented Transformer (base) defaults plus the paper's best syntax settings (N = 3,
    fused syntax, co-attention). The paper's hyper-parameter table was not available: N1 = 3 and q = 0.1
    are ours."""
    set_arch_defaults(args, syntax_fusion_layers=3, syntax_conv_kernel=3, syntax_hidden_dim=None,
                  syntax_mode="fused", syntax_chunk_size=None, syn_encoder_layers=3, syntax_row_dropout=0.1,
                  fusion="coattn", syntax_kernel="auto")
    copy_transformer(args)


@register_model_architecture("syngec_transformer", "syngec_transformer_base")
def syngec_transformer_base(args):
    syngec_transformer(args)


@register_model_architecture("syngec_transformer", "syngec_transformer_tiny")
def syngec_transformer_tiny(args):
    set_arch_defaults(args, syn_encoder_layers=1)
    copy_transformer_tiny(args)
    syngec_transformer(args)


@register_model_architecture("syngec_transformer", "syngec_transformer_big")
def syngec_transformer_big(args):
    copy_transformer_big(args)
    syngec_transformer(args)
