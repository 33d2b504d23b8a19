"""fact_transformer (FA-TR input layer on fairseq's Transformer) with --task fact_summarization:
data loading, the fact stream in batches, train / generate / validate end to end on CPU; K-BERT
injection: the encoder input (token + soft position, sinusoidal or learned, + segment), the visible
matrix as the encoder applies it, and checkpoints from before segment embeddings."""

import math

import pytest
import torch

from harness.helpers import USER_DIR, run, write_lines, write_triples

TINY = ["--encoder-layers", "2", "--decoder-layers", "2", "--encoder-embed-dim", "64", "--decoder-embed-dim", "64",
        "--encoder-ffn-embed-dim", "128", "--decoder-ffn-embed-dim", "128"]


def setup_task_model(data, *extra):
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    import fairseq_syngec  # noqa: F401

    args = options.parse_args_and_arch(options.get_training_parser(), [
        str(data), "--user-dir", USER_DIR, "--task", "fact_summarization", "--arch", "fact_transformer_tiny",
        "--cpu", *TINY, *extra])
    cfg = convert_namespace_to_omegaconf(args)
    task = tasks.setup_task(cfg.task)
    return task, task.build_model(cfg.model)


def test_batches_carry_facts_in_source_order(fact_data):
    task, _ = setup_task_model(fact_data)
    task.load_dataset("valid")
    ds = task.dataset("valid")
    raw = (fact_data.parent / "raw" / "valid.facts").read_text(encoding="utf-8").splitlines()
    batch = ds.collater([ds[i] for i in range(8)])
    d = task.source_dictionary
    assert "fact_lengths" not in batch["net_input"]  # the encoder finds real fact tokens by != pad
    lengths = []
    for row, idx in enumerate(batch["id"].tolist()):
        toks = batch["net_input"]["fact_tokens"][row]
        expected = d.encode_line(raw[idx], add_if_not_exist=False, append_eos=False)
        n = len(expected)
        assert toks[:n].tolist() == expected.tolist()  # the document's own facts, no </s>
        assert toks[n:].eq(d.pad()).all()  # right-padded
        lengths.append(n)
    assert 0 in lengths  # a document with no facts


@pytest.mark.parametrize("alignment", ["position", "attention"])
def test_gradients_reach_the_gate_and_no_facts_means_plain_embeddings(fact_data, alignment):
    torch.manual_seed(0)
    task, model = setup_task_model(fact_data, "--fact-alignment", alignment)
    task.load_dataset("valid")
    ds = task.dataset("valid")
    batch = ds.collater([ds[i] for i in range(6)])
    net = batch["net_input"]
    out, _ = model(**net)
    assert out.shape[:2] == batch["target"].shape
    out.sum().backward()
    assert all(p.grad is not None for p in model.encoder.fact_input.parameters())
    model.eval()
    enc = model.encoder(net["src_tokens"], net["src_lengths"], net["fact_tokens"])
    gate = enc["fact_gate"][0]
    assert gate.shape == (*net["src_tokens"].shape, 64) and (gate > 0).all() and (gate < 1).all()
    # without any fact token the encoder is fairseq's TransformerEncoder on the same weights
    empty = net["fact_tokens"][:, :0]
    no_facts = model.encoder(net["src_tokens"], net["src_lengths"], empty)
    plain = super(type(model.encoder), model.encoder).forward(net["src_tokens"], net["src_lengths"])
    assert torch.allclose(no_facts["encoder_out"][0], plain["encoder_out"][0], atol=1e-6)


def test_missing_or_mismatched_facts_are_clear_errors(fact_data, tmp_path):
    import shutil

    bad = tmp_path / "bin"
    shutil.copytree(fact_data, bad)
    for f in bad.glob("valid.facts-None.facts.*"):
        f.unlink()
    task, _ = setup_task_model(bad)
    with pytest.raises(FileNotFoundError, match=r"valid\.facts-None\.facts\.bin/\.idx not found"):
        task.load_dataset("valid")
    # a facts file with one line too few
    lines = (fact_data.parent / "raw" / "valid.facts").read_text(encoding="utf-8").splitlines()[:-1]
    write_lines(tmp_path / "valid.facts", lines)
    run(["fairseq-preprocess", "--only-source", "--source-lang", "facts", "--validpref", tmp_path / "valid",
         "--srcdict", bad / "dict.src.txt", "--destdir", bad, "--workers", "1"])
    task, _ = setup_task_model(bad)
    with pytest.raises(ValueError, match=r"valid\.facts-None\.facts\.bin has 19 fact lines but "
                                         r".*valid\.src-tgt\.src\.bin has 20"):
        task.load_dataset("valid")


