#!/usr/bin/env python
"""Synthetic GEC pairs from clean monolingual text: K noised copies, the clean line as target.

    python scripts/gec/make_synthetic.py --input mono.txt --out-prefix syn/train --copies K \\
        --noise {dae,learner,mix} --seed S [--workers N] [--rates-from learner.m2]

writes, for k = 0 .. K-1, PREFIX.k.src (noised) and PREFIX.k.tgt (the clean line), aligned line
by line with the input: one line out per line in; the tokens are re-joined with single spaces
and an empty (or blank) line stays an empty pair. Each copy is meant to become one fairseq
shard (fairseq-preprocess --trainpref PREFIX.k --destdir data-bin/shardk), so that a
colon-separated data path gives every epoch a fresh noised copy.

Input: one tokenised sentence per line, UTF-8. The input is streamed in chunks (memory does not
grow with the corpus); --noise dae/mix first makes a streaming pass that counts words for the
unigram distribution (at most --unigram-max-lines lines, --unigram-vocab most frequent words).
The noise of line i of copy k depends only on (--seed, k, i), so the output is the same whatever
--workers and --chunk-size.

Modes (syngec_tools/data/noise.py): dae: Zhao et al. (2019) denoising noise (deletion,
insertion, replacement at Beta(mean 0.1, std 0.03) rates, local shuffle sigma 0.5); learner:
ERRANT-typed learner errors (determiners, prepositions, verb agreement/form/tense and noun
number through lemminflect, typos, punctuation, casing, word order), their mix from --rates-from;
mix: per sentence dae with probability --mix-dae-prob, else learner (--mix-both: both).
"""

import argparse
import contextlib
import dataclasses
import itertools
import os
import sys
import time
import typing
from collections import Counter

from tqdm import tqdm

from syngec_tools import textio
from syngec_tools.data import noise as N


def read_lines(path, max_lines=0):
    """Yield the first ``max_lines`` (0: all) lines of a UTF-8 file without their line ends, split on
    ``\\n`` only; a line that is not UTF-8 raises ValueError naming the file and line
    (:func:`syngec_tools.textio.iter_lines`)."""
    return itertools.islice(textio.iter_lines(path), max_lines or None)


def count_unigrams(path, max_lines=0, progress=True):
    """The streaming first pass: word counts of the first max_lines lines (0: all), and the
    number of lines read."""
    counts, n = Counter(), 0
    for line in tqdm(read_lines(path, max_lines), desc="counting words", unit=" lines",
                     disable=not (progress and textio.progress_to_terminal()), file=sys.stderr, mininterval=1.0):
        counts.update(line.split())
        n += 1
    return counts, n


def chunks(lines, size):
    """(index of the first line, list of lines) blocks of ``size`` lines."""
    block, start = [], 0
    for i, line in enumerate(lines):
        block.append(line)
        if len(block) == size:
            yield start, block
            block, start = [], i + 1
    if block:
        yield start, block


def add_config_arguments(group, config_class) -> None:
    """One ``--field-name`` option per field of a noise config dataclass (``delete_mean`` ->
    ``--delete-mean``), of the field's type (``Optional[float]``: float, default None), with the
    field's default and its metadata's help."""
    hints = typing.get_type_hints(config_class)
    for f in dataclasses.fields(config_class):
        kind = hints[f.name]
        if typing.get_origin(kind) is typing.Union:  # Optional[X]
            kind = next(a for a in typing.get_args(kind) if a is not type(None))
        group.add_argument("--" + f.name.replace("_", "-"), type=kind, default=f.default,
                           help=f.metadata.get("help"))


def build_parser():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--input", required=True, help="clean text, one tokenised sentence per line (UTF-8)")
    p.add_argument("--out-prefix", required=True, help="writes PREFIX.k.src and PREFIX.k.tgt for k < --copies")
    p.add_argument("--copies", type=int, default=1, help="noised copies of the corpus (one fairseq shard each)")
    p.add_argument("--noise", choices=N.NOISE_MODES, default="dae", help="kind of noise (see above)")
    p.add_argument("--seed", type=int, default=1,
                   help="random seed (>= 0); line i of copy k uses SeedSequence(seed, k, i)")
    p.add_argument("--workers", type=int, default=1, help="processes (the output does not depend on it)")
    p.add_argument("--chunk-size", type=int, default=1000, help="lines per block sent to a worker")
    p.add_argument("--no-progress", action="store_true", help="no tqdm progress bars")
    g = p.add_argument_group("dae (Zhao et al. 2019)")
    g.add_argument("--unigram-max-lines", type=int, default=1_000_000,
                   help="count the unigram distribution on the first N lines only (0: the whole input)")
    g.add_argument("--unigram-vocab", type=int, default=100_000,
                   help="keep the N most frequent words for inserting/replacing (0: all)")
    add_config_arguments(g, N.DaeNoiseConfig)
    g = p.add_argument_group("learner")
    add_config_arguments(g, N.LearnerNoiseConfig)
    g.add_argument("--rates-from", nargs="+", metavar="M2", default=None,
                   help="set the mix of learner error types (and, unless --learner-error-rate is given, "
                   "the error rate) from the ERRANT types of M2 file(s), e.g. W&I+LOCNESS train")
    g.add_argument("--rates-annotator", type=int, default=0, help="annotator id whose edits --rates-from counts")
    g.add_argument("--report-sample", type=int, default=0,
                   help="learner/mix: after writing, run ERRANT (spaCy; slow: ~35 pairs/s on a busy 2-core "
                   "machine) on the first N pairs of copy 0 and print the types it finds next to the mix (0: off)")
    g = p.add_argument_group("mix")
    g.add_argument("--mix-dae-prob", type=float, default=0.5,
                   help="mix: probability that a sentence gets dae noise rather than learner errors")
    g.add_argument("--mix-both", action="store_true", help="mix: every sentence gets learner errors, then dae noise")
    return p


