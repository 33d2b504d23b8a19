"""Fused GPU kernels (Triton) and the dispatch between them and their PyTorch references.

* ``syntactic_attention`` (SynGEC eq. 15): FlashAttention-style forward and backward of
  ``softmax(p_ij * Q K^T / sqrt(d)) V`` with a syntax prior p shared by the heads, key padding,
  row dropout of p and dropout of the attention weights; never builds the [B, H, n, n] scores.
  Reference: ``fairseq_syngec.modules.syntactic_attention.syntactic_attention_reference``.
* ``copy_mixture`` (Zhao et al. 2019 eq. 7 then the log): the copy decoder's log-probabilities
  ``log((1 - alpha) softmax(logits) + alpha scatter(a_copy, src))`` without a dense copy buffer.
  PyTorch counterpart: ``fairseq_syngec.modules.copy_head.copy_log_probs_reference`` (the projection
  and the mixture in the log domain, analytic backward).

Importing this package never imports Triton; the kernel modules are imported on first use.
"""

from fairseq_syngec.kernels.dispatch import (  # noqa: F401
    KERNEL_CHOICES,
    triton_available,
    triton_import_error,
    triton_interpreter,
    use_triton,
)
