"""The README's "Correct a sentence" section, run as written (its shell blocks in one bash session, its
Python blocks with exec) in a folder holding a tiny model at the paths it names, the ones `make demo`
writes (examples/gec/pretrain.sh's work/gec-pretrain). The server is started from its own line, on a
free port instead of 8081 (the only change), and the curl and language_tool_python lines talk to it."""

import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time

import pytest

from harness.helpers import REPO

BIN = os.path.dirname(sys.executable)


def section(text, title):
    start = text.index(f"\n## {title}\n")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def blocks(text):
    """[(language, code)] of the fenced blocks, in order."""
    return re.findall(r"```(\w+)\n(.*?)```", text, flags=re.S)


@pytest.fixture(scope="module")
def demo_layout(trained_spm_syngec, tmp_path_factory):
    """A folder with work/gec-pretrain/{stage0/checkpoints/checkpoint_avg.pt, stage0/data-bin, spm.model}."""
    data_bin, ckpt, spm = trained_spm_syngec
    root = tmp_path_factory.mktemp("readme")
    m = root / "work" / "gec-pretrain"
    (m / "stage0" / "checkpoints").mkdir(parents=True)
    shutil.copy(ckpt, m / "stage0" / "checkpoints" / "checkpoint_avg.pt")
    shutil.copytree(data_bin, m / "stage0" / "data-bin")
    shutil.copy(spm, m / "spm.model")
    return root


def free_port():
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_readme_commands_run(demo_layout, fork_server):
    code = blocks(section((REPO / "README.md").read_text(encoding="utf-8"), "Correct a sentence"))
    shell = [c for lang, c in code if lang == "bash"]
    python = [c for lang, c in code if lang == "python"]
    assert len(shell) == 3 and len(python) == 2, [lang for lang, _ in code]
    # the commands forked from a process that imported their modules (tests/conftest.py's fork_server)
    env = fork_server.env({**os.environ, "PATH": f"{BIN}:{os.environ['PATH']}", "OMP_NUM_THREADS": "1"})
    env.pop("PYTHONWARNINGS", None)
    # correct a file and a line, then raw text with its edits
    res = subprocess.run(["bash", "-euo", "pipefail", "-c", shell[0] + shell[1]], cwd=demo_layout, env=env,
                         capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr[-3000:]
    assert len((demo_layout / "essays.fixed.txt").read_text(encoding="utf-8").splitlines()) == 2
    assert (demo_layout / "essays.m2").read_text(encoding="utf-8").startswith("S He go to school yesterday .")
    assert len(res.stdout.splitlines()) == 2  # the echoed line, corrected; the raw line, corrected
    assert "was trained with (recorded in the checkpoint)" in res.stderr  # the line without --spm-model
    assert "\r" not in res.stderr  # no progress bar into a pipe
    assert '"line": 1' in (demo_layout / "edits.jsonl").read_text(encoding="utf-8")
    # the Python API
    cwd = os.getcwd()
    os.chdir(demo_layout)
    try:
        scope = {}
        exec(python[0], scope)  # noqa: S102  (the README's own example)
        assert isinstance(scope["gec"].correct(["He go to school yesterday ."])[0], str)
    finally:
        os.chdir(cwd)
    # the server: its line in the background, then the curl line and the language_tool_python example
    port = str(free_port())
    serve, curl = [line for line in shell[2].splitlines() if line.strip() and not line.startswith("#")]
    serve = "M=work/gec-pretrain; exec " + serve.split(" &")[0].replace("8081", port)
    proc = subprocess.Popen(["bash", "-c", serve], cwd=demo_layout, env=env, stderr=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, text=True)
    try:
        deadline, started = time.monotonic() + 120, False
        while time.monotonic() < deadline and not started:
            line = proc.stderr.readline()
            if not line:
                break
            started = "serving on" in line
        assert started, "the server did not start"
        threading.Thread(target=proc.stderr.read, daemon=True).start()
        res = subprocess.run(["bash", "-c", curl.replace("8081", port)], cwd=demo_layout, env=env,
                             capture_output=True, text=True, timeout=120)
        assert res.returncode == 0 and '"matches"' in res.stdout, res.stdout + res.stderr
        pytest.importorskip("language_tool_python")
        exec(python[1].replace("8081", port), {})  # noqa: S102
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
