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
import logging
import math
import os
import sys
import warnings
from typing import Iterable, Iterator, List, Optional

from tqdm import tqdm

from syngec_tools import textio
from syngec_tools.cli.version import add_version_argument


def add_model_args(p: argparse.ArgumentParser) -> None:
    """Options to find a GEC checkpoint, shared with fairseq-syngec-explain."""
    p.add_argument("--path", required=True, metavar="CKPT",
                   help="checkpoint file (fairseq-train --save-dir/checkpoint_best.pt)")
    p.add_argument("--data", required=True, metavar="DIR",
                   help="the fairseq-preprocess --destdir the model was trained on (its dictionaries)")
    p.add_argument("--spm-model", "--sentencepiece-model", dest="spm_model", metavar="MODEL",
                   help="sentencepiece model of the training text (default: sentencepiece.bpe.model or "
                   "spm.model beside the checkpoint or the data; none: the input is taken as dictionary tokens)")
    p.add_argument("--cpu", action="store_true", help="run on CPU even if CUDA is available")
    p.add_argument("--fp16", action="store_true", help="half precision (CUDA only)")
    p.add_argument("--amp", action="store_true",
                   help="mixed precision as fairseq's --amp: bfloat16 autocast on CPU (much faster matrix products "
                        "on CPUs with AVX512_BF16 or AMX), float16 autocast on CUDA; weights unchanged")
    p.add_argument("--bf16", action="store_true",
                   help="with --amp: bfloat16 autocast on CUDA too (Ampere and newer), as fairseq-train --amp --bf16")


def check_model_args(args) -> None:
    """ValueError for ``add_model_args`` options that cannot work, before anything is loaded: a
    directory as --path, --bf16 without --amp, --fp16 without CUDA."""
    import torch

    if os.path.isdir(args.path):
        found = sorted(f for f in os.listdir(args.path) if f.endswith(".pt"))
        raise ValueError(f"--path {args.path} is a directory: give a checkpoint file in it (checkpoints there: "
                         f"{', '.join(found) or 'none'})")
    if getattr(args, "bf16", False) and not getattr(args, "amp", False):
        raise ValueError("--bf16 goes with --amp (bfloat16 autocast, weights unchanged): add --amp")
    if args.fp16 and (args.cpu or not torch.cuda.is_available()):
        raise ValueError("--fp16 needs CUDA (" + ("--cpu was given" if args.cpu else "no CUDA device is available")
                         + "): leave out --fp16")


def check_positive(args, *names: str) -> None:
    """ValueError naming the first of the integer options ``names`` that is given and below 1."""
    for name in names:
        value = getattr(args, name)
        if value is not None and value < 1:
            raise ValueError(f"--{name.replace('_', '-')} must be at least 1 (got {value})")


def load_model(args):
    """The GECModel for ``add_model_args`` options, on CUDA unless --cpu or none is available;
    :func:`check_model_args` first."""
    import torch

    from fairseq_syngec.hub import GECModel

    check_model_args(args)

    # importing fairseq leaves the root logger at DEBUG: keep stderr for warnings and the progress bar
    logging.getLogger().setLevel(logging.WARNING)
    warnings.filterwarnings("ignore", message=".*pin_memory.*")
    model_dir, checkpoint_file = os.path.split(os.path.abspath(args.path))
    model = GECModel.from_pretrained(model_dir, checkpoint_file=checkpoint_file,
                                     data_name_or_path=os.path.abspath(args.data),
                                     sentencepiece_model=args.spm_model)
    if torch.cuda.is_available() and not args.cpu:
        model = model.cuda()
        if args.fp16:
            model = model.half()
    model.amp = getattr(args, "amp", False)
    model.bf16 = getattr(args, "bf16", False)
    return model


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
    g = p.add_argument_group("generation (as fairseq-generate / -interactive)")
    g.add_argument("--lenpen", type=float, default=1.0,
                   help="length penalty: > 1.0 favours longer corrections, < 1.0 shorter ones (default 1.0)")
    g.add_argument("--no-repeat-ngram-size", type=int, default=0,
                   help="never repeat an n-gram of this size in a correction (default 0: off)")
    g.add_argument("--max-len-a", type=float, default=None,
                   help="a correction has at most max-len-a * source length + max-len-b tokens (defaults "
                        "1.2 and 10)")
    g.add_argument("--max-len-b", type=int, default=None, help="see --max-len-a")
    add_keep_source_argument(g)
    add_version_argument(p)
    return p


def keep_source_margin(value: str):
    """--keep-source-margin's value: a number of bits, or 'off'."""
    if value == "off":
        return "off"
    margin = float(value)
    if not math.isfinite(margin):
        raise argparse.ArgumentTypeError(f"not a finite number: {value}")
    return margin


def add_keep_source_argument(group):
    group.add_argument("--keep-source-margin", type=keep_source_margin, default=None, metavar="BITS",
                       help="keep a sentence as it is unless the best correction's log2-probability (summed "
                            "over its tokens) exceeds the sentence's own, as a correction of itself, by BITS; "
                            "'off': always the best correction (default: the model's, chosen on JFLEG's "
                            "validation split; see the GEC guide, 'Corrections that do no harm')")


def generate_kwargs(args) -> dict:
    """The generation options given on the command line, as ``GECModel.correct`` keywords."""
    kwargs = {"lenpen": args.lenpen, "no_repeat_ngram_size": args.no_repeat_ngram_size}
    margin = getattr(args, "keep_source_margin", None)
    if margin is not None:
        kwargs["keep_source_margin"] = None if margin == "off" else margin
    for name in ("max_len_a", "max_len_b"):
        if getattr(args, name) is not None:
            kwargs[name] = getattr(args, name)
    return kwargs


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
