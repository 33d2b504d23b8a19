"""fairseq_syngec.hub.GECModel: the Python API on a tiny checkpoint trained in the test."""

import doctest
import shutil

import pytest
import torch

from conftest import USER_DIR, run
from fairseq_syngec import GECModel

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
    got = word_model.correct(inputs, beam=5, max_len_a=0, max_len_b=200)
    assert got == [expected[i] for i in range(len(inputs))]


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


def test_sentencepiece_inside(spm_model, trained_spm_syngec, tmp_path):
    out = spm_model.correct(["He go to school yesterday .", "", "This are a test ."])
    assert len(out) == 3 and out[1] == ""
    assert all("\u2581" not in o for o in out), out
    # not given: found in the checkpoint directory's parent (examples/gec/run.sh's layout)
    data_bin, ckpt, spm = trained_spm_syngec
    assert spm.parent == ckpt.parent.parent
    auto = GECModel.from_pretrained(str(ckpt.parent), checkpoint_file=ckpt.name, data_name_or_path=str(data_bin))
    assert auto.sentencepiece_model == str(spm)
    assert auto.correct(["He go to school yesterday ."]) == out[:1]
    # a dictionary of pieces without any sentencepiece model is refused, not used on whole words
    (tmp_path / "c").mkdir()
    shutil.copy(ckpt, tmp_path / "c" / ckpt.name)
    with pytest.raises(ValueError, match="holds sentencepiece pieces"):
        GECModel.from_pretrained(str(tmp_path / "c"), checkpoint_file=ckpt.name, data_name_or_path=str(data_bin))


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
        GECModel.from_pretrained(str(ckpt), data_name_or_path=str(data_bin), sentencepiece_model=str(tmp_path / "x.model"))


# --------------------------------------------------------------------------- SummarizationModel
@pytest.fixture(scope="module")
def fact_models(trained_fact_models):
    return trained_fact_models


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
def test_summarize_equals_fairseq_generate(fact_models, variant):
    from fairseq_syngec import SummarizationModel
    from fairseq_syngec.facts.io import read_lines, read_triple_blocks

    data, fatr, kbert = fact_models
    ckpt = fatr if variant == "fatr" else kbert
    raw = data.parent / "raw"
    docs, facts = read_lines(raw / "valid.src"), read_lines(raw / "valid.facts")
    triples = read_triple_blocks(data / "valid.triples") if variant == "kbert" else None
    summ = SummarizationModel.from_pretrained(str(ckpt.parent), data_name_or_path=str(data))
    got = summ.summarize(docs, facts=facts, triples=triples, beam=5, batch_size=8)
    extra = ["--knowledge-injection", "kbert"] if variant == "kbert" else []
    assert got == generate_hypotheses(data, ckpt, *extra)


def test_summarize_extracts_facts_and_keeps_empty_documents(fact_models):
    from fairseq_syngec import SummarizationModel

    data, fatr, kbert = fact_models
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
def test_span_qa_model_equals_qa_predict(tmp_path_factory, tmp_path):
    import json

    from fairseq_syngec import SpanQAModel
    from qa_helpers import shared_rnet_checkpoint

    data, valid_json, ckpt, _ = shared_rnet_checkpoint(tmp_path_factory)
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
