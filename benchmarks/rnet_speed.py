#!/usr/bin/env python
"""R-Net (``--arch rnet`` by default) training-step time and peak memory per batch size and
passage length.

One training step = forward + ``-log p(start) - log p(end)`` (the span_qa criterion's loss) +
backward + an AdaDelta step (lr 1, rho 0.95, eps 1e-6, as fairseq's ``--optimizer adadelta``
with the paper's settings). Inputs are synthetic: random word ids from a synthetic dictionary of
``--vocab`` words (3-10 random letters, spelled by the span_qa task's character dictionary),
passages of exactly ``n`` tokens and questions of ``--question-len`` tokens, no padding. Word
embeddings are frozen as in the paper (``--train-word-embeddings`` to train them).

Every (batch size, n) runs in its own process: ``--warmup`` untimed steps, then ``--steps``
timed ones (median / min / mean reported). Peak memory:
  * CUDA: ``torch.cuda.max_memory_allocated()`` minus the bytes allocated before the first step;
  * CPU: the process's peak resident set size (``getrusage(RUSAGE_SELF).ru_maxrss``) after the
    timed steps minus its value just before the first step (model and inputs already built):
    the extra high-water mark of training. Small values are noise (the allocator reuses memory).
The ``scores MiB`` column is the size of the largest attention score tensor (self-matching:
[B, n, n, hidden] floats), which dominates the activations at long passages; with
``--attention-chunk-size C`` it is [B, C, n, hidden] per chunk (recomputed in backward).

  python benchmarks/rnet_speed.py                                          # CPU, default grid
  python benchmarks/rnet_speed.py --batch-sizes 8 32 --lengths 100 200 --steps 3
  python benchmarks/rnet_speed.py --device cuda --batch-sizes 32 64 --lengths 100 200 400 800
  python benchmarks/rnet_speed.py --attention-chunk-size 64 --json benchmarks/results/rnet_speed_chunked.json

Writes JSON (default benchmarks/results/rnet_speed.json, or rnet_speed_cuda.json on CUDA).
"""

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
sys.path.insert(0, str(REPO))


def build(arch, vocab, chunk, device, seed=1):
    import random

    import torch
    from fairseq.data import Dictionary

    from fairseq_syngec.data.span_qa_dataset import build_char_dictionary
    from fairseq_syngec.models import rnet as rnet_mod

    rng = random.Random(seed)
    d = Dictionary()
    while len(d) < vocab:
        d.add_symbol("".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(3, 10))))
    chars, table, _ = build_char_dictionary(d, 16)
    args = argparse.Namespace(attention_chunk_size=chunk)
    {"rnet": rnet_mod.rnet, "rnet_tiny": rnet_mod.rnet_tiny}[arch](args)
    cfg = rnet_mod.RNetConfig(**{k: v for k, v in vars(args).items() if hasattr(rnet_mod.RNetConfig, k)})
    torch.manual_seed(seed)
    model = rnet_mod.RNetModel(cfg, d, chars.pad(), len(chars)).to(device)
    return model, d, table, cfg


