"""Chinese triples from jieba POS patterns (rules in syngec_tools/facts/jieba_facts.py).

The oracle is the FA-TR seed's own example (../shared/seeds/002_*.txt, section 2.1, the
paragraph after table 1; its only Chinese fact example), in its traditional script and in
simplified script; every rule it needs is then checked on other sentences, so the rules are
not fitted to that one sentence."""

import pytest

pytest.importorskip("jieba")

from syngec_tools.facts.jieba_facts import chunk, document_triples, skeleton, tag  # noqa: E402
from syngec_tools.facts.ud import SEPARATOR, Triple, dedupe, render  # noqa: E402


def facts(text):
    return render(dedupe(document_triples(text)), "")


def parts(text):
    return [("".join(t.subject), "".join(t.predicate), "".join(t.object)) for t in dedupe(document_triples(text))]


# FA-TR paper, 2.1, verbatim: "對于一段文本，“我們安靜地坐在山頂上，我看見一輪紅紅的太陽從海平面升起。”用標識符
# “|||”將事實性描述拼接在一起，可表示為“我坐在山頂上|||我看見太陽從海平面升起”。" The simplified row is the
# same text in simplified characters.
SEED = [
    ("我們安靜地坐在山頂上，我看見一輪紅紅的太陽從海平面升起。", "我坐在山頂上|||我看見太陽從海平面升起", "我們"),
    ("我们安静地坐在山顶上，我看见一轮红红的太阳从海平面升起。", "我坐在山顶上|||我看见太阳从海平面升起", "我们"),
]


@pytest.mark.parametrize("text,seed_facts,plural", SEED, ids=["traditional", "simplified"])
def test_seed_example(text, seed_facts, plural):
    seed = seed_facts.split("|||")
    got = [t.render("") for t in dedupe(document_triples(text))]
    # Two facts, not three: the manner adverbial 安靜地 is not part of the subject, the object
    # NP keeps no indefinite 一輪 nor descriptive 紅紅的, and the perception verb's clausal
    # object 太陽從海平面升起 stays one fact (the inner 太陽/從海平面升起 is covered and dropped).
    assert len(got) == 2
    # The second fact is exactly the seed's.
    assert got[1] == seed[1]
    # The first keeps the subject the sentence has, 我們 (we): the seed prints 我 (I). Nothing in
    # the seed says why (no rule it states drops a plural suffix; OpenIE does not) and dropping
    # 們 would change who sat, so it is taken as a slip of the paper's hand-written example; the
    # rest of that fact (predicate 坐在, object 山頂上) is asserted strictly.
    assert seed[0].startswith("我") and got[0] == plural + seed[0][1:]
    assert parts(text)[0] == (plural, seed[0][1:3], seed[0][3:])
    # Rendering: the repo joins facts with SEPARATOR (" ||| ", spaces around the seed's "|||",
    # the same for every language so a whitespace tokenizer sees "|||" as its own token).
    assert facts(text) == SEPARATOR.join(got) and SEPARATOR.strip() == "|||"


@pytest.mark.parametrize("text,expected", [
    # passive: 被 + agent stays in the predicate, with the aspect particle
    ("这本书被他借走了。", "这本书被他借走了"),
    # subject conjunction and a preposition phrase before the verb
    ("张伟和李娜在北京大学学习经济学。", "张伟在北京大学学习经济学 ||| 李娜在北京大学学习经济学"),
    # negation in the verb group, object conjunction
    ("他不喜欢苹果和香蕉。", "他不喜欢苹果 ||| 他不喜欢香蕉"),
    # copula; the head after 的 is nominal whatever jieba tags it (首都: d); a nominal possessor stays
    ("北京是中国的首都。", "北京是中国的首都"),
    # adjectival predicate after a degree adverb
    ("这家餐厅的菜非常便宜。", "这家餐厅的菜非常便宜"),
    # a relative clause (V 的 N) inside the object NP; the indefinite 一种 is dropped
    ("其是一种纯在线操作的信贷模式。", "其是纯在线操作的信贷模式"),
    # the subject is carried into the next clause (dropped subject); a property adjective (新的) stays
    ("苹果公司发布了新款手机，推出了新的服务。", "苹果公司发布了新款手机 ||| 苹果公司推出了新的服务"),
    # 地-adverbial (慢慢 is tagged d) and a descriptive AABB state adjective (干干净净, z) + 的 dropped
    ("她慢慢地走进干干净净的房间。", "她走进房间"),
    # 地-adverbial whose word jieba tags as a name (安静: nr) is not part of the subject
    ("他们安静地看着窗外。", "他们看着窗外"),
    # indefinite 一只 and a reduplicated adjective jieba tags as a name (高高的: nrfg) are dropped
    ("他看见了一只高高的长颈鹿。", "他看见了长颈鹿"),
    # property adjective + 的 stays (restrictive); only the indefinite 一辆 goes
    ("他买了一辆新的汽车。", "他买了新的汽车"),
    # numbers are facts: 三个 stays; 一 + a non-classifier (一线) and 这 + 一轮 (definite) stay
    ("他吃了三个苹果。", "他吃了三个苹果"),
    ("一线城市的房价上涨了。", "一线城市的房价上涨了"),
    ("这一轮谈判结束了。", "这一轮谈判结束了"),
    # an AA noun (妈妈) is not a reduplicated adjective
    ("妈妈的书很旧。", "妈妈的书很旧"),
    # clausal objects of cognition / perception verbs, each subject conjunct its own fact
    ("他认为这个方法很好。", "他认为这个方法很好"),
    ("我看见张三和李四走了。", "我看见张三走了 ||| 我看见李四走了"),
    # a verb outside CLAUSAL_VERBS: its object is also the next verb's subject (pivot), two facts
    ("他请我吃饭。", "他请我 ||| 我吃饭"),
    # bare 看 (watch) is not a clause-taking verb
    ("去巴西看世界杯要花多少钱。", "巴西看世界杯 ||| 世界杯要花多少钱"),
    # no verb, no triple
    ("2014年。", ""),
])
def test_patterns(text, expected):
    assert facts(text) == expected


