from collections import Counter

import pytest

from fairseq_syngec.data.copy_dictionary import CopyDictionary
from harness.helpers import load_script
from syngec_tools.data.copy_markers import mark_oov_pair, marker_position, restore_markers


def test_mark_and_restore_round_trip():
    vocab = {"the", "cat", "sat", "."}
    counts = Counter()
    src = "the zorb cat sat on the mat .".split()
    tgt = "the zorb cat sat on a mat .".split()
    s, t = mark_oov_pair(src, tgt, vocab.__contains__, num_markers=4, counts=counts)
    assert s == ["the", "<unk-1>", "cat", "sat", "on", "the", "mat", "."]  # 'on' at 4, 'mat' at 6: past the markers
    assert t == ["the", "<unk-1>", "cat", "sat", "on", "a", "mat", "."]
    assert counts == Counter(marked_src_oov=1, unmarked_src_oov=2, marked_tgt_oov=1, unmarked_tgt_oov=3)
    assert restore_markers(t, src) == ["the", "zorb", "cat", "sat", "on", "a", "mat", "."]
    assert restore_markers(["<unk-99>"], src) == ["<unk-99>"]  # nothing to restore it from
    assert marker_position("<unk-12>") == 12 and marker_position("<unk>") == -1


def test_markers_must_be_a_block_at_the_end():
    d = CopyDictionary()
    d.add_symbol("<unk-0>")
    d.add_symbol("word")
    with pytest.raises(ValueError, match="contiguous"):
        d.init_markers(4)


def test_encode_line_extends_only_at_inference():
    d = CopyDictionary()
    d.add_symbol("known")
    d.init_markers(8)
    n = len(d)
    ids = d.encode_line("known novel", add_if_not_exist=False)
    assert ids.tolist() == [d.index("known"), d.unk(), d.eos()] and len(d) == n
    d.extend_oov = True
    ids = d.encode_line("known novel", add_if_not_exist=False)
    assert ids[1] == n and d[n] == "novel"


# --- the file level (scripts/gec/copy_markers.py): line counts checked first, no partial output

def _write(path, lines):
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def _cli():
    return load_script("scripts/gec/copy_markers.py")


def test_encode_and_decode_files_round_trip(tmp_path):
    from syngec_tools.data.copy_markers import decode_files, encode_files

    vocab = _write(tmp_path / "dict.txt", ["the 5", "cat 3", "sat 2", ". 9"])
    src = _write(tmp_path / "a.src", ["the zorb cat sat .", "the cat ."])
    tgt = _write(tmp_path / "a.tgt", ["the zorb cat sat .", "the cat sat ."])
    counts = encode_files(vocab, src, tgt, str(tmp_path / "mk"), num_markers=8)
    assert (tmp_path / "mk.src").read_text().splitlines() == ["the <unk-1> cat sat .", "the cat ."]
    assert (tmp_path / "mk.tgt").read_text().splitlines() == ["the <unk-1> cat sat .", "the cat sat ."]
    assert counts["lines"] == 2 and counts["marked_src_oov"] == 1 and counts["marked_tgt_oov"] == 1
    decode_files(src, tmp_path / "mk.tgt", str(tmp_path / "restored"))
    assert (tmp_path / "restored").read_text().splitlines() == ["the zorb cat sat .", "the cat sat ."]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.src", "a.tgt", "dict.txt", "mk.src", "mk.tgt",
                                                          "restored"]  # no temporary files left


@pytest.mark.parametrize("cmd", ["encode", "decode"])
def test_mismatched_files_fail_before_writing(tmp_path, cmd, capsys):
    """3 source lines, 2 target / hypothesis lines: an error naming both files and the first line
    without a partner; no output file is created, and an existing one is left as it was."""
    vocab = _write(tmp_path / "dict.txt", ["the 5", "cat 3"])
    src = _write(tmp_path / "x.src", ["the cat", "the zorb", "cat cat"])
    other = _write(tmp_path / "x.tgt", ["the cat", "the <unk-1>"])
    _write(tmp_path / "mk.src", ["old output"])
    if cmd == "encode":
        argv = ["encode", "--dict", str(vocab), "--src", str(src), "--tgt", str(other), "--out-prefix",
                str(tmp_path / "mk")]
    else:
        argv = ["decode", "--src", str(src), "--hyp", str(other), "--out", str(tmp_path / "restored")]
    with pytest.raises(SystemExit) as info:
        _cli().main(argv)
    msg = str(info.value.code)
    assert f"{src} has 3 lines" in msg and f"{other} has 2" in msg and f"line 3 of {src}" in msg, msg
    assert (tmp_path / "mk.src").read_text() == "old output\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dict.txt", "mk.src", "x.src", "x.tgt"]
    assert capsys.readouterr().out == ""  # decode to stdout would print nothing either


