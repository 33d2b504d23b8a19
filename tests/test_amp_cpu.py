"""bfloat16 on CPU through fairseq's own flag (fairseq_syngec.compat.amp_on_cpu): with ``--amp --cpu``
the forward pass of a training step and a validation step run under bfloat16 autocast (fairseq 0.12
alone: silently fp32), weights, gradients and optimizer state stay fp32, and the loss stays close to
fp32's; ``--bf16 --cpu`` (fairseq's TPU mode) is refused with one line naming ``--amp``."""

import copy

import pytest
import torch

from fairseq_syngec import compat
from harness.helpers import USER_DIR, build_task_and_model, run


def trainer_for(word_gec_data, arch, amp: bool, more=(), cpu=True):
    """fairseq's Trainer as fairseq-train builds it, for a 2-layer model (seeded: same weights)."""
    from fairseq.trainer import Trainer

    torch.manual_seed(1)
    extra = ["--optimizer", "adam", "--lr", "1e-3", "--criterion", "label_smoothed_cross_entropy",
             "--label-smoothing", "0.1", "--max-tokens", "2000", "--dropout", "0.0"] + (["--amp"] if amp else [])
    task, model, cfg = build_task_and_model(word_gec_data, arch, extra + list(more), cpu=cpu)
    task.load_dataset("train")
    task.load_dataset("valid")
    criterion = task.build_criterion(cfg.criterion)
    return Trainer(cfg, task, model, criterion), task


def first_batch(task, split):
    itr = task.get_batch_iterator(task.dataset(split), max_tokens=2000, seed=1).next_epoch_itr(shuffle=False)
    return next(iter(itr))


def linear_output_dtypes(model):
    """Records the output dtype of every nn.Linear call (encoder, decoder, copy head)."""
    seen = []
    for module in model.modules():
        if isinstance(module, torch.nn.Linear):
            module.register_forward_hook(lambda m, i, out: seen.append(out.dtype))
    return seen


@pytest.mark.parametrize("arch", ["copy_transformer_tiny", "syngec_transformer_tiny"])
def test_amp_on_cpu_trains_and_validates_in_bf16_with_fp32_weights(word_gec_data, arch, monkeypatch):
    fp32, task = trainer_for(word_gec_data, arch, amp=False)
    amp, _ = trainer_for(word_gec_data, arch, amp=True)
    assert type(amp.optimizer).__name__ == "AMPOptimizer"
    for a, b in zip(fp32.model.parameters(), amp.model.parameters()):
        assert torch.equal(a, b)  # the same start
    sample = first_batch(task, "train")
    dtypes_fp32, dtypes_amp = linear_output_dtypes(fp32.model), linear_output_dtypes(amp.model)
    out_fp32 = fp32.train_step([copy.deepcopy(sample)])
    attended = []  # torch's attention kernel as the amp step calls it: bf16 products around it, fp32 inside

    def recording_sdpa(query, *args, **kwargs):
        attended.append(query.dtype)
        return sdpa(query, *args, **kwargs)

    sdpa = compat.precision._SDPA
    monkeypatch.setattr(compat.precision, "_SDPA", recording_sdpa)
    out_amp = amp.train_step([copy.deepcopy(sample)])
    monkeypatch.setattr(compat.precision, "_SDPA", sdpa)
    assert attended and set(attended) == {torch.float32}, attended
    assert torch.nn.functional.scaled_dot_product_attention is sdpa  # restored after the forward
    assert dtypes_fp32 and set(dtypes_fp32) == {torch.float32}
    assert torch.bfloat16 in dtypes_amp  # the matrix products ran in bf16
    for p in amp.model.parameters():
        assert p.dtype == torch.float32 and (p.grad is None or p.grad.dtype == torch.float32)
    for state in amp.optimizer.optimizer.state.values():
        assert all(v.dtype == torch.float32 for v in state.values() if torch.is_tensor(v) and v.dim())
    # the same loss up to bf16 rounding (fairseq logs it to 3 decimals), but not the same update
    loss_fp32, loss_amp = out_fp32["loss"], out_amp["loss"]
    assert abs(loss_amp - loss_fp32) / loss_fp32 < 0.01, (loss_fp32, loss_amp)
    changed = [not torch.equal(a, b) for a, b in zip(fp32.model.parameters(), amp.model.parameters())]
    assert any(changed)
    # validation: bf16 too, and close
    valid = first_batch(task, "valid")
    dtypes_amp.clear()
    v_fp32 = fp32.valid_step(copy.deepcopy(valid))["loss"]
    v_amp = amp.valid_step(copy.deepcopy(valid))["loss"]
    assert torch.bfloat16 in dtypes_amp
    assert abs(v_amp - v_fp32) / v_fp32 < 0.01, (v_fp32, v_amp)


