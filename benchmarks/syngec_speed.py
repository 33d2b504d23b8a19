#!/usr/bin/env python
"""Speed and memory of SynGEC: the whole model, and the dependency distribution on its own.

(a) models: train-step time, tokens/s, generation speed and peak RSS of ``syngec_transformer``
    next to stock ``transformer`` and ``copy_transformer`` with the same dimensions on the same
    batches. This part *is* ``benchmarks/train_speed.py`` (run with these models); its table is
    printed as is and its rows are embedded in our JSON.
(b) dependency distribution p_dep [B, n, n] (SynGEC eq. 10) for several sentence lengths n:
    forward + backward time and peak memory of
      * ``log``    - ``dependency_distribution(..., method="log", chunk_size=16)`` (O(n^3) time,
                     checkpointed chunks of 16 rows),
      * ``matmul`` - ``dependency_distribution(..., method="matmul")`` (O(n^3) time, O(n^2) memory),
      * ``dense``  - a StructFormer-style formulation written here: the span tensors
                     p_C([l,r]|i) [B, i, l, r] and p_Pr(j|[l,r]) [B, l, r, j] are materialised and
                     contracted with one einsum (O(n^4) time, O(n^3) memory). Lengths whose
                     estimated memory exceeds --dense-mem-cap-gib are skipped ("skipped (memory)").
    Every (method, n) runs in its own process. Before timing, dense, matmul and the O(n^4)
    literal oracle are checked against ``method="log"`` at n = 8 (float64, allclose).
    A straight line is fitted to log(time) vs log(n) (numpy.polyfit) per method: the exponent.
(c) wide heights at --fallback-batch x --fallback-n (16 x 256): sentences whose heights span more than
    the float32 matmul form allows (40). Forward + backward time and peak memory of
      * ``log-unchunked`` - ``method="log", chunk_size=0``: the whole batch in one chunk ([B, n, n, n]
                     tensors kept for backward), what the default did for such a batch until 2026-12-01,
      * ``log``    - ``method="log"`` in chunks of LOG_CHUNK rows, checkpointed (the default's
                     fallback for wide sentences until 2026-12-05, in chunks of _LOG_CHUNK_ELEMENTS),
      * ``auto``   - the default call since 2026-12-05: the matmul form in float64 on heights bounded to
                     300 below each sentence's highest (no fallback, no host sync),
    with every sentence wide, and with none, each in its
    own process (--fallback-steps timed steps, no warm-up). Wide heights: delta ~ N(0, 30^2).
    On CPU these processes run with glibc's MALLOC_MMAP_THRESHOLD_=131072, so that freed blocks
    of 128 KiB or more go back to the OS and the RSS high-water mark follows the live tensors
    (without it, heap fragmentation adds a few hundred MiB of noise to the chunked rows).

(d) training steps (only with --step-rounds R > 0): forward + backward + Adam of --step-models
    (default: stock transformer, copy_transformer, syngec_transformer; ARCH:TASK[:CRITERION[:ARGS]],
    e.g. ``copy_transformer:gec::--encoder-layers,6``) with train_speed.py's dimensions, on the same
    batches (shuffled with seed 1), alternated: by default R rounds of one fresh process per
    system (peak RSS per system); with --step-inprocess all systems in one process, stepped in
    turn (order rotating each step), wall and process CPU time per step, ratios = median over steps
    of the per-batch ratio (robust on a shared machine). --step-old-tree DIR adds every syngec
    system again with an older checkout of the project (DIR first on PYTHONPATH, processes of
    their own). --profile FILE: torch.profiler tables (self CPU
    time, by op and by op + input shapes) of the syngec system's timed steps.

  python benchmarks/syngec_speed.py                                   # parts a, b, c
  python benchmarks/syngec_speed.py --skip-models --lengths 16 32 64 128 --steps 5
  python benchmarks/syngec_speed.py --skip-models --skip-dependency       # part (c) only
  BENCH_THREADS=1 python benchmarks/syngec_speed.py --skip-models --skip-dependency --skip-fallback \
      --step-rounds 2 --step-count 3 --step-inprocess --data-bin DIR --max-tokens 6000   # part (d) only
  python benchmarks/syngec_speed.py --skip-models --skip-dependency --skip-fallback --step-rounds 1 \
      --step-count 4 --data-bin DIR --max-tokens 6000 --step-models syngec_transformer:gec --profile prof.md

Memory (parts b, c): on CUDA, torch.cuda.max_memory_allocated() minus the allocated bytes before
the first call; on CPU, the process's peak resident set size (getrusage ru_maxrss) minus its value
just before the first call (inputs already built), i.e. the extra high-water mark of warm-up +
timed steps (after untimed tiny calls, so lazy initialisation is not counted).
Also reported: the bytes of the distinct storages autograd saves for backward during one
forward (torch.autograd.graph.saved_tensors_hooks; a storage saved several times, or through
views, counts once), a deterministic lower bound (tensors saved inside a checkpointed region are
not seen: checkpoint saves only its inputs); it is measured after the timed steps, so its
forward does not raise the high-water mark before the baseline.

Writes JSON (default benchmarks/results/syngec_speed.json).
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

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
sys.path.insert(0, str(REPO))  # the repository root: harness/
MODELS = ["transformer:translation", "copy_transformer:gec", "syngec_transformer:gec"]
METHODS = ["log", "matmul", "dense"]
LOG_CHUNK = 16
WIDE_SCALE = 30.0  # std of the heights of a "wide" sentence (range ~165 at n = 256, limit 40)


# ---------------------------------------------------------------------------------------------
# StructFormer-style dense formulation (no padding: every position is a real token)
# ---------------------------------------------------------------------------------------------
def dense_dependency_distribution(tau, delta):
    """tau [B, n-1], delta [B, n] -> p_dep [B, n(i), n(j)], as StructFormer computes it: the
    constituent distribution p_C([l, r]|i) = p(l|i) p(r|i) and the parent distribution
    p_Pr(j|[l, r]) = softmax(delta_l..delta_r)_j are built as full [B, n, n, n] tensors and
    p_dep(j|i) = sum_{l,r} p_C([l,r]|i) p_Pr(j|[l,r]) is one einsum (O(n^4) multiply-adds).
    Boundary probabilities (SynGEC eq. 8, products as in fairseq_syngec) are taken in probability
    space with cumprod; the two sentence edges count as infinite distance (p(tau > delta) = 1).
    The head is excluded as StructFormer does (diagonal set to 0, no renormalisation)."""
    import torch

    bsz, n = delta.shape
    idx = torch.arange(n, device=delta.device)
    k = idx[: n - 1]
    z = tau[:, None, :] - delta[:, :, None]  # [B, i, k]
    p_gt, p_le = torch.sigmoid(z), torch.sigmoid(-z)
    one = delta.new_ones(bsz, n, 1)
    # p(l|i) = p(tau_{l-1} > delta_i) prod_{k=l}^{i-1} p(tau_k <= delta_i), l <= i
    le_left = torch.where((k[None, :] < idx[:, None])[None], p_le, 1.0)  # only k < i counts
    suffix = torch.cat([le_left.flip(-1).cumprod(-1).flip(-1), one], dim=-1)  # [B, i, l]
    p_left = torch.cat([one, p_gt], dim=-1) * suffix
    p_left = p_left * (idx[None, :] <= idx[:, None])[None]
    # p(r|i) = p(tau_r > delta_i) prod_{k=i}^{r-1} p(tau_k <= delta_i), r >= i
    le_right = torch.where((k[None, :] >= idx[:, None])[None], p_le, 1.0)  # only k >= i counts
    prefix = torch.cat([one, le_right.cumprod(-1)], dim=-1)  # [B, i, r]
    p_right = torch.cat([p_gt, one], dim=-1) * prefix
    p_right = p_right * (idx[None, :] >= idx[:, None])[None]
    # span tensors
    p_c = p_left[:, :, :, None] * p_right[:, :, None, :]  # [B, i, l, r]
    inside = (idx[:, None, None] <= idx[None, None, :]) & (idx[None, None, :] <= idx[None, :, None])  # [l, r, j]
    logits = delta[:, None, None, :].masked_fill(~inside[None], -1e4)
    p_pr = torch.softmax(logits, dim=-1) * inside[None]  # [B, l, r, j]; rows r < l are 0
    p_dep = torch.einsum("bilr,blrj->bij", p_c, p_pr)
    return p_dep.masked_fill(torch.eye(n, dtype=torch.bool, device=delta.device)[None], 0.0)


def dense_bytes_estimate(bsz: int, n: int, itemsize: int = 4) -> int:
    """Rough peak of the dense path: about 8 live [B, n, n, n] tensors at once in forward +
    backward (p_C, logits, softmax, p_Pr, the einsum operand copies and their gradients)."""
    return 8 * bsz * n ** 3 * itemsize


def inputs(bsz: int, n: int, device: str, dtype, seed: int = 0, wide: int = 0):
    """tau, delta ~ N(0, 1); the heights of the first ``wide`` sentences are scaled by WIDE_SCALE
    (out of the matmul form's range, so method="auto" takes the log form for them)."""
    import torch

    g = torch.Generator().manual_seed(seed + n)
    tau = torch.randn(bsz, n - 1, generator=g, dtype=dtype)
    delta = torch.randn(bsz, n, generator=g, dtype=dtype)
    delta[:wide] *= WIDE_SCALE
    tau, delta = tau.to(device).requires_grad_(), delta.to(device).requires_grad_()
    weight = torch.rand(bsz, n, n, generator=g, dtype=dtype).to(device)  # loss = <p_dep, weight>
    pad_mask = torch.zeros(bsz, n, dtype=torch.bool, device=device)
    return tau, delta, weight, pad_mask


def syntax_fusion():
    """fairseq_syngec.modules.syntax_fusion (imports torch, not fairseq: the package imports fairseq
    only for its tasks, models and criteria), imported on first use so that the parent process
    that only launches measurements does not import torch."""
    from fairseq_syngec.modules import syntax_fusion as module

    return module


def dependency_distribution_literal(tau, delta, pad_mask):
    """The literal O(n^4) oracle of the tests (harness/syntax_fusion_oracle.py)."""
    from harness.syntax_fusion_oracle import dependency_distribution_literal as literal

    return literal(tau, delta, pad_mask)


def run_method(method: str, tau, delta, pad_mask):
    dependency_distribution = syntax_fusion().dependency_distribution

    if method == "dense":
        return dense_dependency_distribution(tau, delta)
    if method == "log":
        return dependency_distribution(tau, delta, pad_mask, chunk_size=LOG_CHUNK, method="log")
    if method == "log-unchunked":
        return dependency_distribution(tau, delta, pad_mask, chunk_size=0, method="log")
    if method == "auto":
        return dependency_distribution(tau, delta, pad_mask)
    return dependency_distribution(tau, delta, pad_mask, method="matmul")


def check_agreement(device: str) -> dict:
    """dense, matmul and the literal oracle vs method="log" at n = 8 (float64, with gradients)."""
    import torch
    torch.manual_seed(0)
    tau, delta, weight, pad_mask = inputs(3, 8, device, torch.float64)
    ref = run_method("log", tau, delta, pad_mask)
    ref_grads = torch.autograd.grad((ref * weight).sum(), (tau, delta))
    out = {}
    for name in ("dense", "matmul", "literal"):
        if name == "literal":
            p = dependency_distribution_literal(tau, delta, pad_mask)
        else:
            p = run_method(name, tau, delta, pad_mask)
        grads = torch.autograd.grad((p * weight).sum(), (tau, delta))
        assert torch.allclose(p, ref, rtol=1e-9, atol=1e-12), f"{name} != log at n=8"
        for a, b in zip(grads, ref_grads):
            assert torch.allclose(a, b, rtol=1e-8, atol=1e-10), f"{name} gradient != log at n=8"
        out[name] = float((p - ref).detach().abs().max())
    return out


def measure_one(method: str, n: int, bsz: int, steps: int, warmup: int, device: str, threads=None,
                wide: int = 0) -> dict:
    """Runs in a fresh process: forward + backward time and peak memory of one (method, n)."""
    import torch
    from torch.utils.checkpoint import checkpoint

    torch.manual_seed(0)
    if threads:
        torch.set_num_threads(threads)
    cuda = device.startswith("cuda")
    tau, delta, weight, pad_mask = inputs(bsz, n, device, torch.float32, wide=wide)

    def step(tau, delta, weight, pad_mask):
        tau.grad = delta.grad = None
        p = run_method(method, tau, delta, pad_mask)
        (p * weight).sum().backward()

    # lazy initialisation is not the method's memory and must happen before the baseline: one tiny
    # call, and one checkpointed call (torch's checkpoint costs ~150 MiB of RSS on its first use)
    step(*inputs(1, min(n, 8), device, torch.float32, wide=min(wide, 1)))
    x = torch.ones(2, device=device, requires_grad=True)
    checkpoint(torch.sin, x, use_reentrant=False).sum().backward()
    if cuda:
        torch.cuda.synchronize()
        base = torch.cuda.memory_allocated()
        torch.cuda.reset_peak_memory_stats()
    else:
        base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    times = []
    for s in range(warmup + steps):
        if cuda:
            torch.cuda.synchronize()
        t0 = time.perf_counter()
        step(tau, delta, weight, pad_mask)
        if cuda:
            torch.cuda.synchronize()
        if s >= warmup:
            times.append(time.perf_counter() - t0)
    if cuda:
        peak = torch.cuda.max_memory_allocated() - base
    else:
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 - base

    # deterministic proxy, after the peak (on CPU its forward would raise ru_maxrss before the base):
    # the distinct storages autograd keeps for backward, each counted once (a view, or a tensor
    # saved by every checkpointed chunk, holds its whole storage once)
    storages = {}

    def pack(t):
        storage = t.untyped_storage()
        storages[storage.data_ptr()] = storage.nbytes()
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        p = run_method(method, tau, delta, pad_mask)
    saved = [sum(storages.values())]
    del p
    return {
        "method": method, "n": n, "batch": bsz, "wide_sentences": wide, "status": "ok",
        "time_ms_median": 1000 * statistics.median(times),
        "time_ms_min": 1000 * min(times),
        "time_ms_mean": 1000 * statistics.fmean(times),
        "peak_mem_mib": peak / 2 ** 20,
        "saved_for_backward_mib": saved[0] / 2 ** 20,
    }


def fit_exponent(rows, lengths_subset=None):
    import numpy as np

    pts = [(r["n"], r["time_ms_median"]) for r in rows if r["status"] == "ok"
           and (lengths_subset is None or r["n"] in lengths_subset)]
    if len(pts) < 2:
        return None
    x, y = np.log([p[0] for p in pts]), np.log([p[1] for p in pts])
    return float(np.polyfit(x, y, 1)[0])


def part_models(args) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        out_json = str(Path(tmp) / "models.json")
        cmd = [sys.executable, str(BENCH_DIR / "train_speed.py"), "--models", *MODELS, "--steps", str(args.steps),
               "--max-tokens", str(args.max_tokens), "--beam", str(args.beam),
               "--generate", str(args.generate), "--json", out_json]
        if args.data_bin:
            cmd += ["--data-bin", args.data_bin]
        print("== (a) models (benchmarks/train_speed.py) ==", flush=True)
        subprocess.run(cmd, check=True)
        return json.loads(Path(out_json).read_text())


def part_dependency(args) -> dict:
    import torch

    print(f"== (b) dependency distribution, batch {args.batch}, {args.device}, float32, forward+backward ==")
    check = check_agreement(args.device)
    print("agreement with method='log' at n=8 (max abs diff): "
          + ", ".join(f"{k} {v:.1e}" for k, v in check.items()))
    cap = args.dense_mem_cap_gib * 2 ** 30
    rows = []
    for method in METHODS:
        for n in args.lengths:
            if method == "dense" and dense_bytes_estimate(args.batch, n) > cap:
                rows.append({"method": method, "n": n, "batch": args.batch, "status": "skipped (memory)",
                             "estimated_mib": dense_bytes_estimate(args.batch, n) / 2 ** 20})
                continue
            cmd = [sys.executable, __file__, "--_one", f"{method}:{n}", "--batch", str(args.batch),
                   "--steps", str(args.steps), "--warmup", str(args.warmup), "--device", args.device]
            if args.threads:
                cmd += ["--threads", str(args.threads)]
            out = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, PYTHONWARNINGS="ignore"))
            if out.returncode != 0:
                sys.exit(f"{method} n={n} failed:\n{out.stderr[-3000:]}")
            rows.append(json.loads(out.stdout.strip().splitlines()[-1]))
    by = {(r["method"], r["n"]): r for r in rows}
    head = f"{'n':>5}" + "".join(f"{m + ' ms':>14}" for m in METHODS) + "".join(
        f"{m + ' MiB':>13}" for m in METHODS) + "".join(f"{m + ' svd':>12}" for m in METHODS) + f"{'dense/log':>11}"
    print(head)
    for n in args.lengths:
        line = f"{n:>5}"
        for m in METHODS:
            r = by[(m, n)]
            line += f"{r['time_ms_median']:>14.2f}" if r["status"] == "ok" else f"{'skip(mem)':>14}"
        for m in METHODS:
            r = by[(m, n)]
            line += f"{r['peak_mem_mib']:>13.1f}" if r["status"] == "ok" else f"{'-':>13}"
        for m in METHODS:
            r = by[(m, n)]
            line += f"{r['saved_for_backward_mib']:>12.2f}" if r["status"] == "ok" else f"{'-':>12}"
        d, lg = by[("dense", n)], by[("log", n)]
        line += f"{d['time_ms_median'] / lg['time_ms_median']:>11.2f}" if d["status"] == "ok" else f"{'-':>11}"
        print(line)
    tail = sorted(args.lengths)[-3:]
    exps = {}
    for m in METHODS:
        mrows = [r for r in rows if r["method"] == m]
        exps[m] = {"all_lengths": fit_exponent(mrows), "largest_3_lengths": fit_exponent(mrows, tail)}
    print("time ~ n^k, k fitted on log-log (numpy.polyfit): "
          + "; ".join(f"{m} k={e['all_lengths']:.2f} (largest 3: {e['largest_3_lengths']:.2f})"
                      if e["all_lengths"] is not None else f"{m} k=n/a" for m, e in exps.items()))
    cuda = args.device.startswith("cuda")
    meta = {
        "device": args.device, "dtype": "float32", "batch": args.batch, "lengths": args.lengths,
        "steps": args.steps, "warmup": args.warmup, "log_chunk_size": LOG_CHUNK, "padding": "none",
        "inputs": "tau, delta ~ N(0, 1) (torch.Generator seeded with n); loss = sum(p_dep * U(0,1) weights)",
        "time": "median wall time of one forward + backward over --steps steps after --warmup, "
                "each (method, n) in its own process",
        "peak_mem_mib": ("torch.cuda.max_memory_allocated() - memory_allocated() before the first call" if cuda else
                         "getrusage(RUSAGE_SELF).ru_maxrss after the timed steps minus its value just before the "
                         "first call, in a fresh process per (method, n); allocator reuse of already-resident "
                         "memory makes small values (a few MiB) noisy"),
        "saved_for_backward_mib": "bytes of the distinct storages of the tensors passed to saved_tensors_hooks "
                                  "during one forward, each counted once (tensors inside a checkpointed region "
                                  "are not seen)",
        "dense_mem_cap_gib": args.dense_mem_cap_gib,
        "dense_estimate": "8 * B * n^3 * 4 bytes (about 8 live [B, n, n, n] float32 tensors)",
        "exponent_fit": "numpy.polyfit(log n, log median time, 1) over the measured lengths",
        "torch": torch.__version__, "torch_threads": args.threads or torch.get_num_threads(),
        "machine": os.uname().machine, "cpus": os.cpu_count(), "date": time.strftime("%Y-%m-%d"),
    }
    return {"meta": meta, "agreement_n8_max_abs_diff": check, "rows": rows, "time_exponents": exps}


