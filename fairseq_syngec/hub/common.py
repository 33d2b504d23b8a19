"""What the hub models share: finding and checking a checkpoint's files (the checkpoint file itself or its
directory, the data directory, the sentencepiece model), loading it with fairseq's hub utilities, and the
batching and generation steps of :class:`_GeneratorHub` (fairseq's ``GeneratorHubInterface``)."""


import argparse
import contextlib
import copy
import logging
import os
import warnings
from typing import List, NamedTuple, Optional, Sequence, Tuple

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
    ``model_name_or_path`` is the directory, or the checkpoint file itself (a file, or a path ending in ``.pt``
    that is not a directory; then ``checkpoint_file``, if given, must be its name); ``checkpoint_file``
    defaults to ``checkpoint_best.pt``."""
    path = os.path.abspath(model_name_or_path)
    if os.path.isdir(path) or not (os.path.isfile(path) or path.endswith(".pt")):
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


class ModelFiles(NamedTuple):
    """A checkpoint's files: its directory and file name (as fairseq's hub takes them), the data directory."""

    model_dir: str
    checkpoint_file: str
    data_dir: str

    @property
    def path(self) -> str:
        """The checkpoint file's path (several, joined by ``os.pathsep``, for an ensemble)."""
        return os.pathsep.join(os.path.join(self.model_dir, f) for f in self.checkpoint_file.split(os.pathsep))


def resolve_model_files(model_name_or_path: str, checkpoint_file: Optional[str],
                        data_name_or_path: str) -> ModelFiles:
    """The files of ``from_pretrained``'s arguments (:func:`resolve_checkpoint`; ``model_name_or_path`` may be the
    checkpoint file itself; a data path starting with "." is relative to the checkpoint directory, as in fairseq's
    hub), each checked by :func:`check_model_files`."""
    model_dir, checkpoint_file = resolve_checkpoint(model_name_or_path, checkpoint_file)
    data_dir = data_name_or_path
    if data_dir.startswith("."):
        data_dir = os.path.abspath(os.path.join(model_dir, data_dir))
    check_model_files(model_dir, checkpoint_file, data_dir)
    return ModelFiles(model_dir, checkpoint_file, data_dir)


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


def _from_pretrained(files: ModelFiles, **kwargs) -> dict:
    """fairseq's ``hub_utils.from_pretrained``; a dictionary that does not fit the checkpoint is an
    ``InputMismatchError`` (a ValueError) naming the checkpoint and the dictionary, not torch's
    size-mismatch traceback (checkpoints without a record of their dictionary get there)."""
    from fairseq_syngec.data.provenance import InputMismatchError

    ckpt, data_dir = files.path, files.data_dir
    try:
        return hub_utils.from_pretrained(files.model_dir, checkpoint_file=files.checkpoint_file,
                                         data_name_or_path=data_dir, **kwargs)
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
        files = resolve_model_files(model_name_or_path, checkpoint_file, data_name_or_path)
        model_dir, data_dir = files.model_dir, files.data_dir
        given_spm = sentencepiece_model is not None
        if sentencepiece_model is None:
            sentencepiece_model = _find_sentencepiece_model(model_dir, data_dir, os.path.dirname(model_dir))
        elif not os.path.isfile(sentencepiece_model):
            raise FileNotFoundError(f"sentencepiece model not found: {sentencepiece_model}")
        auto_found = sentencepiece_model is not None and not given_spm
        with expecting_task(files.path, cls.TASK, cls.__name__):
            x = _from_pretrained(files, **kwargs)
        sentencepiece_model = check_inputs(x["task"], files.path, sentencepiece_model, auto_found)
        if sentencepiece_model is None and looks_like_sentencepiece(x["task"].source_dictionary):
            raise ValueError(f"the dictionary in {data_dir} holds sentencepiece pieces, but no sentencepiece "
                             "model was given or found (sentencepiece.bpe.model or spm.model beside the "
                             "checkpoint, in its parent or in the data directory): pass the model the "
                             "training text was encoded with")
        return x, sentencepiece_model


