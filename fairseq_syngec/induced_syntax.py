"""The syntax a trained SynGEC encoder induces, read from a checkpoint (``scripts/gec/induce_syntax.py``,
``scripts/gec/plot_syntax.py``, ``fairseq-syngec-explain``). The conventions (tokens, pieces to words, trees,
heads) and the scores are :mod:`syngec_tools.evaluation.syntax`."""

import functools
from typing import Dict, List, Optional, Sequence

import numpy as np
import torch
from fairseq import checkpoint_utils

from syngec_tools.data.sentencepiece_utils import load_processor
from syngec_tools.evaluation.syntax import MATRIX_KEYS, greedy_spans, greedy_tree, heads_from_matrix, pieces_to_words


def load_model(path: str, data: str):
    """(model, task) from a checkpoint, on CPU, in eval mode."""
    models, _cfg, task = checkpoint_utils.load_model_ensemble_and_task([path], arg_overrides={"data": data})
    model = models[0].eval()
    if not hasattr(getattr(model, "encoder", None), "induce_syntax"):
        raise ValueError(f"{path}: not a syngec_transformer checkpoint (encoder has no induce_syntax)")
    return model, task


def model_mode(model) -> str:
    return model.encoder.syntax_fusion.mode


@functools.lru_cache(maxsize=8)
def _spm_processor(path: str):
    return load_processor(path)


def encode_sentence(task, sentence: str, spm_model: Optional[str] = None) -> List[str]:
    """The model-level tokens (pieces with ``spm_model``, else whitespace words)."""
    if spm_model:
        return list(_spm_processor(spm_model).encode(sentence.strip(), out_type=str))
    return sentence.split()


def raw_syntax(model, task, tokens: Sequence[str]) -> Dict[str, Optional[np.ndarray]]:
    """induce_syntax outputs for one sentence as numpy arrays, ``</s>`` removed."""
    src = task.source_dictionary.encode_line(" ".join(tokens), add_if_not_exist=False,
                                             append_eos=True).long()
    n = len(tokens)
    assert src.numel() == n + 1, "encode_line must give one id per token plus </s>"
    with torch.no_grad():
        out = model.encoder.induce_syntax(src.unsqueeze(0))
    res = {}
    for key in MATRIX_KEYS:
        v = out.get(key)
        res[key] = None if v is None else v[0, :n, :n].float().cpu().numpy()
    res["tau"] = out["tau"][0, : max(n - 1, 0)].float().cpu().numpy()
    d = out.get("delta")
    res["delta"] = None if d is None else d[0, :n].float().cpu().numpy()
    return res


def induce(model, task, sentences: Sequence[str], spm_model: Optional[str] = None) -> List[dict]:
    """Per sentence: {tokens, tree (bracketed), spans, heads, head_source, tau, matrices}.
    Everything is at word level (pieces mapped to words with ``spm_model``)."""
    mode = model_mode(model)
    head_key = "p_const" if mode == "const" else "p_dep"
    results = []
    for sent in sentences:
        toks = encode_sentence(task, sent, spm_model)
        if not toks:
            results.append({"tokens": [], "tree": "", "spans": [], "heads": [], "head_source": head_key,
                            "tau": np.zeros(0), "delta": None, "matrices": {k: None for k in MATRIX_KEYS}})
            continue
        out = raw_syntax(model, task, toks)
        if spm_model:
            words, mats, tau, delta = pieces_to_words(out, toks)
        else:
            words, tau, delta = toks, out["tau"], out["delta"]
            mats = {k: out[k] for k in MATRIX_KEYS}
        results.append({
            "tokens": list(words), "tree": greedy_tree(words, tau), "spans": greedy_spans(tau),
            "heads": heads_from_matrix(mats[head_key]), "head_source": head_key,
            "tau": tau, "delta": delta, "matrices": mats,
        })
    return results
