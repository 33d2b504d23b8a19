#!/usr/bin/env python
"""Zhao et al.'s recipe part by part, and bf16 against fp32, at equal updates on W&I.

Each VARIANT trains ``copy_transformer_tiny`` for ``--updates`` updates with ``gec_budget.py``'s
protocol and hyper-parameters (W&I train, its last 500 sentences as fairseq's validation set, 8k
pieces, 6,000-token batches, Adam 1e-3, warm-up 400, dropout 0.2; ``pretrained`` variants spend
half of the updates on synthetic errors in the bundled Gutenberg text, then fine-tune on W&I), and
records, for the final checkpoint:
- fairseq's validation loss and nll_loss on the W&I validation split (as ``fairseq-train`` logs it:
  under ``--amp`` in bf16; nll_loss is unweighted, loss carries ``--positive-label-weight``);
- ``copy_gate.py`` on that split (alpha on copies and on absent tokens, ``blocked``);
- ERRANT and M2 on the first 1,000 BEA-19 dev sentences (fp32 decoding, beam 4), and the share of
  output pieces (``new_tokens``) and of sentences (``new_sentences``) that write what the source lacks.

Variants (all but ``fp32`` train under ``--amp``, CPU bf16 autocast):
  fp32, amp          the same model in fp32 and in bf16
  amp+cad            --copy-attention-dropout 0.2 (dropout on the copy weights that feed the mixture)
  amp+plw            --positive-label-weight 1.2 (edit-weighted loss, fine-tuning's weight)
  amp+pre_learner    pre-training on ``learner`` noise (the project's default), then W&I
  amp+pre_dae        pre-training on ``dae`` noise (Zhao et al.'s), then W&I
  amp+recipe         pre_dae + cad + plw (1.3 in pre-training, 1.2 in fine-tuning)

  python experiments/gec_recipe.py --variants fp32 amp --seeds 1 2 --threads 1   # one process per core:
  python experiments/gec_recipe.py --variants amp+cad amp+plw --threads 1 &      # run two of these at once
  python experiments/gec_recipe.py --merge                                       # the table from the JSONs
  python experiments/gec_recipe.py --gpu-data work/gpu-gec     # W&I + FCE data-bin for gpu_gec.py (--data)
  python experiments/gec_recipe.py --score-gen OUT/copy_transformer_base.gen OUT/syngec_transformer_base.gen

Data (internal, skipped with exit 0 when absent): as ``gec_budget.py``. Writes
RESULTS/<variant>.s<seed>.<updates>upd.json (default RESULTS experiments/results/gec_recipe/), and
with ``--merge`` RESULTS/table.md and RESULTS/merged.json.
"""

import argparse
import json
import os
import re
import shlex
import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: harness/
from harness import gec_runs as G  # noqa: E402  (gec_budget.py's data, training and scoring steps)

ARCH = "copy_transformer_tiny"
PLW = ["--criterion", "gec_label_smoothed_cross_entropy", "--positive-label-weight"]
VARIANTS = {  # name: (mode, noise, flags for every run, pre-training only, fine-tuning only)
    "fp32": ("scratch", None, [], [], []),
    "amp": ("scratch", None, ["--amp"], [], []),
    "amp+cad": ("scratch", None, ["--amp", "--copy-attention-dropout", "0.2"], [], []),
    "amp+plw": ("scratch", None, ["--amp"], [], [*PLW, "1.2"]),
    "amp+pre_learner": ("pretrained", "learner", ["--amp"], [], []),
    "amp+pre_dae": ("pretrained", "dae", ["--amp"], [], []),
    "amp+recipe": ("pretrained", "dae", ["--amp", "--copy-attention-dropout", "0.2"], [*PLW, "1.3"], [*PLW, "1.2"]),
}
ENV_KNOBS = ("ONEDNN_", "DNNL_", "MALLOC_", "LD_PRELOAD")  # recorded in each run's JSON: they change memory use
VALID = re.compile(r"valid on 'valid' subset \| loss ([\d.]+) \| nll_loss ([\d.]+).*\| num_updates (\d+)")
TRAIN_WALL = re.compile(r"\| train_wall (\d+)")


def last_valid(logfile):
    """The last validation line of a fairseq-train log: (loss, nll_loss, num_updates)."""
    found = VALID.findall(Path(logfile).read_text())
    if not found:
        sys.exit(f"error: no validation line in {logfile}")
    loss, nll, upd = found[-1]
    return float(loss), float(nll), int(upd)


