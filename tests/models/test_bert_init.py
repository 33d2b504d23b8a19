"""--init-from-bert: a tiny BERT the test builds, in UER's PyTorch format (K-BERT's google_model.bin's), loaded into
kbert_tiny; the model's features on the paper's example equal a literal BERT forward written here from the UER
tensors (embeddings summed at the soft positions, layer norm, masked softmax per head, post-norm layers, GELU);
a model trained from it reloads without the BERT file; a BERT of another size is refused, naming the key."""

import math

import pytest
import torch

from harness.helpers import load_script, run
from harness.kbert_helpers import PAPER_SENTENCE, PAPER_TRIPLES, PREPROCESS, build_task, train, write, write_graph

DIM, FFN, HEADS, LAYERS = 32, 64, 2, 2
VOCAB = ["[PAD]", "[unused1]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "Tim", "Cook", "is", "visiting", "Beijing", "now",
         "CEO", "Apple", "capital", "China", "is_a", "City", "big"]


def uer_bert(layers=LAYERS, dim=DIM, seed=0):
    """A random BERT state dict with UER's key names (and its MLM target, which is not used)."""
    g = torch.Generator().manual_seed(seed)

    def r(*shape):
        return torch.randn(*shape, generator=g) * 0.3

    state = {"embedding.word_embedding.weight": r(len(VOCAB), dim), "embedding.position_embedding.weight": r(512, dim),
             "embedding.segment_embedding.weight": r(3, dim), "embedding.layer_norm.gamma": 1 + r(dim),
             "embedding.layer_norm.beta": r(dim), "target.mlm_linear_1.weight": r(dim, dim)}
    for i in range(layers):
        p = f"encoder.transformer.{i}."
        for j in range(3):
            state[p + f"self_attn.linear_layers.{j}.weight"], state[p + f"self_attn.linear_layers.{j}.bias"] = \
                r(dim, dim), r(dim)
        state[p + "self_attn.final_linear.weight"], state[p + "self_attn.final_linear.bias"] = r(dim, dim), r(dim)
        state[p + "feed_forward.linear_1.weight"], state[p + "feed_forward.linear_1.bias"] = r(FFN, dim), r(FFN)
        state[p + "feed_forward.linear_2.weight"], state[p + "feed_forward.linear_2.bias"] = r(dim, FFN), r(dim)
        for n in (1, 2):
            state[p + f"layer_norm_{n}.gamma"], state[p + f"layer_norm_{n}.beta"] = 1 + r(dim), r(dim)
    return state


def layer_norm(x, g, b, eps=1e-5):
    mean = x.mean(-1, keepdim=True)
    var = ((x - mean) ** 2).mean(-1, keepdim=True)
    return (x - mean) / torch.sqrt(var + eps) * g + b


def bert_forward(uer, ids, soft, seg, visible):
    """BERT's encoder, written out: E_word + E_pos[soft] + E_seg[seg + 1] (UER's row 0 pads), then per layer
    h = LN(h + W_o softmax_visible(Q K^T / sqrt(d)) V), h = LN(h + W_2 gelu(W_1 h))."""
    h = (uer["embedding.word_embedding.weight"][ids] + uer["embedding.position_embedding.weight"][soft]
         + uer["embedding.segment_embedding.weight"][seg + 1])
    h = layer_norm(h, uer["embedding.layer_norm.gamma"], uer["embedding.layer_norm.beta"])
    d = DIM // HEADS
    for i in range(LAYERS):
        p = f"encoder.transformer.{i}."

        def lin(name, x):
            return x @ uer[p + name + ".weight"].T + uer[p + name + ".bias"]

        q, k, v = (lin(f"self_attn.linear_layers.{j}", h) for j in range(3))
        heads = []
        for a in range(HEADS):
            s = slice(a * d, (a + 1) * d)
            scores = q[:, s] @ k[:, s].T / math.sqrt(d)
            scores = scores.masked_fill(~visible, float("-inf"))
            heads.append(torch.softmax(scores, -1) @ v[:, s])
        h = layer_norm(h + lin("self_attn.final_linear", torch.cat(heads, -1)), uer[p + "layer_norm_1.gamma"],
                       uer[p + "layer_norm_1.beta"])
        ff = lin("feed_forward.linear_2", torch.nn.functional.gelu(lin("feed_forward.linear_1", h)))
        h = layer_norm(h + ff, uer[p + "layer_norm_2.gamma"], uer[p + "layer_norm_2.beta"])
    return h


