"""R-Net layers (fairseq_syngec/modules/rnet.py): shapes, masks, equations, padding invariance."""

import pytest
import torch

from fairseq_syngec.modules.rnet import (
    AdditiveAttention,
    AttentionGate,
    BiGRUEncoder,
    CharEmbedding,
    GatedAttentionRNN,
    PointerNetwork,
    QuestionPooling,
    additive_attention_scores,
    best_spans,
    lengths_to_padding_mask,
)


@pytest.fixture(autouse=True)
def _float64():
    """Exact comparisons below: float64 while each test runs (not at import: pytest imports every
    test module before running any, and the default dtype is global)."""
    old = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    yield
    torch.set_default_dtype(old)


def padded(x, lengths):
    """Zero the positions past each length (as a padded batch would hold)."""
    mask = lengths_to_padding_mask(lengths, x.size(1))
    return x.masked_fill(mask[..., None], 0.0), mask


def randomise(module, std=0.6):
    """Random non-zero weights, large enough that the sigmoids and tanhs leave their linear
    middle (a gate at its initial ~0.5 proves nothing)."""
    with torch.no_grad():
        for p in module.parameters():
            p.normal_(0.0, std)
    return module


def sigmoid(x):
    return 1.0 / (1.0 + torch.exp(-x))


def gru_weights(gru, suffix):
    """(W_ih, W_hh, b_ih, b_hh) of the first layer of an nn.GRU, one direction."""
    return tuple(getattr(gru, f"{name}_l0{suffix}") for name in ("weight_ih", "weight_hh", "bias_ih", "bias_hh"))


def gru_step(x, h, w_ih, w_hh, b_ih, b_hh):
    """One GRU step, written out: r = sigmoid(W_ir x + b_ir + W_hr h + b_hr), z likewise,
    n = tanh(W_in x + b_in + r * (W_hn h + b_hn)), h' = (1 - z) * n + z * h."""
    H = h.numel()
    gi, gh = w_ih @ x + b_ih, w_hh @ h + b_hh
    r = sigmoid(gi[:H] + gh[:H])
    z = sigmoid(gi[H:2 * H] + gh[H:2 * H])
    n = torch.tanh(gi[2 * H:] + r * gh[2 * H:])
    return (1 - z) * n + z * h


def gru_loop(xs, w_ih, w_hh, b_ih, b_hh):
    """The states after each of the inputs xs (a list of vectors), from h_0 = 0."""
    h, out = torch.zeros(w_hh.size(1)), []
    for x in xs:
        h = gru_step(x, h, w_ih, w_hh, b_ih, b_hh)
        out.append(h)
    return out


def bigru_loop(xs, gru):
    """[forward state; backward state] at each step of a one-layer bidirectional nn.GRU."""
    fwd = gru_loop(xs, *gru_weights(gru, ""))
    bwd = gru_loop(xs[::-1], *gru_weights(gru, "_reverse"))[::-1]
    return [torch.cat([f, b]) for f, b in zip(fwd, bwd)]


def attention_loop(query, keys, w_query, w_key, v):
    """Additive attention of one query over a list of keys, written out: s_j = v^T tanh(W_k k_j +
    W_q q), a_j = exp(s_j) / sum_i exp(s_i), c = sum_j a_j k_j. Returns (c, [a_j])."""
    scores = [v @ torch.tanh(w_key @ k + w_query @ query) for k in keys]
    total = sum(torch.exp(s) for s in scores)
    weights = [torch.exp(s) / total for s in scores]
    context = sum(a * k for a, k in zip(weights, keys))
    return context, weights


def gated_attention_rnn_loop(layer, queries, q_len, keys, k_len):
    """R-Net eq 4-6 (without W_v^P v_{t-1}^P, the documented deviation) and eq 7-8, one sequence:
    for t = 1..n: c_t = att(keys, u_t); x_t = [u_t; c_t]; g_t = sigmoid(W_g x_t); x_t* = g_t * x_t;
    then v_t = BiGRU(x_t*). Returns the outputs, the attention weights and the gates."""
    att = layer.attention
    real_keys = [keys[j] for j in range(k_len)]
    gated, weights, gates = [], [], []
    for t in range(q_len):
        c_t, a_t = attention_loop(queries[t], real_keys, att.w_query.weight, att.w_key.weight, att.v)
        x_t = torch.cat([queries[t], c_t])
        g_t = sigmoid(layer.gate.w_g.weight @ x_t)
        gated.append(g_t * x_t)
        weights.append(a_t)
        gates.append(g_t)
    return bigru_loop(gated, layer.rnn.gru), weights, torch.stack(gates)


