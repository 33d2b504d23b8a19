"""K-BERT (Liu et al., "K-BERT: Enabling Language Representation with Knowledge Graph", AAAI 2020) for the
``kbert_classification`` and ``kbert_ner`` tasks: a BERT-style encoder over the flattened sentence tree
that the task builds, and a classification or tagging head.

Wiring only: the embedding layer (token + soft-position + segment embeddings, layer norm) and the
mask-transformer are ``fairseq_syngec.modules.kbert.MaskTransformerEncoder`` (the code FA-TR's
``--knowledge-injection kbert`` runs too), the heads ``KBertClassificationHead`` / ``KBertTaggingHead``.
BERT's choices (Devlin et al., NAACL 2019): learned positions, no embedding scaling, layer norm on the
embeddings, post-norm layers, GELU, N(0, 0.02) initialisation (fairseq's ``init_bert_params``).
Trained from scratch, or from a BERT checkpoint in UER's format (``--init-from-bert``: ``bert_init.py``); with
``--kg none`` it is the same model without
knowledge (every tree is the sentence itself, soft positions are positions, everything visible).
"""

import os

import torch.nn as nn
from fairseq import utils
from fairseq.models import BaseFairseqModel, register_model, register_model_architecture
from fairseq.models.transformer import Embedding, base_architecture as transformer_defaults
from fairseq.modules.transformer_sentence_encoder import init_bert_params

from fairseq_syngec.models.copy_transformer import set_arch_defaults
from fairseq_syngec.modules.kbert import KBertClassificationHead, KBertTaggingHead, MaskTransformerEncoder


@register_model("kbert")
class KBertModel(BaseFairseqModel):
    """Encoder + head; ``forward`` returns class scores [B, classes] (``kbert_classification``) or tag scores
    [B, T, tags] (``kbert_ner``)."""

    def __init__(self, args, encoder: MaskTransformerEncoder, head: nn.Module, token_level: bool):
        super().__init__()
        self.args, self.encoder, self.head, self.token_level = args, encoder, head, token_level

    @staticmethod
    def add_args(parser):
        parser.add_argument("--encoder-layers", type=int, metavar="N", help="mask-transformer layers")
        parser.add_argument("--encoder-embed-dim", type=int, metavar="N", help="hidden size")
        parser.add_argument("--encoder-ffn-embed-dim", type=int, metavar="N", help="feed-forward inner size")
        parser.add_argument("--encoder-attention-heads", type=int, metavar="N", help="attention heads")
        parser.add_argument("--dropout", type=float, metavar="D", help="dropout probability")
        parser.add_argument("--attention-dropout", type=float, metavar="D", help="dropout of the attention weights")
        parser.add_argument("--activation-dropout", type=float, metavar="D", help="dropout after the FFN activation")
        parser.add_argument("--activation-fn", choices=utils.get_available_activation_fns(),
                            help="FFN activation (BERT: gelu)")
        parser.add_argument("--pooler-dropout", type=float, metavar="D",
                            help="dropout between the classification head's two layers (K-BERT's code: none)")
        parser.add_argument("--encoder-normalize-before", action="store_true",
                            help="pre-norm layers (BERT and K-BERT: post-norm)")
        parser.add_argument("--init-from-bert", metavar="CKPT",
                            help="start from a BERT checkpoint in UER's PyTorch format (K-BERT's google_model.bin); "
                                 "needs --bert-vocab (see fairseq_syngec/models/bert_init.py)")
        parser.add_argument("--bert-vocab", metavar="VOCAB", help="the vocab.txt of --init-from-bert")

    @classmethod
    def build_model(cls, args, task):
        kbert_base(args)
        if not hasattr(task, "labels") or not hasattr(task, "token_level"):
            raise ValueError("--arch kbert goes with --task kbert_classification or --task kbert_ner")
        args.max_source_positions = task.max_positions()
        dictionary = task.source_dictionary
        dim = args.encoder_embed_dim
        embed_tokens = Embedding(len(dictionary), dim, dictionary.pad())
        # segment embedding, BERT's: sentence A (0) / sentence B (1), both rows learned
        encoder = MaskTransformerEncoder(args, dictionary, embed_tokens, segment_embed=nn.Embedding(2, dim))
        head = (KBertTaggingHead(dim, len(task.labels)) if task.token_level
                else KBertClassificationHead(dim, len(task.labels), args.pooler_dropout))
        model = cls(args, encoder, head, task.token_level)
        model.apply(init_bert_params)
        if getattr(args, "init_from_bert", None):
            from fairseq_syngec.models.bert_init import init_from_uer

            if not getattr(args, "bert_vocab", None):
                raise ValueError("--init-from-bert needs --bert-vocab (the checkpoint's vocab.txt)")
            for option, path in (("--init-from-bert", args.init_from_bert), ("--bert-vocab", args.bert_vocab)):
                if not os.path.isfile(path):
                    raise FileNotFoundError(f"{option} file not found: {path}")
            init_from_uer(model, args.init_from_bert, args.bert_vocab, dictionary)
        return model

    def forward(self, src_tokens, src_lengths, soft_positions, visible, segments):
        features = self.extract_features(src_tokens, src_lengths, soft_positions, visible, segments)
        return self.head(features)

    def extract_features(self, src_tokens, src_lengths, soft_positions, visible, segments):
        """The mask-transformer's output, [B, T, C]."""
        out = self.encoder.forward_kbert(src_tokens, src_lengths, self.encoder.embed_tokens(src_tokens),
                                         soft_positions, visible, segments)
        return out["encoder_out"][0].transpose(0, 1)

    def max_positions(self):
        return self.args.max_source_positions


@register_model_architecture("kbert", "kbert")
def kbert_base(args):
    """BERT-base's shape (12 layers, 768, 12 heads), the model K-BERT fine-tunes."""
    set_arch_defaults(
        args, encoder_layers=12, encoder_embed_dim=768, encoder_ffn_embed_dim=3072, encoder_attention_heads=12,
        dropout=0.1, attention_dropout=0.1, activation_dropout=0.0, activation_fn="gelu", pooler_dropout=0.0,
        encoder_normalize_before=False, encoder_learned_pos=True, layernorm_embedding=True, no_scale_embedding=True,
        share_all_embeddings=False, max_source_positions=256,
    )
    transformer_defaults(args)


@register_model_architecture("kbert", "kbert_base")
def kbert_base_arch(args):
    """The paper's model: BERT-base's shape."""
    kbert_base(args)


@register_model_architecture("kbert", "kbert_tiny")
def kbert_tiny(args):
    """BERT-Tiny's shape (2 layers, 128, 2 heads; Turc et al., "Well-Read Students Learn Better", 2019):
    trains on one CPU core in minutes (the tests, the measurement in experiments/kbert_kg.py)."""
    set_arch_defaults(args, encoder_layers=2, encoder_embed_dim=128, encoder_ffn_embed_dim=512,
                      encoder_attention_heads=2)
    kbert_base(args)
