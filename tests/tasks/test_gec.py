"""The gec task end to end through fairseq's own command lines, in temp dirs (as fairseq's
tests/test_binaries.py): preprocess, train, generate, interactive, validate, restore."""

import re
import shutil

from harness.helpers import TINY_ARCH, USER_DIR, run, train_gec, write_lines


def test_train_generate_interactive_validate_restore(trained_gec, tmp_path):
    word_gec_data, ckpt, log = trained_gec
    assert "done training" in log
    assert (ckpt / "checkpoint_last.pt").exists()

    gen = run(["fairseq-generate", word_gec_data, "--user-dir", USER_DIR, "--task", "gec",
               "--gen-subset", "test", "--path", ckpt / "checkpoint_last.pt", "--beam", "2",
               "--batch-size", "8", "--max-len-b", "20", "--cpu"])
    hyps = [line for line in gen.stdout.splitlines() if line.startswith("H-")]
    assert len(hyps) == 24

    lines = ["he go to the zorblaxian school yesterday .", "this is fine ."]
    inter = run(["fairseq-interactive", word_gec_data, "--user-dir", USER_DIR, "--task", "gec",
                 "--path", ckpt / "checkpoint_last.pt", "--beam", "2", "--max-len-b", "20", "--cpu",
                 "--source-lang", "src", "--target-lang", "tgt"], input="\n".join(lines) + "\n")
    assert len(re.findall(r"^H-\d+\t", inter.stdout, re.M)) == 2
    # the unknown word is kept on the source side (added to the dictionary, not <unk>)
    assert "S-0\the go to the zorblaxian school yesterday ." in inter.stdout
    assert "<unk-" not in inter.stdout

    val = run(["fairseq-validate", word_gec_data, "--user-dir", USER_DIR, "--task", "gec",
               "--path", ckpt / "checkpoint_last.pt", "--valid-subset", "valid", "--max-tokens", "2000", "--cpu"])
    assert "valid on 'valid' subset" in val.stdout + val.stderr

    restored = tmp_path / "restored"
    restored.mkdir()
    shutil.copy(ckpt / "checkpoint_last.pt", restored / "start.pt")
    more = train_gec(word_gec_data, restored, "--max-update", "16", "--restore-file", restored / "start.pt")
    log = more.stdout + more.stderr
    assert re.search(r"Loaded checkpoint .*start\.pt \(epoch \d+ @ 12 updates\)", log), log[-2000:]
    assert "num_updates 16" in log


def test_edit_label_loss_trains_and_generates(word_gec_data, tmp_path):
    ckpt = tmp_path / "ckpt"
    out = train_gec(word_gec_data, ckpt, "--max-update", "4", "--edit-labels", "--criterion",
                "gec_label_smoothed_cross_entropy", "--edit-label-weight", "0.5", "--no-epoch-checkpoints")
    log = out.stdout + out.stderr
    assert re.search(r"edit_loss[ =]\d", log), log[-2000:]
    gen = run(["fairseq-generate", word_gec_data, "--user-dir", USER_DIR, "--task", "gec",
               "--gen-subset", "test", "--path", ckpt / "checkpoint_last.pt", "--beam", "2",
               "--batch-size", "8", "--max-len-b", "5", "--cpu"])
    assert len([x for x in gen.stdout.splitlines() if x.startswith("H-")]) == 24


def test_non_joined_dictionary_is_refused(tmp_path):
    raw = tmp_path / "raw"
    raw.mkdir()
    write_lines(raw / "train.src", ["a b c", "b c d"])
    write_lines(raw / "train.tgt", ["a b e", "b c f"])
    run(["fairseq-preprocess", "--source-lang", "src", "--target-lang", "tgt",
         "--trainpref", raw / "train", "--validpref", raw / "train", "--destdir", tmp_path / "bin"])
    res = run(["fairseq-train", tmp_path / "bin", "--user-dir", USER_DIR, "--task", "gec", *TINY_ARCH,
               "--cpu", "--max-update", "1", "--max-tokens", "100", "--save-dir", tmp_path / "ck"], check=False)
    assert res.returncode != 0
    assert "--joined-dictionary" in res.stderr


def test_build_dictionary_moves_markers_to_the_end(tmp_path):
    from fairseq_syngec.tasks.gec import GECTask

    f = tmp_path / "text"
    write_lines(f, ["a b <unk-3> c", "a <unk-0> b"])
    d = GECTask.build_dictionary([str(f)], threshold=0, padding_factor=1)
    assert d.first_marker == d.nspecial + 3
    assert d.symbols[d.first_marker:] == [f"<unk-{i}>" for i in range(256)]
    d.save(str(tmp_path / "dict.txt"))
    again = GECTask.load_dictionary(str(tmp_path / "dict.txt"))
    assert again.symbols == d.symbols and again.first_marker == d.first_marker


def _gec_task(data_bin, *extra):
    """The gec task fairseq-train would set up for this data directory and options (no model)."""
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    args = options.parse_args_and_arch(options.get_training_parser(), [
        str(data_bin), "--user-dir", USER_DIR, "--task", "gec", *TINY_ARCH, "--cpu", *extra])
    return tasks.setup_task(convert_namespace_to_omegaconf(args).task)


