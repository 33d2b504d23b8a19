"""Use a trained GEC checkpoint from Python, on fairseq's hub utilities.

    >>> from fairseq_syngec import GECModel
    >>> gec = GECModel.from_pretrained("work/gec/checkpoints", checkpoint_file="checkpoint_best.pt",
    ...                                data_name_or_path="work/gec/data-bin",
    ...                                sentencepiece_model="work/gec/spm.model")  # doctest: +SKIP
    >>> gec.correct(["He go to school yesterday ."])  # doctest: +SKIP
    ['He went to school yesterday .']

``GECModel`` is a :class:`fairseq.hub_utils.GeneratorHubInterface` (an ``nn.Module``: ``.to("cuda")``,
``.half()`` and ``.eval()`` work as for fairseq's own hub models; ``gec.amp = True`` decodes in
bfloat16 on CPU, as ``--amp``; with ``gec.bf16 = True`` on CUDA too) whose ``correct`` keeps every
input line: empty lines stay empty, and lines longer than the model accepts (or than ``max_tokens``,
when given) are returned unchanged (with a logged warning and a count), never dropped or reordered.

A checkpoint trained with this package records its dictionary and sentencepiece model (sha256);
loading it with other ones is a ``ValueError`` naming both files (older checkpoints are not checked).
"""

import argparse
import contextlib
import copy
import logging
import math
import os
import warnings
from typing import List, Optional, Sequence, Tuple, Union

import numpy as np
import torch
from fairseq import hub_utils, utils
from fairseq.data import encoders
from omegaconf import open_dict

from fairseq_syngec import compat  # noqa: F401  (compat first: checkpoint loading)

# SENTENCEPIECE_MODEL_NAMES: the file names looked for, in the checkpoint directory and then the data
# directory, when no sentencepiece model is given (fairseq's hub looks for the first one)
from fairseq_syngec.data.provenance import SENTENCEPIECE_MODEL_NAMES
from syngec_tools.textio import check_encodable

logger = logging.getLogger(__name__)

DEFAULT_CHECKPOINT_FILE = "checkpoint_best.pt"


def _find_sentencepiece_model(*dirs) -> Optional[str]:
    for d in dirs:
        for name in SENTENCEPIECE_MODEL_NAMES:
            path = os.path.join(d, name)
            if os.path.isfile(path):
                return path
    return None


def looks_like_sentencepiece(dictionary) -> bool:
    """True if at least a tenth of the ordinary symbols start with sentencepiece's word mark."""
    symbols = dictionary.symbols[dictionary.nspecial:]
    return bool(symbols) and sum(s.startswith("\u2581") for s in symbols) >= 0.1 * len(symbols)


def resolve_checkpoint(model_name_or_path: str, checkpoint_file: Optional[str] = None) -> Tuple[str, str]:
    """(checkpoint directory, checkpoint file name) of ``from_pretrained``'s arguments:
    ``model_name_or_path`` is the directory, or the checkpoint file itself (then ``checkpoint_file``,
    if given, must be its name); ``checkpoint_file`` defaults to ``checkpoint_best.pt``."""
    path = os.path.abspath(model_name_or_path)
    if not os.path.isfile(path):
        return path, checkpoint_file or DEFAULT_CHECKPOINT_FILE
    model_dir, name = os.path.split(path)
    if checkpoint_file not in (None, name):
        raise ValueError(f"{model_name_or_path} is a checkpoint file, but checkpoint_file={checkpoint_file!r} "
                         "names another one: give the directory and the file name, or the file alone")
    return model_dir, name


def check_model_files(model_dir: str, checkpoint_file: str, data_dir: str) -> None:
    """Raise FileNotFoundError naming the first missing file a GEC checkpoint needs."""
    if not os.path.isdir(model_dir):
        raise FileNotFoundError(f"checkpoint directory not found: {model_dir}")
    for ckpt in checkpoint_file.split(os.pathsep):
        path = os.path.join(model_dir, ckpt)
        if not os.path.isfile(path):
            found = sorted(f for f in os.listdir(model_dir) if f.endswith(".pt"))
            raise FileNotFoundError(f"checkpoint file not found: {path} (checkpoints in {model_dir}: "
                                    f"{', '.join(found) or 'none'})")
    if not os.path.isdir(data_dir):
        what = "is not a directory" if os.path.exists(data_dir) else "not found"
        raise FileNotFoundError(f"data directory (the fairseq-preprocess --destdir) {what}: {data_dir}")
    if not any(f.startswith("dict.") and f.endswith(".txt") for f in os.listdir(data_dir)):
        raise FileNotFoundError(f"no dictionary (dict.*.txt) in the data directory {data_dir}: give the "
                                "fairseq-preprocess --destdir the model was trained on")


def resolve_model_files(model_name_or_path: str, checkpoint_file: Optional[str],
                        data_name_or_path: str) -> Tuple[str, str, str]:
    """(checkpoint directory, checkpoint file name, data directory) of ``from_pretrained``'s arguments
    (:func:`resolve_checkpoint`; a data path starting with "." is relative to the checkpoint directory, as
    in fairseq's hub), each checked by :func:`check_model_files`."""
    model_dir, checkpoint_file = resolve_checkpoint(model_name_or_path, checkpoint_file)
    data_dir = data_name_or_path
    if data_dir.startswith("."):
        data_dir = os.path.abspath(os.path.join(model_dir, data_dir))
    check_model_files(model_dir, checkpoint_file, data_dir)
    return model_dir, checkpoint_file, data_dir


