"""One GPU lease, one answer: copy_transformer_base and syngec_transformer_base trained for the same wall time
on W&I + FCE, each decoding the first 1,000 BEA-19 dev sentences, with M2 F0.5 and the learning curve printed
in the same call (ERRANT needs spaCy, which the GPU machine lacks and its 64 MiB carry cannot hold: the
outputs come back and ``gec_recipe.py --score-gen`` scores ERRANT here).

Prepare here (internal data under ../shared/data; the project venv):
  python experiments/gec_recipe.py --gpu-data work/gpu-gec     # data-bin + reference/ (dev M2, pieces)
  git commit ...; bash ../shared/tools/gpu_bundle.sh work/gpu/gec.tar.xz work/gpu-gec/data-bin
On the GPU machine, one call (carry work/gpu; about 8.5 minutes):
  G=/tmp/g; mkdir -p $G && tar -xJf work/gpu/gec.tar.xz -C $G && cd $G/main && \\
    PYTHONPATH=$G/site:$G/main python3 experiments/gpu_gec.py --data $G/data-bin --out $OUT
Back here, ERRANT F0.5 of what came back:
  python experiments/gec_recipe.py --score-gen FILES_AT/*.gen
Try it on the CPU first (same flags; tiny architectures, 6 updates, outputs of at most 3 pieces):
  python experiments/gpu_gec.py --data work/gpu-gec/data-bin --out /tmp/gpu-gec-dry --cpu-dry-run

Every run gets the same flags (the recipe of examples/gec at base size, ``TRAIN_FLAGS``) and the same
``--stop-time-hours`` (fairseq counts the trainer's wall time, validations included). Writes OUT/ARCH.gen
(fairseq-generate), OUT/ARCH.train.log, OUT/ARCH.hyp (detokenised) and OUT/gec_gpu.json (versions, flags,
curves, scores), the file ``gec_recipe.py --score-gen`` reads."""

import argparse
import json
import re
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the repository root: harness/
from harness.gec_runs import generated_hypotheses  # noqa: E402  (standard library only)

ARCHS = ["copy_transformer_base", "syngec_transformer_base"]
# the GPU recipe at 12,000 tokens (benchmarks/RESULTS.md, "The copy model that did not learn")
TRAIN_FLAGS = ["--optimizer", "adam", "--adam-betas", "(0.9, 0.98)", "--lr", "5e-4", "--lr-scheduler", "inverse_sqrt",
               "--warmup-updates", "1000", "--dropout", "0.2", "--weight-decay", "0.0001", "--label-smoothing", "0.1",
               "--copy-attention-dropout", "0.2", "--max-tokens", "12000", "--seed", "1"]
VALID = re.compile(r"valid on 'valid' subset \| loss ([\d.]+) \| nll_loss ([\d.]+).*?\| num_updates (\d+)")
TRAIN = re.compile(r"\| loss ([\d.]+) \| nll_loss ([\d.]+).*?\| num_updates (\d+)")
INNER = re.compile(r"\| train_inner \|.*?ups=([\d.]+),.*?num_updates=(\d+)")


def criterion(arch):
    """The recipe's criterion (examples/gec/lib.sh)."""
    return "diff_regularized_label_smoothed_cross_entropy" if arch.startswith("syngec") else \
        "gec_label_smoothed_cross_entropy"


def fairseq(module, argv, log):
    """python -m fairseq_cli.MODULE ARGV, output to LOG; returns (exit status, seconds)."""
    start = time.time()
    with open(log, "w", encoding="utf-8") as f:
        status = subprocess.call([sys.executable, "-m", f"fairseq_cli.{module}", *map(str, argv)], stdout=f,
                                 stderr=subprocess.STDOUT, cwd=REPO)
    return status, time.time() - start


def curves(log_text):
    """{"valid": [(updates, loss, nll_loss)], "train": [...]} from a fairseq-train log (simple format)."""
    valid = [(int(u), float(loss), float(nll)) for loss, nll, u in VALID.findall(log_text)]
    train = [(int(m.group(3)), float(m.group(1)), float(m.group(2))) for line in log_text.splitlines()
             if "| train_inner |" in line or "| train |" in line for m in [TRAIN.search(line)] if m]
    return {"valid": valid, "train": train}


