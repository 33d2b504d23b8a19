"""fairseq-syngec-explain: correction, ERRANT edits, induced syntax and its PNGs."""

import json

import pytest

from harness.helpers import run


def test_explain_syngec_writes_pictures(trained_spm_syngec, tmp_path):
    data_bin, ckpt, spm = trained_spm_syngec
    sentence = "He go to school yesterday ."
    res = run(["fairseq-syngec-explain", "--path", ckpt, "--data", data_bin, "--spm-model", spm, "--cpu",
               "--out-dir", tmp_path / "ex", "--json", sentence])
    result = json.loads(res.stdout)
    assert result["source"] == sentence and isinstance(result["correction"], str)
    syn = result["syntax"]
    assert syn["tokens"] == sentence.split()  # word level although the model reads pieces
    assert len(syn["heads"]) == len(syn["tokens"]) and syn["heads"].count(-1) == 1
    assert syn["tree"].startswith("(") and all(w in syn["tree"] for w in syn["tokens"])
    names = sorted(p.name for p in (tmp_path / "ex").iterdir())
    assert names == ["gate.png", "p_const.png", "p_dep.png", "p_fuse.png", "tree.png"]  # default fused mode
    for p in (tmp_path / "ex").iterdir():
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    text = run(["fairseq-syngec-explain", "--path", ckpt, "--data", data_bin, "--spm-model", spm, "--cpu",
                "--out-dir", tmp_path / "ex2", sentence]).stdout
    assert "correction:" in text and "edits (ERRANT):" in text and "tree:" in text and "wrote" in text


def test_explain_copy_model_has_no_syntax(trained_gec, tmp_path):
    data_bin, ckpt, _ = trained_gec
    res = run(["fairseq-syngec-explain", "--path", ckpt / "checkpoint_best.pt", "--data", data_bin, "--cpu",
               "--out-dir", tmp_path / "ex", "--json", "he go to school ."])
    result = json.loads(res.stdout)
    assert result["syntax"] is None and result["files"] == []
    assert all(set(e) == {"start", "end", "source", "correction", "type"} for e in result["edits"])
    assert not (tmp_path / "ex").exists()


# --------------------------------------------------------------------------- robustness: over-long input
def test_overlong_sentence_is_passed_through_without_syntax(trained_spm_syngec, tmp_path):
    """A sentence longer than the model accepts is passed through with a warning, and nothing is
    computed for it (a ~5,000-token sentence ran for 10 minutes and 1.8 GB without output)."""
    data_bin, ckpt, spm = trained_spm_syngec
    sentence = " ".join(["He go to school yesterday ."] * 100)  # 1,501 pieces with </s>; the model takes 1,024
    res = run(["fairseq-syngec-explain", "--path", ckpt, "--data", data_bin, "--spm-model", spm, "--cpu",
               "--out-dir", tmp_path / "ex", "--json", sentence], timeout=120)
    result = json.loads(res.stdout)
    assert result["correction"] == sentence and result["edits"] == [] and result["syntax"] is None
    assert result["files"] == [] and not (tmp_path / "ex").exists()
    assert ("warning: the sentence has 1501 tokens, more than the 1024 the model accepts: passed through "
            "uncorrected, no syntax computed") in res.stderr


def test_pictures_only_up_to_max_plot_words(trained_spm_syngec, tmp_path, capsys):
    """Drawing grows with the square of the sentence: above --max-plot-words the syntax is printed,
    no PNG is drawn, and a warning says so."""
    from fairseq_syngec.cli import explain

    data_bin, ckpt, spm = trained_spm_syngec
    sentence = "He go to school yesterday ."
    argv = ["--path", str(ckpt), "--data", str(data_bin), "--spm-model", str(spm), "--cpu", "--out-dir",
            str(tmp_path / "ex"), "--json", "--max-plot-words", "5", sentence]
    assert explain.main(argv) == 0
    out, err = capsys.readouterr()
    result = json.loads(out)
    assert result["syntax"]["tokens"] == sentence.split() and result["files"] == []
    assert "warning: the sentence has 6 words, more than --max-plot-words 5: no pictures drawn" in err
    assert not (tmp_path / "ex").exists()


def test_beam_0_is_refused_before_the_model_loads(trained_gec, tmp_path, monkeypatch, capsys):
    from fairseq_syngec.cli import explain
    from fairseq_syngec.hub import GECModel

    monkeypatch.setattr(GECModel, "from_pretrained", lambda *a, **k: pytest.fail("the model was loaded"))
    data_bin, ckpt, _ = trained_gec
    argv = ["--path", str(ckpt / "checkpoint_best.pt"), "--data", str(data_bin), "--cpu", "--beam", "0", "he go ."]
    assert explain.main(argv) == 1
    assert capsys.readouterr().err == "error: --beam must be at least 1 (got 0)\n"
