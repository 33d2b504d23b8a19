"""copy_transformer: the mixture is a distribution, OOV source words are copied and restored,
incremental decoding equals the full forward pass."""

import pytest
import torch
from torch.utils._python_dispatch import TorchDispatchMode

from fairseq_syngec.data.copy_dictionary import CopyDictionary
from fairseq_syngec.kernels import copy_mixture_reference
from fairseq_syngec.models.copy_transformer import map_extended_to_markers
from fairseq_syngec.modules.copy_head import LOG_CLAMP, copy_log_probs_reference
from harness.helpers import build_task_and_model, inference_batch


def _prob_space_log_mixture(logits, copy_attn, alpha, src, n, floor=None):
    """Eq. 7 the direct way, float64 and differentiable: (1 - alpha) softmax plus alpha a_i added at x_i
    position by position, then the log (-inf where 0), then the floor."""
    q = torch.softmax(logits, -1)
    p = torch.cat([(1 - alpha) * q, q.new_zeros(*q.shape[:2], n - q.size(-1))], -1)
    for i in range(src.size(1)):
        one_hot = torch.nn.functional.one_hot(src[:, i], n).to(q.dtype)[:, None, :]  # [B, 1, n]
        p = p + alpha * copy_attn[:, :, i:i + 1] * one_hot
    log_p = torch.where(p > 0, p.clamp(min=1e-300).log(), torch.full_like(p, float("-inf")))
    return log_p if floor is None else log_p.clamp(min=floor)


@pytest.mark.parametrize("block_rows", [None, 5])
@pytest.mark.parametrize("floor", [None, LOG_CLAMP])
def test_output_layer_is_the_mixture(floor, block_rows, monkeypatch):
    """The fused output layer (projection + eq. 7 in the log domain, + the training clamp) against the
    literal loop of harness/copy_oracle.py (values) and a float64 probability-space formula (gradients of
    h, W, the copy attention and the gate logit), with a word repeated three times, a pad, a marker id,
    logits spread so that some probabilities fall below the floor, and gates far from 0.5; in one block
    of rows, and in blocks of 5 rows (5 + 5 + 2: dW summed over blocks, a partial last block)."""
    from harness.copy_oracle import literal_mixture

    torch.manual_seed(0)
    b, t, s, c, v_gen, n = 3, 4, 7, 5, 11, 16
    if block_rows is not None:
        monkeypatch.setattr(copy_mixture_reference, "CHUNK_ELEMENTS", block_rows * n)
        assert [r1 - r0 for r0, r1 in copy_mixture_reference.row_blocks(b * t, n)] == [5, 5, 2]
    h = torch.randn(b, t, c, dtype=torch.float64, requires_grad=True)
    w = (torch.randn(v_gen, c, dtype=torch.float64) * 4).requires_grad_()
    src = torch.randint(2, v_gen, (b, s))
    src[0, 1] = src[0, 3] = src[0, 6]  # repeated: the copy weights add up
    src[1, 0] = 1  # pad: no attention
    src[2, 2] = n - 1  # a position marker: copy mass only
    attn = torch.rand(b, t, s, dtype=torch.float64).masked_fill(src.eq(1)[:, None], 0)
    attn = (attn / attn.sum(-1, keepdim=True)).requires_grad_()
    gate = (torch.randn(b, t, 1, dtype=torch.float64) * 2).requires_grad_()
    out = copy_log_probs_reference(h, w, attn, gate, src, n, floor)
    with torch.no_grad():
        p = literal_mixture(h @ w.t(), attn, torch.sigmoid(gate), src, n)
    expected = torch.where(p > 0, p.clamp(min=1e-300).log(), torch.full_like(p, float("-inf")))
    if floor is not None:
        expected = expected.clamp(min=floor)
        assert (expected == floor).sum() > 10  # the floor is reached
    assert torch.equal(torch.isneginf(out), torch.isneginf(expected))
    finite = torch.isfinite(expected)
    torch.testing.assert_close(out[finite], expected[finite], atol=1e-10, rtol=0)
    torch.testing.assert_close(out.exp().sum(-1) if floor is None else p.sum(-1), torch.ones(b, t, dtype=torch.float64))
    weights = torch.randn(b, t, n, dtype=torch.float64)
    leaves = [h, w, attn, gate]

    def loss(x):
        return (torch.where(torch.isfinite(x), x, torch.zeros_like(x)) * weights).sum()

    got = torch.autograd.grad(loss(out), leaves)
    want = torch.autograd.grad(loss(_prob_space_log_mixture(h @ w.t(), attn, torch.sigmoid(gate), src, n, floor)),
                               leaves)
    # below the floor the normaliser's term uses q at the floor (< 1e-10 / (1 - alpha)): within 1e-8 here
    for name, a, e in zip(("h", "W", "attn", "gate"), got, want):
        torch.testing.assert_close(a, e, atol=1e-8 if floor is not None else 1e-10, rtol=1e-8, msg=name)


