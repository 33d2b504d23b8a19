#!/usr/bin/env python
"""Convert M2 file(s) to parallel PREFIX.src / PREFIX.tgt (M2's space-separated tokens kept).

    python scripts/gec/m2_to_parallel.py --m2 A.m2 B.m2 --out-prefix data/train [--annotator 0|all]
"""

import argparse
import os
import sys

from syngec_tools import textio
from syngec_tools.data.m2 import m2_to_parallel


def main(argv=None):
    """Parse arguments, convert, write the two files and print counts to stderr."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--m2", nargs="+", required=True, help="M2 file(s), concatenated in order")
    p.add_argument("--out-prefix", required=True, help="writes PREFIX.src and PREFIX.tgt")
    p.add_argument("--annotator", default="0", help="annotator id, or 'all' for one pair per annotator")
    p.add_argument("--drop-noop", action="store_true",
                   help="drop pairs whose annotator marked the sentence noop (correct as is)")
    args = p.parse_args(argv)
    outputs = [args.out_prefix + ".src", args.out_prefix + ".tgt"]
    try:
        textio.check_outputs(outputs, args.m2)
        pairs, counts = m2_to_parallel(args.m2, annotator=args.annotator, keep_noop=not args.drop_noop)
        out_dir = os.path.dirname(args.out_prefix)
        if out_dir:
            os.makedirs(out_dir, exist_ok=True)
        with textio.atomic_output(outputs[0]) as fs, textio.atomic_output(outputs[1]) as ft:
            for src, tgt in pairs:
                fs.write(src + "\n")
                ft.write(tgt + "\n")
    except (ValueError, OSError) as exc:  # malformed M2 or not UTF-8 (FILE:LINE), an output that is an input
        print(f"error: {exc}", file=sys.stderr)
        return 1
    skipped = counts["skipped"]
    reasons = ", ".join(f"{k}={v}" for k, v in sorted(skipped.items())) or "none"
    print(f"sentences: {counts['sentences']}", file=sys.stderr)
    print(f"pairs: {counts['pairs']}", file=sys.stderr)
    print(f"skipped: {sum(skipped.values())} ({reasons})", file=sys.stderr)
    print(f"no_annotation (target = source): {counts['no_annotation']}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
