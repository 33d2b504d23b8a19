"""Chinese triples from jieba POS patterns, on hand-written sentences (rules in
fairseq_syngec/facts/jieba_facts.py)."""

import pytest

pytest.importorskip("jieba")

from fairseq_syngec.facts.jieba_facts import chunk, document_triples, tag  # noqa: E402
from fairseq_syngec.facts.ud import Triple, dedupe, render  # noqa: E402


def facts(text):
    return render(dedupe(document_triples(text)), "")


@pytest.mark.parametrize("text,expected", [
    # passive: 被 + agent stays in the predicate, with the aspect particle
    ("这本书被他借走了。", "这本书被他借走了"),
    # subject conjunction and a preposition phrase before the verb
    ("张伟和李娜在北京大学学习经济学。", "张伟在北京大学学习经济学 ||| 李娜在北京大学学习经济学"),
    # negation in the verb group, object conjunction
    ("他不喜欢苹果和香蕉。", "他不喜欢苹果 ||| 他不喜欢香蕉"),
    # copula; the head after 的 is nominal whatever jieba tags it (首都: d)
    ("北京是中国的首都。", "北京是中国的首都"),
    # adjectival predicate after a degree adverb
    ("这家餐厅的菜非常便宜。", "这家餐厅的菜非常便宜"),
    # a relative clause (V 的 N) inside the object NP
    ("其是一种纯在线操作的信贷模式。", "其是一种纯在线操作的信贷模式"),
    # the subject is carried into the next clause (dropped subject)
    ("苹果公司发布了新款手机，推出了新的服务。", "苹果公司发布了新款手机 ||| 苹果公司推出了新的服务"),
    # the object of one verb is the subject of the next (pivot), manner adverbial dropped
    ("我看见一轮红红的太阳从海平面升起。", "我看见一轮红红的太阳 ||| 一轮红红的太阳从海平面升起"),
    # no verb, no triple
    ("2014年。", ""),
])
def test_patterns(text, expected):
    assert facts(text) == expected


def test_triple_parts():
    assert document_triples("他不喜欢苹果。") == [Triple(("他",), ("不", "喜欢"), ("苹果",))]


def test_chunks_of_a_clause():
    chunks = chunk(tag("我们安静地坐在山顶上"))
    assert [(c.kind, "".join(c.words)) for c in chunks if c.kind != "O"] == [
        ("NP", "我们安静"), ("VG", "坐在"), ("NP", "山顶上")]
