"""fairseq-syngec-correct: correct a text file (or stdin) with a trained ``--task gec`` model.

    fairseq-syngec-correct --path work/gec/checkpoints/checkpoint_best.pt --data work/gec/data-bin \\
        --spm-model work/gec/spm.model --input essays.txt --output essays.corrected.txt --m2 essays.m2

    fairseq-syngec-correct --path ... --data ... --raw --input letter.txt --edits-jsonl letter.edits.jsonl

One output line per input line, in order: an empty (or blank) line stays empty, and a line longer
than the model accepts (its ``--max-source-positions``, in subword tokens) is passed through
uncorrected, with a warning on stderr that counts such lines and names them. Lines are read
``--buffer-size`` at a time and batched by ``--max-tokens``; a progress bar goes to stderr.
Input is tokenised as the training data was (e.g. the JFLEG / M2 convention: spaces around
punctuation), or, with ``--raw``, ordinary text: a paragraph per line, split into sentences and
tokenised with spaCy, and corrected in place (everything outside an edit stays as it was).
"""

import argparse
import contextlib
import json
import os
import sys
from typing import Iterable, Iterator, List, Optional

from tqdm import tqdm

from fairseq_syngec.cli.model_options import (
    add_generation_args,
    add_model_args,
    check_positive,
    generate_kwargs,
    load_model,
)
from syngec_tools import textio
from syngec_tools.cli.version import add_version_argument


def read_chunks(lines: Iterable[str], size: int) -> Iterator[List[str]]:
    """Lists of up to ``size`` lines. ``lines``: text lines without their ends, as
    :func:`syngec_tools.textio.iter_lines` reads them (split on ``\\n`` only: a lone ``\\r`` stays
    inside its line). When reading fails (a line that is not UTF-8), the lines read before it still
    come as a last chunk, then the error is raised."""
    chunk = []
    try:
        for line in lines:
            chunk.append(line[:-1] if line.endswith("\n") else line)
            if len(chunk) == size:
                yield chunk
                chunk = []
    except ValueError:
        if chunk:
            yield chunk
        raise
    if chunk:
        yield chunk


def count_lines(path: str) -> int:
    """The number of lines of the input file (for the progress bar); a line that is not UTF-8
    raises ``ValueError`` (``FILE:LINE: not UTF-8``) before any line is corrected."""
    return textio.check_utf8(path)


def get_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fairseq-syngec-correct", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    add_model_args(p)
    p.add_argument("--input", default="-", help="text to correct, one sentence per line (default: stdin)")
    p.add_argument("--output", default="-", help="corrected text (default: stdout)")
    p.add_argument("--raw", action="store_true",
                   help="the input is ordinary text (a paragraph per line, any spacing, several sentences): it is "
                        "split into sentences and tokenised with spaCy as the training data was, and the "
                        "corrections are applied to the original text")
    p.add_argument("--m2", metavar="FILE", help="also write the corrections as ERRANT M2 (errant_parallel's format; "
                   "not with --raw, whose lines may hold several sentences: use --edits-jsonl)")
    p.add_argument("--edits-jsonl", metavar="FILE",
                   help="also write, per input line, a JSON object with the line number and its edits: "
                        "character offsets [start, end) into the input line (Unicode code points), the original "
                        "and the replacement text, the ERRANT type")
    p.add_argument("--nbest", type=int, default=1,
                   help="write the N best corrections of each line, each as SCORE<TAB>CORRECTION (the score of "
                        "fairseq-interactive's H lines, base 2), N lines per input line (default 1: the "
                        "correction alone)")
    p.add_argument("--beam", type=int, default=None, help="beam size (default 5; 1 with --shallow-aggressive-decoding)")
    p.add_argument("--shallow-aggressive-decoding", action="store_true",
                   help="greedy decoding by Shallow Aggressive Decoding (Sun et al. 2021): the same output as "
                   "--beam 1, faster when most of the input is kept (needs --beam 1)")
    p.add_argument("--max-tokens", type=int, default=4000,
                   help="max source tokens per batch (default 4000); a longer line is passed through uncorrected")
    p.add_argument("--batch-size", type=int, default=None, help="max sentences per batch")
    p.add_argument("--buffer-size", type=int, default=1000, help="lines read and corrected at a time (default 1000)")
    p.add_argument("--no-progress-bar", action="store_true", help="no progress bar on stderr")
    add_generation_args(p, "generation (as fairseq-generate / -interactive)")
    add_version_argument(p)
    return p


