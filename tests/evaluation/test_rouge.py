"""ROUGE through rouge-score: English equals rouge-score used directly; Chinese is scored per
character (rouge-score's default tokenizer would give 0); line counts must match."""


import pytest

from harness.helpers import REPO, SHARED_DATA, load_script, write_lines

pytest.importorskip("rouge_score")

from rouge_score import rouge_scorer  # noqa: E402

from syngec_tools.evaluation.rouge import (  # noqa: E402
    ROUGE_TYPES,
    CharTokenizer,
    make_scorer,
    rouge_corpus,
    rouge_files,
)

SCRIPT = REPO / "scripts" / "summarization" / "rouge.py"


def rouge_lines(hyps, refs, lang="en", stem=True):
    """Per line {rouge1, rouge2, rougeL}: F1 in [0, 1], through the package's scorer (what
    ``rouge_corpus`` averages)."""
    if len(hyps) != len(refs):
        raise ValueError(f"{len(hyps)} hypotheses vs {len(refs)} references")
    scorer = make_scorer(lang, stem)
    out = []
    for h, r in zip(hyps, refs):
        s = scorer.score(r, h)  # score(target, prediction)
        out.append({k: s[k].fmeasure for k in ROUGE_TYPES})
    return out


def cli(argv):
    mod = load_script(SCRIPT)
    return mod.main([str(a) for a in argv])


def test_english_matches_rouge_score_directly():
    hyps = ["the cat was found under the bed", "police arrested two men on sunday"]
    refs = ["the cat was under the bed", "two men were arrested by police on sunday night"]
    direct = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], use_stemmer=True)
    ours = rouge_lines(hyps, refs, "en")
    for o, h, r in zip(ours, hyps, refs):
        s = direct.score(r, h)
        for k in ("rouge1", "rouge2", "rougeL"):
            assert o[k] == pytest.approx(s[k].fmeasure)
    corpus = rouge_corpus(hyps, refs, "en")
    assert corpus["rouge1"] == pytest.approx(100 * sum(o["rouge1"] for o in ours) / 2)
    # hand check of line 1: 6 of 7 hypothesis unigrams in the 6-word reference -> P 6/7, R 1
    assert ours[0]["rouge1"] == pytest.approx(2 * (6 / 7) / (6 / 7 + 1))


def test_chinese_scores_per_character_not_zero():
    hyp, ref = "北京是中国的首都", "中国的首都是北京"
    default = rouge_scorer.RougeScorer(["rouge1"]).score(ref, hyp)["rouge1"].fmeasure
    assert default == 0.0  # the pitfall
    s = rouge_lines([hyp], [ref], "zh")[0]
    assert s["rouge1"] == pytest.approx(1.0)  # same 8 characters
    assert 0 < s["rouge2"] < 1 and 0 < s["rougeL"] < 1
    assert CharTokenizer().tokenize("P2P 公司") == ["p", "2", "p", "公", "司"]
    # LCS of 北京是中国的首都 / 中国的首都是北京 is 中国的首都 (5 of 8)
    assert s["rougeL"] == pytest.approx(5 / 8)


def test_cli_json_and_line_count_error(tmp_path, capsys):
    h, r, r2, js = tmp_path / "h", tmp_path / "r", tmp_path / "r2", tmp_path / "o.json"
    write_lines(h, ["北京是中国的首都", "他不喜欢苹果"])
    write_lines(r, ["中国的首都是北京", "他喜欢香蕉"])
    write_lines(r2, ["中国的首都是北京"])
    assert cli(["--hyp", h, "--ref", r, "--lang", "zh", "--json", js]) == 0
    out = capsys.readouterr().out
    assert "ROUGE-1" in out and js.exists()
    assert cli(["--hyp", h, "--ref", r2]) == 1
    err = capsys.readouterr().err
    assert str(h) in err and str(r2) in err and "2 lines" in err


def test_lcsts_sample_nonzero():
    src = SHARED_DATA / "lcsts_sample" / "part3_dev.src"
    if not src.exists():
        pytest.skip("lcsts_sample not available")
    res = rouge_files(str(src.with_suffix(".tgt")), str(src), "zh")
    assert res["lines"] == 681 and res["rouge1"] > 5
