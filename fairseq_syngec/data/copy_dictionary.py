"""The gec task's dictionary: a fairseq :class:`~fairseq.data.Dictionary` that ends with the source
position markers ``<unk-0> .. <unk-{M-1}>`` of :mod:`syngec_tools.data.copy_markers` (the text
level, which needs no fairseq)."""

from fairseq.data import Dictionary
from fairseq.tokenizer import tokenize_line

from syngec_tools.data.copy_markers import marker_position, marker_symbol


class CopyDictionary(Dictionary):
    """A fairseq Dictionary whose last ``num_markers`` symbols are source position markers.

    Training data is marked at the text level (``scripts/gec/copy_markers.py``), because only
    there are source and target seen together. With ``extend_oov`` set (inference only, see
    ``GECTask.build_generator``) ``encode_line`` adds an unknown word to the dictionary as a new
    symbol, so that its surface form survives to the output; the model maps such ids to the
    marker of their position, and the task maps a generated marker back to the source id. Input
    text that looks like a marker (``<unk-3>``) is such an unknown word too: it gets an id of its
    own (its symbol is the text, the lookup ``index("<unk-3>")`` still gives the marker), so the
    model sees it at its own position and it comes back unchanged.
    """

    extend_oov = False
    _literal_markers = None  # marker-like input words added at inference: text -> id

    @property
    def first_marker(self) -> int:
        return self._first_marker

    @property
    def num_markers(self) -> int:
        return self._num_markers

    def init_markers(self, num_markers: int) -> "CopyDictionary":
        """Append ``<unk-0> .. <unk-{num_markers-1}>`` unless the dictionary already ends with
        them (a dictionary saved by ``fairseq-preprocess --task gec`` already does)."""
        existing = [i for i, s in enumerate(self.symbols) if marker_position(s) >= 0]
        if existing:
            first = existing[0]
            expected = [marker_symbol(k) for k in range(len(self.symbols) - first)]
            if self.symbols[first:] != expected:
                raise ValueError(
                    "dictionary has position markers <unk-N> that are not a contiguous "
                    "<unk-0>..<unk-M> block at its end; rebuild it with fairseq-preprocess --task gec"
                )
            self._first_marker, self._num_markers = first, len(self.symbols) - first
            return self
        self._first_marker = len(self.symbols)
        for k in range(num_markers):
            self.add_symbol(marker_symbol(k), n=0)
        self._num_markers = num_markers
        return self

    @classmethod
    def from_dictionary(cls, d: Dictionary, num_markers: int) -> "CopyDictionary":
        """Copy ``d`` without any marker symbols it counted (markers found in training text
        must not become ordinary vocabulary), then append the marker block."""
        new = cls(pad=d.pad_word, eos=d.eos_word, unk=d.unk_word, bos=d.bos_word, extra_special_symbols=None)
        new.symbols, new.count, new.indices = [], [], {}
        for sym, cnt in zip(d.symbols, d.count):
            if marker_position(sym) < 0:
                new.indices[sym] = len(new.symbols)
                new.symbols.append(sym)
                new.count.append(cnt)
        new.bos_index, new.pad_index = new.index(d.bos_word), new.index(d.pad_word)
        new.eos_index, new.unk_index = new.index(d.eos_word), new.index(d.unk_word)
        new.nspecial = d.nspecial
        return new.init_markers(num_markers)

    def truncate_to(self, size: int) -> None:
        """Forget the symbols added after the first ``size`` ones (words added at inference)."""
        if size < self.first_marker + self.num_markers:
            raise ValueError(f"cannot cut the dictionary to {size} symbols: it would lose position markers")
        for idx, sym in enumerate(self.symbols[size:], start=size):
            if self.indices.get(sym) == idx:  # a marker-like input word is not in ``indices``
                del self.indices[sym]
        if self._literal_markers:
            self._literal_markers = {w: i for w, i in self._literal_markers.items() if i < size}
        del self.symbols[size:]
        del self.count[size:]

    def encode_line(self, line, line_tokenizer=tokenize_line, add_if_not_exist=True, consumer=None,
                    append_eos=True, reverse_order=False):
        """As fairseq's, except that with ``extend_oov`` set an unknown word is always added."""
        return super().encode_line(line, line_tokenizer, add_if_not_exist or self.extend_oov, consumer,
                                   append_eos, reverse_order)

    def add_symbol(self, word, n=1, overwrite=False):
        """As fairseq's; with ``extend_oov`` set (words of inference input), a word that looks like a
        position marker gets an id of its own instead of the marker's (see the class docstring)."""
        if self.extend_oov and not overwrite and marker_position(word) >= 0:
            return self._add_literal_marker(word, n)
        return super().add_symbol(word, n, overwrite)

    def _add_literal_marker(self, word: str, n: int) -> int:
        """The id of the input word ``word`` (text equal to a marker symbol), added at the end."""
        if self._literal_markers is None:
            self._literal_markers = {}
        idx = self._literal_markers.get(word)
        if idx is None:
            idx = self._literal_markers[word] = len(self.symbols)
            self.symbols.append(word)
            self.count.append(n)
        else:
            self.count[idx] += n
        return idx