def test_output_layer_under_cpu_bf16_autocast():
    """Under CPU bfloat16 autocast (--amp --cpu) the output layer's three products take bf16 operands:
    log p against the float64 literal mixture within 0.1 (bf16 keeps 8 bits of mantissa; logits here
    up to about 15), the gradients of h, W, the copy attention and the gate within 3% (relative norm)
    of fp32's; and not equal to the fp32 layer's (the bf16 path ran)."""
    from harness.copy_oracle import literal_mixture

    torch.manual_seed(1)
    b, t, s, c, v_gen, n = 3, 5, 7, 32, 40, 48
    h = torch.randn(b, t, c)
    w = torch.randn(v_gen, c) * 0.5
    src = torch.randint(2, v_gen, (b, s))
    src[0, 1] = src[0, 4]
    src[2, 2] = n - 1
    attn = torch.softmax(torch.randn(b, t, s), -1)
    gate = torch.randn(b, t, 1) * 2
    weights = torch.randn(b, t, n)

    class MatrixProducts(TorchDispatchMode):
        """The operand dtypes of every matrix product with the generator's weight (a V_gen dimension)."""

        def __init__(self):
            super().__init__()
            self.dtypes = []

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            products = (torch.ops.aten.mm, torch.ops.aten.addmm_)
            if func._overloadpacket in products and v_gen in args[0].shape + args[1].shape:
                self.dtypes.append((args[0].dtype, args[1].dtype))
            return func(*args, **(kwargs or {}))

    def run(autocast):
        leaves = [x.clone().requires_grad_() for x in (h, w, attn, gate)]
        with MatrixProducts() as products:
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
                out = copy_log_probs_reference(*leaves, src, n, LOG_CLAMP)
            assert out.dtype == torch.float32
            loss = (torch.where(torch.isfinite(out), out, torch.zeros_like(out)) * weights).sum()
            grads = torch.autograd.grad(loss, leaves)
        return out.detach(), grads, products.dtypes

    out32, grads32, dtypes32 = run(False)
    out16, grads16, dtypes16 = run(True)
    # logits, dh, dW: bf16 operands under autocast only (backward runs outside autocast: the layer's own doing)
    assert len(dtypes16) == 3 and set(dtypes16) == {(torch.bfloat16, torch.bfloat16)}, dtypes16
    assert set(dtypes32) == {(torch.float32, torch.float32)}, dtypes32
    p = literal_mixture(h.double() @ w.double().t(), attn.double(), torch.sigmoid(gate.double()), src, n)
    expected = p.clamp(min=1e-300).log().clamp(min=LOG_CLAMP).float()
    finite = torch.isfinite(out16) & (p > 0)
    assert (out16[finite] - expected[finite]).abs().max() < 0.1
    assert (out32[finite] - expected[finite]).abs().max() < 1e-4
    assert not torch.equal(out16, out32)
    for name, a, e in zip(("h", "W", "attn", "gate"), grads16, grads32):
        assert a.dtype == e.dtype == torch.float32, name
        assert (a - e).norm() / e.norm() < 0.03, (name, ((a - e).norm() / e.norm()).item())


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
    sample = inference_batch(task, ["this is a sentence .", "he go to school yesterday ."])
    prev = torch.full((2, 6), task.target_dictionary.eos())
    prev[:, 1:] = sample["net_input"]["src_tokens"][:, :5]
    out, extra = model(**sample["net_input"], prev_output_tokens=prev)  # log p (fairseq's logits)
    assert out.shape[-1] == len(task.target_dictionary)
    assert not torch.isnan(out).any() and (out <= 1e-6).all()
    torch.testing.assert_close(out.exp().sum(-1), torch.ones(out.shape[:2]))
    alpha = extra["copy_alpha"]
    assert ((alpha >= 0) & (alpha <= 1)).all()
    lprobs = model.get_normalized_probs((out, extra), log_probs=True)
    assert torch.isfinite(lprobs).all()
    # training through the -inf of ids without mass: finite gradients
    model.zero_grad()
    (lprobs * torch.rand(lprobs.shape, generator=torch.Generator().manual_seed(0))).sum().backward()
    assert all(torch.isfinite(q.grad).all() for q in model.parameters() if q.grad is not None)
    model.zero_grad()


