"""syngec_transformer: the wiring of syn-fusion, syntax encoder and fusion into the copy model,
its criterion, and fairseq-train / fairseq-generate with each ablation flag."""

import re

import pytest
import torch

from conftest import USER_DIR, build_task_and_model, run, train_gec
from test_copy_transformer import _batch

SMALL = ["--syn-encoder-layers", "1", "--syntax-fusion-layers", "2"]


@pytest.mark.parametrize("mode,fusion", [("fused", "coattn"), ("const", "add"), ("dep", "coattn")])
def test_output_is_a_distribution_and_every_parameter_learns(word_gec_data, mode, fusion):
    torch.manual_seed(0)
    task, model, cfg = build_task_and_model(
        word_gec_data, "syngec_transformer_tiny",
        SMALL + ["--syntax-mode", mode, "--fusion", fusion, "--criterion",
                 "diff_regularized_label_smoothed_cross_entropy", "--label-smoothing", "0.1"])
    criterion = task.build_criterion(cfg.criterion)
    model.train()
    sample = _batch(task, ["this is a sentence .", "he go to school yesterday ."])
    sample["target"] = sample["net_input"]["src_tokens"].clone()
    sample["target"][sample["target"].eq(task.source_dictionary.pad())] = task.source_dictionary.pad()
    prev = torch.roll(sample["target"], 1, dims=1)
    prev[:, 0] = task.source_dictionary.eos()
    sample["net_input"]["prev_output_tokens"] = prev
    sample["ntokens"] = int(sample["target"].ne(task.source_dictionary.pad()).sum())
    probs, extra = model(**sample["net_input"])
    torch.testing.assert_close(probs.sum(-1), torch.ones(probs.shape[:2]))
    assert torch.isfinite(extra["diff_reg"]) and extra["diff_reg"] > 0
    loss, _, log = criterion(model, sample)
    loss.backward()
    assert "diff_reg" in log and "syntax_distance" in log
    missing = [n for n, p in model.named_parameters() if p.requires_grad and (p.grad is None or not p.grad.abs().sum() > 0)]
    assert missing == [], missing


def test_induced_syntax_is_exposed(word_gec_data):
    task, model, _ = build_task_and_model(word_gec_data, "syngec_transformer_tiny", SMALL)
    sample = _batch(task, ["he go to school ."])
    syn = model.encoder.induce_syntax(sample["net_input"]["src_tokens"])
    n = sample["net_input"]["src_tokens"].size(1)
    assert syn["p_fuse"].shape == (1, n, n) and syn["tau"].shape == (1, n - 1)


@pytest.mark.parametrize("mode,fusion", [("fused", "coattn"), ("const", "add"), ("dep", "add")])
def test_train_and_generate_each_ablation(word_gec_data, tmp_path, mode, fusion):
    out = train_gec(word_gec_data, tmp_path, "--arch", "syngec_transformer_tiny", *SMALL,
                    "--syntax-mode", mode, "--fusion", fusion,
                    "--criterion", "diff_regularized_label_smoothed_cross_entropy", "--diff-reg-weight", "0.5",
                    "--max-update", "3", "--no-epoch-checkpoints")
    log = out.stdout + out.stderr
    assert re.search(r"diff_reg[ =][\d.]+", log), log[-2000:]
    gen = run(["fairseq-generate", word_gec_data, "--user-dir", USER_DIR, "--task", "gec", "--gen-subset", "test",
               "--path", tmp_path / "checkpoint_last.pt", "--beam", "3", "--batch-size", "8",
               "--max-len-b", "5", "--cpu"])
    assert len([x for x in gen.stdout.splitlines() if x.startswith("H-")]) == 24
    if mode == "fused":  # and the interactive path, with an unknown word
        inter = run(["fairseq-interactive", word_gec_data, "--user-dir", USER_DIR, "--task", "gec",
                     "--path", tmp_path / "checkpoint_last.pt", "--beam", "2", "--max-len-b", "5", "--cpu",
                     "--source-lang", "src", "--target-lang", "tgt"], input="he go to the zorblaxian school .\n")
        assert "S-0\the go to the zorblaxian school ." in inter.stdout and "H-0\t" in inter.stdout
