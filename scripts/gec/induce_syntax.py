#!/usr/bin/env python
"""Induce the syntax of a SynGEC encoder for raw sentences and score it against a parser.

    python scripts/gec/induce_syntax.py --path CKPT --data DATA_BIN --input SENTS.txt --output OUT.tsv
        [--spm-model M] [--parser spacy|stanza|none] [--json SCORES.json]

OUT.tsv has one row per input line: tokens (space-separated), the greedy constituency tree
(bracketed) and the 0-based dependency heads (space-separated, root = -1), tab-separated; with
a parser, also the parser's heads. Conventions: syngec_tools/evaluation/syntax.py.
"""

import argparse
import os
import sys

from syngec_tools import textio
from syngec_tools.evaluation import syntax


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--path", required=True, help="syngec_transformer checkpoint")
    p.add_argument("--data", required=True, help="data-bin directory of the checkpoint (dictionaries)")
    p.add_argument("--spm-model", help="sentencepiece model (pieces are mapped back to words)")
    p.add_argument("--input", required=True, help="one sentence per line (tokenised as the training data)")
    p.add_argument("--output", required=True, help="TSV: tokens, tree, heads[, parser heads]")
    p.add_argument("--parser", choices=["spacy", "stanza", "none"], default="spacy",
                   help="reference parser for UAS / bracket F1 (default spacy)")
    p.add_argument("--json", help="write the scores here")
    args = p.parse_args(argv)
    from fairseq_syngec import induced_syntax  # torch and fairseq: not for --help
    from fairseq_syngec.hub import resolve_model_files

    try:
        # fail fast, before the checkpoint or a parser is loaded: each missing file by name
        resolve_model_files(os.path.abspath(args.path), None, os.path.abspath(args.data))
        if args.spm_model and not os.path.isfile(args.spm_model):
            raise FileNotFoundError(f"sentencepiece model not found: {args.spm_model}")
        inputs = [args.input, args.path, args.spm_model]
        textio.check_outputs([args.output, args.json], inputs)
        sentences = textio.read_lines(args.input)  # split on \n only; not UTF-8: FILE:LINE
        model, task = induced_syntax.load_model(args.path, args.data)
        induced = induced_syntax.induce(model, task, sentences, spm_model=args.spm_model)
        refs = None if args.parser == "none" else syntax.reference(args.parser, [r["tokens"] for r in induced])
    except (RuntimeError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1

    with textio.atomic_output(args.output) as f:
        for i, r in enumerate(induced):
            cols = [" ".join(r["tokens"]), r["tree"], " ".join(map(str, r["heads"]))]
            if refs is not None:
                cols.append(" ".join(map(str, refs[i]["heads"])))
            f.write("\t".join(cols) + "\n")
    print(f"wrote {len(induced)} sentences to {args.output} (mode {induced_syntax.model_mode(model)}, "
          f"heads from {induced[0]['head_source'] if induced else '-'})")
    if refs is not None:
        scores = syntax.score(induced, refs)
        scores["parser"] = args.parser
        print(f"UAS {scores['uas']:.4f}  bracket F1 {scores['bracket_f1']:.4f} "
              f"(P {scores['bracket_precision']:.4f} R {scores['bracket_recall']:.4f}) "
              f"vs {args.parser} on {scores['sentences']} sentences, {scores['tokens']} tokens")
        if args.json:
            textio.write_json(args.json, scores)
    elif args.json:
        textio.write_json(args.json, {"parser": "none", "sentences": len(induced)})
    return 0


if __name__ == "__main__":
    sys.exit(main())
