"""Chinese triples from jieba part-of-speech patterns (no dependency parser needed).

No Chinese dependency model installs offline, but jieba ships its dictionary and POS tagger
(``jieba.posseg``, ICTCLAS-style tags). The patterns, applied per clause:

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
* **Chunks.** NP = a maximal run of M/N tokens that contains an N (modifiers before the last N
  and trailing locatives ``f`` such as 上/里 belong to it); an NP is split into conjuncts at C.
  VG (verb group) = NEG* V (V | A | ``p`` directly after a verb, e.g. 坐在)* - other adverbs
  (``d``, ``ad``, the ``uv`` 地 of manner adverbials) are skipped, not part of the predicate.
  An adjective (``a``, or ``b``/``z``, which jieba also gives adjectives) right after a
  degree/negation adverb (``d``: 很, 非常, 不) and not before a nominal or 的 is an adjectival
  predicate VG together with that adverb (天气很好).
  PP = ``p`` + NP (a preposition phrase, e.g. 从海平面, 跟宜信公司; 被 + NP for passives).
  A VG directly followed by 的 and an NP is a relative clause: it joins that NP together with
  the modifier tokens just before it (一种纯在线操作的信贷模式 is one NP).
  An NP that ends in ``vn`` (not right after 的, not right after a verb) with no verb after it in
  the clause gives up its final ``vn`` as the verb (跟宜信公司合作: 合作 is tagged vn).
* **Triples.** For each VG of a clause: subject = the nearest NP to its left in the clause
  (an object NP of the previous VG also serves as the subject of the next: 我看见太阳从海平面升起
  gives 我/看见/太阳 and 太阳/从海平面升起); if the clause has no NP before it, the subject of
  the previous clause of the same sentence is carried over (Chinese drops repeated subjects).
  Predicate = the PPs between subject and verb, then the VG (so 被他借走了, 跟宜信公司合作 stay
  in Chinese order). Object = the NP right after the VG (skipping nothing). Each subject and
  object conjunct gives its own triple. No object: the object is empty. No subject at all: no
  triple.
* Words are joined with "" when rendering (Chinese has no spaces); dedupe as in ``facts.ud``.
"""

from __future__ import annotations

import functools
import logging
import re
from typing import List, Optional, Sequence, Tuple

from fairseq_syngec.facts.ud import Triple

SENT_SPLIT = re.compile(r"[。！？!?\n]+")
CLAUSE_SPLIT = re.compile(r"[，；：,;:「」“”‘’《》（）()\"]+")
NEG = {"不", "没", "没有", "未", "别", "非", "无", "不是", "不会", "不能"}
ASPECT = {"ul", "uz", "ug"}
MODIFIER = {"a", "b", "z", "m", "mq", "q", "f", "uj"}
CONJ_WORDS = {"、", "和", "与", "及", "同", "跟", "以及"}

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


def _is_noun(flag: str) -> bool:
    return flag.startswith("n") or flag in ("r", "rr", "rz", "s", "j", "eng", "vn", "l", "i", "nrfg", "nrt")


def _is_mod(flag: str) -> bool:
    return flag in MODIFIER


def _is_verb(flag: str) -> bool:
    return flag.startswith("v") and flag != "vn"


def _is_conj(word: str, flag: str) -> bool:
    return word == "、" or (flag in ("c", "p") and word in CONJ_WORDS)


class _Chunk:
    __slots__ = ("kind", "words", "conjuncts", "last_flag")

    def __init__(self, kind: str, words: List[str], conjuncts: Optional[List[List[str]]] = None,
                 last_flag: str = ""):
        self.kind, self.words, self.conjuncts = kind, words, conjuncts or [words]
        self.last_flag = last_flag

    def __repr__(self):
        return f"{self.kind}({''.join(self.words)})"


