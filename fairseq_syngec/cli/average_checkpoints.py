"""fairseq-syngec-average-checkpoints: average the parameters of several checkpoints.

    fairseq-syngec-average-checkpoints --inputs work/gec/checkpoints --num-update-checkpoints 5 \\
        --output work/gec/checkpoints/checkpoint_avg.pt

The same flags as fairseq's ``scripts/average_checkpoints.py``, which the pip distribution of
fairseq does not install and which loads checkpoints without torch's weights-only allowlist. Here
every checkpoint is loaded through the plugin's allowlist (``fairseq_syngec.compat``), the
floating-point parameters are averaged, other tensors (integer buffers) must be equal in every
checkpoint, and the result keeps the last checkpoint's ``args``/``cfg``, so fairseq-generate,
fairseq-interactive and ``GECModel.from_pretrained`` load it like any checkpoint of that model.
"""

import argparse
import collections
import os
import re
import sys
from typing import Dict, List, Optional

from syngec_tools import textio
from syngec_tools.cli.version import add_version_argument


def load_state(path: str) -> dict:
    """A fairseq checkpoint on CPU, through torch's weights-only loader and the plugin allowlist
    (:func:`fairseq_syngec.compat.read_checkpoint`: a damaged or refused file is a one-line
    ``CheckpointError``, a ValueError)."""
    from fairseq_syngec.compat import allow_fairseq_checkpoints, read_checkpoint  # torch, fairseq: not for --help

    allow_fairseq_checkpoints()
    if not os.path.isfile(path):
        raise FileNotFoundError(f"checkpoint not found: {path}")
    return read_checkpoint(path)


def average_checkpoints(paths: List[str]) -> dict:
    """The last checkpoint's state with ``model`` replaced by the mean of all the checkpoints'
    floating-point parameters (other tensors must agree)."""
    if not paths:
        raise ValueError("no checkpoints to average")
    import torch

    total: Dict[str, "torch.Tensor"] = collections.OrderedDict()
    state = None
    for path in paths:
        state = load_state(path)
        params = state["model"]
        if total and set(params) != set(total):
            missing, extra = sorted(set(total) - set(params)), sorted(set(params) - set(total))
            raise ValueError(f"{path} has other parameters than {paths[0]} (missing: {missing[:5]}, "
                             f"extra: {extra[:5]}): only checkpoints of one model can be averaged")
        for name, value in params.items():
            if name not in total:
                total[name] = value.double() if value.is_floating_point() else value.clone()
            elif value.shape != total[name].shape:
                raise ValueError(f"{path}: parameter {name} has shape {tuple(value.shape)}, "
                                 f"{paths[0]} has {tuple(total[name].shape)}")
            elif value.is_floating_point():
                total[name] += value.double()
            elif not torch.equal(value, total[name]):
                raise ValueError(f"{path}: non-float tensor {name} differs from {paths[0]}'s")
    dtypes = {name: value.dtype for name, value in state["model"].items()}
    state["model"] = collections.OrderedDict(
        (name, (value / len(paths)).to(dtypes[name]) if value.is_floating_point() else value)
        for name, value in total.items()
    )
    return state


def last_n_checkpoints(directory: str, n: int, update_based: bool, upper_bound: Optional[int] = None) -> List[str]:
    """The paths of the ``n`` newest epoch (``checkpointE.pt``) or update (``checkpoint_E_U.pt``)
    checkpoints in ``directory``, newest first, at most ``upper_bound`` (epoch or update)."""
    pattern = re.compile(r"checkpoint_\d+_(\d+)\.pt$" if update_based else r"checkpoint(\d+)\.pt$")
    found = []
    for name in os.listdir(directory):
        m = pattern.fullmatch(name)
        if m and (upper_bound is None or int(m.group(1)) <= upper_bound):
            found.append((int(m.group(1)), os.path.join(directory, name)))
    if len(found) < n:
        kind = "update" if update_based else "epoch"
        raise ValueError(f"{directory} holds {len(found)} {kind} checkpoints, fewer than the {n} asked for")
    return [path for _, path in sorted(found, reverse=True)[:n]]


def get_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--inputs", required=True, nargs="+", metavar="PATH",
                   help="checkpoint files, or one directory with --num-epoch-checkpoints / --num-update-checkpoints")
    p.add_argument("--output", required=True, metavar="FILE", help="where to write the averaged checkpoint")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--num-epoch-checkpoints", type=int, metavar="N",
                       help="average the last N checkpoint<epoch>.pt of the --inputs directory")
    group.add_argument("--num-update-checkpoints", type=int, metavar="N",
                       help="average the last N checkpoint_<epoch>_<update>.pt of the --inputs directory")
    p.add_argument("--checkpoint-upper-bound", type=int, metavar="K",
                   help="with --num-*-checkpoints: only checkpoints up to epoch / update K")
    add_version_argument(p)
    return p


def main(argv=None) -> int:
    args = get_parser().parse_args(argv)
    n = args.num_epoch_checkpoints or args.num_update_checkpoints
    try:
        if n:
            if len(args.inputs) != 1 or not os.path.isdir(args.inputs[0]):
                raise ValueError("--num-epoch-checkpoints / --num-update-checkpoints need one --inputs directory")
            paths = last_n_checkpoints(args.inputs[0], n, args.num_update_checkpoints is not None,
                                       args.checkpoint_upper_bound)
        else:
            paths = args.inputs
        textio.check_outputs([args.output], paths)
        state = average_checkpoints(paths)
        import torch

        os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
        with textio.atomic_output(args.output, paths, binary=True) as f:  # a kill leaves no partial file
            torch.save(state, f)
    except (OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"averaged {len(paths)} checkpoints ({', '.join(os.path.basename(p) for p in paths)}) into {args.output}")
    return 0


def cli_main():
    """The console script (fairseq's name for it): exits with :func:`main`'s status."""
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
