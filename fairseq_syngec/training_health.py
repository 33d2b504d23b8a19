"""Training-health checks that ``fairseq-train`` and ``fairseq-generate`` run for every user of the plugin
(installed by :mod:`fairseq_syngec.compat`): a one-line warning when the validation loss rises at two
validations in a row while the training loss does not fall (a model leaving its path: the copy model at
too high a learning rate ended as one repeated piece), and the number of outputs that are one piece
repeated in ``fairseq-generate``'s summary. The logic here imports neither torch nor fairseq."""

from typing import List, Optional, Sequence

# an output is "one piece repeated" when it is the same token at least this many times and nothing else
MIN_REPEATS = 4
# the training loss "does not fall" when it is above this share of what it was two validations before
FLAT_TRAINING = 0.98


def is_repeated_piece(tokens: Sequence[int], min_repeats: int = MIN_REPEATS) -> bool:
    """True when ``tokens`` (an output without its end-of-sentence) is one token ``min_repeats`` or more times."""
    return len(tokens) >= min_repeats and all(t == tokens[0] for t in tokens)


class ValidationTrend:
    """The validation losses and the mean training losses between validations, one pair per validation;
    :meth:`add` returns the warning to log when the last two validations each rose while the training loss
    did not fall below ``FLAT_TRAINING`` of its value two validations before."""

    def __init__(self):
        self.valid: List[float] = []
        self.train: List[Optional[float]] = []
        self.warned_at: Optional[int] = None

    def add(self, valid_loss: float, train_loss: Optional[float], num_updates: int) -> Optional[str]:
        self.valid.append(float(valid_loss))
        self.train.append(None if train_loss is None else float(train_loss))
        if len(self.valid) < 3:
            return None
        v0, v1, v2 = self.valid[-3:]
        t0, t2 = self.train[-3], self.train[-1]
        if not (v0 < v1 < v2) or t0 is None or t2 is None or t2 < FLAT_TRAINING * t0:
            return None
        self.warned_at = num_updates
        return (f"validation loss rose at two validations in a row ({v0:.3f} -> {v1:.3f} -> {v2:.3f}, update "
                f"{num_updates}) while the training loss did not fall ({t0:.3f} -> {t2:.3f}): the model may be "
                "collapsing (outputs of one repeated piece); lower --lr or lengthen --warmup-updates "
                "(examples/gec/README.md, 'Learning rate and warm-up')")