def generate_and_validate(data, ckpt, *extra):
    gen = run(["fairseq-generate", data, "--user-dir", USER_DIR, "--task", "fact_summarization", *extra,
               "--gen-subset", "valid", "--path", ckpt, "--beam", "3", "--batch-size", "8", "--cpu"])
    assert len([line for line in gen.stdout.splitlines() if line.startswith("H-")]) == 20
    val = run(["fairseq-validate", data, "--user-dir", USER_DIR, "--task", "fact_summarization", *extra,
               "--path", ckpt, "--cpu", "--max-tokens", "2000"])
    assert "valid on 'valid' subset" in val.stdout + val.stderr


def test_position_alignment_generates_and_validates(trained_fact_models):
    data, fatr, _ = trained_fact_models
    generate_and_validate(data, fatr)


def test_attention_alignment_trains_generates_validates(fact_data, tmp_path):
    ckpt = tmp_path / "ckpt"
    run(["fairseq-train", fact_data, "--user-dir", USER_DIR, "--task", "fact_summarization", "--arch",
         "fact_transformer_tiny", *TINY, "--fact-alignment", "attention", "--cpu", "--optimizer", "adam",
         "--lr", "1e-3",
         "--criterion", "label_smoothed_cross_entropy", "--label-smoothing", "0.1", "--max-tokens", "2000",
         "--max-update", "3", "--save-dir", ckpt, "--no-epoch-checkpoints", "--seed", "1", "--no-progress-bar"])
    generate_and_validate(fact_data, ckpt / "checkpoint_best.pt")


# --------------------------------------------------------------------------- K-BERT injection
@pytest.fixture(scope="module")
def kbert_data(fact_data):
    raw = fact_data.parent / "raw"
    for split in ("train", "valid"):
        write_triples(fact_data, split, (raw / f"{split}.src").read_text(encoding="utf-8").splitlines())
    return fact_data


def test_kbert_batches_hold_sentence_trees(kbert_data):
    from fairseq_syngec.data.kbert import build_sentence_tree

    task, _ = setup_task_model(kbert_data, "--knowledge-injection", "kbert")
    task.load_dataset("valid")
    ds = task.dataset("valid")
    d = task.source_dictionary
    src = (kbert_data.parent / "raw" / "valid.src").read_text(encoding="utf-8").splitlines()
    batch = ds.collater([ds[i] for i in range(6)])
    net = batch["net_input"]
    b, t = net["src_tokens"].shape
    assert net["visible"].shape == (b, t, t) and net["soft_positions"].shape == (b, t)
    for row, idx in enumerate(batch["id"].tolist()):
        w = src[idx].split()
        toks = [d[i] for i in d.encode_line(src[idx], add_if_not_exist=False)]
        kg = {w[0]: [(w[1], w[2])]} if idx % 3 == 0 else {}
        tree = build_sentence_tree(toks, kg, max_entities=2, max_length=1024, skip_tokens=["</s>", "<s>", "<pad>"])
        n = len(tree.tokens)
        assert int(net["src_lengths"][row]) == n
        # left-padded, as fairseq pads sources; branch words outside the dictionary are <unk>
        assert [d[i] for i in net["src_tokens"][row, t - n:]] == [d[d.index(x)] for x in tree.tokens]
        assert net["soft_positions"][row, t - n:].tolist() == [p + d.pad() + 1 for p in tree.soft_positions]
        assert torch.equal(net["visible"][row, t - n:, t - n:], tree.visible)
        assert net["segments"][row, t - n:].tolist() == tree.segments and not net["segments"][row, :t - n].any()
        if idx % 3 == 0:
            assert tree.segments == [0] + [1, 1] + [0] * (n - 3)  # the branch tokens, segment 1
            assert n == len(toks) + 2  # the branch "w1 w2" after w0


