"""The stanza facts back-end without a model download: a stanza ``Document`` read from CoNLL-U
(``stanza.utils.conll.CoNLL.conll2doc``) goes through ``parsers.stanza_document`` - the
conversion ``stanza_parse`` applies to the pipeline's output - and the UD rules."""

import pytest

stanza_conll = pytest.importorskip("stanza.utils.conll")

from syngec_tools.facts.parsers import stanza_document  # noqa: E402
from syngec_tools.facts.ud import Token, parse_conllu, render, triples_from_sentences  # noqa: E402

# English: a passive with its agent, then a multi-word token (doesn't = does + n't) whose root
# is not the first word; Chinese: a clausal object (ccomp) and a parataxis clause, root 看见 at 2.
EN = """# text = The bill was passed by the Senate.
1\tThe\tthe\tDET\t_\t_\t2\tdet\t_\t_
2\tbill\tbill\tNOUN\t_\t_\t4\tnsubj:pass\t_\t_
3\twas\tbe\tAUX\t_\t_\t4\taux:pass\t_\t_
4\tpassed\tpass\tVERB\t_\t_\t0\troot\t_\t_
5\tby\tby\tADP\t_\t_\t7\tcase\t_\t_
6\tthe\tthe\tDET\t_\t_\t7\tdet\t_\t_
7\tSenate\tSenate\tPROPN\t_\t_\t4\tobl:agent\t_\t_
8\t.\t.\tPUNCT\t_\t_\t4\tpunct\t_\t_

# text = Tim doesn't like Paris
1\tTim\tTim\tPROPN\t_\t_\t4\tnsubj\t_\t_
2-3\tdoesn't\t_\t_\t_\t_\t_\t_\t_\t_
2\tdoes\tdo\tAUX\t_\t_\t4\taux\t_\t_
3\tn't\tnot\tPART\t_\t_\t4\tadvmod\t_\t_
4\tlike\tlike\tVERB\t_\t_\t0\troot\t_\t_
5\tParis\tParis\tPROPN\t_\t_\t4\tobj\t_\t_

"""
ZH_ROWS = [("他", "PRON", 2, "nsubj"), ("看见", "VERB", 0, "root"), ("太阳", "NOUN", 6, "nsubj"),
           ("从", "ADP", 5, "case"), ("海平面", "NOUN", 6, "obl"), ("升起", "VERB", 2, "ccomp"),
           ("，", "PUNCT", 10, "punct"), ("我们", "PRON", 10, "nsubj"), ("安静", "ADJ", 10, "advmod"),
           ("坐", "VERB", 2, "parataxis"), ("在", "ADP", 12, "case"), ("山顶", "NOUN", 10, "obl"),
           ("上", "ADP", 12, "case:loc"), ("。", "PUNCT", 2, "punct")]
ZH = "".join(f"{i}\t{f}\t{f}\t{u}\t_\t_\t{h}\t{d}\t_\t_\n" for i, (f, u, h, d) in enumerate(ZH_ROWS, 1)) + "\n"


def doc(text):
    return stanza_conll.CoNLL.conll2doc(input_str=text)


def test_stanza_document_to_tokens():
    sents = stanza_document(doc(EN))
    # the words of the multi-word token, ids and heads 1-based with 0 = root, as in the file
    assert sents[1] == [Token(1, "Tim", "PROPN", 4, "nsubj", "Tim"), Token(2, "does", "AUX", 4, "aux", "do"),
                        Token(3, "n't", "PART", 4, "advmod", "not"), Token(4, "like", "VERB", 0, "root", "like"),
                        Token(5, "Paris", "PROPN", 4, "obj", "Paris")]
    # and the same tokens as the repo's own CoNLL-U reader (which never goes through stanza)
    ours = [s for d in parse_conllu(EN.splitlines()) for s in d]  # no "# newdoc": a document per sentence
    assert sents == ours and len(sents) == 2


def test_stanza_document_facts():
    assert render(triples_from_sentences(stanza_document(doc(EN)))) == (
        "The bill was passed by the Senate ||| Tim does n't like Paris")
    # the ccomp clause is one object (its inner triple 太阳/升起/从海平面 is covered and dropped);
    # the advmod 安静 is not part of the parataxis clause's subject
    assert render(triples_from_sentences(stanza_document(doc(ZH))), "") == "他看见太阳从海平面升起 ||| 我们坐在山顶上"


def test_stanza_word_without_head_is_an_error():
    with pytest.raises(ValueError, match=r"sentence 0: word 1 \('x'\) has no head"):
        stanza_document(doc("1\tx\tx\tX\t_\t_\t_\t_\t_\t_\n\n"))
