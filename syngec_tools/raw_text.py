"""Ordinary text in, corrected text out: sentence splitting, tokenisation with character offsets,
and corrections applied back onto the original line.

GEC models are trained on tokenised sentences (W&I, FCE, JFLEG and CoNLL-2014 were all tokenised with
spaCy or in the Penn Treebank way: "He does n't like it ."). :func:`correct_lines` takes lines of
ordinary text (a paragraph per line, any spacing, quotes, tabs, several sentences), splits each into
sentences and tokens with the English spaCy model (the tokeniser ERRANT and W&I use), lets a
correction function correct the tokenised sentences, aligns each correction with its source by
ERRANT (Bryant et al., "Automatic Annotation and Evaluation of Error Types for Grammatical Error
Correction", ACL 2017) and applies the edits at character offsets: every character outside an edit
stays as it was. Offsets are Python string indices (Unicode code points) into the input line.

This module imports neither torch nor fairseq.
"""

from __future__ import annotations

import logging
import re
from dataclasses import asdict, dataclass, field
from typing import Callable, List, Optional, Sequence, Tuple

logger = logging.getLogger(__name__)

# tokens written without a space before them (Penn Treebank / spaCy tokens of English)
_NO_SPACE_BEFORE = {".", ",", ":", ";", "!", "?", "%", ")", "]", "}", "...", "…", "n't", "n’t", "'s", "’s", "'re",
                    "’re", "'ve", "’ve", "'ll", "’ll", "'d", "’d", "'m", "’m", "”", "’", "''"}
# tokens written without a space after them
_NO_SPACE_AFTER = {"(", "[", "{", "$", "£", "€", "“", "‘", "``"}
_NO_SPACE_AFTER_CHARS = {"(", "[", "{", "$", "£", "€", "“", "‘", "`", "'", '"', "-", "/"}


@dataclass(frozen=True)
class Token:
    """A token of a line: its text and its character span ``[start, end)`` in the line."""

    text: str
    start: int
    end: int


@dataclass
class TextEdit:
    """One correction of a line: ``line[start:end]`` (``original``) becomes ``replacement``;
    ``type``: the ERRANT type (e.g. ``R:VERB:SVA``); ``sentence``: the ``[start, end)`` span of the
    sentence it is in."""

    start: int
    end: int
    original: str
    replacement: str
    type: str
    sentence: Tuple[int, int] = field(default=(0, 0))

    def to_json(self) -> dict:
        d = asdict(self)
        d["sentence"] = list(self.sentence)
        return d


@dataclass
class LineCorrection:
    """The corrected text of one input line and the edits that make it from the line."""

    text: str
    edits: List[TextEdit]


def attaches_left(token: str) -> bool:
    """True for a token written against the token before it (punctuation, clitics: "n't", "'s")."""
    return token.lower() in _NO_SPACE_BEFORE


def detokenize(tokens: Sequence[str]) -> str:
    """Tokens as ordinary text: a space between two tokens unless the second attaches to the first
    ("n't", ",", ")") or the first to the second ("(", "$"); straight double quotes alternate
    between opening and closing."""
    out: List[str] = []
    open_quote = False
    for i, tok in enumerate(tokens):
        space = i > 0 and not attaches_left(tok) and tokens[i - 1] not in _NO_SPACE_AFTER
        if tok == '"':
            space = i > 0 and not open_quote and tokens[i - 1] not in _NO_SPACE_AFTER
            open_quote = not open_quote
        elif i > 0 and tokens[i - 1] == '"' and open_quote:
            space = False  # right after an opening quote
        if space:
            out.append(" ")
        out.append(tok)
    return "".join(out)