def run_one(a):
    """In a fresh process: time --steps training steps of one (batch size, n)."""
    import torch

    from fairseq_syngec.criterions.span_qa import span_nll_loss

    if a.threads:
        torch.set_num_threads(a.threads)
    device = torch.device(a.device)
    model, d, char_table, cfg = build(a.arch, a.vocab, a.attention_chunk_size, device)
    model.embed_tokens.weight.requires_grad = bool(a.train_word_embeddings)  # the paper: frozen GloVe
    model.train()
    opt = torch.optim.Adadelta([p for p in model.parameters() if p.requires_grad], lr=1.0, rho=0.95, eps=1e-6)
    g = torch.Generator().manual_seed(0)
    B, n, m = a.batch_size, a.length, a.question_len
    p_tok = torch.randint(d.nspecial, len(d), (B, n), generator=g)
    q_tok = torch.randint(d.nspecial, len(d), (B, m), generator=g)
    batch = {
        "passage_tokens": p_tok.to(device), "passage_chars": char_table[p_tok].to(device),
        "passage_lengths": torch.full((B,), n, dtype=torch.long).to(device),
        "question_tokens": q_tok.to(device), "question_chars": char_table[q_tok].to(device),
        "question_lengths": torch.full((B,), m, dtype=torch.long).to(device),
    }
    starts = torch.randint(0, n - 15, (B,), generator=g)
    target = torch.stack([starts, starts + torch.randint(0, 15, (B,), generator=g)], 1).to(device)

    def step():
        opt.zero_grad(set_to_none=True)
        out = model(**batch)
        loss, _ = span_nll_loss(out["start_log_probs"], out["end_log_probs"], target)
        (loss / B).backward()
        opt.step()

    cuda = device.type == "cuda"
    if cuda:
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        base = torch.cuda.memory_allocated()
    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for _ in range(a.warmup):
        step()
    times = []
    for _ in range(a.steps):
        if cuda:
            torch.cuda.synchronize()
        t0 = time.perf_counter()
        step()
        if cuda:
            torch.cuda.synchronize()
        times.append(time.perf_counter() - t0)
    if cuda:
        peak = (torch.cuda.max_memory_allocated() - base) / 2**20
    else:
        peak = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss0) / 1024
    rows = min(n, a.attention_chunk_size) if a.attention_chunk_size else n
    result = {
        "batch_size": B, "passage_len": n, "question_len": m,
        "step_ms_median": 1000 * statistics.median(times), "step_ms_min": 1000 * min(times),
        "step_ms_mean": 1000 * statistics.mean(times),
        "questions_per_s": B / statistics.median(times),
        "peak_mib": peak,
        "scores_mib": B * rows * n * cfg.hidden_size * 4 / 2**20,
        "params": sum(p.numel() for p in model.parameters()),
        "trainable_params": sum(p.numel() for p in model.parameters() if p.requires_grad),
    }
    print(json.dumps(result))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--arch", default="rnet", choices=["rnet", "rnet_tiny"])
    p.add_argument("--batch-sizes", type=int, nargs="+", default=[8, 32])
    p.add_argument("--lengths", type=int, nargs="+", default=[50, 100, 200], help="passage lengths n")
    p.add_argument("--question-len", type=int, default=20)
    p.add_argument("--vocab", type=int, default=5000)
    p.add_argument("--steps", type=int, default=3)
    p.add_argument("--warmup", type=int, default=1)
    p.add_argument("--threads", type=int, default=int(os.environ.get("BENCH_THREADS", 0)),
                   help="torch threads (0: torch's default; env BENCH_THREADS)")
    p.add_argument("--attention-chunk-size", type=int, default=0)
    p.add_argument("--train-word-embeddings", action="store_true",
                   help="train the word embeddings (default: frozen, as the paper keeps GloVe frozen)")
    p.add_argument("--device", default=None, help="cpu or cuda (default: cuda when available)")
    p.add_argument("--json", default=None)
    p.add_argument("--timeout", type=int, default=900, help="seconds per configuration")
    p.add_argument("--_one", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--batch-size", type=int, help=argparse.SUPPRESS)
    p.add_argument("--length", type=int, help=argparse.SUPPRESS)
    a = p.parse_args()
    if a._one:
        return run_one(a)
    import torch

    device = a.device or ("cuda" if torch.cuda.is_available() else "cpu")
    name = "rnet_speed.json" if device == "cpu" else f"rnet_speed_{device}.json"
    out = Path(a.json or BENCH_DIR / "results" / name)
    rows = []
    print(f"{'batch':>5} {'n':>5} {'step ms':>9} {'q/s':>8} {'peak MiB':>9} {'scores MiB':>10}")
    for B in a.batch_sizes:
        for n in a.lengths:
            cmd = [sys.executable, __file__, "--_one", "--arch", a.arch, "--batch-size", str(B), "--length", str(n),
                   "--question-len", str(a.question_len), "--vocab", str(a.vocab), "--steps", str(a.steps),
                   "--warmup", str(a.warmup), "--threads", str(a.threads), "--device", device,
                   "--attention-chunk-size", str(a.attention_chunk_size)] + (
                       ["--train-word-embeddings"] if a.train_word_embeddings else [])
            try:
                res = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout)
            except subprocess.TimeoutExpired:
                rows.append({"batch_size": B, "passage_len": n, "error": f"timeout after {a.timeout} s"})
                print(f"{B:>5} {n:>5}  timeout")
                continue
            if res.returncode != 0:
                err = (res.stderr.strip().splitlines() or ["?"])[-1]
                rows.append({"batch_size": B, "passage_len": n, "error": err})
                print(f"{B:>5} {n:>5}  failed: {err}")
                continue
            r = json.loads(res.stdout.strip().splitlines()[-1])
            rows.append(r)
            print(f"{B:>5} {n:>5} {r['step_ms_median']:>9.1f} {r['questions_per_s']:>8.1f} "
                  f"{r['peak_mib']:>9.1f} {r['scores_mib']:>10.1f}", flush=True)
    meta = {
        "arch": a.arch, "device": device,
        "device_name": torch.cuda.get_device_name() if device == "cuda" else platform.processor() or platform.machine(),
        "cpu_count": os.cpu_count(), "threads": a.threads or "torch default", "torch": torch.__version__,
        "question_len": a.question_len, "vocab": a.vocab, "steps": a.steps, "warmup": a.warmup,
        "attention_chunk_size": a.attention_chunk_size,
        "word_embeddings": "trained" if a.train_word_embeddings else "frozen",
        "step": "forward + span NLL + backward + Adadelta(lr 1, rho 0.95, eps 1e-6)",
        "memory": ("torch.cuda.max_memory_allocated() - allocated before the first step" if device == "cuda" else
                   "ru_maxrss after the timed steps - ru_maxrss before the first step, fresh process per row"),
        "date": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"meta": meta, "rows": rows}, indent=1) + "\n")
    print(f"-> {out}")


if __name__ == "__main__":
    main()
