"""fairseq-syngec-correct: files and stdin, line-count preservation, M2 output, clear errors."""

import pytest

from harness.helpers import USER_DIR, run, write_lines
from syngec_tools.data.m2 import read_m2


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
    assert ("1 line(s) longer than 50 tokens were passed through uncorrected (line numbers 4; the limit is "
            "--max-tokens 50; the model accepts up to 1024)") in res.stderr
    assert "corrected 6 line(s) (2 empty, 1 passed through)" in res.stderr
    blocks = list(read_m2(tmp_path / "out.m2"))
    assert len(blocks) == len(lines)
    assert [" ".join(b.source) for b in blocks][:3] == ["he go to school .", "", "she like apple ."]
    # the same lines through stdin/stdout, without a progress bar
    res2 = run(["fairseq-syngec-correct", *model_args, "--no-progress-bar"], input="\n".join(lines) + "\n")
    assert res2.stdout.split("\n")[:-1] == out
    assert ("1 line(s) longer than 1024 tokens were passed through uncorrected (line numbers 4; the limit is "
            "the model's --max-source-positions)") in res2.stderr
    assert "correct:" not in res2.stderr


def test_bad_paths_give_clear_errors(model_args, tmp_path, trained_gec):
    res = run(["fairseq-syngec-correct", *model_args, "--input", tmp_path / "missing.txt"], check=False)
    assert res.returncode == 1 and "input file not found" in res.stderr and "missing.txt" in res.stderr
    data_bin, ckpt, _ = trained_gec
    res = run(["fairseq-syngec-correct", "--path", ckpt / "nope.pt", "--data", data_bin, "--cpu"],
              input="a\n", check=False)
    assert res.returncode == 1 and "checkpoint file not found" in res.stderr and "nope.pt" in res.stderr
    assert "Traceback" not in res.stderr


# --------------------------------------------------------------------------- robustness: nothing lost, nothing crashes
def test_line_longer_than_max_tokens_is_passed_through(model_args, tmp_path):
    """A line longer than --max-tokens cannot be batched: passed through with the over-long lines'
    warning (it stopped the run with AssertionError and cut the output)."""
    lines = ["he go .", "he go to school yesterday .", "", "she like the apple ."]  # 4, 7, 1, 6 tokens
    write_lines(tmp_path / "in.txt", lines)
    res = run(["fairseq-syngec-correct", *model_args, "--input", tmp_path / "in.txt", "--output", tmp_path / "out.txt",
               "--max-tokens", "5", "--no-progress-bar"], check=False)
    assert res.returncode == 0 and "Traceback" not in res.stderr, res.stderr
    out = (tmp_path / "out.txt").read_text(encoding="utf-8").split("\n")[:-1]
    assert len(out) == 4 and out[1] == lines[1] and out[3] == lines[3] and out[2] == ""
    assert ("2 line(s) longer than 5 tokens were passed through uncorrected (line numbers 2, 4; the limit is "
            "--max-tokens 5; the model accepts up to 1024)") in res.stderr


@pytest.fixture
def no_loading(monkeypatch):
    """Fail the test if a model is loaded."""
    from fairseq_syngec.hub import GECModel

    def fail(*args, **kwargs):
        pytest.fail("the model was loaded before the bad argument was reported")

    monkeypatch.setattr(GECModel, "from_pretrained", fail)


# name: (extra arguments, expected error line) for command lines that cannot work; CKPT, DATA and TMP
# stand for the checkpoint directory, the data directory and the test's tmp_path
BAD_ARGUMENTS = {
    "beam_0": (["--beam", "0"], "error: --beam must be at least 1 (got 0)"),
    "raw_with_m2": (["--raw", "--m2", "TMP/x.m2"],
                    "error: --m2 is not available with --raw (a line of ordinary text may hold several sentences): "
                    "use --edits-jsonl for the edits with their character offsets and ERRANT types"),
    "nbest_above_beam": (["--nbest", "3", "--beam", "2"], "error: --nbest 3 is larger than the beam (2): raise --beam"),
    "edits_jsonl_is_input": (["--input", "TMP/in.txt", "--edits-jsonl", "TMP/in.txt"],
                             "error: TMP/in.txt: the output is an input of this command: refusing to overwrite it "
                             "(write elsewhere, then rename)"),
    "max_tokens_0": (["--max-tokens", "0"], "error: --max-tokens must be at least 1 (got 0)"),
    "batch_size_negative": (["--batch-size", "-1"], "error: --batch-size must be at least 1 (got -1)"),
    "sad_with_beam_5": (["--shallow-aggressive-decoding", "--beam", "5"],
                        "error: --shallow-aggressive-decoding does not support --beam 5 (it is greedy search: "
                        "use --beam 1)"),
    "path_directory": (["--path", "CKPT"], "error: --path CKPT is a directory: give a checkpoint file in it "
                                           "(checkpoints there: checkpoint_best.pt, checkpoint_last.pt)"),
    "input_directory": (["--input", "TMP"], "error: --input TMP is a directory: give a text file"),
    "output_directory": (["--input", "TMP/in.txt", "--output", "TMP"],
                         "error: --output TMP is a directory: give a file name"),
    "m2_in_missing_directory": (["--input", "TMP/in.txt", "--m2", "TMP/no/x.m2"],
                                "error: --m2 TMP/no/x.m2: directory not found: TMP/no"),
    "fp16_with_cpu": (["--fp16"], "error: --fp16 needs CUDA (--cpu was given): leave out --fp16"),
}


