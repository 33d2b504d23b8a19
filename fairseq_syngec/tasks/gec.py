"""Task ``gec``: fairseq's translation task for grammatical error correction with a copy model.

The copy mechanism scatters probability onto source token ids, so source and target must share
one dictionary. The dictionary is a :class:`CopyDictionary`: the ordinary symbols followed by
source position markers ``<unk-0> .. <unk-{M-1}>`` (``fairseq_syngec/data/copy_dictionary.py``; the
markers themselves: ``syngec_tools/data/copy_markers.py``).
"""

import logging
import os
from dataclasses import dataclass, field
from itertools import count
from typing import Optional

import torch
from fairseq import utils
from fairseq.data import data_utils, indexed_dataset
from fairseq.tasks import register_task
from fairseq.tasks.translation import TranslationConfig, TranslationTask

from fairseq_syngec.data.copy_dictionary import CopyDictionary
from fairseq_syngec.data.edit_labels import EditLabelDataset
from fairseq_syngec.data.provenance import (  # noqa: F401  (their old place)
    MIN_SENTENCEPIECE_COVERAGE,
    SENTENCEPIECE_MODEL_NAMES,
    InputMismatchError,
    check_dictionary,
    dictionary_record,
    file_sha256,
    find_training_sentencepiece,
    sentencepiece_coverage,
)
from fairseq_syngec.tasks.common import ResumableBatchesMixin, check_not_empty
from syngec_tools.data.copy_markers import DEFAULT_SOURCE_POSITION_MARKERS

logger = logging.getLogger(__name__)

# the checkpoint's record of the files inference needs (GECTask.state_dict: fairseq saves it as
# task_state and hands it back to GECTask.load_state_dict before the model's weights are loaded)
INPUTS_STATE_KEY = "gec_inputs"


