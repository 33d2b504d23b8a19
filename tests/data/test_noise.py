"""Tests for syngec_tools.data.noise (synthetic GEC errors) and scripts/gec/make_synthetic.py.

Rates are checked against their definitions over many sentences, within 4 standard errors."""

import math
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from harness.helpers import load_script
from syngec_tools.data import noise as N

REPO = Path(__file__).resolve().parents[2]
RICH = ("The boy wants to go to the old house in the town , and he has a book of the stories .").split()
WORDS = [f"w{i}" for i in range(20)]  # distinct tokens, none of them in the unigram below
UNI = N.Unigram({"X": 3, "Y": 1})


def rngs(n, seed=0):
    return (N.line_rng(seed, 0, i) for i in range(n))


def only(**kw):
    base = dict(delete_mean=0.0, insert_mean=0.0, replace_mean=0.0, shuffle_sigma=0.0)
    base.update(kw)
    return N.DaeNoiseConfig(**base)


def within(observed, expected, se, k=4.0):
    assert abs(observed - expected) < k * se, (observed, expected, se)


# --- dae (Zhao et al. 2019) ----------------------------------------------------------------

def test_beta_params_match_mean_and_std():
    a, b = N.beta_params(0.1, 0.03)
    mean = a / (a + b)
    var = a * b / ((a + b) ** 2 * (a + b + 1))  # Beta variance, textbook formula
    assert mean == pytest.approx(0.1)
    assert math.sqrt(var) == pytest.approx(0.03)
    with pytest.raises(ValueError, match="too large"):
        N.beta_params(0.1, 0.5)


def test_draw_rate_distribution():
    draws = np.array([N.draw_rate(0.1, 0.03, r) for r in rngs(4000)])
    within(draws.mean(), 0.1, 0.03 / math.sqrt(4000))
    assert 0.027 < draws.std() < 0.033
    assert N.draw_rate(0.0, 0.03, N.line_rng(0, 0, 0)) == 0.0
    assert N.draw_rate(0.2, 0.0, N.line_rng(0, 0, 0)) == 0.2


def _per_sentence_se(n_sent, n_tok, mean=0.1, std=0.03):
    # fraction per sentence: Var = Var(rate) + E[rate (1 - rate)] / n
    var = std ** 2 + (mean * (1 - mean) - std ** 2) / n_tok
    return math.sqrt(var / n_sent)


def test_dae_deletion_rate():
    fracs = []
    for r in rngs(2000):
        out, st = N.dae_noise(WORDS, only(delete_mean=0.1), UNI, r)
        assert st["dae:delete"] == len(WORDS) - len(out)
        assert out == [w for w in WORDS if w in out]  # order kept
        fracs.append(1 - len(out) / len(WORDS))
    within(np.mean(fracs), 0.1, _per_sentence_se(2000, len(WORDS)))


def test_dae_insertion_rate_and_unigram():
    fracs, inserted = [], Counter()
    for r in rngs(2000):
        out, _ = N.dae_noise(WORDS, only(insert_mean=0.1), UNI, r)
        new = [w for w in out if w not in WORDS]
        assert [w for w in out if w in WORDS] == WORDS
        inserted.update(new)
        fracs.append(len(new) / len(WORDS))
    within(np.mean(fracs), 0.1, _per_sentence_se(2000, len(WORDS)))
    n = sum(inserted.values())
    assert set(inserted) == {"X", "Y"}
    within(inserted["X"] / n, 0.75, math.sqrt(0.75 * 0.25 / n))


def test_dae_replacement_rate():
    fracs = []
    for r in rngs(2000):
        out, st = N.dae_noise(WORDS, only(replace_mean=0.1), UNI, r)
        assert len(out) == len(WORDS)
        changed = [i for i, (a, b) in enumerate(zip(out, WORDS)) if a != b]
        assert all(out[i] in ("X", "Y") for i in changed)
        assert st["dae:replace"] == len(changed)
        fracs.append(len(changed) / len(WORDS))
    within(np.mean(fracs), 0.1, _per_sentence_se(2000, len(WORDS)))


