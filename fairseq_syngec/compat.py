"""Compatibility fixes for fairseq 0.12 (``fairseq-fixed``) on today's PyTorch.

Imported first by the plugin (``fairseq_syngec/__init__.py``), so every fairseq command that
gets ``--user-dir fairseq_syngec`` sees them.

torch >= 2.6 loads with ``weights_only=True``: only tensors, containers and explicitly allowed
classes may be unpickled. fairseq checkpoints also hold ``argparse.Namespace`` objects; we
allowlist exactly that class (``tests/test_compat.py`` checks it is all a checkpoint needs). A checkpoint holding any other object is still refused by
torch, as it should be: we never fall back to an unsafe load.

fairseq 0.12's ``data_utils.batch_by_size`` drops the last batch whenever its size is not a
multiple of ``--required-batch-size-multiple`` (8 by default). The indices are sorted by length,
so ``fairseq-generate`` silently skips the longest test sentences and training never sees the
longest examples. We keep that batch.

fairseq 0.12's ``--no-repeat-ngram-size`` blocks nothing without its CUDA extension: the Python
fallback ``NGramRepeatBlock._no_repeat_ngram`` takes the n-gram to check from the end of the whole
token buffer (padding) instead of the last tokens generated (facebookresearch/fairseq#5206). We
check the last ``n - 1`` generated tokens, as the option documents.
"""

import argparse
import functools

import torch


def fairseq_checkpoint_safe_globals():
    """The classes fairseq checkpoints contain besides tensors and plain containers: the legacy
    ``args`` (and a legacy model's ``cfg.model``) are ``argparse.Namespace`` objects; ``cfg`` is
    saved as a plain dict (``OmegaConf.to_container``)."""
    return [argparse.Namespace]


def allow_fairseq_checkpoints():
    """Register the allowlist with torch's weights-only unpickler (idempotent)."""
    add = getattr(torch.serialization, "add_safe_globals", None)
    if add is not None:  # torch < 2.4 has no weights-only default, nothing to do
        add(fairseq_checkpoint_safe_globals())


def keep_last_batch():
    """Patch ``fairseq.data.data_utils.batch_by_size`` to return the batch fairseq drops."""
    import numpy as np
    from fairseq.data import data_utils

    original = data_utils.batch_by_size
    if getattr(original, "_keeps_last_batch", False):
        return

    @functools.wraps(original)
    def batch_by_size(indices, num_tokens_fn, num_tokens_vec=None, max_tokens=None, max_sentences=None,
                      required_batch_size_multiple=1, fixed_shapes=None):
        batches = original(indices, num_tokens_fn, num_tokens_vec, max_tokens, max_sentences,
                           required_batch_size_multiple, fixed_shapes)
        if fixed_shapes is not None or required_batch_size_multiple <= 1:
            return batches
        indices = np.asarray(indices if isinstance(indices, np.ndarray) else list(indices), dtype=np.int64)
        n_batched = sum(len(b) for b in batches)
        if n_batched < len(indices):  # fairseq dropped the tail of the sorted indices
            batches = list(batches) + [indices[n_batched:]]
        return batches

    batch_by_size._keeps_last_batch = True
    data_utils.batch_by_size = batch_by_size


def banned_ngram_continuations(tokens, step: int, n: int):
    """For each row of ``tokens`` (hypotheses whose positions 0..step are filled): the tokens that
    would complete an n-gram already in positions 0..step (fairseq's --no-repeat-ngram-size)."""
    banned = []
    for row in tokens[:, : step + 1].tolist():
        last = row[step + 2 - n:]  # the n-1 most recent tokens (empty for n = 1)
        banned.append([row[i + n - 1] for i in range(step + 2 - n) if row[i:i + n - 1] == last])
    return banned


def fix_no_repeat_ngram():
    """Patch ``fairseq.ngram_repeat_block.NGramRepeatBlock`` to block repeats on CPU."""
    import math

    from fairseq.ngram_repeat_block import NGramRepeatBlock

    if getattr(NGramRepeatBlock._no_repeat_ngram, "_checks_generated_tokens", False):
        return

    def _no_repeat_ngram(self, tokens, lprobs, bsz: int, beam_size: int, step: int):
        if step + 2 - self.no_repeat_ngram_size < 0:
            return lprobs
        for row, banned in enumerate(banned_ngram_continuations(tokens, step, self.no_repeat_ngram_size)):
            if banned:
                lprobs[row, banned] = -math.inf
        return lprobs

    _no_repeat_ngram._checks_generated_tokens = True
    NGramRepeatBlock._no_repeat_ngram = _no_repeat_ngram


allow_fairseq_checkpoints()
keep_last_batch()
fix_no_repeat_ngram()
