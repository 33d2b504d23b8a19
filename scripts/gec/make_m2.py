#!/usr/bin/env python
"""Build a reference M2 from a source file and reference corrections, like
``errant_parallel -orig SRC -cor REF0 REF1 ... -out OUT`` (reference i = annotator id i).

    python scripts/gec/make_m2.py --src SRC.txt --ref REF0.txt [REF1.txt ...] --out OUT.m2

A line is what \\n ends (a lone \\r stays inside it); input that is not UTF-8 is an error naming
the file and line. OUT.m2 appears only complete, and must not be one of the inputs.
"""

import argparse
import sys

from syngec_tools.evaluation.errant_scorer import make_m2


def main(argv=None):
    """Parse arguments, write the M2 and print counts to stderr."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--src", required=True, help="original (source) text, one sentence per line")
    p.add_argument("--ref", nargs="+", required=True, help="reference correction file(s)")
    p.add_argument("--out", required=True, help="output M2 file")
    p.add_argument("--tok", action="store_true", help="spaCy-tokenise the text (errant_parallel -tok)")
    p.add_argument("--lev", action="store_true", help="standard Levenshtein alignment (errant_parallel -lev)")
    p.add_argument("--merge", default="rules", choices=["rules", "all-split", "all-merge", "all-equal"],
                   help="edit merging strategy (errant_parallel -merge)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = p.parse_args(argv)
    try:
        counts = make_m2(args.src, args.ref, args.out, tokenise=args.tok, lev=args.lev,
                         merge=args.merge, progress=not args.no_progress)
    except (ValueError, OSError, RuntimeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {counts['sentences']} sentences to {args.out} "
          f"(skipped {counts['skipped_empty_source']} empty source lines of {counts['lines']})",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
