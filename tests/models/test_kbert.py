"""The kbert model (K-BERT, Liu et al., AAAI 2020) on the paper's example: its input is token + soft-position
+ segment embedding (checked against a literal sum at the layer norm's input), the mask-transformer keeps
knowledge where the visible matrix puts it (one layer: every sentence token but the entities encodes as
without knowledge; the entities do not), and the heads are K-BERT's (a literal tanh pooler over [CLS]; a
linear layer per token). FA-TR's encoder is the same code (MaskTransformerEncoder)."""

import pytest
import torch

from harness.kbert_helpers import PAPER_SENTENCE, PAPER_TRIPLES, build_task, write, write_graph


@pytest.fixture(scope="module")
def paper_dir(tmp_path_factory):
    root = tmp_path_factory.mktemp("kbert_model")
    write(root / "dict.txt", [f"{w} 1" for w in PAPER_SENTENCE.split() + ["CEO", "Apple", "capital", "China", "is_a",
                                                                      "City", "Google"]])
    write(root / "dict.label.txt", ["0 1", "1 1", "2 1"])
    return root, write_graph(root / "paper.spo", PAPER_TRIPLES)


def model_and_task(paper_dir, kg, *extra, task="classification"):
    data, graph = paper_dir
    t, cfg = build_task(data, task, "--kg", graph if kg else "none", "--token-unit", "space", *extra)
    torch.manual_seed(0)
    return t.build_model(cfg.model).eval(), t


def batch_of(task, lines):
    ds = task.build_dataset_for_inference(lines)
    return ds.collater([ds[i] for i in range(len(ds))])["net_input"]


def test_input_is_token_plus_soft_position_plus_segment(paper_dir):
    model, task = model_and_task(paper_dir, True)
    net = batch_of(task, [PAPER_SENTENCE + "\tBeijing now"])
    enc = model.encoder
    seen = {}
    enc.layernorm_embedding.register_forward_hook(lambda m, inp, out: seen.setdefault("x", inp[0]))
    model(**net)
    pad = task.source_dictionary.pad()
    d = task.source_dictionary
    tokens = [d[i] for i in net["src_tokens"][0].tolist()]
    # [CLS] Tim Cook CEO Apple is visiting Beijing capital China is_a City now [SEP] Beijing capital ... now [SEP]
    soft = [0, 1, 2, 3, 4, 3, 4, 5, 6, 7, 6, 7, 6, 7, 8, 9, 10, 9, 10, 9, 10]
    seg = [0] * 14 + [1] * 7
    assert len(tokens) == len(soft) == 21 and tokens[13] == "</s>" and tokens[14] == "Beijing"
    for t in range(21):  # no embedding scale (BERT): E_token + E_position[soft + pad + 1] + E_segment
        want = (enc.embed_tokens.weight[net["src_tokens"][0, t]] + enc.embed_positions.weight[soft[t] + pad + 1]
                + enc.segment_embed.weight[seg[t]])
        assert torch.allclose(seen["x"][0, t], want, atol=1e-6), t


def test_one_layer_keeps_knowledge_at_its_entity(paper_dir):
    """One mask-transformer layer: a sentence token that is not an entity sees exactly what it sees without
    knowledge, at the same soft positions, so its output is the no-knowledge output; Tim, Cook and Beijing see
    their branches, so theirs differ; and changing a branch (Apple -> Google) moves only Tim Cook and the
    branch itself."""
    with_kg, task = model_and_task(paper_dir, True, "--encoder-layers", "1")
    plain, plain_task = model_and_task(paper_dir, False, "--encoder-layers", "1")
    plain.load_state_dict(with_kg.state_dict())
    net = batch_of(task, [PAPER_SENTENCE])
    out = with_kg.extract_features(**net)[0]
    ref = plain.extract_features(**batch_of(plain_task, [PAPER_SENTENCE]))[0]
    sentence_flat = [0, 1, 2, 5, 6, 7, 12]  # [CLS] Tim Cook is visiting Beijing now
    for src, flat in enumerate(sentence_flat):
        same = torch.allclose(out[flat], ref[src], atol=1e-5)
        assert same == (src not in (1, 2, 5)), src  # Tim, Cook, Beijing are the entities
    changed = net["src_tokens"].clone()
    changed[0, 4] = task.source_dictionary.index("Google")
    out2 = with_kg.extract_features(**{**net, "src_tokens": changed})[0]
    moved = [t for t in range(13) if not torch.allclose(out[t], out2[t], atol=1e-6)]
    assert moved == [1, 2, 3, 4]  # Tim, Cook, CEO, Apple/Google


def test_heads_are_k_berts(paper_dir):
    model, task = model_and_task(paper_dir, True)
    net = batch_of(task, [PAPER_SENTENCE, "Beijing now"])
    h = model.extract_features(**net)
    head = model.head
    want = head.out_proj.weight @ torch.tanh(head.dense.weight @ h[1, 0] + head.dense.bias) + head.out_proj.bias
    assert torch.allclose(model(**net)[1], want, atol=1e-5)  # W2 tanh(W1 h_[CLS] + b1) + b2
    tagger, ner_task = model_and_task(paper_dir, True, task="ner")
    net = batch_of(ner_task, [PAPER_SENTENCE])
    h = tagger.extract_features(**net)
    logits = tagger(**net)
    assert logits.shape == (1, 9, 3)  # Tim Cook Apple is visiting Beijing China City now (object branches)
    assert torch.allclose(logits[0, 4], tagger.head.out_proj.weight @ h[0, 4] + tagger.head.out_proj.bias, atol=1e-5)


def test_fa_tr_runs_the_same_encoder_code():
    from fairseq_syngec.models.fact_transformer import FactTransformerEncoder
    from fairseq_syngec.modules.kbert import MaskTransformerEncoder

    assert issubclass(FactTransformerEncoder, MaskTransformerEncoder)
    for name in ("forward_kbert", "soft_position_embedding"):
        assert getattr(FactTransformerEncoder, name) is getattr(MaskTransformerEncoder, name)
