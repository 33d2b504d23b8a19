#!/usr/bin/env python
"""Peak memory of the copy output layer's forward + backward: the fused Triton kernel against its PyTorch
reference (issue 41: the kernel held 1.13-1.77x the reference's peak on an H200).

Both take features [B, T, C], the generator's weight [V_gen, C], copy attention [B, T, S], the gate and the
source ids and return log p [B, T, V_gen + markers]; peak bytes above the inputs during one forward + backward
(``torch.autograd.grad`` with a given output gradient), after one warm-up call:
  * ``kernel``    - ``copy_log_probs_triton`` (its default row blocks, or --block-rows)
  * ``reference`` - ``copy_log_probs_reference`` (its default row blocks, or --reference-block-rows)

On CUDA the kernel runs compiled and the peak is ``torch.cuda.max_memory_allocated``. On the CPU it runs in
Triton's interpreter (numpy; memory only, far too slow to time) and the peak is taken from the profiler's
allocation events. The CPU default is the benchmark shape of ``kernels.py`` (B = 32, T = S = 256, V_gen =
32,000 + 256 markers, C = 512) scaled down with its proportions kept: out : dW : [N, S] buffers and each row
block's share of the rows are as there, so that the ratio, not the MiB, carries over.

  python benchmarks/copy_memory.py                       # CPU: the scaled shape, bf16
  python benchmarks/copy_memory.py --batch 32 --length 256 --vocab 32000 --dim 512    # CUDA: the shape itself

Prints the peaks and their ratio, writes JSON (default benchmarks/results/copy_memory[_cpu].json)."""

import argparse
import datetime
import json
import os
import platform
import sys
import time
from pathlib import Path

import torch

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
sys.path.insert(0, str(REPO))
if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # before any kernel module is imported

from harness.kernel_helpers import peak_allocated_bytes  # noqa: E402

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
MiB = 2**20
CPU_DEFAULTS = dict(batch=4, length=64, vocab=8000, markers=256, dim=16)  # 256 rows: 1/32 of B = 32, T = 256
GPU_ROWS, GPU_KERNEL_BLOCK_ROWS, GPU_REFERENCE_BLOCK_ROWS = 32 * 256, 262, 65  # their blocks at V = 32,256


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--batch", type=int, help="B (CPU default 4)")
    ap.add_argument("--length", type=int, help="T = S (CPU default 64)")
    ap.add_argument("--vocab", type=int, help="V_gen (CPU default 8,000)")
    ap.add_argument("--markers", type=int, help="position markers past V_gen (default 256)")
    ap.add_argument("--dim", type=int, help="C, the decoder's feature size (CPU default 16: C / rows as at C = 512)")
    ap.add_argument("--dtype", choices=sorted(DTYPES), default="bf16", help="features, weight and copy attention")
    ap.add_argument("--block-rows", type=int, default=None,
                    help="the kernel's rows per block (default on CUDA: its own; on the CPU: rows / 31, its share "
                         "at the benchmark shape)")
    ap.add_argument("--reference-block-rows", type=int, default=None,
                    help="the reference's rows per block (default on CUDA: its own; on the CPU: rows / 126)")
    ap.add_argument("--json", default=None, help="output (default benchmarks/results/copy_memory[_cpu].json)")
    args = ap.parse_args(argv)
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    for k, v in (CPU_DEFAULTS.items() if device.type == "cpu" else
                 dict(batch=32, length=256, vocab=32000, markers=256, dim=512).items()):
        if getattr(args, k) is None:
            setattr(args, k, v)
    rows = args.batch * args.length
    num_types = args.vocab + args.markers
    if device.type == "cpu":
        args.block_rows = args.block_rows or max(1, rows * GPU_KERNEL_BLOCK_ROWS // GPU_ROWS)
        args.reference_block_rows = args.reference_block_rows or max(1, rows * GPU_REFERENCE_BLOCK_ROWS // GPU_ROWS)
    from fairseq_syngec.kernels import copy_mixture_reference
    from fairseq_syngec.kernels.copy_mixture import copy_log_probs_triton
    from fairseq_syngec.modules import copy_head

    if args.reference_block_rows:
        copy_mixture_reference.CHUNK_ELEMENTS = args.reference_block_rows * num_types
    dtype = DTYPES[args.dtype]
    g = torch.Generator().manual_seed(0)
    features = torch.randn(args.batch, args.length, args.dim, generator=g).to(device, dtype).requires_grad_()
    weight = (torch.randn(args.vocab, args.dim, generator=g) * 3 * args.dim**-0.5).to(device, dtype).requires_grad_()
    attn = torch.softmax(torch.randn(args.batch, args.length, args.length, generator=g), -1).to(device, dtype)
    attn.requires_grad_()
    gate = torch.randn(args.batch, args.length, 1, generator=g).to(device).requires_grad_()
    src = torch.randint(4, num_types, (args.batch, args.length), generator=g).to(device)
    grad = torch.randn(args.batch, args.length, num_types, generator=g).to(device)
    leaves = [features, weight, attn, gate]

    def kernel():
        out = copy_log_probs_triton(features, weight, attn, torch.sigmoid(gate), src, num_types,
                                    block_rows=args.block_rows)
        torch.autograd.grad(out, leaves, grad)

    def reference():
        torch.autograd.grad(copy_head.copy_log_probs_reference(features, weight, attn, gate, src, num_types), leaves,
                            grad)

    peaks = {}
    for name, fn in (("kernel", kernel), ("reference", reference)):
        start = time.time()
        fn()  # warm-up: compilation, the interpreter's caches
        peaks[name] = peak_allocated_bytes(fn) / MiB
        print(f"{name}: peak {peaks[name]:.2f} MiB ({time.time() - start:.1f} s)", flush=True)
    result = {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "command": " ".join([sys.executable, *sys.argv]),
        "device": torch.cuda.get_device_name(device) if device.type == "cuda" else
        f"cpu ({platform.processor() or platform.machine()}), Triton's interpreter",
        "torch": torch.__version__, "dtype": args.dtype,
        "shape": dict(B=args.batch, T=args.length, S=args.length, V_gen=args.vocab, markers=args.markers, C=args.dim),
        "block_rows": {"kernel": args.block_rows, "reference": args.reference_block_rows},
        "out_mib": rows * num_types * 4 / MiB, "peak_mib": peaks,
        "kernel_over_reference": peaks["kernel"] / peaks["reference"],
    }
    print(f"kernel / reference: {result['kernel_over_reference']:.2f} (out alone: {result['out_mib']:.2f} MiB)")
    path = Path(args.json or BENCH_DIR / "results" / f"copy_memory{'_cpu' if device.type == 'cpu' else ''}.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
