"""The MaxMatch (M2) scorer for grammatical error correction (Dahlmeier & Ng, 2012).

Written from the paper ("Better Evaluation for Grammatical Error Correction", NAACL 2012) and
from the observable behaviour of the official M2Scorer 3.2 (its output, including
``--very_verbose``, on many inputs); it reproduces that scorer's counts, hence its precision,
recall and F-beta, in a fraction of the time. The method, per sentence and per annotator:

1. Edit lattice (paper: the edit lattice). The Levenshtein matrix of source and hypothesis tokens is
   computed twice, with a substitution costing 1 and costing 2 (insertion and deletion cost 1,
   a match 0); the lattice holds every cell and step of every minimal alignment under either
   cost. A step present in both is listed twice (it then carries two tie-breaking epsilons,
   step 3).
2. Transitive closure with at most ``max_unchanged_words`` unchanged tokens per edit (paper:
   edits spanning unchanged words). Merged edges are built in the scorer's order: for every intermediate cell k in
   row-major order, each edge (a, k) is extended by each lattice step (k, b); the merged edge
   (a, b) is added when it is new or strictly cheaper (fewer steps) than the one already built,
   and each addition is one more entry. Merged edges that change nothing are then dropped,
   walking the entry list as M2Scorer does (the entry right after a dropped one is not
   examined).
3. Weights (paper: unit edge costs, gold edges strongly negative). An edge weighs its number
   of steps, plus 0.001 per entry unless it changes nothing; an edge equal to a gold edit (same
   source span, correction among the alternatives) weighs minus the number of entries. A gold
   insertion is taken by one edge only (the first of its equals M2Scorer meets, see below);
   later entries of that edge add 0.001 again.
4. The shortest path from the first to the last cell. M2Scorer runs Bellman-Ford over the
   entry list; the same path comes out of one topological pass here, keeping, among
   predecessors with exactly equal floating-point distance, the one Bellman-Ford would reach
   first (earliest pass, then earliest entry).
5. Counts. ``proposed`` = edits on the path (unchanged-token edges excluded); with
   ``ignore_whitespace_casing`` edits that only change case or spaces are dropped first;
   ``correct`` = gold edits matched while walking the path edits in order against the gold list
   in file order with a pointer that only moves forward (a path edit may match several
   duplicate gold edits); ``gold`` = number of gold edits of the annotator.
6. Corpus score: P = sum correct / sum proposed (1.0 if nothing proposed), R = sum correct /
   sum gold (1.0 if no gold edit), F = (1 + b^2) P R / (b^2 P + R) (0.0 if that denominator is
   0). Each sentence takes the annotator that maximises the running corpus F, computed from the
   counts as (1 + b^2) C / (b^2 G + P) so that equal F values are equal floats; ties are broken
   by more correct edits, then the smaller P + b^2 G, then the lowest annotator id (the first one
   met); see ``annotator_key``.

Time. M2Scorer's closure is a triple loop over the lattice cells and its Bellman-Ford visits
every entry once per cell, which is why repetitive or very long outputs take it hours. Here the
two Levenshtein matrices are computed forward only, inside the band of cells a minimal
alignment can visit (its width is the insertion/deletion distance n + m - 2 LCS, with the LCS
from a bit-parallel pass), the lattice is collected by walking back from the last cell, the
closure is a forward pass per start cell that only visits the cells it reaches within the
unchanged-word limit, and the shortest path is one pass over the entries: a sentence costs
time linear in the band and in the closure size. A sentence whose closure would exceed
``max_entries`` (default 500,000; about a second of work) is scored with a compact dynamic
programme over (cell, unchanged tokens in the open edit) that minimises the same weight without
building the closure (most gold edges, then fewest alignment steps, then fewest edits): its
ties between equally good edit sequences may be broken differently from M2Scorer, which would
need hours for such a sentence (a few hundred tokens of garbage, say). A warning names the
sentence and ``inexact_sentences`` lists it.

Known difference: when a gold insertion can be taken by several equal lattice edges (the same
tokens insertable at several places of the hypothesis, e.g. "a a" for a gold "a"), M2Scorer
takes the first it meets while visiting the insertion edges of that source position in an order
we could only approximate from its verbose output: here (cell, cell) order, alternately from
the front and from the back. On random sentences over a three-word vocabulary this still
changes a count in about one sentence in two hundred; on BEA-19 dev, W&I train and JFLEG
(copied, corrected, reference, noisy and degenerate hypotheses) we found no such sentence.

The reference is read by the package's M2 parser (``syngec_tools.data.m2``); like it, this
module imports neither torch nor fairseq.
"""

from __future__ import annotations

import heapq
import logging
import math
import os
from collections import Counter
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

from syngec_tools import textio
from syngec_tools.data.m2 import NOOP_TYPE, PathLike, malformed, read_m2

logger = logging.getLogger(__name__)

