"""Compatibility fixes for fairseq 0.12 (``fairseq-fixed``) on today's PyTorch.

Imported first by the plugin (``fairseq_syngec/__init__.py``), so every fairseq command that
gets ``--user-dir fairseq_syngec`` sees them.

torch >= 2.6 loads with ``weights_only=True``: only tensors, containers and explicitly allowed
classes may be unpickled. fairseq checkpoints also hold ``argparse.Namespace`` objects; we
allowlist exactly that class (``tests/test_compat.py`` checks it is all a checkpoint needs). A
checkpoint holding any other object is still refused by torch, as it should be: we never fall
back to an unsafe load.

fairseq 0.12's ``data_utils.batch_by_size`` drops the last batch whenever its size is not a
multiple of ``--required-batch-size-multiple`` (8 by default). The indices are sorted by length,
so ``fairseq-generate`` silently skips the longest test sentences and training never sees the
longest examples. We keep that batch.

fairseq 0.12's ``--no-repeat-ngram-size`` blocks nothing without its CUDA extension: the Python
fallback ``NGramRepeatBlock._no_repeat_ngram`` takes the n-gram to check from the end of the whole
token buffer (padding) instead of the last tokens generated (facebookresearch/fairseq#5206). We
check the last ``n - 1`` generated tokens, as the option documents.

fairseq 0.12 reads checkpoints with ``torch.load`` without ``weights_only`` (``checkpoint_utils.
load_checkpoint_to_cpu``, ``load_ema_from_checkpoint``), so ``TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD=1`` in
the environment turns every load into a full unpickling that runs whatever code a checkpoint holds;
and a truncated or foreign file ends in a long torch traceback that never names it. Both functions
are replaced by ones that load with ``weights_only=True`` explicitly (through the allowlist above)
and turn every failure into a one-line :class:`CheckpointError` naming the file.

fairseq 0.12's ``save_checkpoint`` writes the first checkpoint file atomically but then copies it
to the others (``checkpoint_best.pt``, ``checkpoint_last.pt``) with ``PathManager.copy``, in place: a
process killed during a copy leaves a truncated or empty ``checkpoint_last.pt``. A local copy now
goes to a temporary file in the destination's directory (``.NAME.XXXX.tmp``, left behind only by a
killed process) that ``os.replace`` puts in place. On resume (the default ``--restore-file
checkpoint_last.pt``) an unreadable ``checkpoint_last.pt`` is reported by name and training goes on
from the newest intact checkpoint of ``--save-dir`` (the log says which); when there is none, or an
explicit ``--restore-file`` is unreadable, ``fairseq-train`` stops with a one-line ``error:``.

fairseq 0.12's ``--amp`` is CUDA-only: on CPU it trains silently in fp32. With ``--amp --cpu`` the
forward pass of each training step and each validation step run under bfloat16 autocast
(:func:`amp_on_cpu`; torch's attention kernel stays fp32 in training, :func:`cpu_amp_training`),
and so do ``fairseq-generate``, ``-interactive`` and ``-validate`` (:func:`amp_for_inference_commands`, also
when the plugin was imported before the command's module: :func:`commands_wrapped_on_user_dir`).
``--amp --bf16`` is bfloat16 autocast on CUDA too (Ampere and newer): fp32 weights and optimizer state, no
loss scaler (:func:`amp_dtype`); fairseq 0.12 takes ``--bf16`` as TPU training and casts the model to
bf16, so without torch_xla ``--bf16`` alone is refused with a pointer to ``--amp --bf16``
(:func:`bf16_means_amp_in_bfloat16`). ``--amp`` alone on CUDA stays fairseq's float16 autocast.

fairseq 0.12's ``NanDetector`` (which ``fairseq-train`` runs when a step's gradients are NaN or Inf, to
name the module that made them) registers torch's deprecated module backward hooks; on torch 2.x
those look for a tensor among a module's outputs and stop with ``StopIteration`` at the first
module that returns a dict of lists (fairseq's Transformer encoder does), so the user got a torch
traceback instead of the module. The backward check now hooks each output tensor's gradient from
the forward hook (:func:`nan_detector_tensor_hooks`), which works whatever a module returns.

Training health (:mod:`fairseq_syngec.training_health`, :func:`training_health_checks`): ``fairseq-train``
warns in one line when the validation loss rises at two validations in a row while the training loss
does not fall, and ``fairseq-generate``'s summary counts the outputs that are one piece repeated;
fairseq 0.12 says neither, and a collapsed model otherwise looks like a finished run.
"""

import collections
import contextlib
import copy
import functools
import importlib.util
import inspect
import logging
import os
import re
import shutil
import sys
import tempfile
import warnings

import torch
import torch.nn.functional as F

from .safe_globals import allow_fairseq_checkpoints, fairseq_checkpoint_safe_globals

logger = logging.getLogger(__name__)