@pytest.mark.parametrize("case", sorted(BAD_ARGUMENTS))
def test_bad_arguments_are_refused_before_the_model_loads(case, trained_gec, tmp_path, no_loading, capsys):
    """Exit status 1 and one 'error:' line, before the model is loaded."""
    from fairseq_syngec.cli import correct

    data_bin, ckpt, _ = trained_gec
    (tmp_path / "in.txt").write_text("he go .\n", encoding="utf-8")
    extra, expected = BAD_ARGUMENTS[case]
    fill = {"CKPT": str(ckpt), "TMP": str(tmp_path)}

    def filled(text):
        for key, value in fill.items():
            text = text.replace(key, value)
        return text

    extra = [filled(a) for a in extra]
    argv = ["--path", str(ckpt / "checkpoint_best.pt"), "--data", str(data_bin), "--cpu", "--no-progress-bar", *extra]
    assert correct.main(argv) == 1  # argparse keeps the last --path
    err = capsys.readouterr().err
    assert err == filled(expected) + "\n"


def test_fp16_without_cuda_is_refused(trained_gec, no_loading, capsys):
    import torch

    from fairseq_syngec.cli import correct

    if torch.cuda.is_available():
        pytest.skip("CUDA is available: --fp16 works")
    data_bin, ckpt, _ = trained_gec
    assert correct.main(["--path", str(ckpt / "checkpoint_best.pt"), "--data", str(data_bin), "--fp16"]) == 1
    assert "error: --fp16 needs CUDA (no CUDA device is available)" in capsys.readouterr().err


def test_other_sentencepiece_model_is_an_error(trained_spm_syngec, tmp_path):
    """--spm-model that is not the one the model was trained with: one error line naming both."""
    import sentencepiece

    from harness.helpers import JFLEG

    data_bin, ckpt, spm = trained_spm_syngec
    sentencepiece.SentencePieceTrainer.train(input=str(JFLEG / "train.tgt"), model_prefix=str(tmp_path / "other"),
                                             vocab_size=200, minloglevel=2)
    res = run(["fairseq-syngec-correct", "--path", ckpt, "--data", data_bin, "--spm-model", tmp_path / "other.model",
               "--cpu"], input="He go to school .\n", check=False)
    assert res.returncode == 1 and "Traceback" not in res.stderr, res.stderr
    line = [x for x in res.stderr.splitlines() if x.startswith("error: ")]
    assert len(line) == 1 and str(tmp_path / "other.model") in line[0] and str(spm) in line[0], res.stderr
    assert res.stdout == ""


