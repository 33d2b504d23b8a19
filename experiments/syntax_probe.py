#!/usr/bin/env python
"""What the syntax modules of syntax_ablation.py's SynGEC models learned, from their final checkpoints.

For each run of ``experiments/syntax_ablation.py`` whose model is kept (WORKDIR/RUN/ckpt/checkpoint_last.pt), on
the first ``--sentences`` sources of the W&I validation split:

- ``fusion_share``: how much the fused encoder output departs from the semantic encoder's, the mean over real
  tokens of ||H_out - H_sem|| / ||H_sem|| (co-attention, eq 18: its attention term; addition: H_syn). 0 means
  the decoder reads the copy model's encoder alone: the syntax is not used.
- ``uas``, ``bracket_f1``: the induced dependency heads and greedy constituency tree (word level,
  ``scripts/gec/induce_syntax.py``'s conventions) against spaCy's parse, beside the same scores of two trees
  made without a model, every word's head the word before (``left_chain``) or after (``right_chain``) and the
  right-branching tree: induced syntax that does not beat them is no syntax.
- ``gate``: the mean fusion gate g of eqs 11-12 (1: constituency only, 0: dependency only), fused runs only.

  python experiments/syntax_probe.py                   # every kept SynGEC run -> results/syntax_ablation/probe.json
  python experiments/syntax_probe.py --runs syngec.warm.s1.u1400 --sentences 100

Data (internal, ``../shared/data``): skipped with exit 0 when absent.
"""

import argparse
import json
import shlex
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: harness/
from harness import gec_runs as G  # noqa: E402


# SynGEC eq 18 (and the addition ablation): the share of the fused output that is not the semantic encoder's.
def fusion_share(h_out, h_sem, pad):
    """h_out, h_sem [T, B, C], pad [B, T] -> the mean over real tokens of ||h_out - h_sem|| / ||h_sem||."""
    real = ~pad.t()
    ratio = (h_out - h_sem).norm(dim=-1) / h_sem.norm(dim=-1).clamp(min=1e-9)
    return float(ratio[real].mean())


def baseline_trees(tokens):
    """(heads, spans) of the trees made without a model for these words: the left chain (head of i is i - 1), the
    right chain (i + 1) and the right-branching spans [i, n); a final punctuation mark is left out of them and
    attached at the top, as parsers attach it (else no right-branching span but the whole sentence could match)."""
    n = len(tokens)
    left = [-1] + list(range(n - 1))
    right = list(range(1, n)) + [-1]
    end = n - 1 if n > 2 and not any(ch.isalnum() for ch in tokens[-1]) else n
    spans = [(i, end) for i in range(end - 1)] + ([(0, n)] if end < n else [])
    return left, right, spans


def probe_run(run_dir, w, sentences, spm_model):
    import torch

    from fairseq_syngec import induced_syntax
    from fairseq_syngec.models.copy_transformer import CopyTransformerEncoder
    from syngec_tools.evaluation import syntax

    model, task = induced_syntax.load_model(str(run_dir / "ckpt/checkpoint_last.pt"), str(w / "data-bin"))
    induced = induced_syntax.induce(model, task, sentences, spm_model=spm_model)
    keep = [i for i, r in enumerate(induced) if len(r["tokens"]) >= 2]
    induced = [induced[i] for i in keep]
    refs = syntax.reference("spacy", [r["tokens"] for r in induced])
    scores = syntax.score(induced, refs)
    chains = {"left_chain": [], "right_chain": []}
    right_spans = []
    for r in induced:
        left, right, spans = baseline_trees(r["tokens"])
        chains["left_chain"].append(left)
        chains["right_chain"].append(right)
        right_spans.append(spans)
    gold_heads, gold_spans = [r["heads"] for r in refs], [r["spans"] for r in refs]
    lengths = [len(r["tokens"]) for r in refs]
    out = {"uas": scores["uas"], "bracket_f1": scores["bracket_f1"], "sentences": scores["sentences"],
           "tokens": scores["tokens"],
           "uas_left_chain": syntax.uas(chains["left_chain"], gold_heads),
           "uas_right_chain": syntax.uas(chains["right_chain"], gold_heads),
           "bracket_f1_right_branching": syntax.bracket_scores(right_spans, gold_spans, lengths)["f1"]}
    gates = [r["matrices"]["gate"] for r in induced if r["matrices"].get("gate") is not None]
    out["gate"] = float(sum(g.mean() for g in gates) / len(gates)) if gates else None
    # the fused output against the semantic encoder's, on the same sentences as the model's tokens
    enc = model.encoder
    shares = []
    with torch.no_grad():
        for sent in sentences:
            toks = induced_syntax.encode_sentence(task, sent, spm_model)
            if not toks:
                continue
            src = task.source_dictionary.encode_line(" ".join(toks), add_if_not_exist=False, append_eos=True)
            src = src.long().unsqueeze(0)
            full = enc(src, torch.tensor([src.size(1)]))
            semantic = CopyTransformerEncoder.forward(enc, src, torch.tensor([src.size(1)]))  # H_sem alone
            shares.append(fusion_share(full["encoder_out"][0], semantic["encoder_out"][0],
                                       full["encoder_padding_mask"][0]))
    out["fusion_share"] = sum(shares) / len(shares)
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", nargs="*", help="run names (WORKDIR/NAME); default: every kept SynGEC run")
    p.add_argument("--sentences", type=int, default=200, help="W&I validation sources probed (default 200)")
    p.add_argument("--workdir", default=str(G.REPO / "work/syntax_ablation"))
    p.add_argument("--data-workdir", default=str(G.REPO / "work/gec_budget"))
    p.add_argument("--json", default=str(G.REPO / "experiments/results/syntax_ablation/probe.json"))
    args = p.parse_args()
    missing = [str(f) for f in [*G.WI, G.DEV] if not f.exists()]
    if missing:
        print(f"skip: the internal GEC data is absent ({', '.join(missing)}); nothing to probe")
        return 0
    w = Path(args.data_workdir) / "v8000.d1000.val500"
    work = Path(args.workdir)
    names = args.runs or sorted(d.name for d in work.glob("syngec*") if (d / "ckpt/checkpoint_last.pt").exists())
    if not names:
        sys.exit(f"error: no kept SynGEC model in {work} (experiments/syntax_ablation.py keeps them)")
    sentences = (w / "txt/valid.src").read_text(encoding="utf-8").splitlines()[:args.sentences]
    old = json.loads(Path(args.json).read_text()) if Path(args.json).exists() else {}
    for name in names:
        G.log(f"probing {name}")
        old[name] = probe_run(work / name, w, sentences, str(w / "spm.model"))
        old[name].update(date=time.strftime("%Y-%m-%d %H:%M"), command=shlex.join([sys.executable, *sys.argv]))
        tmp = Path(args.json).with_suffix(".json.tmp")
        tmp.write_text(json.dumps(old, indent=2) + "\n")
        tmp.replace(args.json)
    head = ("| run | fusion share | UAS | left / right chain | bracket F1 | right-branching | gate |\n"
            "|---|---|---|---|---|---|---|")
    print(head)
    for name in sorted(old):
        r = old[name]
        gate = "" if r.get("gate") is None else f"{r['gate']:.3f}"
        print(f"| {name} | {r['fusion_share']:.4f} | {r['uas']:.3f} | {r['uas_left_chain']:.3f} / "
              f"{r['uas_right_chain']:.3f} | {r['bracket_f1']:.3f} | {r['bracket_f1_right_branching']:.3f} | "
              f"{gate} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
