"""Checkpoints, read and written safely (fairseq 0.12.3.1 on torch >= 2.6).

torch >= 2.6 loads with ``weights_only=True``: only tensors, containers and explicitly allowed classes may be
unpickled; fairseq checkpoints also hold ``argparse.Namespace`` objects, the one class allowed
(:mod:`~fairseq_syngec.compat.safe_globals`). fairseq reads checkpoints with ``torch.load`` without
``weights_only`` (``checkpoint_utils.load_checkpoint_to_cpu``, ``load_ema_from_checkpoint``), so
``TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD=1`` would turn every load into a full unpickling, and a truncated or foreign
file ends in a torch traceback that never names it: both load weights-only here, every failure a one-line
:class:`CheckpointError` naming the file. ``save_checkpoint`` copies its first file to the others in place, so a
killed process can leave a truncated ``checkpoint_last.pt``: copies go through a temporary file and
``os.replace``; on resume an unreadable ``checkpoint_last.pt`` is named and training goes on from the newest
intact checkpoint of ``--save-dir``.
"""

import collections
import contextlib
import copy
import functools
import logging
import os
import re
import shutil
import tempfile

import torch

from fairseq_syngec.compat.safe_globals import fairseq_checkpoint_safe_globals

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
