"""Initialise a copy / SynGEC model from a pre-trained fairseq BART checkpoint (``--pretrained-bart``).

fairseq publishes BART as ``model.pt`` + ``dict.txt`` (``bart.base``, ``bart.large``; the users
download them). The copy models of this plugin are fairseq Transformers with BART's layout when
built with a ``*_bart_*`` architecture, so BART's encoder, decoder and embedding tensors load under
their own names; the copy head and (SynGEC) the syntax fusion, syntax encoder and fusion are new
and keep their fresh initialisation.

Dictionary: the ``gec`` task's dictionary is BART's ``dict.txt`` (same symbols, same ids) followed
by the position markers ``<unk-0> ..``. The markers have no embedding row of their own in any copy
model of this plugin (``UnkMappedEmbedding`` embeds them as ``<unk>``: their rows *are* ``<unk>``'s),
so the embedding table keeps BART's ordinary rows. BART's checkpoints end with one more row, the
``<mask>`` that fairseq's denoising task appends to ``dict.txt``; a GEC model never reads nor
generates it, so it is dropped, as fairseq's own BART does when fine-tuned on translation. Any
other difference in size, and (when the archive's ``dict.txt`` sits beside ``model.pt``) any
difference in symbols or order, is an error: the ids would not mean the same words.
"""

import logging
import os
import re
from argparse import Namespace
from typing import Dict, List, Optional, Tuple

import torch
import torch.nn as nn
from fairseq.data import Dictionary
from omegaconf import DictConfig, OmegaConf

logger = logging.getLogger(__name__)

EMBEDDING_KEY = "encoder.embed_tokens.weight"
# tensors indexed by the vocabulary (shared with each other in BART and in the copy models)
VOCAB_KEYS = ("encoder.embed_tokens.weight", "decoder.embed_tokens.weight", "decoder.output_projection.weight")
MASK_SYMBOL = "<mask>"

# hyper-parameters that decide what the loaded tensors compute but that tensor shapes cannot show
# (shapes are checked separately, tensor by tensor)
STRUCTURE_ARGS = (
    "encoder_embed_dim", "encoder_ffn_embed_dim", "encoder_layers", "encoder_attention_heads",
    "encoder_normalize_before", "encoder_learned_pos", "decoder_embed_dim", "decoder_ffn_embed_dim",
    "decoder_layers", "decoder_attention_heads", "decoder_normalize_before", "decoder_learned_pos",
    "layernorm_embedding", "no_scale_embedding", "activation_fn", "share_all_embeddings",
    "max_source_positions", "max_target_positions",
)


def read_bart_checkpoint(path: str) -> Tuple[Dict[str, torch.Tensor], Namespace, str]:
    """(state dict, model arguments with the architecture's defaults filled in, arch) of a fairseq
    checkpoint, in either format fairseq saves ("args" Namespace, or "cfg" with "model").
    Loaded through torch's weights-only unpickler with the plugin's allowlist (fairseq_syngec.compat)."""
    from fairseq.models import ARCH_CONFIG_REGISTRY

    if not os.path.isfile(path):
        raise FileNotFoundError(f"--pretrained-bart: checkpoint not found: {path}")
    from fairseq_syngec.compat import read_checkpoint

    state = read_checkpoint(path)  # weights-only, whatever TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD says
    if not isinstance(state.get("model"), dict):
        raise ValueError(f"--pretrained-bart {path}: not a fairseq checkpoint (no 'model' state dict)")
    model_cfg = None
    if state.get("cfg") is not None:
        model_cfg = state["cfg"].get("model") if isinstance(state["cfg"], (dict, DictConfig)) else None
    if model_cfg is None and state.get("args") is not None:
        model_cfg = state["args"]
    if model_cfg is None:
        raise ValueError(f"--pretrained-bart {path}: the checkpoint records no model configuration "
                         "('args' or 'cfg.model'), so its architecture cannot be checked")
    if isinstance(model_cfg, DictConfig):
        model_cfg = OmegaConf.to_container(model_cfg, resolve=True)
    args = Namespace(**(vars(model_cfg) if isinstance(model_cfg, Namespace) else dict(model_cfg)))
    task_cfg = state["cfg"].get("task") if isinstance(state.get("cfg"), (dict, DictConfig)) else None
    if task_cfg is not None:  # a dataclass-configured run keeps the task (and e.g. --langs) apart
        task_cfg = OmegaConf.to_container(task_cfg, resolve=True) if isinstance(task_cfg, DictConfig) else task_cfg
        task_cfg = vars(task_cfg) if isinstance(task_cfg, Namespace) else dict(task_cfg)
        if not hasattr(args, "task") and "_name" in task_cfg:
            args.task = task_cfg["_name"]
        for k, v in task_cfg.items():
            if not k.startswith("_") and not hasattr(args, k):
                setattr(args, k, v)
    arch = getattr(args, "arch", None) or getattr(args, "_name", None)
    if arch in ARCH_CONFIG_REGISTRY:
        ARCH_CONFIG_REGISTRY[arch](args)  # the defaults fairseq applied when it built the model
    return state["model"], args, arch


