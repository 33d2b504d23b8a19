"""Ensembles (fairseq's EnsembleModel over several copy / SynGEC checkpoints) and checkpoint
averaging on plugin checkpoints."""

import math

import pytest
import torch

from harness.helpers import USER_DIR, build_task_and_model, run, train_gec


@pytest.fixture(scope="module")
def update_checkpoints(word_gec_data, tmp_path_factory):
    """Two real checkpoints of one run (after epochs 1 and 2) and the data they were trained on."""
    ckpt = tmp_path_factory.mktemp("ens_ckpt")
    train_gec(word_gec_data, ckpt, "--max-epoch", "2")
    paths = [ckpt / "checkpoint1.pt", ckpt / "checkpoint2.pt"]
    assert len(paths) == 2, paths
    return word_gec_data, paths


def hypotheses(data_bin, path, *extra):
    out = run(["fairseq-generate", data_bin, "--user-dir", USER_DIR, "--task", "gec", "--gen-subset", "valid",
               "--path", path, "--beam", "3", "--batch-size", "8", "--cpu", "--max-len-b", "30", *extra]).stdout
    return sorted(line for line in out.splitlines() if line.startswith(("H-", "P-")))


@pytest.mark.parametrize("arch", ["copy_transformer_tiny", "syngec_transformer_tiny"])
def test_ensemble_averages_the_copy_mixtures(word_gec_data, arch):
    """EnsembleModel's step distribution is the mean of the members' mixture probabilities,
    the copied position markers included (literal mean, not fairseq's logsumexp)."""
    from fairseq.sequence_generator import EnsembleModel

    models = []
    for seed in (1, 2):
        torch.manual_seed(seed)
        _, model, _ = build_task_and_model(word_gec_data, arch)
        models.append(model.eval())
    task, _, _ = build_task_and_model(word_gec_data, arch)
    d = task.source_dictionary
    src = torch.tensor([[d.index("he"), d.first_marker + 1, d.index("go"), d.eos()]])
    prev = torch.tensor([[d.eos(), d.index("he")]])
    ens = EnsembleModel(models).eval()
    with torch.no_grad():
        enc = ens.forward_encoder({"src_tokens": src, "src_lengths": torch.tensor([4])})
        states = [torch.jit.annotate(dict, {}) for _ in models]
        ens.forward_decoder(prev[:, :1], enc, states)  # incremental decoding, one step at a time
        got, _ = ens.forward_decoder(prev, enc, states)
        members = []
        for m in models:
            out = m.decoder(prev, encoder_out=m.encoder(src, torch.tensor([4])))
            members.append(m.get_normalized_probs(out, log_probs=True)[:, -1].exp())
    expected = torch.tensor([[math.log((a + b) / 2) for a, b in zip(members[0][0].tolist(), members[1][0].tolist())]])
    assert torch.allclose(got, expected, atol=1e-5)
    marker = d.first_marker + 1  # copying the marker of source position 1 is part of each mixture
    assert members[0][0, marker] > 1e-6 and not torch.isclose(members[0][0, marker], members[1][0, marker])


def test_fairseq_generate_ensembles(update_checkpoints):
    """--path a:a equals --path a (hypotheses and scores); --path a:b is a different model."""
    data_bin, (a, b) = update_checkpoints
    single = hypotheses(data_bin, a)
    assert hypotheses(data_bin, f"{a}:{a}") == single
    pair = hypotheses(data_bin, f"{a}:{b}")
    assert len(pair) == 2 * 24 and pair != single


def test_average_checkpoints_is_the_parameter_mean_and_loads(update_checkpoints, tmp_path):
    from fairseq_syngec import GECModel
    from fairseq_syngec.cli.average_checkpoints import load_state

    data_bin, (a, b) = update_checkpoints
    out = tmp_path / "avg.pt"
    res = run(["fairseq-syngec-average-checkpoints", "--inputs", a.parent, "--num-epoch-checkpoints", "2",
               "--output", out])
    assert "averaged 2 checkpoints (checkpoint2.pt, checkpoint1.pt)" in res.stdout
    sa, sb, avg = load_state(str(a)), load_state(str(b)), load_state(str(out))
    for key in ("decoder.copy_head.gate.weight", "encoder.layers.0.fc1.weight"):
        assert not torch.equal(sa["model"][key], sb["model"][key])
        assert torch.allclose(avg["model"][key], (sa["model"][key] + sb["model"][key]) / 2, atol=1e-7)
    model = GECModel.from_pretrained(str(tmp_path), checkpoint_file="avg.pt", data_name_or_path=str(data_bin))
    assert len(model.correct(["he go to school yesterday ."])) == 1


def test_average_checkpoints_refuses_other_models(update_checkpoints, tmp_path, capsys):
    from fairseq_syngec.cli.average_checkpoints import load_state, main

    _, (a, _) = update_checkpoints
    state = load_state(str(a))
    del state["model"]["decoder.copy_head.gate.weight"]
    torch.save(state, tmp_path / "other.pt")
    assert main(["--inputs", str(a), str(tmp_path / "other.pt"), "--output", str(tmp_path / "x.pt")]) == 2
    err = capsys.readouterr().err
    assert "other.pt has other parameters" in err and "decoder.copy_head.gate.weight" in err
    assert main(["--inputs", str(a.parent), "--num-epoch-checkpoints", "3",
                     "--output", str(tmp_path / "x.pt")]) == 2
    assert "holds 2 epoch checkpoints, fewer than the 3" in capsys.readouterr().err
    assert not (tmp_path / "x.pt").exists()
    # averaging into one of the inputs is refused before anything is written
    before = a.read_bytes()
    assert main(["--inputs", str(a), str(tmp_path / "other.pt"), "--output", str(a)]) == 2
    assert "the output is an input of this command" in capsys.readouterr().err and a.read_bytes() == before


def test_gec_model_from_pretrained_ensemble(update_checkpoints):
    from fairseq_syngec import GECModel

    data_bin, (a, b) = update_checkpoints
    sents = ["he go to school yesterday .", "she have many friend ."]
    load = lambda f: GECModel.from_pretrained(str(a.parent), checkpoint_file=f, data_name_or_path=str(data_bin))
    single, self_ens, pair = load(a.name), load(f"{a.name}:{a.name}"), load(f"{a.name}:{b.name}")
    assert len(self_ens.models) == 2 and len(pair.models) == 2
    assert self_ens.correct(sents) == single.correct(sents)
    assert len(pair.correct(sents)) == 2
