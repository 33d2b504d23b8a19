"""Synthetic grammatical errors injected into clean, tokenised text (GEC pre-training data).

Two families of noise, each a set of small functions on a list of tokens that draw from a numpy
``Generator`` (so a caller that seeds one generator per line gets the same output however the
lines are split among processes):

* ``dae``: the denoising-auto-encoder corruption of Zhao et al. (NAACL 2019, "Improving GEC via
  pre-training a copy-augmented architecture with unlabeled data", section 3.2): per sentence a
  deletion, an insertion and a replacement rate are each drawn from a Beta distribution (mean
  0.1, std 0.03); inserted and substituting words are drawn from the corpus's unigram
  distribution; words are shuffled locally by adding N(0, 0.5) to their positions and
  re-sorting. The four operations run in a random order per sentence, as in the authors'
  released noising script.
* ``learner``: one function per ERRANT error type (Bryant et al. 2017), each making the error a
  learner makes, so that the *correction* of the synthetic sentence back to the clean one is an
  edit of that type (deleting an article makes an ``M:DET`` error: the correction is a missing
  determiner). Verb and noun forms are real inflections of the word's lemma from ``lemminflect``
  (a dictionary from the SPECIALIST lexicon; the part of speech is guessed from the word's
  possible lemmas and its left neighbour, no tagger); character typos come from the ``typo``
  package (keyboard neighbour, deletion, transposition, doubling). The mix of types can be taken
  from an annotated M2 corpus (``type_counts_from_m2``).

``SyntheticNoiser`` puts them together for ``scripts/gec/make_synthetic.py``, whose options are
the fields of ``DaeNoiseConfig`` and ``LearnerNoiseConfig`` (``--delete-mean`` for ``delete_mean``,
the help from each field's metadata).
"""


import functools
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

import numpy as np

Tokens = List[str]

# ---------------------------------------------------------------------------------------------
# dae: Zhao et al. (2019), section 3.2
# ---------------------------------------------------------------------------------------------


@dataclass
class DaeNoiseConfig:
    """Rates of the denoising noise (Zhao et al. 2019, section 3.2). Each sentence draws its own
    deletion / insertion / replacement rate from a Beta distribution with this mean and std."""

    delete_mean: float = field(
        default=0.1, metadata={"help": "dae: mean per-sentence rate of deleting a token"})
    delete_std: float = field(
        default=0.03, metadata={"help": "dae: std of the per-sentence deletion rate (Beta); 0: fixed rate"})
    insert_mean: float = field(
        default=0.1, metadata={"help": "dae: mean per-sentence rate of inserting a unigram-sampled word "
                               "before a token"})
    insert_std: float = field(
        default=0.03, metadata={"help": "dae: std of the per-sentence insertion rate (Beta); 0: fixed rate"})
    replace_mean: float = field(
        default=0.1, metadata={"help": "dae: mean per-sentence rate of replacing a token by a "
                               "unigram-sampled word"})
    replace_std: float = field(
        default=0.03, metadata={"help": "dae: std of the per-sentence replacement rate (Beta); 0: fixed rate"})
    shuffle_sigma: float = field(
        default=0.5, metadata={"help": "dae: std of the N(0, sigma) added to each position before "
                               "re-sorting (local shuffle); 0: no shuffle"})


def beta_params(mean: float, std: float) -> Tuple[float, float]:
    """(a, b) of the Beta distribution with this mean and std (method of moments), as Zhao et al.
    (2019) parameterise their noise rates: a = m k, b = (1 - m) k with k = m (1 - m) / std^2 - 1."""
    if not 0.0 < mean < 1.0:
        raise ValueError(f"a Beta rate needs 0 < mean < 1, got mean {mean}")
    k = mean * (1.0 - mean) / (std * std) - 1.0  # Zhao et al. 2019 noise: Beta moments
    if k <= 0:
        raise ValueError(f"std {std} is too large for mean {mean}: a Beta distribution needs "
                         f"std^2 < mean (1 - mean) = {mean * (1 - mean):.4g}")
    return mean * k, (1.0 - mean) * k


def draw_rate(mean: float, std: float, rng: np.random.Generator) -> float:
    """One sentence's rate: Beta(mean, std) draw (Zhao et al. 2019); the mean itself when std is 0,
    and 0 when the mean is 0."""
    if mean <= 0.0:
        return 0.0
    if std <= 0.0:
        return float(mean)
    a, b = beta_params(mean, std)
    return float(rng.beta(a, b))


