"""K-BERT (Liu et al., 2020): sentence tree on the paper's example (exact flattened order, soft positions,
segments, visible matrix), entity matching on words/pieces/characters, caps that are reported,
batching, and mask-self-attention through fairseq's MultiheadAttention with the per-example mask
the encoder builds (``visible_to_attn_mask``) against a literal softmax over the visible keys.
The encoder itself is tested in tests/models/test_fact_transformer.py."""

import math

import torch

from fairseq_syngec.data.kbert import (
    KnowledgeStats,
    build_sentence_tree,
    collate_positions,
    collate_visible,
    match_entities,
)
from fairseq_syngec.modules.kbert import visible_to_attn_mask

KG = {"Cook": [("CEO", "Apple")], "Beijing": [("capital", "China"), ("is_a", "City")]}


def expected_visible(n, sentence, branches):
    """branches: [(entity positions, branch positions)]."""
    v = torch.zeros(n, n, dtype=torch.bool)
    for i in sentence:
        for j in sentence:
            v[i, j] = True
    for ent, br in branches:
        for i in br:
            for j in br + ent:
                v[i, j] = True
        for i in ent:
            for j in br:
                v[i, j] = True
    return v


def test_seed_example():
    tree = build_sentence_tree("[CLS] Tim Cook is visiting Beijing now".split(), KG)
    assert tree.tokens == ["[CLS]", "Tim", "Cook", "CEO", "Apple", "is", "visiting", "Beijing", "capital",
                           "China", "is_a", "City", "now"]
    assert tree.soft_positions == [0, 1, 2, 3, 4, 3, 4, 5, 6, 7, 6, 7, 6]  # seed figure 2
    assert tree.src_index == [0, 1, 2, -1, -1, 3, 4, 5, -1, -1, -1, -1, 6]
    assert tree.branch_id == [-1, -1, -1, 0, 0, -1, -1, -1, 1, 1, 2, 2, -1]
    assert tree.segments == [0, 0, 0, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0]  # branch tokens: segment 1
    assert tree.src_to_flat == [0, 1, 2, 5, 6, 7, 12]
    sentence = [0, 1, 2, 5, 6, 7, 12]
    exp = expected_visible(13, sentence, [([2], [3, 4]), ([7], [8, 9]), ([7], [10, 11])])
    assert torch.equal(tree.visible, exp)
    # the seed's statements: [CLS] does not see Apple, Apple does not see China, China sees Beijing
    assert not tree.visible[0, 4] and not tree.visible[4, 9] and tree.visible[9, 7]
    assert not tree.visible[8, 10]  # two branches of Beijing do not see each other
    assert tree.dropped_branches == 0 and tree.truncated_tokens == 0


def test_max_entities_takes_branches_in_file_order():
    tree = build_sentence_tree("Tim Cook is visiting Beijing now".split(), KG, max_entities=1)
    assert tree.tokens == ["Tim", "Cook", "CEO", "Apple", "is", "visiting", "Beijing", "capital", "China", "now"]
    assert build_sentence_tree("Beijing".split(), KG, max_entities=0).tokens == ["Beijing"]


def test_max_length_is_reported():
    toks = "[CLS] Tim Cook is visiting Beijing now".split()
    tree = build_sentence_tree(toks, KG, max_length=10)
    assert len(tree.tokens) == 9 and tree.dropped_branches == 2  # both Beijing branches did not fit
    tree = build_sentence_tree(toks, KG, max_length=5)
    assert tree.tokens == toks[:5] and tree.truncated_tokens == 2 and tree.dropped_branches == 1
    assert tree.src_to_flat[-2:] == [-1, -1]
    stats = KnowledgeStats()
    stats.add(tree)
    assert (stats.sentences, stats.dropped_branches, stats.truncated_tokens) == (1, 1, 2)


def test_multi_token_entities_on_pieces_and_characters():
    kg = {"Tim Cook": [("CEO", "Apple")], "Cook": [("x", "y")]}
    pieces = ["▁Tim", "▁Co", "ok", "▁is", "▁here"]
    tree = build_sentence_tree(pieces, kg, tokenize=lambda s: ["▁" + w for w in s.split()])
    assert tree.tokens == ["▁Tim", "▁Co", "ok", "▁CEO", "▁Apple", "▁is", "▁here"]  # longest match wins
    assert tree.soft_positions == [0, 1, 2, 3, 4, 3, 4]
    assert tree.visible[0, 3] and tree.visible[3, 0] and tree.visible[4, 1]  # all entity pieces <-> branch
    assert not tree.visible[5, 3]
    # a piece that does not start a word cannot start a match
    assert match_entities(["▁Mc", "Cook"], ["Cook"]) == []
    zh = build_sentence_tree(list("我在北京"), {"北京": [("首都", "中国")]}, tokenize=list, sep="")
    assert "".join(zh.tokens) == "我在北京首都中国" and zh.soft_positions == [0, 1, 2, 3, 4, 5, 6, 7]
    assert match_entities("tim cook".split(), ["Tim Cook"], lowercase=True) == [(0, 2, "Tim Cook")]
    assert match_entities("[CLS] Cook".split(), ["[CLS]Cook"], skip_tokens=["[CLS]"]) == []


def test_no_set_order_dependence():
    kg1 = {"Beijing": [("capital", "China"), ("is_a", "City")]}
    kg2 = {"Beijing": [("is_a", "City"), ("capital", "China")]}
    t1 = build_sentence_tree(["Beijing"], kg1, max_entities=1)
    t2 = build_sentence_tree(["Beijing"], kg2, max_entities=1)
    assert t1.tokens == ["Beijing", "capital", "China"] and t2.tokens == ["Beijing", "is_a", "City"]
    assert build_sentence_tree(["Beijing"], kg1).tokens == build_sentence_tree(["Beijing"], dict(kg1)).tokens


