"""MaxMatch (M2) scorer: hand-computed cases, bad input, and equality with the official M2Scorer.

Hand-computed values follow Dahlmeier & Ng (2012) and M2Scorer 3.2's documented output (its
README example); the comparison tests run the official scorer (Python 2, comparison oracle
only) and skip when it or the data is absent.
"""

import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from syngec_tools.evaluation import m2score as M

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared"
OFFICIAL = SHARED / "tools" / "m2scorer" / "scripts" / "m2scorer.py"
BEA_DEV = SHARED / "data" / "bea19_dev" / "ABCN.dev.gold.bea19.m2"
JFLEG_M2 = REPO / "examples" / "gec" / "data" / "jfleg" / "test.m2"
CLI = ["-m", "syngec_tools.cli.m2_score"]  # fairseq-syngec-m2, from the checkout


def a_line(start, end, corr, ann=0, typ="X"):
    return f"A {start} {end}|||{typ}|||{corr}|||REQUIRED|||-NONE-|||{ann}"


def score(tmp_path, blocks, hyps, **kw):
    """blocks: [(source, [A lines])]; returns the corpus result of m2score.m2_score."""
    ref = tmp_path / "ref.m2"
    ref.write_text("".join(f"S {s}\n" + "".join(a + "\n" for a in al) + "\n" for s, al in blocks), encoding="utf-8")
    hyp = tmp_path / "hyp.txt"
    hyp.write_text("".join(h + "\n" for h in hyps), encoding="utf-8")
    return M.m2_score(hyp, ref, **kw)


def prf(res):
    return round(res["precision"], 4), round(res["recall"], 4), round(res["f_beta"], 4)


def counts(res):
    return res["correct"], res["proposed"], res["gold"]


# --------------------------------------------------------------------------------------------
# hand-computed cases


def test_readme_example_two_annotators(tmp_path):
    # M2Scorer README: sentence 1 has 2 correct of 3 proposed; sentence 2 takes annotator 1
    # (noop: nothing missed); sentence 3 takes annotator 0 (2 correct, 1 missed) -> 4/5, 4/5
    blocks = [("The cat sat at mat .", [a_line(3, 4, "on", typ="Prep"), a_line(4, 4, "the||a", typ="ArtOrDet")]),
              ("The dog .", [a_line(1, 2, "dogs"), "A -1 -1|||noop|||-NONE-|||-NONE-|||-NONE-|||1"]),
              ("Giant otters is an apex predator .", [a_line(2, 3, "are"), a_line(3, 4, "-NONE-"),
                                                       a_line(5, 6, "predators"), a_line(1, 2, "otter", 1)])]
    hyps = ["A cat sat on the mat .", "The dog .", "Giant otters are apex predator ."]
    res = score(tmp_path, blocks, hyps, per_sentence=True)
    assert counts(res) == (4, 5, 5)
    assert prf(res) == (0.8, 0.8, 0.8)
    assert [s.annotator for s in res["per_sentence"]] == [0, 1, 0]
    # annotator 1 alone on sentence 3: "is an" -> "are" is one (wrong) merged edit
    only1 = score(tmp_path, blocks[2:], hyps[2:])
    assert counts(only1) == (2, 2, 3)  # annotator 0 still wins there: F(2,2,3) > F(0,1,1)


def test_insertion_deletion_replacement(tmp_path):
    ins = score(tmp_path, [("He go to school .", [a_line(3, 3, "the")])], ["He go to the school ."])
    assert counts(ins) == (1, 1, 1) and prf(ins) == (1.0, 1.0, 1.0)
    # either "am" may be the deleted one: both alignments are in the lattice
    for start in (1, 2):
        dele = score(tmp_path, [("I am am happy .", [a_line(start, start + 1, "-NONE-")])], ["I am happy ."])
        assert counts(dele) == (1, 1, 1)
    rep = score(tmp_path, [("She go home .", [a_line(1, 2, "goes")])], ["She goes home ."])
    assert counts(rep) == (1, 1, 1)
    wrong = score(tmp_path, [("She go home .", [a_line(1, 2, "goes")])], ["She went home ."])
    assert counts(wrong) == (0, 1, 1) and prf(wrong) == (0.0, 0.0, 0.0)


