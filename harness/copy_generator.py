"""A stand-in generator for a copy model that copies its whole source (shared by tests/test_hub.py and
tests/tasks/test_gec.py): each hypothesis is the source as the model's encoder hands it
to the copy head (words added to the dictionary at inference mapped to the markers of their positions),
which is what a copy head with all its mass on the source emits. It makes the marker bookkeeping of
encoding and restoring testable without a trained model that happens to copy."""

import torch


class CopyEverySourceToken:
    """``generate`` as fairseq's generators are called by ``task.inference_step``; each hypothesis has the keys
    of a fairseq hypothesis that GECModel reads (``tokens``, ``score``, ``positional_scores``), every token
    certain."""

    def generate(self, models, sample, **kwargs):
        encoder = models[0].encoder
        net_input = sample["net_input"]
        src = encoder(net_input["src_tokens"], net_input["src_lengths"])["src_tokens"][0]
        pad = encoder.dictionary.pad()
        hypos = []
        for row in src:
            tokens = row[row.ne(pad)].clone()
            hypos.append([{"tokens": tokens, "score": 0.0, "positional_scores": tokens.new_zeros(tokens.shape,
                                                                                               dtype=torch.float)}])
        return hypos
