"""The GEC runs the experiments and benchmarks share: examples/gec/lib.sh's steps in Python, on the
internal W&I and BEA-19 dev sets (``../shared/data``) and the bundled Gutenberg text. Data: W&I train
(its last sentences as fairseq's validation set), a BEA-19 dev slice, 8k-piece sentencepiece, copy
markers, ``fairseq-preprocess --task gec`` (``prepare``, ``synthetic_shards``, ``dev_slice``,
``full_dev``); ``train`` (one fairseq-train run, its saves and peak resident set), ``generate_and_score``
/ ``score_generated`` (fairseq-generate, restored and decoded, ERRANT and M2, the outputs' shape), and
``sh``, the runner whose ``wait4`` gives a run's peak resident set. Written for
experiments/gec_budget.py, whose hyper-parameters (``DIMS``, ``criterion``) experiments/gec_recipe.py,
experiments/gpu_gec.py and benchmarks/amp_memory.py reuse. Standard library only (gpu_gec.py runs
where only torch and fairseq are installed)."""

import datetime as dt
import json
import os
import re
import shlex
import subprocess
import sys
import time
from pathlib import Path

from syngec_tools.data.m2 import m2_blocks

REPO = Path(__file__).resolve().parents[1]
USER_DIR = str(REPO / "fairseq_syngec")
DATA = REPO.parent / "shared" / "data"
WI = [DATA / "wi_locness_train" / f"{x}.train.gold.bea19.m2" for x in "ABC"]
DEV = DATA / "bea19_dev" / "ABCN.dev.gold.bea19.m2"
MONO = REPO / "examples/gec/data/gutenberg/mono.txt"
BIN = Path(sys.executable).parent
PY = sys.executable
ARCHS = ["transformer", "copy_transformer_tiny", "syngec_transformer_tiny"]
MODES = ["scratch", "pretrained"]
DIMS = ["--encoder-layers", "3", "--decoder-layers", "3", "--encoder-embed-dim", "256",
        "--decoder-embed-dim", "256", "--encoder-ffn-embed-dim", "1024", "--decoder-ffn-embed-dim", "1024",
        "--encoder-attention-heads", "4", "--decoder-attention-heads", "4", "--share-all-embeddings"]
