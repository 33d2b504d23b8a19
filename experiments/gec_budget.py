#!/usr/bin/env python
"""The same-budget GEC benchmark: W&I train -> BEA-19 dev, ERRANT and M2.

Systems ``ARCH:MODE``: ARCH one of stock fairseq ``transformer`` (3+3 x 256, FFN 1024, 4 heads,
shared embeddings), ``copy_transformer_tiny``, ``syngec_transformer_tiny`` (all given the same
dimensions); MODE ``scratch`` (W&I train only) or ``pretrained`` (synthetic errors on the bundled
Gutenberg text, scripts/gec/make_synthetic.py, pre-train, then ``--finetune-from-model`` on W&I, as
examples/gec/pretrain.sh does; the pre-training counts in the budget). Budget: ``--minutes M``
(fairseq's ``--stop-time-hours``: training-clock minutes; a fine-tuned model's clock carries the
pre-training's, see below) or ``--updates U`` (``--max-update``; pre-training takes
``--pretrain-fraction`` of it). Every system uses the same hyper-parameters (8k unigram
sentencepiece, max-tokens 6000, Adam lr 1e-3 inverse_sqrt, warm-up 400, dropout 0.2, label smoothing
0.1, beam 4). Checkpoints every ``--save-interval-updates`` are scored afterwards for the learning
curve (F0.5 against minutes), then deleted unless ``--keep-checkpoints``.

  python experiments/gec_budget.py --minutes 30                       # all six systems, one at a time
  python experiments/gec_budget.py --systems transformer:scratch copy_transformer_tiny:scratch --minutes 30
  python experiments/gec_budget.py --merge                            # table + PNG from the saved JSONs
  python experiments/gec_budget.py --systems transformer:scratch --minutes 60 --rescore-full-dev
  python experiments/gec_budget.py --systems copy_transformer_tiny:scratch --minutes 60 --tag amp_recipe \\
      --train-args="--amp --copy-attention-dropout 0.2"       # another setting: rows 60min.amp_recipe

``--full-dev`` (or, for finished runs, ``--rescore-full-dev``, no training) also scores each final
checkpoint on all 4,384 BEA-19 dev sentences, encoded with the same sentencepiece model: the final
table, printed by ``--merge`` below the first-N one.

Data (internal, skipped with exit 0 when absent): ../shared/data/wi_locness_train/{A,B,C}.train.gold.
bea19.m2 (its last ``--valid-sentences`` are fairseq's validation set, the rest train) and
../shared/data/bea19_dev/ABCN.dev.gold.bea19.m2 (the first ``--dev-sentences`` are scored; never
used to select anything). Each run writes RESULTS/<arch>.<mode>.<budget>.json (default RESULTS
experiments/results/gec_budget/); ``--merge`` prints the table and writes RESULTS/table.md,
RESULTS/merged.json and RESULTS/curve.png.
"""

import argparse
import json
import os
import re
import shlex
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the repository root: harness/
from harness.gec_runs import (  # noqa: E402  (the steps the studies share)
    ARCHS,
    DEV,
    MODES,
    MONO,
    PEAK_RSS_MIB,
    WI,
    dev_slice,
    full_dev,
    generate_and_score,
    is_interval,
    log,
    m2_blocks,
    prepare,
    train,
)


def budget_name(args):
    """60min, 600upd; with --tag T, 60min.T (another setting at the same budget: its own rows and ratios)."""
    name = f"{args.minutes:g}min" if args.minutes else f"{args.updates}upd"
    return f"{name}.{args.tag}" if getattr(args, "tag", "") else name


