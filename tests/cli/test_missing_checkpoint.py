"""fairseq-syngec-explain, scripts/gec/induce_syntax.py and fairseq-syngec-qa-predict with a missing
checkpoint (or data directory, or SQuAD JSON): exit status 1 and a message naming the path, before
any checkpoint is read (fairseq's loader is replaced by one that fails the test)."""


import pytest

from harness.helpers import REPO, load_script


@pytest.fixture
def no_loading(monkeypatch):
    """Fail the test if a checkpoint loader is reached."""
    from fairseq import checkpoint_utils, hub_utils

    def fail(*args, **kwargs):
        pytest.fail("a checkpoint was loaded before the missing file was reported")

    monkeypatch.setattr(checkpoint_utils, "load_model_ensemble_and_task", fail)
    monkeypatch.setattr(checkpoint_utils, "load_checkpoint_to_cpu", fail)
    monkeypatch.setattr(hub_utils, "from_pretrained", fail)


@pytest.fixture
def layout(tmp_path):
    """A checkpoint directory with one (empty) checkpoint, and a data directory with a dictionary."""
    ckpt_dir, data = tmp_path / "checkpoints", tmp_path / "data-bin"
    ckpt_dir.mkdir()
    data.mkdir()
    (ckpt_dir / "checkpoint_last.pt").write_bytes(b"")
    (data / "dict.src.txt").write_text("a 1\n", encoding="utf-8")
    (data / "dict.passage.txt").write_text("a 1\n", encoding="utf-8")
    return ckpt_dir, data


def _explain(argv):
    from fairseq_syngec.cli import explain

    return explain.main(argv)


def _induce(argv):
    cli = load_script(REPO / "scripts/gec/induce_syntax.py")
    return cli.main(argv)


def _qa_predict(argv):
    from fairseq_syngec.cli import predict_spans

    return predict_spans.main(argv)


def _argv(tool, ckpt, data, tmp_path):
    if tool is _explain:
        return ["--path", str(ckpt), "--data", str(data), "--cpu", "--out-dir", str(tmp_path / "ex"), "he go ."]
    if tool is _induce:
        (tmp_path / "in.txt").write_text("he go .\n", encoding="utf-8")
        return ["--path", str(ckpt), "--data", str(data), "--input", str(tmp_path / "in.txt"),
                "--output", str(tmp_path / "out.tsv"), "--parser", "none"]
    (tmp_path / "dev.json").write_text('{"data": []}', encoding="utf-8")
    return [str(data), "--path", str(ckpt), "--dataset", str(tmp_path / "dev.json"), "--output",
            str(tmp_path / "pred.json"), "--cpu", "--no-progress-bar"]


TOOLS = [pytest.param(_explain, id="explain"), pytest.param(_induce, id="induce_syntax"),
         pytest.param(_qa_predict, id="qa_predict")]


@pytest.mark.parametrize("tool", TOOLS)
def test_missing_checkpoint_file_is_named(tool, layout, tmp_path, no_loading, capsys):
    ckpt_dir, data = layout
    missing = ckpt_dir / "checkpoint_best.pt"
    assert tool(_argv(tool, missing, data, tmp_path)) == 1
    err = capsys.readouterr().err
    assert f"checkpoint file not found: {missing}" in err and "checkpoint_last.pt" in err, err
    assert not (tmp_path / "out.tsv").exists() and not (tmp_path / "pred.json").exists()


@pytest.mark.parametrize("tool", TOOLS)
def test_missing_checkpoint_directory_and_data_are_named(tool, layout, tmp_path, no_loading, capsys):
    ckpt_dir, data = layout
    assert tool(_argv(tool, tmp_path / "nowhere" / "checkpoint_best.pt", data, tmp_path)) == 1
    assert f"checkpoint directory not found: {tmp_path / 'nowhere'}" in capsys.readouterr().err
    assert tool(_argv(tool, ckpt_dir / "checkpoint_last.pt", tmp_path / "no-data", tmp_path)) == 1
    assert f"not found: {tmp_path / 'no-data'}" in capsys.readouterr().err


def test_qa_predict_missing_dataset_is_named(layout, tmp_path, no_loading, capsys):
    ckpt_dir, data = layout
    argv = _argv(_qa_predict, ckpt_dir / "checkpoint_last.pt", data, tmp_path)
    argv[argv.index("--dataset") + 1] = str(tmp_path / "missing.json")
    assert _qa_predict(argv) == 1
    assert f"SQuAD JSON (--dataset) not found: {tmp_path / 'missing.json'}" in capsys.readouterr().err
