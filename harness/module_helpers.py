"""Helpers shared by the module and kernel tests (tests/modules, tests/kernels): a pad mask, and the one-thread
fixture their conftest.py files use."""

import pytest
import torch


@pytest.fixture(autouse=True)
def one_torch_thread():
    """The module and kernel tests use small tensors: one thread is faster and leaves a core free."""
    old = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(old)


def make_pad_mask(lengths, n, left=()):
    """[B, n] pad mask; rows whose index is in ``left`` are left-padded (fairseq's source default)."""
    idx = torch.arange(n)
    mask = idx[None, :] >= torch.as_tensor(lengths)[:, None]
    for b in left:
        mask[b] = mask[b].flip(0)
    return mask
