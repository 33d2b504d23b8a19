"""Task ``span_qa``: extractive question answering (SQuAD) for R-Net (seed 003).

Data layout (all in the data directory; ``scripts/qa/squad_to_fairseq.py`` writes the text
files, ``fairseq-preprocess`` binarises the two word streams with one joined dictionary)::

    python scripts/qa/squad_to_fairseq.py --input train.json --output-prefix DIR/train
    python scripts/qa/squad_to_fairseq.py --input dev.json --output-prefix DIR/valid
    fairseq-preprocess --source-lang passage --target-lang question --joined-dictionary \
        --trainpref DIR/train --validpref DIR/valid --destdir DIR

    DIR/dict.passage.txt                          word dictionary (passages and questions)
    DIR/{split}.passage-question.{passage,question}.{bin,idx}   binarised word streams
    DIR/{split}.labels                            "start end status" per question (token indices)
    DIR/{split}.offsets, DIR/{split}.ids          for mapping predictions back (predict_spans)

The character streams are derived from the word dictionary: every dictionary word is spelled
with a character dictionary built here (deterministically, from the word dictionary), so no
second binarised stream is needed. Put the words of every split into the dictionary (e.g.
``--srcdict`` built over all splits, as ``examples/qa/run.sh`` does) so that a word unseen in
training keeps its characters; its word vector is then random (or GloVe's, frozen), as in the
reference implementations.

Passages and questions are padded separately (right padding). Passages longer than
``--max-passage-len`` and questions longer than ``--max-question-len`` are truncated, and the
task logs how many were; an answer that lies past the cut, an unanswerable (v2.0) question and
a ``bad_offset`` answer have target -1 (ignored by the loss, counted in the log) but stay in the
dataset, so that the span predictor answers every question.
"""

import logging
import os
from dataclasses import dataclass, field

import numpy as np
import torch
from fairseq import utils
from fairseq.data import Dictionary, FairseqDataset, data_utils
from fairseq.dataclass import FairseqDataclass
from fairseq.tasks import FairseqTask, register_task

from fairseq_syngec.data.squad import read_labels

logger = logging.getLogger(__name__)

IGNORE = -1


@dataclass
class SpanQAConfig(FairseqDataclass):
    data: str = field(default="", metadata={"help": "data directory (see the task's docstring for its layout)"})
    max_passage_len: int = field(
        default=400, metadata={"help": "truncate passages to this many tokens (the count is logged)"})
    max_question_len: int = field(
        default=50, metadata={"help": "truncate questions to this many tokens (the count is logged)"})
    max_word_len: int = field(
        default=16, metadata={"help": "characters per word for the character embeddings; longer "
                              "words keep their first ones (the number of such words is logged)"})


def build_char_dictionary(dictionary: Dictionary, max_word_len: int):
    """Character dictionary, and for each word id its character ids [V, max_word_len] (padded with
    the character pad) and lengths [V]. Special word symbols are one special character each."""
    chars = Dictionary()
    specials = {dictionary.bos(): chars.bos(), dictionary.pad(): chars.pad(),
                dictionary.eos(): chars.eos(), dictionary.unk(): chars.unk()}
    table = torch.full((len(dictionary), max_word_len), chars.pad(), dtype=torch.long)
    lengths = torch.ones(len(dictionary), dtype=torch.long)
    n_long = 0
    for idx, word in enumerate(dictionary.symbols):
        if idx in specials:
            table[idx, 0] = specials[idx]
            continue
        n_long += len(word) > max_word_len
        ids = [chars.add_symbol(ch) for ch in word[:max_word_len]]
        table[idx, : len(ids)] = torch.tensor(ids)
        lengths[idx] = len(ids)
    return chars, table, lengths, n_long


