"""Helpers of the test suite (``from harness.helpers import ...``; ``tests/conftest.py`` holds the
fixtures): command lines run as fairseq's ``tests/test_binaries.py`` runs them, a loader for the
repository's scripts, and tiny GEC / summarisation corpora built with the project's command lines.

:func:`run` runs a console script of this environment or a Python script of the repository in a
child process forked from the test process, which has torch, fairseq and the plugin imported
already: the command gets its own process, arguments, standard streams, working directory, exit
code and registry changes, but not the 3-5 s of imports a fresh interpreter pays. Anything else
(``bash``, ``python -c``), and every command when ``FAIRSEQ_SYNGEC_TEST_FRESH=1`` is set, runs in a
fresh interpreter (``fresh=True`` asks for one where interpreter start-up is what is tested).

Forking is safe only from a process whose OpenMP (libgomp) has no thread team: a child forked after a
parallel region waits forever at its first parallel operator. ``tests/conftest.py`` sets one thread
(``OMP_NUM_THREADS=1``, as ``make test`` does) before torch is imported, however the suite is started;
where the caller set more, every command runs in a fresh interpreter. A command still running after
its ``timeout``, or idle (no CPU time in it or its children) for ``IDLE_LIMIT`` seconds, is stopped and
reported with the Python stack of each of its threads.
"""

import atexit
import faulthandler
import importlib.util
import io
import locale
import logging
import os
import runpy
import shutil
import signal
import subprocess
import sys
import time
import traceback
import warnings
from pathlib import Path

from filelock import FileLock

REPO = Path(__file__).resolve().parents[1]
USER_DIR = str(REPO / "fairseq_syngec")
SHARED_DATA = REPO.parent / "shared" / "data"
BIN = Path(sys.executable).parent
JFLEG = REPO / "examples" / "gec" / "data" / "jfleg"


