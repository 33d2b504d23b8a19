"""Warnings the user cannot act on: fairseq 0.12.3.1's multi-head attention hands torch a boolean padding mask
beside a float attention mask (a deprecation warning at every training step), and its data loaders ask for
``pin_memory`` without an accelerator.
"""

import inspect
import warnings

import torch
import torch.nn.functional as F


def float_padding_mask(key_padding_mask, attn_mask):
    """fairseq's boolean padding mask as the float mask torch makes of it (0, -inf where padded), in the
    attention mask's dtype, when the attention mask is a float one; else unchanged."""
    if (key_padding_mask is None or attn_mask is None or key_padding_mask.dtype != torch.bool
            or not torch.is_floating_point(attn_mask)):
        return key_padding_mask
    return torch.zeros_like(key_padding_mask, dtype=attn_mask.dtype).masked_fill_(key_padding_mask, float("-inf"))


class _MasksOfOneType:
    """torch.nn.functional for fairseq's MultiheadAttention, whose fast path hands torch a boolean padding
    mask beside a float attention mask (the decoder's future mask): torch warns at every training step
    that such mixed masks are deprecated. Here the padding mask comes as the float mask torch would build
    (:func:`float_padding_mask`); everything else is torch.nn.functional itself."""

    _signature = None

    def __getattr__(self, name):
        return getattr(F, name)

    def multi_head_attention_forward(self, *args, **kwargs):
        if _MasksOfOneType._signature is None:
            _MasksOfOneType._signature = inspect.signature(F.multi_head_attention_forward)
        bound = _MasksOfOneType._signature.bind(*args, **kwargs)
        a = bound.arguments
        if "key_padding_mask" in a and "attn_mask" in a:
            a["key_padding_mask"] = float_padding_mask(a["key_padding_mask"], a["attn_mask"])
        return F.multi_head_attention_forward(*bound.args, **bound.kwargs)


def quiet_cpu_warnings():
    """No warnings the user cannot act on: fairseq's multi-head attention gets masks of one type
    (:class:`_MasksOfOneType`), and torch's note that ``pin_memory`` (which fairseq's data loaders always
    ask for) does nothing without an accelerator is not shown."""
    from fairseq.modules import multihead_attention

    if not isinstance(multihead_attention.F, _MasksOfOneType):
        multihead_attention.F = _MasksOfOneType()
    warnings.filterwarnings("ignore", message="'pin_memory' argument is set as true but no accelerator is found")