def test_incremental_decoding_equals_full_forward(task_model):
    task, model = task_model
    sample = inference_batch(task, ["this is a sentence .", "he go to school yesterday and today ."])
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
    sample = inference_batch(task, ["the zorblaxian machine ."])
    hypos = task.inference_step(generator, [model], sample)
    out = d.string(hypos[0][0]["tokens"])
    assert out == "zorblaxian", out
    d.extend_oov = False


def test_copy_transformer_needs_the_gec_task(word_gec_data):
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    from harness.helpers import USER_DIR

    args = options.parse_args_and_arch(
        options.get_training_parser(),
        [str(word_gec_data), "--user-dir", USER_DIR, "--task", "translation", "--arch", "copy_transformer_tiny"])
    cfg = convert_namespace_to_omegaconf(args)
    task = tasks.setup_task(cfg.task)
    with pytest.raises(ValueError, match="--task gec"):
        task.build_model(cfg.model)


# --- fairseq's --temperature on the copy mixture (SequenceGenerator divides the decoder output by T
# before get_normalized_probs): the tempered mixture p^(1/T) / sum p^(1/T), checked against a literal
# recomputation (harness/copy_oracle.py) on fairseq's own EnsembleModel, sampling and beam search.

def _tempered_steps(model, sample, prev, temperature):
    """fairseq's EnsembleModel.forward_decoder step by step (as SequenceGenerator calls it, with
    incremental state): the log-probs of every step, [B, T, V]."""
    from fairseq.sequence_generator import EnsembleModel

    ens = EnsembleModel([model]).eval()
    with torch.no_grad():
        enc = ens.forward_encoder(sample["net_input"])
        state = [torch.jit.annotate(dict, {})]
        steps = [ens.forward_decoder(prev[:, : t + 1], enc, state, temperature)[0] for t in range(prev.size(1))]
    return torch.stack(steps, 1)