def load_script(path, name=None):
    """The module of a script of the repository (``path`` relative to the repository root, or
    absolute), executed afresh (not as ``__main__``): tests call its ``main(argv)`` in process."""
    path = Path(path)
    if not path.is_absolute():
        path = REPO / path
    spec = importlib.util.spec_from_file_location(name or path.stem.replace("-", "_") + "_script", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# what the forking runner imports once per test process, so that its children do not (torch._dynamo: the first
# torch.optim optimizer imports it, seconds in every training)
_PRELOAD = ("torch", "torch._dynamo", "fairseq", "fairseq.checkpoint_utils", "fairseq.options", "fairseq.tasks",
            "fairseq.trainer", "fairseq.sequence_generator", "fairseq.distributed", "fairseq_syngec.tasks",
            "fairseq_syngec.models", "fairseq_syngec.criterions", "fairseq_syngec.hub")
_preloaded = False
# fork only where no OpenMP thread team can exist (tests/conftest.py sets this before torch is imported)
FORK_SAFE = os.environ.get("OMP_NUM_THREADS") == "1"
IDLE_LIMIT = 120.0  # seconds without CPU time in a forked command (and its children): a hang
IDLE_CHECK = 5.0  # seconds between two looks at that CPU time


def _preload():
    global _preloaded
    if not _preloaded:
        import importlib

        for name in _PRELOAD:
            importlib.import_module(name)
        _preloaded = True


# scripts that need a fresh interpreter: sentencepiece's trainer crashes (SIGSEGV) in a child forked
# from a process that trained a model before
_FRESH = {REPO / "scripts" / "spm.py"}
# a fresh interpreter's warning filters (CPython's release build, no -W, no PYTHONWARNINGS), first to last:
# a forked command starts from these, not from the test process's (pytest's), and not from none at all
_DEFAULT_WARNING_FILTERS = [("default", DeprecationWarning, "__main__"), ("ignore", DeprecationWarning, ""),
                            ("ignore", PendingDeprecationWarning, ""), ("ignore", ImportWarning, ""),
                            ("ignore", ResourceWarning, "")]


def _script_of(cmd):
    """The Python file to execute for ``cmd`` in a forked child, or None for a fresh interpreter."""
    if os.environ.get("FAIRSEQ_SYNGEC_TEST_FRESH") == "1" or not FORK_SAFE:
        return None
    first = Path(cmd[0])
    if first.resolve() in _FRESH:
        return None
    if first.suffix == ".py":
        return first
    if first.parent == BIN and first.is_file():
        with open(first, "rb") as f:
            shebang = f.readline(300)
        if shebang.startswith(b"#!") and b"python" in shebang:
            return first
    return None


def _exit_code(exc: SystemExit) -> int:
    """The exit status the interpreter gives ``sys.exit(code)`` (printing a non-integer code)."""
    if exc.code is None:
        return 0
    if isinstance(exc.code, int):
        return exc.code & 0xFF
    print(exc.code, file=sys.stderr)
    return 1


def _register_fresh_exit_functions():
    """The exit functions that a fresh interpreter's imports of the preloaded modules register, in their order
    (run last to first): logging's flush; multiprocessing's, which terminates daemonic children (a DataLoader's
    workers: without it they outlived the command by their 5 s watchdog, holding its output pipes open), with
    the test process's children and finalizers dropped as multiprocessing's own forked children drop them; and
    weakref.finalize's."""
    import multiprocessing.process
    import multiprocessing.util
    import weakref

    multiprocessing.process._children = set()
    multiprocessing.util._finalizer_registry.clear()
    multiprocessing.util._run_after_forkers()
    atexit.register(logging.shutdown)
    atexit.register(multiprocessing.util._exit_function)
    if weakref.finalize._registered_with_atexit:
        atexit.register(weakref.finalize._exitfunc)


def _child(script, cmd, cwd, env_changes):
    """In the forked child: become ``python script args...`` (``script``: a path, or ``("module", name)`` for
    ``python -m name args...``) and exit with its status."""
    code = 1
    try:
        atexit._clear()  # the test process's exit functions are not the command's...
        _register_fresh_exit_functions()  # ...but those of the modules it has imported are
        signal.signal(signal.SIGINT, signal.default_int_handler)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        enc = locale.getpreferredencoding(False)
        sys.stdin = sys.__stdin__ = open(0, "r", encoding=enc, closefd=False)
        sys.stdout = sys.__stdout__ = open(1, "w", encoding=enc, closefd=False)
        sys.stderr = sys.__stderr__ = open(2, "w", encoding=enc, errors="backslashreplace", buffering=1,
                                          closefd=False)
        faulthandler.enable(file=sys.stderr)  # a crash is reported on the command's own stderr
        faulthandler.register(signal.SIGUSR1, file=sys.stderr, all_threads=True)  # the runner asks for the stacks
        os.environ.update(env_changes)
        if cwd is not None:
            os.chdir(cwd)
        # a fresh interpreter's logging and warnings: no handler (fairseq_cli's modules configure
        # logging when imported, so they are imported again), Python's default warning filters
        logging.root.handlers.clear()
        logging.root.setLevel(logging.WARNING)
        for name in [m for m in sys.modules if m == "fairseq_cli" or m.startswith("fairseq_cli.")]:
            del sys.modules[name]
        warnings.resetwarnings()
        for action, category, module in reversed(_DEFAULT_WARNING_FILTERS):
            warnings.filterwarnings(action, category=category, module=module)
        if env_changes.get("PYTHONWARNINGS") == "ignore":
            warnings.simplefilter("ignore")
        try:
            if isinstance(script, tuple):  # ("module", name): python -m name (harness/forkserver.py)
                sys.argv = [script[1], *cmd[1:]]
                sys.path.insert(0, os.getcwd())
                runpy.run_module(script[1], run_name="__main__", alter_sys=True)
            else:
                sys.argv = [str(script), *cmd[1:]]
                sys.path.insert(0, str(Path(script).resolve().parent))
                runpy.run_path(str(script), run_name="__main__")
            code = 0
        except SystemExit as exc:
            code = _exit_code(exc)
        except BaseException:
            traceback.print_exc()
            code = 1
        atexit._run_exitfuncs()
    except BaseException:
        try:
            traceback.print_exc()
        except BaseException:
            pass
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except BaseException:
                pass
        os._exit(code)


def _decode(data: bytes) -> str:
    """Bytes as ``subprocess.run(text=True)`` decodes them (locale encoding, universal newlines)."""
    return io.TextIOWrapper(io.BytesIO(data), encoding=locale.getpreferredencoding(False)).read()


def _run_forked(script, cmd, cwd, input, timeout, env_changes):
    import tempfile

    _preload()
    with tempfile.TemporaryFile() as fin, tempfile.TemporaryFile() as fout, tempfile.TemporaryFile() as ferr:
        if input is not None:
            fin.write(input.encode(locale.getpreferredencoding(False)))
            fin.seek(0)
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
        pid = os.fork()
        if pid == 0:
            os.dup2(fin.fileno(), 0)
            os.dup2(fout.fileno(), 1)
            os.dup2(ferr.fileno(), 2)
            _child(script, cmd, cwd, env_changes)
        deadline = time.monotonic() + timeout
        delay = 0.002
        cpu, busy_at = _tree_cpu(pid), time.monotonic()
        looked = busy_at
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            now = time.monotonic()
            if now - looked > IDLE_CHECK:  # has it (or a child of it) used any CPU since?
                looked = now
                used = _tree_cpu(pid)
                if used != cpu:
                    cpu, busy_at = used, now
            if now > deadline or now - busy_at > IDLE_LIMIT:
                why = (f"still running after {timeout:g} s" if now > deadline else
                       f"idle (no CPU time) for {now - busy_at:.0f} s: hung")
                _stop_with_stacks(pid)
                ferr.seek(0)
                raise AssertionError(f"{' '.join(cmd)} {why}; its threads' stacks:\n{_decode(ferr.read())[-8000:]}")
            time.sleep(delay)
            delay = min(delay * 2, 0.05)
        fout.seek(0)
        ferr.seek(0)
        return subprocess.CompletedProcess(cmd, os.waitstatus_to_exitcode(status), _decode(fout.read()),
                                           _decode(ferr.read()))


def _tree_cpu(pid: int) -> int:
    """CPU clock ticks used by process ``pid`` and its descendants now alive (Linux /proc; 0 elsewhere)."""
    try:
        stats = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open(f"/proc/{entry}/stat", "rb") as f:
                        fields = f.read().rsplit(b")", 1)[1].split()
                except OSError:
                    continue
                stats[int(entry)] = (int(fields[1]), int(fields[11]) + int(fields[12]))  # ppid, utime + stime
    except OSError:
        return 0
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        total += stats.get(p, (0, 0))[1]
        todo += [c for c, (ppid, _) in stats.items() if ppid == p]
    return total


def gone_within(pid: int, seconds: float) -> bool:
    """True when no process ``pid`` exists (it ended and was reaped) within ``seconds``."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)


def _stop_with_stacks(pid: int) -> None:
    """Have the forked command write its threads' stacks (SIGUSR1, faulthandler), then kill it."""
    try:
        os.kill(pid, signal.SIGUSR1)
        time.sleep(1.0)
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)


