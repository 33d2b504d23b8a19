"""Batching: fairseq 0.12.3.1's ``data_utils.batch_by_size`` drops the last batch whenever its size is not a
multiple of ``--required-batch-size-multiple`` (8 by default); the indices are sorted by length, so
``fairseq-generate`` skipped the longest test sentences and training never saw the longest examples. The batch
is kept.
"""

import functools


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
