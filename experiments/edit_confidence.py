"""Keep only the edits the model is confident in: does confidence per edit, rather than per sentence
(keep_source.py), tell this model's right corrections from its wrong ones? And does a lexicon (never write a
word that is neither in the sentence nor in the clean training text) remove its garbled words?

  python experiments/edit_confidence.py --path CKPT --data DATA_BIN --spm-model SPM     # the make demo model

Each sentence is decoded once (beam 5, no keep-source rule); its edits are the word spans where the best
correction differs from the source (difflib's opcodes). Each edit gets two scores in bits, from teacher-forced
passes (fairseq's SequenceScorer) over variants of the sentence:
  apply-one:    log2 p(x with only this edit | x) - log2 p(x | x)
  leave-one-out: log2 p(correction | x) - log2 p(correction without this edit | x)
At margin m an output keeps the edits scoring at least m. "sentence" rows are keep_source.py's rule (the whole
correction against the source) for comparison; "lexicon" keeps an edit when each word it writes is in the
source sentence or in --lexicon (the clean text the demo trains on). Sets: JFLEG valid and BEA-19 dev (first
--bea-sentences; skipped when absent); --test adds JFLEG test, for reporting a choice already made on the
others. Prints a table per set and writes results/edit_confidence.json."""

import argparse
import difflib
import json
import math
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "experiments"))
from keep_source import add_model_arguments, evaluate, keep, load_model, load_sets  # noqa: E402

MARGINS = [None, -2.0, -1.0, 0.0, 1.0, 2.0, 4.0, 8.0]  # bits
LEXICON = [REPO / "examples/gec/data/gutenberg/mono.txt", REPO / "examples/gec/data/jfleg/train.tgt"]


def word_edits(source, correction):
    """The spans where ``correction`` differs from ``source``, as (start, end, replacement words) over the source's
    words."""
    a, b = source.split(), correction.split()
    return [(i1, i2, tuple(b[j1:j2])) for op, i1, i2, j1, j2 in
            difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes() if op != "equal"]


def apply_edits(source, edits):
    """``source`` with ``edits`` (non-overlapping word spans) applied."""
    words, out, k = source.split(), [], 0
    for start, end, replacement in sorted(edits):
        out += words[k:start] + list(replacement)
        k = end
    return " ".join(out + words[k:])


def pair_bits(model, pairs):
    """log2 p(target | source) of each (source, target), summed over the target's tokens and </s>. A word the
    inference dictionary added for the source is written by the copy as the marker of its first position in the
    source (GECModel._as_target's convention)."""
    from fairseq.data import LanguagePairDataset
    from fairseq.sequence_scorer import SequenceScorer

    out = [math.nan] * len(pairs)
    with model._inference_dictionary(), model._batching(None, None):
        d = model.src_dict
        sources, targets = [], []
        for source, target in pairs:
            s, t = model.encode(source), model.encode(target).clone()
            ids = s.tolist()
            for j in (t >= model.trained_dictionary_size).nonzero().flatten().tolist():
                at = ids.index(int(t[j]))  # the copy can only write a word of its source
                t[j] = d.first_marker + at if at < d.num_markers else d.unk()
            sources.append(s)
            targets.append(t)
        dataset = LanguagePairDataset(sources, [s.numel() for s in sources], model.src_dict, tgt=targets,
                                      tgt_sizes=[t.numel() for t in targets], tgt_dict=model.tgt_dict)
        for k, hypos in model._generate(SequenceScorer(model.tgt_dict), sources, dataset=dataset):
            out[k] = float(hypos[0]["positional_scores"].double().sum()) / math.log(2)
    return out


def scored_edits(model, sources, best):
    """(sentence index, edit, apply-one bits, leave-one-out bits) for every edit of every best correction."""
    source_bits = model.score_sources(sources, lenpen=0.0)
    items, pairs = [], []
    for i, (source, (correction, _, correction_bits)) in enumerate(zip(sources, best)):
        edits = word_edits(source, correction)
        for e in edits:
            items.append((i, e, correction_bits))
            pairs.append((source, apply_edits(source, [e])))
            pairs.append((source, apply_edits(source, [x for x in edits if x != e])))
    bits = pair_bits(model, pairs)
    return source_bits, [(i, e, bits[2 * n] - source_bits[i], whole - bits[2 * n + 1])
                         for n, (i, e, whole) in enumerate(items)]


def kept_outputs(sources, edits, accept):
    """Each source with the edits ``accept(sentence index, edit, apply-one, leave-one-out)`` keeps."""
    kept = {}
    for item in edits:
        if accept(*item):
            kept.setdefault(item[0], []).append(item[1])
    return [apply_edits(s, kept.get(i, [])) for i, s in enumerate(sources)]


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_model_arguments(p)
    p.add_argument("--lexicon", nargs="+", default=[str(f) for f in LEXICON],
                   help="files whose words the lexicon rows accept (default: the demo's clean training text)")
    p.add_argument("--test", action="store_true", help="also JFLEG test (to report a choice made without it)")
    p.add_argument("--json", default=str(REPO / "experiments/results/edit_confidence.json"))
    args = p.parse_args()
    model = load_model(args)
    lexicon = set()
    for f in args.lexicon:
        lexicon.update(Path(f).read_text(encoding="utf-8").split())
    sets = load_sets(args.bea_sentences)
    if not args.test:
        del sets["JFLEG test"]
    results = {"command": " ".join([sys.executable, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M"),
               "margins": MARGINS, "sets": {}}
    for name, (sources, refs, m2_text) in sets.items():
        best = [nb[0] for nb in model.correct_nbest(sources, 1, beam=args.beam, keep_source_margin=None,
                                                    return_bits=True)]
        source_bits, edits = scored_edits(model, sources, best)
        rows = []
        for m in MARGINS:
            rows.append(("sentence", m, keep(best, source_bits, sources, m)))
            if m is not None:
                rows.append(("apply-one", m, kept_outputs(sources, edits, lambda i, e, a, o: a >= m)))
                rows.append(("leave-one-out", m, kept_outputs(sources, edits, lambda i, e, a, o: o >= m)))
        rows.append(("lexicon", None, kept_outputs(sources, edits, lambda i, e, a, o: all(
            w in lexicon or w in sources[i].split() for w in e[2]))))
        table = [dict(rule=rule, margin=m, **evaluate(name, sources, refs, m2_text, hyps)) for rule, m, hyps in rows]
        results["sets"][name] = {"rows": table, "edits": len(edits)}
        source_row = evaluate(name, sources, refs, None, sources)
        print(f"\n{name} ({len(sources)} sentences, {len(edits)} edits; the source itself: GLEU "
              f"{source_row.get('gleu', math.nan):.2f})")
        print(f"{'rule':>14} {'margin':>7} {'changed':>8} {'GLEU':>7} {'M2 P':>7} {'M2 R':>7} {'F0.5':>7}")
        for r in table:
            print(f"{r['rule']:>14} {'off' if r['margin'] is None else r['margin']:>7} {r['changed']:>8} "
                  f"{r.get('gleu', math.nan):>7.2f} {r.get('p', math.nan):>7.4f} {r.get('r', math.nan):>7.4f} "
                  f"{r.get('f', math.nan):>7.4f}")
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(f"\n{args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
