"""Criteria ``kbert_classification`` and ``kbert_ner`` for the K-BERT tasks (Liu et al., AAAI 2020): the
cross-entropy of K-BERT's code (one label per example; one tag per sentence token, the branch tokens
and pads left out), with accuracy, and for NER the conlleval span precision, recall and F1 on
validation (``syngec_tools.evaluation.conlleval``: exact spans and types; the tokens --max-positions
cut get the tag O, so their entities count as missed). Losses are reported in bits per example /
per tagged token, as fairseq's ``sentence_prediction`` reports them."""

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from fairseq import metrics, utils
from fairseq.criterions import FairseqCriterion, register_criterion
from fairseq.dataclass import FairseqDataclass

from fairseq_syngec.data import IGNORE
from syngec_tools.evaluation.conlleval import prf, span_counts


@dataclass
class KBertCriterionConfig(FairseqDataclass):
    pass


def _total(logging_outputs, key):
    return utils.item(sum(log.get(key, 0) for log in logging_outputs))


def _log_loss_and_accuracy(logging_outputs, count_name):
    """The loss in bits per counted item (sentence or tagged token) and the accuracy over them (percent); the
    count logged as ``count_name``."""
    n = _total(logging_outputs, "sample_size")
    metrics.log_scalar("loss", _total(logging_outputs, "loss") / max(n, 1) / math.log(2), n, round=3)
    metrics.log_scalar("_ncorrect", _total(logging_outputs, "ncorrect"))
    metrics.log_scalar(count_name, n)
    metrics.log_derived("accuracy", lambda m: round(100.0 * m["_ncorrect"].sum / m[count_name].sum, 2)
                        if m[count_name].sum > 0 else float("nan"))


@register_criterion("kbert_classification", dataclass=KBertCriterionConfig)
class KBertClassificationCriterion(FairseqCriterion):
    """Summed cross-entropy of the labels; ``accuracy`` (percent) in the log."""

    def forward(self, model, sample, reduce=True):
        logits = model(**sample["net_input"])
        target = sample["target"]
        loss = F.cross_entropy(logits.float(), target, reduction="sum")
        n = target.numel()
        logging_output = {"loss": loss.data, "ntokens": sample["ntokens"], "nsentences": n, "sample_size": n,
                          "ncorrect": int(logits.argmax(-1).eq(target).sum())}
        return loss, n, logging_output

    @staticmethod
    def reduce_metrics(logging_outputs) -> None:
        _log_loss_and_accuracy(logging_outputs, "_nexamples")

    @staticmethod
    def logging_outputs_can_be_summed() -> bool:
        return True


def predicted_tags(pred: torch.Tensor, target: torch.Tensor, length: int):
    """One sentence's predicted tag ids in sentence order: the predictions at its tagged (sentence) tokens,
    then IGNORE for the ``length`` - that many tokens --max-positions cut."""
    kept = pred[target.ne(IGNORE)].tolist()
    return kept + [IGNORE] * (length - len(kept))


@register_criterion("kbert_ner", dataclass=KBertCriterionConfig)
class KBertNERCriterion(FairseqCriterion):
    """Summed cross-entropy of the sentence tokens' tags; ``accuracy`` (per tagged token) in the log, and on
    validation conlleval's entity-span ``precision``, ``recall`` and ``f1`` (percent)."""

    def __init__(self, task):
        super().__init__(task)
        self.labels = list(getattr(task, "labels", []))

    def forward(self, model, sample, reduce=True):
        logits = model(**sample["net_input"])
        target = sample["target"]
        mask = target.ne(IGNORE)
        loss = F.cross_entropy(logits[mask].float(), target[mask], reduction="sum")
        pred = logits.argmax(-1)
        n = int(mask.sum())
        logging_output = {"loss": loss.data, "ntokens": n, "nsentences": target.size(0), "sample_size": n,
                          "ncorrect": int((pred.eq(target) & mask).sum())}
        if not model.training and "gold_tags" in sample:
            c = p = g = 0
            for b, gold in enumerate(sample["gold_tags"]):
                tags = predicted_tags(pred[b], target[b], len(gold))
                # the cut tokens: tag O (no entity), so gold entities there are missed
                a, b_, d = span_counts([self.labels[t] for t in gold],
                                       [self.labels[t] if t != IGNORE else "O" for t in tags])
                c, p, g = c + a, p + b_, g + d
            logging_output.update(span_correct=c, span_pred=p, span_gold=g)
        return loss, n, logging_output

    @staticmethod
    def reduce_metrics(logging_outputs) -> None:
        _log_loss_and_accuracy(logging_outputs, "_ntagged")
        if any("span_gold" in log for log in logging_outputs):
            for key in ("span_correct", "span_pred", "span_gold"):
                metrics.log_scalar(f"_{key}", _total(logging_outputs, key))
            for i, name in enumerate(("precision", "recall", "f1")):
                metrics.log_derived(name, lambda m, i=i: round(100.0 * prf(
                    int(m["_span_correct"].sum), int(m["_span_pred"].sum), int(m["_span_gold"].sum))[i], 2))

    @staticmethod
    def logging_outputs_can_be_summed() -> bool:
        return True

