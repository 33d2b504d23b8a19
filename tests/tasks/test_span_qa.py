"""The span_qa task: loading, separate padding, truncation (counted), ignored targets."""

import logging

import pytest
import torch

from qa_helpers import shared_span_qa_data, span_qa_task_and_model


@pytest.fixture(scope="module")
def span_qa_data(tmp_path_factory):
    return shared_span_qa_data(tmp_path_factory)


def test_batches_pad_passages_and_questions_separately(span_qa_data):
    data, _, _ = span_qa_data
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
    data, _, _ = span_qa_data
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

    data, _, _ = span_qa_data
    copy = tmp_path / "data"
    shutil.copytree(data, copy)
    task, _, _ = span_qa_task_and_model(copy)
    (copy / "valid.labels").write_text("0 1 ok\n")
    with pytest.raises(ValueError, match="valid.labels; they must match"):
        task.load_dataset("valid")
    with pytest.raises(FileNotFoundError, match="test.passage-question.passage.bin"):
        task.load_dataset("test")


def test_char_dictionary_spells_every_word(span_qa_data):
    data, _, _ = span_qa_data
    task, _, _ = span_qa_task_and_model(data, extra=["--max-word-len", "4"])
    d, c = task.source_dictionary, task.char_dictionary
    for idx in range(d.nspecial, len(d)):
        word = d[idx]
        n = int(task.char_lengths[idx])
        assert n == min(4, len(word))
        assert "".join(c[i] for i in task.char_table[idx, :n]) == word[:4]
        assert torch.all(task.char_table[idx, n:] == c.pad())
