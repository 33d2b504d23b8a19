"""fairseq-syngec-qa-predict: answer the questions of a ``span_qa`` split with a trained R-Net.

    fairseq-syngec-qa-predict DATA_DIR --path checkpoints/checkpoint_best.pt --gen-subset valid \\
        --dataset dev.json --output predictions.json
    python -m fairseq_syngec.cli.predict_spans ...          (the same)

For every question of the split (all of them: unanswerable ones and those with a truncated
passage included) the best span start <= end <= start + --max-answer-len by
log p(start) + log p(end) is found (a band of n x (max-answer-len + 1) scores per passage,
never the n x n matrix), mapped to characters with ``DATA_DIR/{split}.offsets`` and cut from the
passage of that question in the original SQuAD JSON (``--dataset``, the file the split was
converted from). Words outside the word dictionary (``<unk>``) are spelled for the character
embeddings from ``DATA_DIR/{split}.passage`` / ``.question`` (the converted text; their count is
printed). Output: the official prediction format ``{question_id: answer_text}``; score
it with ``python -m syngec_tools.evaluation.squad DATASET PREDICTIONS`` (or ``--score`` here).
"""

import argparse
import json
import logging
import os
import sys
import warnings

from tqdm import tqdm

from syngec_tools import textio
from syngec_tools.cli.version import add_version_argument


def get_parser():
    first, _, rest = __doc__.partition("\n")
    p = argparse.ArgumentParser(prog="fairseq-syngec-qa-predict", description=first.split(": ", 1)[1], epilog=rest,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("data", metavar="DATA_DIR", help="the span_qa data directory (binarised streams, "
                   "{split}.ids, {split}.offsets, dict.passage.txt; {split}.passage and {split}.question "
                   "spell the words outside the dictionary)")
    p.add_argument("--path", required=True, metavar="CKPT", help="checkpoint of fairseq-train --task span_qa")
    p.add_argument("--gen-subset", default="test", metavar="SPLIT", help="split to answer (default: test)")
    p.add_argument("--dataset", required=True, metavar="JSON", help="the SQuAD JSON the split was converted from")
    p.add_argument("--output", required=True, metavar="JSON", help="predictions file {question_id: answer}")
    p.add_argument("--max-answer-len", type=int, default=15, help="end - start <= this (tokens; default 15)")
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--max-passage-len", type=int, default=None,
                   help="override the training run's --max-passage-len (e.g. 1000 to read whole dev passages)")
    p.add_argument("--cpu", action="store_true", help="run on CPU even if CUDA is available")
    p.add_argument("--score", action="store_true", help="also print EM/F1 (official SQuAD v1.1 semantics)")
    p.add_argument("--no-progress-bar", action="store_true")
    add_version_argument(p)
    return p


def load_contexts(path):
    """question id -> passage text, from a SQuAD JSON."""
    from syngec_tools.data.squad import load_squad_json

    data = load_squad_json(path)
    contexts = {}
    for article in data["data"]:
        for para in article["paragraphs"]:
            for qa in para["qas"]:
                contexts[qa["id"]] = para["context"]
    return data, contexts


