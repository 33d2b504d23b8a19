#!/usr/bin/env python
"""Does SynGEC's syntax pay against the copy model it extends, at the same training time? The SynGEC
paper's ablations (section 4.1: Tables 4-6, Figure 3) at a CPU budget, on W&I.

Every system trains ``*_tiny`` models (3 + 3 layers x 256, ``harness/gec_runs.py``'s protocol: W&I
train, its last 500 sentences as fairseq's validation set, 8k pieces, 6,000-token batches, Adam 1e-3,
inverse-sqrt warm-up 400, dropout 0.2, copy-attention dropout 0.2, label smoothing 0.1, ``--amp``
(bfloat16 autocast on the CPU), one thread) for the same time. The time is given as the copy model's
updates (``--copy-updates``); each system gets as many updates as fit in the copy model's time, by its
step time relative to the copy model's, measured once (``--calibrate``: all systems in one process, a
step of each in turn on the same batches, the median of the per-batch ratios; robust to other jobs on
the machine, which slow every system alike). A run's budget is thus the same whatever else the machine
does; each run also records the CPU and wall minutes it took.

Systems (the paper's ablations; each adds one flag to ``syngec_transformer_tiny``):
  copy            copy_transformer_tiny (Zhao et al. 2019), the paper's baseline
  syngec          fused syntax (eqs 11-12), R_D (eq 16), co-attention (eqs 17-18), N = 3 conv layers
  syngec-const    constituency only (Table 4)        syngec-dep     dependency only (Table 4)
  syngec-noRD     --diff-reg-weight 0 (Table 5)      syngec-add     H_sem + H_syn, no co-attention (Table 6)
  syngec-convN    N = 1, 2, 4, 5 syn-fusion conv layers (Figure 3)
Recipes:
  scratch   the whole budget from random initialisation
  warm      the copy model trained for ``--warm-fraction`` (0.5) of the copy model's updates (one run per
            seed, shared by every warm system), then the system from it for the rest of the time: SynGEC
            by ``--load-copy-model-from`` (the syntax modules new; with co-attention it starts as the copy
            model), the copy model by ``--finetune-from-model`` (the control: the same restart without
            syntax); this second stage warms up over 100 updates.
  warm-continued
            the same warm start, but the second stage continues the copy model's learning-rate schedule
            instead of warming up again to the peak: from the rate the copy model has after the first stage
            to the rate it has at the end of the budget (inverse-sqrt over that stretch, taken as linear:
            fairseq's polynomial_decay, power 1), after 20 updates of warm-up for Adam's new moments.
The copy model from scratch (``copy:scratch``) is the system a user would otherwise train.

Scores of each final checkpoint: fairseq's validation nll (bits per token, the W&I validation split);
ERRANT and M2 F0.5 on that split (beam 4: what recipes are chosen on) and on the first 1,000 BEA-19 dev
sentences (reported, never chosen on). The recommended SynGEC recipe is the one with the higher mean
validation ERRANT F0.5 over seeds (rule set before the runs; warm-continued, added after the first
runs, joins it once it has two seeds); ``--merge`` says which.

  python experiments/syntax_ablation.py --calibrate                        # the step-time ratios (~10 min)
  python experiments/syntax_ablation.py --runs copy:scratch syngec:warm --seeds 1 2
  python experiments/syntax_ablation.py --merge                            # table + syntax_ablation.json
  python experiments/syntax_ablation.py --runs copy:scratch --copy-updates 40 --dry-run   # the plumbing

Resumable: each run writes RESULTS/<system>.<recipe>.s<seed>.u<copy-updates>.json when it is scored, and
a run whose JSON exists is skipped (its final model stays in WORKDIR/<run>/ckpt/checkpoint_last.pt); the
shared warm start is kept in WORKDIR and made again (the same seed and updates) when absent. Data (internal,
``../shared/data``): skipped with exit 0 when absent.
"""

import argparse
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: harness/
from harness import gec_runs as G  # noqa: E402

