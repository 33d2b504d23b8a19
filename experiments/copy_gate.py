#!/usr/bin/env python
"""What a copy model's gate and copy attention do on a data-bin split (teacher-forced).

  python experiments/copy_gate.py --path CKPT --data DATA_BIN [--subset valid] [--json out.json]
  python experiments/copy_gate.py --source dev.sp.src --output dev.sp.hyp [dev.sp.tgt ...] [--json out.json]

For every target token of the split (``copy_transformer*`` / ``syngec_transformer*`` / ``copy_bart*``
checkpoints: a decoder that returns ``copy_attn`` and ``copy_alpha``):
- copies: target tokens that occur exactly once in their source; ``copy_argmax``: the share whose
  copy attention peaks at that source position, ``copy_weight``: its mean weight there;
- ``alpha_copy`` / ``alpha_absent``: the mean gate alpha (Zhao et al. 2019, eq. 6) on copies and on
  target tokens absent from the source (the ones only the generator can write);
- ``blocked``: the share of absent tokens where even a generator sure of the token (q = 1) loses
  to the best source token's copy mass, (1 - alpha) < alpha * max_i c_i (eq. 7): there beam search
  can only write a source token, whatever the generator has learned.
With ``--source`` and ``--output`` (tokenised files, one sentence per line: a model's restored
pieces, a reference's), it counts instead what the outputs write that their source does not hold:
``new_tokens``, the share of output tokens absent from the source sentence, and ``new_sentences``,
the share of outputs with at least one (a copy model whose gate blocks new words writes almost none).
Prints one line per statistic and writes them as JSON.
"""

import argparse
import json
from collections import Counter

import torch


# Zhao et al. 2019, eq. (7): a target token absent from the source gets (1 - alpha) q; the best source id alpha max c.
def copy_gate_counts(copy_attn, alpha, src_tokens, target, pad, eos) -> Counter:
    """Counts (and sums) over one batch: copy_attn [B, T, S], alpha [B, T], src_tokens [B, S], target [B, T];
    padding and </s> are left out on both sides."""
    counts = Counter()
    for b in range(src_tokens.size(0)):
        where = {}
        for j, tok in enumerate(src_tokens[b].tolist()):
            if tok not in (pad, eos):
                where.setdefault(tok, []).append(j)
        for t, y in enumerate(target[b].tolist()):
            if y in (pad, eos):
                continue
            a = float(alpha[b, t])
            if len(where.get(y, [])) == 1:
                j = where[y][0]
                counts["copies"] += 1
                counts["copy_argmax"] += int(int(copy_attn[b, t].argmax()) == j)
                counts["copy_weight"] += float(copy_attn[b, t, j])
                counts["alpha_copy"] += a
            elif y not in where:
                mass = max(float(copy_attn[b, t, js].sum()) for js in where.values()) if where else 0.0
                counts["absent"] += 1
                counts["alpha_absent"] += a
                counts["blocked"] += int(1.0 - a < a * mass)
    return counts


# The tokens an output writes that its source sentence lacks (what only a generator can produce).
def new_token_shares(sources, outputs) -> dict:
    """sources, outputs: aligned lists of token lists -> new_tokens and new_sentences shares."""
    if len(sources) != len(outputs):
        raise ValueError(f"{len(outputs)} outputs for {len(sources)} sources")
    new = total = sentences = 0
    for src, out in zip(sources, outputs):
        have = set(src)
        n = sum(tok not in have for tok in out)
        new, total, sentences = new + n, total + len(out), sentences + (n > 0)
    return {"sentences": len(sources), "tokens": total, "new_tokens": new / max(1, total),
            "new_sentences": sentences / max(1, len(sources))}


def read_tokens(path):
    with open(path, encoding="utf-8") as f:
        return [line.split() for line in f]


def summary(counts: Counter) -> dict:
    """The shares and means of ``copy_gate_counts`` summed over batches."""
    n, m = max(1, counts["copies"]), max(1, counts["absent"])
    return {"copies": counts["copies"], "absent": counts["absent"],
            "copy_argmax": counts["copy_argmax"] / n, "copy_weight": counts["copy_weight"] / n,
            "alpha_copy": counts["alpha_copy"] / n, "alpha_absent": counts["alpha_absent"] / m,
            "blocked": counts["blocked"] / m}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--path", help="a copy model's checkpoint")
    p.add_argument("--data", help="the data-bin directory (dict.txt and the split)")
    p.add_argument("--source", help="tokenised source sentences (with --output)")
    p.add_argument("--output", nargs="+", help="tokenised outputs aligned with --source, one file each")
    p.add_argument("--subset", default="valid")
    p.add_argument("--max-tokens", type=int, default=4000)
    p.add_argument("--json", help="write the statistics here")
    args = p.parse_args(argv)
    if args.source or args.output:
        if not (args.source and args.output):
            p.error("--source and --output go together")
        stats, path = {}, args.source
        try:
            src = read_tokens(path)
            for path in args.output:
                stats[path] = new_token_shares(src, read_tokens(path))
        except OSError as e:
            p.error(str(e))
        except UnicodeDecodeError as e:  # before ValueError, of which it is one
            p.error(f"{path}: not UTF-8 ({e.reason} at byte {e.start})")
        except ValueError as e:  # line counts differ
            p.error(f"{path} against {args.source}: {e}")
        for path, st in stats.items():
            print(f"{path}: new_tokens {st['new_tokens']:.4f}  new_sentences {st['new_sentences']:.4f}  "
                  f"({st['tokens']} tokens, {st['sentences']} sentences)")
        if args.json:
            with open(args.json, "w", encoding="utf-8") as f:
                json.dump({"source": args.source, "outputs": stats}, f, indent=1)
        return
    if not (args.path and args.data):
        p.error("--path and --data (or --source and --output)")

    from fairseq import checkpoint_utils

    import fairseq_syngec  # noqa: F401  registers the task and models; the allowlisted checkpoint load

    models, _cfg, task = checkpoint_utils.load_model_ensemble_and_task([args.path],
                                                                       arg_overrides={"data": args.data})
    model = models[0].eval()
    task.load_dataset(args.subset)
    batches = task.get_batch_iterator(task.dataset(args.subset), max_tokens=args.max_tokens)
    batches = batches.next_epoch_itr(shuffle=False)
    counts, vocab = Counter(), task.target_dictionary
    with torch.no_grad():
        for sample in batches:
            _, extra = model(**sample["net_input"])
            if "copy_attn" not in extra:
                p.error(f"{args.path}: the decoder returns no copy attention (not a copy model)")
            counts += copy_gate_counts(extra["copy_attn"], extra["copy_alpha"].squeeze(-1),
                                       sample["net_input"]["src_tokens"], sample["target"], vocab.pad(), vocab.eos())
    stats = summary(counts)
    for k, v in stats.items():
        print(f"{k:13s} {v:.4f}" if isinstance(v, float) else f"{k:13s} {v}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"path": args.path, "data": args.data, "subset": args.subset, **stats}, f, indent=1)


if __name__ == "__main__":
    main()