def split_sentences(nlp, lines: Sequence[str], batch_size: int = 64) -> List[List[List[Token]]]:
    """For each line, its sentences as lists of tokens (spaCy's tokeniser and sentence boundaries;
    whitespace is not a token). ``nlp``: an English spaCy pipeline with a parser or senter."""
    out = []
    for doc in nlp.pipe(lines, batch_size=batch_size):
        sents = []
        for sent in doc.sents:
            toks = [Token(t.text, t.idx, t.idx + len(t.text)) for t in sent if t.text.strip()]
            if toks:
                sents.append(toks)
        out.append(sents)
    return out


def _token_at(tokens: Sequence[Token], k: int, pos: int, line: str) -> str:
    """The text of the token starting at ``pos`` (``tokens[k]`` when it does; else the rest of the
    line up to whitespace, e.g. the next sentence)."""
    if k < len(tokens) and tokens[k].start == pos:
        return tokens[k].text
    rest = line[pos:].split(None, 1)
    return rest[0] if rest else ""


def _whitespace_before(line: str, pos: int) -> int:
    """The number of whitespace characters right before ``pos``."""
    n = 0
    while pos - n > 0 and line[pos - n - 1].isspace():
        n += 1
    return n


def _whitespace_after(line: str, pos: int) -> int:
    n = 0
    while pos + n < len(line) and line[pos + n].isspace():
        n += 1
    return n


def edit_span(line: str, tokens: Sequence[Token], o_start: int, o_end: int,
              correction: Sequence[str], tokenised: bool = False, at_start: bool = False) -> Tuple[int, int, str]:
    """Where a token edit goes in the line: (start, end, replacement) such that replacing
    ``line[start:end]`` with the replacement writes ``correction`` (tokens) in place of
    ``tokens[o_start:o_end]``, keeping the line's spacing. A deletion takes one side's whitespace
    with it; an insertion gets a space on the side where the line had one. ``tokenised``: the line
    is tokenised text (tokens between spaces), and so is the replacement. ``at_start``: nothing of
    the line before ``tokens[o_start]`` is kept (it is the line's first token, or all before it are
    deleted): a deletion there takes the whitespace after it, so that no line starts with a space."""
    if tokenised:
        return _tokenised_edit_span(line, tokens, o_start, o_end, correction, at_start)
    repl = detokenize(correction)
    if o_start < o_end:
        start, end = tokens[o_start].start, tokens[o_end - 1].end
        before, after = _whitespace_before(line, start), _whitespace_after(line, end)
        if repl:
            if attaches_left(correction[0]) and before and o_start > 0:
                start -= before  # "it and" -> "it, and": the comma goes against the word before
            elif start > 0 and not before and not attaches_left(correction[0]) \
                    and line[start - 1] not in _NO_SPACE_AFTER_CHARS:
                repl = " " + repl  # "book, students" -> "book students" (the comma replaced by a word)
            if end < len(line) and not after and correction[-1] not in _NO_SPACE_AFTER \
                    and not attaches_left(_token_at(tokens, o_end, end, line)):
                repl += " "  # a word replacing "(" in "(students"
            return start, end, repl
        if at_start or start == 0:
            return start, end + after, ""  # "In contrast, the ..." -> "the ...": the line's indentation stays
        if before and (after or end == len(line) or attaches_left(_token_at(tokens, o_end, end, line))):
            return start - before, end, ""  # "the the school" -> "the school"
        if not before and not after and 0 < start and end < len(line) \
                and line[start - 1].isalnum() and line[end].isalnum():
            return start, end, " "  # "a,b" -> "a b"
        return start, end, ""
    # insertion before tokens[o_start]
    if correction and attaches_left(correction[0]) and o_start > 0:
        pos = tokens[o_start - 1].end
        return pos, pos, repl
    if o_start < len(tokens) and (o_start == 0 or tokens[o_start].start > tokens[o_start - 1].end):
        pos = tokens[o_start].start
        return pos, pos, repl + " "
    pos = tokens[o_start - 1].end
    if o_start < len(tokens) and tokens[o_start].start == pos and not attaches_left(tokens[o_start].text):
        lead = "" if tokens[o_start - 1].text in _NO_SPACE_AFTER_CHARS else " "
        return pos, pos, lead + repl + " "  # between glued tokens: "rock-music" -> "rock-good music"
    return pos, pos, " " + repl


