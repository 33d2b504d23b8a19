"""Task ``fact_summarization``: summarisation with a fact description per source document (FA-TR,
Gao et al.).

Data: ``fairseq-preprocess --source-lang src --target-lang tgt --joined-dictionary`` for the
document/summary pairs, and the fact lines (one per source line, ``|||``-joined triples from
``scripts/summarization/extract_facts.py``; empty when a document has none) binarised into the
same directory with the source dictionary::

    fairseq-preprocess --only-source --source-lang facts --srcdict DATA_BIN/dict.src.txt \\
        --trainpref raw/train --validpref raw/valid --testpref raw/test --destdir DATA_BIN

which writes ``{split}.facts-None.facts.{bin,idx}``. Batches then carry ``fact_tokens`` for a
``fact_transformer`` encoder. Works with fairseq-train, fairseq-generate and fairseq-validate
(fairseq-interactive reads only a source line, so it has no facts).
"""

import logging
import os
from dataclasses import dataclass, field
from typing import Optional

import numpy as np
from fairseq.data import data_utils
from fairseq.dataclass import ChoiceEnum
from fairseq.tasks import register_task
from fairseq.tasks.translation import TranslationConfig, TranslationTask

from fairseq_syngec.data.fact_dataset import FactPairDataset
from fairseq_syngec.tasks.common import ResumableBatchesMixin, check_not_empty

logger = logging.getLogger(__name__)


@dataclass
class FactSummarizationConfig(TranslationConfig):
    fact_lang: str = field(
        default="facts",
        metadata={"help": "the --source-lang the fact lines were binarised under with "
                  "fairseq-preprocess --only-source (files {split}.FACT_LANG-None.FACT_LANG.*)"},
    )
    knowledge_injection: ChoiceEnum(["none", "kbert"]) = field(
        default="none",
        metadata={"help": "kbert: K-BERT (Liu et al., AAAI 2020): each source becomes its sentence tree, knowledge "
                  "branches (predicate object) inserted after the entities they are about, with soft "
                  "positions and a visible matrix; the fact_transformer encoder then uses "
                  "mask-self-attention. none: the source as it is"},
    )
    knowledge_graph: Optional[str] = field(
        default=None,
        metadata={"help": "with --knowledge-injection kbert: a file of tab-separated "
                  "subject/predicate/object lines used for every document; default: each document's "
                  "own triples from DATA/{split}.triples (extract_facts.py --triples-out)"},
    )
    kbert_max_entities: int = field(
        default=2, metadata={"help": "K-BERT: at most this many branches per matched entity (in file order)"},
    )
    kbert_spm_model: Optional[str] = field(
        default=None,
        metadata={"help": "K-BERT: sentencepiece model that turns a branch's text into the dictionary's "
                  "pieces (the one the data was encoded with); default: split on whitespace"},
    )
    kbert_branch_separator: str = field(
        default=" ",
        metadata={"help": "K-BERT: what joins a branch's predicate and object before it is tokenised "
                  "(\"\" for Chinese, whose words are not space-separated)"},
    )
    max_fact_tokens: Optional[int] = field(
        default=1024,
        metadata={"help": "cut each fact description to this many tokens; how many were cut is "
                  "logged when a split is loaded"},
    )


def fact_path(data_dir: str, split: str, lang: str) -> str:
    return os.path.join(data_dir, f"{split}.{lang}-None.{lang}")


