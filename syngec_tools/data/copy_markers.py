"""Source position markers: how the copy model copies words outside its vocabulary.

As in fairseq's ``examples/pointer_generator``: a source token that is not in the vocabulary is
written ``<unk-i>``, ``i`` its 0-based position in the source line, and a target token equal to
such a source token gets the same marker. The dictionary holds ``<unk-0> .. <unk-{M-1}>`` after
its ordinary symbols; the model's output layer covers only the ordinary symbols, so a marker can
only be produced by copying. After generation, ``<unk-i>`` is restored to the i-th source token.

This module is the text level (no torch, no fairseq); the fairseq dictionary that holds the
markers is :class:`fairseq_syngec.data.copy_dictionary.CopyDictionary`.
"""

import contextlib
import logging
import re
from collections import Counter
from typing import Iterator, List, Optional, Sequence, Tuple

from syngec_tools import textio

logger = logging.getLogger(__name__)

MARKER_RE = re.compile(r"^<unk-(\d+)>$")
# markers <unk-0> .. <unk-255> of the gec task's dictionary (and the default of copy_markers.py encode)
DEFAULT_SOURCE_POSITION_MARKERS = 256
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