def test_attention_under_cpu_amp_training_runs_in_fp32():
    # softmax(Q K^T / sqrt(d) + M) V by a literal loop in float64, against compat's attention for bf16
    # inputs under cpu_amp_training (fp32 kernel, bf16 result), with a float mask that hides keys
    torch.manual_seed(3)
    B, H, T, S, D = 2, 2, 3, 4, 8
    q, k, v = (torch.randn(B, H, n, D).mul(2).to(torch.bfloat16).requires_grad_() for n in (T, S, S))
    mask = torch.zeros(B, H, T, S)
    mask[0, :, :, 3] = float("-inf")
    mask[1, 1, 2, 0] = -1.5
    ref = torch.zeros(B, H, T, D, dtype=torch.float64)
    for b in range(B):
        for h in range(H):
            for i in range(T):
                scores = [sum(float(q[b, h, i, d]) * float(k[b, h, j, d]) for d in range(D)) / D ** 0.5
                          + float(mask[b, h, i, j]) for j in range(S)]
                top = max(scores)
                weights = [torch.tensor(s - top, dtype=torch.float64).exp() for s in scores]
                total = sum(weights)
                for j in range(S):
                    ref[b, h, i] += weights[j] / total * v[b, h, j].double()
    with compat.cpu_amp_training():
        out = torch.nn.functional.scaled_dot_product_attention(q, k, v, mask.to(torch.bfloat16))
    assert torch.nn.functional.scaled_dot_product_attention is compat.precision._SDPA
    assert out.dtype == torch.bfloat16
    assert out.grad_fn.name() == "ToCopyBackward0"  # the attention below it ran in fp32
    assert torch.allclose(out.double(), ref, atol=0.03, rtol=0.01), (out.double() - ref).abs().max()
    # gradients: those of the fp64 attention of the same bf16 inputs, to bf16 rounding
    out.sum().backward()
    q64, k64, v64 = (t.detach().double().requires_grad_() for t in (q, k, v))
    attention64 = torch.nn.functional.scaled_dot_product_attention
    attention64(q64, k64, v64, mask.to(torch.bfloat16).double()).sum().backward()
    for got, want in ((q.grad, q64.grad), (k.grad, k64.grad), (v.grad, v64.grad)):
        assert got.dtype == torch.bfloat16
        assert torch.allclose(got.double(), want, atol=0.05, rtol=0.02), (got.double() - want).abs().max()


def test_fairseq_train_amp_cpu_and_bf16_refused(word_gec_data, tmp_path):
    base = ["fairseq-train", word_gec_data, "--user-dir", USER_DIR, "--task", "gec", "--arch", "copy_transformer_tiny",
            "--encoder-layers", "1", "--decoder-layers", "1", "--cpu", "--optimizer", "adam", "--lr", "1e-3",
            "--max-tokens", "2000", "--max-update", "2", "--save-dir", tmp_path, "--no-save", "--no-progress-bar",
            "--log-format", "simple"]
    res = run(base + ["--amp"])
    assert "--amp on CPU: bfloat16 autocast" in res.stdout + res.stderr
    assert "GradScaler" not in res.stderr  # no CUDA scaler warning
    res = run(base + ["--bf16"], check=False)
    assert res.returncode == 2 and "torch_xla" not in res.stdout
    last = res.stderr.strip().splitlines()[-1]
    assert last.startswith("fairseq-train: error: --bf16 is fairseq's TPU mode") and "use --amp --bf16" in last, last
    res = run(base + ["--amp", "--bf16"])  # bfloat16 autocast, as --amp on CPU: not TPU training
    assert "--amp on CPU: bfloat16 autocast" in res.stdout + res.stderr and "xla" not in res.stderr


