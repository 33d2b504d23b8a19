"""Chinese triples from jieba part-of-speech patterns (no dependency parser needed).

No Chinese dependency model installs offline, but jieba ships its dictionary and POS tagger
(``jieba.posseg``, ICTCLAS-style tags). The target is the FA-TR paper's (section 2.1)
subject-predicate-object *skeleton*: its example 我們安靜地坐在山頂上，我看見一輪紅紅的太陽從海平面升起。
-> 我坐在山頂上|||我看見太陽從海平面升起 drops the manner adverbial (安靜地), the indefinite
numeral-classifier (一輪) and the descriptive reduplicated adjective (紅紅的), and keeps the
perception verb's clausal object (太陽從海平面升起) as one fact. The patterns, applied per clause:

* **Sentences and clauses.** A document splits into sentences at 。！？!? and newlines, a
  sentence into clauses at ，；：,;: and quotes/brackets (「」“”‘’《》（）()). 、 does not split
  (it coordinates nominals).
* **Tag classes.** nominal head N: tags starting with ``n`` (n, nr, ns, nt, nz, ng, nrt, ...),
  ``r`` (pronoun), ``s`` (place), ``j`` (abbreviation), ``eng``, ``vn`` (verbal noun) and ``l``
  (idiom) / ``i``; nominal modifier M: ``a``, ``b``, ``z``, ``m``, ``mq``, ``q``, ``f`` and the
  particle 的 (``uj``); verb V: tags starting with ``v`` except ``vn``; aspect particles A:
  ``ul`` 了, ``uz`` 着, ``ug`` 过; after 的 any token that is not a verb, preposition,
  conjunction, 的/了 or punctuation is taken as the nominal head (jieba tags 首都 in 中国的首都
  as the adverb ``d``); negation NEG: 不 没 没有 未 别 非 无; preposition ``p``;
  conjunction C: tag ``c`` and 、 (and 和 与 及 同 跟 when tagged ``c``/``p`` between two nominals).
* **Adverbials marked by 地.** The word right before the adverbial particle 地 (``uv``) is the
  head of a manner adverbial, whatever jieba tags it (it tags 安静 in 安静地 as a person name
  ``nr``): word + 地 form an ADV chunk that is never part of an NP nor of the predicate.
* **Chunks.** NP = a maximal run of M/N tokens that contains an N (modifiers before the last N
  and trailing locatives ``f`` such as 上/里 belong to it); an NP is split into conjuncts at C.
  VG (verb group) = NEG* V (V | A | ``p`` directly after a verb, e.g. 坐在)* - other adverbs
  (``d``, ``ad``) and ADV chunks are skipped, not part of the predicate.
  An adjective (``a``, or ``b``/``z``, which jieba also gives adjectives) right after a
  degree/negation adverb (``d``: 很, 非常, 不) and not before a nominal or 的 is an adjectival
  predicate VG together with that adverb (天气很好).
  PP = ``p`` + NP (a preposition phrase, e.g. 从海平面, 跟宜信公司; 被 + NP for passives).
  A VG directly followed by 的 and an NP is a relative clause: it joins that NP together with
  the modifier tokens just before it (纯在线操作的信贷模式 is one NP).
  An NP that ends in ``vn`` (not right after 的, not right after a verb) with no verb after it in
  the clause gives up its final ``vn`` as the verb (跟宜信公司合作: 合作 is tagged vn).
* **Skeleton of an argument** (``skeleton``; subjects, objects and the NPs of PPs). Two kinds
  of modifier before the NP's last word are dropped, the two the FA-TR paper's example drops (its
  table 1, the tuples at each granularity, is an image missing from the text):
  - the *indefinite numeral-classifier* 一 + classifier (一轮, 一种, 一个, 一些; jieba tags it
    ``m``, or 一 ``m`` + a ``q`` token; the classifier from the closed class ``CLASSIFIERS``),
    Chinese's indefinite article. An article directly precedes its noun phrase, so 一+CL
    followed by 的 (一把的) stays, and so does one after a pronoun/demonstrative (``r``: 这一轮,
    那么一些 are definite), a number or classifier (``m``/``q``: 0.5元一串, "per skewer") or a
    non-predicate adjective (``b``: 所有一本高校, "first-tier"). Other numbers (三个, 两家, 一半)
    are facts and stay, and so do 一 + non-classifier words (一线城市, 一度). jieba cannot tell
    "a" from "one": 延续一个世纪 loses its 一个;
  - a *descriptive (state) adjective* with the 的 it needs as an attributive (红红的 is one
    token, 干干净净 的 two): tag ``z``, or a reduplicated AA / ABB / AABB form whose base
    jieba's dictionary tags as an adjective or state morpheme (``a*``, ``b``, ``z*``: 高高的,
    jieba tags it ``nrfg``; 绿油油; 紅紅, which jieba tags ``nr`` in some contexts and whose base
    紅 is ``zg``); without 的 it stays
    (习大大同款: 大大 is a nickname, not 大 reduplicated). Property adjectives
    (新的服务), nominal possessors (中国的首都), relative clauses and demonstratives (这家) restrict
    what the NP refers to and stay.
* **Triples.** For each VG of a clause: subject = the nearest NP to its left in the clause
  (an object NP of the previous VG also serves as the subject of the next: 他请我吃饭 gives
  他/请/我 and 我/吃饭); if the clause has no NP before it, the subject of the previous clause of
  the same sentence is carried over (Chinese drops repeated subjects). Predicate = the PPs
  between subject and verb, then the VG (so 被他借走了, 跟宜信公司合作 stay in Chinese order).
  Object = the NP right after the VG. Each subject and object conjunct gives its own triple.
  No object: the object is empty. No subject at all: no triple.
* **Clausal objects.** A verb of perception, cognition or speech (``CLAUSAL_VERBS``: 看见,
  听到, 发现, 认为, 说, 表示, ...; simplified and traditional forms) followed by NP (PP | ADV |
  adverb)* VG takes that subject-verb clause as its object (bare 看/听/想 are left out: they
  mostly take a nominal object, 去巴西看世界杯要花多少钱), as UD's ``ccomp``: the object is
  the embedded clause's own triple(s) (subject + predicate + object, skeletons), so
  我看见太阳从海平面升起 is one fact, 我/看见/太阳从海平面升起; the inner triple
  太阳/从海平面升起 is then covered and dropped by the dedupe.
* Words are joined with "" when rendering (Chinese has no spaces); dedupe as in ``facts.ud``.
"""