def run_system(args, w, shards, system):
    arch, mode = system.split(":")
    budget = budget_name(args)
    run = Path(args.workdir) / "runs" / f"{arch}.{mode}.{budget}"
    run.mkdir(parents=True, exist_ok=True)
    cmds, pre_minutes, pre_updates = [], 0.0, 0
    t_start = time.time()
    if mode == "pretrained":
        if args.minutes:
            flags = ["--stop-time-hours", args.minutes * args.pretrain_fraction / 60]
        else:
            flags = ["--max-update", max(1, round(args.updates * args.pretrain_fraction))]
        t0 = time.time()
        pre, cmd = train(args, arch, ":".join(map(str, shards)), run / "pre", run / "pretrain.log", flags)
        pre_minutes, pre_updates = (time.time() - t0) / 60, pre[-1][1]
        cmds.append(cmd)
        if not args.keep_checkpoints:
            for _, _, path in pre:
                if is_interval(path):
                    Path(path).unlink(missing_ok=True)
        init = ["--finetune-from-model", run / "pre/checkpoint_last.pt"]
    else:
        init = []
    if args.minutes:
        # fairseq's training clock (trainer.cumulative_training_time) carries the pre-training's
        # time through --finetune-from-model (extra_state previous_training_time), so the total
        # budget is passed: fine-tuning stops when pre-training + fine-tuning reach M minutes
        flags = ["--stop-time-hours", args.minutes / 60]
    else:  # --finetune-from-model resets the optimizer and with it num_updates: the remainder
        flags = ["--max-update", max(1, args.updates - pre_updates)]
    ft, cmd = train(args, arch, w / "data-bin", run / "ft", run / "train.log", flags, init)
    cmds.append(cmd)
    train_minutes = (time.time() - t_start) / 60
    final = ft[-1]
    # only checkpoint_E_U.pt saves are that moment's model: an epoch-end save is logged under
    # checkpoint_best.pt / checkpoint_last.pt, which later saves overwrite
    points = [s for s in ft[:-1] if is_interval(s[2]) and s[1] != final[1]] if args.curve else []
    points.append(final)
    curve = []
    for minutes, updates, ckpt in points:
        log(f"score {system} @ {updates} updates ({minutes + pre_minutes:.1f} min)")
        sc = generate_and_score(args, w, ckpt, run / f"dev.{updates}", dev_slice(w))
        curve.append({"minutes": round(minutes + pre_minutes, 2), "updates": updates + pre_updates, **sc})
        if not args.keep_checkpoints and is_interval(ckpt):
            Path(ckpt).unlink(missing_ok=True)
    if not args.keep_checkpoints:  # scored: only checkpoint_last.pt / checkpoint_best.pt stay
        for path in (run / "ft").glob("checkpoint_*_*.pt"):
            path.unlink()
    res = {"system": system, "arch": arch, "mode": mode, "budget": budget,
           "budget_kind": "minutes" if args.minutes else "updates",
           "budget_value": args.minutes or args.updates, "tag": args.tag, "train_args": args.train_args,
           "peak_rss_mib": round(max(PEAK_RSS_MIB[str(run / log)] for log in ("pretrain.log", "train.log")
                                     if str(run / log) in PEAK_RSS_MIB)),
           "pretrain_minutes": round(pre_minutes, 2),
           "pretrain_updates": pre_updates, "updates": final[1] + pre_updates,
           "finetune_updates": final[1], "minutes": round(train_minutes, 2), "final": curve[-1],
           "curve": curve, "dev_sentences": args.dev_sentences or "all", "threads": args.threads,
           "hyper": {"vocab_size": args.vocab_size, "max_tokens": args.max_tokens, "lr": args.lr,
                     "warmup": args.warmup, "beam": args.beam, "seed": args.seed,
                     "max_len_a": args.max_len_a, "max_len_b": args.max_len_b,
                     "save_interval_updates": args.save_interval_updates},
           "fairseq_train": [shlex.join(map(str, c)) for c in cmds],
           "command": shlex.join([sys.executable, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M"),
           "machine": os.uname().machine, "cpus": os.cpu_count(),
           "loadavg_after": os.getloadavg()[0]}
    if args.full_dev:
        res["full_dev"] = score_full_dev(args, w, run, res["updates"])
    out = Path(args.results) / f"{arch}.{mode}.{budget}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(res, indent=2) + "\n")
    log(f"{system}: ERRANT F0.5 {res['final']['errant']['f0.5']:.4f} after {res['updates']} updates, "
        f"{res['minutes']:.1f} min -> {out}")
    return res


def score_full_dev(args, w, run, updates):
    """The final table's entry: RUN's final checkpoint scored on all BEA-19 dev sentences."""
    log(f"score {run.name} @ {updates} updates on all BEA-19 dev sentences")
    sc = generate_and_score(args, w, run / "ft/checkpoint_last.pt", run / "devall", full_dev(w))
    return {**sc, "sentences": len(m2_blocks(DEV)), "threads": args.threads, "date": time.strftime("%Y-%m-%d %H:%M")}


def rescore_full_dev(args, w, system):
    """--rescore-full-dev: add full_dev to an existing run's JSON (its checkpoint_last.pt), no training."""
    arch, mode = system.split(":")
    name = f"{arch}.{mode}.{budget_name(args)}"
    out, run = Path(args.results) / f"{name}.json", Path(args.workdir) / "runs" / name
    if not out.exists() or not (run / "ft/checkpoint_last.pt").exists():
        sys.exit(f"error: --rescore-full-dev {system}: needs {out} and {run}/ft/checkpoint_last.pt (run it first)")
    res = json.loads(out.read_text())
    res["full_dev"] = score_full_dev(args, w, run, res["updates"])
    out.write_text(json.dumps(res, indent=2) + "\n")
    log(f"{system}: all-dev ERRANT F0.5 {res['full_dev']['errant']['f0.5']:.4f} -> {out}")


# ---- merge: the table and the learning curve --------------------------------------------------------

def ratio(a, b):
    return f"{a / b:.2f}" if b else "n/a"


def shape(point):
    """unchanged | stutter shares of a scored point (output_shape), '-' for runs scored before it."""
    o = point.get("outputs")
    return f"{o['unchanged']:.3f} | {o['stutter']:.3f}" if o else "- | -"


def equal_updates_table(rows):
    """ERRANT F0.5 of each arch at the update counts its learning curves share with another arch of
    the same mode. Scratch runs of one system differ only in where they stop (same seed, data order
    and schedule: a 30- and a 60-minute run score the same at 200 updates), so all its scratch runs'
    curves are pooled, the longest run's point kept where several have one; pre-trained runs are
    not (the pre-training takes a share of each budget), one table per budget."""
    out = []
    groups = {}
    for r in sorted(rows, key=lambda r: r["updates"]):
        # runs of another setting (--tag) are never pooled with the default's
        key = (r["mode"], r.get("tag", ""), "" if r["mode"] == "scratch" else r["budget"])
        at = groups.setdefault(key, {}).setdefault(r["arch"], ({}, []))
        at[0].update({c["updates"]: c["errant"]["f0.5"] for c in r["curve"]})
        at[1].append(r["budget"])
    for (mode, tag, _), archs in sorted(groups.items(), key=lambda m: (MODES.index(m[0][0]), *m[0][1:])):
        names = [a for a in ARCHS if a in archs]
        if len(names) < 2:
            continue
        at = [archs[a][0] for a in names]
        common = sorted(u for u in set().union(*at) if sum(u in a for a in at) >= 2)
        if not common:
            continue
        runs = "; ".join(f"{a} {', '.join(archs[a][1])}" for a in names)
        setting = f", --tag {tag}" if tag else ""
        out += ["", f"ERRANT F0.5 at equal updates ({mode} runs' learning curves{setting}: {runs}):", "",
                "| updates | " + " | ".join(names) + " |", "|" + "---|" * (len(names) + 1)]
        out += [f"| {u} | " + " | ".join(f"{a[u]:.4f}" if u in a else "-" for a in at) + " |" for u in common]
    return "\n".join(out)


def full_dev_table(rows, by):
    """The final table: final checkpoints scored on all BEA-19 dev sentences (--full-dev)."""
    rows = [r for r in rows if "full_dev" in r]
    if not rows:
        return ""
    def f05(key):
        r = by.get(key)
        return r["full_dev"]["errant"]["f0.5"] if r and "full_dev" in r else None
    out = ["", f"Final checkpoints on all {rows[0]['full_dev']['sentences']} BEA-19 dev sentences:", "",
           "| system | budget | updates | ERRANT P | ERRANT R | ERRANT F0.5 | M2 F0.5 | x stock | x scratch "
           "| unchanged | stutter |", "|" + "---|" * 11]
    for r in rows:
        e, m = r["full_dev"]["errant"], r["full_dev"]["m2"]
        stock, scratch = f05(("transformer", r["mode"], r["budget"])), f05((r["arch"], "scratch", r["budget"]))
        xs = ratio(e["f0.5"], stock) if stock is not None and r["arch"] != "transformer" else "-"
        xc = ratio(e["f0.5"], scratch) if scratch is not None and r["mode"] != "scratch" else "-"
        out.append(f"| {r['system']} | {r['budget']} | {r['updates']} | {e['p']:.4f} | {e['r']:.4f} | "
                   f"{e['f0.5']:.4f} | {m['f0.5']:.4f} | {xs} | {xc} | {shape(r['full_dev'])} |")
    return "\n".join(out)


def merge(args):
    rows = [json.loads(p.read_text()) for p in sorted(Path(args.results).glob("*.json")) if p.name != "merged.json"]
    if not rows:
        sys.exit(f"error: no system JSON in {args.results} (run some systems first)")
    order = {f"{a}:{m}": i for i, (a, m) in enumerate((a, m) for a in ARCHS for m in MODES)}
    rows.sort(key=lambda r: (r["budget_kind"], r["budget_value"], order.get(r["system"], 99)))
    by = {(r["arch"], r["mode"], r["budget"]): r for r in rows}
    head = ("| system | budget | updates | minutes | ERRANT P | ERRANT R | ERRANT F0.5 | M2 P | M2 R | M2 F0.5 "
            "| x stock | x scratch | unchanged | stutter |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for r in rows:
        e, m = r["final"]["errant"], r["final"]["m2"]
        stock = by.get(("transformer", r["mode"], r["budget"]))
        scratch = by.get((r["arch"], "scratch", r["budget"]))
        xs = ratio(e["f0.5"], stock["final"]["errant"]["f0.5"]) if stock and r["arch"] != "transformer" else "-"
        xc = ratio(e["f0.5"], scratch["final"]["errant"]["f0.5"]) if scratch and r["mode"] != "scratch" else "-"
        lines.append(f"| {r['system']} | {r['budget']} | {r['updates']} | {r['minutes']:.1f} | {e['p']:.4f} | "
                     f"{e['r']:.4f} | {e['f0.5']:.4f} | {m['p']:.4f} | {m['r']:.4f} | {m['f0.5']:.4f} | {xs} | {xc} | "
                     f"{shape(r['final'])} |")
    eq = equal_updates_table(rows)
    fd = full_dev_table(rows, by)
    table = "\n".join(lines) + ("\n" + eq if eq else "") + ("\n" + fd if fd else "")
    print(table)
    res = Path(args.results)
    dates = sorted({r["date"] for r in rows})
    note = (f"\n\nDev sentences: {sorted({str(r['dev_sentences']) for r in rows})}; threads: "
            f"{sorted({r['threads'] for r in rows})}; runs dated {dates[0]} .. {dates[-1]}; ratios are ERRANT F0.5 "
            "against stock `transformer` (same mode, same budget) and against the same arch from scratch; "
            "unchanged: share of outputs equal to their source; stutter: share with an n-gram (n <= 3) repeated "
            "back to back where the source does not repeat it.\n")
    (res / "table.md").write_text(table + note)
    (res / "merged.json").write_text(json.dumps({"rows": rows, "command": shlex.join([sys.executable, *sys.argv]),
                                                 "date": time.strftime("%Y-%m-%d %H:%M")}, indent=2) + "\n")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5))
    budgets = sorted({r["budget"] for r in rows}, key=lambda b: float(re.sub(r"\D", "", b) or 0))  # marker order
    for r in rows:
        if r["budget_kind"] != "minutes" and any(x["budget_kind"] == "minutes" for x in rows):
            continue  # one x axis: the minute-budget runs (their curves cover the update budgets too)
        xs = [c["minutes"] for c in r["curve"]]
        ys = [c["errant"]["f0.5"] for c in r["curve"]]
        ax.plot(xs, ys, color=f"C{ARCHS.index(r['arch'])}", ls="-" if r["mode"] == "scratch" else "--",
                marker="osD^v"[budgets.index(r["budget"]) % 5], label=f"{r['system']} ({r['budget']})")
    ax.set_xlabel("training minutes (pre-training included)")
    ax.set_ylabel(f"ERRANT F0.5, BEA-19 dev ({rows[0]['dev_sentences']} sentences)")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(res / "curve.png", dpi=120)
    print(f"-> {res / 'table.md'}  {res / 'merged.json'}  {res / 'curve.png'}")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--systems", nargs="+", default=[f"{a}:{m}" for a in ARCHS for m in MODES],
                   help="ARCH:MODE, ARCH in %s, MODE in %s (default: all six, run one at a time)" % (ARCHS, MODES))
    b = p.add_mutually_exclusive_group()
    b.add_argument("--minutes", type=float, help="equal CPU minutes: fairseq-train --stop-time-hours M/60")
    b.add_argument("--updates", type=int, help="equal updates: fairseq-train --max-update U")
    p.add_argument("--merge", action="store_true", help="only print the table and draw the curve of RESULTS/*.json")
    p.add_argument("--pretrain-fraction", type=float, default=0.5,
                   help="share of the budget spent pre-training the 'pretrained' systems (default 0.5)")
    p.add_argument("--copies", type=int, default=2, help="synthetic copies of the Gutenberg text, one shard each")
    p.add_argument("--noise", choices=["learner", "dae", "mix"], default="learner",
                   help="make_synthetic.py --noise of the pre-training data (default learner; dae: Zhao et al.'s)")
    p.add_argument("--dev-sentences", type=int, default=1000, help="first N BEA-19 dev sentences scored (0: all 4384)")
    p.add_argument("--valid-sentences", type=int, default=500,
                   help="last N W&I train sentences as fairseq's validation set (removed from train)")
    p.add_argument("--vocab-size", type=int, default=8000, help="unigram sentencepiece pieces (default 8000)")
    p.add_argument("--max-tokens", type=int, default=6000)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--warmup", type=int, default=400, help="inverse_sqrt warm-up updates")
    p.add_argument("--beam", type=int, default=4)
    p.add_argument("--max-len-a", type=float, default=1.5,
                   help="fairseq-generate output cap a*source+b (fairseq's own default, 200 tokens, lets a "
                        "stuttering early checkpoint take minutes per 50 sentences)")
    p.add_argument("--max-len-b", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--save-interval-updates", type=int, default=100,
                   help="checkpoint every N updates: the learning curve's points (each is scored: slow)")
    p.add_argument("--no-curve", dest="curve", action="store_false", help="score only the final checkpoint")
    p.add_argument("--full-dev", action="store_true",
                   help="also score each final checkpoint on all 4,384 BEA-19 dev sentences (the final table)")
    p.add_argument("--rescore-full-dev", action="store_true",
                   help="no training: score the final checkpoints of finished runs of --systems at this budget "
                        "on all BEA-19 dev sentences and add them to their JSON")
    p.add_argument("--train-args", type=shlex.split, default=[],
                   help="more fairseq-train arguments for every run, written with '=': --train-args=\"--amp\" "
                        "(give --tag too: the budget's name carries it, so these rows are compared among themselves)")
    p.add_argument("--tag", default="", help="name of the --train-args setting: results ARCH.MODE.BUDGET.TAG.json, "
                   "ratios against stock of the same tag")
    p.add_argument("--keep-checkpoints", action="store_true", help="keep the intermediate checkpoints once scored")
    p.add_argument("--threads", type=int, default=2, help="OMP_NUM_THREADS of every training / generation run")
    p.add_argument("--workdir", default=str(REPO / "work/gec_budget"), help="data, checkpoints, hypotheses")
    p.add_argument("--results", default=str(REPO / "experiments/results/gec_budget"), help="one JSON per system")
    args = p.parse_args()
    if args.merge:
        return merge(args)
    if not args.minutes and not args.updates:
        p.error("give a budget: --minutes M or --updates U (or --merge)")
    for s in args.systems:
        a, _, m = s.partition(":")
        if a not in ARCHS or m not in MODES:
            p.error(f"--systems {s}: expected ARCH:MODE with ARCH in {ARCHS} and MODE in {MODES}")
    if args.train_args and not args.tag:
        p.error("--train-args needs --tag (its rows must not replace or pool with the default setting's)")
    if args.tag and not re.fullmatch(r"[\w+-]+", args.tag):
        p.error(f"--tag {args.tag!r}: letters, digits, _ + - only (it is part of file names)")
    if not 0 < args.pretrain_fraction < 1:
        p.error("--pretrain-fraction must be in (0, 1)")
    missing = [str(f) for f in [*WI, DEV] if not f.exists()]
    if missing:
        print(f"skip: the internal GEC data is absent ({', '.join(missing)}); nothing to benchmark")
        return 0
    if not MONO.exists():
        sys.exit(f"error: {MONO} (the bundled Gutenberg text) is missing")
    w, shards = prepare(args)
    if args.rescore_full_dev:
        for s in args.systems:
            rescore_full_dev(args, w, s)
        merge(args)
        return 0
    for s in args.systems:
        run_system(args, w, shards, s)
    merge(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