class Unigram:
    """A unigram distribution over words to sample from (inverse CDF over cumulative counts)."""

    def __init__(self, counts: Dict[str, int], max_words: int = 0):
        items = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))  # deterministic order
        if max_words > 0:
            items = items[:max_words]
        if not items:
            raise ValueError("the unigram distribution is empty (the corpus has no tokens)")
        self.words = [w for w, _ in items]
        self.cdf = np.cumsum(np.array([c for _, c in items], dtype=np.float64))

    def __len__(self):
        return len(self.words)

    def sample(self, rng: np.random.Generator, k: int) -> List[str]:
        """k words drawn with replacement, each with probability count / total."""
        if k <= 0:
            return []
        idx = np.searchsorted(self.cdf, rng.random(k) * self.cdf[-1], side="right")
        return [self.words[i] for i in np.minimum(idx, len(self.words) - 1)]


def dae_delete(tokens: Sequence[str], rate: float, rng: np.random.Generator) -> Tuple[Tokens, int]:
    """Delete each token with probability ``rate`` (Zhao et al. 2019, section 3.2, noise (1)).
    Returns (tokens, number deleted)."""
    if not tokens:
        return [], 0
    keep = rng.random(len(tokens)) >= rate
    return [t for t, k in zip(tokens, keep) if k], int(len(tokens) - keep.sum())


def dae_insert(tokens: Sequence[str], rate: float, unigram: Unigram,
               rng: np.random.Generator) -> Tuple[Tokens, int]:
    """Before each token, with probability ``rate``, insert a word drawn from the corpus unigram
    distribution (Zhao et al. 2019, section 3.2, noise (2)). Returns (tokens, number inserted)."""
    if not tokens:
        return [], 0
    hit = rng.random(len(tokens)) < rate
    words = iter(unigram.sample(rng, int(hit.sum())))
    out = []
    for t, h in zip(tokens, hit):
        if h:
            out.append(next(words))
        out.append(t)
    return out, int(hit.sum())


def dae_replace(tokens: Sequence[str], rate: float, unigram: Unigram,
                rng: np.random.Generator) -> Tuple[Tokens, int]:
    """Replace each token, with probability ``rate``, by a word drawn from the corpus unigram
    distribution (Zhao et al. 2019, section 3.2, noise (3)). Returns (tokens, number replaced;
    a draw equal to the original word counts too)."""
    if not tokens:
        return [], 0
    hit = rng.random(len(tokens)) < rate
    words = iter(unigram.sample(rng, int(hit.sum())))
    return [next(words) if h else t for t, h in zip(tokens, hit)], int(hit.sum())


def dae_shuffle(tokens: Sequence[str], sigma: float, rng: np.random.Generator) -> Tuple[Tokens, int]:
    """Local shuffle: add N(0, sigma) to each position index and re-sort the tokens by the noisy
    positions (Zhao et al. 2019, section 3.2, noise (4)). Returns (tokens, number of tokens whose
    position changed)."""
    if sigma <= 0.0 or len(tokens) < 2:
        return list(tokens), 0
    keys = np.arange(len(tokens)) + rng.normal(0.0, sigma, len(tokens))
    order = np.argsort(keys, kind="stable")
    return [tokens[i] for i in order], int((order != np.arange(len(tokens))).sum())


def dae_noise(tokens: Sequence[str], cfg: DaeNoiseConfig, unigram: Unigram,
              rng: np.random.Generator) -> Tuple[Tokens, Counter]:
    """Zhao et al. (2019) denoising noise on one sentence: draw the three rates, then apply
    deletion, insertion, replacement and shuffling in a random order. Returns (tokens, counts)."""
    rates = {"delete": draw_rate(cfg.delete_mean, cfg.delete_std, rng),
             "insert": draw_rate(cfg.insert_mean, cfg.insert_std, rng),
             "replace": draw_rate(cfg.replace_mean, cfg.replace_std, rng)}
    ops = {"delete": lambda t: dae_delete(t, rates["delete"], rng),
           "insert": lambda t: dae_insert(t, rates["insert"], unigram, rng),
           "replace": lambda t: dae_replace(t, rates["replace"], unigram, rng),
           "shuffle": lambda t: dae_shuffle(t, cfg.shuffle_sigma, rng)}
    names = list(ops)
    stats = Counter()
    out = list(tokens)
    for j in rng.permutation(len(names)):
        out, n = ops[names[j]](out)
        stats["dae:" + names[j]] += n
    return out, stats


