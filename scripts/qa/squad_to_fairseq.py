#!/usr/bin/env python
"""SQuAD v1.1 / v2.0 JSON -> text streams for ``--task span_qa`` (R-Net).

Writes, one line per question, in file order:

  PREFIX.passage    passage word tokens, space separated (the passage is repeated per question)
  PREFIX.question   question word tokens
  PREFIX.labels     "start end status": the first gold answer's first and last passage token
                    (0-based, inclusive); status ok | unaligned (the answer starts or ends inside
                    a token: the covering tokens are used) | unanswerable (v2.0 is_impossible,
                    -1 -1) | bad_offset (answer text not at answer_start, -1 -1)
  PREFIX.offsets    "s,e" character offsets of each passage token in the original context
  PREFIX.ids        question ids

Then binarise the two word streams with one dictionary and put everything in one directory:

  fairseq-preprocess --source-lang passage --target-lang question --joined-dictionary \\
      --trainpref DIR/train --validpref DIR/valid --destdir DIR

Keep PREFIX.passage and PREFIX.question in DIR: ``--task span_qa`` spells the words that the
dictionary lacks (binarised as <unk>) from them, so that they keep their character embeddings.

Tokens: numbers with inner separators, runs of word characters, or single punctuation marks
(regular expression in syngec_tools/data/squad.py). Counts of every status are printed.
Malformed JSON or a missing field stops with an error naming the file and the question (input
that is not UTF-8: the file and line). The five files are written whole or not at all, and an
output that is the input is refused.
"""

import argparse
import os
import sys

from tqdm import tqdm

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from syngec_tools import textio  # noqa: E402
from syngec_tools.data.squad import (  # noqa: E402
    ConversionStats,
    iter_examples,
    load_squad_json,
    write_split,
)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--input", required=True, help="SQuAD-format JSON (v1.1 or v2.0)")
    parser.add_argument("--output-prefix", required=True, help="e.g. DIR/train: writes DIR/train.passage etc.")
    parser.add_argument("--lower", action="store_true", help="lowercase the tokens (offsets are unchanged)")
    parser.add_argument("--no-progress-bar", action="store_true")
    args = parser.parse_args(argv)
    try:
        data = load_squad_json(args.input)
        stats = ConversionStats()
        quiet = args.no_progress_bar or not textio.progress_to_terminal()
        progress = None if quiet else (lambda xs: tqdm(xs, desc=os.path.basename(args.input), unit="article",
                                                       file=sys.stderr))
        out_dir = os.path.dirname(args.output_prefix)
        if out_dir:
            os.makedirs(out_dir, exist_ok=True)
        write_split(iter_examples(data, args.input, args.lower, stats, progress), args.output_prefix, [args.input])
    except (ValueError, OSError) as e:  # SquadFormatError, not UTF-8, an output that is the input
        sys.exit(f"error: {e}")
    print(f"{args.input}: {stats.summary()}", file=sys.stderr)
    return stats


if __name__ == "__main__":
    main()
