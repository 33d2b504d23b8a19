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

from fairseq import utils
from fairseq.data import Dictionary, data_utils
from fairseq.dataclass import FairseqDataclass
from fairseq.tasks import FairseqTask, register_task

from fairseq_syngec.data.span_qa_dataset import CharSpeller, SpanQADataset, build_char_dictionary  # noqa: F401
from fairseq_syngec.tasks.common import ResumableBatchesMixin, check_not_empty
from syngec_tools.data.squad import TokenLines, read_labels

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