COPY, SYNGEC = "copy_transformer_tiny", "syngec_transformer_tiny"
SYSTEMS = {  # name: (arch, flags)
    "copy": (COPY, []),
    "syngec": (SYNGEC, []),
    "syngec-const": (SYNGEC, ["--syntax-mode", "const"]),
    "syngec-dep": (SYNGEC, ["--syntax-mode", "dep"]),
    "syngec-noRD": (SYNGEC, ["--diff-reg-weight", "0"]),
    "syngec-add": (SYNGEC, ["--fusion", "add"]),
    **{f"syngec-conv{n}": (SYNGEC, ["--syntax-fusion-layers", str(n)]) for n in (1, 2, 4, 5)},
    "copy-at-syngec-updates": (COPY, []),
}
# systems given another system's number of updates (equal updates, not equal time): the copy model with as many
# updates as SynGEC gets in the budget, which tells the cost of SynGEC's slower step from the effect of its syntax
UPDATES_OF = {"copy-at-syngec-updates": "syngec"}
RECIPES = ("scratch", "warm", "warm-continued")
AUTO = "auto"  # the recipe chosen on validation (recommended_recipe), once each recipe tried has two seeds
# the SynGEC paper, CoNLL-2014 test M2 F0.5 gains over its copy-augmented baseline (section 4.1)
PAPER = {"syngec-const": "+1.8 (Table 4)", "syngec-dep": "+2.8 (Table 4)", "syngec": "+5.2 (Table 4)",
         "syngec-noRD": "below syngec (Table 5)", "syngec-add": "+3.0; co-attention +2.0 more (Table 6)",
         "syngec-conv1": "below N = 3 (Figure 3)", "syngec-conv2": "below N = 3 (Figure 3)",
         "syngec-conv4": "below N = 3 (Figure 3)", "syngec-conv5": "below N = 3 (Figure 3)"}
TRAIN_FLAGS = ["--amp", "--copy-attention-dropout", "0.2"]  # --amp: CPU bf16 autocast
WARM_FLAGS = ["--warmup-updates", "100"]  # the second stage of a warm start (examples/gec/pretrain.sh's)
LR, LR_WARMUP = 1e-3, 400  # every run's inverse-sqrt schedule (run_train)
CONTINUED_WARMUP = 20  # warm-continued: updates of warm-up for the second stage's new Adam moments
VALID = re.compile(r"valid on 'valid' subset \| loss ([\d.]+) \| nll_loss ([\d.]+).*\| num_updates (\d+)")


def system_flags(name):
    arch, flags = SYSTEMS[name]
    crit = G.criterion(arch)
    return arch, ["--criterion", crit, *flags, *TRAIN_FLAGS]


# ---- calibration: each system's step time against the copy model's, in one process --------------------