def tidy_spaces(line: str, edits: List[TextEdit]) -> None:
    """Where edits meet (or meet the line's own spaces), no two whitespace characters that the line
    did not have end up side by side: a replacement loses a space at its edge when the text next
    to it already has one, and a deletion between two spaces takes the one after it. ``edits``:
    sorted, not overlapping; changed in place."""
    prev = None  # the last character of the output so far
    pos = 0
    for k, e in enumerate(edits):
        if e.start > pos:
            prev = line[e.start - 1]
        nxt = edits[k + 1] if k + 1 < len(edits) else None
        touching = nxt is not None and nxt.start == e.end
        right = (nxt.replacement[:1] if touching else line[e.end:e.end + 1])
        if e.replacement[:1].isspace() and (prev is None or prev.isspace()):
            e.replacement = e.replacement.lstrip()
        if e.replacement[-1:].isspace() and right.isspace():
            e.replacement = e.replacement.rstrip()
        if not e.replacement and prev is not None and prev.isspace() and right.isspace() and not touching:
            limit = nxt.start if nxt is not None else len(line)
            e.end = min(e.end + _whitespace_after(line, e.end), limit)
            e.original = line[e.start:e.end]
        if e.replacement:
            prev = e.replacement[-1]
        pos = e.end


def _tokenised_edit_span(line: str, tokens: Sequence[Token], o_start: int, o_end: int,
                         correction: Sequence[str], at_start: bool = False) -> Tuple[int, int, str]:
    """:func:`edit_span` for a line of space-separated tokens."""
    repl = " ".join(correction)
    if o_start < o_end:
        start, end = tokens[o_start].start, tokens[o_end - 1].end
        if repl:
            return start, end, repl
        if o_start > 0 and not at_start:
            return start - _whitespace_before(line, start), end, ""
        return start, end + _whitespace_after(line, end), ""
    if o_start < len(tokens):
        pos = tokens[o_start].start
        return pos, pos, repl + " "
    pos = tokens[-1].end if tokens else 0
    return pos, pos, (" " if tokens else "") + repl


def whitespace_tokens(line: str) -> List[Token]:
    """The tokens of a line of tokenised text (split on whitespace), with their offsets."""
    return [Token(m.group(), m.start(), m.end()) for m in re.finditer(r"\S+", line)]


def apply_spans(line: str, spans: Sequence[Tuple[int, int, str]]) -> str:
    """``line`` with each ``line[start:end]`` replaced (spans sorted, not overlapping)."""
    out, pos = [], 0
    for start, end, repl in spans:
        out.append(line[pos:start])
        out.append(repl)
        pos = end
    out.append(line[pos:])
    return "".join(out)


# ERRANT's rule-based merging (errant.en.merger.process_seq) tries every sub-span of a run of adjacent
# non-matching alignment operations, recursively: O(L^3) and more for a run of L; one long divergent
# hypothesis of a 200-word line took minutes. A run longer than this is merged into one edit (ERRANT's own
# "all-merge", for that run only); shorter runs, nearly all in real text, get ERRANT's rules unchanged.
MAX_RULE_MERGE_RUN = 12
# ERRANT's alignment fills an n x m table with a linguistic cost per cell (lemmas, POS, character
# distance; about 60 us a cell here): past this many cells (under a second) the edits come from difflib's
# matching blocks of the token texts.
MAX_ALIGN_CELLS = 120 * 120


def _rule_edits(alignment) -> list:
    """ERRANT's rule-based edits (``errant.en.merger.get_rule_edits``) with runs of more than
    MAX_RULE_MERGE_RUN operations merged whole."""
    from itertools import groupby

    from errant.edit import Edit
    from errant.en.merger import merge_edits, process_seq

    edits = []
    for op, group in groupby(alignment.align_seq, lambda x: x[0][0] if x[0][0] in {"M", "T"} else False):
        group = list(group)
        if op == "M":
            continue
        if op == "T":
            seqs = group
        elif len(group) > MAX_RULE_MERGE_RUN:
            seqs = merge_edits(group)
        else:
            seqs = process_seq(group, alignment)
        edits.extend(Edit(alignment.orig, alignment.cor, seq[1:]) for seq in seqs)
    return edits


