#!/usr/bin/env python
"""Extract FA-TR fact descriptions: one line per input document, triples joined with ' ||| '.

    python scripts/summarization/extract_facts.py --input DOCS.txt --output FACTS.txt \
        --parser {stanza,spacy,jieba,conllu} [--lang en|zh] [--triples-out TRIPLES.tsv] [--workers N]

DOCS.txt has one document per line (with --parser conllu: a CoNLL-U file, documents start at
'# newdoc'). FACTS.txt has exactly one line per document (empty when no triple was found).
--triples-out writes a block per document: 'subject<TAB>predicate<TAB>object' lines, then one
blank line (an empty document is a lone blank line). Rules: syngec_tools/facts/ud.py and
syngec_tools/facts/jieba_facts.py.
"""

import argparse
import logging
import sys

from syngec_tools.facts.extract import PARSERS, extract_file


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--input", required=True, help="documents, one per line (or CoNLL-U with --parser conllu)")
    p.add_argument("--output", required=True, help="fact descriptions, one line per document")
    p.add_argument("--parser", required=True, choices=PARSERS)
    p.add_argument("--lang", default="en", choices=["en", "zh"],
                   help="en (default) or zh (facts joined without spaces)")
    p.add_argument("--triples-out", help="also write the kept triples, a blank-line-ended block per document")
    p.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    try:
        stats = extract_file(args.input, args.output, args.parser, args.lang, triples_out=args.triples_out,
                             workers=args.workers, progress=not args.no_progress)
    except (ValueError, OSError, RuntimeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"{stats['documents']} documents, {stats['triples']} triples, "
          f"{stats['empty_documents']} documents without a triple")
    return 0


if __name__ == "__main__":
    sys.exit(main())
