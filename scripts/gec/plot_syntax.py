#!/usr/bin/env python
"""Heatmaps of the syntax a SynGEC encoder induces for one sentence.

    python scripts/gec/plot_syntax.py --path CKPT --data DATA_BIN --sentence "..." --out-prefix PREFIX
        [--spm-model M] [--words]

Writes PREFIX.p_const.png, PREFIX.p_dep.png, PREFIX.p_fuse.png, PREFIX.gate.png (those the
model's --syntax-mode produces; row i = dependent, column j = candidate head) and prints their
paths. The final </s> is left out. With --spm-model the matrices are drawn over pieces, or over
words with --words (rows averaged, head columns summed: syngec_tools/evaluation/syntax.py).
"""

import argparse
import sys

from syngec_tools.evaluation import syntax


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--path", required=True, help="syngec_transformer checkpoint")
    p.add_argument("--data", required=True, help="data-bin directory of the checkpoint")
    p.add_argument("--spm-model", help="sentencepiece model")
    p.add_argument("--words", action="store_true", help="with --spm-model: plot word-level matrices")
    p.add_argument("--sentence", required=True)
    p.add_argument("--out-prefix", required=True)
    args = p.parse_args(argv)
    from fairseq_syngec import induced_syntax  # torch and fairseq: not for --help
    from syngec_tools.evaluation.plots import plot_matrix  # matplotlib: not for --help
    try:
        model, task = induced_syntax.load_model(args.path, args.data)
        if args.spm_model and args.words:
            r = induced_syntax.induce(model, task, [args.sentence], spm_model=args.spm_model)[0]
            labels, mats = r["tokens"], r["matrices"]
        else:
            labels = induced_syntax.encode_sentence(task, args.sentence, args.spm_model)
            if not labels:
                raise ValueError("empty sentence")
            mats = induced_syntax.raw_syntax(model, task, labels)
    except (RuntimeError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    mode = induced_syntax.model_mode(model)
    for key in syntax.MATRIX_KEYS:
        if mats.get(key) is None:
            continue
        path = f"{args.out_prefix}.{key}.png"
        plot_matrix(mats[key], labels, f"{key} (syntax mode {mode})", path)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
