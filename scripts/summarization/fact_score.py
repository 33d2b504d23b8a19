#!/usr/bin/env python
"""Fact score: the share of each summary's (subject, predicate, object) triples supported by the
triples of its source document, per line and averaged (rules: syngec_tools/evaluation/fact_score.py).

    python scripts/summarization/fact_score.py --src SRC.txt --hyp HYP.txt [--lang en|zh]
        [--parser spacy|stanza|jieba] [--mode soft|bag|roles] [--per-line OUT.txt] [--json OUT.json]

A summary without any triple has no score ('nan' in --per-line) and is left out of the average.
"""

import argparse
import sys

from syngec_tools import textio
from syngec_tools.evaluation.fact_score import MODES, fact_score_files


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--src", required=True, help="source documents, one per line")
    p.add_argument("--hyp", required=True, help="summaries, one per line")
    p.add_argument("--lang", default="en", choices=["en", "zh"])
    p.add_argument("--parser", choices=["spacy", "stanza", "jieba"], help="default: spacy (en), jieba (zh)")
    p.add_argument("--mode", default="soft", choices=MODES)
    p.add_argument("--per-line", help="write one score per line here (nan: no triple in the summary)")
    p.add_argument("--json", help="write the average and counts here")
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--no-progress", action="store_true")
    args = p.parse_args(argv)
    try:
        textio.check_outputs([args.per_line, args.json], [args.src, args.hyp])
        per_line, summary = fact_score_files(args.src, args.hyp, args.lang, args.parser, args.mode,
                                             args.workers, progress=not args.no_progress)
        print(f"fact score {summary['score']:.4f} ({args.mode}; {summary['lines']} lines, "
              f"{summary['lines_without_triples']} without a triple)")
        if args.per_line:
            textio.write_lines(args.per_line, ("nan" if r["score"] is None else f"{r['score']:.4f}" for r in per_line))
        if args.json:
            textio.write_json(args.json, summary)
    except (ValueError, OSError, RuntimeError) as exc:  # not UTF-8 (FILE:LINE), an output that is an input
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
