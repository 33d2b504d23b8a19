#!/usr/bin/env python
"""Source position markers for the copy model (as fairseq's examples/pointer_generator).

  encode: mark source tokens missing from DICT as <unk-i> (i = position), and target tokens
          that copy them with the same marker, before fairseq-preprocess:
    python scripts/gec/copy_markers.py encode --dict dict.txt --src train.sp.src \
        [--tgt train.sp.tgt] --out-prefix train.mk
  several files in one run (one --tgt and one --out-prefix per --src, in the same order):
    python scripts/gec/copy_markers.py encode --dict dict.txt --src train.sp.src valid.sp.src \
        --tgt train.sp.tgt valid.sp.tgt --out-prefix train.mk valid.mk
  decode: restore <unk-i> in hypotheses from the (unmarked) source lines:
    python scripts/gec/copy_markers.py decode --src test.sp.src --hyp test.sp.hyp --out test.sp.out
"""

import argparse
import sys

from syngec_tools.data.copy_markers import (
    DEFAULT_SOURCE_POSITION_MARKERS,
    check_parallel,
    decode_files,
    encode_files,
)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("--dict", required=True, help="fairseq dictionary (dict.txt)")
    e.add_argument("--src", nargs="+", required=True, help="source files (pieces)")
    e.add_argument("--tgt", nargs="+", help="target files, one per --src")
    e.add_argument("--out-prefix", nargs="+", required=True,
                   help="one per --src: writes PREFIX.src (and PREFIX.tgt)")
    e.add_argument("--num-markers", type=int, default=DEFAULT_SOURCE_POSITION_MARKERS)
    d = sub.add_parser("decode")
    d.add_argument("--src", required=True)
    d.add_argument("--hyp", required=True)
    d.add_argument("--out", default="-")
    args = p.parse_args(argv)
    if args.cmd == "encode":
        for name in ("tgt", "out_prefix"):
            n = len(getattr(args, name) or args.src)
            if n != len(args.src):
                p.error(f"{len(args.src)} --src files but {n} --{name.replace('_', '-')}")

    try:
        if args.cmd == "encode":
            pairs = list(zip(args.src, args.tgt or [None] * len(args.src), args.out_prefix))
            for src, tgt, _ in pairs:  # every pair checked before any output is written
                if tgt:
                    check_parallel(src, tgt)
            for src, tgt, out in pairs:
                counts = encode_files(args.dict, src, tgt, out, args.num_markers)
                print(f"copy_markers {src}: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())),
                      file=sys.stderr)
        else:
            decode_files(args.src, args.hyp, args.out)
    except (ValueError, OSError) as e:
        sys.exit(f"error: {e}")


if __name__ == "__main__":
    main()
