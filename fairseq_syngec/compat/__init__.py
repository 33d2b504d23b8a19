"""The plugin's fixes to fairseq 0.12 (the ``fairseq-fixed`` 0.12.3.1 distribution) on today's PyTorch.

Imported first by the plugin (``fairseq_syngec/__init__.py``), so every fairseq command that gets ``--user-dir
fairseq_syngec`` runs with them. Each fix is a function of one of this package's modules, by job
(:mod:`.checkpoints`, :mod:`.batching`, :mod:`.decoding`, :mod:`.precision`, :mod:`.diagnostics`, :mod:`.quiet`,
:mod:`.processes`, :mod:`.commands`); :data:`FIXES` names each, with what of fairseq it changes and why, and
:func:`apply_fixes` applies them in that order (each is idempotent). Checkpoints are never loaded by a blanket
unsafe load: only through the allowlist of :mod:`.safe_globals`.
"""

from dataclasses import dataclass
from typing import Callable

from fairseq_syngec.compat import batching, checkpoints, commands, decoding, diagnostics, precision, processes, quiet
from fairseq_syngec.compat.checkpoints import (  # noqa: F401  (the names the plugin, its commands and tests use)
    CheckpointError,
    atomic_copy,
    load_checkpoint_to_cpu,
    read_checkpoint,
)
from fairseq_syngec.compat.decoding import banned_ngram_continuations  # noqa: F401
from fairseq_syngec.compat.precision import (  # noqa: F401
    amp_dtype,
    amp_on_cpu,
    cpu_amp_autocast,
    cpu_amp_training,
)
from fairseq_syngec.compat.quiet import float_padding_mask  # noqa: F401
from fairseq_syngec.compat.safe_globals import allow_fairseq_checkpoints, fairseq_checkpoint_safe_globals  # noqa: F401

FAIRSEQ_VERSION = "0.12.3.1"  # fairseq-fixed, the fairseq these fixes target


@dataclass(frozen=True)
class Fix:
    """One change to fairseq: ``apply`` (idempotent) changes ``target``; ``reason`` says why."""

    name: str
    apply: Callable[[], None]
    target: str
    reason: str


FIXES = [
    Fix("allow_fairseq_checkpoints", allow_fairseq_checkpoints, "torch.serialization's weights-only allowlist",
        "torch >= 2.6 loads weights-only; fairseq checkpoints hold argparse.Namespace, the one class allowed"),
    Fix("safe_checkpoint_loading", checkpoints.safe_checkpoint_loading,
        "checkpoint_utils.load_checkpoint_to_cpu, load_ema_from_checkpoint",
        "loaded weights-only whatever TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD says; a bad file is one line naming it"),
    Fix("atomic_checkpoint_copies", checkpoints.atomic_checkpoint_copies, "checkpoint_utils.save_checkpoint's copies",
        "copied in place, a killed process left a truncated checkpoint_last.pt"),
    Fix("resume_from_intact_checkpoint", checkpoints.resume_from_intact_checkpoint, "checkpoint_utils.load_checkpoint",
        "an unreadable checkpoint_last.pt stopped the resume; the newest intact checkpoint is used"),
    Fix("keep_last_batch", batching.keep_last_batch, "data_utils.batch_by_size",
        "the last batch was dropped unless a multiple of --required-batch-size-multiple: the longest sentences"),
    Fix("fix_no_repeat_ngram", decoding.fix_no_repeat_ngram, "ngram_repeat_block.NGramRepeatBlock._no_repeat_ngram",
        "without the CUDA extension --no-repeat-ngram-size blocked nothing (facebookresearch/fairseq#5206)"),
    Fix("amp_on_cpu", precision.amp_on_cpu, "FairseqTask.train_step, Trainer.valid_step, AMPOptimizer",
        "--amp on CPU trained in fp32; now bfloat16 autocast (and --amp --bf16 on CUDA)"),
    Fix("bf16_means_amp_in_bfloat16", precision.bf16_means_amp_in_bfloat16, "options.parse_args_and_arch",
        "--bf16 is TPU training and died without torch_xla; refused, naming --amp --bf16"),
    Fix("amp_for_inference_commands", precision.amp_for_inference_commands,
        "fairseq_cli.generate, interactive, validate", "--amp decoded in fp32 on CPU"),
    Fix("nan_detector_tensor_hooks", diagnostics.nan_detector_tensor_hooks, "nan_detector.NanDetector.add_hooks",
        "torch 2's module backward hooks stopped at a module returning a dict of lists"),
    Fix("training_health_checks", diagnostics.training_health_checks, "Trainer.train_step, fairseq_cli.train, generate",
        "a rising validation loss and one-piece outputs went unsaid"),
    Fix("commands_wrapped_on_user_dir", commands.commands_wrapped_on_user_dir, "utils.import_user_module",
        "a command module imported after the plugin missed the wrappers above"),
    Fix("quiet_cpu_warnings", quiet.quiet_cpu_warnings, "modules.multihead_attention's torch.nn.functional",
        "a deprecation warning at every step (mixed mask types) and pin_memory's on CPU"),
    Fix("children_keep_their_parents_garbage", processes.children_keep_their_parents_garbage, "os.register_at_fork",
        "a data-loader worker collecting its parent's iterators printed AssertionError mid-training"),
]


def apply_fixes() -> None:
    """Apply every fix of :data:`FIXES`, in order (idempotent)."""
    for fix in FIXES:
        fix.apply()


apply_fixes()