@register_task("fact_summarization", dataclass=FactSummarizationConfig)
class FactSummarizationTask(ResumableBatchesMixin, TranslationTask):
    """fairseq's translation task plus a fact stream for each source document."""

    cfg: FactSummarizationConfig

    def load_dataset(self, split, epoch=1, combine=False, **kwargs):
        paths = [p for p in self.cfg.data.split(os.pathsep) if p]
        data_dir = paths[(epoch - 1) % len(paths)]
        prefix = fact_path(data_dir, split, self.cfg.fact_lang)
        src, tgt = self.cfg.source_lang, self.cfg.target_lang
        pair_files = [os.path.join(data_dir, f"{split}.{a}-{b}.{lang}")
                      for a, b in ((src, tgt), (tgt, src)) for lang in (src, tgt)]
        check_not_empty("fact_summarization", split, pair_files + [prefix])
        super().load_dataset(split, epoch, combine, **kwargs)
        facts = data_utils.load_indexed_dataset(prefix, self.src_dict, self.cfg.dataset_impl)
        if facts is None:
            raise FileNotFoundError(
                f"no fact data for split {split}: {prefix}.bin/.idx not found. Binarise the fact lines "
                f"with fairseq-preprocess --only-source --source-lang {self.cfg.fact_lang} --srcdict "
                f"{os.path.join(data_dir, 'dict.' + self.cfg.source_lang + '.txt')} --destdir {data_dir}")
        pairs = self.datasets[split]
        if len(facts) != len(pairs):
            raise ValueError(
                f"{prefix}.bin has {len(facts)} fact lines but "
                f"{os.path.join(data_dir, split)}.{self.cfg.source_lang}-{self.cfg.target_lang}."
                f"{self.cfg.source_lang}.bin "
                f"has {len(pairs)} source lines: each source line needs exactly one fact line (empty if none)")
        ds = FactPairDataset(pairs, facts, self.src_dict.pad(), self.src_dict.eos(), self.cfg.max_fact_tokens,
                             name=f"{prefix}.bin")
        logger.info("%s: %d fact descriptions", prefix, len(facts))
        if self.cfg.knowledge_injection == "kbert":
            ds = self.kbert_dataset(ds, data_dir, split)
        self.datasets[split] = ds

    def kbert_dataset(self, ds, data_dir: str, split: str):
        from syngec_tools.facts.io import knowledge_from_triples, read_triple_blocks

        per_document = None
        if not self.cfg.knowledge_graph:
            path = os.path.join(data_dir, f"{split}.triples")
            if not os.path.isfile(path):
                raise FileNotFoundError(f"{path} not found: --knowledge-injection kbert needs each document's "
                                        "triples (extract_facts.py --triples-out) there, or --knowledge-graph FILE")
            blocks = read_triple_blocks(path)
            if len(blocks) != len(ds):
                raise ValueError(f"{path} has {len(blocks)} document blocks but split {split} has {len(ds)} "
                                 "source lines: one block (ended by a blank line) per document")
            per_document = [knowledge_from_triples(b) for b in blocks]
        return self.wrap_kbert(ds, per_document, name=f"{data_dir}/{split}")

    def wrap_kbert(self, ds, per_document=None, name: str = ""):
        """K-BERT trees over ``ds``: knowledge from --knowledge-graph if set, else ``per_document``
        (one entity -> [(predicate, object)] mapping per example)."""
        from fairseq_syngec.data.kbert_dataset import KBertDataset, knowledge_lookup
        from syngec_tools.facts.io import read_knowledge_graph

        if self.cfg.knowledge_graph:
            if self._graph is None:
                if not os.path.isfile(self.cfg.knowledge_graph):
                    raise FileNotFoundError(f"--knowledge-graph file not found: {self.cfg.knowledge_graph}")
                self._graph = read_knowledge_graph(self.cfg.knowledge_graph)
            lookup = knowledge_lookup(graph=self._graph)
        else:
            lookup = knowledge_lookup(per_document=per_document)
        if self._branch_tokenize is None and self.cfg.kbert_spm_model:
            import sentencepiece as spm

            sp = spm.SentencePieceProcessor(model_file=self.cfg.kbert_spm_model)
            self._branch_tokenize = lambda text: sp.encode(text, out_type=str)  # noqa: E731
        return KBertDataset(ds, self.src_dict, lookup, self.cfg.kbert_max_entities, self.cfg.max_source_positions,
                            self._branch_tokenize, left_pad=self.cfg.left_pad_source, name=name,
                            sep=self.cfg.kbert_branch_separator)

    _graph = None
    _branch_tokenize = None

    def build_dataset_for_inference(self, src_tokens, src_lengths, constraints=None, fact_tokens=None,
                                    triples=None):
        """Sources with their fact tokens (one tensor per source, ``</s>`` at the end as
        ``encode_line`` gives it) and, for K-BERT without --knowledge-graph, each source's
        (subject, predicate, object) triples."""
        from fairseq.data import ListDataset

        from syngec_tools.facts.io import knowledge_from_triples

        if fact_tokens is None or len(fact_tokens) != len(src_tokens):
            raise ValueError("fact_summarization needs one fact token tensor per source (empty facts: just </s>)")
        pairs = super().build_dataset_for_inference(src_tokens, src_lengths, constraints)
        facts = ListDataset(fact_tokens, sizes=np.array([len(f) for f in fact_tokens], dtype=np.int64))
        ds = FactPairDataset(pairs, facts, self.src_dict.pad(), self.src_dict.eos(), self.cfg.max_fact_tokens,
                             name="inference facts")
        if self.cfg.knowledge_injection == "kbert":
            per_document = None
            if not self.cfg.knowledge_graph:
                if triples is None or len(triples) != len(src_tokens):
                    raise ValueError("--knowledge-injection kbert needs each source's triples")
                per_document = [knowledge_from_triples(t) for t in triples]
            ds = self.wrap_kbert(ds, per_document, name="inference")
        return ds
