"""The suite's command runner: a command run in a child forked from the test process gives what the
same command gives in a fresh interpreter (exit status, standard output and error, standard input,
working directory, logging, an uncaught exception)."""

import pytest

from helpers import run

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


def test_console_script_in_a_forked_child():
    res = run(["fairseq-syngec-m2", "--version"])
    assert res.returncode == 0 and res.stdout.startswith("fairseq_syngec ")
    with pytest.raises(AssertionError, match="failed \\(2\\)"):
        run(["fairseq-syngec-m2", "--no-such-option"])
