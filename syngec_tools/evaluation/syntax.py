"""Score the syntax a SynGEC encoder induces (``scripts/gec/induce_syntax.py``,
``scripts/gec/plot_syntax.py``); reading it from a checkpoint is
:mod:`fairseq_syngec.induced_syntax` (torch and fairseq).

Documented choices:

* **Tokens.** Each sentence is encoded with ``task.source_dictionary.encode_line`` (words split
  on whitespace, or sentencepiece pieces when ``spm_model`` is given). The ``</s>`` fairseq
  appends is fed to the model (the encoder saw it in training) but removed from the analysis:
  its row/column of every matrix and the last boundary of ``tau`` are dropped.
* **Pieces -> words** (``spm_model``): a word starts at each piece beginning with U+2581.
  - ``tau``: the distance of the boundary between words ``a`` and ``a+1`` is the piece
    boundary between the last piece of ``a`` and the first piece of ``a+1``; boundaries
    inside a word are ignored (the greedy tree is built over word boundaries only).
  - ``p_*`` matrices: rows (dependents) are **averaged** over the pieces of the word, columns
    (heads) are **summed** over the pieces of the word (the probability that the head is
    any piece of that word); the word diagonal (pieces attaching inside their own word) is
    then set to 0.
* **Constituency tree**: the standard top-down greedy split of ON-LSTM/StructFormer: a span
  is split at its boundary with the largest ``tau`` (first one on ties), recursively, giving
  a binary tree. Bracketed text uses ``(`` ``)`` around every span of >= 2 tokens; tokens
  ``(`` and ``)`` are written ``-LRB-`` and ``-RRB-``.
* **Dependency heads**: ``head[i] = argmax_j p(j|i)`` over ``j != i`` from ``p_dep`` (row i =
  dependent, column j = head). In ``const`` mode there is no ``p_dep``; heads then come from
  ``p_const`` the same way (diagonal excluded). Exactly one root: the token whose largest head
  probability is the smallest gets head ``-1``. Heads are 0-based; they need not form a tree
  (argmax may make cycles) — UAS does not need one.
* **Reference** (``spacy_reference``/``stanza_reference``): heads 0-based, root = ``-1``
  (spaCy marks a root by making it its own head; stanza by head 0). Gold brackets: for every
  token with at least one dependent, the projection span of its subtree ``[left_edge,
  right_edge]`` (half-open ``(start, end)``), kept when it covers >= 2 tokens.
* **Scores**: ``uas`` is token-level micro accuracy over the corpus (a root is correct only if
  both say root). ``bracket_f1`` is unlabelled corpus-level micro F1 over per-sentence span
  sets, ignoring spans of length 1 and the whole-sentence span; if neither side has any span
  left the F1 is 1.0.
"""

from __future__ import annotations

import functools
from typing import Dict, List, Optional, Sequence, Tuple

import numpy as np

Span = Tuple[int, int]  # half-open [start, end) token span
MATRIX_KEYS = ("p_const", "p_dep", "p_fuse", "gate")
WORD_START = "\u2581"


# --------------------------------------------------------------------------- trees and scores
def greedy_spans(tau: Sequence[float]) -> List[Span]:
    """Spans (half-open, length >= 2, whole sentence included) of the top-down greedy tree over
    ``len(tau) + 1`` tokens: split each span at its largest boundary (first max on ties)."""
    tau = np.asarray(tau, dtype=np.float64)
    n = len(tau) + 1
    spans: List[Span] = []
    stack = [(0, n)]
    while stack:
        a, b = stack.pop()
        if b - a < 2:
            continue
        spans.append((a, b))
        k = a + int(np.argmax(tau[a:b - 1]))  # boundary between k and k+1
        stack.append((k + 1, b))
        stack.append((a, k + 1))
    return sorted(spans, key=lambda s: (s[0], -s[1]))


def _escape(tok: str) -> str:
    return tok.replace("(", "-LRB-").replace(")", "-RRB-")


