"""LanguageTool's annotated text: a document as a list of text and markup, and the text a checker reads.

Editors send LanguageTool's ``/v2/check`` the parameter ``data`` as JSON ``{"annotation": [{"text": ...},
{"markup": ..., "interpretAs": ...}, ...]}`` so that Markdown, LaTeX or HTML is skipped but still counted
in the offsets: the document is every ``text`` and ``markup`` joined in order; the checker reads every
``text`` with each ``markup`` replaced by its ``interpretAs`` (``""`` when it has none), e.g. ``"\\n\\n"``
for a paragraph break. A correction of the read text becomes a match in the document only when it covers
text alone: it never changes markup. (LanguageTool's HTTP API documentation, "data" of ``/v2/check``.)

This module imports neither torch nor fairseq.
"""

from __future__ import annotations

import bisect
import json
import re
from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

from syngec_tools.textio import first_unencodable


class AnnotationError(ValueError):
    """``data`` that LanguageTool would refuse; the message is LanguageTool's."""


@dataclass(frozen=True)
class TextPart:
    """A ``text`` of the document: ``[start, end)`` in the read text, from ``document_start`` in the document."""

    start: int
    end: int
    document_start: int


class AnnotatedText:
    """A document (``document``: text and markup) and the text read in it (``text``: text and interpretAs),
    from ``items``: ``("text", text)`` or ``("markup", markup, interpretAs)``. With ``soft_breaks``, a line
    break inside a text between two lines that are not blank is read as a space, as LanguageTool reads a
    document (one sentence over a wrapped line) and Markdown a paragraph: the text's lines, corrected one
    by one, are then its paragraphs."""

    def __init__(self, items: Sequence[tuple], soft_breaks: bool = False):
        document, text, parts = [], [], []
        at_document = at_text = 0
        for item in items:
            if item[0] == "text":
                s = item[1]
                if s:
                    if parts and parts[-1].end == at_text and parts[-1].document_start + (
                            parts[-1].end - parts[-1].start) == at_document:  # text right after text: one part
                        parts[-1] = TextPart(parts[-1].start, at_text + len(s), parts[-1].document_start)
                    else:
                        parts.append(TextPart(at_text, at_text + len(s), at_document))
                    document.append(s)
                    text.append(s)
                    at_document += len(s)
                    at_text += len(s)
            else:
                markup, read_as = item[1], item[2]
                document.append(markup)
                text.append(read_as)
                at_document += len(markup)
                at_text += len(read_as)
        self.document, self.text = "".join(document), "".join(text)
        self.parts: List[TextPart] = parts
        self._starts = [p.start for p in parts]
        if soft_breaks:
            self.text = read_soft_breaks(self.text, parts)

    @classmethod
    def plain(cls, text: str) -> "AnnotatedText":
        """A document of text alone."""
        return cls([("text", text)])

    @classmethod
    def from_annotation(cls, annotation) -> "AnnotatedText":
        """The document of ``annotation`` (the list under ``data``'s ``"annotation"``); extra keys of an item
        (e.g. ``offset``, which some editors send) are ignored. :class:`AnnotationError` in LanguageTool's
        words for an item that is not one text or one markup."""
        if not isinstance(annotation, list):
            raise AnnotationError("'annotation' in 'data' must be a list of {\"text\": ...} and "
                                  "{\"markup\": ..., \"interpretAs\": ...} objects")
        items = []
        for i, node in enumerate(annotation):
            shown = json.dumps(node)[:200]  # ASCII: an item may hold what UTF-8 cannot encode
            if not isinstance(node, dict) or ("text" not in node and "markup" not in node):
                raise AnnotationError(f"Only 'text' and 'markup' are supported in 'annotation' list: {shown}")
            if "text" in node and "markup" in node:
                raise AnnotationError("Only either 'text' or 'markup' are supported in an object in 'annotation' "
                                      f"list, not both: {shown}")
            if "text" in node and "interpretAs" in node:
                raise AnnotationError(f"'text' cannot be used with 'interpretAs' (only 'markup' can): {shown}")
            key = "text" if "text" in node else "markup"
            read_as = node.get("interpretAs")  # none (or null): the markup is read as nothing, as LanguageTool does
            if not isinstance(node[key], str) or not isinstance(read_as, (str, type(None))):
                raise AnnotationError(f"'{key}' and 'interpretAs' in 'annotation' list must be strings: {shown}")
            for name, value in ((key, node[key]), ("interpretAs", read_as)):
                check_item_text(value, f"'{name}' of item {i} (from 0) in 'annotation'")
            items.append(("text", node[key]) if key == "text" else ("markup", node[key], read_as or ""))
        return cls(items, soft_breaks=True)

    def _part_at(self, pos: int, prefer_right: bool) -> Optional[TextPart]:
        """The text part holding read-text position ``pos`` (its end included); at the boundary of two parts,
        the one after it if ``prefer_right``."""
        i = bisect.bisect_right(self._starts, pos) - 1
        candidates = [p for p in self.parts[max(i - 1, 0):i + 1] if p.start <= pos <= p.end]
        if not candidates:
            return None
        return candidates[-1] if prefer_right else candidates[0]

    def document_span(self, start: int, end: int, prefer_right: bool = False) -> Optional[Tuple[int, int]]:
        """The document span of the read text's ``[start, end)``, or None when it covers markup (or what a
        markup is read as); an empty span (an insertion) between text and markup goes to the text after it
        if ``prefer_right`` (e.g. "to " written before a word), else to the text before it."""
        part = self._part_at(start, prefer_right or start < end)
        if part is None or end > part.end:
            return None
        return part.document_start + start - part.start, part.document_start + end - part.start


