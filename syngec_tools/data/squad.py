"""SQuAD (v1.1 / v2.0) JSON -> token streams for span question answering (R-Net, Wang et al., ACL 2017).

Tokenisation is a fixed regular expression (numbers with inner separators, runs of word
characters, single punctuation marks) that keeps each token's character offsets in the
original passage, so a predicted token span maps back to the exact passage text.

Per question the converter produces (see ``scripts/qa/squad_to_fairseq.py``):

* passage tokens and question tokens (space separated, optionally lowercased),
* ``start end status``: the answer's first and last token index (0-based, inclusive) and one of
  ``ok`` (the answer's characters are exactly tokens start..end), ``unaligned`` (the answer
  starts or ends inside a token: start..end is the smallest token span covering it),
  ``unanswerable`` (SQuAD v2.0 ``is_impossible``; start = end = -1) or ``bad_offset`` (the
  answer text is not at its ``answer_start`` in the passage; start = end = -1),
* the token-to-character offsets ``s,e`` of every passage token (``context[s:e]`` is the token),
* the question id.
"""

import contextlib
import json
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterator, List, Optional, Sequence, Tuple

import numpy as np

from syngec_tools import textio

TOKEN_RE = re.compile(r"\d+(?:[.,:]\d+)*|\w+|[^\w\s]", re.UNICODE)

STATUS_OK, STATUS_UNALIGNED, STATUS_UNANSWERABLE, STATUS_BAD_OFFSET = (
    "ok", "unaligned", "unanswerable", "bad_offset")
STATUSES = (STATUS_OK, STATUS_UNALIGNED, STATUS_UNANSWERABLE, STATUS_BAD_OFFSET)


class SquadFormatError(ValueError):
    """The input is not SQuAD-format JSON; the message names the file and the question."""


def tokenize_with_offsets(text: str) -> Tuple[List[str], List[Tuple[int, int]]]:
    """Tokens of ``text`` and their character spans ``(start, end)``: ``text[start:end] == token``."""
    tokens, offsets = [], []
    for m in TOKEN_RE.finditer(text):
        tokens.append(m.group())
        offsets.append((m.start(), m.end()))
    return tokens, offsets


def char_span_to_token_span(offsets: List[Tuple[int, int]], char_start: int, char_end: int):
    """Smallest token span (first, last) covering characters [char_start, char_end), and whether
    it is exact (the answer starts at its first token's start and ends at its last token's end).
    None when no token overlaps the characters."""
    first = next((i for i, (s, e) in enumerate(offsets) if e > char_start), None)
    last = next((i for i in range(len(offsets) - 1, -1, -1) if offsets[i][0] < char_end), None)
    if first is None or last is None or first > last:
        return None
    exact = offsets[first][0] == char_start and offsets[last][1] == char_end
    return first, last, exact


@dataclass
class QAExample:
    qid: str
    passage_tokens: List[str]
    question_tokens: List[str]
    offsets: List[Tuple[int, int]]
    start: int
    end: int
    status: str


@dataclass
class ConversionStats:
    articles: int = 0
    paragraphs: int = 0
    questions: int = 0
    status: Counter = field(default_factory=Counter)
    examples: dict = field(default_factory=dict)  # status -> first few question ids

    def add(self, ex: QAExample, keep=5):
        self.questions += 1
        self.status[ex.status] += 1
        ids = self.examples.setdefault(ex.status, [])
        if len(ids) < keep:
            ids.append(ex.qid)

    def summary(self) -> str:
        parts = [f"{self.articles} articles, {self.paragraphs} paragraphs, {self.questions} questions"]
        for s in STATUSES:
            n = self.status.get(s, 0)
            if n and s != STATUS_OK:
                parts.append(f"{n} {s} (e.g. {', '.join(self.examples[s])})")
        parts.append(f"{self.status.get(STATUS_OK, 0)} ok")
        return "; ".join(parts)