def test_shuffle_is_local_and_keeps_tokens():
    sigma = 0.5
    p_swap = 0.5 * math.erfc(1 / (sigma * math.sqrt(2)) / math.sqrt(2))  # P(e2 - e1 < -1), e ~ N(0, sigma)
    inversions = pairs = 0
    for r in rngs(2000):
        out, _ = N.dae_shuffle(WORDS, sigma, r)
        assert sorted(out) == sorted(WORDS)
        pos = {w: j for j, w in enumerate(out)}
        assert max(abs(pos[w] - i) for i, w in enumerate(WORDS)) <= 4
        inversions += sum(pos[WORDS[i]] > pos[WORDS[i + 1]] for i in range(len(WORDS) - 1))
        pairs += len(WORDS) - 1
    within(inversions / pairs, p_swap, 1.5 * math.sqrt(p_swap * (1 - p_swap) / pairs))


def test_shuffle_oracle_loop():
    r1, r2 = N.line_rng(5, 0, 1), N.line_rng(5, 0, 1)
    out, _ = N.dae_shuffle(WORDS, 1.5, r1)
    noise = r2.normal(0.0, 1.5, len(WORDS))
    keys = [i + noise[i] for i in range(len(WORDS))]
    assert out == [WORDS[i] for i in sorted(range(len(WORDS)), key=lambda i: keys[i])]


def test_dae_all_four_and_empty():
    cfg = N.DaeNoiseConfig()
    out, st = N.dae_noise(WORDS * 5, cfg, UNI, N.line_rng(1, 0, 0))
    assert {"dae:delete", "dae:insert", "dae:replace", "dae:shuffle"} <= set(st)
    assert out != WORDS * 5
    assert N.dae_noise([], cfg, UNI, N.line_rng(1, 0, 0))[0] == []


# --- learner ------------------------------------------------------------------------------

def _apply(fn, sentence, seed=0):
    return fn(sentence.split(), N.line_rng(seed, 0, 0))


def test_determiner_preposition_punctuation_operations():
    s = "He put the book on a table , then left ."
    for seed in range(10):
        out = _apply(N.missing_determiner_error, s, seed)
        assert len(out) == 10 and sorted(set(s.split()) - set(out)) in (["the"], ["a"])
        out = _apply(N.replace_determiner_error, s, seed)
        diff = [(a, b) for a, b in zip(s.split(), out) if a != b]
        assert len(diff) == 1 and diff[0][0] in ("the", "a") and diff[0][1] in N.ARTICLES
        out = _apply(N.unnecessary_determiner_error, "He likes music and old films .", seed)
        assert len(out) == 8 and [w for w in out if w in N.ARTICLES] and out[0] == "He"
        out = _apply(N.replace_preposition_error, s, seed)
        assert out[4] in N.PREPOSITIONS and out[4] != "on" and out[:4] == s.split()[:4]
        assert _apply(N.missing_preposition_error, s, seed) == "He put the book a table , then left .".split()
        out = _apply(N.unnecessary_preposition_error, s, seed)
        assert len(out) == 12 and out[2] in N.PREPOSITIONS and out[3] == "the"
        out = _apply(N.missing_punctuation_error, s, seed)
        assert out in ("He put the book on a table then left .".split(),
                       "He put the book on a table , then left".split())
        out = _apply(N.replace_punctuation_error, s, seed)
        assert len(out) == 11 and sum(a != b for a, b in zip(out, s.split())) == 1
        out = _apply(N.unnecessary_punctuation_error, s, seed)
        assert len(out) == 12 and out.count(",") == 2 and ", ," not in " ".join(out)
    assert _apply(N.missing_determiner_error, "No articles here .") is None
    assert _apply(N.replace_preposition_error, "Nothing to see here".replace("to", "x")) is None


def test_verb_and_noun_forms_are_real_inflections():
    cases = [  # (operation, sentence, index, every form it may produce)
        (N.verb_agreement_error, "she goes home", 1, {"go"}),
        (N.verb_agreement_error, "they were late", 1, {"was"}),
        (N.verb_agreement_error, "he is late", 1, {"am", "are"}),
        (N.verb_agreement_error, "we have time", 1, {"has"}),
        (N.verb_tense_error, "she walked home", 1, {"walks", "walk"}),
        (N.verb_tense_error, "he is late", 1, {"was"}),
        (N.verb_form_error, "to go there", 1, {"going", "gone"}),
        (N.verb_form_error, "has taken it", 1, {"take", "taking"}),
        (N.noun_number_error, "the children play", 1, {"child"}),
        (N.noun_number_error, "a book here", 1, {"books"}),
        (N.noun_number_error, "the information", 1, {"informations"}),
    ]
    for fn, sent, i, forms in cases:
        seen = set()
        for seed in range(12):
            out = _apply(fn, sent, seed)
            assert out is not None, (fn.__name__, sent)
            rest = [w for j, w in enumerate(out) if j != i]
            assert rest == [w for j, w in enumerate(sent.split()) if j != i]
            seen.add(out[i])
        assert seen <= forms and seen, (fn.__name__, sent, seen)
    assert _apply(N.noun_number_error, "Happy and quickly", 0) is None
    assert _apply(N.verb_agreement_error, "John can", 0) is None  # a name and a modal: no site
    assert _apply(N.verb_agreement_error, "John can swim", 0) == ["John", "can", "swims"]
    assert _apply(N.noun_number_error, "Children laughed") == ["Child", "laughed"]  # case kept


