"""Copy-Augmented Transformer (Zhao et al., NAACL 2019) on fairseq's Transformer.

The encoder is fairseq's TransformerEncoder; it passes the (marker-mapped) source tokens on to
the decoder. The decoder is fairseq's TransformerDecoder plus a copy head: its output is the log
of the mixed distribution over the ordinary vocabulary and the source position markers (-inf for
ids without mass; under autograd, i.e. in training, clamped at log 1e-10 in the same pass), playing
the part of fairseq's logits. ``get_normalized_probs`` returns it clamped as it is when it is still
the decoder's output, and otherwise (fairseq's ``--temperature T`` divided it: p^(1/T)) its
log_softmax clamped at log 1e-10, so fairseq's stock criteria and ``SequenceGenerator`` work unchanged."""

import logging
from typing import Any, Dict, List, Optional

import torch
import torch.nn as nn
from fairseq import utils
from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import (
    TransformerDecoder,
    TransformerEncoder,
    TransformerModel,
    base_architecture,
    transformer_vaswani_wmt_en_de_big,
)
from torch import Tensor

from fairseq_syngec.data.copy_dictionary import CopyDictionary
from fairseq_syngec.kernels.dispatch import KERNEL_CHOICES
from fairseq_syngec.modules.copy_head import LOG_CLAMP, CopyHead, copy_log_probs, normalized_log_probs

logger = logging.getLogger(__name__)

# encoder outputs handed on to the criterion through the decoder's extra dict
AUX_ENCODER_OUTPUTS = ("edit_logits", "diff_reg", "syntax_distance")


class UnkMappedEmbedding(nn.Embedding):
    """Embedding of the ordinary vocabulary; position markers and any id beyond the table
    (source words added to the dictionary at inference) are embedded as ``<unk>``: the
    positional embedding, not the marker, tells the model where the word is."""

    def __init__(self, num_embeddings, embedding_dim, padding_idx, unk_idx):
        super().__init__(num_embeddings, embedding_dim, padding_idx=padding_idx)
        self.unk_idx = unk_idx
        nn.init.normal_(self.weight, mean=0, std=embedding_dim**-0.5)
        nn.init.constant_(self.weight[padding_idx], 0)

    def forward(self, tokens):
        return super().forward(tokens.masked_fill(tokens >= self.num_embeddings, self.unk_idx))


def map_extended_to_markers(src_tokens: Tensor, dictionary: CopyDictionary) -> Tensor:
    """Ids beyond the marker block (words added to the dictionary at inference) become the
    marker of their 0-based position among the non-pad tokens, or ``<unk>`` past the last one."""
    limit = dictionary.first_marker + dictionary.num_markers
    if len(dictionary) <= limit:  # nothing was added (always so in training): no tensor work, no sync
        return src_tokens
    extended = src_tokens >= limit
    nonpad = src_tokens.ne(dictionary.pad())
    position = nonpad.long().cumsum(dim=1) - 1  # works for left- and right-padded batches
    marker = torch.where(
        position < dictionary.num_markers,
        dictionary.first_marker + position,
        torch.full_like(position, dictionary.unk()),
    )
    return torch.where(extended, marker, src_tokens)


@register_model("copy_transformer")
class CopyTransformerModel(TransformerModel):
    """Transformer with a copy head. Needs the ``gec`` task's joined CopyDictionary."""

    @staticmethod
    def add_args(parser):
        TransformerModel.add_args(parser)
        parser.add_argument("--copy-attention-heads", type=int, metavar="N",
                            help="heads of the copy attention (Zhao et al. use 1)")
        parser.add_argument("--copy-attention-dropout", type=float, metavar="D",
                            help="dropout on the copy attention weights that feed the copy mixture, in "
                                 "training (Zhao et al.'s code: 0.2; default 0)")
        parser.add_argument("--edit-label-head", action="store_true",
                            help="add the token-level edit-label head (set by --task gec --edit-labels; "
                                 "kept in the checkpoint so that generation rebuilds it)")
        parser.add_argument("--copy-kernel", choices=KERNEL_CHOICES,
                            help="the copy mixture's implementation: the fused Triton kernel (triton; CUDA "
                                 "only), the PyTorch reference (reference), or the kernel when the inputs "
                                 "are on CUDA and Triton imports (auto, the default)")

    @classmethod
    def build_model(cls, args, task):
        copy_transformer(args)
        src_dict, tgt_dict = task.source_dictionary, task.target_dictionary
        if not isinstance(src_dict, CopyDictionary) or src_dict is not tgt_dict:
            raise ValueError(
                f"--arch {args.arch} needs one dictionary shared by source and target, with "
                "position markers: use --task gec on data made by fairseq-preprocess --joined-dictionary"
            )
        if getattr(task.cfg, "edit_labels", False):
            args.edit_label_head = True
        model = super().build_model(args, task)
        if getattr(args, "edit_label_head", False):  # Zhao et al. 2019 token-level labelling head
            model.encoder.edit_label_head = nn.Linear(args.encoder_embed_dim, 1)
        return model

    @classmethod
    def build_embedding(cls, args, dictionary, embed_dim, path=None):
        if path:
            raise ValueError("pretrained embedding files are not supported by copy_transformer")
        return UnkMappedEmbedding(dictionary.first_marker, embed_dim, dictionary.pad(), dictionary.unk())

    @classmethod
    def build_encoder(cls, args, src_dict, embed_tokens):
        return CopyTransformerEncoder(args, src_dict, embed_tokens)

    @classmethod
    def build_decoder(cls, args, tgt_dict, embed_tokens):
        return CopyTransformerDecoder(args, tgt_dict, embed_tokens)