def check_is_bart(path: str, arch) -> None:
    """ValueError unless ``arch`` is an architecture of fairseq's ``bart`` model."""
    from fairseq.models import ARCH_MODEL_REGISTRY
    from fairseq.models.bart import BARTModel

    from fairseq_syngec.models.copy_transformer import CopyTransformerModel

    cls = ARCH_MODEL_REGISTRY.get(arch)
    if cls is None or not issubclass(cls, BARTModel):
        what = f"a checkpoint of --arch {arch}" if arch else "a checkpoint without an --arch"
        if cls is not None and issubclass(cls, CopyTransformerModel):
            hint = (" It is already a copy/SynGEC model: continue from it with --finetune-from-model PATH "
                    "(or --restore-file PATH --reset-optimizer --reset-lr-scheduler --reset-meters "
                    "--reset-dataloader) and the same --arch, not --pretrained-bart.")
        else:
            hint = ""
        raise ValueError(f"--pretrained-bart {path}: {what} (model {getattr(cls, '__name__', 'unknown')}), not a "
                         f"fairseq BART (--arch bart_base, bart_large, mbart_large, ...).{hint}")


def _flag(name: str, value) -> str:
    flag = "--" + name.replace("_", "-")
    if isinstance(value, bool):
        return flag if value else f"no {flag}"
    return f"{flag} {value}"


def check_structure(path: str, bart_args: Namespace, args: Namespace) -> None:
    """ValueError listing every hyper-parameter of ``STRUCTURE_ARGS`` that differs between the
    checkpoint and the model being built, with the flag that would match the checkpoint."""
    diffs = []
    for name in STRUCTURE_ARGS:
        theirs, ours = getattr(bart_args, name, None), getattr(args, name, None)
        if theirs is None or theirs == ours:
            continue
        diffs.append(f"{name}: checkpoint {theirs!r}, this model {ours!r} ({_flag(name, theirs)})")
    if diffs:
        raise ValueError(f"--pretrained-bart {path} (--arch {getattr(bart_args, 'arch', '?')}) does not match "
                         f"--arch {getattr(args, 'arch', '?')}:\n  " + "\n  ".join(diffs)
                         + "\nChoose the matching architecture (copy_bart_base / copy_bart_large, copy_mbart_base / "
                         "copy_mbart_large for mBART, syngec_* likewise) or pass these flags.")