def test_source_and_target_of_different_sizes_are_refused(word_gec_data, tmp_path):
    """Binarised data whose source and target hold different numbers of sentences: a ValueError naming
    both files and their counts, not fairseq's bare AssertionError; parallel splits still load."""
    import pytest

    data = tmp_path / "data-bin"
    data.mkdir()
    for f in word_gec_data.iterdir():
        if f.name.startswith(("dict.", "valid.")):
            shutil.copy(f, data / f.name)
    for ext in ("bin", "idx"):  # train: 240 source sentences, 24 target sentences (valid's)
        shutil.copy(word_gec_data / f"train.src-tgt.src.{ext}", data / f"train.src-tgt.src.{ext}")
        shutil.copy(word_gec_data / f"valid.src-tgt.tgt.{ext}", data / f"train.src-tgt.tgt.{ext}")
    task = _gec_task(data)
    task.load_dataset("valid")
    assert len(task.datasets["valid"]) == 24
    with pytest.raises(ValueError) as info:
        task.load_dataset("train")
    msg = str(info.value)
    assert f"{data}/train.src-tgt.src" in msg and "240 source" in msg, msg
    assert f"{data}/train.src-tgt.tgt" in msg and "24 target" in msg, msg


# --------------------------------------------------------------------------- robustness: nothing lost, nothing crashes
def _interactive_task(data_bin, *extra):
    """The gec task fairseq-interactive would set up for these arguments."""
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    args = options.parse_args_and_arch(options.get_interactive_generation_parser(), [
        str(data_bin), "--user-dir", USER_DIR, "--task", "gec", "--source-lang", "src", "--target-lang", "tgt",
        "--cpu", *extra])
    return tasks.setup_task(convert_namespace_to_omegaconf(args).task)


def _copy_everything(task, ckpt, line):
    """``line`` through the task's inference step with a generator that copies the whole source."""
    from fairseq import checkpoint_utils

    from harness.copy_generator import CopyEverySourceToken

    models, _ = checkpoint_utils.load_model_ensemble([str(ckpt)], task=task)
    task.src_dict.extend_oov = True  # as build_generator sets it
    ids = task.src_dict.encode_line(line, add_if_not_exist=False).long()
    dataset = task.build_dataset_for_inference([ids], [ids.numel()])
    sample = dataset.collater([dataset[0]])
    hypos = task.inference_step(CopyEverySourceToken(), models, sample)
    return task.tgt_dict.string(hypos[0][0]["tokens"])


def test_no_restore_copied_unk_option(trained_gec):
    """Restoring copied words is on by default and turned off by --no-restore-copied-unk; the former
    --restore-copied-unk (which turned it off, fairseq making a default-True field store_false) is gone."""
    import pytest

    data_bin, ckpt, _ = trained_gec
    line = "he zorblaxian go ."
    assert _copy_everything(_interactive_task(data_bin), ckpt / "checkpoint_best.pt", line) == line
    off = _interactive_task(data_bin, "--no-restore-copied-unk")
    assert off.cfg.no_restore_copied_unk
    assert _copy_everything(off, ckpt / "checkpoint_best.pt", line) == "he <unk-1> go ."
    with pytest.raises(SystemExit):  # argparse: unrecognized arguments
        _interactive_task(data_bin, "--restore-copied-unk")


def test_checkpoint_saved_with_restore_copied_unk_still_loads(trained_gec, tmp_path):
    """A checkpoint whose saved task config has the former field restore_copied_unk loads (the field is
    dropped) and restores copied words."""
    import torch

    from fairseq_syngec import GECModel

    data_bin, ckpt, _ = trained_gec
    state = torch.load(ckpt / "checkpoint_best.pt", map_location="cpu", weights_only=False)
    del state["cfg"]["task"]["no_restore_copied_unk"]
    state["cfg"]["task"]["restore_copied_unk"] = False
    torch.save(state, tmp_path / "old.pt")
    model = GECModel.from_pretrained(str(tmp_path), checkpoint_file="old.pt", data_name_or_path=str(data_bin))
    assert not model.task.cfg.no_restore_copied_unk and "restore_copied_unk" not in model.task.cfg
    line = "he zorblaxian go ."
    assert _copy_everything(model.task, tmp_path / "old.pt", line) == line


def test_checkpoint_records_dictionary_and_sentencepiece_model(trained_gec, trained_spm_syngec, tmp_path):
    """fairseq-train --task gec saves (task_state) what inference must match: the dictionary's file,
    size and symbols' sha256, and the sentencepiece model found beside the data (or given by
    --spm-model), by sha256; a word-level run records no sentencepiece model."""
    import hashlib

    import pytest
    import torch

    from fairseq_syngec.tasks.gec import INPUTS_STATE_KEY

    data_bin, ckpt, spm = trained_spm_syngec
    record = torch.load(ckpt, map_location="cpu", weights_only=False)["task_state"][INPUTS_STATE_KEY]
    assert record["sentencepiece"] == {"path": str(spm), "sha256": hashlib.sha256(spm.read_bytes()).hexdigest()}
    symbols = (data_bin / "dict.src.txt").read_text(encoding="utf-8").splitlines()
    assert record["dictionary"]["path"] == str(data_bin / "dict.src.txt")
    assert record["dictionary"]["symbols"] == 4 + len(symbols)  # fairseq's 4 specials first
    word_data, word_ckpt, _ = trained_gec
    record = torch.load(word_ckpt / "checkpoint_best.pt", map_location="cpu", weights_only=False)["task_state"]
    assert record[INPUTS_STATE_KEY]["sentencepiece"] is None
    assert record[INPUTS_STATE_KEY]["dictionary"]["path"] == str(word_data / "dict.src.txt")
    with pytest.raises(FileNotFoundError, match="--spm-model not found: .*nope.model"):
        _gec_task(word_data, "--spm-model", str(tmp_path / "nope.model"))