@dataclass
class GECConfig(TranslationConfig):
    no_restore_copied_unk: bool = field(
        default=False,
        metadata={"help": "at inference, leave each generated position marker <unk-i> in the output; by "
                  "default it is replaced by the i-th source token (a copied out-of-vocabulary word keeps "
                  "its surface form). Checkpoints saved with the former option restore_copied_unk load "
                  "unchanged (it is dropped: restoring is on)"},
    )
    spm_model: Optional[str] = field(
        default=None,
        metadata={"help": "training: the sentencepiece model the data was encoded with (default: "
                  "sentencepiece.bpe.model or spm.model in the data directory or the two above it, if its "
                  "pieces are the dictionary's). Its sha256, and the dictionary's, are saved in the "
                  "checkpoint: GECModel and fairseq-syngec-correct refuse other files"},
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
    max_len_per_sentence: bool = field(
        default=False,
        metadata={"help": "at inference, bound each sentence's output by its own source length (max-len-a * "
                  "its length + max-len-b) instead of the batch's longest, as fairseq does: the same output "
                  "alone and in any batch. fairseq-syngec-correct, the Python API and the server always do"},
    )
    sad_max_draft: int = field(
        default=8,
        metadata={"help": "with --shallow-aggressive-decoding: at most this many draft tokens verified per "
                  "decoder pass (0: the whole rest of the source, as Sun et al.); the output does not depend "
                  "on it. Longer drafts mean fewer passes but more wasted positions after an edit, which "
                  "costs little at batch size 1 and much in large CPU batches (benchmarks/sad_speed.py)"},
    )


@register_task("gec", dataclass=GECConfig)
class GECTask(ResumableBatchesMixin, TranslationTask):
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
        self._inputs = None  # the record of this run's files, made when first saved (training)
        self.trained_inputs: Optional[dict] = None  # the checkpoint's record, once one is loaded

    @classmethod
    def setup_task(cls, cfg: GECConfig, **kwargs):
        # the training path of a checkpoint's --spm-model (from_checkpoint) may not exist here
        if cfg.spm_model and not kwargs.get("from_checkpoint") and not os.path.isfile(cfg.spm_model):
            raise FileNotFoundError(f"--spm-model not found: {cfg.spm_model}")
        return super().setup_task(cfg, **kwargs)

    @property
    def dictionary_path(self) -> str:
        """The dictionary file the task loaded (the first data directory's)."""
        return os.path.join(utils.split_paths(self.cfg.data)[0], f"dict.{self.cfg.source_lang}.txt")

    def input_record(self) -> dict:
        """What inference needs of this run's files: the dictionary (path, symbols, sha256 of its
        symbols) and the sentencepiece model (path, sha256), None when none is given or found."""
        if self._inputs is None:
            spm_path = self.cfg.spm_model or find_training_sentencepiece(
                os.path.dirname(self.dictionary_path), self.src_dict)
            spm = None if spm_path is None else {"path": os.path.abspath(spm_path), "sha256": file_sha256(spm_path)}
            self._inputs = {"dictionary": dictionary_record(self.src_dict, self.dictionary_path), "sentencepiece": spm}
        return self._inputs

    def state_dict(self):
        return {**super().state_dict(), INPUTS_STATE_KEY: self.input_record()}

    def load_state_dict(self, state_dict):
        """Load the checkpoint's task state; a dictionary that is not the one the checkpoint was trained
        with is an :class:`InputMismatchError` here, before the model's weights are loaded."""
        state_dict = dict(state_dict)
        trained = state_dict.pop(INPUTS_STATE_KEY, None)
        super().load_state_dict(state_dict)
        self.trained_inputs = trained
        if trained is None:
            logger.info("the checkpoint has no record of its dictionary and sentencepiece model (saved before "
                        "they were recorded): they are not checked")
            return
        check_dictionary(trained["dictionary"], dictionary_record(self.src_dict, self.dictionary_path))

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
        own_length = self.cfg.max_len_per_sentence or bool(getattr(args, "max_len_per_sentence", False))
        if self.cfg.shallow_aggressive_decoding or getattr(args, "shallow_aggressive_decoding", False):
            max_draft = getattr(args, "sad_max_draft", None)
            max_draft = self.cfg.sad_max_draft if max_draft is None else max_draft
            return build_sad_generator(models, args, self.target_dictionary, extra_gen_cls_kwargs, max_draft=max_draft,
                                       own_length=own_length, **kwargs)
        if own_length and seq_gen_cls is None and not getattr(args, "print_alignment", False):
            from fairseq_syngec.own_length import OwnLengthSequenceGenerator

            seq_gen_cls = OwnLengthSequenceGenerator
        return super().build_generator(models, args, seq_gen_cls, extra_gen_cls_kwargs, **kwargs)

    def inference_step(self, generator, models, sample, prefix_tokens=None, constraints=None):
        hypos = super().inference_step(generator, models, sample, prefix_tokens, constraints)
        if not self.cfg.no_restore_copied_unk:
            restore_copied_tokens(hypos, sample["net_input"]["src_tokens"], self.src_dict)
        return hypos


def build_sad_generator(models, args, tgt_dict, extra_gen_cls_kwargs=None, prefix_allowed_tokens_fn=None,
                        max_draft: int = 0, own_length: bool = False):
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
        own_length=own_length,
    )


def check_parallel_sizes(data_path: str, split: str, src: str, tgt: str, src_dict=None, tgt_dict=None,
                         dataset_impl=None, combine=False) -> None:
    """ValueError naming both binarised files when a split's source and target hold different numbers
    of sentences (fairseq's own check is a bare AssertionError), or naming the split and its empty
    files when it has no sentences (fairseq: "cannot mmap an empty file"). The shards split, split1,
    ... and both file-name orders are found as fairseq's ``load_langpair_dataset`` finds them."""
    for k in count():
        split_k = split + (str(k) if k > 0 else "")
        prefixes = [os.path.join(data_path, f"{split_k}.{a}-{b}.") for a, b in ((src, tgt), (tgt, src))]
        prefix = next((pre for pre in prefixes if indexed_dataset.dataset_exists(pre + src, impl=dataset_impl)), None)
        if prefix is not None:
            check_not_empty("gec", split_k, [prefix + src, prefix + tgt])
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
