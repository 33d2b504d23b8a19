"""fairseq_syngec.hub.GECModel: the Python API on a tiny checkpoint trained in the test."""

import copy
import doctest
import logging
import shutil

import pytest
import torch

from fairseq_syngec import GECModel
from fairseq_syngec.tasks.gec import INPUTS_STATE_KEY
from harness.helpers import USER_DIR, run
from harness.train_helpers import read_state

pytestmark = pytest.mark.long_file  # started first by conftest.py

SENTENCES = ["he go to school yesterday .", "", "she like the apple .", "   ", "they was happy ."]


@pytest.fixture(scope="module")
def word_model(trained_gec):
    data_bin, ckpt, _ = trained_gec
    return GECModel.from_pretrained(str(ckpt), checkpoint_file="checkpoint_best.pt", data_name_or_path=str(data_bin))


@pytest.fixture(scope="module")
def spm_model(trained_spm_syngec):
    data_bin, ckpt, spm = trained_spm_syngec
    return GECModel.from_pretrained(str(ckpt.parent), checkpoint_file=ckpt.name, data_name_or_path=str(data_bin),
                                    sentencepiece_model=str(spm))


def test_correct_equals_fairseq_interactive(word_model, trained_gec):
    """Same beam search as fairseq-interactive --task gec: same hypotheses, one output per input."""
    data_bin, ckpt, _ = trained_gec
    inputs = [s for s in SENTENCES if s.strip()] + ["an unseenword€ is copied ."]
    res = run(["fairseq-interactive", data_bin, "--user-dir", USER_DIR, "--task", "gec", "--path",
               ckpt / "checkpoint_best.pt", "--beam", "5", "--cpu", "--source-lang", "src", "--target-lang", "tgt"],
              input="\n".join(inputs) + "\n")
    expected = {}
    for line in res.stdout.splitlines():
        if line.startswith("D-"):
            i, _, text = line[2:].split("\t")
            expected[int(i)] = text
    got = word_model.correct(inputs, beam=5, max_len_a=0, max_len_b=200, keep_source_margin=None)
    assert got == [expected[i] for i in range(len(inputs))]  # fairseq keeps no source


def test_empty_lines_order_and_dictionary_kept(word_model):
    size = len(word_model.src_dict)
    out = word_model.correct(SENTENCES + ["zzqx unseenword ."], batch_size=2)
    assert len(out) == len(SENTENCES) + 1
    assert out[1] == "" and out[3] == ""
    assert len(word_model.src_dict) == size, "words added while encoding must be forgotten afterwards"
    assert not word_model.src_dict.extend_oov
    # batching does not change results, and a single string gives a string
    assert word_model.correct(SENTENCES, max_tokens=16) == word_model.correct(SENTENCES)
    assert word_model.correct(SENTENCES[0]) == out[0]


def test_overlong_lines_pass_through_with_count(word_model, caplog):
    long_line = " ".join(["the"] * (word_model.max_source_tokens + 5))
    skipped = []
    out = word_model.correct(["he go .", long_line, ""], passed_through=skipped)
    assert out[1] == long_line and out[2] == "" and skipped == [1]
    assert "passed through uncorrected" in caplog.text


