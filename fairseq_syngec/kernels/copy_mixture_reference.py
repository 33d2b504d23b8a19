"""The copy decoder's output layer in PyTorch: the generator's projection and Zhao et al. 2019 eq. 7 in the log
domain as one autograd function (:class:`CopyMixture`), worked on in blocks of rows, with its analytic backward.
It is the reference the fused Triton kernel (:mod:`fairseq_syngec.kernels.copy_mixture`) must match, and what
runs on the CPU (``fairseq_syngec.modules.copy_head.copy_log_probs_reference``). Imports no Triton."""

from typing import Optional

import torch
from torch import Tensor


# Zhao et al. 2019, eq. (7): the copy mass of each source position's id, c_i = sum_{j: x_j = x_i} a_copy_j.
def copy_mass_at_source(copy_attn: Tensor, src_tokens: Tensor) -> Tensor:
    """copy_attn [B, T, S], src_tokens [B, S] -> c [B, T, S] (repeated words share their summed weight)."""
    same = src_tokens.unsqueeze(2) == src_tokens.unsqueeze(1)  # [B, S, S]
    return torch.bmm(copy_attn, same.to(copy_attn.dtype))


def first_occurrences(src_tokens: Tensor) -> Tensor:
    """[B, S] True at the first position of each id in its row (each id's mass is counted once)."""
    s = src_tokens.size(1)
    same = src_tokens.unsqueeze(2) == src_tokens.unsqueeze(1)  # [B, S, S]
    earlier = torch.ones(s, s, dtype=torch.bool, device=src_tokens.device).tril(-1)
    return ~(same & earlier).any(dim=2)


CHUNK_ELEMENTS = 1 << 21  # the output layer works on blocks of about this many [rows x num_types] entries


