"""compat: checkpoints load through an allowlist (never a blanket unsafe load), and fairseq's
batching keeps every example."""

import pickle

import numpy as np
import pytest
import torch


class Unexpected:
    """Not a class fairseq checkpoints contain."""

    def __reduce__(self):
        return (print, ("this must never run",))


def test_checkpoint_with_unexpected_object_is_refused(tmp_path):
    from fairseq import checkpoint_utils

    import fairseq_syngec  # noqa: F401  (installs the allowlist)
    from fairseq_syngec.compat import CheckpointError

    path = tmp_path / "bad.pt"
    torch.save({"model": {}, "args": None, "cfg": {}, "extra": Unexpected()}, path)
    with pytest.raises(CheckpointError, match=f"^{path}: refused: .*[(]builtins.print[)]"):
        checkpoint_utils.load_checkpoint_to_cpu(str(path))


def test_allowlist_is_exactly_what_a_checkpoint_needs(trained_gec):
    """A checkpoint written by fairseq-train --user-dir fairseq_syngec needs exactly the
    allowlisted classes: without them torch refuses it, with them it loads."""
    from fairseq_syngec.compat import allow_fairseq_checkpoints, fairseq_checkpoint_safe_globals

    path = str(trained_gec[1] / "checkpoint_last.pt")
    allowed = {f"{c.__module__}.{c.__qualname__}" for c in fairseq_checkpoint_safe_globals()}
    try:
        torch.serialization.clear_safe_globals()  # what is already allowed is not reported as needed
        needed = torch.serialization.get_unsafe_globals_in_checkpoint(path)
        assert set(needed) == allowed
        with pytest.raises(pickle.UnpicklingError):
            torch.load(path, map_location="cpu")
    finally:
        allow_fairseq_checkpoints()
    state = torch.load(path, map_location="cpu")
    assert {"model", "cfg", "args", "optimizer_history"} <= set(state)


@pytest.mark.parametrize("max_tokens,max_sentences", [(None, 64), (4096, None), (500, 7)])
def test_batch_by_size_keeps_every_index(max_tokens, max_sentences):
    from fairseq.data import data_utils

    import fairseq_syngec  # noqa: F401  (installs the patch)

    sizes = np.random.RandomState(0).randint(5, 150, size=747)
    order = np.argsort(sizes, kind="mergesort")
    batches = data_utils.batch_by_size(order, lambda i: sizes[i], max_tokens=max_tokens,
                                       max_sentences=max_sentences, required_batch_size_multiple=8)
    flat = np.concatenate(batches)
    assert sorted(flat.tolist()) == list(range(747))  # stock fairseq 0.12 loses the last batch here
    # fairseq's rule for every batch but the last: a multiple of 8, or smaller than 8
    assert all(len(b) % 8 == 0 or len(b) < 8 for b in batches[:-1])


def test_no_repeat_ngram_blocks_on_cpu():
    """--no-repeat-ngram-size on CPU (fairseq 0.12 blocks nothing there, facebookresearch/fairseq#5206):
    hand-worked rows. Row 0 ``2 5 6 5 _ _`` at step 3, n = 2: its last token 5 began the bigram
    (5, 6), so 6 is banned; n = 3: (6, 5) has not occurred, nothing is. Row 1 ``2 7 7 7 _ _``, n = 2:
    (7, 7) occurred twice, 7 is banned; n = 3: (7, 7) at 1..2 was followed by 7, banned."""
    from fairseq.ngram_repeat_block import NGramRepeatBlock

    import fairseq_syngec  # noqa: F401  (installs the patch)

    pad = 1
    tokens = torch.tensor([[2, 5, 6, 5, pad, pad], [2, 7, 7, 7, pad, pad]])
    for n, banned in [(2, {0: {6}, 1: {7}}), (3, {0: set(), 1: {7}}), (4, {0: set(), 1: set()})]:
        lprobs = torch.zeros(2, 10)
        out = NGramRepeatBlock(n, use_extension=False)(tokens.clone(), lprobs, 1, 2, 3)
        for row in range(2):
            assert {i for i in range(10) if out[row, i] == float("-inf")} == banned[row], (n, row)
    row = torch.tensor([[2, 5, 6, 5, 6, pad]])  # step 4, n = 3: (5, 6) at 1..2 was followed by 5
    out = NGramRepeatBlock(3, use_extension=False)(row, torch.zeros(1, 10), 1, 1, 4)
    assert out[0].isinf().nonzero().flatten().tolist() == [5]