def test_sentencepiece_inside(spm_model, trained_spm_syngec, tmp_path, caplog):
    out = spm_model.correct(["He go to school yesterday .", "", "This are a test ."])
    assert len(out) == 3 and out[1] == ""
    assert all("\u2581" not in o for o in out), out
    # not given: found in the checkpoint directory's parent (examples/gec/run.sh's layout)
    data_bin, ckpt, spm = trained_spm_syngec
    assert spm.parent == ckpt.parent.parent
    auto = GECModel.from_pretrained(str(ckpt.parent), checkpoint_file=ckpt.name, data_name_or_path=str(data_bin))
    assert auto.sentencepiece_model == str(spm)
    assert auto.correct(["He go to school yesterday ."]) == out[:1]
    # nothing given or found beside it: the model the checkpoint recorded, still there and unchanged, is used
    (tmp_path / "c").mkdir()
    shutil.copy(ckpt, tmp_path / "c" / ckpt.name)
    with caplog.at_level(logging.INFO, logger="fairseq_syngec.hub"):
        recorded = GECModel.from_pretrained(str(tmp_path / "c"), checkpoint_file=ckpt.name,
                                            data_name_or_path=str(data_bin))
    assert recorded.sentencepiece_model == str(spm) and recorded.correct(["He go to school yesterday ."]) == out[:1]
    assert f"using {spm}, the one {tmp_path / 'c' / ckpt.name} was trained with" in caplog.text
    # the recorded model gone or changed: refused, saying which (a dictionary of pieces is not used on words)
    state = read_state(ckpt)
    for what, record, message in (("gone", {"path": str(tmp_path / "nowhere.model")}, "which is not there any more"),
                                  ("changed", {"sha256": "0" * 64}, "which has changed since")):
        edited = copy.deepcopy(state)
        edited["task_state"][INPUTS_STATE_KEY]["sentencepiece"].update(record)
        (tmp_path / what).mkdir()
        torch.save(edited, tmp_path / what / ckpt.name)
        with pytest.raises(ValueError, match=f"trained on text encoded with the sentencepiece model .*{message}"):
            GECModel.from_pretrained(str(tmp_path / what), checkpoint_file=ckpt.name, data_name_or_path=str(data_bin))


def test_edits_and_m2(word_model):
    edits = word_model.edits("He go to school .", "He goes to school .")
    assert [(e.o_start, e.o_end, e.o_str, e.c_str, e.type) for e in edits] == [(1, 2, "go", "goes", "R:VERB:SVA")]
    assert word_model.edits("Same .", "Same .") == []
    assert word_model.to_m2("He go to school .", "He goes to school .") == (
        "S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n")


