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


allow_fairseq_checkpoints()
keep_last_batch()