@pytest.fixture(scope="module")
def bert_files(tmp_path_factory):
    root = tmp_path_factory.mktemp("bert_init")
    torch.save(uer_bert(), root / "bert.bin")
    write(root / "vocab.txt", VOCAB)
    write(root / "src" / "train.tsv", ["label\ttext_a", f"1\t{PAPER_SENTENCE}", "0\tBeijing is big"] * 8)
    write(root / "src" / "valid.tsv", ["label\ttext_a", f"1\t{PAPER_SENTENCE}", "0\tBeijing is big"])
    graph = write_graph(root / "paper.spo", PAPER_TRIPLES)
    assert load_script(PREPROCESS).main(["--task", "classification", "--srcdir", str(root / "src"), "--destdir",
                                         str(root / "data"), "--token-unit", "space", "--vocab",
                                         str(root / "vocab.txt")]) == 0
    return root, graph


def test_features_equal_a_literal_bert_forward(bert_files):
    root, graph = bert_files
    dict_lines = (root / "data" / "dict.txt").read_text(encoding="utf-8").split("\n")
    assert [line.split()[0] for line in dict_lines[:3]] == ["[unused1]", "[MASK]", "Tim"]  # vocab order, no specials
    task, cfg = build_task(root / "data", "classification", "--kg", graph, "--token-unit", "space",
                           "--init-from-bert", root / "bert.bin", "--bert-vocab", root / "vocab.txt")
    model = task.build_model(cfg.model).eval()
    uer = torch.load(root / "bert.bin")
    ds = task.build_dataset_for_inference([PAPER_SENTENCE + "\tBeijing is big"])
    net = ds.collater([ds[0]])["net_input"]
    d = task.source_dictionary
    vocab_row = {t: i for i, t in enumerate(VOCAB)}
    ids = torch.tensor([vocab_row[{"<s>": "[CLS]", "</s>": "[SEP]"}.get(d[i], d[i])] for i in net["src_tokens"][0]])
    soft = net["soft_positions"][0] - d.pad() - 1
    want = bert_forward(uer, ids, soft, net["segments"][0], net["visible"][0])
    with torch.no_grad():
        got = model.extract_features(**net)[0]
    assert torch.allclose(got, want, atol=1e-4), (got - want).abs().max()
    assert net["segments"][0].tolist()[-4:] == [1, 1, 1, 1]  # sentence B reads UER's segment row 2


def test_a_trained_model_reloads_without_the_bert_file(bert_files, tmp_path):
    root, graph = bert_files
    bert = tmp_path / "bert.bin"
    bert.write_bytes((root / "bert.bin").read_bytes())
    train(root / "data", tmp_path / "ckpt", "classification", "--kg", graph, "--token-unit", "space",
          "--init-from-bert", bert, "--bert-vocab", root / "vocab.txt", updates=2)  # TINY_KBERT: 2 x 32, as DIM
    bert.unlink()
    out = run(["fairseq-syngec-classify", "--path", tmp_path / "ckpt" / "checkpoint_best.pt", "--cpu"],
              input="Tim Cook is big\n")
    assert out.stdout.strip() in ("0", "1")


def test_a_bert_of_another_size_is_refused(bert_files, tmp_path):
    root, graph = bert_files
    torch.save(uer_bert(layers=3), tmp_path / "deep.bin")
    torch.save(uer_bert(dim=16), tmp_path / "narrow.bin")
    task, cfg = build_task(root / "data", "classification", "--kg", "none", "--token-unit", "space",
                           "--init-from-bert", tmp_path / "deep.bin", "--bert-vocab", root / "vocab.txt")
    with pytest.raises(ValueError, match="deep.bin has 3 encoder layers, the architecture 2"):
        task.build_model(cfg.model)
    task, cfg = build_task(root / "data", "classification", "--kg", "none", "--token-unit", "space",
                           "--init-from-bert", tmp_path / "narrow.bin", "--bert-vocab", root / "vocab.txt")
    with pytest.raises(ValueError, match=r"narrow.bin: embedding.layer_norm.gamma is \(16,\)"):
        task.build_model(cfg.model)
