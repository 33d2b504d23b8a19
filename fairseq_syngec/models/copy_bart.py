"""The copy model and SynGEC on fairseq's BART: architectures ``copy_bart_*`` / ``syngec_bart_*``
and ``--pretrained-bart PATH/model.pt``.

The encoder and decoder are the copy model's (``copy_transformer``: fairseq's Transformer plus a
copy head; ``syngec_transformer``: plus syntax fusion, syntax encoder and fusion) with the
hyper-parameters of fairseq's ``bart_base`` / ``bart_large`` (learned positions,
``layernorm_embedding``, GELU, post-norm, unscaled and shared embeddings; ``*_mbart_*``: mBART's
pre-norm layers and scaled embeddings), so a BART checkpoint's tensors load under their own names
(``fairseq_syngec/models/pretrained_bart.py``). The copy head and
the syntax modules are new and start from their own initialisation. Only the first build loads
BART: the flag is then cleared from the model's arguments, so the checkpoints of the run (and
fairseq-generate, the Python API) rebuild the model without reading the BART file again.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.bart import (
    bart_base_architecture,
    bart_large_architecture,
    mbart_base_architecture,
    mbart_large_architecture,
)

from fairseq_syngec.models.copy_transformer import CopyTransformerModel, copy_transformer, set_arch_defaults
from fairseq_syngec.models.pretrained_bart import EMBEDDING_KEY, load_pretrained_bart
from fairseq_syngec.models.syngec_transformer import SynGECTransformerModel, syngec_transformer


class PretrainedBARTMixin:
    """``--pretrained-bart``: build the model, then load a fairseq BART checkpoint into it."""

    @staticmethod
    def add_bart_args(parser):
        parser.add_argument("--pretrained-bart", metavar="PATH",
                            help="initialise from this fairseq BART checkpoint (bart.base/model.pt, "
                                 "bart.large/model.pt; the data must be binarised with its dict.txt): its "
                                 "tensors are loaded, the copy head and syntax modules start fresh; the "
                                 "loaded, new and unused tensors are logged")

    @classmethod
    def build_model(cls, args, task):
        model = super().build_model(args, task)
        path = getattr(args, "pretrained_bart", None)
        if path:
            load_pretrained_bart(model, args, path, task.source_dictionary)
            # the weights now belong to the model: its checkpoints must not load BART again
            args.pretrained_bart = None
        return model

    def load_state_dict(self, state_dict, strict=True, model_cfg=None, args=None):
        if strict and EMBEDDING_KEY in state_dict and not any(k.startswith("decoder.copy_head.") for k in state_dict):
            raise ValueError(
                "this state dict has no copy head: it looks like a pre-trained BART, not a checkpoint of "
                f"{type(self).__name__}. Initialise from a BART with --pretrained-bart PATH/model.pt "
                "(--restore-file and --finetune-from-model load checkpoints of this same model)")
        return super().load_state_dict(state_dict, strict=strict, model_cfg=model_cfg, args=args)


@register_model("copy_bart")
class CopyBARTModel(PretrainedBARTMixin, CopyTransformerModel):
    """Copy-Augmented Transformer (Zhao et al. 2019) with BART's layout, initialised from BART."""

    @staticmethod
    def add_args(parser):
        CopyTransformerModel.add_args(parser)
        PretrainedBARTMixin.add_bart_args(parser)


@register_model("syngec_bart")
class SynGECBARTModel(PretrainedBARTMixin, SynGECTransformerModel):
    """SynGEC with BART's layout, initialised from BART."""

    @staticmethod
    def add_args(parser):
        SynGECTransformerModel.add_args(parser)
        PretrainedBARTMixin.add_bart_args(parser)


def tiny_bart_dims(args):
    """Small enough for tests on two CPU cores; a BART for it is fairseq's ``bart_base`` with the
    same overrides (``--encoder-embed-dim 64 --encoder-ffn-embed-dim 256 --encoder-attention-heads 4
    --encoder-layers 2`` and the decoder's)."""
    set_arch_defaults(
        args,
        encoder_embed_dim=64, encoder_ffn_embed_dim=256, encoder_attention_heads=4, encoder_layers=2,
        decoder_embed_dim=64, decoder_ffn_embed_dim=256, decoder_attention_heads=4, decoder_layers=2,
    )


def mbart_layout(args):
    """mBART's pre-norm layers (fairseq trains and fine-tunes it with --encoder-normalize-before
    --decoder-normalize-before, which ``mbart_large`` itself leaves to the command line)."""
    set_arch_defaults(args, encoder_normalize_before=True, decoder_normalize_before=True)


@register_model_architecture("copy_bart", "copy_bart_large")
def copy_bart_large(args):
    """fairseq's bart_large (12 + 12 layers, 1024 / 4096 / 16) plus one copy head."""
    bart_large_architecture(args)
    copy_transformer(args)


@register_model_architecture("copy_bart", "copy_bart_base")
def copy_bart_base(args):
    """fairseq's bart_base (6 + 6 layers, 768 / 3072 / 12) plus one copy head."""
    bart_base_architecture(args)
    copy_transformer(args)


@register_model_architecture("copy_bart", "copy_bart_tiny")
def copy_bart_tiny(args):
    tiny_bart_dims(args)
    copy_bart_large(args)


@register_model_architecture("copy_bart", "copy_mbart_large")
def copy_mbart_large(args):
    """fairseq's mbart_large (pre-norm, scaled embeddings; sentencepiece dictionary with language
    tokens) plus one copy head."""
    mbart_layout(args)
    mbart_large_architecture(args)
    copy_transformer(args)


@register_model_architecture("copy_bart", "copy_mbart_base")
def copy_mbart_base(args):
    mbart_layout(args)
    mbart_base_architecture(args)
    copy_transformer(args)


@register_model_architecture("syngec_bart", "syngec_bart_large")
def syngec_bart_large(args):
    """fairseq's bart_large plus the copy head and the syntax modules (syngec_transformer's defaults)."""
    bart_large_architecture(args)
    syngec_transformer(args)


@register_model_architecture("syngec_bart", "syngec_bart_base")
def syngec_bart_base(args):
    bart_base_architecture(args)
    syngec_transformer(args)


@register_model_architecture("syngec_bart", "syngec_bart_tiny")
def syngec_bart_tiny(args):
    tiny_bart_dims(args)
    set_arch_defaults(args, syn_encoder_layers=1)
    syngec_bart_large(args)


@register_model_architecture("syngec_bart", "syngec_mbart_large")
def syngec_mbart_large(args):
    mbart_layout(args)
    mbart_large_architecture(args)
    syngec_transformer(args)


@register_model_architecture("syngec_bart", "syngec_mbart_base")
def syngec_mbart_base(args):
    mbart_layout(args)
    mbart_base_architecture(args)
    syngec_transformer(args)
