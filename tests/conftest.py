"""The suite's shared fixtures: tiny GEC, summarisation and span QA data and models, each built once
per test session and shared by the pytest-xdist workers (a file lock; the first worker to need one
builds it, the others wait for it). The builders live in ``harness/``; a fixture that more than one
test module uses is defined here, not wrapped again per module."""

import os

# one OpenMP thread per test process unless the caller chose otherwise, set before torch is imported:
# helpers.run forks commands from this process, and a libgomp thread team does not survive fork()
os.environ.setdefault("OMP_NUM_THREADS", "1")

import pytest  # noqa: E402

from harness.forkserver import ForkServer  # noqa: E402
from harness.helpers import (
    TINY_ARCH,
    USER_DIR,
    build_once,
    make_fact_data,
    make_spm_gec_data,
    make_word_gec_data,
    run,
    train_gec,
    write_triples,
)
from harness.qa_helpers import make_span_qa_data, make_unseen_words_split, train_rnet  # noqa: E402


@pytest.fixture(scope="session")
def word_gec_data(tmp_path_factory):
    return build_once(tmp_path_factory, "word_gec", make_word_gec_data) / "data-bin"


@pytest.fixture(scope="session")
def trained_gec(word_gec_data, tmp_path_factory):
    """(data-bin, checkpoint dir, training log) after 12 updates of fairseq-train."""

    def build(root):
        out = train_gec(word_gec_data, root / "ckpt", "--max-update", "12", "--no-epoch-checkpoints")
        (root / "train.log").write_text(out.stdout + out.stderr, encoding="utf-8")

    root = build_once(tmp_path_factory, "gec_ckpt", build)
    return word_gec_data, root / "ckpt", (root / "train.log").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def trained_spm_syngec(tmp_path_factory):
    """(data-bin, checkpoint file, spm model) of a syngec_transformer_tiny trained for 10 updates
    on sentencepiece pieces."""

    def build(root):
        data_bin, _ = make_spm_gec_data(root)
        arch = ["--arch", "syngec_transformer_tiny"] + TINY_ARCH[2:]
        run(["fairseq-train", data_bin, "--user-dir", USER_DIR, "--task", "gec", *arch, "--cpu",
             "--optimizer", "adam", "--lr", "1e-3", "--criterion", "label_smoothed_cross_entropy",
             "--label-smoothing", "0.1", "--max-tokens", "2000", "--save-dir", root / "checkpoints",
             "--max-update", "10", "--no-epoch-checkpoints", "--log-format", "simple", "--seed", "1",
             "--no-progress-bar"])

    root = build_once(tmp_path_factory, "spm_syngec", build)
    return root / "data-bin", root / "checkpoints" / "checkpoint_best.pt", root / "spm.model"


@pytest.fixture(scope="session")
def fact_data(tmp_path_factory):
    """A data-bin of a tiny summarisation set (train, valid) with stand-in facts and triples."""

    def build(root):
        data = make_fact_data(root)
        for split in ("train", "valid"):
            write_triples(data, split, (root / "raw" / f"{split}.src").read_text(encoding="utf-8").splitlines())

    return build_once(tmp_path_factory, "fact_data", build) / "data-bin"


@pytest.fixture(scope="session")
def trained_fact_models(fact_data, tmp_path_factory):
    """(fact_data, FA-TR checkpoint (position alignment), K-BERT checkpoint
    (--knowledge-injection kbert --fact-alignment none)), each trained for 4 updates."""

    def build(root):
        data = fact_data
        for name, extra in (("fatr", ["--fact-alignment", "position"]),
                            ("kbert", ["--knowledge-injection", "kbert", "--fact-alignment", "none"])):
            run(["fairseq-train", data, "--user-dir", USER_DIR, "--task", "fact_summarization", *extra,
                 "--arch", "fact_transformer_tiny", *TINY_ARCH[2:], "--cpu", "--optimizer", "adam", "--lr", "1e-3",
                 "--criterion", "label_smoothed_cross_entropy", "--max-tokens", "2000", "--max-update", "4",
                 "--save-dir", root / name, "--no-epoch-checkpoints", "--seed", "1", "--no-progress-bar"])

    root = build_once(tmp_path_factory, "fact_models", build)
    return fact_data, root / "fatr" / "checkpoint_best.pt", root / "kbert" / "checkpoint_best.pt"


