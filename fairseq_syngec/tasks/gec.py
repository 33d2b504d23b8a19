"""Task ``gec``: fairseq's translation task for grammatical error correction with a copy model.

The copy mechanism scatters probability onto source token ids, so source and target must share
one dictionary. The dictionary is a :class:`CopyDictionary`: the ordinary symbols followed by
source position markers ``<unk-0> .. <unk-{M-1}>`` (see ``fairseq_syngec/data/copy_markers.py``).
"""

import logging
import os
from dataclasses import dataclass, field
from itertools import count

import torch
from fairseq import utils
from fairseq.data import data_utils, indexed_dataset
from fairseq.tasks import register_task
from fairseq.tasks.translation import TranslationConfig, TranslationTask

from fairseq_syngec.data.copy_markers import CopyDictionary
from fairseq_syngec.data.edit_labels import EditLabelDataset

logger = logging.getLogger(__name__)

DEFAULT_SOURCE_POSITION_MARKERS = 256


@dataclass
class GECConfig(TranslationConfig):
    restore_copied_unk: bool = field(
        default=True,
        metadata={"help": "at inference, replace each generated position marker <unk-i> by the "
                  "i-th source token (a copied out-of-vocabulary word keeps its surface form)"},
    )
    edit_labels: bool = field(
        default=False,
        metadata={"help": "derive a per-source-token 'changed' label from the source/target "
                  "alignment when batches are built (Zhao et al. 2019 token-level labelling); the "
                  "copy model then grows an edit-label head, trained with --edit-label-weight of "
                  "--criterion gec_label_smoothed_cross_entropy"},
    )
    shallow_aggressive_decoding: bool = field(
        default=False,
        metadata={"help": "at inference, decode greedily by Shallow Aggressive Decoding (Sun et al. 2021): "
                  "the source is the draft, verified in one parallel decoder pass per iteration and "
                  "re-drafted after the first disagreement; the output equals --beam 1 exactly, faster "
                  "when most of the input is kept. Needs --beam 1 and one model; no sampling, prefix "
                  "tokens, constraints, --no-repeat-ngram-size, --match-source-len or language model"},
    )
    sad_max_draft: int = field(
        default=8,
        metadata={"help": "with --shallow-aggressive-decoding: at most this many draft tokens verified per "
                  "decoder pass (0: the whole rest of the source, as Sun et al.); the output does not depend "
                  "on it. Longer drafts mean fewer passes but more wasted positions after an edit, which "
                  "costs little at batch size 1 and much in large CPU batches (benchmarks/sad_speed.py)"},
    )


@register_task("gec", dataclass=GECConfig)
class GECTask(TranslationTask):
    """Translation from erroneous to corrected text with one joined dictionary.

    Preprocess with ``fairseq-preprocess --user-dir fairseq_syngec --task gec --joined-dictionary``
    (so that the saved dictionary carries the position markers), then train with
    ``fairseq-train --user-dir fairseq_syngec --task gec --arch copy_transformer_tiny ...``.
    """

    cfg: GECConfig

    def __init__(self, cfg: GECConfig, src_dict, tgt_dict):
        if src_dict.symbols != tgt_dict.symbols:
            raise ValueError(
                f"task gec needs one dictionary for source and target, but dict.{cfg.source_lang}.txt "
                f"and dict.{cfg.target_lang}.txt in {cfg.data} differ ({len(src_dict)} vs "
                f"{len(tgt_dict)} symbols): the copy mechanism scatters onto source token ids. "
                "Rerun fairseq-preprocess with --joined-dictionary (or the same --srcdict and --tgtdict)."
            )
        super().__init__(cfg, src_dict, src_dict)

    @classmethod
    def load_dictionary(cls, filename):
        """Load a dictionary file and make sure it ends with the position markers."""
        return CopyDictionary.load(filename).init_markers(DEFAULT_SOURCE_POSITION_MARKERS)

    @classmethod
    def build_dictionary(cls, filenames, workers=1, threshold=-1, nwords=-1, padding_factor=8):
        """Build the dictionary as fairseq does, then move the position markers to its end."""
        d = super().build_dictionary(filenames, workers, threshold, nwords, padding_factor)
        return CopyDictionary.from_dictionary(d, DEFAULT_SOURCE_POSITION_MARKERS)

    def load_dataset(self, split, epoch=1, combine=False, **kwargs):
        paths = utils.split_paths(self.cfg.data)
        check_parallel_sizes(paths[(epoch - 1) % len(paths)], split, self.cfg.source_lang, self.cfg.target_lang,
                             self.src_dict, self.tgt_dict, self.cfg.dataset_impl, combine)
        super().load_dataset(split, epoch, combine, **kwargs)
        if self.cfg.edit_labels:
            self.datasets[split] = EditLabelDataset(self.datasets[split])

    def build_generator(self, models, args, seq_gen_cls=None, extra_gen_cls_kwargs=None, **kwargs):
        # From now on raw input lines are being encoded for inference (fairseq-interactive):
        # keep unknown words as new dictionary entries so the copy can restore them.
        self.src_dict.extend_oov = True
        if self.cfg.shallow_aggressive_decoding or getattr(args, "shallow_aggressive_decoding", False):
            max_draft = getattr(args, "sad_max_draft", None)
            max_draft = self.cfg.sad_max_draft if max_draft is None else max_draft
            return build_sad_generator(models, args, self.target_dictionary, extra_gen_cls_kwargs, max_draft=max_draft,
                                       **kwargs)
        return super().build_generator(models, args, seq_gen_cls, extra_gen_cls_kwargs, **kwargs)

    def inference_step(self, generator, models, sample, prefix_tokens=None, constraints=None):
        hypos = super().inference_step(generator, models, sample, prefix_tokens, constraints)
        if self.cfg.restore_copied_unk:
            restore_copied_tokens(hypos, sample["net_input"]["src_tokens"], self.src_dict)
        return hypos


