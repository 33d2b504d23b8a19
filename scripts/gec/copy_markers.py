#!/usr/bin/env python
"""Source position markers for the copy model (as fairseq's examples/pointer_generator).

  encode: mark source tokens missing from DICT as <unk-i> (i = position), and target tokens
          that copy them with the same marker, before fairseq-preprocess:
    python scripts/gec/copy_markers.py encode --dict dict.txt --src train.sp.src \
        [--tgt train.sp.tgt] --out-prefix train.mk
  decode: restore <unk-i> in hypotheses from the (unmarked) source lines:
    python scripts/gec/copy_markers.py decode --src test.sp.src --hyp test.sp.hyp --out test.sp.out
"""

import argparse
import sys
from collections import Counter
from itertools import zip_longest

from fairseq_syngec.data.copy_markers import mark_oov_pair, restore_markers
from fairseq_syngec.tasks.gec import DEFAULT_SOURCE_POSITION_MARKERS


def _read_vocab(path):
    with open(path, encoding="utf-8") as f:
        return {line.rsplit(" ", 1)[0] for line in f if line.strip()} | {"<s>", "<pad>", "</s>", "<unk>"}


def _pairs(path_a, path_b):
    fa = open(path_a, encoding="utf-8")
    fb = open(path_b, encoding="utf-8") if path_b else None
    for lineno, (a, b) in enumerate(zip_longest(fa, fb if fb else [], fillvalue=None), 1):
        if a is None or (fb is not None and b is None):
            sys.exit(f"error: {path_a} and {path_b} differ in length (first unmatched line {lineno})")
        yield a.split(), (b.split() if b is not None else None)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("--dict", required=True, help="fairseq dictionary (dict.txt)")
    e.add_argument("--src", required=True)
    e.add_argument("--tgt")
    e.add_argument("--out-prefix", required=True, help="writes PREFIX.src (and PREFIX.tgt)")
    e.add_argument("--num-markers", type=int, default=DEFAULT_SOURCE_POSITION_MARKERS)
    d = sub.add_parser("decode")
    d.add_argument("--src", required=True)
    d.add_argument("--hyp", required=True)
    d.add_argument("--out", default="-")
    args = p.parse_args(argv)

    if args.cmd == "encode":
        vocab = _read_vocab(args.dict)
        counts = Counter()
        fs = open(args.out_prefix + ".src", "w", encoding="utf-8")
        ft = open(args.out_prefix + ".tgt", "w", encoding="utf-8") if args.tgt else None
        for src, tgt in _pairs(args.src, args.tgt):
            s, t = mark_oov_pair(src, tgt or [], vocab.__contains__, args.num_markers, counts)
            fs.write(" ".join(s) + "\n")
            if ft:
                ft.write(" ".join(t) + "\n")
            counts["lines"] += 1
        print("copy_markers: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())), file=sys.stderr)
    else:
        out = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8")
        for src, hyp in _pairs(args.src, args.hyp):
            out.write(" ".join(restore_markers(hyp, src)) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
