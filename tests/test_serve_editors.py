"""fairseq-syngec-serve in writers' editors (issue 43): LanguageTool's annotated text as Obsidian's two
plugins, LTeX (Markdown and LaTeX, ltex-ls and ltex-ls-plus) and the VS Code linter send it, built as their
sources build it (harness/editor_clients.py), and pylanguagetool for real, against the server process.

The oracle of an annotated request is the same server's answer for the text read in it, sent as ``text``:
each of its matches that covers text alone, moved into the document by a character map built here, must be
in the annotated answer, with the same replacement and sentence; the annotated answer has nothing else but
insertions placed beside markup."""

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

from harness.editor_clients import (
    annotated_document,
    document,
    latex_annotation,
    ltex_markdown_annotation,
    ltex_request,
    markdown_note,
    obsidian_annotation,
    obsidian_request,
    read_text,
    vscode_annotation,
    vscode_request,
    wrenger_annotation,
    wrenger_request,
)
from harness.helpers import JFLEG
from harness.server import from_utf16, server_fixture

pytestmark = pytest.mark.long_file  # started first by conftest.py

SENTENCES = [line for line in (JFLEG / "test.src").read_text(encoding="utf-8").splitlines() if line.strip()]


def detok(line):
    from syngec_tools import raw_text

    return raw_text.detokenize(line.split())


server = server_fixture("--allow-origin", "app://obsidian.md")  # the Obsidian plugin's app origin


@pytest.fixture(scope="module")
def note():
    return markdown_note([detok(s) for s in SENTENCES], chars=20000)


def char_map(annotation):
    """Each read character's index in the document, or None (what a markup is read as)."""
    where, at = [], 0
    for a in annotation:
        if "text" in a:
            where.extend(range(at, at + len(a["text"])))
            at += len(a["text"])
        else:
            where.extend([None] * len(a.get("interpretAs") or ""))
            at += len(a["markup"])
    return where


def send(url, headers, body):
    r = requests.post(url, data=body.encode("utf-8"), headers=headers, timeout=600)
    assert r.status_code == 200, (r.status_code, r.text[:300])
    return r


def check_against_read_text(base, annotation, answer):
    """The annotated ``answer`` against the server's answer for the read text (see the module's doc)."""
    doc, read = annotated_document(annotation), read_text(annotation)
    plain = requests.post(base + "/v2/check", data={"text": read, "language": "en-US"}, timeout=600).json()
    where = char_map(annotation)
    want = {}
    for m in plain["matches"]:
        start, end = from_utf16(read, m["offset"], m["length"])
        idx = where[start:end]
        if start < end and None not in idx and all(b == a + 1 for a, b in zip(idx, idx[1:])):
            want[(idx[0], idx[-1] + 1)] = (m["replacements"][0]["value"], m["sentence"])
    got = {}
    for m in answer["matches"]:
        start, end = from_utf16(doc, m["offset"], m["length"])
        got[(start, end)] = (m["replacements"][0]["value"], m["sentence"])
        c_start, c_end = from_utf16(m["context"]["text"], m["context"]["offset"], m["context"]["length"])
        assert m["context"]["text"][c_start:c_end] == doc[start:end].replace("\n", " ")
    assert want, "the model made no correction of text alone: nothing was compared"
    for span, value in want.items():
        assert got.get(span) == value, (span, doc[span[0]:span[1]], value, got.get(span))
    for span in set(got) - set(want):
        assert span[0] == span[1], ("a match that is not the read text's", span, doc[span[0] - 20:span[1] + 20])
    return len(want)


def test_obsidian_note_of_20000_characters_in_one_request(server, note):
    """The Obsidian plugin's request for a 20,000-character note (front matter, headings, bold, links, inline
    code, code blocks, lists): one answer, from its app origin, every match in the note's text."""
    _, base = server
    annotation = obsidian_annotation(note)
    doc = document(note)
    assert annotated_document(annotation) == doc and 19000 < len(doc) <= 20000
    url, headers, body = obsidian_request(base, annotation)
    t0 = time.perf_counter()
    r = send(url, headers, body)
    seconds = time.perf_counter() - t0
    answer = r.json()
    assert r.headers["Access-Control-Allow-Origin"] == "app://obsidian.md"
    assert answer["language"]["detectedLanguage"]["code"] == "en-GB"  # language=auto, preferredVariants=en-GB
    assert not answer["warnings"]["incompleteResults"], answer["warnings"]
    n = check_against_read_text(base, annotation, answer)
    for m in answer["matches"]:  # nothing in the front matter, a code block or a link's URL
        start, end = from_utf16(doc, m["offset"], m["length"])
        assert "```" not in doc[start:end] and "https://" not in doc[start:end] and start > doc.index("---\n\n") - 1
    print(f"20,000-character note: {len(answer['matches'])} matches ({n} compared) in {seconds:.1f} s")


