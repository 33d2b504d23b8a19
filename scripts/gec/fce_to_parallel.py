#!/usr/bin/env python
"""FCE v2.1 (or W&I+LOCNESS) BEA-2019 JSON -> tokenised parallel text for training.

    python scripts/gec/fce_to_parallel.py --json fce.train.json --out-prefix fce/train
    # writes fce/train.src and fce/train.tgt (one sentence per line); reference M2 for scoring:
    python scripts/gec/make_m2.py --src fce/test.src --ref fce/test.tgt --out fce/test.m2
"""

import argparse
import os
import sys
from collections import Counter

from syngec_tools import textio
from syngec_tools.data.fce import json_to_parallel


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--json", nargs="+", required=True, help="BEA-2019 JSON files (one essay per line)")
    p.add_argument("--out-prefix", required=True, help="writes PREFIX.src and PREFIX.tgt")
    p.add_argument("--annotator", type=int, default=0, help="whose edits to apply (FCE v2.1 has one, id 0)")
    args = p.parse_args(argv)
    os.makedirs(os.path.dirname(os.path.abspath(args.out_prefix)), exist_ok=True)
    counts = Counter()
    outputs = [f"{args.out_prefix}.{side}" for side in ("src", "tgt")]
    try:
        textio.check_outputs(outputs, args.json)
        with textio.atomic_output(outputs[0]) as fs, textio.atomic_output(outputs[1]) as ft:
            for path in args.json:
                for src, tgt in json_to_parallel(path, args.annotator, counts):
                    fs.write(src + "\n")
                    ft.write(tgt + "\n")
    except (OSError, ValueError) as exc:  # bad JSON or not UTF-8 (FILE:LINE), an output that is an input
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"{counts['essays']} essays -> {counts['sentences']} sentence pairs in {args.out_prefix}.src/.tgt "
          f"({counts['unchanged_sentences']} unchanged; {counts['edits']} edits applied, "
          f"{counts['detection_only_edits']} detection-only edits without a correction left out)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