def run(cmd, cwd=None, input=None, timeout=600, check=True, fresh=False):
    """Run a command line (first word: a console script of this venv, or a python script) and
    return its ``subprocess.CompletedProcess`` (text output); ``check``: fail the test on a non-zero
    status, with the command's output. See the module docstring for ``fresh``."""
    cmd = [str(c) for c in cmd]
    if not cmd[0].endswith(".py") and (BIN / cmd[0]).exists():
        cmd[0] = str(BIN / cmd[0])
    env_changes = {"PYTHONWARNINGS": "ignore"}
    script = None if fresh else _script_of(cmd)
    if script is not None:
        res = _run_forked(script, cmd, cwd, input, timeout, env_changes)
    else:
        if cmd[0].endswith(".py"):
            cmd = [sys.executable] + cmd
        res = subprocess.run(cmd, cwd=cwd, input=input, capture_output=True, text=True, timeout=timeout,
                             env=dict(os.environ, **env_changes))
    if check and res.returncode != 0:
        raise AssertionError(f"{' '.join(cmd)} failed ({res.returncode}):\n{res.stdout[-3000:]}\n{res.stderr[-5000:]}")
    return res


def build_once(tmp_path_factory, name, build):
    """``build(directory)`` once per test session, in a directory shared by the xdist workers of this
    session; returns the directory. A build that failed is started again by the next user."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # .../pytest-N/popen-gwK -> .../pytest-N, this session's, shared by its workers
    root = base / name
    with FileLock(str(base / f"{name}.lock")):
        done = root / ".built"
        if not done.exists():
            shutil.rmtree(root, ignore_errors=True)
            root.mkdir(parents=True)
            build(root)
            done.touch()
    return root


def write_lines(path, lines):
    Path(path).write_text("".join(line + "\n" for line in lines), encoding="utf-8")


def make_word_gec_data(root: Path, n_train=240, n_valid=24, threshold=3):
    """Word-level GEC data from the bundled JFLEG sample, with position markers for the words
    below the dictionary threshold, binarised with ``--task gec``. Returns the data-bin path."""
    src = (JFLEG / "train.src").read_text(encoding="utf-8").splitlines()
    tgt = (JFLEG / "train.tgt").read_text(encoding="utf-8").splitlines()
    raw, mk = root / "raw", root / "mk"
    raw.mkdir(parents=True, exist_ok=True)
    mk.mkdir(exist_ok=True)
    splits = {"train": (0, n_train), "valid": (n_train, n_train + n_valid), "test": (n_train, n_train + n_valid)}
    for split, (a, b) in splits.items():
        write_lines(raw / f"{split}.src", [s.lower() for s in src[a:b]])
        write_lines(raw / f"{split}.tgt", [t.lower() for t in tgt[a:b]])
    run(["fairseq-preprocess", "--user-dir", USER_DIR, "--task", "gec", "--source-lang", "src",
         "--target-lang", "tgt", "--trainpref", raw / "train", "--joined-dictionary", "--dict-only",
         "--thresholdsrc", threshold, "--destdir", root / "dict"])
    for split in splits:
        run([REPO / "scripts/gec/copy_markers.py", "encode", "--dict", root / "dict/dict.src.txt",
             "--src", raw / f"{split}.src", "--tgt", raw / f"{split}.tgt", "--out-prefix", mk / split])
    run(["fairseq-preprocess", "--user-dir", USER_DIR, "--task", "gec", "--source-lang", "src",
         "--target-lang", "tgt", "--trainpref", mk / "train", "--validpref", mk / "valid",
         "--testpref", mk / "test", "--srcdict", root / "dict/dict.src.txt", "--joined-dictionary",
         "--destdir", root / "data-bin", "--workers", "1"])
    return root / "data-bin"


def build_task_and_model(data_bin, arch="copy_transformer_tiny", extra=(), cpu=True):
    """The task and model fairseq-train would build for these arguments (``--cpu`` unless ``cpu=False``)."""
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    parser = options.get_training_parser()
    args = options.parse_args_and_arch(
        parser, [str(data_bin), "--user-dir", USER_DIR, "--task", "gec", "--arch", arch, *(["--cpu"] if cpu else []),
                 "--encoder-layers", "2", "--decoder-layers", "2", "--encoder-embed-dim", "64",
                 "--decoder-embed-dim", "64", "--encoder-ffn-embed-dim", "128",
                 "--decoder-ffn-embed-dim", "128", *extra])
    cfg = convert_namespace_to_omegaconf(args)
    task = tasks.setup_task(cfg.task)
    model = task.build_model(cfg.model)
    return task, model, cfg


def criterion_on_valid(data_bin, extra, n=6):
    """A copy_transformer_tiny and the criterion ``extra`` names on the first ``n`` validation pairs, in eval
    mode: (task, criterion, sample, net_output, (loss, nll) of compute_loss, log-probabilities [N, V])."""
    import torch

    task, model, cfg = build_task_and_model(data_bin, "copy_transformer_tiny", extra)
    criterion = task.build_criterion(cfg.criterion)
    task.load_dataset("valid")
    ds = task.dataset("valid")
    sample = ds.collater([ds[i] for i in range(n)])
    model.eval()
    with torch.no_grad():
        net_output = model(**sample["net_input"])
        losses = criterion.compute_loss(model, net_output, sample)
        lprobs = model.get_normalized_probs(net_output, log_probs=True).view(-1, len(task.target_dictionary))
    return task, criterion, sample, net_output, losses, lprobs


TINY_ARCH = ["--arch", "copy_transformer_tiny", "--encoder-layers", "2", "--decoder-layers", "2",
             "--encoder-embed-dim", "64", "--decoder-embed-dim", "64", "--encoder-ffn-embed-dim", "128",
             "--decoder-ffn-embed-dim", "128"]


def train_gec(data_bin, save_dir, *extra):
    """fairseq-train --task gec with a very small copy_transformer on CPU."""
    return run(["fairseq-train", data_bin, "--user-dir", USER_DIR, "--task", "gec", *TINY_ARCH, "--cpu",
                "--optimizer", "adam", "--lr", "1e-3", "--criterion", "label_smoothed_cross_entropy",
                "--label-smoothing", "0.1", "--max-tokens", "2000", "--save-dir", save_dir,
                "--log-format", "simple", "--log-interval", "5", "--seed", "1", "--no-progress-bar", *extra])


def make_spm_gec_data(root: Path, n_train=300, n_valid=30, vocab_size=400):
    """Sentencepiece GEC data from the bundled JFLEG sample, as examples/gec/run.sh makes it
    (spm -> fairseq dict -> copy markers -> fairseq-preprocess --task gec). Returns
    (data-bin, spm model path)."""
    src = (JFLEG / "train.src").read_text(encoding="utf-8").splitlines()
    tgt = (JFLEG / "train.tgt").read_text(encoding="utf-8").splitlines()
    txt, sp, mk = root / "txt", root / "sp", root / "mk"
    for d in (txt, sp, mk):
        d.mkdir(parents=True, exist_ok=True)
    for split, (a, b) in {"train": (0, n_train), "valid": (n_train, n_train + n_valid)}.items():
        write_lines(txt / f"{split}.src", src[a:b])
        write_lines(txt / f"{split}.tgt", tgt[a:b])
    spm = REPO / "scripts/spm.py"
    run([spm, "train", "--input", txt / "train.src", txt / "train.tgt", "--model-prefix", root / "spm",
         "--vocab-size", vocab_size])
    run([spm, "fairseq-dict", "--vocab", root / "spm.vocab", "--out", root / "dict.txt"])
    files = ["train.src", "train.tgt", "valid.src", "valid.tgt"]
    run([spm, "encode", "--model", root / "spm.model", "--input", *[txt / f for f in files],
         "--output", *[sp / f for f in files]])
    for split in ("train", "valid"):
        run([REPO / "scripts/gec/copy_markers.py", "encode", "--dict", root / "dict.txt", "--src", sp / f"{split}.src",
             "--tgt", sp / f"{split}.tgt", "--out-prefix", mk / split])
    run(["fairseq-preprocess", "--user-dir", USER_DIR, "--task", "gec", "--source-lang", "src",
         "--target-lang", "tgt", "--trainpref", mk / "train", "--validpref", mk / "valid",
         "--srcdict", root / "dict.txt", "--joined-dictionary", "--destdir", root / "data-bin", "--workers", "1"])
    return root / "data-bin", root / "spm.model"


def fact_lines(sources):
    """Stand-in fact descriptions (the mechanics, not the extraction, are tested here): two word
    groups of the document joined with ' ||| ', and no facts for every fifth document."""
    out = []
    for i, s in enumerate(sources):
        w = s.split()
        out.append("" if i % 5 == 4 else " ".join(w[:3]) + " ||| " + " ".join(w[-4:-1]))
    return out


def make_fact_data(root, n_train=160, n_valid=20):
    src = [s.lower() for s in (JFLEG / "train.src").read_text(encoding="utf-8").splitlines()]
    tgt = [t.lower() for t in (JFLEG / "train.tgt").read_text(encoding="utf-8").splitlines()]
    raw = root / "raw"
    raw.mkdir(parents=True, exist_ok=True)
    for split, (a, b) in {"train": (0, n_train), "valid": (n_train, n_train + n_valid)}.items():
        write_lines(raw / f"{split}.src", src[a:b])
        write_lines(raw / f"{split}.tgt", tgt[a:b])
        write_lines(raw / f"{split}.facts", fact_lines(src[a:b]))
    dest = root / "data-bin"
    run(["fairseq-preprocess", "--source-lang", "src", "--target-lang", "tgt", "--trainpref", raw / "train",
         "--validpref", raw / "valid", "--joined-dictionary", "--destdir", dest, "--workers", "1"])
    run(["fairseq-preprocess", "--only-source", "--source-lang", "facts", "--trainpref", raw / "train",
         "--validpref", raw / "valid", "--srcdict", dest / "dict.src.txt", "--destdir", dest, "--workers", "1"])
    return dest


def write_triples(data_bin, split, sources, every=3):
    """One block per document: (w0, w1, w2) for every third document, else no triple."""
    blocks = []
    for i, s in enumerate(sources):
        w = s.split()
        blocks.append("" if i % every or len(w) < 3 else f"{w[0]}\t{w[1]}\t{w[2]}\n")
    (data_bin / f"{split}.triples").write_text("".join(b + "\n" for b in blocks), encoding="utf-8")


def inference_batch(task, lines):
    """The batch fairseq's inference builds from whitespace-tokenised ``lines`` with ``task``'s dictionary."""
    d = task.source_dictionary
    toks = [d.encode_line(line, add_if_not_exist=False).long() for line in lines]
    ds = task.build_dataset_for_inference(toks, [t.numel() for t in toks])
    return ds.collater([ds[i] for i in range(len(toks))])
