#!/usr/bin/env python
"""sentencepiece from the command line: train / encode / decode / fairseq-dict.

  python scripts/spm.py train --input a.txt b.txt --model-prefix spm --vocab-size 8000 [--user-defined-symbols '|||']
  python scripts/spm.py encode --model spm.model < text > pieces
  python scripts/spm.py decode --model spm.model < pieces > text
  python scripts/spm.py fairseq-dict --vocab spm.vocab --out dict.txt

Input must be UTF-8 (else: FILE:LINE: not UTF-8, before training or writing); a line is what
\\n ends (one \\r before it is dropped). Output files appear only complete, and an output that is
one of the inputs is refused.
"""

import argparse
import sys

from syngec_tools import textio
from syngec_tools.data import sentencepiece_utils as su


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("train", help="train a model")
    t.add_argument("--input", nargs="+", required=True)
    t.add_argument("--model-prefix", required=True)
    t.add_argument("--vocab-size", type=int, default=8000)
    t.add_argument("--model-type", default="unigram", choices=["unigram", "bpe", "char", "word"])
    t.add_argument("--character-coverage", type=float, default=1.0)
    t.add_argument("--max-sentences", type=int, default=0, help="sample at most this many lines (0: all)")
    t.add_argument("--user-defined-symbols", nargs="+", default=[], metavar="SYMBOL",
                   help="strings that are always one piece (e.g. '|||', the fact-line separator)")
    for name in ("encode", "decode"):
        e = sub.add_parser(name, help=f"{name} stdin (or --input) to stdout (or --output)")
        e.add_argument("--model", required=True)
        e.add_argument("--input", nargs="+", default=["-"], help="files (several: one --output each)")
        e.add_argument("--output", nargs="+", default=["-"])
    d = sub.add_parser("fairseq-dict", help="fairseq dictionary holding every piece")
    d.add_argument("--vocab", required=True)
    d.add_argument("--out", required=True)
    args = p.parse_args(argv)
    if args.cmd in ("encode", "decode") and len(args.input) != len(args.output):
        p.error(f"{len(args.input)} --input files but {len(args.output)} --output files")
    try:
        if args.cmd == "train":
            print(su.train_spm(args.input, args.model_prefix, args.vocab_size, args.model_type,
                               args.character_coverage, args.max_sentences, args.user_defined_symbols))
        elif args.cmd == "fairseq-dict":
            print(f"{su.write_fairseq_dict(args.vocab, args.out)} entries -> {args.out}", file=sys.stderr)
        else:
            convert(args.cmd, args.model, args.input, args.output)
    except (ValueError, OSError) as exc:  # a missing file, not UTF-8, an output that is an input
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


def convert(cmd, model, inputs, outputs):
    """encode / decode each input (``-``: stdin) into its output (``-``: stdout). Lines are split on
    ``\\n`` only (a lone ``\\r`` stays inside its line; one before ``\\n`` is dropped). Output files
    are written atomically, and none may be one of the inputs (checked before anything is written)."""
    textio.check_outputs(outputs, inputs)
    fn = su.encode_lines if cmd == "encode" else su.decode_lines
    for src, dst in zip(inputs, outputs):
        textio.write_lines(dst, fn(model, textio.iter_lines(src)))


if __name__ == "__main__":
    sys.exit(main())
