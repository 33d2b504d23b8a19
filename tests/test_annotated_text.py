"""LanguageTool's annotated text (syngec_tools.annotated_text) against a literal character map, its
errors in LanguageTool's words, and the server's matches of an annotated document (build_matches)."""

import json
import random

import pytest

from harness.server import from_utf16
from syngec_tools.annotated_text import AnnotatedText, AnnotationError, parse_data
from syngec_tools.raw_text import LineCorrection, TextEdit
from syngec_tools.serving import build_matches


def char_map(items):
    """For each character of the read text, its index in the document, or None (it is what a markup is read
    as); built one character at a time."""
    where, at = [], 0
    for item in items:
        if item[0] == "text":
            for _ in item[1]:
                where.append(at)
                at += 1
        else:
            where.extend([None] * len(item[2]))
            at += len(item[1])
    return where


def oracle_span(where, start, end, prefer_right):
    """The document span of read text [start, end): every character text and the document's characters
    consecutive; an insertion next to a text character (the one after it if prefer_right, else before)."""
    if start < end:
        idx = where[start:end]
        if None in idx or any(b != a + 1 for a, b in zip(idx, idx[1:])):
            return None
        return idx[0], idx[-1] + 1
    before = where[start - 1] + 1 if start > 0 and where[start - 1] is not None else None
    after = where[start] if start < len(where) and where[start] is not None else None
    first, second = (after, before) if prefer_right else (before, after)
    pos = first if first is not None else second
    return None if pos is None else (pos, pos)


def random_items(rng):
    items = []
    for _ in range(rng.randint(0, 9)):
        if rng.random() < 0.55:
            items.append(("text", "".join(rng.choice("ab c") for _ in range(rng.randint(0, 4)))))
        else:
            markup = "".join(rng.choice("<*>#") for _ in range(rng.randint(0, 3)))
            items.append(("markup", markup, rng.choice(["", " ", "\n\n", "X", "Dummy0"])))
    return items


def test_document_spans_equal_a_literal_character_map():
    rng = random.Random(7)
    checked = 0
    for _ in range(1500):
        items = random_items(rng)
        doc = AnnotatedText(items)
        assert doc.document == "".join(i[1] for i in items)
        assert doc.text == "".join(i[1] if i[0] == "text" else i[2] for i in items)
        where = char_map(items)
        for start in range(len(doc.text) + 1):
            for end in range(start, len(doc.text) + 1):
                for right in (False, True):
                    assert doc.document_span(start, end, right) == oracle_span(where, start, end, right), (
                        items, start, end, right)
                    checked += 1
    assert checked > 50000


def test_errors_in_languagetools_words():
    cases = {
        "{not json": "Could not parse JSON from 'data' parameter",
        "[1, 2]": "'data' key in JSON requires 'text' or 'annotation' key",
        '{"text": "a", "annotation": []}': "'data' key in JSON requires either 'text' or 'annotation' key, not both",
        '{"annotation": [{"text": "a"}, {"interpretAs": "x"}]}':
            "Only 'text' and 'markup' are supported in 'annotation' list: {\"interpretAs\": \"x\"}",
        '{"annotation": [{"text": "a", "markup": "b"}]}':
            "Only either 'text' or 'markup' are supported in an object in 'annotation' list, not both: "
            '{"text": "a", "markup": "b"}',
        '{"annotation": [{"text": "a", "interpretAs": "b"}]}':
            "'text' cannot be used with 'interpretAs' (only 'markup' can): {\"text\": \"a\", \"interpretAs\": \"b\"}",
        '{"annotation": [{"markup": "<b>", "interpretAs": 3}]}':
            "'markup' and 'interpretAs' in 'annotation' list must be strings",
        '{"annotation": {"text": "a"}}': "'annotation' in 'data' must be a list",
    }
    for raw, message in cases.items():
        with pytest.raises(AnnotationError) as info:
            parse_data(raw)
        assert str(info.value).startswith(message), (raw, str(info.value))
    # what editors send and LanguageTool reads: extra keys (offset), markup without interpretAs, or with null
    doc = parse_data(json.dumps({"annotation": [
        {"interpretAs": "", "markup": "", "offset": {"end": 0, "start": 0}},
        {"offset": {"end": 6, "start": 0}, "text": "He go "}, {"markup": "<br/>"},
        {"markup": "<i>", "interpretAs": None},
        {"text": "home."}, {"markup": "\n\n## ", "interpretAs": "\n\n"}, {"text": "Next"}]}))
    assert doc.document == "He go <br/><i>home.\n\n## Next" and doc.text == "He go home.\n\nNext"
    assert parse_data('{"text": "plain"}').document == "plain"