DEFAULT_BETA = 0.5
DEFAULT_MAX_UNCHANGED = 2
DEFAULT_MAX_ENTRIES = 500_000
# a bound on the peak memory per lattice entry (Python 3.11, with the heap and entry lists);
# `check_max_entries` refuses budgets beyond memory
ENTRY_BYTES = 640
EPS = 0.001  # M2Scorer's tie-breaking weight per edit entry

# edge kinds (the edit type of a lattice step or merged edge)
NOOP, SUB, INS, DEL = 0, 1, 2, 3


def physical_memory_bytes() -> Optional[int]:
    """This machine's physical memory (None where the OS does not say)."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return None


def check_max_entries(max_entries: int, memory_limit: Optional[int] = None) -> None:
    """Refuse an entry budget whose lattice would not fit in ``memory_limit`` bytes (default: half
    of physical memory): the exact scorer holds up to ``max_entries`` entries of about
    ``ENTRY_BYTES`` bytes each for one sentence."""
    if max_entries < 1:
        raise ValueError(f"--max-entries must be at least 1, got {max_entries}")
    if memory_limit is None:
        phys = physical_memory_bytes()
        if phys is None:
            return
        memory_limit = phys // 2
    need = max_entries * ENTRY_BYTES
    if need > memory_limit:
        raise ValueError(f"--max-entries {max_entries} would let one sentence's lattice take about "
                         f"{need / 2**30:.1f} GiB (about {ENTRY_BYTES} bytes per entry), over the "
                         f"{memory_limit / 2**30:.1f} GiB limit; use --max-entries "
                         f"{memory_limit // ENTRY_BYTES} or less (or raise --max-memory-gb)")


class ClosureTooLarge(Exception):
    """The exact lattice of a sentence exceeds the entry budget."""


@dataclass(frozen=True)
class GoldEdit:
    """One gold edit: source span [start, end) and its alternative corrections (strings)."""

    start: int
    end: int
    corrections: Tuple[str, ...]
    line_no: int = 0


@dataclass
class M2Reference:
    """One reference sentence: source tokens and, per annotator id, the gold edits in file order."""

    source: List[str]
    annotators: Dict[int, List[GoldEdit]] = field(default_factory=dict)
    line_no: int = 0


@dataclass
class SentenceResult:
    """The chosen annotator's counts and edits for one sentence."""

    annotator: int
    correct: int
    proposed: int
    gold: int
    system_edits: list  # (start, end, source text, correction text), unchanged end tokens trimmed
    exact: bool = True  # False when the compact fallback scored it


# ---------------------------------------------------------------------------------------------
# reading


def load_references(path: PathLike) -> List[M2Reference]:
    """Read a reference M2 file the way M2Scorer reads it; malformed input raises ValueError.

    The file is parsed by :func:`syngec_tools.data.m2.read_m2` (blocks of an ``S`` line and
    ``A start end|||type|||corrections|||required|||comment|||annotator`` lines, separated by blank
    lines; errors name file and line). On top, as M2Scorer: ``noop`` edits and ``-1 -1`` spans only
    declare an annotator; a sentence without A lines has annotator 0 with no edits; the
    corrections are the ``||``-separated alternatives (:attr:`M2Edit.alternatives`). Errors besides
    the parser's: no S line at all, no A line at all, an empty S line.
    """
    refs: List[M2Reference] = []
    n_a = 0
    for sent in read_m2(path):
        if not sent.source:
            raise malformed(path, sent.line_no, "empty source sentence")
        annotators: Dict[int, List[GoldEdit]] = {}
        for e in sent.edits:
            n_a += 1
            edits = annotators.setdefault(e.annotator, [])
            if e.type != NOOP_TYPE and not e.is_noop:
                edits.append(GoldEdit(e.start, e.end, e.alternatives, e.line_no))
        refs.append(M2Reference(sent.source, annotators, sent.line_no))
    if not refs:
        raise ValueError(f"{os.fspath(path)}: no 'S' lines: not an M2 file")
    if n_a == 0:
        raise ValueError(f"{os.fspath(path)}:{refs[0].line_no}: no 'A' lines in the whole file: a reference "
                         f"without annotators (give at least a noop edit per sentence)")
    for ref in refs:
        if not ref.annotators:
            ref.annotators[0] = []
        ref.annotators = {k: ref.annotators[k] for k in sorted(ref.annotators)}
    dups = duplicate_gold_edits(refs)
    if dups:
        shown = ", ".join(f"line {a} repeats line {b}" for a, b in dups[:5]) + (" ..." if len(dups) > 5 else "")
        logger.warning("%s: %d duplicate gold edit(s) (same annotator, span and corrections: %s); M2Scorer "
                       "counts every copy, so one system edit can be correct several times and precision "
                       "can exceed 1", os.fspath(path), len(dups), shown)
    return refs


def duplicate_gold_edits(refs: Sequence[M2Reference]) -> List[Tuple[int, int]]:
    """(line, first line) of every gold edit that repeats an earlier one of the same annotator."""
    out = []
    for ref in refs:
        for edits in ref.annotators.values():
            first: Dict[tuple, int] = {}
            for g in edits:
                key = (g.start, g.end, g.corrections)
                if key in first:
                    out.append((g.line_no, first[key]))
                else:
                    first[key] = g.line_no
    return out


