#!/usr/bin/env python
"""Print one row per scored system from the JSON files examples/gec/lib.sh's ``score`` writes:

    python examples/gec/score_table.py "copy-the-input=work/gec/test.baseline" "model=work/gec/test"

reads PREFIX.m2.json (M2 MaxMatch), PREFIX.errant.json (ERRANT) and, when present,
PREFIX.gleu.json (GLEU), and prints P / R / F0.5 of both span metrics and GLEU (x 100).
"""

import json
import os
import sys


def load(path):
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def main(argv):
    rows = []
    for arg in argv:
        name, _, prefix = arg.rpartition("=")
        m2, errant, gleu = (load(f"{prefix}.{kind}.json") for kind in ("m2", "errant", "gleu"))
        if m2 is None or errant is None:
            print(f"error: no {prefix}.m2.json / {prefix}.errant.json", file=sys.stderr)
            return 1
        rows.append((name, m2, errant, gleu))
    width = max(len(r[0]) for r in rows) + 2
    print(f"{'system':<{width}}{'M2 P':>8}{'M2 R':>8}{'M2 F0.5':>9}{'ERRANT P':>10}{'ERRANT R':>10}"
          f"{'ERRANT F0.5':>13}{'GLEU':>8}")
    for name, m2, errant, gleu in rows:
        g = f"{100 * gleu['gleu']:>8.2f}" if gleu else f"{'-':>8}"
        print(f"{name:<{width}}{m2['precision']:>8.4f}{m2['recall']:>8.4f}{m2['f_beta']:>9.4f}{errant['p']:>10.4f}"
              f"{errant['r']:>10.4f}{errant['f0.5']:>13.4f}{g}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
