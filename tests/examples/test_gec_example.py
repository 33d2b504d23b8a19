"""examples/gec: run.sh and pretrain.sh end to end on tiny slices of the bundled data (JFLEG,
Gutenberg), with a model small enough for seconds of training: the pipelines' plumbing (shards,
stages, fine-tuning from the previous stage, restored hypotheses, the three metrics and the table)."""

import json
import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.helpers import JFLEG, REPO, write_lines

pytestmark = pytest.mark.long_file  # started first by conftest.py

EXAMPLE = REPO / "examples" / "gec"
TINY = ("--encoder-layers 1 --decoder-layers 1 --encoder-embed-dim 32 --decoder-embed-dim 32 "
        "--encoder-ffn-embed-dim 64 --decoder-ffn-embed-dim 64 --encoder-attention-heads 2 "
        "--decoder-attention-heads 2 --max-update 6")
N_TEST = 12


def tiny_data(root):
    data = root / "data"
    data.mkdir()
    for name, n in (("train", 120), ("valid", 16)):
        for side in ("src", "tgt"):
            write_lines(data / f"{name}.{side}",
                        (JFLEG / f"{name}.{side}").read_text(encoding="utf-8").splitlines()[:n])
    blocks = (JFLEG / "test.m2").read_text(encoding="utf-8").split("\n\n")[:N_TEST]
    (data / "test.m2").write_text("\n\n".join(blocks) + "\n\n", encoding="utf-8")
    for name in ("test.src", "test.ref0", "test.ref1", "test.ref2", "test.ref3"):
        write_lines(data / name, (JFLEG / name).read_text(encoding="utf-8").splitlines()[:N_TEST])
    return data


def run_example(script, args, env, fork_server=None):
    base = {**os.environ, "PYTHON": sys.executable, "PATH": f"{os.path.dirname(sys.executable)}:{os.environ['PATH']}"}
    if fork_server is not None:  # its Python commands forked from a process that imported them (conftest.py)
        base = fork_server.env(base)
    env = {**base, "VOCAB_SIZE": "300", "BEAM": "2", "EXTRA_TRAIN_ARGS": TINY, **env}
    res = subprocess.run(["bash", str(EXAMPLE / script), *map(str, args)], capture_output=True, text=True,
                         env=env, timeout=600)
    assert res.returncode == 0, f"{script} failed ({res.returncode}):\n{res.stdout[-3000:]}\n{res.stderr[-5000:]}"
    return res


def check_scores(work, res, prefix="test"):
    hyps = (work / f"{prefix}.hyp").read_text(encoding="utf-8").splitlines()
    assert len(hyps) == N_TEST
    for kind in ("m2", "errant", "gleu"):
        assert (work / f"{prefix}.{kind}.json").exists() and (work / f"test.baseline.{kind}.json").exists()
    baseline = json.loads((work / "test.baseline.gleu.json").read_text())
    assert 0 < baseline["gleu"] < 1
    # no edit proposed: M2Scorer's P=1
    assert json.loads((work / "test.baseline.m2.json").read_text())["precision"] == 1.0
    table = [line for line in res.stdout.splitlines() if line.strip()]
    assert table[0].split()[:2] == ["system", "M2"] and table[1].startswith("copy-the-input") and len(table) == 3


@pytest.mark.slow  # the same lib.sh steps as pretrain.sh's test (make test-slow runs it)
def test_run_sh_scores_m2_errant_and_gleu(tmp_path):
    data = tiny_data(tmp_path)
    res = run_example("run.sh", [data, tmp_path / "work"], {"MAX_EPOCH": "1"})
    check_scores(tmp_path / "work", res)


