"""Shared helpers for the K-BERT tests: small English data the tests make themselves (K-BERT's own files,
which carry no licence, are read only from ``../shared/data/kbert`` and only by the experiment), the
paper's example graph, and fairseq-train / the task built in process. The session fixtures built from
them are in tests/conftest.py.

The classification data is a task only the graph can solve: "the <name> is here" is labelled by what
the name is (a fruit: 1, a tool: 0), the graph says ``<name> is_a fruit|tool``, and every name occurs
once (``preprocess(..., "--thresholdsrc", "2")`` leaves them out of the dictionary: ``<unk>`` to the
model), those of the validation split never in training. Without the graph the validation split is a
coin toss; with it, the branch tells the entity, and the entity tells [CLS]."""

import random
from pathlib import Path

from harness.helpers import REPO, USER_DIR, run

PREPROCESS = REPO / "scripts" / "kbert" / "preprocess.py"
# K-BERT (Liu et al., AAAI 2020) figure 2's sentence and triples, with "Tim Cook" as the entity
PAPER_TRIPLES = [("Tim Cook", "CEO", "Apple"), ("Beijing", "capital", "China"), ("Beijing", "is_a", "City")]
PAPER_SENTENCE = "Tim Cook is visiting Beijing now"
TEMPLATES = ["the {} is here", "i saw a {} today", "where is my {} now", "a {} was on the table"]
TINY_KBERT = ["--arch", "kbert_tiny", "--encoder-layers", "2", "--encoder-embed-dim", "32",
              "--encoder-ffn-embed-dim", "64", "--encoder-attention-heads", "2"]


def write(path: Path, lines) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def write_graph(path: Path, triples) -> Path:
    return write(path, ["\t".join(t) for t in triples])


def names(kind: str, n: int, offset: int = 0):
    return [f"{kind[:2]}{i:03d}" for i in range(offset, offset + n)]


def make_classification_data(root: Path, n_names=96, n_valid_names=16, seed=1):
    """(srcdir with train.tsv / valid.tsv / test.tsv, graph file); see the module docstring."""
    rng = random.Random(seed)
    train_names = {k: names(k, n_names) for k in ("fruit", "tool")}
    valid_names = {k: names(k, n_valid_names, n_names) for k in ("fruit", "tool")}
    graph = [(n, "is_a", k) for k in ("fruit", "tool") for n in train_names[k] + valid_names[k]]
    write_graph(root / "graph.spo", graph)

    def rows(pool, per_name):
        out = [f"{int(k == 'fruit')}\t{t.format(n)}" for k in pool for n in pool[k] for t in
               rng.sample(TEMPLATES, per_name)]
        rng.shuffle(out)
        return out

    src = root / "src"
    write(src / "train.tsv", ["label\ttext_a"] + rows(train_names, 1))
    write(src / "valid.tsv", ["label\ttext_a"] + rows(valid_names, 1))
    write(src / "test.tsv", ["label\ttext_a"] + rows(valid_names, 1))
    return src, root / "graph.spo"


def make_ner_data(root: Path):
    """(srcdir, graph): sentences with PER / LOC names (BIO tags, space-separated tokens) and a graph
    that says which names are which."""
    people, places = ["tim cook", "ada lovelace", "alan turing"], ["beijing", "paris", "new york"]
    rows = []
    for p in people:
        for q in places:
            toks_p, toks_q = p.split(), q.split()
            tags_p = ["B-PER"] + ["I-PER"] * (len(toks_p) - 1)
            tags_q = ["B-LOC"] + ["I-LOC"] * (len(toks_q) - 1)
            rows.append((toks_p + ["is", "visiting"] + toks_q + ["now"], tags_p + ["O", "O"] + tags_q + ["O"]))
            rows.append((["yesterday"] + toks_q + ["welcomed"] + toks_p, ["O"] + tags_q + ["O"] + tags_p))
    lines = ["text_a\tlabel"] + [" ".join(t) + "\t" + " ".join(g) for t, g in rows]
    src = root / "src"
    write(src / "train.tsv", lines)
    write(src / "valid.tsv", lines[:1] + lines[1:7])
    graph = write_graph(root / "graph.spo", [(p, "is_a", "person") for p in people] +
                        [(q, "is_a", "city") for q in places])
    return src, graph


def preprocess(task: str, src: Path, dest: Path, *extra):
    return run([PREPROCESS, "--task", task, "--srcdir", src, "--destdir", dest, *extra])


def train(data, save_dir, task, *extra, updates=6):
    """fairseq-train --task kbert_<task> with a very small kbert_tiny on CPU."""
    return run(["fairseq-train", data, "--user-dir", USER_DIR, "--task", f"kbert_{task}", *TINY_KBERT,
                "--criterion", f"kbert_{task}", "--cpu", "--optimizer", "adam", "--lr", "3e-3", "--batch-size", "16",
                "--max-update", str(updates), "--save-dir", save_dir, "--no-epoch-checkpoints", "--seed", "1",
                "--log-format", "simple", "--no-progress-bar", *extra])


def build_task(data, task="classification", *extra):
    """The task (and model config) fairseq-train builds for these arguments, in process."""
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    parser = options.get_training_parser()
    args = options.parse_args_and_arch(parser, [str(data), "--user-dir", USER_DIR, "--task", f"kbert_{task}",
                                                *TINY_KBERT, "--criterion", f"kbert_{task}", "--cpu",
                                                *[str(e) for e in extra]])
    cfg = convert_namespace_to_omegaconf(args)
    return tasks.setup_task(cfg.task), cfg


def build_classification_models(root: Path, updates=120):
    """The toy classification data (``make_classification_data``) preprocessed into ``root/data`` and a
    kbert_tiny trained on it for ``updates`` updates without the graph (``root/none``) and with it
    (``root/kg``); each run's log in ``root/<name>.log``."""
    src, graph = make_classification_data(root)
    preprocess("classification", src, root / "data", "--token-unit", "space", "--kg", graph, "--thresholdsrc", "2")
    for name, kg in (("none", "none"), ("kg", graph)):
        out = train(root / "data", root / name, "classification", "--kg", kg, "--token-unit", "space",
                    "--best-checkpoint-metric", "accuracy", "--maximize-best-checkpoint-metric", updates=updates)
        (root / f"{name}.log").write_text(out.stdout + out.stderr, encoding="utf-8")


def build_ner_model(root: Path, updates=8):
    """The toy NER data preprocessed into ``root/data`` and a kbert_tiny trained on it with its graph
    (``root/ckpt``, log ``root/train.log``)."""
    src, graph = make_ner_data(root)
    preprocess("ner", src, root / "data", "--kg", graph)
    out = train(root / "data", root / "ckpt", "ner", "--kg", graph, "--segmenter", "none",
                "--best-checkpoint-metric", "f1", "--maximize-best-checkpoint-metric", updates=updates)
    (root / "train.log").write_text(out.stdout + out.stderr, encoding="utf-8")
