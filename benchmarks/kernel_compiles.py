#!/usr/bin/env python
"""How many times Triton compiles each kernel over one epoch of training batches, and at which update the last
new compilation comes (issue 41 item 3: on the H200 the copy model's first 25 updates ran at 2.6 updates/s,
SynGEC's first 100 at 6.6, and Triton's cache then held 44 and 66 compiled-kernel files).

The batches are fairseq's for a data-bin (``LanguagePairDataset.batch_by_size`` at --max-tokens, shuffled with
--seed as ``fairseq-train`` shuffles an epoch's batches). For each batch the copy output layer (forward and
backward, B x T rows, S source positions, the data-bin's vocabulary) and, for SynGEC, the syntactic attention
over the encoder (n = S, --heads, --head-dim, a new dropout seed each update) are called with their kernels'
launches recorded instead of run; the key under which Triton's JIT caches a compiled kernel on CUDA is
computed for each launch (harness.kernel_helpers.compile_keys; nothing is compiled, so this runs without a
GPU, and in seconds). "before": the same launches with the integer specialisation the kernels had before
(the copy kernels' T and S, the attention kernels' seed).

  python benchmarks/kernel_compiles.py --data work/gpu-gec/data-bin          # W&I + FCE at 12,000 tokens

Prints a table and writes JSON (default benchmarks/results/kernel_compiles.json)."""

import argparse
import datetime
import json
import os
import sys
from pathlib import Path

import numpy as np
import torch

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
sys.path.insert(0, str(REPO))
if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # before any kernel module is imported

from harness.kernel_helpers import key_function, with_do_not_specialize  # noqa: E402

# what each kernel did not specialise before issue 41 (the copy kernels had no row blocks, hence no ROW0)
BEFORE = {"_copy_fwd": ["ROW0"], "_copy_bwd": ["ROW0"], "_syn_attn_fwd": [], "_syn_attn_bwd_dkdv": [],
          "_syn_attn_bwd_dq_dp": []}


class Recorder:
    """A kernel's stand-in: runs nothing; for each launch, the compile key of the kernel now and as it was
    before (``BEFORE``), and the update it came at (no launch arguments are kept)."""

    def __init__(self, name, kernel):
        self.name, self.kernel = name, kernel
        self.key_now = key_function(kernel)
        self.key_before = key_function(with_do_not_specialize(kernel, BEFORE[name]))
        self.launches, self.step = 0, 0
        self.first = {"now": {}, "before": {}}  # key -> the update it was first seen at

    def __getitem__(self, grid):
        def launch(*args, **kwargs):
            self.launches += 1
            for which, key in (("now", self.key_now), ("before", self.key_before)):
                self.first[which].setdefault(key(args, kwargs), self.step)

        return launch


def batches(data, max_tokens, seed, limit):
    """(B, T, S) of each batch of the training split, in the order of one shuffled epoch."""
    from fairseq.data import Dictionary, LanguagePairDataset, data_utils

    d = Dictionary.load(os.path.join(data, "dict.src.txt"))
    src = data_utils.load_indexed_dataset(os.path.join(data, "train.src-tgt.src"), d)
    tgt = data_utils.load_indexed_dataset(os.path.join(data, "train.src-tgt.tgt"), d)
    if src is None or tgt is None:
        raise SystemExit(f"error: {data} has no train.src-tgt.src/.tgt (a fairseq-preprocess data-bin of --task gec)")
    ds = LanguagePairDataset(src, src.sizes, d, tgt, tgt.sizes, d)
    with data_utils.numpy_seed(seed):
        order = ds.ordered_indices()
        groups = ds.batch_by_size(order, max_tokens=max_tokens)
        np.random.shuffle(groups)
    out = []
    for group in groups[:limit or None]:
        out.append((len(group), int(tgt.sizes[group].max()), int(src.sizes[group].max())))
    return out, len(d)


