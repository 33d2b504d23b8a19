"""copy_transformer: the mixture is a distribution, OOV source words are copied and restored,
incremental decoding equals the full forward pass."""

import torch
import pytest

from conftest import build_task_and_model
from fairseq_syngec.data.copy_markers import CopyDictionary
from fairseq_syngec.models.copy_transformer import map_extended_to_markers
from fairseq_syngec.modules.copy_head import mix_copy_distribution


def test_mix_copy_distribution_is_a_distribution():
    torch.manual_seed(0)
    b, t, s, v_gen, n = 3, 4, 5, 7, 10
    gen = torch.softmax(torch.randn(b, t, v_gen), -1)
    attn = torch.softmax(torch.randn(b, t, s), -1)
    alpha = torch.rand(b, t, 1)
    src = torch.randint(0, n, (b, s))
    src[0, :] = 8  # all source positions the same id: their copy weights add up
    p = mix_copy_distribution(gen, attn, alpha, src, n)
    assert p.shape == (b, t, n)
    assert (p >= 0).all()
    torch.testing.assert_close(p.sum(-1), torch.ones(b, t))
    # a marker id (>= v_gen) gets copy mass only
    torch.testing.assert_close(p[0, :, 8], alpha[0, :, 0])
    # oracle: the literal sum over source positions
    for i in range(b):
        for j in range(t):
            for y in range(n):
                gen_part = (1 - alpha[i, j, 0]) * gen[i, j, y] if y < v_gen else 0.0
                copy_part = alpha[i, j, 0] * attn[i, j][src[i] == y].sum()
                torch.testing.assert_close(p[i, j, y], gen_part + copy_part)


def _batch(task, lines):
    d = task.source_dictionary
    toks = [d.encode_line(line, add_if_not_exist=False).long() for line in lines]
    ds = task.build_dataset_for_inference(toks, [t.numel() for t in toks])
    return ds.collater([ds[i] for i in range(len(toks))])


@pytest.fixture(scope="module")
def task_model(word_gec_data):
    torch.manual_seed(1)
    task, model, cfg = build_task_and_model(word_gec_data)
    model.eval()
    return task, model


def test_dictionary_is_joined_with_markers(task_model):
    task, model = task_model
    d = task.source_dictionary
    assert isinstance(d, CopyDictionary) and task.target_dictionary is d
    assert d.num_markers == 256 and d[d.first_marker] == "<unk-0>" and d[len(d) - 1] == "<unk-255>"
    assert model.encoder.embed_tokens.num_embeddings == d.first_marker


def test_model_output_is_a_distribution(task_model):
    task, model = task_model
    sample = _batch(task, ["this is a sentence .", "he go to school yesterday ."])
    prev = torch.full((2, 6), task.target_dictionary.eos())
    prev[:, 1:] = sample["net_input"]["src_tokens"][:, :5]
    probs, extra = model(**sample["net_input"], prev_output_tokens=prev)
    assert probs.shape[-1] == len(task.target_dictionary)
    assert (probs >= 0).all()
    torch.testing.assert_close(probs.sum(-1), torch.ones(probs.shape[:2]))
    alpha = extra["copy_alpha"]
    assert ((alpha >= 0) & (alpha <= 1)).all()
    lprobs = model.get_normalized_probs((probs, extra), log_probs=True)
    assert torch.isfinite(lprobs).all()


def test_incremental_decoding_equals_full_forward(task_model):
    task, model = task_model
    sample = _batch(task, ["this is a sentence .", "he go to school yesterday and today ."])
    src = sample["net_input"]
    enc = model.encoder(src["src_tokens"], src["src_lengths"])
    torch.manual_seed(2)
    prev = torch.randint(4, task.target_dictionary.first_marker, (2, 7))
    prev[:, 0] = task.target_dictionary.eos()
    full, _ = model.decoder(prev, encoder_out=enc)
    full = model.get_normalized_probs((full, None), log_probs=True)
    state = {}
    steps = []
    for t in range(prev.size(1)):
        out, _ = model.decoder(prev[:, : t + 1], encoder_out=enc, incremental_state=state)
        steps.append(model.get_normalized_probs((out, None), log_probs=True))
    torch.testing.assert_close(torch.cat(steps, 1), full, atol=1e-5, rtol=1e-5)


def test_extended_ids_become_position_markers():
    d = CopyDictionary()
    for w in ["a", "b"]:
        d.add_symbol(w)
    d.init_markers(3)
    pad, limit = d.pad(), d.first_marker + 3
    for k in range(10):  # words added at inference get ids limit, limit + 1, ...
        d.add_symbol(f"new{k}")
    toks = torch.tensor([[pad, d.index("a"), limit + 5, limit + 6, d.eos()],
                         [d.index("b"), limit + 9, d.index("a"), limit + 1, d.eos()]])
    out = map_extended_to_markers(toks, d)
    m = d.first_marker
    assert out.tolist() == [[pad, d.index("a"), m + 1, m + 2, d.eos()],
                            [d.index("b"), m + 1, d.index("a"), d.unk(), d.eos()]]


def test_oov_source_word_is_copied_and_restored(word_gec_data):
    """With the copy gate forced open and the copy attention on the OOV word, the hypothesis is
    that word: the model emits its position marker and the task restores the surface form."""
    torch.manual_seed(3)
    task, model, cfg = build_task_and_model(word_gec_data)
    model.eval()
    head = model.decoder.copy_head
    with torch.no_grad():
        head.gate.weight.zero_()
        head.gate.bias.fill_(30.0)  # alpha = 1: copy only

    class PointAt(torch.nn.Module):  # copy attention fixed on source position 1
        def forward(self, query, key, value, key_padding_mask=None, **kw):
            attn = torch.zeros(query.size(1), query.size(0), key.size(0))
            attn[:, :, 1] = 1.0
            return query, attn

    head.attn = PointAt()
    cfg.generation.beam = 2
    cfg.generation.max_len_a, cfg.generation.max_len_b = 0, 1
    generator = task.build_generator([model], cfg.generation)
    d = task.source_dictionary
    assert "zorblaxian" not in d.indices
    sample = _batch(task, ["the zorblaxian machine ."])
    hypos = task.inference_step(generator, [model], sample)
    out = d.string(hypos[0][0]["tokens"])
    assert out == "zorblaxian", out
    d.extend_oov = False


def test_copy_transformer_needs_the_gec_task(word_gec_data):
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf
    from conftest import USER_DIR

    args = options.parse_args_and_arch(
        options.get_training_parser(),
        [str(word_gec_data), "--user-dir", USER_DIR, "--task", "translation", "--arch", "copy_transformer_tiny"])
    cfg = convert_namespace_to_omegaconf(args)
    task = tasks.setup_task(cfg.task)
    with pytest.raises(ValueError, match="--task gec"):
        task.build_model(cfg.model)
