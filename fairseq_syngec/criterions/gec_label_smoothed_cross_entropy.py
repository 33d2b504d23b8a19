"""Label-smoothed cross-entropy for the copy models: fairseq's smoothing of the mixture or smoothing weighted
by the generator's share (``--copy-smoothing gate``), Zhao et al.'s (NAACL 2019) edit-weighted loss and their
token-level edit-label loss.

Why the smoothing is weighted: fairseq's label smoothing of the copy mixture p = (1 - alpha) q + alpha c
asks, at every copied token, for the same thing of the generator q (all the smoothing mass, spread over
the words absent from the source), since the copy supplies the target. That one target for all copied
tokens pulls their decoder states together; the copy attention, which reads the same states, then
cannot tell 'after a' from 'after quiet' and splits its weight between an adjective and its noun.
Smoothing each target token by epsilon * (1 - alpha), alpha detached (``--copy-smoothing gate``), keeps
fairseq's smoothing where the generator writes the word and none where the copy does. fairseq's smoothing
stays the default: the gate's did better on the toy task and worse on real data (the measurements:
``benchmarks/RESULTS.md``, "The copy model that did not learn", and ``benchmarks/HISTORY.md``, "Label
smoothing and the copy mixture")."""

from dataclasses import dataclass, field
from typing import Optional

import torch
import torch.nn.functional as F
from fairseq import metrics
from fairseq.criterions import register_criterion
from fairseq.criterions.label_smoothed_cross_entropy import (
    LabelSmoothedCrossEntropyCriterion,
    LabelSmoothedCrossEntropyCriterionConfig,
    label_smoothed_nll_loss,
)
from fairseq.dataclass import ChoiceEnum

from fairseq_syngec.data import IGNORE
from fairseq_syngec.data.edit_labels import batch_target_edit_labels

COPY_SMOOTHING_CHOICES = ChoiceEnum(["gate", "mixture"])


@dataclass
class GECLabelSmoothedCrossEntropyConfig(LabelSmoothedCrossEntropyCriterionConfig):
    copy_smoothing: COPY_SMOOTHING_CHOICES = field(
        default="mixture",
        metadata={"help": "label smoothing of a copy model's mixture: 'mixture' is fairseq's "
                  "label_smoothed_cross_entropy; 'gate' smooths each target token by --label-smoothing times "
                  "the generator's share 1 - alpha (alpha: the copy gate, not differentiated), so copied tokens "
                  "are not smoothed (fairseq's smoothing pulls copied tokens' decoder states together): better "
                  "on the toy task, worse on JFLEG (benchmarks/RESULTS.md). Models without a copy gate: "
                  "fairseq's"},
    )
    edit_label_weight: float = field(
        default=0.0,
        metadata={"help": "weight of the token-level edit-label loss (binary cross-entropy per "
                  "source token; needs --task gec --edit-labels); 0 disables it"},
    )
    positive_label_weight: float = field(
        default=1.0,
        metadata={"help": "edit-weighted loss (Zhao et al.): target tokens not aligned to an identical source "
                  "token (edits) count W times as much as copies; their recipe: 1.2 in fine-tuning, 1.3 in "
                  "pre-training; 1 disables it"},
    )


# fairseq's label_smoothed_nll_loss with a per-token epsilon e_i = eps (1 - alpha_i): the generator's share.
def gate_weighted_smoothed_nll_loss(lprobs: torch.Tensor, target: torch.Tensor, epsilon: float,
                                    generator_share: torch.Tensor, ignore_index: Optional[int] = None):
    """lprobs [N, V], target [N], generator_share [N] (1 - alpha, no gradient taken through it) -> per-token
    (loss [N], nll [N]), loss_i = (1 - e_i - e_i / (V - 1)) nll_i + e_i / (V - 1) sum_y -log p_i(y)."""
    nll = -lprobs.gather(dim=-1, index=target.unsqueeze(-1)).squeeze(-1)
    smooth = -lprobs.sum(dim=-1)
    eps = epsilon * generator_share.detach().to(lprobs.dtype)
    eps_i = eps / (lprobs.size(-1) - 1)
    loss = (1.0 - eps - eps_i) * nll + eps_i * smooth
    if ignore_index is not None:
        pad = target.eq(ignore_index)
        loss, nll = loss.masked_fill(pad, 0.0), nll.masked_fill(pad, 0.0)
    return loss, nll


# Zhao et al.'s code (fairseq-gec cross_entropy.compute_weighted_loss): loss = (1/W) sum_copies l + sum_edits l.
def edit_weighted_loss(token_loss: torch.Tensor, labels: torch.Tensor, weight: float) -> torch.Tensor:
    """token_loss, labels [N] (labels 1 = edit, 0 = copy or padding, whose loss is 0) -> the summed loss."""
    return torch.where(labels.bool(), token_loss, token_loss / weight).sum()


