"""Shared helpers for the span QA (R-Net) tests: a tiny SQuAD-format sample cut from the bundled
``examples/qa/data`` files, converted and binarised with the project's own command lines (the
session fixtures built from them are in tests/conftest.py)."""

import json
from pathlib import Path

from harness.helpers import REPO, USER_DIR, run
from syngec_tools.data.squad import iter_examples, load_squad_json, write_split

QA_DATA = REPO / "examples" / "qa" / "data"
CONVERT = REPO / "scripts" / "qa" / "squad_to_fairseq.py"


def squad_subset(src: Path, dst: Path, n_questions: int):
    """The first paragraphs of ``src`` holding at least ``n_questions`` questions, as SQuAD JSON."""
    data = json.loads(src.read_text(encoding="utf-8"))
    paragraphs, n = [], 0
    for article in data["data"]:
        for para in article["paragraphs"]:
            if n >= n_questions:
                break
            paragraphs.append(para)
            n += len(para["qas"])
    dst.write_text(json.dumps({"version": "1.1", "data": [{"title": "sample", "paragraphs": paragraphs}]}),
                   encoding="utf-8")
    return dst


def make_span_qa_data(root: Path, n_train=48, n_valid=24):
    """Convert + binarise (one dictionary over both splits, as examples/qa/run.sh). Returns
    (data dir, train.json, valid.json)."""
    root.mkdir(parents=True, exist_ok=True)
    train = squad_subset(QA_DATA / "train.json", root / "train.json", n_train)
    valid = squad_subset(QA_DATA / "dev.json", root / "valid.json", n_valid)
    data = root / "data"
    data.mkdir(exist_ok=True)
    for split, src in (("train", train), ("valid", valid)):  # what scripts/qa/squad_to_fairseq.py does
        write_split(iter_examples(load_squad_json(str(src)), str(src), lower=True), str(data / split))
    for lang in ("passage", "question"):
        (data / f"vocab.{lang}").write_text(
            "".join((data / f"{s}.{kind}").read_text(encoding="utf-8") for s in ("train", "valid")
                    for kind in ("passage", "question")), encoding="utf-8")
    run(["fairseq-preprocess", "--source-lang", "passage", "--target-lang", "question", "--joined-dictionary",
         "--trainpref", data / "vocab", "--dict-only", "--destdir", root / "dict"])
    run(["fairseq-preprocess", "--source-lang", "passage", "--target-lang", "question", "--joined-dictionary",
         "--srcdict", root / "dict" / "dict.passage.txt", "--trainpref", data / "train",
         "--validpref", data / "valid", "--destdir", data, "--workers", "1"])
    return data, train, valid


def span_qa_task_and_model(data_dir, arch="rnet_tiny", extra=()):
    """The task and model fairseq-train builds for these arguments (in this process)."""
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    parser = options.get_training_parser()
    args = options.parse_args_and_arch(
        parser, [str(data_dir), "--user-dir", USER_DIR, "--task", "span_qa", "--arch", arch, "--cpu",
                 "--criterion", "span_qa", *extra])
    cfg = convert_namespace_to_omegaconf(args)
    task = tasks.setup_task(cfg.task)
    model = task.build_model(cfg.model)
    return task, model, cfg


TRAIN_ARGS = ["--user-dir", USER_DIR, "--task", "span_qa", "--arch", "rnet_tiny", "--criterion", "span_qa",
              "--cpu", "--optimizer", "adadelta", "--lr", "1.0", "--adadelta-rho", "0.95", "--adadelta-eps", "1e-6",
              "--batch-size", "16", "--log-format", "simple", "--log-interval", "1", "--seed", "1",
              "--no-progress-bar", "--no-epoch-checkpoints"]


def train_rnet(data, ckpt, max_update=6):
    """fairseq-train --task span_qa --arch rnet_tiny for a few updates on ``data`` (make_span_qa_data's)
    into CKPT, its log in CKPT/train.log."""
    out = run(["fairseq-train", data, *TRAIN_ARGS, "--max-update", str(max_update), "--save-dir", ckpt])
    (ckpt / "train.log").write_text(out.stdout + out.stderr, encoding="utf-8")


# words no SQuAD sample holds (checked by the tests against the dictionary); "ʒ" is outside the
# character dictionary too (IPA letters appear in the sample: the test checks it is not there)
UNSEEN_WORDS = ["zorblax", "quimbet", "flerny", "snodgrass", "vexilloʒ"]


def make_unseen_words_split(root, dict_dir):
    """ROOT/data: a split ``test`` of passages full of words outside the dictionary of ``dict_dir``
    (make_span_qa_data's data dir), converted (scripts/qa/squad_to_fairseq.py's code) and binarised
    with that dictionary (so the new words are <unk> in the binarised streams), and ROOT/test.json; the
    data dir holds only the dictionary and this split."""
    out, src = root / "data", root / "test.json"
    out.mkdir()
    z, q, f, s, v = UNSEEN_WORDS
    paragraphs = [
        {"context": f"The {z} of {q} is {f} and {s} .",
         "qas": [{"id": "u1", "question": f"What is the {z} of {q} ?",
                  "answers": [{"text": f, "answer_start": len(f"The {z} of {q} is ")}]}]},
        {"context": f"{s} met {v} , then {q} .",
         "qas": [{"id": "u2", "question": f"Who met {v} ?", "answers": [{"text": s, "answer_start": 0}]}]},
    ]
    src.write_text(json.dumps({"version": "1.1", "data": [{"title": "unseen", "paragraphs": paragraphs}]}),
                   encoding="utf-8")
    write_split(iter_examples(load_squad_json(str(src)), str(src), lower=True), str(out / "test"))
    run(["fairseq-preprocess", "--source-lang", "passage", "--target-lang", "question", "--joined-dictionary",
         "--srcdict", dict_dir / "dict.passage.txt", "--testpref", out / "test", "--destdir", out,
         "--workers", "1"])