def test_docstring_examples(word_model):
    finder, runner = doctest.DocTestFinder(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    tests = finder.find(GECModel, globs={"gec": word_model})
    assert sum(len(t.examples) for t in tests) >= 3
    for t in tests:
        runner.run(t)
    assert runner.summarize(verbose=False).failed == 0


def test_to_device(word_model):
    assert word_model.to("cpu") is word_model and word_model.device.type == "cpu"


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_cuda(word_model):
    model = word_model.to("cuda")
    assert model.device.type == "cuda"
    assert len(model.correct(SENTENCES)) == len(SENTENCES)
    model.to("cpu")


def test_clear_errors(trained_gec, tmp_path):
    data_bin, ckpt, _ = trained_gec
    with pytest.raises(FileNotFoundError, match="checkpoint directory not found"):
        GECModel.from_pretrained(str(tmp_path / "nope"), data_name_or_path=str(data_bin))
    with pytest.raises(FileNotFoundError, match=r"checkpoint file not found: .*model\.pt .*checkpoint_best\.pt"):
        GECModel.from_pretrained(str(ckpt), checkpoint_file="model.pt", data_name_or_path=str(data_bin))
    with pytest.raises(FileNotFoundError, match="no dictionary"):
        GECModel.from_pretrained(str(ckpt), data_name_or_path=str(tmp_path))
    with pytest.raises(FileNotFoundError, match="data directory .* not found"):
        GECModel.from_pretrained(str(ckpt), data_name_or_path=str(tmp_path / "missing"))
    with pytest.raises(FileNotFoundError, match="sentencepiece model not found"):
        GECModel.from_pretrained(str(ckpt), data_name_or_path=str(data_bin),
                                 sentencepiece_model=str(tmp_path / "x.model"))


# --------------------------------------------------------------------------- SummarizationModel

def generate_hypotheses(data, ckpt, *extra):
    res = run(["fairseq-generate", data, "--user-dir", USER_DIR, "--task", "fact_summarization", *extra,
               "--gen-subset", "valid", "--path", ckpt, "--beam", "5", "--batch-size", "8", "--cpu"])
    hyps = {}
    for line in res.stdout.splitlines():
        if line.startswith("H-"):
            i, _, text = line[2:].split("\t")
            hyps[int(i)] = text
    return [hyps[i] for i in range(len(hyps))]


@pytest.mark.parametrize("variant", ["fatr", "kbert"])
def test_summarize_equals_fairseq_generate(trained_fact_models, variant):
    from fairseq_syngec import SummarizationModel
    from syngec_tools.facts.io import read_lines, read_triple_blocks

    data, fatr, kbert = trained_fact_models
    ckpt = fatr if variant == "fatr" else kbert
    raw = data.parent / "raw"
    docs, facts = read_lines(raw / "valid.src"), read_lines(raw / "valid.facts")
    triples = read_triple_blocks(data / "valid.triples") if variant == "kbert" else None
    summ = SummarizationModel.from_pretrained(str(ckpt.parent), data_name_or_path=str(data))
    got = summ.summarize(docs, facts=facts, triples=triples, beam=5, batch_size=8)
    extra = ["--knowledge-injection", "kbert"] if variant == "kbert" else []
    assert got == generate_hypotheses(data, ckpt, *extra)


def test_summarize_extracts_facts_and_keeps_empty_documents(trained_fact_models):
    from fairseq_syngec import SummarizationModel

    data, fatr, kbert = trained_fact_models
    for ckpt in (fatr, kbert):
        summ = SummarizationModel.from_pretrained(str(ckpt.parent), data_name_or_path=str(data))
        out = summ.summarize(["the students have many ideas .", "", "he likes the school ."])
        assert len(out) == 3 and out[1] == ""
    facts, triples = summ.extract(["Tim Cook is the CEO of Apple ."])
    assert facts == ["Tim Cook is the CEO of Apple"] and triples == [[("Tim Cook", "is", "the CEO of Apple")]]
    finder, runner = doctest.DocTestFinder(), doctest.DocTestRunner()
    for t in finder.find(SummarizationModel, globs={"summ": summ}):
        runner.run(t)
    assert runner.summarize(verbose=False).failed == 0
    with pytest.raises(ValueError, match="--task fact_summarization"):
        SummarizationModel(summ.cfg, object(), [])


# --------------------------------------------------------------------------- SpanQAModel
def test_span_qa_model_equals_qa_predict(trained_rnet, tmp_path):
    import json

    from fairseq_syngec import SpanQAModel

    data, valid_json, ckpt, _ = trained_rnet
    pred = tmp_path / "pred.json"
    run(["fairseq-syngec-qa-predict", data, "--path", ckpt / "checkpoint_best.pt", "--gen-subset", "valid",
         "--dataset", valid_json, "--output", pred, "--cpu", "--no-progress-bar", "--max-answer-len", "5"])
    expected = json.loads(pred.read_text(encoding="utf-8"))
    squad = json.loads(valid_json.read_text(encoding="utf-8"))
    qs = [(q["id"], q["question"], p["context"]) for a in squad["data"] for p in a["paragraphs"] for q in p["qas"]]
    qa = SpanQAModel.from_pretrained(str(ckpt), data_name_or_path=str(data))
    assert qa.lowercase  # the test data was converted lower-cased
    got = qa.answer([q for _, q, _ in qs], [c for _, _, c in qs], max_answer_len=5, batch_size=7)
    assert got == [expected[i] for i, _, _ in qs]
    assert qa.answer(qs[0][1], qs[0][2], max_answer_len=5) == expected[qs[0][0]]
    finder, runner = doctest.DocTestFinder(), doctest.DocTestRunner()
    for t in finder.find(SpanQAModel, globs={"qa": qa}):
        runner.run(t)
    assert runner.summarize(verbose=False).failed == 0
    with pytest.raises(FileNotFoundError, match="checkpoint file not found"):
        SpanQAModel.from_pretrained(str(ckpt), checkpoint_file="nope.pt", data_name_or_path=str(data))


# --------------------------------------------------------------------------- robustness: nothing lost, nothing crashes
def test_line_longer_than_max_tokens_is_passed_through(word_model, caplog):
    """max_tokens bounds a batch, so a longer line cannot be batched: it is passed through,
    not fairseq's AssertionError."""
    line = "he go to school ."  # 6 tokens with </s>
    skipped = []
    out = word_model.correct(["he go .", line, ""], max_tokens=5, passed_through=skipped)
    assert out[1] == line and out[2] == "" and skipped == [1]
    assert "1 line(s) longer than 5 tokens passed through uncorrected" in caplog.text
    assert word_model.line_token_limit(5) == 5 and word_model.line_token_limit() == word_model.max_source_tokens


def test_training_max_tokens_does_not_bound_lines(word_model):
    """Without max_tokens, the checkpoint's training --max-tokens (600 in the report) only sizes
    batches: a longer line that the model accepts is corrected, not an AssertionError."""
    saved = word_model.cfg.dataset.max_tokens  # (pytest's monkeypatch deletes an omegaconf key on undo)
    word_model.cfg.dataset.max_tokens = 20
    try:
        skipped = []
        out = word_model.correct([" ".join(["the"] * 30), "he go ."], beam=1, passed_through=skipped)
        assert skipped == [] and len(out) == 2
        assert word_model.cfg.dataset.max_tokens == 20  # restored after the call
    finally:
        word_model.cfg.dataset.max_tokens = saved


def test_marker_text_in_input_comes_back_unchanged(word_model, monkeypatch):
    """Text that looks like a position marker is an ordinary word: copied, it comes back as
    typed (it came back as the word at position 3: 'a on sits on the mat')."""
    from harness.copy_generator import CopyEverySourceToken

    monkeypatch.setattr(word_model, "_build_generator", lambda beam, **kwargs: CopyEverySourceToken())
    lines = ["a <unk-3> sits on the mat", "<unk-0> zzqx <unk-1> . <unk-400>", "he go ."]
    assert word_model.correct(lines) == lines


def test_beam_below_one_is_refused(word_model):
    with pytest.raises(ValueError, match="beam must be at least 1"):
        word_model.correct(["he go ."], beam=0)
    with pytest.raises(ValueError, match="max_tokens must be at least 1"):
        word_model.correct(["he go ."], max_tokens=0)


def test_checkpoint_file_as_path(trained_gec, word_model):
    """from_pretrained("ckpts/checkpoint_best.pt") loads that file."""
    data_bin, ckpt, _ = trained_gec
    model = GECModel.from_pretrained(str(ckpt / "checkpoint_last.pt"), data_name_or_path=str(data_bin))
    assert model.correct(["he go ."], beam=2) == word_model.correct(["he go ."], beam=2)
    same = GECModel.from_pretrained(str(ckpt / "checkpoint_best.pt"), checkpoint_file="checkpoint_best.pt",
                                    data_name_or_path=str(data_bin))
    assert same.max_source_tokens == model.max_source_tokens
    with pytest.raises(ValueError, match="names another one"):
        GECModel.from_pretrained(str(ckpt / "checkpoint_best.pt"), checkpoint_file="checkpoint_last.pt",
                                 data_name_or_path=str(data_bin))


def _dictionary_copy(data_bin, dest, change):
    """A data directory whose dictionaries are ``data_bin``'s with ``change(lines)`` applied (and its
    valid split, from whose file names fairseq infers the language pair)."""
    dest.mkdir()
    for f in data_bin.glob("valid.*"):
        shutil.copy(f, dest / f.name)
    lines = change((data_bin / "dict.src.txt").read_text(encoding="utf-8").splitlines())
    for side in ("src", "tgt"):
        (dest / f"dict.{side}.txt").write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return dest


DICTIONARY_CHANGES = {"same_size_other_symbol": lambda lines: ["zzzzq 1"] + lines[1:],
                      "one_symbol_less": lambda lines: lines[1:]}


@pytest.mark.parametrize("change", sorted(DICTIONARY_CHANGES))
def test_other_dictionary_is_refused_naming_both(trained_gec, tmp_path, change):
    """The checkpoint records its dictionary: another one is a ValueError naming both files,
    before torch's size-mismatch traceback (or a silent mix-up when the size is the same)."""
    data_bin, ckpt, _ = trained_gec
    other = _dictionary_copy(data_bin, tmp_path / "other", DICTIONARY_CHANGES[change])
    with pytest.raises(ValueError) as info:
        GECModel.from_pretrained(str(ckpt), checkpoint_file="checkpoint_best.pt", data_name_or_path=str(other))
    msg = str(info.value)
    assert str(other / "dict.src.txt") in msg and str(data_bin / "dict.src.txt") in msg, msg
    assert str(ckpt / "checkpoint_best.pt") in msg, msg


def _other_sentencepiece_model(path_prefix):
    """A sentencepiece model of other text and size than the fixtures' (trained in a second)."""
    import sentencepiece

    from harness.helpers import JFLEG

    sentencepiece.SentencePieceTrainer.train(input=str(JFLEG / "train.tgt"), model_prefix=str(path_prefix),
                                             vocab_size=200, minloglevel=2)
    return path_prefix.parent / (path_prefix.name + ".model")


def test_other_sentencepiece_model_is_refused_naming_both(trained_spm_syngec, tmp_path):
    """A sentencepiece model that is not the recorded one (by sha256) is a ValueError naming both
    (it was accepted, and gave "IIs a apple ."); the same model under another name is accepted."""
    data_bin, ckpt, spm = trained_spm_syngec
    other = _other_sentencepiece_model(tmp_path / "other")
    with pytest.raises(ValueError) as info:
        GECModel.from_pretrained(str(ckpt.parent), checkpoint_file=ckpt.name, data_name_or_path=str(data_bin),
                                 sentencepiece_model=str(other))
    msg = str(info.value)
    assert str(other) in msg and str(spm) in msg and str(ckpt) in msg, msg
    shutil.copy(spm, tmp_path / "renamed.model")
    model = GECModel.from_pretrained(str(ckpt), data_name_or_path=str(data_bin),
                                     sentencepiece_model=str(tmp_path / "renamed.model"))
    assert model.sentencepiece_model == str(tmp_path / "renamed.model")


def _without_record(ckpt, dest):
    """A copy of the checkpoint as saved before the gec task recorded its files."""
    from fairseq_syngec.tasks.gec import INPUTS_STATE_KEY

    state = torch.load(ckpt, map_location="cpu", weights_only=False)
    del state["task_state"][INPUTS_STATE_KEY]
    torch.save(state, dest)
    return dest


def test_checkpoint_without_record_still_loads(trained_gec, trained_spm_syngec, word_model, tmp_path):
    """Older checkpoints have no record: they load and correct as before; a dictionary of another size
    is still a ValueError naming the checkpoint and the data (not a traceback), and a sentencepiece
    model whose pieces are not the dictionary's is refused."""
    data_bin, ckpt, _ = trained_gec
    old = _without_record(ckpt / "checkpoint_best.pt", tmp_path / "old.pt")
    model = GECModel.from_pretrained(str(old), data_name_or_path=str(data_bin))
    assert model.task.trained_inputs is None
    assert model.correct(SENTENCES, beam=2) == word_model.correct(SENTENCES, beam=2)
    other = _dictionary_copy(data_bin, tmp_path / "other", DICTIONARY_CHANGES["one_symbol_less"])
    with pytest.raises(ValueError, match=f"{old} does not fit the dictionary in {other} .*size mismatch"):
        GECModel.from_pretrained(str(old), data_name_or_path=str(other))
    spm_data, spm_ckpt, spm = trained_spm_syngec
    old_spm = _without_record(spm_ckpt, tmp_path / "old_spm.pt")
    foreign = _other_sentencepiece_model(tmp_path / "foreign")
    with pytest.raises(ValueError, match=f"{foreign} does not fit the dictionary"):
        GECModel.from_pretrained(str(old_spm), data_name_or_path=str(spm_data), sentencepiece_model=str(foreign))
    assert GECModel.from_pretrained(str(old_spm), data_name_or_path=str(spm_data),
                                    sentencepiece_model=str(spm)).sentencepiece_model == str(spm)
    with pytest.raises(ValueError, match="holds sentencepiece pieces"):  # none given, none found beside it
        GECModel.from_pretrained(str(old_spm), data_name_or_path=str(spm_data))


def test_correct_is_quiet(word_model, caplog):
    # fairseq logged 4 INFO lines per call and torch warned that pin_memory does nothing on CPU
    import logging
    import warnings

    with warnings.catch_warnings(record=True) as seen, caplog.at_level(logging.INFO):
        warnings.simplefilter("always")
        out = word_model.correct(["he go to school .", "she like the apple ."])
    assert len(out) == 2
    assert [r.getMessage() for r in caplog.records if r.name.startswith("fairseq")] == []
    # (numpy's DeprecationWarnings from fairseq's data code are hidden by Python's default filters)
    assert [str(w.message) for w in seen if not issubclass(w.category, DeprecationWarning)] == []


def test_a_checkpoint_of_another_task_is_called_the_wrong_one(trained_rnet, trained_gec, tmp_path):
    """A QA checkpoint with the GEC data, a GEC checkpoint with the QA data, in the API and in
    fairseq-syngec-qa-predict: the message says which task the checkpoint was trained with, first."""
    from fairseq_syngec import SpanQAModel

    qa_data, valid_json, qa_ckpt, _ = trained_rnet
    gec_data, gec_ckpt_dir, _ = trained_gec
    gec_ckpt = gec_ckpt_dir / "checkpoint_last.pt"
    with pytest.raises(ValueError, match=r"is the wrong checkpoint: it was trained with --task span_qa, and "
                                         r"GECModel needs one trained with --task gec"):
        GECModel.from_pretrained(str(qa_ckpt / "checkpoint_best.pt"), data_name_or_path=str(gec_data))
    with pytest.raises(ValueError, match=r"trained with --task gec, and SpanQAModel needs one trained with "
                                         r"--task span_qa"):
        SpanQAModel.from_pretrained(str(gec_ckpt), data_name_or_path=str(qa_data))
    res = run(["fairseq-syngec-qa-predict", qa_data, "--path", gec_ckpt, "--gen-subset", "valid", "--dataset",
               valid_json, "--output", tmp_path / "pred.json", "--cpu"], check=False)
    assert res.returncode != 0
    assert "trained with --task gec, and fairseq-syngec-qa-predict needs one trained with --task span_qa" in (
        res.stdout + res.stderr)


# --------------------------------------------------------------------------- keep_source_margin
def test_source_score_equals_a_literal_teacher_forced_loop(word_model):
    """score_sources: sum_j log2 p(x_j | x_<j, x) / |x| over the source's own tokens (</s> included), the
    word unknown to the dictionary written as the marker of its position, <unk-j> (how the copy writes it);
    with lenpen=0 the sum itself (the bits keep_source_margin compares)."""
    import math

    sent = "he go to zorblax school ."
    got = word_model.score_sources([sent, ""])
    assert math.isnan(got[1])
    d, model = word_model.src_dict, word_model.models[0]
    words = sent.split()
    known = [d.index(w) if w in d.symbols else None for w in words]
    assert known[3] is None and all(k is not None for i, k in enumerate(known) if i != 3)
    src = torch.tensor([k if k is not None else d.unk() for k in known] + [d.eos()])
    tgt = torch.tensor([k if k is not None else d.first_marker + i for i, k in enumerate(known)] + [d.eos()])
    with word_model._inference_dictionary():
        src_ids = word_model.encode(sent)  # the unknown word gets an id of its own, as in correction
        prev = torch.cat([torch.tensor([d.eos()]), tgt[:-1]]).unsqueeze(0)
        with torch.no_grad():
            out = model(src_ids.unsqueeze(0), torch.tensor([src_ids.numel()]), prev)
            lp = model.get_normalized_probs(out, log_probs=True)[0].double()
    assert src_ids.numel() == src.numel()
    literal = sum(lp[j, tgt[j]].item() for j in range(tgt.numel())) / tgt.numel() / math.log(2)
    assert got[0] == pytest.approx(literal, rel=1e-6, abs=1e-6)
    bits = word_model.score_sources([sent], lenpen=0.0)[0]
    assert bits == pytest.approx(literal * tgt.numel(), rel=1e-6, abs=1e-6)


def test_keep_source_margin_keeps_the_source_unless_the_gain_is_large_enough(word_model):
    """The rule compares whole sentences: a correction's log2-probability (the sum over its tokens, what
    return_bits gives) against the source's (score_sources at lenpen=0), not the per-token scores."""
    sents = ["he go to school .", "she like apple .", "", "they is happy ."]
    free = word_model.correct_nbest(sents, 1, keep_source_margin=None, return_bits=True)
    for (text, score, bits), s in zip((f[0] for f in free), sents):  # lenpen 1: bits = score * (words + </s>)
        assert bits == pytest.approx(score * (len(text.split()) + 1) if s else 0.0, rel=1e-6, abs=1e-9)
    source_bits = word_model.score_sources(sents, lenpen=0.0)
    assert word_model.correct(sents, keep_source_margin=1e9) == sents  # nothing beats the source by that much
    assert word_model.correct(sents, keep_source_margin=-1e9) == [f[0][0] for f in free]
    changed = [i for i, s in enumerate(sents) if s and free[i][0][0] != s]
    assert changed, free  # the test needs a model that changes something
    gains = sorted(free[i][0][2] - source_bits[i] for i in changed)
    for margin in (gains[0] + 1e-6, gains[-1] - 1e-6, (gains[0] + gains[-1]) / 2):
        out = word_model.correct_nbest(sents, 2, keep_source_margin=margin)
        for i, s in enumerate(sents):
            keep = i in changed and free[i][0][2] - source_bits[i] < margin
            assert out[i][0][0] == (s if keep else free[i][0][0]), (margin, i, out[i], free[i])
            if keep:  # the source first, with its fairseq score (per token, lenpen 1), then the best correction
                assert out[i][0][1] == pytest.approx(source_bits[i] / (len(s.split()) + 1), rel=1e-6)
                assert out[i][1] == free[i][0][:2]


def test_source_wins_compares_sentences_not_tokens():
    """A correction one token longer, better per token, less probable as a sentence: the source stays."""
    from fairseq_syngec.hub import source_wins

    correction_bits, source_bits = -10.0, -9.5  # per token (11 and 10 tokens): -0.909 against -0.95
    assert source_wins("a b b", correction_bits, "a b", source_bits, 0.0)
    assert not source_wins("a b b", correction_bits, "a b", source_bits, -0.5)  # the margin is in bits
    assert not source_wins("a b", correction_bits, "a b", source_bits, 0.0)  # the same sentence
    assert not source_wins("a b b", correction_bits, "a b", float("nan"), 0.0)  # no source score
    assert not source_wins("a b b", correction_bits, "a b", source_bits, None)  # off


def test_keep_source_margin_on_the_command_line(trained_gec, tmp_path):
    data_bin, ckpt, _ = trained_gec
    inp = tmp_path / "in.txt"
    inp.write_text("he go to school .\nshe like apple .\n", encoding="utf-8")
    base = ["fairseq-syngec-correct", "--path", ckpt / "checkpoint_best.pt", "--data", data_bin, "--input", inp,
            "--cpu", "--no-progress-bar"]
    kept = run([*base, "--keep-source-margin", "1e9"])
    assert kept.stdout == inp.read_text(encoding="utf-8")
    off = run([*base, "--keep-source-margin", "off"])
    assert off.stdout.splitlines() == GECModel.from_pretrained(
        str(ckpt), checkpoint_file="checkpoint_best.pt", data_name_or_path=str(data_bin)).correct(
        inp.read_text(encoding="utf-8").splitlines(), keep_source_margin=None)
    bad = run([*base, "--keep-source-margin", "nan"], check=False)
    assert bad.returncode != 0 and "not a finite number" in bad.stderr


def test_text_utf8_cannot_encode_is_a_value_error(word_model):
    """A lone surrogate (a Python string can hold one; a JSON "\\ud800" escape decodes to one) is refused with a
    ValueError naming the input and the character, before any work (issue 58); a whole astral character is text."""
    for call, what in ((lambda s: word_model.correct(s), "sentence"), (lambda s: word_model.score_sources(s),
                       "sentence"), (lambda s: word_model.correct_raw(s), "line")):
        with pytest.raises(ValueError, match=rf"^{what} 1 \(from 0\): U\+DC00 at character 3 \(from 0\) is a lone "
                                             "surrogate"):
            call(["he go .", "abc\udc00 ."])
    assert isinstance(word_model.correct(["\U0001F600 he go ."])[0], str)  # corrected, whatever the tiny model writes