def part_fallback(args) -> dict:
    """(c): p_dep when sentences' heights span beyond the float32 matmul form's limit: log forms and auto."""
    import torch

    bsz, n = args.fallback_batch, args.fallback_n
    print(f"== (c) heights out of the float32 matmul range, batch {bsz}, n {n}, "
          f"{args.device}, float32, forward+backward ==")
    cases = [("log-unchunked", bsz), ("log", bsz), ("auto", bsz), ("auto", 0)]
    # CPU: glibc keeps freed blocks of up to 32 MiB in its heap, so the RSS high-water mark would
    # follow fragmentation, not live tensors; with a fixed mmap threshold every block of 128 KiB or
    # more is returned to the OS on free and the RSS follows the tensors
    env = dict(os.environ, PYTHONWARNINGS="ignore", MALLOC_MMAP_THRESHOLD_="131072")
    rows = []
    for method, wide in cases:
        cmd = [sys.executable, __file__, "--_one", f"{method}:{n}", "--_wide", str(wide), "--batch", str(bsz),
               "--steps", str(args.fallback_steps), "--warmup", "0", "--device", args.device]
        if args.threads:
            cmd += ["--threads", str(args.threads)]
        out = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if out.returncode != 0:
            sys.exit(f"{method} wide={wide} n={n} failed:\n{out.stderr[-3000:]}")
        row = json.loads(out.stdout.strip().splitlines()[-1])
        if method == "auto":
            row["path"] = "matmul in float64, heights bounded to 300 below the highest"
        elif method == "log":
            row["path"] = f"log for all {bsz}, {LOG_CHUNK} rows per chunk, checkpointed"
        else:
            row["path"] = f"log for all {bsz}, one chunk of {n} rows"
        rows.append(row)
    print(f"{'method':>14}{'wide':>7}{'ms':>12}{'peak MiB':>11}{'svd MiB':>10}  path")
    for r in rows:
        print(f"{r['method']:>14}{r['wide_sentences']:>7}{r['time_ms_median']:>12.0f}{r['peak_mem_mib']:>11.1f}"
              f"{r['saved_for_backward_mib']:>10.1f}  {r['path']}")
    meta = {
        "device": args.device, "dtype": "float32", "batch": bsz, "n": n, "steps": args.fallback_steps, "warmup": 0,
        "inputs": f"tau, delta ~ N(0, 1); the first 'wide' sentences' delta scaled by {WIDE_SCALE} "
                  "(height range > the matmul limit); loss = sum(p_dep * U(0,1) weights)",
        "log_chunk_elements": syntax_fusion()._LOG_CHUNK_ELEMENTS,
        "peak_mem_mib": ("as in part (b), one fresh process per row; on CPU the children run with "
                         "MALLOC_MMAP_THRESHOLD_=131072 (glibc) so that RSS follows the live tensors"),
        "torch": torch.__version__, "torch_threads": args.threads or torch.get_num_threads(),
        "machine": os.uname().machine, "cpus": os.cpu_count(), "date": time.strftime("%Y-%m-%d"),
    }
    return {"meta": meta, "rows": rows}


