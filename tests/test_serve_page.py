"""fairseq-syngec-serve's checking page at ``/`` (issue 57), in a real browser against the real server process with
the tests' tiny model: headless Chromium (Debian's ``chromium``) driven by Playwright for Python; those tests skip,
saying why, where either is missing (``make setup`` installs both). The page is a client of the server's own
``/v2/check``: every expectation is built from what ``/v2/check`` answers for the same text (the tiny model's
corrections are few and odd), never from guesses.

Also, without a browser: the page's files and headers (a content-security policy without inline script or style),
the origin rule (the page's own origin is allowed, any other site refused, a DNS-rebound name too), ``--no-page``,
and the files in the built package.

One server and one browser for the module; a fresh page (browser context) per test. Screenshots of the page after
a check are written to the test's folder, and with SYNGEC_PAGE_SCREENSHOTS=DIR also to DIR (how the one in
``docs/`` was made)."""

import html.parser
import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import requests

from harness.helpers import REPO
from harness.server import from_utf16, server_fixture, start_server, stop_server
from syngec_tools import raw_text
from syngec_tools.serving import PAGE_CSP

MAX_TEXT_CHARS = 600
MAX_SENTENCE_TOKENS = 40
server = server_fixture("--max-text-chars", str(MAX_TEXT_CHARS), "--max-sentence-tokens", str(MAX_SENTENCE_TOKENS))

