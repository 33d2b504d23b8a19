"""FCE v2.1 / BEA-2019 JSON -> parallel sentences (syngec_tools/data/fce.py, scripts/gec/fce_to_parallel.py)."""

import json
from collections import Counter

import pytest

from harness.helpers import REPO, SHARED_DATA, run
from syngec_tools.data.fce import json_to_parallel

SCRIPT = REPO / "scripts/gec/fce_to_parallel.py"


def essay_file(tmp_path, *essays):
    path = tmp_path / "essays.json"
    path.write_text("".join(json.dumps({"text": t, "edits": [[0, e]]}) + "\n" for t, e in essays), encoding="utf-8")
    return path


def test_edits_applied_per_sentence(tmp_path):
    text = "I go home yesterday. He have a cat\n\nWe was happy. The end."
    #       0123456789012345678901234567890123 4 5678901234567890123456
    edits = [[2, 4, "went", "TV"],        # replacement
             [10, 19, None, "X"],         # detection only: left out, counted
             [24, 28, "has", "AGV"],      # replacement in sentence 2
             [34, 34, ".", "MP"],         # insertion at the paragraph's end
             [39, 42, "were", "AGV"],     # second paragraph
             [49, 53, "", "UD"]]          # deletion ("The " -> "")
    counts = Counter()
    pairs = list(json_to_parallel(str(essay_file(tmp_path, (text, edits))), counts=counts))
    assert pairs == [("I go home yesterday .", "I went home yesterday ."),
                     ("He have a cat", "He has a cat ."),
                     ("We was happy .", "We were happy ."),
                     ("The end .", "end .")]
    assert counts["detection_only_edits"] == 1 and counts["edits"] == 5 and counts["sentences"] == 4


def test_edit_across_a_sentence_end_merges_the_sentences(tmp_path):
    text = "I like it. Very much. Bye."
    pairs = list(json_to_parallel(str(essay_file(tmp_path, (text, [[9, 12, " v", "P"]])))))
    assert pairs == [("I like it . Very much .", "I like it very much ."), ("Bye .", "Bye .")]


def test_bad_input_names_file_and_line(tmp_path):
    bad = essay_file(tmp_path, ("Fine text.", []), ("A b c.", [[0, 3, "x", "R"], [2, 4, "y", "R"]]))
    with pytest.raises(ValueError, match=r"essays.json:2: overlapping edits"):
        list(json_to_parallel(str(bad)))
    broken = tmp_path / "broken.json"
    broken.write_text('{"text": "a"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"broken.json:1: not an essay"):
        list(json_to_parallel(str(broken)))


def test_cli_on_fce_dev(tmp_path):
    dev = SHARED_DATA / "fce_v2.1" / "fce.dev.json"
    if not dev.exists():
        pytest.skip("FCE v2.1 is not beside the repository (../shared/data), and may not be redistributed")
    res = run([SCRIPT, "--json", dev, "--out-prefix", tmp_path / "dev"])
    src = (tmp_path / "dev.src").read_text(encoding="utf-8").splitlines()
    tgt = (tmp_path / "dev.tgt").read_text(encoding="utf-8").splitlines()
    assert len(src) == len(tgt) and f"159 essays -> {len(src)} sentence pairs" in res.stderr
    assert 2100 < len(src) < 2300  # the organisers' M2 (another spaCy) has 2,191 sentences
    assert src[7] == "Because I intend to take examination in Septenber ."
    assert tgt[7] == "This is because I intend to take an examination in September ."