def checkpoint_task(path: str) -> Optional[str]:
    """The ``--task`` a fairseq checkpoint was trained with (None when the file cannot tell)."""
    from fairseq import checkpoint_utils

    try:
        state = checkpoint_utils.load_checkpoint_to_cpu(path)
    except Exception:  # noqa: BLE001  (any unreadable file: no answer, the caller's error stands)
        return None
    cfg = state.get("cfg")
    if cfg is not None and cfg.get("task") is not None:
        return cfg["task"].get("_name")
    return getattr(state.get("args"), "task", None)


@contextlib.contextmanager
def expecting_task(ckpt_path: str, task: str, who: str):
    """While loading ``ckpt_path`` for ``who``: an error is first checked against the checkpoint's own task,
    and a checkpoint of another task is said to be the wrong one (not a missing file or a dictionary
    mismatch, which is what loading it with this task's data reports)."""
    try:
        yield
    except (OSError, ValueError, RuntimeError, KeyError) as exc:
        trained = checkpoint_task(ckpt_path)
        if task is not None and trained is not None and trained != task:
            raise ValueError(f"{ckpt_path} is the wrong checkpoint: it was trained with --task {trained}, and {who} "
                             f"needs one trained with --task {task}") from exc
        raise


def _from_pretrained(model_dir: str, checkpoint_file: str, data_dir: str, **kwargs) -> dict:
    """fairseq's ``hub_utils.from_pretrained``; a dictionary that does not fit the checkpoint is an
    ``InputMismatchError`` (a ValueError) naming the checkpoint and the dictionary, not torch's
    size-mismatch traceback (checkpoints without a record of their dictionary get there)."""
    from fairseq_syngec.data.provenance import InputMismatchError

    ckpt = os.path.join(model_dir, checkpoint_file)
    try:
        return hub_utils.from_pretrained(model_dir, checkpoint_file=checkpoint_file, data_name_or_path=data_dir,
                                         **kwargs)
    except InputMismatchError as exc:
        raise InputMismatchError(f"{ckpt}: {exc}") from None
    except RuntimeError as exc:
        mismatch = [line.strip() for line in str(exc).splitlines() if "size mismatch for" in line]
        if not mismatch:
            raise
        raise InputMismatchError(f"{ckpt} does not fit the dictionary in {data_dir} ({mismatch[0]}): give the "
                                 "fairseq-preprocess --destdir the model was trained on") from None


def recorded_sentencepiece(ckpt_path: str, trained: dict) -> str:
    """The sentencepiece model a checkpoint recorded (path, sha256) when it is still there unchanged (said in
    one log line); else an ``InputMismatchError`` saying what became of it."""
    from fairseq_syngec.data.provenance import InputMismatchError, file_sha256

    path = trained["path"]
    if not os.path.isfile(path):
        raise InputMismatchError(f"{ckpt_path} was trained on text encoded with the sentencepiece model {path}, "
                                 "which is not there any more, and none was given or found: pass that model")
    digest = file_sha256(path)
    if digest != trained["sha256"]:
        raise InputMismatchError(f"{ckpt_path} was trained on text encoded with the sentencepiece model {path}, "
                                 f"which has changed since (sha256 {digest[:12]}, trained with "
                                 f"{trained['sha256'][:12]}): pass the model the training text was encoded with")
    logger.warning("no sentencepiece model given or found beside the files: using %s, the one %s was trained with "
                   "(recorded in the checkpoint)", path, ckpt_path)
    return path


def check_inputs(task, ckpt_path: str, spm_model: Optional[str], auto_found: bool) -> Optional[str]:
    """The sentencepiece model to use with a loaded ``gec`` task: ``spm_model`` (given, or
    ``auto_found`` beside the files) when the checkpoint's record of its training model has the same
    sha256; with neither, the recorded model itself when it is unchanged (:func:`recorded_sentencepiece`).
    Without a record, a model whose pieces are not the dictionary's is refused when given
    and not used when found. An ``InputMismatchError`` names both files."""
    from fairseq_syngec.data.provenance import (
        MIN_SENTENCEPIECE_COVERAGE,
        InputMismatchError,
        file_sha256,
        sentencepiece_coverage,
    )

    if not hasattr(task, "trained_inputs"):  # not a gec task
        return spm_model
    how = "found" if auto_found else "given"
    trained = (task.trained_inputs or {}).get("sentencepiece")
    if trained is not None:
        if spm_model is None:
            return recorded_sentencepiece(ckpt_path, trained)
        digest = file_sha256(spm_model)
        if digest != trained["sha256"]:
            raise InputMismatchError(
                f"the sentencepiece model {spm_model} ({how}; sha256 {digest[:12]}) is not the one {ckpt_path} was "
                f"trained with ({trained['path']}, sha256 {trained['sha256'][:12]}): pass that model")
        return spm_model
    if spm_model is None:
        return None
    try:
        coverage = sentencepiece_coverage(spm_model, task.source_dictionary)
    except (OSError, RuntimeError) as exc:
        if auto_found:
            logger.warning("not using %s: not a readable sentencepiece model (%s)", spm_model, exc)
            return None
        raise ValueError(f"{spm_model}: not a readable sentencepiece model ({exc})") from None
    if coverage >= MIN_SENTENCEPIECE_COVERAGE:
        return spm_model
    if auto_found:
        logger.warning("not using %s: only %.0f%% of the dictionary's symbols are its pieces", spm_model,
                       100 * coverage)
        return None
    raise InputMismatchError(
        f"the sentencepiece model {spm_model} does not fit the dictionary {task.dictionary_path} of {ckpt_path}: "
        f"only {coverage:.0%} of the dictionary's symbols are pieces of it: pass the model the training text "
        "was encoded with")


