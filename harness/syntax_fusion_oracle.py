"""Literal definitions of the syntax fusion's boundary, constituent, parent and dependency
distributions (SynGEC's syn-fusion, eqs. 8-10), and plain Python loops over its eqs. 4-10 (no helper of the
module), the oracles of tests/modules/test_syntax_fusion.py and test_syntax_autocast.py
(and the "literal" baseline of benchmarks/syngec_speed.py). They build the O(n^3) and O(n^4)
tensors the package's ``fairseq_syngec.modules.syntax_fusion.dependency_distribution`` avoids;
conventions (pads, sentence edges, head exclusion) are that module's."""

import math
from typing import Tuple

import torch
from torch import Tensor

from fairseq_syngec.modules.syntax_fusion import (
    SyntaxFusion,
    _exclude_head,
    _neg,
    _pad_free_spans,
    boundary_edges,
    log_boundary_distributions,
)
from harness.module_helpers import make_pad_mask


# SynGEC eq. 8 in probability space.
def boundary_distributions(tau: Tensor, delta: Tensor, pad_mask: Tensor) -> Tuple[Tensor, Tensor]:
    """Probability-space view of ``log_boundary_distributions``: (p(l|i), p(r|i)), [B, n, n] each,
    exactly 0 where impossible. With the edge convention each real row sums to 1 (telescoping)."""
    log_left, log_right = log_boundary_distributions(tau, delta, pad_mask)
    spans = _pad_free_spans(pad_mask)
    return (
        log_left.exp().masked_fill(~spans.transpose(1, 2), 0.0),
        log_right.exp().masked_fill(~spans, 0.0),
    )


# SynGEC eq. 8: p_C([l, r]|i) = p(l|i) p(r|i) (smallest constituent containing i).
def constituent_distribution(p_left: Tensor, p_right: Tensor) -> Tensor:
    """p(l|i) [B, i, l], p(r|i) [B, i, r] -> p_C [B, i, l, r] (O(n^3) memory: oracle / small n)."""
    return p_left[:, :, :, None] * p_right[:, :, None, :]


# SynGEC eq. 9: p_Pr(j|[l, r]) = softmax(delta_l, ..., delta_r)_j.
def parent_distribution(delta: Tensor, pad_mask: Tensor) -> Tensor:
    """delta [B, n] -> p_Pr [B, l, r, j] (O(n^3) memory: oracle / small n). Rows of pad-free
    windows l <= r sum to 1 over j in [l, r]; every other row is 0."""
    n = delta.size(1)
    delta = delta.masked_fill(pad_mask, 0.0)
    idx = torch.arange(n, device=delta.device)
    inside = (idx[:, None, None] <= idx[None, None, :]) & (idx[None, None, :] <= idx[None, :, None])
    logits = delta[:, None, None, :].masked_fill(~inside[None], _neg(delta.dtype))
    p = torch.softmax(logits, dim=-1)
    return p.masked_fill(~(_pad_free_spans(pad_mask)[..., None] & inside[None]), 0.0)