def test_spelling_casing_word_order():
    kinds = Counter()
    for seed in range(200):
        w = N.typo_word("language", N.line_rng(seed, 0, 0))
        assert w != "language" and abs(len(w) - len("language")) <= 1 and w[0] == "l"
        if len(w) == 7:
            kinds["deletion"] += 1
        elif len(w) == 9:
            kinds["doubling" if any(w[j] == w[j + 1] for j in range(8)) else "insertion"] += 1
        elif sorted(w) == sorted("language"):
            kinds["transposition"] += 1
        else:
            kinds["neighbour"] += 1
    assert {"deletion", "doubling", "transposition", "neighbour"} <= set(kinds)
    assert N.typo_word("language", N.line_rng(3, 0, 0)) == N.typo_word("language", N.line_rng(3, 0, 0))
    out = _apply(N.spelling_error, "I am a linguist")
    assert out[:3] == ["I", "am", "a"] and out[3] != "linguist"
    assert _apply(N.spelling_error, "I am a") is None
    out = _apply(N.casing_error, "emma")
    assert out == ["Emma"] and _apply(N.casing_error, "Emma") == ["emma"]
    assert _apply(N.casing_error, "VOLUME") == ["volume"]
    for seed in range(10):
        out = _apply(N.word_order_error, "I like green tea .", seed)
        assert sorted(out) == sorted("I like green tea .".split()) and out[-1] == "."
        assert sum(a != b for a, b in zip(out, "I like green tea .".split())) == 2
    assert _apply(N.word_order_error, "yes .") is None


def test_learner_rate_and_type_shares():
    weights = [float(w) for w in np.random.default_rng(3).integers(1, 6, len(N.LEARNER_OPERATIONS))]
    made, n_tok = Counter(), 0
    for r in rngs(2000):
        _, st = N.learner_noise(RICH, weights, 0.05, r)
        made.update(st)
        n_tok += len(RICH)
    n_err = sum(made[t] for t in N.LEARNER_OPERATIONS)
    assert made["learner:unplaced"] == 0
    within(n_err / n_tok, 0.05, math.sqrt(0.05 * 0.95 / n_tok))
    total = sum(weights)
    for t, w in zip(N.LEARNER_OPERATIONS, weights):
        p = w / total
        within(made[t] / n_err, p, math.sqrt(p * (1 - p) / n_err) + 0.003)


def test_learner_mix_from_m2(tmp_path):
    m2 = tmp_path / "x.m2"
    m2.write_text("S I like apple .\nA 2 2|||M:DET|||an|||REQUIRED|||-NONE-|||0\n"
                  "A 3 4|||R:NOUN:NUM|||apples|||REQUIRED|||-NONE-|||1\n\n"
                  "S He go in school\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n"
                  "A 2 3|||R:PREP|||to|||REQUIRED|||-NONE-|||0\nA 4 4|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0\n"
                  "A 4 4|||R:OTHER|||x|||REQUIRED|||-NONE-|||0\n\n"
                  "S Fine .\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n",
                  encoding="utf-8")
    counts, n_tok, n_sent = N.type_counts_from_m2(str(m2), annotator=0)
    assert counts == Counter({"M:DET": 1, "R:VERB:SVA": 1, "R:PREP": 1, "M:PUNCT": 1, "R:OTHER": 1})
    assert (n_tok, n_sent) == (10, 3)
    mix = N.parse_mix("R:PREP=3", base={t: counts.get(t, 0) for t in N.LEARNER_OPERATIONS})
    assert mix["R:PREP"] == 3 and mix["R:WO"] == 0 and mix["M:DET"] == 1
    noiser = N.SyntheticNoiser("learner", 1, learner_mix=mix, learner_error_rate=0.1)
    _, _, st = noiser.noise_chunk(0, [" ".join(RICH)] * 200, 1)
    assert {t for t in N.LEARNER_OPERATIONS if st[t]} == {"M:DET", "R:VERB:SVA", "R:PREP", "M:PUNCT"}
    with pytest.raises(ValueError, match="TYPE=WEIGHT"):
        N.parse_mix("R:FOO=1")