# ---------------------------------------------------------------------------------------------
# learner: one function per ERRANT type
# ---------------------------------------------------------------------------------------------

ARTICLES = ("a", "an", "the")
PREPOSITIONS = ("in", "on", "at", "to", "for", "of", "with", "from", "by", "about", "into",
                "over", "under", "through", "during", "towards", "between", "among")
PUNCTUATION = (",", ".", ";", ":", "!", "?")
POSSESSIVES = ("my", "your", "his", "her", "its", "our", "their")
NOUN_LEFT = frozenset(ARTICLES + POSSESSIVES + (
    "this", "that", "these", "those", "some", "any", "many", "much", "few", "several", "all",
    "no", "every", "each", "other", "another", "such", "more", "most", "two", "three", "of"))
SUBJECT_PRONOUNS = ("i", "you", "he", "she", "it", "we", "they", "who")
MODALS = ("can", "could", "will", "would", "shall", "should", "may", "might", "must", "'ll", "'d")
VERB_LEFT = frozenset(SUBJECT_PRONOUNS + MODALS + ("to", "not", "n't", "never", "did", "does", "do"))
CLOSED_CLASS = frozenset(ARTICLES + PREPOSITIONS + POSSESSIVES + SUBJECT_PRONOUNS + MODALS + (
    "me", "him", "us", "them", "mine", "yours", "hers", "ours", "theirs", "myself", "himself",
    "herself", "itself", "themselves", "this", "that", "these", "those", "and", "or", "but", "nor",
    "so", "yet", "if", "as", "than", "then", "there", "here", "not", "n't", "no", "yes", "very",
    "what", "which", "whom", "whose", "when", "where", "why", "how", "all", "some", "any",
    "each", "every", "such", "own", "one"))


@functools.lru_cache(maxsize=1 << 17)
def _lemmas(word: str) -> dict:
    """lemminflect's dictionary lemmas of a lower-cased word, by universal POS (no OOV model)."""
    import lemminflect

    return lemminflect.getAllLemmas(word)


@functools.lru_cache(maxsize=1 << 16)
def _inflections(lemma: str, upos: str) -> dict:
    """lemminflect's inflections of a lemma: Penn tag -> forms."""
    import lemminflect

    return lemminflect.getAllInflections(lemma, upos=upos)


def guess_pos(tokens: Sequence[str], i: int) -> Optional[str]:
    """"NOUN", "VERB" or None for tokens[i], from lemminflect's possible lemmas of the word and,
    when it can be both (book, walks), from its left neighbour (a determiner: noun; a subject
    pronoun, modal or "to": verb). Capitalised words after the first (names) and closed-class
    words get None."""
    w = tokens[i]
    if not w.isalpha() or (i > 0 and not w.islower()):
        return None
    lw = w.lower()
    if lw in CLOSED_CLASS:
        return None
    lem = _lemmas(lw)
    noun = "NOUN" in lem
    verb = "VERB" in lem or "AUX" in lem
    if noun and verb:
        prev = tokens[i - 1].lower() if i > 0 else ""
        if prev in NOUN_LEFT or (prev and set(_lemmas(prev)) == {"ADJ"}):
            return "NOUN"
        if prev in VERB_LEFT or lw.endswith("ed"):
            return "VERB"
        return None
    return "NOUN" if noun else ("VERB" if verb else None)


def _match_case(new: str, old: str) -> str:
    return new[:1].upper() + new[1:] if old[:1].isupper() else new


def _pick(seq, rng: np.random.Generator):
    return seq[int(rng.integers(len(seq)))]


def _verb_analysis(word: str):
    """(lemma, tag -> forms, tags of this word) of a verb form, or None."""
    lw = word.lower()
    lem = _lemmas(lw)
    lemmas = lem.get("VERB") or lem.get("AUX")
    if not lemmas:
        return None
    infl = _inflections(lemmas[0], "VERB")
    tags = {t for t, forms in infl.items() if lw in forms}
    return (lemmas[0], infl, tags) if tags else None