def train_seconds(logfile):
    """Seconds spent in train steps: the sum of fairseq's per-epoch train_wall (each epoch summary line
    counts its own epoch's; the train_inner lines are not summed)."""
    walls = [int(w) for line in Path(logfile).read_text().splitlines() if "| INFO | train |" in line
             for w in TRAIN_WALL.findall(line)]
    return sum(walls) if walls else None


def copy_gate(args, ckpt, data, out):
    env = dict(os.environ, OMP_NUM_THREADS=str(args.threads), PYTHONWARNINGS="ignore")
    G.sh([G.PY, G.REPO / "experiments/copy_gate.py", "--path", ckpt, "--data", data, "--subset", "valid",
          "--json", out], env=env)
    return {k: v for k, v in json.loads(Path(out).read_text()).items() if k not in ("path", "data", "subset")}


def run_variant(args, w, name, seed):
    mode, noise, flags, pre_flags, ft_flags = VARIANTS[name]
    args.seed = seed
    stem = f"{name}.s{seed}.{args.updates}upd" + (f".{args.tag}" if args.tag else "")
    run = Path(args.workdir) / "recipe" / stem
    run.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    cmds, pre_updates, pre = [], 0, None
    if mode == "pretrained":
        args.noise = noise
        shards = G.synthetic_shards(args, w)
        pre_updates = round(args.updates * args.pretrain_fraction)
        _, cmd = G.train(args, ARCH, ":".join(map(str, shards)), run / "pre", run / "pretrain.log",
                         ["--max-update", pre_updates], [*flags, *pre_flags])
        cmds.append(cmd)
        pre = {"updates": pre_updates, "train_wall_s": train_seconds(run / "pretrain.log"),
               "peak_rss_mib": round(G.PEAK_RSS_MIB[str(run / "pretrain.log")])}
        init = ["--finetune-from-model", run / "pre/checkpoint_last.pt"]
    else:
        init = []
    _, cmd = G.train(args, ARCH, w / "data-bin", run / "ft", run / "train.log",
                     ["--max-update", args.updates - pre_updates], [*flags, *ft_flags, *init])
    cmds.append(cmd)
    minutes = (time.time() - t0) / 60
    loss, nll, upd = last_valid(run / "train.log")
    ckpt = run / "ft/checkpoint_last.pt"
    G.log(f"{name} seed {seed}: valid loss {loss} nll {nll} @ {upd}; scoring")
    dev = G.dev_slice(w)
    score = G.generate_and_score(args, w, ckpt, run / "dev", dev)
    gate = copy_gate(args, ckpt, w / "data-bin", run / "gate.json")
    G.sh([G.PY, G.REPO / "experiments/copy_gate.py", "--source", dev["sp_src"], "--output",
                run / "dev.sp.restored", "--json", run / "new_tokens.json"])
    new = json.loads((run / "new_tokens.json").read_text())["outputs"][str(run / "dev.sp.restored")]
    res = {"variant": name, "tag": args.tag, "seed": seed, "mode": mode, "noise": noise, "updates": args.updates,
           "pretrain": pre, "valid": {"loss": loss, "nll_loss": nll, "num_updates": upd},
           "train_wall_s": train_seconds(run / "train.log"), "minutes": round(minutes, 2),
           "peak_rss_mib": round(G.PEAK_RSS_MIB[str(run / "train.log")]),
           "env": {k: v for k, v in os.environ.items() if k.startswith(ENV_KNOBS)},
           "dev": {**score, "new_tokens": new["new_tokens"], "new_sentences": new["new_sentences"]},
           "gate": gate, "threads": args.threads, "dev_sentences": args.dev_sentences,
           "fairseq_train": [shlex.join(map(str, c)) for c in cmds],
           "command": shlex.join([sys.executable, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M"),
           "loadavg_after": os.getloadavg()[0]}
    out = Path(args.results) / f"{stem}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(res, indent=2) + "\n")
    tmp.replace(out)
    if not args.keep_checkpoints:
        for p in run.glob("*/checkpoint_*.pt"):
            if p.name != "checkpoint_last.pt":
                p.unlink()
    G.log(f"{name} seed {seed}: ERRANT F0.5 {score['errant']['f0.5']:.4f}, alpha_absent "
          f"{gate['alpha_absent']:.3f}, blocked {gate['blocked']:.3f} -> {out}")
    return res


def gpu_data(args, w, dest):
    """--gpu-data DEST: DEST/data-bin for experiments/gpu_gec.py: W&I train (less its
    validation sentences) + FCE v2.1 train as train, the W&I validation split as valid, the first
    1,000 BEA-19 dev sentences as test, in WORK's sentencepiece pieces and dictionary."""
    fce = G.DATA / "fce_v2.1" / "fce.train.json"
    if not fce.exists():
        sys.exit(f"error: {fce} is absent")
    dest = Path(dest)
    (dest / "txt").mkdir(parents=True, exist_ok=True)
    G.sh([G.PY, G.REPO / "scripts/gec/fce_to_parallel.py", "--json", fce, "--out-prefix", dest / "txt/fce"])
    for side in ("src", "tgt"):
        text = (w / f"txt/train.{side}").read_text(encoding="utf-8") + (dest / f"txt/fce.{side}").read_text(
            encoding="utf-8")
        (dest / f"txt/train.{side}").write_text(text, encoding="utf-8")
    G.encode_pair(w, dest / "txt/train", dest / "txt/train.mk")
    G.binarise(w, dest / "data-bin", "--trainpref", dest / "txt/train.mk", "--validpref", w / "txt/valid.mk",
               "--testpref", w / "txt/dev.mk")
    # what experiments/gpu_gec.py scores the test split with on the GPU machine (carried in the data-bin)
    ref = dest / "data-bin" / "reference"
    ref.mkdir(exist_ok=True)
    dev = G.dev_slice(w)
    for src, name in ((dev["sp_src"], "dev.mk.sp.src"), (dev["m2"], "dev.m2"), (w / "spm.model", "spm.model")):
        shutil.copyfile(src, ref / name)
    n = sum(1 for _ in open(dest / "txt/train.src", encoding="utf-8"))
    G.log(f"{dest / 'data-bin'}: {n} training pairs (W&I + FCE), reference/ for the test split; "
          "experiments/gpu_gec.py trains and scores on it")


def score_gpu(args, w, gens):
    """--score-gen ARCH.gen ...: score what experiments/gpu_gec.py generated on the BEA-19 dev slice,
    with its gec_gpu.json beside them -> RESULTS/gpu/ARCH.json."""
    dev, out_dir = G.dev_slice(w), Path(args.results) / "gpu"
    out_dir.mkdir(parents=True, exist_ok=True)
    for gen in map(Path, gens):
        meta_path = gen.parent / "gec_gpu.json"
        meta = json.loads(meta_path.read_text()) if meta_path.exists() else {}
        arch = gen.name[:-len(".gen")]
        work = Path(args.workdir) / "gpu" / arch
        work.mkdir(parents=True, exist_ok=True)
        score = G.score_generated(w, gen, work / "dev", dev)
        res = {"arch": arch, "dev": score, "dev_sentences": args.dev_sentences, "gpu_run": meta,
               "command": shlex.join([sys.executable, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M")}
        (out_dir / f"{arch}.json").write_text(json.dumps(res, indent=2) + "\n")
        G.log(f"{arch} ({meta.get('gpu')}, {meta.get('precision')}): ERRANT F0.5 {score['errant']['f0.5']:.4f} "
              f"-> {out_dir / (arch + '.json')}")


def merge(args):
    rows = [json.loads(p.read_text()) for p in sorted(Path(args.results).glob("*upd*.json"))]
    if not rows:
        sys.exit(f"error: no variant JSON in {args.results}")
    order = list(VARIANTS)
    rows.sort(key=lambda r: (r["updates"], order.index(r["variant"]), r.get("tag") or "", r["seed"]))
    head = ("| variant | seed | updates | valid loss | valid nll | train_wall s | peak RSS MiB | ERRANT P | ERRANT R "
            "| ERRANT F0.5 | M2 F0.5 | alpha_copy | alpha_absent | blocked | new_tokens | new_sentences | unchanged |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for r in rows:
        d, g, e = r["dev"], r["gate"], r["dev"]["errant"]
        name = r["variant"] + (f" ({r['tag']})" if r.get("tag") else "")
        rss = r.get("peak_rss_mib", "-")  # recorded since 2026-12-03 16:00
        wall = r["train_wall_s"] + ((r.get("pretrain") or {}).get("train_wall_s") or 0)  # pre-training included
        lines.append(f"| {name} | {r['seed']} | {r['updates']} | {r['valid']['loss']:.3f} | "
                     f"{r['valid']['nll_loss']:.3f} | {wall} | {rss} | {e['p']:.4f} | {e['r']:.4f} | "
                     f"{e['f0.5']:.4f} | {d['m2']['f0.5']:.4f} | {g['alpha_copy']:.3f} | {g['alpha_absent']:.3f} | "
                     f"{g['blocked']:.3f} | {d['new_tokens']:.4f} | {d['new_sentences']:.3f} | "
                     f"{d['outputs']['unchanged']:.3f} |")
    pairs = {}
    for r in rows:
        if r.get("tag"):
            continue  # another environment: not one of the same-seed pairs
        pairs.setdefault((r["updates"], r["seed"]), {})[r["variant"]] = r
    ratio_lines = []
    for (upd, seed), by in sorted(pairs.items()):
        if "fp32" in by and "amp" in by:
            a, f = by["amp"], by["fp32"]
            ratio_lines.append(f"| {seed} | {upd} | {a['valid']['loss'] / f['valid']['loss']:.4f} | "
                               f"{a['valid']['nll_loss'] / f['valid']['nll_loss']:.4f} | "
                               f"{a['dev']['errant']['f0.5'] - f['dev']['errant']['f0.5']:+.4f} | "
                               f"{f['train_wall_s'] / a['train_wall_s']:.2f} |")
    table = "\n".join(lines)
    if ratio_lines:
        table += ("\n\nbf16 (`--amp`) against fp32, same seed:\n\n| seed | updates | valid loss bf16/fp32 | "
                  "valid nll bf16/fp32 | ERRANT F0.5 bf16 - fp32 | train_wall fp32/bf16 |\n|---|---|---|---|---|---|\n"
                  + "\n".join(ratio_lines))
    print(table)
    res = Path(args.results)
    (res / "table.md").write_text(table + "\n")
    (res / "merged.json").write_text(json.dumps({"rows": rows, "command": shlex.join([sys.executable, *sys.argv]),
                                                 "date": time.strftime("%Y-%m-%d %H:%M")}, indent=2) + "\n")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variants", nargs="+", choices=list(VARIANTS), default=list(VARIANTS))
    p.add_argument("--seeds", nargs="+", type=int, default=[1])
    p.add_argument("--updates", type=int, default=600, help="updates per run, pre-training included")
    p.add_argument("--pretrain-fraction", type=float, default=0.5, help="share of the updates spent pre-training")
    p.add_argument("--threads", type=int, default=1, help="OMP_NUM_THREADS of every run (default 1)")
    p.add_argument("--tag", default="", help="suffix of the run's directory and JSON (a run with another "
                   "environment, e.g. ONEDNN_PRIMITIVE_CACHE_CAPACITY=64; such knobs are recorded in the JSON)")
    p.add_argument("--keep-checkpoints", action="store_true", help="keep the pre-training checkpoints too")
    p.add_argument("--merge", action="store_true", help="only print the table of RESULTS/*.json")
    p.add_argument("--gpu-data", metavar="DEST", help="only write DEST/data-bin (W&I + FCE train) for "
                   "experiments/gpu_gec.py (--data)")
    p.add_argument("--score-gen", nargs="+", metavar="GEN", help="only score the ARCH.gen files gpu_gec.py "
                   "GEC part brought back (with its gec_gpu.json beside them)")
    p.add_argument("--workdir", default=str(G.REPO / "work/gec_budget"), help="as gec_budget.py's (shares its data)")
    p.add_argument("--results", default=str(G.REPO / "experiments/results/gec_recipe"))
    args = p.parse_args()
    if args.merge:
        return merge(args)
    missing = [str(f) for f in [*G.WI, G.DEV] if not f.exists()]
    if missing:
        print(f"skip: the internal GEC data is absent ({', '.join(missing)}); nothing to benchmark")
        return 0
    # gec_budget.py's protocol, unchanged
    args.__dict__.update(vocab_size=8000, dev_sentences=1000, valid_sentences=500, max_tokens=6000, lr=1e-3,
                         warmup=400, beam=4, max_len_a=1.5, max_len_b=10, copies=2, noise="learner",
                         save_interval_updates=args.updates, systems=[f"{ARCH}:scratch"])
    w, _ = G.prepare(args)
    if args.gpu_data:
        return gpu_data(args, w, args.gpu_data)
    if args.score_gen:
        return score_gpu(args, w, args.score_gen)
    for seed in args.seeds:
        for name in args.variants:
            run_variant(args, w, name, seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
