"""harness/forkserver.py, the fork server of the shell pipelines' tests: a command given to a stand-in gives what
the real interpreter gives (exit status, standard streams, working directory, environment, an uncaught
exception, a death by signal), signals sent to the stand-in reach the command, a stand-in killed takes its
command with it, and anything the server does not take (``python -c``) runs in the real interpreter."""

import os
import signal
import subprocess
import sys

import pytest

from harness.forkserver import ENV_SOCKET, ForkServer
from harness.helpers import FORK_SAFE, gone_within

pytestmark = pytest.mark.skipif(not FORK_SAFE or os.environ.get("FAIRSEQ_SYNGEC_TEST_FRESH") == "1",
                                reason="the fork server is off (more than one OpenMP thread, or the fresh mode)")

SCRIPT = '''
import os, sys
print("argv", sys.argv[1:], "stdin", repr(sys.stdin.read()), "cwd", os.path.basename(os.getcwd()),
      "env", os.environ.get("PROBE"), flush=True)
print("to stderr", file=sys.stderr)
mode = sys.argv[1]
if mode == "raise":
    raise RuntimeError("boom")
if mode == "signal":
    os.kill(os.getpid(), 9)
sys.exit(int(mode))
'''

WAITS = '''
import os, signal, sys, time
def handler(sig, frame):
    os.write(1, b"got %d\\n" % sig)
    os._exit(7)
signal.signal(signal.SIGTERM, handler)
print("ready", flush=True)
time.sleep(60)
'''


@pytest.fixture
def server(fork_server):
    """tests/conftest.py's fork server, the one the pipelines' tests use."""
    return fork_server


def shell(server, line, cwd):
    env = server.env(dict(os.environ, PYTHON=sys.executable, PROBE="seen"))
    assert env[ENV_SOCKET] and env["PYTHON"] != sys.executable
    return subprocess.run(["bash", "-c", line], cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("mode", ["0", "3", "raise", "signal"])
def test_a_script_through_the_server_equals_the_real_interpreter(server, tmp_path, mode):
    (tmp_path / "cmd.py").write_text(SCRIPT, encoding="utf-8")
    (tmp_path / "here").mkdir()
    line = f"printf 'in\\nput' | $PYTHON ../cmd.py {mode} é; echo status=$?"
    through = shell(server, line, tmp_path / "here")
    real = subprocess.run(["bash", "-c", line], cwd=tmp_path / "here", capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHON=sys.executable, PROBE="seen"))
    assert through.stdout == real.stdout
    assert through.stdout.startswith("argv ['" + mode + "', 'é'] stdin 'in\\nput' cwd here env seen\n")
    assert through.stdout.endswith({"0": "status=0\n", "3": "status=3\n", "raise": "status=1\n",
                                    "signal": "status=137\n"}[mode])
    assert through.stderr.splitlines()[0] == real.stderr.splitlines()[0] == "to stderr"
    if mode == "signal":  # bash reports the death, naming the process
        assert "Killed" in through.stderr.splitlines()[-1] and "Killed" in real.stderr.splitlines()[-1]
    else:
        assert through.stderr.splitlines()[-1] == real.stderr.splitlines()[-1]


WARNS = '''
import sys, warnings
sys.path.insert(0, ".")
import quiet  # a DeprecationWarning from an imported module: hidden
warnings.warn("main's deprecation", DeprecationWarning)
warnings.warn("a user warning", UserWarning)
warnings.warn("pending", PendingDeprecationWarning)
'''


def test_a_command_shows_the_warnings_the_real_interpreter_shows(server, tmp_path):
    """Python's default filters, not the server's and not none: a DeprecationWarning from an imported module
    and a PendingDeprecationWarning are hidden, one from __main__ and a UserWarning are shown (a server forked
    with no filters logged fairseq's DeprecationWarnings, which the real interpreter does not)."""
    (tmp_path / "quiet.py").write_text("import warnings\nwarnings.warn('deprecated', DeprecationWarning)\n")
    (tmp_path / "warns.py").write_text(WARNS, encoding="utf-8")
    line = "env -u PYTHONWARNINGS $PYTHON warns.py"
    through = shell(server, line, tmp_path)
    real = subprocess.run(["bash", "-c", line], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHON=sys.executable))
    shown = [x.split(": ", 1)[1] for x in real.stderr.splitlines() if "Warning: " in x]
    assert shown == ["DeprecationWarning: main's deprecation", "UserWarning: a user warning"], real.stderr
    assert [x.split(": ", 1)[1] for x in through.stderr.splitlines() if "Warning: " in x] == shown, through.stderr


def test_modules_and_console_scripts_go_through_the_server_and_python_c_does_not(server, tmp_path):
    res = shell(server, "$PYTHON -m syngec_tools.cli.m2_score --version; fairseq-syngec-m2 --version; "
                        "$PYTHON -c 'import os, sys; print(os.getppid() == int(sys.argv[1]))' $$; true", tmp_path)
    assert res.returncode == 0, res.stderr
    version, console, parent = res.stdout.splitlines()
    assert version == console and version.startswith("fairseq_syngec ")
    assert parent == "True"  # python -c: the real interpreter, a child of the shell itself
    # a script through the server is not a child of the shell: the server forked it
    (tmp_path / "ppid.py").write_text("import os, sys\nprint(os.getppid() == int(sys.argv[1]))\n")
    assert shell(server, "$PYTHON ppid.py $$; true", tmp_path).stdout == "False\n"


def test_a_signal_to_the_stand_in_reaches_the_command(server, tmp_path):
    (tmp_path / "waits.py").write_text(WAITS, encoding="utf-8")
    env = server.env(dict(os.environ, PYTHON=sys.executable))
    proc = subprocess.Popen([env["PYTHON"], "waits.py"], cwd=tmp_path, env=env, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline() == "ready\n"
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=30) == 7 and proc.stdout.read() == f"got {int(signal.SIGTERM)}\n"


def test_a_killed_stand_in_takes_its_command_with_it(server, tmp_path):
    (tmp_path / "waits.py").write_text(WAITS.replace('print("ready"', 'print(os.getpid()); print("ready"'),
                                       encoding="utf-8")
    env = server.env(dict(os.environ, PYTHON=sys.executable))
    proc = subprocess.Popen([env["PYTHON"], "waits.py"], cwd=tmp_path, env=env, stdout=subprocess.PIPE, text=True)
    pid = int(proc.stdout.readline())
    assert proc.stdout.readline() == "ready\n"
    proc.kill()
    proc.wait(timeout=30)
    assert gone_within(pid, 30), f"the command {pid} outlived its stand-in"


def test_fresh_mode_changes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("FAIRSEQ_SYNGEC_TEST_FRESH", "1")
    with ForkServer(tmp_path / "fs") as fs:
        assert fs.proc is None and fs.env({"PATH": "/bin"}) == {"PATH": "/bin"}
