"""The kernel tests' fixture (their helpers: harness/kernel_helpers.py): one torch thread."""

from harness.module_helpers import one_torch_thread  # noqa: F401  (autouse)
