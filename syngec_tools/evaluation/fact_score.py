"""Fact score (beyond the paper): the share of a summary's triples that the source's triples support.

Both sides go through the same extractor (``syngec_tools.facts``, default back-end spaCy for
English, jieba for Chinese). Each triple component is reduced to its **content units**: English
words lower-cased, Porter-stemmed (NLTK, as rouge-score), punctuation and a fixed list of function
words (articles, prepositions, auxiliaries, negations; ``STOP_EN``) removed; Chinese: the jieba
words minus punctuation and the particles ``STOP_ZH``. Negation is kept aside as a flag: the
predicate is negated when it contains a negation word (not, n't, never, no / 不 没 没有 未 别 非 无).

Matching rule (``mode``) of a summary triple h against one source triple s; the triple's score
is its best over the source triples, always 0 when the negation flags differ:

* ``roles``: 1 if (a) the subjects share a content unit (or both have none), (b) the predicates
  share one (or both have none, e.g. copulas), and (c) every content unit of h's object occurs in
  s's predicate or object; else 0.
* ``bag``: 1 if every content unit of h (all components) occurs somewhere in s; else 0.
* ``soft`` (default): the fraction of h's content units that occur somewhere in s (partial credit).

A summary's score is the mean over its triples (``None`` when it has no triple; averages skip
those and report how many there were).
"""

from __future__ import annotations

import functools
import math
import re
from typing import Dict, List, Optional, Sequence, Tuple

from syngec_tools.facts.ud import Triple

MODES = ("soft", "bag", "roles")
NEG_WORDS = {"not", "n't", "never", "no", "nor", "cannot",
             "不", "没", "没有", "未", "别", "非", "无", "不是", "不会", "不能"}
STOP_EN = {
    "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "with", "from", "into", "onto", "as", "and", "or",
    "but", "'s", "'", "s", "be", "is", "are", "was", "were", "been", "being", "am", "'re", "'m", "have", "has",
    "had", "'ve", "'d", "do", "does", "did", "will", "would", "'ll", "shall", "should", "can", "could", "may",
    "might", "must", "that", "this", "these", "those", "which", "who", "whom", "whose", "there", "than",
    "about", "up", "out", "over", "after", "before", "so", "very", "also", "just",
} | NEG_WORDS
STOP_ZH = {"的", "了", "着", "过", "地", "得", "之", "所", "是"} | NEG_WORDS
_PUNCT = re.compile(r"^[\W_]+$", re.UNICODE)


@functools.lru_cache(maxsize=1)
def _stemmer():
    from nltk.stem.porter import PorterStemmer

    return PorterStemmer()


@functools.lru_cache(maxsize=200000)
def _unit(word: str, lang: str) -> Optional[str]:
    w = word.lower().strip()
    if not w or _PUNCT.match(w):
        return None
    if lang == "zh":
        return None if w in STOP_ZH else w
    if w in STOP_EN:
        return None
    return _stemmer().stem(w)


def content(words: Sequence[str], lang: str = "en") -> frozenset:
    out = set()
    for w in words:
        for part in (w.split() if lang == "en" else [w]):
            u = _unit(part, lang)
            if u:
                out.add(u)
    return frozenset(out)


def negated(words: Sequence[str]) -> bool:
    return any(p.lower() in NEG_WORDS for w in words for p in w.split())


class _Norm:
    __slots__ = ("subj", "pred", "obj", "all", "neg")

    def __init__(self, t: Triple, lang: str):
        self.subj = content(t.subject, lang)
        self.pred = content(t.predicate, lang)
        self.obj = content(t.object, lang)
        self.all = self.subj | self.pred | self.obj
        self.neg = negated(t.predicate)


def _support(h: _Norm, s: _Norm, mode: str) -> float:
    if h.neg != s.neg:
        return 0.0
    if mode == "roles":
        subj_ok = bool(h.subj & s.subj) or (not h.subj and not s.subj)
        pred_ok = bool(h.pred & s.pred) or (not h.pred and not s.pred)
        obj_ok = h.obj <= (s.pred | s.obj)
        return float(subj_ok and pred_ok and obj_ok)
    if not h.all:
        return 1.0 if not s.all else 0.0
    if mode == "bag":
        return float(h.all <= s.all)
    return len(h.all & s.all) / len(h.all)


def fact_score(src_triples: Sequence[Triple], hyp_triples: Sequence[Triple], lang: str = "en",
               mode: str = "soft") -> Dict[str, Optional[float]]:
    """{score (None without summary triples), supported (sum of triple scores), triples}."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
    hs = [_Norm(t, lang) for t in hyp_triples]
    if not hs:
        return {"score": None, "supported": 0.0, "triples": 0}
    ss = [_Norm(t, lang) for t in src_triples]
    total = 0.0
    for h in hs:
        total += max((_support(h, s, mode) for s in ss), default=0.0)
    return {"score": total / len(hs), "supported": total, "triples": len(hs)}


def default_parser(lang: str) -> str:
    return "jieba" if lang == "zh" else "spacy"


def fact_scores(srcs: Sequence[str], hyps: Sequence[str], lang: str = "en", parser: Optional[str] = None,
                mode: str = "soft", workers: int = 1, progress: bool = False,
                src_triples: Optional[Sequence[Sequence[Triple]]] = None) -> Tuple[List[dict], dict]:
    """Per line fact scores and the average: (per_line, {score, lines, lines_without_triples})."""
    from syngec_tools.facts.extract import extract_documents

    if len(srcs) != len(hyps):
        raise ValueError(f"{len(srcs)} sources vs {len(hyps)} summaries")
    parser = parser or default_parser(lang)
    if src_triples is None:
        src_triples = extract_documents(list(srcs), parser, lang, workers=workers, progress=progress)
    hyp_triples = extract_documents(list(hyps), parser, lang, workers=workers, progress=progress)
    per_line = [fact_score(s, h, lang, mode) for s, h in zip(src_triples, hyp_triples)]
    scored = [p["score"] for p in per_line if p["score"] is not None]
    summary = {"score": (sum(scored) / len(scored)) if scored else math.nan, "lines": len(per_line),
               "lines_without_triples": len(per_line) - len(scored), "mode": mode, "parser": parser}
    return per_line, summary


def fact_score_files(src_path: str, hyp_path: str, lang: str = "en", parser: Optional[str] = None,
                     mode: str = "soft", workers: int = 1, progress: bool = True) -> Tuple[List[dict], dict]:
    from syngec_tools.evaluation.rouge import read_lines

    srcs, hyps = read_lines(src_path), read_lines(hyp_path)
    if len(srcs) != len(hyps):
        raise ValueError(f"line counts differ: {src_path} has {len(srcs)} lines, {hyp_path} has {len(hyps)}")
    return fact_scores(srcs, hyps, lang, parser, mode, workers, progress)
