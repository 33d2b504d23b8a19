"""ERRANT scoring that reproduces ``errant_parallel`` + ``errant_compare`` (errant 3.0.x).

Pipeline, as the official commands run it with their default flags:

1. ``errant_parallel -orig SRC -cor HYP -out HYP.m2``: each source line and hypothesis line is
   stripped and parsed with ``annotator.parse(text, tokenise=False)``, i.e. split on whitespace
   (the hypothesis must already be tokenised like the M2 source; ``tokenise=True`` mirrors
   ``-tok``, which spaCy-tokenises *both* sides). A hypothesis equal to the source gets a
   ``noop`` edit; otherwise the edits come from ``annotator.annotate`` (``-lev``/``-merge``).
2. ``errant_compare -hyp HYP.m2 -ref REF.m2``: span-based correction, beta 0.5; for each sentence
   the reference annotator that maximises the running corpus F-score is chosen. This module
   calls the official ``errant.commands.compare_m2`` functions for that step.

Here the source sentences come from the reference M2's ``S`` lines. Precision, recall and F are
rounded to 4 decimals, exactly as ``errant_compare`` computes them.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import math
import multiprocessing as mp
import os
import sys
from collections import Counter
from typing import Iterable, Sequence, Union

from syngec_tools import textio
from syngec_tools.data.m2 import read_m2

PathLike = Union[str, "os.PathLike[str]"]
CAT_LEVELS = {1: "per_type_op", 2: "per_type_main", 3: "per_type"}


def compare_args(beta: float = 0.5, cat=None) -> argparse.Namespace:
    """The ``errant_compare`` args namespace for its defaults (span-based correction)."""
    from errant.commands import compare_m2

    argv = ["errant_compare", "-hyp", "-", "-ref", "-", "-b", str(beta)]
    if cat is not None:
        argv += ["-cat", str(cat)]
    saved = sys.argv
    try:
        sys.argv = argv
        return compare_m2.parse_args()
    finally:
        sys.argv = saved


def read_lines(path: PathLike) -> list:
    """The lines of a text file, split on ``\\n`` only (``syngec_tools.textio``). Unlike the
    official commands (text-mode universal newlines), a lone ``\\r`` does not end a line, so it cannot
    shift the later lines; a line that is not UTF-8 is a ``ValueError`` naming the file and line."""
    return textio.read_lines(path)


def parallel_block(annotator, orig: str, cors: Sequence[str], tokenise: bool = False,
                   lev: bool = False, merge: str = "rules") -> list:
    """M2 block lines (``S`` line, then ``A`` lines) for one source and its corrections.

    Mirrors the loop body of ``errant.commands.parallel_to_m2.main``; cors[i] gets coder id i.
    """
    from errant.commands.parallel_to_m2 import noop_edit

    orig_doc = annotator.parse(orig.strip(), tokenise)
    lines = [" ".join(["S"] + [token.text for token in orig_doc])]
    for cor_id, cor in enumerate(cors):
        cor = cor.strip()
        if orig_doc.text.strip() == cor:
            lines.append(noop_edit(cor_id))
        else:
            cor_doc = annotator.parse(cor, tokenise)
            for edit in annotator.annotate(orig_doc, cor_doc, lev, merge):
                lines.append(edit.to_m2(cor_id))
    return lines


def write_m2(blocks: Iterable[Sequence[str]], path: PathLike, inputs: Sequence[PathLike] = ()) -> None:
    """Write M2 blocks (lists of lines) the way ``errant_parallel`` does: blank line after each.
    The file appears only complete; it must not be one of ``inputs``."""
    with textio.atomic_output(path, inputs) as out:
        for block in blocks:
            for line in block:
                out.write(line + "\n")
            out.write("\n")


def _progress(iterable, total: int, desc: str, enabled: bool):
    from tqdm import tqdm

    return tqdm(iterable, total=total, desc=desc, file=sys.stderr,
                disable=not (enabled and textio.progress_to_terminal()), unit="sent", dynamic_ncols=True)


def make_m2(src_path: PathLike, ref_paths: Sequence[PathLike], out_path: PathLike,
            tokenise: bool = False, lev: bool = False, merge: str = "rules",
            progress: bool = True) -> dict:
    """Build a (multi-annotator) reference M2 like ``errant_parallel -orig SRC -cor REF0 REF1 ...``.

    Reference file i becomes annotator id i. As in errant_parallel, empty source lines are
    skipped (no block is written); unlike it, files of different lengths are an error rather
    than silently truncated. Returns {"lines", "sentences", "skipped_empty_source"}.
    """
    from syngec_tools.spacy_model import load_errant

    if not ref_paths:
        raise ValueError("make_m2 needs at least one reference file")
    textio.check_outputs([out_path], [src_path, *ref_paths])
    src = read_lines(src_path)
    refs = [read_lines(p) for p in ref_paths]
    for p, lines in zip(ref_paths, refs):
        if len(lines) != len(src):
            raise ValueError(f"{os.fspath(p)} has {len(lines)} lines but the source "
                             f"{os.fspath(src_path)} has {len(src)}")
    annotator = load_errant()
    blocks, skipped = [], 0
    for orig, *cors in _progress(zip(src, *refs), len(src), "errant make_m2", progress):
        if not orig.strip():
            skipped += 1
            continue
        blocks.append(parallel_block(annotator, orig, cors, tokenise, lev, merge))
    write_m2(blocks, out_path, [src_path, *ref_paths])
    return {"lines": len(src), "sentences": len(blocks), "skipped_empty_source": skipped}


def _annotate_pair(job) -> list:
    """One hypothesis M2 block, in a worker process (the annotator is loaded once per process)."""
    from syngec_tools.spacy_model import load_errant

    orig, hyp, tokenise, lev, merge = job
    return parallel_block(load_errant(), orig, [hyp], tokenise, lev, merge)


def _load_errant_in_worker() -> None:
    """Pool initializer: load spaCy + errant once in each worker (a no-op if inherited by fork)."""
    from syngec_tools.spacy_model import load_errant

    load_errant()


def hypothesis_blocks(sources: Sequence[str], hyps: Sequence[str], tokenise: bool = False,
                      lev: bool = False, merge: str = "rules", progress: bool = False,
                      workers: int = 1) -> list:
    """Hypothesis M2 blocks (coder 0) for aligned source / hypothesis lines.

    An empty source still gets a block (errant_parallel would drop it and misalign the files).
    workers > 1 annotates in that many processes (spaCy parsing dominates ERRANT's time), in
    order and with the same blocks as one process. On POSIX the workers are forked after the
    annotator is loaded here, so they share it instead of each loading spaCy again.
    """
    from syngec_tools.spacy_model import load_errant

    if len(sources) != len(hyps):
        raise ValueError(f"{len(hyps)} hypothesis lines for {len(sources)} source sentences")
    if workers < 1:
        raise ValueError(f"workers must be >= 1, not {workers}")
    workers = min(workers, max(1, len(sources)))
    if workers == 1:
        annotator = load_errant()
        return [parallel_block(annotator, s, [h], tokenise, lev, merge)
                for s, h in _progress(zip(sources, hyps), len(sources), "errant hyp", progress)]
    methods = mp.get_all_start_methods()
    ctx = mp.get_context("fork" if "fork" in methods else "spawn")
    if ctx.get_start_method() == "fork":
        load_errant()  # once, before forking: the workers inherit it
    jobs = [(s, h, tokenise, lev, merge) for s, h in zip(sources, hyps)]
    chunksize = max(1, min(64, math.ceil(len(jobs) / (8 * workers))))
    with ctx.Pool(workers, initializer=_load_errant_in_worker) as pool:
        it = pool.imap(_annotate_pair, jobs, chunksize=chunksize)
        return list(_progress(it, len(jobs), f"errant hyp ({workers} workers)", progress))


def _scores(tp: int, fp: int, fn: int, beta: float) -> dict:
    from errant.commands.compare_m2 import computeFScore

    p, r, f = computeFScore(tp, fp, fn, beta)
    return {"tp": tp, "fp": fp, "fn": fn, "p": p, "r": r, f"f{beta}": f}


def compare_blocks(hyp_blocks: Sequence[Sequence[str]], ref_edits: Sequence[list],
                   beta: float = 0.5) -> dict:
    """Score hypothesis M2 blocks against reference edits with the official compare_m2 logic.

    ref_edits[i] is the simplified edit list of sentence i: [start, end, type, cor, coder].
    Returns {"tp","fp","fn","p","r","f<beta>","sentences","per_type","per_type_op",
    "per_type_main"}; per-type values are dicts of the same six scores.
    """
    from errant.commands import compare_m2 as cm

    if len(hyp_blocks) != len(ref_edits):
        raise ValueError(f"{len(hyp_blocks)} hypothesis blocks for {len(ref_edits)} reference sentences")
    args = compare_args(beta)
    best = Counter({"tp": 0, "fp": 0, "fn": 0})
    cats = {}
    for sent_id, (hyp, ref) in enumerate(zip(hyp_blocks, ref_edits)):
        hyp_dict = cm.process_edits(cm.simplify_edits("\n".join(hyp)), args)
        ref_dict = cm.process_edits([list(e) for e in ref], args)
        count, cat = cm.evaluate_edits(hyp_dict, ref_dict, best, sent_id, "", args)
        best += Counter(count)
        cats = cm.merge_dict(cats, cat)
    result = _scores(best["tp"], best["fp"], best["fn"], beta)
    result["beta"] = beta
    result["sentences"] = len(hyp_blocks)
    for level, key in CAT_LEVELS.items():
        proc = cm.processCategories({k: list(v) for k, v in cats.items()}, level)
        result[key] = {c: _scores(*v, beta) for c, v in sorted(proc.items())}
    return result


def errant_score(hyp: Union[PathLike, Sequence[str]], ref: PathLike, beta: float = 0.5,
                 tokenise: bool = False, lev: bool = False, merge: str = "rules",
                 hyp_m2_out: PathLike = None, progress: bool = True, workers: int = 1) -> dict:
    """Score a hypothesis file (or list of lines) against a reference M2, as errant does.

    Equivalent to ``errant_parallel -orig <M2 sources> -cor HYP -out HYP.m2`` followed by
    ``errant_compare -hyp HYP.m2 -ref REF``; hyp_m2_out optionally keeps HYP.m2. workers > 1
    annotates the hypotheses in that many processes (same numbers, see hypothesis_blocks).
    """
    hyp_path = hyp if isinstance(hyp, (str, os.PathLike)) else None
    textio.check_outputs([hyp_m2_out], [hyp_path, ref])
    sents = list(read_m2(ref))
    if isinstance(hyp, (str, os.PathLike)):
        hyp_name, hyp_lines = os.fspath(hyp), read_lines(hyp)
    else:
        hyp_name, hyp_lines = "<hypothesis lines>", list(hyp)
    if len(hyp_lines) != len(sents):
        raise ValueError(f"hypothesis {hyp_name} has {len(hyp_lines)} lines but reference "
                         f"{os.fspath(ref)} has {len(sents)} sentences")
    sources = [" ".join(s.source) for s in sents]
    blocks = hypothesis_blocks(sources, hyp_lines, tokenise, lev, merge, progress, workers)
    if hyp_m2_out is not None:
        write_m2(blocks, hyp_m2_out, [hyp_path, ref])
    ref_edits = [[[e.start, e.end, e.type, e.raw_correction, e.annotator] for e in s.edits]
                 for s in sents]
    return compare_blocks(blocks, ref_edits, beta)


def format_results(result: dict, cat: int = None) -> str:
    """The text ``errant_compare`` prints for these results (per-type table when cat is 1-3)."""
    from errant.commands import compare_m2 as cm

    beta = result.get("beta", 0.5)
    best = {k: result[k] for k in ("tp", "fp", "fn")}
    cats = {c: [v["tp"], v["fp"], v["fn"]] for c, v in result["per_type"].items()}
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        cm.print_results(best, cats, compare_args(beta, cat))
    return buf.getvalue()