def test_generation_options_reach_the_generator(trained_gec, tmp_path):
    from fairseq_syngec import GECModel

    data_bin, ckpt, _ = trained_gec
    lines = ["he go to school yesterday and he go to school today .", "she like the apple .", ""]
    (tmp_path / "in.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    opts = {"lenpen": 0.5, "no_repeat_ngram_size": 2, "max_len_a": 0.0, "max_len_b": 6}
    run(["fairseq-syngec-correct", "--path", ckpt / "checkpoint_best.pt", "--data", data_bin, "--cpu",
         "--input", tmp_path / "in.txt", "--output", tmp_path / "out.txt", "--lenpen", "0.5",
         "--no-repeat-ngram-size", "2", "--max-len-a", "0", "--max-len-b", "6"])
    got = (tmp_path / "out.txt").read_text(encoding="utf-8").splitlines()
    model = GECModel.from_pretrained(str(ckpt), checkpoint_file="checkpoint_best.pt", data_name_or_path=str(data_bin))
    assert got == model.correct(lines, **opts)
    for hyp in got[:2]:
        words = hyp.split()
        assert len(words) <= 6  # max_len_a * n + max_len_b (the final </s> not counted)
        bigrams = list(zip(words, words[1:]))
        assert len(bigrams) == len(set(bigrams)), hyp
    res = run(["fairseq-syngec-correct", "--path", ckpt / "checkpoint_best.pt", "--data", data_bin, "--cpu",
               "--input", tmp_path / "in.txt", "--output", tmp_path / "bad.txt", "--no-repeat-ngram-size", "-1"],
              check=False)
    assert res.returncode == 1 and "cannot be negative" in res.stderr


def test_a_terminal_gets_each_line_at_once(trained_gec):
    """With standard input a terminal, the answer to a line comes before the next line is typed
    (and before end of input); with a pipe, lines are read --buffer-size at a time."""
    import os
    import pty
    import select
    import subprocess
    import sys

    data_bin, ckpt, _ = trained_gec
    master, slave = pty.openpty()
    proc = subprocess.Popen([os.path.join(os.path.dirname(sys.executable), "fairseq-syngec-correct"), "--path",
                             str(ckpt / "checkpoint_best.pt"), "--data", str(data_bin), "--cpu"],
                            stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    os.close(slave)
    try:
        os.write(master, b"he go to school .\n")
        ready, _, _ = select.select([proc.stdout], [], [], 120)
        assert ready, "no answer to a typed line before the next one"
        first = proc.stdout.readline().decode("utf-8")
        assert first.endswith("\n") and proc.poll() is None  # answered while still running
        os.write(master, b"\x04")  # end of input (Ctrl-D)
        proc.wait(timeout=60)
    finally:
        proc.kill()
        os.close(master)
    assert proc.returncode == 0


def test_raw_text_with_edits_jsonl(trained_spm_syngec, tmp_path):
    """--raw: one output line per input line, blank lines kept byte for byte; --edits-jsonl: one
    object per input line whose offsets cut out the original text and rebuild the output line."""
    import json

    from syngec_tools.raw_text import apply_spans

    data_bin, ckpt, spm = trained_spm_syngec
    lines = ["He go to  school yesterday.\tShe like apples!", "", "  \t", "“Curly” quotes, émojis 😀 stay.  "]
    (tmp_path / "in.txt").write_bytes(("\n".join(lines) + "\n").encode("utf-8"))
    res = run(["fairseq-syngec-correct", "--path", ckpt, "--data", data_bin, "--spm-model", spm, "--cpu", "--raw",
               "--input", tmp_path / "in.txt", "--output", tmp_path / "out.txt", "--edits-jsonl",
               tmp_path / "edits.jsonl", "--beam", "2"])
    out = (tmp_path / "out.txt").read_bytes().decode("utf-8").split("\n")
    assert out[-1] == "" and len(out) - 1 == len(lines) and out[1:3] == lines[1:3]
    records = [json.loads(x) for x in (tmp_path / "edits.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [r["line"] for r in records] == [1, 2, 3, 4]
    for line, corrected, r in zip(lines, out, records):
        for e in r["edits"]:
            assert line[e["start"]:e["end"]] == e["original"] and ":" in e["type"]
        assert apply_spans(line, [(e["start"], e["end"], e["replacement"]) for e in r["edits"]]) == corrected
    assert sum(len(r["edits"]) for r in records) > 0
    assert "corrected 4 line(s) (2 empty, 0 passed through)" in res.stderr


def test_nbest_scores_are_fairseq_interactive_scores(trained_gec, tmp_path):
    """--nbest 3: three SCORE<TAB>TEXT lines per input line, the hypotheses and base-2 scores of
    fairseq-interactive's H lines, best first; the first is the 1-best output."""
    data_bin, ckpt, _ = trained_gec
    lines = ["he go to school .", "", "she like apple ."]
    (tmp_path / "in.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    common = ["--path", ckpt / "checkpoint_best.pt", "--data", data_bin, "--cpu", "--input", tmp_path / "in.txt",
              "--beam", "4", "--max-len-a", "0", "--max-len-b", "200", "--keep-source-margin", "off"]
    run(["fairseq-syngec-correct", *common, "--nbest", "3", "--output", tmp_path / "nbest.txt"])
    run(["fairseq-syngec-correct", *common, "--output", tmp_path / "best.txt"])
    got = [x.split("\t") for x in (tmp_path / "nbest.txt").read_text(encoding="utf-8").splitlines()]
    assert len(got) == 3 * len(lines)
    assert got[3:6] == [["0.0000", ""]] * 3  # the empty line
    best = (tmp_path / "best.txt").read_text(encoding="utf-8").splitlines()
    assert [got[0][1], got[6][1]] == [best[0], best[2]]
    inter = run(["fairseq-interactive", data_bin, "--user-dir", USER_DIR, "--task", "gec", "--path",
                 ckpt / "checkpoint_best.pt", "--beam", "4", "--nbest", "3", "--cpu", "--source-lang", "src",
                 "--target-lang", "tgt", "--max-len-a", "0", "--max-len-b", "200"],
                input="he go to school .\nshe like apple .\n")
    hyps = {}
    for x in inter.stdout.splitlines():
        if x.startswith("D-"):
            i, score, text = x[2:].split("\t")
            hyps.setdefault(int(i), []).append((float(score), text))
    for k, i in ((0, 0), (1, 6)):
        ours = [(float(score), text) for score, text in got[i:i + 3]]
        assert [t for _, t in ours] == [t for _, t in hyps[k]]
        assert [s for s, _ in ours] == pytest.approx([s for s, _ in hyps[k]], abs=1e-3)
        assert [s for s, _ in ours] == sorted((s for s, _ in ours), reverse=True)