@pytest.mark.parametrize("arch", ["copy_transformer_tiny", "syngec_transformer_tiny"])
def test_temperature_gives_the_tempered_mixture(word_gec_data, arch):
    """--temperature T: the normalised log-probs are log(p^(1/T) / sum p^(1/T)) of the mixture p (T = 1:
    log p itself), for the copy model and for SynGEC, which inherits its decoder."""
    from harness.copy_oracle import assert_matches_oracle, decoder_parts, literal_mixture, literal_tempered_log_probs

    torch.manual_seed(4)
    extra = ["--syn-encoder-layers", "1", "--syntax-fusion-layers", "1"] if arch.startswith("syngec") else []
    task, model, _ = build_task_and_model(word_gec_data, arch, extra)
    model.eval()
    with torch.no_grad():  # a gate with non-zero weights: alpha differs per step and sentence
        model.decoder.copy_head.gate.bias.fill_(0.3)
    d = task.target_dictionary
    sample = inference_batch(task, ["he go to school yesterday .", "this is a sentence ."])
    prev = torch.full((2, 4), d.eos())
    prev[:, 1:] = sample["net_input"]["src_tokens"][:, 1:4]
    net = sample["net_input"]
    p = literal_mixture(*decoder_parts(model, net["src_tokens"], net["src_lengths"], prev), len(d))
    for temperature in (1.0, 0.5, 2.0, 3.0):
        expected = literal_tempered_log_probs(p, temperature)
        assert_matches_oracle(_tempered_steps(model, sample, prev, temperature), expected, atol=1e-4)
    # T = 1 through get_normalized_probs directly (training and scoring): the clamped log of the mixture
    with torch.no_grad():
        out = model(**net, prev_output_tokens=prev)
    assert_matches_oracle(model.get_normalized_probs(out, log_probs=True), literal_tempered_log_probs(p, 1.0),
                          atol=1e-5)
    torch.testing.assert_close(model.get_normalized_probs(out, log_probs=False).double(), p, atol=1e-6, rtol=0)


def _generate(task, model, sample, **gen):
    """SequenceGenerator as fairseq-generate builds it (task.build_generator from cfg.generation)."""
    from fairseq.dataclass.configs import GenerationConfig

    cfg = GenerationConfig()
    for k, v in gen.items():
        setattr(cfg, k, v)
    try:
        generator = task.build_generator([model], cfg)
        with torch.no_grad():
            return generator.generate([model], sample)
    finally:
        task.source_dictionary.extend_oov = False


def test_sampling_draws_from_the_tempered_mixture(task_model):
    """--sampling --temperature T: the first token's samples follow p^(1/T) (renormalised over the
    tokens fairseq allows at step 0: no <eos>, no <pad>): the copy mass on the source words is about
    0.56 at T = 1 and 0.13 at T = 2 for this model; 500 draws tell them apart by > 10 sigma."""
    from harness.copy_oracle import decoder_parts, literal_mixture

    task, model = task_model
    d = task.target_dictionary
    sample = inference_batch(task, ["he go to school yesterday ."])
    net = sample["net_input"]
    p = literal_mixture(*decoder_parts(model, net["src_tokens"], net["src_lengths"], torch.tensor([[d.eos()]])),
                        len(d))[0, 0]
    allowed = torch.ones(len(d), dtype=torch.bool)
    allowed[[d.eos(), d.pad()]] = False
    source_words = sorted(set(net["src_tokens"][0].tolist()) - {d.eos(), d.pad()})
    draws = 500

    def source_mass(temperature):  # literal: sum over source words of p^(1/T) / sum over allowed ids
        q = [float(v) ** (1.0 / temperature) if ok else 0.0 for v, ok in zip(p, allowed)]
        return sum(q[y] for y in source_words) / sum(q)

    freq = {}
    for temperature in (1.0, 2.0):
        torch.manual_seed(5)
        hypos = _generate(task, model, sample, sampling=True, beam=draws, nbest=draws, max_len_a=0, max_len_b=1,
                          temperature=temperature)[0]
        assert len(hypos) == draws
        freq[temperature] = sum(int(h["tokens"][0]) in source_words for h in hypos) / draws
    for temperature in (1.0, 2.0):
        q = source_mass(temperature)
        sigma = (q * (1 - q) / draws) ** 0.5
        assert abs(freq[temperature] - q) < 5 * sigma, (temperature, freq[temperature], q)
    assert source_mass(1.0) - source_mass(2.0) > 0.3
    assert abs(freq[2.0] - source_mass(1.0)) > 10 * (source_mass(1.0) * (1 - source_mass(1.0)) / draws) ** 0.5


