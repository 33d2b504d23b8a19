"""FCE v2.1 / W&I+LOCNESS JSON (the BEA-2019 raw release: one essay per line, character-offset
edits per annotator) -> tokenised parallel sentences for training.

Each essay's edits with a correction are applied to its text (edits whose correction is ``null``
mark an error without correcting it and are left out, counted); paragraphs are the text's lines,
sentences come from spaCy's rule-based sentencizer on the original paragraph, and both sides are
tokenised with spaCy's English tokenizer (the M2 convention). An edit belongs to the sentence its
start falls in; a sentence an edit runs past is merged with the next ones. Overlapping edits are
an error naming the file and line (the release has none).
"""

import functools
import json
import logging
from collections import Counter
from typing import Iterator, List, Sequence, Tuple

from syngec_tools import textio

logger = logging.getLogger(__name__)

CharEdit = Tuple[int, int, str]  # [start, end) in the essay text, correction


@functools.lru_cache(maxsize=None)
def sentencizer():
    """spaCy's English tokenizer with the rule-based sentencizer (no statistical model needed)."""
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    return nlp


def correction_edits(edits: Sequence, path: str, line_no: int, annotator: int, counts: Counter) -> List[CharEdit]:
    """The annotator's edits that carry a correction, sorted; detection-only edits are counted."""
    chosen = [e for ann, es in edits if ann == annotator for e in es]
    if not chosen and edits and annotator not in {ann for ann, _ in edits}:
        raise ValueError(f"{path}:{line_no}: no annotator {annotator} (annotators: {[a for a, _ in edits]})")
    out = []
    for e in chosen:
        if e[2] is None:
            counts["detection_only_edits"] += 1
        else:
            out.append((int(e[0]), int(e[1]), e[2]))
    out.sort()
    for a, b in zip(out, out[1:]):
        if b[0] < a[1]:
            raise ValueError(f"{path}:{line_no}: overlapping edits {a} and {b}")
    return out


def apply_char_edits(text: str, start: int, end: int, edits: Sequence[CharEdit]) -> str:
    """text[start:end] with the edits (all inside [start, end], sorted) applied."""
    out, pos = [], start
    for s, e, cor in edits:
        out.append(text[pos:s])
        out.append(cor)
        pos = e
    out.append(text[pos:end])
    return "".join(out)


def paragraph_spans(text: str) -> Iterator[Tuple[int, int]]:
    """[start, end) of each non-blank line of the essay."""
    pos = 0
    for line in text.split("\n"):
        if line.strip():
            yield pos, pos + len(line)
        pos += len(line) + 1


def essay_pairs(text: str, edits: Sequence[CharEdit]) -> Iterator[Tuple[str, str, int]]:
    """(tokenised source, tokenised correction, number of edits) for each sentence of the essay."""
    nlp = sentencizer()
    tokenise = lambda s: " ".join(t.text for t in nlp.tokenizer(s) if not t.is_space)  # noqa: E731
    for p_start, p_end in paragraph_spans(text):
        doc = nlp(text[p_start:p_end])
        spans = [[p_start + s.start_char, p_start + s.end_char, []] for s in doc.sents]
        for s, e, cor in edits:
            if not p_start <= s <= p_end:
                continue
            # the sentence the edit starts in (an insertion at a sentence end belongs to it)
            i = next(k for k, sp in enumerate(spans) if s < sp[1] or (s == sp[1] and e == s) or k == len(spans) - 1)
            spans[i][0] = min(spans[i][0], s)  # an edit in the space before the sentence
            spans[i][2].append((s, e, cor))
        merged = []
        for sp in spans:
            if merged and merged[-1][2] and max(e for _, e, _ in merged[-1][2]) > merged[-1][1]:
                merged[-1][1] = sp[1]  # an edit ran past the previous sentence's end
                merged[-1][2].extend(sp[2])
            else:
                merged.append(sp)
        for s, e, sent_edits in merged:
            e = max([e] + [ee for _, ee, _ in sent_edits])
            src = tokenise(text[s:e])
            if src:
                yield src, tokenise(apply_char_edits(text, s, e, sent_edits)), len(sent_edits)


def json_to_parallel(path: str, annotator: int = 0, counts: Counter = None) -> Iterator[Tuple[str, str]]:
    """(source, correction) sentence pairs of a BEA-2019 JSON file (FCE v2.1 or W&I+LOCNESS)."""
    counts = Counter() if counts is None else counts
    for line_no, line in enumerate(textio.iter_lines(path), 1):
        if not line.strip():
            continue
        try:
            essay = json.loads(line)
            text, edits = essay["text"], essay["edits"]
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise ValueError(f"{path}:{line_no}: not an essay of the BEA-2019 JSON format ({exc})") from exc
        counts["essays"] += 1
        for src, tgt, n_edits in essay_pairs(text, correction_edits(edits, path, line_no, annotator, counts)):
            counts["sentences"] += 1
            counts["edits"] += n_edits
            counts["unchanged_sentences"] += src == tgt
            yield src, tgt
