"""K-BERT's dataset files and the plain-text side of its input (Liu et al., "K-BERT: Enabling Language
Representation with Knowledge Graph", AAAI 2020; the files of its public code, autoliuweijie/K-BERT).

* **Classification** (``kbert_classification``): a header line naming the columns, then one example a
  line, tab-separated: ``label<TAB>text_a`` or ``label<TAB>text_a<TAB>text_b`` (a sentence pair), in
  the header's column order (K-BERT's ``datasets/chnsenticorp/train.tsv``).
* **NER** (``kbert_ner``): a header ``text_a<TAB>label``, then a sentence a line: its tokens
  space-separated, a tab, one BIO tag a token, space-separated (K-BERT's ``datasets/medical_ner``).
  A tag sequence longer or shorter than its sentence is an error naming file and line.
* **Label dictionary** (``dict.label.txt``): fairseq's dictionary format, ``label count`` a line; the
  line order is the class order.

Every error names the file and line. Nothing here imports torch or fairseq.

Tokens (``tokenize``): ``char``, every character that is not whitespace (Chinese, as K-BERT's own
code reads it, and character-level BERT vocabularies); ``space``, whitespace-separated tokens
(English words, or K-BERT's NER files, whose characters are space-separated). Each token comes with
its character offset in the line, where a word segmenter's boundaries are compared with it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Tuple

from syngec_tools import textio

TOKEN_UNITS = ("char", "space")
# fairseq's special symbols: never written to dict.txt (fairseq adds them itself)
SPECIALS = ("<s>", "<pad>", "</s>", "<unk>")
_SPACE_TOKEN = re.compile(r"\S+")


@dataclass
class Example:
    """One line of a K-BERT file: ``label`` (classification) or ``tags`` (NER); ``line``: 1-based."""
    text_a: str
    text_b: Optional[str] = None
    label: Optional[str] = None
    tags: Optional[List[str]] = None
    line: int = 0


def tokenize(text: str, unit: str) -> List[Tuple[str, int]]:
    """(token, character offset) pairs of ``text`` for the token unit ``char`` or ``space``."""
    if unit == "char":
        return [(c, i) for i, c in enumerate(text) if not c.isspace()]
    if unit == "space":
        return [(m.group(), m.start()) for m in _SPACE_TOKEN.finditer(text)]
    raise ValueError(f"unknown token unit {unit!r} (one of {', '.join(TOKEN_UNITS)})")


def _header(lines: List[str], path: str, needed: Sequence[str], optional: Sequence[str] = ()) -> Dict[str, int]:
    if not lines:
        raise ValueError(f"{path}: empty file (a header line naming the columns is needed: "
                         f"{'<TAB>'.join(needed)})")
    cols = lines[0].split("\t")
    index = {c.strip(): i for i, c in enumerate(cols)}
    missing = [c for c in needed if c not in index]
    unknown = [c for c in index if c not in needed and c not in optional]
    if missing or unknown or len(index) != len(cols):
        raise ValueError(f"{path}:1: the header must name the columns {', '.join(needed)}"
                         f"{' (and ' + ', '.join(optional) + ')' if optional else ''} once each, tab-separated; "
                         f"got {lines[0]!r}")
    return index


def _rows(lines: List[str], path: str, width: int):
    for lineno, line in enumerate(lines[1:], 2):
        cols = line.split("\t")
        if len(cols) != width:
            raise ValueError(f"{path}:{lineno}: {len(cols)} tab-separated columns, the header has {width}")
        yield lineno, cols


def read_classification_tsv(path: str) -> List[Example]:
    """``label<TAB>text_a[<TAB>text_b]`` rows under a header (columns in any order)."""
    lines = textio.read_lines(path)
    cols = _header(lines, path, ("label", "text_a"), ("text_b",))
    out = []
    for lineno, row in _rows(lines, path, len(cols)):
        label = row[cols["label"]].strip()
        if not label:
            raise ValueError(f"{path}:{lineno}: empty label")
        out.append(Example(row[cols["text_a"]], row[cols["text_b"]] if "text_b" in cols else None,
                           label=label, line=lineno))
    return out


def read_ner_tsv(path: str, unit: str = "space") -> List[Example]:
    """``text_a<TAB>label`` rows under a header: one tag per token of ``text_a`` (``tokenize``)."""
    lines = textio.read_lines(path)
    cols = _header(lines, path, ("text_a", "label"))
    out = []
    for lineno, row in _rows(lines, path, len(cols)):
        text, tags = row[cols["text_a"]], row[cols["label"]].split()
        n = len(tokenize(text, unit))
        if len(tags) != n:
            raise ValueError(f"{path}:{lineno}: {len(tags)} tags for a sentence of {n} tokens (--token-unit "
                             f"{unit}): one tag a token")
        out.append(Example(text, tags=tags, line=lineno))
    return out


def read_label_dict(path: str) -> List[str]:
    """The labels of a ``dict.label.txt`` (``label count`` lines), in order."""
    labels: List[str] = []
    for lineno, line in enumerate(textio.read_lines(path), 1):
        parts = line.rsplit(" ", 1)
        if len(parts) != 2 or not parts[0] or not parts[1].isdigit():
            raise ValueError(f"{path}:{lineno}: expected 'label count', got {line!r}")
        if parts[0] in labels:
            raise ValueError(f"{path}:{lineno}: label {parts[0]!r} appears twice")
        labels.append(parts[0])
    if not labels:
        raise ValueError(f"{path}: no labels")
    return labels


def count_lines_of(counts: Dict[str, int]) -> List[str]:
    """fairseq dictionary lines (``symbol count``), most frequent first, ties in code-point order."""
    return [f"{s} {n}" for s, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
