"""Text files line by line, and output files that appear whole or not at all.

Every line-aligned command of the package reads its text through this module (it imports neither
torch nor fairseq, so a torch-free script can load it by path):

* **A line is what ``\\n`` ends, nothing else.** A lone ``\\r``, a form feed, U+2028 and the other
  characters that Python's text-mode ``open()`` (``newline=None``) or ``str.splitlines()`` take as line
  ends stay inside their line, so that no later line shifts. CRLF files: one ``\\r`` right before a
  ``\\n`` (or at the very end of an unterminated last line) belongs to the line end and is dropped.
  The text after the last ``\\n`` is a line of its own when it is not empty.
* **Input is UTF-8.** A line that is not raises :class:`NotUTF8Error` (a ``ValueError``) as
  ``FILE:LINE: not UTF-8 (...)``; stdin (path ``-``) is named ``<stdin>``. Text that did not come from
  UTF-8 bytes (a Python string, a JSON ``\ud800`` escape) may hold a lone surrogate, which no UTF-8
  encoder takes: :func:`check_encodable` refuses it, naming where it is.
* **Outputs are atomic** (:func:`atomic_output`): written under a temporary name in the same
  directory and renamed into place only when complete, so an error never leaves a partial file
  (and an existing file stays as it was); an output that is one of the command's inputs (the same
  file, also through a hard link or a symbolic link) is refused before anything is read or written.
"""

import codecs
import contextlib
import os
import re
import stat
import sys
import tempfile
from typing import IO, Iterable, Iterator, List, Optional, Sequence, Union

PathLike = Union[str, "os.PathLike[str]"]

STDIO = "-"
STDIN_NAME = "<stdin>"
_CHUNK = 1 << 20


class NotUTF8Error(ValueError):
    """A line that is not UTF-8; the message is ``FILE:LINE: not UTF-8 (...)``."""


class NotEncodableError(ValueError):
    """Text holding a code point that UTF-8 cannot encode; the message names where it is."""


class SameFileError(ValueError):
    """An output path that is one of the inputs (or another output) of the same command."""


def progress_to_terminal() -> bool:
    """Progress bars go to standard error only when it is a terminal: written to a log or a pipe they
    become lines joined by carriage returns (fairseq's own progress falls back the same way)."""
    return sys.stderr.isatty()


def display_name(path: Optional[PathLike]) -> str:
    """How a path is named in messages: ``<stdin>`` for ``-``."""
    return STDIN_NAME if path is None or os.fspath(path) == STDIO else os.fspath(path)


def _not_utf8(name: str, lineno: int, line: bytes, exc: UnicodeDecodeError) -> NotUTF8Error:
    """The error for ``line`` (its bytes, of line number ``lineno``) failing to decode at ``exc.start``."""
    return NotUTF8Error(f"{name}:{lineno}: not UTF-8 (byte 0x{line[exc.start]:02x} at offset {exc.start} "
                        f"of the line: {exc.reason})")


def decode_line(raw: bytes, name: str, lineno: int) -> str:
    """One line's bytes (with or without its ``\\n`` / ``\\r\\n`` end) as text, without the end;
    ``name`` and ``lineno`` (from 1) say where it is in an error."""
    if raw.endswith(b"\n"):
        raw = raw[:-1]
    if raw.endswith(b"\r"):
        raw = raw[:-1]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _not_utf8(name, lineno, raw, exc) from None


_SURROGATE = re.compile("[\ud800-\udfff]")


def first_unencodable(text: str) -> int:
    """The index (in code points, from 0) of the first code point of ``text`` that UTF-8 cannot encode, or -1.
    Those are the surrogates U+D800-U+DFFF: a Python string holds them only unpaired (a JSON escape such as
    ``\ud800`` alone, bytes decoded with ``surrogateescape``). Noncharacters, private-use and unassigned
    code points are encodable."""
    m = _SURROGATE.search(text)
    return m.start() if m else -1


