"""Helpers shared by the module tests (tests/modules; their one-thread fixture is in that
directory's conftest.py)."""

import torch


def make_pad_mask(lengths, n, left=()):
    """[B, n] pad mask; rows whose index is in ``left`` are left-padded (fairseq's source default)."""
    idx = torch.arange(n)
    mask = idx[None, :] >= torch.as_tensor(lengths)[:, None]
    for b in left:
        mask[b] = mask[b].flip(0)
    return mask
