"""fairseq-syngec-correct and -explain input/output: a line is what \\n ends (a lone \\r stays inside
its line), FILE:LINE errors for input that is not UTF-8, outputs written whole or not at all and
never over an input."""

import io
import logging
import os
import subprocess
import sys

import pytest

from fairseq_syngec.cli import correct, explain
from harness.helpers import BIN, run

LONG = " ".join(["the"] * 600) + "\r" + " ".join(["the"] * 600)  # passed through (over 1024 tokens) as is
LINES = b"a dog run\rin the city\n" + LONG.encode() + b"\nthe man wait\n"


@pytest.fixture(scope="module")
def model_args(trained_gec):
    data_bin, ckpt, _ = trained_gec
    return ["--path", str(ckpt / "checkpoint_best.pt"), "--data", str(data_bin), "--cpu", "--no-progress-bar"]


@pytest.fixture(autouse=True)
def keep_root_log_level():
    """correct.main lowers the root logger's level (importing fairseq raises it): restored after."""
    level = logging.getLogger().level
    yield
    logging.getLogger().setLevel(level)


def correct_in_process(args, stdin: bytes = None, monkeypatch=None):
    """correct.main(args) in this process, stdin given as bytes."""
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"))
    return correct.main([str(a) for a in args])


def test_refuses_to_write_over_its_input(model_args, tmp_path):
    f = tmp_path / "f.txt"
    f.write_bytes(b"he go to school .\n")
    res = run(["fairseq-syngec-correct", *model_args, "--input", f, "--output", f], check=False)
    assert res.returncode == 1 and "Traceback" not in res.stderr
    assert f"error: {f}: the output is an input of this command" in res.stderr
    assert f.read_bytes() == b"he go to school .\n"  # left intact (today: emptied, exit 0)


def test_lone_cr_stays_inside_its_line_and_links_are_seen(model_args, tmp_path, capsys, monkeypatch):
    (tmp_path / "in.txt").write_bytes(LINES)
    assert correct_in_process([*model_args, "--input", tmp_path / "in.txt", "--output", tmp_path / "out.txt"]) == 0
    assert "corrected 3 line(s) (0 empty, 1 passed through)" in capsys.readouterr().err
    out = (tmp_path / "out.txt").read_bytes().split(b"\n")
    assert len(out) == 4 and out[1] == LONG.encode() and out[3] == b""  # today: 4 lines, all shifted
    # the same from stdin, into a file and to stdout
    assert correct_in_process([*model_args, "--output", tmp_path / "out2.txt"], LINES, monkeypatch) == 0
    assert (tmp_path / "out2.txt").read_bytes().split(b"\n") == out
    assert correct_in_process(model_args, LINES, monkeypatch) == 0
    assert capsys.readouterr().out.split("\n") == [x.decode() for x in out]
    # the output is the input under another name (or the M2 output is): refused, nothing written
    os.link(tmp_path / "in.txt", tmp_path / "hard.txt")
    os.symlink(tmp_path / "in.txt", tmp_path / "soft.txt")
    for name in ("hard.txt", "soft.txt"):
        assert correct_in_process([*model_args, "--input", tmp_path / "in.txt", "--output", tmp_path / name]) == 1
        assert "the output is an input of this command" in capsys.readouterr().err
    assert correct_in_process([*model_args, "--input", tmp_path / "in.txt", "--output", tmp_path / "out3.txt",
                               "--m2", tmp_path / "in.txt"]) == 1
    assert (tmp_path / "in.txt").read_bytes() == LINES and not (tmp_path / "out3.txt").exists()


def test_input_not_utf8(model_args, tmp_path, capsys, monkeypatch):
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"he go to school .\nshe like apple .\ncaf\xe9 is good .\nthey was happy .\n")
    out = tmp_path / "out.txt"
    out.write_bytes(b"previous output\n")
    assert correct_in_process([*model_args, "--input", bad, "--output", out, "--m2", tmp_path / "o.m2"]) == 1
    assert f"error: {bad}:3: not UTF-8" in capsys.readouterr().err
    assert out.read_bytes() == b"previous output\n" and not (tmp_path / "o.m2").exists()
    # stdin: named <stdin>; into a file, nothing is left of the lines before the bad one
    assert correct_in_process([*model_args, "--output", out, "--buffer-size", "1"], bad.read_bytes(), monkeypatch) == 1
    assert "error: <stdin>:3: not UTF-8" in capsys.readouterr().err
    assert out.read_bytes() == b"previous output\n" and sorted(os.listdir(tmp_path)) == ["bad.txt", "out.txt"]
    # to stdout, the valid lines before it are corrected and written first
    assert correct_in_process(model_args, bad.read_bytes(), monkeypatch) == 1
    captured = capsys.readouterr()
    assert len(captured.out.split("\n")) == 3 and "<stdin>:3: not UTF-8" in captured.err
    # a real run: one line, exit 1, no traceback (today: a pybind RuntimeError from stdin)
    cmd = [str(BIN / "fairseq-syngec-correct"), *model_args]
    res = subprocess.run(cmd, input=bad.read_bytes(), capture_output=True, timeout=600)
    assert res.returncode == 1 and b"error: <stdin>:3: not UTF-8" in res.stderr and b"Traceback" not in res.stderr


def test_explain_sentence_is_one_utf8_line():
    assert explain.check_sentence("a dog run\rin the city") == "a dog run\rin the city"
    assert explain.check_sentence("he go .\r\n") == "he go ."
    with pytest.raises(ValueError, match="SENTENCE has a line break"):
        explain.check_sentence("he go .\nshe go .")
    with pytest.raises(ValueError, match=r"SENTENCE:1: not UTF-8 \(byte 0xe9 at offset 3"):
        explain.check_sentence(os.fsdecode(b"caf\xe9 ."))


def test_input_with_a_surrogate_names_its_line(model_args, tmp_path, capsys):
    """A lone surrogate written as UTF-8 bytes (what Python's "surrogatepass" and CESU-8 write) is not UTF-8:
    the command names the file, the line and the byte before correcting anything (issue 58)."""
    bad = tmp_path / "surrogate.txt"
    bad.write_bytes(b"he go to school .\nhalf a pair " + "\ud800".encode("utf-8", "surrogatepass") + b" .\n")
    out = tmp_path / "out.txt"
    assert correct_in_process([*model_args, "--input", bad, "--output", out]) == 1
    assert f"error: {bad}:2: not UTF-8 (byte 0xed at offset 12" in capsys.readouterr().err
    assert not out.exists()
