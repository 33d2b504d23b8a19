"""Tasks ``kbert_classification`` (a sentence or a sentence pair -> a label; accuracy) and ``kbert_ner``
(a sentence -> a BIO tag a token; conlleval span precision/recall/F1): K-BERT (Liu et al., "K-BERT:
Enabling Language Representation with Knowledge Graph", AAAI 2020) with the ``kbert`` model.

Each example becomes its sentence tree (``fairseq_syngec.data.kbert.build_sentence_tree``): the
knowledge graph's (predicate, object) branches of each entity found in the sentence inserted after it,
soft positions and a visible matrix (the knowledge layer, embedding layer and seeing layer of the
paper's figure 1). The data directory (``scripts/kbert/preprocess.py`` writes it) holds::

    DATA/{train,valid,test}.tsv   K-BERT's files: a header, then label<TAB>text_a[<TAB>text_b]
                                  (classification) or text_a<TAB>tags (NER); see syngec_tools.data.kbert_tsv
    DATA/dict.txt                 the token dictionary (fairseq's format)
    DATA/dict.label.txt           the labels / tags, in class order

Layout of an example as K-BERT's code builds it: ``[CLS] a`` or ``[CLS] a [SEP] b [SEP]``
(fairseq's ``<s>`` and ``</s>`` play [CLS] and [SEP]) for classification, the sentence alone for NER.
Segments as BERT's: 0 for the first sentence (with [CLS], its [SEP] and the branches of its
entities), 1 for the second. Tokens: ``--token-unit char`` (every non-space character, as K-BERT reads
Chinese) or ``space`` (whitespace tokens: English, and K-BERT's NER files). Entities match a run of
whole words (``--segmenter jieba``: jieba's words, with the graph's entities added to jieba's
dictionary as K-BERT adds them to its segmenter's, over the tokens joined without separators; a token
beside a non-Chinese one always starts a word, so English words stay words; ``none``: every token is a
word, so on characters an entity matches anywhere in the character string), longest match first.
Sentence tokens are never dropped for knowledge: a branch that does not fit --max-positions is left
out, a sentence longer than it is cut, and both are counted in the log (K-BERT's code cuts the
flattened tree at its length, sentence tokens included).
"""

import argparse
import logging
import os
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

import torch
from fairseq import utils
from fairseq.data import Dictionary
from fairseq.dataclass import ChoiceEnum, FairseqDataclass
from fairseq.tasks import FairseqTask, register_task
from omegaconf import II

from fairseq_syngec.data import IGNORE
from fairseq_syngec.data.kbert import EntityIndex, KnowledgeStats, SentenceTree, build_sentence_tree
from fairseq_syngec.data.kbert_dataset import KBertExample, KBertTextDataset
from fairseq_syngec.tasks.common import ResumableBatchesMixin
from syngec_tools.data.kbert_tsv import (
    TOKEN_UNITS,
    Example,
    read_classification_tsv,
    read_label_dict,
    read_ner_tsv,
    tokenize as tokenize_text,
)

logger = logging.getLogger(__name__)

CLS, SEP = "<s>", "</s>"


@dataclass
class KBertConfig(FairseqDataclass):
    data: str = field(default="", metadata={"help": "data directory: {split}.tsv, dict.txt, dict.label.txt "
                                            "(scripts/kbert/preprocess.py writes it)"})
    kg: str = field(
        default="none",
        metadata={"help": "knowledge graph: a file of subject<TAB>predicate<TAB>object lines (K-BERT's .spo "
                  "format, e.g. HowNet.spo), or none (the same model without knowledge)"})
    token_unit: ChoiceEnum(TOKEN_UNITS) = field(
        default="char",
        metadata={"help": "what a model token is: char (every non-space character, Chinese as K-BERT reads it) or "
                  "space (whitespace-separated tokens, e.g. English words)"})
    segmenter: ChoiceEnum(["jieba", "none"]) = field(
        default="jieba",
        metadata={"help": "where entities may start and end: jieba (jieba's word boundaries, the graph's "
                  "entities added to its dictionary, as K-BERT adds them to its segmenter's) or none (any "
                  "token boundary: any character with --token-unit char)"})
    branch_text: ChoiceEnum(["predicate_object", "object"]) = field(
        default="predicate_object",
        metadata={"help": "what a branch says: predicate then object (K-BERT's classification code) or the "
                  "object alone (its NER code)"})
    branch_separator: Optional[str] = field(
        default=None,
        metadata={"help": "what joins a branch's predicate and object (default: nothing for --token-unit "
                  "char, a space for space)"})
    max_entities: int = field(
        default=2, metadata={"help": "at most this many branches per entity, in the graph file's order "
                             "(K-BERT's MAX_ENTITIES)"})
    max_positions: int = field(
        default=256, metadata={"help": "tokens per flattened sentence tree (K-BERT's --seq_length); what does "
                               "not fit is counted in the log"})
    lowercase_entities: bool = field(
        default=False, metadata={"help": "match entities case-insensitively (English)"})
    seed: int = II("common.seed")