# SynGEC eq. 10 (literal): p_dep(j|i) = sum_[l,r] p_Pr(j|[l,r]) p_C([l,r]|i).
def dependency_distribution_literal(tau: Tensor, delta: Tensor, pad_mask: Tensor) -> Tensor:
    """The literal O(n^4) definition (small n). Boundary probabilities are products of
    sigmoids evaluated term by term, the parent softmax is taken window by window, and the sum
    over every (i, j, l, r) is an einsum over the explicit p_C [B, i, l, r] and p_Pr [B, l, r, j].
    Shares no arithmetic with ``dependency_distribution``. -> [B, n, n]."""
    bsz, n = delta.shape
    edge = boundary_edges(pad_mask)
    tau = tau.masked_fill(edge, 0.0)
    delta = delta.masked_fill(pad_mask, 0.0)
    zero, one = delta.new_zeros(bsz), delta.new_ones(bsz)

    def p_le(k: int, i: int) -> Tensor:  # p(tau_k <= delta_i); a sentence edge is never <= delta
        if k < 0 or k >= n - 1:
            return zero
        return torch.where(edge[:, k], zero, torch.sigmoid(delta[:, i] - tau[:, k]))

    def p_gt(k: int, i: int) -> Tensor:  # p(tau_k > delta_i); a sentence edge always is
        if k < 0 or k >= n - 1:
            return one
        return torch.where(edge[:, k], one, torch.sigmoid(tau[:, k] - delta[:, i]))

    p_left = delta.new_zeros(bsz, n, n)
    p_right = delta.new_zeros(bsz, n, n)
    for i in range(n):
        for l in range(i + 1):
            p = p_gt(l - 1, i)
            for k in range(l, i):
                p = p * p_le(k, i)
            p_left[:, i, l] = p
        for r in range(i, n):
            p = p_gt(r, i)
            for k in range(i, r):
                p = p * p_le(k, i)
            p_right[:, i, r] = p
    p_pr = delta.new_zeros(bsz, n, n, n)
    for l in range(n):
        for r in range(l, n):
            p_pr[:, l, r, l : r + 1] = torch.softmax(delta[:, l : r + 1], dim=-1)
    real = (~pad_mask).to(delta.dtype)
    p_c = constituent_distribution(p_left * real[:, :, None], p_right * real[:, :, None])
    p_dep = torch.einsum("bilr,blrj->bij", p_c, p_pr)
    return _exclude_head(p_dep, pad_mask)  # StructFormer's head exclusion, as the package's


def _delta_spreads(delta: Tensor, pad_mask: Tensor) -> Tensor:
    """[B]: max - min of each sentence's real deltas (0 for a fully padded row), detached."""
    d = delta.detach()
    hi = d.masked_fill(pad_mask, float("-inf")).amax(-1)
    lo = d.masked_fill(pad_mask, float("inf")).amin(-1)
    return torch.where(pad_mask.all(-1), torch.zeros_like(hi), hi - lo)


def delta_range(delta: Tensor, pad_mask: Tensor) -> float:
    """max over sentences of (max - min) of the real deltas (0 when everything is padded)."""
    spread = _delta_spreads(delta, pad_mask)
    return float(spread.max()) if spread.numel() else 0.0


# --- plain Python loops over i, j (l, r), no helper of the module ------------------------------


def sig(x: float) -> float:
    """The logistic sigmoid of one Python float."""
    return 1.0 / (1.0 + math.exp(-x))