def test_multi_token_edit_and_merging(tmp_path):
    src = "It have be done ."
    one = score(tmp_path, [(src, [a_line(1, 3, "has been")])], ["It has been done ."])
    assert counts(one) == (1, 1, 1)  # two substitutions merged into the gold edit
    two = score(tmp_path, [(src, [a_line(1, 2, "has"), a_line(2, 3, "been")])], ["It has been done ."])
    assert counts(two) == (2, 2, 2)  # the same changes, split to match two gold edits
    # two wrong changes one unchanged token apart are merged into one proposed edit
    merged = score(tmp_path, [("a b c d e", [a_line(4, 5, "q")])], ["x b y d e"])
    assert counts(merged) == (0, 1, 1)
    # a gold edit may include up to max_unchanged_words unchanged tokens
    ctx = score(tmp_path, [("a b c d", [a_line(0, 3, "a b x")])], ["a b x d"])
    assert counts(ctx)[0] == 1
    ctx0 = score(tmp_path, [("a b c d", [a_line(0, 3, "a b x")])], ["a b x d"], max_unchanged=1)
    assert counts(ctx0)[0] == 0


def test_lattice_tie_breaking_of_the_official_scorer(tmp_path):
    # weights: an edge weighs its steps + 0.001 per entry. For "d a b" -> "c a b a" the merged
    # edit (4 steps, one entry: 4.001) beats sub + insertion (1.001 + 1 + 1 + 1.001): 1 edit.
    assert counts(score(tmp_path, [("d a b", [a_line(0, 1, "q")])], ["c a b a"]))[1] == 1
    # for "b a b" the closure builds the merged edge twice (via (2,4), then cheaper via (3,3)):
    # 4 + 0.001 + 0.001 = 4.002000000000001 > 2.001 + 2.001 = 4.002, so two edits are proposed
    assert counts(score(tmp_path, [("b a b", [a_line(0, 1, "q")])], ["c a b a"]))[1] == 2


def test_gold_insertion_is_taken_once_and_exact_ties(tmp_path):
    # "b" -> "c c c" with gold insertion (1,1) "c": only the first equal insertion edge carries
    # the gold weight, so the path is [b -> c][+c (gold)][+c]: 1 correct of 3 (M2Scorer's counts)
    assert counts(score(tmp_path, [("b", [a_line(1, 1, "c")])], ["c c c"])) == (1, 3, 1)
    # exact floating-point ties are broken as Bellman-Ford does (earliest pass, then entry)
    assert counts(score(tmp_path, [("a b c a", [a_line(3, 4, "-NONE-")])], ["a a c b"])) == (1, 2, 1)


def test_jfleg_sentence_with_repeated_comma_insertions():
    # JFLEG test sentence 338 (bundled M2, four annotators) scored with two of its references
    # as hypotheses; the gold insertions of "," can each be taken by several lattice edges.
    # Expected counts per annotator are the official scorer's.
    block = JFLEG_M2.read_text(encoding="utf-8").strip().split("\n\n")[337]
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "one.m2"
        path.write_text(block + "\n\n", encoding="utf-8")
        ref = M.load_references(path)[0]
    hyps = {
        1: ("If someone does n't know eating is very important for growth of bones , brain , or general for "
            "body , it is a fact that eating is just useful .", {0: (7, 10, 13), 1: (10, 10, 10), 2: (4, 9, 4),
                                                               3: (6, 9, 15)}),
        3: ("If someone does n't know that eating is very important for growing bones , the brain , or the body "
            "in general , it is not a fact but an idea that eating is just useful .",
            {0: (7, 13, 13), 1: (8, 14, 10), 2: (3, 8, 4), 3: (15, 15, 15)}),
    }
    for _k, (hyp, expected) in hyps.items():
        got = {a: M.sentence_counts(ref.source, hyp.split(), g)[:3] for a, g in ref.annotators.items()}
        assert got == expected


def test_closure_entry_counts_match_the_official_trace():
    # numbers of entries M2Scorer's --very_verbose prints ("E = [...]") for these pairs: merged
    # edges re-added when cheaper, merged no-change edges dropped except one right after a drop
    for src, hyp, n in (("b a b", "c a b a", 35), ("b b b", "b b b", 7), ("c c c", "c c a", 23),
                        ("c a c a", "b c a", 47)):
        assert len(M.Closure(src.split(), hyp.split(), 2).entries) == n, (src, hyp)