class CopyTransformerEncoder(TransformerEncoder):
    """fairseq's encoder; also hands the source tokens to the decoder (``encoder_out["src_tokens"]``,
    which fairseq's ``reorder_encoder_out`` already reorders for beam search), and with the
    ``gec`` task's ``--edit-labels`` per-token edit logits (``encoder_out["edit_logits"]``, [B, S])."""

    def __init__(self, args, dictionary, embed_tokens, return_fc=False):
        super().__init__(args, dictionary, embed_tokens, return_fc=return_fc)
        self.edit_label_head: Optional[nn.Linear] = None  # set by build_model with --edit-labels

    def forward(self, src_tokens, src_lengths: Optional[Tensor] = None, return_all_hiddens: bool = False,
                token_embeddings: Optional[Tensor] = None):
        src_tokens = map_extended_to_markers(src_tokens, self.dictionary)
        out = super().forward(src_tokens, src_lengths, return_all_hiddens, token_embeddings)
        out["src_tokens"] = [src_tokens]
        if self.edit_label_head is not None:
            out["edit_logits"] = [self.edit_label_head(out["encoder_out"][0]).squeeze(-1).transpose(0, 1)]
        return out


class CopyTransformerDecoder(TransformerDecoder):
    """fairseq's decoder with a copy head on its final state (Zhao et al. 2019, section 3)."""

    def __init__(self, args, dictionary, embed_tokens, no_encoder_attn=False):
        super().__init__(args, dictionary, embed_tokens, no_encoder_attn=no_encoder_attn)
        self.num_types = len(dictionary)  # ordinary symbols + position markers, fixed at build
        self.num_gen_types = dictionary.first_marker
        if not self.share_input_output_embed:  # the generator covers the ordinary vocabulary only
            self.output_projection = nn.Linear(self.output_embed_dim, self.num_gen_types, bias=False)
            nn.init.normal_(self.output_projection.weight, mean=0, std=self.output_embed_dim**-0.5)
        self.copy_head = CopyHead(
            self.output_embed_dim, args.encoder_embed_dim, getattr(args, "copy_attention_heads", 1),
            attention_dropout=getattr(args, "copy_attention_dropout", None) or 0.0,  # older checkpoints: none
        )
        self.copy_kernel = getattr(args, "copy_kernel", None) or "auto"  # older checkpoints: auto

    def forward(
        self,
        prev_output_tokens,
        encoder_out: Optional[Dict[str, List[Tensor]]] = None,
        incremental_state: Optional[Dict[str, Dict[str, Optional[Tensor]]]] = None,
        features_only: bool = False,
        full_context_alignment: bool = False,
        alignment_layer: Optional[int] = None,
        alignment_heads: Optional[int] = None,
        src_lengths: Optional[Any] = None,
        return_all_hiddens: bool = False,
    ):
        x, extra = self.extract_features(
            prev_output_tokens,
            encoder_out=encoder_out,
            incremental_state=incremental_state,
            full_context_alignment=full_context_alignment,
            alignment_layer=alignment_layer,
            alignment_heads=alignment_heads,
        )
        for key in AUX_ENCODER_OUTPUTS:  # for the criteria (reorder_encoder_out drops them at inference)
            if encoder_out is not None and key in encoder_out:
                extra[key] = encoder_out[key][0]
        if features_only:
            return x, extra
        return self.copy_output(x, encoder_out, incremental_state, extra), extra

    def copy_output(self, x, encoder_out, incremental_state, extra):
        """The mixture as log p(y) [B, T, num_types] (fp32; -inf for ids without mass) from decoder
        features x [B, T, C], by the fused copy kernel or its reference (``--copy-kernel``). This is
        the decoder's "logits": fairseq's ``--temperature`` divides it, ``get_normalized_probs``
        normalises it."""
        if encoder_out is None or len(encoder_out.get("src_tokens", [])) == 0:
            raise ValueError("copy_transformer's decoder needs encoder_out with src_tokens")
        copy_attn, gate_logit = self.copy_head(
            x,
            encoder_out["encoder_out"][0],
            encoder_out["encoder_padding_mask"][0] if len(encoder_out["encoder_padding_mask"]) > 0 else None,
            incremental_state,
        )
        extra["copy_attn"], extra["copy_alpha"] = copy_attn, torch.sigmoid(gate_logit)
        src_tokens = encoder_out["src_tokens"][0]
        # under autograd (training) the clamp at log 1e-10 is fused into the reference's output layer;
        # at inference the output stays unclamped, since --temperature divides it before normalising
        floor = LOG_CLAMP if torch.is_grad_enabled() else None
        log_p = copy_log_probs(x, self.output_projection.weight, copy_attn, gate_logit, src_tokens, self.num_types,
                               kernel=self.copy_kernel, floor=floor)
        extra[UNTEMPERED_KEY] = log_p[..., self.dictionary.eos()].detach().clone()
        extra[FLOORED_KEY] = floor is not None
        return log_p

    def get_normalized_probs(self, net_output, log_probs: bool, sample: Optional[Dict[str, Tensor]] = None):
        """log_softmax of the decoder output (log p_mix, divided by T under fairseq's ``--temperature``):
        the tempered mixture log(p^(1/T) / sum p^(1/T)), clamped at log 1e-10 (no -inf); p at T = 1.
        The output is log p already, so where it is still what the decoder returned (no temperature:
        training, scoring, T = 1) the log_softmax is skipped (see ``untempered``)."""
        if log_probs:
            untouched = self.untempered(net_output)  # one check (a host sync on GPUs) per call
            if untouched and net_output[1].get(FLOORED_KEY, False):
                return net_output[0]  # log p, clamped already (training)
            return normalized_log_probs(net_output[0], normalized=untouched)
        return utils.softmax(net_output[0].float(), dim=-1)

    def untempered(self, net_output) -> bool:
        """True when the scores in ``net_output`` are this decoder's log p unchanged (the last steps of
        it, as SequenceGenerator slices them): every row's log p(<eos>), finite and below 0, is still
        what the decoder saved. x / T == x for such an x only when T = 1, so fairseq's ``--temperature``
        (the one thing that rescales the decoder output before ``get_normalized_probs``) is caught. Any
        doubt (nothing saved, other shapes, p(<eos>) of 0 or 1): False, and the log_softmax runs."""
        extra = net_output[1] if len(net_output) > 1 else None
        if not isinstance(extra, dict) or UNTEMPERED_KEY not in extra:
            return False
        scores, saved = net_output[0], extra[UNTEMPERED_KEY]
        if scores.dim() != 3 or saved.dim() != 2 or saved.size(0) != scores.size(0) or saved.size(1) < scores.size(1):
            return False
        saved = saved[:, saved.size(1) - scores.size(1):]
        now = scores[..., self.dictionary.eos()]
        return bool(((now == saved) & (saved < 0) & torch.isfinite(saved)).all())


