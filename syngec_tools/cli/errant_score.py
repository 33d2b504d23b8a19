"""Score a GEC hypothesis file against a reference M2 exactly as errant_parallel + errant_compare.

    fairseq-syngec-errant --hyp HYP.txt --ref REF.m2 [--json OUT.json]
        [--per-type | --cat {1,2,3}] [--hyp-m2 OUT.m2] [--workers N]

(or ``python -m syngec_tools.cli.errant_score`` from a checkout, with the same arguments).

HYP has one tokenised corrected sentence per M2 sentence (same tokenisation as the M2 ``S``
lines); pass --tok for raw text (mirrors errant_parallel -tok, which also re-tokenises the source).
--workers N annotates the hypotheses in N processes (spaCy's parsing is most of the time); the
numbers are the same as with one.
"""

import argparse
import sys

from syngec_tools import textio
from syngec_tools.cli.version import add_version_argument
from syngec_tools.evaluation.errant_scorer import errant_score, format_results


def main(argv=None):
    """Parse arguments, score, print errant_compare's table and optionally write JSON."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--hyp", required=True, help="hypothesis text, one sentence per line")
    p.add_argument("--ref", required=True, help="reference M2 file")
    p.add_argument("--json", help="write {tp, fp, fn, p, r, f0.5} (and per_type with --per-type) here")
    p.add_argument("--per-type", action="store_true", help="per error type table (errant_compare -cat 3)")
    p.add_argument("--cat", type=int, choices=[1, 2, 3], help="errant_compare -cat level (overrides --per-type)")
    p.add_argument("--hyp-m2", help="also write the hypothesis M2 here")
    p.add_argument("--beta", type=float, default=0.5, help="F-score beta (default 0.5)")
    p.add_argument("--tok", action="store_true", help="spaCy-tokenise source and hypothesis (errant_parallel -tok)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--workers", type=int, default=1,
                   help="annotate hypotheses in this many processes (default 1; same numbers)")
    add_version_argument(p)
    args = p.parse_args(argv)
    cat = args.cat or (3 if args.per_type else None)
    try:
        textio.check_outputs([args.json, args.hyp_m2], [args.hyp, args.ref])
        res = errant_score(args.hyp, args.ref, beta=args.beta, tokenise=args.tok,
                           hyp_m2_out=args.hyp_m2, progress=not args.no_progress, workers=args.workers)
    except (ValueError, OSError, RuntimeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    sys.stdout.write(format_results(res, cat))
    if args.json:
        fkey = f"f{args.beta}"
        out = {k: res[k] for k in ("tp", "fp", "fn", "p", "r", fkey)}
        if cat:
            out["per_type"] = res[{1: "per_type_op", 2: "per_type_main", 3: "per_type"}[cat]]
        try:
            textio.write_json(args.json, out, [args.hyp, args.ref])
        except OSError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
    return 0


def cli_main():
    """The console script (fairseq's name for it): exits with :func:`main`'s status."""
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
