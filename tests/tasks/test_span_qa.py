"""The span_qa task: loading, separate padding, truncation (counted), ignored targets."""

import logging

import pytest
import torch

from harness.qa_helpers import UNSEEN_WORDS, span_qa_task_and_model


def spelled(chars, row):
    """The word a row of character ids spells (an unknown character reads as <unk>)."""
    return "".join(chars[i] for i in row.tolist() if i != chars.pad())


def expected_spelling(chars, word, max_len):
    return "".join(ch if ch in chars.indices else chars.unk_word for ch in word[:max_len])


def test_batches_pad_passages_and_questions_separately(span_qa_data):
    data = span_qa_data
    task, _, _ = span_qa_task_and_model(data)
    ds = task.load_dataset("valid")
    d = task.source_dictionary
    labels = (data / "valid.labels").read_text().splitlines()
    passages = (data / "valid.passage").read_text().splitlines()
    assert len(ds) == len(labels) == len(passages)
    sample = ds.collater([ds[i] for i in range(6)])
    net = sample["net_input"]
    assert net["passage_tokens"].shape == (6, int(net["passage_lengths"].max()))
    assert net["question_tokens"].shape == (6, int(net["question_lengths"].max()))
    for k, i in enumerate(range(6)):
        p_len, q_len = int(net["passage_lengths"][k]), int(net["question_lengths"][k])
        words = [d[t] for t in net["passage_tokens"][k, :p_len]]
        assert words == passages[i].split()  # no </s>, nothing lost (the dictionary covers every split)
        assert torch.all(net["passage_tokens"][k, p_len:] == d.pad())
        assert torch.all(net["question_tokens"][k, q_len:] == d.pad())
        s, e, _ = labels[i].split()
        assert sample["target"][k].tolist() == [int(s), int(e)]
    assert sample["ntokens"] == int(net["passage_lengths"].sum() + net["question_lengths"].sum())


def test_truncation_is_counted_and_answers_past_the_cut_are_ignored(span_qa_data, caplog):
    data = span_qa_data
    task, _, _ = span_qa_task_and_model(data, extra=["--max-passage-len", "60", "--max-question-len", "5"])
    labels = [tuple(map(int, x.split()[:2])) for x in (data / "valid.labels").read_text().splitlines()]
    p_lens = [len(x.split()) for x in (data / "valid.passage").read_text().splitlines()]
    q_lens = [len(x.split()) for x in (data / "valid.question").read_text().splitlines()]
    with caplog.at_level(logging.INFO):
        ds = task.load_dataset("valid")
    n_p, n_q = sum(n > 60 for n in p_lens), sum(n > 5 for n in q_lens)
    n_cut = sum(e >= 60 for s, e in labels)
    assert n_p > 0 and n_q > 0 and n_cut > 0
    assert (f"{n_p} passages truncated to --max-passage-len 60, {n_q} questions truncated to "
            f"--max-question-len 5; {n_cut} answers lie past the cut") in caplog.text
    assert len(ds) == len(labels)  # nothing dropped
    for i, (s, e) in enumerate(labels):
        item = ds[i]
        assert item["passage"].numel() == min(60, p_lens[i]) and item["question"].numel() == min(5, q_lens[i])
        assert item["target"].tolist() == ([-1, -1] if e >= 60 else [s, e])


def test_missing_or_mismatched_files_are_named(span_qa_data, tmp_path):
    import shutil

    data = span_qa_data
    copy = tmp_path / "data"
    shutil.copytree(data, copy)
    task, _, _ = span_qa_task_and_model(copy)
    (copy / "valid.labels").write_text("0 1 ok\n")
    with pytest.raises(ValueError, match="valid.labels; they must match"):
        task.load_dataset("valid")
    with pytest.raises(FileNotFoundError, match="test.passage-question.passage.bin"):
        task.load_dataset("test")


def test_char_dictionary_spells_every_word(span_qa_data):
    data = span_qa_data
    task, _, _ = span_qa_task_and_model(data, extra=["--max-word-len", "4"])
    d, c, table = task.source_dictionary, task.char_dictionary, task.speller.table
    for idx in range(d.nspecial, len(d)):
        word = d[idx]
        assert spelled(c, table[idx]) == word[:4]
        n = min(4, len(word))
        assert torch.all(table[idx, :n] != c.pad()) and torch.all(table[idx, n:] == c.pad())


