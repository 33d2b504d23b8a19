"""SQuAD v1.1 EM / F1 (syngec_tools/evaluation/squad.py): each rule of the official script
pinned by a hand-made case, and the command line."""

import json

import pytest

from harness.helpers import SHARED_DATA, run
from syngec_tools.evaluation.squad import evaluate, exact_match_score, f1_score, normalize_answer

SQUAD_DEV = SHARED_DATA / "squad_v1.1" / "dev-v1.1.shared-articles.json"


@pytest.mark.parametrize("text, expected", [
    ("Denver Broncos", "denver broncos"),            # lowercase
    ("Denver, Broncos!", "denver broncos"),          # punctuation removed
    ("rock'n'roll", "rocknroll"),                    # ... inside words too (joins them)
    ("U.S.-based", "usbased"),
    ("the Broncos", "broncos"),                      # articles a/an/the removed
    ("A cat and an owl", "cat and owl"),
    ("The Theatre", "theatre"),                      # whole words only ("the" in "theatre" stays)
    ("another", "another"),
    ("  lots \t of\n space  ", "lots of space"),    # whitespace squeezed
    ("the-the", "thethe"),                           # punctuation goes first: "thethe" is one word
    ("a.", ""),
    ("«Ärger» — the end", "«ärger» — end"),          # only ASCII string.punctuation is removed
])
def test_normalize_answer(text, expected):
    assert normalize_answer(text) == expected


def test_exact_match_after_normalisation():
    assert exact_match_score("The Denver Broncos.", "denver broncos")
    assert not exact_match_score("Denver", "Denver Broncos")


def test_f1_is_bag_of_tokens_f1():
    assert f1_score("Denver Broncos", "Denver Broncos") == 1.0
    assert f1_score("Denver", "Denver Broncos") == pytest.approx(2 * 1.0 * 0.5 / 1.5)
    # counts are clipped: two "the"s are articles, two "a"s too; repeated real words count twice
    assert f1_score("cat cat dog", "cat dog dog") == pytest.approx(2 / 3)
    assert f1_score("something else", "Denver") == 0.0
    # v1.1: nothing in common -> 0, even when both normalise to empty
    assert f1_score("the", "a") == 0.0
    assert f1_score("", "") == 0.0


def dataset(answers_per_question):
    return [{"paragraphs": [{"context": "c", "qas": [
        {"id": f"q{i}", "question": "?", "answers": [{"text": t, "answer_start": 0} for t in answers]}
        for i, answers in enumerate(answers_per_question)]}]}]


def test_max_over_gold_answers_and_missing_predictions(capsys):
    data = dataset([["Denver Broncos", "Broncos"], ["1990s", "the 1990s"], ["Paris"], ["Rome"]])
    preds = {"q0": "the broncos", "q1": "1990", "q2": "Paris and London"}  # q3 missing
    scores = evaluate(data, preds)
    em = [1, 0, 0, 0]
    f1 = [1.0, 0.0, 2 * (1 / 3) * 1 / (1 / 3 + 1), 0.0]
    assert scores["exact_match"] == pytest.approx(100 * sum(em) / 4)
    assert scores["f1"] == pytest.approx(100 * sum(f1) / 4)
    assert "Unanswered question q3 will receive score 0." in capsys.readouterr().err


def test_predictions_for_unknown_ids_are_ignored():
    data = dataset([["x"]])
    assert evaluate(data, {"q0": "x", "other": "y"}) == {"exact_match": 100.0, "f1": 100.0}


def test_command_line(tmp_path):
    ds, pred = tmp_path / "dev.json", tmp_path / "pred.json"
    ds.write_text(json.dumps({"version": "1.1", "data": dataset([["Denver Broncos"], ["Paris"]])}))
    pred.write_text(json.dumps({"q0": "Denver", "q1": "paris"}))
    res = run(["python", "-m", "syngec_tools.evaluation.squad", ds, pred])
    out = json.loads(res.stdout)
    assert out["exact_match"] == pytest.approx(50.0)
    assert out["f1"] == pytest.approx(100 * (2 / 3 + 1) / 2)
    ds.write_text(json.dumps({"version": "2.0", "data": dataset([["x"]])}))
    res = run(["python", "-m", "syngec_tools.evaluation.squad", ds, pred])
    assert "Evaluation expects v-1.1, but got dataset with v-2.0" in res.stderr


@pytest.mark.skipif(not SQUAD_DEV.exists(), reason="../shared/data/squad_v1.1 is not available")
def test_gold_answers_score_100_on_real_data():
    data = json.loads(SQUAD_DEV.read_text(encoding="utf-8"))["data"]
    gold = {qa["id"]: qa["answers"][-1]["text"] for a in data for p in a["paragraphs"] for qa in p["qas"]}
    # v1.1: a gold answer that normalises to nothing (e.g. "the") is an exact match of itself but has
    # F1 0 against every gold answer (no common token): F1 falls short of 100 by exactly those
    empty = {k for k, v in gold.items() if not normalize_answer(v)}
    scores = evaluate(data, gold)
    assert scores["exact_match"] == 100.0
    assert len(empty) >= 1
    assert scores["f1"] == pytest.approx(100.0 * (len(gold) - len(empty)) / len(gold))
    first_word = {k: v.split()[0] for k, v in gold.items()}
    s = evaluate(data, first_word)
    assert 0 < s["exact_match"] < s["f1"] < 100