class CheckpointError(ValueError):
    """A checkpoint file that cannot be loaded: truncated, not a checkpoint, or refused because it
    holds objects outside the allowlist. ``path`` is the file; the message is one line naming it."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}")
        self.path = path


ZIP_MAGIC = b"PK\x03\x04"


def _first_sentence(text: str, limit: int = 120) -> str:
    """The first line of ``text`` up to its first '. ', at most ``limit`` characters."""
    line = next((x.strip() for x in str(text).splitlines() if x.strip()), "")
    line = line.split(". ")[0].rstrip(".")
    return line if len(line) <= limit else line[: limit - 3] + "..."


def _unreadable_reason(path: str, exc: BaseException) -> str:
    """A short reason why ``torch.load`` failed on ``path`` (not a refusal)."""
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as f:
            head = f.read(8)
    except OSError:
        size, head = None, b""
    if size == 0:
        return "the file is empty (0 bytes)"
    detail = _first_sentence(exc) or type(exc).__name__
    if head.startswith(ZIP_MAGIC):
        return f"a damaged or cut-short torch.save archive ({size} bytes): {detail}"
    if not head.startswith(b"\x80"):  # neither the zip format nor a legacy (protocol 2+) pickle
        return f"not a torch.save file (it begins with {head!r})"
    return f"{type(exc).__name__}: {detail}"


def _refused_globals(path: str, exc: BaseException):
    """The globals a weights-only load refused in ``path`` (all of them where torch can list them
    without unpickling), or None when ``exc`` is not such a refusal."""
    named = re.findall(r"GLOBAL (\S+) (?:was not an allowed global|whose module)", str(exc))
    if not named:
        return None
    try:
        allowed = {f"{c.__module__}.{c.__qualname__}" for c in fairseq_checkpoint_safe_globals()}
        listed = [g for g in torch.serialization.get_unsafe_globals_in_checkpoint(path) if g not in allowed]
    except Exception:  # torch < 2.5, or a file that only the unpickler could parse this far
        listed = []
    return listed or named


def read_checkpoint(path: str) -> dict:
    """The dict a fairseq checkpoint file holds, read with ``torch.load(weights_only=True)`` (tensors,
    containers and :func:`fairseq_checkpoint_safe_globals` only), whatever ``TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD``
    says. FileNotFoundError for a missing file; :class:`CheckpointError` for anything else."""
    try:
        with open(path, "rb") as f:
            state = torch.load(f, map_location=torch.device("cpu"), weights_only=True)
    except FileNotFoundError:
        raise
    except OSError as exc:  # a directory, no permission, an I/O error
        raise CheckpointError(path, f"cannot be read: {exc.strerror or exc}") from exc
    except Exception as exc:
        refused = _refused_globals(path, exc)
        if refused is not None:
            raise CheckpointError(
                path, f"refused: the checkpoint holds objects other than tensors, containers and "
                f"argparse.Namespace ({', '.join(refused)}), which unpickling could use to run code; "
                "it was not loaded") from exc
        raise CheckpointError(path, f"not a readable fairseq checkpoint (truncated or not a checkpoint: "
                                    f"{_unreadable_reason(path, exc)})") from exc
    if not isinstance(state, dict) or "model" not in state:
        what = f"a {type(state).__name__}"
        if isinstance(state, dict):
            what += f" with keys {sorted(map(str, state))[:5]}"
        raise CheckpointError(path, f"not a fairseq checkpoint (it holds {what}, no 'model' entry)")
    return state


def _local_checkpoint_path(path: str, load_on_all_ranks: bool) -> str:
    """fairseq's ``load_checkpoint_to_cpu`` preamble: a fresh local copy of a remote checkpoint."""
    from fairseq.file_io import PathManager

    local_path = PathManager.get_local_path(path)
    if local_path != path and PathManager.path_requires_pathmanager(path):
        with contextlib.suppress(FileNotFoundError):  # a stale cached copy: fetch it again
            os.remove(local_path)
        if load_on_all_ranks:
            torch.distributed.barrier()
        local_path = PathManager.get_local_path(path)
    return local_path


def load_checkpoint_to_cpu(path, arg_overrides=None, load_on_all_ranks=False):
    """fairseq 0.12's ``checkpoint_utils.load_checkpoint_to_cpu`` (same arguments and result),
    reading the file with :func:`read_checkpoint`."""
    from fairseq.checkpoint_utils import _upgrade_state_dict
    from fairseq.dataclass.utils import overwrite_args_by_name
    from omegaconf import OmegaConf

    state = read_checkpoint(_local_checkpoint_path(path, load_on_all_ranks))
    if state.get("args") is not None and arg_overrides is not None:
        for arg_name, arg_val in arg_overrides.items():
            setattr(state["args"], arg_name, arg_val)
    if state.get("cfg") is not None:
        state["cfg"] = OmegaConf.create(state["cfg"], flags={"allow_objects": True})
        if arg_overrides is not None:
            overwrite_args_by_name(state["cfg"], arg_overrides)
    try:
        return _upgrade_state_dict(state)
    except KeyError as exc:
        raise CheckpointError(path, f"not a fairseq checkpoint (no {exc.args[0]!r} entry)") from exc


