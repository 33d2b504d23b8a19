"""A stand-in generator for a copy model that copies its whole source (shared by tests/test_hub.py and
tests/tasks/test_gec.py): each hypothesis is the source as the model's encoder hands it
to the copy head (words added to the dictionary at inference mapped to the markers of their positions),
which is what a copy head with all its mass on the source emits. It makes the marker bookkeeping of
encoding and restoring testable without a trained model that happens to copy."""


class CopyEverySourceToken:
    """``generate`` as fairseq's generators are called by ``task.inference_step``."""

    def generate(self, models, sample, **kwargs):
        encoder = models[0].encoder
        net_input = sample["net_input"]
        src = encoder(net_input["src_tokens"], net_input["src_lengths"])["src_tokens"][0]
        pad = encoder.dictionary.pad()
        return [[{"tokens": row[row.ne(pad)].clone(), "score": 0.0}] for row in src]