def speed(log_text, steady_share=0.5, near=0.9):
    """Training speed from fairseq-train's ``train_inner`` lines (updates per second over each --log-interval):
    ``steady_ups``, the median rate over the last ``steady_share`` of the intervals; ``warmup_updates``, the updates
    done before the first interval at ``near`` x that rate or faster (issue 41 item 3: under 50)."""
    points = [(int(u), float(ups)) for ups, u in INNER.findall(log_text)]
    if len(points) < 2:
        return {"steady_ups": None, "warmup_updates": None, "intervals": points}
    steady = statistics.median(ups for _, ups in points[int(len(points) * (1 - steady_share)):])
    starts = [0] + [u for u, _ in points[:-1]]
    warmup = next(start for start, (_, ups) in zip(starts, points) if ups >= near * steady)
    return {"steady_ups": steady, "warmup_updates": warmup, "intervals": points}


def decode_pieces(lines, spm_model):
    """sentencepiece pieces -> text: the model's decoder where sentencepiece is installed, else the
    pieces joined with '▁' as the space (what DecodePieces does for every piece but <unk>)."""
    try:
        import sentencepiece

        sp = sentencepiece.SentencePieceProcessor(model_file=str(spm_model))
        return [sp.decode_pieces(line.split()) for line in lines], "sentencepiece"
    except (ImportError, OSError):
        return ["".join(line.split()).replace("\u2581", " ").strip() for line in lines], "joined pieces"


def score(gen_path, ref_dir, out_prefix, n):
    """M2 (P, R, F0.5) of the first N reference sentences, and the count of outputs that are one piece repeated."""
    from fairseq_syngec.training_health import is_repeated_piece
    from syngec_tools.data.copy_markers import restore_markers
    from syngec_tools.evaluation.m2score import m2_score

    src = (ref_dir / "dev.mk.sp.src").read_text(encoding="utf-8").splitlines()[:n]
    pieces = generated_hypotheses(gen_path, n)
    restored = [" ".join(restore_markers(h.split(), s.split())) for h, s in zip(pieces, src)]
    text, decoder = decode_pieces(restored, ref_dir / "spm.model")
    Path(f"{out_prefix}.hyp").write_text("".join(t + "\n" for t in text), encoding="utf-8")
    blocks = (ref_dir / "dev.m2").read_text(encoding="utf-8").strip().split("\n\n")[:n]
    Path(f"{out_prefix}.ref.m2").write_text("\n\n".join(blocks) + "\n\n", encoding="utf-8")
    m2 = m2_score(f"{out_prefix}.hyp", f"{out_prefix}.ref.m2")
    return {"m2": {"p": m2["precision"], "r": m2["recall"], "f0.5": m2["f_beta"]},
            "repeated_piece_outputs": sum(is_repeated_piece(p.split()) for p in pieces), "sentences": n,
            "detokeniser": decoder}


def versions():
    import torch

    out = {"torch": torch.__version__, "cuda": torch.version.cuda,
           "gpu": torch.cuda.get_device_name(0) if torch.cuda.is_available() else None}
    try:
        import triton

        out["triton"] = triton.__version__
    except ImportError:
        out["triton"] = None
    return out


def precision_flags(cpu_dry_run=False, bf16=False):
    """--amp: float16 autocast on the GPU (fairseq's), bfloat16 with --bf16; on the CPU bfloat16 (compat)."""
    return ["--cpu"] * cpu_dry_run + ["--amp"] + ["--bf16"] * bf16