def load_ema_from_checkpoint(fpath):
    """fairseq 0.12's ``checkpoint_utils.load_ema_from_checkpoint`` (``--ema-seed-model``): the
    checkpoint with its EMA weights as ``model``, read with :func:`read_checkpoint`."""
    state = read_checkpoint(fpath)
    ema = state.get("extra_state", {}).get("ema") if isinstance(state.get("extra_state"), dict) else None
    if not ema:
        raise CheckpointError(fpath, "holds no EMA weights (extra_state['ema']): it was not saved with --store-ema")
    state["model"] = collections.OrderedDict((k, (p.float() if p.dtype == torch.half else p).clone())
                                             for k, p in ema.items())
    return state


def safe_checkpoint_loading():
    """Patch fairseq's checkpoint readers to :func:`load_checkpoint_to_cpu` and
    :func:`load_ema_from_checkpoint` (idempotent)."""
    from fairseq import checkpoint_utils

    checkpoint_utils.load_checkpoint_to_cpu = load_checkpoint_to_cpu
    checkpoint_utils.load_ema_from_checkpoint = load_ema_from_checkpoint


def atomic_copy(src_path: str, dst_path: str, overwrite: bool = False) -> bool:
    """Copy a local file so that ``dst_path`` is at every moment absent, its old content or a full copy:
    the bytes go to a temporary file beside it (the source's permission bits), which ``os.replace``
    renames. False, as iopath's copy, when ``dst_path`` exists and ``overwrite`` is not set."""
    if not overwrite and os.path.exists(dst_path):
        return False
    fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(dst_path)}.", suffix=".tmp",
                               dir=os.path.dirname(os.path.abspath(dst_path)))
    os.close(fd)
    try:
        shutil.copyfile(src_path, tmp)
        shutil.copymode(src_path, tmp)
        os.replace(tmp, dst_path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.remove(tmp)
        raise
    return True


def atomic_checkpoint_copies():
    """Patch ``fairseq.file_io.PathManager.copy`` to :func:`atomic_copy` for local files (idempotent)."""
    from fairseq.file_io import PathManager

    original = PathManager.copy
    if getattr(original, "_atomic", False):
        return

    def copy_file(src_path: str, dst_path: str, overwrite: bool = False) -> bool:
        if PathManager.path_requires_pathmanager(src_path) or PathManager.path_requires_pathmanager(dst_path):
            return original(src_path, dst_path, overwrite)
        return atomic_copy(src_path, dst_path, overwrite)

    copy_file._atomic = True
    PathManager.copy = staticmethod(copy_file)


def intact_checkpoints(save_dir: str, suffix: str, exclude: str):
    """The checkpoint files of ``save_dir`` (``checkpoint*{suffix}.pt``) other than ``exclude``,
    newest first (by modification time)."""
    pattern = re.compile(r"checkpoint.*" + re.escape(suffix) + r"\.pt")
    try:
        names = [n for n in os.listdir(save_dir) if pattern.fullmatch(n)]
    except OSError:
        return []
    paths = [os.path.join(save_dir, n) for n in names]
    paths = [p for p in paths if os.path.isfile(p) and os.path.abspath(p) != os.path.abspath(exclude)]
    return sorted(paths, key=lambda p: (os.path.getmtime(p), p), reverse=True)


def _with_restore_file(cfg, path: str, suffix: str):
    """A copy of the checkpoint config that restores ``path`` (fairseq appends ``suffix`` itself)."""
    from omegaconf import open_dict

    if suffix and path.endswith(suffix + ".pt"):
        path = path[: -len(suffix + ".pt")] + ".pt"
    cfg = copy.deepcopy(cfg)
    with open_dict(cfg):
        cfg.restore_file = path
        cfg.finetune_from_model = None  # only used for a first launch, which this is not
    return cfg


def load_checkpoint_or_intact(original, cfg, trainer, **passthrough_args):
    """fairseq's ``checkpoint_utils.load_checkpoint`` (``original``); when the default
    ``checkpoint_last.pt`` is unreadable, the newest intact checkpoint of ``--save-dir`` instead (a
    warning names both); SystemExit with a one-line ``error:`` when none is, or when an explicit
    ``--restore-file`` is unreadable."""
    try:
        return original(cfg, trainer, **passthrough_args)
    except CheckpointError as exc:
        suffix = trainer.checkpoint_suffix or ""
        last = os.path.join(cfg.save_dir, f"checkpoint_last{suffix}.pt")
        if cfg.restore_file != "checkpoint_last.pt" or os.path.abspath(exc.path) != os.path.abspath(last):
            raise SystemExit(f"error: {exc}") from exc
        broken = exc
    for candidate in intact_checkpoints(cfg.save_dir, suffix, exclude=last):
        logger.warning(f"{broken}. Resuming from the newest intact checkpoint instead: {candidate} "
                       f"(to resume from another, pass --restore-file FILE)")
        try:
            return original(_with_restore_file(cfg, candidate, suffix), trainer, **passthrough_args)
        except CheckpointError as exc:
            broken = exc
    raise SystemExit(f"error: {broken}; no intact checkpoint in {cfg.save_dir} to resume from: move it "
                     f"away to train from scratch, or pass --restore-file FILE")


def resume_from_intact_checkpoint():
    """Patch ``fairseq.checkpoint_utils.load_checkpoint`` (fairseq-train's resume) with
    :func:`load_checkpoint_or_intact` (idempotent)."""
    from fairseq import checkpoint_utils

    original = checkpoint_utils.load_checkpoint
    if getattr(original, "_falls_back", False):
        return

    @functools.wraps(original)
    def load_checkpoint(cfg, trainer, **passthrough_args):
        return load_checkpoint_or_intact(original, cfg, trainer, **passthrough_args)

    load_checkpoint._falls_back = True
    checkpoint_utils.load_checkpoint = load_checkpoint


def keep_last_batch():
    """Patch ``fairseq.data.data_utils.batch_by_size`` to return the batch fairseq drops."""
    import numpy as np
    from fairseq.data import data_utils

    original = data_utils.batch_by_size
    if getattr(original, "_keeps_last_batch", False):
        return

    @functools.wraps(original)
    def batch_by_size(indices, num_tokens_fn, num_tokens_vec=None, max_tokens=None, max_sentences=None,
                      required_batch_size_multiple=1, fixed_shapes=None):
        batches = original(indices, num_tokens_fn, num_tokens_vec, max_tokens, max_sentences,
                           required_batch_size_multiple, fixed_shapes)
        if fixed_shapes is not None or required_batch_size_multiple <= 1:
            return batches
        indices = np.asarray(indices if isinstance(indices, np.ndarray) else list(indices), dtype=np.int64)
        n_batched = sum(len(b) for b in batches)
        if n_batched < len(indices):  # fairseq dropped the tail of the sorted indices
            batches = list(batches) + [indices[n_batched:]]
        return batches

    batch_by_size._keeps_last_batch = True
    data_utils.batch_by_size = batch_by_size


def banned_ngram_continuations(tokens, step: int, n: int):
    """For each row of ``tokens`` (hypotheses whose positions 0..step are filled): the tokens that
    would complete an n-gram already in positions 0..step (fairseq's --no-repeat-ngram-size)."""
    banned = []
    for row in tokens[:, : step + 1].tolist():
        last = row[step + 2 - n:]  # the n-1 most recent tokens (empty for n = 1)
        banned.append([row[i + n - 1] for i in range(step + 2 - n) if row[i:i + n - 1] == last])
    return banned


def fix_no_repeat_ngram():
    """Patch ``fairseq.ngram_repeat_block.NGramRepeatBlock`` to block repeats on CPU."""
    import math

    from fairseq.ngram_repeat_block import NGramRepeatBlock

    if getattr(NGramRepeatBlock._no_repeat_ngram, "_checks_generated_tokens", False):
        return

    def _no_repeat_ngram(self, tokens, lprobs, bsz: int, beam_size: int, step: int):
        if step + 2 - self.no_repeat_ngram_size < 0:
            return lprobs
        for row, banned in enumerate(banned_ngram_continuations(tokens, step, self.no_repeat_ngram_size)):
            if banned:
                lprobs[row, banned] = -math.inf
        return lprobs

    _no_repeat_ngram._checks_generated_tokens = True
    NGramRepeatBlock._no_repeat_ngram = _no_repeat_ngram


def cpu_amp_autocast(enabled: bool = True):
    """bfloat16 autocast on CPU: matrix products in bf16 (3-6x faster than fp32 on CPUs with
    AVX512_BF16 or AMX), weights and what autocast keeps in fp32 (softmax, losses, norms) in fp32."""
    return torch.autocast("cpu", dtype=torch.bfloat16, enabled=enabled)


_SDPA = torch.nn.functional.scaled_dot_product_attention


def _sdpa_fp32_backward(query, key, value, attn_mask=None, *args, **kwargs):
    """``F.scaled_dot_product_attention`` for CPU autocast training: with bf16 inputs that need a
    gradient it attends in fp32 and returns bf16, because torch's CPU attention backward is about 3x
    slower in bf16 than in fp32 (torch 2.13; the forward takes the same time in both)."""
    if query.dtype != torch.bfloat16 or query.device.type != "cpu" or not torch.is_grad_enabled():
        return _SDPA(query, key, value, attn_mask, *args, **kwargs)
    if attn_mask is not None and attn_mask.is_floating_point():
        attn_mask = attn_mask.float()
    with torch.autocast("cpu", enabled=False):
        out = _SDPA(query.float(), key.float(), value.float(), attn_mask, *args, **kwargs)
    return out.to(torch.bfloat16)


@contextlib.contextmanager
def cpu_amp_training():
    """The training forward of ``--amp`` on CPU: :func:`cpu_amp_autocast`, with torch's multi-head
    attention (fairseq's MultiheadAttention calls it) attending in fp32 (:func:`_sdpa_fp32_backward`)."""
    functional = torch.nn.functional
    previous, functional.scaled_dot_product_attention = functional.scaled_dot_product_attention, _sdpa_fp32_backward
    try:
        with cpu_amp_autocast():
            yield
    finally:
        functional.scaled_dot_product_attention = previous


def _on_cpu(model) -> bool:
    param = next(iter(model.parameters()), None)
    return param is None or param.device.type == "cpu"


def amp_dtype(device_type: str, bf16: bool) -> torch.dtype:
    """The autocast dtype of ``--amp``: bfloat16 on CPU (its fast products) or with ``--bf16``, else float16
    (fairseq's CUDA autocast)."""
    return torch.bfloat16 if device_type == "cpu" or bf16 else torch.float16


def _bf16_amp(common) -> bool:
    """``--amp --bf16`` without TPU (see :func:`bf16_means_amp_in_bfloat16`); ``common``: a config or a Namespace."""
    return bool(getattr(common, "amp", False) and getattr(common, "bf16", False) and not getattr(common, "tpu", False))


def amp_on_cpu():
    """``--amp`` on CPU, and ``--amp --bf16`` on CUDA: fairseq 0.12 trains under ``torch.cuda.amp.autocast``
    only, a no-op on CPU (the run is silently fp32), and builds a CUDA ``GradScaler`` that warns and
    disables itself. With a model on CPU, the train step's forward and the validation step run under
    bfloat16 autocast (:func:`cpu_amp_autocast`); the weights and the optimizer stay fp32 and the loss is
    not scaled (bf16 has fp32's exponent range). On CUDA ``--amp --bf16`` does the same with CUDA's
    bfloat16 autocast (fairseq would cast the model and the batch to bf16 for ``--bf16``: not done);
    ``--amp`` alone on CUDA is fairseq's (float16, loss scaler, fp32 validation)."""
    from fairseq.optim.amp_optimizer import AMPOptimizer
    from fairseq.tasks.fairseq_task import FairseqTask
    from fairseq.trainer import Trainer

    if getattr(FairseqTask.train_step, "_cpu_amp", False):
        return

    def amp_context(optimizer, model):
        if not isinstance(optimizer, AMPOptimizer):
            return contextlib.nullcontext()
        if _on_cpu(model):
            return cpu_amp_training()
        # fairseq's own (float16), or bfloat16 for --amp --bf16
        return torch.autocast("cuda", dtype=getattr(optimizer, "amp_dtype", torch.float16))

    def train_step(self, sample, model, criterion, optimizer, update_num, ignore_grad=False):
        # fairseq 0.12's FairseqTask.train_step, with amp_context for its CUDA-only autocast
        model.train()
        model.set_num_updates(update_num)
        with torch.autograd.profiler.record_function("forward"):
            with amp_context(optimizer, model):
                loss, sample_size, logging_output = criterion(model, sample)
        if ignore_grad:
            loss *= 0
        with torch.autograd.profiler.record_function("backward"):
            optimizer.backward(loss)
        return loss, sample_size, logging_output

    train_step.__doc__ = FairseqTask.train_step.__doc__
    train_step._cpu_amp = True
    FairseqTask.train_step = train_step

    original_valid_step = Trainer.valid_step

    @functools.wraps(original_valid_step)
    def valid_step(self, sample, raise_oom=False):
        if self.cfg.common.amp and _on_cpu(self.model):
            context = cpu_amp_autocast()
        elif _bf16_amp(self.cfg.common):
            context = torch.autocast("cuda", dtype=torch.bfloat16)
        else:
            context = contextlib.nullcontext()
        with context:
            return original_valid_step(self, sample, raise_oom)

    Trainer.valid_step = valid_step

    original_trainer_init = Trainer.__init__

    @functools.wraps(original_trainer_init)
    def trainer_init(self, cfg, task, model, criterion, *args, **kwargs):
        if not _bf16_amp(cfg.common):
            return original_trainer_init(self, cfg, task, model, criterion, *args, **kwargs)
        cfg.common.bf16 = False  # fairseq's --bf16 casts the model to bf16: the weights stay fp32
        try:
            original_trainer_init(self, cfg, task, model, criterion, *args, **kwargs)
        finally:
            cfg.common.bf16 = True

    Trainer.__init__ = trainer_init

    original_fp_convert = Trainer._fp_convert_sample

    @functools.wraps(original_fp_convert)
    def fp_convert_sample(self, sample):
        if _bf16_amp(self.cfg.common):
            return sample  # --amp --bf16: autocast decides each operator's dtype, the batch stays as it is
        return original_fp_convert(self, sample)

    Trainer._fp_convert_sample = fp_convert_sample

    original_init = AMPOptimizer.__init__

    @functools.wraps(original_init)
    def amp_optimizer_init(self, cfg, params, fp32_optimizer, **kwargs):
        on_cuda = torch.cuda.is_available() and not cfg.common.cpu
        if on_cuda and not _bf16_amp(cfg.common):
            return original_init(self, cfg, params, fp32_optimizer, **kwargs)
        super(AMPOptimizer, self).__init__(cfg.optimizer)
        self.fp32_optimizer = fp32_optimizer
        # bf16 has fp32's exponent range: no loss scaling
        self._grad_scaler = torch.amp.GradScaler("cuda" if on_cuda else "cpu", enabled=False)
        self.min_loss_scale = cfg.common.min_loss_scale
        self.amp_dtype = torch.bfloat16
        logger.info("--amp %s: bfloat16 autocast for the forward pass and validation, fp32 weights, no loss "
                    "scaler", "--bf16 on CUDA" if on_cuda else "on CPU")

    AMPOptimizer.__init__ = amp_optimizer_init


# fairseq's inference commands and the function each runs with its config (cfg.common.amp, cpu)
_AMP_COMMANDS = {"fairseq_cli.generate": "_main", "fairseq_cli.interactive": "main", "fairseq_cli.validate": "main"}


def amp_for_inference_commands():
    """``--amp`` on CPU for ``fairseq-generate``, ``-interactive`` and ``-validate``, which fairseq 0.12
    runs in fp32 whatever ``--amp`` says: with the model on CPU the command's run is under bfloat16
    autocast. Wraps those of the commands' modules that are imported (a command line imports its own
    before the plugin); called at import and on each ``--user-dir`` import (idempotent)."""
    for module_name, fn_name in _AMP_COMMANDS.items():
        module = sys.modules.get(module_name)
        fn = getattr(module, fn_name, None)
        if fn is None or getattr(fn, "_cpu_amp", False):
            continue

        def run_command(cfg, *args, _fn=fn, **kwargs):
            common = getattr(cfg, "common", cfg)  # a DictConfig, or a legacy Namespace
            on_cpu = getattr(common, "cpu", False) or not torch.cuda.is_available()
            amp = bool(getattr(common, "amp", False))
            if amp and on_cpu:
                context = cpu_amp_autocast()
            elif _bf16_amp(common):
                context = torch.autocast("cuda", dtype=torch.bfloat16)  # --amp --bf16
            else:
                context = contextlib.nullcontext()  # fairseq's: --amp alone decodes in fp32 on CUDA
            with context:
                return _fn(cfg, *args, **kwargs)

        functools.update_wrapper(run_command, fn)
        run_command._cpu_amp = True
        setattr(module, fn_name, run_command)


def bf16_means_amp_in_bfloat16():
    """``--bf16`` means TPU to fairseq 0.12 (it sets ``--tpu`` and needs torch_xla): without torch_xla
    the command died in the trainer with ``'NoneType' object has no attribute 'xla_device'``. Without
    torch_xla, ``--amp --bf16`` is now bfloat16 autocast (CPU or CUDA; ``--tpu`` is unset, see
    :func:`amp_on_cpu`), and ``--bf16`` alone, or ``--memory-efficient-bf16``, is refused at parsing,
    naming ``--amp --bf16``."""
    from fairseq import options

    if getattr(options.parse_args_and_arch, "_bf16_checked", False):
        return
    original = options.parse_args_and_arch

    @functools.wraps(original)
    def parse_args_and_arch(parser, input_args=None, parse_known=False, suppress_defaults=False, modify_parser=None):
        result = original(parser, input_args, parse_known, suppress_defaults, modify_parser)
        args = result[0] if parse_known else result
        if getattr(args, "bf16", False) and not suppress_defaults and importlib.util.find_spec("torch_xla") is None:
            if not getattr(args, "amp", False) or getattr(args, "memory_efficient_bf16", False):
                parser.error("--bf16 is fairseq's TPU mode (it needs torch_xla); for bfloat16 on CPU or CUDA use "
                             "--amp --bf16 (bfloat16 autocast, fp32 weights; on CPU --amp alone is bfloat16)")
            args.tpu = False
        return result

    parse_args_and_arch._bf16_checked = True
    options.parse_args_and_arch = parse_args_and_arch


def _output_tensors(x):
    """The tensors in a module's output (a tensor, or dicts, lists and tuples of them)."""
    if torch.is_tensor(x):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from _output_tensors(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            yield from _output_tensors(v)


def nan_detector_tensor_hooks():
    """Patch fairseq's ``NanDetector.add_hooks``: one forward hook per module, which checks the output
    (fairseq's forward check) and hooks the gradient of each output tensor that needs one (the backward
    check, reported as fairseq reports it: ``NaN detected in output of NAME, shape: ..., backward``)."""
    from fairseq.nan_detector import NanDetector

    if getattr(NanDetector.add_hooks, "_tensor_hooks", False):
        return

    def add_hooks(self, module):
        def forward_hook(mod, inp, output):
            if self.forward:
                self.fhook_fn(mod, inp, output)
            if self.backward and torch.is_grad_enabled():
                for tensor in _output_tensors(output):
                    if tensor.requires_grad:
                        tensor.register_hook(lambda grad, mod=mod: self.bhook_fn(mod, None, grad))

        self.fhooks.append(module.register_forward_hook(forward_hook))

    add_hooks._tensor_hooks = True
    NanDetector.add_hooks = add_hooks


def _mean_training_loss_since_last_call(trainer):
    """The sample-size-weighted mean of the training steps' logged loss since the previous call (None if none)."""
    total, size = getattr(trainer, "_health_train", (0.0, 0.0))
    trainer._health_train = (0.0, 0.0)
    return total / size if size > 0 else None


def _sum_training_losses():
    """Wrap ``Trainer.train_step`` to add each step's logged loss, weighted by its sample size, to the
    trainer's running sum (read by :func:`_mean_training_loss_since_last_call`)."""
    from fairseq.trainer import Trainer

    if getattr(Trainer.train_step, "_health", False):
        return
    original_train_step = Trainer.train_step

    @functools.wraps(original_train_step)
    def train_step(self, samples, raise_oom=False):
        out = original_train_step(self, samples, raise_oom)
        if isinstance(out, dict) and "loss" in out and out.get("sample_size"):
            loss, size = float(out["loss"]), float(out["sample_size"])
            if loss == loss and loss not in (float("inf"), -1.0):  # finite, and a loss was logged
                total, count = getattr(self, "_health_train", (0.0, 0.0))
                self._health_train = (total + loss * size, count + size)
        return out

    train_step._health = True
    Trainer.train_step = train_step


def _warn_on_a_rising_validation_loss(train_module):
    """Wrap ``fairseq_cli.train.get_valid_stats``: the first validation subset's loss and the mean training
    loss since the last validation go to a :class:`~fairseq_syngec.training_health.ValidationTrend`, whose
    warning is logged."""
    from .training_health import ValidationTrend

    get_valid_stats = getattr(train_module, "get_valid_stats", None)
    if get_valid_stats is None or getattr(get_valid_stats, "_health", False):
        return

    @functools.wraps(get_valid_stats)
    def valid_stats(cfg, trainer, stats, tracking_best, *args, **kwargs):
        stats = get_valid_stats(cfg, trainer, stats, tracking_best, *args, **kwargs)
        if tracking_best and isinstance(stats.get("loss"), (int, float)):
            trend = getattr(trainer, "_health_trend", None) or ValidationTrend()
            trainer._health_trend = trend
            warning = trend.add(stats["loss"], _mean_training_loss_since_last_call(trainer), trainer.get_num_updates())
            if warning:
                logger.warning(warning)
        return stats

    valid_stats._health = True
    train_module.get_valid_stats = valid_stats


def _count_repeated_outputs(generate_module):
    """Wrap ``fairseq_cli.generate._main``: the task it sets up counts the best hypotheses that are one piece
    repeated (:func:`~fairseq_syngec.training_health.is_repeated_piece`), logged after fairseq's summary."""
    from fairseq import tasks as fairseq_tasks

    from .training_health import is_repeated_piece

    generate_main = getattr(generate_module, "_main", None)
    if generate_main is None or getattr(generate_main, "_health", False):
        return

    @functools.wraps(generate_main)
    def generate(cfg, output_file, *args, **kwargs):
        counts = {"outputs": 0, "repeated": 0, "example": None}
        setup_task = fairseq_tasks.setup_task

        def counting_setup_task(*a, **kw):
            task = setup_task(*a, **kw)
            inference_step = task.inference_step

            def counted_inference_step(*sa, **skw):
                hypos = inference_step(*sa, **skw)
                eos = task.target_dictionary.eos()
                for nbest in hypos:
                    if not nbest:
                        continue
                    tokens = nbest[0]["tokens"].tolist()
                    tokens = tokens[:-1] if tokens and tokens[-1] == eos else tokens
                    counts["outputs"] += 1
                    if is_repeated_piece(tokens):
                        counts["repeated"] += 1
                        if counts["example"] is None:
                            counts["example"] = task.target_dictionary[tokens[0]]
                return hypos

            task.inference_step = counted_inference_step
            return task

        fairseq_tasks.setup_task = counting_setup_task
        try:
            result = generate_main(cfg, output_file, *args, **kwargs)
        finally:
            fairseq_tasks.setup_task = setup_task
        report = logging.getLogger("fairseq_cli.generate")
        line = (f"{counts['repeated']} of {counts['outputs']} outputs are one piece repeated (4 or more times "
                "and nothing else)")
        if counts["repeated"]:
            report.warning(f"{line}, e.g. {counts['example']!r}: a collapsed model (see fairseq-train's "
                           "validation losses)")
        else:
            report.info(line)
        return result

    generate._health = True
    generate_module._main = generate


def training_health_checks():
    """Install :mod:`fairseq_syngec.training_health` in fairseq: training losses summed per step, a warning
    when the validation loss rises while training is flat (``fairseq-train``), and the count of outputs that
    are one piece repeated (``fairseq-generate``). The commands' modules are wrapped once imported
    (idempotent; called at import and on each ``--user-dir`` import)."""
    _sum_training_losses()
    if "fairseq_cli.train" in sys.modules:
        _warn_on_a_rising_validation_loss(sys.modules["fairseq_cli.train"])
    if "fairseq_cli.generate" in sys.modules:
        _count_repeated_outputs(sys.modules["fairseq_cli.generate"])


def float_padding_mask(key_padding_mask, attn_mask):
    """fairseq's boolean padding mask as the float mask torch makes of it (0, -inf where padded), in the
    attention mask's dtype, when the attention mask is a float one; else unchanged."""
    if (key_padding_mask is None or attn_mask is None or key_padding_mask.dtype != torch.bool
            or not torch.is_floating_point(attn_mask)):
        return key_padding_mask
    return torch.zeros_like(key_padding_mask, dtype=attn_mask.dtype).masked_fill_(key_padding_mask, float("-inf"))


class _MasksOfOneType:
    """torch.nn.functional for fairseq's MultiheadAttention, whose fast path hands torch a boolean padding
    mask beside a float attention mask (the decoder's future mask): torch warns at every training step
    that such mixed masks are deprecated. Here the padding mask comes as the float mask torch would build
    (:func:`float_padding_mask`); everything else is torch.nn.functional itself."""

    _signature = None

    def __getattr__(self, name):
        return getattr(F, name)

    def multi_head_attention_forward(self, *args, **kwargs):
        if _MasksOfOneType._signature is None:
            _MasksOfOneType._signature = inspect.signature(F.multi_head_attention_forward)
        bound = _MasksOfOneType._signature.bind(*args, **kwargs)
        a = bound.arguments
        if "key_padding_mask" in a and "attn_mask" in a:
            a["key_padding_mask"] = float_padding_mask(a["key_padding_mask"], a["attn_mask"])
        return F.multi_head_attention_forward(*bound.args, **bound.kwargs)


def quiet_cpu_warnings():
    """No warnings the user cannot act on: fairseq's multi-head attention gets masks of one type
    (:class:`_MasksOfOneType`), and torch's note that ``pin_memory`` (which fairseq's data loaders always
    ask for) does nothing without an accelerator is not shown."""
    from fairseq.modules import multihead_attention

    if not isinstance(multihead_attention.F, _MasksOfOneType):
        multihead_attention.F = _MasksOfOneType()
    warnings.filterwarnings("ignore", message="'pin_memory' argument is set as true but no accelerator is found")


def children_keep_their_parents_garbage():
    """A forked child never collects the objects it inherited (``gc.freeze`` right after the fork). fairseq's data
    loaders fork their workers while the last epoch's loader iterators may still wait, unreachable, for the
    garbage collector; collected in a worker, their ``__del__`` asked whether that worker's own siblings were
    alive and printed ``AssertionError: can only test a child process`` in the middle of training (seen with
    ``--amp`` in ``make demo``). The parent collects them as before."""
    import gc

    if not getattr(children_keep_their_parents_garbage, "registered", False):
        os.register_at_fork(after_in_child=gc.freeze)
        children_keep_their_parents_garbage.registered = True


def commands_wrapped_on_user_dir():
    """fairseq's ``import_user_module`` imports the plugin only when no module of its name is imported yet: a
    command module of fairseq (``fairseq_cli.generate``, ...) first imported after the plugin (a test process, a
    notebook) would miss the wrappers of :func:`amp_for_inference_commands` and :func:`training_health_checks`.
    Each ``--user-dir`` naming this package now applies them (both idempotent). fairseq calls it as
    ``utils.import_user_module`` everywhere."""
    from fairseq import utils

    original = utils.import_user_module
    if getattr(original, "_wraps_commands", False):
        return
    package = __name__.rpartition(".")[0]

    @functools.wraps(original)
    def import_user_module(args):
        original(args)
        user_dir = getattr(args, "user_dir", None)
        if user_dir and os.path.basename(os.path.normpath(user_dir)) == package:
            amp_for_inference_commands()
            training_health_checks()

    import_user_module._wraps_commands = True
    utils.import_user_module = import_user_module


allow_fairseq_checkpoints()
safe_checkpoint_loading()
atomic_checkpoint_copies()
resume_from_intact_checkpoint()
keep_last_batch()
fix_no_repeat_ngram()
amp_on_cpu()
bf16_means_amp_in_bfloat16()
amp_for_inference_commands()
nan_detector_tensor_hooks()
training_health_checks()
commands_wrapped_on_user_dir()
quiet_cpu_warnings()
children_keep_their_parents_garbage()
