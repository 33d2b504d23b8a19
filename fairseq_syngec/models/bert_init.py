"""Start the ``kbert`` model from a BERT checkpoint in UER's PyTorch format: K-BERT's ``models/google_model.bin``
(Google's Chinese BERT-base converted by UER, the weights K-BERT fine-tunes) and UER's other BERT checkpoints,
with their ``vocab.txt`` (one token a line; the line number is the row).

``--init-from-bert google_model.bin --bert-vocab google_vocab.txt`` copies, before training:

    embedding.word_embedding          -> embed_tokens, row by row: a dictionary symbol takes the row of the same
                                         token in the vocabulary (<s> [CLS], </s> [SEP], <pad> [PAD], <unk> [UNK]);
                                         a symbol the vocabulary lacks keeps its random row (counted)
    embedding.position_embedding[p]   -> embed_positions[p + padding_idx + 1], p < --max-positions
    embedding.segment_embedding[1, 2] -> segment_embed[0, 1] (UER's row 0 is its padding segment)
    embedding.layer_norm              -> layernorm_embedding
    encoder.transformer.i:
      self_attn.linear_layers.0/1/2   -> layers.i.self_attn.q_proj / k_proj / v_proj
      self_attn.final_linear          -> layers.i.self_attn.out_proj
      layer_norm_1, feed_forward.linear_1, linear_2, layer_norm_2
                                      -> self_attn_layer_norm, fc1, fc2, final_layer_norm

Layer norms are torch's (biased variance, eps inside the square root: Google BERT's definition); UER's own
LayerNorm divides by the unbiased standard deviation plus 1e-6, a relative difference of about 1/(2 C)
(0.07% at 768): an initialisation, which fine-tuning then adapts. The heads start random. A checkpoint
whose shapes or number of layers do not fit the architecture is an error naming the first key that does
not; anything of it not listed above (UER's MLM/NSP target) is left out and counted.
"""

import logging
from typing import Dict

import torch

logger = logging.getLogger(__name__)

SPECIALS = {"<s>": "[CLS]", "</s>": "[SEP]", "<pad>": "[PAD]", "<unk>": "[UNK]"}


def read_vocab(path: str) -> Dict[str, int]:
    """token -> row of a BERT ``vocab.txt`` (the first occurrence of a repeated token)."""
    from syngec_tools import textio

    vocab: Dict[str, int] = {}
    for i, tok in enumerate(textio.read_lines(path)):
        vocab.setdefault(tok.strip(), i)
    if not vocab:
        raise ValueError(f"{path}: an empty vocabulary")
    return vocab


def uer_layer_map(i: int) -> Dict[str, str]:
    """UER key -> kbert key of encoder layer ``i`` (weights and biases; gamma/beta for layer norms)."""
    u, k = f"encoder.transformer.{i}.", f"encoder.layers.{i}."
    out = {}
    linears = (("self_attn.linear_layers.0", "self_attn.q_proj"), ("self_attn.linear_layers.1", "self_attn.k_proj"),
               ("self_attn.linear_layers.2", "self_attn.v_proj"), ("self_attn.final_linear", "self_attn.out_proj"),
               ("feed_forward.linear_1", "fc1"), ("feed_forward.linear_2", "fc2"))
    for src, dst in linears:
        out[u + src + ".weight"], out[u + src + ".bias"] = k + dst + ".weight", k + dst + ".bias"
    for src, dst in (("layer_norm_1", "self_attn_layer_norm"), ("layer_norm_2", "final_layer_norm")):
        out[u + src + ".gamma"], out[u + src + ".beta"] = k + dst + ".weight", k + dst + ".bias"
    return out


def uer_state_for(model, uer: Dict[str, torch.Tensor], vocab: Dict[str, int], dictionary, path: str = "checkpoint"):
    """(kbert state-dict entries, report) from a UER state dict; see the module docstring."""
    own = model.state_dict()
    n_layers = len(model.encoder.layers)
    uer_layers = {int(k.split(".")[2]) for k in uer if k.startswith("encoder.transformer.")}
    if uer_layers != set(range(n_layers)):
        raise ValueError(f"{path} has {len(uer_layers)} encoder layers, the architecture {n_layers} "
                         "(--encoder-layers)")
    pairs = {"embedding.layer_norm.gamma": "encoder.layernorm_embedding.weight",
             "embedding.layer_norm.beta": "encoder.layernorm_embedding.bias"}
    for i in range(n_layers):
        pairs.update(uer_layer_map(i))
    new = {}
    for src, dst in pairs.items():
        if src not in uer:
            raise ValueError(f"{path} has no {src} (not a UER BERT checkpoint?)")
        if uer[src].shape != own[dst].shape:
            raise ValueError(f"{path}: {src} is {tuple(uer[src].shape)}, the model's {dst} {tuple(own[dst].shape)} "
                             "(a BERT of another size: pick the --arch / --encoder-* sizes that fit)")
        new[dst] = uer[src]
    dim = own["encoder.embed_tokens.weight"].size(1)
    for src in ("embedding.word_embedding.weight", "embedding.position_embedding.weight",
                "embedding.segment_embedding.weight"):
        if src not in uer:
            raise ValueError(f"{path} has no {src} (not a UER BERT checkpoint?)")
        if uer[src].size(1) != dim:
            raise ValueError(f"{path}: {src} has {uer[src].size(1)} columns, the model's embeddings {dim}")
    words, tokens = uer["embedding.word_embedding.weight"], own["encoder.embed_tokens.weight"].clone()
    found = 0
    for idx, sym in enumerate(dictionary.symbols):
        row = vocab.get(SPECIALS.get(sym, sym))
        if row is not None and row < words.size(0):
            tokens[idx] = words[row]
            found += 1
    new["encoder.embed_tokens.weight"] = tokens
    pos, table = uer["embedding.position_embedding.weight"], own["encoder.embed_positions.weight"].clone()
    start = model.encoder.padding_idx + 1
    n_pos = min(table.size(0) - start, pos.size(0))
    table[start:start + n_pos] = pos[:n_pos]
    new["encoder.embed_positions.weight"] = table
    seg = uer["embedding.segment_embedding.weight"]
    if seg.size(0) < 3:
        raise ValueError(f"{path}: embedding.segment_embedding.weight has {seg.size(0)} rows, UER's has 3 "
                         "(padding, A, B)")
    new["encoder.segment_embed.weight"] = seg[1:3].clone()
    used = set(pairs) | {"embedding.word_embedding.weight", "embedding.position_embedding.weight",
                         "embedding.segment_embedding.weight"}
    report = {"tokens_found": found, "tokens": len(dictionary), "positions": n_pos,
              "left_out": sorted(k for k in uer if k not in used)}
    return new, report


def init_from_uer(model, path: str, vocab_path: str, dictionary) -> dict:
    """Load ``path`` (UER format) into ``model`` as the module docstring says; returns the report."""
    uer = torch.load(path, map_location="cpu", weights_only=True)
    if not isinstance(uer, dict):
        raise ValueError(f"{path}: not a state dict (UER's format is a dict of tensors)")
    new, report = uer_state_for(model, uer, read_vocab(vocab_path), dictionary, path)
    model.load_state_dict({**model.state_dict(), **new})
    logger.info(f"initialised from {path}: {report['tokens_found']} of {report['tokens']} dictionary symbols found "
                f"in {vocab_path} (the others random), positions 0-{report['positions'] - 1}, "
                f"{len(report['left_out'])} tensors of it not used (e.g. its MLM/NSP target)")
    return report