CHROMIUM = os.environ.get("SYNGEC_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
# what the machine's closed network needs (no background connections, no QUIC), and no sandbox as root
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
WAIT_MS = 30000  # for a check's answer (the tiny model answers in well under a second)
DONE = re.compile(r"^(\d+ edits?\.|No edits: .*|Nothing to check\.)$")  # the status once a check is answered

# emoji (two UTF-16 units each) and CJK before the edits, on the same line and on the line before
TEXT = "Cats 😀 中文 . In my opinion , peoples has many reason to travel aboard.\nThey wants see new thing."
HOSTILE = '<img src=x onerror="document.title=\'pwned\'"></textarea><b>bold</b>'
# markup in the input, in two short sentences (markup is many model tokens: a longer sentence would not be checked),
# each of which the tiny model deletes
HOSTILE_TEXT = "<img src=x onerror=alert(1)> he go. She </textarea><b>bold</b> like it."
# elements the hostile text would make, were it inserted as HTML: images, text areas (the page's own is one), <b>bold
MADE = """() => [document.images.length, document.querySelectorAll('textarea').length,
                [...document.querySelectorAll('b')].filter((b) => b.textContent === 'bold').length]"""


# ---- the server, without a browser

def api(url, text):
    r = requests.post(url + "/v2/check", data={"text": text, "language": "en-US"}, timeout=120)
    assert r.status_code == 200, r.text
    return r.json()


def spans(text, answer):
    """(start, end, replacement) in code points of each match, in the answer's order (sorted by offset)."""
    out = []
    for m in answer["matches"]:
        start, end = from_utf16(text, m["offset"], m["length"])
        out.append((start, end, m["replacements"][0]["value"]))
    assert out == sorted(out, key=lambda s: s[0]), "the server's matches are not in text order"
    return out


class InlineCode(html.parser.HTMLParser):
    """Collects what a content-security policy without 'unsafe-inline' would block: inline scripts, <style>
    elements, style attributes, event-handler attributes, javascript: URLs, and anything loaded from elsewhere."""

    def __init__(self):
        super().__init__()
        self.found, self.in_script = [], False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "style":
            self.found.append("<style>")
        if tag == "script":
            self.in_script = True
            if not attrs.get("src"):
                self.found.append("<script> without src")
        for name, value in attrs.items():
            if name == "style" or name.startswith("on"):
                self.found.append(f"{tag} {name}=")
            if name in ("src", "href") and value and re.match(r"\s*(javascript:|data:|https?:|//)", value, re.I):
                self.found.append(f"{tag} {name}={value}")

    def handle_endtag(self, tag):
        self.in_script = False

    def handle_data(self, data):
        if self.in_script and data.strip():
            self.found.append("an inline script body")


def test_page_files_and_headers(server):
    """``/`` is the page, with its script, style sheet and icon from this server, each with the content-security
    policy (no inline script or style, no eval) and nosniff; the HTML holds nothing inline that the policy
    would block."""
    _, url = server
    page = requests.get(url + "/", timeout=30)
    assert page.status_code == 200 and page.headers["Content-Type"] == "text/html; charset=utf-8"
    for path, ctype in (("/page/page.js", "text/javascript; charset=utf-8"),
                        ("/page/page.css", "text/css; charset=utf-8"), ("/page/icon.svg", "image/svg+xml")):
        r = requests.get(url + path, timeout=30)
        assert r.status_code == 200 and r.headers["Content-Type"] == ctype, (path, r.headers)
        assert r.headers["Content-Security-Policy"] == PAGE_CSP and r.headers["X-Content-Type-Options"] == "nosniff"
        assert path[1:] in page.text  # the page links it (relative: the page also works under a proxy's path)
    csp = dict(d.strip().split(" ", 1) for d in page.headers["Content-Security-Policy"].split(";"))
    assert csp["default-src"] == "'self'" and csp["script-src"] == "'self'" and csp["style-src"] == "'self'"
    assert csp["connect-src"] == "'self'" and csp["frame-ancestors"] == "'none'" and csp["object-src"] == "'none'"
    assert "unsafe" not in page.headers["Content-Security-Policy"]
    assert page.headers["X-Content-Type-Options"] == "nosniff"
    parser = InlineCode()
    parser.feed(page.text)
    assert parser.found == []
    js = requests.get(url + "/page/page.js", timeout=30).text
    assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function", js)


def test_the_pages_own_origin_is_allowed_and_no_other(server):
    """The page's POST carries its origin (the server's own address): allowed, as is the page opened as
    localhost; another site is refused 403, a page on another port of this machine too, and a site whose name
    was made to point at this machine (DNS rebinding: its Host and Origin agree) too; no CORS headers."""
    _, url = server
    port = url.rsplit(":", 1)[1]
    data = {"text": "He go home.", "language": "en-US"}

    def post(origin, host=None):
        headers = {"Origin": origin, **({"Host": host} if host else {})}
        return requests.post(url + "/v2/check", data=data, headers=headers, timeout=60)

    assert post(url).status_code == 200
    assert post(f"http://localhost:{port}", host=f"localhost:{port}").status_code == 200
    for origin, host in ((f"http://127.0.0.1:{int(port) + 1}", None), ("https://evil.example", None),
                         (f"http://evil.example:{port}", f"evil.example:{port}"), ("null", None),
                         (f"https://127.0.0.1:{port}", None)):
        r = post(origin, host)
        assert r.status_code == 403 and "not allowed" in r.text, (origin, host, r.status_code)
        assert "Access-Control-Allow-Origin" not in r.headers
    r = requests.options(url + "/v2/check", headers={"Origin": "https://evil.example",
                                                     "Access-Control-Request-Method": "POST"}, timeout=30)
    assert r.status_code == 403


def test_no_page(trained_spm_syngec, fork_server):
    """``--no-page``: no page at ``/``, and a request with the server's own origin is refused as any page's."""
    proc, url = start_server(trained_spm_syngec, "--no-page", fork_server=fork_server)
    try:
        assert requests.get(url + "/", timeout=30).status_code == 404
        assert requests.get(url + "/page/page.js", timeout=30).status_code == 404
        data = {"text": "He go home.", "language": "en-US"}
        assert requests.post(url + "/v2/check", data=data, headers={"Origin": url}, timeout=60).status_code == 403
        assert requests.post(url + "/v2/check", data=data, timeout=60).status_code == 200
        assert not any("checking page" in line for line in proc.log)
    finally:
        stop_server(proc)


def test_the_page_is_in_the_built_package(tmp_path):
    """What ``pip install .`` installs (setuptools' build_py, which builds the wheel's files) holds the page."""
    subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(tmp_path)], cwd=REPO,
                   check=True, capture_output=True, timeout=120)
    built = tmp_path / "syngec_tools" / "page"
    for name in ("index.html", "page.js", "page.css", "icon.svg"):
        assert (built / name).read_bytes() == (REPO / "syngec_tools" / "page" / name).read_bytes(), name


