"""Keep the source unless the correction is clearly better: the trade-off of ``keep_source_margin`` (GECModel,
fairseq-syngec-correct --keep-source-margin, the server). A sentence stays as it is unless the best correction's
log2-probability (summed over its tokens) beats the sentence's own as a correction of itself by the margin (bits).
Each set is decoded once; every margin is then applied to the same outputs.

  python experiments/keep_source.py --path CKPT --data DATA_BIN --spm-model SPM        # the make demo model

Sets: JFLEG's validation split as the demo bundles it (examples/gec/data/jfleg/valid: 54 sentences, 4
references), where the default is chosen (the margin with the best GLEU, ties to the margin nearest 0, the model's
own choice between correction and source; never the test split); JFLEG test
(747 sentences, GLEU and M2 on its 4 references); BEA-19 dev (the first --bea-sentences of
../shared/data/bea19_dev, M2; skipped when absent). Prints a table per set, writes
results/keep_source.json and results/keep_source.png (M2 precision against recall, one curve per set)."""

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from syngec_tools.data.m2 import m2_blocks  # noqa: E402

JFLEG = REPO / "examples/gec/data/jfleg"
BEA = REPO.parent / "shared/data/bea19_dev/ABCN.dev.gold.bea19.m2"
MARGINS = [None, -2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 8.0]  # bits


def read(path):
    return Path(path).read_text(encoding="utf-8").splitlines()


def keep(best, source_bits, sources, margin):
    """The outputs at one margin, by GECModel's rule (``source_wins``; None: always the correction)."""
    from fairseq_syngec.hub import source_wins

    return [s if source_wins(b, bits, s, sb, margin) else b for (b, _, bits), sb, s in zip(best, source_bits, sources)]


def repeated_words(lines):
    return sum(any(a == b for a, b in zip(ws, ws[1:])) for ws in (line.split() for line in lines))


def evaluate(name, sources, refs, m2_text, hyps):
    from syngec_tools.evaluation.gleu import corpus_gleu
    from syngec_tools.evaluation.m2score import m2_score

    row = {"changed": sum(h != s for h, s in zip(hyps, sources)), "sentences": len(sources),
           "repeated_words": repeated_words(hyps)}
    if refs:
        row["gleu"] = 100 * corpus_gleu(sources, refs, hyps)["gleu"]
    if m2_text:
        with tempfile.TemporaryDirectory() as d:
            (Path(d) / "hyp").write_text("".join(h + "\n" for h in hyps), encoding="utf-8")
            (Path(d) / "ref.m2").write_text(m2_text, encoding="utf-8")
            m = m2_score(Path(d) / "hyp", Path(d) / "ref.m2")
        row.update(p=m["precision"], r=m["recall"], f=m["f_beta"])
    return row


def load_sets(bea_sentences):
    """{name: (sources, references or None, M2 text or None)}: JFLEG valid, JFLEG test, and the first
    ``bea_sentences`` (0: all) of BEA-19 dev when it is present."""
    valid_src, valid_tgt = read(JFLEG / "valid.src"), read(JFLEG / "valid.tgt")
    n_valid = len(valid_src) // 4  # reference-major: four blocks of the same sources
    sets = {"JFLEG valid": (valid_src[:n_valid], [valid_tgt[k * n_valid:(k + 1) * n_valid] for k in range(4)], None),
            "JFLEG test": (read(JFLEG / "test.src"), [read(JFLEG / f"test.ref{k}") for k in range(4)],
                           "\n\n".join(m2_blocks(JFLEG / "test.m2")) + "\n\n")}
    if BEA.exists():
        blocks = m2_blocks(BEA)[:bea_sentences or None]
        sets["BEA-19 dev"] = ([b.split("\n")[0][2:] for b in blocks], None, "\n\n".join(blocks) + "\n\n")
    return sets


def add_model_arguments(p):
    """The model (the commands' options: --path, --data, --spm-model, --cpu, ...) and the sets: --beam,
    --bea-sentences."""
    from fairseq_syngec.cli.model_options import add_model_args

    add_model_args(p)
    p.add_argument("--beam", type=int, default=5)
    p.add_argument("--bea-sentences", type=int, default=1000)


def load_model(args):
    from fairseq_syngec.cli.model_options import load_model as load

    return load(args)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_model_arguments(p)
    p.add_argument("--json", default=str(REPO / "experiments/results/keep_source.json"))
    p.add_argument("--png", default=str(REPO / "experiments/results/keep_source.png"))
    args = p.parse_args()
    model = load_model(args)
    sets = load_sets(args.bea_sentences)
    results = {"command": " ".join([sys.executable, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M"),
               "margins": MARGINS, "sets": {}}
    for name, (sources, refs, m2_text) in sets.items():
        start = time.time()
        best = [nb[0] for nb in model.correct_nbest(sources, 1, beam=args.beam, keep_source_margin=None,
                                                    return_bits=True)]
        scores = model.score_sources(sources, lenpen=0.0)  # log2 p(x | x), bits
        rows = [evaluate(name, sources, refs, m2_text, keep(best, scores, sources, m)) for m in MARGINS]
        results["sets"][name] = {"rows": rows, "seconds": round(time.time() - start, 1)}
    valid_rows = results["sets"]["JFLEG valid"]["rows"]
    chosen = max(range(len(MARGINS)), key=lambda i: (round(valid_rows[i]["gleu"], 6),
                                                     -abs(MARGINS[i]) if MARGINS[i] is not None else -1e9))
    results["chosen_margin"] = MARGINS[chosen]
    for name, res in results["sets"].items():
        print(f"\n{name} ({res['rows'][0]['sentences']} sentences; the source itself: GLEU "
              f"{evaluate(name, sets[name][0], sets[name][1], None, sets[name][0]).get('gleu', float('nan')):.2f})")
        print(f"{'margin':>8} {'changed':>8} {'repeats':>8} {'GLEU':>7} {'M2 P':>7} {'M2 R':>7} {'F0.5':>7}")
        for m, row in zip(MARGINS, res["rows"]):
            mark = " <- chosen on JFLEG valid" if m == MARGINS[chosen] else ""
            print(f"{'off' if m is None else m:>8} {row['changed']:>8} {row['repeated_words']:>8} "
                  f"{row.get('gleu', float('nan')):>7.2f} {row.get('p', float('nan')):>7.4f} "
                  f"{row.get('r', float('nan')):>7.4f} {row.get('f', float('nan')):>7.4f}{mark}")
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    import logging

    import matplotlib

    logging.getLogger("matplotlib").setLevel(logging.WARNING)
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.5, 4))
    for name, res in results["sets"].items():
        pts = [(r["r"], r["p"], m) for r, m in zip(res["rows"], MARGINS) if "p" in r and m is not None]
        if pts:
            ax.plot([x for x, _, _ in pts], [y for _, y, _ in pts], marker="o", label=name)
            for x, y, m in pts[::3]:
                ax.annotate(f"{m:g}", (x, y), fontsize=7)
    ax.set_xlabel("M2 recall")
    ax.set_ylabel("M2 precision")
    ax.set_title("keep_source_margin (bits)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(args.png, dpi=120)
    print(f"\nchosen on JFLEG valid: {MARGINS[chosen]}; {args.json}, {args.png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
