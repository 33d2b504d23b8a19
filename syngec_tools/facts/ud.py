"""(subject, predicate, object) triples from a Universal Dependencies parse (FA-TR, Gao et al., section 2.1).

The paper uses Stanford OpenIE; here the triples come from rules over a dependency tree, so any
parser that produces UD (stanza, CoNLL-U files) or spaCy's English labels (mapped to UD by
``syngec_tools.facts.parsers.spacy_sentence``) can feed them.

Rules, per sentence (``extract_sentence``):

1. **Predicates.** A token P is a predicate when it has a subject child (``nsubj``,
   ``nsubj:pass``, ``nsubj:outer`` excluded) - or, with no subject of its own, when it is a
   ``conj`` of a predicate, whose subjects it then inherits (``He bought and sold shares``:
   ``sold`` inherits ``He``). An ``xcomp`` head (no subject of its own) is not a predicate.
2. **Subject conjunction.** Each subject is expanded into itself plus its ``conj`` chain
   (``Tim and Ann visited Beijing`` gives two triples).
3. **Predicate words.** P itself (unless it is the nominal/adjectival head of a copula clause)
   plus its children labelled ``aux``, ``aux:pass``, ``cop``, ``neg``, ``compound:prt``, a
   ``compound`` child when P is a verb, and an ``advmod`` child whose lower-cased form is a
   negation (``not``, ``n't``, ``never``, ``no``, 不, 没, 没有, 未, 别) - in sentence order.
   A ``conj`` predicate without its own ``cop``/``aux`` inherits those of its head.
4. **Objects.** Each child of P labelled ``obj``, ``iobj``, ``obl`` (any subtype, e.g.
   ``obl:agent`` for passive agents), ``xcomp``, ``attr``, ``acomp``, ``ccomp``, ``oprd``
   gives one triple, and so does every conjunct of such an object (``conj`` chain).
   **Copula** (UD: ``cop`` child, P is the nominal/adjectival predicate): the predicate is the
   copula (+ aux/neg) and P's own phrase is the object (``Tim is the CEO`` -> Tim / is / the CEO).
   A ``ccomp`` object is its whole clause (subject included; punctuation and the clause's own
   ``conj``/``cc``/``advcl``/``parataxis``/``discourse`` excluded): ``He said
   she left`` -> He / said / she left (the inner triple she / left is then covered and dropped).
   With no object at all the triple has an empty object (``The company collapsed``).
5. **Phrases.** A subject or object is the token plus its descendants, not descending through
   clause-level or coordination edges (``conj``, ``cc``, ``punct``, ``acl``, ``acl:relcl``,
   ``advcl``, ``parataxis``, ``ccomp``, ``csubj``, subjects, ``cop``, ``aux``, ``mark``,
   ``appos``, ``dep``, ``discourse``, ``vocative``, ``list``, ``reparandum``, ``orphan``;
   ``mark``/``aux`` are kept directly under an ``xcomp`` object: "to go home"), nor into the
   predicate's own words. Words keep sentence order. A relative pronoun subject (who, which,
   that, whom, whose) of an ``acl:relcl`` predicate is replaced by the phrase of the noun the
   clause modifies (``the man who founded Apple`` -> the man / founded / Apple).
6. **Dedupe** (``dedupe``): a triple whose set of (lower-cased) words is contained in another
   triple's word set is dropped; of two triples with the same word set the first is kept
   (the paper: "if all words of a tuple are covered by another tuple, delete it").
7. **Rendering**: whitespace-only tokens are dropped; ``subject predicate object`` joined by
   ``joiner`` (a space; "" for Chinese), facts of a document joined with `` ||| ``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, Iterable, List, Sequence, Tuple

SUBJ = ("nsubj", "nsubj:pass", "nsubjpass")
OBJ_BASE = ("obj", "iobj", "obl", "xcomp", "attr", "acomp", "ccomp", "oprd", "dobj")
PRED_PARTS = ("aux", "aux:pass", "cop", "neg", "compound:prt")
COPY_TO_CONJ = ("aux", "aux:pass", "cop", "neg")
NEGATIONS = {"not", "n't", "never", "no", "不", "没", "没有", "未", "别"}
PHRASE_STOP = {
    "conj", "cc", "cc:preconj", "punct", "acl", "acl:relcl", "advcl", "parataxis", "ccomp", "csubj",
    "csubj:pass", "nsubj", "nsubj:pass", "nsubj:outer", "cop", "aux", "aux:pass", "mark", "appos", "dep",
    "discourse", "vocative", "list", "reparandum", "orphan", "relcl",
}
CLAUSE_STOP = {"punct", "parataxis", "conj", "cc", "advcl", "discourse"}
RELATIVE_PRONOUNS = {"who", "which", "that", "whom", "whose"}
SEPARATOR = " ||| "


@dataclass
class Token:
    """One word of a sentence; ``head`` is 1-based with 0 = root, as in CoNLL-U."""
    id: int
    form: str
    upos: str = "_"
    head: int = 0
    deprel: str = "dep"
    lemma: str = "_"


@dataclass(frozen=True)
class Triple:
    subject: Tuple[str, ...]
    predicate: Tuple[str, ...]
    object: Tuple[str, ...] = field(default=())

    def words(self) -> List[str]:
        return [*self.subject, *self.predicate, *self.object]

    def render(self, joiner: str = " ") -> str:
        parts = [joiner.join(p) for p in (self.subject, self.predicate, self.object) if p]
        return joiner.join(parts)

    def tsv(self, joiner: str = " ") -> str:
        return "\t".join(joiner.join(p) for p in (self.subject, self.predicate, self.object))


def _base(deprel: str) -> str:
    return deprel.split(":")[0]


class _Tree:
    def __init__(self, tokens: Sequence[Token]):
        self.tok = {t.id: t for t in tokens}
        self.children: Dict[int, List[Token]] = {t.id: [] for t in tokens}
        self.children[0] = []
        for t in tokens:
            if t.head not in self.children:
                raise ValueError(f"token {t.id} ({t.form!r}) has head {t.head}, which is not in the sentence")
            self.children[t.head].append(t)

    def kids(self, tid: int, *rels: str) -> List[Token]:
        return [c for c in self.children[tid] if c.deprel in rels or _base(c.deprel) in rels]

    def phrase(self, tid: int, keep_mark: bool = False, clause: bool = False, exclude=()) -> Tuple[str, ...]:
        stop_set = CLAUSE_STOP if clause else PHRASE_STOP
        ids, stack = {tid}, [tid]
        while stack:
            cur = stack.pop()
            for c in self.children[cur]:
                stop = c.deprel in stop_set or _base(c.deprel) in stop_set
                if stop and not (keep_mark and cur == tid and c.deprel in ("mark", "aux")):
                    continue
                if c.id not in ids and c.id not in exclude:
                    ids.add(c.id)
                    stack.append(c.id)
        return _clean(self.tok[i].form for i in sorted(ids))

    def conj_chain(self, tid: int) -> List[int]:
        out, stack = [], [tid]
        while stack:
            cur = stack.pop(0)
            out.append(cur)
            stack.extend(c.id for c in self.kids(cur, "conj"))
        return out


def _clean(forms: Iterable[str]) -> Tuple[str, ...]:
    """Words of a phrase: whitespace-only tokens (spaCy's SPACE) dropped, inner tabs/newlines -> space."""
    return tuple(" ".join(f.split()) for f in forms if f.strip())


def _is_neg(t: Token) -> bool:
    return t.form.lower() in NEGATIONS


def extract_sentence(tokens: Sequence[Token]) -> List[Triple]:
    """All triples of one parsed sentence (rules 1-5 of the module docstring), in token order."""
    tree = _Tree(tokens)
    subjects: Dict[int, List[int]] = {}
    parts: Dict[int, List[Token]] = {}
    copular: Dict[int, bool] = {}
    order = sorted(tree.tok)

    def own_parts(p: Token) -> List[Token]:
        out = list(tree.kids(p.id, *PRED_PARTS))
        if p.upos in ("VERB", "AUX"):
            out += [c for c in tree.children[p.id] if c.deprel == "compound"]
        out += [c for c in tree.kids(p.id, "advmod") if _is_neg(c)]
        return out

    for tid in order:  # heads precede their conj dependents in any projective ordering we rely on
        p = tree.tok[tid]
        subj = [s.id for s in tree.kids(tid, *SUBJ) if s.deprel != "nsubj:outer"]
        prt = own_parts(p)
        if not subj and p.deprel == "conj" and p.head in subjects:
            subj = subjects[p.head]
            if not any(c.deprel in ("cop", "aux", "aux:pass") for c in prt):
                prt += [c for c in parts[p.head] if c.deprel in COPY_TO_CONJ or _base(c.deprel) in COPY_TO_CONJ]
                copular[tid] = copular[p.head] and not tree.kids(tid, *OBJ_BASE)
        if not subj:
            continue
        subjects[tid] = subj
        parts[tid] = prt
        copular.setdefault(tid, bool(tree.kids(tid, "cop")))

    triples: List[Triple] = []
    for tid in order:
        if tid not in subjects:
            continue
        p = tree.tok[tid]
        cop = copular[tid]
        pred = _clean(t.form for t in sorted([*parts[tid], *([] if cop else [p])], key=lambda t: t.id))
        if cop:
            objects = [tree.phrase(tid, exclude={c.id for c in parts[tid]})]
        else:
            objects = []
            for o in tree.kids(tid, *OBJ_BASE):
                for oid in tree.conj_chain(o.id):
                    objects.append(tree.phrase(oid, keep_mark=_base(o.deprel) == "xcomp",
                                               clause=_base(o.deprel) == "ccomp"))
        for sid in subjects[tid]:
            for s in tree.conj_chain(sid):
                subj_words = tree.phrase(s)
                if (_base(p.deprel) == "acl" or p.deprel == "relcl") and p.head in tree.tok \
                        and tree.tok[s].form.lower() in RELATIVE_PRONOUNS:
                    subj_words = tree.phrase(p.head)  # relative clause: who/which -> the modified noun
                for obj in objects or [()]:
                    triples.append(Triple(subj_words, pred, obj))
    return triples


def dedupe(triples: Iterable[Triple]) -> List[Triple]:
    """Rule 6: drop a triple whose lower-cased word set is covered by another triple's word set
    (a strict subset, or an equal set of an earlier triple). Order is kept."""
    triples = list(triples)
    sets = [frozenset(w.lower() for w in t.words()) for t in triples]
    kept = []
    for i, t in enumerate(triples):
        covered = any(
            j != i and (sets[i] < sets[j] or (sets[i] == sets[j] and j < i)) for j in range(len(triples)))
        if not covered and sets[i]:
            kept.append(t)
    return kept


def render(triples: Sequence[Triple], joiner: str = " ") -> str:
    """Rule 7: the document's fact description."""
    return SEPARATOR.join(t.render(joiner) for t in triples)


def triples_from_sentences(sentences: Iterable[Sequence[Token]]) -> List[Triple]:
    """Kept triples of a document given as parsed sentences (rules 1-5 per sentence, then the
    rule-6 dedupe across the whole document). Every UD back-end (conllu, spacy, stanza) ends here."""
    out: List[Triple] = []
    for s in sentences:
        out.extend(extract_sentence(s))
    return dedupe(out)


# --------------------------------------------------------------------------- CoNLL-U
def parse_conllu(lines: Iterable[str], name: str = "<conllu>") -> List[List[List[Token]]]:
    """CoNLL-U text -> documents -> sentences -> tokens. A document starts at each ``# newdoc``
    comment (sentences before the first one form one document); a file without any ``# newdoc``
    is one document per sentence. Multi-word token lines (``3-4``) and empty nodes (``5.1``) are
    skipped. A document marker followed by no sentence is an empty document (its fact line is
    empty). Malformed lines raise ValueError naming the file and line."""
    lines = list(lines)
    has_newdoc = any(l.startswith("#") and l[1:].strip().startswith("newdoc") for l in lines)
    docs: List[List[List[Token]]] = []
    sent: List[Token] = []

    def flush():
        nonlocal sent
        if sent:
            if not has_newdoc or not docs:
                docs.append([])
            docs[-1].append(sent)
            sent = []

    for lineno, raw in enumerate(lines, 1):
        line = raw.rstrip("\n").rstrip("\r")
        if not line.strip():
            flush()
            continue
        if line.startswith("#"):
            if line[1:].strip().startswith("newdoc"):
                flush()
                docs.append([])
            continue
        cols = line.split("\t")
        if len(cols) != 10:
            raise ValueError(f"{name}:{lineno}: expected 10 tab-separated CoNLL-U columns, got {len(cols)}")
        if "-" in cols[0] or "." in cols[0]:
            continue
        try:
            tid, head = int(cols[0]), int(cols[6])
        except ValueError:
            raise ValueError(f"{name}:{lineno}: ID {cols[0]!r} / HEAD {cols[6]!r} are not integers") from None
        sent.append(Token(tid, cols[1], cols[3], head, cols[7], cols[2]))
    flush()
    return docs
