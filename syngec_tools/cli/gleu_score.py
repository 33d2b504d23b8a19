"""Corpus GLEU of a GEC hypothesis file, as JFLEG's official eval/gleu.py computes it.

    fairseq-syngec-gleu --src SRC --ref REF0 REF1 ... --hyp HYP [--json OUT.json]
    fairseq-syngec-gleu --src SRC --ref REF0 REF1 ... --reference-row [--json OUT.json]

(or ``python -m syngec_tools.cli.gleu_score`` from a checkout, with the same arguments).

One sentence per line in every file (a line is what \\n ends: a lone \\r stays inside it), all with
the same number of lines, tokenised as the references are (JFLEG's files are tokenised:
``society .``); tokens are split on whitespace.
Prints GLEU x 100 with the standard deviation and 95% interval over the reference-sampling rounds.
--reference-row scores each reference against the other ones and prints their mean (JFLEG's
REFERENCE row, the human upper bound).
"""

import argparse
import sys

from syngec_tools import textio
from syngec_tools.cli.version import add_version_argument
from syngec_tools.evaluation.gleu import SAMPLINGS, GLEUConfig, gleu_files, reference_gleu_files


def main(argv=None):
    """Parse arguments, score, print the GLEU line(s) and optionally write JSON."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--src", required=True, help="source (uncorrected) sentences, one per line")
    p.add_argument("--ref", required=True, nargs="+", help="reference file(s), line-aligned with --src")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--hyp", help="hypothesis (corrected) sentences, line-aligned with --src")
    what.add_argument("--reference-row", action="store_true",
                      help="score each reference against the others and average (JFLEG's REFERENCE row)")
    p.add_argument("--json", help="write the scores here")
    p.add_argument("-n", "--order", type=int, default=4, help="maximum n-gram order (default 4)")
    p.add_argument("--iter", type=int, default=500, help="reference-sampling rounds (default 500)")
    p.add_argument("--sampling", choices=SAMPLINGS, default="python2",
                   help="python2 (default): the draw of JFLEG's published figures; python3: what the "
                        "official script prints under Python 3")
    add_version_argument(p)
    args = p.parse_args(argv)
    cfg = GLEUConfig(order=args.order, iterations=args.iter, sampling=args.sampling)
    inputs = [args.src, *args.ref, args.hyp]
    try:
        textio.check_outputs([args.json], inputs)
        if args.reference_row:
            res = reference_gleu_files(args.src, args.ref, cfg)
            for path, g in zip(args.ref, res["per_reference"]):
                print(f"{path}\tGLEU {100 * g:.2f} (against the other references)")
            print(f"REFERENCE\tGLEU {100 * res['gleu']:.2f} (mean of {len(args.ref)})")
        else:
            res = gleu_files(args.src, args.ref, args.hyp, cfg)
            lo, hi = res["ci95"]
            print(f"{args.hyp}\tGLEU {100 * res['gleu']:.2f} (std {100 * res['std']:.2f}, "
                  f"95% CI {100 * lo:.2f}-{100 * hi:.2f}; {res['references']} references, "
                  f"{res['iterations']} rounds)")
        if args.json:
            textio.write_json(args.json, res, inputs)
    except (ValueError, OSError) as exc:  # not UTF-8 (FILE:LINE), line counts differ, --json is an input
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


def cli_main():
    """The console script (fairseq's name for it): exits with :func:`main`'s status."""
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
