"""fairseq-syngec-classify: label raw sentences, or tag their tokens, with a trained K-BERT model.

    fairseq-syngec-classify --path checkpoints/checkpoint_best.pt < sentences.txt > labels.txt
    fairseq-syngec-classify --path CKPT --input sentences.txt --output tags.txt --show-knowledge

Input, one example a line: for a ``--task kbert_classification`` model ``text_a`` or ``text_a<TAB>text_b``;
for a ``--task kbert_ner`` model a sentence, its tokens as the model's ``--token-unit`` reads them
(``space``: whitespace-separated; ``char``: every non-space character). Output, one line for each input
line: the label, or the tags (one a token, space-separated; tokens beyond the model's --max-positions
are tagged O and counted on stderr). An empty input line gives an empty output line (counted).
``--show-knowledge`` adds a tab and the knowledge the example was given, entities in sentence order:
``Tim Cook -> CEO Apple | Beijing -> capital China; is_a City`` (``-`` when none).

The dictionaries (``--data``) and the knowledge graph (``--kg``) are by default those the model was
trained with (their paths are in the checkpoint); ``--kg none`` runs it without knowledge.
"""

import argparse
import os
import sys

from syngec_tools import textio
from syngec_tools.cli.version import add_version_argument

TASKS = ("kbert_classification", "kbert_ner")


def get_parser():
    first, _, rest = __doc__.partition("\n")
    p = argparse.ArgumentParser(prog="fairseq-syngec-classify", description=first.split(": ", 1)[1], epilog=rest,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--path", required=True, metavar="CKPT",
                   help="checkpoint of fairseq-train --task kbert_classification or kbert_ner")
    p.add_argument("--data", metavar="DIR", help="the data directory with dict.txt and dict.label.txt "
                   "(default: the one the model was trained on)")
    p.add_argument("--kg", metavar="SPO", help="knowledge graph file, or none (default: the model's --kg)")
    p.add_argument("--input", default="-", help="one example per line (default: stdin)")
    p.add_argument("--output", default="-", help="one label or tag line per input line (default: stdout)")
    p.add_argument("--show-knowledge", action="store_true",
                   help="append a tab and the knowledge each example was given")
    p.add_argument("--batch-size", type=int, default=32, metavar="N", help="examples per batch (default 32)")
    p.add_argument("--cpu", action="store_true", help="run on CPU even if CUDA is available")
    add_version_argument(p)
    return p


def knowledge_text(entities) -> str:
    """A tree's (start, end, entity, branches) as ``entity -> predicate object; ... | ...`` (``-``: none)."""
    parts = [f"{ent} -> " + "; ".join(" ".join(x for x in (p, o) if x) for p, o in kept)
             for _a, _b, ent, kept in entities if kept]
    return " | ".join(parts) or "-"


def load(args):
    """(model, task) of ``--path`` with the --data / --kg overrides."""
    import logging
    import warnings

    import torch
    from fairseq import checkpoint_utils

    from fairseq_syngec.hub.common import checkpoint_task

    if not os.path.isfile(args.path):
        raise FileNotFoundError(f"checkpoint (--path) not found: {args.path}")
    trained = checkpoint_task(args.path)
    if trained not in TASKS:
        raise ValueError(f"{args.path} was trained with --task {trained}: fairseq-syngec-classify needs a "
                         f"checkpoint of --task {' or '.join(TASKS)}")
    logging.getLogger().setLevel(logging.WARNING)
    warnings.filterwarnings("ignore", message=".*pin_memory.*")
    overrides = {}
    if args.data:
        overrides["data"] = os.path.abspath(args.data)
    if args.kg:
        overrides["kg"] = args.kg
    try:
        models, _cfg, task = checkpoint_utils.load_model_ensemble_and_task([args.path], arg_overrides=overrides)
    except RuntimeError as exc:  # torch's size mismatch: another dictionary than the model's
        if "size mismatch" not in str(exc):
            raise
        raise ValueError(f"{args.path} does not fit the dictionaries of {args.data or 'its data directory'} "
                         "(another dict.txt / dict.label.txt than the model was trained with)") from None
    model = models[0].eval()
    if torch.cuda.is_available() and not args.cpu:
        model = model.cuda()
    return model, task


def classify_lines(model, task, lines, batch_size: int = 32, name: str = "input"):
    """For each line: (label or tags, knowledge text), and counts {empty, cut}; nothing is skipped."""
    import torch
    from fairseq import utils

    keep = [i for i, line in enumerate(lines) if line.strip()]
    results = [("", "-")] * len(lines)
    counts = {"empty": len(lines) - len(keep), "cut": 0, "cut_lines": 0}
    if not keep:
        return results, counts
    dataset = task.build_dataset_for_inference([lines[i] for i in keep], name=name)
    order = dataset.ordered_indices()
    use_cuda = next(model.parameters()).is_cuda
    with torch.no_grad():
        for start in range(0, len(order), batch_size):
            idx = order[start:start + batch_size]
            batch = dataset.collater([dataset[int(j)] for j in idx])
            net = utils.move_to_cuda(batch["net_input"]) if use_cuda else batch["net_input"]
            pred = model(**net).argmax(-1).cpu()
            for row, j in enumerate(batch["id"].tolist()):
                ex = dataset.examples[j]
                if task.token_level:
                    flat = pred[row, :len(ex.src_index)]
                    tags = [task.labels[int(t)] for t, s in zip(flat, ex.src_index) if s >= 0]
                    cut = ex.cut  # sentence tokens beyond --max-positions
                    counts["cut"] += cut
                    counts["cut_lines"] += int(cut > 0)
                    out = " ".join(tags + ["O"] * cut)
                else:
                    out = task.labels[int(pred[row])]
                results[keep[j]] = (out, knowledge_text(ex.entities))
    return results, counts


def classify(args):
    if args.batch_size < 1:
        raise ValueError(f"--batch-size must be at least 1 (got {args.batch_size})")
    textio.check_outputs([args.output], [args.input, args.path])
    if args.input != "-" and not os.path.isfile(args.input):
        raise FileNotFoundError(f"--input not found: {args.input}")
    model, task = load(args)
    lines = list(textio.iter_lines(args.input))
    results, counts = classify_lines(model, task, lines, args.batch_size, name=textio.display_name(args.input))
    with textio.output_stream(args.output, [args.input]) as f:
        for out, knowledge in results:
            f.write(f"{out}\t{knowledge}\n" if args.show_knowledge else f"{out}\n")
    if counts["empty"]:
        print(f"{counts['empty']} empty input line(s): empty output line(s)", file=sys.stderr)
    if counts["cut"]:
        print(f"warning: {counts['cut_lines']} line(s) longer than the model's --max-positions "
              f"{task.cfg.max_positions}: their last {counts['cut']} token(s) in all were tagged O", file=sys.stderr)
    return results


def main(argv=None) -> int:
    args = get_parser().parse_args(argv)
    try:
        classify(args)
    except (OSError, ValueError) as exc:  # a missing file, a checkpoint of another task, a malformed line
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


def cli_main():
    """The console script (fairseq's name for it): exits with :func:`main`'s status."""
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