def correct_chunk(model, chunk: List[str], raw: bool, nbest: int, edits: bool, skipped: List[int], **kwargs):
    """(n-best lists of (text, score), per-line edits or None) of one chunk of lines."""
    if raw:
        fixed = model.correct_raw(chunk, passed_through=skipped, **kwargs)
        return [[(c.text, None)] for c in fixed], [c.edits for c in fixed]
    hyps = model.correct_nbest(chunk, nbest, passed_through=skipped, **kwargs)
    line_edits = [model.line_edits(src, h[0][0]) for src, h in zip(chunk, hyps)] if edits else None
    return hyps, line_edits


def correct_stream(model, inp: Iterable[str], out, m2_out=None, beam=5, max_tokens=None, batch_size=None,
                   buffer_size=1000, total: Optional[int] = None, progress: bool = True,
                   shallow_aggressive_decoding: bool = False, generation: Optional[dict] = None,
                   raw: bool = False, edits_out=None, nbest: int = 1) -> dict:
    """Correct ``inp`` (text lines, see :func:`read_chunks`) line by line into ``out`` (and ``m2_out``,
    ``edits_out``); ``generation``: more ``GECModel.correct`` keywords (lenpen, ...); ``raw``: the
    lines are ordinary text (``GECModel.correct_raw``); ``nbest`` > 1: ``nbest`` lines
    ``SCORE<TAB>TEXT`` per input line. Returns counts."""
    annotator = None
    if m2_out is not None:
        from syngec_tools.spacy_model import load_errant

        annotator = load_errant()
    stats = {"lines": 0, "empty": 0, "passed_through": [], "edits": 0}
    bar = tqdm(total=total, unit="line", file=sys.stderr, disable=not (progress and textio.progress_to_terminal()),
               desc="correct")
    for chunk in read_chunks(inp, buffer_size):
        skipped: List[int] = []
        hyps, line_edits = correct_chunk(model, chunk, raw, nbest, edits_out is not None, skipped, beam=beam,
                                         batch_size=batch_size, max_tokens=max_tokens,
                                         shallow_aggressive_decoding=shallow_aggressive_decoding, **(generation or {}))
        stats["passed_through"].extend(stats["lines"] + 1 + i for i in skipped)
        stats["empty"] += sum(1 for s in chunk if not s.strip())
        for k, (src, nbest_list) in enumerate(zip(chunk, hyps)):
            if nbest > 1:
                out.writelines(f"{score:.4f}\t{text}\n" for text, score in nbest_list)
            else:
                out.write(nbest_list[0][0] + "\n")
            if annotator is not None:
                from syngec_tools.evaluation.errant_scorer import parallel_block

                m2_out.write("\n".join(parallel_block(annotator, src, [nbest_list[0][0]])) + "\n\n")
            if edits_out is not None:
                stats["edits"] += len(line_edits[k])
                record = {"line": stats["lines"] + k + 1, "edits": [e.to_json() for e in line_edits[k]]}
                edits_out.write(json.dumps(record, ensure_ascii=False) + "\n")
        out.flush()
        stats["lines"] += len(chunk)
        bar.update(len(chunk))
    bar.close()
    return stats