@dataclass
class KBertNERConfig(KBertConfig):
    token_unit: ChoiceEnum(TOKEN_UNITS) = field(
        default="space",
        metadata={"help": "what a model token is (one tag each): space (whitespace-separated tokens, as in "
                  "K-BERT's NER files) or char (every non-space character)"})
    branch_text: ChoiceEnum(["predicate_object", "object"]) = field(
        default="object",
        metadata={"help": "what a branch says: the object alone (K-BERT's NER code) or predicate then object"})


def is_han(c: str) -> bool:
    """A CJK unified ideograph (the blocks jieba segments; extensions and compatibility forms included)."""
    return "\u3400" <= c <= "\u9fff" or "\uf900" <= c <= "\ufaff" or "\U00020000" <= c <= "\U0002ffff"


class JiebaWordStarts:
    """Character offsets where jieba's words start, with ``entities`` added to a private jieba
    dictionary (jieba's global one is left alone). Exact mode without the HMM (no guessed new words),
    so that segmentation depends on the dictionary only."""

    def __init__(self, entities: Sequence[str]):
        import warnings

        with warnings.catch_warnings():  # jieba imports pkg_resources, deprecated
            warnings.simplefilter("ignore")
            import jieba

        jieba.setLogLevel(logging.WARNING)
        self.tokenizer = jieba.Tokenizer()
        self.tokenizer.initialize()
        for e in entities:
            if e and not any(c.isspace() for c in e):  # jieba's words never hold whitespace
                self.tokenizer.add_word(e)

    def __call__(self, text: str) -> set:
        starts, pos = set(), 0
        for w in self.tokenizer.cut(text, HMM=False):
            starts.add(pos)
            pos += len(w)
        return starts


