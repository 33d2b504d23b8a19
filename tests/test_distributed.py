"""Multi-process training with fairseq's own torch.distributed code on CPU (gloo, legacy_ddp), through
``scripts/train_distributed.sh``: two ranks train a few updates together and end with identical
parameters (each rank reads a different shard of the batches, so without the gradient all-reduce
they would diverge), for every architecture of the plugin (copy_transformer, syngec_transformer,
fact_transformer, rnet) and for ablations, one with a parameter that gets no gradient (which must not
hang DDP)."""

import os
import re
import subprocess
import sys
import textwrap
import time

import pytest
import torch

from harness.helpers import BIN, REPO, USER_DIR

pytestmark = pytest.mark.long_file  # started first by conftest.py

SCRIPT = REPO / "scripts" / "train_distributed.sh"
SMALL = ["--encoder-layers", "1", "--decoder-layers", "1", "--encoder-embed-dim", "32",
         "--decoder-embed-dim", "32", "--encoder-ffn-embed-dim", "64", "--decoder-ffn-embed-dim", "64",
         "--encoder-attention-heads", "2", "--decoder-attention-heads", "2"]

# fairseq saves checkpoints on rank 0 only; for the test every rank saves, into SAVE_DIR/rank<R>
WORKER = textwrap.dedent("""
    import os, sys
    from fairseq.trainer import Trainer
    Trainer.should_save_checkpoint_on_current_rank = property(lambda self: True)
    argv = sys.argv[1:]
    rank = argv[argv.index("--distributed-rank") + 1]
    i = argv.index("--save-dir")
    argv[i + 1] = os.path.join(argv[i + 1], "rank" + rank)
    os.makedirs(argv[i + 1], exist_ok=True)  # fairseq creates it on rank 0 only
    sys.argv = ["fairseq-train"] + argv
    from fairseq_cli.train import cli_main
    cli_main()
""")

GEC = ["--task", "gec", *SMALL, "--optimizer", "adam", "--lr", "1e-3", "--criterion", "label_smoothed_cross_entropy",
       "--label-smoothing", "0.1", "--max-tokens", "600"]
# case -> (data fixture, fairseq-train arguments, a logged per-update total that must exceed what one
# rank can load alone: words per batch over --max-tokens 600, or sentences over --batch-size 8)
CASES = {
    # copy_transformer, plus the edit-label head, which gets no gradient from the stock criterion: an
    # unused parameter (legacy_ddp all-reduces a zero gradient for it)
    "copy_transformer_unused_edit_head": (
        "word_gec_data", GEC + ["--arch", "copy_transformer_tiny", "--edit-label-head"], ("wpb", 600)),
    "syngec_transformer": (
        "word_gec_data", GEC + ["--arch", "syngec_transformer_tiny", "--syntax-fusion-layers", "1",
                                "--syntax-kernel", "auto", "--copy-kernel", "reference"], ("wpb", 600)),
    "syngec_transformer_const_add": (
        "word_gec_data", GEC + ["--arch", "syngec_transformer_tiny", "--syntax-fusion-layers", "1",
                                "--syntax-mode", "const", "--fusion", "add"], ("wpb", 600)),
    "fact_transformer": (
        "fact_data", ["--task", "fact_summarization", "--arch", "fact_transformer_tiny", *SMALL,
                      "--optimizer", "adam", "--lr", "1e-3", "--criterion", "label_smoothed_cross_entropy",
                      "--max-tokens", "600"], ("wpb", 600)),
    "rnet": (
        "span_qa_data", ["--task", "span_qa", "--arch", "rnet_tiny", "--criterion", "span_qa",
                         "--optimizer", "adadelta", "--lr", "1.0", "--batch-size", "8"], ("bsz", 8)),
}


def launch(data_bin, save_dir, args, fork_server, worker_code=WORKER, timeout=600):
    """scripts/train_distributed.sh with two CPU ranks, each saving its own checkpoint; each rank forked from
    ``fork_server`` (tests/conftest.py), which imported torch and fairseq once."""
    save_dir.mkdir(parents=True, exist_ok=True)
    worker = save_dir / "worker.py"
    worker.write_text(worker_code)
    env = fork_server.env(dict(os.environ, PYTHON=sys.executable, OMP_NUM_THREADS="1", PYTHONWARNINGS="ignore",
                               NPROC="2", PATH=f"{BIN}:{os.environ['PATH']}"))
    env["FAIRSEQ_TRAIN"] = f"{env['PYTHON']} {worker}"
    cmd = ["bash", str(SCRIPT), str(data_bin), "--user-dir", USER_DIR, "--cpu", *args, "--max-update", "3",
           "--seed", "1", "--save-dir", str(save_dir), "--no-epoch-checkpoints", "--no-save-optimizer-state",
           "--disable-validation", "--log-format", "simple", "--log-interval", "1", "--no-progress-bar"]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)


