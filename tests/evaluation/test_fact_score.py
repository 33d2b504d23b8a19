"""Fact score: hand cases of the three matching modes (negation, wrong entity, swapped roles,
stemming), summaries without triples, the CLI on spaCy-parsed text, and FRANK loading."""


import pytest

from harness.helpers import REPO, SHARED_DATA, load_script, write_lines
from syngec_tools.evaluation.fact_score import content, fact_score
from syngec_tools.facts.ud import Triple

SRC = [Triple(("Tim", "Cook"), ("is",), ("the", "CEO", "of", "Apple")),
       Triple(("The", "bill"), ("was", "passed"), ("by", "the", "Senate"))]


def T(s, p, o):
    return Triple(tuple(s.split()), tuple(p.split()), tuple(o.split()))


def score(hyp, mode):
    return fact_score(SRC, hyp, "en", mode)["score"]


def test_content_units():
    assert content(("The", "bills", "were", "passed", ",")) == frozenset({"bill", "pass"})


@pytest.mark.parametrize("mode", ["soft", "bag", "roles"])
def test_supported_paraphrase(mode):
    assert score([T("Tim Cook", "is", "CEO of Apple")], mode) == 1.0
    assert score([T("Cook", "was", "the CEO of Apple")], mode) == 1.0


@pytest.mark.parametrize("mode", ["soft", "bag", "roles"])
def test_negation_flip_is_unsupported(mode):
    assert score([T("Tim Cook", "is not", "the CEO of Apple")], mode) == 0.0


def test_wrong_entity_partial_credit_only_in_soft():
    hyp = [T("Tim Cook", "is", "the CEO of Google")]
    assert score(hyp, "soft") == pytest.approx(3 / 4)  # tim, cook, ceo of {tim, cook, ceo, googl}
    assert score(hyp, "bag") == 0.0 and score(hyp, "roles") == 0.0


def test_swapped_roles_caught_by_roles_mode_only():
    hyp = [T("The Senate", "passed", "the bill")]  # active paraphrase: same words, other roles
    assert score(hyp, "bag") == 1.0 and score(hyp, "roles") == 0.0
    hyp = [T("Apple", "is", "the CEO of Tim Cook")]
    assert score(hyp, "bag") == 1.0 and score(hyp, "roles") == 0.0


def test_average_over_triples_and_no_triple():
    res = fact_score(SRC, [T("Tim Cook", "is", "CEO of Apple"), T("Ann", "left", "Paris")], "en", "bag")
    assert res == {"score": 0.5, "supported": 1.0, "triples": 2}
    assert fact_score(SRC, [], "en")["score"] is None
    assert fact_score([], [T("Ann", "left", "Paris")], "en")["score"] == 0.0
    with pytest.raises(ValueError, match="mode"):
        fact_score(SRC, [], "en", "exact")


def test_chinese_units():
    src = [Triple(("北京",), ("是",), ("中国", "的", "首都"))]
    assert fact_score(src, [Triple(("北京",), ("是",), ("首都",))], "zh", "roles")["score"] == 1.0
    assert fact_score(src, [Triple(("北京",), ("不", "是"), ("首都",))], "zh", "roles")["score"] == 0.0


def test_cli_on_spacy_parses(tmp_path, capsys):
    pytest.importorskip("spacy")
    try:
        from syngec_tools.spacy_model import resolve_spacy_en_name

        resolve_spacy_en_name()
    except RuntimeError as exc:
        pytest.skip(str(exc))
    src, hyp, per, js = tmp_path / "src", tmp_path / "hyp", tmp_path / "per", tmp_path / "o.json"
    write_lines(src, ["Tim Cook is the CEO of Apple. He lives in California.", "The bill was passed by the Senate."])
    write_lines(hyp, ["Tim Cook is the CEO of Apple.", "Wow."])
    mod = load_script(REPO / "scripts/summarization/fact_score.py")
    assert mod.main([str(a) for a in ["--src", src, "--hyp", hyp, "--mode", "roles", "--per-line", per,
                                      "--json", js, "--no-progress"]]) == 0
    assert per.read_text().split("\n")[:2] == ["1.0000", "nan"]
    assert "1 without a triple" in capsys.readouterr().out
    write_lines(hyp, ["x"])
    assert mod.main(["--src", str(src), "--hyp", str(hyp), "--no-progress"]) == 1
    assert "line counts differ" in capsys.readouterr().err


def test_frank_files_load():
    folder = SHARED_DATA / "frank_xsum"
    if not (folder / "validation.model_summaries.tsv").exists():
        pytest.skip("FRANK data not available")
    mod = load_script(REPO / "experiments/fact_score_frank.py")
    srcs, refs, rows = mod.load_split(folder, "validation")
    assert len(srcs) == len(refs) == 74 and len(rows) == 296
    assert all(0.0 <= r["human"] <= 1.0 for r in rows) and {r["model"] for r in rows} == {
        "BERTS2S", "PtGen", "TConvS2S", "TranS2S"}


def test_frank_benchmark_skips_without_data(tmp_path, capsys):
    mod = load_script(REPO / "experiments/fact_score_frank.py")
    out_json = tmp_path / "r.json"
    assert mod.main(["--data", str(tmp_path), "--json", str(out_json)]) == 0
    assert "FRANK data not found" in capsys.readouterr().out and not out_json.exists()