def correct_files(model, args) -> dict:
    """:func:`correct_stream` from ``--input`` (a file or stdin) into ``--output`` (a file, or
    stdout) and ``--m2``. Output files are written atomically (an error leaves none, nor a partial
    one); an output that is the input (the same file, also through a link) is refused first."""
    textio.check_outputs([args.output, args.m2, args.edits_jsonl], [args.input])
    total = None if args.input == "-" else count_lines(args.input)
    buffer_size, progress = args.buffer_size, not args.no_progress_bar
    if args.input == "-" and sys.stdin.isatty():  # someone typing: answer each line at once
        buffer_size, progress = 1, False
    with contextlib.ExitStack() as stack:
        out = stack.enter_context(textio.output_stream(args.output))
        m2_out = stack.enter_context(textio.output_stream(args.m2)) if args.m2 else None
        edits_out = stack.enter_context(textio.output_stream(args.edits_jsonl)) if args.edits_jsonl else None
        return correct_stream(model, textio.iter_lines(args.input), out, m2_out, args.beam, args.max_tokens,
                              args.batch_size, buffer_size, total, progress, args.shallow_aggressive_decoding,
                              generate_kwargs(args), args.raw, edits_out, args.nbest)


def check_file_args(args) -> None:
    """ValueError for --input/--output/--m2 paths that cannot work, before the model is loaded: a
    missing input, a directory given as a file, an output in a directory that does not exist."""
    if args.input != "-":
        if os.path.isdir(args.input):
            raise ValueError(f"--input {args.input} is a directory: give a text file")
        if not os.path.isfile(args.input):
            raise FileNotFoundError(f"input file not found: {args.input}")
    for option, path in (("--output", args.output), ("--m2", args.m2), ("--edits-jsonl", args.edits_jsonl)):
        if path is None or path == "-":
            continue
        if os.path.isdir(path):
            raise ValueError(f"{option} {path} is a directory: give a file name")
        folder = os.path.dirname(os.path.abspath(path))
        if not os.path.isdir(folder):
            raise FileNotFoundError(f"{option} {path}: directory not found: {folder}")
    textio.check_outputs([args.output, args.m2, args.edits_jsonl], [args.input])  # before the model loads


def check_args(args) -> None:
    """All checks of the command line that need no model (:func:`check_model_args` comes with
    :func:`load_model`)."""
    check_positive(args, "beam", "max_tokens", "batch_size", "buffer_size", "max_len_b", "nbest")
    if args.raw and args.m2:
        raise ValueError("--m2 is not available with --raw (a line of ordinary text may hold several sentences): "
                         "use --edits-jsonl for the edits with their character offsets and ERRANT types")
    if args.raw and args.nbest > 1:
        raise ValueError("--nbest is not available with --raw (a line may hold several sentences, each with its "
                         "own n-best list): leave out --raw and give one tokenised sentence per line")
    if args.nbest > (args.beam or 5):
        raise ValueError(f"--nbest {args.nbest} is larger than the beam ({args.beam or 5}): raise --beam")
    if args.no_repeat_ngram_size < 0 or (args.max_len_a is not None and args.max_len_a < 0):
        raise ValueError("--no-repeat-ngram-size and --max-len-a cannot be negative")
    if args.shallow_aggressive_decoding and args.beam not in (None, 1):
        raise ValueError(f"--shallow-aggressive-decoding does not support --beam {args.beam} (it is greedy search: "
                         "use --beam 1)")
    check_file_args(args)


def main(argv=None) -> int:
    args = get_parser().parse_args(argv)
    try:
        check_args(args)
        model = load_model(args)
    except (FileNotFoundError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    try:
        stats = correct_files(model, args)
    except (ValueError, OSError) as exc:  # e.g. --shallow-aggressive-decoding with --beam 5, input not UTF-8
        print(f"error: {exc}", file=sys.stderr)
        return 1
    skipped = stats["passed_through"]
    if skipped:
        shown = ", ".join(map(str, skipped[:20])) + (" ..." if len(skipped) > 20 else "")
        limit = model.line_token_limit(args.max_tokens)
        why = ("the model's --max-source-positions" if limit == model.max_source_tokens
               else f"--max-tokens {args.max_tokens}; the model accepts up to {model.max_source_tokens}")
        what = "line(s) with a sentence" if args.raw else "line(s)"
        print(f"warning: {len(skipped)} {what} longer than {limit} tokens were passed "
              f"through uncorrected (line numbers {shown}; the limit is {why})", file=sys.stderr)
    print(f"corrected {stats['lines']} line(s) ({stats['empty']} empty, {len(skipped)} passed through)",
          file=sys.stderr)
    return 0


def cli_main():
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
