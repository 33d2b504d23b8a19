"""End to end: fairseq-train --task span_qa --arch rnet_tiny (a few updates, CPU), then
fairseq-syngec-qa-predict (python -m fairseq_syngec.cli.predict_spans) and the SQuAD scorer."""

import json
import logging
import re

from harness.helpers import run
from harness.qa_helpers import UNSEEN_WORDS


def watch(model):
    """Record what the model's character BiGRU and passage encoder receive, per forward call."""
    seen = {"chars": [], "passage_embedded": [], "passage_tokens": []}
    model.embed_chars.register_forward_pre_hook(lambda m, args: seen["chars"].append(args[0]))
    model.passage_encoder.register_forward_pre_hook(lambda m, args: seen["passage_embedded"].append(args[0]))
    model.register_forward_pre_hook(
        lambda m, args, kwargs: seen["passage_tokens"].append(kwargs["passage_tokens"]), with_kwargs=True)
    return seen


def predict_in_process(data, ckpt, test_json, output):
    """fairseq-syngec-qa-predict on split test, in this process (it lowers the root log level: restored)."""
    from fairseq_syngec.cli import predict_spans

    root_level = logging.getLogger().level
    try:
        predict_spans.main([str(data), "--path", str(ckpt / "checkpoint_best.pt"), "--gen-subset", "test",
                                "--dataset", str(test_json), "--output", str(output), "--cpu", "--no-progress-bar"])
    finally:
        logging.getLogger().setLevel(root_level)
    return json.loads(output.read_text(encoding="utf-8"))


def check_unseen_words_reach_the_model(seen, char_dictionary, dictionary, passages):
    """passages: the passage words of the batch (one batch). The encoder input of two different
    new words differs, and the character input at their positions spells them."""
    (x,), (tokens,) = seen["passage_embedded"], seen["passage_tokens"]
    pos = {w: (b, k) for b, line in enumerate(passages) for k, w in enumerate(line) if w in UNSEEN_WORDS}
    assert set(pos) == set(UNSEEN_WORDS) and all(tokens[p] == dictionary.unk() for p in pos.values())
    assert (x[pos["zorblax"]] - x[pos["quimbet"]]).abs().max() > 1e-3  # [e_t, c_t] of two new words
    passage_chars = seen["chars"][1]  # the question's, then the passage's
    c = char_dictionary
    for w, p in pos.items():
        got = "".join(c[i] for i in passage_chars[p].tolist() if i != c.pad())
        assert got == "".join(ch if ch in c.indices else c.unk_word for ch in w)


def test_train_logs_loss_and_accuracies(trained_rnet):
    _, _, ckpt, log = trained_rnet
    assert "done training" in log
    pattern = r"valid on 'valid' subset \| loss [\d.]+ \| nignored \d+ \| start_acc [\d.]+ \| end_acc"
    assert re.search(pattern, log), log[-2000:]
    losses = [float(x) for x in re.findall(r"train_inner .* loss=([\d.]+)", log)]
    assert len(losses) == 6 and all(x > 0 for x in losses)
    assert (ckpt / "checkpoint_best.pt").exists()


def test_predict_and_score(trained_rnet, tmp_path):
    data, valid_json, ckpt, _ = trained_rnet
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
    again = run(["python", "-m", "syngec_tools.evaluation.squad", valid_json, pred])
    assert json.loads(again.stdout) == scores
    assert 0 <= scores["exact_match"] <= scores["f1"] <= 100


def test_predict_spells_words_outside_the_dictionary(trained_rnet, unseen_words_split, tmp_path, monkeypatch, capsys):
    """Words outside the dictionary, fairseq-syngec-qa-predict (in this process, to look inside the model):
    a passage of new words (binarised as <unk>) keeps their characters."""
    from fairseq import checkpoint_utils

    _, _, ckpt, _ = trained_rnet
    data, test_json = unseen_words_split
    load, seen, loaded = checkpoint_utils.load_model_ensemble_and_task, {}, {}

    def load_and_watch(*args, **kwargs):
        models, cfg, task = load(*args, **kwargs)
        seen.update(watch(models[0]))
        loaded.update(model=models[0], task=task)
        return models, cfg, task

    monkeypatch.setattr(checkpoint_utils, "load_model_ensemble_and_task", load_and_watch)
    predictions = predict_in_process(data, ckpt, test_json, tmp_path / "pred.json")
    task, d = loaded["task"], loaded["task"].source_dictionary
    lines = [line.split() for line in (data / "test.passage").read_text(encoding="utf-8").splitlines()]
    (tokens,) = seen["passage_tokens"]  # batch rows are sorted by passage length: put the lines in that order
    passages = [next(w for w in lines if [d.index(x) for x in w] == row[:len(w)].tolist()) for row in tokens]
    assert sorted(map(len, passages)) == sorted(map(len, lines))
    check_unseen_words_reach_the_model(seen, task.char_dictionary, d, passages)
    err = capsys.readouterr().err
    n_p = sum(d.index(w) == d.unk() for line in passages for w in line)
    assert f"{n_p} passage words outside the word dictionary (<unk>): spelled from {data / 'test.passage'}" in err
    assert set(predictions) == {"u1", "u2"}


def test_span_qa_model_spells_words_outside_the_dictionary(trained_rnet, unseen_words_split, tmp_path):
    """Words outside the dictionary, SpanQAModel.answer: the same, from raw text (mixed case: lower-cased
    as the data was), and the answers equal fairseq-syngec-qa-predict's on that split."""
    from fairseq_syngec import SpanQAModel

    data, _, ckpt, _ = trained_rnet
    _, test_json = unseen_words_split
    qa = SpanQAModel.from_pretrained(str(ckpt), data_name_or_path=str(data))
    seen = watch(qa.model)
    squad = json.loads(test_json.read_text(encoding="utf-8"))
    qs = [(q["id"], q["question"], p["context"]) for a in squad["data"] for p in a["paragraphs"] for q in p["qas"]]
    got = qa.answer([q for _, q, _ in qs], [c.replace("zorblax", "Zorblax") for _, _, c in qs])
    passages = [[w.lower() for w in re.findall(r"\d+(?:[.,:]\d+)*|\w+|[^\w\s]", c)] for _, _, c in qs]
    check_unseen_words_reach_the_model(seen, qa.task.char_dictionary, qa.dictionary, passages)
    expected = predict_in_process(unseen_words_split[0], ckpt, test_json, tmp_path / "pred.json")
    assert [g.lower() for g in got] == [expected[i].lower() for i, _, _ in qs]