def _verb_at(tokens: Sequence[str], i: int):
    """``_verb_analysis`` of tokens[i] when the context makes it a verb, else None."""
    return _verb_analysis(tokens[i]) if guess_pos(tokens, i) == "VERB" else None


def _replace_form(tokens: Sequence[str], rng: np.random.Generator,
                  candidates: Callable[[Sequence[str], int], List[str]]) -> Optional[Tokens]:
    """Replace one token, at a random site where ``candidates`` offers other forms, by one of them."""
    sites = []
    for i in range(len(tokens)):
        forms = candidates(tokens, i)
        if forms:
            sites.append((i, forms))
    if not sites:
        return None
    i, forms = _pick(sites, rng)
    out = list(tokens)
    out[i] = _match_case(_pick(forms, rng), tokens[i])
    return out


def _other_forms(infl: dict, tags: Iterable[str], word: str) -> List[str]:
    lw = word.lower()
    return sorted({f for t in tags for f in infl.get(t, ()) if f != lw})


def _sva_forms(tokens: Sequence[str], i: int) -> List[str]:
    a = _verb_at(tokens, i)
    if a is None:
        return []
    lemma, infl, tags = a
    if "VBZ" in tags:
        return _other_forms(infl, ["VBP"] if "VBP" in infl else ["VB"], tokens[i])
    if "VBP" in tags:
        return _other_forms(infl, ["VBZ"], tokens[i])
    if lemma == "be" and "VBD" in tags:  # was <-> were
        return _other_forms(infl, ["VBD"], tokens[i])
    return []


def _form_forms(tokens: Sequence[str], i: int) -> List[str]:
    a = _verb_at(tokens, i)
    if a is None:
        return []
    _, infl, tags = a
    nonfinite = {"VB", "VBG", "VBN"}
    if not tags & nonfinite:
        return []
    return _other_forms(infl, sorted(nonfinite - tags), tokens[i])


BE_TENSE = {"is": ("was",), "am": ("was",), "are": ("were",), "was": ("is",), "were": ("are",)}


def _tense_forms(tokens: Sequence[str], i: int) -> List[str]:
    a = _verb_at(tokens, i)
    if a is None:
        return []
    lemma, infl, tags = a
    if lemma == "be":  # the one verb whose past marks person: keep the agreement (is -> was)
        return list(BE_TENSE.get(tokens[i].lower(), ()))
    if "VBD" in tags:
        return _other_forms(infl, ["VBZ", "VBP"], tokens[i])
    if tags & {"VBZ", "VBP"}:
        return _other_forms(infl, ["VBD"], tokens[i])
    return []


def _noun_number_forms(tokens: Sequence[str], i: int) -> List[str]:
    if guess_pos(tokens, i) != "NOUN":
        return []
    lw = tokens[i].lower()
    lemmas = _lemmas(lw).get("NOUN")
    if not lemmas:
        return []
    infl = _inflections(lemmas[0], "NOUN")
    if lw in infl.get("NNS", ()) and lw not in infl.get("NN", ()):
        return _other_forms(infl, ["NN"], lw)
    if lw in infl.get("NN", ()):
        return _other_forms(infl, ["NNS"], lw)
    return []


def verb_agreement_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """R:VERB:SVA: a present verb to the other person (goes <-> go, is -> are/am, was <-> were),
    forms from lemminflect's inflections of the verb's lemma. None when no verb is found."""
    return _replace_form(tokens, rng, _sva_forms)


def verb_form_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """R:VERB:FORM: a base form, gerund or participle to another of the three (to go -> to going,
    has gone -> has go), from lemminflect's inflections of the lemma."""
    return _replace_form(tokens, rng, _form_forms)


def verb_tense_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """R:VERB:TENSE: past <-> present (walked -> walks/walk, is -> was), from lemminflect."""
    return _replace_form(tokens, rng, _tense_forms)


def noun_number_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """R:NOUN:NUM: singular <-> plural of a noun (child -> children, information -> informations),
    from lemminflect's inflections of the noun's lemma."""
    return _replace_form(tokens, rng, _noun_number_forms)


def _sites(tokens: Sequence[str], pred: Callable[[Sequence[str], int], bool]) -> List[int]:
    return [i for i in range(len(tokens)) if pred(tokens, i)]


def _delete_at(tokens, sites, rng):
    if not sites:
        return None
    i = _pick(sites, rng)
    return list(tokens[:i]) + list(tokens[i + 1:])