def build_sad_generator(models, args, tgt_dict, extra_gen_cls_kwargs=None, prefix_allowed_tokens_fn=None,
                        max_draft: int = 0):
    """The Shallow Aggressive Decoding generator for fairseq's generation options ``args``; a
    ValueError naming the option for what it cannot do (it is greedy search, exactly)."""
    from fairseq_syngec.sad_generator import ShallowAggressiveGenerator

    def opt(name, default):
        value = getattr(args, name, default)
        return default if value is None else value

    unsupported = [
        (opt("beam", 5) != 1, f"--beam {opt('beam', 5)} (it is greedy search: use --beam 1)"),
        (opt("nbest", 1) != 1, f"--nbest {opt('nbest', 1)}"),
        (opt("sampling", False), "--sampling"),
        (opt("diverse_beam_groups", -1) > 0, "--diverse-beam-groups"),
        (opt("diversity_rate", -1) > -1, "--diversity-rate"),
        (opt("match_source_len", False), "--match-source-len"),
        (opt("no_repeat_ngram_size", 0) > 0, "--no-repeat-ngram-size"),
        (bool(opt("constraints", False)), "--constraints"),
        (opt("prefix_size", 0) > 0, "--prefix-size"),
        (bool(opt("print_alignment", False)), "--print-alignment"),
        (opt("score_reference", False), "--score-reference"),
        (prefix_allowed_tokens_fn is not None or getattr(args, "prefix_allowed_tokens_fn", None) is not None,
         "prefix_allowed_tokens_fn"),
        ((extra_gen_cls_kwargs or {}).get("lm_model") is not None, "--lm-path (language model fusion)"),
        (len(models) != 1, f"an ensemble of {len(models)} models (give one --path)"),
    ]
    bad = [what for cond, what in unsupported if cond]
    if bad:
        raise ValueError("--shallow-aggressive-decoding does not support " + ", ".join(bad))
    return ShallowAggressiveGenerator(
        models, tgt_dict, max_len_a=opt("max_len_a", 0), max_len_b=opt("max_len_b", 200),
        min_len=opt("min_len", 1), normalize_scores=not opt("unnormalized", False), len_penalty=opt("lenpen", 1),
        unk_penalty=opt("unkpen", 0), temperature=opt("temperature", 1.0), max_draft=max_draft or None,
    )


def check_parallel_sizes(data_path: str, split: str, src: str, tgt: str, src_dict=None, tgt_dict=None,
                         dataset_impl=None, combine=False) -> None:
    """ValueError naming both binarised files when a split's source and target hold different numbers
    of sentences (fairseq's own check is a bare AssertionError). The shards split, split1, ... and
    both file-name orders are found as fairseq's ``load_langpair_dataset`` finds them."""
    for k in count():
        split_k = split + (str(k) if k > 0 else "")
        prefixes = [os.path.join(data_path, f"{split_k}.{a}-{b}.") for a, b in ((src, tgt), (tgt, src))]
        prefix = next((pre for pre in prefixes if indexed_dataset.dataset_exists(pre + src, impl=dataset_impl)), None)
        if prefix is None or not indexed_dataset.dataset_exists(prefix + tgt, impl=dataset_impl):
            return  # no such shard, or no target side: fairseq reports or accepts that itself
        n_src = len(data_utils.load_indexed_dataset(prefix + src, src_dict, dataset_impl))
        n_tgt = len(data_utils.load_indexed_dataset(prefix + tgt, tgt_dict, dataset_impl))
        if n_src != n_tgt:
            raise ValueError(
                f"task gec: split {split_k!r} is not parallel: {prefix + src}.bin/.idx holds {n_src} source "
                f"sentences but {prefix + tgt}.bin/.idx holds {n_tgt} target sentences; binarise source and "
                "target files with the same number of lines (fairseq-preprocess --trainpref/--validpref/--testpref)"
            )
        if not combine:
            return


def restore_copied_tokens(hypos, src_tokens: torch.Tensor, dictionary: CopyDictionary):
    """In place: each hypothesis id ``<unk-i>`` becomes the id of the i-th source token (the
    same marker for marked binarised data; the word itself for words added at inference)."""
    first, count = dictionary.first_marker, dictionary.num_markers
    for b, nbest in enumerate(hypos):
        src = src_tokens[b][src_tokens[b].ne(dictionary.pad())]
        for hypo in nbest:
            tokens = hypo["tokens"]
            pos = tokens - first
            is_marker = (pos >= 0) & (pos < min(count, src.numel()))
            if is_marker.any():
                tokens[is_marker] = src.to(tokens.device)[pos[is_marker]].to(tokens.dtype)