def test_empty_hypothesis(tmp_path):
    # one gold deletion taken, the rest deleted as one merged edit: 1 correct of 2, 1 gold
    res = score(tmp_path, [("a b c", [a_line(0, 1, "-NONE-")])], [""])
    assert counts(res) == (1, 2, 1)
    p, r = 0.5, 1.0
    assert prf(res) == (0.5, 1.0, round(1.25 * p * r / (0.25 * p + r), 4))


def test_noop_and_zero_count_conventions(tmp_path):
    noop = "A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0"
    copy = score(tmp_path, [("a b c", [noop])], ["a b c"])
    assert counts(copy) == (0, 0, 0) and prf(copy) == (1.0, 1.0, 1.0)
    spurious = score(tmp_path, [("a b c", [noop])], ["x b c"])
    assert counts(spurious) == (0, 1, 0) and prf(spurious) == (0.0, 1.0, 0.0)
    missed = score(tmp_path, [("a b c", [a_line(0, 1, "x")])], ["a b c"])
    assert counts(missed) == (0, 0, 1) and prf(missed) == (1.0, 0.0, 0.0)
    # a "noop" type with a span also only declares the annotator
    typed = score(tmp_path, [("a b c", [a_line(0, 1, "x", typ="noop")])], ["a b c"])
    assert counts(typed) == (0, 0, 0)


def test_alternatives_and_duplicates(tmp_path):
    alt = score(tmp_path, [("sat at the mat", [a_line(1, 2, "on||in")])], ["sat in the mat"])
    assert counts(alt) == (1, 1, 1)
    # one system edit matching two identical gold edits counts twice: P = 2.0, as M2Scorer gives
    dup = score(tmp_path, [("a b c", [a_line(0, 1, "x"), a_line(0, 1, "x")])], ["x b c"])
    assert counts(dup) == (2, 1, 2) and prf(dup)[0] == 2.0
    # the gold list is walked with a pointer that only moves forward
    fwd = score(tmp_path, [("b a b", [a_line(0, 1, "-NONE-"), a_line(1, 3, "c")])], ["c"])
    back = score(tmp_path, [("b a b", [a_line(1, 3, "c"), a_line(0, 1, "-NONE-")])], ["c"])
    assert counts(fwd) == (2, 2, 2) and counts(back) == (1, 2, 2)


def test_annotator_choice_and_ties(tmp_path):
    # annotator 1 matches the change: its F (1.0) beats annotator 0's (0.0)
    blocks = [("a b c", [a_line(2, 3, "q", 0), a_line(0, 1, "x", 1)])]
    res = score(tmp_path, blocks, ["x b c"], per_sentence=True)
    assert res["per_sentence"][0].annotator == 1 and counts(res) == (1, 1, 1)
    # equal F (0): fewer proposed edits wins over fewer gold edits. An identity gold edit
    # (b -> b) splits the merged edit of annotator 0 in two without being counted correct.
    blocks = [("a b c", [a_line(1, 2, "b", 0), a_line(0, 1, "q", 1), a_line(2, 3, "r", 1)])]
    res = score(tmp_path, blocks, ["x b y"], per_sentence=True)
    assert (res["per_sentence"][0].annotator, counts(res)) == (1, (0, 1, 2))
    # the running corpus F decides: annotator 1 (2 of 8 gold found) wins a sentence alone, but
    # after 20 perfect sentences annotator 0 (1 of 1 found, one spurious edit) keeps F higher
    s2 = ("a b c d e f g h i j", [a_line(0, 1, "x", 0), a_line(0, 1, "x", 1), a_line(9, 10, "y", 1)]
          + [a_line(k, k + 1, "q", 1) for k in range(2, 8)])
    alone = score(tmp_path, [s2], ["x b c d e f g h i y"], per_sentence=True)
    assert alone["per_sentence"][0].annotator == 1 and counts(alone) == (2, 2, 8)
    assert prf(alone) == (1.0, 0.25, round(1.25 * 0.25 / (0.25 + 0.25), 4))
    after = score(tmp_path, [("a b", [a_line(0, 1, "x")])] * 20 + [s2], ["x b"] * 20 + ["x b c d e f g h i y"],
                  per_sentence=True)
    assert after["per_sentence"][-1].annotator == 0 and counts(after) == (21, 22, 21)
    p = 21 / 22
    assert prf(after) == (round(p, 4), 1.0, round(1.25 * p / (0.25 * p + 1), 4))


