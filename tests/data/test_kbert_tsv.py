"""K-BERT's dataset files (syngec_tools.data.kbert_tsv) and scripts/kbert/preprocess.py: tokens with their
offsets, the header decides the columns, every malformed line named by file and line, the dictionaries
the tasks read (the graph's branch tokens included, labels in class order), dev.tsv taken as valid."""

import pytest

from harness.helpers import load_script
from harness.kbert_helpers import PREPROCESS, write, write_graph
from syngec_tools.data.kbert_tsv import read_classification_tsv, read_label_dict, read_ner_tsv, tokenize


def test_tokens_and_offsets():
    assert tokenize("北京 欢迎你", "char") == [("北", 0), ("京", 1), ("欢", 3), ("迎", 4), ("你", 5)]
    assert tokenize(" Tim  Cook ", "space") == [("Tim", 1), ("Cook", 6)]
    with pytest.raises(ValueError, match="unknown token unit"):
        tokenize("x", "bpe")


def test_readers_follow_the_header_and_name_bad_lines(tmp_path):
    f = write(tmp_path / "a.tsv", ["text_b\tlabel\ttext_a", "b1\t1\ta1", "b2\t0\ta2"])
    ex = read_classification_tsv(str(f))
    assert [(e.text_a, e.text_b, e.label, e.line) for e in ex] == [("a1", "b1", "1", 2), ("a2", "b2", "0", 3)]
    write(f, ["label\ttext"])
    with pytest.raises(ValueError, match=r"a\.tsv:1: the header must name the columns label, text_a"):
        read_classification_tsv(str(f))
    write(f, ["label\ttext_a", "1\tok", "\tno label"])
    with pytest.raises(ValueError, match=r"a\.tsv:3: empty label"):
        read_classification_tsv(str(f))
    write(f, ["text_a\tlabel", "a b c\tO O O", "a b\tO O O"])
    with pytest.raises(ValueError, match=r"a\.tsv:3: 3 tags for a sentence of 2 tokens"):
        read_ner_tsv(str(f))
    write(f, ["1 3", "0"])
    with pytest.raises(ValueError, match=r"a\.tsv:2: expected 'label count'"):
        read_label_dict(str(f))


def test_preprocess_writes_what_the_task_reads(tmp_path):
    src = tmp_path / "src"
    write(src / "train.tsv", ["label\ttext_a", "1\t北京很好", "0\t不好", "1\t好"])
    write(src / "dev.tsv", ["label\ttext_a", "0\t北京"])
    graph = write_graph(tmp_path / "g.spo", [("北京", "首都", "中国")])
    main = load_script(PREPROCESS).main
    assert main(["--task", "classification", "--srcdir", str(src), "--destdir", str(tmp_path / "d"),
                 "--kg", str(graph)]) == 0
    d = tmp_path / "d"
    assert sorted(p.name for p in d.iterdir()) == ["dict.label.txt", "dict.txt", "train.tsv", "valid.tsv"]
    # training text and the graph's branch text, most frequent first, ties in code-point order
    assert d.joinpath("dict.txt").read_text(encoding="utf-8").split() == [
        "好", "3", "不", "1", "中", "1", "京", "1", "北", "1", "国", "1", "很", "1", "都", "1", "首", "1"]
    assert d.joinpath("dict.label.txt").read_text(encoding="utf-8") == "0 1\n1 2\n"
    assert d.joinpath("valid.tsv").read_bytes() == src.joinpath("dev.tsv").read_bytes()


def test_preprocess_errors_name_file_and_line(tmp_path, capsys):
    src = tmp_path / "src"
    write(src / "train.tsv", ["text_a\tlabel", "a b\tB-X I-X"])
    write(src / "valid.tsv", ["text_a\tlabel", "a b\tB-Y O"])
    main = load_script(PREPROCESS).main
    assert main(["--task", "ner", "--srcdir", str(src), "--destdir", str(tmp_path / "d")]) == 1
    assert "valid.tsv:2: label 'B-Y' never occurs in" in capsys.readouterr().err
    write(src / "valid.tsv", ["text_a\tlabel", "a b\tB-X"])
    assert main(["--task", "ner", "--srcdir", str(src), "--destdir", str(tmp_path / "d")]) == 1
    assert "valid.tsv:2: 1 tags for a sentence of 2 tokens" in capsys.readouterr().err
    bad = write(tmp_path / "bad.spo", ["a\tis"])
    write(src / "valid.tsv", ["text_a\tlabel", "a b\tB-X I-X"])
    assert main(["--task", "ner", "--srcdir", str(src), "--destdir", str(tmp_path / "d"), "--kg", str(bad)]) == 1
    assert "bad.spo:1: expected 3 tab-separated columns" in capsys.readouterr().err
    assert not (tmp_path / "d" / "dict.txt").exists()  # nothing written on an error