def calibrate(args, w):
    """All systems built as fairseq-train builds them, stepped in turn (forward, backward, Adam) on the same
    batches, the order rotating every step: the median over batches of each system's step time over the
    copy model's, and the copy model's median step."""
    import torch

    from fairseq_syngec.compat import cpu_amp_training  # what --amp does to a training step on the CPU
    from harness.speed import setup_training

    torch.set_num_threads(args.threads)
    systems = {}
    for name in (n for n in SYSTEMS if n not in UPDATES_OF):
        arch, flags = system_flags(name)
        torch.manual_seed(1)
        extra = [*G.DIMS, "--dropout", "0.2", "--label-smoothing", "0.1", "--lr", "1e-3", *flags]
        _, _, model, crit, opt, batches = setup_training(arch, "gec", str(w / "data-bin"), args.max_tokens,
                                                         flags[1], extra)
        model.train()
        systems[name] = (model, crit, opt)
    n = args.calibrate_warmup + args.calibrate_steps
    batches = (batches * (n // len(batches) + 1))[:n]
    times = {name: [] for name in systems}
    names = list(systems)
    for k, sample in enumerate(batches):
        for name in names[k % len(names):] + names[:k % len(names)]:
            model, crit, opt = systems[name]
            t0 = time.process_time()
            opt.zero_grad()
            with cpu_amp_training():
                loss, _, _ = crit(model, sample)
            opt.backward(loss)
            opt.step()
            if k >= args.calibrate_warmup:
                times[name].append(time.process_time() - t0)
        G.log(f"calibration step {k + 1}/{n}")
    ratio = {name: statistics.median(t / c for t, c in zip(times[name], times["copy"])) for name in systems}
    res = {"ratio": {k: round(v, 4) for k, v in ratio.items()},
           "copy_step_s": round(statistics.median(times["copy"]), 4),
           "step_s": {k: [round(x, 4) for x in v] for k, v in times.items()},
           "steps": args.calibrate_steps, "warmup": args.calibrate_warmup, "clock": "process CPU time, one thread",
           "command": shlex.join([sys.executable, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M"),
           "loadavg": os.getloadavg()[0]}
    write_json(Path(args.results) / "calibration.json", res)
    for name in systems:
        G.log(f"{name}: {ratio[name]:.3f}x the copy model's step")
    return res


# ---- training and scoring ----------------------------------------------------------------------------

def write_json(path, obj):
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(obj, indent=2) + "\n")
    tmp.replace(path)


def run_train(args, w, arch, flags, save, logfile, updates, init=()):
    """One fairseq-train run of ``updates`` updates (with harness.cpu_clock: its clock is CPU time) ->
    (validation curve [(updates, nll)], CPU seconds it trained, wall seconds, peak RSS MiB)."""
    save.mkdir(parents=True, exist_ok=True)
    cmd = [G.PY, "-m", "harness.cpu_clock", w / "data-bin", "--user-dir", G.USER_DIR, "--task", "gec", "--arch",
           arch, "--cpu", *G.DIMS, "--optimizer", "adam", "--adam-betas", "(0.9, 0.98)", "--lr", str(LR),
           "--lr-scheduler", "inverse_sqrt", "--warmup-updates", str(LR_WARMUP), "--weight-decay", "0.0001",
           "--dropout", "0.2", "--label-smoothing", "0.1", "--max-tokens", args.max_tokens, "--seed", args.seed,
           "--save-dir", save, "--no-epoch-checkpoints", "--max-epoch", "10000", "--max-update", updates,
           "--save-interval-updates", args.save_interval_updates, "--keep-interval-updates", "1",
           "--log-format", "simple", "--log-interval", "20", "--num-workers", "0", *flags, *init]
    env = dict(os.environ, OMP_NUM_THREADS=str(args.threads), MKL_NUM_THREADS=str(args.threads),
               PYTHONWARNINGS="ignore", PYTHONPATH=str(G.REPO))
    G.log(f"fairseq-train --arch {arch} {shlex.join(map(str, flags))} --max-update {updates} -> {save}")
    t0 = time.time()
    r = G.sh(cmd, logfile=logfile, env=env)
    wall = time.time() - t0
    text = Path(logfile).read_text()
    curve = [(int(u), float(nll)) for _, nll, u in VALID.findall(text)]
    if not curve or not (save / "checkpoint_last.pt").exists():
        sys.exit(f"error: no validation or no checkpoint_last.pt in {save} (see {logfile})")
    return curve, checkpoint_clock(save / "checkpoint_last.pt"), wall, r.peak_rss_mib, cmd


def checkpoint_clock(path):
    """The training time a checkpoint carries (harness.cpu_clock: CPU seconds)."""
    from fairseq_syngec.compat import read_checkpoint

    return read_checkpoint(str(path))["extra_state"]["previous_training_time"]


def stage_updates(copy_updates, warm_fraction, ratio, recipe):
    """The updates of a run's stages in the copy model's time for ``copy_updates`` updates: ``[U / ratio]`` from
    scratch; warm, ``[W, (U - W) / ratio]`` with W = U * warm_fraction the shared copy model's (``ratio``: the
    system's step time over the copy model's)."""
    if recipe == "scratch":
        return [round(copy_updates / ratio)]
    warm = round(copy_updates * warm_fraction)
    return [warm, round((copy_updates - warm) / ratio)]


def inverse_sqrt_lr(update):
    """fairseq's inverse_sqrt learning rate after ``update`` updates (run_train's --lr and --warmup-updates)."""
    return LR * update / LR_WARMUP if update < LR_WARMUP else LR * (LR_WARMUP / update) ** 0.5


def continued_flags(copy_updates, warm_updates, updates):
    """warm-continued's second stage of ``updates`` updates: the copy model's learning rate carried on from the end
    of the warm start (update ``warm_updates``) to the end of the budget (``copy_updates``), linear, after a short
    warm-up."""
    return ["--lr-scheduler", "polynomial_decay", "--power", "1", "--lr", f"{inverse_sqrt_lr(warm_updates):.4g}",
            "--end-learning-rate", f"{inverse_sqrt_lr(copy_updates):.4g}", "--warmup-updates", str(CONTINUED_WARMUP),
            "--total-num-update", str(updates)]


def warm_start(args, w, seed):
    """The copy model after ``round(copy_updates * warm_fraction)`` updates of seed SEED (made once)."""
    updates = stage_updates(args.copy_updates, args.warm_fraction, 1.0, "warm")[0]
    stage = Path(args.workdir) / f"warm.s{seed}.u{updates}"
    done = stage / "stage.json"
    if done.exists():
        return json.loads(done.read_text())
    arch, flags = system_flags("copy")
    curve, cpu_s, wall, rss, cmd = run_train(args, w, arch, flags, stage / "ckpt", stage / "train.log", updates)
    info = {"checkpoint": str(stage / "ckpt/checkpoint_last.pt"), "updates": updates, "cpu_s": cpu_s,
            "wall_s": wall, "curve": curve, "fairseq_train": shlex.join(map(str, cmd))}
    write_json(done, info)
    return info


def score(args, w, ckpt, out):
    res = {}
    for split, data in (("valid", G.valid_slice(w)), ("dev", G.dev_slice(w))):
        res[split] = G.generate_and_score(args, w, ckpt, out / split, data)
    return res


def run(args, w, calib, system, recipe, seed):
    stem = f"{system}.{recipe}.s{seed}.u{args.copy_updates}"
    result = Path(args.results) / f"{stem}.json"
    if result.exists():
        G.log(f"{stem}: done ({result})")
        return json.loads(result.read_text())
    args.seed = seed
    out = Path(args.workdir) / stem
    if out.exists():
        shutil.rmtree(out)  # an unfinished run starts again: its budget is counted from its first update
    out.mkdir(parents=True)
    ratio = calib["ratio"][UPDATES_OF.get(system, system)]  # what sets its updates
    own = calib["ratio"]["copy" if system in UPDATES_OF else system]  # its own step time
    arch, flags = system_flags(system)
    stages, stage_a = stage_updates(args.copy_updates, args.warm_fraction, ratio, recipe), None
    updates, init = stages[-1], []
    if recipe != "scratch":
        stage_a = warm_start(args, w, seed)
        key = "--load-copy-model-from" if arch.startswith("syngec") else "--finetune-from-model"
        schedule = WARM_FLAGS if recipe == "warm" else continued_flags(args.copy_updates, stages[0], updates)
        init = [key, stage_a["checkpoint"], *schedule]
    curve, cpu_s, wall, rss, cmd = run_train(args, w, arch, flags, out / "ckpt", out / "train.log", updates, init)
    if stage_a and key == "--load-copy-model-from":
        cpu_s += stage_a["cpu_s"]  # --finetune-from-model carries the first stage's clock itself
    G.log(f"{stem}: valid nll {curve[-1][1]} after {curve[-1][0]} updates; decoding")
    scores = score(args, w, out / "ckpt/checkpoint_last.pt", out)
    row = {"system": system, "recipe": recipe, "seed": seed, "copy_updates": args.copy_updates,
           "minutes": round(((stages[0] if len(stages) > 1 else 0) + stages[-1] * own) * calib["copy_step_s"] / 60, 1),
           "updates": sum(stages), "stage_updates": stages,
           "valid_nll": curve[-1][1], "curve": curve,
           "valid_errant_f05": scores["valid"]["errant"]["f0.5"], "valid_m2_f05": scores["valid"]["m2"]["f0.5"],
           "errant_f05": scores["dev"]["errant"]["f0.5"], "m2_f05": scores["dev"]["m2"]["f0.5"],
           "scores": scores, "cpu_minutes": round(cpu_s / 60, 2),
           "wall_minutes": round((wall + (stage_a["wall_s"] if stage_a else 0)) / 60, 2),
           "peak_rss_mib": round(rss), "step_ratio": ratio, "flags": flags, "commit": git_commit(),
           "fairseq_train": ([stage_a["fairseq_train"]] if stage_a else []) + [shlex.join(map(str, cmd))],
           "command": shlex.join([sys.executable, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M"),
           "loadavg_after": round(os.getloadavg()[0], 2)}
    write_json(result, row)
    for p in (out / "ckpt").glob("checkpoint*.pt"):  # checkpoint_last.pt stays: the model, to look into it
        if p.name != "checkpoint_last.pt":
            p.unlink()
    G.log(f"{stem}: valid ERRANT F0.5 {row['valid_errant_f05']:.4f}, BEA-19 dev {row['errant_f05']:.4f} -> {result}")
    return row


def git_commit():
    r = subprocess.run(["git", "-C", str(G.REPO), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    dirty = subprocess.run(["git", "-C", str(G.REPO), "status", "--porcelain", "--", "fairseq_syngec", "harness"],
                           capture_output=True, text=True).stdout.strip()
    return r.stdout.strip() + ("+dirty" if dirty else "")


# ---- the table --------------------------------------------------------------------------------------

def spread(values):
    """max - min over seeds (with two seeds, the whole difference)."""
    return max(values) - min(values) if len(values) > 1 else float("nan")


def recommended_recipe(rows, copy_updates):
    """(the recipe of ``syngec`` with the highest mean validation ERRANT F0.5 over seeds, the means), the rule set
    before the runs; (None, means) until scratch and warm have two seeds each, and while a recipe that was
    tried has fewer than two (warm-continued, added later, joins the choice once it has two)."""
    seeds = {r: [x["valid_errant_f05"] for x in rows if x["system"] == "syngec" and x["recipe"] == r
                 and x["copy_updates"] == copy_updates] for r in RECIPES}
    means = {r: statistics.mean(v) for r, v in seeds.items() if v}
    if any(len(seeds[r]) < 2 for r in ("scratch", "warm")) or any(len(v) == 1 for v in seeds.values()):
        return None, means
    return max(means, key=means.get), means


def merge(args):
    rows = [json.loads(p.read_text()) for p in sorted(Path(args.results).glob("*.s*.u*.json"))]
    if not rows:
        sys.exit(f"error: no run JSON in {args.results}")
    groups = {}
    for r in rows:
        groups.setdefault((r["copy_updates"], r["system"], r["recipe"]), []).append(r)
    order = list(SYSTEMS)
    keys = sorted(groups, key=lambda k: (k[0], RECIPES.index(k[2]) if k[1] == "copy" else 2,
                                         order.index(k[1]), k[2]))
    means = {k: {m: statistics.mean(r[m] for r in groups[k]) for m in
                 ("valid_nll", "valid_errant_f05", "errant_f05", "m2_f05", "updates")} for k in keys}
    head = ("| system | recipe | seeds | updates | valid nll | valid ERRANT F0.5 | BEA-19 dev ERRANT F0.5 | "
            "vs copy | BEA-19 dev M2 F0.5 | paper (CoNLL-2014 M2) |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for k in keys:
        rs, m = groups[k], means[k]
        base = means.get((k[0], "copy", "scratch"))

        def cell(metric, fmt=".4f"):
            vals = [r[metric] for r in rs]
            s = spread(vals)
            return f"{m[metric]:{fmt}}" + ("" if s != s else f" ± {s:{fmt}}")
        vs = f"{m['errant_f05'] - base['errant_f05']:+.4f}" if base and k[1:] != ("copy", "scratch") else ""
        lines.append(f"| {k[1]} | {k[2]} | {','.join(str(r['seed']) for r in rs)} | {m['updates']:.0f} | "
                     f"{cell('valid_nll', '.3f')} | {cell('valid_errant_f05')} | {cell('errant_f05')} | {vs} | "
                     f"{cell('m2_f05')} | {PAPER.get(k[1], '')} |")
    table = "\n".join(lines) + "\n\n(mean ± spread: max - min over seeds)"
    for upd in sorted({k[0] for k in keys}):
        best, cands = recommended_recipe(rows, upd)
        if best is not None:
            table += (f"\n\nRecommended SynGEC recipe at {upd} copy updates (highest mean validation ERRANT F0.5): "
                      f"**{best}** ({', '.join(f'{r} {v:.4f}' for r, v in cands.items())})")
    print(table)
    keep = ("system", "recipe", "seed", "minutes", "updates", "valid_nll", "errant_f05", "m2_f05",
            "valid_errant_f05", "valid_m2_f05", "copy_updates", "cpu_minutes", "wall_minutes", "commit")
    merged = [{k: r[k] for k in keep} for k in keys for r in groups[k]]
    write_json(Path(args.merged), merged)
    (Path(args.results) / "table.md").write_text(table + "\n")
    return 0


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", nargs="+", default=[], metavar="SYSTEM:RECIPE",
                   help=f"systems {', '.join(SYSTEMS)}; recipes {', '.join(RECIPES)}")
    p.add_argument("--seeds", nargs="+", type=int, default=[1, 2])
    p.add_argument("--copy-updates", type=int, default=1400,
                   help="the budget: the copy model's updates; every system trains for the same time")
    p.add_argument("--warm-fraction", type=float, default=0.5,
                   help="share of the copy model's updates spent on the shared warm start")
    p.add_argument("--save-interval-updates", type=int, default=200, help="validation every N updates (the curve)")
    p.add_argument("--threads", type=int, default=1, help="OMP_NUM_THREADS of every run (default 1)")
    p.add_argument("--calibrate", action="store_true", help="measure the step-time ratios (calibration.json)")
    p.add_argument("--calibrate-steps", type=int, default=24)
    p.add_argument("--calibrate-warmup", type=int, default=3)
    p.add_argument("--merge", action="store_true", help="only print the table and write --merged")
    p.add_argument("--dry-run", action="store_true",
                   help="the plumbing at a tiny size: calibration of 2 steps, results and work under /tmp")
    p.add_argument("--workdir", default=str(G.REPO / "work/syntax_ablation"), help="runs and checkpoints")
    p.add_argument("--data-workdir", default=str(G.REPO / "work/gec_budget"),
                   help="where the data is prepared (gec_budget.py's and gec_recipe.py's, shared)")
    p.add_argument("--results", default=str(G.REPO / "experiments/results/syntax_ablation"))
    p.add_argument("--merged", default=str(G.REPO / "experiments/results/syntax_ablation.json"))
    args = p.parse_args()
    for spec in args.runs:
        system, _, recipe = spec.partition(":")
        if system not in SYSTEMS or recipe not in (*RECIPES, AUTO):
            p.error(f"--runs {spec}: SYSTEM:RECIPE with SYSTEM in {', '.join(SYSTEMS)}, RECIPE in "
                    f"{', '.join(RECIPES)} or {AUTO} (the one chosen on validation)")
    if args.merge:
        return merge(args)
    missing = [str(f) for f in [*G.WI, G.DEV] if not f.exists()]
    if missing:
        print(f"skip: the internal GEC data is absent ({', '.join(missing)}); nothing to run")
        return 0
    if args.dry_run:
        tmp = Path("/tmp/syntax_ablation_dry")
        args.workdir, args.results, args.merged = str(tmp / "work"), str(tmp / "results"), str(tmp / "merged.json")
        args.calibrate_steps, args.calibrate_warmup, args.save_interval_updates = 2, 1, 10
    # gec_budget.py's data (shared with it and gec_recipe.py), its decoding settings
    args.__dict__.update(vocab_size=8000, dev_sentences=1000, valid_sentences=500, max_tokens=6000, beam=4,
                         max_len_a=1.5, max_len_b=10, copies=2, noise="learner", systems=["copy:scratch"])
    if args.dry_run:  # an untrained model writes to the length cap: outputs of at most 3 pieces
        args.max_len_a, args.max_len_b = 0, 3
    w, _ = G.prepare(argparse.Namespace(**{**vars(args), "workdir": args.data_workdir}))
    calib_path = Path(args.results) / "calibration.json"
    if args.calibrate or not calib_path.exists():
        calib = calibrate(args, w)
    else:
        calib = json.loads(calib_path.read_text())
    if any(spec.endswith(":" + AUTO) for spec in args.runs):
        done = [json.loads(p.read_text()) for p in Path(args.results).glob("*.s*.u*.json")]
        chosen, means = recommended_recipe(done, args.copy_updates)
        if chosen is None:
            sys.exit(f"error: the recipe is not chosen yet: syngec:scratch and syngec:warm need two seeds each, "
                     f"and a recipe with one seed its second, at {args.copy_updates} copy updates "
                     f"(validation means so far: {means})")
        G.log(f"recipe chosen on validation: {chosen} ({means})")
        args.runs = [spec[:-len(AUTO)] + chosen if spec.endswith(":" + AUTO) else spec for spec in args.runs]
    for seed in args.seeds:
        for spec in args.runs:
            system, _, recipe = spec.partition(":")
            run(args, w, calib, system, recipe, seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