# extra[UNTEMPERED_KEY]: the decoder's log p(<eos>) [B, T], to tell its output from one divided by a temperature
UNTEMPERED_KEY = "copy_log_p_eos"
FLOORED_KEY = "copy_floored"  # extra[FLOORED_KEY]: the output is clamped at log 1e-10 already


def set_arch_defaults(args, **defaults):
    """Set each attribute of ``args`` not set yet (what fairseq's architecture functions do)."""
    for k, v in defaults.items():
        setattr(args, k, getattr(args, k, v))


@register_model_architecture("copy_transformer", "copy_transformer")
def copy_transformer(args):
    """Copy-Augmented Transformer defaults: transformer base with pre-norm layers, shared embeddings, one copy
    head. Pre-norm (layer norm before each sub-layer: Xiong et al., "On Layer Normalization in the Transformer
    Architecture", ICML 2020): at 6 + 6 post-norm layers the copy model fell into copying uniformly from the
    source (decoder states alike at every position, outputs one piece repeated) at learning rates stock
    ``transformer`` trains at (benchmarks/RESULTS.md, "The copy model that did not learn")."""
    set_arch_defaults(args, copy_attention_heads=1, copy_attention_dropout=0.0, share_all_embeddings=True,
                      copy_kernel="auto", encoder_normalize_before=True, decoder_normalize_before=True)
    base_architecture(args)


@register_model_architecture("copy_transformer", "copy_transformer_base")
def copy_transformer_base(args):
    copy_transformer(args)


@register_model_architecture("copy_transformer", "copy_transformer_tiny")
def copy_transformer_tiny(args):
    """Small enough to train on two CPU cores in minutes (the demo and the tests): 3 + 3 layers of 256.
    Post-norm: at this depth it learns at the CPU recipes' learning rates (benchmarks/RESULTS.md, "The copy
    model that did not learn")."""
    set_arch_defaults(args, encoder_normalize_before=False, decoder_normalize_before=False)
    set_arch_defaults(
        args,
        encoder_embed_dim=256, encoder_ffn_embed_dim=1024, encoder_attention_heads=4, encoder_layers=3,
        decoder_embed_dim=256, decoder_ffn_embed_dim=1024, decoder_attention_heads=4, decoder_layers=3,
    )
    copy_transformer(args)


@register_model_architecture("copy_transformer", "copy_transformer_big")
def copy_transformer_big(args):
    """transformer_vaswani_wmt_en_de_big with pre-norm layers (see ``copy_transformer``) and one copy head."""
    set_arch_defaults(args, copy_attention_heads=1, copy_attention_dropout=0.0, share_all_embeddings=True,
                      copy_kernel="auto", encoder_normalize_before=True, decoder_normalize_before=True)
    transformer_vaswani_wmt_en_de_big(args)
