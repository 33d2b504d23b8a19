"""examples/summarization: run.sh end to end on a tiny slice of the bundled SciTLDR-A sample (and of
the internal LCSTS sample when ../shared/data has it), the baselines, and '|||' as one
sentencepiece piece."""

import json
import os
import subprocess
import sys

import pytest

from harness.helpers import REPO, SHARED_DATA, write_lines

pytestmark = pytest.mark.long_file  # started first by conftest.py

EXAMPLE = REPO / "examples" / "summarization"
SCITLDR = EXAMPLE / "data" / "scitldr"
LCSTS = SHARED_DATA / "lcsts_sample"

# small enough for one CPU minute: 1 epoch, a 500-piece vocabulary, short sources and summaries
TINY_ENV = {"MAX_EPOCH": "1", "VOCAB_SIZE": "500", "MAX_TOKENS": "2048", "MAX_SOURCE_PIECES": "160",
            "BEAM": "2", "MAX_LEN_B": "16", "OMP_NUM_THREADS": "1",
            "EXTRA_TRAIN_ARGS": "--encoder-layers 1 --decoder-layers 1 --encoder-embed-dim 64 --decoder-embed-dim 64 "
                                "--encoder-ffn-embed-dim 128 --decoder-ffn-embed-dim 128"}


def read_lines(path):
    return path.read_text(encoding="utf-8").splitlines()


def triple_blocks(path, n):
    """The first n blank-line-ended document blocks of a triples file, as text."""
    out, blocks = [], 0
    for line in read_lines(path):
        out.append(line)
        if line == "":
            blocks += 1
            if blocks == n:
                break
    return "".join(x + "\n" for x in out)


def run_example(data, work, fork_server, **env):
    # its Python commands forked from a process that imported them (tests/conftest.py's fork_server)
    full = fork_server.env(dict(os.environ, PYTHON=sys.executable, PYTHONWARNINGS="ignore", **TINY_ENV, **env))
    res = subprocess.run(["bash", str(EXAMPLE / "run.sh"), str(data), str(work)], capture_output=True, text=True,
                         env=full, timeout=600)
    assert res.returncode == 0, f"run.sh failed ({res.returncode}):\n{res.stdout[-3000:]}\n{res.stderr[-5000:]}"
    return res


def test_run_sh_on_a_scitldr_slice(tmp_path, fork_server):
    data = tmp_path / "data"
    data.mkdir()
    sizes = {"train": 48, "valid": 8, "test": 6}
    for split, n in sizes.items():
        for ext in ("src", "tgt"):
            write_lines(data / f"{split}.{ext}", read_lines(SCITLDR / f"{split}.{ext}")[:n])
        if split != "test":  # test: no facts, so run.sh extracts them (spaCy)
            write_lines(data / f"{split}.facts", read_lines(SCITLDR / f"{split}.facts")[:n])
            (data / f"{split}.triples").write_text(triple_blocks(SCITLDR / f"{split}.triples", n), encoding="utf-8")
    work = tmp_path / "work"
    res = run_example(data, work, fork_server, TRAIN_LINES="40")
    hyps = read_lines(work / "test.hyp")
    assert len(hyps) == sizes["test"]
    assert len(read_lines(work / "txt" / "train.src")) == 40  # TRAIN_LINES
    assert len(read_lines(work / "txt" / "test.facts")) == sizes["test"]  # extracted
    scores = json.loads((work / "test.rouge.json").read_text())
    assert scores["lines"] == sizes["test"] and 0 <= scores["rouge1"] <= 100
    # beside ROUGE: the number of different summaries and the best validation nll of the training log
    assert scores["distinct"] == len(set(hyps))
    assert scores["valid_nll"] is not None and scores["valid_nll"] > 0
    assert "| distinct | valid nll |" in res.stdout
    assert (work / "test.lead.rouge.json").exists() and (work / "test.fact1.rouge.json").exists()
    assert ("| lead-1 (first sentence) |" in res.stdout
            and "| fact_transformer_tiny --fact-alignment position |" in res.stdout)
    # what was cut is said, never silent
    assert "train.src:" in res.stderr and "cut to 160 pieces" in res.stderr
    # '|||' is one piece of the dictionary
    assert "||| 1" in read_lines(work / "dict.txt")


@pytest.mark.slow
@pytest.mark.skipif(not (LCSTS / "part3_dev.src").exists(), reason=f"{LCSTS} (internal) not available")
def test_run_sh_chinese_on_lcsts_slice(tmp_path, fork_server):
    src, tgt = read_lines(LCSTS / "part3_dev.src"), read_lines(LCSTS / "part3_dev.tgt")
    data = tmp_path / "data"
    data.mkdir()
    for split, (a, b) in {"train": (0, 40), "valid": (40, 46), "test": (46, 52)}.items():
        write_lines(data / f"{split}.src", src[a:b])
        write_lines(data / f"{split}.tgt", tgt[a:b])
    work = tmp_path / "work"
    res = run_example(data, work, fork_server, TEXT_LANG="zh")
    assert len(read_lines(work / "test.hyp")) == 6
    assert "lang zh" not in res.stdout  # the table, not rouge.py's own line
    assert json.loads((work / "test.lead.rouge.json").read_text())["rouge1"] > 0  # per-character ROUGE
    # character-level pieces: no piece longer than one character but the specials and '|||'
    pieces = [line.split()[0] for line in read_lines(work / "dict.txt")]
    assert all(len(p.lstrip("\u2581")) <= 1 for p in pieces if p != "|||")


def test_baselines_and_user_defined_symbols(tmp_path):
    sys.path.insert(0, str(EXAMPLE))
    try:
        import baselines
    finally:
        sys.path.pop(0)
    assert baselines.lead("We study X. It works! More.", "en") == "We study X."
    assert baselines.lead("e.g.x is fine. Next", "en") == "e.g.x is fine."
    assert baselines.lead("今天下雨。明天晴。", "zh") == "今天下雨。"
    assert baselines.first_fact("a b c ||| d e f") == "a b c" and baselines.first_fact("") == ""

    from syngec_tools.data.sentencepiece_utils import encode_lines, train_spm

    text = tmp_path / "t.txt"
    write_lines(text, [f"the model {i} works ||| it learns fast|||well" for i in range(200)])
    model = train_spm([str(text)], str(tmp_path / "m"), 60, user_defined_symbols=["|||"])
    pieces = next(iter(encode_lines(model, ["a b ||| c|||d"]))).split()
    assert pieces.count("|||") == 2
