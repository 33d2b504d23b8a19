"""Entity-span precision, recall and F1 as CoNLL's ``conlleval`` script scores them (Tjong Kim Sang and
De Meulder, "Introduction to the CoNLL-2003 Shared Task", CoNLL 2003): an entity is a chunk
(type, first token, last token) and counts as found only when both its boundaries and its type are
exactly right.

Chunk rules (conlleval's ``startOfChunk`` / ``endOfChunk``; a tag is ``PREFIX-TYPE`` or ``O``, prefixes
B I E S of BIO and IOBES): a chunk starts at B or S, at I or E after O or after a chunk that ended,
and wherever the type changes; it ends before B, S or O, after E or S, and where the type changes.
So ``I-X`` after ``O`` starts a chunk (as conlleval scores it), ``B-X I-Y`` is two chunks, and each
sentence is scored on its own (a chunk never runs across sentences). Torch-free.
"""

from __future__ import annotations

from typing import List, Sequence, Set, Tuple

Chunk = Tuple[str, int, int]  # (type, first token, last token)


def split_tag(tag: str) -> Tuple[str, str]:
    """``B-PER`` -> (``B``, ``PER``); ``O`` -> (``O``, ``""``); a tag with no ``-`` is a prefix alone."""
    if tag == "O":
        return "O", ""
    prefix, _, kind = tag.partition("-")
    return prefix, kind


# conlleval endOfChunk: does a chunk end between the previous token and this one?
def end_of_chunk(prev_tag: str, tag: str, prev_type: str, kind: str) -> bool:
    if prev_tag in ("E", "S"):
        return True
    if prev_tag in ("B", "I") and tag in ("B", "S", "O"):
        return True
    return prev_tag != "O" and prev_type != kind


# conlleval startOfChunk: does a chunk start at this token?
def start_of_chunk(prev_tag: str, tag: str, prev_type: str, kind: str) -> bool:
    if tag in ("B", "S"):
        return True
    if prev_tag in ("E", "S", "O") and tag in ("E", "I"):
        return True
    return tag != "O" and prev_type != kind


def chunks(tags: Sequence[str]) -> Set[Chunk]:
    """The chunks of one sentence's tags."""
    out: Set[Chunk] = set()
    prev_tag, prev_type, start = "O", "", None
    for i, tag in enumerate(list(tags) + ["O"]):
        t, kind = split_tag(tag)
        if start is not None and end_of_chunk(prev_tag, t, prev_type, kind):
            out.add((prev_type, start, i - 1))
            start = None
        if start_of_chunk(prev_tag, t, prev_type, kind):
            start = i
        prev_tag, prev_type = t, kind
    return out


def span_counts(gold: Sequence[str], pred: Sequence[str]) -> Tuple[int, int, int]:
    """(correct, predicted, gold) chunks of one sentence; the two tag sequences have the same length."""
    if len(gold) != len(pred):
        raise ValueError(f"{len(pred)} predicted tags for {len(gold)} gold tags")
    g, p = chunks(gold), chunks(pred)
    return len(g & p), len(p), len(g)


def prf(correct: int, predicted: int, gold: int) -> Tuple[float, float, float]:
    """Precision, recall and F1 (fractions; 0 where a denominator is 0, as conlleval prints them)."""
    p = correct / predicted if predicted else 0.0
    r = correct / gold if gold else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def evaluate(gold: Sequence[Sequence[str]], pred: Sequence[Sequence[str]]) -> dict:
    """Corpus precision, recall, F1 (fractions) and the three counts over sentence pairs."""
    if len(gold) != len(pred):
        raise ValueError(f"{len(pred)} predicted sentences for {len(gold)} gold sentences")
    c = n_pred = n_gold = 0
    for g, p in zip(gold, pred):
        a, b, d = span_counts(g, p)
        c, n_pred, n_gold = c + a, n_pred + b, n_gold + d
    precision, recall, f1 = prf(c, n_pred, n_gold)
    return {"precision": precision, "recall": recall, "f1": f1, "correct": c, "predicted": n_pred, "gold": n_gold}


def chunk_list(tags: Sequence[str]) -> List[Chunk]:
    """:func:`chunks` in text order."""
    return sorted(chunks(tags), key=lambda c: (c[1], c[2]))
