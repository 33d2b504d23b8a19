#!/usr/bin/env python
"""Train-step and generation speed of plugin architectures side by side with stock fairseq.

Each (arch, task) runs in its own process on the same binarised data and the same batches:
train-step time (forward + backward + optimizer step, after warm-up), tokens per second, peak
resident memory of the process, and fairseq's SequenceGenerator speed (beam search). Ratios are
against the first entry (stock ``transformer`` with the same dimensions by default).

  python benchmarks/train_speed.py                       # JFLEG sample, CPU
  python benchmarks/train_speed.py --data-bin DIR --steps 20 --json out.json

Prints a table and writes JSON (default benchmarks/results/train_speed.json).
"""

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
USER_DIR = str(REPO / "fairseq_syngec")
DIMS = ["--encoder-layers", "3", "--decoder-layers", "3", "--encoder-embed-dim", "256",
        "--decoder-embed-dim", "256", "--encoder-ffn-embed-dim", "1024", "--decoder-ffn-embed-dim", "1024",
        "--encoder-attention-heads", "4", "--decoder-attention-heads", "4", "--share-all-embeddings"]
DEFAULT_MODELS = ["transformer:translation", "copy_transformer:gec"]


def make_data_bin(workdir: Path) -> Path:
    """Word-level binarised data from the bundled JFLEG sample (gec dictionary: also valid for translation)."""
    sys.path.insert(0, str(REPO / "tests"))
    from conftest import make_word_gec_data

    return make_word_gec_data(workdir, n_train=2000, n_valid=200, threshold=2)


def measure(arch: str, task: str, data_bin: str, steps: int, max_tokens: int, beam: int, n_gen: int) -> dict:
    """Runs in a fresh process (so peak RSS is this model's alone)."""
    import torch
    from fairseq import options, tasks, utils
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    torch.manual_seed(1)
    torch.set_num_threads(int(os.environ.get("BENCH_THREADS", torch.get_num_threads())))
    argv = [data_bin, "--user-dir", USER_DIR, "--task", task, "--arch", arch, "--cpu", *DIMS,
            "--optimizer", "adam", "--lr", "5e-4", "--criterion", "label_smoothed_cross_entropy",
            "--label-smoothing", "0.1", "--max-tokens", str(max_tokens), "--dropout", "0.1"]
    cfg = convert_namespace_to_omegaconf(options.parse_args_and_arch(options.get_training_parser(), argv))
    task_obj = tasks.setup_task(cfg.task)
    task_obj.load_dataset("train")
    model = task_obj.build_model(cfg.model)
    criterion = task_obj.build_criterion(cfg.criterion)
    from fairseq.optim import build_optimizer

    optimizer = build_optimizer(cfg.optimizer, [p for p in model.parameters() if p.requires_grad])
    itr = task_obj.get_batch_iterator(task_obj.dataset("train"), max_tokens=max_tokens, seed=1)
    batches = list(itr.next_epoch_itr(shuffle=False))
    warmup = 2
    batches = (batches * ((steps + warmup) // max(len(batches), 1) + 1))[: steps + warmup]
    model.train()
    ntok, t_train = 0, 0.0
    for k, sample in enumerate(batches):
        t0 = time.perf_counter()
        optimizer.zero_grad()
        loss, sample_size, _ = criterion(model, sample)
        optimizer.backward(loss)
        optimizer.step()
        if k >= warmup:
            t_train += time.perf_counter() - t0
            ntok += sample["ntokens"]

    model.eval()
    gen_cfg = cfg.generation
    gen_cfg.beam = beam
    generator = task_obj.build_generator([model], gen_cfg)
    task_obj.load_dataset("valid")
    vitr = task_obj.get_batch_iterator(task_obj.dataset("valid"), max_sentences=32, seed=1)
    n_sent, n_gen_tok, t_gen = 0, 0, 0.0
    with torch.no_grad():
        for sample in vitr.next_epoch_itr(shuffle=False):
            if n_sent >= n_gen:
                break
            t0 = time.perf_counter()
            hypos = task_obj.inference_step(generator, [model], sample)
            t_gen += time.perf_counter() - t0
            n_sent += sample["nsentences"]
            n_gen_tok += sum(h[0]["tokens"].numel() for h in hypos)
    return {
        "arch": arch, "task": task,
        "params": sum(p.numel() for p in model.parameters()),
        "train_step_ms": 1000 * t_train / steps,
        "train_tokens_per_s": ntok / t_train,
        "generate_sentences_per_s": n_sent / t_gen,
        # untrained models stop at different lengths: compare decoding steps, not sentences
        "generate_tokens_per_s": n_gen_tok / t_gen,
        "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", nargs="+", default=DEFAULT_MODELS, help="ARCH:TASK, the first is the baseline")
    p.add_argument("--data-bin", help="binarised data made with --task gec (default: from the JFLEG sample)")
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--max-tokens", type=int, default=4096)
    p.add_argument("--beam", type=int, default=5)
    p.add_argument("--generate", type=int, default=64, help="sentences to generate")
    p.add_argument("--json", default=str(REPO / "benchmarks/results/train_speed.json"))
    p.add_argument("--_one", help=argparse.SUPPRESS)
    args = p.parse_args()

    if args._one:  # child process: one model
        arch, task = args._one.split(":")
        print(json.dumps(measure(arch, task, args.data_bin, args.steps, args.max_tokens, args.beam, args.generate)))
        return

    with tempfile.TemporaryDirectory() as tmp:
        data_bin = args.data_bin or str(make_data_bin(Path(tmp)))
        rows = []
        for spec in args.models:
            cmd = [sys.executable, __file__, "--_one", spec, "--data-bin", data_bin, "--steps", str(args.steps),
                   "--max-tokens", str(args.max_tokens), "--beam", str(args.beam), "--generate", str(args.generate)]
            out = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, PYTHONWARNINGS="ignore"))
            if out.returncode != 0:
                sys.exit(f"{spec} failed:\n{out.stderr[-3000:]}")
            rows.append(json.loads(out.stdout.strip().splitlines()[-1]))
    base = rows[0]
    for r in rows:
        r["train_time_ratio"] = r["train_step_ms"] / base["train_step_ms"]
        r["generate_speed_ratio"] = r["generate_tokens_per_s"] / base["generate_tokens_per_s"]
        r["peak_rss_ratio"] = r["peak_rss_mib"] / base["peak_rss_mib"]
    head = f"{'arch':<24}{'params':>10}{'step ms':>10}{'tok/s':>9}{'x time':>8}{'gen tok/s':>11}{'x gen':>7}{'RSS MiB':>9}{'x RSS':>7}"
    print(head)
    for r in rows:
        print(f"{r['arch']:<24}{r['params']:>10}{r['train_step_ms']:>10.0f}{r['train_tokens_per_s']:>9.0f}"
              f"{r['train_time_ratio']:>8.2f}{r['generate_tokens_per_s']:>11.1f}{r['generate_speed_ratio']:>7.2f}"
              f"{r['peak_rss_mib']:>9.0f}{r['peak_rss_ratio']:>7.2f}")
    meta = {"torch_threads": os.environ.get("BENCH_THREADS"), "steps": args.steps, "max_tokens": args.max_tokens,
            "beam": args.beam, "machine": os.uname().machine, "cpus": os.cpu_count(), "date": time.strftime("%Y-%m-%d")}
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps({"meta": meta, "rows": rows}, indent=2))
    print(f"-> {args.json}")


if __name__ == "__main__":
    main()