def predict(args):
    import torch
    from fairseq import checkpoint_utils

    from fairseq_syngec.hub import expecting_task, resolve_model_files
    from fairseq_syngec.modules.rnet import best_spans
    from syngec_tools.data.squad import read_lines, read_offsets_line

    # fail fast, before the checkpoint is read: each missing file by name
    resolve_model_files(os.path.abspath(args.path), None, os.path.abspath(args.data))
    if not os.path.isfile(args.dataset):
        raise FileNotFoundError(f"SQuAD JSON (--dataset) not found: {args.dataset}")
    split_files = [os.path.join(args.data, f"{args.gen_subset}.{ext}")
                   for ext in ("ids", "offsets", "passage", "question")]
    textio.check_outputs([args.output], [args.dataset, args.path, *split_files])

    logging.getLogger().setLevel(logging.WARNING)
    warnings.filterwarnings("ignore", message=".*pin_memory.*")
    overrides = {"data": os.path.abspath(args.data), "pretrained_word_embeddings": None}
    if args.max_passage_len is not None:
        overrides["max_passage_len"] = args.max_passage_len
    with expecting_task(args.path, "span_qa", "fairseq-syngec-qa-predict"):
        models, cfg, task = checkpoint_utils.load_model_ensemble_and_task([args.path], arg_overrides=overrides)
    model = models[0]
    use_cuda = torch.cuda.is_available() and not args.cpu
    if use_cuda:
        model = model.cuda()
    model.eval()

    split = args.gen_subset
    dataset = task.load_dataset(split)
    ids = read_lines(os.path.join(args.data, f"{split}.ids"))
    offsets_path = os.path.join(args.data, f"{split}.offsets")
    offsets_lines = read_lines(offsets_path)
    if not (len(ids) == len(offsets_lines) == len(dataset)):
        raise ValueError(f"{args.data}: split {split} has {len(dataset)} questions, {len(ids)} ids and "
                         f"{len(offsets_lines)} offsets lines; they must match")
    squad, contexts = load_contexts(args.dataset)

    itr = task.get_batch_iterator(dataset=dataset, max_sentences=args.batch_size, max_positions=None,
                                  ignore_invalid_inputs=False).next_epoch_itr(shuffle=False)
    predictions = {}
    n_unk = {"passage": 0, "question": 0}
    quiet = args.no_progress_bar or not textio.progress_to_terminal()
    progress = itr if quiet else tqdm(itr, desc=f"predict {split}", unit="batch", file=sys.stderr)
    with torch.no_grad():
        for sample in progress:
            net_input = sample["net_input"]
            for kind in n_unk:
                n_unk[kind] += int((net_input[f"{kind}_tokens"] == task.source_dictionary.unk()).sum())
            if use_cuda:
                net_input = {k: v.cuda() for k, v in net_input.items()}
            out = model(**net_input)
            starts, ends, _ = best_spans(out["start_log_probs"], out["end_log_probs"], args.max_answer_len)
            for i, s, e in zip(sample["id"].tolist(), starts.tolist(), ends.tolist()):
                qid = ids[i]
                if qid not in contexts:
                    raise ValueError(f"question id {qid} ({split}.ids line {i + 1}) is not in {args.dataset}")
                offs = read_offsets_line(offsets_lines[i], offsets_path, i + 1)
                context = contexts[qid]
                if len(offs) != dataset.full_passage_sizes[i] or (offs and offs[-1][1] > len(context)):
                    raise ValueError(f"{offsets_path} line {i + 1} (question {qid}) does not fit its passage in "
                                     f"{args.dataset}: was the split converted from another file?")
                predictions[qid] = context[offs[s][0]:offs[e][1]]
    for kind, n in n_unk.items():
        if n:
            text = os.path.join(args.data, f"{split}.{kind}")
            how = (f"spelled from {text} for the character embeddings" if dataset.words[kind] is not None
                   else f"{text} not found: they get the character <unk>")
            print(f"{n} {kind} words outside the word dictionary (<unk>): {how}", file=sys.stderr)
    with textio.atomic_output(args.output, [args.dataset]) as f:
        json.dump(predictions, f, ensure_ascii=False)
    print(f"{len(predictions)} predictions -> {args.output}", file=sys.stderr)
    if args.score:
        from syngec_tools.evaluation.squad import evaluate

        print(json.dumps(evaluate(squad["data"], predictions)))
    return predictions


def main(argv=None):
    """Console-script entry point: exit status 0, or 1 with a one-line message naming the file at fault."""
    args = get_parser().parse_args(argv)
    try:
        predict(args)
    except (OSError, ValueError) as exc:  # a missing or unreadable file, an output that is an input, bad data
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


def cli_main():
    """The console script (fairseq's name for it): exits with :func:`main`'s status."""
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