def edit(text, original, replacement, kind, occurrence=0):
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(original, start + 1)
    return TextEdit(start, start + len(original), original, replacement, kind, (0, len(text)))


def test_matches_point_into_the_document_and_never_change_markup():
    items = [("markup", "# ", ""), ("text", "Notes"), ("markup", "\n\n", "\n\n"), ("text", "He "),
             ("markup", "<b>", ""), ("text", "go"), ("markup", "</b>", ""),
             ("text", " home and they was happy. I like "),
             ("markup", "`code`", "Dummy0"), ("text", " very."), ("markup", "\n\n```\nx = 1\n```\n\n", "\n\n"),
             ("text", "She went school😀 yesterday.")]
    doc = AnnotatedText(items)
    lines = doc.text.split("\n")
    assert lines[2] == "He go home and they was happy. I like Dummy0 very." and lines[4].startswith("She went")
    line2 = lines[2]
    corrections = [LineCorrection(lines[0], []), LineCorrection("", []), LineCorrection(line2, [
        edit(line2, "go", "goes", "R:VERB:SVA"),  # inside <b>...</b>: offered
        edit(line2, "go home", "went home", "R:OTHER"),  # across </b>: left out
        edit(line2, "was", "were", "R:VERB:SVA"),
        edit(line2, "Dummy0", "it", "R:NOUN"),  # what markup is read as: left out
        edit(line2, " very", "", "U:ADV"),  # right after the markup: text alone, offered
    ]), LineCorrection("", []), LineCorrection(lines[4], [
        TextEdit(9, 9, "", "to ", "M:PREP", (0, len(lines[4]))),
        edit(lines[4], "yesterday", "today", "R:NOUN")])]
    matches, left_out = build_matches(doc, corrections)
    assert left_out == 2
    document = doc.document
    got = {}
    for m in matches:
        start, end = from_utf16(document, m["offset"], m["length"])
        got[document[start:end]] = (start, m["replacements"][0]["value"], m["sentence"])
        c_start, c_end = from_utf16(m["context"]["text"], m["context"]["offset"], m["context"]["length"])
        assert m["context"]["text"][c_start:c_end] == document[start:end]
    go = document.index("<b>go") + 3
    assert got["go"] == (go, "goes", line2)
    assert got["was"][1] == "were" and got[" very"][1] == "" and got["school"][1] == "to school"
    assert got["yesterday"][0] == document.index("yesterday")
    # the context is the document's, markup included (LanguageTool's), with its line breaks as spaces
    (m,) = [m for m in matches if m["replacements"][0]["value"] == "goes"]
    assert "He <b>go</b> home" in m["context"]["text"] and "Notes  He" in m["context"]["text"]
    # every match applied to the document leaves each markup as it was
    out, last = [], 0
    for m in sorted(matches, key=lambda m: m["offset"]):
        start, end = from_utf16(document, m["offset"], m["length"])
        out.append(document[last:start] + m["replacements"][0]["value"])
        last = end
    fixed = "".join(out) + document[last:]
    for item in items:
        if item[0] == "markup":
            assert item[1] in fixed
    assert "He <b>goes</b> home and they were happy. I like `code`." in fixed and "went to school😀 today" in fixed



def test_a_line_break_inside_a_paragraph_is_read_as_a_space():
    """Annotated documents are read as LanguageTool reads them: a paragraph wrapped over lines is one
    paragraph (its line breaks read as spaces, offsets unchanged); a blank line, a line of spaces or a
    markup read as a line break still separate; data's plain "text" and the text parameter keep lines."""
    doc = parse_data(json.dumps({"annotation": [
        {"text": "He go to\nschool.\n\nShe like\r\nit.\n  \nNext"}, {"markup": "**"}, {"text": "\nx.\n"},
        {"markup": "\n## ", "interpretAs": "\n\n"}, {"text": "Title\n"}, {"markup": "- ", "interpretAs": "\n• "},
        {"text": "item"}]}))
    assert doc.text == "He go to school.\n\nShe like  it.\n  \nNext x.\n\n\nTitle\n\n• item"
    assert doc.document_span(8, 9) == (8, 9) and doc.document[8] == "\n"
    assert parse_data(json.dumps({"text": "a\nb"})).text == "a\nb"
