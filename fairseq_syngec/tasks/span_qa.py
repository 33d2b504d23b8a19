"""Task ``span_qa``: extractive question answering (SQuAD) for R-Net (Wang et al., ACL 2017).

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

The character input (R-Net sec 3.1) is the spelling of each surface word, independent of the
word dictionary: the character dictionary is built here (deterministically, from the characters
of the word dictionary's words; any other character is the character ``<unk>``). Dictionary
words are spelled from a table; a word outside the word dictionary (binarised as ``<unk>``) is
spelled from the text files ``DIR/{split}.passage`` / ``DIR/{split}.question`` (the lines that
were binarised, read only for the lines holding an ``<unk>``), so the character BiGRU sees the
words it exists for. Without those files such a word gets the character ``<unk>`` (logged).
A dictionary over the words of every split (``--srcdict`` built over all splits, as
``examples/qa/run.sh`` does) gives dev words a word vector too (random, or GloVe's, frozen).

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

from fairseq_syngec.data import IGNORE
from fairseq_syngec.data.squad import TokenLines, read_labels
from fairseq_syngec.tasks.common import ResumableBatchesMixin, check_not_empty

logger = logging.getLogger(__name__)


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
    """Character dictionary (the characters of the dictionary's words), each word id's character
    ids [V, max_word_len] (padded with the character pad) and the number of words longer than
    max_word_len (they keep their first characters). Special word symbols are one special
    character each."""
    chars = Dictionary()
    specials = {dictionary.bos(): chars.bos(), dictionary.pad(): chars.pad(),
                dictionary.eos(): chars.eos(), dictionary.unk(): chars.unk()}
    table = torch.full((len(dictionary), max_word_len), chars.pad(), dtype=torch.long)
    n_long = 0
    for idx, word in enumerate(dictionary.symbols):
        if idx in specials:
            table[idx, 0] = specials[idx]
            continue
        n_long += len(word) > max_word_len
        ids = [chars.add_symbol(ch) for ch in word[:max_word_len]]
        table[idx, : len(ids)] = torch.tensor(ids)
    return chars, table, n_long


class CharSpeller:
    """The character ids of words, [n, max_word_len] (padded with the character pad), R-Net sec 3.1.
    A dictionary word is spelled from the table of ``build_char_dictionary``; a position whose
    word id is ``<unk>`` is spelled from its surface word when the words are given."""

    def __init__(self, dictionary: Dictionary, max_word_len: int):
        self.dictionary, self.max_word_len = dictionary, max_word_len
        self.chars, self.table, self.n_long = build_char_dictionary(dictionary, max_word_len)

    def __call__(self, tokens: torch.Tensor, words=None) -> torch.Tensor:
        out = self.table[tokens]  # a copy
        if words is not None:
            for i in (tokens == self.dictionary.unk()).nonzero().flatten().tolist():
                ids = [self.chars.index(ch) for ch in words[i][: self.max_word_len]]  # unknown char: <unk>
                out[i] = self.chars.pad()
                out[i, : len(ids)] = torch.tensor(ids)
        return out


class SpanQADataset(FairseqDataset):
    """Passage and question word ids (trailing </s> of the binarised lines removed, truncated),
    their character ids (``CharSpeller``; ``passage_words`` / ``question_words``: the surface
    words per item, e.g. ``TokenLines``, read only for items holding an ``<unk>``) and the
    (start, end) target, -1 where there is none."""

    def __init__(self, passages, questions, starts, ends, speller: CharSpeller, max_passage_len, max_question_len,
                 passage_words=None, question_words=None, shuffle=True):
        self.passages, self.questions = passages, questions
        self.speller = speller
        d = speller.dictionary
        self.pad_idx, self.eos_idx, self.unk_idx = d.pad(), d.eos(), d.unk()
        self.words = {"passage": passage_words, "question": question_words}
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

    def _surface_words(self, kind, i, tokens):
        """The words of item i (None when not needed: no <unk>, or no words given), checked
        against its word ids."""
        source = self.words[kind]
        if source is None or not bool((tokens == self.unk_idx).any()):
            return None
        words = source[i]
        n = int((self.full_passage_sizes if kind == "passage" else self.full_question_sizes)[i])
        where = f"{getattr(source, 'path', kind + ' words')} line {i + 1}"
        if len(words) != n:
            raise ValueError(f"{where}: {len(words)} words, but the binarised {kind} has {n}: "
                             "was it binarised from another file?")
        d = self.speller.dictionary
        for k, t in enumerate(tokens.tolist()):
            if t != self.unk_idx and d[t] != words[k]:
                raise ValueError(f"{where}: word {k + 1} is {words[k]!r}, but the binarised {kind} has "
                                 f"{d[t]!r}: was it binarised from another file?")
        return words

    def __getitem__(self, index):
        item = {"id": index, "target": torch.from_numpy(self.targets[index])}
        for kind, ds, limit in (("passage", self.passages, self.max_passage_len),
                                ("question", self.questions, self.max_question_len)):
            tokens = self._tokens(ds, index, limit)
            item[kind] = tokens
            item[kind + "_chars"] = self.speller(tokens, self._surface_words(kind, index, tokens))
        return item

    def __len__(self):
        return len(self.passages)

    def _collate_chars(self, rows):
        """[n_i, L] each -> [B, max n_i, longest word of the batch], character pad elsewhere."""
        pad = self.speller.chars.pad()
        width = max([1] + [int(r.ne(pad).sum(-1).max()) for r in rows if r.numel()])
        out = torch.full((len(rows), max(r.size(0) for r in rows), width), pad, dtype=torch.long)
        for b, r in enumerate(rows):
            out[b, : r.size(0)] = r[:, :width]
        return out

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
                "passage_chars": self._collate_chars([s["passage_chars"] for s in samples]),
                "passage_lengths": p_len,
                "question_tokens": data_utils.collate_tokens(questions, self.pad_idx, left_pad=False),
                "question_chars": self._collate_chars([s["question_chars"] for s in samples]),
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
class SpanQATask(ResumableBatchesMixin, FairseqTask):
    """Span question answering: train with ``--arch rnet|rnet_tiny --criterion span_qa``."""

    cfg: SpanQAConfig

    def __init__(self, cfg: SpanQAConfig, dictionary: Dictionary):
        super().__init__(cfg)
        self.dictionary = dictionary
        self.speller = CharSpeller(dictionary, cfg.max_word_len)
        self.char_dictionary = self.speller.chars
        logger.info(f"word dictionary: {len(dictionary)} types; character dictionary: "
                    f"{len(self.char_dictionary)} types; {self.speller.n_long} words longer than --max-word-len "
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
        check_not_empty("span_qa", split, [os.path.join(data, f"{split}.passage-question.{lang}")
                                           for lang in ("passage", "question")])
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
        words = {}
        for lang in ("passage", "question"):
            path = os.path.join(data, f"{split}.{lang}")
            if not os.path.exists(path):
                logger.info(f"{path} not found: {lang} words outside the word dictionary (<unk>) get "
                            "the character <unk> (the text is what spells them)")
                words[lang] = None
                continue
            words[lang] = TokenLines(path)
            if len(words[lang]) != n:
                raise ValueError(f"{path} has {len(words[lang])} lines, but split {split} has {n} "
                                 f"{lang}s; they must match")
        ds = SpanQADataset(streams["passage"], streams["question"], starts, ends, self.speller,
                           self.cfg.max_passage_len, self.cfg.max_question_len,
                           words["passage"], words["question"], shuffle=(split == "train"))
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