def read_hypotheses(path: PathLike, n_expected: int, ref_path: PathLike = "<ref>") -> List[List[str]]:
    """Hypothesis tokens, one line per reference sentence (split on ``\\n`` only: a lone ``\\r`` stays
    inside its line); a count mismatch, or a line that is not UTF-8, is an error naming file and line."""
    lines = textio.read_lines(path)
    if len(lines) != n_expected:
        where = f"{os.fspath(path)}:{min(len(lines), n_expected) + 1}"
        raise ValueError(f"{where}: {len(lines)} hypothesis lines but {n_expected} sentences in "
                         f"{os.fspath(ref_path)}")
    return [line.split() for line in lines]


# ---------------------------------------------------------------------------------------------
# step 1: the edit lattice


_INF = 1 << 40


def _band(n: int, m: int, k: int):
    """Offsets q = j - i of the cells a path of insertion/deletion cost <= k can visit."""
    d = m - n
    return -((k - d) // 2), (d + k) // 2


def forward_distances(src: Sequence, hyp: Sequence, k: int):
    """Forward edit-distance matrices under substitution cost 1 and 2 at once, inside a band.

    Flat row-major lists (index i * (m + 1) + j): f1[c] = distance of src[:i] to hyp[:j] with a
    substitution costing 1 (the Levenshtein distance), f2 with it costing 2 (insertions and
    deletions only); insertion and deletion cost 1, a match 0 (Dahlmeier & Ng 2012: the
    Levenshtein matrix the edit lattice is read from). Only cells a path of cost <= k under
    substitution cost 2 can visit are computed (Ukkonen's band; the others hold a huge value):
    exact on every cell of a minimal path when k is at least that distance.
    """
    n, m = len(src), len(hyp)
    w = m + 1
    size = (n + 1) * w
    lo, hi = _band(n, m, k)
    inf = _INF
    f1 = [inf] * size
    f2 = [inf] * size
    for j in range(0, min(m, hi) + 1):
        f1[j] = f2[j] = j
    for i in range(1, n + 1):
        s = src[i - 1]
        base = i * w
        jlo, jhi = max(0, i + lo), min(m, i + hi)
        if jlo == 0:
            f1[base] = f2[base] = i
            jlo = 1
        for j in range(jlo, jhi + 1):
            c = base + j
            dg = c - w - 1
            if s == hyp[j - 1]:
                a1 = f1[dg]
                a2 = f2[dg]
            else:
                a1 = f1[dg] + 1
                a2 = f2[dg] + 2
            x = f1[c - w] + 1
            if x < a1:
                a1 = x
            x = f1[c - 1] + 1
            if x < a1:
                a1 = x
            x = f2[c - w] + 1
            if x < a2:
                a2 = x
            x = f2[c - 1] + 1
            if x < a2:
                a2 = x
            f1[c] = a1
            f2[c] = a2
    return f1, f2


def lcs_length(a: Sequence, b: Sequence) -> int:
    """Length of the longest common subsequence, bit-parallel (Hyyro 2004), one big-int step per token of a."""
    masks: Dict[object, int] = {}
    for j, t in enumerate(b):
        masks[t] = masks.get(t, 0) | (1 << j)
    full = (1 << len(b)) - 1
    v = full
    for t in a:
        u = v & masks.get(t, 0)
        v = ((v + u) | (v - u)) & full
    return len(b) - bin(v).count("1")


def lattice_steps(src: Sequence[str], hyp: Sequence[str]):
    """Steps of the edit lattice: {cell: [(target, kind, unchanged, multiplicity)]} (Dahlmeier & Ng 2012).

    A step is kept when it lies on a minimal alignment under substitution cost 1 or 2 (found by
    walking back from the last cell along the steps that keep the forward distance exact); its
    multiplicity is the number of the two lattices holding it. Targets come in (row-major) order.
    """
    n, m = len(src), len(hyp)
    w = m + 1
    ids: Dict[str, int] = {}
    src = [ids.setdefault(t, len(ids)) for t in src]  # small ints compare faster than strings
    hyp = [ids.setdefault(t, len(ids)) for t in hyp]
    f1, f2 = forward_distances(src, hyp, n + m - 2 * lcs_length(src, hyp))
    found: Dict[int, Dict[int, list]] = {}  # cell -> {target: [kind, unchanged, multiplicity]}
    last = (n + 1) * w - 1
    for f, sub_cost in ((f1, 1), (f2, 2)):
        stack = [last]
        seen = {last}
        while stack:
            c = stack.pop()
            i, j = divmod(c, w)
            fc = f[c]
            preds = []
            if i and j:
                same = src[i - 1] == hyp[j - 1]
                p = c - w - 1
                if f[p] + (0 if same else sub_cost) == fc:
                    preds.append((p, NOOP if same else SUB, 1 if same else 0))
            if i and f[c - w] + 1 == fc:
                preds.append((c - w, DEL, 0))
            if j and f[c - 1] + 1 == fc:
                preds.append((c - 1, INS, 0))
            for p, kind, unch in preds:
                out = found.get(p)
                if out is None:
                    out = found[p] = {}
                step = out.get(c)
                if step is None:
                    out[c] = [kind, unch, 1]
                else:
                    step[2] += 1
                if p not in seen:
                    seen.add(p)
                    stack.append(p)
    steps = {c: [(t, *found[c][t]) for t in sorted(found[c])] for c in found}
    steps[last] = []
    return steps


# ---------------------------------------------------------------------------------------------
# step 2: transitive closure


class Closure:
    """Edges of the closed lattice with M2Scorer's entry list (see module docstring, step 2).

    ``kind[e]``, ``cost[e]`` for an edge key e = a * size + b (cells a, b); ``entries`` lists the
    edge keys in M2Scorer's order (lattice steps by cells, then merged edges as they were built)
    as (position, key) without the dropped ones (positions keep their order, which is all that
    Bellman-Ford's tie-breaking needs); ``n_entries`` is how many remain; ``dead`` holds dropped
    keys still present as later entries (no edit).
    """

    def __init__(self, src: Sequence[str], hyp: Sequence[str], max_unchanged: int,
                 max_entries: int = DEFAULT_MAX_ENTRIES):
        self.n, self.m = len(src), len(hyp)
        self.w = self.m + 1
        self.size = size = (self.n + 1) * self.w
        steps = lattice_steps(src, hyp)
        cells = sorted(steps)
        kind: Dict[int, int] = {}
        cost: Dict[int, int] = {}
        base_entries: List[int] = []
        for a in cells:
            base = a * size
            for b, k, _u, mult in steps[a]:
                e = base + b
                kind[e] = k
                cost[e] = 1
                base_entries.append(e)
                if mult == 2:
                    base_entries.append(e)
        events = []  # (k, a, b): merged edge (a, b) built through cell k
        budget = max_entries - len(base_entries)
        heappop, heappush = heapq.heappop, heapq.heappush
        for a in cells:
            out = steps[a]
            if not out:
                continue
            lab = {b: (1, u, k) for b, k, u, _m in out}  # b -> (cost, unchanged, kind)
            heap = [b for b, _k, _u, _m in out]  # ascending, hence a heap
            while heap:
                k = heappop(heap)
                ck, uk, kk = lab[k]
                nc = ck + 1
                for b, ks, us, _m in steps[k]:
                    un = uk + us
                    if un > max_unchanged:
                        continue
                    old = lab.get(b)
                    if old is None:
                        heappush(heap, b)
                    elif not nc < old[0]:
                        continue
                    lab[b] = (nc, un, kk if kk == ks else SUB)
                    events.append((k, a, b))
            if len(events) > budget:
                raise ClosureTooLarge(len(base_entries) + len(events))
            base = a * size
            for b, (c, _u, k) in lab.items():
                if c > 1:
                    kind[base + b] = k
                    cost[base + b] = c
        events.sort()
        nb = len(base_entries)
        merged = [a * size + b for _k, a, b in events]
        # drop merged edges that change nothing, walking the list as M2Scorer does: after a
        # drop the next entry is not examined; a key met again later keeps that later entry
        first = {}
        for pos, e in enumerate(merged):
            if e not in first:
                first[e] = pos
        dropped = set()
        dead = set()
        q, n_ent = 0, len(merged)
        while q < n_ent:
            e = merged[q]
            if kind[e] == NOOP and e not in dead:
                dropped.add(first[e])
                dead.add(e)
                q += 2
            else:
                q += 1
        entries = list(enumerate(base_entries))
        entries += [(nb + pos, e) for pos, e in enumerate(merged) if pos not in dropped]
        self.entries = entries
        self.n_entries = len(entries)
        self.kind, self.cost, self.dead = kind, cost, dead


# ---------------------------------------------------------------------------------------------
# steps 3-5: weights, shortest path, counts


_EDIT_WEIGHTS: Dict[Tuple[int, int], float] = {}


def _edit_weight(steps: int, entries: int) -> float:
    """An edit edge's weight: its steps plus 0.001 added once per entry, in floating point."""
    key = (steps, entries)
    wt = _EDIT_WEIGHTS.get(key)
    if wt is None:
        wt = steps
        for _ in range(entries):
            wt += EPS
        _EDIT_WEIGHTS[key] = wt
    return wt


class SentenceScorer:
    """Everything about one (source, hypothesis) pair that does not depend on the annotator."""

    def __init__(self, src: Sequence[str], hyp: Sequence[str], max_unchanged: int = DEFAULT_MAX_UNCHANGED,
                 max_entries: int = DEFAULT_MAX_ENTRIES):
        self.src, self.hyp = list(src), list(hyp)
        self.max_unchanged = max_unchanged
        self.identical = self.src == self.hyp
        if self.identical:
            return
        cl = Closure(src, hyp, max_unchanged, max_entries)
        self.closure = cl
        size = cl.size
        self.n_entries = cl.n_entries
        # base weights (step 3 without gold): steps, + 0.001 per entry of an edit (added one by
        # one in floating point, as M2Scorer does); in-entries per target cell with their position
        kind, cost, dead = cl.kind, cl.cost, cl.dead
        weight = {}
        for e, k in Counter(e for _pos, e in cl.entries).items():
            if e in dead:
                weight[e] = math.inf
            elif kind[e] == NOOP:
                weight[e] = cost[e]
            else:
                weight[e] = _edit_weight(cost[e], k)
        into: Dict[int, list] = {}
        inf = math.inf
        for pos, e in cl.entries:
            wt = weight[e]
            if wt != inf:
                a, b = divmod(e, size)
                lst = into.get(b)
                if lst is None:
                    into[b] = [(pos, a, e, wt)]
                else:
                    lst.append((pos, a, e, wt))
        self.weight = weight
        self.into = into
        self.targets = sorted(into)
        self._positions = None
        self._paths = {}  # gold weights -> path, shared by annotators with the same gold edges

    def edges_with_span(self, start: int, end: int, corr: str):
        """Edge keys (not dropped) with source span [start, end) and correction ``corr``, in
        (cell, cell) order."""
        cl = self.closure
        w, size, kind, dead = cl.w, cl.size, cl.kind, cl.dead
        toks = corr.split(" ") if corr else []
        if any(not t for t in toks):
            return []  # a double or stray space never equals space-joined tokens
        length = len(toks)
        if length:
            if self._positions is None:
                pos = {}
                for j, t in enumerate(self.hyp):
                    pos.setdefault(t, []).append(j)
                self._positions = pos
            starts = [j for j in self._positions.get(toks[0], ()) if self.hyp[j:j + length] == toks]
        else:
            starts = range(len(self.hyp) + 1)
        out = []
        for j in starts:
            e = (start * w + j) * size + end * w + j + length
            if e in kind and e not in dead:
                out.append(e)
        return out

    def _insertions_at(self, row: int) -> list:
        """Entries (edge keys, repeated per entry) of the insertion edges at source position row,
        in (cell, cell) order."""
        groups = getattr(self, "_ins_groups", None)
        if groups is None:
            cl = self.closure
            groups = {}
            for _pos, e in cl.entries:
                if cl.kind[e] == INS and e not in cl.dead:
                    groups.setdefault((e // cl.size) // cl.w, []).append(e)
            for lst in groups.values():
                lst.sort()
            self._ins_groups = groups
        return groups.get(row, [])

    def correction(self, e: int) -> str:
        cl = self.closure
        a, b = divmod(e, cl.size)
        return " ".join(self.hyp[a % cl.w:b % cl.w])

    def gold_weights(self, gold: Sequence[GoldEdit]) -> dict:
        """Weights of the edges equal to gold edits (step 3): {edge: weight}."""
        out = {}
        neg = -self.n_entries
        cl = self.closure
        claimed = [False] * len(gold)
        ins_edges = {}
        for g in gold:
            for corr in set(g.corrections):
                for e in self.edges_with_span(g.start, g.end, corr):
                    if g.start == g.end:
                        ins_edges[e] = None
                    else:
                        out[e] = neg
        if ins_edges:
            # a gold insertion is taken by the first equal edge M2Scorer visits: it visits the
            # insertion edges at one source position (lattice steps and merged edges, each entry)
            # in (cell, cell) order alternately from the front and from the back; a later entry of
            # a taken edge adds 0.001 unless it takes another (duplicate) gold insertion
            for row in sorted({(e // cl.size) // cl.w for e in ins_edges}):
                group = self._insertions_at(row)
                order = []
                lo_i, hi_i = 0, len(group) - 1
                while lo_i <= hi_i:
                    order.append(group[lo_i])
                    lo_i += 1
                    if lo_i <= hi_i:
                        order.append(group[hi_i])
                        hi_i -= 1
                w_e = {}
                for e in order:
                    if e not in ins_edges:
                        continue
                    corr = self.correction(e)
                    took = False
                    for gi, g in enumerate(gold):
                        if not claimed[gi] and g.start == g.end == row and corr in g.corrections:
                            claimed[gi] = took = True
                            break
                    if took:
                        w_e[e] = neg
                    elif e in w_e:
                        w_e[e] += EPS
                out.update(w_e)
        return out

    def best_path(self, gold: Sequence[GoldEdit]):
        """The path's edits (step 4) as (start, end, source text, correction text), in order."""
        if self.identical:
            return []
        gw = self.gold_weights(gold) if gold else {}
        key = tuple(sorted(gw.items()))
        path = self._paths.get(key)
        if path is None:
            path = self._paths[key] = self._shortest_path(gw)
        return path

    def _shortest_path(self, gw: dict):
        cl = self.closure
        size, w = cl.size, cl.w
        inf = math.inf
        dist = {0: 0.0}
        when = {0: (1, -1)}  # (Bellman-Ford pass, entry position) when dist became final
        pred = {}
        for v in self.targets:
            best = inf
            best_t = best_e = None
            for pos, a, e, wt in self.into[v]:
                da = dist.get(a)
                if da is None:
                    continue
                if gw:
                    wt = gw.get(e, wt)
                cand = da + wt
                if cand > best:
                    continue
                pa, qa = when[a]
                t = (pa, pos) if pos > qa else (pa + 1, pos)
                if cand < best or t < best_t:
                    best, best_t, best_e = cand, t, e
            if best_e is not None:
                dist[v], when[v], pred[v] = best, best_t, best_e
        edits = []
        v = size - 1
        while v != 0:
            e = pred[v]
            a = e // size
            if cl.kind[e] != NOOP:
                ai, aj = divmod(a, w)
                bi, bj = divmod(v, w)
                edits.append((ai, bi, " ".join(self.src[ai:bi]), " ".join(self.hyp[aj:bj])))
            v = a
        edits.reverse()
        return edits


def trim_edit(edit: tuple) -> tuple:
    """An edit without the unchanged tokens at its ends, as M2Scorer's verbose ``EDIT SEQ`` shows it."""
    start, end, orig, corr = edit
    o, c = orig.split(), corr.split()
    while o and c and o[0] == c[0]:
        o.pop(0)
        c.pop(0)
        start += 1
    while o and c and o[-1] == c[-1]:
        o.pop()
        c.pop()
        end -= 1
    return start, end, " ".join(o), " ".join(c)


def _only_case_or_space(a: str, b: str) -> bool:
    return a.replace(" ", "").lower() == b.replace(" ", "").lower()


def count_correct(edits: Sequence[tuple], gold: Sequence[GoldEdit]) -> int:
    """Gold edits matched by the path edits: a pointer into the gold list only moves forward."""
    c = pos = 0
    for s, e, _orig, corr in edits:
        for k in range(pos, len(gold)):
            g = gold[k]
            if g.start == s and g.end == e and corr in g.corrections:
                c += 1
                pos = k + 1
    return c


def sentence_counts(src: Sequence[str], hyp: Sequence[str], gold: Sequence[GoldEdit],
                    max_unchanged: int = DEFAULT_MAX_UNCHANGED, ignore_whitespace_casing: bool = False,
                    scorer: Optional[SentenceScorer] = None, max_entries: int = DEFAULT_MAX_ENTRIES):
    """(correct, proposed, gold, system edits, exact) for one annotator of one sentence."""
    exact = True
    try:
        scorer = scorer or SentenceScorer(src, hyp, max_unchanged, max_entries)
        edits = scorer.best_path(gold)
    except ClosureTooLarge:
        exact = False
        edits = compact_best_path(src, hyp, gold, max_unchanged)
    if ignore_whitespace_casing:
        edits = [x for x in edits if not _only_case_or_space(x[2], x[3])]
    return count_correct(edits, gold), len(edits), len(gold), edits, exact


# ---------------------------------------------------------------------------------------------
# fallback for sentences beyond the entry budget


def compact_best_path(src: Sequence[str], hyp: Sequence[str], gold: Sequence[GoldEdit], max_unchanged: int):
    """A best edit sequence without building the closure (used beyond the entry budget).

    Dynamic programme over (cell, state): between edits, or inside a non-gold edit with k
    unchanged tokens so far (closed only right after a change). It minimises M2Scorer's path
    weight up to its tie-breaking: most gold edges first (a gold insertion taken by its first
    equal edge only), then fewest alignment steps, then fewest edits. Ties between equally good
    sequences, and merged edges whose steps M2Scorer's closure counts differently, may come out
    differently from M2Scorer. Three phases: :func:`_gold_edges`, :func:`_cheapest_paths`,
    :func:`_trace_edits`.
    """
    width = len(hyp) + 1  # cell (i, j) of the lattice is i * width + j
    steps = lattice_steps(src, hyp)
    gold_edges = _gold_edges(src, hyp, gold, steps, width, max_unchanged)
    back, open_edits = _cheapest_paths(steps, gold_edges, (len(src) + 1) * width, len(src) + len(hyp) + 2,
                                       max_unchanged)
    return _trace_edits(src, hyp, back, open_edits, width)


def _gold_edges(src, hyp, gold, steps, width: int, max_unchanged: int) -> Dict[int, set]:
    """Cell -> the cells a gold edit reaches from it in one edge: each correction of each gold edit that
    changes the source, found in the hypothesis at a lattice path with at most ``max_unchanged``
    unchanged tokens (a gold insertion at its first such place only)."""
    edges: Dict[int, set] = {}
    inserted = set()  # gold insertions already given an edge
    for gi, g in enumerate(gold):
        for corr in set(g.corrections):
            toks = corr.split(" ") if corr else []
            if any(not t for t in toks) or (g.end - g.start == len(toks) and src[g.start:g.end] == toks):
                continue
            for j in range(len(hyp) - len(toks) + 1):
                start, end = g.start * width + j, g.end * width + j + len(toks)
                if start not in steps or end not in steps or hyp[j:j + len(toks)] != toks:
                    continue
                unchanged = _min_unchanged(steps, start, end, width)
                if unchanged is None or unchanged > max_unchanged:
                    continue
                if g.start == g.end:
                    if gi in inserted:
                        continue
                    inserted.add(gi)
                edges.setdefault(start, set()).add(end)
    return edges


def _cheapest_paths(steps, gold_edges: Dict[int, set], cells: int, step_cost: int, max_unchanged: int):
    """The forward pass, cells in order: (``back``: cell -> how its cheapest path between edits arrives,
    ``open_edits``: (unchanged tokens, "c" after a change | "m" after an unchanged token, cell) -> (cost,
    back) of paths inside a non-gold edit). Each alignment step costs ``step_cost``, opening an edit one
    more, and a gold edge earns ``step_cost ** 2``: gold edges first, then fewest steps, then fewest edits."""
    gold_bonus = step_cost * step_cost
    cost = [math.inf] * cells  # cheapest path to a cell between edits
    back: List[Optional[tuple]] = [None] * cells
    open_edits: Dict[tuple, tuple] = {}
    cost[0] = 0
    for cell in range(cells):
        if cell not in steps:
            continue
        for k in range(max_unchanged + 1):  # an edit ending right after a change closes here
            state = open_edits.get((k, "c", cell))
            if state is not None and state[0] < cost[cell]:
                cost[cell], back[cell] = state[0], ("close", k, cell)
        here = cost[cell]
        if here == math.inf:
            continue
        for to, kind, _u, _mult in steps[cell]:
            if kind != NOOP:  # a change: opens an edit, or extends one
                _relax(open_edits, (0, "c", to), here + step_cost + 1, ("open", cell))
                for k in range(max_unchanged + 1):
                    for after in ("c", "m"):
                        state = open_edits.get((k, after, cell))
                        if state is not None:
                            _relax(open_edits, (k, "c", to), state[0] + step_cost, (k, after, cell))
            else:  # an unchanged token: kept between edits, or one more inside an edit
                if here + step_cost < cost[to]:
                    cost[to], back[to] = here + step_cost, ("keep", cell)
                for k in range(max_unchanged):
                    for after in ("c", "m"):
                        state = open_edits.get((k, after, cell))
                        if state is not None:
                            _relax(open_edits, (k + 1, "m", to), state[0] + step_cost, (k, after, cell))
        for to in gold_edges.get(cell, ()):
            if here - gold_bonus < cost[to]:
                cost[to], back[to] = here - gold_bonus, ("gold", cell)
    return back, open_edits


def _trace_edits(src, hyp, back, open_edits, width: int):
    """The edits (source start, end, source text, hypothesis text) of the cheapest path, from the last cell
    back to the first."""
    edits = []
    cell = len(back) - 1
    while cell != 0:
        how = back[cell]
        if how[0] == "keep":
            cell = how[1]
            continue
        if how[0] == "gold":
            start = how[1]
        else:  # a non-gold edit: back through its open states to where it opened
            state = (how[1], "c", how[2])
            while True:
                _cost, prev = open_edits[state]
                if prev[0] == "open":
                    start = prev[1]
                    break
                state = prev
        si, sj = divmod(start, width)
        ei, ej = divmod(cell, width)
        edits.append((si, ei, " ".join(src[si:ei]), " ".join(hyp[sj:ej])))
        cell = start
    edits.reverse()
    return edits


def _relax(table, key, cost, back):
    old = table.get(key)
    if old is None or cost < old[0]:
        table[key] = (cost, back)


def _min_unchanged(steps, u: int, v: int, w: int) -> Optional[int]:
    """Fewest unchanged tokens on a lattice path from cell u to cell v (None: no path)."""
    vi, vj = divmod(v, w)
    best = {u: 0}
    for c in _cells_between(u, v, w):
        k = best.get(c)
        if k is None:
            continue
        for t, kind, _u, _mult in steps.get(c, ()):
            ti, tj = divmod(t, w)
            if ti > vi or tj > vj:
                continue
            nk = k + (kind == NOOP)
            if nk < best.get(t, nk + 1):
                best[t] = nk
    return best.get(v)


def _cells_between(u: int, v: int, w: int):
    ui, uj = divmod(u, w)
    vi, vj = divmod(v, w)
    for i in range(ui, vi + 1):
        for j in range(uj, vj + 1):
            yield i * w + j


# ---------------------------------------------------------------------------------------------
# corpus


def precision_recall_f(correct: int, proposed: int, gold: int, beta: float = DEFAULT_BETA):
    """M2Scorer's P, R, F_beta: P = 1 with nothing proposed, R = 1 with no gold, F = 0 if P = R = 0."""
    # Dahlmeier & Ng 2012: P = sum|e & g| / sum|e|, R = sum|e & g| / sum|g|, F_beta of P and R
    p = correct / proposed if proposed else 1.0
    r = correct / gold if gold else 1.0
    b2 = beta * beta
    den = b2 * p + r
    f = (1.0 + b2) * p * r / den if den > 0 else 0.0
    return p, r, f


def annotator_key(correct: int, proposed: int, gold: int, beta: float = DEFAULT_BETA) -> tuple:
    """How M2Scorer ranks an annotator's running corpus counts: higher key wins, first one on a tie.

    Running F_beta computed as ``(1 + b^2) C / (b^2 G + P)`` (1.0 when nothing is proposed or
    gold, else 0.0 with a zero denominator): its floating-point value is equal exactly when two
    annotators' F are equal, which ``(1 + b^2) P R / (b^2 P + R)`` from rounded P and R is not.
    Then more correct edits, then the smaller ``P + b^2 G``.
    """
    # Dahlmeier & Ng 2012: per sentence, the annotator that maximises the running corpus F
    b2 = beta * beta
    den = b2 * gold + proposed
    if den:
        f = (1.0 + b2) * correct / den
    else:
        f = 1.0 if correct == 0 else 0.0
    return f, correct, -(proposed + b2 * gold)


def score_corpus(hyps: Sequence[Sequence[str]], refs: Sequence[M2Reference], beta: float = DEFAULT_BETA,
                 max_unchanged: int = DEFAULT_MAX_UNCHANGED, ignore_whitespace_casing: bool = False,
                 per_sentence: bool = False, max_entries: int = DEFAULT_MAX_ENTRIES) -> dict:
    """Corpus M2 score; per sentence the annotator that maximises the running corpus F."""
    if len(hyps) != len(refs):
        raise ValueError(f"{len(hyps)} hypotheses for {len(refs)} reference sentences")
    tc = tp = tg = 0
    sentences = []
    inexact = []
    for idx, (hyp, ref) in enumerate(zip(hyps, refs)):
        try:
            scorer = SentenceScorer(ref.source, hyp, max_unchanged, max_entries)
        except ClosureTooLarge as exc:
            scorer = None
            inexact.append(idx + 1)
            logger.warning("sentence %d (reference line %d): exact lattice has more than %d entries (%d); "
                           "scored with the compact dynamic programme, whose ties may differ from M2Scorer",
                           idx + 1, ref.line_no, max_entries, exc.args[0])
        best, best_key = None, None
        for ann, gold in ref.annotators.items():
            if scorer is None:
                edits = compact_best_path(ref.source, hyp, gold, max_unchanged)
                if ignore_whitespace_casing:
                    edits = [x for x in edits if not _only_case_or_space(x[2], x[3])]
                c, p, g = count_correct(edits, gold), len(edits), len(gold)
            else:
                c, p, g, edits, _ = sentence_counts(ref.source, hyp, gold, max_unchanged,
                                                    ignore_whitespace_casing, scorer)
            key = annotator_key(tc + c, tp + p, tg + g, beta)
            if best_key is None or key > best_key:
                best_key, best = key, SentenceResult(ann, c, p, g, [trim_edit(x) for x in edits],
                                                     scorer is not None)
        tc, tp, tg = tc + best.correct, tp + best.proposed, tg + best.gold
        if per_sentence:
            sentences.append(best)
    p, r, f = precision_recall_f(tc, tp, tg, beta)
    out = {"precision": p, "recall": r, "f_beta": f, "beta": beta, "correct": tc, "proposed": tp,
           "gold": tg, "sentences": len(refs), "max_unchanged_words": max_unchanged,
           "ignore_whitespace_casing": ignore_whitespace_casing, "inexact_sentences": inexact}
    if per_sentence:
        out["per_sentence"] = sentences
    return out


def m2_score(hyp_path: PathLike, ref_path: PathLike, beta: float = DEFAULT_BETA,
             max_unchanged: int = DEFAULT_MAX_UNCHANGED, ignore_whitespace_casing: bool = False,
             per_sentence: bool = False, max_entries: int = DEFAULT_MAX_ENTRIES) -> dict:
    """Score a hypothesis file (one tokenised sentence per line) against a reference M2 file."""
    refs = load_references(ref_path)
    hyps = read_hypotheses(hyp_path, len(refs), ref_path)
    return score_corpus(hyps, refs, beta, max_unchanged, ignore_whitespace_casing, per_sentence, max_entries)


def f_label(beta: float) -> str:
    """M2Scorer's name for the F line: ``F_0.5`` (beta with one decimal)."""
    return "F_%.1f" % beta


def format_results(res: dict) -> str:
    """The three lines M2Scorer prints."""
    return (f"Precision   : {res['precision']:.4f}\n"
            f"Recall      : {res['recall']:.4f}\n"
            f"{f_label(res['beta'])}       : {res['f_beta']:.4f}\n")