# --- the noiser: determinism, lines, long lines -------------------------------------------

LINES = [" ".join(RICH), "", "  ", "Alice   was beginning to get very tired .", "x"] * 4


@pytest.mark.parametrize("mode", N.NOISE_MODES)
def test_noiser_deterministic_and_chunk_independent(mode):
    uni = N.Unigram(Counter(" ".join(LINES).split()))
    noiser = N.SyntheticNoiser(mode, 11, unigram=uni)
    tgt, src, st = noiser.noise_chunk(0, LINES, 2)
    assert (tgt, src) == noiser.noise_chunk(0, LINES, 2)[:2]
    a, b = noiser.noise_chunk(0, LINES[:7], 2), noiser.noise_chunk(7, LINES[7:], 2)
    assert a[0] + b[0] == tgt and [x + y for x, y in zip(a[1], b[1])] == src
    assert src[0] != src[1]
    assert src != N.SyntheticNoiser(mode, 12, unigram=uni).noise_chunk(0, LINES, 2)[1]
    assert len(tgt) == len(LINES) and all(len(s) == len(LINES) for s in src)
    assert tgt[3] == "Alice was beginning to get very tired ." and tgt[1] == tgt[2] == ""
    assert st["empty"] == 8 and all(s[1] == s[2] == "" for s in src)


@pytest.mark.parametrize("mode", N.NOISE_MODES)
def test_very_long_line(mode):
    words = (" ".join(RICH) + " ").split() * 100  # 2,000 tokens
    uni = N.Unigram(Counter(words))
    noiser = N.SyntheticNoiser(mode, 1, unigram=uni, mix_both=True)
    out, st = noiser.noise_tokens(words, N.line_rng(1, 0, 0))
    assert 1500 < len(out) < 2500
    if mode != "dae":
        within(sum(st[t] for t in N.LEARNER_OPERATIONS) / len(words), 0.1, math.sqrt(0.09 / 2000))


# --- the command line ---------------------------------------------------------------------

def _script():
    return load_script(REPO / "scripts/gec/make_synthetic.py")


def test_cli_workers_give_same_output(tmp_path, capsys):
    mono = tmp_path / "mono.txt"
    lines = LINES * 10 + [" ".join(WORDS * 100)]
    mono.write_text("\n".join(lines) + "\n", encoding="utf-8")
    main = _script().main
    outs = {}
    for w in (1, 2):
        prefix = tmp_path / f"w{w}" / "train"
        assert main(["--input", str(mono), "--out-prefix", str(prefix), "--copies", "2", "--noise", "mix",
                     "--seed", "4", "--workers", str(w), "--chunk-size", "7", "--no-progress"]) == 0
        outs[w] = {k: (Path(f"{prefix}.{k}.src").read_text(encoding="utf-8"),
                       Path(f"{prefix}.{k}.tgt").read_text(encoding="utf-8")) for k in (0, 1)}
    err = capsys.readouterr().err
    assert outs[1] == outs[2] and f"lines: {len(lines)} (empty: 80)" in err
    src0, tgt0 = outs[1][0]
    assert tgt0 == outs[1][1][1] and src0 != outs[1][1][0]
    assert tgt0.splitlines() == [" ".join(x.split()) for x in lines]
    assert len(src0.splitlines()) == len(lines)
    assert all(s == "" for s, x in zip(src0.splitlines(), lines) if not x.strip())
    assert "learner error types" in err and "dae:" in err


def test_cli_bad_input(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"fine line .\nbad \xff line\n")
    main = _script().main
    assert main(["--input", str(bad), "--out-prefix", str(tmp_path / "o"), "--noise", "learner",
                 "--no-progress"]) == 1
    assert f"{bad}:2: not UTF-8" in capsys.readouterr().err
    assert main(["--input", str(bad), "--out-prefix", str(tmp_path / "o"), "--learner-mix", "X=1"]) == 1
    assert main(["--input", str(bad), "--out-prefix", str(tmp_path / "o"), "--copies", "0"]) == 1