from __future__ import annotations

import functools
import logging
import re
from typing import Dict, List, Optional, Sequence, Tuple

from syngec_tools.facts.ud import Triple

SENT_SPLIT = re.compile(r"[。！？!?\n]+")
CLAUSE_SPLIT = re.compile(r"[，；：,;:「」“”‘’《》（）()\"]+")
NEG = {"不", "没", "没有", "未", "别", "非", "无", "不是", "不会", "不能"}
ASPECT = {"ul", "uz", "ug"}
MODIFIER = {"a", "b", "z", "m", "mq", "q", "f", "uj"}
CONJ_WORDS = {"、", "和", "与", "及", "同", "跟", "以及"}
ADVERBIAL_DE = ("地", "uv")
# Chinese classifiers (a closed class; simplified and traditional) for the indefinite 一+CL
CLASSIFIERS = set(
    "个种轮只位名家辆本张条件台部座片份批项次场套支把块双对群伙类样间所栋幢层架艘匹头棵株朵颗粒根枝首"
    "篇封句段则门道笔桩股串排列堆滴番阵顿声副盏幅扇杯碗瓶盒箱包袋桶届任尊枚具顶处例宗款些"
    "個種輪隻輛張條臺場塊雙對夥類樣間棟層頭顆篇則門筆陣頓聲盞屆處")
# verbs that take a subject-verb clause as object (UD ccomp): perception, cognition, speech
CLAUSAL_VERBS = frozenset("""
看见 看到 听见 听到 望见 瞧见 见到 目睹 感到 感觉 觉得 发现 注意到 察觉 发觉
认为 以为 知道 相信 希望 担心 怀疑 估计 预计 预测 预期 确信 记得 明白 意识到 认识到 承认 否认 确认 判断
说 称 表示 指出 宣布 声称 透露 强调 报道 提到 说明 证明 显示 表明 证实 坦言 回忆
看見 聽見 聽到 望見 瞧見 見到 感覺 覺得 發現 察覺 發覺
認為 認爲 以為 以爲 擔心 懷疑 預計 預測 預期 確信 記得 意識到 認識到 承認 否認 確認 判斷
說 稱 宣佈 聲稱 強調 報道 報導 說明 證明 顯示 證實 回憶
""".split())