def python_conv_distance_height(model, emb, pad_mask):
    """Eqs. 4-6 with Python floats, from the module's parameters:
    (4) S_l,i = tanh(b + sum_{o=-w..w} W[:, :, o+w] S_{l-1,i+o}), a pad or a position outside the
        sentence reading as 0; (5) tau_k = W2 ReLU(W1 [s_N,k ; s_N,k+1]) (no biases);
    (6) delta_i = W2 ReLU(W1 s_N,i + b1) + b2. -> per sentence (tau list, delta list), None at pads
    and at boundaries touching a pad."""
    bsz, n, d = emb.shape
    convs = [(c.weight.tolist(), c.bias.tolist(), c.kernel_size[0] // 2) for c in model.convs]
    w1t, w2t = model.distance_hidden.weight.tolist(), model.distance_out.weight.tolist()[0]
    w1d, b1d = model.height_hidden.weight.tolist(), model.height_hidden.bias.tolist()
    w2d, b2d = model.height_out.weight.tolist()[0], model.height_out.bias.item()
    out = []
    for b in range(bsz):
        pad = pad_mask[b].tolist()
        s = [[0.0] * d if pad[i] else emb[b, i].tolist() for i in range(n)]
        for weight, bias, w in convs:
            new = []
            for i in range(n):
                if pad[i]:
                    new.append([0.0] * d)
                    continue
                row = []
                for c_out in range(d):
                    acc = bias[c_out]
                    for o in range(-w, w + 1):
                        if 0 <= i + o < n and not pad[i + o]:
                            acc += sum(weight[c_out][c_in][o + w] * s[i + o][c_in] for c_in in range(d))
                    row.append(math.tanh(acc))
                new.append(row)
            s = new
        tau = []
        for k in range(n - 1):
            if pad[k] or pad[k + 1]:
                tau.append(None)
                continue
            pair = s[k] + s[k + 1]  # [s_k ; s_{k+1}]
            hidden = [max(0.0, sum(wr[c] * pair[c] for c in range(2 * d))) for wr in w1t]
            tau.append(sum(w2t[h] * hidden[h] for h in range(len(hidden))))
        delta = []
        for i in range(n):
            if pad[i]:
                delta.append(None)
                continue
            hidden = [max(0.0, sum(w1d[h][c] * s[i][c] for c in range(d)) + b1d[h]) for h in range(len(w1d))]
            delta.append(sum(w2d[h] * hidden[h] for h in range(len(hidden))) + b2d)
        out.append((tau, delta))
    return out


def python_constituency(tau, pad):
    """Eq. 7 for one sentence: p(j|i) = sigmoid(tanh(t_j - t_i) + 1), t_i the distance of the
    boundary right of i (None = sentence edge, infinite: tanh(inf - x) = 1, tanh(x - inf) = -1,
    tanh(inf - inf) taken as 0). Pad rows/columns 0."""
    n = len(pad)
    t = [tau[i] if i < n - 1 and not pad[i] and not pad[i + 1] else None for i in range(n)]
    p = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if pad[i] or pad[j]:
                continue
            if t[i] is None and t[j] is None:
                th = 0.0
            elif t[j] is None:
                th = 1.0
            elif t[i] is None:
                th = -1.0
            else:
                th = math.tanh(t[j] - t[i])
            p[i][j] = sig(th + 1.0)
    return p


def python_dependency(tau, delta, pad):
    """Eqs. 8-10 for one sentence, literally: p(l|i) = p(tau_{l-1} > delta_i) prod_{k=l}^{i-1}
    p(tau_k <= delta_i), p(r|i) = p(tau_r > delta_i) prod_{k=i}^{r-1} p(tau_k <= delta_i),
    p(tau > delta) = sigmoid(tau - delta), an edge (sentence end or a pad) always '>';
    p_dep(j|i) = sum_{l <= min(i,j)} sum_{r >= max(i,j)} p(l|i) p(r|i) softmax(delta_l..delta_r)_j,
    j = i excluded (no renormalisation); pad rows/columns 0."""
    n = len(pad)
    edge = lambda k: k < 0 or k >= n - 1 or pad[k] or pad[k + 1]  # noqa: E731
    gt = lambda k, i: 1.0 if edge(k) else sig(tau[k] - delta[i])  # noqa: E731
    le = lambda k, i: 0.0 if edge(k) else sig(delta[i] - tau[k])  # noqa: E731
    p = [[0.0] * n for _ in range(n)]
    for i in range(n):
        if pad[i]:
            continue
        p_l = [gt(l - 1, i) * math.prod(le(k, i) for k in range(l, i)) if l <= i else 0.0 for l in range(n)]
        p_r = [gt(r, i) * math.prod(le(k, i) for k in range(i, r)) if r >= i else 0.0 for r in range(n)]
        for j in range(n):
            if j == i or pad[j]:
                continue
            total = 0.0
            for l in range(min(i, j) + 1):
                for r in range(max(i, j), n):
                    if p_l[l] * p_r[r] == 0.0:
                        continue  # a window across a pad, or an impossible boundary
                    z = sum(math.exp(delta[k]) for k in range(l, r + 1))
                    total += p_l[l] * p_r[r] * math.exp(delta[j]) / z
            p[i][j] = total
    return p


def make_oracle_model(mode="fused", seed=21):
    """A SyntaxFusion in float64 whose every parameter is random and non-zero: the gate's weights
    too (at initialisation they are 0, g = 0.5, which cannot tell W_g1 from W_g2)."""
    torch.manual_seed(seed)
    model = SyntaxFusion(6, num_conv_layers=2, kernel_size=3, hidden_dim=5, mode=mode).double()
    if mode == "fused":
        with torch.no_grad():
            model.gate_const_weight.fill_(1.7)
            model.gate_dep_weight.fill_(-2.3)
            model.gate_bias.fill_(0.4)
    g = torch.Generator().manual_seed(seed)
    emb = 2.0 * torch.randn(3, 7, 6, generator=g, dtype=torch.float64)  # tanh well out of its linear range
    return model, emb, make_pad_mask([7, 4, 5], 7, left=(2,))
