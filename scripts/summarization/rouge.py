#!/usr/bin/env python
"""ROUGE-1/2/L F1 (x 100, mean over lines) of a summary file against references, via rouge-score.

    python scripts/summarization/rouge.py --hyp HYP.txt --ref REF.txt [--lang en|zh] [--json OUT]

English: rouge-score's tokenizer + Porter stemmer (--no-stem to turn it off). Chinese (--lang zh):
per-character tokens (rouge-score's default tokenizer drops Chinese characters and scores 0).
"""

import argparse
import sys

from syngec_tools import textio
from syngec_tools.evaluation.rouge import rouge_files


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--hyp", required=True, help="system summaries, one per line")
    p.add_argument("--ref", required=True, help="reference summaries, one per line")
    p.add_argument("--lang", default="en", choices=["en", "zh"])
    p.add_argument("--no-stem", action="store_true", help="English: no Porter stemming")
    p.add_argument("--json", help="write the scores here")
    args = p.parse_args(argv)
    try:
        textio.check_outputs([args.json], [args.hyp, args.ref])
        res = rouge_files(args.hyp, args.ref, args.lang, stem=not args.no_stem)
        print(f"ROUGE-1 {res['rouge1']:.2f}  ROUGE-2 {res['rouge2']:.2f}  ROUGE-L {res['rougeL']:.2f}  "
              f"(F1 x 100, {res['lines']} lines, lang {args.lang})")
        if args.json:
            textio.write_json(args.json, res)
    except (ValueError, OSError) as exc:  # not UTF-8 (FILE:LINE), line counts differ, --json is an input
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
