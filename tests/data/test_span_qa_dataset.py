"""data/span_qa_dataset.py: the character table of R-Net's word spellings (Wang et al. 2017, sec 3.1), written out
by hand for a small dictionary."""

from fairseq.data import Dictionary

from fairseq_syngec.data.span_qa_dataset import build_char_dictionary


def test_the_character_table_spells_each_word_and_counts_the_long_ones():
    d = Dictionary()
    for w in ("ab", "abc", "abcd", "ba"):
        d.add_symbol(w)
    chars, table, n_long = build_char_dictionary(d, 3)
    assert n_long == 1  # "abcd" only: a word of exactly max_word_len characters is not long
    a, b, c = chars.index("a"), chars.index("b"), chars.index("c")
    assert len({a, b, c}) == 3 and chars.index("d") == chars.unk()  # "d" is cut off, never added
    pad = chars.pad()
    expected = [[chars.bos(), pad, pad], [chars.pad(), pad, pad], [chars.eos(), pad, pad], [chars.unk(), pad, pad],
                [a, b, pad], [a, b, c], [a, b, c], [b, a, pad]]
    assert table.tolist() == expected