def test_kbert_encoder_without_knowledge_is_the_plain_encoder(kbert_data):
    """All visible and soft positions = ordinary positions: forward_kbert equals fairseq's forward."""
    torch.manual_seed(0)
    task, model = setup_task_model(kbert_data, "--knowledge-injection", "kbert", "--fact-alignment", "none")
    model.eval()
    task.load_dataset("valid")
    ds = task.dataset("valid")
    batch = ds.collater([ds[i] for i in (1, 2, 4, 5)])  # documents without triples
    net = batch["net_input"]
    enc = model.encoder
    assert enc.segment_embed is not None and not net["segments"].any()
    got = enc(net["src_tokens"], net["src_lengths"], soft_positions=net["soft_positions"], visible=net["visible"],
              segments=net["segments"])
    plain = super(type(enc), enc).forward(net["src_tokens"], net["src_lengths"])
    assert torch.allclose(got["encoder_out"][0], plain["encoder_out"][0], atol=1e-5)
    with pytest.raises(ValueError, match="segments"):
        enc(net["src_tokens"], net["src_lengths"], soft_positions=net["soft_positions"], visible=net["visible"])


def kbert_layer0_input(model, net):
    """The encoder's input to its first layer ([B, T, C]; eval mode, so no dropout)."""
    out = model.encoder(net["src_tokens"], net["src_lengths"], soft_positions=net["soft_positions"],
                        visible=net["visible"], segments=net["segments"], return_all_hiddens=True)
    return out["encoder_states"][0].transpose(0, 1), out


def sinusoid(p, dim, pad):
    """fairseq's sinusoidal table at position id p, written out: [sin(p w_k)]_k ++ [cos(p w_k)]_k,
    w_k = 10000^(-k / (dim/2 - 1)); the pad id embeds to 0."""
    half = dim // 2
    if p == pad:
        return [0.0] * dim
    w = [math.exp(-math.log(10000) * k / (half - 1)) for k in range(half)]
    return [math.sin(p * x) for x in w] + [math.cos(p * x) for x in w]


@pytest.mark.parametrize("learned", [False, True], ids=["sinusoidal", "learned"])
def test_kbert_input_is_token_plus_soft_position_plus_segment(kbert_data, learned):
    """K-BERT (Liu et al., 2020) embedding layer on the fairseq-built model, both position tables: the first layer's
    input is embed_scale * E[token] + P[soft position] + S[segment] (pads 0); train step works."""
    torch.manual_seed(0)
    extra = ["--encoder-learned-pos"] if learned else []
    task, model = setup_task_model(kbert_data, "--knowledge-injection", "kbert", "--fact-alignment", "none", *extra)
    task.load_dataset("valid")
    ds = task.dataset("valid")
    batch = ds.collater([ds[i] for i in (0, 1, 3)])  # 0 and 3 carry a branch
    net = batch["net_input"]
    enc = model.encoder
    assert type(enc.embed_positions).__name__ == ("LearnedPositionalEmbedding" if learned else
                                                  "SinusoidalPositionalEmbedding")
    out, _ = model(**net)  # crashed before with --encoder-learned-pos (fairseq's assert)
    out.sum().backward()
    if learned:  # the soft positions' rows of the learned table are trained
        rows = net["soft_positions"][~net["src_tokens"].eq(task.source_dictionary.pad())].unique()
        assert (enc.embed_positions.weight.grad[rows].abs().sum(-1) > 0).all()
        with pytest.raises(ValueError, match="beyond the learned position table"):
            enc.soft_position_embedding(torch.full((1, 1), enc.embed_positions.num_embeddings))
    assert enc.segment_embed.weight.grad[1].abs().sum() > 0
    model.eval()
    x0, _ = kbert_layer0_input(model, net)
    pad = task.source_dictionary.pad()
    soft, seg, toks = net["soft_positions"], net["segments"], net["src_tokens"]
    for b, n in enumerate(net["src_lengths"].tolist()):  # left-padded rows
        if seg[b].any():  # a branch: soft positions repeat, unlike plain ones
            assert len(set(soft[b, -n:].tolist())) < n
    dim = x0.size(-1)
    for b in range(toks.size(0)):
        for t in range(toks.size(1)):
            if toks[b, t] == pad:
                assert not x0[b, t].any()
                continue
            p = int(soft[b, t])
            pos = enc.embed_positions.weight[p] if learned else torch.tensor(sinusoid(p, dim, pad))
            want = math.sqrt(dim) * enc.embed_tokens.weight[toks[b, t]] + pos
            if seg[b, t]:
                want = want + enc.segment_embed.weight[1]
            assert torch.allclose(x0[b, t], want, atol=1e-5), (b, t)
    assert seg.sum() == 4  # two branches of two tokens


