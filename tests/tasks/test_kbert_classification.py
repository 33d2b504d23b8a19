"""--task kbert_classification (K-BERT, Liu et al., AAAI 2020): the paper's example through the task (flattened
order, soft positions, segments, visible matrix) against a literal construction written out by hand; a
sentence pair's segments; where jieba lets entities match; fairseq-train / fairseq-validate end to end on
data only the graph can solve (with the graph it is solved, without it is not); bad input named by file
and line."""

import re

import pytest
import torch

from harness.helpers import USER_DIR, run
from harness.kbert_helpers import PAPER_SENTENCE, PAPER_TRIPLES, build_task, write, write_graph

# K-BERT figure 2, "[CLS] Tim Cook is visiting Beijing now" with Tim Cook -> CEO Apple, Beijing -> capital
# China, Beijing -> is_a City, flattened (branch tokens right after their entity), written out literally
PAPER_TOKENS = ["<s>", "Tim", "Cook", "CEO", "Apple", "is", "visiting", "Beijing", "capital", "China", "is_a",
                "City", "now"]
# soft positions: the sentence numbered as if no branch existed; a branch continues from its entity
PAPER_SOFT = [0, 1, 2, 3, 4, 3, 4, 5, 6, 7, 6, 7, 6]
# visible matrix, row i = what token i sees: sentence tokens see sentence tokens; Tim and Cook (the entity) also
# see CEO Apple; CEO Apple see themselves and Tim Cook; Beijing also sees its two branches; each branch sees
# itself and Beijing, not the other branch
PAPER_VISIBLE = [
    "1110011100001",  # <s>
    "1111111100001",  # Tim
    "1111111100001",  # Cook
    "0111100000000",  # CEO
    "0111100000000",  # Apple
    "1110011100001",  # is
    "1110011100001",  # visiting
    "1110011111111",  # Beijing
    "0000000111000",  # capital
    "0000000111000",  # China
    "0000000100110",  # is_a
    "0000000100110",  # City
    "1110011100001",  # now
]


def literal_visible(rows):
    return torch.tensor([[c == "1" for c in row] for row in rows])


@pytest.fixture(scope="module")
def paper_data(tmp_path_factory):
    """A data directory whose dictionary has the example's words, and the paper's graph."""
    root = tmp_path_factory.mktemp("kbert_paper")
    words = PAPER_TOKENS[1:] + ["big"]
    write(root / "dict.txt", [f"{w} 1" for w in words])
    write(root / "dict.label.txt", ["0 1", "1 1"])
    write(root / "train.tsv", ["label\ttext_a\ttext_b", f"1\t{PAPER_SENTENCE}\tBeijing is big"])
    return root, write_graph(root / "paper.spo", PAPER_TRIPLES)


def test_paper_example_tree_and_batch_equal_the_literal_construction(paper_data):
    data, graph = paper_data
    task, _ = build_task(data, "classification", "--kg", graph, "--token-unit", "space")
    example, tree = task.encode(PAPER_SENTENCE)
    assert tree.tokens == PAPER_TOKENS
    assert tree.soft_positions == PAPER_SOFT
    assert torch.equal(tree.visible, literal_visible(PAPER_VISIBLE))
    assert example.segments == [0] * 13  # one sentence: segment A throughout, branches included
    # the batch the model gets: fairseq position ids (soft position + padding_idx + 1) and the same matrix
    ds = task.build_dataset_for_inference([PAPER_SENTENCE, "now"])
    batch = ds.collater([ds[0], ds[1]])
    pad = task.source_dictionary.pad()
    net = batch["net_input"]
    assert net["soft_positions"][0].tolist() == [p + pad + 1 for p in PAPER_SOFT]
    assert net["soft_positions"][1].tolist() == [pad + 1, pad + 2] + [pad] * 11  # "[CLS] now", right-padded
    assert torch.equal(net["visible"][0], literal_visible(PAPER_VISIBLE))
    assert [task.source_dictionary[i] for i in net["src_tokens"][0].tolist()] == PAPER_TOKENS
    # the knowledge the example was given, in sentence order
    assert [(a, b, e, k) for a, b, e, k in example.entities] == [
        (1, 3, "Tim Cook", [("CEO", "Apple")]), (5, 6, "Beijing", [("capital", "China"), ("is_a", "City")])]


def test_sentence_pair_layout_and_segments(paper_data):
    """[CLS] a [SEP] b [SEP]: segment 0 up to the first [SEP], 1 after; a branch has its entity's segment;
    soft positions run on across the pair (as K-BERT's code numbers them)."""
    data, graph = paper_data
    task, _ = build_task(data, "classification", "--kg", graph, "--token-unit", "space")
    example, tree = task.encode("Beijing now", "Tim Cook")
    assert tree.tokens == ["<s>", "Beijing", "capital", "China", "is_a", "City", "now", "</s>", "Tim", "Cook",
                           "CEO", "Apple", "</s>"]
    assert example.segments == [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1]
    assert tree.soft_positions == [0, 1, 2, 3, 2, 3, 2, 3, 4, 5, 6, 7, 6]
    # read from a file: the header names text_b
    ds = task.load_dataset("train")
    assert ds.examples[0].segments[-4:] == [1, 1, 1, 1]


def test_with_no_graph_the_tree_is_the_sentence(paper_data):
    data, _ = paper_data
    task, _ = build_task(data, "classification", "--kg", "none", "--token-unit", "space")
    example, tree = task.encode(PAPER_SENTENCE)
    assert tree.tokens == ["<s>"] + PAPER_SENTENCE.split() and tree.soft_positions == list(range(7))
    assert tree.visible.all() and example.entities == []


