"""SpanQAModel: a trained ``--task span_qa`` R-Net that answers questions about passages."""

import logging
from typing import List, Optional, Sequence, Union

import numpy as np
import torch

from fairseq_syngec.hub.common import _GeneratorHub, expecting_task, resolve_model_files

logger = logging.getLogger(__name__)


class SpanQAModel(torch.nn.Module):
    """A trained ``--task span_qa`` R-Net that answers questions about passages (the best span,
    cut from the passage text by character offsets, as ``fairseq-syngec-qa-predict`` does).

    >>> qa.answer(["Who wrote it?"], [""])
    ['']
    """

    def __init__(self, task, model, lowercase: bool):
        from fairseq_syngec.tasks.span_qa import SpanQATask

        super().__init__()
        if not isinstance(task, SpanQATask):
            raise ValueError("SpanQAModel needs a checkpoint trained with --task span_qa")
        self.task, self.model, self.lowercase = task, model.eval(), lowercase
        self.dictionary = task.source_dictionary

    @classmethod
    def from_pretrained(cls, model_name_or_path: str, checkpoint_file: Optional[str] = None,
                        data_name_or_path: str = ".", lowercase: Optional[bool] = None,
                        max_passage_len: Optional[int] = None) -> "SpanQAModel":
        """Load the checkpoint with the dictionary of ``data_name_or_path`` (the span_qa data
        directory). ``lowercase``: whether the data was converted with ``--lower`` (default: so
        when the dictionary has no upper-case letter). ``max_passage_len`` overrides the training
        run's (longer passages are cut, with a warning and a count)."""
        from fairseq import checkpoint_utils

        files = resolve_model_files(model_name_or_path, checkpoint_file, data_name_or_path)
        overrides = {"data": files.data_dir, "pretrained_word_embeddings": None}
        if max_passage_len is not None:
            overrides["max_passage_len"] = max_passage_len
        ckpt_path = files.path
        with expecting_task(ckpt_path, "span_qa", cls.__name__):
            models, _cfg, task = checkpoint_utils.load_model_ensemble_and_task([ckpt_path], arg_overrides=overrides)
        d = task.source_dictionary
        if lowercase is None:
            lowercase = not any(ch.isupper() for sym in d.symbols[d.nspecial:] for ch in sym)
        return cls(task, models[0], lowercase)

    @property
    def device(self):
        return next(self.model.parameters()).device

    def _words(self, tokens: List[str]) -> List[str]:
        return [t.lower() for t in tokens] if self.lowercase else tokens

    def _ids(self, words: List[str]) -> torch.LongTensor:
        return self.dictionary.encode_line(" ".join(words), add_if_not_exist=False, append_eos=True).long()

    @torch.no_grad()
    def answer(self, questions: Union[str, Sequence[str]], passages: Union[str, Sequence[str]],
               max_answer_len: int = 15, batch_size: int = 32) -> Union[str, List[str]]:
        """The answer text for each (question, passage) pair ("" for an empty passage or question)."""
        from fairseq.data import ListDataset

        from fairseq_syngec.data.span_qa_dataset import SpanQADataset
        from fairseq_syngec.modules.rnet import best_spans
        from syngec_tools.data.squad import tokenize_with_offsets

        if isinstance(questions, str):
            return self.answer([questions], [passages], max_answer_len, batch_size)[0]
        if len(questions) != len(passages):
            raise ValueError(f"{len(questions)} questions but {len(passages)} passages")
        _GeneratorHub._check_texts(questions, "question")
        _GeneratorHub._check_texts(passages, "passage")
        out = ["" for _ in questions]
        keep, p_words, q_words, offsets = [], [], [], []
        for i, (q, p) in enumerate(zip(questions, passages)):
            p_tok, p_off = tokenize_with_offsets(p)
            q_tok, _ = tokenize_with_offsets(q)
            if p_tok and q_tok:
                keep.append(i)
                p_words.append(self._words(p_tok))
                q_words.append(self._words(q_tok))
                offsets.append(p_off)
        if not keep:
            return out
        p_ids, q_ids = [self._ids(w) for w in p_words], [self._ids(w) for w in q_words]
        cfg = self.task.cfg
        minus = [-1] * len(keep)
        # the words go with their ids: a word outside the dictionary is <unk> but keeps its characters
        ds = SpanQADataset(ListDataset(p_ids, np.array([len(t) for t in p_ids])),
                           ListDataset(q_ids, np.array([len(t) for t in q_ids])), minus, minus, self.task.speller,
                           cfg.max_passage_len, cfg.max_question_len, p_words, q_words, shuffle=False)
        cut = int((ds.full_passage_sizes > cfg.max_passage_len).sum())
        if cut:
            logger.warning("%d passage(s) longer than --max-passage-len %d were cut to it (answers are sought "
                           "in the first %d tokens)", cut, cfg.max_passage_len, cfg.max_passage_len)
        for a in range(0, len(keep), batch_size):
            batch = ds.collater([ds[k] for k in range(a, min(a + batch_size, len(keep)))])
            net = {k: v.to(self.device) for k, v in batch["net_input"].items()}
            res = self.model(**net)
            starts, ends, _ = best_spans(res["start_log_probs"], res["end_log_probs"], max_answer_len)
            for k, st, en in zip(batch["id"].tolist(), starts.tolist(), ends.tolist()):
                offs = offsets[k]
                out[keep[k]] = passages[keep[k]][offs[st][0]:offs[en][1]]
        return out
