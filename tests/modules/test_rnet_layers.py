"""R-Net layers (fairseq_syngec/modules/rnet.py): shapes, masks, equations, padding invariance."""

import pytest
import torch
import torch.nn.functional as F

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


def test_char_embedding_depends_on_the_word_only():
    torch.manual_seed(0)
    table = torch.tensor([[1, 1, 1], [4, 5, 1], [4, 5, 6], [6, 1, 1]])  # pad char = 1
    lengths = torch.tensor([1, 2, 3, 1])
    emb = CharEmbedding(8, 3, 4, padding_idx=1)
    tokens = torch.tensor([[2, 1, 3, 2], [3, 3, 0, 0]])
    out = emb(tokens, table, lengths)
    assert out.shape == (2, 4, 8)
    assert torch.allclose(out[0, 0], out[0, 3]) and torch.allclose(out[0, 2], out[1, 1])
    one = emb(torch.tensor([[1]]), table, lengths)
    ref = emb.rnn.final_states(emb.embed(table[1:2, :2]), torch.tensor([2]))
    assert torch.allclose(one[0, 0], out[0, 1]) and torch.allclose(ref[0], out[0, 1])


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


def test_question_pooling_is_a_masked_average_of_the_question():
    torch.manual_seed(0)
    pool = QuestionPooling(6, 5)
    q_len = torch.tensor([5, 2])
    question, q_mask = padded(torch.randn(2, 5, 6), q_len)
    r = pool(question, q_mask)
    assert r.shape == (2, 6)
    att = pool.attention
    s = additive_attention_scores(att.w_key(question[1:, :2]), att.w_query(pool.v_r), att.v)
    expected = F.softmax(s, -1) @ question[1:, :2]
    assert torch.allclose(r[1], expected[0, 0])


def test_pointer_outputs_are_distributions_with_zero_mass_on_padding():
    torch.manual_seed(0)
    ptr = PointerNetwork(6, 4, 5)
    p_len = torch.tensor([7, 3])
    passage, mask = padded(torch.randn(2, 7, 6), p_len)
    init = torch.randn(2, 4)
    start, end = ptr(passage, mask, init)
    for lp in (start, end):
        assert lp.shape == (2, 7)
        assert torch.allclose(lp.exp().sum(-1), torch.ones(2, dtype=lp.dtype))
        assert torch.all(lp.exp()[1, 3:] == 0)
    s1, e1 = ptr(passage[1:, :3], mask[1:, :3], init[1:])
    assert torch.allclose(s1[0], start[1, :3]) and torch.allclose(e1[0], end[1, :3])
    # the end step starts from h_1^a = GRU(c_1, r^Q), c_1 = the start-attention-pooled passage
    c1 = start.exp()[:, None, :] @ passage
    h1 = ptr.cell(c1.squeeze(1), init)
    assert torch.allclose(end, ptr.step_log_probs(ptr.w_passage(passage), h1, mask))


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
