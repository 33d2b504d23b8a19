"""fairseq-syngec-explain: correction, ERRANT edits, induced syntax and its PNGs."""

import json

from conftest import run


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
