#!/usr/bin/env python
"""Time and peak memory of the fused Triton kernels against their PyTorch references.

(a) syntactic attention (SynGEC eq. 15), q/k/v [B, H, n, d], p [B, n, n], key padding (the last
    sentence of each batch is padded to 3/4 of n), forward and forward + backward, for
      * ``kernel``    - ``fairseq_syngec.kernels.syntactic_attention.syntactic_attention_triton``
      * ``reference`` - ``syntactic_attention_reference`` (eager PyTorch: [B, H, n, n] scores)
      * ``sdpa``      - ``torch.nn.functional.scaled_dot_product_attention`` with the same padding
                        mask and no syntax prior: the floor any syntactic attention is measured to.
    Defaults: B in {8, 32}, H = 8, n in {64, 128, 256, 512}, d = 64. Then, at the largest n and
    B, peak memory for H in {1, 2, 4, 8, 16}: the kernel's must grow only with the [B, H, n, d]
    tensors, not with [B, H, n, n].
(b) copy output layer (the generator's projection, then Zhao et al. 2019 eq. 7 as log-probabilities),
    features [B, T, 512], V_gen = 32000, 256 position markers, S = T source positions, forward + backward:
      * ``kernel``    - ``copy_log_probs_triton`` (the projection in blocks of rows, fused with the mixture)
      * ``reference`` - ``copy_log_probs_reference`` (the projection onto the marker-padded weight, log_softmax
                        in place, log-sum-exp with the copy mass at the source ids; analytic backward)

Time: median over ``--steps`` timed calls after ``--warmup`` (CUDA: synchronised wall time).
Memory: on CUDA ``torch.cuda.max_memory_allocated()`` during one forward + backward minus the bytes
allocated before it (inputs), in MiB. On CPU the kernels do not run (Triton compiles for GPUs only;
its interpreter is a correctness tool, far too slow to time) and memory is reported as the bytes
autograd saves for backward during one forward (a lower bound of the true peak).

  python benchmarks/kernels.py                           # CUDA: everything, bf16
  python benchmarks/kernels.py --dtype fp16 fp32 --steps 20
  python benchmarks/kernels.py --device cpu --batches 8 --lengths 64 128 --copy-lengths 32 64   # references

Writes JSON (default benchmarks/results/kernels.json, or kernels_cpu.json on CPU) and a PNG next to
it (same name, .png), and prints the tables.
"""

import argparse
import datetime
import json
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
sys.path.insert(0, str(REPO))

from fairseq_syngec.kernels.dispatch import triton_available, triton_import_error  # noqa: E402
from fairseq_syngec.modules.copy_head import copy_log_probs_reference  # noqa: E402
from fairseq_syngec.modules.syntactic_attention import syntactic_attention_reference  # noqa: E402

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
MiB = 2**20


def environment(device):
    env = {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "python": platform.python_version(),
        "torch": torch.__version__,
        "triton": None,
        "device": str(device),
        "cpu": platform.processor() or platform.machine(),
        "threads": torch.get_num_threads(),
    }
    if triton_available():
        import triton

        env["triton"] = triton.__version__
    else:
        env["triton_error"] = triton_import_error()
    if device.type == "cuda":
        env["gpu"] = torch.cuda.get_device_name(device)
        env["cuda"] = torch.version.cuda
        try:
            env["driver"] = subprocess.run(
                ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                capture_output=True, text=True, timeout=30).stdout.strip().splitlines()[0]
        except Exception as e:  # no nvidia-smi: say so
            env["driver"] = f"unknown ({type(e).__name__})"
    return env


def sync(device):
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def timed(fn, device, steps, warmup):
    """Median wall time (ms) of fn() over ``steps`` calls after ``warmup``."""
    for _ in range(warmup):
        fn()
    sync(device)
    times = []
    for _ in range(steps):
        t0 = time.perf_counter()
        fn()
        sync(device)
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def peak_mib(fn, device):
    """CUDA: peak allocated MiB above the current level during fn(); CPU: MiB saved for backward."""
    if device.type == "cuda":
        sync(device)
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats(device)
        base = torch.cuda.memory_allocated(device)
        fn()
        sync(device)
        return (torch.cuda.max_memory_allocated(device) - base) / MiB
    saved = []

    def pack(t):
        saved.append(t.numel() * t.element_size())
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        fn()
    return sum(saved) / MiB