def _np_at(toks: Sequence[Tagged], i: int) -> Tuple[Optional[_Chunk], int]:
    """The NP starting at i (with its conjuncts), or (None, i)."""
    conjuncts: List[List[str]] = []
    cur: List[str] = []
    j, last_noun_end = i, None
    cur_noun = False
    while j < len(toks):
        w, f = toks[j]
        after_de = j > i and toks[j - 1][1] == "uj"
        head_after_de = after_de and not (_is_verb(f) or f in ("p", "c", "x", "uj", "ul"))
        if _is_noun(f) or head_after_de or (_is_mod(f) and (cur or f != "uj")):
            cur.append(w)
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
    words = [w for w, _ in toks[i:j]]
    return _Chunk("NP", words, conjuncts, toks[j - 1][1]), j


def chunk(toks: Sequence[Tagged]) -> List[_Chunk]:
    """One clause -> NP / VG / PP / O chunks (module docstring)."""
    out: List[_Chunk] = []
    i = 0
    while i < len(toks):
        w, f = toks[i]
        if (w in NEG and f != "a") or _is_verb(f):
            j, words = i, []
            while j < len(toks) and toks[j][0] in NEG and not _is_verb(toks[j][1]):
                words.append(toks[j][0])
                j += 1
            if j < len(toks) and _is_verb(toks[j][1]):
                words.append(toks[j][0])
                j += 1
                while j < len(toks) and (_is_verb(toks[j][1]) or toks[j][1] in ASPECT or toks[j][1] == "p"):
                    if toks[j][1] == "p" and j + 1 < len(toks) and _is_verb(toks[j + 1][1]):
                        break  # a preposition introducing the next verb's PP
                    words.append(toks[j][0])
                    j += 1
                if j + 1 < len(toks) and toks[j][1] == "uj":  # V 的 N: a relative clause inside an NP
                    np_, k = _np_at(toks, j + 1)
                    if np_ is not None:
                        mods: List[str] = []
                        while out and out[-1].kind == "O" and _is_mod(out[-1].last_flag):
                            mods = out.pop().words + mods
                        words = mods + words + [toks[j][0]] + np_.words
                        out.append(_Chunk("NP", words, None, np_.last_flag))
                        i = k
                        continue
                out.append(_Chunk("VG", words))
                i = j
                continue
        nxt = toks[i + 1][1] if i + 1 < len(toks) else ""
        if f in ("a", "b", "z") and out and out[-1].kind == "O" and out[-1].last_flag == "d" and not (
                _is_noun(nxt) or nxt == "uj"):  # adjectival predicate: 很好, 非常便宜
            out.append(_Chunk("VG", out.pop().words + [w]))
            i += 1
            continue
        if f == "p" and not _is_conj(w, f):
            np_, j = _np_at(toks, i + 1)
            if np_ is not None:
                out.append(_Chunk("PP", [w] + np_.words))
                i = j
                continue
        np_, j = _np_at(toks, i)
        if np_ is not None:
            out.append(np_)
            i = j
            continue
        out.append(_Chunk("O", [w], None, f))
        i += 1
    # A clause-final verbal noun with no verb after it is the verb (跟宜信公司合作).
    for k, c in enumerate(out):
        if c.kind == "NP" and not any(d.kind == "VG" for d in out[k:]) and len(c.words) > 1:
            after_verb = k > 0 and out[k - 1].kind == "VG"
            if c.last_flag == "vn" and len(c.conjuncts) == 1 and c.words[-2] != "的" and not after_verb:
                head = _Chunk("NP", c.words[:-1])
                out[k:k + 1] = [head, _Chunk("VG", [c.words[-1]])]
                break
    return out


def clause_triples(chunks: Sequence[_Chunk], carried: Optional[_Chunk]) -> Tuple[List[Triple], Optional[_Chunk]]:
    """Triples of one chunked clause; returns them and the subject to carry to the next clause."""
    triples: List[Triple] = []
    first_subject = None
    for k, c in enumerate(chunks):
        if c.kind != "VG":
            continue
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
        if subject is None:
            subject = carried
        if subject is None:
            continue
        if first_subject is None:
            first_subject = subject
        pred = tuple(w for pp in pps for w in pp.words) + tuple(c.words)
        obj = chunks[k + 1] if k + 1 < len(chunks) and chunks[k + 1].kind == "NP" else None
        for s in subject.conjuncts:
            for o in (obj.conjuncts if obj else [[]]):
                triples.append(Triple(tuple(s), pred, tuple(o)))
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
