"""Checkpoints that cannot be loaded, and checkpoints written under a kill (fairseq_syngec.compat):

- a damaged or foreign file is one line naming it (fairseq alone: a 35-40 line torch traceback);
- a checkpoint holding an object that would run code is refused, also with
  ``TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD=1`` in the environment (fairseq alone unpickles it, running the code);
- the command lines say either in one ``error:`` line;
- a fairseq-train killed while it copies a checkpoint to ``checkpoint_last.pt`` leaves the previous
  ``checkpoint_last.pt`` whole (fairseq alone: a truncated file)."""

import os
import signal
import textwrap

import pytest
import torch

import fairseq_syngec  # noqa: F401  (the plugin: its compat makes fairseq's checkpoint loading safe)
from harness.helpers import USER_DIR, run
from harness.train_helpers import FAMILIES, read_state

DAMAGE = {
    "half": lambda data: data[: len(data) // 2],
    "all_but_100_bytes": lambda data: data[:-100],
    "empty": lambda data: b"",
    "text": lambda data: b"this is a text file, not a checkpoint\n",
}


class MkdirOnLoad:
    """Pickled as a call of os.mkdir(path): unpickling it creates the directory."""

    def __init__(self, path):
        self.path = str(path)

    def __reduce__(self):
        return (os.mkdir, (self.path,))


@pytest.fixture(params=sorted(DAMAGE))
def damaged(request, trained_gec, tmp_path):
    """(data-bin, a damaged copy of trained_gec's checkpoint_best.pt in a directory of its own)."""
    data_bin, ckpt_dir, _ = trained_gec
    path = tmp_path / "ckpt" / "checkpoint_best.pt"
    path.parent.mkdir()
    path.write_bytes(DAMAGE[request.param]((ckpt_dir / "checkpoint_best.pt").read_bytes()))
    return data_bin, path


@pytest.fixture
def code_running(trained_gec, tmp_path, monkeypatch):
    """(data-bin, trained_gec's checkpoint plus an object whose unpickling creates ``marker``, marker),
    with TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD=1 (torch's switch to full unpickling) in the environment."""
    data_bin, ckpt_dir, _ = trained_gec
    marker = tmp_path / "MARKER"
    state = read_state(ckpt_dir / "checkpoint_best.pt")
    state["extra_state"]["note"] = MkdirOnLoad(marker)
    path = tmp_path / "ckpt" / "checkpoint_best.pt"
    path.parent.mkdir()
    torch.save(state, path)
    monkeypatch.setenv("TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", "1")
    return data_bin, path, marker


def one_error_line(capsys, path, what):
    """The command's stderr is the one line ``error: PATH: WHAT...``."""
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"error: {path}: {what}") and "\n" not in err, err
    return err


def test_damaged_checkpoint_is_one_error_naming_it(damaged):
    from fairseq import checkpoint_utils

    _, path = damaged
    with pytest.raises(ValueError) as info:  # fairseq alone: RuntimeError, EOFError, UnpicklingError, KeyError
        checkpoint_utils.load_checkpoint_to_cpu(str(path))
    msg = str(info.value)
    assert type(info.value).__name__ == "CheckpointError", msg
    assert msg.startswith(f"{path}: not a readable fairseq checkpoint (truncated or not a checkpoint: ")
    assert "\n" not in msg and "weights_only" not in msg and len(msg) < 400, msg


@pytest.mark.parametrize("tool", ["correct", "explain"])
def test_gec_commands_name_a_damaged_checkpoint(damaged, tool, tmp_path, capsys):
    from fairseq_syngec.cli import correct, explain

    data_bin, path = damaged
    common = ["--path", str(path), "--data", str(data_bin), "--cpu"]
    if tool == "correct":
        (tmp_path / "in.txt").write_text("he go to school .\n", encoding="utf-8")
        rc = correct.main(common + ["--input", str(tmp_path / "in.txt"), "--output", str(tmp_path / "out.txt")])
    else:
        rc = explain.main(common + ["--out-dir", str(tmp_path / "ex"), "he go to school ."])
    assert rc == 1
    one_error_line(capsys, path, "not a readable fairseq checkpoint")


def test_span_prediction_names_a_damaged_checkpoint(span_qa_sample, tmp_path, capsys):
    from fairseq_syngec.cli import predict_spans

    data, _, valid_json = span_qa_sample
    path = tmp_path / "checkpoint_best.pt"
    path.write_bytes(b"")
    rc = predict_spans.main([str(data), "--path", str(path), "--gen-subset", "valid", "--dataset",
                                 str(valid_json), "--output", str(tmp_path / "pred.json"), "--cpu"])
    assert rc == 1
    one_error_line(capsys, path, "not a readable fairseq checkpoint (truncated or not a checkpoint: the file is empty")


def test_code_in_a_checkpoint_never_runs(code_running):
    """Every loader on the way (fairseq's reader, its ensemble loader, the hub, the --ema-seed-model
    reader) refuses the file with one line naming it and the global, and the code does not run."""
    from fairseq import checkpoint_utils

    from fairseq_syngec.hub import GECModel

    data_bin, path, marker = code_running
    loaders = {
        "load_checkpoint_to_cpu": lambda: checkpoint_utils.load_checkpoint_to_cpu(str(path)),
        "load_model_ensemble_and_task": lambda: checkpoint_utils.load_model_ensemble_and_task(
            [str(path)], arg_overrides={"data": str(data_bin)}),
        "GECModel.from_pretrained": lambda: GECModel.from_pretrained(
            str(path.parent), checkpoint_file=path.name, data_name_or_path=str(data_bin)),
        "load_ema_from_checkpoint": lambda: checkpoint_utils.load_ema_from_checkpoint(str(path)),
    }
    for name, load in loaders.items():
        with pytest.raises(ValueError) as info:  # fairseq alone: no error, the code runs
            load()
        assert not marker.exists(), f"{name} ran the code in the checkpoint"
        msg = str(info.value)
        assert type(info.value).__name__ == "CheckpointError", (name, msg)
        assert msg.startswith(f"{path}: refused: ") and "posix.mkdir" in msg and "\n" not in msg, (name, msg)