SAVED = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) .*Saved checkpoint (\S+) \(epoch (\d+) @ (\d+) updates")


def log(msg):
    print(f"== {time.strftime('%T')} {msg}", file=sys.stderr, flush=True)


def sh(cmd, logfile=None, env=None):
    """Runs one of the repo's command lines; on failure, the log's tail and exit 1."""
    cmd = [str(c) for c in cmd]
    if logfile is None:
        r = subprocess.run(cmd, capture_output=True, text=True, env=env)
        out = r.stdout + r.stderr
    else:
        with open(logfile, "w") as f:
            proc = subprocess.Popen(cmd, stdout=f, stderr=subprocess.STDOUT, text=True, env=env)
            # wait4, not wait: its rusage gives the run's peak resident set (ru_maxrss, KiB on Linux); Linux
            # keeps in it the larger of the child's own and its parent's at spawn: this driver is small
            _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        r = subprocess.CompletedProcess(cmd, proc.returncode)
        r.peak_rss_mib = usage.ru_maxrss / 1024
        out = Path(logfile).read_text()
    if r.returncode:
        sys.exit(f"error: {shlex.join(cmd[:3])} ... failed (exit {r.returncode}):\n{out[-3000:]}")
    return r


def write_m2(path, blocks):
    Path(path).write_text("".join(b + "\n\n" for b in blocks), encoding="utf-8")


# ---- shared data: the same dictionary and data-bins for every system -----------------------------

def encode_pair(w, inp, out):
    """examples/gec/lib.sh encode_pair: sentencepiece pieces, then copy markers."""
    sh([PY, REPO / "scripts/spm.py", "encode", "--model", w / "spm.model", "--input", f"{inp}.src", f"{inp}.tgt",
        "--output", f"{out}.sp.src", f"{out}.sp.tgt"])
    sh([PY, REPO / "scripts/gec/copy_markers.py", "encode", "--dict", w / "dict.txt", "--src", f"{out}.sp.src",
        "--tgt", f"{out}.sp.tgt", "--out-prefix", out])


def binarise(w, dest, *flags):
    """examples/gec/lib.sh binarise: fairseq-preprocess --task gec, the joined sentencepiece dictionary."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    sh([BIN / "fairseq-preprocess", "--user-dir", USER_DIR, "--task", "gec", "--source-lang", "src",
        "--target-lang", "tgt", *flags, "--srcdict", w / "dict.txt", "--joined-dictionary", "--destdir", dest,
        "--workers", "2"], logfile=f"{dest}.preprocess.log")


def prepare(args):
    """WORK/data-bin (W&I train, valid slice, dev slice as test) and, for pre-training, WORK/syn-bin/shardK."""
    w = Path(args.workdir) / f"v{args.vocab_size}.d{args.dev_sentences}.val{args.valid_sentences}"
    (w / "txt").mkdir(parents=True, exist_ok=True)
    if not (w / "data-bin" / "dict.src.txt").exists():
        log(f"data: W&I train (last {args.valid_sentences} for validation), BEA-19 dev slice -> {w}")
        train = [b for f in WI for b in m2_blocks(f)]
        if args.valid_sentences >= len(train):
            sys.exit(f"error: --valid-sentences {args.valid_sentences} >= the {len(train)} W&I train sentences")
        write_m2(w / "txt/train.m2", train[:-args.valid_sentences])
        write_m2(w / "txt/valid.m2", train[-args.valid_sentences:])
        dev = m2_blocks(DEV)
        write_m2(w / "dev.m2", dev[:args.dev_sentences] if args.dev_sentences else dev)
        for split, ann in (("train", "all"), ("valid", "0"), ("dev", "0")):
            m2 = w / "dev.m2" if split == "dev" else w / f"txt/{split}.m2"
            sh([PY, REPO / "scripts/gec/m2_to_parallel.py", "--m2", m2, "--out-prefix", w / f"txt/{split}",
                "--annotator", ann])
        log(f"sentencepiece: {args.vocab_size} unigram pieces over {MONO.name} + W&I train")
        sh([PY, REPO / "scripts/spm.py", "train", "--input", MONO, w / "txt/train.src", w / "txt/train.tgt",
            "--model-prefix", w / "spm", "--vocab-size", args.vocab_size, "--model-type", "unigram"])
        sh([PY, REPO / "scripts/spm.py", "fairseq-dict", "--vocab", w / "spm.vocab", "--out", w / "dict.txt"])
        for split in ("train", "valid", "dev"):
            encode_pair(w, w / f"txt/{split}", w / f"txt/{split}.mk")
        log("fairseq-preprocess: W&I train / valid / BEA-19 dev")
        binarise(w, w / "data-bin", "--trainpref", w / "txt/train.mk", "--validpref", w / "txt/valid.mk",
                 "--testpref", w / "txt/dev.mk")
    need_syn = any(s.endswith(":pretrained") for s in args.systems)
    return w, synthetic_shards(args, w) if need_syn else []


def synthetic_shards(args, w):
    """WORK/syn-bin/shardK (``--noise learner``, the first runs' layout) or WORK/syn-bin-NOISE/shardK:
    make_synthetic.py's errors on the bundled Gutenberg text, one shard per copy."""
    suffix = "" if args.noise == "learner" else f"-{args.noise}"
    shards = [w / f"syn-bin{suffix}/shard{k}" for k in range(args.copies)]
    if not all((s / "dict.src.txt").exists() for s in shards):
        log(f"synthetic errors ({args.noise}, {args.copies} copies of {MONO.name})")
        syn = w / f"syn{suffix}"
        syn.mkdir(exist_ok=True)
        sh([PY, REPO / "scripts/gec/make_synthetic.py", "--input", MONO, "--out-prefix", syn / "train",
            "--copies", args.copies, "--noise", args.noise, "--seed", args.seed, "--workers", "2", "--no-progress"])
        for k, shard in enumerate(shards):
            encode_pair(w, syn / f"train.{k}", syn / f"train.{k}.mk")
            valid = ["--validpref", w / "txt/valid.mk"] if k == 0 else []
            binarise(w, shard, "--trainpref", syn / f"train.{k}.mk", *valid)
    return shards


def dev_slice(w):
    """The dev slice the learning curve is scored on (prepare's test split)."""
    return {"bin": w / "data-bin", "sp_src": w / "txt/dev.mk.sp.src", "src": w / "txt/dev.src", "m2": w / "dev.m2"}


def valid_slice(w):
    """fairseq's validation split (the last W&I train sentences, prepare's valid split), to decode and
    score like the dev slice: what a study chooses on."""
    return {"bin": w / "data-bin", "sp_src": w / "txt/valid.mk.sp.src", "src": w / "txt/valid.src",
            "m2": w / "txt/valid.m2", "subset": "valid"}


def full_dev(w):
    """All 4,384 BEA-19 dev sentences in WORK/dev-all, encoded with WORK's sentencepiece model and
    dictionary (those the systems were trained with) and binarised as a test split: the final table."""
    d = w / "dev-all"
    if not (d / "data-bin" / "test.src-tgt.src.idx").exists():
        log(f"data: all BEA-19 dev sentences -> {d}")
        (d / "txt").mkdir(parents=True, exist_ok=True)
        write_m2(d / "dev.m2", m2_blocks(DEV))
        sh([PY, REPO / "scripts/gec/m2_to_parallel.py", "--m2", d / "dev.m2", "--out-prefix", d / "txt/dev",
            "--annotator", "0"])
        encode_pair(w, d / "txt/dev", d / "txt/dev.mk")
        binarise(w, d / "data-bin", "--testpref", d / "txt/dev.mk")
    return {"bin": d / "data-bin", "sp_src": d / "txt/dev.mk.sp.src", "src": d / "txt/dev.src", "m2": d / "dev.m2"}


# ---- training, generation, scoring ------------------------------------------------------------------

def criterion(arch):
    return "diff_regularized_label_smoothed_cross_entropy" if arch.startswith("syngec") else \
        "gec_label_smoothed_cross_entropy"


PEAK_RSS_MIB = {}  # fairseq-train log file -> that run's peak resident set, MiB


def train(args, arch, data, save, logfile, budget_flags, extra=()):
    """One fairseq-train run; returns [(minutes since launch, updates, checkpoint path)] of its saves."""
    save.mkdir(parents=True, exist_ok=True)
    cmd = [BIN / "fairseq-train", data, "--user-dir", USER_DIR, "--task", "gec", "--arch", arch, "--cpu", *DIMS,
           "--optimizer", "adam", "--adam-betas", "(0.9, 0.98)", "--lr", args.lr, "--lr-scheduler", "inverse_sqrt",
           "--warmup-updates", args.warmup, "--weight-decay", "0.0001", "--dropout", "0.2",
           "--criterion", criterion(arch), "--label-smoothing", "0.1", "--max-tokens", args.max_tokens,
           "--seed", args.seed, "--save-dir", save, "--no-epoch-checkpoints", "--max-epoch", "10000",
           "--save-interval-updates", args.save_interval_updates, "--log-format", "simple", "--log-interval", "20",
           "--num-workers", "0", *budget_flags, *extra, *getattr(args, "train_args", [])]
    env = dict(os.environ, OMP_NUM_THREADS=str(args.threads), MKL_NUM_THREADS=str(args.threads),
               PYTHONWARNINGS="ignore")
    log(f"fairseq-train --arch {arch} {' '.join(map(str, budget_flags))} -> {save} (log {logfile})")
    t0 = dt.datetime.now().replace(microsecond=0)
    PEAK_RSS_MIB[str(logfile)] = sh(cmd, logfile=logfile, env=env).peak_rss_mib
    saves = []
    for line in Path(logfile).read_text().splitlines():
        m = SAVED.match(line)
        if m:
            t = dt.datetime.strptime(m.group(1), "%Y-%m-%d %H:%M:%S")
            saves.append(((t - t0).total_seconds() / 60, int(m.group(4)), m.group(2)))
    if not saves or not (save / "checkpoint_last.pt").exists():
        sys.exit(f"error: no checkpoint saved in {save} (see {logfile})")
    # the last save may name checkpoint_best.pt or checkpoint_E_U.pt first: checkpoint_last.pt is that model
    saves[-1] = (saves[-1][0], saves[-1][1], str(save / "checkpoint_last.pt"))
    return saves, cmd


def is_interval(path):
    """checkpoint_E_U.pt: an intermediate save (scored for the curve, then deletable)."""
    return re.search(r"checkpoint_\d+_\d+\.pt$", str(path)) is not None


def output_shape(hyp_path, src_path):
    """What the outputs look like (beside the scores): the share of hypotheses equal to their source,
    and the share that stutter: an n-gram (n <= 3) immediately repeated where the source does not
    repeat it ("take care care" for "take care"), the copy-and-stutter of an undertrained model."""
    hyps = Path(hyp_path).read_text(encoding="utf-8").splitlines()
    srcs = Path(src_path).read_text(encoding="utf-8").splitlines()
    if len(hyps) != len(srcs):
        sys.exit(f"error: {hyp_path} has {len(hyps)} lines, {src_path} {len(srcs)}")
    unchanged = stutter = 0
    for h, s in zip(hyps, srcs):
        h, s = h.split(), s.split()
        unchanged += h == s
        src_grams = {tuple(s[i:i + 2 * n]) for n in (1, 2, 3) for i in range(len(s) - 2 * n + 1)}
        stutter += any(h[i:i + n] == h[i + n:i + 2 * n] and tuple(h[i:i + 2 * n]) not in src_grams
                       for n in (1, 2, 3) for i in range(len(h) - 2 * n + 1))
    return {"unchanged": round(unchanged / len(hyps), 4), "stutter": round(stutter / len(hyps), 4)}


def generate_and_score(args, w, ckpt, out, dev):
    """lib.sh generate + score: OUT.hyp, OUT.errant.json and OUT.m2.json of CKPT on DEV (dev_slice, full_dev or
    valid_slice: its data-bin split is DEV's "subset", the test split by default)."""
    env = dict(os.environ, OMP_NUM_THREADS=str(args.threads), PYTHONWARNINGS="ignore")
    with open(f"{out}.gen", "w") as f, open(f"{out}.generate.log", "w") as g:
        r = subprocess.run([str(BIN / "fairseq-generate"), str(dev["bin"]), "--user-dir", USER_DIR, "--task",
                            "gec", "--gen-subset", dev.get("subset", "test"), "--path", str(ckpt), "--beam",
                            str(args.beam), "--batch-size", "64", "--max-len-a", str(args.max_len_a), "--max-len-b",
                            str(args.max_len_b), "--cpu"], stdout=f, stderr=g, env=env)
    if r.returncode:
        sys.exit(f"error: fairseq-generate {ckpt} failed, see {out}.generate.log")
    return score_generated(w, f"{out}.gen", out, dev)


def generated_hypotheses(gen, n):
    """The H lines of a fairseq-generate output GEN in sentence order; exits when one of the N is missing."""
    hyps = {}
    for line in Path(gen).read_text(encoding="utf-8").splitlines():
        if line.startswith("H-"):
            i, _, text = line[2:].split("\t", 2)
            hyps[int(i)] = text
    if sorted(hyps) != list(range(n)):
        sys.exit(f"error: {gen} has {len(hyps)} hypotheses for {n} sentences")
    return [hyps[i] for i in range(n)]


def score_generated(w, gen, out, dev):
    """The H lines of a fairseq-generate output GEN on DEV -> OUT.hyp (pieces restored and decoded
    with WORK's sentencepiece model), OUT.errant.json, OUT.m2.json and their scores."""
    n = sum(1 for _ in open(dev["sp_src"], encoding="utf-8"))
    hyps = generated_hypotheses(gen, n)
    Path(f"{out}.sp.hyp").write_text("".join(h + "\n" for h in hyps), encoding="utf-8")
    sh([PY, REPO / "scripts/gec/copy_markers.py", "decode", "--src", dev["sp_src"], "--hyp",
        f"{out}.sp.hyp", "--out", f"{out}.sp.restored"])
    sh([PY, REPO / "scripts/spm.py", "decode", "--model", w / "spm.model", "--input", f"{out}.sp.restored",
        "--output", f"{out}.hyp"])
    sh([PY, "-m", "syngec_tools.cli.errant_score", "--hyp", f"{out}.hyp", "--ref", dev["m2"], "--workers", "2",
        "--no-progress", "--json", f"{out}.errant.json"])
    sh([PY, "-m", "syngec_tools.cli.m2_score", "--hyp", f"{out}.hyp", "--ref", dev["m2"], "--json",
        f"{out}.m2.json"])
    e = json.loads(Path(f"{out}.errant.json").read_text())
    m = json.loads(Path(f"{out}.m2.json").read_text())
    return {"errant": {"p": e["p"], "r": e["r"], "f0.5": e["f0.5"]},
            "m2": {"p": m["precision"], "r": m["recall"], "f0.5": m["f0.5"]},
            "outputs": output_shape(f"{out}.hyp", dev["src"])}
