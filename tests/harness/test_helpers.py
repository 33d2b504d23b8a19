"""The suite's command runner: a command run in a child forked from the test process gives what the
same command gives in a fresh interpreter (exit status, standard output and error, standard input,
working directory, logging, an uncaught exception)."""

import pytest

from harness.helpers import gone_within, run

SCRIPT = '''
import logging, os, sys
logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(levelname)s %(message)s")
logging.getLogger("t").info("cwd %s", os.path.basename(os.getcwd()))
print("argv", sys.argv[1:], "stdin", repr(sys.stdin.read()))
print("out\\r\\nline")
mode = sys.argv[1]
if mode == "raise":
    raise RuntimeError("boom")
if mode == "message":
    sys.exit("a message")
sys.exit(int(mode))
'''


@pytest.mark.parametrize("mode", ["0", "3", "raise", "message"])
def test_forked_command_equals_a_fresh_interpreter(tmp_path, mode):
    script = tmp_path / "cmd.py"
    script.write_text(SCRIPT, encoding="utf-8")
    (tmp_path / "here").mkdir()
    forked = run([script, mode, "é"], cwd=tmp_path / "here", input="in\nput", check=False)
    fresh = run([script, mode, "é"], cwd=tmp_path / "here", input="in\nput", check=False, fresh=True)
    assert (forked.returncode, forked.stdout) == (fresh.returncode, fresh.stdout)
    # tracebacks name the runner's frames in the forked child: compare the first and last lines
    assert forked.stderr.splitlines()[0] == fresh.stderr.splitlines()[0] == "INFO cwd here"
    assert forked.stderr.splitlines()[-1] == fresh.stderr.splitlines()[-1]
    assert fresh.returncode == {"0": 0, "3": 3, "raise": 1, "message": 1}[mode]


DAEMON = '''
import multiprocessing as mp, os, sys, time


def linger():
    os.close(1)
    os.close(2)
    time.sleep(120)


if __name__ == "__main__":
    child = mp.get_context("fork").Process(target=linger, daemon=True)
    child.start()
    print(child.pid, flush=True)
'''


@pytest.mark.parametrize("fresh", [False, True], ids=["forked", "fresh"])
def test_a_daemonic_child_ends_with_the_command(tmp_path, fresh):
    """multiprocessing terminates a command's daemonic children when it exits (a DataLoader's workers): in a
    forked command too, whose exit functions once were the test process's, cleared, so that fairseq-train's
    data worker outlived it and held its output pipes open for its 5 s watchdog."""
    script = tmp_path / "daemon.py"
    script.write_text(DAEMON, encoding="utf-8")
    pid = int(run([script], fresh=fresh).stdout)
    assert gone_within(pid, 5), f"the daemonic child {pid} outlived its command"


def test_console_script_in_a_forked_child():
    res = run(["fairseq-syngec-m2", "--version"])
    assert res.returncode == 0 and res.stdout.startswith("fairseq_syngec ")
    with pytest.raises(AssertionError, match="failed \\(2\\)"):
        run(["fairseq-syngec-m2", "--no-such-option"])


HANG = '''
import sys, time
def wait_forever():
    time.sleep(3600)
def spin():  # busy, never idle for long, but leaving most of the core to the other tests
    while True:
        end = time.monotonic() + 0.02
        while time.monotonic() < end:
            pass
        time.sleep(0.2)
if sys.argv[1] == "idle":
    wait_forever()
spin()
'''


@pytest.mark.parametrize("mode", ["idle", "busy"])
def test_a_hung_command_is_reported_with_its_stack(tmp_path, monkeypatch, mode):
    """A forked command idle (no CPU time) for IDLE_LIMIT seconds, or still busy at its timeout, is
    stopped and reported with the Python stack of its threads, not left to the test's own time limit."""
    import time

    from harness import helpers

    monkeypatch.setattr(helpers, "IDLE_LIMIT", 1.0)
    monkeypatch.setattr(helpers, "IDLE_CHECK", 0.25)
    script = tmp_path / "hang.py"
    script.write_text(HANG, encoding="utf-8")
    (tmp_path / "ok.py").write_text("pass\n", encoding="utf-8")
    run([tmp_path / "ok.py"])  # the modules forked commands start from are imported: not timed below
    start = time.monotonic()
    with pytest.raises(AssertionError) as info:
        run([script, mode], timeout=3)
    message = str(info.value)
    assert time.monotonic() - start < 2.5 * 3  # the timeout given, 3 s (a command not stopped runs for ever)
    if mode == "idle":
        assert "idle (no CPU time)" in message and "wait_forever" in message, message
    else:
        assert "still running after 3 s" in message and "in spin" in message, message


def test_commands_run_fresh_where_forking_is_not_safe(tmp_path, monkeypatch):
    """With more than one OpenMP thread chosen by the caller, commands are not forked from the test
    process (a libgomp thread team does not survive fork): they run in a fresh interpreter."""
    from harness import helpers

    script = tmp_path / "where.py"
    script.write_text("import sys\nprint('torch' in sys.modules)\n", encoding="utf-8")
    assert helpers.FORK_SAFE and run([script]).stdout.strip() == "True"  # conftest set one thread: forked
    monkeypatch.setattr(helpers, "FORK_SAFE", False)
    assert run([script]).stdout.strip() == "False"