def test_several_pairs_in_one_run_checked_before_any_is_written(tmp_path):
    """encode --src A B --tgt A B --out-prefix A B: each pair marked as alone; a bad second pair
    stops the run before the first pair's output exists."""
    vocab = _write(tmp_path / "dict.txt", ["the 5", "cat 3", "sat 2"])
    a_src = _write(tmp_path / "a.src", ["the zorb sat", "cat"])
    a_tgt = _write(tmp_path / "a.tgt", ["the zorb", "the cat"])
    b_src = _write(tmp_path / "b.src", ["the cat glorp"])
    b_tgt = _write(tmp_path / "b.tgt", ["glorp cat"])
    _cli().main(["encode", "--dict", str(vocab), "--src", str(a_src), str(b_src), "--tgt", str(a_tgt), str(b_tgt),
                 "--out-prefix", str(tmp_path / "mka"), str(tmp_path / "mkb")])
    assert (tmp_path / "mka.src").read_text().splitlines() == ["the <unk-1> sat", "cat"]
    assert (tmp_path / "mka.tgt").read_text().splitlines() == ["the <unk-1>", "the cat"]
    assert (tmp_path / "mkb.src").read_text().splitlines() == ["the cat <unk-2>"]
    assert (tmp_path / "mkb.tgt").read_text().splitlines() == ["<unk-2> cat"]

    short = _write(tmp_path / "short.tgt", [])
    with pytest.raises(SystemExit) as info:
        _cli().main(["encode", "--dict", str(vocab), "--src", str(a_src), str(b_src), "--tgt", str(a_tgt),
                     str(short), "--out-prefix", str(tmp_path / "new_a"), str(tmp_path / "new_b")])
    assert f"{b_src} has 1 lines" in str(info.value.code) and f"{short} has 0" in str(info.value.code)
    assert not list(tmp_path.glob("new_*"))
    with pytest.raises(SystemExit):  # two --src, one --out-prefix: argparse's usage error
        _cli().main(["encode", "--dict", str(vocab), "--src", str(a_src), str(b_src), "--out-prefix", "x"])


def test_non_utf8_line_is_named(tmp_path):
    from syngec_tools.data.copy_markers import encode_files

    vocab = _write(tmp_path / "dict.txt", ["the 5"])
    src = tmp_path / "bad.src"
    src.write_bytes(b"the cat\nthe \xff cat\n")
    with pytest.raises(ValueError, match=f"{src}:2: not UTF-8"):
        encode_files(vocab, src, None, str(tmp_path / "mk"), num_markers=8)
    assert not (tmp_path / "mk.src").exists()


def test_failure_while_writing_leaves_no_partial_output(tmp_path, monkeypatch):
    """An error half-way (here: raised on the second line) leaves the old output and no temporary file."""
    import syngec_tools.data.copy_markers as cm

    vocab = _write(tmp_path / "dict.txt", ["the 5"])
    src = _write(tmp_path / "x.src", ["the", "the", "the"])
    _write(tmp_path / "mk.src", ["old output"])
    real, seen = cm.mark_oov_pair, []

    def failing(*args, **kwargs):
        seen.append(1)
        if len(seen) == 2:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(cm, "mark_oov_pair", failing)
    with pytest.raises(KeyboardInterrupt):
        cm.encode_files(vocab, src, None, str(tmp_path / "mk"), num_markers=8)
    assert (tmp_path / "mk.src").read_text() == "old output\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dict.txt", "mk.src", "x.src"]


# --- text that looks like a marker: an ordinary word, at inference and in training data

def test_marker_text_at_inference_is_a_word_of_its_position():
    """With ``extend_oov`` (inference), ``<unk-3>`` typed in the input gets an id of its own: the
    model sees it as the marker of its own position (1), it prints as itself, and cutting the
    dictionary back forgets it without touching the real marker."""
    from fairseq_syngec.models.copy_transformer import map_extended_to_markers

    d = CopyDictionary()
    for w in ("a", "sits", "on", "the", "mat"):
        d.add_symbol(w)
    d.init_markers(8)
    size, marker3 = len(d), d.index("<unk-3>")
    assert marker3 == d.first_marker + 3
    assert d.encode_line("a <unk-3> sits", add_if_not_exist=False)[1] == marker3  # binarised data: the marker
    d.extend_oov = True
    ids = d.encode_line("a <unk-3> sits on the mat <unk-3>", add_if_not_exist=False)
    assert ids[1] >= size and ids[6] == ids[1], ids  # one new id, used for both occurrences
    assert d.string(ids) == "a <unk-3> sits on the mat <unk-3>"
    mapped = map_extended_to_markers(ids.long().unsqueeze(0), d)[0]
    assert mapped[1] == d.first_marker + 1 and mapped[6] == d.first_marker + 6
    assert d.index("<unk-3>") == marker3  # the lookup of the symbol still gives the marker
    d.truncate_to(size)
    assert len(d) == size and d.index("<unk-3>") == marker3 and d[marker3] == "<unk-3>"
    assert d.encode_line("<unk-3>", add_if_not_exist=False)[0] == size  # added afresh after the cut


def test_marker_text_in_training_data_is_marked_by_its_own_position():
    """A corpus line holding ``<unk-3>`` (with a dictionary that has the marker symbols, as every
    gec dictionary does): the word is marked by its own position, so binarising does not read it as
    the marker of position 3 and decoding restores the text; where it cannot be marked it is ``<unk>``."""
    vocab = {"a", "sits", "on", "the", "mat"} | {f"<unk-{i}>" for i in range(4)}
    counts = Counter()
    src = "a <unk-3> sits on the mat".split()
    tgt = "a <unk-3> sits on the mat <unk-2>".split()
    s, t = mark_oov_pair(src, tgt, vocab.__contains__, num_markers=4, counts=counts)
    assert s == ["a", "<unk-1>", "sits", "on", "the", "mat"]
    assert t == ["a", "<unk-1>", "sits", "on", "the", "mat", "<unk>"]  # <unk-2> copies no source word
    assert restore_markers(t, src)[:6] == src
    assert counts["marker_like_text"] == 3 and counts["marked_src_oov"] == 1 and counts["unmarked_tgt_oov"] == 1
    # text already marked by this function is left as it is (encoding twice changes nothing)
    assert mark_oov_pair(s, t, vocab.__contains__, num_markers=4) == (s, t)
    s, _ = mark_oov_pair("a b c d <unk-0>".split(), [], {"a", "b", "c", "d"}.__contains__, num_markers=4)
    assert s == ["a", "b", "c", "d", "<unk>"]  # past the last marker: not the marker of position 0
