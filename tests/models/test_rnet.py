"""The rnet model as fairseq-train builds it on span_qa data, and the span_qa criterion."""

import pytest
import torch

from fairseq_syngec.criterions.span_qa import span_nll_loss
from harness.qa_helpers import UNSEEN_WORDS, span_qa_task_and_model


def batch(task, split="valid", n=5):
    """n questions of different passages (so the batch has passage and question padding)."""
    ds = task.load_dataset(split)
    first_of_length = {}
    for i, size in enumerate(ds.passage_sizes.tolist()):
        first_of_length.setdefault(size, i)
    return ds.collater([ds[i] for i in list(first_of_length.values())[:n]])


def test_forward_gives_span_distributions_zero_on_padding(span_qa_data):
    data = span_qa_data
    task, model, cfg = span_qa_task_and_model(data)
    assert cfg.model.hidden_size == 32 and cfg.model.encoder_layers == 1  # rnet_tiny
    model.eval()
    sample = batch(task)
    out = model(**sample["net_input"])
    lengths = sample["net_input"]["passage_lengths"]
    n = sample["net_input"]["passage_tokens"].size(1)
    assert lengths.min() < n  # there is padding to check
    for key in ("start_log_probs", "end_log_probs"):
        p = out[key].exp()
        assert p.shape == (5, n)
        assert torch.allclose(p.sum(-1), torch.ones(5), atol=1e-5)
        for b in range(5):
            assert torch.all(p[b, lengths[b]:] == 0)
    # each question alone (no padding) gets the same distributions as in the batch
    for b in range(5):
        one = {k: v[b:b + 1] for k, v in sample["net_input"].items()}
        for kind in ("passage", "question"):
            n_b = int(one[f"{kind}_lengths"][0])
            one[f"{kind}_tokens"] = one[f"{kind}_tokens"][:, :n_b]
            one[f"{kind}_chars"] = one[f"{kind}_chars"][:, :n_b]
        alone = model(**one)
        assert torch.allclose(alone["start_log_probs"][0], out["start_log_probs"][b, :lengths[b]], atol=1e-5)
        assert torch.allclose(alone["end_log_probs"][0], out["end_log_probs"][b, :lengths[b]], atol=1e-5)


def test_paper_sizes_of_arch_rnet(span_qa_data):
    data = span_qa_data
    _, model, cfg = span_qa_task_and_model(data, arch="rnet")
    m = cfg.model
    assert (m.hidden_size, m.encoder_layers, m.dropout, m.word_embed_dim) == (75, 3, 0.2, 300)
    assert model.passage_encoder.gru.num_layers == 3 and model.passage_encoder.gru.hidden_size == 75
    assert model.passage_encoder.gru.dropout == 0.2


def test_criterion_loss_accuracy_and_ignored_targets(span_qa_data):
    data = span_qa_data
    task, model, cfg = span_qa_task_and_model(data)
    criterion = task.build_criterion(cfg.criterion)
    sample = batch(task)
    sample["target"][1] = -1  # e.g. unanswerable: left out of loss and sample_size
    model.train()
    torch.manual_seed(0)
    loss, sample_size, log = criterion(model, sample)
    torch.manual_seed(0)
    out = model(**sample["net_input"])
    keep = [0, 2, 3, 4]
    t = sample["target"]
    expected = -sum(out["start_log_probs"][b, t[b, 0]] + out["end_log_probs"][b, t[b, 1]] for b in keep)
    assert sample_size == 4 and log["nignored"] == 1
    assert torch.allclose(loss, expected)
    loss.backward()
    assert model.pointer.v.grad is not None and model.embed_chars.embed.weight.grad is not None
    assert 0 <= log["span_correct"] <= min(log["start_correct"], log["end_correct"])


def test_span_nll_loss_by_hand():
    start = torch.log(torch.tensor([[0.5, 0.25, 0.25], [0.1, 0.8, 0.1]]))
    end = torch.log(torch.tensor([[0.2, 0.2, 0.6], [0.3, 0.3, 0.4]]))
    loss, mask = span_nll_loss(start, end, torch.tensor([[0, 2], [-1, -1]]))
    assert mask.tolist() == [True, False]
    assert torch.isclose(loss, -(torch.log(torch.tensor(0.5)) + torch.log(torch.tensor(0.6))))


def test_pretrained_word_vectors_are_loaded_and_frozen(span_qa_data, tmp_path):
    data = span_qa_data
    from fairseq.data import Dictionary

    d = Dictionary.load(str(data / "dict.passage.txt"))
    words = [d[i] for i in range(d.nspecial, d.nspecial + 3)]
    glove = tmp_path / "glove.txt"
    glove.write_text("".join(f"{w} {' '.join(str(i + k / 10) for k in range(50))}\n" for i, w in enumerate(words))
                     + "notaword " + " ".join(["9"] * 50) + "\n")
    _, model, _ = span_qa_task_and_model(data, extra=["--pretrained-word-embeddings", str(glove)])
    w = model.embed_tokens.weight
    assert not w.requires_grad
    for i, word in enumerate(words):
        assert torch.allclose(w[d.index(word)], torch.tensor([i + k / 10 for k in range(50)]))
    _, tuned, _ = span_qa_task_and_model(data, extra=["--pretrained-word-embeddings", str(glove),
                                                      "--train-word-embeddings"])
    assert tuned.embed_tokens.weight.requires_grad
    glove.write_text(f"{words[0]} 1 2 3\n")
    with pytest.raises(ValueError, match=r"glove\.txt line 1: expected a word and 50 numbers"):
        span_qa_task_and_model(data, extra=["--pretrained-word-embeddings", str(glove)])