# ---- the page in a real browser

@pytest.fixture(scope="module")
def browser():
    """One headless Chromium for the module, with a fresh profile (Playwright's temporary one)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright for Python is not installed (make setup installs it; or pip install -e .[web])")
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"no Chromium at {CHROMIUM} (make setup installs Debian's chromium; or set SYNGEC_CHROMIUM)")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


class Page:
    """A fresh browser context and page, its console messages and uncaught errors kept."""

    def __init__(self, browser, url, width=1000, height=800):
        self.context = browser.new_context(viewport={"width": width, "height": height})
        self.page = self.context.new_page()
        self.console, self.errors = [], []
        self.page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}"))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(url + "/")
        self.page.locator("#text").wait_for()

    def check(self, text):
        """The text put in the text area and checked with the button; the status once answered (an error shown
        instead fails the test)."""
        p = self.page
        p.fill("#text", text)
        p.click("#check")  # its handler sets the status to "Checking…" before it returns
        p.locator("#status").filter(has_text=DONE).or_(p.locator("#error:visible")).first.wait_for(timeout=WAIT_MS)
        assert p.is_hidden("#error"), p.text_content("#error")
        return p.text_content("#status")

    def marks(self):
        """The text under each underline, in the page's order."""
        return self.page.eval_on_selector_all(".edit", "els => els.map(e => e.textContent)")

    def value(self):
        return self.page.input_value("#text")

    def active(self):
        return self.page.evaluate("() => [document.activeElement.className, document.activeElement.textContent]")


@pytest.fixture
def page(browser, server):
    """A fresh page of the server; afterwards, the policy must have blocked nothing of the page's own and no
    script error may have been thrown."""
    _, url = server
    p = Page(browser, url)
    yield p
    p.context.close()
    assert [m for m in p.console if "Content Security Policy" in m] == []
    assert p.errors == []


def expected_marks(text, sp):
    return [text[s:e] for s, e, _ in sp]


def test_page_loads(page):
    p = page.page
    assert p.title() == "Check a text: fairseq-syngec"
    assert p.is_visible("#text") and p.is_visible("#check") and p.is_disabled("#accept-all")
    assert p.eval_on_selector("link[rel=stylesheet]", "l => l.sheet.cssRules.length") > 10  # page.css applied
    assert p.is_hidden("#error") and p.is_hidden("#popover") and page.console == []


def test_the_policy_is_enforced_in_the_browser(page):
    """The browser applies the content-security policy to the page: a script element with inline code, an inline
    event handler and a style attribute, added to the page, do nothing."""
    p = page.page
    ran = p.evaluate("""() => {
        const s = document.createElement('script');
        s.textContent = 'window.ranScript = 1';
        document.head.append(s);
        const b = document.createElement('button');
        b.setAttribute('onclick', 'window.ranHandler = 1');
        b.setAttribute('style', 'color: rgb(255, 0, 0)');
        document.body.append(b);
        b.click();
        return [window.ranScript === 1, window.ranHandler === 1, getComputedStyle(b).color === 'rgb(255, 0, 0)'];
    }""")
    assert ran == [False, False, False]
    assert len([m for m in page.console if "Content Security Policy" in m]) == 3
    page.console.clear()  # the refusals just caused