def test_jieba_words_decide_where_a_chinese_entity_matches(tmp_path):
    """--segmenter jieba: an entity matches whole jieba words only (the graph's entities are added to jieba's
    dictionary, as K-BERT adds them to its segmenter's); --segmenter none: anywhere in the character string."""
    write(tmp_path / "dict.txt", [f"{c} 1" for c in "我在北京大学读书首都中国"])
    write(tmp_path / "dict.label.txt", ["0 1", "1 1"])
    graph = write_graph(tmp_path / "g.spo", [("京大", "是", "x"), ("北京大学", "是", "大学"), ("读书", "是", "学习")])
    jieba_task, _ = build_task(tmp_path, "classification", "--kg", graph)
    plain_task, _ = build_task(tmp_path, "classification", "--kg", graph, "--segmenter", "none")
    assert [e[2] for e in jieba_task.encode("我在北京大学读书")[1].entities] == ["北京大学", "读书"]
    # a shorter entity inside a word: none matches it on the character string, jieba does not
    assert [e[2] for e in jieba_task.encode("我在北京大")[1].entities] == []
    assert [e[2] for e in plain_task.encode("我在北京大")[1].entities] == ["京大"]
    tree = jieba_task.encode("在北京大学")[1]
    assert "".join(tree.tokens) == "<s>在北京大学是大学" and tree.soft_positions == [0, 1, 2, 3, 4, 5, 6, 7, 8]
    # NER's space-separated characters are segmented joined, as K-BERT's NER code joins them; English stays words
    ner, _ = build_task(tmp_path, "ner", "--kg", graph)
    assert ner.word_starts("我 在 北 京 大 学".split()) == [True, True, True, False, False, False]
    assert [e[2] for e in ner.encode("我 在 北 京 大")[1].entities] == []
    assert ner.word_starts(["3", "天", "Tim", "Cook", "读", "书"]) == [True, True, True, True, True, False]


def test_the_graph_solves_what_the_sentence_cannot(kbert_classification_models):
    """Validation names never occur in training and are <unk>: only the graph says which label they have.
    Trained alike (120 updates, seed 1), the model with the graph gets them right, the same model without it
    does not; the log counts what the knowledge layer did."""
    root = kbert_classification_models
    acc = {}
    for name in ("none", "kg"):
        log = (root / f"{name}.log").read_text(encoding="utf-8")
        acc[name] = float(re.findall(r"valid on 'valid' subset \| .*?accuracy ([\d.]+)", log)[-1])
    assert acc["kg"] >= 90.0 and acc["none"] <= 75.0, acc
    kg_log = (root / "kg.log").read_text(encoding="utf-8")
    assert "valid.tsv: 32 examples; K-BERT --kg" in kg_log and "32 sentences with knowledge (100.0%)" in kg_log
    assert re.search(r"valid\.tsv: .* 32 of \d+ sentence tokens <unk>", kg_log)  # every validation name: <unk>
    assert "0 sentences with knowledge (0.0%)" in (root / "none.log").read_text(encoding="utf-8")


def test_validate_reports_accuracy_and_kg_none_turns_knowledge_off(kbert_classification_models):
    root = kbert_classification_models
    ckpt = root / "kg" / "checkpoint_best.pt"
    out = run(["fairseq-validate", root / "data", "--user-dir", USER_DIR, "--path", ckpt, "--task",
               "kbert_classification", "--valid-subset", "test", "--batch-size", "16", "--cpu"])
    with_kg = float(re.search(r"accuracy ([\d.]+)", out.stdout + out.stderr).group(1))
    out = run(["fairseq-validate", root / "data", "--user-dir", USER_DIR, "--path", ckpt, "--task",
               "kbert_classification", "--valid-subset", "test", "--batch-size", "16", "--cpu",
               "--model-overrides", "{'kg': 'none'}"])
    text = out.stdout + out.stderr
    without = float(re.search(r"accuracy ([\d.]+)", text).group(1))
    # the override reaches the task: the same model without its graph, which it needs here
    assert "--kg none: 0 sentences with knowledge" in text
    assert with_kg >= 90.0 and without <= with_kg - 20, (with_kg, without)


def test_bad_input_names_file_and_line(paper_data, tmp_path):
    data, graph = paper_data
    bad_graph = write(tmp_path / "bad.spo", ["Beijing\tcapital\tChina", "Beijing\tCity"])
    task, _ = build_task(data, "classification", "--kg", bad_graph, "--token-unit", "space")
    with pytest.raises(ValueError, match=r"bad\.spo:2: expected 3 tab-separated columns"):
        task.encode("Beijing now")
    for name in ("dict.txt", "dict.label.txt"):
        (tmp_path / "d" / name).parent.mkdir(exist_ok=True)
        (tmp_path / "d" / name).write_bytes((data / name).read_bytes())
    write(tmp_path / "d" / "train.tsv", ["label\ttext_a", "1\tBeijing now", "positive\tTim Cook"])
    task, _ = build_task(tmp_path / "d", "classification", "--kg", graph, "--token-unit", "space")
    with pytest.raises(ValueError, match=r"train\.tsv:3: label 'positive' is not in .*dict\.label\.txt"):
        task.load_dataset("train")
    write(tmp_path / "d" / "train.tsv", ["label\ttext_a", "1\tBeijing now\textra"])
    with pytest.raises(ValueError, match=r"train\.tsv:2: 3 tab-separated columns, the header has 2"):
        task.load_dataset("train")
    with pytest.raises(ValueError, match=r"input:2: 3 tab-separated fields"):
        task.build_dataset_for_inference(["a\tb", "a\tb\tc"])
    plain, _ = build_task(data, "classification", "--kg", "none")
    with pytest.raises(ValueError, match="--task kbert_classification trains with --criterion kbert_classification"):
        plain.build_criterion(type("C", (), {"_name": "cross_entropy"})())
