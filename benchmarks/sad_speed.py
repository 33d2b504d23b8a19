#!/usr/bin/env python
"""Shallow Aggressive Decoding (``--task gec --shallow-aggressive-decoding``) beside fairseq's greedy
search (``SequenceGenerator``, beam 1) on the same model, sentences and batches.

    python benchmarks/sad_speed.py --path CKPT --data DATA_BIN [--spm SPM_MODEL]
        [--input examples/gec/data/jfleg/test.src] [--batch-sizes 1 0] [--max-tokens 4096]
        [--threads 1] [--limit N] [--check-identical] [--json benchmarks/results/sad_speed.json]

For each batching (``--batch-sizes``: sentences per batch, 0 = the default batching, batches of
``--max-tokens`` source tokens, sorted by length as fairseq does) the input is encoded as
``GECModel.correct`` encodes it (sentencepiece, unknown words kept for the copy), and every batch is
decoded by both generators in turn, the order swapped from one batch to the next, so that both
see the same load on a shared machine. Times are decoding only (encoder included, no I/O). With
``--check-identical`` the output tokens are compared sentence by sentence (the count of sentences
whose SAD output differs from greedy's must be 0). Prints a table and writes JSON.
"""

import argparse
import json
import os
import platform
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

import torch

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def get_parser():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--path", required=True, help="checkpoint (a --task gec copy_transformer / syngec_transformer)")
    p.add_argument("--data", required=True, help="its data-bin (the dictionaries)")
    p.add_argument("--spm", default=None, help="its sentencepiece model (default: looked for as GECModel does)")
    p.add_argument("--input", default=str(REPO / "examples/gec/data/jfleg/test.src"), help="sentences, one a line")
    p.add_argument("--limit", type=int, default=0, help="first N sentences only (0: all)")
    p.add_argument("--batch-sizes", type=int, nargs="+", default=[1, 0],
                   help="sentences per batch; 0 = batches of --max-tokens (the default batching)")
    p.add_argument("--max-tokens", type=int, default=4096, help="source tokens per batch for batch size 0")
    p.add_argument("--max-len-a", type=float, default=0, help="fairseq's --max-len-a (default 0)")
    p.add_argument("--max-len-b", type=int, default=200, help="fairseq's --max-len-b (default 200)")
    p.add_argument("--threads", type=int, default=1, help="torch threads (default 1)")
    p.add_argument("--max-draft", type=int, default=None,
                   help="--sad-max-draft: draft tokens per pass (default: the task's, 8; 0: the rest of the source)")
    p.add_argument("--check-identical", action="store_true", help="count sentences whose outputs differ")
    p.add_argument("--json", default=str(REPO / "benchmarks/results/sad_speed.json"), help="where to write the results")
    return p


def run_setting(hub, sentences, batch_size, max_tokens, gen, check, max_draft=None):
    from fairseq_syngec.sad_generator import ShallowAggressiveGenerator

    with hub._inference_dictionary(), hub._batching(batch_size or None, None if batch_size else max_tokens):
        greedy = hub._build_generator(1, **gen)
        sad_opts = {} if max_draft is None else {"sad_max_draft": max_draft}
        sad = hub._build_generator(1, shallow_aggressive_decoding=True, **sad_opts, **gen)
        assert isinstance(sad, ShallowAggressiveGenerator)
        tokens = [hub.encode(s) for s in sentences]
        batches = list(hub._build_batches(tokens, skip_invalid_size_inputs=False))
        times = {"greedy": 0.0, "sad": 0.0}
        out = {"greedy": {}, "sad": {}}
        passes, steps = 0, 0
        for k, batch in enumerate(batches):
            order = [("greedy", greedy), ("sad", sad)]
            for name, generator in order if k % 2 == 0 else order[::-1]:
                t0 = time.perf_counter()
                hypos = generator.generate(hub.models, batch)
                times[name] += time.perf_counter() - t0
                for i, h in zip(batch["id"].tolist(), hypos):
                    out[name][i] = h[0]["tokens"].tolist()
            passes += sad.iterations
            steps += max(len(out["greedy"][i]) for i in batch["id"].tolist())  # greedy's decoder steps
    n_tok = sum(len(t) for t in out["greedy"].values())
    row = {
        "batch_size": batch_size or None, "max_tokens": None if batch_size else max_tokens, "batches": len(batches),
        "sentences": len(tokens), "output_tokens": n_tok,
        "greedy_s": round(times["greedy"], 3), "sad_s": round(times["sad"], 3),
        "greedy_sent_per_s": round(len(tokens) / times["greedy"], 2),
        "sad_sent_per_s": round(len(tokens) / times["sad"], 2),
        "speedup": round(times["greedy"] / times["sad"], 3),
        "greedy_decoder_steps": steps, "sad_decoder_passes": passes,
    }
    if check:
        row["differing_sentences"] = sum(out["greedy"][i] != out["sad"][i] for i in out["greedy"])
    return row


def main(argv=None):
    args = get_parser().parse_args(argv)
    torch.set_num_threads(args.threads)
    import logging

    from fairseq_syngec.hub import GECModel

    logging.getLogger().setLevel(logging.WARNING)
    hub = GECModel.from_pretrained(os.path.abspath(args.path), data_name_or_path=os.path.abspath(args.data),
                                   sentencepiece_model=args.spm)
    lines = Path(args.input).read_text(encoding="utf-8").splitlines()
    sentences = [s for s in lines if s.strip()]
    if len(sentences) < len(lines):
        print(f"{len(lines) - len(sentences)} empty line(s) of {args.input} left out", file=sys.stderr)
    if args.limit:
        sentences = sentences[: args.limit]
    gen = {"max_len_a": args.max_len_a, "max_len_b": args.max_len_b}
    rows = [run_setting(hub, sentences, bs, args.max_tokens, gen, args.check_identical, args.max_draft)
            for bs in args.batch_sizes]
    model_args = hub.cfg.model
    result = {
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, torch {torch.__version__}, "
                   f"{args.threads} thread(s)",
        "command": "python benchmarks/sad_speed.py " + " ".join(sys.argv[1:] if argv is None else argv),
        "checkpoint": os.path.abspath(args.path), "arch": getattr(model_args, "arch", None), "input": args.input,
        "generation": dict(gen, beam=1),
        "sad_max_draft": hub.task.cfg.sad_max_draft if args.max_draft is None else args.max_draft,
        "rows": rows,
    }
    print(f"\n{result['arch']} on {len(sentences)} sentences of {args.input} ({result['machine']})\n")
    head = ["batching", "greedy s", "SAD s", "speed-up", "greedy sent/s", "SAD sent/s", "greedy steps", "SAD passes"]
    if args.check_identical:
        head.append("differing")
    print("| " + " | ".join(head) + " |\n|" + "---|" * len(head))
    for r in rows:
        batching = f"batch size {r['batch_size']}" if r["batch_size"] else f"--max-tokens {r['max_tokens']}"
        cells = [batching, r["greedy_s"], r["sad_s"], f"{r['speedup']:.2f}x", r["greedy_sent_per_s"],
                 r["sad_sent_per_s"], r["greedy_decoder_steps"], r["sad_decoder_passes"]]
        if args.check_identical:
            cells.append(r["differing_sentences"])
        print("| " + " | ".join(map(str, cells)) + " |")
    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w", encoding="utf-8") as f:
        json.dump(result, f, indent=1)
    print(f"\nwritten {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
