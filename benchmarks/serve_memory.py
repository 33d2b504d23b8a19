#!/usr/bin/env python
"""fairseq-syngec-serve's memory over many requests of words it has never seen: the server's resident set
(VmRSS) after every --step requests of short texts made of fresh random words, from --clients concurrent
clients. spaCy keeps every new string in its store unless the work runs in a memory zone (spaCy 3.8), so
without one the RSS grows with the number of distinct words served.

    python benchmarks/serve_memory.py --path CKPT --data DATA_BIN --spm-model SPM [--requests 10000]

Prints the RSS curve and writes ``benchmarks/results/serve_memory.json``.
"""

import argparse
import datetime as dt
import random
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the repository root: harness/
from harness.server import add_server_args, start_from_args, stop_server  # noqa: E402


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        return int(next(x for x in f if x.startswith("VmRSS")).split()[1]) / 1024


def fresh_text(rng: random.Random) -> str:
    """Twelve made-up words (consonant-vowel syllables): almost every one new to spaCy's string store."""
    return " ".join("".join(rng.choice("bcdfghklmnprstvz") + rng.choice("aeiou") for _ in range(4))
                    for _ in range(12)) + "."


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_server_args(p)
    p.add_argument("--requests", type=int, default=10000)
    p.add_argument("--step", type=int, default=1000, help="requests between two RSS readings")
    p.add_argument("--clients", type=int, default=16)
    p.add_argument("--json", default=str(REPO / "benchmarks/results/serve_memory.json"))
    args = p.parse_args(argv)

    import requests

    from syngec_tools import textio

    proc, url = start_from_args(args)
    rng = random.Random(0)
    texts = [fresh_text(rng) for _ in range(args.requests)]
    curve = []
    try:
        def post(text):
            r = requests.post(url + "/v2/check", data={"text": text, "language": "en-US"}, timeout=600)
            r.raise_for_status()

        post("warm up the server .")
        curve.append({"requests": 0, "rss_mib": round(rss_mib(proc.pid), 1), "seconds": 0.0})
        t0 = time.perf_counter()
        with ThreadPoolExecutor(args.clients) as pool:
            for start_k in range(0, args.requests, args.step):
                list(pool.map(post, texts[start_k:start_k + args.step]))
                curve.append({"requests": min(start_k + args.step, args.requests),
                              "rss_mib": round(rss_mib(proc.pid), 1),
                              "seconds": round(time.perf_counter() - t0, 1)})
                print(f"{curve[-1]['requests']:>7} requests  RSS {curve[-1]['rss_mib']:8.1f} MiB  "
                      f"({curve[-1]['seconds']} s)", flush=True)
    finally:
        stop_server(proc)
    after_first = curve[1]["rss_mib"] if len(curve) > 1 else curve[0]["rss_mib"]
    result = {"date": dt.date.today().isoformat(),
              "command": " ".join(["python", "benchmarks/serve_memory.py"] + sys.argv[1:]),
              "clients": args.clients, "curve": curve,
              "growth_after_first_step_mib": round(curve[-1]["rss_mib"] - after_first, 1)}
    print(f"RSS growth after the first {args.step} requests: {result['growth_after_first_step_mib']} MiB")
    if args.json:
        textio.write_json(args.json, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