def annotator_tie_cases():
    """Sentences whose annotators give the same running F with different counts (issue found on
    real CoNLL-2014 outputs: F0.5 exact, P and R not). Returns {name: (blocks, hyps, counts)}
    with the counts M2Scorer 3.2 gives (checked against it in ``test_annotator_ties_equal_official``)."""
    w = [f"w{i}" for i in range(20)]
    # 1. after a sentence with (0 correct, 1 proposed, 0 gold), annotator 0 gives running
    # (1, 3, 1) and annotator 1 (2, 3, 14): F0.5 = 1.25/3.25 = 2.5/6.5 exactly; more correct wins.
    # 2 P R / (P + R) from rounded P and R makes the first 0.3846153846153846, the second ...45
    more_correct = ([(" ".join(w[:5]), [a_line(-1, -1, "-NONE-", 0, "noop")]),
                     (" ".join(w), [a_line(0, 1, "x", 0), a_line(0, 1, "x", 1), a_line(10, 11, "y", 1)]
                      + [a_line(k, k + 1, "q", 1) for k in (2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 16, 17)])],
                    ["x w1 w2 w3 w4", " ".join(["x"] + w[1:10] + ["y"] + w[11:])], (2, 3, 14))
    # 2. equal F and correct (1 of 2 proposed, 4 gold against 1 of 1 proposed, 8 gold): P + G / 4
    # is 3 for both, so the first annotator stays (fewer proposed does not win)
    src = " ".join(w[:12])
    hyp = " ".join(["w0", "x", "w2", "z"] + w[4:12])
    first_stays = ([(src, [a_line(1, 2, "x", 0)] + [a_line(k, k + 1, "q", 0) for k in (6, 7, 8)]
                     + [a_line(1, 4, "x w2 z", 1)] + [a_line(k, k + 1, "q", 1) for k in (5, 6, 7, 8, 9, 10, 11)])],
                   [hyp], (1, 2, 4))
    # 3. nothing correct (F = 0 for both): the smaller P + G / 4 wins (2 + 1/4 against 1 + 8/4),
    # not the fewer proposed. Annotator 0's identity edit splits the merged edit in two.
    smaller_sum = ([(src, [a_line(2, 3, "w2", 0)] + [a_line(k, k + 1, "q", 1) for k in (0, 5, 6, 7, 8, 9, 10, 11)])],
                   [hyp], (0, 2, 1))
    return {"more_correct": more_correct, "first_stays": first_stays, "smaller_sum": smaller_sum}


@pytest.mark.parametrize("name", sorted(annotator_tie_cases()))
def test_annotator_ties_broken_as_the_official_scorer(tmp_path, name):
    blocks, hyps, expected = annotator_tie_cases()[name]
    assert counts(score(tmp_path, blocks, hyps)) == expected


def test_annotator_key_against_literal_f(tmp_path):
    # hand-computed: 1.25 * 2 / (0.25 * 14 + 3) = 2.5 / 6.5; ties need exactly equal floats
    assert M.annotator_key(2, 3, 14) == (2.5 / 6.5, 2, -6.5) == (M.annotator_key(1, 3, 1)[0], 2, -6.5)
    assert M.annotator_key(0, 0, 0) == (1.0, 0, 0) and M.annotator_key(0, 2, 0)[0] == 0.0
    # beta 1: 2 * 1 / (1 * 3 + 1)
    assert M.annotator_key(1, 1, 3, beta=1.0) == (0.5, 1, -4.0)


def test_ignore_whitespace_casing_and_beta(tmp_path):
    blocks = [("the cat sat", [a_line(2, 3, "sits")])]
    assert counts(score(tmp_path, blocks, ["The cat Sat"])) == (0, 1, 1)  # one merged edit
    assert counts(score(tmp_path, blocks, ["The cat Sat"], ignore_whitespace_casing=True)) == (0, 0, 1)
    # two far-apart changes, one of them gold: P = 1/2, R = 1
    blocks = [("a b c d e f g", [a_line(0, 1, "x")])]
    for beta in (0.5, 1.0, 2.0):
        res = score(tmp_path, blocks, ["x b c d e f y"], beta=beta)
        b2, p, r = beta * beta, 0.5, 1.0
        assert counts(res) == (1, 2, 1)
        assert prf(res) == (0.5, 1.0, round((1 + b2) * p * r / (b2 * p + r), 4))
    assert M.f_label(0.5) == "F_0.5" and M.f_label(1) == "F_1.0"


