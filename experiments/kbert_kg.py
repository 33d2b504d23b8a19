#!/usr/bin/env python
"""Does the knowledge graph help? K-BERT (Liu et al., "K-BERT: Enabling Language Representation with
Knowledge Graph", AAAI 2020) with and without its graph, side by side, on its own data.

For each dataset, the same model (``--arch``, default ``kbert_tiny``: BERT-Tiny's shape, 2 layers x 128)
is trained from scratch with ``--kg none`` and with each graph, for each seed, with the same number of
updates and the same hyper-parameters (below); the updates are fixed in advance, the checkpoint is
chosen on the dev split (best dev accuracy / span F1, validated after every epoch), and the test split
is scored once, with that checkpoint (``fairseq-validate --valid-subset test``).

  chnsenticorp  kbert_classification  --kg none | HowNet.spo            accuracy
  medical_ner   kbert_ner             --kg none | HowNet.spo | Medical.spo   conlleval span F1

One dictionary per dataset for every arm (``scripts/kbert/preprocess.py`` over the training text and
all of the dataset's graphs), so that the arms differ in the graph only. K-BERT's published figures
(95.5 test accuracy on ChnSentiCorp with HowNet; 0.937 / 0.944 F1 on medical NER with HowNet /
MedicalKG) fine-tune a pre-trained Chinese BERT-base, which cannot be downloaded here: these runs
measure what the graph adds to a model that starts from nothing, at a CPU budget.

    OMP_NUM_THREADS=1 python experiments/kbert_kg.py                 # every run not done yet (resumable)
    OMP_NUM_THREADS=1 python experiments/kbert_kg.py --datasets medical_ner --seeds 1
    python experiments/kbert_kg.py --merge                           # the table, experiments/results/kbert_kg.json
    python experiments/kbert_kg.py --entity-spans     # NER: which graph matches are gold entities, of which type

Data: ``../shared/data/kbert`` (K-BERT's files: see its PROVENANCE.md; skipped with exit 0 when absent).
Each run's JSON is written atomically to ``RESULTS/<dataset>.<kg>.s<seed>.json`` when it finishes; a run
whose JSON exists is skipped. The JSON holds the dev metric at every validation, the chosen update, the
test scores, what the knowledge layer did to each split (sentences that got a branch, branches, branches
left out and tokens cut by --max-positions) and the commands.
"""

import argparse
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = REPO.parent / "shared" / "data" / "kbert"
PY = sys.executable
BIN = Path(sys.executable).parent
DATASETS = {  # name: (task kind, graphs, dev metric, updates, batch size)
    "chnsenticorp": ("classification", ["HowNet"], "accuracy", 3000, 32),
    "medical_ner": ("ner", ["HowNet", "Medical"], "f1", 6500, 32),
}
# the same for every run: Adam with linear warm-up (10%) and decay, as K-BERT's BertAdam; BERT's dropout 0.1
HPARAMS = ["--optimizer", "adam", "--adam-betas", "(0.9, 0.98)", "--lr", "5e-4", "--lr-scheduler",
           "polynomial_decay", "--dropout", "0.1", "--weight-decay", "0.01", "--clip-norm", "1.0"]
PUBLISHED = {  # K-BERT's README (autoliuweijie/K-BERT), pre-trained Chinese BERT-base (Google's, UER's weights)
    ("chnsenticorp", "HowNet"): "95.50 (dev 95.00)",
    ("medical_ner", "HowNet"): "93.7 (0.937)",
    ("medical_ner", "Medical"): "94.4 (0.944)",
}
KNOWLEDGE = re.compile(r"/(\w+)\.tsv: (\d+) examples; K-BERT --kg \S+: (\d+) sentences with knowledge \([\d.]+%\), "
                       r"(\d+) entities matched, (\d+) branches added, (\d+) branches left out and (\d+) sentence "
                       r"tokens cut by --max-positions \d+; (\d+) of (\d+) sentence tokens <unk>")
KEYS = ("examples", "with_knowledge", "entities", "branches", "dropped_branches", "cut_tokens", "unk", "tokens")


def log(msg):
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def sh(cmd, logfile=None):
    """Run a command (one OpenMP thread unless set otherwise); its output to ``logfile`` too; exit on failure."""
    env = dict(os.environ, PYTHONWARNINGS="ignore")
    env.setdefault("OMP_NUM_THREADS", "1")
    res = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, env=env)
    if logfile:
        Path(logfile).write_text(res.stdout + res.stderr, encoding="utf-8")
    if res.returncode:
        sys.exit(f"error: {shlex.join(map(str, cmd))} failed ({res.returncode}):\n{res.stderr[-3000:]}")
    return res.stdout + res.stderr


def knowledge_stats(text):
    """{split: {examples, with_knowledge, entities, branches, dropped_branches, cut_tokens, unk, tokens}}."""
    return {m[0]: dict(zip(KEYS, map(int, m[1:]))) for m in KNOWLEDGE.findall(text)}


def valid_curve(text, metric):
    """[(num_updates, dev metric)] of a fairseq-train log."""
    pat = re.compile(rf"valid on 'valid' subset \|.*\| {metric} ([\d.]+) \|.*\| num_updates (\d+)")
    return [(int(u), float(v)) for v, u in pat.findall(text)]


