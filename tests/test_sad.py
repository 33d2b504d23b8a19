"""Shallow Aggressive Decoding (fairseq_syngec/sad_generator.py): the same hypotheses as fairseq's
greedy search (SequenceGenerator, beam 1) on real JFLEG test sentences, through the generator, the
task option (fairseq-generate), GECModel.correct and fairseq-syngec-correct."""

import random

import pytest
import torch
import torch.nn.functional as F

from fairseq_syngec.sad_generator import ShallowAggressiveGenerator, accept_draft, redraft_position
from harness.helpers import JFLEG, USER_DIR, build_task_and_model, run, write_lines

pytestmark = pytest.mark.long_file  # started first by conftest.py


def jfleg_test(n, lower=False):
    lines = (JFLEG / "test.src").read_text(encoding="utf-8").splitlines()[:n]
    return [s.lower() for s in lines] if lower else lines


@pytest.fixture(scope="module")
def copying_hub(word_gec_data):
    """GECModel over a word-level copy_transformer (2+2 layers x 64) trained in-process for 120
    steps to copy JFLEG sentences (about 3 s): it copies much of its input, with some edits, so
    drafts are accepted several tokens at a time and re-drafted after the edits."""
    from fairseq.data import LanguagePairDataset

    from fairseq_syngec.hub import GECModel

    torch.manual_seed(0)
    rng = random.Random(0)
    task, model, cfg = build_task_and_model(word_gec_data, extra=["--dropout", "0"])
    task.load_dataset("train")
    ds = task.dataset("train")
    copy_pairs = LanguagePairDataset(ds.src, ds.src_sizes, task.src_dict, ds.src, ds.src_sizes, task.tgt_dict)
    short = [i for i in range(len(ds)) if ds.src_sizes[i] <= 40]
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    model.train()
    for _ in range(120):
        batch = copy_pairs.collater([copy_pairs[i] for i in rng.sample(short, 16)])
        lprobs = model.get_normalized_probs(model(**batch["net_input"]), log_probs=True)
        loss = F.nll_loss(lprobs.view(-1, lprobs.size(-1)), batch["target"].view(-1), ignore_index=task.tgt_dict.pad())
        opt.zero_grad()
        loss.backward()
        opt.step()
    return GECModel(cfg, task, [model])


def load_hub(ckpt, data_bin, spm=None):
    from fairseq_syngec.hub import GECModel

    return GECModel.from_pretrained(str(ckpt.parent), checkpoint_file=ckpt.name, data_name_or_path=str(data_bin),
                                    sentencepiece_model=str(spm) if spm else None)


def compare(hub, sentences, batch_size, incremental=None, **gen):
    """Greedy and SAD hypotheses (tokens, positional scores, score) for the same batches; returns
    (list of pairs, SAD's decoder passes, tokens generated)."""
    pairs, passes, n_tokens = [], 0, 0
    with hub._inference_dictionary(), hub._batching(batch_size, None):
        greedy = hub._build_generator(1, **gen)
        sad = hub._build_generator(1, shallow_aggressive_decoding=True, **gen)
        assert isinstance(sad, ShallowAggressiveGenerator)
        if incremental is not None:
            sad.incremental = incremental
        tokens = [hub.encode(s) for s in sentences]
        for batch in hub._build_batches(tokens, skip_invalid_size_inputs=False):
            hg = greedy.generate(hub.models, batch)
            hs = sad.generate(hub.models, batch)
            passes += sad.iterations
            for g, s in zip(hg, hs):
                assert len(g) == 1 and len(s) == 1
                pairs.append((g[0], s[0]))
                n_tokens += len(s[0]["tokens"])
    return pairs, passes, n_tokens


def assert_same(pairs, lenpen=1.0):
    for g, s in pairs:
        assert s["tokens"].tolist() == g["tokens"].tolist()
        assert torch.allclose(s["positional_scores"], g["positional_scores"], atol=1e-4, rtol=0)
        assert abs(float(s["score"]) - float(g["score"])) < 1e-4
        # score = sum of positional scores / length ** lenpen (fairseq's normalize_scores)
        assert abs(float(s["score"]) - float(s["positional_scores"].sum()) / len(s["tokens"]) ** lenpen) < 1e-5
        assert s["tokens"][-1].item() == 2  # ends with </s>


# Sun et al. 2021, section 3.1: the longest agreed prefix of the draft plus the model's next token
def test_accept_draft_oracle():
    assert accept_draft([5, 6, 9, 4], [5, 6, 7]) == [5, 6, 9]
    assert accept_draft([8, 6, 7, 4], [5, 6, 7]) == [8]
    assert accept_draft([5, 6, 7, 4], [5, 6, 7]) == [5, 6, 7, 4]  # whole draft + the token after it
    assert accept_draft([3], []) == [3]


def test_redraft_position_oracle():
    src = [10, 11, 12, 13, 11, 2]
    assert redraft_position(src, 13, 2) == 4  # 12 deleted: the output's 13 re-joins the source at 3
    assert redraft_position(src, 99, 2) == 3  # not in the source: a substitution of src[2]
    assert redraft_position(src, 11, 2) == 2  # nearest 11 (index 1, distance 1; index 4 is 2 away)
    assert redraft_position([11, 0, 11], 11, 1) == 3  # equally near: forward


@pytest.mark.parametrize("incremental", [True, False])
def test_same_as_greedy_on_jfleg_batch_1_and_32(copying_hub, incremental):
    hub = copying_hub
    sentences = jfleg_test(24, lower=True)
    pairs, passes, n_tokens = compare(hub, sentences, 1, incremental)
    assert len(pairs) == len(sentences)
    assert_same(pairs)
    assert passes < 0.6 * n_tokens  # the drafts are accepted several tokens at a time
    pairs32, _, _ = compare(hub, sentences, 32, incremental)
    assert_same(pairs32)


