"""Triples from hand-written UD parses (FA-TR paper, Gao et al., 2.1): passive, conjunction, copula,
relative clause, clausal object, a Chinese sentence, the cover-dedupe and CoNLL-U reading."""

import pytest

from syngec_tools.facts.ud import (
    Token,
    Triple,
    dedupe,
    extract_sentence,
    parse_conllu,
    render,
    triples_from_sentences,
)


def conllu(rows):
    """rows: (form, upos, head, deprel) -> CoNLL-U lines of one sentence."""
    return [f"{i}\t{f}\t{f}\t{u}\t_\t_\t{h}\t{d}\t_\t_" for i, (f, u, h, d) in enumerate(rows, 1)]


def sent(rows):
    docs = parse_conllu(conllu(rows))
    assert len(docs) == 1 and len(docs[0]) == 1
    return docs[0][0]


def facts(rows, joiner=" "):
    return render(triples_from_sentences([sent(rows)]), joiner)


PASSIVE = [("The", "DET", 2, "det"), ("bill", "NOUN", 4, "nsubj:pass"), ("was", "AUX", 4, "aux:pass"),
           ("passed", "VERB", 0, "root"), ("by", "ADP", 7, "case"), ("the", "DET", 7, "det"),
           ("Senate", "PROPN", 4, "obl:agent"), (".", "PUNCT", 4, "punct")]
CONJ = [("Tim", "PROPN", 4, "nsubj"), ("and", "CCONJ", 3, "cc"), ("Ann", "PROPN", 1, "conj"),
        ("visited", "VERB", 0, "root"), ("Beijing", "PROPN", 4, "obj"), ("and", "CCONJ", 7, "cc"),
        ("Shanghai", "PROPN", 5, "conj"), (".", "PUNCT", 4, "punct")]
COPULA = [("Tim", "PROPN", 6, "nsubj"), ("Cook", "PROPN", 1, "flat"), ("is", "AUX", 6, "cop"),
          ("not", "PART", 6, "advmod"), ("the", "DET", 6, "det"), ("CEO", "NOUN", 0, "root"),
          ("of", "ADP", 8, "case"), ("Google", "PROPN", 6, "nmod"), (".", "PUNCT", 6, "punct")]
# 我们安静地坐在山顶上，我看见太阳从海平面升起。 (the paper's example, section 2.1)
CHINESE = [("我们", "PRON", 4, "nsubj"), ("安静", "ADJ", 4, "advmod"), ("地", "PART", 2, "mark:adv"),
           ("坐", "VERB", 0, "root"), ("在", "ADP", 6, "case"), ("山顶", "NOUN", 4, "obl"),
           ("上", "ADP", 6, "case:loc"), ("，", "PUNCT", 10, "punct"), ("我", "PRON", 10, "nsubj"),
           ("看见", "VERB", 4, "parataxis"), ("太阳", "NOUN", 14, "nsubj"), ("从", "ADP", 13, "case"),
           ("海平面", "NOUN", 14, "obl"), ("升起", "VERB", 10, "ccomp"), ("。", "PUNCT", 4, "punct")]


def test_passive_keeps_auxiliary_and_agent():
    assert extract_sentence(sent(PASSIVE)) == [
        Triple(("The", "bill"), ("was", "passed"), ("by", "the", "Senate"))]


def test_subject_and_object_conjunctions_expand():
    assert facts(CONJ) == ("Tim visited Beijing ||| Tim visited Shanghai ||| "
                           "Ann visited Beijing ||| Ann visited Shanghai")


def test_copula_with_negation_and_flat_name():
    assert extract_sentence(sent(COPULA)) == [
        Triple(("Tim", "Cook"), ("is", "not"), ("the", "CEO", "of", "Google"))]


def test_copular_conjunct_inherits_subject_and_copula():
    rows = [("Tim", "PROPN", 3, "nsubj"), ("is", "AUX", 3, "cop"), ("CEO", "NOUN", 0, "root"),
            ("and", "CCONJ", 5, "cc"), ("founder", "NOUN", 3, "conj")]
    assert facts(rows) == "Tim is CEO ||| Tim is founder"


