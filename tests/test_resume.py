"""A resumed run is the same run: fairseq-train for 12 updates in one go, and for 6 updates (into
the second epoch) then resumed from checkpoint_last.pt to 12, end with bitwise equal parameters and
optimizer state, for each model family of the plugin (fairseq 0.12 alone rebuilds the batches on
resume from another seed: fairseq_syngec.tasks.common.ResumableBatchesMixin). An unreadable
checkpoint_last.pt is named, and training resumes from the newest intact checkpoint, or stops with
one line. Tiny models trained in this process: 1-4 s a run."""

import logging

import pytest

from harness.train_helpers import FAMILIES, differing, read_state, train_in_process, training_state

pytestmark = pytest.mark.long_file  # started first by conftest.py

HALF, FULL = 6, 12  # updates before the interruption (in the second epoch of each family's data), in all


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_interrupted_and_resumed_run_equals_uninterrupted_run(request, tmp_path, family):
    args, data_fixture = FAMILIES[family]
    data = request.getfixturevalue(data_fixture)
    train_in_process(data, tmp_path / "once", *args, "--max-update", str(FULL))
    train_in_process(data, tmp_path / "twice", *args, "--max-update", str(HALF))
    halfway = read_state(tmp_path / "twice" / "checkpoint_last.pt")
    # interrupted after epoch 1, so that the resume has to rebuild the batches
    assert halfway["extra_state"]["train_iterator"]["epoch"] >= 2
    train_in_process(data, tmp_path / "twice", *args, "--max-update", str(FULL))

    once, n_once = training_state(read_state(tmp_path / "once" / "checkpoint_last.pt"))
    twice, n_twice = training_state(read_state(tmp_path / "twice" / "checkpoint_last.pt"))
    assert n_once == n_twice == FULL
    assert any(name.startswith("optimizer.") for name in once)  # the optimizer state is compared too
    bad, gap = differing(once, twice)
    assert bad == [], f"{len(bad)} of {len(once)} tensors differ (by up to {gap:.2e}), e.g. {bad[:4]}"
    assert differing(training_state(halfway)[0], twice)[0], "the resumed run did not train"


def test_resume_skips_an_unreadable_checkpoint_last(word_gec_data, tmp_path, caplog):
    """checkpoint_last.pt left empty (as a kill during fairseq's copy to it left it): fairseq-train names
    it, says it resumes from the newest intact checkpoint (checkpoint_2_6.pt of --save-interval-updates 3),
    and the run is still the uninterrupted one."""
    args = [*FAMILIES["copy_transformer"][0], "--save-interval-updates", "3"]
    train_in_process(word_gec_data, tmp_path / "once", *args, "--max-update", str(FULL))
    save = tmp_path / "twice"
    train_in_process(word_gec_data, save, *args, "--max-update", str(HALF))
    (save / "checkpoint_last.pt").write_bytes(b"")
    newest = max((p for p in save.glob("checkpoint_*_*.pt")), key=lambda p: p.stat().st_mtime)
    assert read_state(newest)["optimizer_history"][-1]["num_updates"] == HALF
    with caplog.at_level(logging.WARNING, logger="fairseq_syngec.compat"):
        train_in_process(word_gec_data, save, *args, "--max-update", str(FULL))
    assert (f"{save}/checkpoint_last.pt: not a readable fairseq checkpoint (truncated or not a checkpoint: the "
            f"file is empty (0 bytes)). Resuming from the newest intact checkpoint instead: {newest} ") in caplog.text
    once, _ = training_state(read_state(tmp_path / "once" / "checkpoint_last.pt"))
    twice, n_twice = training_state(read_state(save / "checkpoint_last.pt"))
    assert n_twice == FULL and differing(once, twice)[0] == []


def test_resume_without_an_intact_checkpoint_stops_with_one_line(word_gec_data, tmp_path):
    """Nothing intact to resume from, or an unreadable --restore-file: fairseq-train stops with one
    ``error:`` line naming the file (SystemExit: no traceback), and says what to do."""
    args = [*FAMILIES["copy_transformer"][0], "--max-update", "4"]
    save = tmp_path / "ckpt"
    save.mkdir()
    (save / "checkpoint_last.pt").write_bytes(b"")
    with pytest.raises(SystemExit) as info:
        train_in_process(word_gec_data, save, *args)
    msg = str(info.value.code)
    assert msg.startswith(f"error: {save}/checkpoint_last.pt: not a readable fairseq checkpoint ") and "\n" not in msg
    assert msg.endswith(f"no intact checkpoint in {save} to resume from: move it away to train from scratch, "
                        "or pass --restore-file FILE"), msg
    text = tmp_path / "notes.pt"
    text.write_text("not a checkpoint\n", encoding="utf-8")
    with pytest.raises(SystemExit) as info:
        train_in_process(word_gec_data, tmp_path / "other", *args, "--restore-file", text)
    assert str(info.value.code) == (f"error: {text}: not a readable fairseq checkpoint (truncated or not a "
                                    "checkpoint: not a torch.save file (it begins with b'not a ch'))")
