"""syngec_transformer: the wiring of syn-fusion, syntax encoder and fusion into the copy model,
its criterion, and fairseq-train / fairseq-generate with each ablation flag."""

import math
import re

import pytest
import torch

from harness.helpers import USER_DIR, build_task_and_model, inference_batch, run, train_gec

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
    sample = inference_batch(task, ["this is a sentence .", "he go to school yesterday ."])
    sample["target"] = sample["net_input"]["src_tokens"].clone()
    sample["target"][sample["target"].eq(task.source_dictionary.pad())] = task.source_dictionary.pad()
    prev = torch.roll(sample["target"], 1, dims=1)
    prev[:, 0] = task.source_dictionary.eos()
    sample["net_input"]["prev_output_tokens"] = prev
    sample["ntokens"] = int(sample["target"].ne(task.source_dictionary.pad()).sum())
    lprobs, extra = model(**sample["net_input"])  # the decoder outputs log p of the mixture
    torch.testing.assert_close(lprobs.exp().sum(-1), torch.ones(lprobs.shape[:2]))
    assert torch.isfinite(extra["diff_reg"]) and extra["diff_reg"] > 0
    loss, _, log = criterion(model, sample)
    loss.backward()
    assert "diff_reg" in log and "syntax_distance" in log
    if fusion == "coattn":
        # W_v starts at zero (H_out = H_sem): it learns at once, W_q and W_k once it has left zero
        coattn = model.encoder.fusion
        assert coattn.v_proj.weight.grad.abs().sum() > 0
        assert not coattn.q_proj.weight.grad.any() and not coattn.k_proj.weight.grad.any()
        with torch.no_grad():
            coattn.v_proj.weight -= 1e-3 * coattn.v_proj.weight.grad.sign()  # an Adam-sized first step
        model.zero_grad()
        criterion(model, sample)[0].backward()
    missing = [n for n, p in model.named_parameters()
               if p.requires_grad and (p.grad is None or not p.grad.abs().sum() > 0)]
    assert missing == [], missing


def test_a_new_model_passes_the_semantic_encoder_on_unchanged(word_gec_data):
    """The co-attention's W_v starts at zero, so a new SynGEC encoder hands the decoder exactly what
    the copy model's encoder computes from the same weights (H_out = H_sem, eq 18 with V_c = 0): the
    syntax term enters only as training makes it useful. With a random W_v (the earlier
    initialisation) every position got an almost identical extra vector (0.7x the norm of H_sem),
    which blurred the positions the copy attention must find; the tiny model then copied the source's
    </s> mid-sentence on the toy correction task. The addition ablation (H_sem + H_syn, no parameters) is unchanged."""
    from fairseq_syngec.models.copy_transformer import CopyTransformerEncoder

    torch.manual_seed(0)
    sample = None
    for fusion in ("coattn", "add"):
        task, model, _ = build_task_and_model(word_gec_data, "syngec_transformer_tiny", SMALL + ["--fusion", fusion])
        model.eval()
        sample = sample or inference_batch(task, ["he go to school yesterday .", "this is ."])
        src, lengths = sample["net_input"]["src_tokens"], sample["net_input"]["src_lengths"]
        assert src.eq(task.source_dictionary.pad()).any()  # a padded batch
        with torch.no_grad():
            fused = model.encoder(src, lengths)["encoder_out"][0]
            semantic = CopyTransformerEncoder.forward(model.encoder, src, lengths)["encoder_out"][0]
        if fusion == "coattn":
            assert not model.encoder.fusion.v_proj.weight.any()
            assert torch.equal(fused, semantic)
        else:
            assert (fused - semantic).abs().max() > 0.1


def test_induced_syntax_is_exposed(word_gec_data):
    task, model, _ = build_task_and_model(word_gec_data, "syngec_transformer_tiny", SMALL)
    sample = inference_batch(task, ["he go to school ."])
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


def _sample(task, lines):
    """A training sample whose target is the source itself (teacher forcing from eos)."""
    d = task.source_dictionary
    sample = inference_batch(task, lines)
    sample["target"] = sample["net_input"]["src_tokens"].clone()
    prev = torch.roll(sample["target"], 1, dims=1)
    prev[:, 0] = d.eos()
    sample["net_input"]["prev_output_tokens"] = prev
    sample["ntokens"] = int(sample["target"].ne(d.pad()).sum())
    return sample


