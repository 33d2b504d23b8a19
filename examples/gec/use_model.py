#!/usr/bin/env python
"""Use a GEC model trained by examples/gec/run.sh from Python (the notebook-free version of the
README's "Use from Python" section).

    python examples/gec/use_model.py [WORKDIR]            # default: work/gec, as run.sh leaves it

Loads WORKDIR/checkpoints/checkpoint_best.pt with WORKDIR/data-bin and WORKDIR/spm.model,
corrects a few sentences, prints their ERRANT edits, then corrects WORKDIR/txt/test.src into
WORKDIR/test.api.hyp (one line per input line) the way `fairseq-syngec-correct` does.
"""

import os
import sys

from fairseq_syngec import GECModel


def main(work: str) -> int:
    gec = GECModel.from_pretrained(os.path.join(work, "checkpoints"), checkpoint_file="checkpoint_best.pt",
                                   data_name_or_path=os.path.join(work, "data-bin"),
                                   sentencepiece_model=os.path.join(work, "spm.model"))
    sentences = ["He go to school yesterday .", "", "I has a apple and it taste good ."]
    for src, hyp in zip(sentences, gec.correct(sentences, beam=5)):
        print(f"S: {src}\nH: {hyp}")
        for e in gec.edits(src, hyp):
            print(f"   {e.o_str or '-'} -> {e.c_str or '-'} ({e.type})")
    test = os.path.join(work, "txt", "test.src")
    if os.path.exists(test):
        with open(test, encoding="utf-8") as f:
            lines = [line.rstrip("\n") for line in f]
        skipped = []
        hyps = gec.correct(lines, beam=5, max_tokens=4000, passed_through=skipped)
        out = os.path.join(work, "test.api.hyp")
        with open(out, "w", encoding="utf-8") as f:
            f.writelines(h + "\n" for h in hyps)
        print(f"wrote {out}: {len(hyps)} lines for {len(lines)} inputs, {len(skipped)} passed through")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "work/gec"))
