"""Token-level edit labels (Zhao et al., NAACL 2019, section 3.3): for each source token, whether
the correction changes it, derived from the source/target alignment when a batch is built."""

from difflib import SequenceMatcher
from typing import List, Sequence

import torch
from fairseq.data import BaseWrapperDataset, LanguagePairDataset

from fairseq_syngec.data import IGNORE  # the label of padding positions


# Zhao et al. 2019, sec. 3.3: label 1 for a source token that is replaced, deleted, or before which words are inserted.
def edit_labels(src: Sequence[int], tgt: Sequence[int]) -> List[int]:
    """0/1 per source token from a minimal-edit alignment (difflib opcodes). An insertion is
    charged to the source token it precedes (the final </s> for an insertion at the end)."""
    labels = [0] * len(src)
    for tag, i1, i2, _, _ in SequenceMatcher(None, list(src), list(tgt), autojunk=False).get_opcodes():
        if tag in ("replace", "delete"):
            labels[i1:i2] = [1] * (i2 - i1)
        elif tag == "insert" and labels:
            labels[min(i1, len(labels) - 1)] = 1
    return labels


# Zhao et al.'s code (fairseq-gec preprocess.py --alignfile): target label 0 for a token aligned to an
# identical source token (a copy), 1 otherwise (an edit); the final </s> is 0.
def target_edit_labels(src: Sequence[int], tgt: Sequence[int], eos: int) -> List[int]:
    """0/1 per target token from the same minimal-edit alignment as :func:`edit_labels`."""
    labels = [1] * len(tgt)
    for tag, _, _, j1, j2 in SequenceMatcher(None, list(src), list(tgt), autojunk=False).get_opcodes():
        if tag == "equal":
            labels[j1:j2] = [0] * (j2 - j1)
    if labels and tgt[-1] == eos:
        labels[-1] = 0
    return labels


def batch_target_edit_labels(src_tokens: torch.Tensor, target: torch.Tensor, pad: int, eos: int) -> torch.Tensor:
    """:func:`target_edit_labels` for a batch (padded source and target, either padding side), laid out like
    ``target``; padding positions 0."""
    labels = torch.zeros_like(target)
    for row in range(target.size(0)):
        src = src_tokens[row][src_tokens[row].ne(pad)].tolist()
        keep = target[row].ne(pad)
        tgt = target[row][keep].tolist()
        labels[row][keep] = torch.tensor(target_edit_labels(src, tgt, eos), dtype=labels.dtype)
    return labels


class EditLabelDataset(BaseWrapperDataset):
    """Wraps a LanguagePairDataset; batches get ``edit_labels`` [B, S], laid out like
    ``net_input.src_tokens`` (same order and padding side), ``IGNORE`` on padding."""

    def __init__(self, dataset: LanguagePairDataset):
        super().__init__(dataset)
        if dataset.tgt is None:
            raise ValueError("edit labels need a target side")

    def collater(self, samples):
        batch = self.dataset.collater(samples)
        if len(batch) == 0:
            return batch
        by_id = {s["id"]: s for s in samples}
        src_tokens = batch["net_input"]["src_tokens"]
        labels = torch.full_like(src_tokens, IGNORE)
        for row, idx in enumerate(batch["id"].tolist()):
            s = by_id[idx]
            lab = torch.tensor(edit_labels(s["source"].tolist(), s["target"].tolist()), dtype=labels.dtype)
            if self.dataset.left_pad_source:
                labels[row, labels.size(1) - lab.numel():] = lab
            else:
                labels[row, : lab.numel()] = lab
        batch["edit_labels"] = labels
        return batch