def greedy_tree(tokens: Sequence[str], tau: Sequence[float]) -> str:
    """Bracketed text of the greedy tree, e.g. ``((the cat) (sat down))``."""
    tau = np.asarray(tau, dtype=np.float64)
    if len(tau) != len(tokens) - 1 and len(tokens) > 0:
        raise ValueError(f"{len(tokens)} tokens need {len(tokens) - 1} boundaries, got {len(tau)}")

    def build(a: int, b: int) -> str:
        if b - a == 1:
            return _escape(tokens[a])
        k = a + int(np.argmax(tau[a:b - 1]))
        return "(" + build(a, k + 1) + " " + build(k + 1, b) + ")"

    return build(0, len(tokens)) if len(tokens) else ""


def heads_from_matrix(p: np.ndarray) -> List[int]:
    """Argmax head per row (diagonal excluded); the row with the smallest max becomes root (-1)."""
    p = np.array(p, dtype=np.float64)
    n = p.shape[0]
    if n == 0:
        return []
    if n == 1:
        return [-1]
    np.fill_diagonal(p, -np.inf)
    heads = p.argmax(axis=1).tolist()
    heads[int(p.max(axis=1).argmin())] = -1
    return heads


def _as_corpus(x):
    """A bare sentence of heads (ints) -> a one-sentence corpus."""
    x = list(x)
    return [x] if x and isinstance(x[0], (int, np.integer)) else x


def _as_span_corpus(x):
    """A bare sentence of spans ((int, int) pairs) -> a one-sentence corpus."""
    x = list(x)
    if x and isinstance(x[0], tuple) and len(x[0]) == 2 and isinstance(x[0][0], (int, np.integer)):
        return [x]
    return x


def uas(pred_heads, gold_heads) -> float:
    """Unlabelled attachment score: a list of per-sentence head lists each (or one sentence)."""
    pred_heads, gold_heads = _as_corpus(pred_heads), _as_corpus(gold_heads)
    if len(pred_heads) != len(gold_heads):
        raise ValueError(f"{len(pred_heads)} predicted vs {len(gold_heads)} gold sentences")
    correct = total = 0
    for i, (p, g) in enumerate(zip(pred_heads, gold_heads)):
        if len(p) != len(g):
            raise ValueError(f"sentence {i}: {len(p)} predicted vs {len(g)} gold heads")
        correct += sum(int(a) == int(b) for a, b in zip(p, g))
        total += len(g)
    return correct / total if total else 0.0


def bracket_scores(pred_spans, gold_spans, lengths: Optional[Sequence[int]] = None) -> Dict[str, float]:
    """Unlabelled corpus-level micro precision/recall/F1. ``pred_spans``/``gold_spans``: per
    sentence an iterable of half-open ``(start, end)`` spans (one sentence may be given bare).
    Spans of length 1 and the whole-sentence span ``(0, lengths[i])`` are ignored; without
    ``lengths`` the sentence length is the largest span end of either side."""
    pred_spans, gold_spans = _as_span_corpus(pred_spans), _as_span_corpus(gold_spans)
    if len(pred_spans) != len(gold_spans):
        raise ValueError(f"{len(pred_spans)} predicted vs {len(gold_spans)} gold sentences")
    match = n_pred = n_gold = 0
    for i, (p, g) in enumerate(zip(pred_spans, gold_spans)):
        p = {(int(a), int(b)) for a, b in p}
        g = {(int(a), int(b)) for a, b in g}
        n = lengths[i] if lengths is not None else max([b for _, b in p | g], default=0)
        p = {s for s in p if s[1] - s[0] >= 2 and s != (0, n)}
        g = {s for s in g if s[1] - s[0] >= 2 and s != (0, n)}
        match += len(p & g)
        n_pred += len(p)
        n_gold += len(g)
    if n_pred == 0 and n_gold == 0:
        return {"precision": 1.0, "recall": 1.0, "f1": 1.0, "match": 0, "pred": 0, "gold": 0}
    prec = match / n_pred if n_pred else 0.0
    rec = match / n_gold if n_gold else 0.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    return {"precision": prec, "recall": rec, "f1": f1, "match": match, "pred": n_pred, "gold": n_gold}