def test_wrenger_obsidian_plugin_markup_as_spaces(server, note):
    _, base = server
    part = note[:40]
    lead, annotation = wrenger_annotation(part)
    assert "text" in annotation[0] and any("interpretAs" not in a for a in annotation if "markup" in a)
    url, headers, body = wrenger_request(base, annotation)
    answer = send(url, headers, body).json()
    assert answer["language"]["detectedLanguage"]["code"] == "en-US"
    check_against_read_text(base, annotation, answer)
    real = document(part)
    for m in answer["matches"]:  # the plugin adds the markup it stripped: the offsets are the note's
        start, end = from_utf16(annotated_document(annotation), m["offset"], m["length"])
        assert real[lead + start:lead + end] == annotated_document(annotation)[start:end]


@pytest.mark.parametrize("plus", [False, True], ids=["ltex-ls", "ltex-ls-plus"])
def test_ltex_markdown_and_latex(server, note, plus):
    """LTeX: a form under Content-Type application/json (ltex-ls); ltex-ls-plus's URL from a setting ending
    in "/" (//v2/check); a Markdown document and a LaTeX one."""
    _, base = server
    for annotation in (ltex_markdown_annotation(note[:40]), latex_annotation([detok(s) for s in SENTENCES[:10]])):
        url, headers, body = ltex_request(base + "/" if plus else base, annotation, plus=plus)
        answer = send(url, headers, body).json()
        assert answer["language"]["code"] == "en-US"
        check_against_read_text(base, annotation, answer)
    assert all(m["sentence"] for m in answer["matches"])  # LTeX reads it as a required string


def test_latex_sentence_across_markup_is_one_sentence(server):
    _, base = server
    latex = latex_annotation([])
    url, headers, body = ltex_request(base, latex)
    answer = send(url, headers, body).json()
    read = read_text(latex)
    assert "We has Dummy0 apples in the garden." in read
    sentences = {m["sentence"] for m in answer["matches"]}
    for s in sentences:  # a sentence is the read text's, whole across \emph{...} and ~
        assert s in read and "\\" not in s and "{" not in s


def test_vscode_linter_markdown_and_plain_text(server, note):
    _, base = server
    for annotation in (vscode_annotation(note[:40]), [{"text": document(note[:40]), "offset": {"start": 0, "end": 1}}]):
        for setting in (base, base + "/"):  # its external.url, with and without a final "/"
            url, headers, body = vscode_request(setting, annotation)
            answer = send(url, headers, body).json()
            assert answer["software"]["apiVersion"] == 1 and answer["language"]["code"] == "en-US"
            check_against_read_text(base, annotation, answer)


def test_pylanguagetool_for_real(server, tmp_path):
    """pylanguagetool's api.check, with the parameters its command line sends: language auto, picky, mother
    tongue, preferred variants, a disabled rule; the answer is the plain request's, the rule left out."""
    from pylanguagetool import api

    _, base = server
    text = "\n".join(detok(s) for s in SENTENCES[:12])
    plain = requests.post(base + "/v2/check", data={"text": text, "language": "en-US"}, timeout=600).json()
    assert plain["matches"]
    off = plain["matches"][0]["rule"]["id"]
    answer = api.check(text, api_url=base + "/v2/", lang="auto", mother_tongue="de-DE", preferred_variants="en-GB",
                       picky=True, disabled_rules=off)
    assert answer["language"]["detectedLanguage"]["code"] == "en-GB"
    assert answer["language"]["detectedLanguage"]["confidence"] > 0
    want = [m for m in plain["matches"] if m["rule"]["id"] != off]
    assert [(m["offset"], m["length"], m["replacements"]) for m in answer["matches"]] == [
        (m["offset"], m["length"], m["replacements"]) for m in want]
    # its command line, on a file
    letter = tmp_path / "letter.txt"
    letter.write_text(text + "\n", encoding="utf-8")
    cli = Path(sys.executable).parent / "pylanguagetool"
    res = subprocess.run([str(cli), "--api-url", base + "/v2/", "--lang", "auto", "--preferred-variants", "en-GB",
                          "--no-color", "--rules", str(letter)], capture_output=True, text=True, timeout=600)
    # exit status 1: it found errors (0 would be none), as a linter
    assert res.returncode == 1 and "English (GB) detected" in res.stdout, (res.returncode, res.stderr[-2000:])
    assert res.stdout.count("GEC_") == len(plain["matches"]), res.stdout[-2000:]


