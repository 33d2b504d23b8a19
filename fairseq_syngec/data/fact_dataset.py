"""A language-pair dataset with a third stream: each source document's fact description.

The facts of example i are its fact line binarised with the source dictionary (the final
``</s>`` removed: a document without facts has zero fact tokens). Batches carry them as
``net_input["fact_tokens"]`` (right-padded with the dictionary's pad, [B, F]; the encoder finds
the real fact tokens by ``!= pad``) in the order fairseq's LanguagePairDataset collater puts the
sources in.
"""

import logging

import torch
from fairseq.data import FairseqDataset, data_utils

logger = logging.getLogger(__name__)


class PairWrapperDataset(FairseqDataset):
    """A dataset that adds to each example of a (language) pair dataset ``pairs`` and batches it
    with the pair dataset's collater; sizes, order and filtering are the pair dataset's."""

    pairs: FairseqDataset

    def __len__(self):
        return len(self.pairs)

    def num_tokens(self, index):
        return self.pairs.num_tokens(index)

    def num_tokens_vec(self, indices):
        return self.pairs.num_tokens_vec(indices)

    def size(self, index):
        return self.pairs.size(index)

    @property
    def sizes(self):
        return self.pairs.sizes

    def ordered_indices(self):
        return self.pairs.ordered_indices()

    @property
    def supports_prefetch(self):
        return False

    def filter_indices_by_size(self, indices, max_sizes):
        return self.pairs.filter_indices_by_size(indices, max_sizes)


class FactPairDataset(PairWrapperDataset):
    """Wrap a LanguagePairDataset; ``facts[i]`` holds example i's fact tokens (with eos)."""

    def __init__(self, pairs, facts, pad_idx: int, eos_idx: int, max_fact_tokens: int = None, name: str = "facts"):
        if len(facts) != len(pairs):
            raise ValueError(f"{name}: {len(facts)} fact lines for {len(pairs)} source/target pairs; "
                             "the facts file must have exactly one line per source line")
        self.pairs, self.facts = pairs, facts
        self.pad_idx, self.eos_idx = pad_idx, eos_idx
        self.max_fact_tokens = max_fact_tokens
        self.truncated = 0
        if max_fact_tokens is not None:
            sizes = facts.sizes - 1
            self.truncated = int((sizes > max_fact_tokens).sum())
            if self.truncated:
                logger.warning("%s: %d of %d fact descriptions are longer than --max-fact-tokens %d and are "
                               "truncated to it (longest %d tokens)", name, self.truncated, len(facts),
                               max_fact_tokens, int(sizes.max()))

    def __getitem__(self, index):
        item = self.pairs[index]
        f = self.facts[index]
        if f.numel() and f[-1] == self.eos_idx:
            f = f[:-1]
        if self.max_fact_tokens is not None:
            f = f[: self.max_fact_tokens]
        item["facts"] = f
        return item

    def collater(self, samples):
        batch = self.pairs.collater(samples)
        if not batch:
            return batch
        by_id = {s["id"]: s["facts"] for s in samples}
        facts = [by_id[i] for i in batch["id"].tolist()]
        if max(f.numel() for f in facts) == 0:
            tokens = torch.full((len(facts), 0), self.pad_idx, dtype=torch.long)
        else:
            tokens = data_utils.collate_tokens(facts, self.pad_idx, left_pad=False)
        batch["net_input"]["fact_tokens"] = tokens
        return batch