def check_encodable(text: str, what: str) -> str:
    """``text`` itself, or :class:`NotEncodableError` ``WHAT: U+D800 at character N (from 0) is a lone
    surrogate, not a character: ...``."""
    i = first_unencodable(text)
    if i >= 0:
        raise NotEncodableError(f"{what}: U+{ord(text[i]):04X} at character {i} (from 0) is a lone surrogate, "
                                "not a character: text must be encodable as UTF-8")
    return text


def decode_lines(stream: Iterable[bytes], name: str) -> Iterator[str]:
    """The lines of a binary stream (iterated, so split on ``b"\\n"`` only) as text, numbered from 1
    in errors."""
    for lineno, raw in enumerate(stream, start=1):
        yield decode_line(raw, name, lineno)


def iter_lines(path: PathLike) -> Iterator[str]:
    """The lines of ``path`` (``-``: stdin, read as bytes), one at a time, without their ends."""
    if os.fspath(path) == STDIO:
        yield from decode_lines(sys.stdin.buffer, display_name(path))
        return
    with open(path, "rb") as f:
        yield from decode_lines(f, display_name(path))


def split_lines(text: str) -> List[str]:
    """``text`` cut at ``\\n`` only, each line without its ``\\n`` and one ``\\r`` before it."""
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]


def decode_text(data: bytes, name: str) -> str:
    """A whole file's bytes as text; the first byte that is not UTF-8 is reported by line."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = data.rfind(b"\n", 0, exc.start) + 1
        end = data.find(b"\n", exc.start)
        line = data[start:end if end >= 0 else len(data)]
        shifted = UnicodeDecodeError(exc.encoding, line, exc.start - start, exc.end - start, exc.reason)
        raise _not_utf8(name, data.count(b"\n", 0, exc.start) + 1, line, shifted) from None


def read_text(path: PathLike) -> str:
    """The whole text of ``path`` (``-``: stdin), newlines untouched; not UTF-8 -> FILE:LINE error."""
    if os.fspath(path) == STDIO:
        return decode_text(sys.stdin.buffer.read(), display_name(path))
    with open(path, "rb") as f:
        return decode_text(f.read(), display_name(path))


def read_lines(path: PathLike) -> List[str]:
    """All lines of ``path`` (``-``: stdin), as :func:`iter_lines` gives them."""
    return split_lines(read_text(path))


def _scan(path: PathLike):
    """(number of lines, first UTF-8 error or None) of a file, read in chunks."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    n_newlines, last, error = 0, b"\n", None
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(_CHUNK), b""):
            if error is None:
                try:
                    decoder.decode(chunk)
                except UnicodeDecodeError:
                    error = n_newlines + 1  # the chunk's lines are scanned again below
            n_newlines += chunk.count(b"\n")
            last = chunk[-1:]
        if error is None:
            try:
                decoder.decode(b"", final=True)
            except UnicodeDecodeError:
                error = max(1, n_newlines + (last != b"\n"))
    return n_newlines + (last != b"\n"), error


def count_lines(path: PathLike) -> int:
    """The number of lines of a file as :func:`iter_lines` reads them (a last line without ``\\n``
    counts), without decoding it."""
    return _scan(path)[0]


def check_utf8(path: PathLike) -> int:
    """The number of lines of ``path``; raises :class:`NotUTF8Error` naming the first line that is
    not UTF-8. Reads the file in chunks (for inputs that another tool reads, e.g. sentencepiece)."""
    n, first_bad = _scan(path)
    if first_bad is not None:
        with open(path, "rb") as f:
            for lineno, raw in enumerate(f, start=1):
                if lineno >= first_bad:
                    decode_line(raw, os.fspath(path), lineno)
    return n


def same_file(a: PathLike, b: PathLike) -> bool:
    """Whether two paths name the same file (hard links and symbolic links included); ``-`` is
    never a file."""
    if STDIO in (os.fspath(a), os.fspath(b)):
        return False
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist (yet)
        return os.path.realpath(a) == os.path.realpath(b)


