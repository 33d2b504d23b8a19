#!/usr/bin/env python
"""Speed and exactness of ``syngec_tools.evaluation.m2score`` beside the official M2Scorer.

    python benchmarks/m2_speed.py [--data ../shared/data] [--timeout 600] [--bad-timeout 300]
        [--only NAME ...] [--json benchmarks/results/m2_speed.json]

In one run, for every hypothesis set below, times the official scorer (``python2
m2scorer.py HYP REF``, a subprocess with a timeout: "timed out" rather than hours), our scorer
in-process (``m2_score``: reading both files and scoring) and our command line
(``python -m syngec_tools.cli.m2_score``, a subprocess, end to end), checks that the three printed numbers
are equal to 4 decimals, prints a table and writes JSON.

Hypothesis sets (deterministic):

* BEA-19 dev (``bea19_dev/ABCN.dev.gold.bea19.m2``, 4,384 sentences; not redistributable: read
  from ``../shared/data`` when present, else skipped): ``copy`` (the source), ``reference`` (the first
  annotator's edits applied),
  ``noisy`` (random deletions, substitutions and insertions, 15% of tokens), ``empty-lines``
  (every other hypothesis empty);
* bad outputs on a subset: ``repeat`` (a 2-4 word phrase repeated 3-6 times inside the
  sentence), ``doubled`` (the sentence written twice), ``long-line`` (400 tokens of the
  sentence's words in random order);
* JFLEG test (``examples/gec/data/jfleg/test.m2``, 747 sentences, four annotators, bundled):
  ``copy``, ``ref0`` and ``ref3`` (two of JFLEG's references, ``jfleg/test.ref*`` of the shared
  data, when present), ``noisy``.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from syngec_tools.evaluation import m2score as M  # noqa: E402  (imports neither torch nor fairseq)

FUNCTION_WORDS = ["the", "a", ",", ".", "of", "to", "is", "and"]


def perturb(rng, toks, rate):
    vocab = list(toks) + FUNCTION_WORDS
    out = []
    for t in toks:
        r = rng.random()
        if r < rate / 3:
            continue
        if r < 2 * rate / 3:
            out.append(rng.choice(vocab))
        elif r < rate:
            out.extend([t, rng.choice(vocab)])
        else:
            out.append(t)
    return out


def first_annotator(ref):
    """The source with the lowest annotator's (non-overlapping) gold edits applied."""
    src = ref.source
    out, pos = [], 0
    for g in sorted(ref.annotators[min(ref.annotators)], key=lambda g: (g.start, g.end)):
        if g.start < pos:
            continue
        out += src[pos:g.start] + g.corrections[0].split()
        pos = g.end
    return out + src[pos:]


def make_sets(refs, kind, rng):
    srcs = [r.source for r in refs]
    if kind == "copy":
        return srcs
    if kind == "reference":
        return [first_annotator(r) for r in refs]
    if kind == "noisy":
        return [perturb(rng, s, 0.15) for s in srcs]
    if kind == "empty-lines":
        return [[] if i % 2 else s for i, s in enumerate(srcs)]
    if kind == "repeat":
        hyps = []
        for s in srcs:
            i = rng.randint(0, max(0, len(s) - 2))
            phrase = s[i:i + rng.randint(2, 4)]
            hyps.append(s[:i] + phrase * rng.randint(3, 6) + s[i:])
        return hyps
    if kind == "doubled":
        return [s + s for s in srcs]
    if kind == "long-line":
        return [[rng.choice(s) for _ in range(400)] for s in srcs]
    raise ValueError(kind)


def write_m2_subset(path, out, n):
    blocks = Path(path).read_text(encoding="utf-8").strip().split("\n\n")[:n]
    Path(out).write_text("\n\n".join(blocks) + "\n\n", encoding="utf-8")


