#!/usr/bin/env python
"""fairseq-syngec-serve's sentence cache (``--cache-size``) in an editor's checking cycle: an editor sends the
whole document at every check. A 20,000-character Markdown note as the Obsidian plugin sends it (LanguageTool's
annotated text, ``harness/editor_clients.py``; its text the bundled JFLEG test sentences), then the same note
with one sentence changed, as after the writer accepts one correction; on a server with the default cache and on
one with ``--cache-size 0``, the same model, one after the other. The second check's answers must be the same
on both servers (the cache changes how fast, never what).

    python benchmarks/serve_cache.py --path CKPT --data DATA_BIN --spm-model SPM

Writes a table and ``benchmarks/results/serve_cache.json``.
"""

import argparse
import datetime as dt
import os
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the repository root: harness/
from harness.server import add_server_args, launch, stop_server  # noqa: E402


def checks(args, cache_size, sentences):
    """(seconds, answer) of the note's first check and of its second, one sentence changed."""
    import requests

    from harness.editor_clients import markdown_note, obsidian_annotation, obsidian_request

    proc, url = launch(args.path, args.data, args.spm_model,
                       ["--beam", str(args.beam), *([] if cache_size is None else ["--cache-size", str(cache_size)])])
    out = []
    try:
        requests.post(url + "/v2/check", data={"text": "He go home.", "language": "en-US"}).raise_for_status()
        edited = [s + " It was raining." if k == len(sentences) // 2 else s for k, s in enumerate(sentences)]
        for text in (sentences, edited):
            target, headers, body = obsidian_request(url, obsidian_annotation(markdown_note(text, chars=20000)))
            headers.pop("Origin")  # the server runs without --allow-origin here
            t0 = time.perf_counter()
            r = requests.post(target, data=body.encode("utf-8"), headers=headers, timeout=600)
            r.raise_for_status()
            out.append((time.perf_counter() - t0, r.json()["matches"]))
    finally:
        stop_server(proc)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_server_args(p)
    p.add_argument("--json", default=str(REPO / "benchmarks/results/serve_cache.json"))
    args = p.parse_args(argv)

    from syngec_tools import raw_text, textio

    src = textio.read_lines(REPO / "examples/gec/data/jfleg/test.src")
    sentences = [raw_text.detokenize(s.split()) for s in src]
    rows = {}
    for name, size in (("cache", None), ("no cache", 0)):
        (first, _), (second, answer) = checks(args, size, sentences)
        rows[name] = {"first_check_s": round(first, 2), "second_check_s": round(second, 2), "matches": len(answer),
                      "answer": answer}
    same = rows["cache"].pop("answer") == rows["no cache"].pop("answer")
    ratio = rows["no cache"]["second_check_s"] / rows["cache"]["second_check_s"]
    print(f"{'server':>9} {'1st check s':>12} {'2nd check s':>12} {'matches':>8}")
    for name, r in rows.items():
        print(f"{name:>9} {r['first_check_s']:>12} {r['second_check_s']:>12} {r['matches']:>8}")
    print(f"the second check, one sentence changed: {ratio:.1f}x faster with the cache; the same answers: {same}")
    result = {"date": dt.date.today().isoformat(),
              "command": " ".join(["python", "benchmarks/serve_cache.py"] + sys.argv[1:]),
              "threads": os.environ.get("OMP_NUM_THREADS", "torch default"), "rows": rows,
              "second_check_speedup": round(ratio, 1), "same_answers": same}
    if args.json:
        textio.write_json(args.json, result)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