def test_additive_attention_scores_match_the_equation():
    torch.manual_seed(0)
    k, q, v = torch.randn(2, 5, 4), torch.randn(2, 3, 4), torch.randn(4)
    s = additive_attention_scores(k, q, v)
    assert s.shape == (2, 3, 5)
    for b in range(2):
        for t in range(3):
            for j in range(5):
                assert torch.allclose(s[b, t, j], v @ torch.tanh(k[b, j] + q[b, t]))


def test_attention_ignores_padded_keys_and_chunks_agree():
    torch.manual_seed(0)
    att = AdditiveAttention(6, 4, 5)
    lengths = torch.tensor([5, 2])
    keys, mask = padded(torch.randn(2, 5, 4), lengths)
    queries = torch.randn(2, 7, 6, requires_grad=True)
    ctx, w = att(queries, keys, mask)
    assert ctx.shape == (2, 7, 4) and w.shape == (2, 7, 5)
    assert torch.all(w[1, :, 2:] == 0)  # padded keys: exactly zero weight
    assert torch.allclose(w.sum(-1), torch.ones(2, 7))
    # garbage at padded keys changes nothing
    ctx2, _ = att(queries, keys + mask[..., None] * 100.0, mask)
    assert torch.allclose(ctx, ctx2)  # values = keys: weight 0 times garbage adds nothing
    ctx.sum().backward()
    g_full = queries.grad.clone()
    queries.grad = None
    att.chunk_size = 3  # computed 3 queries at a time, recomputed in backward
    ctx_c, w_c = att(queries, keys, mask)
    ctx_c.sum().backward()
    assert torch.allclose(ctx, ctx_c) and torch.allclose(w, w_c)
    assert torch.allclose(g_full, queries.grad)


def test_gate_is_sigmoid_of_linear_times_input():
    torch.manual_seed(0)
    gate = AttentionGate(7)
    u, c = torch.randn(2, 3, 4), torch.randn(2, 3, 3)
    x = torch.cat([u, c], -1)
    assert torch.allclose(gate(u, c), torch.sigmoid(x @ gate.w_g.weight.T) * x)


def test_bigru_is_padding_invariant_and_zero_at_padding():
    torch.manual_seed(0)
    enc = BiGRUEncoder(4, 3, num_layers=2).eval()
    lengths = torch.tensor([6, 3])
    x, mask = padded(torch.randn(2, 6, 4), lengths)
    out = enc(x, lengths)
    assert out.shape == (2, 6, 6)
    assert torch.all(out[1, 3:] == 0)
    alone = enc(x[1:, :3], lengths[1:])  # the short sequence without padding
    assert torch.allclose(out[1, :3], alone[0])
    x_noise = x.clone()
    x_noise[1, 3:] = 50.0  # garbage in padding never enters the recurrence
    assert torch.allclose(enc(x_noise, lengths), out)
    final = enc.final_states(x, lengths)
    # final forward state = output at the last real step (forward half); backward = output at step 0
    assert torch.allclose(final[1, :3], out[1, 2, :3]) and torch.allclose(final[1, 3:], out[1, 0, 3:])