def test_verb_conjunct_inherits_subject():
    rows = [("He", "PRON", 2, "nsubj"), ("bought", "VERB", 0, "root"), ("shares", "NOUN", 2, "obj"),
            ("and", "CCONJ", 5, "cc"), ("sold", "VERB", 2, "conj"), ("bonds", "NOUN", 5, "obj")]
    assert facts(rows) == "He bought shares ||| He sold bonds"


def test_relative_pronoun_subject_becomes_the_modified_noun():
    rows = [("I", "PRON", 2, "nsubj"), ("met", "VERB", 0, "root"), ("the", "DET", 4, "det"),
            ("man", "NOUN", 2, "obj"), ("who", "PRON", 6, "nsubj"), ("founded", "VERB", 4, "acl:relcl"),
            ("Apple", "PROPN", 6, "obj"), (".", "PUNCT", 2, "punct")]
    assert facts(rows) == "I met the man ||| the man founded Apple"


def test_xcomp_object_keeps_its_marker():
    rows = [("He", "PRON", 2, "nsubj"), ("wants", "VERB", 0, "root"), ("to", "PART", 4, "mark"),
            ("go", "VERB", 2, "xcomp"), ("home", "ADV", 4, "advmod")]
    assert facts(rows) == "He wants to go home"


def test_intransitive_predicate_gives_empty_object():
    rows = [("The", "DET", 2, "det"), ("company", "NOUN", 3, "nsubj"), ("collapsed", "VERB", 0, "root")]
    assert extract_sentence(sent(rows)) == [Triple(("The", "company"), ("collapsed",), ())]


def test_chinese_paper_example_with_clausal_object_and_dedupe():
    # the inner triple 太阳/升起/从海平面 is covered by 我/看见/太阳从海平面升起 and dropped
    assert extract_sentence(sent(CHINESE))[-1] == Triple(("太阳",), ("升起",), ("从", "海平面"))
    assert facts(CHINESE, joiner="") == "我们坐在山顶上 ||| 我看见太阳从海平面升起"


def test_dedupe_drops_covered_triples_only():
    a = Triple(("Tim",), ("visited",), ("Beijing",))
    b = Triple(("Tim",), ("visited",), ("Beijing", "in", "May"))
    c = Triple(("tim",), ("visited",), ("beijing",))  # same word set as a (case-insensitive): first wins
    d = Triple(("Ann",), ("visited",), ("Beijing",))
    assert dedupe([a, b, d]) == [b, d]
    assert dedupe([a, c]) == [a]
    assert dedupe([c, a]) == [c]
    assert dedupe([]) == []


def test_conllu_documents_and_skipped_lines():
    lines = ["# newdoc id = d1", "# text = x"] + conllu(CONJ) + [""] + conllu(PASSIVE) + [
        "", "# newdoc", "# newdoc id = d3", "1-2\tdon't\t_\t_\t_\t_\t_\t_\t_\t_"] + conllu(COPULA) + [
        "4.1\tx\tx\tX\t_\t_\t_\t_\t_\t_", ""]
    docs = parse_conllu(lines)
    assert [len(d) for d in docs] == [2, 0, 1]  # an empty document is kept
    assert [t.form for t in docs[2][0]][:2] == ["Tim", "Cook"]
    # without any newdoc, every sentence is a document
    assert len(parse_conllu(conllu(CONJ) + [""] + conllu(PASSIVE))) == 2


def test_conllu_errors_name_file_and_line():
    with pytest.raises(ValueError, match=r"f\.conllu:2: expected 10"):
        parse_conllu(["# c", "1\tx\tx"], name="f.conllu")
    with pytest.raises(ValueError, match="has head 9"):
        extract_sentence([Token(1, "x", "X", 9, "dep")])
