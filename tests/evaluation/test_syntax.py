"""syngec_tools.evaluation.syntax and scripts/gec/{induce_syntax,plot_syntax}.py."""

import importlib.util
import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from harness.helpers import REPO, run, train_gec
from syngec_tools.evaluation.syntax import (
    bracket_scores,
    greedy_spans,
    greedy_tree,
    heads_from_matrix,
    projection_spans,
    uas,
)


def bracket_f1(pred_spans, gold_spans, lengths=None):
    """Unlabelled corpus-level micro F1 (``bracket_scores``'s f1)."""
    return bracket_scores(pred_spans, gold_spans, lengths)["f1"]


def _has_spacy_en():
    try:
        from syngec_tools.spacy_model import resolve_spacy_en_name
        return importlib.util.find_spec("spacy") is not None and bool(resolve_spacy_en_name())
    except Exception:
        return False


needs_spacy = pytest.mark.skipif(not _has_spacy_en(), reason="no English spaCy model installed")


def test_greedy_tree_from_tau():
    toks = ["the", "cat", "sat", "on", "the", "mat"]
    # largest boundary after "cat", then inside "sat on the mat" after "sat", then after "on"
    tau = [0.1, 5.0, 3.0, 1.0, 0.2]
    assert greedy_tree(toks, tau) == "((the cat) (sat (on (the mat))))"
    assert greedy_spans(tau) == [(0, 6), (0, 2), (2, 6), (3, 6), (4, 6)]
    # ties: first maximum; parentheses escaped
    assert greedy_tree(["(", "a", ")"], [1.0, 1.0]) == "(-LRB- (a -RRB-))"
    assert greedy_tree(["x"], []) == "x"
    assert greedy_spans([]) == []


def test_heads_from_matrix_one_root():
    p = np.array([[0.9, 0.6, 0.1], [0.2, 0.0, 0.3], [0.0, 0.8, 0.5]])
    # diagonal ignored: row0 -> 1 (0.6), row1 -> 2 (0.3, smallest max -> root), row2 -> 1 (0.8)
    assert heads_from_matrix(p) == [1, -1, 1]
    assert heads_from_matrix(np.zeros((1, 1))) == [-1]


def test_uas_and_bracket_f1_hand_cases():
    assert uas([[1, -1, 1]], [[1, -1, 1]]) == 1.0
    assert uas([[1, -1, 1], [-1, 0]], [[2, -1, 1], [-1, 1]]) == pytest.approx(3 / 5)
    assert uas([1, -1], [1, -1]) == 1.0  # one bare sentence
    with pytest.raises(ValueError):
        uas([[0, 1]], [[0]])
    # whole-sentence span (0, 6) and length-1 spans are ignored
    pred = [(0, 6), (0, 2), (2, 6), (3, 6), (4, 6), (5, 6)]
    gold = [(0, 6), (0, 2), (2, 6), (4, 6), (1, 2)]
    # pred {02, 26, 36, 46}, gold {02, 26, 46}: P 3/4, R 1, F1 6/7
    assert bracket_f1([pred], [gold]) == pytest.approx(6 / 7)
    assert bracket_f1(pred, gold) == pytest.approx(6 / 7)  # bare sentence
    # corpus-level micro: second sentence adds 0 matches, 1 pred, 1 gold
    s = bracket_scores([pred, [(0, 2)]], [gold, [(1, 3)]], lengths=[6, 4])
    assert (s["match"], s["pred"], s["gold"]) == (3, 5, 4)
    assert s["f1"] == pytest.approx(2 * (3 / 5) * (3 / 4) / (3 / 5 + 3 / 4))
    assert bracket_f1([[(0, 3)]], [[(0, 3)]]) == 1.0  # nothing left on either side
    assert bracket_f1([[(0, 2)]], [[(1, 3)]], lengths=[3]) == 0.0