def test_char_embedding_depends_on_the_spelling_only():
    torch.manual_seed(0)
    emb = CharEmbedding(8, 3, 4, padding_idx=1)
    randomise(emb)
    # [B, n, L] character ids, pad char = 1; a row of pad only (a padded position) is one pad char
    chars = torch.tensor([[[4, 5, 6], [4, 5, 1], [6, 1, 1], [4, 5, 6]],
                          [[6, 1, 1], [6, 1, 1], [1, 1, 1], [1, 1, 1]]])
    out = emb(chars)
    assert out.shape == (2, 4, 8)
    assert torch.allclose(out[0, 0], out[0, 3]) and torch.allclose(out[0, 2], out[1, 1])
    assert not torch.allclose(out[0, 0], out[0, 1])  # a prefix is another word
    # R-Net sec 3.1: c_t = [last forward state; last backward state] of a BiGRU over the characters
    gru = emb.rnn.gru
    for b, k in ((0, 0), (0, 1), (0, 2), (1, 2)):
        ids = [i for i in chars[b, k].tolist() if i != 1] or [1]
        xs = [emb.embed.weight[i] for i in ids]
        fwd = gru_loop(xs, *gru_weights(gru, ""))
        bwd = gru_loop(xs[::-1], *gru_weights(gru, "_reverse"))
        assert torch.allclose(out[b, k], torch.cat([fwd[-1], bwd[-1]]))
    assert torch.allclose(emb(chars[:1, 1:2, :2])[0, 0], out[0, 1])  # the character padding is not read


def test_gated_attention_rnn_shapes_and_padding_invariance():
    torch.manual_seed(0)
    layer = GatedAttentionRNN(6, 6, 3, 5).eval()
    p_len, q_len = torch.tensor([7, 4]), torch.tensor([3, 5])
    passage, p_mask = padded(torch.randn(2, 7, 6), p_len)
    question, q_mask = padded(torch.randn(2, 5, 6), q_len)
    out, w = layer(passage, p_len, question, q_mask)
    assert out.shape == (2, 7, 6) and w.shape == (2, 7, 5)
    assert torch.all(out[1, 4:] == 0) and torch.all(w[0, :, 3:] == 0)
    alone, _ = layer(passage[1:, :4], p_len[1:], question[1:], q_mask[1:])
    assert torch.allclose(alone[0], out[1, :4])
    # self-matching: the passage attends over itself
    self_out, self_w = layer(passage, p_len, passage, p_mask)
    assert torch.all(self_w[1, :, 4:] == 0)


def test_gated_attention_rnn_matches_a_per_step_loop():
    """Question-passage matching, R-Net eq 4-6 (as implemented: no W_v^P v_{t-1}^P term, see the
    module docstring), on a padded batch with garbage at the padding, against the literal loop."""
    torch.manual_seed(1)
    layer = randomise(GatedAttentionRNN(4, 3, 5, 6)).eval()  # passage u^P: 4-d, question u^Q: 3-d
    p_len, q_len = torch.tensor([6, 3, 5]), torch.tensor([2, 4, 4])
    passage = torch.randn(3, 6, 4)
    question = torch.randn(3, 4, 3)
    q_mask = lengths_to_padding_mask(q_len, 4)
    passage[1, 3:] = 7.0  # garbage at padding: must not matter
    question[0, 2:] = -5.0
    out, w = layer(passage, p_len, question, q_mask)
    all_gates = []
    for b in range(3):
        n, m = int(p_len[b]), int(q_len[b])
        ref, ref_w, gates = gated_attention_rnn_loop(layer, passage[b], n, question[b], m)
        all_gates.append(gates)
        for t in range(n):
            assert torch.allclose(out[b, t], ref[t]), (b, t)
            assert torch.allclose(w[b, t, :m], torch.stack(ref_w[t]))
        assert torch.all(out[b, n:] == 0) and torch.all(w[b, :, m:] == 0)
    gates = torch.cat(all_gates)
    assert gates.min() < 0.2 and gates.max() > 0.8  # the gate really gates


def test_self_matching_matches_a_per_step_loop():
    """Self-matching attention, R-Net eq 7-8: the passage v^P attends over itself (padded keys
    masked), gate, BiGRU -> h^P; against the literal loop."""
    torch.manual_seed(2)
    layer = randomise(GatedAttentionRNN(4, 4, 3, 5)).eval()
    p_len = torch.tensor([5, 2, 4])
    passage = torch.randn(3, 5, 4)
    passage[1, 2:] = 9.0
    passage[2, 4:] = -3.0
    p_mask = lengths_to_padding_mask(p_len, 5)
    out, w = layer(passage, p_len, passage, p_mask)
    for b in range(3):
        n = int(p_len[b])
        ref, ref_w, _ = gated_attention_rnn_loop(layer, passage[b], n, passage[b], n)
        for t in range(n):
            assert torch.allclose(out[b, t], ref[t]), (b, t)
            assert torch.allclose(w[b, t, :n], torch.stack(ref_w[t]))
        assert torch.all(out[b, n:] == 0) and torch.all(w[b, :, n:] == 0)
    # attention chunks (recomputed in backward) give the same
    layer.attention.chunk_size = 2
    out_c, _ = layer(passage, p_len, passage, p_mask)
    assert torch.allclose(out_c, out)