def pretraining_symbols(bart_args: Namespace) -> Optional[List[str]]:
    """The symbols that the checkpoint's fairseq task appended to ``dict.txt``, in order (None when
    the task is not one whose additions are known): ``denoising`` appends ``<mask>``;
    ``multilingual_denoising`` (mBART) ``[lang]`` for each of ``--langs`` (with ``--add-lang-token``,
    always in older fairseq), then ``<mask>``; ``translation_from_pretrained_bart`` the ``[lang]``s
    and ``<mask>``; ``translation`` (a BART fine-tuned by fairseq) nothing."""
    task = getattr(bart_args, "task", None)
    langs = [f"[{lang}]" for lang in (getattr(bart_args, "langs", None) or "").split(",") if lang]
    if task == "denoising":
        return [MASK_SYMBOL]
    if task == "multilingual_denoising":
        if getattr(bart_args, "langs", None) is None:
            return None  # fairseq took the languages from the data directory's sub-folders
        return (langs if getattr(bart_args, "add_lang_token", True) else []) + [MASK_SYMBOL]
    if task == "translation_from_pretrained_bart":
        return langs + [MASK_SYMBOL]
    if task == "translation":
        return []
    return None


def bart_rows(path: str, dictionary, num_rows: int, bart_args: Namespace) -> bool:
    """Check that ``dictionary`` (the ``gec`` task's: ordinary symbols, then position markers)
    holds the BART's symbols with the BART's ids. The BART's vocabulary is the ``dict.txt`` beside
    ``path`` followed by what its pre-training task appended (``pretraining_symbols``); the data
    dictionary must be all of it, or all but a trailing ``<mask>``. Without a ``dict.txt`` only the
    size is checked. Returns True when the checkpoint's last row (``<mask>``) is to be dropped."""
    n = dictionary.first_marker
    dict_file = os.path.join(os.path.dirname(os.path.abspath(path)), "dict.txt")
    how = (f"Binarise the data with fairseq-preprocess --task gec --joined-dictionary --srcdict {dict_file}, the "
           "dict.txt of the same archive as model.pt (bart.base's and bart.large's differ: 51196 vs 50260 lines), "
           "after encoding the text with the BART's BPE (--bpe gpt2 with its encoder.json and vocab.bpe, or its "
           "sentencepiece model)")
    if not os.path.isfile(dict_file):
        if num_rows != n and not (num_rows == n + 1 and MASK_SYMBOL not in dictionary.indices):
            raise ValueError(
                f"--pretrained-bart {path}: its embedding table has {num_rows} rows, but the data dictionary has "
                f"{n} ordinary symbols (before its {dictionary.num_markers} position markers): it is not this "
                f"BART's dictionary. {how}")
        logger.warning("--pretrained-bart %s: no dict.txt beside the checkpoint, so only the dictionary's size "
                       "(%d symbols) was checked, not its symbols", path, n)
        return num_rows == n + 1
    reference = Dictionary.load(dict_file).symbols
    added = pretraining_symbols(bart_args)
    if added is None and num_rows == len(reference) + 1:
        added = [MASK_SYMBOL]  # every fairseq BART pre-training task appends <mask> last
    reference = reference + (added or [])
    if len(reference) != num_rows:
        raise ValueError(
            f"--pretrained-bart {path}: {dict_file} gives {len(reference)} symbols"
            + (f" (with {' '.join(added)} appended by the checkpoint's task {bart_args.task})" if added else "")
            + f", but the checkpoint's embedding table has {num_rows} rows: it is not this checkpoint's dict.txt")
    drop_mask = n == num_rows - 1 and reference[-1] == MASK_SYMBOL
    ours = dictionary.symbols[:n]
    if ours != reference[:n] or not (n == num_rows or drop_mask):
        first = next((i for i, (a, b) in enumerate(zip(ours, reference)) if a != b), min(n, len(reference)))
        mine = ours[first] if first < n else "(none)"
        theirs = reference[first] if first < len(reference) else "(none)"
        extra = [s for s in (added or []) if s != MASK_SYMBOL]
        hint = (f" The BART's dictionary is {dict_file} followed by {' '.join(extra)}: append those lines "
                "(symbol and a count) to a copy of dict.txt and binarise with it." if extra else f" {how}")
        raise ValueError(
            f"--pretrained-bart {path}: the data dictionary is not the BART's: they differ first at id {first} "
            f"(data: {mine!r}, BART: {theirs!r}; {n} vs {len(reference)} symbols).{hint}")
    return drop_mask