def test_projection_spans():
    # "the cat sat on the mat": the->cat, cat->sat, sat root, on->sat, the->mat, mat->on
    heads = [1, 2, -1, 2, 5, 3]
    assert projection_spans(heads) == [(0, 2), (0, 6), (3, 6), (4, 6)]


@needs_spacy
def test_spacy_reference_simple_sentence():
    from syngec_tools.evaluation.syntax import spacy_reference

    (ref,) = spacy_reference(["the cat sat on the mat ."])
    heads, n = ref["heads"], 7
    assert ref["tokens"] == "the cat sat on the mat .".split()
    assert len(heads) == n and heads.count(-1) == 1
    assert all(h == -1 or (0 <= h < n and h != i) for i, h in enumerate(heads))
    assert heads[heads.index(-1)] == -1 and ref["tokens"][heads.index(-1)] == "sat"
    assert (0, n) in ref["spans"] and all(b - a >= 2 for a, b in ref["spans"])


def test_stanza_backend_skips_cleanly():
    from syngec_tools.evaluation.syntax import load_stanza_en

    try:
        load_stanza_en()
    except RuntimeError as exc:
        assert "stanza" in str(exc)
        pytest.skip(f"stanza models not available: {str(exc)[:120]}")


# "the cat sat on the mat ." (UD: on/the -> mat -> sat, root sat at 1-based 3) and "hello"
STANZA_CONLLU = """1\tthe\tthe\tDET\t_\t_\t2\tdet\t_\t_
2\tcat\tcat\tNOUN\t_\t_\t3\tnsubj\t_\t_
3\tsat\tsit\tVERB\t_\t_\t0\troot\t_\t_
4\ton\ton\tADP\t_\t_\t6\tcase\t_\t_
5\tthe\tthe\tDET\t_\t_\t6\tdet\t_\t_
6\tmat\tmat\tNOUN\t_\t_\t3\tobl\t_\t_
7\t.\t.\tPUNCT\t_\t_\t3\tpunct\t_\t_

1\thello\thello\tINTJ\t_\t_\t0\troot\t_\t_

"""


def test_stanza_reference_from_a_conllu_document():
    """stanza_reference's Document -> heads/spans conversion on a stanza Document read from CoNLL-U
    (no model): an empty input sentence gets no stanza sentence."""
    conll = pytest.importorskip("stanza.utils.conll")
    from syngec_tools.evaluation.syntax import references_from_stanza

    doc = conll.CoNLL.conll2doc(input_str=STANZA_CONLLU)
    refs = references_from_stanza(doc, ["the cat sat on the mat .", "", ["hello"]])
    assert refs[0]["tokens"] == "the cat sat on the mat .".split()
    assert refs[0]["heads"] == [1, 2, -1, 5, 5, 2, 2]  # 0-based, root -1 (by hand from the file)
    assert refs[0]["spans"] == [(0, 2), (0, 7), (3, 6)]  # subtrees of cat, sat, mat
    assert refs[1] == {"tokens": [], "heads": [], "spans": []}
    assert refs[2] == {"tokens": ["hello"], "heads": [-1], "spans": []}
    with pytest.raises(ValueError, match="sentence 1: stanza returned the words"):
        references_from_stanza(doc, ["the cat sat on the mat .", "bye"])
    with pytest.raises(ValueError, match="2 sentences for 1 non-empty"):
        references_from_stanza(doc, ["the cat sat on the mat ."])