def _insert_at(tokens, sites, word_for, rng):
    if not sites:
        return None
    i = _pick(sites, rng)
    return list(tokens[:i]) + [word_for(tokens[i])] + list(tokens[i:])


def _replace_from(tokens, sites, choices, rng):
    if not sites:
        return None
    i = _pick(sites, rng)
    alts = [c for c in choices if c != tokens[i].lower()]
    out = list(tokens)
    out[i] = _match_case(_pick(alts, rng), tokens[i])
    return out


def missing_determiner_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """M:DET: delete an article (a, an, the); the correction inserts it."""
    return _delete_at(tokens, _sites(tokens, lambda t, i: t[i].lower() in ARTICLES), rng)


def unnecessary_determiner_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """U:DET: insert "the" or "a"/"an" (by the next word's first letter) before a noun or adjective
    that has no determiner before it (not sentence-initially)."""
    def ok(t, i):
        if i == 0 or not t[i].isalpha() or not t[i].islower() or t[i] in CLOSED_CLASS:
            return False
        if t[i - 1].lower() in NOUN_LEFT:
            return False
        return bool({"NOUN", "ADJ"} & set(_lemmas(t[i])))

    sites = _sites(tokens, ok)
    if not sites:
        return None
    i = _pick(sites, rng)
    art = "the" if rng.random() < 0.5 else ("an" if tokens[i][0] in "aeiou" else "a")
    return list(tokens[:i]) + [art] + list(tokens[i:])


def replace_determiner_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """R:DET: an article to another one (a <-> the, a <-> an)."""
    return _replace_from(tokens, _sites(tokens, lambda t, i: t[i].lower() in ARTICLES), ARTICLES, rng)


def missing_preposition_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """M:PREP: delete a preposition of the confusion set."""
    return _delete_at(tokens, _sites(tokens, lambda t, i: t[i].lower() in PREPOSITIONS), rng)


def unnecessary_preposition_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """U:PREP: insert a preposition of the confusion set before a determiner or possessive that
    follows a word (discussed the plan -> discussed about the plan)."""
    def ok(t, i):
        return (i > 0 and t[i].lower() in ARTICLES + POSSESSIVES and t[i - 1].isalpha()
                and t[i - 1].lower() not in PREPOSITIONS)

    sites = _sites(tokens, ok)
    if not sites:
        return None
    i = _pick(sites, rng)
    return list(tokens[:i]) + [_pick(PREPOSITIONS, rng)] + list(tokens[i:])


def replace_preposition_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """R:PREP: a preposition to another of the confusion set (in -> on, of -> for)."""
    return _replace_from(tokens, _sites(tokens, lambda t, i: t[i].lower() in PREPOSITIONS), PREPOSITIONS, rng)


def missing_punctuation_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """M:PUNCT: delete a punctuation token (, . ; : ! ?)."""
    return _delete_at(tokens, _sites(tokens, lambda t, i: t[i] in PUNCTUATION), rng)


def unnecessary_punctuation_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """U:PUNCT: insert a comma between two words (neither of them punctuation)."""
    def ok(t, i):
        return i > 0 and t[i] not in PUNCTUATION and t[i - 1] not in PUNCTUATION
    return _insert_at(tokens, _sites(tokens, ok), lambda _: ",", rng)


def replace_punctuation_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """R:PUNCT: a punctuation token to another one (, -> . ; -> ,)."""
    return _replace_from(tokens, _sites(tokens, lambda t, i: t[i] in PUNCTUATION), PUNCTUATION, rng)


# the typo package's four character-level errors (keyboard neighbour, deletion, transposition,
# doubling); the first letter is kept where the package allows it (learners rarely miss it)
TYPO_METHODS = (("nearby_char", {"preservefirst": True}), ("missing_char", {"preservefirst": True}),
                ("char_swap", {"preservefirst": True}), ("repeated_char", {}))


def typo_word(word: str, rng: np.random.Generator) -> str:
    """One character typo of ``word`` by the ``typo`` package, trying its four methods in a random
    order until one changes the word (the word itself if none does). ``typo`` draws from Python's
    global ``random`` module, which this reseeds from ``rng`` on every call (deterministic)."""
    import typo

    for j in rng.permutation(len(TYPO_METHODS)):
        name, kwargs = TYPO_METHODS[j]
        errer = typo.StrErrer(word, seed=int(rng.integers(1 << 31)))  # seeds random (global)
        new = getattr(errer, name)(**kwargs).result
        if new != word:
            return new
    return word