@contextlib.contextmanager
def quiet_batching():
    """While in the block: none of the 4 INFO lines fairseq's ``get_batch_iterator`` logs for every
    iterator, nor torch's warning that ``pin_memory`` does nothing on CPU (each ``correct()`` call
    printed them)."""
    log = logging.getLogger("fairseq.tasks.fairseq_task")
    level = log.level
    log.setLevel(max(level, logging.WARNING))
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message=".*pin_memory.*")
            yield
    finally:
        log.setLevel(level)


class _GeneratorHub(hub_utils.GeneratorHubInterface):
    """fairseq's GeneratorHubInterface plus the batching/generation steps our hub models share.

    ``amp = True`` decodes in mixed precision, as fairseq's ``--amp``: bfloat16 autocast on CPU
    (3-6x faster matrix products on CPUs with AVX512_BF16 or AMX), float16 autocast on CUDA, bfloat16
    there too with ``bf16 = True`` (``--amp --bf16``); the weights stay as they are. Off by default."""

    TASK: Optional[str] = None  # the --task its checkpoints are trained with

    amp = False
    bf16 = False

    @staticmethod
    def _check_texts(texts: Sequence[str], what: str) -> None:
        """A ValueError naming the first of ``texts`` (``what`` N, from 0) that holds a code point UTF-8 cannot
        encode (a lone surrogate), and where, before any work."""
        for i, text in enumerate(texts):
            check_encodable(text, f"{what} {i} (from 0)")

    def _autocast(self):
        """The mixed-precision context of :attr:`amp` (and :attr:`bf16`) on this model's device."""
        if not self.amp:
            return contextlib.nullcontext()
        if self.device.type == "cpu":
            return compat.cpu_amp_autocast()
        return torch.autocast(self.device.type, dtype=compat.amp_dtype(self.device.type, self.bf16))

    def _build_generator(self, beam: int, **kwargs):
        gen_args = copy.deepcopy(self.cfg.generation)
        with open_dict(gen_args):
            gen_args.beam = beam
            for k, v in kwargs.items():
                setattr(gen_args, k, v)
        return self.task.build_generator(self.models, gen_args)

    def _generate(self, generator, tokens: List[torch.LongTensor], dataset=None):
        """(index into ``tokens``, n-best hypotheses) for each input, in batches (of ``dataset``
        when given, else of the task's inference dataset over ``tokens``)."""
        if not tokens:
            return
        with quiet_batching():
            if dataset is None:
                batches = self._build_batches(tokens, skip_invalid_size_inputs=False)
            else:
                batches = self.task.get_batch_iterator(
                    dataset=dataset, max_tokens=self.cfg.dataset.max_tokens, max_sentences=self.cfg.dataset.batch_size,
                    max_positions=self.max_positions, ignore_invalid_inputs=False, disable_iterator_cache=True,
                ).next_epoch_itr(shuffle=False)
            batches = list(batches)  # the iterator's set-up (and its log lines) happens here
        for batch in batches:
            batch = utils.apply_to_sample(lambda t: t.to(self.device), batch)
            with self._autocast():
                hypos = self.task.inference_step(generator, self.models, batch)
            yield from zip(batch["id"].tolist(), hypos)

    @contextlib.contextmanager
    def _batching(self, batch_size: Optional[int], max_tokens: Optional[int]):
        """Batches of at most ``batch_size`` sentences and ``max_tokens`` tokens while in the block;
        yields the longest input (in tokens) a batch can hold. Without ``max_tokens`` the
        checkpoint's (its training ``--max-tokens``) is raised to :attr:`max_source_tokens`, so that
        it does not refuse inputs the model accepts."""
        for name, value in (("batch_size", batch_size), ("max_tokens", max_tokens)):
            if value is not None and value < 1:
                raise ValueError(f"{name} must be at least 1 (got {value})")
        ds = self.cfg.dataset
        saved = ds.batch_size, ds.max_tokens
        try:
            if batch_size is not None:
                ds.batch_size = batch_size
            if max_tokens is not None:
                ds.max_tokens = max_tokens
            elif ds.max_tokens is not None:
                ds.max_tokens = max(ds.max_tokens, self.max_source_tokens)
            if ds.batch_size is None and ds.max_tokens is None:
                ds.max_tokens = max(4096, self.max_source_tokens)
            yield self.max_source_tokens if ds.max_tokens is None else min(self.max_source_tokens, ds.max_tokens)
        finally:
            ds.batch_size, ds.max_tokens = saved

    def line_token_limit(self, max_tokens: Optional[int] = None) -> int:
        """The longest input, in dictionary tokens with the final ``</s>``, that is corrected with
        this ``max_tokens`` (a longer one is passed through): :attr:`max_source_tokens`, or a smaller
        ``max_tokens``."""
        with self._batching(None, max_tokens) as limit:
            return limit

    def num_source_tokens(self, sentence: str) -> int:
        """The length of ``sentence`` in dictionary tokens with the final ``</s>`` (what
        :meth:`line_token_limit` bounds). The words it adds to the dictionary to copy them are removed after."""
        with self._inference_dictionary():
            return self.encode(sentence).numel()

    @property
    def max_source_tokens(self) -> int:
        """The longest source, in dictionary tokens with the final ``</s>``, the model accepts."""
        m = self.max_positions
        return int(m[0] if isinstance(m, (tuple, list)) else m)

    def _set_sentencepiece(self, sentencepiece_model: Optional[str]) -> None:
        if sentencepiece_model is not None:
            self.bpe = encoders.build_bpe(argparse.Namespace(
                bpe="sentencepiece", sentencepiece_model=sentencepiece_model,
                sentencepiece_enable_sampling=False, sentencepiece_alpha=None))
        self.sentencepiece_model = sentencepiece_model

    @classmethod
    def _load(cls, model_name_or_path, checkpoint_file, data_name_or_path, sentencepiece_model, **kwargs):
        """(hub dict, sentencepiece model) with the checks of :func:`check_model_files` and
        :func:`check_inputs`."""
        model_dir, checkpoint_file, data_dir = resolve_model_files(model_name_or_path, checkpoint_file,
                                                                   data_name_or_path)
        given_spm = sentencepiece_model is not None
        if sentencepiece_model is None:
            sentencepiece_model = _find_sentencepiece_model(model_dir, data_dir, os.path.dirname(model_dir))
        elif not os.path.isfile(sentencepiece_model):
            raise FileNotFoundError(f"sentencepiece model not found: {sentencepiece_model}")
        auto_found = sentencepiece_model is not None and not given_spm
        ckpt_path = os.path.join(model_dir, checkpoint_file)
        with expecting_task(ckpt_path, cls.TASK, cls.__name__):
            x = _from_pretrained(model_dir, checkpoint_file, data_dir, **kwargs)
        sentencepiece_model = check_inputs(x["task"], ckpt_path, sentencepiece_model, auto_found)
        if sentencepiece_model is None and looks_like_sentencepiece(x["task"].source_dictionary):
            raise ValueError(f"the dictionary in {data_dir} holds sentencepiece pieces, but no sentencepiece "
                             "model was given or found (sentencepiece.bpe.model or spm.model beside the "
                             "checkpoint, in its parent or in the data directory): pass the model the "
                             "training text was encoded with")
        return x, sentencepiece_model


