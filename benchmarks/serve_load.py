#!/usr/bin/env python
"""fairseq-syngec-serve under load: sentences per second and latency at 1, 8 and 32 concurrent
clients, against one request at a time (1 client), on the same model, machine and texts.

The server is started on a free loopback port; each client posts texts to ``/v2/check`` (form
fields ``text`` and ``language``, as LanguageTool's clients do) and waits for the answer before
sending the next. Texts are the bundled JFLEG test sources, detokenised, one to three sentences
each. Every answer is applied (UTF-16 offsets) and compared with the 1-client answer for the same
text: the table counts the texts whose correction differs (none should: each sentence's output is
bounded by its own length, whatever else is being corrected; until 2026-12-05 fairseq's bound, the
batch's longest source, let other texts change a hypothesis that never ended).

Then a whole document as an editor sends it: a 20,000-character Markdown note (front matter, headings,
bold, links, inline code, code blocks, lists; its text the JFLEG sentences in turn) in one request, as
the Obsidian plugin builds it (LanguageTool's annotated text, ``harness/editor_clients.py``), alone, timed
``--document-runs`` times; beside it the same note's read text sent as ``text``.

    python benchmarks/serve_load.py --path CKPT --data DATA_BIN --spm-model SPM [--requests 192]

Writes a table and ``benchmarks/results/serve_load.json``.
"""

import argparse
import datetime as dt
import os
import statistics
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the repository root: harness/
from harness.server import add_server_args, start_from_args, stop_server  # noqa: E402


def apply_matches(text, matches):
    """The text with each match's first replacement applied (offsets in UTF-16 code units)."""
    index, units = {}, 0
    for i, ch in enumerate(text):
        index[units] = i
        units += 2 if ord(ch) > 0xFFFF else 1
    index[units] = len(text)
    out, pos = [], 0
    for m in sorted(matches, key=lambda m: m["offset"]):
        start, end = index[m["offset"]], index[m["offset"] + m["length"]]
        out += [text[pos:start], m["replacements"][0]["value"]]
        pos = end
    return "".join(out + [text[pos:]])


def time_document(check, runs, sentences):
    """The 20,000-character Markdown note of ``sentences`` in one request as the Obsidian plugin sends it,
    ``runs`` times, and its read text as ``text`` as often: the median seconds of each, the matches, the sizes."""
    import requests

    from harness.editor_clients import document, markdown_note, obsidian_annotation, obsidian_request, read_text

    note = markdown_note(sentences, chars=20000)
    annotation = obsidian_annotation(note)
    read = read_text(annotation)
    url, headers, body = obsidian_request(check[:-len("/v2/check")], annotation)
    headers.pop("Origin")  # the server runs without --allow-origin here
    annotated, plain, matches, incomplete = [], [], None, None
    for _ in range(runs):
        t0 = time.perf_counter()
        r = requests.post(url, data=body.encode("utf-8"), headers=headers, timeout=600)
        annotated.append(time.perf_counter() - t0)
        r.raise_for_status()
        matches, incomplete = len(r.json()["matches"]), r.json()["warnings"].get("incompleteResultsReason")
        t0 = time.perf_counter()
        requests.post(check, data={"text": read, "language": "en-US"}, timeout=600).raise_for_status()
        plain.append(time.perf_counter() - t0)
    seconds = statistics.median(annotated)
    return {"characters": len(document(note)), "read_characters": len(read), "read_words": len(read.split()),
            "runs": runs, "annotated_seconds": round(seconds, 2), "annotated_runs": [round(x, 2) for x in annotated],
            "annotated_words_per_s": round(len(read.split()) / seconds, 1),
            "text_seconds": round(statistics.median(plain), 2), "matches": matches, "incomplete": incomplete}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_server_args(p)
    p.add_argument("--clients", type=int, nargs="+", default=[1, 8, 32])
    p.add_argument("--requests", type=int, default=192, help="requests per concurrency level")
    p.add_argument("--document-runs", type=int, default=3, help="timed requests of the 20,000-character note")
    p.add_argument("--json", default=str(REPO / "benchmarks/results/serve_load.json"))
    args = p.parse_args(argv)

    import requests

    from syngec_tools import raw_text, textio

    src = textio.read_lines(REPO / "examples/gec/data/jfleg/test.src")
    sents = [raw_text.detokenize(s.split()) for s in src]
    n_sents = [1 + k % 3 for k in range(args.requests)]  # 1, 2, 3, 1, 2, 3, ... JFLEG sentences per text
    texts = [" ".join(sents[3 * k:3 * k + n]) for k, n in enumerate(n_sents)]

    proc, url = start_from_args(args)
    check = url + "/v2/check"
    reference = {}
    rows = []
    try:
        session_local = threading.local()

        def post(k):
            s = getattr(session_local, "s", None) or requests.Session()
            session_local.s = s
            t0 = time.perf_counter()
            r = s.post(check, data={"text": texts[k], "language": "en-US"}, timeout=600)
            r.raise_for_status()
            return k, time.perf_counter() - t0, apply_matches(texts[k], r.json()["matches"])

        post(0)  # warm-up: spaCy, first batch
        for c in args.clients:
            with ThreadPoolExecutor(c) as pool:
                t0 = time.perf_counter()
                results = list(pool.map(post, range(len(texts))))
                wall = time.perf_counter() - t0
            lat = sorted(x[1] for x in results)
            differ = 0
            for k, _, out in results:
                if k in reference:
                    differ += out != reference[k]
                else:
                    reference[k] = out
            words = sum(len(t.split()) for t in texts)
            rows.append({"clients": c, "requests": len(texts), "sentences": sum(n_sents), "seconds": round(wall, 2),
                         "sentences_per_s": round(sum(n_sents) / wall, 2), "words_per_s": round(words / wall, 1),
                         "p50_ms": round(1000 * statistics.median(lat), 1),
                         "p99_ms": round(1000 * lat[min(len(lat) - 1, int(0.99 * len(lat)))], 1),
                         "outputs_differing_from_1_client": differ})
        document = time_document(check, args.document_runs, sents) if args.document_runs else None
    finally:
        stop_server(proc)
    base = rows[0]["sentences_per_s"]
    for r in rows:
        r["speedup_vs_1_client"] = round(r["sentences_per_s"] / base, 2)
    print(f"{'clients':>7} {'sent/s':>8} {'x 1 client':>10} {'p50 ms':>8} {'p99 ms':>8} {'differ':>6}")
    for r in rows:
        print(f"{r['clients']:>7} {r['sentences_per_s']:>8} {r['speedup_vs_1_client']:>10} {r['p50_ms']:>8} "
              f"{r['p99_ms']:>8} {r['outputs_differing_from_1_client']:>6}")
    if document:
        print(f"one {document['characters']}-character Markdown note ({document['read_words']} words read), alone: "
              f"annotated {document['annotated_seconds']} s ({document['annotated_words_per_s']} words/s, "
              f"{document['matches']} matches), as text {document['text_seconds']} s; sentence requests at 1 client "
              f"{rows[0]['words_per_s']} words/s" + (f"; {document['incomplete']}" if document["incomplete"] else ""))
    result = {"date": dt.date.today().isoformat(),
              "command": " ".join(["python", "benchmarks/serve_load.py"] + sys.argv[1:]),
              "threads": os.environ.get("OMP_NUM_THREADS", "torch default"), "rows": rows, "document": document}
    if args.json:
        textio.write_json(args.json, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
