"""Document -> fact description (FA-TR, Gao et al., section 2.1), for every parser back-end.

``--parser``: ``spacy`` (English), ``stanza`` (en/zh, needs its models), ``jieba`` (Chinese POS
patterns, ``facts.jieba_facts``), ``conllu`` (a parsed CoNLL-U file, documents start at
``# newdoc``). UD rules and the cover-dedupe are in ``facts.ud``; file formats in ``facts.io``.
"""

from __future__ import annotations

import contextlib
import functools
import logging
from multiprocessing import get_all_start_methods, get_context
from typing import List, Optional, Sequence

from syngec_tools import textio
from syngec_tools.facts import io as fio
from syngec_tools.facts.ud import Triple, dedupe, parse_conllu, render, triples_from_sentences

logger = logging.getLogger(__name__)
PARSERS = ("stanza", "spacy", "jieba", "conllu")


def joiner_for(lang: str) -> str:
    """Words of a fact are joined by a space, by nothing for Chinese."""
    if lang not in ("en", "zh"):
        raise ValueError(f"lang must be en or zh, got {lang!r}")
    return "" if lang == "zh" else " "


def document_triples(doc, parser: str, lang: str = "en") -> List[Triple]:
    """Kept (deduplicated) triples of one document: raw text, or for ``conllu`` its sentences."""
    if parser == "conllu":
        return triples_from_sentences(doc)
    if not doc.strip():
        return []
    if parser == "jieba":
        from syngec_tools.facts.jieba_facts import document_triples as jieba_triples

        if lang != "zh":
            raise ValueError("the jieba back-end is for Chinese (--lang zh)")
        return dedupe(jieba_triples(doc))
    if parser == "spacy":
        from syngec_tools.facts.parsers import spacy_parse

        if lang != "en":
            raise ValueError("the spacy back-end uses the installed English model (--lang en); "
                             "for Chinese use --parser jieba or stanza")
        return triples_from_sentences(spacy_parse(doc))
    if parser == "stanza":
        from syngec_tools.facts.parsers import stanza_parse

        return triples_from_sentences(stanza_parse(doc, lang))
    raise ValueError(f"unknown parser {parser!r} (one of {', '.join(PARSERS)})")


def extract_documents(docs: Sequence, parser: str, lang: str = "en", workers: int = 1,
                      progress: bool = False, chunksize: int = 16) -> List[List[Triple]]:
    """``document_triples`` over many documents, in order, with a tqdm bar and a process pool."""
    if parser not in PARSERS:
        raise ValueError(f"unknown parser {parser!r} (one of {', '.join(PARSERS)})")
    joiner_for(lang)
    fn = functools.partial(document_triples, parser=parser, lang=lang)
    if progress and textio.progress_to_terminal():
        from tqdm import tqdm

        bar = tqdm(total=len(docs), desc=f"facts ({parser})", unit="doc")
    else:
        bar = None
    out: List[List[Triple]] = []
    if workers > 1 and len(docs) > 1:
        # fork (Linux): workers inherit the imported package instead of re-importing fairseq (~5 s each)
        method = "fork" if "fork" in get_all_start_methods() else "spawn"
        with get_context(method).Pool(workers) as pool:
            for res in pool.imap(fn, docs, chunksize=chunksize):
                out.append(res)
                if bar:
                    bar.update()
    else:
        if parser in ("spacy", "stanza", "jieba") and docs:
            fn(docs[0])  # load the model before the bar starts
        for d in docs:
            out.append(fn(d))
            if bar:
                bar.update()
    if bar:
        bar.close()
    return out


def load_documents(path: str, parser: str):
    """The input documents: lines of text, or CoNLL-U documents (lists of sentences)."""
    if parser == "conllu":
        return parse_conllu(textio.iter_lines(path), name=path)
    return fio.read_lines(path)


def extract_file(input_path: str, output_path: str, parser: str, lang: str = "en",
                 triples_out: Optional[str] = None, workers: int = 1, progress: bool = True) -> dict:
    """Write one fact line per input document (and the triples blocks); returns counts. The outputs
    appear only complete, and none may be the input (checked before anything is read)."""
    joiner = joiner_for(lang)
    textio.check_outputs([output_path, triples_out], [input_path])
    docs = load_documents(input_path, parser)
    results = extract_documents(docs, parser, lang, workers=workers, progress=progress)
    with contextlib.ExitStack() as stack:
        f = stack.enter_context(textio.atomic_output(output_path))
        for triples in results:
            f.write(render(triples, joiner).replace("\n", " ") + "\n")
        if triples_out:
            f = stack.enter_context(textio.atomic_output(triples_out))
            for triples in results:
                fio.write_triple_block(f, triples, joiner)
    n_empty = sum(1 for t in results if not t)
    stats = {"documents": len(results), "triples": sum(len(t) for t in results), "empty_documents": n_empty}
    logger.info("%s: %d documents, %d triples, %d documents without a triple", input_path,
                stats["documents"], stats["triples"], n_empty)
    return stats
