"""File formats of the fact pipeline.

* **Text input** (``read_lines``): one document per line, split on ``\\n`` only (a ``\\r`` before it
  stripped), so a lone ``\\r``, U+2028 and other Unicode line separators inside a document never
  change the line count; a line that is not UTF-8 is an error naming the file and line.
* **Facts file** (``extract_facts.py --output``): exactly one line per input document, the
  document's fact description (``subject predicate object ||| ...``); empty when it has no triple.
* **Triples file** (``--triples-out``): a block per document, in input order. A block is the
  document's kept triples, one per line as ``subject<TAB>predicate<TAB>object`` (the object may be
  empty), followed by one blank line that ends the block; a document with no triple is a block with
  no lines (a lone blank line). The file therefore has exactly one blank line per document, and
  document ``i`` (0-based) is the ``i``-th block (``read_triple_blocks``).
* **Knowledge graph** (``read_knowledge_graph``): any file of ``subject<TAB>predicate<TAB>object``
  lines (blank lines ignored, so a triples file works too): entity -> list of (predicate, object)
  in file order, duplicates dropped.
"""

from __future__ import annotations

from typing import Dict, List, Sequence, TextIO, Tuple

from syngec_tools import textio
from syngec_tools.facts.ud import Triple

Branch = Tuple[str, str]


def read_lines(path: str) -> List[str]:
    """The lines of a text file (:func:`syngec_tools.textio.read_lines`: split on ``\\n`` only, one
    ``\\r`` before it dropped; a line that is not UTF-8 is a ValueError naming file and line)."""
    return textio.read_lines(path)


def write_triple_block(f: TextIO, triples: Sequence[Triple], joiner: str = " ") -> None:
    for t in triples:
        f.write(t.tsv(joiner).replace("\n", " ") + "\n")
    f.write("\n")


def _split3(line: str, path: str, lineno: int) -> Tuple[str, str, str]:
    cols = line.split("\t")
    if len(cols) != 3:
        raise ValueError(f"{path}:{lineno}: expected 3 tab-separated columns (subject, predicate, object), "
                         f"got {len(cols)}")
    return cols[0].strip(), cols[1].strip(), cols[2].strip()


def read_triple_blocks(path: str) -> List[List[Tuple[str, str, str]]]:
    """A ``--triples-out`` file -> per document a list of (subject, predicate, object)."""
    docs: List[List[Tuple[str, str, str]]] = []
    cur: List[Tuple[str, str, str]] = []
    lines = read_lines(path)
    for lineno, line in enumerate(lines, 1):
        if line == "":
            docs.append(cur)
            cur = []
        else:
            cur.append(_split3(line, path, lineno))
    if cur:
        raise ValueError(f"{path}:{len(lines)}: last block is not ended by a blank line (truncated file?)")
    return docs


def knowledge_from_triples(triples: Sequence[Tuple[str, str, str]]) -> Dict[str, List[Branch]]:
    """(subject, predicate, object) -> {subject: [(predicate, object), ...]} in order, no duplicates.
    Triples with an empty subject or with neither predicate nor object are skipped."""
    kg: Dict[str, List[Branch]] = {}
    for s, p, o in triples:
        if not s or not (p or o):
            continue
        branches = kg.setdefault(s, [])
        if (p, o) not in branches:
            branches.append((p, o))
    return kg


def read_knowledge_graph(path: str) -> Dict[str, List[Branch]]:
    """A knowledge-graph file (tab-separated subject/predicate/object lines, blank lines ignored)."""
    triples = [_split3(l, path, i) for i, l in enumerate(read_lines(path), 1) if l.strip()]
    return knowledge_from_triples(triples)