def test_loss_is_label_smoothed_ce_plus_lambda_times_rd(word_gec_data):
    """Eq 19, numerically: the criterion's loss = label-smoothed CE + lambda_1 * sum_s R_D(s), with
    both terms computed here by plain loops: CE_t = (1 - eps - eps/(V-1)) (-log p(y_t)) +
    eps/(V-1) sum_v (-log p(v)) over non-pad targets (fairseq's label smoothing; p = the model's
    output distribution), and
    R_D(s) = 1 / ||H_sem - H_syn||_F over the real positions of sentence s (eq 16)."""
    torch.manual_seed(0)
    eps, lam = 0.1, 2.5
    task, model, cfg = build_task_and_model(
        word_gec_data, "syngec_transformer_tiny",
        SMALL + ["--criterion", "diff_regularized_label_smoothed_cross_entropy", "--label-smoothing", str(eps),
                 "--diff-reg-weight", str(lam)])
    criterion = task.build_criterion(cfg.criterion)
    model.eval()  # no dropout: both passes below see the same function
    sample = _sample(task, ["he go to school yesterday .", "this is ."])
    pad_idx = task.source_dictionary.pad()
    captured = {}
    hook = model.encoder.fusion.register_forward_pre_hook(
        lambda module, args: captured.update(h_sem=args[0].detach(), h_syn=args[1].detach(), pad=args[2]))
    with torch.no_grad():
        loss, _, log = criterion(model, sample)
        probs = model.get_normalized_probs(model(**sample["net_input"]), log_probs=False)
    hook.remove()
    target = sample["target"]
    vocab = probs.size(-1)
    p, tgt = probs.double().tolist(), target.tolist()
    ce = 0.0
    for b in range(target.size(0)):
        for t in range(target.size(1)):
            if tgt[b][t] == pad_idx:
                continue
            # the copy mixture is exactly 0 on ids without mass (markers of absent positions):
            # the log is clamped at log 1e-10 (clamped before the log)
            row = [math.log(max(x, 1e-10)) for x in p[b][t]]
            nll = -row[tgt[b][t]]
            smooth = -sum(row)
            ce += (1 - eps - eps / (vocab - 1)) * nll + eps / (vocab - 1) * smooth
    h_sem, h_syn, pad = captured["h_sem"].tolist(), captured["h_syn"].tolist(), captured["pad"].tolist()
    r_d = 0.0
    for b in range(len(pad)):
        sq = sum((h_sem[t][b][c] - h_syn[t][b][c]) ** 2
                 for t in range(len(pad[b])) if not pad[b][t] for c in range(len(h_sem[t][b])))
        r_d += 1.0 / math.sqrt(sq)
    assert any(any(row) for row in pad)  # the short sentence is padded
    assert log["diff_reg"].item() == pytest.approx(r_d, rel=1e-5)
    assert lam * r_d > 0.05  # far above the float32 rounding of the loss (~1e-4): dropping R_D fails
    assert loss.item() == pytest.approx(ce + lam * r_d, abs=2e-3)


def test_syntax_chunk_size_reaches_syntax_fusion(word_gec_data):
    _, model, _ = build_task_and_model(word_gec_data, "syngec_transformer_tiny", SMALL + ["--syntax-chunk-size", "5"])
    assert model.encoder.syntax_fusion.chunk_size == 5
    _, model, _ = build_task_and_model(word_gec_data, "syngec_transformer_tiny", SMALL)
    assert model.encoder.syntax_fusion.chunk_size is None  # automatic: bounded working set