def test_chunked_attention_gives_the_same_model_output(span_qa_data):
    data = span_qa_data
    task, model, _ = span_qa_task_and_model(data)
    model.eval()
    sample = batch(task)
    ref = model(**sample["net_input"])
    for layer in (model.question_matching, model.self_matching):
        layer.attention.chunk_size = 7
    out = model(**sample["net_input"])
    assert torch.allclose(ref["start_log_probs"], out["start_log_probs"], atol=1e-5)


def test_model_can_fit_a_few_questions(span_qa_data):
    """The whole network learns: 4 questions are fitted (both pointers right) in 60 Adam steps."""
    data = span_qa_data
    torch.manual_seed(0)
    task, model, _ = span_qa_task_and_model(data, extra=["--dropout", "0", "--max-passage-len", "60"])
    ds = task.load_dataset("valid")
    picked, seen = [], set()
    for i in range(len(ds)):
        if ds.targets[i, 0] >= 0 and int(ds.full_passage_sizes[i]) not in seen:
            picked.append(i)
            seen.add(int(ds.full_passage_sizes[i]))
    sample = ds.collater([ds[i] for i in picked[:4]])
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    model.train()
    first = None
    for _ in range(60):
        opt.zero_grad()
        out = model(**sample["net_input"])
        loss, _ = span_nll_loss(out["start_log_probs"], out["end_log_probs"], sample["target"])
        loss.backward()
        opt.step()
        first = loss.item() if first is None else first
    model.eval()
    out = model(**sample["net_input"])
    assert loss.item() < 0.1 * first
    assert out["start_log_probs"].argmax(-1).tolist() == sample["target"][:, 0].tolist()
    assert out["end_log_probs"].argmax(-1).tolist() == sample["target"][:, 1].tolist()


def test_two_unseen_words_are_encoded_differently(unseen_words_split):
    """Words outside the dictionary: two different words outside the dictionary are both <unk>, the same
    word vector, but their characters make [e_t, c_t] differ; the same new word twice is one vector."""
    data, _ = unseen_words_split
    task, model, _ = span_qa_task_and_model(data)
    model.eval()
    d = task.source_dictionary
    ds = task.load_dataset("test")
    sample = ds.collater([ds[0], ds[1]])
    net = sample["net_input"]
    words = [line.split() for line in (data / "test.passage").read_text(encoding="utf-8").splitlines()]
    pos = {w: (b, k) for b, line in enumerate(words) for k, w in enumerate(line) if w in UNSEEN_WORDS}
    x = model.embed(net["passage_tokens"], net["passage_chars"])  # [e_t, c_t]
    e = model.cfg.word_embed_dim
    zorblax, quimbet = x[pos["zorblax"]], x[pos["quimbet"]]
    assert net["passage_tokens"][pos["zorblax"]] == net["passage_tokens"][pos["quimbet"]] == d.unk()
    assert torch.equal(zorblax[:e], quimbet[:e])  # the same <unk> word vector
    assert (zorblax[e:] - quimbet[e:]).abs().max() > 1e-3  # different characters
    # quimbet in passage 0 and in passage 1: the same vector
    k1 = words[1].index("quimbet")
    assert torch.allclose(x[1, k1], quimbet)
    # and the encoder sees the difference: u^P differs at those positions
    u = model.passage_encoder(x, net["passage_lengths"])
    assert (u[pos["zorblax"]] - u[pos["quimbet"]]).abs().max() > 1e-4


def test_wiring_of_the_matching_layers(span_qa_data):
    """eq 4-8 wiring: the question matching reads (u^P, passage lengths, u^Q, question mask); the
    self-matching reads v^P as queries and keys with the passage mask; the pointer reads h^P and r^Q."""
    data = span_qa_data
    task, model, _ = span_qa_task_and_model(data)
    model.eval()
    seen = {}

    def keep(name):
        def hook(module, args, output):
            seen[name] = (args, output)
        return hook

    for name in ("question_encoder", "passage_encoder", "question_matching", "self_matching",
                 "question_pooling", "pointer"):
        getattr(model, name).register_forward_hook(keep(name))
    sample = batch(task)
    net = sample["net_input"]
    out = model(**net)
    u_q, u_p = seen["question_encoder"][1], seen["passage_encoder"][1]
    p_mask = out["passage_padding_mask"]
    q_args = seen["question_matching"][0]
    assert q_args[0] is u_p and torch.equal(q_args[1], net["passage_lengths"]) and q_args[2] is u_q
    assert torch.equal(q_args[3], net["question_tokens"] == task.source_dictionary.pad())
    v_p = seen["question_matching"][1][0]
    s_args = seen["self_matching"][0]
    assert s_args[0] is v_p and s_args[2] is v_p and torch.equal(s_args[3], p_mask)
    assert torch.equal(s_args[1], net["passage_lengths"])
    h_p = seen["self_matching"][1][0]
    ptr_args = seen["pointer"][0]
    assert ptr_args[0] is h_p and ptr_args[2] is seen["question_pooling"][1]
    assert seen["question_pooling"][0][0] is u_q