class KBertTask(ResumableBatchesMixin, FairseqTask):
    """What the two K-BERT tasks share: dictionaries, the knowledge graph, encoding an example."""

    cfg: KBertConfig
    token_level = False
    criterion_name = ""

    def __init__(self, cfg: KBertConfig, dictionary: Dictionary, labels: List[str]):
        super().__init__(cfg)
        self.dictionary, self.labels = dictionary, labels
        self.label_index = {label: i for i, label in enumerate(labels)}
        self._graph: Optional[Dict] = None
        self._word_starts = None
        self._entity_index: Optional[EntityIndex] = None
        self.knowledge_stats: Dict[str, KnowledgeStats] = {}

    @classmethod
    def setup_task(cls, cfg: KBertConfig, **kwargs):
        paths = utils.split_paths(cfg.data)
        if not paths or not paths[0]:
            raise ValueError(f"--task {cls.task_name} needs a data directory")
        found = {}
        for name in ("dict.txt", "dict.label.txt"):
            path = os.path.join(paths[0], name)
            if not os.path.isfile(path):
                raise FileNotFoundError(f"{path} not found: make the data directory with scripts/kbert/preprocess.py "
                                        f"(see fairseq_syngec/tasks/kbert.py)")
            found[name] = path
        if cfg.max_positions < 2:
            raise ValueError(f"--max-positions must be at least 2 (got {cfg.max_positions})")
        if cfg.max_entities < 0:
            raise ValueError(f"--max-entities must be at least 0 (got {cfg.max_entities})")
        dictionary = Dictionary.load(found["dict.txt"])
        labels = read_label_dict(found["dict.label.txt"])
        logger.info(f"dictionary: {len(dictionary)} types; {len(labels)} labels: {' '.join(labels[:20])}")
        return cls(cfg, dictionary, labels)

    # the knowledge graph and the branch text -------------------------------------------------------------

    @property
    def graph(self) -> Dict:
        """entity -> [(predicate, object)] in file order (``--kg``; {} for none); with ``--branch-text object``
        the predicate is left out and repeated objects kept once, as K-BERT's code keeps a set."""
        if self._graph is None:
            if self.cfg.kg in ("none", "", None):
                self._graph = {}
            else:
                from syngec_tools.facts.io import read_knowledge_graph

                if not os.path.isfile(self.cfg.kg):
                    raise FileNotFoundError(f"--kg file not found: {self.cfg.kg}")
                graph = read_knowledge_graph(self.cfg.kg)
                if self.cfg.branch_text == "object":
                    graph = {e: list(dict.fromkeys(("", o) for _p, o in b if o)) for e, b in graph.items()}
                    graph = {e: b for e, b in graph.items() if b}
                self._graph = graph
                logger.info(f"--kg {self.cfg.kg}: {len(graph)} entities, {sum(map(len, graph.values()))} branches")
        return self._graph

    @property
    def entity_index(self) -> EntityIndex:
        if self._entity_index is None:
            self._entity_index = EntityIndex(list(self.graph), self.cfg.lowercase_entities)
        return self._entity_index

    @property
    def branch_separator(self) -> str:
        if self.cfg.branch_separator is not None:
            return self.cfg.branch_separator
        return "" if self.cfg.token_unit == "char" else " "

    def branch_tokens(self, text: str) -> List[str]:
        return [t for t, _ in tokenize_text(text, self.cfg.token_unit)]

    def word_starts(self, tokens: Sequence[str]) -> Optional[List[bool]]:
        """Per token: does a word start there? jieba segments the tokens joined without separators (as
        K-BERT's NER code joins its space-separated characters); a token next to one that is not a Chinese
        character always starts a word (English words, numbers). None: every token is a word
        (``--segmenter none``, or no graph, where it does not matter)."""
        if self.cfg.segmenter == "none" or not self.graph:
            return None
        if self._word_starts is None:
            self._word_starts = JiebaWordStarts(list(self.graph))
        starts = self._word_starts("".join(tokens))
        out, pos, prev = [], 0, ""
        for tok in tokens:
            out.append(pos in starts or not is_han(tok[0]) or (prev != "" and not is_han(prev[-1])))
            pos, prev = pos + len(tok), tok
        return out

    # encoding ---------------------------------------------------------------------------------------------

    def _text(self, text: str):
        tokens = [t for t, _ in tokenize_text(text, self.cfg.token_unit)]
        starts = self.word_starts(tokens)
        return tokens, (starts if starts is not None else [True] * len(tokens))

    def layout(self, text_a: str, text_b: Optional[str] = None):
        """(tokens, word starts, sentence segment of each token) of an example before knowledge."""
        tokens, starts = self._text(text_a)
        if self.token_level:
            return tokens, starts, [0] * len(tokens)
        tokens, starts, seg = [CLS] + tokens, [True] + starts, [0] * (len(tokens) + 1)
        if text_b is not None:
            b_tokens, b_starts = self._text(text_b)
            tokens += [SEP] + b_tokens + [SEP]
            starts += [True] + b_starts + [True]
            seg += [0] + [1] * (len(b_tokens) + 1)
        return tokens, starts, seg

    def encode(self, text_a: str, text_b: Optional[str] = None, target=None,
               gold=None) -> Tuple[KBertExample, SentenceTree]:
        """An example as its flattened sentence tree, and the tree (``target``: class id, or the tag ids of
        the sentence's tokens for NER)."""
        tokens, starts, seg = self.layout(text_a, text_b)
        cfg = self.cfg
        tree = build_sentence_tree(tokens, self.graph, max_entities=cfg.max_entities, max_length=cfg.max_positions,
                                   tokenize=self.branch_tokens, sep=self.branch_separator,
                                   lowercase=cfg.lowercase_entities, skip_tokens=(CLS, SEP),
                                   word_starts=None if self.cfg.segmenter == "none" or not self.graph else starts,
                                   entity_index=self.entity_index)
        # a branch token takes its entity's segment (K-BERT numbers segments along the flattened tree)
        segments = [seg[s] if s >= 0 else seg[tree.src_index[tree.branch_entity[b][0]]]
                    for s, b in zip(tree.src_index, tree.branch_id)]
        ids = torch.LongTensor([self.dictionary.index(t) for t in tree.tokens])
        flat_target = target
        if self.token_level and target is not None:
            flat_target = [target[s] if s >= 0 else IGNORE for s in tree.src_index]
        return KBertExample(ids, tree.soft_positions, segments, tree.branch_id, tree.branch_entity, tree.src_index,
                            flat_target, gold, tree.truncated_tokens, tree.dropped_branches, tree.entities), tree

    def _label_id(self, label: str, where: str) -> int:
        if label not in self.label_index:
            raise ValueError(f"{where}: label {label!r} is not in {os.path.join(self._data_dir(), 'dict.label.txt')} "
                             f"({' '.join(self.labels[:20])}{' ...' if len(self.labels) > 20 else ''})")
        return self.label_index[label]

    def _data_dir(self) -> str:
        return utils.split_paths(self.cfg.data)[0]

    def read_split(self, path: str) -> List[Example]:
        raise NotImplementedError

    def encode_example(self, ex: Example, path: str) -> KBertExample:
        raise NotImplementedError

    def load_dataset(self, split, epoch=1, combine=False, **kwargs):
        paths = utils.split_paths(self.cfg.data)
        path = os.path.join(paths[(epoch - 1) % len(paths)], f"{split}.tsv")
        if not os.path.isfile(path):
            raise FileNotFoundError(f"{path} not found (--task {self.task_name} reads DATA/{{split}}.tsv)")
        examples = self.read_split(path)
        if not examples:
            raise ValueError(f"{path}: no examples (a header line and nothing else)")
        stats = KnowledgeStats()
        encoded = []
        unk = total = 0
        for ex in examples:
            enc, tree = self.encode_example(ex, path)
            stats.add(tree)
            encoded.append(enc)
            sentence = enc.ids[torch.as_tensor(enc.src_index).ge(0)]
            unk += int(sentence.eq(self.dictionary.unk()).sum())
            total += len(sentence)
        self.knowledge_stats[split] = stats
        self.datasets[split] = KBertTextDataset(encoded, self.dictionary.pad(), self.token_level,
                                                shuffle=(split == "train"), seed=self.cfg.seed)
        log_knowledge(f"{path}", stats, self.cfg, unk, total)
        return self.datasets[split]

    def build_dataset_for_inference(self, lines: Sequence[str], name: str = "input",
                                    first_line: int = 1) -> KBertTextDataset:
        """Raw input lines (classification: ``text_a`` or ``text_a<TAB>text_b``; NER: a sentence, tabs taken as
        whitespace) as a dataset without targets; ``name``/``first_line`` name the lines in errors."""
        encoded = []
        for lineno, line in enumerate(lines, first_line):
            a, b = line, None
            if not self.token_level:
                fields = line.split("\t")
                if len(fields) > 2:
                    raise ValueError(f"{name}:{lineno}: {len(fields)} tab-separated fields; a line is text_a or "
                                     "text_a<TAB>text_b")
                a, b = fields[0], (fields[1] if len(fields) == 2 else None)
            encoded.append(self.encode(a, b)[0])
        return KBertTextDataset(encoded, self.dictionary.pad(), self.token_level)

    def build_model(self, cfg, from_checkpoint=False):
        """The model; one loaded from a checkpoint does not read --init-from-bert again (its weights are the
        checkpoint's, and the BERT file need not be there any more)."""
        if from_checkpoint and getattr(cfg, "init_from_bert", None):
            from omegaconf import open_dict

            if isinstance(cfg, argparse.Namespace):
                cfg.init_from_bert = None
            else:
                with open_dict(cfg):
                    cfg.init_from_bert = None
        return super().build_model(cfg, from_checkpoint)

    def build_criterion(self, cfg):
        name = getattr(cfg, "_name", None)
        if name != self.criterion_name:
            raise ValueError(f"--task {self.task_name} trains with --criterion {self.criterion_name} (got --criterion "
                             f"{name})")
        return super().build_criterion(cfg)

    def max_positions(self):
        return self.cfg.max_positions

    @property
    def source_dictionary(self):
        return self.dictionary

    @property
    def target_dictionary(self):
        return None


