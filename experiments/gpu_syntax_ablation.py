"""experiments/syntax_ablation.py on one GPU lease: the same systems and recipes at base size, each trained for
the same wall time (fairseq's ``--stop-time-hours``: the machine runs nothing else), on gpu_gec.py's data (W&I +
FCE, the W&I validation split, the first 1,000 BEA-19 dev sentences) with its flags; M2 of each run printed in
the same call, the outputs brought back for ERRANT (``gec_recipe.py --score-gen``).

Recipes as on the CPU: ``scratch`` trains the system for ``--minutes``; ``warm`` trains the copy model for
``--warm-fraction`` of them (once per seed, shared), then the system from it for the rest: SynGEC by
``--load-copy-model-from`` (the syntax modules new), the copy model by ``--finetune-from-model`` (the control),
the second stage warming up over 100 updates.

Prepare here (as for gpu_gec.py): ``python experiments/gec_recipe.py --gpu-data work/gpu-gec``, commit, then
``bash ../shared/tools/gpu_bundle.sh work/gpu/gec.tar.xz work/gpu-gec/data-bin``. On the GPU machine, one call
(carry work/gpu; the default four runs of one seed, 2 minutes each, take about 9 minutes with decoding):
  G=/tmp/g; mkdir -p $G && tar -xJf work/gpu/gec.tar.xz -C $G && cd $G/main && \\
    PYTHONPATH=$G/site:$G/main python3 experiments/gpu_syntax_ablation.py --data $G/data-bin --out $OUT
Back here: ``python experiments/gec_recipe.py --score-gen FILES_AT/*.gen`` (ERRANT). On the CPU first, the same
flags with tiny architectures, a few updates and outputs of at most 3 pieces (about 3 minutes):
  python experiments/gpu_syntax_ablation.py --data work/gpu-gec/data-bin --out /tmp/gsa-dry --cpu-dry-run
Writes OUT/SYSTEM.RECIPE.sSEED.{gen,hyp,train.log} and OUT/syntax_gpu.json (versions, flags, curves, M2)."""

import argparse
import json
import shlex
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "experiments"))
sys.path.insert(0, str(REPO))
import gpu_gec as GG  # noqa: E402  (its flags, runner, curves and M2 scoring; standard library + torch only)

SYSTEMS = {"copy": ("copy_transformer_base", []), "syngec": ("syngec_transformer_base", []),
           "syngec-const": ("syngec_transformer_base", ["--syntax-mode", "const"]),
           "syngec-dep": ("syngec_transformer_base", ["--syntax-mode", "dep"]),
           "syngec-noRD": ("syngec_transformer_base", ["--diff-reg-weight", "0"]),
           "syngec-add": ("syngec_transformer_base", ["--fusion", "add"]),
           **{f"syngec-conv{n}": ("syngec_transformer_base", ["--syntax-fusion-layers", str(n)]) for n in (1, 2, 4, 5)}}
RUNS = ["copy:scratch", "syngec:warm", "copy:warm", "syngec:scratch"]


def train_argv(args, data, save, system, minutes, init=()):
    """fairseq-train's argv for SYSTEM (gpu_gec.py's flags and budget; tiny architectures on the CPU dry run)."""
    arch, flags = SYSTEMS[system]
    train, _ = GG.command_lines(data, args.out, arch, minutes, args.validate_interval_updates, args.cpu_dry_run,
                                args.bf16)
    train[train.index("--save-dir") + 1] = str(save)
    train[train.index("--seed") + 1] = str(args.seed)
    if args.cpu_dry_run:  # a few updates per stage, whatever the minutes say
        train[train.index("--max-update") + 1] = str(max(2, round(6 * minutes / args.minutes)))
    return [*train, *flags, *init]


def run_one(args, data, system, recipe, meta):
    stem = f"{system}.{recipe}.s{args.seed}"
    out = Path(args.out)
    init, minutes = [], args.minutes
    if recipe == "warm":
        warm = out / f"warm.s{args.seed}"
        if not (warm / "checkpoint_last.pt").exists():
            status, secs = GG.fairseq("train", train_argv(args, data, warm, "copy", args.minutes * args.warm_fraction),
                                      out / f"warm.s{args.seed}.train.log")
            meta["warm"][str(args.seed)] = {"status": status, "seconds": round(secs, 1)}
        key = "--load-copy-model-from" if system != "copy" else "--finetune-from-model"
        init = [key, str(warm / "checkpoint_last.pt"), "--warmup-updates", "100"]
        # --finetune-from-model carries the first stage's clock into --stop-time-hours; the other starts at 0
        minutes = args.minutes if system == "copy" else args.minutes * (1 - args.warm_fraction)
    save = out / f"{stem}.ckpt"
    train = train_argv(args, data, save, system, minutes, init)
    status, train_s = GG.fairseq("train", train, out / f"{stem}.train.log")
    log = (out / f"{stem}.train.log").read_text(encoding="utf-8", errors="replace")
    run = {"system": system, "recipe": recipe, "seed": args.seed, "train_status": status,
           "train_seconds": round(train_s, 1), "train_argv": train, **GG.curves(log), "speed": GG.speed(log),
           "health_warnings": [line for line in log.splitlines() if "validation loss rose" in line]}
    _, generate = GG.command_lines(data, out, SYSTEMS[system][0], minutes, args.validate_interval_updates,
                                   args.cpu_dry_run, args.bf16)
    generate[generate.index("--path") + 1] = str(save / "checkpoint_last.pt")
    gen_status, gen_s = GG.fairseq("generate", generate, out / f"{stem}.gen")
    run.update(generate_status=gen_status, generate_seconds=round(gen_s, 1))
    if status == 0 and gen_status == 0:
        run.update(GG.score(out / f"{stem}.gen", data / "reference", out / stem, args.dev_sentences))
    for f in save.glob("*.pt"):  # base checkpoints do not come back
        f.unlink()
    return stem, run


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True, help="the data-bin of gec_recipe.py --gpu-data (with reference/)")
    p.add_argument("--out", required=True)
    p.add_argument("--runs", nargs="+", default=RUNS, metavar="SYSTEM:RECIPE")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--minutes", type=float, default=2.0, help="training wall time of every run")
    p.add_argument("--warm-fraction", type=float, default=0.5)
    p.add_argument("--validate-interval-updates", type=int, default=400)
    p.add_argument("--dev-sentences", type=int, default=1000)
    p.add_argument("--cpu-dry-run", action="store_true", help="the same flags on the CPU: tiny architectures, a "
                   "few updates, outputs of at most 3 pieces")
    p.add_argument("--bf16", action="store_true", help="bfloat16 autocast (--amp --bf16) instead of float16")
    args = p.parse_args()
    for spec in args.runs:
        system, _, recipe = spec.partition(":")
        if system not in SYSTEMS or recipe not in ("scratch", "warm"):
            p.error(f"--runs {spec}: SYSTEM:RECIPE, SYSTEM in {', '.join(SYSTEMS)}, RECIPE scratch or warm")
    data = Path(args.data)
    Path(args.out).mkdir(parents=True, exist_ok=True)
    meta = {"command": shlex.join([sys.executable, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M"),
            **GG.versions(), "train_flags": GG.TRAIN_FLAGS, "minutes": args.minutes, "warm": {}, "runs": {}}
    for spec in args.runs:
        stem, run = run_one(args, data, *spec.partition(":")[::2], meta)
        meta["runs"][stem] = run
        (Path(args.out) / "syntax_gpu.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
        GG.print_run(stem, run)
    return 0 if all(r["train_status"] == 0 and r["generate_status"] == 0 for r in meta["runs"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
