"""Tests for syngec_tools.data.m2 and scripts/gec/m2_to_parallel.py."""

import subprocess
import sys
from pathlib import Path

import pytest

from harness.helpers import load_script
from syngec_tools.data.m2 import M2Edit, apply_edits, m2_blocks, m2_to_parallel, read_m2

REPO = Path(__file__).resolve().parents[2]

GOOD = """\
S This are a sentence .
A 1 2|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 3 3|||M:ADJ|||short|||REQUIRED|||-NONE-|||1

S Nothing wrong here .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0

S I like the the apples very much
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||-NONE-|||REQUIRED|||-NONE-|||1

S No annotation at all .
"""


def write(tmp_path, text, name="x.m2"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_read_good_file(tmp_path):
    sents = list(read_m2(write(tmp_path, GOOD)))
    assert len(sents) == 4
    s0 = sents[0]
    assert s0.source == ["This", "are", "a", "sentence", "."]
    assert s0.line_no == 1
    assert s0.annotators() == [0, 1]
    ins = s0.edits_by(1)[1]
    assert (ins.start, ins.end, ins.type, ins.correction, ins.annotator, ins.line_no) == \
        (3, 3, "M:ADJ", ("short",), 1, 4)
    noop = sents[1].edits[0]
    assert noop.is_noop and noop.type == "noop" and noop.correction == ()
    dele = sents[2].edits[0]
    assert dele.correction == () and dele.raw_correction == ""
    none_del = sents[2].edits[2]
    assert none_del.correction == () and none_del.raw_correction == "-NONE-"
    assert sents[3].edits == []


def test_m2_blocks_are_the_sentence_blocks_as_written(tmp_path):
    """Blank lines (any number, CRLF, a missing last one) separate the blocks; each block is its S and A
    lines exactly as in the file; a malformed line is read_m2's error (file:line)."""
    path = tmp_path / "x.m2"
    path.write_bytes(b"S a b\r\nA 0 1|||R:X|||c|||REQUIRED|||-NONE-|||0\r\n\n\n\nS  d\nA -1 -1|||noop|||-NONE-|||"
                     b"REQUIRED|||-NONE-|||0\n\nS e")
    assert m2_blocks(path) == ["S a b\nA 0 1|||R:X|||c|||REQUIRED|||-NONE-|||0",
                               "S  d\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0", "S e"]
    path.write_text("S a b\n\nA 0 1|||R:X|||c|||REQUIRED|||-NONE-|||0\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"x\.m2:3: malformed M2: A line outside a sentence"):
        m2_blocks(path)


def test_apply_edits(tmp_path):
    sents = list(read_m2(write(tmp_path, GOOD)))
    assert apply_edits(sents[0].source, sents[0].edits_by(0)) == "This is a sentence .".split()
    assert apply_edits(sents[0].source, sents[0].edits_by(1)) == "This is a short sentence .".split()
    assert apply_edits(sents[1].source, sents[1].edits_by(0)) == sents[1].source
    # deletion + insertion at the end
    assert apply_edits(sents[2].source, sents[2].edits_by(0)) == "I like the apples very much .".split()
    # -NONE- correction is a deletion of tokens 2..3
    assert apply_edits(sents[2].source, sents[2].edits_by(1)) == "I like apples very much".split()


def test_apply_edits_insertions_same_point_and_overlap():
    src = ["a", "b"]
    e1 = M2Edit(1, 1, "M:X", ("x",), 0)
    e2 = M2Edit(1, 1, "M:Y", ("y",), 0)
    e3 = M2Edit(1, 2, "R:Z", ("z",), 0)
    assert apply_edits(src, [e1, e2, e3]) == ["a", "x", "y", "z"]
    with pytest.raises(ValueError, match="overlaps"):
        apply_edits(["a", "b", "c"], [M2Edit(0, 2, "R", ("q",), 0), M2Edit(1, 3, "R", ("r",), 0)])


def test_m2_to_parallel_annotators(tmp_path):
    path = write(tmp_path, GOOD)
    pairs, counts = m2_to_parallel(path, annotator="0")
    assert [t for _, t in pairs] == ["This is a sentence .", "Nothing wrong here .",
                                    "I like the apples very much .", "No annotation at all ."]
    assert counts == {"sentences": 4, "pairs": 4, "skipped": {}, "no_annotation": 1}

    pairs, counts = m2_to_parallel(path, annotator=1)
    assert [t for _, t in pairs] == ["This is a short sentence .", "Nothing wrong here .",
                                    "I like apples very much", "No annotation at all ."]
    assert counts["no_annotation"] == 2  # sentence 2 and 4 have no annotator-1 line

    pairs, counts = m2_to_parallel(path, annotator="all")
    assert len(pairs) == 2 + 1 + 2 + 1
    assert counts["pairs"] == 6 and counts["no_annotation"] == 1

    pairs, counts = m2_to_parallel(path, annotator="all", keep_noop=False)
    assert counts["pairs"] == 5 and counts["skipped"] == {"noop": 1}
    assert ("Nothing wrong here .", "Nothing wrong here .") not in pairs

    with pytest.raises(ValueError, match="annotator"):
        m2_to_parallel(path, annotator="first")


BAD_CASES = {
    "a_before_s": ("A 0 1|||R:X|||y|||REQUIRED|||-NONE-|||0\n", 1, "outside a sentence"),
    "bad_span": ("S a b\nA x 1|||R:X|||y|||REQUIRED|||-NONE-|||0\n", 2, "two integers"),
    "one_number": ("S a b\nA 1|||R:X|||y|||REQUIRED|||-NONE-|||0\n", 2, "two integers"),
    "start_gt_end": ("S a b\n\nS a b c\nA 2 1|||R:X|||y|||REQUIRED|||-NONE-|||0\n", 4, "start 2 > end 1"),
    "beyond": ("S a b\nA 1 3|||R:X|||y|||REQUIRED|||-NONE-|||0\n", 2, "beyond the sentence of 2"),
    "negative": ("S a b\nA -1 1|||R:X|||y|||REQUIRED|||-NONE-|||0\n", 2, "negative"),
    "fields": ("S a b\nA 0 1|||R:X|||y|||REQUIRED|||0\n", 2, "found 5"),
    "too_many_fields": ("S a b\nA 0 1|||R:X|||y|||REQUIRED|||-NONE-|||0|||7\n", 2, "found 7"),
    "prefix": ("S a b\nA 0 1|||R:X|||y|||REQUIRED|||-NONE-|||0\nT bad\n", 3, "unknown line prefix"),
    "annotator": ("S a b\nA 0 1|||R:X|||y|||REQUIRED|||-NONE-|||zero\n", 2, "annotator id"),
    "no_blank": ("S a b\nS c d\n", 2, "blank line"),
}


@pytest.mark.parametrize("case", sorted(BAD_CASES))
def test_malformed_raises_with_line_number(tmp_path, case):
    text, line_no, what = BAD_CASES[case]
    path = write(tmp_path, text)
    with pytest.raises(ValueError) as info:
        list(read_m2(path))
    msg = str(info.value)
    assert f"{path}:{line_no}:" in msg, msg
    assert what in msg, msg


def test_cli(tmp_path):
    m2a = write(tmp_path, GOOD, "a.m2")
    m2b = write(tmp_path, "S Second file .\nA 1 2|||R:NOUN|||document|||REQUIRED|||-NONE-|||0\n", "b.m2")
    prefix = tmp_path / "out" / "train"
    cmd = [sys.executable, str(REPO / "scripts/gec/m2_to_parallel.py"), "--m2", str(m2a), str(m2b),
           "--out-prefix", str(prefix), "--annotator", "all", "--drop-noop"]
    res = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert res.returncode == 0, res.stderr
    src = (tmp_path / "out" / "train.src").read_text(encoding="utf-8").splitlines()
    tgt = (tmp_path / "out" / "train.tgt").read_text(encoding="utf-8").splitlines()
    assert len(src) == len(tgt) == 6
    assert tgt[0] == "This is a sentence ." and tgt[1] == "This is a short sentence ."
    assert (src[-1], tgt[-1]) == ("Second file .", "Second document .")
    assert "sentences: 5" in res.stderr and "pairs: 6" in res.stderr
    assert "skipped: 1 (noop=1)" in res.stderr



def test_cli_malformed_input(tmp_path, capsys):
    cli = load_script(REPO / "scripts/gec/m2_to_parallel.py")
    bad = write(tmp_path, "A 0 1|||R:X|||y|||REQUIRED|||-NONE-|||0\n", "bad.m2")
    assert cli.main(["--m2", str(bad), "--out-prefix", str(tmp_path / "o")]) == 1
    assert f"{bad}:1:" in capsys.readouterr().err
    assert not (tmp_path / "o.src").exists()


# --- scripts/gec/make_m2.py (syngec_tools.evaluation.errant_scorer.make_m2)

def _make_m2_cli():
    return load_script(REPO / "scripts/gec/make_m2.py")


def _lines(path, lines):
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_make_m2_line_count_error_names_both_files(tmp_path, capsys, monkeypatch):
    """A reference with fewer lines than the source: exit 1, both files and counts named, no M2
    written, and spaCy / ERRANT never loaded (the check comes first)."""
    import syngec_tools.spacy_model as spacy_model

    monkeypatch.setattr(spacy_model, "load_errant", lambda *a, **k: pytest.fail("ERRANT loaded before the check"))
    src = _lines(tmp_path / "src.txt", ["He go .", "It are .", "Fine ."])
    ref0 = _lines(tmp_path / "ref0.txt", ["He goes .", "It is .", "Fine ."])
    ref1 = _lines(tmp_path / "ref1.txt", ["He goes .", "It is ."])
    out = tmp_path / "ref.m2"
    assert _make_m2_cli().main(["--src", str(src), "--ref", str(ref0), str(ref1), "--out", str(out),
                                "--no-progress"]) == 1
    err = capsys.readouterr().err
    assert f"error: {ref1} has 2 lines but the source {src} has 3" in err, err
    assert not out.exists()


def test_make_m2_skips_empty_source_lines_and_counts_them(tmp_path, capsys):
    """As errant_parallel: a source line that is empty or blank gets no block (whatever its
    reference says); the other blocks keep their order; the skip is counted on stderr. Expected M2
    written by hand (ERRANT's R:VERB:SVA for go -> goes, a noop for an unchanged sentence)."""
    pytest.importorskip("errant")
    src = _lines(tmp_path / "src.txt", ["He go to school .", "", "   ", "This is fine ."])
    ref = _lines(tmp_path / "ref.txt", ["He goes to school .", "Something .", "", "This is fine ."])
    out = tmp_path / "ref.m2"
    assert _make_m2_cli().main(["--src", str(src), "--ref", str(ref), "--out", str(out), "--no-progress"]) == 0
    assert out.read_text(encoding="utf-8") == (
        "S He go to school .\n"
        "A 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n"
        "\n"
        "S This is fine .\n"
        "A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n"
        "\n")
    assert f"wrote 2 sentences to {out} (skipped 2 empty source lines of 4)" in capsys.readouterr().err