def run_official(official, hyp, ref, timeout):
    env = dict(os.environ, PYENV_VERSION="2.7.18")
    t = time.time()
    try:
        res = subprocess.run(["python2", str(official), str(hyp), str(ref)], capture_output=True, text=True,
                             env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, time.time() - t
    if res.returncode != 0:
        raise RuntimeError(f"official scorer failed: {res.stderr[-2000:]}")
    nums = tuple(re.findall(r"^(?:Precision|Recall|F_\S+)\s+: (\S+)$", res.stdout, re.M))
    return nums, time.time() - t


def run_ours(hyp, ref):
    t = time.time()
    res = M.m2_score(hyp, ref)
    dt = time.time() - t
    return tuple("%.4f" % res[k] for k in ("precision", "recall", "f_beta")), dt, res


def run_cli(hyp, ref):
    t = time.time()
    res = subprocess.run([sys.executable, "-m", "syngec_tools.cli.m2_score", "--hyp", str(hyp),
                          "--ref", str(ref)], capture_output=True, text=True)
    if res.returncode != 0:
        raise RuntimeError(res.stderr[-2000:])
    return time.time() - t


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", default=str(REPO.parent / "shared" / "data"), help="shared data folder")
    p.add_argument("--official", default=str(REPO.parent / "shared" / "tools" / "m2scorer" / "scripts" / "m2scorer.py"))
    p.add_argument("--timeout", type=float, default=600, help="seconds per official run on ordinary output")
    p.add_argument("--bad-timeout", type=float, default=300, help="seconds per official run on bad outputs")
    p.add_argument("--bad-subset", type=int, default=100, help="BEA sentences for the repeat set")
    p.add_argument("--long-subset", type=int, default=20, help="BEA sentences for the doubled / long-line sets")
    p.add_argument("--only", nargs="*", help="run only these names (e.g. bea/noisy jfleg/copy)")
    p.add_argument("--json", default=str(REPO / "benchmarks" / "results" / "m2_speed.json"))
    args = p.parse_args(argv)
    data = Path(args.data)
    bea = data / "bea19_dev" / "ABCN.dev.gold.bea19.m2"
    jfleg = REPO / "examples" / "gec" / "data" / "jfleg" / "test.m2"
    official = Path(args.official)
    if not official.exists():
        print(f"official scorer not found at {official}: nothing to compare", file=sys.stderr)
        return 0
    tmp = Path(tempfile.mkdtemp(prefix="m2_speed_"))
    plan = []  # (name, ref path, kind, n sentences or None, timeout)
    if bea.exists():
        for kind in ("copy", "reference", "noisy", "empty-lines"):
            plan.append((f"bea/{kind}", bea, kind, None, args.timeout))
        plan.append(("bea/repeat", bea, "repeat", args.bad_subset, args.bad_timeout))
        plan.append(("bea/doubled", bea, "doubled", args.long_subset, args.bad_timeout))
        plan.append(("bea/long-line", bea, "long-line", args.long_subset, args.bad_timeout))
    else:
        print(f"{bea} absent: BEA-19 rows skipped", file=sys.stderr)
    for kind in ("copy", "ref0", "ref3", "noisy"):
        if kind.startswith("ref") and not (data / "jfleg" / f"test.{kind}").exists():
            continue
        plan.append((f"jfleg/{kind}", jfleg, kind, None, args.timeout))
    if args.only:
        plan = [x for x in plan if x[0] in args.only]
    rows = []
    for name, ref_path, kind, n, timeout in plan:
        ref = ref_path
        if n is not None:
            ref = tmp / f"{name.replace('/', '_')}.m2"
            write_m2_subset(ref_path, ref, n)
        refs = M.load_references(ref)
        if name.startswith("jfleg/ref"):
            hyps = [line.split() for line in (data / "jfleg" / f"test.{kind}").read_text(encoding="utf-8").splitlines()]
        else:
            hyps = make_sets(refs, kind, random.Random(len(name)))
        hyp = tmp / f"{name.replace('/', '_')}.txt"
        hyp.write_text("".join(" ".join(h) + "\n" for h in hyps), encoding="utf-8")
        mine, t_ours, res = run_ours(hyp, ref)
        t_cli = run_cli(hyp, ref)
        off, t_off = run_official(official, hyp, ref, timeout)
        row = {"name": name, "sentences": len(refs), "hyp_tokens": sum(len(h) for h in hyps),
               "official_s": None if off is None else round(t_off, 2), "official_timed_out": off is None,
               "timeout_s": timeout, "ours_s": round(t_ours, 3), "ours_cli_s": round(t_cli, 3),
               "speedup": round(t_off / t_ours, 1), "speedup_cli": round(t_off / t_cli, 1),
               "official": off, "ours": mine, "equal": None if off is None else off == mine,
               "inexact_sentences": len(res["inexact_sentences"])}
        rows.append(row)
        print_row(row, header=len(rows) == 1)
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    with open(args.json, "w", encoding="utf-8") as f:
        json.dump({"rows": rows, "python": sys.version.split()[0], "cpu_count": os.cpu_count(),
                   "note": "official: python2 m2scorer.py HYP REF (subprocess); ours: m2_score() in-process "
                           "(reading + scoring); ours_cli: fairseq-syngec-m2 as python -m"}, f, indent=2)
        f.write("\n")
    print(f"\nwrote {args.json}")
    bad = [r["name"] for r in rows if r["equal"] is False]
    return 1 if bad else 0


def print_row(r, header=False):
    if header:
        print(f"{'set':<17}{'sent':>6}{'official s':>13}{'ours s':>9}{'CLI s':>8}{'speed-up':>10}"
              f"{'(CLI)':>8}  {'equal?':<8}{'P / R / F0.5 (ours)':<24}{'fallback':>8}")
    off = f"{r['official_s']:.1f}" if not r["official_timed_out"] else f">{r['timeout_s']:.0f} t/o"
    sp = ("" if not r["official_timed_out"] else ">") + f"{r['speedup']:.0f}x"
    spc = ("" if not r["official_timed_out"] else ">") + f"{r['speedup_cli']:.0f}x"
    eq = "yes" if r["equal"] else ("n/a" if r["equal"] is None else "NO")
    print(f"{r['name']:<17}{r['sentences']:>6}{off:>13}{r['ours_s']:>9.2f}{r['ours_cli_s']:>8.2f}{sp:>10}{spc:>8}  "
          f"{eq:<8}{' / '.join(r['ours']):<24}{r['inexact_sentences']:>8}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