def test_compact_fallback_agrees_on_plain_cases():
    src = "He go to school every days .".split()
    hyp = "He goes to the school every day .".split()
    gold = [M.GoldEdit(1, 2, ("goes",)), M.GoldEdit(3, 3, ("the",)), M.GoldEdit(5, 6, ("day",))]
    exact = M.sentence_counts(src, hyp, gold)
    forced = M.sentence_counts(src, hyp, gold, max_entries=1)
    assert exact[:3] == forced[:3] == (3, 3, 3)
    assert exact[4] is True and forced[4] is False


def test_bad_outputs_are_bounded():
    """A 400-token garbage output falls back to the compact search, in about 50 times the time of the sentence
    written four times (timed in the same run; the exact search's time grows without bound)."""
    import time

    def seconds(fn):
        start = time.perf_counter()
        out = fn()
        return time.perf_counter() - start, out

    src = "This is a short sentence about the weather today .".split()
    gold = [M.GoldEdit(3, 4, ("small",))]
    rep_s, rep = min((seconds(lambda: M.sentence_counts(src, src * 4, gold)) for _ in range(3)),
                     key=lambda x: x[0])  # the whole sentence four times
    garbage_s, garbage = seconds(lambda: M.sentence_counts(src, ["zz%d" % (i % 7) for i in range(400)], gold))
    assert garbage_s < 500 * rep_s, (garbage_s, rep_s)
    assert rep[:3] == (0, 1, 1) and rep[4] is True  # as the official scorer gives
    assert garbage[1] >= 1 and garbage[4] is False


def test_memory_per_entry_is_bounded_by_the_estimate():
    # the lattice of a repeated hypothesis, measured with tracemalloc: peak bytes per entry stay
    # under ENTRY_BYTES, the figure check_max_entries refuses budgets with
    import tracemalloc

    rng = random.Random(0)
    src = [rng.choice("a b c d e".split()) for _ in range(30)]
    tracemalloc.start()
    try:
        scorer = M.SentenceScorer(src, src * 2, 2, 10**7)
        scorer.best_path([M.GoldEdit(0, 1, ("a",))])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert scorer.n_entries > 20_000
    assert peak / scorer.n_entries < M.ENTRY_BYTES


def test_max_entries_beyond_memory_is_refused(tmp_path):
    M.check_max_entries(1000, memory_limit=1000 * M.ENTRY_BYTES)  # fits exactly
    with pytest.raises(ValueError, match=r"--max-entries 1001 .* use --max-entries 1000 or less"):
        M.check_max_entries(1001, memory_limit=1000 * M.ENTRY_BYTES)
    with pytest.raises(ValueError, match="at least 1"):
        M.check_max_entries(0)
    ref = tmp_path / "ref.m2"
    ref.write_text("S a b c\nA 0 1|||X|||x|||REQUIRED|||-NONE-|||0\n\n")
    hyp = tmp_path / "hyp.txt"
    hyp.write_text("x b y\n")
    res = subprocess.run([sys.executable, *CLI, "--hyp", str(hyp), "--ref", str(ref), "--max-entries",
                          "100000000", "--max-memory-gb", "8"], capture_output=True, text=True)
    assert res.returncode == 1 and res.stdout == ""
    assert res.stderr.startswith("error: --max-entries 100000000 would let one sentence's lattice take about 59.6 GiB")


def test_duplicate_gold_edits_are_warned_about(tmp_path, caplog):
    ref = tmp_path / "ref.m2"
    ref.write_text("S a b c\n" + a_line(0, 1, "x") + "\n" + a_line(0, 1, "x", 1) + "\n" + a_line(0, 1, "x")
                   + "\n\n", encoding="utf-8")
    with caplog.at_level("WARNING"):
        refs = M.load_references(ref)
    assert M.duplicate_gold_edits(refs) == [(4, 2)]  # annotator 1's copy is not a duplicate
    assert "1 duplicate gold edit(s)" in caplog.text and "line 4 repeats line 2" in caplog.text
    hyp = tmp_path / "hyp.txt"
    hyp.write_text("x b c\n")
    assert counts(M.m2_score(hyp, ref)) == (2, 1, 2)  # both copies correct: P = 2 as M2Scorer gives


# --------------------------------------------------------------------------------------------
# bad input