def test_fairseq_generate_no_repeat_ngram_size(trained_gec):
    """A 12-update model stutters: without the option some hypothesis repeats a bigram, with
    --no-repeat-ngram-size 2 none does."""
    from harness.helpers import USER_DIR, run

    data_bin, ckpt_dir, _ = trained_gec
    common = ["fairseq-generate", data_bin, "--user-dir", USER_DIR, "--task", "gec", "--gen-subset", "valid",
              "--path", ckpt_dir / "checkpoint_best.pt", "--beam", "4", "--batch-size", "8", "--cpu"]

    def repeats(out):
        hyps = [line.split("\t")[2].split() for line in out.splitlines() if line.startswith("H-")]
        assert len(hyps) == 24
        return sum(len(h) - 1 - len(set(zip(h, h[1:]))) for h in hyps)

    assert repeats(run(common).stdout) > 0
    assert repeats(run(common + ["--no-repeat-ngram-size", "2"]).stdout) == 0


def test_fairseq_attention_gets_masks_of_one_type():
    """fairseq's MultiheadAttention (fast path) with a boolean padding mask and a float future mask: no
    warning from torch, and the same output as torch's own conversion of the boolean mask (float64)."""
    import warnings

    from fairseq.modules.multihead_attention import MultiheadAttention

    import fairseq_syngec.compat as compat

    torch.manual_seed(0)
    mha = MultiheadAttention(16, 4, self_attention=True).double()
    x = torch.randn(5, 3, 16, dtype=torch.float64)
    pad = torch.zeros(3, 5, dtype=torch.bool)
    pad[1, 3:] = True
    future = torch.triu(torch.full((5, 5), float("-inf"), dtype=torch.float64), 1)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out, _ = mha(x, x, x, key_padding_mask=pad, attn_mask=future, need_weights=False)
    assert not [w for w in caught if "mismatched key_padding_mask" in str(w.message)]
    mask = compat.float_padding_mask(pad, future)
    assert mask.dtype == torch.float64 and mask[1, 3].item() == float("-inf") and mask[1, 2].item() == 0.0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref, _ = torch.nn.functional.multi_head_attention_forward(
            x, x, x, 16, 4, torch.empty([0]), torch.cat((mha.q_proj.bias, mha.k_proj.bias, mha.v_proj.bias)),
            None, None, False, 0.0, mha.out_proj.weight, mha.out_proj.bias, False, pad, False, future,
            use_separate_proj_weight=True, q_proj_weight=mha.q_proj.weight, k_proj_weight=mha.k_proj.weight,
            v_proj_weight=mha.v_proj.weight)
    assert torch.equal(out, ref)


def test_training_prints_no_torch_warnings(word_gec_data, tmp_path):
    """The warnings a user cannot act on are gone from fairseq-train's output (Python's default warning
    filters, as a user has them: the test helpers' runner turns warnings off, so a plain subprocess)."""
    import os
    import subprocess
    import sys

    from harness.helpers import TINY_ARCH, USER_DIR

    env = {k: v for k, v in os.environ.items() if k != "PYTHONWARNINGS"}
    res = subprocess.run([os.path.join(os.path.dirname(sys.executable), "fairseq-train"), str(word_gec_data),
                          "--user-dir", USER_DIR, "--task", "gec", *TINY_ARCH, "--cpu", "--optimizer", "adam",
                          "--lr", "1e-3", "--max-tokens", "2000", "--max-update", "2", "--save-dir", str(tmp_path),
                          "--no-save", "--log-format", "simple"], capture_output=True, text=True, env=env, timeout=300)
    out = res.stdout + res.stderr
    assert res.returncode == 0, out[-2000:]
    assert "mismatched key_padding_mask" not in out and "pin_memory" not in out, out[-2000:]


def test_a_forked_child_does_not_collect_its_parents_garbage(tmp_path):
    """What fairseq's data-loader workers inherit (the last epoch's iterators, unreachable, not yet collected)
    is never finalised in the worker: their ``__del__`` ran there and printed ``AssertionError: can only
    test a child process`` during training."""
    import gc
    import os

    import fairseq_syngec.compat  # noqa: F401  (registers the fork handler)

    log = tmp_path / "finalised"

    class Garbage:
        def __del__(self):
            with open(log, "a") as f:
                f.write(f"{os.getpid()}\n")

    gc.collect()
    gc.disable()  # the cycle stays uncollected until the child runs the collector
    try:
        a = Garbage()
        a.self = a
        del a
        pid = os.fork()
        if pid == 0:
            gc.collect()
            os._exit(0)
        os.waitpid(pid, 0)
        finalised_in_child = log.read_text().split() if log.exists() else []
        gc.collect()  # the parent still finalises it
    finally:
        gc.enable()
    assert finalised_in_child == []
    assert log.read_text().split() == [str(os.getpid())]