def test_kbert_segment_embedding_flag(kbert_data):
    """--no-kbert-segment-embeddings changes the encoder input of the branch tokens only, by S[1]."""
    torch.manual_seed(0)
    task, on = setup_task_model(kbert_data, "--knowledge-injection", "kbert", "--fact-alignment", "none")
    _, off = setup_task_model(kbert_data, "--knowledge-injection", "kbert", "--fact-alignment", "none",
                              "--no-kbert-segment-embeddings")
    assert off.encoder.segment_embed is None and on.encoder.segment_embed is not None
    state = on.state_dict()
    seg_weight = state.pop("encoder.segment_embed.weight")
    off.load_state_dict(state)
    assert not seg_weight[0].any() and (seg_weight[1].abs() > 0).all()  # sentence: none; branch: non-zero
    on.eval(), off.eval()
    task.load_dataset("valid")
    ds = task.dataset("valid")
    net = ds.collater([ds[i] for i in (0, 1, 3)])["net_input"]
    x_on, _ = kbert_layer0_input(on, net)
    x_off, _ = kbert_layer0_input(off, net)
    branch = net["segments"].bool()
    assert branch.sum() == 4
    assert torch.equal(x_on[~branch], x_off[~branch])
    assert torch.allclose(x_on[branch] - x_off[branch], seg_weight[1].expand(4, -1), atol=1e-6)


def test_kbert_checkpoint_without_segment_embeddings_still_loads(trained_fact_models, tmp_path):
    """A K-BERT checkpoint saved before segment embeddings (no flag in its args, no parameter) loads
    with a zero segment table and encodes exactly as without one."""
    from fairseq import checkpoint_utils

    import fairseq_syngec  # noqa: F401  (the checkpoint allowlist)

    data, _, kbert = trained_fact_models
    state = torch.load(kbert)  # weights-only, with the plugin's allowlist (fairseq_syngec.compat)
    assert "encoder.segment_embed.weight" in state["model"]
    del state["model"]["encoder.segment_embed.weight"]
    for args in (state["cfg"]["model"], state.get("args")):
        if args is not None and hasattr(args, "kbert_segment_embeddings"):
            delattr(args, "kbert_segment_embeddings")
    old = tmp_path / "old.pt"
    torch.save(state, old)
    (model,), _, task = checkpoint_utils.load_model_ensemble_and_task([str(old)], arg_overrides={"data": str(data)})
    (new,), _, _ = checkpoint_utils.load_model_ensemble_and_task([str(kbert)], arg_overrides={"data": str(data)})
    assert not model.encoder.segment_embed.weight.any()
    with torch.no_grad():
        new.encoder.segment_embed.weight.zero_()
    model.eval(), new.eval()
    task.load_dataset("valid")
    ds = task.dataset("valid")
    net = ds.collater([ds[i] for i in (0, 1, 3)])["net_input"]
    assert torch.equal(kbert_layer0_input(model, net)[1]["encoder_out"][0],
                       kbert_layer0_input(new, net)[1]["encoder_out"][0])


def reach(visible, layers):
    """Which input tokens each output token of a ``layers``-deep encoder depends on: the boolean
    power of the visible matrix (each layer mixes the states a token sees, itself included)."""
    v = visible.clone()
    n = v.size(-1)
    r = torch.eye(n, dtype=torch.bool).expand_as(v).clone()
    for _ in range(layers):
        r = torch.einsum("bij,bjk->bik", r.float(), v.float()) > 0
    return r