class GECModel(_GeneratorHub):
    """A trained ``--task gec`` model (``copy_transformer`` or ``syngec_transformer``) that corrects
    sentences. Build it with :meth:`from_pretrained`."""

    TASK = "gec"

    # output length limit for correct(): a correction is about as long as its source
    DEFAULT_MAX_LEN_A = 1.5
    DEFAULT_MAX_LEN_B = 10

    def __init__(self, cfg, task, models, sentencepiece_model: Optional[str] = None):
        from fairseq_syngec.tasks.gec import GECTask

        if not isinstance(task, GECTask):
            raise ValueError(f"GECModel needs a checkpoint trained with --task gec (this one has task "
                             f"{getattr(cfg.task, '_name', type(task).__name__)})")
        super().__init__(cfg, task, models)
        self.trained_dictionary_size = len(self.src_dict)  # words added while correcting get ids past this
        self._set_sentencepiece(sentencepiece_model)
        self.eval()

    @classmethod
    def from_pretrained(cls, model_name_or_path: str, checkpoint_file: Optional[str] = None,
                        data_name_or_path: str = ".", sentencepiece_model: Optional[str] = None,
                        **kwargs) -> "GECModel":
        """Load ``model_name_or_path/checkpoint_file`` (default ``checkpoint_best.pt``; or give the
        checkpoint file itself as ``model_name_or_path``) with the dictionaries in ``data_name_or_path``
        (relative to the checkpoint directory when it starts with "."). ``sentencepiece_model``:
        the model the training text was encoded with; if not given, ``sentencepiece.bpe.model`` or
        ``spm.model`` in the checkpoint directory, the data directory or the checkpoint
        directory's parent (``examples/gec/run.sh``'s layout) is used, else the input is taken as
        tokens of the dictionary (a word-level model; a dictionary of sentencepiece pieces
        without a sentencepiece model is refused with a ValueError). A dictionary or sentencepiece
        model that is not the one the checkpoint recorded at training is a ValueError naming both
        (a sentencepiece model found, not given, whose pieces are not the dictionary's is not used).
        Other keyword arguments override the checkpoint's arguments, as in fairseq's ``from_pretrained``."""
        x, spm_model = cls._load(model_name_or_path, checkpoint_file, data_name_or_path, sentencepiece_model, **kwargs)
        return cls(x["args"], x["task"], x["models"], sentencepiece_model=spm_model)

    @contextlib.contextmanager
    def _inference_dictionary(self):
        """While encoding, generating and decoding: unknown source words are added to the
        dictionary (so a copied word keeps its surface form); afterwards the dictionary is cut
        back, so it does not grow over a long run and training-time ids are untouched."""
        d = self.src_dict
        size, before = len(d), d.extend_oov
        d.extend_oov = True
        try:
            yield
        finally:
            d.extend_oov = before
            d.truncate_to(size)

    def correct(self, sentences: Union[str, Sequence[str]], beam: Optional[int] = None,
                batch_size: Optional[int] = None, max_tokens: Optional[int] = None,
                passed_through: Optional[List[int]] = None, shallow_aggressive_decoding: bool = False,
                raw: bool = False, **generate_kwargs) -> Union[str, List[str]]:
        """Corrected text for each input (a list of strings, or one string). Inputs are tokenised
        as the training data was (sentencepiece is applied and removed inside); ``raw=True``: inputs
        are ordinary text (any spacing, several sentences), corrected by :meth:`correct_raw`. An empty
        line gives an empty line; a line longer than :meth:`line_token_limit` (:attr:`max_source_tokens`,
        or a smaller ``max_tokens``) is returned unchanged, its index appended to ``passed_through``
        when a list is given, and a warning is logged. ``batch_size``/``max_tokens`` bound each batch
        (default: the checkpoint's, raised to :attr:`max_source_tokens`); ``beam`` at least 1; other keyword
        arguments go to the generator (e.g. ``lenpen=1.0``, ``max_len_a``, ``max_len_b``; each sentence's
        output is bounded by its own length, ``max_len_a`` * its tokens + ``max_len_b``, not by its batch's
        longest as in fairseq-generate: ``max_len_per_sentence=False`` for fairseq's). ``beam``: 5 by
        default; ``shallow_aggressive_decoding=True`` decodes greedily (``beam`` 1, the default then) by
        Shallow Aggressive Decoding: the same output as ``beam=1``, faster when most of the input is kept.

        >>> gec.correct(["", "a line"])[0]
        ''
        >>> len(gec.correct(["he go to school .", "", "she like apple ."]))
        3
        """
        if isinstance(sentences, str):
            return self.correct([sentences], beam, batch_size, max_tokens, passed_through,
                                shallow_aggressive_decoding, raw, **generate_kwargs)[0]
        if raw:
            return [c.text for c in self.correct_raw(sentences, beam, batch_size, max_tokens, passed_through,
                                                     shallow_aggressive_decoding, **generate_kwargs)]
        nbest = self.correct_nbest(sentences, 1, beam, batch_size, max_tokens, passed_through,
                                   shallow_aggressive_decoding, **generate_kwargs)
        return [hyps[0][0] for hyps in nbest]

    def correct_nbest(self, sentences: Sequence[str], nbest: int = 1, beam: Optional[int] = None,
                      batch_size: Optional[int] = None, max_tokens: Optional[int] = None,
                      passed_through: Optional[List[int]] = None, shallow_aggressive_decoding: bool = False,
                      return_bits: bool = False, **generate_kwargs) -> List[List[tuple]]:
        """The ``nbest`` best corrections of each input with their scores, best first: fairseq's
        hypothesis score (the sum of the tokens' log-probabilities divided by length ** lenpen) in
        base 2, the number ``fairseq-generate`` and ``fairseq-interactive`` print on their ``H``
        lines. ``nbest`` is at most ``beam`` (its default is then ``nbest``). An empty line gives
        ``nbest`` times ``("", 0.0)``, a line passed through (see :meth:`correct`) ``nbest`` times
        itself with score ``nan``. ``return_bits``: each hypothesis is ``(text, score, bits)``, bits
        the sum of its tokens' log2-probabilities (what ``keep_source_margin`` compares; 0.0 for an empty
        line, nan for one passed through). Other arguments as for :meth:`correct`."""
        if nbest < 1:
            raise ValueError(f"nbest must be at least 1 (got {nbest})")
        self._check_texts(sentences, "sentence")
        if shallow_aggressive_decoding:  # GECTask.build_generator reads it (and refuses a beam above 1)
            beam = 1 if beam is None else beam
            generate_kwargs["shallow_aggressive_decoding"] = True
        beam = max(5, nbest) if beam is None else beam
        if beam < 1:
            raise ValueError(f"beam must be at least 1 (got {beam})")
        if nbest > beam:
            raise ValueError(f"nbest ({nbest}) cannot be larger than beam ({beam})")
        margin = generate_kwargs.pop("keep_source_margin", self.DEFAULT_KEEP_SOURCE_MARGIN)
        generate_kwargs.setdefault("max_len_a", self.DEFAULT_MAX_LEN_A)
        generate_kwargs.setdefault("max_len_b", self.DEFAULT_MAX_LEN_B)
        # each sentence bounded by its own length: the same correction alone and in any batch (own_length.py)
        generate_kwargs.setdefault("max_len_per_sentence", True)
        out = [[("", 0.0, 0.0)] * nbest for _ in sentences]
        overlong = []
        with self._inference_dictionary(), self._batching(batch_size, max_tokens) as limit:
            # the generator sizes its output by the dictionary: build it before words are added
            generator = self._build_generator(beam, **generate_kwargs)
            index, tokens = [], []
            for i, sent in enumerate(sentences):
                if not sent.strip():
                    continue
                t = self.encode(sent)
                if t.numel() > limit:
                    overlong.append(i)
                    out[i] = [(sent, float("nan"), float("nan"))] * nbest
                    continue
                index.append(i)
                tokens.append(t)
            for k, hypos in self._generate(generator, tokens):
                out[index[k]] = [(self.decode(h["tokens"]), float(h["score"]) / math.log(2),
                                  float(h["positional_scores"].double().sum()) / math.log(2)) for h in hypos[:nbest]]
            changed = [k for k, i in enumerate(index) if out[i][0][0] != sentences[i]]
            if margin is not None and changed:  # only the sentences the best correction changes are scored
                lenpen = generate_kwargs.get("lenpen", self.cfg.generation.lenpen)
                for k, bits in zip(changed, self._source_scores([tokens[k] for k in changed], 0.0)):
                    i = index[k]
                    if source_wins(out[i][0][0], out[i][0][2], sentences[i], bits, margin):
                        kept = (sentences[i], bits / tokens[k].numel() ** lenpen, bits)  # scored as fairseq would
                        out[i] = [kept] + [h for h in out[i] if h[0] != sentences[i]][:nbest - 1]
        if overlong:
            logger.warning("%d line(s) longer than %d tokens passed through uncorrected (input indices %s%s)",
                           len(overlong), limit, overlong[:10], " ..." if len(overlong) > 10 else "")
            if passed_through is not None:
                passed_through.extend(overlong)
        return out if return_bits else [[h[:2] for h in hyps] for hyps in out]

    # keep a sentence as it is unless the best correction is this many bits more probable than the sentence
    # itself (log2 p(correction | x) - log2 p(x | x)); on the make demo model's JFLEG validation split every
    # margin up to -0.5 gives the same outputs and the best GLEU there, -0.5 the one nearest 0 (the model's own
    # choice between the two) (experiments/keep_source.py, examples/gec/README.md "Corrections that do no
    # harm"); None: always the best correction
    DEFAULT_KEEP_SOURCE_MARGIN: Optional[float] = -0.5

    def score_sources(self, sentences: Sequence[str], lenpen: float = 1.0) -> List[float]:
        """Each (tokenised) sentence's score as its own correction (:meth:`_source_scores`; base 2, the scale of
        :meth:`correct_nbest`'s scores; ``lenpen=0``: its log2-probability, the bits ``keep_source_margin``
        compares); nan for an empty line or one too long for the model."""
        self._check_texts(sentences, "sentence")
        out = [float("nan")] * len(sentences)
        with self._inference_dictionary(), self._batching(None, None) as limit:
            index, tokens = [], []
            for i, sent in enumerate(sentences):
                t = self.encode(sent) if sent.strip() else None
                if t is not None and t.numel() <= limit:
                    index.append(i)
                    tokens.append(t)
            for i, score in zip(index, self._source_scores(tokens, lenpen)):
                out[i] = score
        return out

    def _as_target(self, tokens: torch.LongTensor) -> torch.LongTensor:
        """A source as the model would write it: a word added at inference (an id past the trained dictionary)
        is the marker of its position, ``<unk-i>`` (``<unk>`` past the last marker), as the copy writes it."""
        d = self.src_dict
        out = tokens.clone()
        for j in (tokens >= self.trained_dictionary_size).nonzero().flatten().tolist():
            out[j] = d.first_marker + j if j < d.num_markers else d.unk()
        return out

    def _source_scores(self, tokens: List[torch.LongTensor], lenpen: float = 1.0) -> List[float]:
        """Each source scored as its own correction, as fairseq scores a hypothesis: the sum of the target
        tokens' log-probabilities (</s> included) divided by length ** lenpen, in base 2 (fairseq's
        ``SequenceScorer`` with the source as the target)."""
        from fairseq.data import LanguagePairDataset
        from fairseq.sequence_scorer import SequenceScorer

        lengths = [t.numel() for t in tokens]
        dataset = LanguagePairDataset(tokens, lengths, self.src_dict, tgt=[self._as_target(t) for t in tokens],
                                      tgt_sizes=lengths, tgt_dict=self.tgt_dict)
        scores = [0.0] * len(tokens)
        for k, hypos in self._generate(SequenceScorer(self.tgt_dict), tokens, dataset=dataset):
            positional = hypos[0]["positional_scores"].double()
            scores[k] = float(positional.sum()) / positional.numel() ** lenpen / math.log(2)
        return scores

    def correct_raw(self, lines: Sequence[str], beam: Optional[int] = None, batch_size: Optional[int] = None,
                    max_tokens: Optional[int] = None, passed_through: Optional[List[int]] = None,
                    shallow_aggressive_decoding: bool = False, **generate_kwargs):
        """Correct lines of ordinary text (a paragraph per line: any spacing, quotes, tabs,
        several sentences): each line is split into sentences and tokenised with the English spaCy
        model, the sentences of all lines are corrected together (:meth:`correct`), and the edits
        are applied back onto the line, so that everything outside an edit stays as it was. Returns
        a :class:`syngec_tools.raw_text.LineCorrection` per line: ``text`` (the corrected line) and
        ``edits`` (character offsets into the input line, the original and the replacement text, the
        ERRANT type). A line with a sentence that is too long for the model keeps that sentence as it
        was; its index goes to ``passed_through``. Other arguments as for :meth:`correct`. With a
        model that corrects "go" and "like", ``"He go to school.  She like it!"`` gives the text
        ``"He goes to school.  She likes it!"`` and the edits ``(3, 5, "go", "goes", "R:VERB:SVA")``
        and ``(24, 28, "like", "likes", "R:VERB:SVA")`` (start, end, original, replacement, type).

        >>> line = "He go to school.  She like it!"
        >>> c = gec.correct_raw([line])[0]
        >>> all(line[e.start:e.end] == e.original for e in c.edits)
        True
        """
        from syngec_tools import raw_text
        from syngec_tools.spacy_model import load_errant

        self._check_texts(lines, "line")
        annotator = load_errant()

        def correct(sentences, passed):
            return self.correct(sentences, beam, batch_size, max_tokens, passed, shallow_aggressive_decoding,
                                **generate_kwargs)

        return raw_text.correct_lines(lines, correct, annotator.nlp, annotator, passed_through)

    def line_edits(self, line: str, correction: str):
        """The edits (:class:`syngec_tools.raw_text.TextEdit`, character offsets into ``line``)
        from a tokenised line to its tokenised correction, as :meth:`correct_raw` reports them for
        ordinary text."""
        from syngec_tools import raw_text
        from syngec_tools.spacy_model import load_errant

        tokens = raw_text.whitespace_tokens(line)
        if not tokens:
            return []
        return raw_text.sentence_edits(load_errant(), line, tokens, correction, tokenised=True)

    def edits(self, source: str, correction: str, tokenise: bool = False) -> list:
        """ERRANT edits (``errant.edit.Edit``: ``o_start, o_end, o_str, c_start, c_end, c_str,
        type``) from ``source`` to ``correction``; both are split on whitespace unless
        ``tokenise`` (then spaCy tokenises them, as ``errant_parallel -tok``).

        >>> [(e.o_str, e.c_str, e.type) for e in gec.edits("He go to school .", "He goes to school .")]
        [('go', 'goes', 'R:VERB:SVA')]
        """
        from syngec_tools.spacy_model import errant_edits

        return errant_edits(source, correction, tokenise)

    def to_m2(self, source: str, correction: str, tokenise: bool = False) -> str:
        """The M2 block (``S`` line and ``A`` lines) of one correction, as ``errant_parallel``
        writes it."""
        from syngec_tools.evaluation.errant_scorer import parallel_block
        from syngec_tools.spacy_model import load_errant

        return "\n".join(parallel_block(load_errant(), source, [correction], tokenise)) + "\n"