def load_squad_json(path: str) -> dict:
    """Read a SQuAD JSON file; malformed JSON -> SquadFormatError naming file, line and column."""
    try:
        data = json.loads(textio.read_text(path))
    except textio.NotUTF8Error as e:
        raise SquadFormatError(str(e)) from None
    except json.JSONDecodeError as e:
        raise SquadFormatError(f"{path}: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from e
    if not isinstance(data, dict) or not isinstance(data.get("data"), list):
        raise SquadFormatError(f"{path}: not SQuAD format: the top level must be an object with a 'data' list")
    return data


def _require(obj, key, typ, where):
    if not isinstance(obj, dict) or key not in obj:
        raise SquadFormatError(f"{where}: missing '{key}'")
    if not isinstance(obj[key], typ):
        raise SquadFormatError(f"{where}: '{key}' must be {typ.__name__ if isinstance(typ, type) else typ}")
    return obj[key]


def iter_examples(data: dict, path: str = "<json>", lower: bool = False,
                  stats: Optional[ConversionStats] = None, progress=None) -> Iterator[QAExample]:
    """One QAExample per question of a loaded SQuAD dict, in file order. The label comes from the
    first gold answer. ``progress`` wraps the article list (e.g. ``tqdm``)."""
    stats = stats if stats is not None else ConversionStats()
    articles = data["data"]
    for a, article in enumerate(progress(articles) if progress else articles):
        stats.articles += 1
        for p, para in enumerate(_require(article, "paragraphs", list, f"{path}: article {a}")):
            where = f"{path}: article {a} paragraph {p}"
            context = _require(para, "context", str, where)
            stats.paragraphs += 1
            p_tokens, offsets = tokenize_with_offsets(context)
            for q, qa in enumerate(_require(para, "qas", list, where)):
                qid = _require(qa, "id", str, f"{where} question {q}")
                qwhere = f"{path}: question id {qid}"
                question = _require(qa, "question", str, qwhere)
                answers = _require(qa, "answers", list, qwhere)
                q_tokens, _ = tokenize_with_offsets(question)
                if not q_tokens:
                    raise SquadFormatError(f"{qwhere}: the question has no tokens")
                start = end = -1
                if qa.get("is_impossible", False) or not answers:
                    status = STATUS_UNANSWERABLE
                else:
                    ans = answers[0]
                    text = _require(ans, "text", str, f"{qwhere} answer 0")
                    char_start = _require(ans, "answer_start", int, f"{qwhere} answer 0")
                    char_end = char_start + len(text)
                    span = None
                    if text.strip() and context[char_start:char_end] == text:
                        span = char_span_to_token_span(offsets, char_start, char_end)
                    if span is None:
                        status = STATUS_BAD_OFFSET
                    else:
                        start, end, exact = span
                        status = STATUS_OK if exact else STATUS_UNALIGNED
                if lower:
                    p_out, q_out = [t.lower() for t in p_tokens], [t.lower() for t in q_tokens]
                else:
                    p_out, q_out = p_tokens, q_tokens
                ex = QAExample(qid, p_out, q_out, offsets, start, end, status)
                stats.add(ex)
                yield ex


def write_split(examples, prefix: str, inputs: Sequence[str] = ()) -> None:
    """Write the text streams ``{prefix}.passage``, ``.question``, ``.labels``, ``.offsets``, ``.ids``,
    all or none (atomically: an error leaves none of them written); none may be one of ``inputs``.
    A question id holding a line break (``\\n``) is an error: it would shift every later line."""
    names = ("passage", "question", "labels", "offsets", "ids")
    paths = [f"{prefix}.{n}" for n in names]
    textio.check_outputs(paths, inputs)
    with contextlib.ExitStack() as stack:
        files = {n: stack.enter_context(textio.atomic_output(p)) for n, p in zip(names, paths)}
        for ex in examples:
            files["passage"].write(" ".join(ex.passage_tokens) + "\n")
            files["question"].write(" ".join(ex.question_tokens) + "\n")
            files["labels"].write(f"{ex.start} {ex.end} {ex.status}\n")
            files["offsets"].write(" ".join(f"{s},{e}" for s, e in ex.offsets) + "\n")
            if "\n" in ex.qid:
                raise SquadFormatError(f"question id {ex.qid!r} has a line break (\\n): not one line of {paths[-1]}")
            files["ids"].write(ex.qid + "\n")


def read_labels(path: str):
    """``start end status`` lines -> (starts, ends, statuses); bad lines -> error naming file and line."""
    starts, ends, statuses = [], [], []
    for i, line in enumerate(textio.iter_lines(path), 1):
        parts = line.split()
        if len(parts) != 3 or parts[2] not in STATUSES:
            raise ValueError(f"{path} line {i}: expected 'start end status', got {line.rstrip()!r}")
        try:
            s, e = int(parts[0]), int(parts[1])
        except ValueError:
            raise ValueError(f"{path} line {i}: start and end must be integers, got {line.rstrip()!r}")
        if (s < 0) != (e < 0) or e < s:
            raise ValueError(f"{path} line {i}: invalid span {s} {e}")
        starts.append(s)
        ends.append(e)
        statuses.append(parts[2])
    return starts, ends, statuses


def read_offsets_line(line: str, path: str = "<offsets>", lineno: int = 0) -> List[Tuple[int, int]]:
    try:
        return [tuple(int(x) for x in tok.split(",")) for tok in line.split()]
    except ValueError:
        raise ValueError(f"{path} line {lineno}: expected 'start,end' pairs")


def read_lines(path: str) -> List[str]:
    """The lines of a text file, split on ``\\n`` only (:func:`syngec_tools.textio.read_lines`)."""
    return textio.read_lines(path)


class TokenLines:
    """The whitespace-separated tokens of each line of a text file (e.g. ``{split}.passage``, the
    text that ``fairseq-preprocess`` binarised), read on demand: one pass indexes where the lines
    start, and a line is read only when asked for. ``path`` names the file in error messages."""

    def __init__(self, path: str, chunk_bytes: int = 1 << 24):
        self.path = path
        starts, pos = [0], 0
        with open(path, "rb") as f:
            for chunk in iter(lambda: f.read(chunk_bytes), b""):
                starts.extend((pos + 1 + np.flatnonzero(np.frombuffer(chunk, np.uint8) == 10)).tolist())
                pos += len(chunk)
        if starts[-1] != pos:  # the last line has no newline
            starts.append(pos)
        self.starts = np.asarray(starts, dtype=np.int64)  # line i: bytes starts[i] .. starts[i + 1]

    def __len__(self):
        return len(self.starts) - 1

    def __getitem__(self, i: int) -> List[str]:
        with open(self.path, "rb") as f:
            f.seek(int(self.starts[i]))
            line = f.read(int(self.starts[i + 1] - self.starts[i]))
        return textio.decode_line(line, self.path, i + 1).split()