def spelling_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """R:SPELL: a character typo (typo package) in an alphabetic word of at least 3 letters."""
    sites = _sites(tokens, lambda t, i: len(t[i]) >= 3 and t[i].isalpha())
    for _ in range(3):  # a word like "eee" may have no typo that changes it
        if not sites:
            return None
        i = _pick(sites, rng)
        new = typo_word(tokens[i], rng)
        if new != tokens[i]:
            out = list(tokens)
            out[i] = new
            return out
        sites.remove(i)
    return None


def casing_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """R:ORTH: flip the case of a word's first letter (Emma -> emma, I -> i, ship -> Ship); an
    all-capitals word is lower-cased."""
    sites = _sites(tokens, lambda t, i: t[i].isalpha())
    if not sites:
        return None
    i = _pick(sites, rng)
    w = tokens[i]
    if len(w) > 1 and w.isupper():
        new = w.lower()
    elif w[0].isupper():
        new = w[0].lower() + w[1:]
    else:
        new = w[0].upper() + w[1:]
    out = list(tokens)
    out[i] = new
    return out


def word_order_error(tokens: Sequence[str], rng: np.random.Generator) -> Optional[Tokens]:
    """R:WO: swap two different neighbouring tokens, neither of them punctuation."""
    sites = _sites(tokens, lambda t, i: (i + 1 < len(t) and t[i] != t[i + 1] and t[i] not in PUNCTUATION
                                         and t[i + 1] not in PUNCTUATION))
    if not sites:
        return None
    i = _pick(sites, rng)
    out = list(tokens)
    out[i], out[i + 1] = out[i + 1], out[i]
    return out


# ERRANT type of the correction -> the function that makes that error
LEARNER_OPERATIONS: Dict[str, Callable[[Sequence[str], np.random.Generator], Optional[Tokens]]] = {
    "M:DET": missing_determiner_error,
    "U:DET": unnecessary_determiner_error,
    "R:DET": replace_determiner_error,
    "M:PREP": missing_preposition_error,
    "U:PREP": unnecessary_preposition_error,
    "R:PREP": replace_preposition_error,
    "R:VERB:SVA": verb_agreement_error,
    "R:VERB:FORM": verb_form_error,
    "R:VERB:TENSE": verb_tense_error,
    "R:NOUN:NUM": noun_number_error,
    "R:SPELL": spelling_error,
    "R:ORTH": casing_error,
    "M:PUNCT": missing_punctuation_error,
    "U:PUNCT": unnecessary_punctuation_error,
    "R:PUNCT": replace_punctuation_error,
    "R:WO": word_order_error,
}

# Round default weights (not fitted to any corpus): punctuation, prepositions, determiners and
# verbs first, as in learner corpora. --rates-from replaces them with an M2 corpus's counts.
DEFAULT_LEARNER_MIX = {
    "M:PUNCT": 12, "R:PUNCT": 4, "U:PUNCT": 2, "R:PREP": 7, "M:PREP": 2, "U:PREP": 2,
    "M:DET": 5, "U:DET": 4, "R:DET": 2, "R:VERB:TENSE": 5, "R:VERB:FORM": 3, "R:VERB:SVA": 3,
    "R:NOUN:NUM": 4, "R:SPELL": 4, "R:ORTH": 4, "R:WO": 2,
}
DEFAULT_LEARNER_ERROR_RATE = 0.1


@dataclass
class LearnerNoiseConfig:
    learner_error_rate: Optional[float] = field(
        default=None,
        metadata={"help": f"learner: errors per token; a sentence of n tokens gets Binomial(n, rate) "
                  f"errors (default {DEFAULT_LEARNER_ERROR_RATE}, or with --rates-from the M2's "
                  f"edits of the modelled types per source token)"})
    learner_mix: str = field(
        default="",
        metadata={"help": "learner: weights of the error types as 'TYPE=W,TYPE=W' over the ERRANT types "
                  + ", ".join(LEARNER_OPERATIONS) + "; the types named replace the default (or "
                  "--rates-from) weight, W=0 turns a type off"})


