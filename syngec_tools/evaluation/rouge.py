"""ROUGE-1/2/L F1 through Google's ``rouge-score`` package (a re-implementation of ROUGE-1.5.5).

* English (``lang="en"``): rouge-score's own tokenizer (lower-case, every non ``[a-z0-9]``
  character becomes a space) with its Porter stemmer (``stem=True``, as ROUGE-1.5.5 ``-m``).
* Chinese (``lang="zh"``): rouge-score's default tokenizer would delete every Chinese character
  (score 0), so a per-character tokenizer is passed instead (``CharTokenizer``): every
  non-whitespace character is one token (Latin letters and digits too, lower-cased), the usual
  LCSTS convention. No stemming.
* Corpus score: the mean over lines of the per-line F1 (x 100); precision/recall means too.
  ROUGE-L is the sentence-level LCS (``rougeL``), not the summary-level ``rougeLsum``.
"""

from __future__ import annotations

from typing import Dict, List, Sequence

from syngec_tools import textio

ROUGE_TYPES = ("rouge1", "rouge2", "rougeL")


class CharTokenizer:
    """rouge-score tokenizer: one token per non-whitespace character (lower-cased)."""

    def tokenize(self, text: str) -> List[str]:
        return [c for c in text.lower() if not c.isspace()]


def make_scorer(lang: str = "en", stem: bool = True):
    from rouge_score import rouge_scorer

    if lang == "zh":
        return rouge_scorer.RougeScorer(list(ROUGE_TYPES), use_stemmer=False, tokenizer=CharTokenizer())
    if lang == "en":
        return rouge_scorer.RougeScorer(list(ROUGE_TYPES), use_stemmer=stem)
    raise ValueError(f"lang must be en or zh, got {lang!r}")


def rouge_corpus(hyps: Sequence[str], refs: Sequence[str], lang: str = "en", stem: bool = True) -> Dict[str, float]:
    """{rouge1, rouge2, rougeL (mean F1 x 100), *_p, *_r, lines}."""
    if len(hyps) != len(refs):
        raise ValueError(f"{len(hyps)} hypotheses vs {len(refs)} references")
    scorer = make_scorer(lang, stem)
    sums = {f"{k}{suf}": 0.0 for k in ROUGE_TYPES for suf in ("", "_p", "_r")}
    for h, r in zip(hyps, refs):
        s = scorer.score(r, h)
        for k in ROUGE_TYPES:
            sums[k] += s[k].fmeasure
            sums[f"{k}_p"] += s[k].precision
            sums[f"{k}_r"] += s[k].recall
    n = len(hyps)
    res = {k: (100.0 * v / n if n else 0.0) for k, v in sums.items()}
    res["lines"] = n
    return res


def read_lines(path: str) -> List[str]:
    """Lines split on ``\\n`` only (a ``\\r`` before it stripped), so Unicode separators never add
    lines; a line that is not UTF-8 is a ValueError naming file and line (``syngec_tools.textio``)."""
    return textio.read_lines(path)


def read_parallel(hyp_path: str, ref_path: str):
    hyps, refs = read_lines(hyp_path), read_lines(ref_path)
    if len(hyps) != len(refs):
        raise ValueError(f"line counts differ: {hyp_path} has {len(hyps)} lines, {ref_path} has {len(refs)}")
    return hyps, refs


def rouge_files(hyp_path: str, ref_path: str, lang: str = "en", stem: bool = True) -> Dict[str, float]:
    hyps, refs = read_parallel(hyp_path, ref_path)
    return rouge_corpus(hyps, refs, lang, stem)
