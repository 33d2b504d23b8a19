#!/usr/bin/env python
"""Trivial summaries that give ROUGE a floor.

    python examples/summarization/baselines.py lead --input test.src --output test.lead.hyp [--lang en|zh]
    python examples/summarization/baselines.py first-fact --input test.facts --output test.fact1.hyp

lead: the first sentence of each document (English: up to the first '.', '!' or '?' followed by a
space; Chinese: up to the first '。', '！', '？' or '；'); first-fact: the first triple of each
fact line (the text before the first '|||'; empty when the document has no fact).
"""

import argparse
import re

SENT_END = {"en": re.compile(r"(?<=[.!?])\s+"), "zh": re.compile(r"(?<=[。！？；])")}


def lead(line: str, lang: str) -> str:
    line = line.strip()
    for part in SENT_END[lang].split(line):
        if part.strip():
            return part.strip()
    return line


def first_fact(line: str) -> str:
    return line.split("|||")[0].strip()


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("kind", choices=["lead", "first-fact"])
    p.add_argument("--input", required=True)
    p.add_argument("--output", required=True)
    p.add_argument("--lang", default="en", choices=["en", "zh"])
    args = p.parse_args(argv)
    with open(args.input, encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    with open(args.output, "w", encoding="utf-8") as out:
        for line in lines:
            out.write((lead(line, args.lang) if args.kind == "lead" else first_fact(line)) + "\n")


if __name__ == "__main__":
    main()
