"""The module tests' fixture (their helpers: harness/module_helpers.py)."""

import pytest
import torch


@pytest.fixture(autouse=True)
def _few_threads():
    """The module tests use small tensors: one thread is faster and leaves a core free."""
    old = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(old)
