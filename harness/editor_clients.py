"""Requests to LanguageTool's ``/v2/check`` built the way real editors build them, for tests and
benchmarks/serve_load.py: a Markdown note as tokens, its annotated text as each client makes it, and each
client's URL, headers and form encoding. Read from the clients' public sources (2026):

- Obsidian, "LanguageTool Integration" (Clemens-E/obsidian-languagetool-plugin, src/api.ts): annotatedtext-
  remark 1.0 (text nodes as text, what lies between as one markup read as its line breaks, "• " after a
  list marker, inline code as itself; every item with an ``offset``; the list starts and ends with markup),
  a form body encoded by encodeURIComponent, ``Accept: application/json``, sent by the app's fetch (an
  ``Origin: app://obsidian.md`` header), always ``enabledOnly=false`` and ``level``, ``preferredVariants``
  even when the language is not auto.
- Obsidian, wrenger/obsidian-languagetool (src/markdown/parser.ts, src/annotated.ts): markup sent as spaces
  of its length, often without interpretAs; "\\n\\n" after blocks, "• " before list items, inline code read
  as its content; neighbours merged, the list stripped of markup at both ends; URLSearchParams encoding.
- LTeX (valentjn/ltex-ls, LanguageToolHttpInterface.kt, MarkdownAnnotatedTextBuilder): each line break its
  own markup (read as " " inside a paragraph, "\\n" outside), other markup without interpretAs, inline code
  read as "Dummy0", "Dummy1", ...; a form body under ``Content-Type: application/json``; ltex-ls-plus sends
  the form's type and joins the URL as ``uri + "/v2/check"`` (a URI ending in "/" gives ``//v2/check``).
- VS Code, LanguageTool Linter (davidlday/vscode-languagetool-linter, src/Linter.ts): annotatedtext-remark
  0.8 with its own reading (line breaks, "# " after a heading marker, inline code as `###`), a plain-text
  document as one text item; ``Content-Type: ...;charset=UTF-8`` and the misspelt ``Accepts`` header; the
  URL is the setting + "/v2/check".
"""

import json
import re
from urllib.parse import quote, quote_plus, urlencode

TEXT, SOFT = "text", "soft"  # a soft line break: inside a paragraph's text


