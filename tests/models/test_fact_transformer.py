"""fact_transformer (FA-TR input layer on fairseq's Transformer) with --task fact_summarization:
data loading, the fact stream in batches, train / generate / validate end to end on CPU."""

import pytest
import torch

from conftest import USER_DIR, run, write_lines, write_triples

TINY = ["--encoder-layers", "2", "--decoder-layers", "2", "--encoder-embed-dim", "64", "--decoder-embed-dim", "64",
        "--encoder-ffn-embed-dim", "128", "--decoder-ffn-embed-dim", "128"]


@pytest.fixture(scope="module")
def fact_data(trained_fact_models):
    return trained_fact_models[0]


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
    for row, idx in enumerate(batch["id"].tolist()):
        n = int(batch["net_input"]["fact_lengths"][row])
        toks = batch["net_input"]["fact_tokens"][row]
        expected = d.encode_line(raw[idx], add_if_not_exist=False, append_eos=False)
        assert toks[:n].tolist() == expected.tolist()  # the document's own facts, no </s>
        assert toks[n:].eq(d.pad()).all()
    assert 0 in batch["net_input"]["fact_lengths"].tolist()  # a document with no facts


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
    enc = model.encoder(net["src_tokens"], net["src_lengths"], net["fact_tokens"], net["fact_lengths"])
    gate = enc["fact_gate"][0]
    assert gate.shape == (*net["src_tokens"].shape, 64) and (gate > 0).all() and (gate < 1).all()
    # without any fact token the encoder is fairseq's TransformerEncoder on the same weights
    empty = net["fact_tokens"][:, :0]
    no_facts = model.encoder(net["src_tokens"], net["src_lengths"], empty, torch.zeros_like(net["fact_lengths"]))
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
    with pytest.raises(ValueError, match=r"valid\.facts-None\.facts\.bin has 19 fact lines but .*valid\.src-tgt\.src\.bin has 20"):
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
         "fact_transformer_tiny", *TINY, "--fact-alignment", "attention", "--cpu", "--optimizer", "adam", "--lr", "1e-3",
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
    from fairseq_syngec.modules.kbert import build_sentence_tree

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
        if idx % 3 == 0:
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
    got = enc(net["src_tokens"], net["src_lengths"], soft_positions=net["soft_positions"], visible=net["visible"])
    plain = super(type(enc), enc).forward(net["src_tokens"], net["src_lengths"])
    assert torch.allclose(got["encoder_out"][0], plain["encoder_out"][0], atol=1e-5)
    # a token that cannot see a branch is not changed by it; one that can, is
    batch = ds.collater([ds[0]])
    net = batch["net_input"]
    out = enc(net["src_tokens"], net["src_lengths"], soft_positions=net["soft_positions"], visible=net["visible"])
    assert torch.isfinite(out["encoder_out"][0]).all()


def test_kbert_generates_and_the_checkpoint_remembers_it(trained_fact_models):
    data, _, kbert = trained_fact_models
    generate_and_validate(data, kbert, "--knowledge-injection", "kbert")
    # generating without the trees is a clear error
    bad = run(["fairseq-generate", data, "--user-dir", USER_DIR, "--task", "fact_summarization", "--gen-subset",
               "valid", "--path", kbert, "--cpu"], check=False)
    assert bad.returncode != 0 and "--knowledge-injection kbert" in bad.stderr
