"""sentencepiece helpers: train a model, encode/decode files, and write a fairseq dictionary that
holds every piece (so no piece of a new sentence is out of vocabulary for fairseq)."""

import logging
import os
from typing import Iterable, List, Sequence

from syngec_tools import textio

logger = logging.getLogger(__name__)

SPM_SPECIALS = {"<unk>", "<s>", "</s>", "<pad>"}


def train_spm(inputs: List[str], model_prefix: str, vocab_size: int, model_type: str = "unigram",
              character_coverage: float = 1.0, max_sentences: int = 0,
              user_defined_symbols: Sequence[str] = ()) -> str:
    """Train a sentencepiece model on text files; returns the path of ``MODEL_PREFIX.model``.

    ``user_defined_symbols`` are always one piece wherever they occur (e.g. the ``|||`` that joins
    the triples of a fact line)."""
    import sentencepiece as spm

    for path in inputs:
        if not os.path.isfile(path):
            raise FileNotFoundError(f"sentencepiece training input not found: {path}")
    textio.check_outputs([model_prefix + ".model", model_prefix + ".vocab"], inputs)
    for path in inputs:  # sentencepiece would take bad bytes as U+FFFD and learn a piece of them
        textio.check_utf8(path)
    kwargs = dict(
        input=",".join(inputs), model_prefix=model_prefix, vocab_size=vocab_size,
        model_type=model_type, character_coverage=character_coverage,
        hard_vocab_limit=False,  # small corpora: take what the data allows instead of failing
        minloglevel=2,
    )
    symbols = [x for x in user_defined_symbols if x]
    if symbols:
        kwargs.update(user_defined_symbols=symbols)
    if max_sentences:
        kwargs.update(input_sentence_size=max_sentences, shuffle_input_sentence=True)
    spm.SentencePieceTrainer.train(**kwargs)
    return model_prefix + ".model"


def load_processor(model_path: str):
    """A ``sentencepiece.SentencePieceProcessor`` for ``model_path`` (FileNotFoundError naming it when
    the file is missing)."""
    import sentencepiece as spm

    if not os.path.isfile(model_path):
        raise FileNotFoundError(f"sentencepiece model not found: {model_path}")
    return spm.SentencePieceProcessor(model_file=model_path)


def encode_lines(model_path: str, lines: Iterable[str]) -> Iterable[str]:
    """Each line as space-separated pieces (an empty line stays empty). ``lines`` are lines without
    their ends (:func:`syngec_tools.textio.iter_lines`)."""
    sp = load_processor(model_path)
    for line in lines:
        yield " ".join(sp.encode(line.strip(), out_type=str))


def decode_lines(model_path: str, lines: Iterable[str]) -> Iterable[str]:
    """Space-separated pieces back to text. Pieces the model does not know (words restored from
    the source by the copy) are kept verbatim, which is what sentencepiece's decoding of pieces
    does with the word boundary marker U+2581."""
    sp = load_processor(model_path)
    for line in lines:
        yield sp.decode_pieces(line.split())


def write_fairseq_dict(spm_vocab: str, out_path: str) -> int:
    """fairseq dictionary (``piece count`` lines) with every sentencepiece piece but the
    specials fairseq adds itself. Returns the number of entries written (``out_path`` appears
    only complete)."""
    n = 0
    with textio.atomic_output(out_path, [spm_vocab]) as fout:
        for lineno, line in enumerate(textio.iter_lines(spm_vocab), 1):
            piece = line.split("\t")[0]
            if not piece:
                raise ValueError(f"{spm_vocab}:{lineno}: empty piece")
            if piece in SPM_SPECIALS:
                continue
            fout.write(f"{piece} 1\n")
            n += 1
    return n
