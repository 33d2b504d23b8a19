"""Dependency-parser back-ends that turn raw documents into UD token lists for ``facts.ud``.

* ``spacy``: the installed English model (``load_spacy_en``). spaCy's English labels are
  ClearNLP-style, so ``spacy_sentence`` maps them to UD first: ``nsubjpass`` -> ``nsubj:pass``,
  ``auxpass`` -> ``aux:pass``, ``dobj`` -> ``obj``, ``dative`` -> ``iobj``, ``prt`` ->
  ``compound:prt``, ``poss`` -> ``nmod:poss``, ``relcl`` -> ``acl:relcl``, and a preposition with
  its object (``prep`` + ``pobj``/``pcomp``, or passive ``agent`` + ``pobj``) is re-hung the UD
  way: the object attaches to the preposition's head as ``obl`` (under a verb/adjective/aux,
  ``obl:agent`` for ``agent``) or ``nmod`` (under anything else), and the preposition becomes its
  ``case`` child. ``attr``/``acomp``/``oprd`` keep their labels (objects for ``facts.ud``).
* ``stanza``: ``stanza.Pipeline(lang, processors="tokenize,pos,lemma,depparse")`` (en or zh), UD
  natively; needs the stanza models installed (never downloaded here). ``stanza_document`` turns
  the pipeline's Document (or one read from CoNLL-U, as the tests do) into ``Token`` lists.
"""

from __future__ import annotations

import functools
from typing import List

from syngec_tools.facts.ud import Token

SPACY_TO_UD = {
    "nsubjpass": "nsubj:pass", "csubjpass": "csubj:pass", "auxpass": "aux:pass", "dobj": "obj",
    "dative": "iobj", "prt": "compound:prt", "poss": "nmod:poss", "relcl": "acl:relcl", "ROOT": "root",
    "npadvmod": "obl:npmod", "predet": "det", "preconj": "cc:preconj", "quantmod": "advmod",
}
PREP_OBJECTS = ("pobj", "pcomp")


def spacy_sentence(span) -> List[Token]:
    """A spaCy sentence (Span) -> UD-style tokens (ids 1-based, head 0 = root)."""
    start = span.start
    toks = {}
    for t in span:
        tid = t.i - start + 1
        head = 0 if t.head.i == t.i else t.head.i - start + 1
        toks[tid] = Token(tid, t.text, t.pos_, head, SPACY_TO_UD.get(t.dep_, t.dep_), t.lemma_)
    for t in span:
        if t.dep_ not in ("prep", "agent"):
            continue
        objs = [c for c in t.children if c.dep_ in PREP_OBJECTS]
        if not objs:
            continue
        o = toks[objs[0].i - start + 1]
        p = toks[t.i - start + 1]
        head = toks.get(p.head)
        verbal = head is not None and head.upos in ("VERB", "AUX", "ADJ")
        o.head, o.deprel = p.head, ("obl:agent" if t.dep_ == "agent" else "obl" if verbal else "nmod")
        if p.head == 0:
            o.deprel = "root"
        p.head, p.deprel = o.id, "case"
    return [toks[i] for i in sorted(toks)]


def spacy_parse(text: str) -> List[List[Token]]:
    from syngec_tools.spacy_model import load_spacy_en

    doc = load_spacy_en(("ner",))(text)
    return [spacy_sentence(s) for s in doc.sents]


def stanza_help(lang: str) -> str:
    return (f"stanza's {lang} models are not installed. Install them with `python -c \"import stanza; "
            f"stanza.download('{lang}', processors='tokenize,pos,lemma,depparse')\"` (or set "
            "STANZA_RESOURCES_DIR to a copied stanza_resources directory), or use --parser "
            + ("jieba" if lang == "zh" else "spacy") + " / conllu.")


@functools.lru_cache(maxsize=2)
def load_stanza(lang: str):
    """stanza's depparse pipeline for ``lang``, offline; RuntimeError with instructions if missing."""
    try:
        import stanza
    except ImportError as exc:
        raise RuntimeError("stanza is not installed (`pip install stanza`); " + stanza_help(lang)) from exc
    processors = "tokenize,pos,lemma,depparse"
    try:
        return stanza.Pipeline(lang, processors=processors, download_method=None, verbose=False)
    except Exception as exc:  # missing resources.json / model files raise various errors
        raise RuntimeError(f"{stanza_help(lang)} ({type(exc).__name__}: {exc})") from exc


def stanza_sentence(sent, index: int = 0) -> List[Token]:
    """A stanza Sentence -> tokens: its *words* (a multi-word token such as "don't" gives its
    words "do" "n't"); stanza's word ids and heads are already 1-based with 0 = root, as ``Token``.
    A word without a head (no depparse) is a ValueError, not a silent root."""
    toks = []
    for w in sent.words:
        if w.head is None:
            raise ValueError(f"stanza sentence {index}: word {w.id} ({w.text!r}) has no head "
                             "(the pipeline needs the depparse processor)")
        toks.append(Token(int(w.id), w.text, w.upos or "_", int(w.head), w.deprel or "dep", w.lemma or "_"))
    return toks


def stanza_document(doc) -> List[List[Token]]:
    """A stanza Document (a parse, or one read from CoNLL-U) -> its sentences as UD tokens."""
    return [stanza_sentence(s, i) for i, s in enumerate(doc.sentences)]


def stanza_parse(text: str, lang: str = "en") -> List[List[Token]]:
    return stanza_document(load_stanza(lang)(text))
