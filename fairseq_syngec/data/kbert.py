"""K-BERT knowledge layer, soft positions, segments and the visible matrix (Liu et al., "K-BERT:
Enabling Language Representation with Knowledge Graph", AAAI 2020), on the data side.

Pure computation on the model's own tokens (words, characters or sentencepiece pieces); a
knowledge lookup maps an entity string to its (predicate, object) branches **in file order**
(``syngec_tools.facts.io.read_knowledge_graph`` / ``knowledge_from_triples``). Unlike the
original code, which draws entities from a Python ``set``, nothing here depends on set order.

Documented rules (``build_sentence_tree``):

* **Words.** Given ``word_starts`` (True at each token that starts a word, e.g. from a Chinese word
  segmenter over character tokens), a word starts there and at token 0. Otherwise, if any token
  starts with U+2581 (sentencepiece), a word starts at each token that does (and at token 0);
  otherwise every token is a word (whitespace words, or characters for character-level Chinese).
  The text of a word is its tokens concatenated, U+2581 removed.
* **Entity matching.** An entity matches a run of whole words whose concatenated text equals the
  entity with all whitespace removed (so "Tim Cook" matches the words ``Tim`` ``Cook``, the pieces
  ``▁Tim ▁Co ok``, and "北京" the characters 北 京); matching is case-sensitive unless
  ``lowercase``. Scan left to right; at each word take the **longest** matching run, then continue
  after it (matches never overlap; a word inside a longer match is not matched on its own).
  Tokens in ``skip_tokens`` (e.g. ``</s>``, ``[CLS]``) never take part in a match.
* **Branches.** An entity's first ``max_entities`` (predicate, object) pairs, in lookup order,
  each become one branch: ``tokenize(predicate + sep + object)`` (``sep`` " ", "" for Chinese),
  inserted right after the entity's last token, one after another (K-BERT figure 2:
  "Tim Cook CEO Apple is visiting Beijing capital China is_a City now").
* **Soft positions.** Sentence tokens are numbered as if no branch existed (``start``,
  ``start + 1``, ...); the tokens of every branch continue from its entity's last token
  (entity + 1, + 2, ...), each branch restarting there (K-BERT's soft-position embedding).
* **Segments** (``SentenceTree.segments``): 1 for a branch token, 0 for a sentence token, as the
  original ``add_knowledge_with_vm`` marks them (its ``seg``), for the segment embedding.
* **Visible matrix** (``visible[i, j]`` True = token i may attend to token j): sentence tokens see
  all sentence tokens; the entity's tokens also see their own branches; a branch token sees the
  tokens of its own branch and its entity's tokens - nothing else (branches of the same entity do
  not see each other), as in the original ``add_knowledge_with_vm``.
* **max_length.** Sentence tokens are never dropped for knowledge: branches are added in
  sentence order only while the total stays <= ``max_length``; a branch that does not fit is
  skipped and counted (``dropped_branches``); if the sentence alone is longer than
  ``max_length`` its tail is cut and counted (``truncated_tokens``). Both counts are returned
  (never silent); ``KnowledgeStats`` sums them over a corpus.

The encoder's side, the additive attention mask built from the visible matrix, is
``fairseq_syngec.modules.kbert.visible_to_attn_mask``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Mapping, Optional, Sequence, Tuple, Union

import torch
from torch import Tensor

WORD_START = "\u2581"
Branch = Tuple[str, str]


@dataclass
class SentenceTree:
    """A flattened sentence tree. Lists are over the flattened tokens (length L)."""
    tokens: List[str]
    soft_positions: List[int]
    src_index: List[int]  # index into the input tokens, -1 for a branch token
    branch_id: List[int]  # -1 for a sentence token, else the branch number
    branch_entity: List[List[int]]  # branch number -> flattened positions of its entity's tokens
    src_to_flat: List[int]  # input token i -> its flattened position (-1 if truncated away)
    # (start, end, entity, kept branches)
    entities: List[Tuple[int, int, str, List[Branch]]] = field(default_factory=list)
    dropped_branches: int = 0
    truncated_tokens: int = 0

    @property
    def visible(self) -> Tensor:
        """The visible matrix M, [L, L] bool (:func:`visible_matrix`; computed on each access, so that
        a corpus of trees keeps only these lists)."""
        return visible_matrix(self.branch_id, self.branch_entity)

    @property
    def segments(self) -> List[int]:
        """K-BERT segment of each flattened token: 1 for a branch (knowledge) token, 0 for a sentence token."""
        return [int(b >= 0) for b in self.branch_id]


@dataclass
class KnowledgeStats:
    """Corpus totals of what ``max_length``/``max_entities`` left out."""
    sentences: int = 0
    entities: int = 0
    branches: int = 0
    dropped_branches: int = 0
    truncated_tokens: int = 0
    with_knowledge: int = 0  # sentences that got at least one branch

    def add(self, tree: SentenceTree) -> None:
        self.sentences += 1
        self.entities += len(tree.entities)
        branches = sum(len(b) for *_, b in tree.entities)
        self.branches += branches
        self.with_knowledge += int(branches > 0)
        self.dropped_branches += tree.dropped_branches
        self.truncated_tokens += tree.truncated_tokens


def _words(tokens: Sequence[str], word_starts: Optional[Sequence[bool]] = None) -> List[List[int]]:
    if word_starts is not None:
        if len(word_starts) != len(tokens):
            raise ValueError(f"word_starts has {len(word_starts)} entries for {len(tokens)} tokens")
        starts = [bool(s) for s in word_starts]
    else:
        spm = any(t.startswith(WORD_START) for t in tokens)
        starts = [not spm or t.startswith(WORD_START) for t in tokens]
    groups: List[List[int]] = []
    for i, start in enumerate(starts):
        if start or not groups:
            groups.append([i])
        else:
            groups[-1].append(i)
    return groups


def _key(text: str, lowercase: bool) -> str:
    key = "".join(text.split()).replace(WORD_START, "")
    return key.lower() if lowercase else key


class EntityIndex:
    """The entities of a knowledge lookup by their match key (whitespace and U+2581 removed, lowercased
    if ``lowercase``; the first entity of a key wins, in lookup order), with every key's prefixes, so
    that a scan stops as soon as no entity can match. Build it once for a graph used on many sentences
    (``build_sentence_tree(..., entity_index=...)``)."""

    def __init__(self, entities: Sequence[str], lowercase: bool = False):
        self.lowercase = lowercase
        self.keys: Dict[str, str] = {}
        for e in entities:
            k = _key(e, lowercase)
            if k and k not in self.keys:
                self.keys[k] = e
        self.prefixes = {k[:i] for k in self.keys for i in range(1, len(k))}


def match_entities(tokens: Sequence[str], entities: Union[Sequence[str], EntityIndex], lowercase: bool = False,
                   skip_tokens: Sequence[str] = (),
                   word_starts: Optional[Sequence[bool]] = None) -> List[Tuple[int, int, str]]:
    """Non-overlapping (start, end, entity) token spans, longest match first, left to right; a match
    starts and ends at word boundaries (``word_starts``, see the module docstring). ``entities``: the
    entity strings, or an :class:`EntityIndex` of them (its own ``lowercase`` then applies)."""
    index = entities if isinstance(entities, EntityIndex) else EntityIndex(entities, lowercase)
    keys, prefixes = index.keys, index.prefixes
    if not keys:
        return []
    skip = set(skip_tokens)
    words = _words(tokens, word_starts)
    texts = [_key("".join(tokens[i] for i in g), index.lowercase) for g in words]
    out = []
    w = 0
    while w < len(words):
        best, text = None, ""
        for v in range(w, len(words)):
            if any(tokens[i] in skip for i in words[v]):
                break
            text += texts[v]
            if text in keys:
                best = v
            if text not in prefixes:  # no longer entity starts with this text
                break
        if best is None:
            w += 1
            continue
        out.append((words[w][0], words[best][-1] + 1, keys[text_of(texts, w, best)]))
        w = best + 1
    return out


def text_of(texts: Sequence[str], a: int, b: int) -> str:
    return "".join(texts[a:b + 1])


# K-BERT knowledge layer + embedding layer: sentence tree -> flat tokens, soft positions;
# seeing layer: visible matrix M.
def build_sentence_tree(
    tokens: Sequence[str],
    knowledge: Mapping[str, Sequence[Branch]],
    max_entities: int = 2,
    max_length: Optional[int] = None,
    tokenize: Optional[Callable[[str], List[str]]] = None,
    sep: str = " ",
    lowercase: bool = False,
    skip_tokens: Sequence[str] = (),
    start: int = 0,
    word_starts: Optional[Sequence[bool]] = None,
    entity_index: Optional[EntityIndex] = None,
) -> SentenceTree:
    """Flatten the sentence tree of ``tokens`` (rules in the module docstring).

    ``knowledge``: entity -> [(predicate, object), ...] in file order; ``tokenize`` turns a
    branch's text into model tokens (default ``str.split``); ``start``: soft position of token 0;
    ``word_starts``: where words start (one flag per token; default: see the module docstring);
    ``entity_index``: :class:`EntityIndex` of ``knowledge``'s entities, made once for many sentences
    (its ``lowercase`` then applies)."""
    if max_entities < 0:
        raise ValueError(f"max_entities must be >= 0, got {max_entities}")
    tokenize = tokenize or str.split
    tokens = list(tokens)
    truncated = 0
    if word_starts is not None and len(word_starts) != len(tokens):
        raise ValueError(f"word_starts has {len(word_starts)} entries for {len(tokens)} tokens")
    if max_length is not None and len(tokens) > max_length:
        truncated = len(tokens) - max_length
        tokens = tokens[:max_length]
        word_starts = None if word_starts is None else list(word_starts)[:max_length]
    entities_of = entity_index if entity_index is not None else list(knowledge.keys())
    matches = match_entities(tokens, entities_of, lowercase, skip_tokens, word_starts) if max_entities else []
    budget = (max_length - len(tokens)) if max_length is not None else math.inf
    after: Dict[int, List[Tuple[int, List[str]]]] = {}  # last token index -> [(match no, branch tokens)]
    entities, dropped = [], 0
    for m, (a, b, ent) in enumerate(matches):
        kept: List[Branch] = []
        for pred, obj in list(knowledge[ent])[:max_entities]:
            btoks = tokenize(sep.join(x for x in (pred, obj) if x))
            if not btoks:
                continue
            if len(btoks) > budget:
                dropped += 1
                continue
            budget -= len(btoks)
            after.setdefault(b - 1, []).append((m, btoks))
            kept.append((pred, obj))
        entities.append((a, b, ent, kept))

    flat, soft, src_index, branch_id, src_to_flat = [], [], [], [], []
    entity_flat: Dict[int, List[int]] = {}  # match no -> flat positions of its entity tokens
    branch_flat: List[List[int]] = []
    branch_owner: List[int] = []
    token_match = {}
    for m, (a, b, _e, _k) in enumerate(entities):
        for i in range(a, b):
            token_match[i] = m
    for i, tok in enumerate(tokens):
        pos = start + i
        src_to_flat.append(len(flat))
        if i in token_match:
            entity_flat.setdefault(token_match[i], []).append(len(flat))
        flat.append(tok)
        soft.append(pos)
        src_index.append(i)
        branch_id.append(-1)
        for m, btoks in after.get(i, []):
            positions = []
            for k, bt in enumerate(btoks):
                positions.append(len(flat))
                flat.append(bt)
                soft.append(pos + 1 + k)
                src_index.append(-1)
                branch_id.append(len(branch_flat))
            branch_flat.append(positions)
            branch_owner.append(m)

    branch_entity = [entity_flat[m] for m in branch_owner]
    return SentenceTree(flat, soft, src_index, branch_id, branch_entity, src_to_flat + [-1] * truncated,
                        entities, dropped, truncated)


# K-BERT seeing layer: the visible matrix M of a flattened sentence tree (M_ij = 0 visible, -inf not,
# here True / False).
def visible_matrix(branch_id: Sequence[int], branch_entity: Sequence[Sequence[int]]) -> Tensor:
    """[L, L] bool from each flattened token's branch number (-1: sentence token) and each branch's
    entity positions: sentence tokens see sentence tokens; a branch sees itself and its entity; the
    entity sees its branches."""
    n = len(branch_id)
    bid = torch.as_tensor(list(branch_id), dtype=torch.long).reshape(n)
    sent = bid.lt(0)
    visible = (sent.unsqueeze(1) & sent.unsqueeze(0)) | (bid.unsqueeze(1).eq(bid.unsqueeze(0)) & ~sent.unsqueeze(1))
    for k, ent in enumerate(branch_entity):
        b = bid.eq(k).nonzero().squeeze(1)
        e = torch.as_tensor(list(ent), dtype=torch.long)
        visible[b.unsqueeze(1), e.unsqueeze(0)] = True  # a branch sees its entity
        visible[e.unsqueeze(1), b.unsqueeze(0)] = True  # the entity sees its branches
    return visible


def collate_visible(visibles: Sequence[Tensor], left_pad: bool = False,
                    pad_to: Optional[int] = None) -> Tuple[Tensor, Tensor]:
    """Per-example [L_i, L_i] visible matrices -> ([B, T, T] bool, pad_mask [B, T] True = pad).

    Pad keys are invisible to everyone; a pad query row sees every real token (what a stock
    encoder does at pad positions), so no row is empty and no NaN can appear. ``left_pad``
    matches fairseq's default source padding."""
    lens = [int(v.size(0)) for v in visibles]
    t = max(lens + [pad_to or 0])
    out = torch.zeros(len(visibles), t, t, dtype=torch.bool)
    pad = torch.ones(len(visibles), t, dtype=torch.bool)
    for b, (v, n) in enumerate(zip(visibles, lens)):
        s = t - n if left_pad else 0
        out[b, s:s + n, s:s + n] = v
        pad[b, s:s + n] = False
        rows = pad[b].nonzero().squeeze(1)
        out[b, rows] = ~pad[b]
    return out, pad


def collate_positions(positions: Sequence[Sequence[int]], pad_value: int, left_pad: bool = False,
                      pad_to: Optional[int] = None) -> Tensor:
    """Soft positions -> [B, T] long, pads filled with ``pad_value`` (fairseq: padding_idx)."""
    t = max([len(p) for p in positions] + [pad_to or 0])
    out = torch.full((len(positions), t), pad_value, dtype=torch.long)
    for b, p in enumerate(positions):
        if len(p):
            s = t - len(p) if left_pad else 0
            out[b, s:s + len(p)] = torch.as_tensor(list(p), dtype=torch.long)
    return out