def test_length_rules_and_unk_penalty(copying_hub):
    hub = copying_hub
    sentences = jfleg_test(12, lower=True)
    # forced </s>: at most max_len_b + 1 tokens (the cap hits most of these sentences)
    pairs, _, _ = compare(hub, sentences, 4, max_len_a=0, max_len_b=6)
    assert_same(pairs)
    assert sum(len(s["tokens"]) == 7 for _, s in pairs) >= len(pairs) // 2
    pairs, _, _ = compare(hub, sentences, 4, min_len=40)  # </s> forbidden before step 40
    assert_same(pairs)
    assert all(len(s["tokens"]) >= 41 for _, s in pairs)
    # more / fewer <unk>. This model puts <unk> 10-12 nats below the best word: at -10 no <unk> won
    # on this machine (2026-12-02), at -14 it wins in 6 of 12 sentences with positional scores still
    # within 1e-5 of greedy's (far beyond, greedy's own fp32 running sums blur them)
    for unkpen in (-14.0, 3.0):
        pairs, _, _ = compare(hub, sentences, 4, unkpen=unkpen)
        assert_same(pairs)
        if unkpen < 0:  # the penalty is in play: <unk> wins some steps
            assert any(hub.task.tgt_dict.unk() in s["tokens"].tolist() for _, s in pairs)
    pairs, _, _ = compare(hub, sentences, 4, lenpen=0.5)
    assert_same(pairs, lenpen=0.5)
    pairs, _, _ = compare(hub, sentences, 4, temperature=0.7)  # --temperature divides the decoder output
    assert_same(pairs)


def test_syngec_sentencepiece_same_as_greedy(trained_spm_syngec):
    data_bin, ckpt, spm = trained_spm_syngec
    hub = load_hub(ckpt, data_bin, spm)
    sentences = jfleg_test(6)  # this model (10 updates) repeats one piece: outputs are capped at 0.5 n + 5
    for bs in (1, 6):
        pairs, _, _ = compare(hub, sentences, bs, max_len_a=0.5, max_len_b=5)
        assert_same(pairs)
    # GECModel.correct: the same corrections as beam 1 (same batches: max_len follows the batch's width)
    cap = dict(max_tokens=300, max_len_a=0.5, max_len_b=5)
    sad = hub.correct(sentences, shallow_aggressive_decoding=True, **cap)
    assert sad == hub.correct(sentences, beam=1, **cap) and len(sad) == len(sentences)


def test_refuses_what_it_cannot_do(copying_hub):
    hub = copying_hub
    with pytest.raises(ValueError, match="--beam 5"):
        hub.correct(["a line ."], beam=5, shallow_aggressive_decoding=True)
    with pytest.raises(ValueError, match="--sampling"):
        hub.correct(["a line ."], shallow_aggressive_decoding=True, sampling=True)
    with pytest.raises(ValueError, match="--no-repeat-ngram-size"):
        hub.correct(["a line ."], shallow_aggressive_decoding=True, no_repeat_ngram_size=2)
    with pytest.raises(ValueError, match="ensemble of 2"):
        from fairseq_syngec.tasks.gec import build_sad_generator

        build_sad_generator(list(hub.models) * 2, hub.cfg.generation, hub.task.target_dictionary)


def test_fairseq_generate_cli(trained_gec):
    data_bin, ckpt_dir, _ = trained_gec
    ckpt = ckpt_dir / "checkpoint_best.pt"
    common = ["fairseq-generate", data_bin, "--user-dir", USER_DIR, "--task", "gec", "--gen-subset", "valid",
              "--path", ckpt, "--beam", "1", "--batch-size", "8", "--cpu", "--max-len-b", "30"]
    greedy = run(common).stdout
    sad = run(common + ["--shallow-aggressive-decoding"]).stdout
    def hyp(out):  # (id, text) of the H- and D- lines
        return sorted(line.split("\t")[::2] for line in out.splitlines() if line[:2] in ("H-", "D-"))

    assert len(hyp(greedy)) == 2 * 24 and hyp(sad) == hyp(greedy)


def test_correct_cli(trained_gec, tmp_path, capsys):
    """fairseq-syngec-correct --shallow-aggressive-decoding: the same lines as --beam 1 (in-process
    main(); the console script is the same function), and a clear error for a beam above 1."""
    from fairseq_syngec.cli.correct import main

    data_bin, ckpt_dir, _ = trained_gec
    write_lines(tmp_path / "in.txt", jfleg_test(12, lower=True) + ["", "he go to school ."])
    args = ["--path", str(ckpt_dir / "checkpoint_best.pt"), "--data", str(data_bin), "--cpu", "--input",
            str(tmp_path / "in.txt"), "--no-progress-bar", "--max-tokens", "200"]
    assert main(args + ["--shallow-aggressive-decoding", "--output", str(tmp_path / "sad.txt")]) == 0
    assert main(args + ["--beam", "1", "--output", str(tmp_path / "greedy.txt")]) == 0
    sad = (tmp_path / "sad.txt").read_text(encoding="utf-8").split("\n")
    assert len(sad) == 14 + 1 and sad[12] == ""
    assert sad == (tmp_path / "greedy.txt").read_text(encoding="utf-8").split("\n")
    capsys.readouterr()
    assert main(args + ["--shallow-aggressive-decoding", "--beam", "4", "--output", str(tmp_path / "x.txt")]) == 1
    assert "--shallow-aggressive-decoding does not support --beam 4" in capsys.readouterr().err
