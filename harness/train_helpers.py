"""fairseq-train in the test process (as fairseq's own tests run it: no interpreter start-up per run)
and the raw state of its checkpoints."""

import torch

from harness.helpers import USER_DIR

# a very small model of each family the plugin trains: (task and model arguments, data fixture)
TINY = ["--encoder-layers", "1", "--decoder-layers", "1", "--encoder-embed-dim", "32", "--decoder-embed-dim", "32",
        "--encoder-ffn-embed-dim", "64", "--decoder-ffn-embed-dim", "64", "--encoder-attention-heads", "2",
        "--decoder-attention-heads", "2"]
SEQ2SEQ = ["--optimizer", "adam", "--lr", "1e-3", "--criterion", "label_smoothed_cross_entropy",
           "--label-smoothing", "0.1", "--max-tokens", "1500", "--required-batch-size-multiple", "1"]
FAMILIES = {
    "copy_transformer": (["--task", "gec", "--arch", "copy_transformer_tiny", *TINY, *SEQ2SEQ], "word_gec_data"),
    "syngec_transformer": (["--task", "gec", "--arch", "syngec_transformer_tiny", *TINY, "--syntax-fusion-layers", "1",
                            *SEQ2SEQ], "word_gec_data"),
    "fact_transformer": (["--task", "fact_summarization", "--arch", "fact_transformer_tiny", *TINY, *SEQ2SEQ],
                         "fact_data"),
    "rnet": (["--task", "span_qa", "--arch", "rnet_tiny", "--criterion", "span_qa", "--optimizer", "adadelta",
              "--lr", "1.0", "--batch-size", "16", "--max-passage-len", "64"], "span_qa_data"),
}


def train_in_process(data, save_dir, *args):
    """``fairseq-train DATA --user-dir fairseq_syngec --cpu --save-dir SAVE_DIR ARGS`` in this process,
    without validation, data-loading workers or epoch checkpoints."""
    from fairseq import checkpoint_utils, options
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf
    from fairseq_cli import train

    if hasattr(checkpoint_utils.save_checkpoint, "best"):  # fairseq keeps the best loss on the function
        del checkpoint_utils.save_checkpoint.best
    argv = [str(data), "--user-dir", USER_DIR, "--cpu", "--save-dir", str(save_dir), "--seed", "1",
            "--disable-validation", "--num-workers", "0", "--no-epoch-checkpoints", "--no-progress-bar",
            "--log-format", "simple", *map(str, args)]
    train.main(convert_namespace_to_omegaconf(options.parse_args_and_arch(options.get_training_parser(), argv)))


def read_state(path):
    """The checkpoint dict (torch's weights-only loader with the plugin's allowlist)."""
    import fairseq_syngec.compat  # noqa: F401  (the allowlist)

    return torch.load(path, map_location="cpu", weights_only=True)


def tensors(obj, prefix=""):
    """{dotted path: tensor} of every tensor in nested dicts and lists."""
    if torch.is_tensor(obj):
        return {prefix: obj}
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, (list, tuple)) else ()
    out = {}
    for k, v in items:
        out.update(tensors(v, f"{prefix}.{k}" if prefix else str(k)))
    return out


def training_state(state):
    """{name: tensor} of the parameters (``model.*``) and the optimizer state (``optimizer.*``) of a
    checkpoint dict, and its number of updates."""
    out = tensors({"model": state["model"], "optimizer": state["last_optimizer_state"]})
    return out, state["optimizer_history"][-1]["num_updates"]


def differing(a, b):
    """Names whose tensors are not bitwise equal (or are missing on one side), and the largest
    absolute difference among the rest."""
    names = sorted(set(a) | set(b))
    bad = [n for n in names if n not in a or n not in b or a[n].shape != b[n].shape or not torch.equal(a[n], b[n])]
    gap = max([(a[n].double() - b[n].double()).abs().max().item() for n in bad if n in a and n in b
               and a[n].shape == b[n].shape] + [0.0])
    return bad, gap
