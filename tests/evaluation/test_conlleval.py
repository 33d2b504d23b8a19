"""conlleval span scoring (syngec_tools.evaluation.conlleval) against chunks and scores counted by hand:
the BIO cases conlleval.pl decides (an I- after O starts a chunk, a type change splits one, B-X B-X is two),
IOBES's E and S, a chunk never running across sentences, and the corpus precision / recall / F1."""

import pytest

from syngec_tools.evaluation.conlleval import chunk_list, evaluate, span_counts

CASES = [
    (["B-PER", "I-PER", "O", "B-LOC"], [("PER", 0, 1), ("LOC", 3, 3)]),
    (["I-PER", "I-PER", "O"], [("PER", 0, 1)]),  # conlleval: I- after O starts a chunk
    (["B-PER", "I-LOC"], [("PER", 0, 0), ("LOC", 1, 1)]),  # a type change: two chunks
    (["B-PER", "B-PER", "I-PER"], [("PER", 0, 0), ("PER", 1, 2)]),
    (["O", "I-LOC", "B-LOC", "I-LOC", "I-LOC"], [("LOC", 1, 1), ("LOC", 2, 4)]),
    (["S-PER", "B-LOC", "E-LOC", "E-LOC", "O"], [("PER", 0, 0), ("LOC", 1, 2), ("LOC", 3, 3)]),  # IOBES
    (["O", "I", "I", "B", "O"], [("", 1, 2), ("", 3, 3)]),  # tags with no type: I- after O still starts one
    (["O", "O"], []),
    (["B-PER"], [("PER", 0, 0)]),
]


@pytest.mark.parametrize("tags,expected", CASES)
def test_chunks_counted_by_hand(tags, expected):
    assert chunk_list(tags) == expected


def test_exact_span_and_type_or_nothing():
    gold = ["B-PER", "I-PER", "O", "B-LOC", "I-LOC"]
    assert span_counts(gold, gold) == (2, 2, 2)
    assert span_counts(gold, ["B-PER", "O", "O", "B-LOC", "I-LOC"]) == (1, 2, 2)  # PER one token short
    assert span_counts(gold, ["B-ORG", "I-ORG", "O", "B-LOC", "I-LOC"]) == (1, 2, 2)  # PER with the wrong type
    assert span_counts(gold, ["O"] * 5) == (0, 0, 2)
    with pytest.raises(ValueError, match="4 predicted tags for 5 gold tags"):
        span_counts(gold, ["O"] * 4)


def test_corpus_scores_and_sentences_kept_apart():
    gold = [["B-PER", "I-PER", "O"], ["I-PER", "O"], ["B-LOC"]]
    pred = [["B-PER", "I-PER", "O"], ["B-PER", "B-LOC"], ["O"]]
    # hand count: sentence 1: 1 correct of 1 / 1; sentence 2: PER 0-0 correct, LOC 1-1 wrong; sentence 3: LOC missed
    r = evaluate(gold, pred)
    assert (r["correct"], r["predicted"], r["gold"]) == (2, 3, 3)
    assert r["precision"] == pytest.approx(2 / 3) and r["recall"] == pytest.approx(2 / 3)
    assert r["f1"] == pytest.approx(2 / 3)
    # the last I-PER of one sentence does not continue into the next one
    assert evaluate([["B-PER"], ["I-PER"]], [["B-PER"], ["I-PER"]])["gold"] == 2
    assert evaluate([["O"]], [["O"]])["f1"] == 0.0