Tagged = Tuple[str, str]


@functools.lru_cache(maxsize=1)
def _posseg():
    import jieba
    import jieba.posseg

    jieba.setLogLevel(logging.WARNING)
    return jieba.posseg


def tag(text: str) -> List[Tagged]:
    """jieba.posseg (word, flag) pairs, whitespace dropped."""
    return [(w.word, w.flag) for w in _posseg().cut(text) if w.word.strip()]


def _dictionary_tag(word: str) -> str:
    """The POS tag of ``word`` in jieba's dictionary ('' when absent)."""
    return _posseg().dt.word_tag_tab.get(word, "")


def _is_noun(flag: str) -> bool:
    return flag.startswith("n") or flag in ("r", "rr", "rz", "s", "j", "eng", "vn", "l", "i", "nrfg", "nrt")


def _is_mod(flag: str) -> bool:
    return flag in MODIFIER


def _is_verb(flag: str) -> bool:
    return flag.startswith("v") and flag != "vn"


def _is_conj(word: str, flag: str) -> bool:
    return word == "、" or (flag in ("c", "p") and word in CONJ_WORDS)


def _before_adverbial_de(toks: Sequence[Tagged], j: int) -> bool:
    """Token j heads a manner adverbial: the next token is the particle 地."""
    return j + 1 < len(toks) and tuple(toks[j + 1]) == ADVERBIAL_DE


def _indefinite_length(tagged: Sequence[Tagged], i: int) -> int:
    """Tokens (1 or 2) of the indefinite numeral-classifier 一+CL at i, or 0 (module docstring:
    not after a pronoun, number, classifier or non-predicate adjective, not before 的)."""
    if i > 0 and (tagged[i - 1][1].startswith("r") or tagged[i - 1][1] in ("m", "mq", "q", "b")):
        return 0
    w, f = tagged[i]
    n = 0
    if f in ("m", "mq") and len(w) == 2 and w[0] == "一" and w[1] in CLASSIFIERS:
        n = 1
    elif w == "一" and f == "m" and i + 1 < len(tagged) and tagged[i + 1][0] in CLASSIFIERS:
        n = 2
    if n and i + n < len(tagged) and tagged[i + n][1] == "uj":
        return 0
    return n


def _reduplication_base(form: str) -> Optional[str]:
    """The base of an AA / ABB / AABB form (红红 -> 红, 绿油油 -> 绿, 干干净净 -> 干净), else None."""
    if len(form) == 2 and form[0] == form[1]:
        return form[0]
    if len(form) == 3 and form[1] == form[2] and form[0] != form[1]:
        return form[0]
    if len(form) == 4 and form[0] == form[1] and form[2] == form[3] and form[0] != form[2]:
        return form[0] + form[2]
    return None


def _is_descriptive(word: str, flag: str, de_follows: bool) -> bool:
    """A state adjective (descriptive, not restrictive) with its 的 (in ``word`` or next):
    tag z, or a reduplicated adjective."""
    own_de = word.endswith("的") and len(word) > 1
    if not (own_de or de_follows):
        return False
    if flag == "z":
        return True
    base = _reduplication_base(word[:-1] if own_de else word)
    if base is None:
        return False
    t = _dictionary_tag(base)
    return t.startswith(("a", "z")) or t == "b"


def skeleton(tagged: Sequence[Tagged]) -> List[str]:
    """The words of an argument NP without its indefinite 一+CL and descriptive adjectives (+ 的)
    before its last word (module docstring, "Skeleton")."""
    out: List[str] = []
    last = len(tagged) - 1
    i = 0
    while i < len(tagged):
        n = _indefinite_length(tagged, i) if i < last else 0
        if n and i + n <= last:
            i += n
            continue
        w, f = tagged[i]
        de_next = i + 1 < last and tagged[i + 1][1] == "uj"
        if i < last and _is_descriptive(w, f, de_next):
            i += 2 if de_next else 1  # with its 的
            continue
        out.append(w)
        i += 1
    return out