def test_bad_input_errors(tmp_path):
    good = tmp_path / "good.m2"
    good.write_text("S a b c\nA 0 1|||X|||x|||REQUIRED|||-NONE-|||0\n\n"
                    "S d e\nA -1 -1|||noop|||-NONE-|||-NONE-|||-NONE-|||0\n\n")
    hyp = tmp_path / "hyp.txt"
    hyp.write_text("x b c\n")
    with pytest.raises(ValueError, match=r"hyp.txt:2: 1 hypothesis lines but 2 sentences in .*good.m2"):
        M.m2_score(hyp, good)
    cases = {
        "no S lines": ("A 0 1|||X|||x|||REQUIRED|||-NONE-|||0\n", r":1: malformed M2: A line outside"),
        "empty": ("\n\n", r"no 'S' lines"),
        "no annotators": ("S a b\n\nS c d\n", r":1: no 'A' lines in the whole file"),
        "fields": ("S a b\nA 0 1|||X|||x\n", r":2: malformed M2: expected 6"),
        "span": ("S a b\nA 0 x|||X|||x|||REQUIRED|||-NONE-|||0\n", r":2: malformed M2: edit span"),
        "annotator": ("S a b\nA 0 1|||X|||x|||REQUIRED|||-NONE-|||ann\n", r":2: malformed M2: annotator id"),
        "range": ("S a b\nA 1 5|||X|||x|||REQUIRED|||-NONE-|||0\n", r":2: malformed M2: span 1 5 is outside"),
        "order": ("S a b\nA 2 1|||X|||x|||REQUIRED|||-NONE-|||0\n", r":2: malformed M2: span 2 1"),
        "empty S": ("S \nA 0 0|||X|||x|||REQUIRED|||-NONE-|||0\n", r":1: malformed M2: empty source"),
        "prefix": ("S a b\nB 0 1\n", r":2: malformed M2: expected an 'S '"),
        "no blank": ("S a b\nA 0 1|||X|||x|||REQUIRED|||-NONE-|||0\nS c\n", r":3: malformed M2: S line without"),
    }
    for name, (text, pattern) in cases.items():
        bad = tmp_path / f"{name.replace(' ', '_')}.m2"
        bad.write_text(text)
        with pytest.raises(ValueError, match=pattern):
            M.load_references(bad)