def parse_mix(spec: str, base: Optional[Dict[str, float]] = None) -> Dict[str, float]:
    """``TYPE=W,TYPE=W`` over LEARNER_OPERATIONS, on top of ``base`` (the defaults)."""
    mix = dict(DEFAULT_LEARNER_MIX if base is None else base)
    for part in filter(None, (p.strip() for p in spec.split(","))):
        name, sep, value = part.partition("=")
        name = name.strip()
        if not sep or name not in LEARNER_OPERATIONS:
            raise ValueError(f"--learner-mix: expected TYPE=WEIGHT with TYPE one of "
                             f"{', '.join(LEARNER_OPERATIONS)}; got {part!r}")
        try:
            w = float(value)
        except ValueError:
            raise ValueError(f"--learner-mix: weight of {name} is not a number: {value!r}") from None
        if w < 0:
            raise ValueError(f"--learner-mix: weight of {name} is negative: {w}")
        mix[name] = w
    if sum(mix.values()) <= 0:
        raise ValueError("--learner-mix: every weight is 0")
    return mix


def type_counts_from_m2(paths, annotator: int = 0) -> Tuple[Counter, int, int]:
    """ERRANT type counts of one annotator's edits (noops left out) in M2 file(s), and the
    numbers of source tokens and sentences: (Counter type -> edits, tokens, sentences)."""
    from syngec_tools.data.m2 import read_m2

    if isinstance(paths, str):
        paths = [paths]
    counts, n_tok, n_sent = Counter(), 0, 0
    for path in paths:
        for sent in read_m2(path):
            n_sent += 1
            n_tok += len(sent.source)
            for e in sent.edits_by(annotator):
                if not e.is_noop:
                    counts[e.type] += 1
    return counts, n_tok, n_sent


def learner_noise(tokens: Sequence[str], weights: Sequence[float], error_rate: float,
                  rng: np.random.Generator) -> Tuple[Tokens, Counter]:
    """Learner errors on one sentence: Binomial(n, error_rate) errors, each of a type drawn by
    ``weights`` (aligned with LEARNER_OPERATIONS) among the types that have a site in the
    sentence. Returns (tokens, Counter type -> errors made; "learner:unplaced" counts errors
    no type could place)."""
    names = list(LEARNER_OPERATIONS)
    out = list(tokens)
    stats = Counter()
    n_err = int(rng.binomial(len(out), error_rate)) if out else 0
    for _ in range(n_err):
        avail = [w > 0 for w in weights]
        while True:
            total = sum(w for w, a in zip(weights, avail) if a)
            if total <= 0:
                stats["learner:unplaced"] += 1
                break
            u, j = rng.random() * total, 0
            for j, (w, a) in enumerate(zip(weights, avail)):
                if a:
                    u -= w
                    if u < 0:
                        break
            new = LEARNER_OPERATIONS[names[j]](out, rng)
            if new is not None:
                out = new
                stats[names[j]] += 1
                break
            avail[j] = False
    return out, stats


# ---------------------------------------------------------------------------------------------
# the three modes, one line at a time
# ---------------------------------------------------------------------------------------------

NOISE_MODES = ("dae", "learner", "mix")


def line_rng(seed: int, copy: int, index: int) -> np.random.Generator:
    """The generator of one line of one copy: numpy's SeedSequence of (seed, copy, line index),
    so a line's noise does not depend on how lines are split among workers."""
    return np.random.default_rng([seed, copy, index])


