"""The line-aligned scripts (spm, scorers, M2/copy-marker/synthetic-data tools, fact extraction, SQuAD
conversion): a line is what \\n ends (a lone \\r stays inside its line), input that is not UTF-8
is an error naming FILE:LINE, and outputs are written whole or not at all, never over an input.
The scripts run in this process (their ``main(argv)``) except where the real command is the point."""

import importlib
import io
import json
import os
import sys
from pathlib import Path

import pytest

from harness.helpers import JFLEG, REPO, load_script, run
from syngec_tools.data import squad

TWO = b"a dog run\rin the city\nthe man wait\n"  # two lines: the \r is inside the first
M2 = ("S a dog run\rin the city\nA 2 3|||R:VERB:SVA|||runs|||REQUIRED|||-NONE-|||0\n\n"
      "S the man wait\nA 2 3|||R:VERB:SVA|||waits|||REQUIRED|||-NONE-|||0\n\n").encode()
BAD = b"fine line .\nanother one .\ncaf\xe9 au lait .\nlast one .\n"  # line 3 is not UTF-8


def script(relpath):
    """The module of a script of scripts/ (``gec/make_m2.py``) or of a console script (``syngec_tools.cli.m2_score``):
    its ``main`` takes argv and returns the exit status."""
    if not relpath.endswith(".py"):
        return importlib.import_module(relpath)
    return load_script(REPO / "scripts" / relpath)


def files(tmp_path, **contents):
    """Write bytes to tmp_path/NAME for each NAME=bytes; returns {NAME: path} as str."""
    out = {}
    for name, data in contents.items():
        (tmp_path / name).write_bytes(data)
        out[name] = str(tmp_path / name)
    return out


def main_status(relpath, argv, capsys):
    """(exit status, stdout, stderr) of a script's main in this process."""
    try:
        status = script(relpath).main([str(a) for a in argv])
    except SystemExit as exc:  # copy_markers.py exits with its message
        status = 1 if isinstance(exc.code, str) else exc.code
        if isinstance(exc.code, str):
            print(exc.code, file=sys.stderr)
    out, err = capsys.readouterr()
    return status or 0, out, err


@pytest.fixture(scope="module")
def spm_model(tmp_path_factory):
    from syngec_tools.data.sentencepiece_utils import train_spm

    root = tmp_path_factory.mktemp("spm")
    (root / "train.txt").write_text((JFLEG / "train.src").read_text(encoding="utf-8"), encoding="utf-8")
    return train_spm([str(root / "train.txt")], str(root / "m"), 300)


def test_spm_encode_keeps_lines_and_refuses_its_input(spm_model, tmp_path, capsys, monkeypatch):
    f = files(tmp_path, a=TWO, b=b"he go .\n")
    # a lone \r stays inside its line, from a file and from stdin
    assert main_status("spm.py", ["encode", "--model", spm_model, "--input", f["a"], "--output",
                                  tmp_path / "a.sp"], capsys)[0] == 0
    pieces = (tmp_path / "a.sp").read_text(encoding="utf-8").split("\n")
    assert len(pieces) == 3 and "▁in" in pieces[0].split() and "▁man" in pieces[1].split() and pieces[2] == ""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(TWO), encoding="utf-8"))
    status, out, _ = main_status("spm.py", ["encode", "--model", spm_model], capsys)
    assert status == 0 and out.split("\n") == pieces
    # the real command, output = input: refused, the file left as it was
    res = run([REPO / "scripts/spm.py", "encode", "--model", spm_model, "--input", f["a"], "--output", f["a"]],
              check=False)
    assert res.returncode == 1 and "the output is an input of this command" in res.stderr
    assert "Traceback" not in res.stderr and Path(f["a"]).read_bytes() == TWO  # today: emptied, exit 0
    # an output that is another input, checked before anything is written
    status, _, err = main_status("spm.py", ["encode", "--model", spm_model, "--input", f["a"], f["b"],
                                            "--output", tmp_path / "c", f["b"]], capsys)
    assert status == 1 and "the output is an input" in err and not (tmp_path / "c").exists()