def test_edits_underlined_at_their_characters(page, server):
    """A text with emoji and CJK before its edits: as many underlines as /v2/check has matches, each over the
    characters of its match (UTF-16 offsets applied to the text as JavaScript counts it)."""
    _, url = server
    answer = api(url, TEXT)
    sp = spans(TEXT, answer)
    emoji = TEXT.index("😀")
    assert any(s > emoji + 3 and m["offset"] != s for (s, _, _), m in zip(sp, answer["matches"])), \
        "the text has no edit after the emoji: the test would not see UTF-16 offsets"
    assert page.check(TEXT) == f"{len(sp)} edits."
    assert page.marks() == expected_marks(TEXT, sp)
    # the transparent copy over the text area is the text itself, with the edits' spans in it
    assert page.page.text_content("#marks").rstrip(" ") == TEXT
    names = {m["rule"]["category"]["name"] for m in answer["matches"]}
    counts = page.page.eval_on_selector_all("#counts li", "els => els.map(e => e.textContent)")
    assert sorted(counts) == sorted(f"{n}: {sum(m['rule']['category']['name'] == n for m in answer['matches'])}"
                                    for n in names)


def test_underlines_lie_on_the_text_area_text(page, server):
    """The underlined copy is drawn exactly where the text area draws its text: the text area's text alone, and
    the copy's text alone (made visible, the text area's made transparent), give the same pixels."""
    from PIL import Image, ImageChops

    p = page.page
    page.check(TEXT + "\n" + "A longer line that wraps, to see that both wrap at the same word. " * 4)
    p.evaluate("() => document.getElementById('text').blur()")
    editor = p.locator("#editor")
    p.evaluate("() => { document.getElementById('marks').style.visibility = 'hidden'; }")
    alone = Image.open(io.BytesIO(editor.screenshot())).convert("L")
    p.evaluate("""() => {
        const marks = document.getElementById('marks'), text = document.getElementById('text');
        marks.style.visibility = 'visible'; marks.style.color = getComputedStyle(text).color;
        text.style.color = 'transparent';
        for (const e of document.querySelectorAll('.edit')) { e.style.border = 'none'; e.style.background = 'none'; }
    }""")
    copy = Image.open(io.BytesIO(editor.screenshot())).convert("L")
    diff = ImageChops.difference(alone, copy).point(lambda v: 255 if v > 64 else 0)
    differing = sum(1 for v in diff.getdata() if v)
    assert alone.getextrema()[0] < 100  # there is text in the picture
    assert differing <= 20, f"{differing} pixels differ: the underlined copy is not over the text"


def test_accept_one_edit_changes_exactly_its_span(page, server):
    """Clicking an edit shows its original, replacement, ERRANT type, message and sentence; accepting it
    changes exactly its span, and the edits after it stay on their characters."""
    _, url = server
    answer = api(url, TEXT)
    sp = spans(TEXT, answer)
    page.check(TEXT)
    # one with edits before and after it, that changes the text's length (the edits after it must move)
    k = next(i for i in range(1, len(sp) - 1) if sp[i][1] > sp[i][0] and len(sp[i][2]) != sp[i][1] - sp[i][0])
    start, end, repl = sp[k]
    m = answer["matches"][k]
    p = page.page
    p.locator(".edit").nth(k).click()
    assert p.is_visible("#popover")
    assert p.text_content("#pop-original") == TEXT[start:end] and p.text_content("#pop-replacement") == repl
    assert p.text_content("#pop-type") == m["rule"]["id"][len("GEC_"):].replace("_", ":")
    assert p.text_content("#pop-category") == m["rule"]["category"]["name"]
    assert p.text_content("#pop-message") == m["message"] and p.text_content("#pop-sentence") == m["sentence"]
    box, pop = p.locator(".edit").nth(k).bounding_box(), p.locator("#popover").bounding_box()
    assert box["y"] + box["height"] <= pop["y"] <= box["y"] + box["height"] + 20  # just under its edit
    p.click("#pop-accept")
    after = TEXT[:start] + repl + TEXT[end:]
    assert page.value() == after
    delta = len(repl) - (end - start)
    rest = [(s, e) for s, e, _ in sp[:k]] + [(s + delta, e + delta) for s, e, _ in sp[k + 1:]]
    assert page.marks() == [after[s:e] for s, e in rest]
    assert page.active() == ["edit c-other open", after[rest[k][0]:rest[k][1]]]  # on to the next edit