@pytest.mark.parametrize("layers", [1, 2])
def test_kbert_encoder_applies_the_visible_matrix(kbert_data, layers):
    """On the production path (fairseq-built fact_transformer, --knowledge-injection kbert, the task's
    inference batches): changing one branch's words changes exactly the outputs that can see it
    (through ``layers`` layers), never the others, nor the other example of the batch."""
    torch.manual_seed(0)
    task, model = setup_task_model(kbert_data, "--knowledge-injection", "kbert", "--fact-alignment", "none",
                                   "--encoder-layers", str(layers))
    model.eval()
    d = task.source_dictionary
    src = (kbert_data.parent / "raw" / "valid.src").read_text(encoding="utf-8").splitlines()
    w = src[0].split()  # "the lecture says it is more important to provide enough fishes to people ."
    assert w.count(w[1]) == 1 and w.count(w[6]) == 1
    enc_a, enc_b = w[1], w[6]  # two entities, each once in the sentence and in the dictionary
    known = [x for x in dict.fromkeys(w) if d.index(x) != d.unk() and x not in (enc_a, enc_b)]
    assert d.index(enc_a) != d.unk() and d.index(enc_b) != d.unk() and len(known) >= 6

    def batch(branch_a):
        # the other example has no knowledge and is longer: the branch example is left-padded, and
        # a mask given to the wrong example (or head) would make branch A visible to everyone
        lines = [src[0], src[1]]
        toks = [d.encode_line(x, add_if_not_exist=False) for x in lines]
        triples = [[(enc_a, *branch_a), (enc_b, *known[4:6])], []]
        ds = task.build_dataset_for_inference(toks, [len(t) for t in toks], fact_tokens=[torch.tensor([d.eos()])] * 2,
                                              triples=triples)
        batch = ds.collater([ds[0], ds[1]])
        assert batch["id"].tolist() == [1, 0]  # longest first: row 1 holds the branches
        return batch["net_input"]

    net1, net2 = batch(known[0:2]), batch(known[2:4])  # branch A's words change
    changed_in = net1["src_tokens"] != net2["src_tokens"]
    assert changed_in.sum() == 2 and changed_in[1].sum() == 2  # the two tokens of branch A
    for k in ("soft_positions", "visible", "segments"):
        assert torch.equal(net1[k], net2[k])
    with torch.no_grad():
        out1 = kbert_layer0_input(model, net1)[1]["encoder_out"][0].transpose(0, 1)
        out2 = kbert_layer0_input(model, net2)[1]["encoder_out"][0].transpose(0, 1)
    diff = (out1 - out2).abs().amax(-1)  # [B, T]
    real = ~net1["src_tokens"].eq(d.pad())
    assert real[0].all() and not real[1].all()
    expect = (reach(net1["visible"], layers) & changed_in[:, None, :]).any(-1)
    assert expect[1].sum() > 2 and (~expect[1] & real[1]).sum() > 0  # both kinds present
    assert (diff[expect & real] > 1e-4).all()  # sees the branch (possibly through others): changes
    assert (diff[~expect & real] == 0).all()  # cannot see it: bit-identical (row 0 included)
    # concretely: branch B's tokens never see branch A; at one layer neither do the sentence
    # tokens other than A's entity
    b_tokens = net1["segments"][1].bool() & ~changed_in[1]
    assert b_tokens.sum() == 2 and (diff[1][b_tokens] == 0).all()
    if layers == 1:
        sent = real[1] & ~net1["segments"][1].bool()
        tok_text = [d[i] for i in net1["src_tokens"][1]]
        sees = [t == enc_a for t in tok_text]
        assert all((diff[1, i] > 1e-4) == sees[i] for i in range(len(sees)) if sent[i])


@pytest.mark.slow
def test_kbert_learned_positions_train_and_generate(kbert_data, tmp_path):
    ckpt = tmp_path / "ckpt"
    run(["fairseq-train", kbert_data, "--user-dir", USER_DIR, "--task", "fact_summarization", "--arch",
         "fact_transformer_tiny", *TINY, "--knowledge-injection", "kbert", "--fact-alignment", "none",
         "--encoder-learned-pos", "--cpu", "--optimizer", "adam", "--lr", "1e-3", "--max-tokens", "2000",
         "--max-update", "2", "--save-dir", ckpt, "--no-epoch-checkpoints", "--seed", "1", "--no-progress-bar"])
    generate_and_validate(kbert_data, ckpt / "checkpoint_best.pt", "--knowledge-injection", "kbert")


def test_kbert_generates_and_the_checkpoint_remembers_it(trained_fact_models):
    data, _, kbert = trained_fact_models
    generate_and_validate(data, kbert, "--knowledge-injection", "kbert")
    # generating without the trees is a clear error
    bad = run(["fairseq-generate", data, "--user-dir", USER_DIR, "--task", "fact_summarization", "--gen-subset",
               "valid", "--path", kbert, "--cpu"], check=False)
    assert bad.returncode != 0 and "--knowledge-injection kbert" in bad.stderr
