"""Dropout on the copy attention weights that feed the copy mixture (Zhao et al.'s code, fairseq-gec:
0.2 in their recipe; ``--copy-attention-dropout``): in training every weight is either dropped (0) or
kept and scaled by 1/(1-p), checked entry by entry against the same head without dropout; in eval,
and with p = 0, the weights are untouched; the gate never sees the dropout."""

import torch

from fairseq_syngec.modules.copy_head import CopyHead


def heads(p):
    torch.manual_seed(3)
    with_dropout = CopyHead(16, 12, num_heads=1, attention_dropout=p)
    without = CopyHead(16, 12, num_heads=1, attention_dropout=0.0)
    without.load_state_dict(with_dropout.state_dict())
    return with_dropout, without


def inputs(bsz=4, tgt=7, src=9):
    torch.manual_seed(5)
    hidden = torch.randn(bsz, tgt, 16, requires_grad=True)
    encoder_out = torch.randn(src, bsz, 12)
    pad = torch.zeros(bsz, src, dtype=torch.bool)
    pad[0, -2:] = True  # a padded source
    return hidden, encoder_out, pad


def test_training_drops_or_scales_each_weight():
    p = 0.3
    head, reference = heads(p)
    head.train()
    reference.eval()
    hidden, enc, pad = inputs()
    attn, gate = head(hidden, enc, pad)
    base, base_gate = reference(hidden, enc, pad)
    assert torch.allclose(gate, base_gate)  # the gate reads undropped weights
    dropped = attn == 0
    kept = ~dropped
    for b in range(attn.size(0)):  # literal: each weight is 0 or base / (1 - p)
        for t in range(attn.size(1)):
            for s in range(attn.size(2)):
                a, w = attn[b, t, s].item(), base[b, t, s].item()
                assert a == 0.0 or abs(a - w / (1 - p)) < 1e-6 * max(1.0, abs(w)), (b, t, s, a, w)
    frac = dropped[~pad.unsqueeze(1).expand_as(attn)].float().mean().item()
    assert 0.15 < frac < 0.45, frac  # about p of the weights
    assert kept.any() and (attn.sum(-1) - 1).abs().max() > 1e-3  # rows no longer sum to 1
    attn.sum().backward()
    assert hidden.grad is not None and hidden.grad.abs().sum() > 0


def test_eval_and_zero_dropout_leave_the_weights():
    for p, train in ((0.3, False), (0.0, True)):
        head, reference = heads(p)
        head.train(train)
        reference.eval()
        hidden, enc, pad = inputs()
        attn, _ = head(hidden, enc, pad)
        base, _ = reference(hidden, enc, pad)
        assert torch.equal(attn, base)
        assert torch.allclose(attn.sum(-1), torch.ones_like(attn.sum(-1)), atol=1e-5)


def test_copy_transformer_option_reaches_the_mixture(word_gec_data):
    from harness.helpers import build_task_and_model

    task, model, cfg = build_task_and_model(word_gec_data, "copy_transformer_tiny",
                                            ["--copy-attention-dropout", "0.5", "--dropout", "0", "--attention-dropout",
                                             "0", "--activation-dropout", "0"])
    assert cfg.model.copy_attention_dropout == 0.5 and model.decoder.copy_head.attention_dropout == 0.5
    task.load_dataset("valid")
    sample = task.dataset("valid").collater([task.dataset("valid")[i] for i in range(4)])
    model.eval()
    with torch.no_grad():
        eval_out = model(**sample["net_input"])
        model.train()
        torch.manual_seed(0)
        train_out = model(**sample["net_input"])
    # only the copy weights are dropped: with the other dropouts at 0 the gate is the same, the mixture not
    assert torch.allclose(eval_out[1]["copy_alpha"], train_out[1]["copy_alpha"])
    assert not torch.allclose(eval_out[0], train_out[0])
    assert (train_out[1]["copy_attn"] == 0).sum() > (eval_out[1]["copy_attn"] == 0).sum()  # beyond the pads