def describe_keys(keys: List[str]) -> str:
    """State-dict keys, exactly, with the layer indices of each name folded into ranges:
    ``encoder.layers.[0-11].fc1.weight``."""
    groups: Dict[str, List[int]] = {}
    for key in keys:
        m = re.search(r"\.layers\.(\d+)\.", key)
        if m is None:
            groups.setdefault(key, [])
        else:
            groups.setdefault(key[: m.start()] + ".layers.{}." + key[m.end():], []).append(int(m.group(1)))
    out = []
    for pattern, idx in groups.items():
        out.append(pattern.format("[" + _ranges(sorted(idx)) + "]") if idx else pattern)
    return ", ".join(out) if out else "(none)"


def _ranges(idx: List[int]) -> str:
    parts, start = [], None
    for i, x in enumerate(idx):
        if start is None:
            start = x
        if i + 1 == len(idx) or idx[i + 1] != x + 1:
            parts.append(str(start) if start == x else f"{start}-{x}")
            start = None
    return ",".join(parts)


def load_pretrained_bart(model: nn.Module, args: Namespace, path: str, dictionary) -> Dict[str, List[str]]:
    """Copy the tensors of the BART checkpoint ``path`` into ``model`` (a ``copy_bart`` /
    ``syngec_bart`` model built on the ``gec`` task's ``dictionary``), after checking that it is a
    BART of the same shape with the same dictionary. Logs, and returns, the state-dict keys that
    were loaded, those that are new (keep their initialisation) and those of the checkpoint that
    were not used."""
    bart_state, bart_args, arch = read_bart_checkpoint(path)
    check_is_bart(path, arch)
    check_structure(path, bart_args, args)
    if EMBEDDING_KEY not in bart_state:
        raise ValueError(f"--pretrained-bart {path}: no {EMBEDDING_KEY} in the checkpoint")
    bart_state = dict(bart_state)
    model.upgrade_state_dict(bart_state)  # fairseq's renames for older checkpoints, as any load does
    num_rows = bart_state[EMBEDDING_KEY].size(0)
    if bart_rows(path, dictionary, num_rows, bart_args):
        for key in VOCAB_KEYS:
            if key in bart_state and bart_state[key].size(0) == num_rows:
                bart_state[key] = bart_state[key][:-1]
        logger.info("--pretrained-bart: dropped the checkpoint's last embedding row (id %d, %s, which the gec "
                    "dictionary does not have)", num_rows - 1, MASK_SYMBOL)
    own = model.state_dict()
    loaded = [k for k in own if k in bart_state]
    new = [k for k in own if k not in bart_state]
    unused = [k for k in bart_state if k not in own]
    mismatched = [f"{k}: checkpoint {tuple(bart_state[k].shape)}, model {tuple(own[k].shape)}"
                  for k in loaded if bart_state[k].shape != own[k].shape]
    if mismatched:
        raise ValueError(f"--pretrained-bart {path}: {len(mismatched)} tensors differ in shape:\n  "
                         + "\n  ".join(mismatched[:20]) + ("\n  ..." if len(mismatched) > 20 else ""))
    result = nn.Module.load_state_dict(model, {k: bart_state[k] for k in loaded}, strict=False)
    assert not result.unexpected_keys, result.unexpected_keys
    n = dictionary.first_marker
    logger.info("--pretrained-bart %s (--arch %s): loaded %d tensors: %s", path, arch, len(loaded),
                describe_keys(loaded))
    logger.info("--pretrained-bart: new, initialised fresh: %d tensors: %s", len(new), describe_keys(new))
    logger.info("--pretrained-bart: in the checkpoint but unused: %d tensors: %s", len(unused), describe_keys(unused))
    logger.info("--pretrained-bart: embedding rows 0..%d are BART's; the %d position markers (ids %d..%d) are "
                "embedded as <unk> (id %d)", n - 1, dictionary.num_markers, n, n + dictionary.num_markers - 1,
                dictionary.unk())
    return {"loaded": loaded, "new": new, "unused": unused}
