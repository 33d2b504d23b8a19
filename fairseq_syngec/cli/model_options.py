"""The options of the commands that run a GEC model (fairseq-syngec-correct, -serve, -explain) and of the
experiments and benchmarks that load one: the checkpoint file, its data and sentencepiece model, the device and
precision (:func:`add_model_args`, :func:`load_model`), and the generation options (:func:`add_generation_args`,
:func:`generate_kwargs`). The model is loaded from the checkpoint file itself."""

import argparse
import logging
import math
import os
import warnings


def add_model_args(p: argparse.ArgumentParser) -> None:
    """Options to find and run a GEC checkpoint: --path (the checkpoint file), --data, --spm-model, --cpu, --fp16,
    --amp, --bf16."""
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
    model = GECModel.from_pretrained(os.path.abspath(args.path), data_name_or_path=os.path.abspath(args.data),
                                     sentencepiece_model=args.spm_model)
    if torch.cuda.is_available() and not args.cpu:
        model = model.cuda()
        if args.fp16:
            model = model.half()
    model.amp = getattr(args, "amp", False)
    model.bf16 = getattr(args, "bf16", False)
    return model


def keep_source_margin(value: str):
    """--keep-source-margin's value: a number of bits, or None for 'off'."""
    if value == "off":
        return None
    margin = float(value)
    if not math.isfinite(margin):
        raise argparse.ArgumentTypeError(f"not a finite number: {value}")
    return margin


def add_generation_args(p: argparse.ArgumentParser, title: str) -> None:
    """The generation options (as fairseq-generate's), in a group named ``title``; their defaults are the
    model's (``GECModel``): --lenpen, --no-repeat-ngram-size, --max-len-a, --max-len-b, --keep-source-margin."""
    from fairseq_syngec.hub import GECModel

    g = p.add_argument_group(title)
    g.add_argument("--lenpen", type=float, default=1.0,
                   help="length penalty: > 1.0 favours longer corrections, < 1.0 shorter ones (default 1.0)")
    g.add_argument("--no-repeat-ngram-size", type=int, default=0,
                   help="never repeat an n-gram of this size in a correction (default 0: off)")
    g.add_argument("--max-len-a", type=float, default=GECModel.DEFAULT_MAX_LEN_A,
                   help="a correction has at most max-len-a * source length + max-len-b tokens (default %(default)g)")
    g.add_argument("--max-len-b", type=int, default=GECModel.DEFAULT_MAX_LEN_B,
                   help="see --max-len-a (default %(default)d)")
    g.add_argument("--keep-source-margin", type=keep_source_margin, default=GECModel.DEFAULT_KEEP_SOURCE_MARGIN,
                   metavar="BITS",
                   help="keep a sentence as it is unless the best correction's log2-probability (summed over its "
                        "tokens) exceeds the sentence's own, as a correction of itself, by BITS; 'off': always the "
                        "best correction (default %(default)g, chosen on JFLEG's validation split: see the GEC "
                        "guide, 'Corrections that do no harm')")


def generate_kwargs(args) -> dict:
    """The generation options of :func:`add_generation_args`, as ``GECModel.correct`` keywords
    (``keep_source_margin=None``: off)."""
    return {name: getattr(args, name) for name in ("lenpen", "no_repeat_ngram_size", "max_len_a", "max_len_b",
                                                    "keep_source_margin")}
