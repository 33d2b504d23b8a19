"""The module tests' fixture (their helpers: harness/module_helpers.py): one torch thread."""

from harness.module_helpers import one_torch_thread  # noqa: F401  (autouse)
