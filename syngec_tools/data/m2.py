"""Reading M2 files (CoNLL-2013/14, BEA-2019 / ERRANT format) and turning them into parallel text.

An M2 file is a sequence of blocks separated by blank lines::

    S This are a sentence .
    A 1 2|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
    A 1 2|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
    A 3 3|||M:ADJ|||short|||REQUIRED|||-NONE-|||1

``S`` holds the space-separated source tokens; each ``A`` line is one edit:
token span ``start end`` (0-based, end exclusive; ``-1 -1`` for a ``noop``), error type,
correction tokens (empty or ``-NONE-`` for a deletion), two unused fields and the annotator id.

:func:`read_m2` is the package's one M2 parser: the converters, the ERRANT scorer, the noise's
type counts and the MaxMatch scorer (``syngec_tools.evaluation.m2score.load_references``, which
adds M2Scorer's whole-file checks) all read through it. Malformed input is a ValueError naming
``file:line``.
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable, Iterator, List, Sequence, Union

from syngec_tools import textio

NONE_CORRECTION = "-NONE-"
NOOP_TYPE = "noop"
N_EDIT_FIELDS = 6

PathLike = Union[str, "os.PathLike[str]"]


@dataclass(frozen=True)
class M2Edit:
    """One ``A`` line: span [start, end) of the source, error type, correction and annotator."""

    start: int
    end: int
    type: str
    correction: tuple  # correction tokens; () for a deletion or a noop
    annotator: int
    raw_correction: str = ""  # the correction field exactly as written (what compare_m2 uses)
    line_no: int = 0  # 1-based line in the file (0 when built by hand)

    @property
    def is_noop(self) -> bool:
        """True for the ``-1 -1`` edit that marks "this annotator changes nothing"."""
        return self.start == -1

    @property
    def alternatives(self) -> tuple:
        """The correction field as M2Scorer reads it: its ``||``-separated alternatives, each a
        string (stripped), ``-NONE-`` read as the empty string (a deletion)."""
        return tuple("" if alt == NONE_CORRECTION else alt.strip() for alt in self.raw_correction.split("||"))


@dataclass
class M2Sentence:
    """One M2 block: the source tokens and all edits (of every annotator) in file order."""

    source: list
    edits: list = field(default_factory=list)
    line_no: int = 0  # 1-based line of the ``S`` line

    def annotators(self) -> list:
        """Annotator ids that have at least one ``A`` line here, in ascending order."""
        return sorted({e.annotator for e in self.edits})

    def edits_by(self, annotator: int) -> list:
        """The edits of one annotator, in file order."""
        return [e for e in self.edits if e.annotator == annotator]


def malformed(path: PathLike, line_no: int, msg: str) -> ValueError:
    """The error for malformed M2 input: ``FILE:LINE: malformed M2: msg``."""
    return ValueError(f"{os.fspath(path)}:{line_no}: malformed M2: {msg}")


def parse_edit_line(line: str, n_src: int, path: PathLike = "<m2>", line_no: int = 0) -> M2Edit:
    """Parse one ``A start end|||type|||cor|||REQUIRED|||-NONE-|||id`` line (n_src = source length)."""
    fields = line[2:].split("|||")
    if len(fields) != N_EDIT_FIELDS:
        raise malformed(path, line_no, f"expected {N_EDIT_FIELDS} '|||'-separated fields in an A line, "
                        f"found {len(fields)}: {line!r}")
    span = fields[0].split()
    if len(span) != 2:
        raise malformed(path, line_no, f"edit span must be two integers 'start end', got {fields[0]!r}")
    try:
        start, end = int(span[0]), int(span[1])
    except ValueError:
        raise malformed(path, line_no, f"edit span must be two integers 'start end', got {fields[0]!r}") from None
    if (start, end) != (-1, -1):
        if start < 0 or end < 0:
            raise malformed(path, line_no, f"span {start} {end} is outside the sentence: negative offset "
                            "(only '-1 -1' is allowed, for a noop)")
        if start > end:
            raise malformed(path, line_no, f"span {start} {end} is not a span: start {start} > end {end}")
        if end > n_src:
            raise malformed(path, line_no, f"span {start} {end} is outside the sentence (end {end} goes "
                            f"beyond the sentence of {n_src} tokens)")
    err_type = fields[1].strip()
    if not err_type:
        raise malformed(path, line_no, "empty error type")
    ann = fields[5].strip()
    try:
        annotator = int(ann)
    except ValueError:
        raise malformed(path, line_no, f"annotator id must be an integer, got {ann!r}") from None
    raw = fields[2]
    cor = () if raw.strip() in ("", NONE_CORRECTION) else tuple(raw.split())
    return M2Edit(start, end, err_type, cor, annotator, raw, line_no)


def read_m2(path: PathLike) -> Iterator[M2Sentence]:
    """Yield the sentences of an M2 file; raise ValueError (file:line) on malformed input or a line
    that is not UTF-8. Lines are split on ``\\n`` only (``syngec_tools.textio``)."""
    sent = None  # the open block
    for line_no, line in enumerate(textio.iter_lines(path), start=1):
        if not line.strip():
            if sent is not None:
                yield sent
                sent = None
            continue
        if line == "S" or line.startswith("S "):
            if sent is not None:
                raise malformed(path, line_no, "S line without a blank line after the previous sentence")
            sent = M2Sentence(line[2:].split(), [], line_no)
        elif line.startswith("A "):
            if sent is None:
                raise malformed(path, line_no, "A line outside a sentence (no S line before it)")
            sent.edits.append(parse_edit_line(line, len(sent.source), path, line_no))
        else:
            raise malformed(path, line_no, f"expected an 'S ' or 'A ' line or a blank line, got {line[:40]!r} "
                            "(unknown line prefix)")
    if sent is not None:
        yield sent


def m2_blocks(path: PathLike) -> List[str]:
    """The text of each sentence block of an M2 file (its S line and A lines as written, without the blank
    line), in order: the unit a subset of an M2 file is cut in. Malformed input is :func:`read_m2`'s ValueError
    (file:line)."""
    for _ in read_m2(path):  # the same checks as every other reader of M2
        pass
    blocks, block = [], []
    for line in textio.iter_lines(path):
        if line.strip():
            block.append(line)
        elif block:
            blocks.append("\n".join(block))
            block = []
    if block:
        blocks.append("\n".join(block))
    return blocks


def apply_edits(src_tokens: Sequence[str], edits: Iterable[M2Edit]) -> list:
    """Apply one annotator's edits to the source tokens and return the corrected tokens.

    noop edits are ignored; edits are applied in span order (insertions at the same point in
    file order). Overlapping edits raise ValueError.
    """
    real = sorted((e for e in edits if not e.is_noop), key=lambda e: (e.start, e.end))
    out, pos = [], 0
    for e in real:
        where = f" (line {e.line_no})" if e.line_no else ""
        if not 0 <= e.start <= e.end <= len(src_tokens):
            raise ValueError(f"edit span {e.start} {e.end}{where} is outside a sentence of "
                             f"{len(src_tokens)} tokens")
        if e.start < pos:
            raise ValueError(f"edit {e.start} {e.end}{where} overlaps an earlier edit of annotator "
                             f"{e.annotator} ending at {pos}")
        out.extend(src_tokens[pos:e.start])
        out.extend(e.correction)
        pos = e.end
    out.extend(src_tokens[pos:])
    return out


def _normalise_annotator(annotator) -> Union[int, str]:
    if isinstance(annotator, str) and annotator.strip().lower() == "all":
        return "all"
    try:
        return int(annotator)
    except (TypeError, ValueError):
        raise ValueError(f"annotator must be an integer id or 'all', got {annotator!r}") from None


def m2_to_parallel(paths, annotator: Union[int, str] = 0, keep_noop: bool = True):
    """Turn M2 file(s) into (source, target) text pairs, tokens joined by single spaces.

    annotator: an id (int or digit string) or "all" (one pair per annotator of each sentence).
    A sentence the chosen annotator has no line for gives target == source. An annotator whose
    only edit is a noop also gives target == source, unless keep_noop is False: then the pair is
    dropped and counted under skipped["noop"].
    Returns (pairs, counts) with counts = {"sentences", "pairs", "skipped": {reason: n},
    "no_annotation": sentences without an edit by the chosen annotator(s)}.
    """
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    which = _normalise_annotator(annotator)
    pairs, skipped = [], Counter()
    n_sent = n_unannotated = 0
    for path in paths:
        for sent in read_m2(path):
            n_sent += 1
            src = " ".join(sent.source)
            ids = sent.annotators() if which == "all" else ([which] if sent.edits_by(which) else [])
            if not ids:
                n_unannotated += 1
                pairs.append((src, src))
                continue
            for ann in ids:
                edits = sent.edits_by(ann)
                if not keep_noop and all(e.is_noop for e in edits):
                    skipped["noop"] += 1
                    continue
                try:
                    tgt = apply_edits(sent.source, edits)
                except ValueError as exc:
                    raise ValueError(f"{os.fspath(path)}:{sent.line_no}: {exc}") from None
                pairs.append((src, " ".join(tgt)))
    counts = {"sentences": n_sent, "pairs": len(pairs), "skipped": dict(skipped),
              "no_annotation": n_unannotated}
    return pairs, counts
