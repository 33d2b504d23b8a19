"""Which implementation runs: the fused Triton kernel or its PyTorch reference.

``auto`` (the default) picks the kernel only when every input tensor is on CUDA and Triton imports;
``reference`` always runs PyTorch; ``triton`` insists on the kernel and fails with a clear error where
it cannot run. On CPU tensors the kernel runs only in Triton's interpreter (``TRITON_INTERPRET=1``,
numpy, slow: for tests), and only when asked for with ``triton``; ``auto`` never picks it there.
"""

import functools
import os
from typing import Optional

import torch

KERNEL_CHOICES = ("auto", "reference", "triton")


@functools.lru_cache(maxsize=None)
def triton_import_error() -> Optional[str]:
    """None when ``import triton`` works, else why not."""
    try:
        import triton  # noqa: F401
        import triton.language  # noqa: F401
    except Exception as e:  # ImportError, or a broken install raising something else
        return f"{type(e).__name__}: {e}"
    return None


def triton_available() -> bool:
    return triton_import_error() is None


def triton_interpreter() -> bool:
    """Triton's interpreter is on (it runs kernels on CPU tensors with numpy)."""
    return os.environ.get("TRITON_INTERPRET", "0").lower() in ("1", "true", "on", "yes")


def use_triton(choice: str, *tensors: Optional[torch.Tensor], what: str = "kernel") -> bool:
    """True when the Triton kernel should run for these inputs under ``choice``.

    Raises ValueError for an unknown choice and RuntimeError when ``choice == "triton"`` but the kernel
    cannot run (Triton missing, or CPU tensors without the interpreter)."""
    if choice not in KERNEL_CHOICES:
        raise ValueError(f"{what}: unknown kernel choice {choice!r}, expected one of {KERNEL_CHOICES}")
    if choice == "reference":
        return False
    present = [t for t in tensors if t is not None]
    on_cuda = len(present) > 0 and all(t.is_cuda for t in present)
    if choice == "auto":
        return on_cuda and triton_available()
    # choice == "triton"
    if not triton_available():
        raise RuntimeError(
            f"{what}: the Triton kernel was requested (kernel 'triton') but Triton does not import "
            f"({triton_import_error()}); install triton or use 'auto' / 'reference'"
        )
    if not on_cuda and not triton_interpreter():
        devices = sorted({str(t.device) for t in present})
        raise RuntimeError(
            f"{what}: the Triton kernel was requested (kernel 'triton') but the inputs are on {devices}, "
            "not CUDA; it runs on CUDA tensors only (or on CPU under TRITON_INTERPRET=1, for tests). "
            "Use 'auto' or 'reference' on CPU"
        )
    return True