# Zhao et al. 2019, sec. 3.3: binary cross-entropy of the per-token 'changed' labels, summed over non-pad tokens.
def edit_label_loss(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    mask = labels.ne(IGNORE)
    return F.binary_cross_entropy_with_logits(logits[mask].float(), labels[mask].float(), reduction="sum")


@register_criterion("gec_label_smoothed_cross_entropy", dataclass=GECLabelSmoothedCrossEntropyConfig)
class GECLabelSmoothedCrossEntropyCriterion(LabelSmoothedCrossEntropyCriterion):
    def __init__(self, task, sentence_avg, label_smoothing, ignore_prefix_size=0, report_accuracy=False,
                 edit_label_weight=0.0, positive_label_weight=1.0, copy_smoothing="mixture"):
        super().__init__(task, sentence_avg, label_smoothing, ignore_prefix_size, report_accuracy)
        self.copy_smoothing = str(copy_smoothing)
        self.edit_label_weight = edit_label_weight
        if positive_label_weight <= 0:
            raise ValueError(f"--positive-label-weight must be positive (got {positive_label_weight})")
        if positive_label_weight != 1.0 and ignore_prefix_size > 0:
            raise ValueError("--positive-label-weight does not combine with --ignore-prefix-size")
        self.positive_label_weight = positive_label_weight
        if edit_label_weight > 0 and not getattr(task.cfg, "edit_labels", False):
            raise ValueError("--edit-label-weight > 0 needs --task gec --edit-labels")

    def forward(self, model, sample, reduce=True):
        net_output = model(**sample["net_input"])
        loss, nll_loss = self.compute_loss(model, net_output, sample, reduce=reduce)
        sample_size = sample["target"].size(0) if self.sentence_avg else sample["ntokens"]
        logging_output = {
            "loss": loss.data,
            "nll_loss": nll_loss.data,
            "ntokens": sample["ntokens"],
            "nsentences": sample["target"].size(0),
            "sample_size": sample_size,
        }
        loss = loss + self.auxiliary_losses(model, net_output, sample, logging_output)
        logging_output["loss"] = loss.data
        if self.report_accuracy:
            n_correct, total = self.compute_accuracy(model, net_output, sample)
            logging_output["n_correct"] = n_correct.item()
            logging_output["total"] = total.item()
        return loss, sample_size, logging_output

    def generator_share(self, net_output, sample) -> Optional[torch.Tensor]:
        """1 - alpha per target token [N] (as ``get_lprobs_and_target`` flattens them) when the smoothing is
        gate-weighted and the model has a copy gate, else None (fairseq's smoothing)."""
        alpha = net_output[1].get("copy_alpha") if len(net_output) > 1 and isinstance(net_output[1], dict) else None
        if self.copy_smoothing != "gate" or self.eps == 0 or alpha is None:
            return None
        alpha = alpha.squeeze(-1)
        if self.ignore_prefix_size > 0:
            alpha = alpha[:, self.ignore_prefix_size:]
        return (1.0 - alpha.float()).reshape(-1)

    def compute_loss(self, model, net_output, sample, reduce=True):
        """Label-smoothed loss: fairseq's, or gate-weighted for a copy model with ``--copy-smoothing gate``
        (:func:`gate_weighted_smoothed_nll_loss`); with ``--positive-label-weight`` W != 1 the
        copies' share is divided by W (:func:`edit_weighted_loss`). The nll_loss logged stays unweighted."""
        share = self.generator_share(net_output, sample)
        if share is None and (self.positive_label_weight == 1.0 or not reduce):
            return super().compute_loss(model, net_output, sample, reduce=reduce)
        lprobs, target = self.get_lprobs_and_target(model, net_output, sample)
        if share is None:
            token_loss, token_nll = label_smoothed_nll_loss(lprobs, target, self.eps, ignore_index=self.padding_idx,
                                                            reduce=False)
        else:
            token_loss, token_nll = gate_weighted_smoothed_nll_loss(lprobs, target, self.eps, share,
                                                                    ignore_index=self.padding_idx)
        if self.positive_label_weight == 1.0:
            return (token_loss.sum(), token_nll.sum()) if reduce else (token_loss, token_nll)
        labels = batch_target_edit_labels(sample["net_input"]["src_tokens"], sample["target"], self.padding_idx,
                                          self.task.target_dictionary.eos())
        return edit_weighted_loss(token_loss.view(-1), labels.view(-1), self.positive_label_weight), token_nll.sum()

    def auxiliary_losses(self, model, net_output, sample, logging_output):
        """Weighted losses added to the label-smoothed cross-entropy (logged as they are added)."""
        if not (self.edit_label_weight > 0 and "edit_labels" in sample):
            return 0.0
        if "edit_logits" not in net_output[1]:
            raise ValueError(f"{type(model).__name__} gives no edit_logits: use a copy_transformer arch")
        edit_loss = edit_label_loss(net_output[1]["edit_logits"], sample["edit_labels"])
        logging_output["edit_loss"] = edit_loss.data
        logging_output["nsrc_tokens"] = sample["edit_labels"].ne(IGNORE).sum().item()
        return self.edit_label_weight * edit_loss

    @classmethod
    def reduce_metrics(cls, logging_outputs) -> None:
        super().reduce_metrics(logging_outputs)
        n = sum(log.get("nsrc_tokens", 0) for log in logging_outputs)
        if n > 0:
            edit = sum(log.get("edit_loss", 0) for log in logging_outputs)
            metrics.log_scalar("edit_loss", edit / n, n, round=3)
