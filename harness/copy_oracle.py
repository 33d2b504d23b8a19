"""Literal oracles of the copy decoder's distribution under fairseq's ``--temperature`` (shared by
tests/models/test_copy_transformer.py and tests/kernels/test_copy_mixture_kernel.py).

Everything is recomputed here from the decoder's own inputs (its final features, the copy head's
attention and gate) with plain loops in float64, not with the package's helpers:
p(y) = (1 - alpha) softmax(W h)[y] + alpha sum_{i: x_i = y} a_i (Zhao et al. 2019 eq. 7), then
p_T(y) = p(y)^(1/T) / sum_y' p(y')^(1/T), log, clamped at log 1e-10 as get_normalized_probs."""

import math

import torch

LOG_FLOOR = math.log(1e-10)


def decoder_parts(model, src_tokens, src_lengths, prev):
    """(logits [B, T, V_gen], copy_attn [B, T, S], alpha [B, T, 1], src_tokens after marker mapping)
    of the model's decoder, teacher-forced on ``prev``."""
    with torch.no_grad():
        enc = model.encoder(src_tokens, src_lengths)
        features, _ = model.decoder(prev, encoder_out=enc, features_only=True)
        _, extra = model.decoder(prev, encoder_out=enc)
        logits = model.decoder.output_layer(features)
    return logits.double(), extra["copy_attn"].double(), extra["copy_alpha"].double(), enc["src_tokens"][0]


def literal_mixture(logits, copy_attn, alpha, src_tokens, num_types):
    """p [B, T, num_types] (float64) by a loop over rows and source positions."""
    bsz, tgt_len, v_gen = logits.shape
    p = torch.zeros(bsz, tgt_len, num_types, dtype=torch.float64)
    for b in range(bsz):
        for t in range(tgt_len):
            e = [math.exp(float(z)) for z in logits[b, t]]
            total = sum(e)
            a = float(alpha[b, t, 0])
            for y in range(v_gen):
                p[b, t, y] = (1.0 - a) * e[y] / total
            for i in range(src_tokens.size(1)):
                p[b, t, int(src_tokens[b, i])] += a * float(copy_attn[b, t, i])
    return p


def literal_tempered_log_probs(p, temperature):
    """log(p^(1/T) / sum p^(1/T)) per row, clamped below at log 1e-10 (an id with p = 0 gets the floor)."""
    out = torch.empty_like(p)
    flat, res = p.reshape(-1, p.size(-1)), out.view(-1, p.size(-1))
    for r in range(flat.size(0)):
        q = [float(v) ** (1.0 / temperature) for v in flat[r]]
        z = sum(q)
        res[r] = torch.tensor([max(math.log(v / z), LOG_FLOOR) if v > 0 else LOG_FLOOR for v in q],
                              dtype=torch.float64)
    return out


def assert_matches_oracle(got, expected, atol=2e-5):
    """got: the model's log-probs (float32); expected: the oracle's (float64, floored)."""
    got = got.double()
    assert got.shape == expected.shape, (got.shape, expected.shape)
    err = float((got - expected).abs().max())
    assert err <= atol, f"max |log-prob - oracle| = {err:.3g} > {atol}"