@needs_spacy
def test_scripts_end_to_end(word_gec_data, tmp_path):
    ckpt_dir = tmp_path / "ckpt"
    train_gec(word_gec_data, ckpt_dir, "--arch", "syngec_transformer_tiny", "--syn-encoder-layers", "1",
              "--max-update", "2", "--no-epoch-checkpoints")
    ckpt = ckpt_dir / "checkpoint_last.pt"
    assert ckpt.exists()
    sents = ["the cat sat on the mat .", "i like this book very much .", "hello", "he go to school yesterday ."]
    inp = tmp_path / "sents.txt"
    inp.write_text("".join(s + "\n" for s in sents), encoding="utf-8")
    out, scores, prefix = tmp_path / "out.tsv", tmp_path / "scores.json", tmp_path / "plot"
    # the two scripts run concurrently (each spends most of its time importing fairseq/spaCy)
    with ThreadPoolExecutor(2) as pool:
        induce_job = pool.submit(run, [REPO / "scripts/gec/induce_syntax.py", "--path", ckpt, "--data",
                                       word_gec_data, "--input", inp, "--output", out, "--parser", "spacy",
                                       "--json", scores])
        plot_job = pool.submit(run, [REPO / "scripts/gec/plot_syntax.py", "--path", ckpt, "--data",
                                     word_gec_data, "--sentence", sents[0], "--out-prefix", prefix])
        res, plot_res = induce_job.result(), plot_job.result()
    assert "UAS" in res.stdout and "bracket F1" in res.stdout
    rows = out.read_text(encoding="utf-8").splitlines()
    assert len(rows) == len(sents)
    for sent, row in zip(sents, rows):
        toks, tree, heads, ref_heads = row.split("\t")
        assert toks.split() == sent.split()
        assert len(heads.split()) == len(sent.split()) == len(ref_heads.split())
        assert heads.split().count("-1") == 1
        assert tree.count("(") == tree.count(")") == len(sent.split()) - 1
    js = json.loads(scores.read_text())
    assert 0.0 <= js["uas"] <= 1.0 and 0.0 <= js["bracket_f1"] <= 1.0

    # syngec_transformer_tiny defaults to the fused mode: all four matrices exist
    for key in ("p_const", "p_dep", "p_fuse", "gate"):
        png = Path(f"{prefix}.{key}.png")
        assert png.exists() and png.stat().st_size > 0
        assert str(png) in plot_res.stdout


def testpieces_to_words_mapping():
    from syngec_tools.evaluation.syntax import pieces_to_words

    pieces = ["\u2581the", "\u2581ca", "t", "\u2581sat"]
    p = np.array([[0.0, 0.2, 0.3, 0.5], [0.1, 0.0, 0.6, 0.3], [0.4, 0.2, 0.0, 0.4], [0.3, 0.3, 0.4, 0.0]])
    out = {"p_const": p, "p_dep": p, "p_fuse": p, "gate": np.full((4, 4), 0.5),
           "tau": np.array([1.0, 0.1, 2.0]), "delta": np.array([0.0, 1.0, 3.0, 2.0])}
    words, mats, tau, delta = pieces_to_words(out, pieces)
    assert words == ["the", "cat", "sat"]
    assert tau.tolist() == [1.0, 2.0]  # word boundaries only
    assert delta.tolist() == [0.0, 3.0, 2.0]
    # row "cat" = mean of piece rows 1, 2; column "cat" = sum of piece columns 1, 2; diagonal 0
    np.testing.assert_allclose(mats["p_dep"], [[0.0, 0.5, 0.5], [0.25, 0.0, 0.35], [0.3, 0.7, 0.0]])
    np.testing.assert_allclose(mats["gate"], np.full((3, 3), 0.5))


def test_induce_const_mode_in_process(word_gec_data):
    from fairseq_syngec.induced_syntax import induce
    from harness.helpers import build_task_and_model

    task, model, _ = build_task_and_model(word_gec_data, arch="syngec_transformer_tiny",
                                          extra=["--syntax-mode", "const", "--syn-encoder-layers", "1"])
    model.eval()
    (r,) = induce(model, task, ["the cat sat on the mat ."])
    assert r["tokens"] == "the cat sat on the mat .".split()
    assert r["head_source"] == "p_const" and r["matrices"]["p_dep"] is None
    assert len(r["heads"]) == 7 and r["heads"].count(-1) == 1 and len(r["tau"]) == 6
    assert r["tree"].count("(") == 6