def test_cli(tmp_path):
    ref = tmp_path / "ref.m2"
    ref.write_text("S a b c\nA 0 1|||X|||x|||REQUIRED|||-NONE-|||0\n\n")
    hyp = tmp_path / "hyp.txt"
    hyp.write_text("x b y\n")
    out = tmp_path / "out.json"
    res = subprocess.run([sys.executable, *CLI, "--hyp", str(hyp), "--ref", str(ref), "--json", str(out),
                          "--per-sentence"], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    assert res.stdout.endswith("Precision   : 0.5000\nRecall      : 1.0000\nF_0.5       : 0.5556\n")
    import json

    data = json.loads(out.read_text())
    assert (data["tp"], data["proposed"], data["gold"]) == (1, 2, 1) and data["f0.5"] == pytest.approx(5 / 9)
    hyp.write_text("x b y\nextra\n")
    res = subprocess.run([sys.executable, *CLI, "--hyp", str(hyp), "--ref", str(ref)],
                         capture_output=True, text=True)
    assert res.returncode == 1 and "hyp.txt:2: 2 hypothesis lines but 1 sentences" in res.stderr


# --------------------------------------------------------------------------------------------
# equality with the official scorer


def _official_available():
    if not OFFICIAL.exists() or shutil.which("python2") is None:
        return False
    env = dict(os.environ, PYENV_VERSION="2.7.18")
    try:
        return subprocess.run(["python2", "-c", "print 1"], env=env, capture_output=True, timeout=30).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


needs_official = pytest.mark.skipif(not _official_available(), reason="official M2Scorer / python2 absent")


def official(hyp_path, ref_path, *extra):
    env = dict(os.environ, PYENV_VERSION="2.7.18")
    out = subprocess.run(["python2", str(OFFICIAL), *extra, str(hyp_path), str(ref_path)], env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    return tuple(re.findall(r"^(?:Precision|Recall|F_\S+)\s+: (\S+)$", out.stdout, re.M))


def ours(hyp_path, ref_path, **kw):
    res = M.m2_score(hyp_path, ref_path, **kw)
    return tuple("%.4f" % res[k] for k in ("precision", "recall", "f_beta"))


def perturb(rng, toks, rate, vocab):
    """Random deletions, substitutions and insertions (a literal loop, independent of the scorer)."""
    out = []
    for t in toks:
        r = rng.random()
        if r < rate / 3:
            continue
        if r < 2 * rate / 3:
            out.append(rng.choice(vocab))
        elif r < rate:
            out.extend([t, rng.choice(vocab)])
        else:
            out.append(t)
    return out


def first_annotator_correction(block):
    """Apply the first annotator's edits of an M2 block (text) to its source."""
    lines = block.splitlines()
    src = lines[0][2:].split()
    edits = []
    for line in lines[1:]:
        f = line[2:].split("|||")
        s, e = map(int, f[0].split())
        if f[5].strip() == "0" and f[1] != "noop" and s >= 0:
            edits.append((s, e, "" if f[2].split("||")[0] == "-NONE-" else f[2].split("||")[0].strip()))
    out, pos = [], 0
    for s, e, c in sorted(edits):
        if s < pos:
            continue
        out += src[pos:s] + c.split()
        pos = e
    return out + src[pos:]


def _slice(path, n, tmp_path, name):
    blocks = path.read_text(encoding="utf-8").strip().split("\n\n")[:n]
    ref = tmp_path / f"{name}.m2"
    ref.write_text("\n\n".join(blocks) + "\n\n", encoding="utf-8")
    return blocks, ref


@needs_official
@pytest.mark.skipif(not BEA_DEV.exists(), reason="internal BEA-19 dev data absent")
def test_equals_official_on_bea19_dev_slice(tmp_path):
    blocks, ref = _slice(BEA_DEV, 120, tmp_path, "bea")
    rng = random.Random(13)
    srcs = [b.splitlines()[0][2:].split() for b in blocks]
    vocab = ["the", "a", ",", ".", "of", "to", "is"]
    hyps = {
        "reference": [first_annotator_correction(b) for b in blocks],
        "noisy": [perturb(rng, s, 0.25, vocab + s) for s in srcs],
        # bad outputs: a phrase repeated three times, an empty line, the last words stuttered
        # (whole doubled sentences take the official scorer many minutes: see the benchmark)
        "bad": [(s[:3] + s[1:4] * 3 + s[3:]) if i % 3 == 0 else ([] if i % 3 == 1 else s + s[-3:] * 2)
                for i, s in enumerate(srcs)],
    }
    for name, hs in hyps.items():
        hyp = tmp_path / f"{name}.txt"
        hyp.write_text("".join(" ".join(h) + "\n" for h in hs), encoding="utf-8")
        assert ours(hyp, ref) == official(hyp, ref), name
    hyp = tmp_path / "noisy.txt"
    assert ours(hyp, ref, beta=1.0, max_unchanged=1) == official(hyp, ref, "--beta", "1.0",
                                                                 "--max_unchanged_words", "1")


@needs_official
def test_annotator_ties_equal_official(tmp_path):
    for name, (blocks, hyps, _counts) in annotator_tie_cases().items():
        ref = tmp_path / f"{name}.m2"
        ref.write_text("".join(f"S {s}\n" + "".join(a + "\n" for a in al) + "\n" for s, al in blocks),
                       encoding="utf-8")
        hyp = tmp_path / f"{name}.txt"
        hyp.write_text("".join(h + "\n" for h in hyps), encoding="utf-8")
        assert ours(hyp, ref) == official(hyp, ref), name


@needs_official
def test_equals_official_on_jfleg_slice(tmp_path):
    # four annotators per sentence (ERRANT-made from JFLEG's references)
    blocks, ref = _slice(JFLEG_M2, 60, tmp_path, "jfleg")
    srcs = [b.splitlines()[0][2:].split() for b in blocks]
    rng = random.Random(7)
    hyp = tmp_path / "jfleg.txt"
    hyp.write_text("".join(" ".join(perturb(rng, s, 0.2, s + ["the", ","])) + "\n" for s in srcs), encoding="utf-8")
    assert ours(hyp, ref) == official(hyp, ref)
    cased = tmp_path / "cased.txt"
    cased.write_text("".join(" ".join(t.lower() if i % 4 == 0 else t for i, t in enumerate(s)) + "\n"
                             for s in srcs), encoding="utf-8")
    assert ours(cased, ref, ignore_whitespace_casing=True) == official(cased, ref, "--ignore_whitespace_casing")
