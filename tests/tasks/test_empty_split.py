"""A binarised split without sentences (fairseq-preprocess of empty text files: a 0-byte .bin) is a
ValueError naming the task, the split and its files, for every task of the plugin; fairseq alone
stops with a bare "cannot mmap an empty file"."""

import shutil

import pytest

from harness.helpers import USER_DIR


def write_empty(prefix):
    """PREFIX.bin/.idx as fairseq-preprocess writes them for an empty text file."""
    from fairseq.data import indexed_dataset

    indexed_dataset.make_builder(f"{prefix}.bin", impl="mmap", vocab_size=100).finalize(f"{prefix}.idx")


def setup_task(data, *args):
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    argv = [str(data), "--user-dir", USER_DIR, "--cpu", *args]
    return tasks.setup_task(convert_namespace_to_omegaconf(
        options.parse_args_and_arch(options.get_training_parser(), argv)).task)


@pytest.fixture
def pair_data(word_gec_data, tmp_path):
    """The word GEC dictionaries, and empty train (source, target and fact) files."""
    data = tmp_path / "data-bin"
    data.mkdir()
    for name in ("dict.src.txt", "dict.tgt.txt"):
        shutil.copy(word_gec_data / name, data / name)
    for lang in ("src", "tgt"):
        write_empty(data / f"train.src-tgt.{lang}")
    write_empty(data / "train.facts-None.facts")
    return data


def assert_names_split_and_files(info, task, files):
    msg = str(info.value)
    assert f"task {task}: split 'train' has no sentences in" in msg, msg
    assert all(str(f) in msg for f in files), msg
    assert "--trainpref" in msg and "\n" not in msg, msg


def test_gec(pair_data):
    task = setup_task(pair_data, "--task", "gec", "--arch", "copy_transformer_tiny")
    with pytest.raises(ValueError) as info:
        task.load_dataset("train")
    files = [pair_data / f"train.src-tgt.{lang}.bin" for lang in ("src", "tgt")]
    assert_names_split_and_files(info, "gec", files)


def test_fact_summarization(pair_data):
    task = setup_task(pair_data, "--task", "fact_summarization", "--arch", "fact_transformer_tiny")
    with pytest.raises(ValueError) as info:
        task.load_dataset("train")
    files = [pair_data / f"train.src-tgt.{lang}.bin" for lang in ("src", "tgt")]
    files.append(pair_data / "train.facts-None.facts.bin")
    assert_names_split_and_files(info, "fact_summarization", files)


def test_span_qa(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "dict.passage.txt").write_text("the 3\nriver 2\n", encoding="utf-8")
    for lang in ("passage", "question"):
        write_empty(data / f"train.passage-question.{lang}")
    task = setup_task(data, "--task", "span_qa", "--arch", "rnet_tiny", "--criterion", "span_qa")
    with pytest.raises(ValueError) as info:
        task.load_dataset("train")
    files = [data / f"train.passage-question.{kind}.bin" for kind in ("passage", "question")]
    assert_names_split_and_files(info, "span_qa", files)


def test_fairseq_train_names_the_empty_split(pair_data, word_gec_data, tmp_path):
    """fairseq-train itself (in this process): the error reaches the user."""
    from harness.train_helpers import FAMILIES, train_in_process

    for f in word_gec_data.glob("valid.*"):
        shutil.copy(f, pair_data / f.name)
    with pytest.raises(ValueError, match=r"split 'train' has no sentences in .*train\.src-tgt\.src\.bin"):
        train_in_process(pair_data, tmp_path / "ckpt", *FAMILIES["copy_transformer"][0], "--max-update", "2")
