#!/usr/bin/env python
"""Spearman correlation of the fact score (and, for comparison, ROUGE) with FRANK's human
factuality judgements of model summaries (Pagnoni et al., NAACL 2021).

    python experiments/fact_score_frank.py [--data ../shared/data] [--json experiments/results/fact_score_frank.json]

Reads ``frank_cnndm/`` and ``frank_xsum/`` (``{split}.src``, ``.tgt``, ``.ids`` and
``{split}.model_summaries.tsv`` with ``doc_id, model, human_factuality, summary``); skips cleanly
(exit 0, a message) when they are absent. Triples come from the spaCy back-end for articles and
summaries alike. For every split it prints rho (and the number of summaries n) for the fact score
in its three matching modes, ROUGE-1/2/L F1 against the reference, and ROUGE-2 precision against
the source article. Summaries without a triple have no fact score: the fact-score rows use the
summaries that have one; ROUGE is shown on the same subset and on all summaries.
"""

import argparse
import csv
import json
import math
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from syngec_tools.evaluation.fact_score import MODES, fact_score  # noqa: E402
from syngec_tools.evaluation.rouge import read_lines  # noqa: E402

DATASETS = ("frank_cnndm", "frank_xsum")
SPLITS = ("validation", "test")


def load_split(folder: Path, split: str):
    srcs, refs, ids = (read_lines(str(folder / f"{split}.{ext}")) for ext in ("src", "tgt", "ids"))
    if not (len(srcs) == len(refs) == len(ids)):
        raise ValueError(f"{folder}/{split}: src/tgt/ids line counts differ ({len(srcs)}, {len(refs)}, {len(ids)})")
    index = {d: i for i, d in enumerate(ids)}
    rows = []
    path = folder / f"{split}.model_summaries.tsv"
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        for lineno, r in enumerate(reader, 2):
            if r["doc_id"] not in index:
                raise ValueError(f"{path}:{lineno}: doc_id {r['doc_id']} not in {split}.ids")
            rows.append({"doc": index[r["doc_id"]], "model": r["model"], "human": float(r["human_factuality"]),
                         "summary": r["summary"]})
    return srcs, refs, rows


def spearman(xs, ys):
    from scipy.stats import spearmanr

    if len(xs) < 3:
        return math.nan
    return float(spearmanr(xs, ys).statistic)


def evaluate(folder: Path, split: str, workers: int, progress: bool) -> dict:
    from rouge_score import rouge_scorer

    from syngec_tools.facts.extract import extract_documents

    srcs, refs, rows = load_split(folder, split)
    t0 = time.time()
    src_triples = extract_documents(srcs, "spacy", "en", workers=workers, progress=progress)
    hyp_triples = extract_documents([r["summary"] for r in rows], "spacy", "en", workers=workers, progress=progress)
    extract_s = time.time() - t0
    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], use_stemmer=True)
    src_scorer = rouge_scorer.RougeScorer(["rouge2"], use_stemmer=True)
    for r, ht in zip(rows, hyp_triples):
        s = scorer.score(refs[r["doc"]], r["summary"])
        r.update({k: s[k].fmeasure for k in ("rouge1", "rouge2", "rougeL")})
        r["rouge2_p_src"] = src_scorer.score(srcs[r["doc"]], r["summary"])["rouge2"].precision
        for mode in MODES:
            r[f"fact_{mode}"] = fact_score(src_triples[r["doc"]], ht, "en", mode)["score"]
    human = [r["human"] for r in rows]
    with_facts = [r for r in rows if r["fact_soft"] is not None]
    h_sub = [r["human"] for r in with_facts]
    table = {}
    for mode in MODES:
        table[f"fact_{mode}"] = {"rho": spearman([r[f"fact_{mode}"] for r in with_facts], h_sub), "n": len(with_facts)}
    for key in ("rouge1", "rouge2", "rougeL", "rouge2_p_src"):
        table[key] = {"rho": spearman([r[key] for r in with_facts], h_sub), "n": len(with_facts),
                      "rho_all": spearman([r[key] for r in rows], human), "n_all": len(rows)}
    mean_fact = sum(r["fact_soft"] for r in with_facts) / max(len(with_facts), 1)
    return {"summaries": len(rows), "articles": len(srcs), "without_triples": len(rows) - len(with_facts),
            "mean_fact_soft": mean_fact, "mean_human": sum(human) / len(human), "extract_seconds": round(extract_s, 1),
            "spearman": table}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", default=str(REPO.parent / "shared" / "data"))
    p.add_argument("--json", default=str(REPO / "experiments" / "results" / "fact_score_frank.json"))
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--splits", nargs="+", default=list(SPLITS), choices=SPLITS)
    p.add_argument("--no-progress", action="store_true")
    args = p.parse_args(argv)
    data = Path(args.data)
    present = [d for d in DATASETS if all((data / d / f"{s}.model_summaries.tsv").exists() for s in args.splits)]
    if not present:
        print(f"FRANK data not found under {data} ({', '.join(DATASETS)}); nothing to do.")
        return 0
    try:
        import spacy  # noqa: F401

        from syngec_tools.spacy_model import resolve_spacy_en_name

        model = resolve_spacy_en_name()
    except (ImportError, RuntimeError) as exc:
        print(f"skipped: {exc}")
        return 0
    results = {"parser": "spacy", "spacy_model": model, "rouge": "rouge-score, Porter stemmer", "datasets": {}}
    for d in present:
        for split in args.splits:
            res = evaluate(data / d, split, args.workers, not args.no_progress)
            results["datasets"][f"{d}/{split}"] = res
            print(f"\n{d} {split}: {res['summaries']} summaries of {res['articles']} articles, "
                  f"{res['without_triples']} without a triple, mean fact score {res['mean_fact_soft']:.3f}, "
                  f"mean human {res['mean_human']:.3f}")
            print(f"  {'metric':<14} {'rho':>7} {'n':>5} {'rho(all)':>9} {'n(all)':>6}")
            for k, v in res["spearman"].items():
                extra = f" {v['rho_all']:>9.3f} {v['n_all']:>6}" if "rho_all" in v else ""
                print(f"  {k:<14} {v['rho']:>7.3f} {v['n']:>5}{extra}")
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    with open(args.json, "w", encoding="utf-8") as f:
        json.dump(results, f, indent=2)
        f.write("\n")
    print(f"\nwrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
