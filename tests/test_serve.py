"""fairseq-syngec-serve against the real LanguageTool client (language_tool_python) and plain HTTP,
on loopback: same text as GECModel.correct_raw, clear errors, bounded queue, graceful shutdown,
and a bounded load test (32 clients x 10 requests)."""

import signal
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests

from harness.helpers import JFLEG
from harness.server import from_utf16, listening_pid, server_fixture, start_server, stop_server
from syngec_tools import raw_text

pytestmark = pytest.mark.long_file  # started first by conftest.py

OFFLINE = {"beam": 2, "keep_source_margin": None}  # the offline reference decodes as harness.server.DECODING


# no sentence cache: its clients send the same texts again, to be decoded together
server = server_fixture("--max-text-chars", "3000", "--cache-size", "0")


@pytest.fixture(scope="module")
def offline(trained_spm_syngec):
    """text -> the text corrected by GECModel.correct_raw line by line (the server's reference)."""
    from fairseq_syngec import GECModel

    data_bin, ckpt, spm = trained_spm_syngec
    gec = GECModel.from_pretrained(str(ckpt.parent), checkpoint_file=ckpt.name, data_name_or_path=str(data_bin),
                                   sentencepiece_model=str(spm))

    def correct(texts):
        lines = [line for t in texts for line in t.split("\n")]
        fixed = [c.text for c in gec.correct_raw(lines, **OFFLINE)]
        out, k = [], 0
        for t in texts:
            n = t.count("\n") + 1
            out.append("\n".join(fixed[k:k + n]))
            k += n
        return out

    return correct


TEXTS = [
    "He go to school yesterday. She like apples!",
    "  “Curly” quotes, accents (é) and 中文 stay.\nA second line , with a tab\there.",
    "In my opinion , peoples has many reason to travel aboard.They wants see new thing.",
    "",
]


def test_language_tool_python_check_and_correct(server, offline):
    """The real client: check() gives matches with rule, category and message, and correct() gives
    the text fairseq-syngec-correct --raw gives."""
    import language_tool_python

    _, url = server
    tool = language_tool_python.LanguageTool("en-US", remote_server=url)
    expected = offline(TEXTS)
    n_matches = 0
    for text, want in zip(TEXTS, expected):
        matches = tool.check(text)
        n_matches += len(matches)
        for m in matches:
            assert m.rule_id.startswith("GEC_") and m.category.startswith("GEC_") and m.message
            assert 0 <= m.offset <= len(text) and m.replacements
        assert tool.correct(text) == want
    assert n_matches > 0


def test_offsets_count_utf16_units_as_languagetool_does(server, offline):
    """Emoji are two UTF-16 code units, as in LanguageTool's Java server: applying the matches with
    that count gives the offline correction. (language_tool_python 3.4.0's correct() shifts offsets
    but not lengths for such characters, so it cannot apply a match that contains one: the same
    with LanguageTool's own server.)"""
    _, url = server
    text = "Emojis 😀🎉 is fun.\n  They dont  like it 😀 , i think ."
    [want] = offline([text])
    r = requests.post(url + "/v2/check", data={"text": text, "language": "en-US"})
    assert r.status_code == 200
    spans = []
    for m in r.json()["matches"]:
        start, end = from_utf16(text, m["offset"], m["length"])
        ctx = m["context"]
        c_start, c_end = from_utf16(ctx["text"], ctx["offset"], ctx["length"])
        assert ctx["text"][c_start:c_end] == text[start:end].replace("\n", " ")
        spans.append((start, end, m["replacements"][0]["value"]))
    assert spans and raw_text.apply_spans(text, spans) == want


def test_http_errors_are_clear(server):
    _, url = server
    check = url + "/v2/check"
    r = requests.post(check, data={"language": "en-US"})
    assert r.status_code == 400 and r.text == "Error: Missing 'text' or 'data' parameter\n"
    r = requests.post(check, data={"text": "Hallo Welt.", "language": "de-DE"})
    assert r.status_code == 400 and "'de-DE' is not a supported language code" in r.text
    r = requests.post(check, data={"text": "x " * 2000, "language": "en-US"})
    assert r.status_code == 413 and r.text == ("Error: Your text exceeds the limit of 3000 characters (it's 4000 "
                                               "characters). Please submit a shorter text.\n")
    r = requests.get(url + "/v2/languages")
    assert r.status_code == 200 and {"name": "English (US)", "code": "en", "longCode": "en-US"} in r.json()
    r = requests.get(check, params={"text": "He go home.", "language": "en"})  # GET, as LanguageTool allows
    assert r.status_code == 200 and r.json()["language"]["code"] == "en"