def _special(path: PathLike) -> bool:
    """Whether ``path`` exists and is not a regular file (a device, a pipe, a directory)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def check_outputs(outputs: Sequence[Optional[PathLike]], inputs: Sequence[Optional[PathLike]] = ()) -> None:
    """Raise :class:`SameFileError` when an output is one of the inputs, or two outputs are the
    same file (``None`` and ``-`` entries are ignored, and so are outputs that are not regular
    files, such as ``/dev/null``: writing them overwrites nothing)."""
    outs = [o for o in outputs if o is not None and os.fspath(o) != STDIO and not _special(o)]
    for i, out in enumerate(outs):
        for inp in inputs:
            if inp is not None and same_file(out, inp):
                same = "" if os.fspath(out) == os.fspath(inp) else f" ({os.fspath(inp)})"
                raise SameFileError(f"{os.fspath(out)}: the output is an input of this command{same}: "
                                    "refusing to overwrite it (write elsewhere, then rename)")
        for other in outs[:i]:
            if same_file(out, other):
                raise SameFileError(f"{os.fspath(out)}: given twice as an output ({os.fspath(other)})")


def _new_file_mode(target: str) -> int:
    """The permissions ``open(target, "w")`` would leave: the existing file's, else 0o666 less the umask."""
    with contextlib.suppress(OSError):
        return stat.S_IMODE(os.stat(target).st_mode)
    with contextlib.suppress(OSError, ValueError):
        with open("/proc/self/status", encoding="ascii") as f:  # Linux: no need to change the umask
            for line in f:
                if line.startswith("Umask:"):
                    return 0o666 & ~int(line.split()[1], 8)
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


@contextlib.contextmanager
def atomic_output(path: PathLike, inputs: Sequence[Optional[PathLike]] = (), binary: bool = False) -> IO:
    """Open ``path`` for writing (text: UTF-8, ``\\n`` written as is), all or nothing.

    The file is written as a temporary file in the same directory and renamed over ``path`` when
    the block ends without an exception; on an exception it is removed and ``path`` is untouched.
    ``path`` must not be one of ``inputs`` (:class:`SameFileError`). A symbolic link is written
    through (its target is replaced); a path that exists and is not a regular file (``/dev/null``, a
    pipe) is written directly. The new file gets the permissions ``open()`` would give it."""
    check_outputs([path], inputs)
    mode = "wb" if binary else "w"
    kwargs = {} if binary else {"encoding": "utf-8", "newline": ""}
    if _special(path):  # follows links: /dev/stdout is the pipe or terminal it stands for
        with open(path, mode, **kwargs) as f:
            yield f
        return
    target = os.path.realpath(path)
    folder = os.path.dirname(target)
    if not os.path.isdir(folder):
        raise FileNotFoundError(f"{os.fspath(path)}: output directory not found: {folder}")
    new_mode = _new_file_mode(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=".tmp",
                               dir=folder)
    try:
        with os.fdopen(fd, mode, **kwargs) as f:
            yield f
        os.chmod(tmp, new_mode)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


@contextlib.contextmanager
def output_stream(path: PathLike, inputs: Sequence[Optional[PathLike]] = ()) -> IO:
    """:func:`atomic_output` for a file; for ``-`` stdout (written as it goes, flushed at the end)."""
    if os.fspath(path) == STDIO:
        try:
            yield sys.stdout
        finally:
            sys.stdout.flush()
        return
    with atomic_output(path, inputs) as f:
        yield f


def write_lines(path: PathLike, lines: Iterable[str], inputs: Sequence[Optional[PathLike]] = ()) -> int:
    """Write ``lines`` (each followed by ``\\n``) to ``path`` (``-``: stdout) atomically; returns
    the number written."""
    n = 0
    with output_stream(path, inputs) as f:
        for line in lines:
            f.write(line + "\n")
            n += 1
    return n


def write_json(path: PathLike, obj, inputs: Sequence[Optional[PathLike]] = ()) -> None:
    """``obj`` as indented JSON (and a final newline) to ``path``, atomically, never over an input."""
    import json

    with atomic_output(path, inputs) as f:
        json.dump(obj, f, indent=2)
        f.write("\n")