class SyntheticNoiser:
    """Noise for make_synthetic: mode dae, learner, or mix (per sentence, dae with probability
    ``mix_dae_prob``, else learner; with ``mix_both`` learner errors first, then dae on top)."""

    def __init__(self, mode: str, seed: int, dae: Optional[DaeNoiseConfig] = None,
                 unigram: Optional[Unigram] = None, learner_mix: Optional[Dict[str, float]] = None,
                 learner_error_rate: float = DEFAULT_LEARNER_ERROR_RATE, mix_dae_prob: float = 0.5,
                 mix_both: bool = False):
        if mode not in NOISE_MODES:
            raise ValueError(f"noise mode must be one of {NOISE_MODES}, got {mode!r}")
        if mode in ("dae", "mix") and unigram is None:
            raise ValueError(f"--noise {mode} needs a unigram distribution")
        if not 0.0 <= mix_dae_prob <= 1.0:
            raise ValueError(f"mix_dae_prob must be in [0, 1], got {mix_dae_prob}")
        if not 0.0 <= learner_error_rate <= 1.0:
            raise ValueError(f"learner error rate must be in [0, 1], got {learner_error_rate}")
        self.mode, self.seed = mode, seed
        self.dae = dae or DaeNoiseConfig()
        for name in ("delete", "insert", "replace"):  # fail now, not in a worker
            mean, std = getattr(self.dae, name + "_mean"), getattr(self.dae, name + "_std")
            if mean > 0 and std > 0:
                beta_params(mean, std)
            elif not 0.0 <= mean < 1.0:
                raise ValueError(f"dae {name} rate must be in [0, 1), got {mean}")
        self.unigram = unigram
        mix = dict(DEFAULT_LEARNER_MIX if learner_mix is None else learner_mix)
        self.learner_weights = [float(mix.get(name, 0.0)) for name in LEARNER_OPERATIONS]
        self.learner_error_rate = learner_error_rate
        self.mix_dae_prob, self.mix_both = mix_dae_prob, mix_both

    def noise_tokens(self, tokens: Sequence[str], rng: np.random.Generator) -> Tuple[Tokens, Counter]:
        """The noised tokens of one clean sentence, and what was done."""
        if self.mode == "mix" and not self.mix_both:
            use_dae = rng.random() < self.mix_dae_prob
        else:
            use_dae = self.mode in ("dae", "mix")
        use_learner = self.mode == "learner" or (self.mode == "mix" and (self.mix_both or not use_dae))
        stats = Counter()
        out = list(tokens)
        if use_learner:
            out, s = learner_noise(out, self.learner_weights, self.learner_error_rate, rng)
            stats.update(s)
            stats["learner:sentences"] += 1
            stats["learner:tokens"] += len(tokens)
        if use_dae:
            out, s = dae_noise(out, self.dae, self.unigram, rng)
            stats.update(s)
            stats["dae:sentences"] += 1
            stats["dae:tokens"] += len(tokens)
        return out, stats

    def noise_chunk(self, start: int, lines: Sequence[str], copies: int):
        """Noise ``lines`` (line indices start, start + 1, ...) ``copies`` times.

        Returns (targets, sources per copy, Counter); a target is the line's tokens joined by
        single spaces (an empty or blank line gives an empty pair)."""
        stats = Counter()
        targets = []
        sources = [[] for _ in range(copies)]
        for offset, line in enumerate(lines):
            tokens = line.split()
            targets.append(" ".join(tokens))
            stats["tokens"] += len(tokens)
            if not tokens:
                stats["empty"] += 1
                for k in range(copies):
                    sources[k].append("")
                continue
            for k in range(copies):
                out, s = self.noise_tokens(tokens, line_rng(self.seed, k, start + offset))
                stats.update(s)
                stats["changed"] += out != tokens
                sources[k].append(" ".join(out))
        return targets, sources, stats


_WORKER_NOISER = None


def _init_worker(noiser: "SyntheticNoiser") -> None:
    global _WORKER_NOISER
    _WORKER_NOISER = noiser


def _noise_job(job):
    start, lines, copies = job
    return _WORKER_NOISER.noise_chunk(start, lines, copies)


def ordered_noise(noiser: "SyntheticNoiser", blocks: Iterable[Tuple[int, List[str]]], copies: int,
                  workers: int = 1, ahead: int = 4):
    """``noiser.noise_chunk`` over (first line index, lines) blocks, results in input order.

    workers > 1: a multiprocessing pool fed at most ``ahead`` blocks per worker beyond the one
    being written (an ordered imap with back-pressure, so memory stays constant however long the
    input). The output does not depend on ``workers``: each line's noise comes from its own
    (seed, copy, index) generator."""
    if workers <= 1:
        for start, lines in blocks:
            yield noiser.noise_chunk(start, lines, copies)
        return
    import collections
    import multiprocessing

    pool = multiprocessing.Pool(workers, initializer=_init_worker, initargs=(noiser,))
    try:
        pending = collections.deque()
        for start, lines in blocks:
            pending.append(pool.apply_async(_noise_job, ((start, lines, copies),)))
            if len(pending) >= ahead * workers:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def warm_up() -> None:
    """Load lemminflect's tables and the typo package now (before worker processes fork)."""
    _lemmas("walked")
    _inflections("walk", "VERB")
    import typo  # noqa: F401
