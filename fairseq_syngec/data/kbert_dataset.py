"""K-BERT knowledge injection on the data side (Liu et al., AAAI 2020): each source becomes its flattened
sentence tree (``fairseq_syngec.data.kbert.build_sentence_tree``), with soft positions and a
visible matrix that the encoder's mask-self-attention uses.

Trees are built once when a split is loaded (what ``max_length`` / ``max_entities`` left out is
counted and logged, never silent). Batches then carry the flattened ``src_tokens`` (left- or
right-padded as the task pads sources), ``src_lengths``, ``soft_positions`` ([B, T], fairseq
position ids: pad -> padding_idx), ``segments`` ([B, T] long: 1 for a branch token, 0 for a
sentence token or pad) and ``visible`` ([B, T, T] bool).
"""

import logging
from typing import Callable, List, Mapping, Optional, Sequence

import numpy as np
import torch
from fairseq.data import data_utils

from fairseq_syngec.data.fact_dataset import PairWrapperDataset
from fairseq_syngec.data.kbert import KnowledgeStats, build_sentence_tree, collate_positions, collate_visible

logger = logging.getLogger(__name__)


class KBertDataset(PairWrapperDataset):
    """Wrap a (fact) pair dataset. ``knowledge(i)`` -> entity -> [(predicate, object)] for example i.
    Batches by the flattened source lengths; order and filtering stay the original sources'."""

    def __init__(self, pairs, dictionary, knowledge: Callable[[int], Mapping], max_entities: int, max_length: int,
                 tokenize: Optional[Callable[[str], List[str]]] = None, left_pad: bool = True, name: str = "",
                 sep: str = " "):
        self.pairs, self.dictionary = pairs, dictionary
        self.left_pad = left_pad
        self.trees = []
        self.stats = KnowledgeStats()
        skip = [dictionary[dictionary.eos()], dictionary[dictionary.bos()], dictionary[dictionary.pad()]]
        self.base = pairs
        while not hasattr(self.base, "src"):  # the LanguagePairDataset inside any wrappers
            self.base = self.base.pairs
        for i in range(len(pairs)):
            src = self.base.src[i]
            tokens = [dictionary[t] for t in src.tolist()]
            tree = build_sentence_tree(tokens, knowledge(i), max_entities=max_entities, max_length=max_length,
                                       tokenize=tokenize, sep=sep, skip_tokens=skip)
            ids = torch.tensor([dictionary.index(t) for t in tree.tokens], dtype=torch.long)
            self.trees.append((ids, torch.tensor(tree.soft_positions, dtype=torch.long), tree.visible,
                               torch.tensor(tree.segments, dtype=torch.long)))
            self.stats.add(tree)
        self.flat_sizes = np.array([len(t[0]) for t in self.trees], dtype=np.int64)
        s = self.stats
        logger.info("%s: K-BERT trees for %d sources: %d entities matched, %d branches added", name,
                    s.sentences, s.entities, s.branches)
        if s.dropped_branches or s.truncated_tokens:
            logger.warning("%s: K-BERT max length %d: %d branches left out, %d source tokens cut", name,
                           max_length, s.dropped_branches, s.truncated_tokens)

    def __getitem__(self, index):
        item = self.pairs[index]
        item["tree"] = self.trees[index]
        return item

    def collater(self, samples):
        batch = self.pairs.collater(samples)
        if not batch:
            return batch
        by_id = {s["id"]: s["tree"] for s in samples}
        trees = [by_id[i] for i in batch["id"].tolist()]
        pad = self.dictionary.pad()
        net = batch["net_input"]
        net["src_tokens"] = data_utils.collate_tokens([t[0] for t in trees], pad, left_pad=self.left_pad)
        net["src_lengths"] = torch.LongTensor([len(t[0]) for t in trees])
        # fairseq numbers positions from padding_idx + 1
        net["soft_positions"] = collate_positions([(t[1] + pad + 1).tolist() for t in trees], pad, self.left_pad)
        net["visible"], _ = collate_visible([t[2] for t in trees], left_pad=self.left_pad)
        net["segments"] = data_utils.collate_tokens([t[3] for t in trees], 0, left_pad=self.left_pad)
        return batch

    def num_tokens(self, index):
        return max(int(self.flat_sizes[index]), int(self.pairs.size(index)[1] or 0))

    def num_tokens_vec(self, indices):
        tgt = self.base.tgt_sizes[indices] if self.base.tgt_sizes is not None else 0
        return np.maximum(self.flat_sizes[indices], tgt)

    def size(self, index):
        return (int(self.flat_sizes[index]), self.pairs.size(index)[1])


def knowledge_lookup(per_document: Optional[Sequence[Mapping]] = None, graph: Optional[Mapping] = None):
    """``knowledge(i)``: the global graph if given, else document i's own triples."""
    if graph is not None:
        return lambda i: graph
    return lambda i: per_document[i]