def test_amp_bf16_keeps_fp32_weights_and_batches(word_gec_data):
    """--amp --bf16 (fairseq alone: TPU mode, the model and the batch cast to bf16): not TPU, the weights,
    optimizer and batch stay fp32, no loss scaler; the config still says bf16 (saved with the checkpoint)."""
    trainer, task = trainer_for(word_gec_data, "copy_transformer_tiny", amp=True, more=["--bf16"])
    assert not trainer.cfg.common.tpu and trainer.cfg.common.bf16 and trainer.cfg.common.amp
    assert all(p.dtype == torch.float32 for p in trainer.model.parameters())
    opt = trainer.optimizer
    assert type(opt).__name__ == "AMPOptimizer" and opt.amp_dtype == torch.bfloat16
    assert not opt.scaler.is_enabled()
    batch = {"net_input": {"x": torch.ones(2, 3)}, "id": torch.arange(2)}
    assert trainer._fp_convert_sample(batch)["net_input"]["x"].dtype == torch.float32
    out = trainer.train_step([first_batch(task, "train")])
    assert out is not None and all(p.dtype == torch.float32 for p in trainer.model.parameters())


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("arch", ["copy_transformer_tiny", "syngec_transformer_tiny"])
def test_amp_bf16_on_cuda_trains_in_bf16_with_fp32_weights(word_gec_data, arch):
    """--amp --bf16 on CUDA: the train step's products in bf16, weights and gradients fp32, no loss scaler;
    validation in bf16; --amp alone stays fairseq's float16."""
    trainer, task = trainer_for(word_gec_data, arch, amp=True, more=["--bf16"], cpu=False)
    assert next(trainer.model.parameters()).is_cuda and not trainer.optimizer.scaler.is_enabled()
    seen = linear_output_dtypes(trainer.model)
    trainer.train_step([first_batch(task, "train")])
    assert torch.bfloat16 in seen and torch.float16 not in seen
    assert all(p.dtype == torch.float32 for p in trainer.model.parameters())
    seen.clear()
    trainer.valid_step(first_batch(task, "valid"))
    assert torch.bfloat16 in seen
    fp16, _ = trainer_for(word_gec_data, arch, amp=True, cpu=False)
    seen = linear_output_dtypes(fp16.model)
    fp16.train_step([first_batch(task, "train")])
    assert torch.float16 in seen and fp16.optimizer.scaler.is_enabled()


def hypothesis_scores(stdout):
    """{id: score} of fairseq-generate's / -interactive's H- lines."""
    scores = {}
    for line in stdout.splitlines():
        if line.startswith("H-"):
            i, score, _ = line[2:].split("\t")
            scores[int(i)] = float(score)
    return scores


@pytest.mark.parametrize("command", ["fairseq-generate", "fairseq-interactive"])
def test_fairseq_decoding_with_amp_on_cpu_is_bf16(trained_gec, command):
    # fairseq 0.12 alone decodes in fp32 whatever --amp says: the scores would be identical
    data_bin, ckpt, _ = trained_gec
    args = [command, data_bin, "--user-dir", USER_DIR, "--task", "gec", "--path", ckpt / "checkpoint_best.pt",
            "--beam", "4", "--cpu", "--source-lang", "src", "--target-lang", "tgt"]
    if command == "fairseq-generate":
        args += ["--gen-subset", "valid", "--batch-size", "8"]
    text = "".join(line.lower() + "\n" for line in ["He go to school .", "She like the apple .", "They was happy ."])
    fp32 = hypothesis_scores(run(args, input=text).stdout)
    amp = hypothesis_scores(run(args + ["--amp"], input=text).stdout)
    assert fp32.keys() == amp.keys() and len(fp32) >= 3
    diffs = [abs(amp[i] - fp32[i]) for i in fp32]
    assert max(diffs) > 0, "--amp decoded in fp32"
    assert max(diffs) < 0.05 * max(abs(s) for s in fp32.values()), (fp32, amp)


def test_gec_model_and_correct_decode_in_bf16_on_request(trained_gec, tmp_path):
    from fairseq_syngec import GECModel

    data_bin, ckpt, _ = trained_gec
    model = GECModel.from_pretrained(str(ckpt), checkpoint_file="checkpoint_best.pt", data_name_or_path=str(data_bin))
    seen = linear_output_dtypes(model.models[0])
    lines = ["he go to school .", "", "she like the apple ."]
    out_fp32 = model.correct(lines)
    assert seen and torch.bfloat16 not in seen
    model.amp = True
    seen.clear()
    out_amp = model.correct(lines)
    assert torch.bfloat16 in seen and len(out_amp) == len(out_fp32) and out_amp[1] == ""
    assert all(p.dtype == torch.float32 for p in model.parameters())
    (tmp_path / "in.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    run(["fairseq-syngec-correct", "--path", ckpt / "checkpoint_best.pt", "--data", data_bin, "--cpu", "--amp",
         "--input", tmp_path / "in.txt", "--output", tmp_path / "out.txt"])
    assert (tmp_path / "out.txt").read_text(encoding="utf-8").splitlines() == out_amp
    res = run(["fairseq-syngec-correct", "--path", ckpt / "checkpoint_best.pt", "--data", data_bin, "--cpu", "--bf16",
               "--input", tmp_path / "in.txt", "--output", tmp_path / "out2.txt"], check=False)
    assert res.returncode != 0 and "--bf16 goes with --amp" in res.stderr and not (tmp_path / "out2.txt").exists()