def _share(counter, keys=None):
    keys = list(counter) if keys is None else keys
    total = sum(counter.get(k, 0) for k in keys)
    return {k: (counter.get(k, 0) / total if total else 0.0) for k in keys}


def print_learner_table(mix, applied, m2_counts, errant_counts, out=sys.stderr):
    """The learner error types: the M2's distribution (when given), the chosen mix, the errors
    made, and what ERRANT finds in the sample (when run)."""
    types = list(N.LEARNER_OPERATIONS)
    cols = [("mix", _share(mix, types)), ("made", _share(applied, types))]
    if m2_counts is not None:
        cols.insert(0, ("M2", {t: m2_counts.get(t, 0) / max(1, sum(m2_counts.values())) for t in types}))
    if errant_counts is not None:
        total = max(1, sum(errant_counts.values()))
        cols.append(("errant", {t: errant_counts.get(t, 0) / total for t in types}))
    print("learner error types (share of edits; M2 and errant: of all their edits, mix and made: "
          "of the modelled types):", file=out)
    print(f"  {'type':14s}" + "".join(f"{name:>9s}" for name, _ in cols), file=out)
    for t in types:
        print(f"  {t:14s}" + "".join(f"{col[t]:9.3f}" for _, col in cols), file=out)
    for name, counts in (("M2", m2_counts), ("errant", errant_counts)):
        if counts:
            rest = {t: n for t, n in counts.items() if t not in N.LEARNER_OPERATIONS}
            total = sum(counts.values())
            top = ", ".join(f"{t} {n / total:.3f}" for t, n in Counter(rest).most_common(6))
            print(f"  {name}: types not modelled {sum(rest.values()) / total:.3f} of its edits ({top})", file=out)


def errant_type_counts(src_path, tgt_path, n):
    """ERRANT edit types of the first n (source, target) pairs (errors as ERRANT sees them)."""
    from syngec_tools.spacy_model import load_errant

    annotator = load_errant()
    counts = Counter()
    for s, t in itertools.islice(zip(textio.iter_lines(src_path), textio.iter_lines(tgt_path)), n):
        s, t = s.strip(), t.strip()
        if not s or s == t:
            continue
        for e in annotator.annotate(annotator.parse(s, False), annotator.parse(t, False)):
            counts[e.type] += 1
    return counts