def _difflib_edits(orig, cor) -> list:
    """Edits from difflib's matching blocks of the two token sequences' texts (an edit per non-equal
    opcode): for pairs too long for ERRANT's alignment (MAX_ALIGN_CELLS)."""
    from difflib import SequenceMatcher

    from errant.edit import Edit

    matcher = SequenceMatcher(None, [t.text for t in orig], [t.text for t in cor], autojunk=False)
    return [Edit(orig, cor, [i1, i2, j1, j2]) for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"]


def bounded_annotate(annotator, orig, cor) -> list:
    """ERRANT's ``Annotator.annotate(orig, cor)`` (alignment, rule-based merging, classification) with its
    work bounded whatever the hypothesis: the same edits for ordinary sentences; long runs of
    non-matching operations merged whole (MAX_RULE_MERGE_RUN) and very long pairs aligned by difflib
    (MAX_ALIGN_CELLS). Each edit is classified by ERRANT."""
    if len(orig) * len(cor) > MAX_ALIGN_CELLS:
        edits = _difflib_edits(orig, cor)
    else:
        edits = _rule_edits(annotator.align(orig, cor, False))
    return [annotator.classify(e) for e in edits]


def sentence_edits(annotator, line: str, tokens: Sequence[Token], correction: str,
                   tokenised: bool = False, last_end: int = 0, at_line_start: bool = True,
                   parsed: Optional[Tuple] = None) -> List[TextEdit]:
    """The edits (offsets into ``line``) that turn the sentence ``tokens`` into ``correction``
    (tokenised text), by ERRANT's alignment and classification; ``tokenised``: ``line`` is
    tokenised text too (see :func:`edit_span`); no edit starts before ``last_end`` (the end of the
    line's edits so far); ``at_line_start``: nothing of the line before this sentence is kept;
    ``parsed``: the (source, correction) spaCy docs when parsed already (:func:`parse_pairs`)."""
    source = " ".join(t.text for t in tokens)
    if correction.split() == source.split():
        return []
    orig, cor = parsed if parsed is not None else (annotator.parse(source, False), annotator.parse(correction, False))
    sent_span = (tokens[0].start, tokens[-1].end)
    edits = []
    deleted = 0  # tokens[:deleted] are all deleted (when at_line_start)
    for e in bounded_annotate(annotator, orig, cor):
        words = [t.text for t in cor[e.c_start:e.c_end]]
        at_start = at_line_start and e.o_start == deleted
        start, end, repl = edit_span(line, tokens, e.o_start, e.o_end, words, tokenised, at_start)
        if at_start and not words:
            deleted = e.o_end
        start = max(start, last_end)  # a deletion's whitespace is never another edit's
        if edits and edits[-1].end == start and edits[-1].replacement.endswith(" ") and not tokenised \
                and words and attaches_left(words[0]):
            edits[-1].replacement = edits[-1].replacement[:-1]  # "Ale " + "," -> "Ale,"
        edits.append(TextEdit(start, end, line[start:end], repl, e.type, sent_span))
        last_end = end
    return edits


def parse_pairs(nlp, pairs: Sequence[Tuple[str, str]], batch_size: int = 256) -> List[Tuple]:
    """spaCy docs of (source, correction) pairs of tokenised sentences, as ERRANT's
    ``Annotator.parse(text, tokenise=False)`` makes them, parsed in batches (``nlp.pipe``: about twice
    as fast as one at a time)."""
    from spacy.tokens import Doc

    texts = [text for pair in pairs for text in pair]
    docs = list(nlp.pipe((Doc(nlp.vocab, t.split()) for t in texts), batch_size=batch_size))
    return list(zip(docs[0::2], docs[1::2]))


class LineJob:
    """:func:`correct_lines` in steps, so that a server can bound the work of one step and interleave
    requests: the lines are split into sentences when the job is made; :meth:`next_slice` hands out the
    next sentences to correct, :meth:`set_corrections` takes their corrections, :meth:`edit_step` turns
    corrections into edits a slice at a time, :meth:`give_up` passes everything not done through
    unchanged, and :meth:`result` gives each line's :class:`LineCorrection`. ``reasons`` counts what was
    passed through and why (``passed_reason``: the words for a sentence the correction function passes
    through). ``size(sentence)``: a sentence's size for :meth:`next_slice` (default: its words)."""

    def __init__(self, lines: Sequence[str], nlp, passed_reason: str = "sentences longer than the model accepts",
                 size: Optional[Callable[[str], int]] = None, split=None):
        self.lines = list(lines)
        self.too_long = [i for i, line in enumerate(self.lines) if len(line) > nlp.max_length]
        todo = self.to_split(self.lines, nlp)
        if split is None:  # else: split_sentences of the lines to_split, done with other jobs' (one spaCy pass)
            split = split_sentences(nlp, [self.lines[i] for i in todo])
        self.flat = [(i, toks) for i, sents in zip(todo, split) for toks in sents]
        self.sources = [" ".join(t.text for t in toks) for _, toks in self.flat]
        self.sizes = [size(x) if size is not None else len(x.split()) for x in self.sources]
        self.corrections = list(self.sources)  # a sentence not corrected stays as it is
        self.passed: set = set()  # sentences passed through
        self.reasons: dict = {}  # why -> how many lines or sentences
        if self.too_long:
            self._note(f"lines longer than {nlp.max_length} characters", len(self.too_long))
        self.decoded = 0  # sentences [0, decoded) are corrected (or passed through)
        self.edited = 0  # sentences [0, edited) have their edits
        self.edits: List[List[TextEdit]] = [[] for _ in self.lines]
        self.cleared = [True] * len(self.lines)  # nothing of the line kept so far
        self.passed_reason = passed_reason

    @staticmethod
    def to_split(lines: Sequence[str], nlp) -> List[int]:
        """The lines spaCy splits into sentences (not blank, within its length limit)."""
        return [i for i, line in enumerate(lines) if line.strip() and len(line) <= nlp.max_length]

    def _note(self, reason: str, count: int = 1) -> None:
        self.reasons[reason] = self.reasons.get(reason, 0) + count

    def remaining_size(self) -> int:
        """The sizes of the sentences not corrected yet, summed."""
        return sum(self.sizes[self.decoded:])

    def unedited_words(self) -> int:
        """Words of the corrected sentences without their edits yet."""
        return sum(len(x.split()) for x in self.sources[self.edited:self.decoded])

    def done(self) -> bool:
        return self.edited == len(self.flat)

    def next_slice(self, max_size: Optional[int] = None) -> List[int]:
        """The next sentences to correct (indices into :attr:`sources`): at least one while any is left,
        then more while their sizes (:attr:`sizes`) stay within ``max_size``."""
        out, total = [], 0
        while self.decoded < len(self.sources):
            k = self.decoded
            if out and max_size is not None and total + self.sizes[k] > max_size:
                break
            out.append(k)
            total += self.sizes[k]
            self.decoded += 1
        return out

    def set_corrections(self, ks: Sequence[int], corrections: Sequence[str], passed: Sequence[int] = ()) -> None:
        """The corrections of sentences ``ks``; ``passed``: positions in ``ks`` passed through by the model."""
        if len(corrections) != len(ks):
            raise RuntimeError(f"the correction function returned {len(corrections)} sentences for {len(ks)}")
        for k, cor in zip(ks, corrections):
            self.corrections[k] = cor
        for j in passed:
            self.passed.add(ks[j])
            self._note(self.passed_reason)

    def give_up(self, reason: str) -> None:
        """Everything not done yet (sentences not corrected, corrections without edits) is passed through."""
        left = len(self.flat) - self.edited
        for k in range(self.edited, len(self.flat)):
            self.corrections[k] = self.sources[k]
            self.passed.add(k)
        self.decoded = self.edited = len(self.flat)
        if left:
            self._note(reason, left)

    def edit_slice(self, max_words: Optional[int] = None) -> List[int]:
        """The next corrected sentences to turn into edits, while their words stay within ``max_words`` (at
        least one while any is left)."""
        ks, words = [], 0
        for k in range(self.edited, self.decoded):
            n = len(self.sources[k].split())
            if ks and max_words is not None and words + n > max_words:
                break
            ks.append(k)
            words += n
        return ks

    def changed(self, ks: Sequence[int]) -> List[int]:
        """Those of sentences ``ks`` whose correction differs from them (they need ERRANT's parses)."""
        return [k for k in ks if self.sources[k].split() != self.corrections[k].split()]

    def apply_edits(self, annotator, ks: Sequence[int], parsed: dict) -> bool:
        """The edits of sentences ``ks`` (:meth:`edit_slice`), ``parsed``: sentence -> (source, correction)
        spaCy docs of :meth:`changed` ones (:func:`parse_pairs`); True when every sentence has its edits."""
        for k in ks:
            i, toks = self.flat[k]
            cor = self.corrections[k]
            self.edits[i].extend(sentence_edits(annotator, self.lines[i], toks, cor,
                                                last_end=self.edits[i][-1].end if self.edits[i] else 0,
                                                at_line_start=self.cleared[i], parsed=parsed.get(k)))
            self.cleared[i] = self.cleared[i] and not cor.strip()
        self.edited += len(ks)
        return self.done()

    def edit_step(self, annotator, nlp, max_words: Optional[int] = None) -> bool:
        """:meth:`edit_slice`, its parses and :meth:`apply_edits` in one call."""
        ks = self.edit_slice(max_words)
        changed = self.changed(ks)
        parsed = dict(zip(changed, parse_pairs(nlp, [(self.sources[k], self.corrections[k]) for k in changed])))
        return self.apply_edits(annotator, ks, parsed)

    def skipped_lines(self) -> List[int]:
        """The lines with something passed through."""
        return sorted(set(self.too_long) | {self.flat[k][0] for k in self.passed})

    def result(self) -> List[LineCorrection]:
        for line, line_edits in zip(self.lines, self.edits):
            tidy_spaces(line, line_edits)
        return [LineCorrection(apply_spans(line, [(e.start, e.end, e.replacement) for e in line_edits]), line_edits)
                for line, line_edits in zip(self.lines, self.edits)]


def correct_lines(lines: Sequence[str], correct: Callable[[List[str], List[int]], List[str]], nlp, annotator,
                  skipped: Optional[List[int]] = None) -> List[LineCorrection]:
    """Correct lines of ordinary text: each line is split into sentences, ``correct`` gets all
    their tokenised forms in one list and a list to which it appends the indices of sentences it
    passes through uncorrected (it returns one correction per sentence), and the edits are applied
    to the line. An empty or blank line comes back unchanged. ``skipped``: the indices of the lines
    with a sentence passed through, or longer than spaCy accepts (``nlp.max_length`` characters,
    passed through whole), are appended here. (:class:`LineJob` in one step.)"""
    job = LineJob(lines, nlp)
    if job.too_long:
        logger.warning("%d line(s) longer than %d characters passed through uncorrected", len(job.too_long),
                       nlp.max_length)
    ks = job.next_slice()
    passed: List[int] = []
    job.set_corrections(ks, correct([job.sources[k] for k in ks], passed) if ks else [], passed)
    job.edit_step(annotator, nlp)
    if skipped is not None:
        skipped.extend(job.skipped_lines())
    return job.result()