def read_soft_breaks(text: str, parts: Sequence[TextPart]) -> str:
    """``text`` with each line break (``\\n`` or ``\\r\\n``) inside a text part whose lines on both sides hold
    more than whitespace read as spaces (as many characters: the offsets stay)."""
    chars = list(text)
    for part in parts:
        for m in _LINE_BREAK.finditer(text, part.start, part.end):
            before = text.rfind("\n", 0, m.start()) + 1
            after = text.find("\n", m.end())
            after = len(text) if after < 0 else after
            if text[before:m.start()].strip() and text[m.end():after].strip():
                chars[m.start():m.end()] = " " * (m.end() - m.start())
    return "".join(chars)


_LINE_BREAK = re.compile(r"\r?\n")


def check_item_text(value: Optional[str], what: str) -> None:
    """:class:`AnnotationError` when ``value`` holds a code point UTF-8 cannot encode (a JSON escape of half a
    surrogate pair, ``\ud800``, decodes to one): where it is, as a UTF-16 offset (the API's unit)."""
    i = first_unencodable(value or "")
    if i >= 0:
        offset = i + sum(1 for ch in value[:i] if ord(ch) > 0xFFFF)
        raise AnnotationError(f"{what} holds U+{ord(value[i]):04X} at offset {offset} (UTF-16 code units), a lone "
                              "surrogate: not a character")


def parse_data(raw: str) -> AnnotatedText:
    """The document of LanguageTool's ``data`` parameter: ``{"text": ...}`` or ``{"annotation": [...]}``;
    :class:`AnnotationError` with LanguageTool's message otherwise (a RecursionError for JSON nested too deep
    is the caller's)."""
    try:
        data = json.loads(raw)
    except ValueError:
        raise AnnotationError("Could not parse JSON from 'data' parameter") from None
    if not isinstance(data, dict) or ("text" not in data and "annotation" not in data):
        raise AnnotationError("'data' key in JSON requires 'text' or 'annotation' key")
    if "text" in data and "annotation" in data:
        raise AnnotationError("'data' key in JSON requires either 'text' or 'annotation' key, not both")
    if "text" in data:
        if not isinstance(data["text"], str):
            raise AnnotationError("'text' in 'data' must be a string")
        check_item_text(data["text"], "'text' in 'data'")
        return AnnotatedText.plain(data["text"])
    return AnnotatedText.from_annotation(data["annotation"])
