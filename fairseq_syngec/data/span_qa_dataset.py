"""The span QA dataset of ``--task span_qa`` (R-Net, Wang et al., ACL 2017): passages and questions as word ids
and as the spelling of each word (R-Net sec 3.1), with the answer span. The task (``tasks/span_qa.py``) loads it;
its docstring gives the data layout."""

import numpy as np
import torch
from fairseq.data import Dictionary, FairseqDataset, data_utils

from fairseq_syngec.data import IGNORE


def build_char_dictionary(dictionary: Dictionary, max_word_len: int):
    """Character dictionary (the characters of the dictionary's words), each word id's character
    ids [V, max_word_len] (padded with the character pad) and the number of words longer than
    max_word_len (they keep their first characters). Special word symbols are one special
    character each."""
    chars = Dictionary()
    specials = {dictionary.bos(): chars.bos(), dictionary.pad(): chars.pad(),
                dictionary.eos(): chars.eos(), dictionary.unk(): chars.unk()}
    table = torch.full((len(dictionary), max_word_len), chars.pad(), dtype=torch.long)
    n_long = 0
    for idx, word in enumerate(dictionary.symbols):
        if idx in specials:
            table[idx, 0] = specials[idx]
            continue
        n_long += len(word) > max_word_len
        ids = [chars.add_symbol(ch) for ch in word[:max_word_len]]
        table[idx, : len(ids)] = torch.tensor(ids)
    return chars, table, n_long


class CharSpeller:
    """The character ids of words, [n, max_word_len] (padded with the character pad), R-Net sec 3.1.
    A dictionary word is spelled from the table of ``build_char_dictionary``; a position whose
    word id is ``<unk>`` is spelled from its surface word when the words are given."""

    def __init__(self, dictionary: Dictionary, max_word_len: int):
        self.dictionary, self.max_word_len = dictionary, max_word_len
        self.chars, self.table, self.n_long = build_char_dictionary(dictionary, max_word_len)

    def __call__(self, tokens: torch.Tensor, words=None) -> torch.Tensor:
        out = self.table[tokens]  # a copy
        if words is not None:
            for i in (tokens == self.dictionary.unk()).nonzero().flatten().tolist():
                ids = [self.chars.index(ch) for ch in words[i][: self.max_word_len]]  # unknown char: <unk>
                out[i] = self.chars.pad()
                out[i, : len(ids)] = torch.tensor(ids)
        return out


class SpanQADataset(FairseqDataset):
    """Passage and question word ids (trailing </s> of the binarised lines removed, truncated),
    their character ids (``CharSpeller``; ``passage_words`` / ``question_words``: the surface
    words per item, e.g. ``TokenLines``, read only for items holding an ``<unk>``) and the
    (start, end) target, -1 where there is none."""

    def __init__(self, passages, questions, starts, ends, speller: CharSpeller, max_passage_len, max_question_len,
                 passage_words=None, question_words=None, shuffle=True):
        self.passages, self.questions = passages, questions
        self.speller = speller
        d = speller.dictionary
        self.pad_idx, self.eos_idx, self.unk_idx = d.pad(), d.eos(), d.unk()
        self.words = {"passage": passage_words, "question": question_words}
        self.max_passage_len, self.max_question_len = max_passage_len, max_question_len
        self.full_passage_sizes = np.asarray(passages.sizes) - 1  # without </s>
        self.full_question_sizes = np.asarray(questions.sizes) - 1
        self.passage_sizes = np.minimum(self.full_passage_sizes, max_passage_len)
        self.question_sizes = np.minimum(self.full_question_sizes, max_question_len)
        self.sizes = self.passage_sizes
        starts, ends = np.asarray(starts, dtype=np.int64), np.asarray(ends, dtype=np.int64)
        self.past_cut = (ends >= self.passage_sizes) & (starts >= 0)
        self.targets = np.stack([starts, ends], axis=1)
        self.targets[self.past_cut] = IGNORE
        self.shuffle = shuffle

    def _tokens(self, ds, i, limit):
        t = ds[i]
        if t.numel() > 0 and t[-1] == self.eos_idx:
            t = t[:-1]
        return t[:limit]

    def _surface_words(self, kind, i, tokens):
        """The words of item i (None when not needed: no <unk>, or no words given), checked
        against its word ids."""
        source = self.words[kind]
        if source is None or not bool((tokens == self.unk_idx).any()):
            return None
        words = source[i]
        n = int((self.full_passage_sizes if kind == "passage" else self.full_question_sizes)[i])
        where = f"{getattr(source, 'path', kind + ' words')} line {i + 1}"
        if len(words) != n:
            raise ValueError(f"{where}: {len(words)} words, but the binarised {kind} has {n}: "
                             "was it binarised from another file?")
        d = self.speller.dictionary
        for k, t in enumerate(tokens.tolist()):
            if t != self.unk_idx and d[t] != words[k]:
                raise ValueError(f"{where}: word {k + 1} is {words[k]!r}, but the binarised {kind} has "
                                 f"{d[t]!r}: was it binarised from another file?")
        return words

    def __getitem__(self, index):
        item = {"id": index, "target": torch.from_numpy(self.targets[index])}
        for kind, ds, limit in (("passage", self.passages, self.max_passage_len),
                                ("question", self.questions, self.max_question_len)):
            tokens = self._tokens(ds, index, limit)
            item[kind] = tokens
            item[kind + "_chars"] = self.speller(tokens, self._surface_words(kind, index, tokens))
        return item

    def __len__(self):
        return len(self.passages)

    def _collate_chars(self, rows):
        """[n_i, L] each -> [B, max n_i, longest word of the batch], character pad elsewhere."""
        pad = self.speller.chars.pad()
        width = max([1] + [int(r.ne(pad).sum(-1).max()) for r in rows if r.numel()])
        out = torch.full((len(rows), max(r.size(0) for r in rows), width), pad, dtype=torch.long)
        for b, r in enumerate(rows):
            out[b, : r.size(0)] = r[:, :width]
        return out

    def collater(self, samples):
        if len(samples) == 0:
            return {}
        passages = [s["passage"] for s in samples]
        questions = [s["question"] for s in samples]
        p_len = torch.LongTensor([p.numel() for p in passages])
        q_len = torch.LongTensor([q.numel() for q in questions])
        return {
            "id": torch.LongTensor([s["id"] for s in samples]),
            "nsentences": len(samples),
            "ntokens": int(p_len.sum() + q_len.sum()),
            "net_input": {
                "passage_tokens": data_utils.collate_tokens(passages, self.pad_idx, left_pad=False),
                "passage_chars": self._collate_chars([s["passage_chars"] for s in samples]),
                "passage_lengths": p_len,
                "question_tokens": data_utils.collate_tokens(questions, self.pad_idx, left_pad=False),
                "question_chars": self._collate_chars([s["question_chars"] for s in samples]),
                "question_lengths": q_len,
            },
            "target": torch.stack([s["target"] for s in samples]),
        }

    def num_tokens(self, index):
        return int(self.passage_sizes[index] + self.question_sizes[index])

    def num_tokens_vec(self, indices):
        return self.passage_sizes[indices] + self.question_sizes[indices]

    def size(self, index):
        return int(self.passage_sizes[index])

    def ordered_indices(self):
        """Shuffled, then stably sorted by passage length (batches of similar passage lengths)."""
        order = np.random.permutation(len(self)) if self.shuffle else np.arange(len(self))
        return order[np.argsort(self.passage_sizes[order], kind="mergesort")]

    @property
    def supports_prefetch(self):
        return False
