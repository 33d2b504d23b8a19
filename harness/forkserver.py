"""A fork server for the tests' shell pipelines (``examples/*/run.sh``, ``pretrain.sh``, the README's
commands): the Python commands they start get their own process forked from one that has torch, fairseq
and the plugin imported already, as :func:`harness.helpers.run` does for a test's own commands, instead
of a fresh interpreter that pays 3-5 s of imports each time.

``with ForkServer(tmp_dir) as fs: subprocess.run(["bash", script], env=fs.env(os.environ))``: that
environment puts a directory of stand-ins first on ``PATH`` (one per console script of this environment:
``fairseq-train``, ``fairseq-syngec-correct``...) and sets ``PYTHON`` to a stand-in for the interpreter
(``python -m MODULE`` and ``python SCRIPT.py``). A stand-in is a few lines of Python started without
``site`` (milliseconds): it hands its arguments, working directory, environment and standard streams
(the file descriptors themselves) to the server over a Unix socket, forwards the signals it gets
(INT, TERM, HUP, QUIT, USR1, USR2) and exits with the command's status, or dies of the command's
signal. Anything else (``python -c``, an interpreter option, the scripts in ``helpers._FRESH``)
executes the real interpreter. The server forks once per command a watcher, which forks the command
in its own process group, forwards the signals and reports the status; a stand-in that dies (killed
by a test's timeout) takes its command's process group with it.

``FAIRSEQ_SYNGEC_TEST_FRESH=1`` turns it off: :meth:`ForkServer.env` then changes nothing and every
command starts a fresh interpreter.
"""

import json
import os
import select
import signal
import socket
import struct
import subprocess
import sys
from pathlib import Path

FORWARDED = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2)
ENV_SOCKET = "FAIRSEQ_SYNGEC_FORKSERVER"

# the stand-in: stdlib only, run with `python -SE` (no site, no PYTHON* variables), so that it starts
# in milliseconds; {real}, {target} and the rest are filled in when the stand-ins are written
STAND_IN = r'''#!{real} -SE
import json, os, signal, socket, struct, sys
REAL, TARGET = {real!r}, {target!r}
FRESH = {fresh!r}


def fresh():
    os.execv(REAL, [REAL, *([TARGET] if TARGET else []), *sys.argv[1:]])


def what():
    """("script", path, args) or ("module", name, args) of this command line, or None: a fresh interpreter."""
    if TARGET:
        return "script", TARGET, sys.argv[1:]
    args = sys.argv[1:]
    if len(args) >= 2 and args[0] == "-m":
        return "module", args[1], args[2:]
    if args and args[0].endswith(".py") and os.path.abspath(args[0]) not in FRESH:
        return "script", os.path.abspath(args[0]), args[1:]
    return None


def main():
    job = what()
    path = os.environ.get({env_socket!r})
    if job is None or not path:
        fresh()
    kind, target, rest = job
    fds = [fd for fd in (0, 1, 2) if _is_open(fd)]
    head = json.dumps({{"kind": kind, "target": target, "argv": [target, *rest], "cwd": os.getcwd(),
                       "env": dict(os.environ), "fds": fds}}).encode()
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        conn.connect(path)
    except OSError:
        fresh()
    socket.send_fds(conn, [struct.pack("!I", len(head))], fds)
    conn.sendall(head)
    for sig in {forwarded!r}:
        signal.signal(sig, lambda s, _f: conn.sendall(b"S" + bytes([s])))
    got = b""
    while len(got) < 5:
        chunk = conn.recv(5 - len(got))
        if not chunk:
            sys.exit("fork server: the connection ended before the command did")
        got += chunk
    status = struct.unpack("!i", got[1:])[0]
    code = os.waitstatus_to_exitcode(status)
    if code < 0:  # the command died of a signal: so does the stand-in
        try:
            signal.signal(-code, signal.SIG_DFL)
        except (OSError, ValueError):  # SIGKILL, SIGSTOP: no handler to reset
            pass
        os.kill(os.getpid(), -code)
    sys.exit(code)


def _is_open(fd):
    try:
        os.fstat(fd)
        return True
    except OSError:
        return False


main()
'''


def _recv_exact(conn, n):
    data = b""
    while len(data) < n:
        chunk = conn.recv(n - len(data))
        if not chunk:
            raise ConnectionError("the stand-in went away")
        data += chunk
    return data


