"""fairseq-syngec-explain: one sentence through a GEC model, shown.

    fairseq-syngec-explain --path work/gec/checkpoints/checkpoint_best.pt --data work/gec/data-bin \\
        --spm-model work/gec/spm.model --out-dir explain/ "He go to school yesterday ."

Prints the correction and its ERRANT edits. For a ``syngec_transformer`` checkpoint it also
prints the syntax the encoder induces for the source (greedy constituency tree, dependency heads;
word level when a sentencepiece model is used) and writes PNGs to ``--out-dir``: the heatmaps of
p_const / p_dep / p_fuse / gate (those the model's ``--syntax-mode`` has; row i = dependent,
column j = head) and ``tree.png`` (dependency arcs above the words, constituency brackets
below). A ``copy_transformer`` has no syntax: only the correction and edits are shown.
"""

import argparse
import json
import os
import sys

from fairseq_syngec.cli.correct import add_model_args, load_model


def get_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fairseq-syngec-explain", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    add_model_args(p)
    p.add_argument("sentence", help="the sentence to correct (tokenised as the training data)")
    p.add_argument("--out-dir", default="explain", help="where the PNGs go (default ./explain)")
    p.add_argument("--beam", type=int, default=5, help="beam size (default 5)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    return p


def explain(model, sentence: str, out_dir: str, beam: int = 5) -> dict:
    """Correction, ERRANT edits and (for SynGEC) induced syntax of one sentence; writes PNGs."""
    from fairseq_syngec.evaluation import syntax
    from fairseq_syngec.evaluation.plots import plot_matrix, plot_tree

    correction = model.correct([sentence], beam=beam)[0]
    edits = [{"start": e.o_start, "end": e.o_end, "source": e.o_str, "correction": e.c_str, "type": e.type}
             for e in model.edits(sentence, correction)]
    result = {"source": sentence, "correction": correction, "edits": edits, "syntax": None, "files": []}
    net = model.models[0]
    if not hasattr(getattr(net, "encoder", None), "induce_syntax") or not sentence.strip():
        return result
    r = syntax.induce(net, model.task, [sentence], spm_model=model.sentencepiece_model)[0]
    os.makedirs(out_dir, exist_ok=True)
    mode = syntax.model_mode(net)
    for key in syntax.MATRIX_KEYS:
        if r["matrices"].get(key) is not None:
            result["files"].append(plot_matrix(r["matrices"][key], r["tokens"], f"{key} (syntax mode {mode})",
                                               os.path.join(out_dir, f"{key}.png")))
    result["files"].append(plot_tree(r["tokens"], r["heads"], r["spans"], f"induced trees (heads from {r['head_source']})",
                                     os.path.join(out_dir, "tree.png")))
    result["syntax"] = {"tokens": r["tokens"], "tree": r["tree"], "heads": r["heads"], "head_source": r["head_source"]}
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
        lines.append("syntax: none (not a syngec_transformer checkpoint, or an empty sentence)")
    lines += [f"wrote {f}" for f in result["files"]]
    return "\n".join(lines)


def main(argv=None) -> int:
    args = get_parser().parse_args(argv)
    try:
        model = load_model(args)
        result = explain(model, args.sentence, args.out_dir, args.beam)
    except (FileNotFoundError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(result, ensure_ascii=False) if args.json else format_text(result))
    return 0


def cli_main():
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
