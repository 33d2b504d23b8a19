"""Decoding: fairseq 0.12.3.1's ``--no-repeat-ngram-size`` blocks nothing without its CUDA extension: the
Python fallback ``NGramRepeatBlock._no_repeat_ngram`` takes the n-gram to check from the end of the whole token
buffer (padding) instead of the last tokens generated (facebookresearch/fairseq#5206). The last ``n - 1``
generated tokens are checked, as the option documents.
"""




def banned_ngram_continuations(tokens, step: int, n: int):
    """For each row of ``tokens`` (hypotheses whose positions 0..step are filled): the tokens that
    would complete an n-gram already in positions 0..step (fairseq's --no-repeat-ngram-size)."""
    banned = []
    for row in tokens[:, : step + 1].tolist():
        last = row[step + 2 - n:]  # the n-1 most recent tokens (empty for n = 1)
        banned.append([row[i + n - 1] for i in range(step + 2 - n) if row[i:i + n - 1] == last])
    return banned


def fix_no_repeat_ngram():
    """Patch ``fairseq.ngram_repeat_block.NGramRepeatBlock`` to block repeats on CPU."""
    import math

    from fairseq.ngram_repeat_block import NGramRepeatBlock

    if getattr(NGramRepeatBlock._no_repeat_ngram, "_checks_generated_tokens", False):
        return

    def _no_repeat_ngram(self, tokens, lprobs, bsz: int, beam_size: int, step: int):
        if step + 2 - self.no_repeat_ngram_size < 0:
            return lprobs
        for row, banned in enumerate(banned_ngram_continuations(tokens, step, self.no_repeat_ngram_size)):
            if banned:
                lprobs[row, banned] = -math.inf
        return lprobs

    _no_repeat_ngram._checks_generated_tokens = True
    NGramRepeatBlock._no_repeat_ngram = _no_repeat_ngram