def test_accept_all_gives_the_models_correction(page, server):
    _, url = server
    text = TEXT + "\nHe go to school yesterday.\nShe like apples!"
    sp = spans(text, api(url, text))
    page.check(text)
    page.page.click("#accept-all")
    assert page.value() == raw_text.apply_spans(text, sp) != text
    assert page.marks() == [] and page.page.is_disabled("#accept-all")
    assert page.page.text_content("#status") == f"{len(sp)} edits accepted."


def test_keyboard_tab_enter_escape(page, server):
    """Tab from the text goes to the first edit (its popover opens), Tab to the next; Enter accepts the focused
    edit, Escape ignores it (the text stays; checked again, it stays ignored)."""
    _, url = server
    sp = spans(TEXT, api(url, TEXT))
    p = page.page
    page.check(TEXT)
    p.focus("#text")
    p.keyboard.press("Tab")
    assert page.active()[1] == TEXT[sp[0][0]:sp[0][1]] and p.is_visible("#popover")
    assert p.text_content("#pop-replacement") == sp[0][2]
    p.keyboard.press("Escape")  # ignore the first
    assert page.value() == TEXT and page.marks() == expected_marks(TEXT, sp[1:])
    assert page.active()[1] == TEXT[sp[1][0]:sp[1][1]]  # focus moved on to the next
    page.check(TEXT)  # checked again: the ignored edit stays away
    assert page.marks() == expected_marks(TEXT, sp[1:])
    p.focus("#text")
    p.keyboard.press("Tab")
    p.keyboard.press("Tab")  # the third edit of the text
    start, end, repl = sp[2]
    assert page.active()[1] == TEXT[start:end] and p.text_content("#pop-replacement") == repl
    p.keyboard.press("Enter")
    assert page.value() == TEXT[:start] + repl + TEXT[end:]
    assert len(page.marks()) == len(sp) - 2


def test_checks_when_typing_pauses(page, server):
    """A text put in (an input event, as typing or pasting), then a pause: checked without the button. Text typed
    between two edits moves those after it, and all stay on their characters; after the next pause the new
    text's edits are shown."""
    from playwright.sync_api import expect

    _, url = server
    sp = spans(TEXT, api(url, TEXT))
    p = page.page
    p.fill("#text", TEXT)
    expect(p.locator("#status")).to_have_text(f"{len(sp)} edits.", timeout=WAIT_MS)
    assert page.marks() == expected_marks(TEXT, sp)
    at = next(i for i in range(1, len(TEXT)) if all(e < i or s > i for s, e, _ in sp))  # touching no edit
    p.uncheck("#auto")  # no check while this is looked at
    p.focus("#text")
    at16 = at + sum(ord(ch) > 0xFFFF for ch in TEXT[:at])  # the text area counts UTF-16 units
    p.evaluate(f"() => document.getElementById('text').setSelectionRange({at16}, {at16})")
    p.keyboard.type("so ")
    typed = TEXT[:at] + "so " + TEXT[at:]
    assert page.value() == typed and page.marks() == expected_marks(TEXT, sp)
    assert p.text_content("#marks").rstrip(" ") == typed
    assert p.text_content("#status") == "Changed since the last check."  # not the old count: a new one is awaited
    p.check("#auto")
    want = spans(typed, api(url, typed))
    expect(p.locator("#status")).to_have_text(f"{len(want)} edits.", timeout=WAIT_MS)
    assert page.marks() == expected_marks(typed, want)