def test_spm_not_utf8(spm_model, tmp_path, capsys):
    lines = [f"line {i} ." for i in range(15000)]
    lines[11000] = "caf\udce9 ."
    f = files(tmp_path, big="\n".join(lines).encode("utf-8", "surrogateescape") + b"\n",
              out=b"previous output\n")
    status, _, err = main_status("spm.py", ["encode", "--model", spm_model, "--input", f["big"], "--output",
                                            f["out"]], capsys)
    assert status == 1 and f"error: {f['big']}:11001: not UTF-8 (byte 0xe9" in err
    assert Path(f["out"]).read_bytes() == b"previous output\n"  # today: 10,999 lines of 15,000
    assert sorted(os.listdir(tmp_path)) == ["big", "out"]  # no temporary file left
    status, _, err = main_status("spm.py", ["train", "--input", f["big"], "--model-prefix", tmp_path / "m",
                                            "--vocab-size", "50"], capsys)
    assert status == 1 and f"{f['big']}:11001: not UTF-8" in err and not (tmp_path / "m.model").exists()
    vocab = spm_model[:-len(".model")] + ".vocab"
    status, _, err = main_status("spm.py", ["fairseq-dict", "--vocab", vocab, "--out", vocab], capsys)
    assert status == 1 and "the output is an input" in err


def test_scorers_keep_a_lone_cr_inside_its_line(tmp_path, capsys):
    f = files(tmp_path, hyp=b"a dog run\rin the city\nthe man waits\n", ref=M2,
              src=b"a dog run in the city\nthe man wait\n", ref0=b"a dog runs in the city\nthe man waits\n")
    status, out, err = main_status("syngec_tools.cli.m2_score", ["--hyp", f["hyp"], "--ref", f["ref"]], capsys)
    assert status == 0, err  # today: 3 hypothesis lines for 2 sentences (and the M2 S line cut in two)
    assert "Precision   : 1.0000" in out and "Recall      : 0.5000" in out
    status, out, err = main_status("syngec_tools.cli.gleu_score",
                                   ["--src", f["src"], "--ref", f["ref0"], "--hyp", f["hyp"], "--iter", "5"], capsys)
    assert status == 0 and "GLEU" in out, err
    status, out, err = main_status("syngec_tools.cli.errant_score",
                                   ["--hyp", f["hyp"], "--ref", f["ref"], "--no-progress",
                                    "--json", tmp_path / "e.json"], capsys)
    assert status == 0, err
    res = json.loads((tmp_path / "e.json").read_text())
    assert (res["tp"], res["fp"], res["fn"]) == (1, 0, 1)


def test_copy_markers_keep_a_lone_cr_inside_its_line(tmp_path, capsys):
    f = files(tmp_path, dict=b"a 1\ndog 1\nthe 1\n", src=TWO, tgt=b"a dog runs in the city\nthe man waits\n")
    status, _, err = main_status("gec/copy_markers.py", ["encode", "--dict", f["dict"], "--src", f["src"],
                                                         "--tgt", f["tgt"], "--out-prefix", tmp_path / "mk"], capsys)
    assert status == 0, err  # today: 'src has 3 lines but tgt has 2'
    src = (tmp_path / "mk.src").read_text(encoding="utf-8").split("\n")
    tgt = (tmp_path / "mk.tgt").read_text(encoding="utf-8").split("\n")
    assert src == ["a dog <unk-2> <unk-3> the <unk-5>", "the <unk-1> <unk-2>", ""]
    assert tgt[0] == "a dog runs <unk-3> the <unk-5>" and len(tgt) == 3


