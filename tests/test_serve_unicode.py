"""fairseq-syngec-serve and text that is not valid Unicode (issue 58), against the real server process: random
strings drawn from all of Unicode (lone surrogates, noncharacters, private-use and unassigned code points, emoji)
through every way a text comes in (form ``text``, form ``data`` with its JSON escapes, each ``annotation`` item's
``text``, ``markup`` and ``interpretAs``, the query string, a multipart form, a form sent as application/json)
are answered 200 or 400, never 5xx; a 400 names the parameter; a 200's offsets lie inside the text in UTF-16
units; the server's log holds no traceback, also for request lines and headers over aiohttp's limits and other
malformed requests (one line each), and a normal request is answered afterwards.

The requests are built as the clients build them (``requests``' form and multipart encoding), with a text that
UTF-8 cannot encode written as its "surrogatepass" bytes, what a client that does not check its text sends."""

import json
import socket
import urllib.parse

import pytest
import requests
from hypothesis import HealthCheck, given, settings, strategies as st

from harness.server import from_utf16, server_fixture

server = server_fixture()

# all of Unicode; the odd code points drawn on their own too: lone surrogates (hypothesis's characters() never
# draws one, even asked for category Cs: drawn as integers), private-use (Co) and unassigned (Cn, noncharacters
# among them); and plain words, so that many texts are corrected, some with odd characters inside
CHARS = st.characters(min_codepoint=0, max_codepoint=0x10FFFF)
ODD = st.one_of(st.integers(0xD800, 0xDFFF).map(chr), st.characters(categories=["Co", "Cn"]))
WORDS = st.sampled_from(["He", "go", "to", "school", "yesterday", ".", "She", "like", "apples", "!", "\n"])
TEXTS = st.lists(st.one_of(WORDS, st.text(CHARS, min_size=1, max_size=3), ODD), min_size=1, max_size=12).map(
    " ".join)
