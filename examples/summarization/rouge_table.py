#!/usr/bin/env python
"""Print ROUGE JSON files (scripts/summarization/rouge.py --json) as one Markdown table.

    python examples/summarization/rouge_table.py NAME=FILE.json [NAME=FILE.json ...] [--out TABLE.md]

A missing file is listed as 'missing' (a run that failed), so a comparison still prints. Keys that
run.sh adds to a model's JSON are printed when present: ``distinct`` (how many different summaries
the test documents got: a model that ignores its input writes one or a few) and ``valid_nll`` (the
best validation nll_loss in the training log, base 2).
"""

import argparse
import json
import os


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("runs", nargs="+", metavar="NAME=FILE.json")
    p.add_argument("--out", help="also write the table here")
    args = p.parse_args(argv)
    rows = ["| system | ROUGE-1 | ROUGE-2 | ROUGE-L | distinct | valid nll | lines |",
            "|---|---:|---:|---:|---:|---:|---:|"]
    for item in args.runs:
        name, _, path = item.partition("=")
        if not path or not os.path.isfile(path):
            rows.append(f"| {name} | missing | | | | | |")
            continue
        with open(path, encoding="utf-8") as f:
            r = json.load(f)
        distinct = r.get("distinct", "")
        nll = f"{r['valid_nll']:.3f}" if r.get("valid_nll") is not None else ""
        rows.append(f"| {name} | {r['rouge1']:.2f} | {r['rouge2']:.2f} | {r['rougeL']:.2f} | {distinct} | {nll} "
                    f"| {r['lines']} |")
    table = "\n".join(rows)
    print(table)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(table + "\n")


if __name__ == "__main__":
    main()
