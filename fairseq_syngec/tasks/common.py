"""What the plugin's tasks (``gec``, ``fact_summarization``, ``span_qa``) share: batches that make a
resumed run the same run, and a clear error for a binarised split with no sentences."""

import logging
import os

logger = logging.getLogger(__name__)

# the fairseq-preprocess option that binarises each standard split
PREPROCESS_OPTION = {"train": "--trainpref", "valid": "--validpref", "test": "--testpref"}


class ResumableBatchesMixin:
    """A task whose training is the same run whether or not it was interrupted and resumed.

    fairseq 0.12 builds the batches of a reusable dataset once, at the epoch where training
    starts (the length ties are broken by a shuffle seeded with ``--seed`` + epoch), and reuses them
    for every later epoch, only reordering them. An uninterrupted run therefore trains on epoch 1's
    batches throughout, but a run resumed at epoch k builds new ones from seed + k: from there on it
    sees other batches and diverges.

    Here a reusable iterator for epoch k > 1 that is not cached (a resume) is built with epoch 1's
    batches, as the uninterrupted run has them; it then starts at epoch k as asked. Nothing changes
    for an uninterrupted run (same batches, built once, as before) and nothing costs more: a resume
    builds one iterator, as it did. Iterators that fairseq rebuilds every epoch anyway (sharded data,
    ``--update-epoch-batch-itr``, ``--grouped-shuffling``, datasets whose sizes change per epoch) are
    left alone: they depend on the epoch only, so resuming them was already exact.
    ``--update-ordered-indices-seed`` (off by default) is not covered: fairseq passes the task a seed
    that already includes the epoch, so epoch 1's seed cannot be recovered here.
    """

    def get_batch_iterator(self, dataset, max_tokens=None, max_sentences=None, max_positions=None,
                           ignore_invalid_inputs=False, required_batch_size_multiple=1, seed=1, num_shards=1,
                           shard_id=0, num_workers=0, epoch=1, data_buffer_size=0, disable_iterator_cache=False,
                           skip_remainder_batch=False, grouped_shuffling=False, update_epoch_batch_itr=False):
        reusable = not disable_iterator_cache and not update_epoch_batch_itr and self.can_reuse_epoch_itr(dataset)
        resumed = reusable and epoch > 1 and dataset not in self.dataset_to_epoch_iter
        epoch_itr = super().get_batch_iterator(
            dataset, max_tokens=max_tokens, max_sentences=max_sentences, max_positions=max_positions,
            ignore_invalid_inputs=ignore_invalid_inputs, required_batch_size_multiple=required_batch_size_multiple,
            seed=seed, num_shards=num_shards, shard_id=shard_id, num_workers=num_workers,
            epoch=1 if resumed else epoch, data_buffer_size=data_buffer_size,
            disable_iterator_cache=disable_iterator_cache, skip_remainder_batch=skip_remainder_batch,
            grouped_shuffling=grouped_shuffling, update_epoch_batch_itr=update_epoch_batch_itr)
        if resumed:
            logger.info(f"epoch {epoch}: the batches of epoch 1 rebuilt (those an uninterrupted run reuses)")
            epoch_itr.epoch = epoch
            dataset.set_epoch(epoch)
        return epoch_itr


def check_not_empty(task: str, split: str, prefixes) -> None:
    """ValueError naming the split and its files when a binarised file of it (``PREFIX.bin``) holds no
    sentences: fairseq's memory-mapped reader fails on it with a bare "cannot mmap an empty file"."""
    empty = [p + ".bin" for p in prefixes if os.path.isfile(p + ".bin") and os.path.getsize(p + ".bin") == 0]
    if empty:
        option = PREPROCESS_OPTION.get(split.rstrip("0123456789"))
        how = f"fairseq-preprocess {option} PREFIX" if option else "fairseq-preprocess"
        raise ValueError(f"task {task}: split {split!r} has no sentences in {' and '.join(empty)} (an empty "
                         f"binarisation); binarise non-empty text files for it ({how})")