def record(shapes, num_types, heads, head_dim, syntax):
    from fairseq_syngec.kernels import copy_mixture, syntactic_attention as sa

    names = ["_copy_fwd", "_copy_bwd"] + (["_syn_attn_fwd", "_syn_attn_bwd_dkdv", "_syn_attn_bwd_dq_dp"]
                                          if syntax else [])
    recorders = {}
    for name in names:
        module = copy_mixture if name.startswith("_copy") else sa
        recorders[name] = Recorder(name, getattr(module, name))
        setattr(module, name, recorders[name])
    markers = 256
    v_gen = num_types - markers
    weight = torch.zeros(v_gen, 1, requires_grad=True)
    g = torch.Generator().manual_seed(0)
    for step, (bsz, tgt, src_len) in enumerate(shapes):
        for rec in recorders.values():
            rec.step = step
        features = torch.zeros(bsz, tgt, 1, requires_grad=True)
        attn = torch.full((bsz, tgt, src_len), 1.0 / src_len, requires_grad=True)
        alpha = torch.full((bsz, tgt, 1), 0.5, requires_grad=True)
        src = torch.zeros(bsz, src_len, dtype=torch.long)
        out = copy_mixture.copy_log_probs_triton(features, weight, attn, alpha, src, num_types)
        torch.autograd.grad(out, [features, weight, attn, alpha], torch.empty_like(out))
        del out
        if syntax:
            q, k, v = (torch.zeros(bsz, heads, src_len, head_dim, requires_grad=True) for _ in range(3))
            p = torch.zeros(bsz, src_len, src_len, requires_grad=True)
            seed = int(torch.randint(0, 2**31 - 1, (1,), generator=g))  # as the model draws it
            o = sa.syntactic_attention_triton(q, k, v, p, dropout_p=0.1, seed=seed)
            torch.autograd.grad(o, [q, k, v, p], torch.zeros_like(o))
    for name, rec in recorders.items():
        module = copy_mixture if name.startswith("_copy") else sa
        setattr(module, name, rec.kernel)
    return recorders


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", required=True, help="a fairseq-preprocess data-bin of --task gec (train split)")
    ap.add_argument("--max-tokens", type=int, default=12000)
    ap.add_argument("--seed", type=int, default=1, help="the epoch's batch shuffle (fairseq-train's --seed)")
    ap.add_argument("--batches", type=int, default=0, help="only the first N batches of the epoch (0: all)")
    ap.add_argument("--heads", type=int, default=8)
    ap.add_argument("--head-dim", type=int, default=64)
    ap.add_argument("--no-syntax", action="store_true", help="the copy model only")
    ap.add_argument("--json", default=str(BENCH_DIR / "results" / "kernel_compiles.json"))
    args = ap.parse_args(argv)
    shapes, num_types = batches(args.data, args.max_tokens, args.seed, args.batches)
    recorders = record(shapes, num_types, args.heads, args.head_dim, not args.no_syntax)
    rows = []
    for name, rec in recorders.items():
        now, before = rec.first["now"], rec.first["before"]
        rows.append({"kernel": name, "launches": rec.launches, "compilations": len(now),
                     "last_new_at_update": max(now.values()), "compilations_before": len(before),
                     "last_new_at_update_before": max(before.values())})
    print(f"{len(shapes)} batches of at most {args.max_tokens} tokens from {args.data} (one epoch, seed {args.seed})")
    print("| kernel | launches | compilations (before) | last new compilation at update (before) |")
    print("|---|---|---|---|")
    for r in rows:
        print(f"| `{r['kernel']}` | {r['launches']} | {r['compilations']} ({r['compilations_before']}) | "
              f"{r['last_new_at_update']} ({r['last_new_at_update_before']}) |")
    result = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
              "command": " ".join([sys.executable, *sys.argv]), "batches": len(shapes), "num_types": num_types,
              "rows": rows}
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
