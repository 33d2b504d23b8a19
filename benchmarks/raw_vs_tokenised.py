#!/usr/bin/env python
"""Raw text against tokenised text: does ``fairseq-syngec-correct --raw`` make the corrections the
tokenised mode makes?

Each tokenised source line (default: the bundled JFLEG test sources) is corrected twice with the
same model: as it is (``GECModel.correct``), and detokenised into ordinary text
(``syngec_tools.raw_text.detokenize``) through ``GECModel.correct_raw``, which splits it into
sentences and tokenises it again with spaCy. A line counts as the same when the raw-mode output
equals the detokenised tokenised-mode output. Differences are counted by cause: spaCy tokenises the
detokenised line differently from the data set ("can't", hyphens, "he/she"), splits it into several
sentences (each corrected alone), or neither (then the line is listed). Timings of both modes are
reported too. Exits 3 when a line differs for neither cause.

    python benchmarks/raw_vs_tokenised.py --path CKPT --data DATA_BIN --spm-model SPM \\
        [--input examples/gec/data/jfleg/test.src] [--json benchmarks/results/raw_vs_tokenised.json]
"""

import argparse
import datetime as dt
import json
import os
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--path", required=True, help="GEC checkpoint")
    p.add_argument("--data", required=True, help="its data-bin")
    p.add_argument("--spm-model", default=None)
    p.add_argument("--input", default=str(REPO / "examples/gec/data/jfleg/test.src"))
    p.add_argument("--beam", type=int, default=5)
    p.add_argument("--max-len-a", type=float, default=None, help="as fairseq-syngec-correct (default 1.5)")
    p.add_argument("--max-len-b", type=int, default=None, help="(default 10)")
    p.add_argument("--first", type=int, default=None, help="only the first N lines")
    p.add_argument("--json", default=str(REPO / "benchmarks/results/raw_vs_tokenised.json"))
    args = p.parse_args(argv)

    from fairseq_syngec.hub import GECModel
    from syngec_tools import raw_text, textio
    from syngec_tools.spacy_model import load_errant

    gec = GECModel.from_pretrained(os.path.abspath(args.path), data_name_or_path=os.path.abspath(args.data),
                                   sentencepiece_model=args.spm_model)
    src = textio.read_lines(args.input)[:args.first]
    gen = {k: v for k, v in (("max_len_a", args.max_len_a), ("max_len_b", args.max_len_b)) if v is not None}
    raw = [raw_text.detokenize(s.split()) for s in src]
    nlp = load_errant().nlp
    split = raw_text.split_sentences(nlp, raw)

    t0 = time.perf_counter()
    tok_out = gec.correct(src, beam=args.beam, **gen)
    t1 = time.perf_counter()
    raw_out = [c.text for c in gec.correct_raw(raw, beam=args.beam, **gen)]
    t2 = time.perf_counter()

    counts = {"lines": len(src), "same_output": 0, "tokenisation_differs": 0, "tokenisation_differs_same_output": 0,
              "several_sentences": 0, "several_sentences_same_output": 0, "other_differences": 0}
    other = []
    for s, sents, t_hyp, r_hyp in zip(src, split, tok_out, raw_out):
        same = r_hyp == raw_text.detokenize(t_hyp.split())
        counts["same_output"] += same
        if [t.text for sent in sents for t in sent] != s.split():
            counts["tokenisation_differs"] += 1
            counts["tokenisation_differs_same_output"] += same
        elif len(sents) > 1:
            counts["several_sentences"] += 1
            counts["several_sentences_same_output"] += same
        elif not same:
            counts["other_differences"] += 1
            other.append({"source": s, "tokenised_mode": t_hyp, "raw_mode": r_hyp})
    result = {"date": dt.date.today().isoformat(), "command": " ".join([os.path.basename(sys.argv[0])] + sys.argv[1:]),
              "input": args.input, "checkpoint": args.path, "counts": counts,
              "seconds": {"tokenised": round(t1 - t0, 2), "raw": round(t2 - t1, 2)},
              "other_differences": other}
    print(f"{'lines':>28} {counts['lines']}")
    for key in ("same_output", "tokenisation_differs", "tokenisation_differs_same_output", "several_sentences",
                "several_sentences_same_output", "other_differences"):
        print(f"{key:>28} {counts[key]}")
    print(f"{'seconds tokenised / raw':>28} {result['seconds']['tokenised']} / {result['seconds']['raw']}")
    for d in other[:10]:
        print("  ", json.dumps(d, ensure_ascii=False))
    if args.json:
        textio.write_json(args.json, result)
    return 0 if counts["other_differences"] == 0 else 3


if __name__ == "__main__":
    sys.exit(main())