def main(argv=None):
    """Parse arguments, count the unigrams (dae/mix), noise and write; statistics on stderr."""
    args = build_parser().parse_args(argv)
    for name, lo in (("copies", 1), ("workers", 1), ("chunk_size", 1), ("seed", 0)):
        if getattr(args, name) < lo:
            print(f"error: --{name.replace('_', '-')} must be >= {lo}", file=sys.stderr)
            return 1
    progress = not args.no_progress
    log = sys.stderr
    try:
        outputs = [f"{args.out_prefix}.{k}.{side}" for k in range(args.copies) for side in ("src", "tgt")]
        textio.check_outputs(outputs, [args.input, *(args.rates_from or [])])
        dae_cfg = N.DaeNoiseConfig(**{f.name: getattr(args, f.name) for f in dataclasses.fields(N.DaeNoiseConfig)})
        m2_counts = None
        mix = N.parse_mix(args.learner_mix)
        rate = N.DEFAULT_LEARNER_ERROR_RATE if args.learner_error_rate is None else args.learner_error_rate
        if args.rates_from:
            m2_counts, m2_tokens, m2_sents = N.type_counts_from_m2(args.rates_from, args.rates_annotator)
            modelled = {t: m2_counts.get(t, 0) for t in N.LEARNER_OPERATIONS}
            if sum(modelled.values()) == 0:
                raise ValueError(f"{' '.join(args.rates_from)}: no edit of annotator {args.rates_annotator} "
                                 f"has a modelled type ({', '.join(N.LEARNER_OPERATIONS)})")
            mix = N.parse_mix(args.learner_mix, base=modelled)
            if args.learner_error_rate is None:
                rate = sum(modelled.values()) / max(1, m2_tokens)
            print(f"--rates-from: {m2_sents} sentences, {m2_tokens} tokens, {sum(m2_counts.values())} edits "
                  f"(annotator {args.rates_annotator}), {sum(modelled.values())} of modelled types: "
                  f"{sum(m2_counts.values()) / max(1, m2_tokens):.4f} edits/token, "
                  f"{sum(modelled.values()) / max(1, m2_tokens):.4f} modelled", file=log)
        unigram, n_lines = None, None
        t0 = time.time()
        if args.noise in ("dae", "mix"):
            counts, n_read = count_unigrams(args.input, args.unigram_max_lines, progress)
            unigram = N.Unigram(counts, args.unigram_vocab)
            if not args.unigram_max_lines or n_read < args.unigram_max_lines:
                n_lines = n_read
            print(f"unigram: {sum(counts.values())} tokens of {n_read} lines, {len(counts)} types, "
                  f"{len(unigram)} kept ({time.time() - t0:.1f}s)", file=log)
        noiser = N.SyntheticNoiser(args.noise, args.seed, dae=dae_cfg, unigram=unigram, learner_mix=mix,
                                   learner_error_rate=rate, mix_dae_prob=args.mix_dae_prob,
                                   mix_both=args.mix_both)
        if args.noise in ("learner", "mix"):
            N.warm_up()
        out_dir = os.path.dirname(args.out_prefix)
        if out_dir:
            os.makedirs(out_dir, exist_ok=True)
        paths = [(f"{args.out_prefix}.{k}.src", f"{args.out_prefix}.{k}.tgt") for k in range(args.copies)]
        stats = Counter()
        t1 = time.time()
        with contextlib.ExitStack() as stack:  # all outputs appear at the end, complete, or none
            files = [(stack.enter_context(textio.atomic_output(s)), stack.enter_context(textio.atomic_output(t)))
                     for s, t in paths]
            bar = tqdm(total=n_lines, desc=f"noising ({args.noise}, {args.copies} copies)", unit=" lines",
                       disable=not (progress and textio.progress_to_terminal()), file=sys.stderr,
                       mininterval=1.0)
            blocks = chunks(read_lines(args.input), args.chunk_size)
            for targets, sources, s in N.ordered_noise(noiser, blocks, args.copies, args.workers):
                for (fs, ft), src in zip(files, sources):
                    fs.write("".join(x + "\n" for x in src))
                    ft.write("".join(x + "\n" for x in targets))
                stats.update(s)
                stats["lines"] += len(targets)
                bar.update(len(targets))
            bar.close()
    except (ValueError, OSError) as exc:
        print(f"error: {exc}", file=log)
        return 1
    secs = time.time() - t1
    n, k = stats["lines"], args.copies
    print(f"lines: {n} (empty: {stats['empty']}), tokens: {stats['tokens']}, copies: {k}; "
          f"noised pairs changed: {stats['changed']} of {(n - stats['empty']) * k}", file=log)
    print(f"time: {secs:.1f}s noising, {n * k / max(secs, 1e-9):.0f} sentences/s "
          f"(workers {args.workers})", file=log)
    for k_ in range(args.copies):
        print(f"wrote {paths[k_][0]} {paths[k_][1]}", file=log)
    if stats["dae:sentences"]:
        toks = stats["dae:tokens"]
        print(f"dae: {stats['dae:sentences']} sentences; per clean token: deleted "
              f"{stats['dae:delete'] / toks:.4f}, inserted {stats['dae:insert'] / toks:.4f}, replaced "
              f"{stats['dae:replace'] / toks:.4f}, moved by the shuffle {stats['dae:shuffle'] / toks:.4f} "
              f"(of its sentences)", file=log)
    if stats["learner:sentences"]:
        applied = Counter({t: stats[t] for t in N.LEARNER_OPERATIONS})
        print(f"learner: {stats['learner:sentences']} sentences, {sum(applied.values())} errors "
              f"({sum(applied.values()) / max(1, stats['learner:tokens']):.4f}/token, target {rate:.4f}; "
              f"unplaced: {stats['learner:unplaced']})", file=log)
        errant_counts = None
        if args.report_sample > 0:
            t2 = time.time()
            errant_counts = errant_type_counts(paths[0][0], paths[0][1], args.report_sample)
            print(f"errant on the first {args.report_sample} pairs of copy 0: {sum(errant_counts.values())} "
                  f"edits ({time.time() - t2:.1f}s)", file=log)
        print_learner_table(mix, applied, m2_counts, errant_counts, log)
    return 0


if __name__ == "__main__":
    sys.exit(main())
