"""SummarizationModel: a trained ``--task fact_summarization`` model that summarises documents."""

import logging
from typing import List, Optional, Sequence

import torch

from fairseq_syngec.hub.common import _GeneratorHub

logger = logging.getLogger(__name__)


class SummarizationModel(_GeneratorHub):
    """A trained ``--task fact_summarization`` model (``fact_transformer``, with or without K-BERT
    injection) that summarises documents, extracting their facts when none are given.

    >>> summ.summarize(["", "the cat sat on the mat ."])[0]
    ''
    """

    TASK = "fact_summarization"

    def __init__(self, cfg, task, models, sentencepiece_model: Optional[str] = None, parser: str = "spacy",
                 lang: str = "en"):
        from fairseq_syngec.tasks.fact_summarization import FactSummarizationTask

        if not isinstance(task, FactSummarizationTask):
            raise ValueError(f"SummarizationModel needs a checkpoint trained with --task fact_summarization "
                             f"(this one has task {getattr(cfg.task, '_name', type(task).__name__)})")
        super().__init__(cfg, task, models)
        self._set_sentencepiece(sentencepiece_model)
        self.parser, self.lang = parser, lang
        self.eval()

    @classmethod
    def from_pretrained(cls, model_name_or_path: str, checkpoint_file: Optional[str] = None,
                        data_name_or_path: str = ".", sentencepiece_model: Optional[str] = None,
                        parser: str = "spacy", lang: str = "en", **kwargs) -> "SummarizationModel":
        """As :meth:`GECModel.from_pretrained`; ``parser``/``lang``: how facts are extracted from
        documents given without them (``scripts/summarization/extract_facts.py``'s back-ends)."""
        x, spm_model = cls._load(model_name_or_path, checkpoint_file, data_name_or_path, sentencepiece_model, **kwargs)
        return cls(x["args"], x["task"], x["models"], sentencepiece_model=spm_model, parser=parser, lang=lang)

    def extract(self, documents: Sequence[str]):
        """(fact lines, triples as (subject, predicate, object) strings) of each document."""
        from syngec_tools.facts.extract import extract_documents, joiner_for
        from syngec_tools.facts.ud import render

        joiner = joiner_for(self.lang)
        triples = extract_documents(list(documents), self.parser, self.lang)
        facts = [render(t, joiner) for t in triples]
        spo = [[tuple(joiner.join(p) for p in (t.subject, t.predicate, t.object)) for t in doc] for doc in triples]
        return facts, spo

    def summarize(self, documents: Sequence[str], facts: Optional[Sequence[str]] = None,
                  triples: Optional[Sequence[Sequence[tuple]]] = None, beam: int = 5,
                  batch_size: Optional[int] = None, max_tokens: Optional[int] = None,
                  **generate_kwargs) -> List[str]:
        """One summary per document (an empty document gives ""). ``facts``: the documents' fact
        lines (``|||``-joined); ``triples``: per document its (subject, predicate, object) strings
        (K-BERT models); both are extracted with ``parser`` when not given. A document longer than
        :attr:`max_source_tokens` (or a smaller ``max_tokens``) is cut to it, with a logged warning and count."""
        documents = list(documents)
        self._check_texts(documents, "document")
        kbert = self.task.cfg.knowledge_injection == "kbert" and not self.task.cfg.knowledge_graph
        if facts is None or (kbert and triples is None):
            ext_facts, ext_triples = self.extract(documents)
            facts = ext_facts if facts is None else facts
            triples = ext_triples if triples is None else triples
        if len(facts) != len(documents) or (triples is not None and len(triples) != len(documents)):
            raise ValueError(f"{len(documents)} documents but {len(facts)} fact lines"
                             + ("" if triples is None else f" and {len(triples)} triple lists"))
        out = ["" for _ in documents]
        index, src, fact_tokens, doc_triples, cut = [], [], [], [], 0
        with self._batching(batch_size, max_tokens) as limit:
            generator = self._build_generator(beam, **generate_kwargs)
            for i, doc in enumerate(documents):
                if not doc.strip():
                    continue
                t = self.encode(doc)
                if t.numel() > limit:
                    t = torch.cat([t[: limit - 1], t[-1:]])
                    cut += 1
                index.append(i)
                src.append(t)
                fact_tokens.append(self.encode(facts[i]) if facts[i].strip() else t.new_tensor([self.src_dict.eos()]))
                doc_triples.append(triples[i] if triples is not None else None)
            if cut:
                logger.warning("%d document(s) longer than %d tokens were cut to it", cut, limit)
            if src:
                dataset = self.task.build_dataset_for_inference(
                    src, [t.numel() for t in src], fact_tokens=fact_tokens,
                    triples=doc_triples if kbert else None)
                for k, hypos in self._generate(generator, src, dataset):
                    out[index[k]] = self.decode(hypos[0]["tokens"])
        return out