def test_languagetool_parameters_are_never_an_error(server):
    """Parameters LanguageTool accepts, as editors send them, are read or ignored; Obsidian's preferredVariants
    beside a fixed language (LanguageTool refuses it) is ignored."""
    _, base = server
    text = "He go to school yesterday."
    for extra in ({"level": "picky"}, {"level": "default"}, {"motherTongue": "de-DE"}, {"enabledOnly": "false"},
                  {"preferredVariants": "en-GB,de-DE"}, {"username": "me", "apiKey": "k"}, {"enabledRules": "X"},
                  {"disabledCategories": "TYPOS"}, {"mode": "all"}, {"allowIncompleteResults": "true"}):
        r = requests.post(base + "/v2/check", data={"text": text, "language": "en-US", **extra}, timeout=600)
        assert r.status_code == 200, (extra, r.text)
    # the query wins over the body, as in LanguageTool
    r = requests.post(base + "/v2/check?language=en-GB", data={"text": text, "language": "xx"}, timeout=600)
    assert r.status_code == 200 and r.json()["language"]["code"] == "en-GB"
    # a form under another Content-Type (older LTeX), or none
    for ctype in ("application/json", "text/plain", None):
        headers = {"Content-Type": ctype} if ctype else {}
        r = requests.post(base + "/v2/check", data=f"text={text.replace(' ', '+')}&language=en-US".encode(),
                          headers=headers, timeout=600)
        assert r.status_code == 200, (ctype, r.text)


def test_bad_data_is_named_in_languagetools_words(server):
    _, base = server
    bad = {
        "{not json": "Error: Could not parse JSON from 'data' parameter",
        '{"annotation": [{"text": "He go."}, {"interpretAs": "x"}]}':
            "Error: Only 'text' and 'markup' are supported in 'annotation' list: {\"interpretAs\": \"x\"}",
        '{"annotation": [{"text": "a", "markup": "b"}]}':
            "Error: Only either 'text' or 'markup' are supported in an object in 'annotation' list, not both",
        '{"annotation": [{"markup": "<b>", "interpretAs": 1}]}':
            "Error: 'markup' and 'interpretAs' in 'annotation' list must be strings",
        '{"texts": "a"}': "Error: 'data' key in JSON requires 'text' or 'annotation' key",
    }
    for data, message in bad.items():
        r = requests.post(base + "/v2/check", data={"data": data, "language": "en-US"}, timeout=600)
        assert r.status_code == 400 and r.text.startswith(message), (data, r.text)
    r = requests.post(base + "/v2/check", data={"data": '{"text": "a"}', "text": "a", "language": "en-US"})
    assert r.status_code == 400 and "Set only 'text' or 'data' parameter, not both" in r.text
    long = json.dumps({"annotation": [{"markup": "<p>" * 5000, "interpretAs": ""}, {"text": "x" * 20001}]})
    r = requests.post(base + "/v2/check", data={"data": long, "language": "auto"}, timeout=600)
    assert r.status_code == 413 and r.text == ("Error: Your text exceeds the limit of 20000 characters (it's 20001 "
                                               "characters). Please submit a shorter text.\n")
    # markup does not count: 15,000 characters of it around 19,000 of text are read
    ok = json.dumps({"annotation": [{"markup": "<p>" * 5000, "interpretAs": "\n\n"}, {"text": "x " * 9500}]})
    r = requests.post(base + "/v2/check", data={"data": ok, "language": "auto"}, timeout=600)
    assert r.status_code == 200, r.text[:200]
    # markup-dense documents: 9,000 items as the Obsidian plugin sends them (0.9 MB) are read; a body
    # past the limit for --max-text-chars is a 413 that says the limit
    cells = [[{"interpretAs": "", "markup": "| ", "offset": {"end": 2, "start": 0}},
              {"offset": {"end": 4, "start": 2}, "text": "ab"}] for _ in range(4500)]
    url, headers, body = obsidian_request(base, [item for cell in cells for item in cell])
    assert len(body.encode()) > 32 * 20000 + (64 << 10)  # over the earlier limit
    r = requests.post(url, data=body.encode(), headers=headers, timeout=600)
    assert r.status_code == 200, r.text[:200]
    r = requests.post(base + "/v2/check", data={"data": json.dumps({"annotation": [{"markup": "x" * 1_400_000}]}),
                                                "language": "en-US"}, timeout=600)
    assert r.status_code == 413 and "larger than this server accepts: 1345536 bytes" in r.text, r.text
    r = requests.post(base + "/v2/check", data={"text": "He go home.", "language": "en-US"}, timeout=600)
    assert r.status_code == 200 and r.json()["matches"] is not None
