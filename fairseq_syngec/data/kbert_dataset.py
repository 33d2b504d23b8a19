"""K-BERT knowledge injection on the data side (Liu et al., AAAI 2020): each source becomes its flattened
sentence tree (``fairseq_syngec.data.kbert.build_sentence_tree``), with soft positions and a
visible matrix that the encoder's mask-self-attention uses. ``KBertDataset`` wraps the source side of
a (fact) pair dataset for FA-TR's ``--knowledge-injection kbert``; ``KBertTextDataset`` holds the
examples of the ``kbert_classification`` / ``kbert_ner`` tasks (``KBertExample``).

Trees are built once when a split is loaded (what ``max_length`` / ``max_entities`` left out is
counted and logged, never silent). Batches then carry the flattened ``src_tokens`` (left- or
right-padded as the task pads sources), ``src_lengths``, ``soft_positions`` ([B, T], fairseq
position ids: pad -> padding_idx), ``segments`` ([B, T] long: 1 for a branch token, 0 for a
sentence token or pad) and ``visible`` ([B, T, T] bool).
"""

import logging
from dataclasses import dataclass, field
from typing import Callable, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np
import torch
from fairseq.data import FairseqDataset, data_utils

from fairseq_syngec.data.fact_dataset import PairWrapperDataset
from fairseq_syngec.data.kbert import KnowledgeStats, build_sentence_tree, collate_positions, collate_visible

logger = logging.getLogger(__name__)


@dataclass
class KBertExample:
    """One encoded example of the K-BERT tasks: lists over its flattened tokens (a ``SentenceTree``'s,
    without the token strings), the ``target`` (class id, per-token tag ids with ``IGNORE`` at branch
    tokens, or None at inference), ``gold``: NER's tag ids of every sentence token (cut ones too),
    ``cut``: sentence tokens --max-positions cut, ``entities``: the tree's (start, end, entity, branches)."""
    ids: torch.Tensor
    soft_positions: List[int]
    segments: List[int]
    branch_id: List[int]
    branch_entity: List[List[int]]
    src_index: List[int]
    target: Union[int, List[int], None] = None
    gold: Optional[List[int]] = None
    cut: int = 0
    dropped_branches: int = 0
    entities: List[Tuple[int, int, str, list]] = field(default_factory=list)


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


class KBertTextDataset(FairseqDataset):
    """The examples of ``kbert_classification`` / ``kbert_ner`` as flattened sentence trees
    (``fairseq_syngec.tasks.kbert.KBertTask.encode`` makes each one). An example keeps lists only; its
    visible matrix is computed when its batch is made (``visible_matrix``).

    Batches (right padding): ``net_input`` = ``src_tokens`` [B, T], ``src_lengths``, ``soft_positions``
    [B, T] (fairseq position ids: soft position + padding_idx + 1, pad -> padding_idx), ``segments``
    [B, T] (0: first sentence, 1: second, with their branches; 0 at pads), ``visible`` [B, T, T];
    ``target``: [B] class ids, or [B, T] tag ids at sentence tokens and ``IGNORE`` at branch tokens
    and pads (NER); NER batches also carry ``gold_tags`` (each sentence's full tag ids, those of tokens
    cut by --max-positions included, so that the span score counts them as missed)."""

    def __init__(self, examples: Sequence["KBertExample"], pad: int, token_level: bool, shuffle: bool = False,
                 seed: int = 1):
        self.examples = list(examples)
        self.pad, self.token_level, self.shuffle, self.seed = pad, token_level, shuffle, seed
        self.sizes = np.array([len(e.ids) for e in self.examples], dtype=np.int64)
        self.epoch = 1

    def __len__(self):
        return len(self.examples)

    def __getitem__(self, index):
        return {"id": index, "example": self.examples[index]}

    def num_tokens(self, index):
        return int(self.sizes[index])

    def num_tokens_vec(self, indices):
        return self.sizes[indices]

    def size(self, index):
        return int(self.sizes[index])

    def set_epoch(self, epoch):
        self.epoch = epoch

    def ordered_indices(self):
        """Shuffled (training) or in file order, then stably sorted by length, as fairseq's
        LanguagePairDataset orders them (batches of alike lengths)."""
        if self.shuffle:
            with data_utils.numpy_seed(self.seed, self.epoch):
                order = np.random.permutation(len(self))
        else:
            order = np.arange(len(self))
        return order[np.argsort(self.sizes[order], kind="mergesort")]

    def collater(self, samples):
        from fairseq_syngec.data import IGNORE
        from fairseq_syngec.data.kbert import visible_matrix

        if not samples:
            return {}
        ex = [s["example"] for s in samples]
        pad = self.pad
        src = data_utils.collate_tokens([e.ids for e in ex], pad, left_pad=False)
        net = {
            "src_tokens": src,
            "src_lengths": torch.LongTensor([len(e.ids) for e in ex]),
            # fairseq numbers positions from padding_idx + 1
            "soft_positions": collate_positions([[p + pad + 1 for p in e.soft_positions] for e in ex], pad),
            "segments": data_utils.collate_tokens([torch.as_tensor(e.segments, dtype=torch.long) for e in ex], 0),
            "visible": collate_visible([visible_matrix(e.branch_id, e.branch_entity) for e in ex])[0],
        }
        batch = {"id": torch.LongTensor([s["id"] for s in samples]), "nsentences": len(samples), "net_input": net}
        if all(e.target is not None for e in ex):
            if self.token_level:
                batch["target"] = data_utils.collate_tokens(
                    [torch.as_tensor(e.target, dtype=torch.long) for e in ex], IGNORE, left_pad=False)
                batch["gold_tags"] = [list(e.gold) for e in ex]
            else:
                batch["target"] = torch.LongTensor([e.target for e in ex])
        # NER: the tokens that have a tag (the loss's tokens); else every token of the batch
        batch["ntokens"] = (int(batch["target"].ne(IGNORE).sum()) if self.token_level and "target" in batch
                            else int(src.ne(pad).sum()))
        return batch