def test_collate_left_and_right_padding():
    a = build_sentence_tree("Tim Cook is here".split(), KG)  # 6 tokens
    b = build_sentence_tree("now".split(), KG)  # 1 token
    vis, pad = collate_visible([a.visible, b.visible], left_pad=True)
    assert vis.shape == (2, 6, 6) and pad[1].tolist() == [True] * 5 + [False]
    assert torch.equal(vis[0], a.visible)
    assert vis[1, :, :5].sum() == 0  # nobody sees pads
    assert vis[1, :, 5].all()  # pad rows see the real token: no empty row
    vis_r, pad_r = collate_visible([a.visible, b.visible])
    assert pad_r[1].tolist() == [False] + [True] * 5
    pos = collate_positions([a.soft_positions, b.soft_positions], pad_value=1, left_pad=True)
    assert pos.tolist() == [[0, 1, 2, 3, 2, 3], [1, 1, 1, 1, 1, 0]]


def test_visible_to_attn_mask_layout_and_mha_equals_per_example():
    from fairseq.modules import MultiheadAttention

    torch.manual_seed(0)
    heads, dim = 2, 8
    trees = [build_sentence_tree("Tim Cook is visiting Beijing now".split(), KG),
             build_sentence_tree("Beijing is big".split(), KG)]
    vis, pad = collate_visible([t.visible for t in trees])
    mask = visible_to_attn_mask(vis, heads)
    bsz, t = vis.shape[:2]
    assert mask.shape == (bsz * heads, t, t)
    assert torch.equal(mask[1 * heads + 1] == 0, vis[1])  # row b * H + h
    mha = MultiheadAttention(dim, heads, self_attention=True).eval()
    x = torch.randn(t, bsz, dim)
    out, _ = mha(x, x, x, key_padding_mask=pad, attn_mask=mask, need_weights=False)
    for b, tree in enumerate(trees):  # each example alone with its 2-D mask
        n = len(tree.tokens)
        m2 = visible_to_attn_mask(tree.visible[None], 1)[0]
        ref, _ = mha(x[:n, b:b + 1], x[:n, b:b + 1], x[:n, b:b + 1], attn_mask=m2, need_weights=False)
        assert torch.allclose(out[:n, b], ref[:, 0], atol=1e-5)
    # the masked attention really differs from unmasked attention on the branch-bearing sentence
    free, _ = mha(x, x, x, key_padding_mask=pad, need_weights=False)
    assert not torch.allclose(free[:, 0], out[:, 0], atol=1e-3)


def test_encoder_layer_accepts_the_mask():
    from argparse import Namespace

    from fairseq.modules import TransformerEncoderLayer

    torch.manual_seed(0)
    args = Namespace(encoder_embed_dim=8, encoder_attention_heads=2, encoder_ffn_embed_dim=16, dropout=0.0,
                     attention_dropout=0.0, activation_dropout=0.0, encoder_normalize_before=False)
    layer = TransformerEncoderLayer(args).eval()
    tree = build_sentence_tree("Tim Cook is visiting Beijing now".split(), KG)
    vis, pad = collate_visible([tree.visible, tree.visible[:3, :3]], left_pad=True)
    x = torch.randn(vis.size(1), 2, 8)
    out = layer(x, pad, attn_mask=visible_to_attn_mask(vis, 2))
    assert torch.isfinite(out).all()
    alone = layer(x[:, :1], None, attn_mask=visible_to_attn_mask(vis[:1], 2))
    assert torch.allclose(out[:, 0], alone[:, 0], atol=1e-5)


def test_mask_self_attention_through_fairseq_equals_literal_formula():
    """softmax(Q K^T / sqrt(d) + M) V with M = 0 / -inf (K-BERT, Liu et al., 2020), written out: for each example,
    head and query, a softmax over only the keys it sees; fairseq's MultiheadAttention with
    ``visible_to_attn_mask`` (what the encoder passes its layers) must give the same."""
    from fairseq.modules import MultiheadAttention

    torch.manual_seed(0)
    heads, dim = 2, 8
    hd = dim // heads
    trees = [build_sentence_tree("[CLS] Tim Cook is visiting Beijing now".split(), KG),
             build_sentence_tree("Beijing is big".split(), KG)]
    vis, pad = collate_visible([t.visible for t in trees], left_pad=True)
    bsz, t = vis.shape[:2]
    mha = MultiheadAttention(dim, heads, self_attention=True).eval()
    x = torch.randn(t, bsz, dim)
    out, _ = mha(x, x, x, key_padding_mask=pad, attn_mask=visible_to_attn_mask(vis, heads), need_weights=False)
    q, k, v = mha.q_proj(x), mha.k_proj(x), mha.v_proj(x)
    for b in range(bsz):
        for i in range(t):
            if pad[b, i]:
                continue
            seen = [j for j in range(t) if vis[b, i, j] and not pad[b, j]]
            ctx = []
            for h in range(heads):
                sl = slice(h * hd, (h + 1) * hd)
                s = [float(q[i, b, sl] @ k[j, b, sl]) / math.sqrt(hd) for j in seen]
                e = [math.exp(a - max(s)) for a in s]
                ctx.append(sum(w / sum(e) * v[j, b, sl] for w, j in zip(e, seen)))
            ref = mha.out_proj(torch.cat(ctx))
            assert torch.allclose(out[i, b], ref, atol=1e-5), (b, i)
    assert t == 13 and vis[0, 4].sum() == 3  # "Apple" sees only "Cook CEO Apple": far from all-visible