@pytest.fixture(scope="session")
def kbert_classification_models(tmp_path_factory):
    """Root of harness.kbert_helpers.build_classification_models: data/, graph.spo, none/ and kg/
    (checkpoints of kbert_tiny trained 120 updates without and with the graph), none.log, kg.log."""
    from harness.kbert_helpers import build_classification_models

    return build_once(tmp_path_factory, "kbert_cls", build_classification_models)


@pytest.fixture(scope="session")
def kbert_ner_model(tmp_path_factory):
    """Root of harness.kbert_helpers.build_ner_model: data/, graph.spo, ckpt/ (kbert_tiny, 8 updates), train.log."""
    from harness.kbert_helpers import build_ner_model

    return build_once(tmp_path_factory, "kbert_ner", build_ner_model)


@pytest.fixture(scope="session")
def span_qa_sample(tmp_path_factory):
    """(data dir, train.json, valid.json): a tiny SQuAD sample converted and binarised for --task span_qa."""
    root = build_once(tmp_path_factory, "span_qa_data", make_span_qa_data)
    return root / "data", root / "train.json", root / "valid.json"


@pytest.fixture(scope="session")
def span_qa_data(span_qa_sample):
    """The data dir of span_qa_sample."""
    return span_qa_sample[0]


@pytest.fixture(scope="session")
def trained_rnet(span_qa_sample, tmp_path_factory):
    """(data dir, valid.json, checkpoint dir, training log) of rnet_tiny after 6 updates on span_qa_sample."""
    data, _, valid_json = span_qa_sample
    ckpt = build_once(tmp_path_factory, "rnet_ckpt_6", lambda root: train_rnet(data, root, max_update=6))
    return data, valid_json, ckpt, (ckpt / "train.log").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def unseen_words_split(span_qa_data, tmp_path_factory):
    """(data dir, test.json): a split ``test`` of passages full of words outside span_qa_data's
    dictionary, binarised with it (the data dir holds only the dictionary and this split)."""
    root = build_once(tmp_path_factory, "span_qa_unseen", lambda root: make_unseen_words_split(root, span_qa_data))
    return root / "data", root / "test.json"


@pytest.fixture(scope="session")
def fork_server(tmp_path_factory):
    """A fork server for the shell pipelines' Python commands (``harness/forkserver.py``): ``fork_server.env(env)``
    is ``env`` with its stand-ins first on PATH and as PYTHON."""
    with ForkServer(tmp_path_factory.mktemp("fs")) as fs:
        yield fs


FILE_SECONDS = "fairseq_syngec/file_seconds"  # pytest's cache (.pytest_cache): each test file's seconds, last run


def pytest_collection_modifyitems(config, items):
    """The longest files start first, so that both workers finish at about the same time (pytest-xdist's
    --dist loadfile hands out files in collection order): by each file's seconds in the last run that ran it
    (pytest's cache; :func:`pytest_sessionfinish`), and where the cache does not know a file (a fresh clone, a
    new file), those marked ``long_file`` (a minute or more: shell pipelines, two-rank launches, import
    checks) before the rest. Files of equal rank keep their collection order."""
    seconds = config.cache.get(FILE_SECONDS, {}) if getattr(config, "cache", None) is not None else {}

    def rank(item):
        known = seconds.get(item.nodeid.split("::")[0])
        if known is None:
            known = float("inf") if item.get_closest_marker("long_file") is not None else 0.0
        return -known

    items.sort(key=rank)


_file_seconds = {}


def pytest_runtest_logreport(report):
    """Each file's seconds (set-up, call and tear-down of its tests), counted where the reports arrive."""
    name = report.nodeid.split("::")[0]
    _file_seconds[name] = _file_seconds.get(name, 0.0) + report.duration


def pytest_sessionfinish(session):
    """The files' seconds of a run of whole files (no -k, no test named, make test's marks) into pytest's
    cache, merged with those of the files it did not run; in the controller, not in an xdist worker."""
    config = session.config
    whole = (not config.option.keyword and config.option.markexpr == "not slow"
             and all("::" not in arg for arg in config.args))
    if getattr(config, "cache", None) is None or hasattr(config, "workerinput") or not _file_seconds or not whole:
        return
    known = config.cache.get(FILE_SECONDS, {})
    known.update({f: round(t, 1) for f, t in _file_seconds.items()})
    config.cache.set(FILE_SECONDS, known)