class _Chunk:
    __slots__ = ("kind", "tagged", "words", "conjuncts", "last_flag")

    def __init__(self, kind: str, tagged: Sequence[Tagged], conjuncts: Optional[List[List[str]]] = None):
        self.kind, self.tagged = kind, list(tagged)
        self.words = [w for w, _ in self.tagged]
        self.conjuncts = conjuncts if conjuncts is not None else [self.words]
        self.last_flag = self.tagged[-1][1] if self.tagged else ""

    def __repr__(self):
        return f"{self.kind}({''.join(self.words)})"


def _np_at(toks: Sequence[Tagged], i: int) -> Tuple[Optional[_Chunk], int]:
    """The NP starting at i (with its conjuncts, as skeletons), or (None, i)."""
    conjuncts: List[List[Tagged]] = []
    cur: List[Tagged] = []
    j, last_noun_end = i, None
    cur_noun = False
    while j < len(toks):
        w, f = toks[j]
        if _before_adverbial_de(toks, j):
            break
        after_de = j > i and toks[j - 1][1] == "uj"
        head_after_de = after_de and not (_is_verb(f) or f in ("p", "c", "x", "uj", "ul"))
        if _is_noun(f) or head_after_de or (_is_mod(f) and (cur or f != "uj")):
            cur.append(toks[j])
            if _is_noun(f) or head_after_de or (f == "f" and cur_noun):
                cur_noun = True
                last_noun_end = j + 1
            j += 1
            continue
        if _is_conj(w, f) and cur_noun and j + 1 < len(toks) and (
                _is_noun(toks[j + 1][1]) or _is_mod(toks[j + 1][1])):
            conjuncts.append(cur[: len(cur) - (j - last_noun_end)])
            cur, cur_noun = [], False
            j += 1
            continue
        break
    if not cur_noun:
        if not conjuncts:
            return None, i
        j = last_noun_end
    else:
        cur = cur[: len(cur) - (j - last_noun_end)]
        conjuncts.append(cur)
        j = last_noun_end
    return _Chunk("NP", toks[i:j], [skeleton(c) for c in conjuncts]), j


def chunk(toks: Sequence[Tagged]) -> List[_Chunk]:
    """One clause -> NP / VG / PP / ADV / O chunks (module docstring)."""
    out: List[_Chunk] = []
    i = 0
    while i < len(toks):
        w, f = toks[i]
        if _before_adverbial_de(toks, i):  # 安静地: a manner adverbial
            out.append(_Chunk("ADV", toks[i:i + 2]))
            i += 2
            continue
        if (w in NEG and f != "a") or _is_verb(f):
            j = i
            while j < len(toks) and toks[j][0] in NEG and not _is_verb(toks[j][1]):
                j += 1
            if j < len(toks) and _is_verb(toks[j][1]):
                j += 1
                while j < len(toks) and (_is_verb(toks[j][1]) or toks[j][1] in ASPECT or toks[j][1] == "p"):
                    if toks[j][1] == "p" and j + 1 < len(toks) and _is_verb(toks[j + 1][1]):
                        break  # a preposition introducing the next verb's PP
                    j += 1
                if j + 1 < len(toks) and toks[j][1] == "uj":  # V 的 N: a relative clause inside an NP
                    np_, k = _np_at(toks, j + 1)
                    if np_ is not None:
                        mods: List[Tagged] = []
                        while out and out[-1].kind == "O" and _is_mod(out[-1].last_flag):
                            mods = out.pop().tagged + mods
                        whole = mods + list(toks[i:j + 1]) + np_.tagged
                        out.append(_Chunk("NP", whole, [skeleton(whole)]))
                        i = k
                        continue
                out.append(_Chunk("VG", toks[i:j]))
                i = j
                continue
        nxt = toks[i + 1][1] if i + 1 < len(toks) else ""
        if f in ("a", "b", "z") and out and out[-1].kind == "O" and out[-1].last_flag == "d" and not (
                _is_noun(nxt) or nxt == "uj"):  # adjectival predicate: 很好, 非常便宜
            out.append(_Chunk("VG", out.pop().tagged + [toks[i]]))
            i += 1
            continue
        if f == "p" and not _is_conj(w, f):
            np_, j = _np_at(toks, i + 1)
            if np_ is not None:
                out.append(_Chunk("PP", [toks[i]] + np_.tagged, [[w] + skeleton(np_.tagged)]))
                i = j
                continue
        np_, j = _np_at(toks, i)
        if np_ is not None:
            out.append(np_)
            i = j
            continue
        out.append(_Chunk("O", [toks[i]]))
        i += 1
    # A clause-final verbal noun with no verb after it is the verb (跟宜信公司合作).
    for k, c in enumerate(out):
        if c.kind == "NP" and not any(d.kind == "VG" for d in out[k:]) and len(c.words) > 1:
            after_verb = k > 0 and out[k - 1].kind == "VG"
            if c.last_flag == "vn" and len(c.conjuncts) == 1 and c.words[-2] != "的" and not after_verb:
                head = _Chunk("NP", c.tagged[:-1], [skeleton(c.tagged[:-1])])
                out[k:k + 1] = [head, _Chunk("VG", c.tagged[-1:])]
                break
    return out