# ---------------------------------------------------------------------------------------------
# (d) training steps alternated between systems, optionally with an older copy of the package
# ---------------------------------------------------------------------------------------------
def build_system(spec: str, data_bin: str, max_tokens: int, n_batches: int):
    """One ARCH:TASK[:CRITERION[:ARGS]] set up as benchmarks/train_speed.py sets it up (its DIMS,
    Adam, label smoothing 0.1, dropout 0.1) -> (step function, batches, model). Batches: fairseq's
    iterator with max_tokens and seed 1, shuffled (the same batches for every system, spread over
    the data instead of the shortest sentences first), repeated up to ``n_batches``."""
    import torch

    import fairseq_syngec
    from harness.speed import setup_training  # the same set-up as benchmarks/train_speed.py

    arch, task, *rest = spec.split(":")
    criterion_name = rest[0] if rest and rest[0] else "label_smoothed_cross_entropy"
    extra = rest[1].split(",") if len(rest) > 1 and rest[1] else []  # e.g. --encoder-layers,6 (after DIMS: wins)
    torch.manual_seed(1)
    user_dir = str(Path(fairseq_syngec.__file__).resolve().parent)
    _, _, model, criterion, optimizer, batches = setup_training(arch, task, data_bin, max_tokens, criterion_name,
                                                               extra, user_dir)
    batches = (batches * (n_batches // max(len(batches), 1) + 1))[:n_batches]
    model.train()

    def one(sample):
        optimizer.zero_grad()
        loss, _, _ = criterion(model, sample)
        optimizer.backward(loss)
        optimizer.step()

    return one, batches, model


def step_one(spec: str, data_bin: str, steps: int, warmup: int, max_tokens: int, profile: str = "",
             profile_rows: int = 25) -> dict:
    """Runs in a fresh process: ``warmup`` + ``steps`` training steps (forward + backward + Adam)
    of one system (``build_system``). With ``profile`` set, the timed steps run under
    torch.profiler (CPU, record_shapes) and its tables sorted by self CPU time are written there
    (the times are then the profiler's, not comparable with unprofiled rows)."""
    import torch

    import fairseq_syngec

    torch.set_num_threads(int(os.environ.get("BENCH_THREADS", torch.get_num_threads())))
    user_dir = str(Path(fairseq_syngec.__file__).resolve().parent)
    one, batches, model = build_system(spec, data_bin, max_tokens, steps + warmup)
    for sample in batches[:warmup]:
        one(sample)
    times, ntok = [], 0
    prof = None
    if profile:
        from torch.profiler import ProfilerActivity, profile as torch_profile

        prof = torch_profile(activities=[ProfilerActivity.CPU], record_shapes=True)
        prof.__enter__()
    for sample in batches[warmup:]:
        t0 = time.perf_counter()
        one(sample)
        times.append(time.perf_counter() - t0)
        ntok += sample["ntokens"]
    if prof is not None:
        prof.__exit__(None, None, None)
        total_ms = 1000 * sum(times)
        events = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
        lines = [f"# {spec}, {steps} profiled steps, {total_ms / steps:.0f} ms per step (profiled), package {user_dir}",
                 "| op | calls / step | self CPU ms / step | % of step |", "|---|---|---|---|"]
        for e in events[:profile_rows]:
            ms = e.self_cpu_time_total / 1000 / steps
            lines.append(f"| `{e.key}` | {e.count / steps:.0f} | {ms:.1f} | {100 * ms * steps / total_ms:.1f} |")
        by_shape = sorted(prof.key_averages(group_by_input_shape=True), key=lambda e: e.self_cpu_time_total,
                          reverse=True)
        lines += ["", "| op | input shapes | calls / step | self CPU ms / step |", "|---|---|---|---|"]
        for e in by_shape[:profile_rows]:
            lines.append(f"| `{e.key}` | {str(e.input_shapes)[:120]} | {e.count / steps:.1f} | "
                         f"{e.self_cpu_time_total / 1000 / steps:.1f} |")
        Path(profile).write_text("\n".join(lines) + "\n")
    return {
        "spec": spec, "package": user_dir, "steps": steps, "warmup": warmup, "max_tokens": max_tokens,
        "params": sum(p.numel() for p in model.parameters()),
        "step_ms": [1000 * t for t in times],
        "step_ms_median": 1000 * statistics.median(times),
        "tokens_per_s": ntok / sum(times),
        "batch_sentences": [int(b["nsentences"]) for b in batches[warmup:]],
        "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def steps_inprocess(specs, data_bin: str, steps: int, warmup: int, max_tokens: int) -> dict:
    """All systems in one process, stepped in turn (the order rotates every step), so that the
    load of other jobs falls on every system alike at the scale of one step. Wall and process CPU
    time per step. Peak RSS is the whole process's (all systems together)."""
    import torch

    torch.set_num_threads(int(os.environ.get("BENCH_THREADS", torch.get_num_threads())))
    systems = []
    for spec in specs:
        one, batches, model = build_system(spec, data_bin, max_tokens, steps + warmup)
        params = sum(p.numel() for p in model.parameters())
        systems.append({"spec": spec, "one": one, "batches": batches, "params": params})
    for s in systems:
        s["wall"], s["cpu"] = [], []
    for k in range(warmup + steps):
        order = systems[k % len(systems):] + systems[:k % len(systems)]
        for s in order:
            t0, c0 = time.perf_counter(), time.process_time()
            s["one"](s["batches"][k])
            t1, c1 = time.perf_counter(), time.process_time()
            if k >= warmup:
                s["wall"].append(1000 * (t1 - t0))
                s["cpu"].append(1000 * (c1 - c0))
    rows = [{"spec": s["spec"], "old_tree": None, "params": s["params"],
             "step_ms": s["wall"], "cpu_ms": s["cpu"],
             "batch_sentences": [int(b["nsentences"]) for b in s["batches"][warmup:]]} for s in systems]
    return {"rows": rows,
            "peak_rss_mib_all_systems": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def part_steps(args) -> dict:
    """(d): --step-rounds rounds; in each, every system runs once in its own process, in turn, so
    that load from other jobs falls on all of them alike. Systems: --step-models, plus each of
    them again with the package at --step-old-tree (a directory holding an older copy of
    fairseq_syngec, put first on PYTHONPATH) when given. Ratios of medians over all timed steps."""
    import torch

    systems = [(spec, None) for spec in args.step_models]
    if args.step_old_tree:
        systems += [(spec, args.step_old_tree) for spec in args.step_models if spec.startswith("syngec")]
    data_bin = args.data_bin
    tmp = None
    if not data_bin:
        from harness.speed import make_data_bin

        tmp = tempfile.TemporaryDirectory()
        data_bin = str(make_data_bin(Path(tmp.name)))
    if args.step_inprocess:
        return part_steps_inprocess(args, data_bin, tmp)
    print(f"== (d) training steps, {len(systems)} systems alternated over {args.step_rounds} rounds, "
          f"max tokens {args.max_tokens}, {args.step_count} timed steps after {args.warmup} per process ==")
    runs = {i: [] for i in range(len(systems))}
    for rnd in range(args.step_rounds):
        for i, (spec, tree) in enumerate(systems):
            env = dict(os.environ, PYTHONWARNINGS="ignore")
            if tree:
                env["PYTHONPATH"] = os.pathsep.join([tree] + [p for p in [env.get("PYTHONPATH")] if p])
            cmd = [sys.executable, __file__, "--_step", spec, "--data-bin", data_bin, "--step-count",
                   str(args.step_count), "--warmup", str(args.warmup), "--max-tokens", str(args.max_tokens)]
            out = subprocess.run(cmd, capture_output=True, text=True, env=env)
            if out.returncode != 0:
                sys.exit(f"{spec} ({tree or 'this tree'}) failed:\n{out.stderr[-3000:]}")
            row = json.loads(out.stdout.strip().splitlines()[-1])
            runs[i].append(row)
            print(f"  round {rnd + 1}: {spec:<40} {'(old) ' if tree else ''}{row['step_ms_median']:8.0f} ms "
                  f"{row['peak_rss_mib']:7.0f} MiB")
    rows = []
    for i, (spec, tree) in enumerate(systems):
        all_ms = [t for r in runs[i] for t in r["step_ms"]]
        rows.append({"spec": spec, "old_tree": tree, "package": runs[i][0]["package"], "params": runs[i][0]["params"],
                     "step_ms_median": statistics.median(all_ms),
                     "round_medians_ms": [r["step_ms_median"] for r in runs[i]],
                     "peak_rss_mib": max(r["peak_rss_mib"] for r in runs[i]),
                     "batch_sentences": runs[i][0]["batch_sentences"]})
    base = rows[0]["step_ms_median"]
    copy = next((r for r in rows if r["spec"].startswith("copy_transformer") and not r["old_tree"]), None)
    print(f"{'system':<46}{'params':>10}{'step ms':>10}{'x first':>9}{'x copy':>8}{'RSS MiB':>9}  round medians")
    for r in rows:
        r["ratio_to_first"] = r["step_ms_median"] / base
        r["ratio_to_copy"] = r["step_ms_median"] / copy["step_ms_median"] if copy else None
        label = r["spec"] + (" (old tree)" if r["old_tree"] else "")
        print(f"{label:<46}{r['params']:>10}{r['step_ms_median']:>10.0f}{r['ratio_to_first']:>9.2f}"
              f"{(r['ratio_to_copy'] or float('nan')):>8.2f}{r['peak_rss_mib']:>9.0f}  "
              + " ".join(f"{m:.0f}" for m in r["round_medians_ms"]))
    if args.profile:
        spec = next((s for s in args.step_models if s.startswith("syngec")), args.step_models[-1])
        cmd = [sys.executable, __file__, "--_step", spec, "--data-bin", data_bin, "--step-count",
               str(args.step_count), "--warmup", str(args.warmup), "--max-tokens", str(args.max_tokens),
               "--profile", args.profile]
        out = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, PYTHONWARNINGS="ignore"))
        if out.returncode != 0:
            sys.exit(f"profile of {spec} failed:\n{out.stderr[-3000:]}")
        print(Path(args.profile).read_text())
    if tmp is not None:
        tmp.cleanup()
    meta = {"data_bin": data_bin, "max_tokens": args.max_tokens, "rounds": args.step_rounds,
            "timed_steps_per_process": args.step_count, "warmup_steps": args.warmup,
            "batches": "fairseq's batch iterator, max_tokens, seed 1, shuffled (the same for every system)",
            "step": "optimizer.zero_grad + criterion forward + backward + Adam step, wall time",
            "torch": torch.__version__, "torch_threads": os.environ.get("BENCH_THREADS") or torch.get_num_threads(),
            "machine": os.uname().machine, "cpus": os.cpu_count(), "date": time.strftime("%Y-%m-%d %H:%M")}
    return {"meta": meta, "rows": rows, "runs": [runs[i] for i in range(len(systems))]}


def part_steps_inprocess(args, data_bin, tmp) -> dict:
    """(d) with --step-inprocess: ``steps_inprocess`` in one fresh process, --step-rounds x
    --step-count timed steps per system after --warmup."""
    import torch

    steps = args.step_rounds * args.step_count
    print(f"== (d) training steps in one process, systems stepped in turn, max tokens {args.max_tokens}, "
          f"{steps} timed steps after {args.warmup} ==")
    cmd = [sys.executable, __file__, "--_inproc", "--step-models", *args.step_models, "--data-bin", data_bin,
           "--step-count", str(steps), "--warmup", str(args.warmup), "--max-tokens", str(args.max_tokens)]
    out = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, PYTHONWARNINGS="ignore"))
    if out.returncode != 0:
        sys.exit(f"in-process steps failed:\n{out.stderr[-3000:]}")
    res = json.loads(out.stdout.strip().splitlines()[-1])
    rows = res["rows"]
    for r in rows:
        r["step_ms_median"] = statistics.median(r["step_ms"])
        r["cpu_ms_median"] = statistics.median(r["cpu_ms"])
    base = rows[0]
    copy = next((r for r in rows if r["spec"].startswith("copy_transformer") and not r["old_tree"]), None)
    # per-step ratios (the same batch, adjacent in time), then their median
    for r in rows:
        for key, ref in (("first", base), ("copy", copy)):
            if ref is None:
                continue
            r[f"ratio_to_{key}"] = statistics.median(a / b for a, b in zip(r["step_ms"], ref["step_ms"]))
            r[f"cpu_ratio_to_{key}"] = statistics.median(a / b for a, b in zip(r["cpu_ms"], ref["cpu_ms"]))
    print(f"{'system':<46}{'params':>10}{'wall ms':>9}{'cpu ms':>9}{'x first':>9}{'x copy':>8}"
          f"{'cpu x first':>12}{'cpu x copy':>11}")
    for r in rows:
        print(f"{r['spec']:<46}{r['params']:>10}{r['step_ms_median']:>9.0f}{r['cpu_ms_median']:>9.0f}"
              f"{r['ratio_to_first']:>9.3f}{r.get('ratio_to_copy', float('nan')):>8.3f}"
              f"{r['cpu_ratio_to_first']:>12.3f}{r.get('cpu_ratio_to_copy', float('nan')):>11.3f}")
    print(f"peak RSS of the process (all systems): {res['peak_rss_mib_all_systems']:.0f} MiB")
    if tmp is not None:
        tmp.cleanup()
    meta = {"data_bin": data_bin, "max_tokens": args.max_tokens, "mode": "in-process, stepped in turn (rotating)",
            "timed_steps": steps, "warmup_steps": args.warmup,
            "ratios": "median over steps of (system step / baseline step on the same batch, adjacent in time)",
            "batches": "fairseq's batch iterator, max_tokens, seed 1, shuffled (the same for every system)",
            "step": "optimizer.zero_grad + criterion forward + backward + Adam step; wall (perf_counter) and "
                    "process CPU time (process_time, all threads)",
            "torch": torch.__version__, "torch_threads": os.environ.get("BENCH_THREADS") or torch.get_num_threads(),
            "machine": os.uname().machine, "cpus": os.cpu_count(), "date": time.strftime("%Y-%m-%d %H:%M")}
    return {"meta": meta, **res}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--skip-models", action="store_true", help="skip part (a)")
    p.add_argument("--skip-dependency", action="store_true", help="skip part (b)")
    p.add_argument("--skip-fallback", action="store_true", help="skip part (c)")
    p.add_argument("--fallback-batch", type=int, default=16, help="part (c): batch size")
    p.add_argument("--fallback-n", type=int, default=256, help="part (c): sentence length")
    p.add_argument("--fallback-steps", type=int, default=1, help="part (c): timed steps (no warm-up)")
    p.add_argument("--lengths", type=int, nargs="+", default=[16, 32, 64, 128, 256])
    p.add_argument("--batch", type=int, default=8)
    p.add_argument("--steps", type=int, default=10, help="timed steps (parts a and b)")
    p.add_argument("--warmup", type=int, default=2, help="untimed steps before timing (part b)")
    p.add_argument("--dense-mem-cap-gib", type=float, default=4.0,
                   help="skip the dense formulation where its estimated memory exceeds this")
    p.add_argument("--threads", type=int, help="torch threads in part (b) (default: torch's default)")
    p.add_argument("--device", default=None, help="cuda or cpu (default: cuda when available; part b)")
    p.add_argument("--data-bin", help="part (a): binarised gec data (default: from the JFLEG sample)")
    p.add_argument("--max-tokens", type=int, default=4096, help="part (a)")
    p.add_argument("--beam", type=int, default=5, help="part (a)")
    p.add_argument("--generate", type=int, default=64, help="part (a): sentences to generate")
    p.add_argument("--json", default=str(REPO / "benchmarks/results/syngec_speed.json"))
    p.add_argument("--step-rounds", type=int, default=0,
                   help="part (d): rounds of alternated training steps (0, the default: skip part d)")
    p.add_argument("--step-models", nargs="+", default=MODELS, metavar="ARCH:TASK[:CRITERION[:ARGS]]",
                   help="part (d): systems, the first is the baseline "
                        "(criterion default: label_smoothed_cross_entropy; "
                        "ARGS: extra training options, comma-separated, e.g. copy_transformer:gec::--encoder-layers,6)")
    p.add_argument("--step-count", type=int, default=5, help="part (d): timed steps per process")
    p.add_argument("--step-old-tree", metavar="DIR",
                   help="part (d): also run the syngec systems with DIR (an older checkout) first on PYTHONPATH, "
                        "each in its own process (not with --step-inprocess)")
    p.add_argument("--profile", metavar="FILE",
                   help="part (d), process mode: afterwards profile the syngec system's timed steps "
                        "(torch.profiler) into FILE")
    p.add_argument("--_one", help=argparse.SUPPRESS)
    p.add_argument("--step-inprocess", action="store_true",
                   help="part (d): all systems in one process, stepped in turn (finer alternation on a busy "
                        "machine)")
    p.add_argument("--_step", help=argparse.SUPPRESS)
    p.add_argument("--_inproc", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--_wide", type=int, default=0, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.step_inprocess and args.step_old_tree:
        p.error("--step-old-tree runs the older checkout in processes of its own: leave out --step-inprocess")
    if args.device is None:
        import torch

        args.device = "cuda" if torch.cuda.is_available() else "cpu"

    if args._inproc:  # child process: every system, stepped in turn
        print(json.dumps(steps_inprocess(args.step_models, args.data_bin, args.step_count, args.warmup,
                                         args.max_tokens)))
        return
    if args._step:  # child process: training steps of one system
        print(json.dumps(step_one(args._step, args.data_bin, args.step_count, args.warmup, args.max_tokens,
                                  args.profile or "")))
        return
    if args._one:  # child process: one (method, n)
        method, n = args._one.split(":")
        print(json.dumps(measure_one(method, int(n), args.batch, args.steps, args.warmup, args.device, args.threads,
                                     wide=args._wide)))
        return

    result = {}
    if not args.skip_models:
        result["models"] = part_models(args)
    if not args.skip_dependency:
        result["dependency_distribution"] = part_dependency(args)
    if not args.skip_fallback:
        result["fallback_memory"] = part_fallback(args)
    if args.step_rounds > 0:
        result["steps"] = part_steps(args)
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps(result, indent=2))
    print(f"-> {args.json}")


if __name__ == "__main__":
    main()
