"""Score a GEC hypothesis file with MaxMatch (M2), giving the official M2Scorer's numbers.

    fairseq-syngec-m2 --hyp HYP.txt --ref REF.m2 [--beta 0.5]
        [--max-unchanged-words 2] [--ignore-whitespace-casing] [--json OUT.json] [--per-sentence]

(or ``python -m syngec_tools.cli.m2_score`` from a checkout, with the same arguments).

HYP has one tokenised corrected sentence per M2 sentence (same tokenisation as the ``S`` lines).
Prints ``Precision   : 0.xxxx`` / ``Recall      : `` / ``F_0.5       : `` as M2Scorer does.
This command imports neither torch nor fairseq.
"""

import argparse
import logging
import sys

from syngec_tools import textio
from syngec_tools.cli.version import add_version_argument
from syngec_tools.evaluation import m2score as m2


def main(argv=None):
    """Parse arguments, score, print M2Scorer's three lines and optionally write JSON."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--hyp", required=True, help="hypothesis text, one tokenised sentence per line")
    p.add_argument("--ref", required=True, help="reference M2 file (one or more annotators)")
    p.add_argument("--beta", type=float, default=0.5, help="F-score beta (default 0.5)")
    p.add_argument("--max-unchanged-words", type=int, default=2,
                   help="most unchanged tokens inside one edit (M2Scorer --max_unchanged_words, default 2)")
    p.add_argument("--ignore-whitespace-casing", action="store_true",
                   help="drop system edits that only change case or spaces (M2Scorer --ignore_whitespace_casing)")
    p.add_argument("--json", help="write {precision, recall, f<beta>, tp, fp, fn, ...} here")
    p.add_argument("--per-sentence", action="store_true",
                   help="also print, per sentence, the chosen annotator, correct/proposed/gold and the "
                        "system edits (and add them to the JSON)")
    p.add_argument("--max-entries", type=int, default=None,
                   help="lattice size above which a sentence is scored by the compact fallback "
                        "(default 500000; see the module docstring)")
    p.add_argument("--max-memory-gb", type=float, default=None,
                   help="refuse a --max-entries whose lattice could take more memory than this "
                        "(default: half of this machine's memory; about 640 bytes per entry)")
    add_version_argument(p)
    args = p.parse_args(argv)
    logging.basicConfig(format="%(levelname)s: %(message)s", level=logging.WARNING)
    if args.beta < 0:
        p.error("--beta must be >= 0")
    if args.max_unchanged_words < 0:
        p.error("--max-unchanged-words must be >= 0")
    max_entries = args.max_entries if args.max_entries is not None else m2.DEFAULT_MAX_ENTRIES
    try:
        textio.check_outputs([args.json], [args.hyp, args.ref])  # --json must not be an input
        m2.check_max_entries(max_entries, None if args.max_memory_gb is None else int(args.max_memory_gb * 2**30))
        res = m2.m2_score(args.hyp, args.ref, beta=args.beta, max_unchanged=args.max_unchanged_words,
                          ignore_whitespace_casing=args.ignore_whitespace_casing,
                          per_sentence=args.per_sentence, max_entries=max_entries)
    except (ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    per = res.pop("per_sentence", None)
    if per is not None:
        for i, s in enumerate(per, start=1):
            pr, rc, f = m2.precision_recall_f(s.correct, s.proposed, s.gold, args.beta)
            edits = " ; ".join(f"{a} {b}|||{o}|||{c}" for a, b, o, c in s.system_edits)
            print(f"{i}\tannotator={s.annotator}\tcorrect={s.correct}\tproposed={s.proposed}\tgold={s.gold}"
                  f"\tP={pr:.4f}\tR={rc:.4f}\tF={f:.4f}\t{edits}")
    sys.stdout.write(m2.format_results(res))
    if res["inexact_sentences"]:
        print(f"warning: {len(res['inexact_sentences'])} sentence(s) exceeded --max-entries and were scored "
              f"by the compact fallback: {res['inexact_sentences'][:20]}", file=sys.stderr)
    if args.json:
        out = {"precision": res["precision"], "recall": res["recall"], f"f{args.beta:g}": res["f_beta"],
               "f_beta": res["f_beta"], "beta": args.beta, "tp": res["correct"],
               "fp": res["proposed"] - res["correct"], "fn": res["gold"] - res["correct"],
               "proposed": res["proposed"], "gold": res["gold"], "sentences": res["sentences"],
               "max_unchanged_words": args.max_unchanged_words,
               "ignore_whitespace_casing": args.ignore_whitespace_casing,
               "inexact_sentences": res["inexact_sentences"]}
        if per is not None:
            out["per_sentence"] = [{"annotator": s.annotator, "correct": s.correct, "proposed": s.proposed,
                                    "gold": s.gold, "edits": [list(x) for x in s.system_edits]} for s in per]
        textio.write_json(args.json, out, [args.hyp, args.ref])  # complete or not at all
    return 0


def cli_main():
    """The console script (fairseq's name for it): exits with :func:`main`'s status."""
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