@pytest.mark.parametrize("relpath, argv, bad_name", [
    ("syngec_tools.cli.m2_score", ["--hyp", "{bad}", "--ref", "{m2}"], "bad"),
    ("syngec_tools.cli.m2_score", ["--hyp", "{two}", "--ref", "{badm2}"], "badm2"),
    ("syngec_tools.cli.gleu_score", ["--src", "{two}", "--ref", "{two}", "--hyp", "{bad}"], "bad"),
    ("syngec_tools.cli.errant_score", ["--hyp", "{bad}", "--ref", "{m2}", "--no-progress"], "bad"),
    ("gec/make_m2.py", ["--src", "{bad}", "--ref", "{bad}", "--out", "{out}", "--no-progress"], "bad"),
    ("gec/m2_to_parallel.py", ["--m2", "{badm2}", "--out-prefix", "{out}"], "badm2"),
    ("gec/copy_markers.py", ["encode", "--dict", "{two}", "--src", "{bad}", "--out-prefix", "{out}"], "bad"),
    ("summarization/extract_facts.py", ["--input", "{bad}", "--output", "{out}", "--parser", "spacy",
                                        "--no-progress"], "bad"),
    ("summarization/rouge.py", ["--hyp", "{bad}", "--ref", "{two}"], "bad"),
])
def test_not_utf8_is_named_by_file_and_line(tmp_path, capsys, relpath, argv, bad_name):
    bad_m2 = M2.replace(b"the man", b"the m\xe4n")  # line 4
    f = files(tmp_path, bad=BAD, two=TWO, m2=M2, badm2=bad_m2)
    f["out"] = str(tmp_path / "out")
    status, _, err = main_status(relpath, [a.format(**f) for a in argv], capsys)
    line = 3 if bad_name == "bad" else 4
    assert status == 1 and f"{f[bad_name]}:{line}: not UTF-8 (byte 0x" in err, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert not [p for p in os.listdir(tmp_path) if p.startswith("out") or p.startswith(".out")]


@pytest.mark.parametrize("relpath, argv, victim", [
    ("gec/make_synthetic.py", ["--input", "{x}.0.src", "--out-prefix", "{x}", "--noise", "dae", "--no-progress"],
     "{x}.0.src"),
    ("gec/copy_markers.py", ["decode", "--src", "{two}", "--hyp", "{hyp}", "--out", "{hyp}"], "{hyp}"),
    ("gec/copy_markers.py", ["encode", "--dict", "{dict}", "--src", "{x}.src", "--out-prefix", "{x}"], "{x}.src"),
    ("syngec_tools.cli.m2_score", ["--hyp", "{hyp}", "--ref", "{m2}", "--json", "{m2}"], "{m2}"),
    ("syngec_tools.cli.gleu_score", ["--src", "{two}", "--ref", "{two}", "--hyp", "{hyp}", "--json", "{two}"], "{two}"),
    ("syngec_tools.cli.errant_score", ["--hyp", "{hyp}", "--ref", "{m2}", "--hyp-m2", "{m2}"], "{m2}"),
    ("gec/make_m2.py", ["--src", "{two}", "--ref", "{hyp}", "--out", "{hyp}"], "{hyp}"),
    ("gec/m2_to_parallel.py", ["--m2", "{x}.src", "--out-prefix", "{x}"], "{x}.src"),
    ("summarization/extract_facts.py", ["--input", "{two}", "--output", "{two}", "--parser", "spacy"], "{two}"),
    ("qa/squad_to_fairseq.py", ["--input", "{x}.ids", "--output-prefix", "{x}"], "{x}.ids"),
])
def test_outputs_never_overwrite_inputs(tmp_path, capsys, relpath, argv, victim):
    names = {"x": str(tmp_path / "x"), "two": str(tmp_path / "two"), "hyp": str(tmp_path / "hyp"),
             "m2": str(tmp_path / "m2"), "dict": str(tmp_path / "dict")}
    content = {"two": TWO, "hyp": b"a dog run in the city\nthe man waits\n", "m2": M2, "dict": b"a 1\n"}
    for key, data in content.items():
        Path(names[key]).write_bytes(data)
    victim = victim.format(**names)
    if not os.path.exists(victim):
        Path(victim).write_bytes(b'{"data": []}\n')  # valid SQuAD JSON too: read before its outputs are opened
    before = Path(victim).read_bytes()
    status, _, err = main_status(relpath, [a.format(**names) for a in argv], capsys)
    assert status == 1 and "the output is an input of this command" in err, err
    assert Path(victim).read_bytes() == before


def test_squad_reading_is_newline_only_and_names_bad_lines(tmp_path):
    f = files(tmp_path, ids=b"q\r1\nq2\n", js='{"data": [\n  {"title": "caf\xe9"}]}\n'.encode("latin-1"))
    assert squad.read_lines(f["ids"]) == ["q\r1", "q2"]  # fairseq-syngec-qa-predict's ids/offsets reader
    with pytest.raises(squad.SquadFormatError, match=rf"{f['js']}:2: not UTF-8"):
        squad.load_squad_json(f["js"])