def test_pretrain_sh_shards_and_stages(tmp_path, fork_server):
    data = tiny_data(tmp_path)
    mono = tmp_path / "mono.txt"
    write_lines(mono, (EXAMPLE / "data/gutenberg/mono.txt").read_text(encoding="utf-8").splitlines()[:200])
    work = tmp_path / "work"
    start = time.monotonic()
    res = run_example("pretrain.sh", [mono, f"{data}:{data}", work],
                      {"COPIES": "2", "FINETUNE_EPOCHS": "1", "NOISE": "mix", "HEARTBEAT": "1"}, fork_server)
    seconds = time.monotonic() - start
    # progress from a timer (issue 55: under load the training log fell silent for 111 s): a line every HEARTBEAT
    # seconds, whatever the step (here 6 updates a training: no training log line to wait for)
    beats = [line for line in res.stderr.splitlines() if line.startswith("-- ")]
    assert len(beats) >= seconds / 3, (len(beats), seconds)
    assert any(": pre-train --arch " in b for b in beats) and any(": fairseq-preprocess: " in b for b in beats)
    for k in (0, 1):  # one fresh noised copy per pre-training epoch
        assert len((work / f"pretrain/syn/train.{k}.src").read_text(encoding="utf-8").splitlines()) == 200
        assert (work / f"pretrain/data-bin/shard{k}/train.src-tgt.src.bin").exists()
    assert (work / "pretrain/syn/train.0.src").read_text() != (work / "pretrain/syn/train.1.src").read_text()
    pre_log = (work / "pretrain/train.log").read_text()
    assert "shard0" in pre_log and "shard1" in pre_log
    # pretrain.sh's measured defaults for a tiny model trained for minutes: no dropout, no copy-attention
    # dropout (lib.sh's 0.2 is run.sh's), bfloat16 autocast where the CPU has bfloat16 instructions
    bf16 = re.search(r"\b(avx512_bf16|amx_bf16)\b", Path("/proc/cpuinfo").read_text()) is not None
    for log in (pre_log, (work / "stage1/train.log").read_text()):
        assert ", dropout=0.0," in log and "copy_attention_dropout=0.0" in log
        assert (", amp=True," in log) == bf16
    # each fine-tuning stage's model is the average of its epoch checkpoints (AVERAGE, default FINETUNE_EPOCHS)
    for i, init in ((0, "pretrain/checkpoints/checkpoint_last.pt"), (1, "stage0/checkpoints/checkpoint_avg.pt")):
        log = (work / f"stage{i}/train.log").read_text()
        assert f"loading pretrained model from {work / init}" in log, log[-2000:]
    check_scores(work, res)
    assert "== the model: " in res.stderr and "fairseq-syngec-correct --path" in res.stderr
    assert "stage1/checkpoints/checkpoint_avg.pt" in res.stderr.split("== the model: ")[1].splitlines()[0]
    assert "average the last 1 epoch checkpoints of stage 1" in res.stderr
    assert not list((work / "stage1/checkpoints").glob("checkpoint[0-9]*.pt"))  # averaged, then removed
    # run again: nothing is redone, the scores and the model are printed
    ckpt = work / "stage1/checkpoints/checkpoint_avg.pt"
    mtime = ckpt.stat().st_mtime_ns
    again = run_example("pretrain.sh", [mono, f"{data}:{data}", work],
                        {"COPIES": "2", "FINETUNE_EPOCHS": "1", "NOISE": "mix"}, fork_server)
    assert "done earlier with these settings" in again.stderr and ckpt.stat().st_mtime_ns == mtime
    check_scores(work, again)
    # interrupted in the last stage: the data and the finished trainings are kept, the stage continues
    (work / "done").unlink()
    (work / "stage1/checkpoints/train.done").rename(work / "stage1/checkpoints/train.started")
    resumed = run_example("pretrain.sh", [mono, f"{data}:{data}", work],
                          {"COPIES": "2", "FINETUNE_EPOCHS": "1", "NOISE": "mix"}, fork_server)
    for line in ("data: made earlier", "pre-train: finished earlier", "fine-tune stage 0: finished earlier",
                 f"fine-tune stage 1: continuing from {work}/stage1/checkpoints/checkpoint_last.pt",
                 "the copy-the-input baseline: scored earlier on this data"):
        assert line in resumed.stderr, resumed.stderr[-3000:]
    check_scores(work, resumed)
    # another beam: nothing is trained again, the test set is decoded again
    env = {"COPIES": "2", "FINETUNE_EPOCHS": "1", "NOISE": "mix"}
    beam = run_example("pretrain.sh", [mono, f"{data}:{data}", work], {**env, "BEAM": "3"}, fork_server)
    for line in ("pre-train: finished earlier", "fine-tune stage 0: finished earlier",
                 "fine-tune stage 1: finished earlier", "fairseq-generate (beam 3)"):
        assert line in beam.stderr, beam.stderr[-3000:]
    assert ckpt.stat().st_mtime_ns == mtime
    # another pre-training warm-up: the pre-training trains again, and so does every stage after it, although
    # their own flags are the same (each training's signature holds the one before it)
    warm = run_example("pretrain.sh", [mono, f"{data}:{data}", work], {**env, "BEAM": "3", "PRETRAIN_WARMUP": "50"},
                       fork_server)
    for line in ("pre-train: finished earlier", "fine-tune stage 0: finished earlier",
                 "fine-tune stage 1: finished earlier"):
        assert line not in warm.stderr, warm.stderr[-3000:]
    assert ckpt.stat().st_mtime_ns != mtime
    check_scores(work, warm)