def _command(conn, job, fds):
    """In the command's process: the stand-in's streams, directory and environment, then the command."""
    from harness import helpers

    os.setpgid(0, 0)
    given = dict(zip(job["fds"], fds))
    for fd in (0, 1, 2):
        src = given.get(fd)
        if src is None:
            src = os.open(os.devnull, os.O_RDWR)
        os.dup2(src, fd)
    for fd in set(fds) | {conn.fileno()}:
        if fd > 2:
            os.close(fd)
    os.environ.clear()
    target = ("module", job["target"]) if job["kind"] == "module" else Path(job["target"])
    helpers._child(target, job["argv"], job["cwd"], job["env"])


def _watch(conn):
    """In the watcher: receive one command, fork it, forward signals, report its status."""
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    try:
        msg, fds, _flags, _addr = socket.recv_fds(conn, 4, 3)
        if len(msg) < 4:
            msg += _recv_exact(conn, 4 - len(msg))
        job = json.loads(_recv_exact(conn, struct.unpack("!I", msg)[0]))
    except (OSError, ValueError, ConnectionError):
        os._exit(1)
    pid = os.fork()
    if pid == 0:
        _command(conn, job, fds)  # never returns
    for fd in fds:
        os.close(fd)
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            try:
                conn.sendall(b"X" + struct.pack("!i", status))
            except OSError:
                pass
            os._exit(0)
        ready, _, _ = select.select([conn], [], [], 0.02)
        if ready:
            try:  # b"S" and the signal's number
                sig = _recv_exact(conn, 2)[1]
            except ConnectionError:  # the stand-in died: so does its command, with everything it started
                try:
                    os.killpg(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                os.waitpid(pid, 0)
                os._exit(0)
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass


def serve(path):
    """The server's main loop: preload, listen on ``path``, one watcher per connection."""
    from harness import helpers

    helpers._preload()
    for name in ("spacy", "errant"):  # the scorers' heavy imports, where installed
        try:
            __import__(name)
        except ImportError:
            pass
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # watchers are reaped by the kernel
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    if os.path.exists(path):
        os.unlink(path)
    listener.bind(path)
    listener.listen(64)
    print("ready", flush=True)
    while True:
        conn, _ = listener.accept()
        if os.fork() == 0:
            listener.close()
            _watch(conn)
        conn.close()


class ForkServer:
    """A fork server and its stand-ins in ``directory``, for ``with`` (or :meth:`start` / :meth:`stop`)."""

    def __init__(self, directory):
        self.dir = Path(directory)
        self.proc = None

    def start(self):
        from harness import helpers

        self.dir.mkdir(parents=True, exist_ok=True)
        self.socket = str(self.dir / "sock")
        bin_dir = self.dir / "bin"
        bin_dir.mkdir(exist_ok=True)
        real = sys.executable  # the venv's own path: the real interpreter finds the venv from it
        fresh = sorted(str(p) for p in helpers._FRESH)
        fill = dict(real=real, fresh=fresh, env_socket=ENV_SOCKET, forwarded=tuple(int(s) for s in FORWARDED))
        for entry in sorted(helpers.BIN.iterdir()):
            if entry.name.startswith("fairseq-") and helpers._script_of([str(entry)]) is not None:
                self._write(bin_dir / entry.name, STAND_IN.format(target=str(entry), **fill))
        for name in ("python", "python3", Path(sys.executable).name):
            self._write(bin_dir / name, STAND_IN.format(target=None, **fill))
        if helpers.FORK_SAFE and os.environ.get("FAIRSEQ_SYNGEC_TEST_FRESH") != "1":
            env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONWARNINGS="ignore")
            self.proc = subprocess.Popen([sys.executable, "-m", "harness.forkserver", self.socket],
                                         cwd=helpers.REPO, env=env, stdout=subprocess.PIPE, text=True)
            if self.proc.stdout.readline().strip() != "ready":
                raise RuntimeError(f"the fork server did not start (status {self.proc.wait()})")
        return self

    @staticmethod
    def _write(path, text):
        path.write_text(text, encoding="utf-8")
        path.chmod(0o755)

    def env(self, base):
        """``base`` with the stand-ins first on PATH, PYTHON the interpreter's stand-in and the socket; ``base``
        unchanged where the server is off."""
        if self.proc is None:
            return dict(base)
        return {**base, "PATH": f"{self.dir / 'bin'}:{base.get('PATH', '')}",
                "PYTHON": str(self.dir / "bin" / "python"), ENV_SOCKET: self.socket}

    def stop(self):
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.proc = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()


if __name__ == "__main__":
    sys.exit(serve(sys.argv[1]))