def test_question_pooling_matches_a_loop():
    """R-Net eq 11: r^Q = sum_j a_j u_j^Q, s_j = v^T tanh(W_u^Q u_j^Q + W_v^Q V_r^Q)."""
    torch.manual_seed(0)
    pool = randomise(QuestionPooling(6, 5))
    q_len = torch.tensor([5, 2])
    question = torch.randn(2, 5, 6)
    question[1, 2:] = 4.0  # garbage at padding
    r = pool(question, lengths_to_padding_mask(q_len, 5))
    assert r.shape == (2, 6)
    att = pool.attention
    for b in range(2):
        ref, _ = attention_loop(pool.v_r[0, 0], [question[b, j] for j in range(int(q_len[b]))],
                                att.w_query.weight, att.w_key.weight, att.v)
        assert torch.allclose(r[b], ref)


def test_pointer_network_matches_a_loop():
    """R-Net eq 9-10, two steps from h_0^a = r^Q: s_j^t = v^T tanh(W_h^P h_j^P + W_h^a h_{t-1}^a),
    a^t = softmax(s^t); c_1 = sum_i a_i^1 h_i^P; h_1^a = GRU(h_0^a, c_1); start = a^1, end = a^2."""
    torch.manual_seed(3)
    ptr = randomise(PointerNetwork(6, 4, 5))
    p_len = torch.tensor([7, 3])
    passage = torch.randn(2, 7, 6)
    passage[1, 3:] = 6.0  # garbage at padding
    mask = lengths_to_padding_mask(p_len, 7)
    init = torch.randn(2, 4)
    start, end = ptr(passage, mask, init)
    cell = ptr.cell
    for b in range(2):
        n = int(p_len[b])
        h = [passage[b, j] for j in range(n)]
        c1, a1 = attention_loop(init[b], h, ptr.w_state.weight, ptr.w_passage.weight, ptr.v)
        h1 = gru_step(c1, init[b], cell.weight_ih, cell.weight_hh, cell.bias_ih, cell.bias_hh)
        _, a2 = attention_loop(h1, h, ptr.w_state.weight, ptr.w_passage.weight, ptr.v)
        assert torch.allclose(start[b, :n], torch.log(torch.stack(a1)))
        assert torch.allclose(end[b, :n], torch.log(torch.stack(a2)))
        assert torch.all(start[b, n:] == float("-inf")) and torch.all(end[b, n:] == float("-inf"))
    assert not torch.allclose(start, end)  # the second step moved


def brute_force_spans(start, end, max_len):
    bsz, n = start.shape
    best = []
    for b in range(bsz):
        cand = [(start[b, i] + end[b, j], i, j) for i in range(n) for j in range(i, min(n, i + max_len + 1))]
        score, i, j = max(cand, key=lambda c: c[0])
        best.append((i, j, score))
    return best


def test_best_spans_matches_brute_force():
    torch.manual_seed(0)
    for n, max_len in ((1, 15), (9, 0), (9, 3), (20, 15), (30, 40)):
        start = torch.log_softmax(torch.randn(4, n), -1)
        end = torch.log_softmax(torch.randn(4, n), -1)
        if n > 2:  # padding at the tail of row 1
            start[1, n - 2:] = float("-inf")
            end[1, n - 2:] = float("-inf")
        s, e, score = best_spans(start, end, max_len)
        for b, (i, j, sc) in enumerate(brute_force_spans(start, end, max_len)):
            assert (s[b].item(), e[b].item()) == (i, j), (n, max_len, b)
            assert torch.isclose(score[b], sc)
        assert torch.all(e - s <= max_len) and torch.all(e >= s)