def log_knowledge(name: str, stats: KnowledgeStats, cfg: KBertConfig, unk: int, total: int) -> None:
    """One log line of what the knowledge layer did to a split (and what --max-positions left out)."""
    pct = 100.0 * stats.with_knowledge / max(1, stats.sentences)
    logger.info(f"{name}: {stats.sentences} examples; K-BERT --kg {cfg.kg}: {stats.with_knowledge} sentences with "
                f"knowledge ({pct:.1f}%), {stats.entities} entities matched, {stats.branches} branches added, "
                f"{stats.dropped_branches} branches left out and {stats.truncated_tokens} sentence tokens cut by "
                f"--max-positions {cfg.max_positions}; {unk} of {total} sentence tokens <unk>")
    if stats.truncated_tokens:
        logger.warning(f"{name}: {stats.truncated_tokens} sentence tokens beyond --max-positions {cfg.max_positions} "
                       "were cut (NER: their entities count as missed)")


@register_task("kbert_classification", dataclass=KBertConfig)
class KBertClassificationTask(KBertTask):
    """A label per sentence or sentence pair; train with ``--arch kbert_tiny|kbert_base --criterion
    kbert_classification`` (accuracy in the log)."""

    task_name = "kbert_classification"
    criterion_name = "kbert_classification"
    token_level = False

    def read_split(self, path):
        return read_classification_tsv(path)

    def encode_example(self, ex, path):
        return self.encode(ex.text_a, ex.text_b, target=self._label_id(ex.label, f"{path}:{ex.line}"))


@register_task("kbert_ner", dataclass=KBertNERConfig)
class KBertNERTask(KBertTask):
    """A BIO tag per token; train with ``--arch kbert_tiny|kbert_base --criterion kbert_ner`` (conlleval
    span precision, recall and F1 on validation)."""

    task_name = "kbert_ner"
    criterion_name = "kbert_ner"
    token_level = True

    def read_split(self, path):
        return read_ner_tsv(path, self.cfg.token_unit)

    def encode_example(self, ex, path):
        where = f"{path}:{ex.line}"
        tags = [self._label_id(t, where) for t in ex.tags]
        return self.encode(ex.text_a, target=tags, gold=tags)