def test_over_long_text_shows_the_servers_413(page, server):
    _, url = server
    text = "He go to school. " * (MAX_TEXT_CHARS // 17 + 1)
    r = requests.post(url + "/v2/check", data={"text": text, "language": "en-US"}, timeout=60)
    assert r.status_code == 413
    p = page.page
    p.fill("#text", text)
    p.click("#check")
    p.locator("#error").wait_for(state="visible", timeout=WAIT_MS)
    assert p.text_content("#error") == f"The server answered 413 Request Entity Too Large: {r.text.strip()}"
    assert p.get_attribute("#error", "role") == "alert" and page.marks() == []


def test_server_errors_and_no_server_are_shown(page):
    """A 5xx (the browser's answer replaced: the real server's 503 needs a full queue, tested in test_serve.py)
    and an unreachable server are shown, not swallowed."""
    p = page.page
    p.route("**/v2/check", lambda route: route.fulfill(status=503, body="Error: the server is shutting down\n"))
    p.fill("#text", "He go home.")
    p.click("#check")
    p.locator("#error").wait_for(state="visible", timeout=WAIT_MS)
    assert p.text_content("#error") == "The server answered 503 Service Unavailable: Error: the server is shutting down"
    p.unroute("**/v2/check")
    p.route("**/v2/check", lambda route: route.abort())
    p.click("#check")
    expect_text(p, "#error", re.compile(r"^The server could not be reached: "))


def expect_text(p, selector, pattern):
    from playwright.sync_api import expect

    expect(p.locator(selector)).to_have_text(pattern, timeout=WAIT_MS)


def test_incomplete_results_are_said(page, server):
    """A sentence over --max-sentence-tokens is not checked; the page says what the server says."""
    _, url = server
    text = "He go to school. " + "This sentence goes on and on " * 6 + "until it ends."
    answer = api(url, text)
    assert answer["warnings"]["incompleteResults"] is True
    page.check(text)
    assert page.page.is_visible("#incomplete")
    assert page.page.text_content("#incomplete") == ("Not all of the text was checked. "
                                                     + answer["warnings"]["incompleteResultsReason"])
    page.check("He go to school.")
    assert page.page.is_hidden("#incomplete")


def test_markup_in_the_text_and_in_model_output_stays_text(page, server):
    """HTML in the input (an img with onerror, a closing textarea tag) and in the model's output (the server's
    real answer with a replacement, message and category name replaced by it) is shown and written as text:
    no element is made of it, the text keeps it character for character."""
    _, url = server
    text = HOSTILE_TEXT
    answer = api(url, text)
    marked = [text[s:e] for s, e, _ in spans(text, answer)]
    assert any("<img" in m for m in marked) and any("</textarea><b>" in m for m in marked), \
        f"the markup is not in an edit: {marked}"
    p = page.page
    page.check(text)
    assert page.marks() == marked
    assert page.value() == text and p.text_content("#marks").rstrip(" ") == text
    assert p.evaluate(MADE) == [0, 1, 0]
    p.locator(".edit").last.click()
    assert p.text_content("#pop-original") == marked[-1] and "</textarea><b>bold</b>" in p.text_content("#pop-sentence")
    assert p.evaluate(MADE) == [0, 1, 0]

    def hostile(route):
        response = route.fetch()
        data = response.json()
        for m in data["matches"]:
            m["replacements"][0]["value"] = HOSTILE
            m["message"] = m["rule"]["category"]["name"] = HOSTILE
        route.fulfill(response=response, json=data)

    p.route("**/v2/check", hostile)
    page.check(text)
    p.locator(".edit").first.click()
    assert p.text_content("#pop-replacement") == HOSTILE and p.text_content("#pop-message") == HOSTILE
    assert p.text_content("#pop-category") == HOSTILE and HOSTILE in p.text_content("#counts")
    p.click("#pop-accept")
    start, end = from_utf16(text, answer["matches"][0]["offset"], answer["matches"][0]["length"])
    assert page.value() == text[:start] + HOSTILE + text[end:]
    assert p.evaluate(MADE) == [0, 1, 0]
    assert p.title() == "Check a text: fairseq-syngec"


def luminance(rgb):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


COLOURS = """() => {
    const rgb = (s) => s.match(/[\\d.]+/g).slice(0, 3).map(Number);
    const background = (el) => {
        for (; el; el = el.parentElement) {
            const c = getComputedStyle(el).backgroundColor;
            if (!/rgba\\(.*, 0\\)$/.test(c) && c !== 'transparent') return rgb(c);
        }
        return [255, 255, 255];
    };
    const text = [];
    for (const el of document.querySelectorAll('h1, p, label, button:not(:disabled), li, textarea, #error, #incomplete,'
                                                + ' #popover del, #popover ins, #popover code')) {
        if (el.getClientRects().length === 0 || !el.textContent.trim() && el.tagName !== 'TEXTAREA') continue;
        text.push([el.id || el.tagName + '.' + el.className, rgb(getComputedStyle(el).color), background(el)]);
    }
    const lines = [...document.querySelectorAll('.edit')].map(
        (el) => [el.className, rgb(getComputedStyle(el).borderBottomColor), [255, 255, 255]]);
    return {text, lines};
}"""


def test_contrast_is_readable(page, server):
    """Every visible text (the errors, the note, the popover, the buttons included) has a contrast of at least
    4.5:1 with its background, and each type's underline 3:1 with white (WCAG 2.1 AA)."""
    _, url = server
    p = page.page
    page.check("He go to school. " + "This sentence goes on and on " * 6 + "until it ends.\n" + TEXT)
    p.evaluate("""() => { const e = document.getElementById('error');  // shown with the rest, as page.js does
                          e.textContent = 'The server answered 503 Service Unavailable: Error: busy';
                          e.hidden = false; }""")
    p.locator(".edit").first.click()
    seen = p.evaluate(COLOURS)
    assert {"error", "incomplete", "pop-original", "check", "pop-accept"} <= {name for name, _, _ in seen["text"]}
    low = [(name, fg, bg, round(contrast(fg, bg), 2)) for name, fg, bg in seen["text"] if contrast(fg, bg) < 4.5]
    assert low == []
    low = [(name, fg, round(contrast(fg, bg), 2)) for name, fg, bg in seen["lines"] if contrast(fg, bg) < 3]
    assert seen["lines"] and low == []


def test_phone_width(browser, server, tmp_path):
    """At 390 px wide nothing is wider than the screen: the text area, the buttons and an edit's popover fit;
    screenshots of the page after a check, and of an open edit."""
    _, url = server
    page = Page(browser, url, width=390, height=844)
    try:
        p = page.page
        sp = spans(TEXT, api(url, TEXT))
        page.check(TEXT)
        assert page.marks() == expected_marks(TEXT, sp)
        assert p.evaluate("() => document.documentElement.scrollWidth") <= 390
        for sel in ("#text", "#check", "#accept-all", "#counts"):
            box = p.locator(sel).bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 390, (sel, box)
        save_screenshot(p, tmp_path, "serve-page-phone.png")
        p.locator(".edit").last.click()
        box = p.locator("#popover").bounding_box()
        assert p.is_visible("#popover") and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
        assert p.locator("#pop-accept").bounding_box()["x"] + p.locator("#pop-accept").bounding_box()["width"] <= 390
        assert p.evaluate("() => document.documentElement.scrollWidth") <= 390
    finally:
        page.context.close()
    assert [m for m in page.console if "Content Security Policy" in m] == [] and page.errors == []


def save_screenshot(p, tmp_path, name):
    """The page's screenshot in the test's folder and, with SYNGEC_PAGE_SCREENSHOTS=DIR, in DIR."""
    png = p.screenshot(full_page=True)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    (tmp_path / name).write_bytes(png)
    if os.environ.get("SYNGEC_PAGE_SCREENSHOTS"):
        out = Path(os.environ["SYNGEC_PAGE_SCREENSHOTS"])
        out.mkdir(parents=True, exist_ok=True)
        (out / name).write_bytes(png)


def test_screenshot_after_a_check(page, server, tmp_path):
    """The page after a check with an edit open, as the GEC guide shows it."""
    p = page.page
    p.set_viewport_size({"width": 860, "height": 560})
    page.check("Emojis 😀 stay as they are.\nIn my opinion , peoples has many reason to travel aboard.\n"
               "He go to school yesterday.")
    p.locator(".edit").nth(min(3, p.locator(".edit").count() - 1)).click()
    save_screenshot(p, tmp_path, "serve-page.png")
