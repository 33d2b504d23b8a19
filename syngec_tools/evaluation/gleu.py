"""GLEU for grammatical error correction, as JFLEG's official ``eval/gleu.py`` computes it.

GLEU (Napoles et al., ACL 2015, "Ground Truth for Grammatical Error Correction Metrics"; the
multi-reference version of 2016, "GLEU Without Tuning", arXiv:1605.02592) is BLEU with a source
penalty: an n-gram of the hypothesis counts when it is in the reference, and counts against the
hypothesis when it is in the source but not in the reference (a change the annotator made and
the system did not). Written from the papers and from reading the script (no code copied):

- sentences are split on whitespace (the JFLEG files are already tokenised; a hypothesis must be
  tokenised the same way, e.g. ``society .`` not ``society.``);
- per sentence and order n: numerator ``max(0, |H & R| - |H & (S \\ R)|)`` where ``&`` is the
  multiset intersection and ``S \\ R`` keeps the source n-grams (with their source counts) whose
  n-gram is absent from R; denominator ``max(0, len(H) - n + 1)``;
- corpus GLEU: sums of those statistics over sentences, BLEU's brevity penalty over the summed
  lengths, geometric mean of the four precisions, 0 when any summed statistic is 0;
- several references: for each of ``iterations`` (500) rounds one reference per sentence is drawn
  at random, with the seed ``101 * round``; the score is the mean over rounds (its standard
  deviation and a normal 95% interval are reported as the script does).

The geometric mean is over ``order`` precisions (the script divides by 4 whatever ``-n`` is, so
the two agree for the default order 4 only).

The draw is Python 2's ``random.randint`` (``int(random() * R)`` after ``random.seed``), which
JFLEG's published leaderboard used; ``sampling="python3"`` gives what the same script prints under
Python 3, whose ``randint`` draws other indices (e.g. JFLEG dev SOURCE 38.20 instead of 38.21).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import List, Sequence, Union

import numpy as np

from syngec_tools import textio

PathLike = Union[str, "os.PathLike[str]"]
SAMPLINGS = ("python2", "python3")


@dataclass
class GLEUConfig:
    order: int = field(default=4, metadata={"help": "maximum n-gram order (JFLEG: 4)"})
    iterations: int = field(default=500, metadata={"help": "rounds of reference sampling (JFLEG: 500)"})
    seed_step: int = field(default=101, metadata={"help": "round j is seeded with j * seed_step (JFLEG: 101)"})
    sampling: str = field(default="python2", metadata={
        "help": "python2: the draw JFLEG's published figures used; python3: the official script under Python 3"})


def ngram_counts(tokens: Sequence[str], n: int) -> Counter:
    """Multiset of the n-grams of a token list."""
    return Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) + 1 - n))


def source_not_in_reference(src_ngrams: Counter, ref_ngrams: Counter) -> Counter:
    """S \\ R of Napoles et al. (2015): source n-grams (source counts) whose n-gram R lacks."""
    return Counter({g: c for g, c in src_ngrams.items() if g not in ref_ngrams})


def sentence_stats(src: Sequence[str], ref: Sequence[str], hyp: Sequence[str], order: int = 4) -> List[int]:
    """[len(H), len(R), num_1, den_1, ..., num_order, den_order] for one sentence and one reference."""
    stats = [len(hyp), len(ref)]
    for n in range(1, order + 1):
        h, s, r = ngram_counts(hyp, n), ngram_counts(src, n), ngram_counts(ref, n)
        # Napoles et al. (2015), p'_n: reference matches minus source n-grams the reference removed
        matched = sum((h & r).values()) - sum((h & source_not_in_reference(s, r)).values())
        stats += [max(matched, 0), max(len(hyp) + 1 - n, 0)]
    return stats


def gleu_from_stats(stats: Sequence[float], order: int = 4) -> float:
    """Corpus GLEU from summed statistics: BP * geometric mean of the n-gram precisions."""
    if any(x == 0 for x in stats):
        return 0.0
    hyp_len, ref_len = stats[0], stats[1]
    log_prec = sum(np.log(float(num) / den) for num, den in zip(stats[2::2], stats[3::2])) / order
    # BLEU's brevity penalty (Papineni et al. 2002): exp(min(0, 1 - r / c))
    return float(np.exp(min(0.0, 1.0 - float(ref_len) / hyp_len) + log_prec))


def sample_reference_indices(num_sentences: int, num_refs: int, cfg: GLEUConfig) -> np.ndarray:
    """(iterations, num_sentences) reference ids, drawn as JFLEG's script draws them."""
    if cfg.sampling not in SAMPLINGS:
        raise ValueError(f"sampling must be one of {SAMPLINGS}, not {cfg.sampling!r}")
    out = np.empty((cfg.iterations, num_sentences), dtype=np.int64)
    for j in range(cfg.iterations):
        rng = random.Random(j * cfg.seed_step)  # = random.seed(j * 101) on the module's generator
        if cfg.sampling == "python2":  # Python 2's randint(0, R - 1) is int(random() * R)
            out[j] = [int(rng.random() * num_refs) for _ in range(num_sentences)]
        else:
            out[j] = [rng.randint(0, num_refs - 1) for _ in range(num_sentences)]
    return out


