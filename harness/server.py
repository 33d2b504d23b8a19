"""A fairseq-syngec-serve for the tests and the server benchmarks: started on a free loopback port, stopped with
SIGTERM, as a module fixture; its command-line arguments in the benchmarks; LanguageTool's UTF-16 offsets in code
points."""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time

# the same decoding for the server and the offline reference; the output bound is the default one, each
# sentence's own length (fairseq's, the batch's longest source, gave answers that depended on the batch); the
# tests' models are trained for a few updates and make corrections less probable than the sentence itself:
# --keep-source-margin off, so that they still make them (the margin is tested in tests/test_hub.py)
DECODING = ["--beam", "2", "--keep-source-margin", "off"]


def launch(path, data, spm_model=None, extra=(), env=None, timeout=120.0, fork_server=None):
    """(process, base URL) of a fairseq-syngec-serve of the checkpoint ``path`` on a free loopback port, its stderr
    lines in ``process.log`` (the pipe stays drained); RuntimeError with that stderr if it does not start. With a
    ``fork_server`` (harness/forkserver.py) the process is its stand-in: the server is forked from a process that
    imported torch and fairseq already, and gets the stand-in's signals; its exit status is the stand-in's."""
    env = {**os.environ, **(env or {})}
    exe = os.path.join(os.path.dirname(sys.executable), "fairseq-syngec-serve")
    if fork_server is not None:
        env = fork_server.env(env)
        exe = shutil.which("fairseq-syngec-serve", path=env["PATH"]) or exe
    cmd = [exe, "--path", str(path), "--data", str(data), "--cpu", "--port", "0",
           *(["--spm-model", str(spm_model)] if spm_model else []), *extra]
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, env=env)
    lines = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = proc.stderr.readline()
        if not line:
            break
        lines.append(line)
        m = re.search(r"serving on (http://\S+)/v2/", line)
        if m:
            proc.log = lines
            threading.Thread(target=lambda: lines.extend(iter(proc.stderr.readline, "")), daemon=True).start()
            return proc, m.group(1)
    proc.kill()
    raise RuntimeError("the server did not start: " + "".join(lines))


def start_server(model, *extra, decoding=None, fork_server=None):
    """launch() of a test's model (data-bin, checkpoint, sentencepiece model) with :data:`DECODING` and one
    OpenMP thread, forked by ``fork_server`` where given; a server that does not start fails the test."""
    import pytest

    data_bin, ckpt, spm = model
    decoding = DECODING if decoding is None else decoding
    try:
        return launch(ckpt, data_bin, spm, [*decoding, *extra], env={"OMP_NUM_THREADS": "1"},
                      fork_server=fork_server)
    except RuntimeError as exc:
        pytest.fail(str(exc))


def stop_server(proc):
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()


def server_fixture(*extra, decoding=None):
    """A module fixture: (process, base URL) of one server with ``extra`` arguments, forked by the tests' fork
    server (tests/conftest.py), stopped after the module. ``process`` is the fork server's stand-in: the
    server's own process is :func:`listening_pid`'s."""
    import pytest

    @pytest.fixture(scope="module")
    def server(trained_spm_syngec, fork_server):
        proc, url = start_server(trained_spm_syngec, *extra, decoding=decoding, fork_server=fork_server)
        yield proc, url
        stop_server(proc)

    return server


def listening_pid(url: str) -> int:
    """The process listening on ``url``'s loopback TCP port (Linux: /proc/net/tcp, then each process's sockets);
    with a fork server, the server itself rather than its stand-in. LookupError when there is none."""
    port = int(url.rsplit(":", 1)[1].split("/")[0])
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table) as f:
            for row in list(f)[1:]:
                fields = row.split()
                if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == "0A":  # 0A: LISTEN
                    inodes.add(f"socket:[{fields[9]}]")
    for pid in (d for d in os.listdir("/proc") if d.isdigit()):
        try:
            fds = os.listdir(f"/proc/{pid}/fd")
            if any(os.readlink(f"/proc/{pid}/fd/{fd}") in inodes for fd in fds):
                return int(pid)
        except OSError:  # gone, or not ours
            continue
    raise LookupError(f"no process of this user listens on port {port}")


def add_server_args(p: argparse.ArgumentParser) -> None:
    """A benchmark's server: the model and its decoding (:func:`start_from_args`)."""
    p.add_argument("--path", required=True)
    p.add_argument("--data", required=True)
    p.add_argument("--spm-model")
    p.add_argument("--beam", type=int, default=5)


def start_from_args(args):
    """launch() of :func:`add_server_args`' arguments, without the sentence cache (the benchmarks send their texts
    again, to time their decoding); a server that does not start ends the benchmark."""
    try:
        return launch(args.path, args.data, args.spm_model, ["--beam", str(args.beam), "--cache-size", "0"])
    except RuntimeError as exc:
        raise SystemExit(str(exc)) from None


def from_utf16(text, offset, length):
    """(start, end) in code points of a span given in UTF-16 code units."""
    units, start = 0, None
    for i, ch in enumerate(text + "\0"):
        if units == offset and start is None:
            start = i
        if units == offset + length:
            return start, i
        units += 2 if ord(ch) > 0xFFFF else 1
    raise AssertionError("span outside the text")
