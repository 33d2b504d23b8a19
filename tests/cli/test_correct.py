"""fairseq-syngec-correct: files and stdin, line-count preservation, M2 output, clear errors."""

import pytest

from conftest import run, write_lines
from fairseq_syngec.data.m2 import read_m2


@pytest.fixture(scope="module")
def model_args(trained_gec):
    data_bin, ckpt, _ = trained_gec
    return ["--path", ckpt / "checkpoint_best.pt", "--data", data_bin, "--cpu"]


def test_file_in_file_out_with_m2(model_args, tmp_path):
    long_line = " ".join(["the"] * 1100)  # beyond the model's 1024 source positions
    lines = ["he go to school .", "", "she like apple .", long_line, "   ", "they was happy ."]
    write_lines(tmp_path / "in.txt", lines)
    res = run(["fairseq-syngec-correct", *model_args, "--input", tmp_path / "in.txt", "--output",
               tmp_path / "out.txt", "--m2", tmp_path / "out.m2", "--buffer-size", "2", "--max-tokens", "50"])
    out = (tmp_path / "out.txt").read_text(encoding="utf-8").split("\n")
    assert out[-1] == "" and len(out) - 1 == len(lines)
    out = out[:-1]
    assert out[1] == "" and out[4] == "" and out[3] == long_line
    assert "1 line(s) longer than 1024 tokens were passed through uncorrected (line numbers 4)" in res.stderr
    assert "corrected 6 line(s) (2 empty, 1 passed through)" in res.stderr
    blocks = list(read_m2(tmp_path / "out.m2"))
    assert len(blocks) == len(lines)
    assert [" ".join(b.source) for b in blocks][:3] == ["he go to school .", "", "she like apple ."]
    # the same lines through stdin/stdout, without a progress bar
    res2 = run(["fairseq-syngec-correct", *model_args, "--no-progress-bar"], input="\n".join(lines) + "\n")
    assert res2.stdout.split("\n")[:-1] == out
    assert "correct:" not in res2.stderr


def test_bad_paths_give_clear_errors(model_args, tmp_path, trained_gec):
    res = run(["fairseq-syngec-correct", *model_args, "--input", tmp_path / "missing.txt"], check=False)
    assert res.returncode == 1 and "input file not found" in res.stderr and "missing.txt" in res.stderr
    data_bin, ckpt, _ = trained_gec
    res = run(["fairseq-syngec-correct", "--path", ckpt / "nope.pt", "--data", data_bin, "--cpu"], input="a\n", check=False)
    assert res.returncode == 1 and "checkpoint file not found" in res.stderr and "nope.pt" in res.stderr
    assert "Traceback" not in res.stderr