SETTINGS = settings(max_examples=20, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def has_surrogate(text):
    return any(0xD800 <= ord(ch) <= 0xDFFF for ch in text)


def quote(text):
    """Form-encoding of ``text`` as its UTF-8 bytes, a lone surrogate as the three bytes "surrogatepass" gives."""
    return urllib.parse.quote_plus(text.encode("utf-8", "surrogatepass"))


def post_form(url, fields, content_type="application/x-www-form-urlencoded"):
    body = "&".join(f"{quote(k)}={quote(v)}" for k, v in fields.items())
    return requests.post(url + "/v2/check", data=body.encode("ascii"), headers={"Content-Type": content_type},
                         timeout=120)


def check_answer(r, document, bad, parameter):
    """200 with matches inside ``document`` (UTF-16 offsets) when nothing is ``bad``, else 400 naming
    ``parameter``; never a 5xx."""
    assert r.status_code < 500, r.text
    if bad:
        assert r.status_code == 400, r.text
        assert r.text.startswith("Error: ") and parameter in r.text, r.text
        return
    assert r.status_code == 200, r.text
    for m in r.json()["matches"]:
        start, end = from_utf16(document, m["offset"], m["length"])  # fails when the span leaves the text
        assert 0 <= start <= end <= len(document)


@given(text=TEXTS)
@SETTINGS
def test_form_text(server, text):
    _, url = server
    check_answer(post_form(url, {"text": text, "language": "en-US"}), text, has_surrogate(text), "parameter 'text'")


@given(text=TEXTS)
@SETTINGS
def test_form_text_sent_as_json_content_type(server, text):
    """LTeX sends its form with Content-Type application/json: read as a form, as LanguageTool reads it."""
    _, url = server
    r = post_form(url, {"text": text, "language": "en-US"}, content_type="application/json")
    check_answer(r, text, has_surrogate(text), "parameter 'text'")


@given(text=TEXTS)
@SETTINGS
def test_data_text_json_escapes(server, text):
    """``data`` as JSON with ASCII escapes: a lone surrogate arrives as a valid "\\ud800" escape."""
    _, url = server
    data = json.dumps({"text": text})  # ensure_ascii: every non-ASCII character escaped, surrogates too
    check_answer(post_form(url, {"data": data, "language": "en-US"}), text, has_surrogate(text), "'text' in 'data'")


@given(text=TEXTS, markup=TEXTS, read_as=TEXTS, which=st.sampled_from(["text", "markup", "interpretAs"]))
@SETTINGS
def test_data_annotation_items(server, text, markup, read_as, which):
    _, url = server
    fields = {"text": text, "markup": markup, "interpretAs": read_as}
    clean = {k: "".join(ch for ch in v if not has_surrogate(ch)) for k, v in fields.items()}
    fields = {**clean, which: fields[which]}  # at most one field may hold a surrogate: that one is named
    items = [{"text": fields["text"]}, {"markup": fields["markup"], "interpretAs": fields["interpretAs"]},
             {"text": "He go ."}]
    document = fields["text"] + fields["markup"] + "He go ."
    r = post_form(url, {"data": json.dumps({"annotation": items}), "language": "en-US"})
    check_answer(r, document, has_surrogate(fields[which]), f"'{which}' of item {0 if which == 'text' else 1}")


@given(text=TEXTS)
@SETTINGS
def test_query_string(server, text):
    _, url = server
    r = requests.get(f"{url}/v2/check?language=en-US&text={quote(text)}", timeout=120)
    check_answer(r, text, has_surrogate(text), "parameter 'text'")


@given(text=TEXTS)
@SETTINGS
def test_multipart_form(server, text):
    """A multipart form as ``requests`` builds it (fields without a file name), the text as its bytes."""
    _, url = server
    files = {"text": (None, text.encode("utf-8", "surrogatepass")), "language": (None, b"en-US")}
    r = requests.post(url + "/v2/check", files=files, timeout=120)
    check_answer(r, text, has_surrogate(text), "parameter 'text'")


@given(language=st.text(st.one_of(CHARS, ODD), min_size=1, max_size=8))
@SETTINGS
def test_other_parameters(server, language):
    """A parameter that is not text (the language, a rule list) with a lone surrogate is a 400 too, not a 500
    from an answer that echoes it."""
    _, url = server
    for fields in ({"text": "He go .", "language": language}, {"text": "He go .", "language": "en-US",
                                                                "disabledRules": language}):
        r = post_form(url, fields)
        assert r.status_code < 500, r.text
        if has_surrogate(language):
            assert r.status_code == 400 and "is not UTF-8" in r.text, r.text


def raw_request(url, request: bytes) -> bytes:
    host, port = urllib.parse.urlsplit(url).netloc.split(":")
    with socket.create_connection((host, int(port)), timeout=30) as s:
        s.sendall(request)
        return s.recv(200)


def test_client_errors_are_one_log_line_and_no_traceback(server):
    """Requests aiohttp cannot parse are answered 400 and logged in one line each; then the log of the whole
    module (every request above included) holds no traceback, and a normal request is answered."""
    proc, url = server
    before = len(proc.log)
    bad = [b"GET /v2/check?text=" + b"a" * 10000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",  # a request line over 8190
           b"GET /v2/languages HTTP/1.1\r\nHost: x\r\nX-Long: " + b"b" * 10000 + b"\r\n\r\n",  # a header over it
           b"BREW /v2/check HTTP/1.1\r\nHost: x\r\n\r\n\r\n", b"GET /v2/languages HTTP/1.1\r\nHost\r\n\r\n"]
    for request in bad:
        answer = raw_request(url, request)
        assert answer.startswith(b"HTTP/1.") and b" 400 " in answer[:20], answer
    r = requests.post(url + "/v2/check", data={"text": "He go to school .", "language": "en-US"}, timeout=120)
    assert r.status_code == 200
    lines = proc.log[before:]
    # the two over a limit and the malformed header are logged (aiohttp answers an unknown method without a log)
    assert sum("| aiohttp.server | " in line and "client error 400: " in line for line in lines) == 3, "".join(lines)
    assert all(line.startswith("20") for line in lines), "".join(lines)  # each record one line, none continued
    assert not any("Traceback" in line for line in proc.log), "".join(proc.log)


@pytest.mark.parametrize("raw, named", [(b"text=caf%E9&language=en-US", b"parameter 'text' (form) is not UTF-8: "
                                                                      b"byte 0xe9 at byte 3"),
                                        (b"text=ok&language=en-US&%FF=1", b"a parameter name (form) is not UTF-8")])
def test_a_form_that_is_not_utf8_names_the_parameter(server, raw, named):
    _, url = server
    r = requests.post(url + "/v2/check", data=raw, headers={"Content-Type": "application/x-www-form-urlencoded"},
                      timeout=60)
    assert r.status_code == 400 and named in r.content, r.text