def _check_lengths(sources, references, hypotheses, names=None):
    """Same number of lines everywhere, else a ValueError naming the file and both counts."""
    names = names or {}

    def name(key, what):
        return f"{what} {names[key]}" if key in names else what

    src = name("src", "the source")
    if not references:
        raise ValueError("GLEU needs at least one reference")
    for k, ref in enumerate(references):
        if len(ref) != len(sources):
            raise ValueError(f"{name(('ref', k), f'reference {k}')} has {len(ref)} lines but {src} "
                             f"has {len(sources)}")
    if len(hypotheses) != len(sources):
        raise ValueError(f"{name('hyp', 'the hypothesis')} has {len(hypotheses)} lines but {src} "
                         f"has {len(sources)}")


def corpus_gleu(sources: Sequence[str], references: Sequence[Sequence[str]], hypotheses: Sequence[str],
                cfg: GLEUConfig = None, _names=None) -> dict:
    """Corpus GLEU of hypothesis lines against references[k][i] for the source lines.

    Returns {"gleu", "std", "ci95", "iterations", "order", "sentences", "references"}; gleu in
    [0, 1] (JFLEG's tables show 100 * gleu).
    """
    cfg = cfg or GLEUConfig()
    if cfg.iterations < 1 or cfg.order < 1:
        raise ValueError(f"GLEU needs iterations >= 1 and order >= 1 (got {cfg.iterations}, {cfg.order})")
    _check_lengths(sources, references, hypotheses, _names)
    src = [s.split() for s in sources]
    hyp = [h.split() for h in hypotheses]
    refs = [[r.split() for r in ref] for ref in references]
    num_refs, num_sents = len(refs), len(src)
    # stats[i, k]: statistics of sentence i against reference k (computed once, as the script caches)
    stats = np.array([[sentence_stats(src[i], refs[k][i], hyp[i], cfg.order) for k in range(num_refs)]
                      for i in range(num_sents)], dtype=np.int64).reshape(num_sents, num_refs, 2 * cfg.order + 2)
    indices = sample_reference_indices(num_sents, num_refs, cfg)
    totals = stats[np.arange(num_sents)[None, :], indices].sum(axis=1)  # (iterations, 2 * order + 2)
    scores = np.array([gleu_from_stats(t, cfg.order) for t in totals])
    mean, std = float(scores.mean()), float(scores.std())
    z = NormalDist().inv_cdf(0.975)
    return {"gleu": mean, "std": std, "ci95": [mean - z * std, mean + z * std],
            "iterations": cfg.iterations, "order": cfg.order, "sentences": num_sents,
            "references": num_refs, "sampling": cfg.sampling}


def read_lines(path: PathLike) -> List[str]:
    """Lines of a text file, split on ``\\n`` only (``syngec_tools.textio``; one ``\\r`` before it is
    dropped). The official script reads with universal newlines, where a lone ``\\r`` ends a line and
    shifts every later one; tokens are split on whitespace either way. Not UTF-8: ``FILE:LINE``."""
    return textio.read_lines(path)


def gleu_files(src: PathLike, refs: Sequence[PathLike], hyp: PathLike, cfg: GLEUConfig = None) -> dict:
    """corpus_gleu over files, like ``gleu.py -s SRC -r REF0 REF1 ... --hyp HYP``."""
    names = {"src": os.fspath(src), "hyp": os.fspath(hyp)}
    names.update({("ref", k): os.fspath(p) for k, p in enumerate(refs)})
    return corpus_gleu(read_lines(src), [read_lines(p) for p in refs], read_lines(hyp), cfg, names)


def reference_gleu(sources: Sequence[str], references: Sequence[Sequence[str]], cfg: GLEUConfig = None,
                   _names=None) -> dict:
    """JFLEG's REFERENCE row: each reference scored against the other ones, then averaged.

    Returns {"gleu": mean, "per_reference": [gleu of reference k, ...]}.
    """
    if len(references) < 2:
        raise ValueError("the REFERENCE row needs at least two references")
    _check_lengths(sources, references, sources, _names)
    per = []
    for k, hyp in enumerate(references):
        others = [r for j, r in enumerate(references) if j != k]
        per.append(corpus_gleu(sources, others, hyp, cfg)["gleu"])
    return {"gleu": sum(per) / len(per), "per_reference": per}


def reference_gleu_files(src: PathLike, refs: Sequence[PathLike], cfg: GLEUConfig = None) -> dict:
    """reference_gleu over files (JFLEG's REFERENCE row for SRC and REF0 REF1 ...)."""
    names = {"src": os.fspath(src)}
    names.update({("ref", k): os.fspath(p) for k, p in enumerate(refs)})
    return reference_gleu(read_lines(src), [read_lines(p) for p in refs], cfg, names)
