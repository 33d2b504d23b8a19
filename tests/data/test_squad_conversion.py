"""SQuAD JSON -> span_qa text streams (syngec_tools/data/squad.py, scripts/qa/squad_to_fairseq.py)."""

import json

import pytest

from harness.helpers import REPO, SHARED_DATA, run
from syngec_tools.data.squad import (
    SquadFormatError,
    char_span_to_token_span,
    iter_examples,
    load_squad_json,
    read_labels,
    tokenize_with_offsets,
)
from syngec_tools.evaluation.squad import evaluate

CONVERT = REPO / "scripts" / "qa" / "squad_to_fairseq.py"
SQUAD_DEV = SHARED_DATA / "squad_v1.1" / "dev-v1.1.shared-articles.json"
CONTEXT = "The Broncos won Super Bowl 50, 24–10, on Feb. 7, 2016 at Levi's Stadium."


def test_tokens_keep_their_character_offsets():
    tokens, offsets = tokenize_with_offsets(CONTEXT)
    assert tokens[:6] == ["The", "Broncos", "won", "Super", "Bowl", "50"]
    assert "24" in tokens and "–" in tokens and "Levi" in tokens and "'" in tokens
    assert all(CONTEXT[s:e] == t for t, (s, e) in zip(tokens, offsets))
    assert tokenize_with_offsets("1,000.5 km")[0] == ["1,000.5", "km"]  # numbers keep inner separators


def test_char_span_to_token_span():
    _, offsets = tokenize_with_offsets(CONTEXT)
    start = CONTEXT.index("Super Bowl 50")
    assert char_span_to_token_span(offsets, start, start + len("Super Bowl 50")) == (3, 5, True)
    # starts inside "Broncos": the covering token, flagged not exact
    assert char_span_to_token_span(offsets, 5, 11) == (1, 1, False)
    assert char_span_to_token_span(offsets, len(CONTEXT), len(CONTEXT) + 3) is None


def squad(qas, context=CONTEXT, version="1.1"):
    return {"version": version, "data": [{"title": "t", "paragraphs": [{"context": context, "qas": qas}]}]}


def qa(qid, text, start, question="Who won?", **extra):
    return {"id": qid, "question": question, "answers": [{"text": text, "answer_start": start}] if text else [],
            **extra}


def test_labels_statuses_and_counts():
    data = squad([
        qa("ok", "Super Bowl 50", CONTEXT.index("Super")),
        qa("unaligned", "roncos", CONTEXT.index("roncos")),
        qa("bad", "Broncos", 0),  # the text is not at this offset
        qa("v2", None, 0, is_impossible=True),
    ], version="v2.0")
    from syngec_tools.data.squad import ConversionStats

    stats = ConversionStats()
    exs = {e.qid: e for e in iter_examples(data, "x.json", lower=True, stats=stats)}
    assert (exs["ok"].start, exs["ok"].end, exs["ok"].status) == (3, 5, "ok")
    assert exs["ok"].passage_tokens[0] == "the" and exs["ok"].question_tokens == ["who", "won", "?"]
    assert (exs["unaligned"].start, exs["unaligned"].end, exs["unaligned"].status) == (1, 1, "unaligned")
    assert (exs["bad"].start, exs["bad"].status) == (-1, "bad_offset")
    assert (exs["v2"].start, exs["v2"].end, exs["v2"].status) == (-1, -1, "unanswerable")
    assert stats.questions == 4 and stats.status == {"ok": 1, "unaligned": 1, "bad_offset": 1, "unanswerable": 1}
    assert "1 unanswerable (e.g. v2)" in stats.summary() and "1 unaligned (e.g. unaligned)" in stats.summary()


def test_malformed_input_names_file_and_question(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"data": [\n  {"paragraphs": ]}')
    with pytest.raises(SquadFormatError, match=r"bad\.json: not valid JSON \(line 2, column 18"):
        load_squad_json(str(bad))
    data = squad([{"id": "q7", "question": "Who?"}])
    with pytest.raises(SquadFormatError, match="x.json: question id q7: missing 'answers'"):
        list(iter_examples(data, "x.json"))
    data = squad([{"id": "q8", "question": "Who?", "answers": [{"text": "The", "answer_start": "0"}]}])
    with pytest.raises(SquadFormatError, match="question id q8 answer 0: 'answer_start' must be int"):
        list(iter_examples(data, "x.json"))
    res = run([CONVERT, "--input", bad, "--output-prefix", tmp_path / "out"], check=False)
    assert res.returncode != 0 and "bad.json: not valid JSON" in res.stderr and "Traceback" not in res.stderr


def test_read_labels_rejects_bad_lines(tmp_path):
    f = tmp_path / "x.labels"
    f.write_text("0 1 ok\n3 2 ok\n")
    with pytest.raises(ValueError, match=r"x\.labels line 2: invalid span"):
        read_labels(str(f))


def test_script_writes_aligned_streams(tmp_path):
    src = tmp_path / "in.json"
    src.write_text(json.dumps(squad([qa("a", "Super Bowl 50", CONTEXT.index("Super")),
                                     qa("b", None, 0, is_impossible=True)], version="v2.0")))
    res = run([CONVERT, "--input", src, "--output-prefix", tmp_path / "out" / "train"])
    assert "1 unanswerable (e.g. b)" in res.stderr and "1 ok" in res.stderr
    lines = {k: (tmp_path / "out" / f"train.{k}").read_text().splitlines()
             for k in ("passage", "question", "labels", "offsets", "ids")}
    assert all(len(v) == 2 for v in lines.values())
    assert lines["labels"] == ["3 5 ok", "-1 -1 unanswerable"] and lines["ids"] == ["a", "b"]
    assert len(lines["offsets"][0].split()) == len(lines["passage"][0].split())


@pytest.mark.skipif(not SQUAD_DEV.exists(), reason="../shared/data/squad_v1.1 is not available")
def test_gold_token_spans_map_back_to_the_answers():
    """The upper bound of a token-span model: the first gold answer's token span, cut from the
    passage by the offsets, scores EM 100 except for the (counted) unaligned answers."""
    data = load_squad_json(str(SQUAD_DEV))
    contexts = {q["id"]: p["context"] for a in data["data"] for p in a["paragraphs"] for q in p["qas"]}
    preds, unaligned = {}, 0
    for ex in iter_examples(data, str(SQUAD_DEV)):
        unaligned += ex.status == "unaligned"
        preds[ex.qid] = contexts[ex.qid][ex.offsets[ex.start][0]:ex.offsets[ex.end][1]]
    scores = evaluate(data["data"], preds)
    n = len(preds)
    assert 0 < unaligned < 0.01 * n
    assert scores["exact_match"] >= 100.0 * (n - unaligned) / n
    assert scores["f1"] > 99.5
