"""experiments/copy_gate.py: the gate and copy-attention statistics, against counts done by hand,
and the command on a trained copy model."""

import json

import pytest
import torch

from harness.helpers import REPO, load_script, run

PAD, EOS = 1, 2


def load():
    return load_script(REPO / "experiments/copy_gate.py")


def test_counts_by_hand():
    # sentence 1: source 5 6 7 6 </s>; target 5 (copy, peak right), 9 (absent), 7 (copy, peak wrong),
    # 6 (twice in the source: neither), 11 (absent), </s> (left out)
    # sentence 2: source <pad> <pad> 8 9 </s>; target 4 (absent), 8 (copy, peak wrong), 3 (absent), </s>, <pad>
    src = torch.tensor([[5, 6, 7, 6, EOS], [PAD, PAD, 8, 9, EOS]])
    tgt = torch.tensor([[5, 9, 7, 6, 11, EOS], [4, 8, 3, EOS, PAD, PAD]])
    even = [0.2] * 5
    attn = torch.tensor([
        [[0.6, 0.1, 0.2, 0.05, 0.05], [0.1, 0.15, 0.1, 0.15, 0.5], [0.5, 0.1, 0.3, 0.05, 0.05], even,
         [0.05, 0.3, 0.05, 0.3, 0.3], even],
        [[0, 0, 0.5, 0.4, 0.1], [0, 0, 0.2, 0.7, 0.1], [0, 0, 0.1, 0.8, 0.1], even, even, even],
    ])
    alpha = torch.tensor([[0.8, 0.7, 0.6, 0.5, 0.7, 0.5], [0.9, 0.9, 0.95, 0.5, 0.5, 0.5]])
    cg = load()
    stats = cg.summary(cg.copy_gate_counts(attn, alpha, src, tgt, PAD, EOS))
    assert stats["copies"] == 3 and stats["absent"] == 4
    assert stats["copy_argmax"] == pytest.approx(1 / 3)
    assert stats["copy_weight"] == pytest.approx((0.6 + 0.3 + 0.2) / 3)
    assert stats["alpha_copy"] == pytest.approx((0.8 + 0.6 + 0.9) / 3)
    assert stats["alpha_absent"] == pytest.approx((0.7 + 0.7 + 0.9 + 0.95) / 4)
    # blocked when 1 - alpha < alpha x (the best source id's summed copy weight, </s> left out):
    # "9": 0.3 < 0.7 x 0.3 (id 6: 0.15 + 0.15; </s>'s 0.5 does not count) -> no;
    # "11": 0.3 < 0.7 x 0.6 (id 6: 0.3 + 0.3) -> yes; "4": 0.1 < 0.9 x 0.5 -> yes; "3": 0.05 < 0.95 x 0.8 -> yes
    assert stats["blocked"] == pytest.approx(3 / 4)


def test_command_on_a_trained_copy_model(trained_gec, tmp_path):
    data_bin, ckpt, _ = trained_gec
    out = tmp_path / "gate.json"
    res = run(["python", REPO / "experiments/copy_gate.py", "--path", ckpt / "checkpoint_last.pt", "--data", data_bin,
               "--json", out])
    stats = json.loads(out.read_text())
    assert stats["copies"] > 0 and stats["absent"] > 0 and 0 < stats["alpha_copy"] < 1
    assert "blocked" in res.stdout


def test_new_tokens_by_hand(tmp_path):
    cg = load()
    sources = [["▁I", "▁go", "▁home", "."], ["▁he", "▁go"], ["▁ok"]]
    outputs = [["▁I", "▁go", "▁home", "▁home", "."],  # a repeat: nothing new
               ["▁he", "▁go", "es", "▁to"],          # 2 new tokens of 4
               []]                                   # empty output
    stats = cg.new_token_shares(sources, outputs)
    assert stats == {"sentences": 3, "tokens": 9, "new_tokens": 2 / 9, "new_sentences": 1 / 3}
    (tmp_path / "src").write_text("".join(" ".join(s) + "\n" for s in sources), encoding="utf-8")
    (tmp_path / "out").write_text("".join(" ".join(o) + "\n" for o in outputs), encoding="utf-8")
    (tmp_path / "short").write_text("▁I\n", encoding="utf-8")
    cg.main(["--source", str(tmp_path / "src"), "--output", str(tmp_path / "out"), "--json", str(tmp_path / "j")])
    assert json.loads((tmp_path / "j").read_text())["outputs"][str(tmp_path / "out")]["new_tokens"] == 2 / 9
    with pytest.raises(SystemExit):
        cg.main(["--source", str(tmp_path / "src"), "--output", str(tmp_path / "short")])