def test_beam_search_scores_are_tempered(task_model):
    """--beam with --temperature T: every hypothesis' positional scores are the tempered mixture's
    log-probs of its tokens (teacher-forced literal oracle), and the n-best list is ranked by them."""
    from harness.copy_oracle import decoder_parts, literal_mixture, literal_tempered_log_probs

    task, model = task_model
    d = task.target_dictionary
    sample = inference_batch(task, ["he go to school yesterday ."])
    net = sample["net_input"]
    tokens_by_t = {}
    for temperature in (0.5, 2.0):
        hypos = _generate(task, model, sample, beam=3, nbest=3, max_len_a=0, max_len_b=4, temperature=temperature)[0]
        assert len(hypos) == 3
        for h in hypos:
            tokens = h["tokens"]
            prev = torch.cat([torch.tensor([d.eos()]), tokens[:-1]])[None]
            parts = decoder_parts(model, net["src_tokens"], net["src_lengths"], prev)
            oracle = literal_tempered_log_probs(literal_mixture(*parts, len(d)), temperature)[0]
            expected = oracle[torch.arange(tokens.numel()), tokens]
            torch.testing.assert_close(h["positional_scores"].double(), expected, atol=1e-4, rtol=0)
            assert float(h["score"]) == pytest.approx(float(expected.sum()) / tokens.numel(), abs=1e-4)
        scores = [float(h["score"]) for h in hypos]
        assert scores == sorted(scores, reverse=True)
        tokens_by_t[temperature] = [h["tokens"].tolist() for h in hypos]
    assert tokens_by_t[0.5] != tokens_by_t[2.0]  # the temperature changes the n-best list here


def test_normalisation_is_skipped_only_for_the_untouched_output(task_model):
    """The decoder output is log p already: get_normalized_probs skips the log_softmax only where the
    scores are still the decoder's (whole, or the last step as SequenceGenerator slices it), not once
    they were divided by a temperature, nor without the decoder's extra dict; the result is the same."""
    from fairseq_syngec.modules.copy_head import normalized_log_probs

    task, model = task_model
    sample = inference_batch(task, ["he go to school yesterday .", "this is a sentence ."])
    prev = torch.full((2, 4), task.target_dictionary.eos())
    prev[:, 1:] = sample["net_input"]["src_tokens"][:, 1:4]
    with torch.no_grad():
        out, extra = model(**sample["net_input"], prev_output_tokens=prev)
    decoder = model.decoder
    assert decoder.untempered((out, extra)) and decoder.untempered((out[:, -1:], extra))
    assert not decoder.untempered((out / 2.0, extra)) and not decoder.untempered((out, None))
    assert not decoder.untempered((out[:, :2], extra))  # not the last steps: the saved values differ
    torch.testing.assert_close(model.get_normalized_probs((out, extra), log_probs=True), normalized_log_probs(out),
                               atol=2e-6, rtol=0)


def test_gate_logit_is_eq6():
    """Zhao et al. eq. 6 (with h_t, as the paper's description has it): g = w . [h_t ; c_t] + b, c_t the
    copy attention's context; alpha = sigmoid(g). Literal dot products with random weights and bias."""
    from fairseq_syngec.modules.copy_head import CopyHead

    torch.manual_seed(7)
    head = CopyHead(embed_dim=6, encoder_embed_dim=5)
    with torch.no_grad():
        head.gate.weight.normal_()
        head.gate.bias.fill_(0.7)
    hidden, enc = torch.randn(2, 3, 6), torch.randn(4, 2, 5)
    attn, gate = head(hidden, enc, None)
    context, _ = head.attn(query=hidden.transpose(0, 1), key=enc, value=enc, static_kv=True, need_weights=True)
    context = context.transpose(0, 1)
    w, b = head.gate.weight[0].tolist(), float(head.gate.bias)
    for i in range(2):
        for t in range(3):
            z = [float(v) for v in hidden[i, t]] + [float(v) for v in context[i, t]]
            expected = sum(wk * zk for wk, zk in zip(w, z)) + b
            assert float(gate[i, t, 0]) == pytest.approx(expected, abs=1e-5)
    torch.testing.assert_close(attn.sum(-1), torch.ones(2, 3))