class SpanQADataset(FairseqDataset):
    """Passage and question word ids (trailing </s> of the binarised lines removed, truncated)
    and the (start, end) target, -1 where there is none."""

    def __init__(self, passages, questions, starts, ends, pad_idx, eos_idx, max_passage_len, max_question_len,
                 shuffle=True):
        self.passages, self.questions = passages, questions
        self.pad_idx, self.eos_idx = pad_idx, eos_idx
        self.max_passage_len, self.max_question_len = max_passage_len, max_question_len
        self.full_passage_sizes = np.asarray(passages.sizes) - 1  # without </s>
        self.full_question_sizes = np.asarray(questions.sizes) - 1
        self.passage_sizes = np.minimum(self.full_passage_sizes, max_passage_len)
        self.question_sizes = np.minimum(self.full_question_sizes, max_question_len)
        self.sizes = self.passage_sizes
        starts, ends = np.asarray(starts, dtype=np.int64), np.asarray(ends, dtype=np.int64)
        self.past_cut = (ends >= self.passage_sizes) & (starts >= 0)
        self.targets = np.stack([starts, ends], axis=1)
        self.targets[self.past_cut] = IGNORE
        self.shuffle = shuffle

    def _tokens(self, ds, i, limit):
        t = ds[i]
        if t.numel() > 0 and t[-1] == self.eos_idx:
            t = t[:-1]
        return t[:limit]

    def __getitem__(self, index):
        return {
            "id": index,
            "passage": self._tokens(self.passages, index, self.max_passage_len),
            "question": self._tokens(self.questions, index, self.max_question_len),
            "target": torch.from_numpy(self.targets[index]),
        }

    def __len__(self):
        return len(self.passages)

    def collater(self, samples):
        if len(samples) == 0:
            return {}
        passages = [s["passage"] for s in samples]
        questions = [s["question"] for s in samples]
        p_len = torch.LongTensor([p.numel() for p in passages])
        q_len = torch.LongTensor([q.numel() for q in questions])
        return {
            "id": torch.LongTensor([s["id"] for s in samples]),
            "nsentences": len(samples),
            "ntokens": int(p_len.sum() + q_len.sum()),
            "net_input": {
                "passage_tokens": data_utils.collate_tokens(passages, self.pad_idx, left_pad=False),
                "passage_lengths": p_len,
                "question_tokens": data_utils.collate_tokens(questions, self.pad_idx, left_pad=False),
                "question_lengths": q_len,
            },
            "target": torch.stack([s["target"] for s in samples]),
        }

    def num_tokens(self, index):
        return int(self.passage_sizes[index] + self.question_sizes[index])

    def num_tokens_vec(self, indices):
        return self.passage_sizes[indices] + self.question_sizes[indices]

    def size(self, index):
        return int(self.passage_sizes[index])

    def ordered_indices(self):
        """Shuffled, then stably sorted by passage length (batches of similar passage lengths)."""
        order = np.random.permutation(len(self)) if self.shuffle else np.arange(len(self))
        return order[np.argsort(self.passage_sizes[order], kind="mergesort")]

    @property
    def supports_prefetch(self):
        return False


@register_task("span_qa", dataclass=SpanQAConfig)
class SpanQATask(FairseqTask):
    """Span question answering: train with ``--arch rnet|rnet_tiny --criterion span_qa``."""

    cfg: SpanQAConfig

    def __init__(self, cfg: SpanQAConfig, dictionary: Dictionary):
        super().__init__(cfg)
        self.dictionary = dictionary
        self.char_dictionary, self.char_table, self.char_lengths, n_long = build_char_dictionary(
            dictionary, cfg.max_word_len)
        logger.info(f"word dictionary: {len(dictionary)} types; character dictionary: "
                    f"{len(self.char_dictionary)} types; {n_long} words longer than --max-word-len "
                    f"{cfg.max_word_len} keep their first {cfg.max_word_len} characters")

    @classmethod
    def setup_task(cls, cfg: SpanQAConfig, **kwargs):
        paths = utils.split_paths(cfg.data)
        if not paths or not paths[0]:
            raise ValueError("--task span_qa needs a data directory")
        path = os.path.join(paths[0], "dict.passage.txt")
        if not os.path.exists(path):
            raise FileNotFoundError(
                f"{path} not found: binarise with fairseq-preprocess --source-lang passage "
                "--target-lang question --joined-dictionary (see fairseq_syngec/tasks/span_qa.py)")
        return cls(cfg, cls.load_dictionary(path))

    def load_dataset(self, split, epoch=1, combine=False, **kwargs):
        paths = utils.split_paths(self.cfg.data)
        data = paths[(epoch - 1) % len(paths)]
        streams = {}
        for lang in ("passage", "question"):
            prefix = os.path.join(data, f"{split}.passage-question.{lang}")
            streams[lang] = data_utils.load_indexed_dataset(prefix, self.dictionary, None)
            if streams[lang] is None:
                raise FileNotFoundError(f"binarised {lang}s not found: {prefix}.bin / .idx")
        labels = os.path.join(data, f"{split}.labels")
        if not os.path.exists(labels):
            raise FileNotFoundError(f"{labels} not found (written by scripts/qa/squad_to_fairseq.py)")
        starts, ends, statuses = read_labels(labels)
        n = len(streams["passage"])
        if not (len(streams["question"]) == n == len(starts)):
            raise ValueError(f"{data}: split {split} has {n} passages, {len(streams['question'])} "
                             f"questions and {len(starts)} lines in {labels}; they must match")
        ds = SpanQADataset(streams["passage"], streams["question"], starts, ends, self.dictionary.pad(),
                           self.dictionary.eos(), self.cfg.max_passage_len, self.cfg.max_question_len,
                           shuffle=(split == "train"))
        self.datasets[split] = ds
        n_no_span = sum(s < 0 for s in starts)
        status_counts = {s: statuses.count(s) for s in sorted(set(statuses))}
        logger.info(
            f"{split}: {n} questions ({status_counts}); "
            f"{int((ds.full_passage_sizes > self.cfg.max_passage_len).sum())} passages truncated to "
            f"--max-passage-len {self.cfg.max_passage_len}, "
            f"{int((ds.full_question_sizes > self.cfg.max_question_len).sum())} questions truncated to "
            f"--max-question-len {self.cfg.max_question_len}; {int(ds.past_cut.sum())} answers lie past "
            f"the cut and {n_no_span} questions have no answer span: these {int(ds.past_cut.sum()) + n_no_span} "
            "are ignored by the loss (kept for prediction)")
        return ds

    def max_positions(self):
        return None  # nothing is filtered: long passages and questions are truncated (and counted)

    @property
    def source_dictionary(self):
        return self.dictionary

    @property
    def target_dictionary(self):
        return None
