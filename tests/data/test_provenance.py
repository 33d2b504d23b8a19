"""data/provenance.py: what a --task gec checkpoint records of its dictionary, and the refusal of another one,
against hand-computed digests (the symbols in order, one per line, fairseq's four specials first)."""

import hashlib

import pytest
from fairseq.data import Dictionary

from fairseq_syngec.data.copy_dictionary import CopyDictionary
from fairseq_syngec.data.provenance import InputMismatchError, check_dictionary, dictionary_record


def words(*symbols):
    d = Dictionary()
    for s in symbols:
        d.add_symbol(s)
    return d


def test_the_record_is_the_sha256_of_the_symbols_in_order(tmp_path):
    record = dictionary_record(words("the", "cat", "the"), str(tmp_path / "dict.txt"))
    assert record == {"path": str(tmp_path / "dict.txt"), "symbols": 6,
                      "sha256": hashlib.sha256(b"<s>\n<pad>\n</s>\n<unk>\nthe\ncat").hexdigest()}
    # counts do not matter, order does
    assert dictionary_record(words("the", "cat", "cat", "cat"), "d")["sha256"] == record["sha256"]
    assert dictionary_record(words("cat", "the"), "d")["sha256"] != record["sha256"]
    # a copy dictionary: its position markers count, the padding fairseq appends after them does not
    copy = CopyDictionary.from_dictionary(words("the", "cat"), 2)
    copy.pad_to_multiple_(16)
    assert len(copy) > copy.first_marker + copy.num_markers == 8
    assert dictionary_record(copy, "d")["symbols"] == 8
    assert dictionary_record(copy, "d")["sha256"] == hashlib.sha256(
        b"<s>\n<pad>\n</s>\n<unk>\nthe\ncat\n<unk-0>\n<unk-1>").hexdigest()


def test_another_dictionary_is_refused_naming_both_files():
    trained = dictionary_record(words("the", "cat"), "/train/dict.txt")
    check_dictionary(trained, dictionary_record(words("the", "cat", "cat"), "/elsewhere/dict.txt"))  # same symbols
    same_size = dictionary_record(words("the", "dog"), "/other/dict.txt")
    with pytest.raises(InputMismatchError, match=r"/other/dict.txt \(6 symbols.*trained with \(/train/dict.txt, 6"):
        check_dictionary(trained, same_size)
