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
    import fairseq_syngec  # noqa: F401  (installs the allowlist)
    from fairseq import checkpoint_utils

    path = tmp_path / "bad.pt"
    torch.save({"model": {}, "args": None, "cfg": {}, "extra": Unexpected()}, path)
    with pytest.raises(pickle.UnpicklingError, match="weights_only|Unsupported global"):
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
    import fairseq_syngec  # noqa: F401  (installs the patch)
    from fairseq.data import data_utils

    sizes = np.random.RandomState(0).randint(5, 150, size=747)
    order = np.argsort(sizes, kind="mergesort")
    batches = data_utils.batch_by_size(order, lambda i: sizes[i], max_tokens=max_tokens,
                                       max_sentences=max_sentences, required_batch_size_multiple=8)
    flat = np.concatenate(batches)
    assert sorted(flat.tolist()) == list(range(747))  # stock fairseq 0.12 loses the last batch here
    # fairseq's rule for every batch but the last: a multiple of 8, or smaller than 8
    assert all(len(b) % 8 == 0 or len(b) < 8 for b in batches[:-1])