def attention_inputs(bsz, heads, n, d, dtype, device, seed=0):
    g = torch.Generator(device="cpu").manual_seed(seed)
    q, k, v = (torch.randn(bsz, heads, n, d, generator=g).to(device=device, dtype=dtype).requires_grad_()
               for _ in range(3))
    lengths = torch.full((bsz,), n)
    lengths[-1] = max(1, (3 * n) // 4)
    pad = (torch.arange(n)[None, :] >= lengths[:, None]).to(device)
    p = torch.rand(bsz, n, n, generator=g).to(device=device, dtype=dtype)
    p = (p * (~pad)[:, :, None] * (~pad)[:, None, :]).requires_grad_()
    return q, k, v, p, pad


def attention_impls(device):
    impls = {"reference": lambda q, k, v, p, pad: syntactic_attention_reference(q, k, v, p, pad)}
    if device.type == "cuda" and triton_available():
        from fairseq_syngec.kernels.syntactic_attention import syntactic_attention_triton

        impls["kernel"] = lambda q, k, v, p, pad: syntactic_attention_triton(q, k, v, p, pad)
    impls["sdpa"] = lambda q, k, v, p, pad: F.scaled_dot_product_attention(
        q, k, v, attn_mask=~pad[:, None, None, :])
    return impls


def bench_attention(args, device, dtype):
    rows = []
    impls = attention_impls(device)
    for bsz in args.batches:
        for n in args.lengths:
            q, k, v, p, pad = attention_inputs(bsz, args.heads, n, args.dim, dtype, device)
            grad = torch.randn_like(q)
            for name, fn in impls.items():
                def fwd():
                    with torch.no_grad():
                        fn(q, k, v, p, pad)

                def fwd_bwd():
                    out = fn(q, k, v, p, pad)
                    leaves = [q, k, v] + ([p] if name != "sdpa" else [])
                    torch.autograd.grad(out, leaves, grad)

                row = {"B": bsz, "H": args.heads, "n": n, "d": args.dim, "impl": name}
                try:
                    row["fwd_ms"] = timed(fwd, device, args.steps, args.warmup)
                    row["fwd_bwd_ms"] = timed(fwd_bwd, device, args.steps, args.warmup)
                    row["peak_mib"] = peak_mib(fwd_bwd, device)
                except torch.OutOfMemoryError:
                    row["error"] = "out of memory"
                    torch.cuda.empty_cache()
                rows.append(row)
                print(f"  attention B={bsz} n={n} {name}: " + ", ".join(
                    f"{k}={v:.2f}" if isinstance(v, float) else f"{k}={v}" for k, v in row.items()
                    if k not in ("B", "n", "impl", "H", "d")), flush=True)
            del q, k, v, p, pad, grad
    return rows


def bench_heads(args, device, dtype):
    """Peak memory of forward + backward vs H at the largest n and batch."""
    rows = []
    bsz, n = max(args.batches), max(args.lengths)
    impls = attention_impls(device)
    for heads in args.head_sweep:
        q, k, v, p, pad = attention_inputs(bsz, heads, n, args.dim, dtype, device)
        grad = torch.randn_like(q)
        for name in ("kernel", "reference"):
            if name not in impls:
                continue
            fn = impls[name]
            row = {"B": bsz, "n": n, "H": heads, "impl": name}
            try:
                row["peak_mib"] = peak_mib(lambda: torch.autograd.grad(fn(q, k, v, p, pad), [q, k, v, p], grad),
                                           device)
            except torch.OutOfMemoryError:
                row["error"] = "out of memory"
                torch.cuda.empty_cache()
            rows.append(row)
        del q, k, v, p, pad, grad
    return rows


def copy_inputs(bsz, tgt, src_len, dim, v_gen, markers, dtype, device, seed=0):
    g = torch.Generator(device="cpu").manual_seed(seed)
    features = torch.randn(bsz, tgt, dim, generator=g).to(device=device, dtype=dtype).requires_grad_()
    weight = (torch.randn(v_gen, dim, generator=g) * 3 * dim**-0.5).to(device=device, dtype=dtype).requires_grad_()
    src = torch.randint(4, v_gen + markers, (bsz, src_len), generator=g).to(device)
    attn = torch.softmax(torch.randn(bsz, tgt, src_len, generator=g), -1).to(device=device, dtype=dtype)
    gate = torch.randn(bsz, tgt, 1, generator=g).to(device=device, dtype=dtype)
    return features, weight, attn.requires_grad_(), gate.requires_grad_(), src


def bench_copy(args, device, dtype):
    rows = []
    impls = {"reference": copy_log_probs_reference}
    if device.type == "cuda" and triton_available():
        from fairseq_syngec.kernels.copy_mixture import copy_log_probs_triton

        impls["kernel"] = lambda h, w, a, g, src, n: copy_log_probs_triton(h, w, a, torch.sigmoid(g), src, n)
    num_types = args.vocab + args.markers
    for bsz in args.batches:
        for n in args.copy_lengths:
            features, weight, attn, gate, src = copy_inputs(bsz, n, n, args.copy_dim, args.vocab, args.markers, dtype,
                                                            device)
            leaves = [features, weight, attn, gate]
            grad = torch.randn(bsz, n, num_types, device=device)
            for name, fn in impls.items():
                def fwd():
                    with torch.no_grad():
                        fn(features, weight, attn, gate, src, num_types)

                def fwd_bwd():
                    torch.autograd.grad(fn(features, weight, attn, gate, src, num_types), leaves, grad)

                row = {"B": bsz, "T": n, "S": n, "V": num_types, "impl": name}
                try:
                    row["fwd_ms"] = timed(fwd, device, args.steps, args.warmup)
                    row["fwd_bwd_ms"] = timed(fwd_bwd, device, args.steps, args.warmup)
                    row["peak_mib"] = peak_mib(fwd_bwd, device)
                except torch.OutOfMemoryError:
                    row["error"] = "out of memory"
                    torch.cuda.empty_cache()
                rows.append(row)
                print(f"  copy B={bsz} T=S={n} {name}: " + ", ".join(
                    f"{k}={v:.2f}" for k, v in row.items() if isinstance(v, float)), flush=True)
            del features, weight, attn, gate, src, grad
    return rows


def _fmt(x, spec=".2f"):
    return "-" if x is None else format(x, spec)


def table(rows, keys, baseline_impl="reference", other="kernel"):
    """Markdown table; with both impls, speed-up = reference time / kernel time."""
    lines = []
    index = {}
    for r in rows:
        index[tuple(r[k] for k in keys) + (r["impl"],)] = r
    impls = sorted({r["impl"] for r in rows}, key=["kernel", "reference", "sdpa"].index)
    head = keys + [f"{i} {m}" for i in impls for m in ("fwd ms", "fwd+bwd ms", "MiB")]
    if baseline_impl in impls and other in impls:
        head += ["speed-up fwd+bwd", "memory ratio"]
    lines.append("| " + " | ".join(head) + " |")
    lines.append("|" + "---|" * len(head))
    for key in sorted({tuple(r[k] for k in keys) for r in rows}):
        cells = [str(x) for x in key]
        for i in impls:
            r = index.get(key + (i,), {})
            cells += [_fmt(r.get("fwd_ms")), _fmt(r.get("fwd_bwd_ms")), _fmt(r.get("peak_mib"), ".1f")]
        if baseline_impl in impls and other in impls:
            a, b = index.get(key + (baseline_impl,), {}), index.get(key + (other,), {})
            if a.get("fwd_bwd_ms") and b.get("fwd_bwd_ms"):
                cells.append(f"{a['fwd_bwd_ms'] / b['fwd_bwd_ms']:.2f}x")
                cells.append(f"{b['peak_mib'] / a['peak_mib']:.2f}" if a.get("peak_mib") else "-")
            else:
                cells += ["-", "-"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def heads_table(rows):
    lines = ["| H | kernel MiB | reference MiB |", "|---|---|---|"]
    for h in sorted({r["H"] for r in rows}):
        k = next((r for r in rows if r["H"] == h and r["impl"] == "kernel"), {})
        ref = next((r for r in rows if r["H"] == h and r["impl"] == "reference"), {})
        lines.append(f"| {h} | {_fmt(k.get('peak_mib'), '.1f')} | {_fmt(ref.get('peak_mib'), '.1f')} |")
    return "\n".join(lines)


def plot(results, path):
    import logging

    import matplotlib

    logging.getLogger("matplotlib").setLevel(logging.WARNING)

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    runs = results["runs"]
    fig, axes = plt.subplots(len(runs), 3, figsize=(15, 4 * len(runs)), squeeze=False)
    styles = {"kernel": "-o", "reference": "--s", "sdpa": ":^"}
    for row_axes, run in zip(axes, runs):
        ax_t, ax_m, ax_c = row_axes
        for bsz in sorted({r["B"] for r in run["attention"]}):
            for impl in styles:
                pts = [r for r in run["attention"] if r["B"] == bsz and r["impl"] == impl and "fwd_bwd_ms" in r]
                if pts:
                    ax_t.plot([r["n"] for r in pts], [r["fwd_bwd_ms"] for r in pts], styles[impl],
                              label=f"{impl} B={bsz}")
                    ax_m.plot([r["n"] for r in pts], [r["peak_mib"] for r in pts], styles[impl],
                              label=f"{impl} B={bsz}")
            for impl in ("kernel", "reference"):
                pts = [r for r in run["copy"] if r["B"] == bsz and r["impl"] == impl and "fwd_bwd_ms" in r]
                if pts:
                    ax_c.plot([r["T"] for r in pts], [r["fwd_bwd_ms"] for r in pts], styles[impl],
                              label=f"{impl} B={bsz}")
        mem = "peak MiB" if results["environment"]["device"].startswith("cuda") else "MiB saved for backward"
        for ax, title, ylabel in ((ax_t, "syntactic attention fwd+bwd", "ms"),
                                  (ax_m, "syntactic attention memory", mem),
                                  (ax_c, f"copy mixture fwd+bwd (V={run['copy'][0]['V'] if run['copy'] else '?'})",
                                   "ms")):
            ax.set_xscale("log", base=2)
            ax.set_yscale("log")
            ax.set_xlabel("T = S (tokens)" if ax is ax_c else "n (tokens)")
            ax.set_ylabel(ylabel)
            ax.set_title(f"{title}, {run['dtype']}")
            ax.grid(True, which="both", alpha=0.3)
            ax.legend(fontsize=7)
    env = results["environment"]
    fig.suptitle(f"{env.get('gpu', env['device'])}, torch {env['torch']}, triton {env['triton']}, {env['date']}")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--dtype", nargs="+", choices=sorted(DTYPES), default=None,
                    help="default: bf16 on CUDA, fp32 on CPU")
    ap.add_argument("--batches", type=int, nargs="+", default=[8, 32])
    ap.add_argument("--heads", type=int, default=8)
    ap.add_argument("--lengths", type=int, nargs="+", default=[64, 128, 256, 512])
    ap.add_argument("--dim", type=int, default=64)
    ap.add_argument("--head-sweep", type=int, nargs="+", default=[1, 2, 4, 8, 16])
    ap.add_argument("--copy-lengths", type=int, nargs="+", default=[32, 64, 128, 256])
    ap.add_argument("--vocab", type=int, default=32000)
    ap.add_argument("--copy-dim", type=int, default=512, help="decoder feature size of the copy output layer")
    ap.add_argument("--markers", type=int, default=256)
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--threads", type=int, default=None, help="torch threads on CPU")
    ap.add_argument("--json", default=None)
    ap.add_argument("--no-plot", action="store_true")
    args = ap.parse_args(argv)
    device = torch.device(args.device)
    if args.threads:
        torch.set_num_threads(args.threads)
    dtypes = args.dtype or (["bf16"] if device.type == "cuda" else ["fp32"])
    json_path = Path(args.json) if args.json else BENCH_DIR / "results" / (
        "kernels.json" if device.type == "cuda" else "kernels_cpu.json")
    results = {"environment": environment(device), "args": vars(args), "runs": []}
    print(json.dumps(results["environment"]), flush=True)
    if device.type == "cuda" and not triton_available():
        print(f"warning: Triton does not import ({triton_import_error()}): references only", flush=True)
    for name in dtypes:
        dtype = DTYPES[name]
        print(f"== {name}", flush=True)
        run = {"dtype": name, "attention": bench_attention(args, device, dtype),
               "heads": bench_heads(args, device, dtype) if device.type == "cuda" else [],
               "copy": bench_copy(args, device, dtype)}
        results["runs"].append(run)
    json_path.parent.mkdir(parents=True, exist_ok=True)
    json_path.write_text(json.dumps(results, indent=1))
    env = results["environment"]
    print(f"\n{env.get('gpu', env['device'])} | torch {env['torch']} | triton {env['triton']} | "
          f"driver {env.get('driver', '-')} | {env['date']}")
    for run in results["runs"]:
        print(f"\n### Syntactic attention, {run['dtype']} (H = {args.heads}, d = {args.dim})\n")
        print(table(run["attention"], ["B", "n"]))
        if run["heads"]:
            print(f"\n### Peak memory vs heads, {run['dtype']} (B = {max(args.batches)}, n = {max(args.lengths)})\n")
            print(heads_table(run["heads"]))
        print(f"\n### Copy output layer, {run['dtype']} (features {args.copy_dim}, "
              f"V = {args.vocab} + {args.markers} markers, S = T)\n")
        print(table(run["copy"], ["B", "T"]))
    if not args.no_plot:
        png = json_path.with_suffix(".png")
        plot(results, png)
        print(f"\nwrote {json_path} and {png}")
    else:
        print(f"\nwrote {json_path}")


if __name__ == "__main__":
    main()