def test_load_32_clients_no_crossed_or_lost_answers(server, offline):
    """32 concurrent clients x 2 requests of mixed lengths: every answer is the offline result for
    its own text, no error, and the server's memory does not grow after the first round."""
    proc, url = server
    src = (JFLEG / "test.src").read_text(encoding="utf-8").splitlines()
    sentences = [raw_text.detokenize(s.split()) for s in src[:64]]
    texts = [" ".join(sentences[i:i + 1 + i % 3]) + ("\n" + sentences[i + 5] if i % 4 == 0 else "")
             for i in range(48)]
    expected = dict(zip(texts, offline(texts)))

    pid = listening_pid(url)  # the server itself, forked by the fork server

    def rss_mib():
        with open(f"/proc/{pid}/status") as f:
            return int(next(x for x in f if x.startswith("VmRSS")).split()[1]) / 1024

    def client(k, n):
        import language_tool_python
        from language_tool_python.utils import correct

        tool = language_tool_python.LanguageTool("en-US", remote_server=url)
        wrong = []
        for i in range(n):
            text = texts[(7 * k + i) % len(texts)]
            if correct(text, tool.check(text)) != expected[text]:
                wrong.append(text)
        return wrong

    with ThreadPoolExecutor(32) as pool:
        assert sum(pool.map(client, range(32), [1] * 32), []) == []  # warm-up round
        before = rss_mib()
        t0 = time.monotonic()
        wrong = sum(pool.map(client, range(32), [2] * 32), [])
        seconds = time.monotonic() - t0
    after = rss_mib()
    assert wrong == []
    assert before > 100, before  # the server, with torch and its model (its stand-in has some 10 MiB)
    assert after - before < 64, f"RSS grew from {before:.0f} to {after:.0f} MiB"
    print(f"64 requests in {seconds:.1f} s; RSS {before:.0f} -> {after:.0f} MiB")


def test_full_queue_answers_503_and_shutdown_answers_requests_in_flight(trained_spm_syngec, fork_server):
    """--max-queue 2: of 12 requests at once some are answered 503 (none lost); then SIGTERM while
    requests are in flight: each is answered, the process exits 0 and no longer listens."""
    proc, url = start_server(trained_spm_syngec, "--max-queue", "2", "--max-wait-ms", "0", "--cache-size", "0",
                             fork_server=fork_server)
    check = url + "/v2/check"
    long_text = " ".join(raw_text.detokenize(s.split())
                         for s in (JFLEG / "test.src").read_text(encoding="utf-8").splitlines()[:12])
    try:
        def post(_):
            return requests.post(check, data={"text": long_text, "language": "en-US"}, timeout=120).status_code

        with ThreadPoolExecutor(12) as pool:
            codes = list(pool.map(post, range(12)))
        assert set(codes) == {200, 503} and codes.count(503) >= 1, codes
        r = requests.post(check, data={"text": long_text, "language": "en-US"})
        assert r.status_code == 200  # the queue drained

        with ThreadPoolExecutor(2) as pool:  # no more than --max-queue: none may be refused with 503
            futures = [pool.submit(post, i) for i in range(2)]
            time.sleep(0.5)  # the requests are in the server
            proc.send_signal(signal.SIGTERM)
            assert [f.result() for f in futures] == [200, 200]
        assert proc.wait(timeout=60) == 0
        with pytest.raises(requests.ConnectionError):
            requests.post(check, data={"text": "x", "language": "en-US"}, timeout=10)
    finally:
        stop_server(proc)


def test_an_insertion_covers_the_word_it_is_written_against():
    """Editors underline a match's span: an insertion (an empty edit) is widened to the word after it
    ("to " before "school") or before it (", " after "However"), unless that word has an edit of its own."""
    from syngec_tools.annotated_text import AnnotatedText
    from syngec_tools.raw_text import LineCorrection, TextEdit
    from syngec_tools.serving import build_matches

    def match(text, edits):
        corr = LineCorrection("", [TextEdit(a, b, text[a:b], r, t, (0, len(text))) for a, b, r, t in edits])
        return [(m["offset"], m["length"], m["replacements"][0]["value"], m["rule"]["id"])
                for m in build_matches(AnnotatedText.plain(text), [corr])[0]]

    assert match("He went school.", [(8, 8, "to ", "M:PREP")]) == [(8, 6, "to school", "GEC_M_PREP")]
    assert match("However it rained.", [(7, 7, ",", "M:PUNCT")]) == [(0, 7, "However,", "GEC_M_PUNCT")]
    # "school" is replaced too: the insertion stays empty
    assert match("He went school.", [(8, 8, "to ", "M:PREP"), (8, 14, "schools", "R:NOUN:NUM")]) == [
        (8, 0, "to ", "GEC_M_PREP"), (8, 6, "schools", "GEC_R_NOUN_NUM")]
    # offsets count UTF-16 units: the emoji before the edit is 2
    assert match("😀 He go.", [(5, 7, "goes", "R:VERB:SVA")]) == [(6, 2, "goes", "GEC_R_VERB_SVA")]
