"""fairseq-syngec-explain: one sentence through a GEC model, shown.

    fairseq-syngec-explain --path work/gec/checkpoints/checkpoint_best.pt --data work/gec/data-bin \\
        --spm-model work/gec/spm.model --out-dir explain/ "He go to school yesterday ."

Prints the correction and its ERRANT edits. For a ``syngec_transformer`` checkpoint it also
prints the syntax the encoder induces for the source (greedy constituency tree, dependency heads;
word level when a sentencepiece model is used) and writes PNGs to ``--out-dir``: the heatmaps of
p_const / p_dep / p_fuse / gate (those the model's ``--syntax-mode`` has; row i = dependent,
column j = head) and ``tree.png`` (dependency arcs above the words, constituency brackets
below). A ``copy_transformer`` has no syntax: only the correction and edits are shown.

Bounded as fairseq-syngec-correct is: a sentence longer than the model accepts is passed through
uncorrected with a warning, and no syntax is computed for it; the pictures, whose drawing grows with
the square of the sentence length, are drawn only up to ``--max-plot-words`` words.
"""

import argparse
import json
import os
import sys

from fairseq_syngec.cli.model_options import add_model_args, check_positive, load_model
from syngec_tools import textio
from syngec_tools.cli.version import add_version_argument

# the longest sentence (in words) whose pictures are drawn: a 100-word heatmap takes seconds, a
# 600-word one minutes
DEFAULT_MAX_PLOT_WORDS = 100


def get_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fairseq-syngec-explain", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    add_model_args(p)
    p.add_argument("sentence", help="the sentence to correct (tokenised as the training data)")
    p.add_argument("--out-dir", default="explain", help="where the PNGs go (default ./explain)")
    p.add_argument("--beam", type=int, default=5, help="beam size (default 5)")
    p.add_argument("--max-plot-words", type=int, default=DEFAULT_MAX_PLOT_WORDS, metavar="N",
                   help=f"draw the PNGs only for sentences of at most N words (default {DEFAULT_MAX_PLOT_WORDS}; "
                   "the syntax is printed for longer ones too)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    add_version_argument(p)
    return p


def explain(model, sentence: str, out_dir: str, beam: int = 5, max_plot_words: int = DEFAULT_MAX_PLOT_WORDS) -> dict:
    """Correction, ERRANT edits and (for SynGEC) induced syntax of one sentence; writes PNGs (for at
    most ``max_plot_words`` words). A sentence longer than the model accepts is passed through:
    nothing is computed for it. What was left out is said in ``result["warnings"]``."""
    from fairseq_syngec import induced_syntax
    from syngec_tools.evaluation import syntax
    from syngec_tools.evaluation.plots import plot_matrix, plot_tree

    result = {"source": sentence, "correction": sentence, "edits": [], "syntax": None, "files": [], "warnings": []}
    n_tokens, limit = model.num_source_tokens(sentence), model.line_token_limit()
    if n_tokens > limit:
        result["warnings"].append(f"the sentence has {n_tokens} tokens, more than the {limit} the model accepts: "
                                  "passed through uncorrected, no syntax computed")
        return result
    correction = result["correction"] = model.correct([sentence], beam=beam)[0]
    result["edits"] = [{"start": e.o_start, "end": e.o_end, "source": e.o_str, "correction": e.c_str, "type": e.type}
                       for e in model.edits(sentence, correction)]
    net = model.models[0]
    if not hasattr(getattr(net, "encoder", None), "induce_syntax") or not sentence.strip():
        return result
    r = induced_syntax.induce(net, model.task, [sentence], spm_model=model.sentencepiece_model)[0]
    result["syntax"] = {"tokens": r["tokens"], "tree": r["tree"], "heads": r["heads"], "head_source": r["head_source"]}
    if len(r["tokens"]) > max_plot_words:
        result["warnings"].append(f"the sentence has {len(r['tokens'])} words, more than --max-plot-words "
                                  f"{max_plot_words}: no pictures drawn")
        return result
    os.makedirs(out_dir, exist_ok=True)
    mode = induced_syntax.model_mode(net)
    for key in syntax.MATRIX_KEYS:
        if r["matrices"].get(key) is not None:
            result["files"].append(plot_matrix(r["matrices"][key], r["tokens"], f"{key} (syntax mode {mode})",
                                               os.path.join(out_dir, f"{key}.png")))
    result["files"].append(plot_tree(r["tokens"], r["heads"], r["spans"],
                                     f"induced trees (heads from {r['head_source']})",
                                     os.path.join(out_dir, "tree.png")))
    return result


def format_text(result: dict) -> str:
    lines = [f"source:     {result['source']}", f"correction: {result['correction']}",
             f"edits (ERRANT): {len(result['edits'])}"]
    for e in result["edits"]:
        lines.append(f"  [{e['start']}, {e['end']})  {e['source'] or '-'} -> {e['correction'] or '-'}  {e['type']}")
    syn = result["syntax"]
    if syn is not None:
        lines.append(f"tree:  {syn['tree']}")
        heads = " ".join(f"{w}<-{syn['tokens'][h] if h >= 0 else 'ROOT'}" for w, h in zip(syn["tokens"], syn["heads"]))
        lines.append(f"heads ({syn['head_source']}): {heads}")
    else:
        lines.append("syntax: none (not a syngec_transformer checkpoint, an empty sentence, or one passed through)")
    lines += [f"wrote {f}" for f in result["files"]]
    return "\n".join(lines)


def check_sentence(sentence: str) -> str:
    """The SENTENCE argument as one line of UTF-8 text: a final line end is dropped; a line break
    inside it (``\\n``: two lines) or bytes that are not UTF-8 are a ``ValueError``. A lone ``\\r``
    is not a line break (as in every line-aligned command, see :mod:`syngec_tools.textio`)."""
    try:
        sentence.encode("utf-8")
    except UnicodeEncodeError:  # undecodable bytes of the command line come as lone surrogates
        textio.decode_line(os.fsencode(sentence), "SENTENCE", 1)
        raise
    if sentence.endswith("\n"):
        sentence = sentence[:-2] if sentence.endswith("\r\n") else sentence[:-1]
    if "\n" in sentence:
        raise ValueError("SENTENCE has a line break (\\n): give one sentence, on one line")
    return sentence


def main(argv=None) -> int:
    args = get_parser().parse_args(argv)
    try:
        args.sentence = check_sentence(args.sentence)
        check_positive(args, "beam")
        if args.max_plot_words < 0:
            raise ValueError(f"--max-plot-words must be at least 0 (got {args.max_plot_words})")
        model = load_model(args)
        result = explain(model, args.sentence, args.out_dir, args.beam, args.max_plot_words)
    except (OSError, ValueError) as exc:  # OSError: a missing file, an --out-dir that cannot be written
        print(f"error: {exc}", file=sys.stderr)
        return 1
    for warning in result["warnings"]:
        print(f"warning: {warning}", file=sys.stderr)
    print(json.dumps(result, ensure_ascii=False) if args.json else format_text(result))
    return 0


def cli_main():
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