def _host_reads(word_gec_data, arch):
    """{function: count} of the values read back to the host (aten._local_scalar_dense: a synchronisation on
    a GPU) in one training forward + backward of ``arch`` at 16 sentences, by the innermost function of the
    plugin or fairseq on the stack; and the number of operators dispatched."""
    import collections
    import traceback

    from torch.utils._python_dispatch import TorchDispatchMode

    class HostReads(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.ops, self.reads = 0, collections.Counter()

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            self.ops += 1
            if func._overloadpacket is torch.ops.aten._local_scalar_dense:
                frames = [f for f in traceback.extract_stack() if "fairseq" in f.filename
                          and "_python_dispatch" not in f.filename and "torch" not in f.filename]
                self.reads[frames[-1].name if frames else "?"] += 1
            return func(*args, **(kwargs or {}))

    torch.manual_seed(0)
    task, model, cfg = build_task_and_model(word_gec_data, arch, ["--criterion", "gec_label_smoothed_cross_entropy",
                                                                  "--label-smoothing", "0.1"])
    task.load_dataset("train")
    criterion = task.build_criterion(cfg.criterion)
    itr = task.get_batch_iterator(task.dataset("train"), max_sentences=16, seed=1).next_epoch_itr(shuffle=False)
    sample = next(iter(itr))
    model.train()
    with HostReads() as counter:
        loss, _, _ = criterion(model, sample)
        loss.backward()
    return counter.reads, counter.ops


def test_syngec_step_adds_no_host_sync_to_the_copy_models(word_gec_data):
    """Issue 41: SynGEC's training step reads no value back to the host beyond what the copy model's does
    (fairseq's positions and masks), except masked_softmax's check for all-pad sentences, which runs on
    the CPU only (tests/modules: no host read off the CPU); the dependency distribution's path no longer
    depends on the heights' range (it cost a sync, three in a mixed batch, and a loop of log-path chunks)."""
    copy_reads, copy_ops = _host_reads(word_gec_data, "copy_transformer_tiny")
    syngec_reads, syngec_ops = _host_reads(word_gec_data, "syngec_transformer_tiny")
    extra = syngec_reads - copy_reads
    assert set(extra) <= {"masked_softmax"}, extra
    assert sum(syngec_reads.values()) - extra["masked_softmax"] == sum(copy_reads.values())
    assert syngec_ops < 1.7 * copy_ops  # 2,250 against 1,421 operators (2026-12-05)


def test_load_copy_model_from_starts_as_the_copy_model(word_gec_data, trained_gec):
    """--load-copy-model-from: every tensor of a trained copy_transformer checkpoint is loaded; the syntax
    modules are new; with co-attention the SynGEC model then computes what the copy model computes (the same
    log-probabilities on a padded batch), and the option is cleared from the saved arguments."""
    from fairseq_syngec.compat import read_checkpoint

    _, ckpt, _ = trained_gec
    path = str(ckpt / "checkpoint_best.pt")
    state = read_checkpoint(path)["model"]
    copy_task, copy_model, _ = build_task_and_model(word_gec_data, "copy_transformer_tiny")
    copy_model.load_state_dict(state)
    torch.manual_seed(0)
    task, model, cfg = build_task_and_model(word_gec_data, "syngec_transformer_tiny",
                                            SMALL + ["--load-copy-model-from", path])
    own = model.state_dict()
    assert all(torch.equal(own[k], v) for k, v in state.items())
    new = [k for k in own if k not in state]
    assert new and all(k.startswith(("encoder.syntax_", "encoder.fusion.")) for k in new)
    assert cfg.model.load_copy_model_from is None  # fairseq-generate and a resumed run do not read it again
    sample = inference_batch(task, ["he go to school yesterday .", "this is ."])
    model.eval(), copy_model.eval()
    prev = sample["net_input"]["src_tokens"].clone()
    with torch.no_grad():
        ours = model(sample["net_input"]["src_tokens"], sample["net_input"]["src_lengths"], prev)[0]
        theirs = copy_model(sample["net_input"]["src_tokens"], sample["net_input"]["src_lengths"], prev)[0]
    torch.testing.assert_close(ours, theirs, rtol=1e-5, atol=1e-5)


def test_load_copy_model_from_refuses_what_does_not_fit(word_gec_data, trained_gec, trained_spm_syngec, tmp_path):
    """A checkpoint of other dimensions or another dictionary, or one with parameters the model lacks or
    without the copy model's, is a ValueError naming it and the first keys."""
    _, ckpt, _ = trained_gec
    path = str(ckpt / "checkpoint_best.pt")
    with pytest.raises(ValueError, match=r"--load-copy-model-from .*: \d+ shapes that differ, e\.g\. "):
        build_task_and_model(word_gec_data, "syngec_transformer_tiny",
                             SMALL + ["--load-copy-model-from", path, "--encoder-ffn-embed-dim", "96"])
    # a SynGEC model of the same size (its syntax modules loaded too), trained on another dictionary
    with pytest.raises(ValueError, match=r"3 shapes that differ, e\.g\. encoder\.embed_tokens\.weight \(401, 64\) "
                                         r"\(this model: \(472, 64\)\)"):
        build_task_and_model(word_gec_data, "syngec_transformer_tiny",
                             ["--load-copy-model-from", str(trained_spm_syngec[1])])
    from fairseq_syngec.compat import read_checkpoint

    full = read_checkpoint(path)
    for name, edit, message in (("extra.pt", lambda s: {**s, "encoder.edit_label_head.weight": torch.zeros(1, 64)},
                                 "1 parameters this model does not have, e.g. encoder.edit_label_head.weight"),
                                ("lacking.pt", lambda s: {k: v for k, v in s.items() if "decoder.layers.1." not in k},
                                 "parameters of the copy model it lacks, e.g. decoder.layers.1.")):
        torch.save({**full, "model": edit(full["model"])}, tmp_path / name)
        with pytest.raises(ValueError, match=re.escape(message)):
            build_task_and_model(word_gec_data, "syngec_transformer_tiny",
                                 SMALL + ["--load-copy-model-from", str(tmp_path / name)])


def test_train_from_a_copy_model_then_generate_without_it(word_gec_data, trained_gec, tmp_path):
    """fairseq-train --arch syngec_transformer_tiny --load-copy-model-from, then fairseq-generate of its
    checkpoint with the copy model's file gone."""
    _, ckpt, _ = trained_gec
    copy_ckpt = tmp_path / "copy.pt"
    copy_ckpt.write_bytes((ckpt / "checkpoint_best.pt").read_bytes())
    out = train_gec(word_gec_data, tmp_path / "syn", "--arch", "syngec_transformer_tiny", *SMALL,
                    "--criterion", "diff_regularized_label_smoothed_cross_entropy", "--max-update", "2",
                    "--no-epoch-checkpoints", "--load-copy-model-from", copy_ckpt)
    assert re.search(r"loaded \d+ tensors of the copy model .*copy\.pt; [\d,]+ syntax parameters start new",
                     out.stdout + out.stderr)
    copy_ckpt.unlink()
    gen = run(["fairseq-generate", word_gec_data, "--user-dir", USER_DIR, "--task", "gec", "--gen-subset", "test",
               "--path", tmp_path / "syn/checkpoint_last.pt", "--beam", "2", "--batch-size", "8",
               "--max-len-b", "5", "--cpu"])
    assert len([x for x in gen.stdout.splitlines() if x.startswith("H-")]) == 24
