"""fairseq-syngec-classify end to end on the toy models of tests/conftest.py: one output line per input line
(empty lines kept), labels the trained model gets right, the knowledge shown on request, --kg none and --data
overrides, NER tags (one a token, O past --max-positions, counted), and clear errors."""

import logging

import torch

from harness.helpers import run


def classify_in_process(argv):
    """fairseq_syngec.cli.classify.main in this process (it lowers the root log level: restored)."""
    from fairseq_syngec.cli import classify

    level = logging.getLogger().level
    try:
        return classify.main([str(a) for a in argv])
    finally:
        logging.getLogger().setLevel(level)


def test_labels_one_line_each_with_the_knowledge_shown(kbert_classification_models, tmp_path):
    root = kbert_classification_models
    rows = [line.split("\t") for line in (root / "data" / "valid.tsv").read_text(encoding="utf-8").splitlines()[1:]]
    lines = [text for _, text in rows[:12]]
    src = tmp_path / "in.txt"
    src.write_text("\n".join(lines[:6] + [""] + lines[6:]) + "\n", encoding="utf-8")
    out = tmp_path / "out.txt"
    res = run(["fairseq-syngec-classify", "--path", root / "kg" / "checkpoint_best.pt", "--input", src, "--output", out,
               "--show-knowledge", "--cpu"])
    got = out.read_text(encoding="utf-8").split("\n")[:-1]
    assert len(got) == 13 and got[6] == "\t-"
    assert "1 empty input line(s)" in res.stderr
    labels = [g.split("\t")[0] for g in got[:6] + got[7:]]
    gold = [label for label, _ in rows[:12]]
    assert sum(a == b for a, b in zip(labels, gold)) >= 10, (labels, gold)
    name = lines[0].split()[[w[:2] in ("fr", "to") and w[2:].isdigit() for w in lines[0].split()].index(True)]
    assert got[0].split("\t")[1] == f"{name} -> is_a {'fruit' if name.startswith('fr') else 'tool'}"
    # --kg none: the same model, and no knowledge given
    res = run(["fairseq-syngec-classify", "--path", root / "kg" / "checkpoint_best.pt", "--kg", "none",
               "--show-knowledge", "--cpu"], input="\n".join(lines) + "\n")
    assert [line.split("\t")[1] for line in res.stdout.splitlines()] == ["-"] * 12


def test_ner_tags_one_per_token_and_cut_tokens_tagged_o(kbert_ner_model, capsys):
    root = kbert_ner_model
    ckpt = root / "ckpt" / "checkpoint_best.pt"
    res = run(["fairseq-syngec-classify", "--path", ckpt, "--cpu", "--show-knowledge"],
              input="ada lovelace is visiting paris now\nparis\n")
    tags = [line.split("\t")[0].split() for line in res.stdout.splitlines()]
    assert [len(t) for t in tags] == [6, 1]
    assert res.stdout.splitlines()[0].split("\t")[1] == "ada lovelace -> person | paris -> city"
    # a model run with a shorter --max-positions: the tokens past it get O, and the count is said
    from fairseq_syngec.cli.classify import classify_lines, get_parser, load

    model, task = load(get_parser().parse_args(["--path", str(ckpt), "--cpu"]))
    task.cfg.max_positions = 3
    results, counts = classify_lines(model, task, ["tim cook is visiting paris now", "now"])
    assert [len(r[0].split()) for r in results] == [6, 1] and results[0][0].split()[3:] == ["O", "O", "O"]
    assert counts == {"empty": 0, "cut": 3, "cut_lines": 1}


def test_errors_are_one_line(kbert_classification_models, tmp_path):
    root = kbert_classification_models
    ckpt = root / "kg" / "checkpoint_best.pt"
    state = torch.load(ckpt, weights_only=False)
    state["cfg"]["task"]["_name"] = "gec"
    torch.save(state, tmp_path / "other.pt")
    res = run(["fairseq-syngec-classify", "--path", tmp_path / "other.pt", "--cpu"], input="x\n", check=False)
    assert res.returncode == 1 and "was trained with --task gec: fairseq-syngec-classify needs a checkpoint of " \
        "--task kbert_classification or kbert_ner" in res.stderr
    res = run(["fairseq-syngec-classify", "--path", ckpt, "--cpu"], input="a\tb\tc\n", check=False)
    assert res.returncode == 1 and "error: <stdin>:1: 3 tab-separated fields" in res.stderr
    res = run(["fairseq-syngec-classify", "--path", ckpt, "--cpu", "--kg", tmp_path / "none.spo"], input="x\n",
              check=False)
    assert res.returncode == 1 and "--kg file not found" in res.stderr
    other = tmp_path / "other_data"
    other.mkdir()
    (other / "dict.label.txt").write_bytes((root / "data" / "dict.label.txt").read_bytes())
    (other / "dict.txt").write_text((root / "data" / "dict.txt").read_text(encoding="utf-8") + "extra 1\n",
                                    encoding="utf-8")
    res = run(["fairseq-syngec-classify", "--path", ckpt, "--cpu", "--data", other], input="x\n", check=False)
    assert res.returncode == 1 and "does not fit the dictionaries of" in res.stderr
    src = tmp_path / "in.txt"
    src.write_text("x\n", encoding="utf-8")
    assert classify_in_process(["--path", ckpt, "--input", src, "--output", src, "--cpu"]) == 1
