"""Each sentence's output bounded by its own source length (``--max-len-per-sentence``).

fairseq's ``SequenceGenerator`` ends every hypothesis of a batch at ``max_len_a * S + max_len_b``
tokens, where ``S`` is the width of the batch's source tensor: its longest sentence. A hypothesis
that does not end by itself (a briefly trained model, a hostile input) is then cut at a length set
by its neighbours, so the same sentence gets different corrections alone and in a batch, and a
server's answer depends on who else was asking. With :class:`OwnLengthSequenceGenerator` each
sentence is bounded by ``max_len_a * (its own source length) + max_len_b`` (source tokens with the
final ``</s>``, as fairseq counts them for a sentence decoded alone), capped as fairseq caps it
(``max_len - 1``): decoded alone, a sentence gets what ``fairseq-generate`` gives it.
"""

from typing import Dict, List

import torch
from fairseq.sequence_generator import EnsembleModel, SequenceGenerator
from torch import Tensor


def own_length_bound(own_lengths: Tensor, max_len_a: float, max_len_b: int, cap: int) -> Tensor:
    """min(int(max_len_a * own length + max_len_b), cap) per sentence, as fairseq's batch bound is computed
    (``int`` of a float product: floor for these non-negative values)."""
    bound = torch.floor(own_lengths.double() * float(max_len_a) + float(max_len_b)).long()
    return bound.clamp(max=int(cap))


def source_lengths(encoder_out: Dict[str, List[Tensor]], pad: int) -> Tensor:
    """[rows]: each row's source length with its ``</s>``, from an encoder output as the generator keeps it
    (reordered with the beams and with sentences removed once finished)."""
    if encoder_out.get("src_lengths"):
        return encoder_out["src_lengths"][0].view(-1)
    if encoder_out.get("src_tokens"):
        return encoder_out["src_tokens"][0].ne(pad).sum(1)
    mask = encoder_out["encoder_padding_mask"][0]  # [rows, S], True at pads
    return (~mask).sum(1)


class OwnLengthEnsemble(EnsembleModel):
    """fairseq's ensemble whose next-token log-probabilities force ``</s>`` for each row whose own bound
    (:func:`own_length_bound`) is reached: the step's only choice there, as fairseq forces it at its
    batch bound."""

    def __init__(self, models, max_len_a: float, max_len_b: int, cap: int, pad: int, eos: int):
        super().__init__(models)
        self.max_len_a, self.max_len_b, self.cap, self.pad, self.eos = max_len_a, max_len_b, cap, pad, eos

    @torch.jit.unused
    def forward_decoder(self, tokens, encoder_outs, incremental_states, temperature: float = 1.0):
        lprobs, attn = super().forward_decoder(tokens, encoder_outs, incremental_states, temperature)
        step = tokens.size(1) - 1  # the step these log-probabilities choose the token of
        bound = own_length_bound(source_lengths(encoder_outs[0], self.pad), self.max_len_a, self.max_len_b, self.cap)
        ended = (bound <= step).to(lprobs.device).unsqueeze(1)  # [rows, 1]
        not_eos = torch.ones(lprobs.size(1), dtype=torch.bool, device=lprobs.device)
        not_eos[self.eos] = False
        return lprobs.masked_fill(ended & not_eos, float("-inf")), attn


class OwnLengthSequenceGenerator(SequenceGenerator):
    """fairseq's beam search (every option as ``SequenceGenerator``'s) with each sentence's output bounded
    by its own source length instead of the batch's longest (:class:`OwnLengthEnsemble`)."""

    def __init__(self, models, tgt_dict, max_len_a: float = 0, max_len_b: int = 200, max_len: int = 0,
                 **kwargs):
        super().__init__(models, tgt_dict, max_len_a=max_len_a, max_len_b=max_len_b, max_len=max_len, **kwargs)
        if not isinstance(self.model, OwnLengthEnsemble):
            ensemble = OwnLengthEnsemble(self.model.models, max_len_a, max_len_b, self.max_len - 1,
                                         tgt_dict.pad(), tgt_dict.eos())
            ensemble.eval()
            self.model = ensemble