def projection_spans(heads: Sequence[int]) -> List[Span]:
    """Subtree (projection) spans ``[min, max + 1)`` of every token with a dependent, >= 2 tokens.
    ``heads`` 0-based, root -1. Cycles are tolerated (a token's subtree is what it reaches)."""
    n = len(heads)
    children = [[] for _ in range(n)]
    for i, h in enumerate(heads):
        if 0 <= h < n and h != i:
            children[h].append(i)
    spans = set()
    for h in range(n):
        if not children[h]:
            continue
        seen, stack = {h}, [h]
        while stack:
            for c in children[stack.pop()]:
                if c not in seen:
                    seen.add(c)
                    stack.append(c)
        lo, hi = min(seen), max(seen) + 1
        if hi - lo >= 2:
            spans.add((lo, hi))
    return sorted(spans)


# --------------------------------------------------------------------------- pieces to words
def _word_groups(pieces: Sequence[str]) -> List[List[int]]:
    groups: List[List[int]] = []
    for i, p in enumerate(pieces):
        if p.startswith(WORD_START) or not groups:
            groups.append([i])
        else:
            groups[-1].append(i)
    return groups


def pieces_to_words(out: dict, pieces: Sequence[str]):
    groups = _word_groups(pieces)
    words = ["".join(pieces[i] for i in g).replace(WORD_START, "") or WORD_START for g in groups]
    m = len(groups)
    # n x m assignment matrix: A[i, w] = 1 iff piece i is in word w
    A = np.zeros((len(pieces), m))
    for w, g in enumerate(groups):
        A[g, w] = 1.0
    mats = {}
    for key in MATRIX_KEYS:
        p = out.get(key)
        if p is None:
            mats[key] = None
            continue
        rows = (A / A.sum(0, keepdims=True)).T @ p  # average the rows of a word's pieces
        if key == "gate":  # a mixing weight, not a distribution: average both ways
            w = rows @ (A / A.sum(0, keepdims=True))
        else:  # sum the columns: probability that the head is any piece of the word
            w = rows @ A
            np.fill_diagonal(w, 0.0)
        mats[key] = w
    tau = out["tau"]
    word_tau = np.array([tau[groups[w][-1]] for w in range(m - 1)])
    delta = out.get("delta")
    word_delta = None if delta is None else np.array([delta[g].max() for g in groups])
    return words, mats, word_tau, word_delta



# --------------------------------------------------------------------------- reference parsers
def _tokens(sent) -> List[str]:
    return sent.split() if isinstance(sent, str) else list(sent)


def _parse_each(sentences, parse_heads) -> List[dict]:
    """Per sentence {tokens, heads (0-based, root -1), spans (projection spans >= 2 tokens)};
    ``parse_heads(tokens)`` gives the heads of one non-empty pre-tokenised sentence."""
    refs = []
    for sent in sentences:
        toks = _tokens(sent)
        heads = parse_heads(toks) if toks else []
        refs.append({"tokens": toks, "heads": heads, "spans": projection_spans(heads)})
    return refs


def spacy_reference(sentences) -> List[dict]:
    """spaCy parse of pre-tokenised sentences (strings split on whitespace, or token lists):
    per sentence {tokens, heads (0-based, root -1), spans (projection spans >= 2 tokens)}."""
    from spacy.tokens import Doc

    from syngec_tools.spacy_model import load_spacy_en

    nlp = load_spacy_en(("ner",))

    def parse_heads(toks):
        doc = Doc(nlp.vocab, words=toks)
        for _name, proc in nlp.pipeline:
            doc = proc(doc)
        return [-1 if t.head.i == t.i else t.head.i for t in doc]

    return _parse_each(sentences, parse_heads)


