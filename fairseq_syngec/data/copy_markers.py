"""Source position markers: how the copy model copies words outside its vocabulary.

As in fairseq's ``examples/pointer_generator``: a source token that is not in the vocabulary is
written ``<unk-i>``, ``i`` its 0-based position in the source line, and a target token equal to
such a source token gets the same marker. The dictionary holds ``<unk-0> .. <unk-{M-1}>`` after
its ordinary symbols; the model's output layer covers only the ordinary symbols, so a marker can
only be produced by copying. After generation, ``<unk-i>`` is restored to the i-th source token.
"""

import contextlib
import logging
import re
from collections import Counter
from typing import Iterator, List, Optional, Sequence, Tuple

from fairseq.data import Dictionary
from fairseq.tokenizer import tokenize_line

from fairseq_syngec import textio

logger = logging.getLogger(__name__)

MARKER_RE = re.compile(r"^<unk-(\d+)>$")
# what a word that cannot be marked (or a marker-like word of the text) is written as
UNK_SYMBOL = "<unk>"


def marker_symbol(position: int) -> str:
    return f"<unk-{position}>"


def marker_position(symbol: str) -> int:
    """Position encoded by a marker symbol, or -1 if ``symbol`` is not a marker."""
    m = MARKER_RE.match(symbol)
    return int(m.group(1)) if m else -1


def mark_oov_pair(
    src: Sequence[str], tgt: Sequence[str], in_vocab, num_markers: int, counts: Counter = None
) -> Tuple[List[str], List[str]]:
    """Replace out-of-vocabulary source tokens by position markers, and the target tokens that
    copy them by the same markers. ``in_vocab(token) -> bool``. Source OOVs beyond position
    ``num_markers - 1`` cannot be marked and stay as they are (they become ``<unk>``); they are
    counted in ``counts["unmarked_src_oov"]`` so nothing is lost silently.

    Text that looks like a marker (``<unk-3>`` written in the corpus) is an ordinary word that is
    never in the vocabulary (the binarised ``<unk-3>`` is the marker of position 3): it is marked
    by its own position like any unknown word, so that restoring gives the text back; where it
    cannot be marked (past the markers, or a target word copying no source word) it is written
    ``<unk>``, which is what it would otherwise become (counted in ``counts["marker_like_text"]``
    too)."""
    counts = counts if counts is not None else Counter()

    def known(tok: str) -> bool:
        return marker_position(tok) < 0 and in_vocab(tok)

    def unmarked(tok: str) -> str:
        return UNK_SYMBOL if marker_position(tok) >= 0 else tok

    marker_like = sum(marker_position(t) >= 0 for t in (*src, *tgt))
    if marker_like:
        counts["marker_like_text"] += marker_like
    src_out, first_marker = [], {}
    for i, tok in enumerate(src):
        if known(tok):
            src_out.append(tok)
        elif i < num_markers:
            src_out.append(marker_symbol(i))
            first_marker.setdefault(tok, marker_symbol(i))
            counts["marked_src_oov"] += 1
        else:
            src_out.append(unmarked(tok))
            counts["unmarked_src_oov"] += 1
    tgt_out = []
    for tok in tgt:
        if not known(tok) and tok in first_marker:
            tgt_out.append(first_marker[tok])
            counts["marked_tgt_oov"] += 1
        else:
            if not known(tok):
                counts["unmarked_tgt_oov"] += 1
            tgt_out.append(unmarked(tok))
    return src_out, tgt_out


def restore_markers(hyp: Sequence[str], src: Sequence[str]) -> List[str]:
    """Replace each ``<unk-i>`` of a hypothesis by the i-th token of its (unmarked) source."""
    out = []
    for tok in hyp:
        i = marker_position(tok)
        out.append(src[i] if 0 <= i < len(src) else tok)
    return out


SPECIAL_SYMBOLS = {"<s>", "<pad>", "</s>", "<unk>"}


def read_dict_symbols(path) -> set:
    """The symbols of a fairseq dictionary file (``symbol count`` lines) plus fairseq's specials."""
    return {line.rsplit(" ", 1)[0] for line in textio.iter_lines(path) if line.strip()} | SPECIAL_SYMBOLS


def count_lines(path) -> int:
    """The number of lines (split on ``\\n`` only: a lone ``\\r`` stays inside its line); a file that
    is not UTF-8 is a ValueError naming the file and the first bad line. The marked outputs hold
    no ``\\r`` (tokens are re-joined with single spaces), so fairseq-preprocess reads them line for line."""
    return textio.check_utf8(path)


def check_parallel(path_a, path_b) -> int:
    """The number of lines of two parallel files; ValueError naming both when they differ."""
    n_a, n_b = count_lines(path_a), count_lines(path_b)
    if n_a != n_b:
        raise ValueError(f"{path_a} has {n_a} lines but {path_b} has {n_b}: the files must be parallel "
                         f"(line {min(n_a, n_b) + 1} of {path_a if n_a > n_b else path_b} has no partner); "
                         "nothing was written")
    return n_a


def _token_lines(path) -> Iterator[List[str]]:
    for line in textio.iter_lines(path):
        yield line.split()


def encode_files(dict_path, src_path, tgt_path: Optional[str], out_prefix: str,
                 num_markers: int) -> Counter:
    """Mark the OOV source tokens of ``src_path`` (and the target tokens of ``tgt_path`` that copy
    them) into ``out_prefix.src`` / ``.tgt``; line counts are checked first and the outputs appear only
    complete. Returns the counts of :func:`mark_oov_pair` and ``lines``."""
    outputs = [out_prefix + ".src", out_prefix + ".tgt" if tgt_path else None]
    textio.check_outputs(outputs, [dict_path, src_path, tgt_path])
    vocab = read_dict_symbols(dict_path)
    check_parallel(src_path, tgt_path) if tgt_path else count_lines(src_path)  # before writing anything
    counts = Counter()
    with contextlib.ExitStack() as stack:
        fs = stack.enter_context(textio.atomic_output(outputs[0]))
        ft = stack.enter_context(textio.atomic_output(outputs[1])) if tgt_path else None
        tgts = _token_lines(tgt_path) if tgt_path else None
        for src in _token_lines(src_path):
            s, t = mark_oov_pair(src, next(tgts) if tgts else [], vocab.__contains__, num_markers, counts)
            fs.write(" ".join(s) + "\n")
            if ft:
                ft.write(" ".join(t) + "\n")
            counts["lines"] += 1
    return counts


def decode_files(src_path, hyp_path, out_path: str = "-") -> int:
    """Restore the markers of ``hyp_path`` from the source lines ``src_path`` into ``out_path``
    (``-``: stdout); line counts are checked before anything is written. Returns the line count."""
    textio.check_outputs([out_path], [src_path, hyp_path])
    n = check_parallel(src_path, hyp_path)
    with textio.output_stream(out_path) as out:
        for src, hyp in zip(_token_lines(src_path), _token_lines(hyp_path)):
            out.write(" ".join(restore_markers(hyp, src)) + "\n")
    return n


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