def test_triple_parts():
    assert document_triples("他不喜欢苹果。") == [Triple(("他",), ("不", "喜欢"), ("苹果",))]
    # the clausal object is the embedded clause's own triple: subject + PP + verb
    assert parts("我看见太阳从海平面升起。") == [("我", "看见", "太阳从海平面升起")]


def test_chunks_of_a_clause():
    # jieba tags 安静 as a person name (nr); followed by 地 it is an adverbial, not the subject's
    assert tag("我们安静地坐在山顶上")[:3] == [("我们", "r"), ("安静", "nr"), ("地", "uv")]
    chunks = chunk(tag("我们安静地坐在山顶上"))
    assert [(c.kind, "".join(c.words)) for c in chunks] == [
        ("NP", "我们"), ("ADV", "安静地"), ("VG", "坐在"), ("NP", "山顶上")]


@pytest.mark.parametrize("tagged,expected", [
    ([("一轮", "m"), ("红红的", "z"), ("太阳", "n")], "太阳"),
    ([("一輪", "m"), ("紅紅", "z"), ("的", "uj"), ("太陽", "n")], "太陽"),
    ([("一", "m"), ("个", "q"), ("人", "n")], "人"),  # 一 and its classifier as two tokens
    ([("一些", "m"), ("人", "n")], "人"),
    ([("高高的", "nrfg"), ("长颈鹿", "n")], "长颈鹿"),  # reduplication of the adjective 高
    ([("绿油油", "n"), ("的", "uj"), ("麦田", "n")], "麦田"),  # ABB of 绿
    ([("三个", "m"), ("苹果", "n")], "三个苹果"),  # a number other than the indefinite 一
    ([("一半", "m"), ("的", "uj"), ("人", "n")], "一半的人"),  # 半 is a number, not a classifier
    ([("一线", "m"), ("城市", "n")], "一线城市"),  # 线 is not a classifier here
    ([("这", "r"), ("一轮", "m"), ("谈判", "n")], "这一轮谈判"),  # definite
    ([("妈妈", "n"), ("的", "uj"), ("书", "n")], "妈妈的书"),  # 妈: a noun, not an adjective
    ([("新", "a"), ("的", "uj"), ("服务", "n")], "新的服务"),  # property adjective stays
    ([("红红", "z")], "红红"),  # the last word (the head) is never dropped
    # an article directly precedes its noun: not before 的, not after a number, classifier or
    # non-predicate adjective (b)
    ([("一把", "m"), ("的", "uj"), ("末世", "n")], "一把的末世"),
    ([("0.5", "m"), ("元", "m"), ("一串", "m"), ("肉", "n")], "0.5元一串肉"),
    ([("所有", "b"), ("一本", "m"), ("高校", "n")], "所有一本高校"),
    ([("中国石化", "nt"), ("一位", "m"), ("人士", "n")], "中国石化人士"),  # after a noun it is the article
    # a state adjective modifies through 的: without it, it stays (习大大: a nickname)
    ([("大大", "b"), ("同款", "n"), ("商品", "n")], "大大同款商品"),
    ([("干干净净", "z"), ("房间", "n")], "干干净净房间"),
])
def test_skeleton(tagged, expected):
    assert "".join(skeleton(tagged)) == expected