def _takes_clause(vg: _Chunk) -> bool:
    return any(w in CLAUSAL_VERBS for w in vg.words)


def _embedded_verb(chunks: Sequence[_Chunk], start: int) -> Optional[int]:
    """Index of the VG of a clause whose subject NP ends just before ``start`` (only PPs,
    adverbials and other non-NP chunks in between), or None."""
    for k in range(start, len(chunks)):
        if chunks[k].kind == "VG":
            return k
        if chunks[k].kind == "NP":
            return None
    return None


def clause_triples(chunks: Sequence[_Chunk], carried: Optional[_Chunk]) -> Tuple[List[Triple], Optional[_Chunk]]:
    """Triples of one chunked clause; returns them and the subject to carry to the next clause."""
    verbs = [k for k, c in enumerate(chunks) if c.kind == "VG"]
    subjects: Dict[int, Optional[_Chunk]] = {}
    by_verb: Dict[int, List[Triple]] = {}
    for k in reversed(verbs):  # right to left: an embedded clause is done before the verb taking it
        c = chunks[k]
        subject, pps = None, []
        for back in range(k - 1, -1, -1):
            b = chunks[back]
            if b.kind == "NP":
                subject = b
                break
            if b.kind == "PP":
                pps.insert(0, b)
            elif b.kind == "VG":
                break
        subject = subject or carried
        subjects[k] = subject
        if subject is None:
            by_verb[k] = []
            continue
        pred = tuple(w for pp in pps for w in pp.conjuncts[0]) + tuple(c.words)
        obj = chunks[k + 1] if k + 1 < len(chunks) and chunks[k + 1].kind == "NP" else None
        objects = [tuple(o) for o in obj.conjuncts] if obj else [()]
        if obj is not None and _takes_clause(c):
            inner = _embedded_verb(chunks, k + 2)
            if inner is not None and by_verb[inner]:  # 我看见[太阳从海平面升起]: the clause is the object
                objects = [tuple(t.words()) for t in by_verb[inner]]
        by_verb[k] = [Triple(tuple(s), pred, o) for s in subject.conjuncts for o in objects]
    triples = [t for k in verbs for t in by_verb[k]]
    first_subject = next((subjects[k] for k in verbs if subjects[k] is not None), None)
    return triples, first_subject or carried


def sentence_triples(sentence: str) -> List[Triple]:
    """All triples of one Chinese sentence (not deduplicated)."""
    out: List[Triple] = []
    carried = None
    for clause in CLAUSE_SPLIT.split(sentence):
        if not clause.strip():
            continue
        triples, carried = clause_triples(chunk(tag(clause)), carried)
        out.extend(triples)
    return out


def document_triples(text: str) -> List[Triple]:
    """Triples of all sentences of a document (not deduplicated)."""
    out: List[Triple] = []
    for sent in SENT_SPLIT.split(text):
        if sent.strip():
            out.extend(sentence_triples(sent))
    return out