STANZA_HELP = ("stanza's English models are not installed. Install them with "
               "`python -c \"import stanza; stanza.download('en', processors='tokenize,pos,lemma,depparse')\"` "
               "(or copy a stanza_resources directory and set STANZA_RESOURCES_DIR), or use --parser spacy.")


@functools.lru_cache(maxsize=1)
def load_stanza_en():
    """stanza's English depparse pipeline, offline; RuntimeError with instructions if missing."""
    try:
        import stanza
    except ImportError as exc:
        raise RuntimeError("stanza is not installed (`pip install stanza`); " + STANZA_HELP) from exc
    try:
        return stanza.Pipeline("en", processors="tokenize,pos,lemma,depparse", tokenize_pretokenized=True,
                               download_method=None, verbose=False)
    except Exception as exc:  # missing resources.json / model files raise various errors
        raise RuntimeError(f"{STANZA_HELP} ({type(exc).__name__}: {exc})") from exc


def stanza_heads(sent) -> List[int]:
    """A stanza Sentence -> the heads of its words, 0-based with root -1 (stanza: 1-based, 0 = root)."""
    return [int(w.head) - 1 for w in sent.words]


def references_from_stanza(doc, sentences) -> List[dict]:
    """Reference dicts (as ``spacy_reference``) of pre-tokenised ``sentences`` from ``doc``, the
    stanza Document of their non-empty ones, one stanza sentence each, in order. Sentence counts
    or words that differ from the tokens are a ValueError naming the sentence."""
    toks = [_tokens(s) for s in sentences]
    parsed = list(doc.sentences) if doc is not None else []
    n_nonempty = sum(1 for t in toks if t)
    if len(parsed) != n_nonempty:
        raise ValueError(f"stanza returned {len(parsed)} sentences for {n_nonempty} non-empty input sentences")
    it = iter(parsed)
    refs = []
    for i, t in enumerate(toks):
        heads: List[int] = []
        if t:
            sent = next(it)
            words = [w.text for w in sent.words]
            if words != t:
                raise ValueError(f"sentence {i}: stanza returned the words {words} for the tokens {t}")
            heads = stanza_heads(sent)
        refs.append({"tokens": t, "heads": heads, "spans": projection_spans(heads)})
    return refs


def stanza_reference(sentences) -> List[dict]:
    """As ``spacy_reference`` with stanza's dependency parser (heads 0-based, root -1), all
    sentences in one pre-tokenised pipeline call."""
    toks = [_tokens(s) for s in sentences]
    nonempty = [t for t in toks if t]
    doc = load_stanza_en()(nonempty) if nonempty else None
    return references_from_stanza(doc, toks)


def reference(parser: str, sentences) -> List[dict]:
    if parser == "spacy":
        return spacy_reference(sentences)
    if parser == "stanza":
        return stanza_reference(sentences)
    raise ValueError(f"unknown parser {parser!r} (spacy or stanza)")


def score(induced: Sequence[dict], refs: Sequence[dict]) -> Dict[str, float]:
    """{uas, bracket_f1, bracket_precision, bracket_recall, sentences, tokens}."""
    for i, (a, b) in enumerate(zip(induced, refs)):
        if list(a["tokens"]) != list(b["tokens"]):
            raise ValueError(f"sentence {i}: tokens differ from the reference parse")
    br = bracket_scores([r["spans"] for r in induced], [r["spans"] for r in refs],
                        lengths=[len(r["tokens"]) for r in refs])
    return {"uas": uas([r["heads"] for r in induced], [r["heads"] for r in refs]),
            "bracket_f1": br["f1"], "bracket_precision": br["precision"], "bracket_recall": br["recall"],
            "sentences": len(refs), "tokens": sum(len(r["tokens"]) for r in refs)}