def prepare(args, name):
    """DATA_BIN for ``name``: preprocess once, with every graph of the dataset in the dictionary."""
    kind, graphs = DATASETS[name][:2]
    dest = Path(args.workdir) / "data" / name
    if not (dest / "dict.label.txt").exists():
        sh([PY, REPO / "scripts/kbert/preprocess.py", "--task", kind, "--srcdir", Path(args.data) / name,
            "--destdir", dest, *[a for g in graphs for a in ("--kg", Path(args.data) / "kgs" / f"{g}.spo")]])
    return dest


def run_one(args, name, kg, seed):
    kind, _, metric, updates, batch = DATASETS[name]
    updates = args.updates or updates
    stem = f"{name}.{kg}.s{seed}"
    out = Path(args.results) / f"{stem}.json"
    if out.exists():
        log(f"{stem}: done already ({out})")
        return json.loads(out.read_text())
    data = prepare(args, name)
    run = Path(args.workdir) / "runs" / stem
    run.mkdir(parents=True, exist_ok=True)
    kg_arg = "none" if kg == "none" else str(Path(args.data) / "kgs" / f"{kg}.spo")
    train = [BIN / "fairseq-train", data, "--user-dir", REPO / "fairseq_syngec", "--task", f"kbert_{kind}",
             "--arch", args.arch, "--criterion", f"kbert_{kind}", "--kg", kg_arg, "--cpu", *HPARAMS,
             "--warmup-updates", str(updates // 10), "--total-num-update", str(updates), "--max-update", str(updates),
             "--batch-size", str(batch), "--seed", str(seed), "--save-dir", run / "ckpt", "--no-epoch-checkpoints",
             "--no-last-checkpoints", "--no-save-optimizer-state", "--best-checkpoint-metric", metric,
             "--maximize-best-checkpoint-metric", "--log-format", "simple", "--log-interval", "100",
             "--no-progress-bar"]
    log(f"{stem}: training {updates} updates")
    t0 = time.time()
    text = sh(train, run / "train.log")
    minutes = (time.time() - t0) / 60
    curve = valid_curve(text, metric)
    best = max(v for _, v in curve)
    chosen = [u for u, v in curve if v == best][-1]  # fairseq keeps the last of equal bests (>=)
    test_cmd = [BIN / "fairseq-validate", data, "--user-dir", REPO / "fairseq_syngec", "--task", f"kbert_{kind}",
                "--path", run / "ckpt" / "checkpoint_best.pt", "--valid-subset", "test", "--batch-size", "64", "--cpu"]
    test_text = sh(test_cmd, run / "test.log")
    line = [ln for ln in test_text.splitlines() if "valid on 'test' subset" in ln][-1]
    scores = {k: float(v) for k, v in re.findall(r"\| (accuracy|precision|recall|f1|loss) ([\d.]+)", line)}
    res = {"dataset": name, "task": f"kbert_{kind}", "kg": kg, "seed": seed, "arch": args.arch, "updates": updates,
           "batch_size": batch, "metric": metric, "dev_curve": curve, "dev_best": best, "chosen_update": chosen,
           "test": scores, "knowledge": {**knowledge_stats(text), **knowledge_stats(test_text)},
           "minutes": round(minutes, 2), "threads": os.environ.get("OMP_NUM_THREADS"),
           "fairseq_train": shlex.join(map(str, train)), "fairseq_validate": shlex.join(map(str, test_cmd)),
           "command": shlex.join([PY, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M"), "commit": commit()}
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(res, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(out)
    log(f"{stem}: dev {metric} {best} (update {chosen}), test {metric} {scores.get(metric)} ({minutes:.1f} min) "
        f"-> {out}")
    return res


def commit():
    try:
        return subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True).stdout.strip()
    except OSError:
        return ""


def spread(values):
    """'mean ± (max - min)' of a list of numbers."""
    return f"{statistics.mean(values):.2f} ± {max(values) - min(values):.2f}"


def merge(args):
    rows = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(Path(args.results).glob("*.s*.json"))]
    if not rows:
        print(f"error: no run JSON in {args.results}", file=sys.stderr)
        return 1
    groups = {}
    for r in rows:
        groups.setdefault((r["dataset"], r["kg"]), []).append(r)
    order = {name: i for i, name in enumerate(DATASETS)}
    head = ("| dataset | --kg | seeds | updates | dev (chosen) | test | sentences with knowledge (test) | "
            "branches left out / cut tokens (test) | K-BERT published |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    table = []
    for (name, kg), rs in sorted(groups.items(), key=lambda kv: (order.get(kv[0][0], 99), kv[0][1] != "none",
                                                                 kv[0][1])):
        rs.sort(key=lambda r: r["seed"])
        metric = rs[0]["metric"]
        k = rs[0]["knowledge"].get("test", {})
        cover = f"{k['with_knowledge']}/{k['examples']}" if k else "-"
        left = f"{k['dropped_branches']} / {k['cut_tokens']}" if k else "-"
        entry = {"dataset": name, "kg": kg, "metric": metric, "seeds": [r["seed"] for r in rs],
                 "updates": sorted({r["updates"] for r in rs}), "dev": [r["dev_best"] for r in rs],
                 "test": [r["test"][metric] for r in rs], "chosen_update": [r["chosen_update"] for r in rs],
                 "knowledge_test": k, "published": PUBLISHED.get((name, kg), "")}
        table.append(entry)
        lines.append(f"| {name} | {kg} | {','.join(map(str, entry['seeds']))} | {'/'.join(map(str, entry['updates']))} "
                     f"| {spread(entry['dev'])} | {spread(entry['test'])} {metric} | {cover} | {left} | "
                     f"{entry['published'] or '-'} |")
    text = "\n".join(lines)
    print(text)
    out = Path(args.merged)
    tmp = out.with_suffix(".json.tmp")
    tmp.write_text(json.dumps({"table": table, "markdown": text, "runs": rows, "command": shlex.join([PY, *sys.argv]),
                               "date": time.strftime("%Y-%m-%d %H:%M"), "commit": commit()}, indent=2,
                              ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(out)
    return 0


def entity_spans(args):
    """For each NER dataset and graph: how many entity matches the test sentences get, how many of them are
    exactly a gold entity span, and (branch object, gold type) counts of those; written to --spans-json."""
    sys.path.insert(0, str(REPO))
    from harness.kbert_helpers import build_task
    from syngec_tools.data.kbert_tsv import read_ner_tsv
    from syngec_tools.evaluation.conlleval import chunks

    out = {}
    for name in args.datasets:
        kind, graphs = DATASETS[name][:2]
        if kind != "ner":
            continue
        data = prepare(args, name)
        examples = read_ner_tsv(str(data / "test.tsv"))
        gold_total = sum(len(chunks(ex.tags)) for ex in examples)
        for kg in graphs:
            task, _ = build_task(data, "ner", "--kg", Path(args.data) / "kgs" / f"{kg}.spo")
            matched = exact = overlapping = 0
            pairs = {}
            for ex in examples:
                gold = {(a, b): t for t, a, b in chunks(ex.tags)}
                for a, b, _ent, kept in task.encode(ex.text_a)[1].entities:
                    if not kept:
                        continue
                    matched += 1
                    if (a, b - 1) in gold:
                        exact += 1
                        key = f"{gold[(a, b - 1)]} -> {kept[0][1]}"
                        pairs[key] = pairs.get(key, 0) + 1
                    elif any(not (b - 1 < ga or a > gb) for ga, gb in gold):
                        overlapping += 1
            out[f"{name}.{kg}"] = {"gold_entities": gold_total, "matched": matched, "exact_gold_span": exact,
                                   "overlapping_gold": overlapping,
                                   "gold_type_to_branch": dict(sorted(pairs.items(), key=lambda kv: -kv[1]))}
            log(f"{name} {kg}: {matched} matches in the test sentences, {exact} exactly a gold entity "
                f"({overlapping} overlapping one); of {gold_total} gold entities")
    res = {"spans": out, "command": shlex.join([PY, *sys.argv]), "date": time.strftime("%Y-%m-%d %H:%M"),
           "commit": commit()}
    Path(args.spans_json).write_text(json.dumps(res, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(out, indent=1, ensure_ascii=False))
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--datasets", nargs="+", choices=list(DATASETS), default=list(DATASETS))
    p.add_argument("--kgs", nargs="+", help="which arms (default: none and every graph of the dataset)")
    p.add_argument("--seeds", nargs="+", type=int, default=[1, 2])
    p.add_argument("--arch", default="kbert_tiny")
    p.add_argument("--updates", type=int, help="updates of every run (default: the dataset's, see DATASETS)")
    p.add_argument("--data", default=str(DATA), help="K-BERT's files (default ../shared/data/kbert)")
    p.add_argument("--workdir", default=str(REPO / "work" / "kbert_kg"), help="data-bins, checkpoints and logs")
    p.add_argument("--results", default=str(REPO / "experiments" / "results" / "kbert_kg"))
    p.add_argument("--merged", default=str(REPO / "experiments" / "results" / "kbert_kg.json"))
    p.add_argument("--merge", action="store_true", help="only print the table of RESULTS/*.json and write --merged")
    p.add_argument("--entity-spans", action="store_true",
                   help="only count, for the NER test sentences, the graph matches that are gold entities")
    p.add_argument("--spans-json", default=str(REPO / "experiments" / "results" / "kbert_kg_entity_spans.json"))
    args = p.parse_args(argv)
    if args.merge:
        return merge(args)
    needed = [Path(args.data) / name for name in args.datasets] + [Path(args.data) / "kgs"]
    missing = [str(n) for n in needed if not n.exists()]
    if missing:
        print(f"skip: K-BERT's data is absent ({', '.join(missing)}); nothing to measure")
        return 0
    if args.entity_spans:
        return entity_spans(args)
    for seed in args.seeds:
        for name in args.datasets:
            for kg in ["none", *DATASETS[name][1]]:
                if args.kgs is None or kg in args.kgs:
                    run_one(args, name, kg, seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
