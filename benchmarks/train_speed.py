#!/usr/bin/env python
"""Train-step and generation speed of plugin architectures side by side with stock fairseq.

Each (arch, task) runs in its own process on the same binarised data and the same batches:
train-step time (forward + backward + optimizer step, after warm-up), tokens per second, peak
resident memory of the process, and fairseq's SequenceGenerator speed (beam search). Ratios are
against the first entry (stock ``transformer`` with the same dimensions by default).

  python benchmarks/train_speed.py                       # JFLEG sample, CPU
  python benchmarks/train_speed.py --data-bin DIR --steps 20 --json out.json
  python benchmarks/train_speed.py --data-bin DIR --max-tokens 6000 --repeat 3   # alternate A B A B A B
  python benchmarks/train_speed.py --models transformer:translation transformer:translation:bf16 \
      copy_transformer:gec copy_transformer:gec:bf16 syngec_transformer:gec syngec_transformer:gec:bf16

With ``--repeat R`` every model runs R times, the models alternating (one fresh process each), so that a
change in machine load hits all of them alike; the table shows medians over the rounds and the ratios
are taken round by round (their median and range are printed). Decoding forces every hypothesis to
``--gen-len`` tokens (``--min-len`` = ``--max-len-b``), so that untrained models decode the same number
of steps; ``--gen-len 0`` lets them stop at <eos>.

Prints a table and writes JSON (default benchmarks/results/train_speed.json).
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the repository root: harness/
from harness.speed import make_data_bin, setup_training  # noqa: E402  (the set-up every speed benchmark shares)

DEFAULT_MODELS = ["transformer:translation", "copy_transformer:gec"]


def measure(arch: str, task: str, data_bin: str, steps: int, max_tokens: int, beam: int, n_gen: int,
            gen_len: int = 0, gen_batch: int = 32, precision: str = "fp32") -> dict:
    """Runs in a fresh process (so peak RSS is this model's alone). ``precision`` bf16: the forward
    passes of training and decoding under CPU bfloat16 autocast, as ``fairseq-train --amp --cpu``
    runs them (fp32 weights and optimizer)."""
    import contextlib

    import torch

    from fairseq_syngec.compat import cpu_amp_autocast, cpu_amp_training

    def autocast(training=False):  # as fairseq-train --amp --cpu runs its forward, and decoding with --amp
        if precision != "bf16":
            return contextlib.nullcontext()
        return cpu_amp_training() if training else cpu_amp_autocast()

    torch.manual_seed(1)
    torch.set_num_threads(int(os.environ.get("BENCH_THREADS", torch.get_num_threads())))
    task_obj, cfg, model, criterion, optimizer, batches = setup_training(arch, task, data_bin, max_tokens)
    warmup = 2
    batches = (batches * ((steps + warmup) // max(len(batches), 1) + 1))[: steps + warmup]
    model.train()
    ntok, t_train = 0, 0.0
    for k, sample in enumerate(batches):
        t0 = time.perf_counter()
        optimizer.zero_grad()
        with autocast(training=True):
            loss, sample_size, _ = criterion(model, sample)
        optimizer.backward(loss)
        optimizer.step()
        if k >= warmup:
            t_train += time.perf_counter() - t0
            ntok += sample["ntokens"]

    model.eval()
    gen_cfg = cfg.generation
    gen_cfg.beam = beam
    if gen_len > 0:  # every hypothesis exactly gen_len tokens (+ <eos>): the same decoding work per model
        gen_cfg.min_len, gen_cfg.max_len_a, gen_cfg.max_len_b = gen_len, 0, gen_len
    generator = task_obj.build_generator([model], gen_cfg)
    task_obj.load_dataset("valid")
    vitr = task_obj.get_batch_iterator(task_obj.dataset("valid"), max_sentences=gen_batch, seed=1)
    n_sent, n_gen_tok, t_gen = 0, 0, 0.0
    with torch.no_grad():
        for sample in vitr.next_epoch_itr(shuffle=False):
            if n_sent >= n_gen:
                break
            t0 = time.perf_counter()
            with autocast():
                hypos = task_obj.inference_step(generator, [model], sample)
            t_gen += time.perf_counter() - t0
            n_sent += sample["nsentences"]
            n_gen_tok += sum(h[0]["tokens"].numel() for h in hypos)
    return {
        "arch": arch, "task": task, "precision": precision,
        "params": sum(p.numel() for p in model.parameters()),
        "train_step_ms": 1000 * t_train / steps,
        "train_tokens_per_s": ntok / t_train,
        "generate_sentences_per_s": n_sent / t_gen,
        # untrained models stop at different lengths: compare decoding steps, not sentences
        "generate_tokens_per_s": n_gen_tok / t_gen,
        "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def run_one(spec: str, data_bin: str, args) -> dict:
    """One ARCH:TASK measured in a fresh process."""
    cmd = [sys.executable, __file__, "--_one", spec, "--data-bin", data_bin, "--steps", str(args.steps),
           "--max-tokens", str(args.max_tokens), "--beam", str(args.beam), "--generate", str(args.generate),
           "--gen-len", str(args.gen_len), "--gen-batch-size", str(args.gen_batch_size)]
    out = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, PYTHONWARNINGS="ignore"))
    if out.returncode != 0:
        sys.exit(f"{spec} failed:\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


RATIOS = {"train_time_ratio": "train_step_ms", "generate_speed_ratio": "generate_tokens_per_s",
          "peak_rss_ratio": "peak_rss_mib"}


def summarise(rounds):
    """rounds[k][m]: model m's result in round k -> one row per model: medians over the rounds, and each
    ratio to the first model taken within a round (median, min, max)."""
    rows = []
    for m in range(len(rounds[0])):
        runs = [r[m] for r in rounds]
        row = {k: v for k, v in runs[0].items() if not isinstance(v, float)}
        for k in runs[0]:
            if isinstance(runs[0][k], float):
                row[k] = statistics.median(run[k] for run in runs)
        for name, key in RATIOS.items():
            vals = [r[m][key] / r[0][key] for r in rounds]
            row[name] = statistics.median(vals)
            row[name + "_range"] = [min(vals), max(vals)]
        # a bf16 row: its ratios to the fp32 row of the same model too, round by round
        fp32 = [j for j in range(len(rounds[0])) if runs[0].get("precision") == "bf16"
                and (rounds[0][j]["arch"], rounds[0][j]["task"], rounds[0][j]["precision"])
                == (runs[0]["arch"], runs[0]["task"], "fp32")]
        if fp32:
            for name, key in RATIOS.items():
                vals = [r[m][key] / r[fp32[0]][key] for r in rounds]
                row[name + "_vs_fp32"] = statistics.median(vals)
        row["rounds"] = runs
        rows.append(row)
    return rows


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", nargs="+", default=DEFAULT_MODELS,
                   help="ARCH:TASK or ARCH:TASK:bf16 (CPU bfloat16 autocast, as --amp --cpu); the first is the "
                        "baseline, and a bf16 entry is also compared with the fp32 entry of the same ARCH:TASK")
    p.add_argument("--data-bin", help="binarised data made with --task gec (default: from the JFLEG sample)")
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--max-tokens", type=int, default=4096)
    p.add_argument("--beam", type=int, default=5)
    p.add_argument("--generate", type=int, default=64, help="sentences to generate")
    p.add_argument("--gen-len", type=int, default=40,
                   help="force every hypothesis to this many tokens (0: stop at <eos>)")
    p.add_argument("--gen-batch-size", type=int, default=32, help="sentences per generation batch")
    p.add_argument("--repeat", type=int, default=1, help="rounds; the models alternate within each round")
    p.add_argument("--json", default=str(REPO / "benchmarks/results/train_speed.json"))
    p.add_argument("--_one", help=argparse.SUPPRESS)
    args = p.parse_args()

    if args._one:  # child process: one model
        arch, task, *precision = args._one.split(":")
        print(json.dumps(measure(arch, task, args.data_bin, args.steps, args.max_tokens, args.beam, args.generate,
                                 args.gen_len, args.gen_batch_size, *precision)))
        return

    with tempfile.TemporaryDirectory() as tmp:
        data_bin = args.data_bin or str(make_data_bin(Path(tmp)))
        rounds = []
        for k in range(args.repeat):
            rounds.append([run_one(spec, data_bin, args) for spec in args.models])
            if args.repeat > 1:
                print(f"round {k + 1}/{args.repeat}: " + ", ".join(
                    f"{r['arch']} {r['train_step_ms']:.0f} ms, {r['generate_tokens_per_s']:.0f} tok/s"
                    for r in rounds[-1]),
                    flush=True)
    rows = summarise(rounds)
    head = (f"{'arch':<24}{'prec':>5}{'params':>10}{'step ms':>10}{'tok/s':>9}{'x time':>8}"
            f"{'gen tok/s':>11}{'x gen':>7}{'RSS MiB':>9}{'x RSS':>7}")
    print(head)
    for r in rows:
        print(f"{r['arch']:<24}{r.get('precision', 'fp32'):>5}{r['params']:>10}"
              f"{r['train_step_ms']:>10.0f}{r['train_tokens_per_s']:>9.0f}"
              f"{r['train_time_ratio']:>8.2f}{r['generate_tokens_per_s']:>11.1f}{r['generate_speed_ratio']:>7.2f}"
              f"{r['peak_rss_mib']:>9.0f}{r['peak_rss_ratio']:>7.2f}")
    for r in rows:
        if "train_time_ratio_vs_fp32" in r:
            print(f"  {r['arch']} bf16 / fp32: step time x{r['train_time_ratio_vs_fp32']:.2f}, "
                  f"decoding speed x{r['generate_speed_ratio_vs_fp32']:.2f}, "
                  f"peak RSS x{r['peak_rss_ratio_vs_fp32']:.2f}")
    if args.repeat > 1:
        for r in rows[1:]:
            lo, hi = r["train_time_ratio_range"]
            glo, ghi = r["generate_speed_ratio_range"]
            print(f"  {r['arch']}: x time {lo:.2f}-{hi:.2f}, x gen {glo:.2f}-{ghi:.2f} over {args.repeat} rounds")
    meta = {"torch_threads": os.environ.get("BENCH_THREADS"), "steps": args.steps, "max_tokens": args.max_tokens,
            "beam": args.beam, "gen_len": args.gen_len, "gen_batch_size": args.gen_batch_size, "repeat": args.repeat,
            "data_bin": args.data_bin or "JFLEG sample (word level)", "command": " ".join(sys.argv),
            "machine": os.uname().machine, "cpus": os.cpu_count(), "date": time.strftime("%Y-%m-%d")}
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps({"meta": meta, "rows": rows}, indent=2))
    print(f"-> {args.json}")


if __name__ == "__main__":
    main()
