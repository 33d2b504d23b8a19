"""fairseq-syngec-correct: correct a text file (or stdin) with a trained ``--task gec`` model.

    fairseq-syngec-correct --path work/gec/checkpoints/checkpoint_best.pt --data work/gec/data-bin \\
        --spm-model work/gec/spm.model --input essays.txt --output essays.corrected.txt --m2 essays.m2

One output line per input line, in order: an empty (or blank) line stays empty, and a line longer
than the model accepts (its ``--max-source-positions``, in subword tokens) is passed through
uncorrected, with a warning on stderr that counts such lines and names them. Lines are read
``--buffer-size`` at a time and batched by ``--max-tokens``; a progress bar goes to stderr.
Input is tokenised as the training data was (e.g. the JFLEG / M2 convention: spaces around
punctuation).
"""

import argparse
import logging
import os
import sys
import warnings
from typing import Iterator, List, Optional

from tqdm import tqdm


def add_model_args(p: argparse.ArgumentParser) -> None:
    """Options to find a GEC checkpoint, shared with fairseq-syngec-explain."""
    p.add_argument("--path", required=True, metavar="CKPT", help="checkpoint file (fairseq-train --save-dir/checkpoint_best.pt)")
    p.add_argument("--data", required=True, metavar="DIR", help="the fairseq-preprocess --destdir the model was trained on (its dictionaries)")
    p.add_argument("--spm-model", "--sentencepiece-model", dest="spm_model", metavar="MODEL",
                   help="sentencepiece model of the training text (default: sentencepiece.bpe.model or "
                   "spm.model beside the checkpoint or the data; none: the input is taken as dictionary tokens)")
    p.add_argument("--cpu", action="store_true", help="run on CPU even if CUDA is available")
    p.add_argument("--fp16", action="store_true", help="half precision (CUDA only)")


def load_model(args):
    """The GECModel for ``add_model_args`` options, on CUDA unless --cpu or none is available."""
    import torch

    from fairseq_syngec.hub import GECModel

    # importing fairseq leaves the root logger at DEBUG: keep stderr for warnings and the progress bar
    logging.getLogger().setLevel(logging.WARNING)
    warnings.filterwarnings("ignore", message=".*pin_memory.*")
    model_dir, checkpoint_file = os.path.split(os.path.abspath(args.path))
    model = GECModel.from_pretrained(model_dir, checkpoint_file=checkpoint_file, data_name_or_path=os.path.abspath(args.data),
                                     sentencepiece_model=args.spm_model)
    if torch.cuda.is_available() and not args.cpu:
        model = model.cuda()
        if args.fp16:
            model = model.half()
    return model


def read_chunks(f, size: int) -> Iterator[List[str]]:
    """Lists of up to ``size`` lines, each without its line ending."""
    chunk = []
    for line in f:
        chunk.append(line.rstrip("\r\n"))
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def count_lines(path: str) -> int:
    with open(path, "rb") as f:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: f.read(1 << 20), b""))


def get_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fairseq-syngec-correct", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    add_model_args(p)
    p.add_argument("--input", default="-", help="text to correct, one sentence per line (default: stdin)")
    p.add_argument("--output", default="-", help="corrected text (default: stdout)")
    p.add_argument("--m2", metavar="FILE", help="also write the corrections as ERRANT M2 (errant_parallel's format)")
    p.add_argument("--beam", type=int, default=None, help="beam size (default 5; 1 with --shallow-aggressive-decoding)")
    p.add_argument("--shallow-aggressive-decoding", action="store_true",
                   help="greedy decoding by Shallow Aggressive Decoding (Sun et al. 2021): the same output as "
                   "--beam 1, faster when most of the input is kept (needs --beam 1)")
    p.add_argument("--max-tokens", type=int, default=4000, help="max source tokens per batch (default 4000)")
    p.add_argument("--batch-size", type=int, default=None, help="max sentences per batch")
    p.add_argument("--buffer-size", type=int, default=1000, help="lines read and corrected at a time (default 1000)")
    p.add_argument("--no-progress-bar", action="store_true", help="no progress bar on stderr")
    return p


def correct_stream(model, inp, out, m2_out=None, beam=5, max_tokens=None, batch_size=None, buffer_size=1000,
                   total: Optional[int] = None, progress: bool = True,
                   shallow_aggressive_decoding: bool = False) -> dict:
    """Correct ``inp`` line by line into ``out`` (and ``m2_out``). Returns counts."""
    annotator = None
    if m2_out is not None:
        from fairseq_syngec.evaluation.spacy_model import load_errant

        annotator = load_errant()
    stats = {"lines": 0, "empty": 0, "passed_through": []}
    bar = tqdm(total=total, unit="line", file=sys.stderr, disable=not progress, desc="correct")
    for chunk in read_chunks(inp, buffer_size):
        skipped: List[int] = []
        hyps = model.correct(chunk, beam=beam, batch_size=batch_size, max_tokens=max_tokens, passed_through=skipped,
                             shallow_aggressive_decoding=shallow_aggressive_decoding)
        stats["passed_through"].extend(stats["lines"] + 1 + i for i in skipped)
        stats["empty"] += sum(1 for s in chunk if not s.strip())
        for src, hyp in zip(chunk, hyps):
            out.write(hyp + "\n")
            if annotator is not None:
                from fairseq_syngec.evaluation.errant_scorer import parallel_block

                m2_out.write("\n".join(parallel_block(annotator, src, [hyp])) + "\n\n")
        out.flush()
        stats["lines"] += len(chunk)
        bar.update(len(chunk))
    bar.close()
    return stats


def main(argv=None) -> int:
    args = get_parser().parse_args(argv)
    if args.input != "-" and not os.path.isfile(args.input):
        print(f"error: input file not found: {args.input}", file=sys.stderr)
        return 1
    try:
        model = load_model(args)
    except (FileNotFoundError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    inp = sys.stdin if args.input == "-" else open(args.input, encoding="utf-8")
    out = sys.stdout if args.output == "-" else open(args.output, "w", encoding="utf-8")
    m2_out = open(args.m2, "w", encoding="utf-8") if args.m2 else None
    total = None if args.input == "-" else count_lines(args.input)
    try:
        stats = correct_stream(model, inp, out, m2_out, args.beam, args.max_tokens, args.batch_size,
                               args.buffer_size, total, not args.no_progress_bar, args.shallow_aggressive_decoding)
    except ValueError as exc:  # e.g. --shallow-aggressive-decoding with --beam 5
        print(f"error: {exc}", file=sys.stderr)
        return 1
    finally:
        for f in (inp, out, m2_out):
            if f not in (None, sys.stdin, sys.stdout):
                f.close()
    skipped = stats["passed_through"]
    if skipped:
        shown = ", ".join(map(str, skipped[:20])) + (" ..." if len(skipped) > 20 else "")
        print(f"warning: {len(skipped)} line(s) longer than {model.max_source_tokens} tokens were passed "
              f"through uncorrected (line numbers {shown})", file=sys.stderr)
    print(f"corrected {stats['lines']} line(s) ({stats['empty']} empty, {len(skipped)} passed through)",
          file=sys.stderr)
    return 0


def cli_main():
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