def test_words_outside_the_dictionary_are_spelled_from_their_text(unseen_words_split):
    """Words outside the dictionary: a word first seen at prediction is <unk> in the binarised stream, but
    its character input is its own spelling (not the <unk> word's); known words keep theirs."""
    data, _ = unseen_words_split
    task, _, _ = span_qa_task_and_model(data, extra=["--max-word-len", "6"])
    d, c = task.source_dictionary, task.char_dictionary
    assert all(d.index(w) == d.unk() for w in UNSEEN_WORDS)  # really new words
    assert "ʒ" not in c.indices  # and a new character
    ds = task.load_dataset("test")
    sample = ds.collater([ds[i] for i in range(len(ds))])
    net = sample["net_input"]
    n_unk = n_new = 0
    for kind in ("passage", "question"):
        lines = (data / f"test.{kind}").read_text(encoding="utf-8").splitlines()
        tokens, chars, lengths = net[f"{kind}_tokens"], net[f"{kind}_chars"], net[f"{kind}_lengths"]
        assert chars.shape[:2] == tokens.shape and chars.size(2) == 6  # the longest word, cut to 6
        for b, line in enumerate(lines):
            words = line.split()
            assert int(lengths[b]) == len(words)
            for k, word in enumerate(words):
                n_unk += int(tokens[b, k] == d.unk())
                n_new += word in UNSEEN_WORDS
                assert spelled(c, chars[b, k]) == expected_spelling(c, word, 6), (kind, b, word)
            assert torch.all(chars[b, len(words):] == c.pad())
    assert n_new == 10 and n_unk >= n_new  # every new word is <unk> (7 in the passages, 3 in the questions)
    # "vexilloʒ" cut to 6 is still all known characters; the 8th character, ʒ, needs a longer cut
    task8, _, _ = span_qa_task_and_model(data, extra=["--max-word-len", "8"])
    ds8 = task8.load_dataset("test")
    item = ds8[1]
    k = (data / "test.passage").read_text(encoding="utf-8").splitlines()[1].split().index("vexilloʒ")
    assert spelled(task8.char_dictionary, item["passage_chars"][k]) == "vexillo<unk>"


def test_unseen_words_without_their_text_and_mismatched_text(unseen_words_split, tmp_path, caplog):
    import shutil

    data, _ = unseen_words_split
    copy = tmp_path / "data"
    shutil.copytree(data, copy)
    (copy / "test.question").unlink()
    task, _, _ = span_qa_task_and_model(copy)
    d, c = task.source_dictionary, task.char_dictionary
    with caplog.at_level(logging.INFO):
        ds = task.load_dataset("test")
    assert f"{copy / 'test.question'} not found: question words outside the word dictionary" in caplog.text
    item = ds[0]
    unk_q = item["question"] == d.unk()
    assert unk_q.any()
    assert all(spelled(c, r) == c.unk_word for r in item["question_chars"][unk_q])  # no text: the <unk> word
    assert not any(spelled(c, r) == c.unk_word for r in item["passage_chars"])  # the passages have theirs
    lines = (copy / "test.passage").read_text(encoding="utf-8").splitlines()
    (copy / "test.passage").write_text(lines[0] + "\n" + lines[1] + " extra\n", encoding="utf-8")
    ds = task.load_dataset("test")
    with pytest.raises(ValueError, match=r"test\.passage line 2: 8 words, but the binarised passage has 7"):
        ds[1]
    (copy / "test.passage").write_text(lines[0].replace("of", "in") + "\n" + lines[1] + "\n", encoding="utf-8")
    ds = task.load_dataset("test")
    with pytest.raises(ValueError, match=r"test\.passage line 1: word 3 is 'in', but the binarised passage has 'of'"):
        ds[0]
    (copy / "test.passage").write_text(lines[0] + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"test\.passage has 1 lines, but split test has 2 passages"):
        task.load_dataset("test")