def test_progress_lines():
    """examples/gec/progress.py: validation lines pass, one progress line per --every seconds with the
    updates, the epoch of the total, the loss and the time left."""
    lines = ["x | train_inner | epoch 001:     20 / 100 loss=5.451, nll_loss=4.9, num_updates=20, lr=1e-4\n",
             "x | INFO | noise\n",
             "x | valid | epoch 001 | valid on 'valid' subset | loss 4.1\n",
             "x | train_inner | epoch 002:     50 / 100 loss=4.250, nll_loss=3.9, num_updates=150, lr=1e-4\n"]
    res = subprocess.run([sys.executable, str(EXAMPLE / "progress.py"), "--epochs", "2", "--every", "0",
                          "--label", "fine-tune"], input="".join(lines), capture_output=True, text=True, check=True)
    out = res.stdout.splitlines()
    assert len(out) == 3 and out[1].endswith("valid on 'valid' subset | loss 4.1")
    assert out[0].startswith("fine-tune: update 20, epoch 1 of 2 (20 / 100), loss 5.451, 0:00 spent")
    assert out[2].startswith("fine-tune: update 150, epoch 2 of 2 (50 / 100), loss 4.250")
    quiet = subprocess.run([sys.executable, str(EXAMPLE / "progress.py"), "--epochs", "2"],
                           input="".join(lines), capture_output=True, text=True, check=True)
    assert len(quiet.stdout.splitlines()) == 2  # the first progress line, then none within 30 s; the valid line


def test_progress_status_file_for_the_heartbeat(tmp_path):
    """progress.py --status: the validation line passes, no progress line is printed; the file holds the last
    one, which lib.sh's heartbeat prints on its timer."""
    lines = ["x | train_inner | epoch 001:     20 / 100 loss=5.451, nll_loss=4.9, num_updates=20, lr=1e-4\n",
             "x | valid | epoch 001 | valid on 'valid' subset | loss 4.1\n",
             "x | train_inner | epoch 002:     50 / 100 loss=4.250, nll_loss=3.9, num_updates=150, lr=1e-4\n"]
    status = tmp_path / "status"
    res = subprocess.run([sys.executable, str(EXAMPLE / "progress.py"), "--epochs", "2", "--label", "pre-train",
                          "--status", str(status)], input="".join(lines), capture_output=True, text=True, check=True)
    assert res.stdout.splitlines() == ["x | valid | epoch 001 | valid on 'valid' subset | loss 4.1"]
    assert status.read_text().startswith("pre-train: update 150, epoch 2 of 2 (50 / 100), loss 4.250")


@pytest.mark.parametrize("arch, env, flags", [
    ("copy_transformer_tiny", {}, "--copy-attention-dropout 0.2"),
    ("syngec_transformer_tiny", {}, "--copy-attention-dropout 0.2"),
    ("syngec_transformer_base", {"COPY_ATTENTION_DROPOUT": "0"}, ""),
    ("transformer", {}, ""),
    ("copy_bart_base", {"BART": "/nonexistent/model.pt"}, ""),
])
def test_lib_sh_copy_attention_dropout_default(arch, env, flags):
    # lib.sh's model_settings: Zhao et al.'s 0.2 where it was measured (copy and SynGEC), 0 elsewhere
    script = f'source "{EXAMPLE}/lib.sh"; model_settings; recipe_flags'
    res = subprocess.run(["bash", "-c", script], env=dict(os.environ, ARCH=arch, **env), capture_output=True,
                         text=True, check=True)
    assert res.stdout.strip() == flags


def test_heartbeat_leaves_nothing_behind_on_stderr(tmp_path):
    # the timer's sleep once outlived the script and held its stderr open: whoever read it (make demo | tee,
    # a test's subprocess.run) waited up to HEARTBEAT seconds more after the script had ended
    script = f'source "{EXAMPLE}/lib.sh"; heartbeat_start "{tmp_path}/status"; step working; sleep 0.5'
    proc = subprocess.Popen(["bash", "-c", script], env=dict(os.environ, HEARTBEAT="600"), stderr=subprocess.PIPE)
    proc.wait(timeout=120)
    err, deadline = b"", time.monotonic() + 60  # end of file at once; 600 s with a sleep behind
    while time.monotonic() < deadline:
        if select.select([proc.stderr], [], [], 1)[0]:
            chunk = os.read(proc.stderr.fileno(), 4096)
            if not chunk:
                break
            err += chunk
    else:
        pytest.fail(f"stderr still open 60 s after the script ended ({err!r})")
    proc.stderr.close()
    assert b"working" in err
