"""Training-health checks every fairseq_syngec user gets from fairseq-train and fairseq-generate: a one-line
warning when the validation loss rises at two validations in a row while the training loss is flat, the
count of outputs that are one piece repeated in fairseq-generate's summary, and fairseq's NanDetector
report of the module whose output went NaN (which crashed in torch's module hooks before)."""

import re

import pytest

from fairseq_syngec.training_health import ValidationTrend, is_repeated_piece
from harness.helpers import USER_DIR, run, train_gec

HEALTH_WARNING = "validation loss rose at two validations in a row"
SUMMARY = re.compile(r"(\d+) of (\d+) outputs are one piece repeated")


def test_repeated_piece_by_hand():
    assert is_repeated_piece([7, 7, 7, 7])
    assert is_repeated_piece([7] * 200)
    assert not is_repeated_piece([7, 7, 7])  # too short to call
    assert not is_repeated_piece([7, 7, 8, 7, 7])
    assert not is_repeated_piece([])


def test_trend_by_hand():
    t = ValidationTrend()
    assert t.add(5.0, 6.0, 100) is None
    assert t.add(5.2, 6.1, 200) is None  # one rise is not two
    msg = t.add(5.3, 5.95, 300)  # two rises; training 6.0 -> 5.95, within 2%: flat
    assert msg and "5.000 -> 5.200 -> 5.300" in msg and "update 300" in msg and "\n" not in msg
    t = ValidationTrend()
    for v, tr in ((5.0, 6.0), (5.2, 5.5), (5.3, 5.0)):  # the training loss falls: overfitting, not collapse
        assert t.add(v, tr, 1) is None
    t = ValidationTrend()
    for v in (5.0, 5.2, 5.1, 5.3):  # not two in a row
        assert t.add(v, 6.0, 1) is None
    t = ValidationTrend()
    for v in (5.0, 5.2, 5.3):  # no training loss known (validation before any step): no claim
        assert t.add(v, None, 1) is None


def count_repeated(generate_output: str, min_repeats=4):
    """Outputs (H- lines) that are one word at least ``min_repeats`` times and nothing else, counted here."""
    n = total = 0
    for line in generate_output.splitlines():
        if line.startswith("H-"):
            words = line.split("\t")[2].split()
            total += 1
            n += len(words) >= min_repeats and len(set(words)) == 1
    return n, total


def generate(data_bin, checkpoint):
    res = run(["fairseq-generate", data_bin, "--user-dir", USER_DIR, "--task", "gec", "--path", checkpoint, "--cpu",
               "--gen-subset", "valid", "--beam", "2", "--batch-size", "50", "--max-len-b", "30"])
    return res.stdout + res.stderr


def test_collapse_is_reported(word_gec_data, tmp_path):
    """A small copy model at a fixed learning rate of 0.01 collapses: its decoder states become one vector,
    the validation loss creeps up and every output is one source word repeated (as the base models did on the
    H200). fairseq-train says so in one line; fairseq-generate's summary counts the outputs."""
    res = train_gec(word_gec_data, tmp_path / "ckpt", "--lr", "0.01", "--lr-scheduler", "fixed", "--max-update", "32",
                    "--validate-interval-updates", "4", "--no-epoch-checkpoints")
    out = res.stdout + res.stderr
    warnings = [line for line in out.splitlines() if HEALTH_WARNING in line]
    assert warnings and "WARNING" in warnings[0] and "--lr" in warnings[0], out[-3000:]
    log = generate(word_gec_data, tmp_path / "ckpt" / "checkpoint_last.pt")
    m = SUMMARY.search(log)
    assert m, log[-2000:]
    repeated, total = count_repeated(log)
    assert (int(m.group(1)), int(m.group(2))) == (repeated, total) and total == 24
    assert repeated >= 12  # most outputs collapsed


def test_healthy_run_is_quiet(trained_gec):
    data_bin, ckpt_dir, log = trained_gec
    assert "valid on 'valid' subset" in log and HEALTH_WARNING not in log
    out = generate(data_bin, ckpt_dir / "checkpoint_last.pt")
    m = SUMMARY.search(out)
    assert m and (int(m.group(1)), int(m.group(2))) == count_repeated(out)


@pytest.mark.parametrize("arch", ["copy_transformer_tiny"])
def test_nan_detector_names_the_module(word_gec_data, tmp_path, arch):
    """At lr 0.05 the gradients become NaN within a few updates; fairseq re-runs the step under its NanDetector,
    whose backward hooks stopped with StopIteration in torch's module hooks (fairseq's encoder returns a dict
    of lists). Now the log names the module, then fairseq stops with its FloatingPointError."""
    res = run(["fairseq-train", word_gec_data, "--user-dir", USER_DIR, "--task", "gec", "--arch", arch,
               "--encoder-layers", "2", "--decoder-layers", "2", "--encoder-embed-dim", "64", "--decoder-embed-dim",
               "64", "--encoder-ffn-embed-dim", "128", "--decoder-ffn-embed-dim", "128", "--cpu", "--optimizer", "adam",
               "--lr", "0.05", "--criterion", "label_smoothed_cross_entropy", "--label-smoothing", "0.1",
               "--max-tokens", "2000", "--max-update", "40", "--save-dir", tmp_path, "--no-save", "--seed", "1",
               "--log-format", "simple", "--no-progress-bar"], check=False)
    out = res.stdout + res.stderr
    assert res.returncode != 0
    assert "StopIteration" not in out
    assert re.search(r"NaN detected in output of [\w.]+, shape: ", out), out[-3000:]
    assert "gradients are Nan/Inf" in out


def valid_nll(log):
    return [float(x) for x in re.findall(r"valid on 'valid' subset \| loss [\d.]+ \| nll_loss ([\d.]+)", log)]


@pytest.mark.parametrize("arch", ["copy_transformer_base", "syngec_transformer_base"])
def test_the_base_architectures_do_not_collapse_there(word_gec_data, tmp_path, arch):
    """The run of ``test_collapse_is_reported`` (2 + 2 layers of 64 at a fixed learning rate of 0.01: the
    smallest configuration found on this CPU that collapses as the base models did on the H200) with the base
    architectures' pre-norm layers: the validation loss falls and at most a quarter of the 24 outputs are one
    piece repeated (post-norm, copy and SynGEC alike: all 24; measured 1 and 4). At this learning rate SynGEC's
    validation loss is noisy enough to draw the warning once while it falls overall."""
    from harness.helpers import TINY_ARCH

    dims = [a for a in TINY_ARCH if a not in ("--arch", "copy_transformer_tiny")]
    res = train_gec(word_gec_data, tmp_path / "ckpt", *dims, "--arch", arch, "--lr", "0.01", "--lr-scheduler", "fixed",
                    "--max-update", "32", "--validate-interval-updates", "4", "--no-epoch-checkpoints")
    out = res.stdout + res.stderr
    nll = valid_nll(out)
    assert len(nll) >= 8 and nll[-1] < nll[0] - 0.5, nll
    log = generate(word_gec_data, tmp_path / "ckpt" / "checkpoint_last.pt")
    repeated, total = count_repeated(log)
    assert int(SUMMARY.search(log).group(1)) == repeated <= 6 and total == 24, log[-1500:]  # collapsed: 24 of 24
