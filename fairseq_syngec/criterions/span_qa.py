"""Criterion ``span_qa``: the R-Net objective -log p(start) - log p(end) (Wang et al., ACL 2017), with start,
end and exact-span accuracy in fairseq's logs. Questions whose target is -1 (no answer span, or
an answer past --max-passage-len) are left out of the loss and of ``sample_size``."""

from dataclasses import dataclass

import torch
from fairseq import metrics, utils
from fairseq.criterions import FairseqCriterion, register_criterion
from fairseq.dataclass import FairseqDataclass

from fairseq_syngec.data import IGNORE


@dataclass
class SpanQACriterionConfig(FairseqDataclass):
    pass


# R-Net (Wang et al. 2017) sec 3.4: L = -log p(a_s) - log p(a_e), summed over questions with a span.
def span_nll_loss(start_log_probs: torch.Tensor, end_log_probs: torch.Tensor, target: torch.Tensor):
    """log-probs [B, n], target [B, 2] (-1: ignore) -> (summed loss, mask [B])."""
    mask = target[:, 0].ne(IGNORE)
    t = target.clamp(min=0)
    nll = -(start_log_probs.gather(1, t[:, :1]) + end_log_probs.gather(1, t[:, 1:])).squeeze(1)
    return nll[mask].sum(), mask


@register_criterion("span_qa", dataclass=SpanQACriterionConfig)
class SpanQACriterion(FairseqCriterion):
    def forward(self, model, sample, reduce=True):
        out = model(**sample["net_input"])
        start, end = out["start_log_probs"], out["end_log_probs"]
        target = sample["target"]
        loss, mask = span_nll_loss(start, end, target)
        n = int(mask.sum())
        with torch.no_grad():
            start_ok = start.argmax(-1).eq(target[:, 0]) & mask
            end_ok = end.argmax(-1).eq(target[:, 1]) & mask
        logging_output = {
            "loss": loss.data,
            "ntokens": sample["ntokens"],
            "nsentences": sample["nsentences"],
            "sample_size": n,
            "nignored": sample["nsentences"] - n,
            "start_correct": int(start_ok.sum()),
            "end_correct": int(end_ok.sum()),
            "span_correct": int((start_ok & end_ok).sum()),
        }
        return loss, n, logging_output

    @staticmethod
    def reduce_metrics(logging_outputs) -> None:
        """loss: nats per question with a span (-log p(start) - log p(end); fairseq's
        cross_entropy reports bits, this reports nats); accuracies in percent."""
        def total(key):
            return utils.item(sum(log.get(key, 0) for log in logging_outputs))

        n = total("sample_size")
        metrics.log_scalar("loss", total("loss") / max(n, 1), n, round=3)
        metrics.log_scalar_sum("nignored", total("nignored"))
        for key in ("start", "end", "span"):
            metrics.log_scalar(f"_{key}_correct", total(f"{key}_correct"))
        metrics.log_scalar("_nspans", n)
        for key in ("start", "end", "span"):
            metrics.log_derived(
                f"{key}_acc",
                lambda m, key=key: round(100.0 * m[f"_{key}_correct"].sum / m["_nspans"].sum, 2)
                if m["_nspans"].sum > 0 else float("nan"))

    @staticmethod
    def logging_outputs_can_be_summed() -> bool:
        return True

