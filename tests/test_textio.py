"""syngec_tools.textio: lines split on \\n only, FILE:LINE errors for bytes that are not UTF-8,
outputs written atomically that refuse to be one of the inputs."""

import io
import os
import stat
import subprocess
import sys

import pytest

from syngec_tools import textio

LOAD_BY_PATH = ("import importlib.util, sys\n"  # the module alone, in a fresh interpreter (no torch: fast)
                f"spec = importlib.util.spec_from_file_location('t', {str(textio.__file__)!r})\n"
                "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n")
# every character Python's text mode or str.splitlines() would take as a line end, except \n
NOT_LINE_ENDS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def write(path, data: bytes):
    path.write_bytes(data)
    return path


def stdin_of(data: bytes):
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")


def test_a_line_is_what_newline_ends(tmp_path, monkeypatch):
    inner = "".join(f"w{i}{c}" for i, c in enumerate(NOT_LINE_ENDS))
    data = f"a dog run\rin the city\nthe man wait\n{inner}\nlast".encode("utf-8")
    f = write(tmp_path / "x.txt", data)
    expected = ["a dog run\rin the city", "the man wait", inner, "last"]
    assert textio.read_lines(f) == expected
    assert list(textio.iter_lines(f)) == expected
    assert textio.count_lines(f) == textio.check_utf8(f) == 4
    monkeypatch.setattr(sys, "stdin", stdin_of(data))
    assert list(textio.iter_lines("-")) == expected
    monkeypatch.setattr(sys, "stdin", stdin_of(data))
    assert textio.read_lines("-") == expected


@pytest.mark.parametrize("data, lines", [
    (b"", []), (b"\n", [""]), (b"\n\n", ["", ""]), (b"a", ["a"]), (b"a\n", ["a"]),
    (b"a\r\nb\r\n", ["a", "b"]),  # CRLF: the \r before \n belongs to the line end
    (b"a\r\r\nb\r", ["a\r", "b"]),  # only one \r is dropped; an unterminated last line's too
    (b"\r\n", [""]), (b"\r", [""]), (b"x\r y", ["x\r y"]),
])
def test_line_ends_and_crlf(tmp_path, data, lines):
    f = write(tmp_path / "x.txt", data)
    assert textio.read_lines(f) == list(textio.iter_lines(f)) == lines
    assert textio.count_lines(f) == len(lines)


def test_not_utf8_names_file_and_line(tmp_path, monkeypatch):
    data = b"fine\nstill fine\r\ncaf\xe9 au lait\nnever read\n"
    f = write(tmp_path / "bad.txt", data)
    readers = [textio.read_lines, lambda p: list(textio.iter_lines(p)), textio.check_utf8]
    for read in readers:
        with pytest.raises(ValueError, match=rf"^{f}:3: not UTF-8 \(byte 0xe9 at offset 3 of the line"):
            read(f)
    for read in readers[:2]:
        monkeypatch.setattr(sys, "stdin", stdin_of(data))
        with pytest.raises(textio.NotUTF8Error, match=r"^<stdin>:3: not UTF-8"):
            read("-")
    lines = textio.iter_lines(f)  # streamed: the lines before the bad one come first
    assert [next(lines), next(lines)] == ["fine", "still fine"]
    with pytest.raises(textio.NotUTF8Error, match=":3: not UTF-8"):
        next(lines)


def test_not_utf8_found_across_chunks(tmp_path, monkeypatch):
    monkeypatch.setattr(textio, "_CHUNK", 7)  # sequences cut by chunk ends, errors in later chunks
    good = "é\n" * 5 + "naïve ça\n" + "€uro\n" * 3
    f = write(tmp_path / "ok.txt", good.encode("utf-8"))
    assert textio.check_utf8(f) == 9
    for bad_line, raw in ((10, b"x\xe2\x82"), (10, b"\xff"), (12, b"ab\n\n\xc3(")):
        f = write(tmp_path / "bad.txt", good.encode("utf-8") + raw)
        with pytest.raises(textio.NotUTF8Error, match=rf"bad\.txt:{bad_line}: not UTF-8"):
            textio.check_utf8(f)
        with pytest.raises(textio.NotUTF8Error, match=rf"bad\.txt:{bad_line}: not UTF-8"):
            textio.read_lines(f)