@pytest.mark.parametrize("tool", ["correct", "explain"])
def test_gec_commands_refuse_code_in_a_checkpoint(code_running, tool, tmp_path, capsys):
    from fairseq_syngec.cli import correct, explain

    data_bin, path, marker = code_running
    common = ["--path", str(path), "--data", str(data_bin), "--cpu"]
    if tool == "correct":
        (tmp_path / "in.txt").write_text("he go to school .\n", encoding="utf-8")
        rc = correct.main(common + ["--input", str(tmp_path / "in.txt"), "--output", str(tmp_path / "out.txt")])
    else:
        rc = explain.main(common + ["--out-dir", str(tmp_path / "ex"), "he go to school ."])
    assert rc == 1 and not marker.exists()
    assert "posix.mkdir" in one_error_line(capsys, path, "refused: ")


def test_fairseq_generate_refuses_code_in_a_checkpoint(code_running):
    """fairseq-generate (its main, in this process; the command line prints fairseq's traceback, which
    ends in this one line): the load is refused and the code does not run."""
    from fairseq import options
    from fairseq_cli import generate

    data_bin, path, marker = code_running
    args = options.parse_args_and_arch(options.get_generation_parser(), [
        str(data_bin), "--user-dir", USER_DIR, "--task", "gec", "--gen-subset", "valid", "--path", str(path),
        "--beam", "1", "--batch-size", "8", "--cpu"])
    with pytest.raises(ValueError) as info:  # fairseq alone: no error, the code runs
        generate.main(args)
    assert not marker.exists()
    assert type(info.value).__name__ == "CheckpointError"
    assert str(info.value).startswith(f"{path}: refused: ") and "posix.mkdir" in str(info.value)


def test_average_checkpoints_refuses_code_in_a_checkpoint(code_running, tmp_path, capsys):
    from fairseq_syngec.cli.average_checkpoints import main

    _, path, marker = code_running
    assert main(["--inputs", str(path), str(path), "--output", str(tmp_path / "avg.pt")]) == 2
    assert not marker.exists() and not (tmp_path / "avg.pt").exists()
    one_error_line(capsys, path, "refused: ")


KILLED_COPY = textwrap.dedent("""
    import os, shutil, signal, sys
    real_copyfile, copies = shutil.copyfile, []

    def copy_and_die_the_second_time(src, dst, *args, **kwargs):
        # fairseq copies the checkpoint it saved to checkpoint_last.pt; the second time, the process
        # is killed after the first 4096 bytes
        if "checkpoint_last" in os.path.basename(dst):
            copies.append(dst)
            if len(copies) == 2:
                with open(src, "rb") as f, open(dst, "wb") as g:
                    g.write(f.read(4096))
                os.kill(os.getpid(), signal.SIGKILL)
        return real_copyfile(src, dst, *args, **kwargs)

    shutil.copyfile = copy_and_die_the_second_time
    sys.argv = ["fairseq-train"] + sys.argv[1:]
    from fairseq_cli.train import cli_main
    cli_main()
""")


def test_killed_while_copying_leaves_checkpoint_last_whole(word_gec_data, tmp_path):
    """Saves at updates 2 and 4 (checkpoint_1_N.pt, copied to checkpoint_last.pt); killed during the
    second copy: checkpoint_last.pt is still the whole checkpoint of update 2."""
    worker = tmp_path / "worker.py"
    worker.write_text(KILLED_COPY)
    save = tmp_path / "ckpt"
    res = run([worker, word_gec_data, "--user-dir", USER_DIR, "--cpu", *FAMILIES["copy_transformer"][0],
               "--max-tokens", "600", "--save-dir", save, "--save-interval-updates", "2", "--max-update", "6",
               "--no-epoch-checkpoints", "--disable-validation", "--num-workers", "0", "--seed", "1",
               "--no-progress-bar"], check=False)
    assert res.returncode == -signal.SIGKILL, (res.stdout + res.stderr)[-3000:]
    assert read_state(save / "checkpoint_1_4.pt")["optimizer_history"][-1]["num_updates"] == 4
    assert (save / "checkpoint_last.pt").stat().st_size > 4096  # fairseq alone: the first 4096 bytes of it
    assert read_state(save / "checkpoint_last.pt")["optimizer_history"][-1]["num_updates"] == 2
    assert sorted(p.name for p in save.iterdir() if not p.name.startswith(".")) == [
        "checkpoint_1_2.pt", "checkpoint_1_4.pt", "checkpoint_last.pt"]


def test_checkpoint_copies_replace_whole_files(tmp_path):
    """fairseq's PathManager.copy: the copy replaces the destination whole, with the source's
    permission bits, and leaves no temporary file; without overwrite an existing file stays."""
    from fairseq.file_io import PathManager

    src, dst = tmp_path / "checkpoint_1_4.pt", tmp_path / "checkpoint_last.pt"
    src.write_bytes(b"new" * 1000)
    os.chmod(src, 0o640)
    dst.write_bytes(b"old")
    assert PathManager.copy(str(src), str(dst), overwrite=True)
    assert dst.read_bytes() == b"new" * 1000 and (os.stat(dst).st_mode & 0o777) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["checkpoint_1_4.pt", "checkpoint_last.pt"]
    dst.write_bytes(b"old")
    assert PathManager.copy(str(src), str(dst), overwrite=False) is False and dst.read_bytes() == b"old"