def command_lines(data, out, arch, minutes=3.4, validate_interval_updates=400, cpu_dry_run=False, bf16=False):
    """(fairseq-train argv, fairseq-generate argv) of one architecture's run: on the GPU, or (``cpu_dry_run``)
    the same flags on the CPU with the tiny architecture, 6 updates and outputs of at most 3 pieces."""
    precision = precision_flags(cpu_dry_run, bf16)
    budget = ["--stop-time-hours", f"{minutes / 60:.5f}"]
    generate_extra = []
    if cpu_dry_run:
        arch = arch.replace("_base", "_tiny")
        budget = ["--max-update", "6", "--max-valid-steps", "2", *budget]
        validate_interval_updates = 3
        generate_extra = ["--max-len-a", "0", "--max-len-b", "3"]
    save = Path(out) / f"{arch}.ckpt"
    train = [str(data), "--user-dir", "fairseq_syngec", "--task", "gec", "--arch", arch, *precision, *TRAIN_FLAGS,
             "--criterion", criterion(arch), *budget, "--max-epoch", "10000", "--validate-interval", "10000",
             "--save-interval", "10000", "--validate-interval-updates", str(validate_interval_updates),
             "--save-dir", str(save), "--no-epoch-checkpoints", "--no-save-optimizer-state", "--num-workers", "2",
             "--log-format", "simple", "--log-interval", "25"]  # 25: the warm-up's measure (issue 41: < 50 updates)
    generate = [str(data), "--user-dir", "fairseq_syngec", "--task", "gec", "--gen-subset", "test",
                "--path", str(save / "checkpoint_last.pt"), "--beam", "4", "--batch-size", "128", "--max-len-a",
                "1.5", "--max-len-b", "10", *precision, *generate_extra]
    return train, generate


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True, help="the data-bin of gec_recipe.py --gpu-data (with reference/)")
    p.add_argument("--out", required=True, help="folder for the outputs, logs and gec_gpu.json")
    p.add_argument("--archs", nargs="+", default=ARCHS)
    p.add_argument("--minutes", type=float, default=3.4, help="training wall time of each model")
    p.add_argument("--validate-interval-updates", type=int, default=400, help="the learning curve's step")
    p.add_argument("--dev-sentences", type=int, default=1000, help="BEA-19 dev sentences decoded (the test split)")
    p.add_argument("--cpu-dry-run", action="store_true", help="the same flags on the CPU: tiny architectures, "
                   "6 updates, outputs of at most 3 pieces")
    p.add_argument("--bf16", action="store_true", help="bfloat16 autocast (--amp --bf16) instead of float16")
    args = p.parse_args()
    data, out = Path(args.data), Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    meta = {"command": shlex.join([sys.executable, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M"),
            **versions(), "train_flags": TRAIN_FLAGS, "minutes": args.minutes, "runs": {},
            "precision": precision_flags(args.cpu_dry_run, args.bf16)}
    for base_arch in args.archs:
        train, generate = command_lines(data, out, base_arch, args.minutes, args.validate_interval_updates,
                                        args.cpu_dry_run, args.bf16)
        arch = train[train.index("--arch") + 1]
        meta["train_argv"], meta["generate_argv"] = train, generate
        status, train_s = fairseq("train", train, out / f"{arch}.train.log")
        log = (out / f"{arch}.train.log").read_text(encoding="utf-8", errors="replace")
        run = {"train_status": status, "train_seconds": round(train_s, 1), **curves(log), "speed": speed(log),
               "health_warnings": [line for line in log.splitlines() if "validation loss rose" in line]}
        gen_status, gen_s = fairseq("generate", generate, out / f"{arch}.gen")
        run.update(generate_status=gen_status, generate_seconds=round(gen_s, 1))
        if status == 0 and gen_status == 0:
            run.update(score(out / f"{arch}.gen", data / "reference", out / arch, args.dev_sentences))
        meta["runs"][arch] = run
        (out / "gec_gpu.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
        for f in (out / f"{arch}.ckpt").glob("*.pt"):  # base checkpoints do not come back (small files only)
            f.unlink()
        print_run(arch, run)
    rates = {a: r["speed"]["steady_ups"] for a, r in meta["runs"].items()}
    copy_ups, syngec_ups = (next((v for a, v in rates.items() if a.startswith(k)), None) for k in ("copy", "syngec"))
    if copy_ups and syngec_ups:  # issue 41 item 3: at most 1.2 on the GPU
        meta["syngec_over_copy_time_per_update"] = copy_ups / syngec_ups
        (out / "gec_gpu.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
        print(f"== SynGEC's time per update: {copy_ups / syngec_ups:.2f}x the copy model's (steady rates)")
    return 0 if all(r["train_status"] == 0 and r["generate_status"] == 0 for r in meta["runs"].values()) else 1


def print_run(arch, run):
    last = run["valid"][-1] if run["valid"] else None
    print(f"== {arch}: {run['train_seconds']:.0f} s training (exit {run['train_status']}), "
          f"{run['generate_seconds']:.0f} s decoding (exit {run['generate_status']})")
    print("   valid (updates: loss / nll): " + ", ".join(f"{u}: {loss:.2f}/{nll:.2f}" for u, loss, nll in run["valid"]))
    sp = run["speed"]
    if sp["steady_ups"] is not None:
        print(f"   speed: {sp['steady_ups']:.2f} updates/s steady, {sp['warmup_updates']} updates of warm-up")
    if "m2" in run:
        m = run["m2"]
        print(f"   M2 on {run['sentences']} BEA-19 dev sentences: P {m['p']:.4f} R {m['r']:.4f} F0.5 {m['f0.5']:.4f}; "
              f"{run['repeated_piece_outputs']} outputs one piece repeated; last valid "
              f"{last[1]:.3f} at {last[0]} updates" if last else "")
    for w in run["health_warnings"]:
        print("   " + w)
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