def test_same_file_sees_links(tmp_path):
    a = write(tmp_path / "a.txt", b"x\n")
    os.link(a, tmp_path / "hard.txt")
    os.symlink(a, tmp_path / "soft.txt")
    os.symlink(tmp_path / "nowhere.txt", tmp_path / "dangling.txt")
    for other in ("hard.txt", "soft.txt", "./a.txt"):
        assert textio.same_file(a, tmp_path / other)
    assert textio.same_file(tmp_path / "dangling.txt", tmp_path / "nowhere.txt")
    assert not textio.same_file(a, tmp_path / "new.txt")
    assert not textio.same_file("-", "-")
    with pytest.raises(textio.SameFileError, match=r"hard\.txt: the output is an input of this command \(.*a\.txt\)"):
        textio.check_outputs([tmp_path / "hard.txt"], [a])
    with pytest.raises(textio.SameFileError, match="given twice as an output"):
        textio.check_outputs([tmp_path / "o", None, "-", tmp_path / "o"], [a])
    textio.check_outputs(["-", None, tmp_path / "o"], ["-", None, a])
    textio.check_outputs([os.devnull, os.devnull], [os.devnull])  # overwrites nothing


def test_atomic_output_all_or_nothing(tmp_path):
    out = write(tmp_path / "out.txt", b"old\n")
    with pytest.raises(RuntimeError):
        with textio.atomic_output(out) as f:
            f.write("new, half written\n")
            raise RuntimeError("boom")
    assert out.read_bytes() == b"old\n" and os.listdir(tmp_path) == ["out.txt"]
    with textio.atomic_output(out) as f:
        f.write("a\rb\n")  # written as is
        assert out.read_bytes() == b"old\n"  # not replaced before the block ends
    assert out.read_bytes() == b"a\rb\n" and os.listdir(tmp_path) == ["out.txt"]


def test_atomic_output_refuses_an_input(tmp_path):
    inp = write(tmp_path / "in.txt", b"keep me\n")
    os.symlink(inp, tmp_path / "link.txt")
    for path in (inp, tmp_path / "link.txt"):
        with pytest.raises(textio.SameFileError):
            with textio.atomic_output(path, [tmp_path / "other.txt", inp]):
                pytest.fail("the block must not run")
    assert inp.read_bytes() == b"keep me\n"


def test_atomic_output_links_devices_and_modes(tmp_path):
    target = write(tmp_path / "target.txt", b"old\n")
    os.chmod(target, 0o640)
    os.symlink(target, tmp_path / "link.txt")
    with textio.atomic_output(tmp_path / "link.txt") as f:
        f.write("new\n")
    assert os.path.islink(tmp_path / "link.txt") and target.read_bytes() == b"new\n"
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640  # an existing file keeps its mode
    with textio.atomic_output(os.devnull) as f:  # not a regular file: written directly
        f.write("nothing\n")
    code = LOAD_BY_PATH + "with m.atomic_output('/dev/stdout') as f: f.write('through the pipe')\n"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout == "through the pipe"
    with pytest.raises(FileNotFoundError, match="output directory not found"):
        with textio.atomic_output(tmp_path / "no" / "dir.txt"):
            pass
    code = (LOAD_BY_PATH + "import os\n"
            "with m.atomic_output(sys.argv[1]) as f: f.write('x')\n"
            "print(oct(os.stat(sys.argv[1]).st_mode & 0o777))")
    mode = subprocess.run([sys.executable, "-c", code, str(tmp_path / "fresh.txt")], capture_output=True, text=True,
                          preexec_fn=lambda: os.umask(0o027), check=True).stdout.strip()
    assert mode == "0o640"  # what open() would give under this umask (mkstemp alone: 0o600)


def test_write_lines_to_file_and_stdout(tmp_path, capsys):
    assert textio.write_lines(tmp_path / "o.txt", ["a\rb", "", "c"]) == 3
    assert (tmp_path / "o.txt").read_bytes() == b"a\rb\n\nc\n"
    textio.write_lines("-", ["x", "y"])
    assert capsys.readouterr().out == "x\ny\n"


def test_no_torch(tmp_path):
    """The module imports neither torch nor fairseq: torch-free scripts load it by path."""
    code = (LOAD_BY_PATH + "print(sorted(k for k in sys.modules "
            "if k.split('.')[0] in ('torch', 'fairseq', 'fairseq_syngec')))")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.strip() == "[]"
