"""End to end: fairseq-train --task span_qa --arch rnet_tiny (a few updates, CPU), then
fairseq-syngec-qa-predict (python -m fairseq_syngec.cli.predict_spans) and the SQuAD scorer."""

import json
import re

import pytest

from conftest import run
from qa_helpers import shared_rnet_checkpoint


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    return shared_rnet_checkpoint(tmp_path_factory)


def test_train_logs_loss_and_accuracies(trained):
    _, _, ckpt, log = trained
    assert "done training" in log
    pattern = r"valid on 'valid' subset \| loss [\d.]+ \| nignored \d+ \| start_acc [\d.]+ \| end_acc"
    assert re.search(pattern, log), log[-2000:]
    losses = [float(x) for x in re.findall(r"train_inner .* loss=([\d.]+)", log)]
    assert len(losses) == 6 and all(x > 0 for x in losses)
    assert (ckpt / "checkpoint_best.pt").exists()


def test_predict_and_score(trained, tmp_path):
    data, valid_json, ckpt, _ = trained
    pred = tmp_path / "predictions.json"
    res = run(["python", "-m", "fairseq_syngec.cli.predict_spans", data, "--path", ckpt / "checkpoint_best.pt",
               "--gen-subset", "valid", "--dataset", valid_json, "--output", pred, "--cpu", "--score",
               "--max-answer-len", "3", "--no-progress-bar"])
    predictions = json.loads(pred.read_text(encoding="utf-8"))
    squad = json.loads(valid_json.read_text(encoding="utf-8"))
    contexts = {q["id"]: p["context"] for a in squad["data"] for p in a["paragraphs"] for q in p["qas"]}
    assert set(predictions) == set(contexts)  # every question answered, nothing else
    offsets = [line.split() for line in (data / "valid.offsets").read_text().splitlines()]
    ids = (data / "valid.ids").read_text().splitlines()
    for qid, offs in zip(ids, offsets):
        answer, context = predictions[qid], contexts[qid]
        assert answer and answer in context
        # the answer is a span of at most 4 (= 3 + 1) whole tokens, cut from the original text
        starts = {int(o.split(",")[0]) for o in offs}
        ends = {int(o.split(",")[1]) for o in offs}
        hits = [s for s in starts if context[s:s + len(answer)] == answer and s + len(answer) in ends]
        assert hits
        assert len(re.findall(r"\d+(?:[.,:]\d+)*|\w+|[^\w\s]", answer)) <= 4
    scores = json.loads(res.stdout.strip().splitlines()[-1])
    again = run(["python", "-m", "fairseq_syngec.evaluation.squad", valid_json, pred])
    assert json.loads(again.stdout) == scores
    assert 0 <= scores["exact_match"] <= scores["f1"] <= 100