def row_blocks(rows: int, num_types: int):
    """(start, end) of the row blocks the output layer works on: each block's [rows, num_types] slices
    stay in cache from one operation to the next, and backward allocates no [N, num_types] buffer
    (one block-sized buffer is reused)."""
    step = max(1, CHUNK_ELEMENTS // max(1, num_types))
    return [(r, min(rows, r + step)) for r in range(0, rows, step)]


def cpu_autocast_dtype(features: Tensor) -> Optional[torch.dtype]:
    """The lower precision CPU autocast is running in for these (CPU, floating) features, else None."""
    if features.device.type != "cpu" or features.dtype == torch.float64 or not torch.is_autocast_enabled("cpu"):
        return None
    return torch.get_autocast_dtype("cpu")


class CopyMixture(torch.autograd.Function):
    """The copy decoder's output layer: the generator's projection and Zhao et al. 2019 eq. (7) in the
    log domain, out[y] = log((1 - alpha) softmax(W h)[y] + alpha sum_{i: x_i = y} a_i), from log alpha
    and log(1 - alpha) (finite for a finite gate logit), optionally floored at ``floor`` (training's
    clamp, fused: no second pass or buffer).

    Forward fills one [N, num_types] buffer block of rows by block (``row_blocks``): the projection
    written into its first V_gen columns, the position markers set to -inf, log_softmax in place,
    + log(1 - alpha), then the log-sum-exp with the copy mass at the <= S source ids (no dense copy
    buffer, no probability-space detour). Backward, with G = dL/dout (0 where the floor cut),
    r_i = (1 - alpha) q(x_i) / p(x_i) at the source ids (1 elsewhere), H = G r and
    q = softmax(W h) = exp(out - log(1 - alpha)) off the source ids:
    dlogits = H - q sum_y H_y;  dlog(1 - alpha) = sum_y H_y;  dlog alpha = sum_u G_u (1 - r_u);
    da_j = alpha G_{x_j} / p(x_j)   (u: the distinct source ids); then dh = dlogits W, dW = dlogits^T h,
    also block by block, so that no [N, num_types] gradient is ever allocated.
    Entries without mass (-inf) get no gradient. Below the floor the term q sum H (q < 1e-10 / (1 - alpha))
    uses q at the floor, not its smaller true value. The output buffer is saved for backward.

    Under CPU bfloat16 autocast (``--amp --cpu``) the three matrix products (logits, dh, dW) take bf16
    operands, as autocast's own linear layers do (fp32 accumulation inside the product, dW summed over
    the row blocks in fp32); everything else stays fp32."""

    @staticmethod
    def forward(ctx, features, weight, copy_attn, log_alpha, log1m_alpha, src_tokens, num_types, floor):
        dtype = torch.float64 if features.dtype == torch.float64 else torch.float32
        bsz, tgt_len, dim = features.shape
        rows, src_len = bsz * tgt_len, src_tokens.size(1)
        v_gen = weight.size(0)
        out = torch.empty(rows, num_types, dtype=dtype, device=features.device)
        x = features.reshape(-1, dim)
        lowp = cpu_autocast_dtype(features)
        if lowp is not None:
            x, weight_lowp = x.to(lowp), weight.to(lowp)
        w_t = weight.t() if lowp is None and x.dtype == dtype and weight.dtype == dtype else None
        log_alpha, log1m_alpha = log_alpha.to(dtype).reshape(rows, 1), log1m_alpha.to(dtype).reshape(rows, 1)
        index = src_tokens.unsqueeze(1).expand(bsz, tgt_len, src_len).reshape(rows, src_len)
        with torch.autocast(features.device.type, enabled=False):  # the copy mass in fp32 (autocast: bmm in bf16)
            c = copy_mass_at_source(copy_attn.to(dtype), src_tokens).reshape(rows, src_len)
        has_mass = c > 0
        log_copy = torch.where(has_mass, log_alpha + torch.where(has_mass, c, torch.ones_like(c)).log(),
                               torch.full_like(c, float("-inf")))
        log_gen = torch.empty(rows, src_len, dtype=dtype, device=features.device)
        mixed = torch.empty_like(log_gen)
        for r0, r1 in row_blocks(rows, num_types):
            block = out[r0:r1]
            if w_t is not None:
                torch.mm(x[r0:r1], w_t, out=block[:, :v_gen])  # the logits, written into the output's rows
            elif lowp is not None:
                block[:, :v_gen] = torch.mm(x[r0:r1], weight_lowp.t())  # bf16 product, fp32 from here on
            else:
                block[:, :v_gen] = torch.mm(x[r0:r1], weight.t())
            block[:, v_gen:] = float("-inf")  # position markers: copy mass only
            torch._log_softmax(block, -1, False, out=block)  # in place: log q (the markers stay -inf)
            block += log1m_alpha[r0:r1]  # log((1 - alpha) q)
            torch.gather(block, 1, index[r0:r1], out=log_gen[r0:r1])  # at the source ids, -inf for markers
            torch.logaddexp(log_gen[r0:r1], log_copy[r0:r1], out=mixed[r0:r1])
            block.scatter_(1, index[r0:r1], mixed[r0:r1])
            if floor is not None:
                block.clamp_(min=floor)
        out = out.view(bsz, tgt_len, num_types)
        ctx.save_for_backward(out, features, weight, log_gen, mixed, log_alpha, log1m_alpha, src_tokens)
        ctx.info = (features.dtype, weight.dtype, copy_attn.dtype, floor, lowp)
        return out

    @staticmethod
    def backward(ctx, grad):
        out, features, weight, log_gen, mixed, log_alpha, log1m_alpha, src_tokens = ctx.saved_tensors
        features_dtype, weight_dtype, attn_dtype, floor, lowp = ctx.info
        bsz, tgt_len, num_types = out.shape
        rows, src_len = bsz * tgt_len, src_tokens.size(1)
        v_gen = weight.size(0)
        out, grad = out.view(rows, num_types), grad.reshape(rows, num_types)
        index = src_tokens.unsqueeze(1).expand(bsz, tgt_len, src_len).reshape(rows, src_len)
        # G: no mass, or floored -> no gradient (threshold_backward: grad where out > threshold, else 0)
        threshold = float("-inf") if floor is None else floor
        finite = torch.isfinite(mixed)
        safe_mixed = torch.where(finite, mixed, torch.zeros_like(mixed))
        ratio = torch.where(finite, (log_gen - safe_mixed).exp(), torch.zeros_like(mixed))  # r
        first = first_occurrences(src_tokens).unsqueeze(1).expand(bsz, tgt_len, src_len).reshape(rows, src_len)
        is_gen = (index < v_gen)
        copy_only = torch.isneginf(log1m_alpha)  # alpha = 1: no generator mass, dlogits = 0
        l1m = torch.where(copy_only, torch.zeros_like(log1m_alpha), log1m_alpha)
        g_src = torch.empty(rows, src_len, dtype=out.dtype, device=out.device)
        sum_h = torch.empty(rows, 1, dtype=out.dtype, device=out.device)
        x = features.reshape(-1, features.size(-1))
        d_features = torch.empty(rows, x.size(1), dtype=features_dtype, device=x.device)
        d_weight = None
        mm_dtype = lowp or features_dtype  # the products' operand type (bf16 under autocast)
        w, x = weight.to(mm_dtype), x.to(mm_dtype)
        blocks = row_blocks(rows, num_types)
        buffer = out.new_empty(max([r1 - r0 for r0, r1 in blocks], default=0), num_types)  # G, then dlogits
        for r0, r1 in blocks:
            g = buffer[: r1 - r0]
            torch.ops.aten.threshold_backward.grad_input(grad[r0:r1].to(out.dtype), out[r0:r1], threshold,
                                                         grad_input=g)
            torch.gather(g, 1, index[r0:r1], out=g_src[r0:r1])
            gs, rt, fg = g_src[r0:r1], ratio[r0:r1], first[r0:r1] & is_gen[r0:r1]
            d_logits = g[:, :v_gen]
            # sum_y H_y, H = G r: the dense sum, corrected at each distinct generator id of the source
            sh = sum_h[r0:r1]
            torch.sum(d_logits, -1, keepdim=True, out=sh)
            sh += (gs * (rt - 1)).masked_fill(~fg, 0.0).sum(-1, keepdim=True)
            # dlogits = H - q sum H, with q = exp(out - log(1 - alpha)) off the source ids; corrected there
            co, lm = copy_only[r0:r1], l1m[r0:r1]
            d_logits.addcmul_((out[r0:r1, :v_gen] - lm).exp_(), torch.where(co, 0.0, sh), value=-1.0)
            delta = gs * (rt - 1) - sh * ((log_gen[r0:r1] - lm).exp() - (safe_mixed[r0:r1] - lm).exp())
            delta = delta.masked_fill(~(fg & finite[r0:r1]) | co, 0.0)
            d_logits.scatter_add_(1, index[r0:r1].clamp(max=v_gen - 1), delta)
            d_logits = d_logits.to(mm_dtype)  # rows num_types apart
            if lowp is None:
                torch.mm(d_logits, w, out=d_features[r0:r1])
                if d_weight is None:
                    d_weight = torch.mm(d_logits.t(), x[r0:r1])
                else:
                    d_weight.addmm_(d_logits.t(), x[r0:r1])
            else:  # bf16 products, their results summed in fp32
                d_features[r0:r1] = torch.mm(d_logits, w)
                block_dw = torch.mm(d_logits.t(), x[r0:r1]).float()
                d_weight = block_dw if d_weight is None else d_weight.add_(block_dw)
        if d_weight is None:  # no rows
            d_weight = torch.zeros_like(weight, dtype=features_dtype)
        d_log_alpha = (g_src * (1 - ratio)).masked_fill(~first, 0.0).sum(-1, keepdim=True)
        d_attn = g_src * (log_alpha - safe_mixed).exp()  # alpha G / p
        return (d_features.view(features.shape), d_weight.to(weight_dtype),
                d_attn.view(bsz, tgt_len, src_len).to(attn_dtype), d_log_alpha.view(bsz, tgt_len, 1),
                sum_h.view(bsz, tgt_len, 1), None, None, None)


