"""SynGEC's training loss (eq. 19): label-smoothed cross-entropy + lambda_1 R_D
(+ lambda_2 ||theta||^2, which is fairseq's --weight-decay)."""

from dataclasses import dataclass, field

from fairseq import metrics
from fairseq.criterions import register_criterion

from fairseq_syngec.criterions.gec_label_smoothed_cross_entropy import (
    GECLabelSmoothedCrossEntropyConfig,
    GECLabelSmoothedCrossEntropyCriterion,
)


@dataclass
class DiffRegularizedLabelSmoothedCrossEntropyConfig(GECLabelSmoothedCrossEntropyConfig):
    diff_reg_weight: float = field(
        default=1.0,
        metadata={"help": "lambda_1 of eq 19: weight of the differential regulariser "
                  "R_D = 1/||H_sem - H_syn||_F (summed over sentences); 0 disables it. lambda_2 "
                  "(the L2 term) is --weight-decay"},
    )


@register_criterion(
    "diff_regularized_label_smoothed_cross_entropy", dataclass=DiffRegularizedLabelSmoothedCrossEntropyConfig
)
class DiffRegularizedLabelSmoothedCrossEntropyCriterion(GECLabelSmoothedCrossEntropyCriterion):
    def __init__(self, task, sentence_avg, label_smoothing, ignore_prefix_size=0, report_accuracy=False,
                 edit_label_weight=0.0, diff_reg_weight=1.0, positive_label_weight=1.0, copy_smoothing="mixture"):
        super().__init__(task, sentence_avg, label_smoothing, ignore_prefix_size, report_accuracy,
                         edit_label_weight, positive_label_weight, copy_smoothing)
        self.diff_reg_weight = diff_reg_weight

    # SynGEC eq. 19: loss = CE + lambda_1 R_D (+ lambda_2 ||theta||^2 via --weight-decay).
    def auxiliary_losses(self, model, net_output, sample, logging_output):
        extra = super().auxiliary_losses(model, net_output, sample, logging_output)
        if "diff_reg" not in net_output[1]:
            raise ValueError(f"{type(model).__name__} gives no diff_reg: use a syngec_transformer arch")
        diff_reg = net_output[1]["diff_reg"]
        logging_output["diff_reg"] = diff_reg.data
        logging_output["syntax_distance"] = net_output[1]["syntax_distance"].sum().data
        return extra + self.diff_reg_weight * diff_reg if self.diff_reg_weight > 0 else extra

    @classmethod
    def reduce_metrics(cls, logging_outputs) -> None:
        super().reduce_metrics(logging_outputs)
        nsent = sum(log.get("nsentences", 0) for log in logging_outputs)
        if nsent > 0:
            for key in ("diff_reg", "syntax_distance"):
                total = sum(log.get(key, 0) for log in logging_outputs)
                metrics.log_scalar(key, total / nsent, nsent, round=4)
