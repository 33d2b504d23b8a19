"""Which files a GEC checkpoint was trained with: the dictionary (its symbols' sha256) and the sentencepiece model
(its file's sha256), recorded by ``--task gec`` in the checkpoint and checked when it is loaded (``GECTask``,
``GECModel``), so that a model never runs with token ids or pieces other than its own."""

import hashlib
import logging
import os
from typing import Optional

from fairseq_syngec.data.copy_dictionary import CopyDictionary

logger = logging.getLogger(__name__)

# file names of a sentencepiece model looked for beside the data (and fairseq's hub name)
SENTENCEPIECE_MODEL_NAMES = ("sentencepiece.bpe.model", "spm.model")
# a sentencepiece model found beside the data (not given) is recorded only if at least this share of
# the dictionary's ordinary symbols are its pieces (a model of other text is not the data's)
MIN_SENTENCEPIECE_COVERAGE = 0.9


class InputMismatchError(ValueError):
    """A dictionary or sentencepiece model that is not the one a checkpoint was trained with."""


def file_sha256(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def dictionary_record(dictionary, path: str) -> dict:
    """The dictionary's file, number of symbols and the sha256 of its symbols in order (what fixes
    the token ids; the counts do not matter)."""
    n = dictionary.first_marker + dictionary.num_markers if isinstance(dictionary, CopyDictionary) else len(dictionary)
    digest = hashlib.sha256("\n".join(dictionary.symbols[:n]).encode("utf-8")).hexdigest()
    return {"path": os.path.abspath(path), "symbols": n, "sha256": digest}


def check_dictionary(trained: dict, current: dict) -> None:
    """:class:`InputMismatchError` naming both dictionary files when they differ in their symbols."""
    if trained["sha256"] != current["sha256"]:
        raise InputMismatchError(
            f"the dictionary {current['path']} ({current['symbols']} symbols, sha256 {current['sha256'][:12]}) is "
            f"not the one the checkpoint was trained with ({trained['path']}, {trained['symbols']} symbols, sha256 "
            f"{trained['sha256'][:12]}): give the fairseq-preprocess --destdir the model was trained on")


def sentencepiece_coverage(spm_path: str, dictionary) -> float:
    """The share of the dictionary's ordinary symbols (no specials, no position markers) that are pieces
    of the sentencepiece model ``spm_path`` (1.0 for the model the dictionary was made from)."""
    import sentencepiece

    sp = sentencepiece.SentencePieceProcessor(model_file=spm_path)
    pieces = {sp.id_to_piece(i) for i in range(sp.get_piece_size())}
    end = dictionary.first_marker if isinstance(dictionary, CopyDictionary) else len(dictionary)
    symbols = dictionary.symbols[dictionary.nspecial:end]
    return sum(s in pieces for s in symbols) / max(1, len(symbols))


def find_training_sentencepiece(data_dir: str, dictionary) -> Optional[str]:
    """The sentencepiece model beside the data (``data_dir`` or the two directories above it:
    examples/gec's layouts) whose pieces make up the dictionary, or None."""
    d = os.path.abspath(data_dir)
    for folder in (d, os.path.dirname(d), os.path.dirname(os.path.dirname(d))):
        for name in SENTENCEPIECE_MODEL_NAMES:
            path = os.path.join(folder, name)
            if not os.path.isfile(path):
                continue
            try:
                coverage = sentencepiece_coverage(path, dictionary)
            except (OSError, RuntimeError) as exc:  # not a sentencepiece model: not the data's either
                logger.warning("%s is not a readable sentencepiece model (%s): not recorded", path, exc)
                continue
            if coverage >= MIN_SENTENCEPIECE_COVERAGE:
                return path
    return None