# keep_source_margin's rule (GECModel.correct*, experiments/keep_source.py)
def source_wins(correction: str, correction_bits: float, source: str, source_bits: float,
                margin: Optional[float]) -> bool:
    """True when the source is kept instead of a correction that differs from it: the correction's log2-probability
    (the sum over its tokens, not per token: an average rewards a correction for one more easily predicted token,
    such as a copied word written twice) beats the source's own as a correction of itself by less than ``margin``
    bits. No margin, or no source score (nan): False."""
    return margin is not None and correction != source and correction_bits - source_bits < margin


class SummarizationModel(_GeneratorHub):
    """A trained ``--task fact_summarization`` model (``fact_transformer``, with or without K-BERT
    injection) that summarises documents, extracting their facts when none are given.

    >>> summ.summarize(["", "the cat sat on the mat ."])[0]
    ''
    """

    TASK = "fact_summarization"

    def __init__(self, cfg, task, models, sentencepiece_model: Optional[str] = None, parser: str = "spacy",
                 lang: str = "en"):
        from fairseq_syngec.tasks.fact_summarization import FactSummarizationTask

        if not isinstance(task, FactSummarizationTask):
            raise ValueError(f"SummarizationModel needs a checkpoint trained with --task fact_summarization "
                             f"(this one has task {getattr(cfg.task, '_name', type(task).__name__)})")
        super().__init__(cfg, task, models)
        self._set_sentencepiece(sentencepiece_model)
        self.parser, self.lang = parser, lang
        self.eval()

    @classmethod
    def from_pretrained(cls, model_name_or_path: str, checkpoint_file: Optional[str] = None,
                        data_name_or_path: str = ".", sentencepiece_model: Optional[str] = None,
                        parser: str = "spacy", lang: str = "en", **kwargs) -> "SummarizationModel":
        """As :meth:`GECModel.from_pretrained`; ``parser``/``lang``: how facts are extracted from
        documents given without them (``scripts/summarization/extract_facts.py``'s back-ends)."""
        x, spm_model = cls._load(model_name_or_path, checkpoint_file, data_name_or_path, sentencepiece_model, **kwargs)
        return cls(x["args"], x["task"], x["models"], sentencepiece_model=spm_model, parser=parser, lang=lang)

    def extract(self, documents: Sequence[str]):
        """(fact lines, triples as (subject, predicate, object) strings) of each document."""
        from syngec_tools.facts.extract import extract_documents, joiner_for
        from syngec_tools.facts.ud import render

        joiner = joiner_for(self.lang)
        triples = extract_documents(list(documents), self.parser, self.lang)
        facts = [render(t, joiner) for t in triples]
        spo = [[tuple(joiner.join(p) for p in (t.subject, t.predicate, t.object)) for t in doc] for doc in triples]
        return facts, spo

    def summarize(self, documents: Sequence[str], facts: Optional[Sequence[str]] = None,
                  triples: Optional[Sequence[Sequence[tuple]]] = None, beam: int = 5,
                  batch_size: Optional[int] = None, max_tokens: Optional[int] = None,
                  **generate_kwargs) -> List[str]:
        """One summary per document (an empty document gives ""). ``facts``: the documents' fact
        lines (``|||``-joined); ``triples``: per document its (subject, predicate, object) strings
        (K-BERT models); both are extracted with ``parser`` when not given. A document longer than
        :attr:`max_source_tokens` (or a smaller ``max_tokens``) is cut to it, with a logged warning and count."""
        documents = list(documents)
        self._check_texts(documents, "document")
        kbert = self.task.cfg.knowledge_injection == "kbert" and not self.task.cfg.knowledge_graph
        if facts is None or (kbert and triples is None):
            ext_facts, ext_triples = self.extract(documents)
            facts = ext_facts if facts is None else facts
            triples = ext_triples if triples is None else triples
        if len(facts) != len(documents) or (triples is not None and len(triples) != len(documents)):
            raise ValueError(f"{len(documents)} documents but {len(facts)} fact lines"
                             + ("" if triples is None else f" and {len(triples)} triple lists"))
        out = ["" for _ in documents]
        index, src, fact_tokens, doc_triples, cut = [], [], [], [], 0
        with self._batching(batch_size, max_tokens) as limit:
            generator = self._build_generator(beam, **generate_kwargs)
            for i, doc in enumerate(documents):
                if not doc.strip():
                    continue
                t = self.encode(doc)
                if t.numel() > limit:
                    t = torch.cat([t[: limit - 1], t[-1:]])
                    cut += 1
                index.append(i)
                src.append(t)
                fact_tokens.append(self.encode(facts[i]) if facts[i].strip() else t.new_tensor([self.src_dict.eos()]))
                doc_triples.append(triples[i] if triples is not None else None)
            if cut:
                logger.warning("%d document(s) longer than %d tokens were cut to it", cut, limit)
            if src:
                dataset = self.task.build_dataset_for_inference(
                    src, [t.numel() for t in src], fact_tokens=fact_tokens,
                    triples=doc_triples if kbert else None)
                for k, hypos in self._generate(generator, src, dataset):
                    out[index[k]] = self.decode(hypos[0]["tokens"])
        return out