def load_model(path):
    """The raw checkpoint dict through torch's safe loader (weights_only) with the plugin's
    allowlist (fairseq_syngec.compat), never a blanket unsafe load."""
    import fairseq_syngec.compat  # noqa: F401  (the allowlist)

    return torch.load(path, map_location="cpu")


def rank_models(save_dir):
    return [load_model(save_dir / f"rank{r}" / "checkpoint_last.pt") for r in (0, 1)]


@pytest.mark.parametrize("case", sorted(CASES))
def test_two_cpu_ranks_train_together(request, tmp_path, case, fork_server):
    fixture, args, (stat, one_rank_max) = CASES[case]
    res = launch(request.getfixturevalue(fixture), tmp_path, args, fork_server)
    log = res.stdout + res.stderr
    assert res.returncode == 0, log[-5000:]
    assert "world size 2" in log and "distributed init (rank 1)" in log, log[-3000:]
    # the logged per-update totals are summed over both ranks: more than one rank can load
    totals = [int(x) for x in re.findall(rf"\b{stat}=(\d+)", log)]
    assert len(totals) == 3 and max(totals) > one_rank_max, totals
    ckpts = rank_models(tmp_path)
    for c in ckpts:
        assert c["cfg"]["distributed_training"]["distributed_world_size"] == 2
        assert c["optimizer_history"][-1]["num_updates"] == 3
    m0, m1 = ckpts[0]["model"], ckpts[1]["model"]
    assert m0.keys() == m1.keys()
    differ = [k for k in m0 if not torch.equal(m0[k], m1[k])]
    assert differ == [], differ
    if fixture == "word_gec_data":
        assert_loads_without_kernel_options(tmp_path / "rank0" / "checkpoint_last.pt", tmp_path / "old.pt")


def assert_loads_without_kernel_options(path, old_path):
    """A checkpoint written before --copy-kernel / --syntax-kernel existed (the options removed from
    its saved model config) still loads, with both kernels on auto."""
    from argparse import Namespace

    from fairseq import checkpoint_utils, utils

    utils.import_user_module(Namespace(user_dir=USER_DIR))
    state = load_model(path)
    model_cfg = state["cfg"]["model"]
    for key in ("copy_kernel", "syntax_kernel"):
        if isinstance(model_cfg, dict):
            model_cfg.pop(key, None)
        elif hasattr(model_cfg, key):
            delattr(model_cfg, key)
    torch.save(state, old_path)
    models, _ = checkpoint_utils.load_model_ensemble([str(old_path)])
    model = models[0]
    assert model.decoder.copy_kernel == "auto"
    for layer in getattr(model.encoder, "syntax_layers", []):
        assert layer.self_attn.kernel == "auto"


def test_ranks_really_read_different_batches(word_gec_data, tmp_path, fork_server):
    """The control for the test above: with fairseq's all-reduce turned into a no-op (each rank trains
    alone from the same seed on its own shard of batches) the ranks' parameters differ."""
    solo = WORKER.replace(
        "from fairseq_cli.train import cli_main",
        "import fairseq.distributed.utils as du\n"
        "du.all_reduce = lambda tensor, group, op='sum': tensor  # no gradient exchange\n"
        "from fairseq_cli.train import cli_main")
    res = launch(word_gec_data, tmp_path, GEC + ["--arch", "copy_transformer_tiny"], fork_server, worker_code=solo)
    assert res.returncode == 0, (res.stdout + res.stderr)[-5000:]
    m0, m1 = (c["model"] for c in rank_models(tmp_path))
    assert any(not torch.equal(m0[k], m1[k]) for k in m0)


def test_launcher_stops_the_others_when_a_rank_fails(word_gec_data, tmp_path, fork_server):
    """Rank 1 dies before joining; rank 0 would wait for it at the rendezvous (fairseq's default
    timeout is 30 minutes): the launcher stops rank 0 and exits with rank 1's status at once."""
    dying = WORKER.replace("argv = sys.argv[1:]", "argv = sys.argv[1:]\n"
                           "if argv[argv.index('--distributed-rank') + 1] == '1': sys.exit(3)")
    start = time.monotonic()
    res = launch(word_gec_data, tmp_path, GEC + ["--arch", "copy_transformer_tiny"], fork_server, worker_code=dying,
                 timeout=300)
    assert res.returncode == 3, (res.stdout + res.stderr)[-3000:]
    assert "a rank exited with status 3; stopping the others" in res.stderr
    assert time.monotonic() - start < 1800 / 3  # a third of fairseq's rendezvous timeout, what rank 0 would wait