def markdown_note(sentences, chars=20000):
    """Tokens ``(kind, source)`` of a Markdown note of at most ``chars`` characters: YAML front matter, then
    sections of a heading, a paragraph (bold, a link, inline code, a soft line break), a fenced code block
    and a list, their text taken from ``sentences`` in turn."""
    tokens = [("frontmatter", "---\ntitle: Notes on the essays\ntags: [writing, review]\n---\n"), ("sep", "\n")]
    k = 0

    def take():
        nonlocal k
        k += 1
        return sentences[(k - 1) % len(sentences)]

    section = 0
    while True:
        section += 1
        words = take().split()
        first, second, third = take(), take(), take()
        block = [("heading", "## "), (TEXT, " ".join(words[:4]).rstrip(".,;:")), ("sep", "\n\n")]
        half = first.split(" ")
        block += [(TEXT, " ".join(half[:len(half) // 2]) + " "), ("emph", "**"),
                  (TEXT, " ".join(half[len(half) // 2:])), ("emph", "**"), (TEXT, " " + second + " See "),
                  ("link_open", "["), (TEXT, "the notes"), ("link_close", f"](https://example.org/notes/{section})"),
                  (TEXT, " and "), ("code", f"`run_{section}()`"), (TEXT, " for more."), (SOFT, "\n"),
                  (TEXT, third), ("sep", "\n\n"),
                  ("fence", f"```python\ndef run_{section}():\n    return {section} * 2\n```"), ("sep", "\n\n")]
        for i in range(3):
            block += [("item", "- "), (TEXT, take())] + ([("item_sep", "\n")] if i < 2 else [("sep", "\n\n")])
        if len(document(tokens + block)) > chars:
            break
        tokens += block
    return tokens


def document(tokens):
    return "".join(s for _, s in tokens)


def read_text(annotation):
    """The text a checker reads in ``annotation``: text, and each markup as its interpretAs (none: nothing);
    a line break inside a text between two lines that are not blank is read as a space (a paragraph wrapped
    over lines is one paragraph), character by character."""
    chars = []  # (character, from a text)
    for a in annotation:
        if "text" in a:
            chars += [(ch, True) for ch in a["text"]]
        else:
            chars += [(ch, False) for ch in a.get("interpretAs") or ""]
    read = [ch for ch, _ in chars]
    for i, (ch, from_text) in enumerate(chars):
        if ch != "\n" or not from_text:
            continue
        j = i - 1 if i > 0 and read[i - 1] == "\r" and chars[i - 1][1] else i
        before, k = [], j - 1
        while k >= 0 and read[k] != "\n":
            before.append(read[k])
            k -= 1
        after, k = [], i + 1
        while k < len(read) and read[k] != "\n":
            after.append(read[k])
            k += 1
        if "".join(before).strip() and "".join(after).strip():
            for m in range(j, i + 1):
                read[m] = " "
    return "".join(read)


def annotated_document(annotation):
    return "".join(a["text"] if "text" in a else a["markup"] for a in annotation)


def _runs(tokens):
    """(is_text, source) runs: neighbouring text (soft breaks included) and neighbouring markup merged, as
    annotatedtext-remark gives them (mdast text nodes keep their soft line breaks)."""
    runs = []
    for kind, s in tokens:
        is_text = kind in (TEXT, SOFT)
        if runs and runs[-1][0] == is_text:
            runs[-1][1] += s
        else:
            runs.append([is_text, s])
    return runs


def _remark_items(tokens, interpret):
    items, at = [], 0
    runs = _runs(tokens)
    if runs and runs[0][0]:
        runs.insert(0, [False, ""])
    if runs and runs[-1][0]:
        runs.append([False, ""])
    for is_text, s in runs:
        offset = {"end": at + len(s), "start": at}
        items.append({"offset": offset, "text": s} if is_text else
                     {"interpretAs": interpret(s), "markup": s, "offset": offset})
        at += len(s)
    return items


def obsidian_annotation(tokens):
    """The Obsidian plugin's ``data`` annotation (annotatedtext-remark with its interpretmarkup)."""
    def interpret(markup):
        if re.fullmatch(r"(`+)[^`]+\1", markup):
            return markup
        return "\n" * markup.count("\n") + ("• " if re.search(r"^\s*(-|\d+\.) $", markup, re.M) else "")
    return _remark_items(tokens, interpret)


def vscode_annotation(tokens):
    """The VS Code LanguageTool Linter's annotation of a Markdown document (its customMarkdownInterpreter)."""
    def interpret(markup):
        if re.match(r"^(?!\s*`{3})\s*`{1,2}", markup):
            return "`" + "#" * (len(markup) - 2) + "`"
        read = "\n" * markup.count("\n")
        if re.search(r"#\s+$", markup):
            read += "# "
        elif re.search(r"\*\s+$", markup):
            read += "* "
        elif re.search(r"\d+\.\s+$", markup):
            read += "** "
        return read
    return _remark_items(tokens, interpret)


def wrenger_annotation(tokens):
    """(leading markup length, annotation) of wrenger's Obsidian plugin: markup as spaces, interpretAs after
    blocks and before list items, inline code as its content; then merged and stripped at both ends."""
    raw = []
    for i, (kind, s) in enumerate(tokens):
        if kind in (TEXT, SOFT):
            raw.append({"text": s})
        elif kind == "code":
            raw.append({"markup": " " * len(s), "interpretAs": s.strip("`")})
        elif kind == "item":
            raw += [{"markup": "", "interpretAs": "• "}, {"markup": " " * len(s)}]
        else:
            raw.append({"markup": " " * len(s)})
            if kind in ("sep", "item_sep") and tokens[i - 1][0] in (TEXT, SOFT):
                raw.append({"markup": "", "interpretAs": "\n\n"})  # after a heading, paragraph, list item
    merged = []
    for item in raw:
        if item.get("text") == "" or (item.get("markup") == "" and "interpretAs" not in item):
            continue
        if merged and ("text" in item) == ("text" in merged[-1]):
            last = merged[-1]
            if "text" in item:
                last["text"] += item["text"]
            else:
                last["markup"] += item["markup"]
                if "interpretAs" in item or "interpretAs" in last:
                    last["interpretAs"] = last.get("interpretAs", "") + item.get("interpretAs", "")
            continue
        merged.append(dict(item))
    for item in merged:
        if "interpretAs" in item:
            item["interpretAs"] = re.sub(r"\n{3,}", "\n\n", item["interpretAs"])
    lead = 0
    while merged and "markup" in merged[0]:
        lead += len(merged.pop(0)["markup"])
    while merged and "markup" in merged[-1]:
        merged.pop()
    return lead, merged


def ltex_markdown_annotation(tokens):
    """LTeX's annotation of a Markdown document: each line break its own markup, read as " " inside a
    paragraph and "\\n" outside; other markup without interpretAs; inline code read as Dummy0, Dummy1, ..."""
    items, dummies = [], 0
    for kind, s in tokens:
        if kind == TEXT:
            items.append({"text": s})
        elif kind == SOFT:
            items.append({"markup": "\n", "interpretAs": " "})
        elif kind == "code":
            items.append({"markup": s, "interpretAs": f"Dummy{dummies}"})
            dummies += 1
        else:
            for part in re.split(r"(\n)", s):
                if part == "\n":
                    items.append({"markup": "\n", "interpretAs": "\n"})
                elif part:
                    items.append({"markup": part})
    return items


def latex_annotation(sentences):
    """LTeX's annotation of a LaTeX document (LatexAnnotatedTextBuilder's reading: commands as markup, a
    section's closing brace read as ".", a paragraph break as "\\n\\n", a line break as " ", "~" as a no-break
    space, math as Dummy0, "---" as an em dash) whose paragraphs hold ``sentences``."""
    items = [{"markup": "\\documentclass{article}\n\\begin{document}\n\\section{", "interpretAs": ""},
             {"text": "Introduction"}, {"markup": "}", "interpretAs": "."}, {"markup": "\n\n", "interpretAs": "\n\n"},
             {"text": "He go to school every day and she like"}, {"markup": "~", "interpretAs": "\u00a0"},
             {"text": "it."}, {"markup": "\n", "interpretAs": " "}, {"text": "We has "},
             {"markup": "$x^2$", "interpretAs": "Dummy0"}, {"text": " apples in "}, {"markup": "\\emph{"},
             {"text": "the"}, {"markup": "}"}, {"text": " garden."}, {"markup": "\n\n", "interpretAs": "\n\n"},
             {"text": "They was happy "}, {"markup": "---", "interpretAs": "\u2014"}, {"text": " and I is too."}]
    for k, sentence in enumerate(sentences):
        items += [{"markup": "\n\n" if k % 2 == 0 else "\n", "interpretAs": "\n\n" if k % 2 == 0 else " "},
                  {"text": sentence}]
    return items + [{"markup": "\n\\end{document}\n"}]


def encode_uri_component(s):
    return quote(s, safe="-_.!~*'()")


def obsidian_request(base, annotation, language="auto", level="default", preferred_variants="en-GB"):
    """(url, headers, body) as the Obsidian plugin (Clemens-E) sends them."""
    params = {"data": json.dumps({"annotation": annotation}, ensure_ascii=False, separators=(",", ":")),
              "language": language, "enabledOnly": "false", "level": level}
    if preferred_variants:
        params["preferredVariants"] = preferred_variants
    body = "&".join(f"{encode_uri_component(k)}={encode_uri_component(v)}" for k, v in params.items())
    return (base + "/v2/check", {"Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json",
                                 "Origin": "app://obsidian.md"}, body)


def wrenger_request(base, annotation, level="default"):
    """(url, headers, body) as wrenger's Obsidian plugin sends them (language auto: preferredVariants)."""
    params = {"data": json.dumps({"annotation": annotation}, ensure_ascii=False, separators=(",", ":")),
              "language": "auto", "enabledOnly": "false", "level": level,
              "preferredVariants": "en-US,de-DE,pt-PT,ca-ES"}
    return (base + "/v2/check", {"Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"},
            urlencode(params))


def ltex_request(base, annotation, plus=False, language="en-US"):
    """(url, headers, body) as ltex-ls sends them (a form under Content-Type application/json), or ltex-ls-plus
    (``plus``: the form's type, and the URL joined as ``base + "/v2/check"``, ``base`` as configured)."""
    params = {"language": language, "data": json.dumps({"annotation": annotation}, ensure_ascii=False),
              "level": "picky", "motherTongue": "de-DE"}
    body = "&".join(f"{quote_plus(k, safe='.-*_')}={quote_plus(v, safe='.-*_')}"
                    for k, v in params.items())
    if plus:
        return base + "/v2/check", {"Content-Type": "application/x-www-form-urlencoded",
                                    "Accept": "application/json"}, body
    return base.rstrip("/") + "/v2/check", {"Content-Type": "application/json"}, body


def vscode_request(base, annotation, level="picky"):
    """(url, headers, body) as the VS Code LanguageTool Linter sends them (``base``: its external.url)."""
    params = {"language": "auto", "level": level, "disabledRules": "WHITESPACE_RULE",
              "data": json.dumps({"annotation": annotation}, ensure_ascii=False, separators=(",", ":"))}
    body = "&".join(f"{encode_uri_component(k)}={encode_uri_component(v)}" for k, v in params.items())
    return (base + "/v2/check", {"Accepts": "application/json",
                                 "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8"}, body)