class SpanQAModel(torch.nn.Module):
    """A trained ``--task span_qa`` R-Net that answers questions about passages (the best span,
    cut from the passage text by character offsets, as ``fairseq-syngec-qa-predict`` does).

    >>> qa.answer(["Who wrote it?"], [""])
    ['']
    """

    def __init__(self, task, model, lowercase: bool):
        from fairseq_syngec.tasks.span_qa import SpanQATask

        super().__init__()
        if not isinstance(task, SpanQATask):
            raise ValueError("SpanQAModel needs a checkpoint trained with --task span_qa")
        self.task, self.model, self.lowercase = task, model.eval(), lowercase
        self.dictionary = task.source_dictionary

    @classmethod
    def from_pretrained(cls, model_name_or_path: str, checkpoint_file: Optional[str] = None,
                        data_name_or_path: str = ".", lowercase: Optional[bool] = None,
                        max_passage_len: Optional[int] = None) -> "SpanQAModel":
        """Load the checkpoint with the dictionary of ``data_name_or_path`` (the span_qa data
        directory). ``lowercase``: whether the data was converted with ``--lower`` (default: so
        when the dictionary has no upper-case letter). ``max_passage_len`` overrides the training
        run's (longer passages are cut, with a warning and a count)."""
        from fairseq import checkpoint_utils

        model_dir, checkpoint_file, data_dir = resolve_model_files(model_name_or_path, checkpoint_file,
                                                                   data_name_or_path)
        overrides = {"data": data_dir, "pretrained_word_embeddings": None}
        if max_passage_len is not None:
            overrides["max_passage_len"] = max_passage_len
        ckpt_path = os.path.join(model_dir, checkpoint_file)
        with expecting_task(ckpt_path, "span_qa", cls.__name__):
            models, _cfg, task = checkpoint_utils.load_model_ensemble_and_task([ckpt_path], arg_overrides=overrides)
        d = task.source_dictionary
        if lowercase is None:
            lowercase = not any(ch.isupper() for sym in d.symbols[d.nspecial:] for ch in sym)
        return cls(task, models[0], lowercase)

    @property
    def device(self):
        return next(self.model.parameters()).device

    def _words(self, tokens: List[str]) -> List[str]:
        return [t.lower() for t in tokens] if self.lowercase else tokens

    def _ids(self, words: List[str]) -> torch.LongTensor:
        return self.dictionary.encode_line(" ".join(words), add_if_not_exist=False, append_eos=True).long()

    @torch.no_grad()
    def answer(self, questions: Union[str, Sequence[str]], passages: Union[str, Sequence[str]],
               max_answer_len: int = 15, batch_size: int = 32) -> Union[str, List[str]]:
        """The answer text for each (question, passage) pair ("" for an empty passage or question)."""
        from fairseq.data import ListDataset

        from fairseq_syngec.data.span_qa_dataset import SpanQADataset
        from fairseq_syngec.modules.rnet import best_spans
        from syngec_tools.data.squad import tokenize_with_offsets

        if isinstance(questions, str):
            return self.answer([questions], [passages], max_answer_len, batch_size)[0]
        if len(questions) != len(passages):
            raise ValueError(f"{len(questions)} questions but {len(passages)} passages")
        _GeneratorHub._check_texts(questions, "question")
        _GeneratorHub._check_texts(passages, "passage")
        out = ["" for _ in questions]
        keep, p_words, q_words, offsets = [], [], [], []
        for i, (q, p) in enumerate(zip(questions, passages)):
            p_tok, p_off = tokenize_with_offsets(p)
            q_tok, _ = tokenize_with_offsets(q)
            if p_tok and q_tok:
                keep.append(i)
                p_words.append(self._words(p_tok))
                q_words.append(self._words(q_tok))
                offsets.append(p_off)
        if not keep:
            return out
        p_ids, q_ids = [self._ids(w) for w in p_words], [self._ids(w) for w in q_words]
        cfg = self.task.cfg
        minus = [-1] * len(keep)
        # the words go with their ids: a word outside the dictionary is <unk> but keeps its characters
        ds = SpanQADataset(ListDataset(p_ids, np.array([len(t) for t in p_ids])),
                           ListDataset(q_ids, np.array([len(t) for t in q_ids])), minus, minus, self.task.speller,
                           cfg.max_passage_len, cfg.max_question_len, p_words, q_words, shuffle=False)
        cut = int((ds.full_passage_sizes > cfg.max_passage_len).sum())
        if cut:
            logger.warning("%d passage(s) longer than --max-passage-len %d were cut to it (answers are sought "
                           "in the first %d tokens)", cut, cfg.max_passage_len, cfg.max_passage_len)
        for a in range(0, len(keep), batch_size):
            batch = ds.collater([ds[k] for k in range(a, min(a + batch_size, len(keep)))])
            net = {k: v.to(self.device) for k, v in batch["net_input"].items()}
            res = self.model(**net)
            starts, ends, _ = best_spans(res["start_log_probs"], res["end_log_probs"], max_answer_len)
            for k, st, en in zip(batch["id"].tolist(), starts.tolist(), ends.tolist()):
                offs = offsets[k]
                out[keep[k]] = passages[keep[k]][offs[st][0]:offs[en][1]]
        return out
