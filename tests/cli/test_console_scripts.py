"""The installed console scripts: the scorers give what ``python -m syngec_tools.cli.*`` gives, every
fairseq-syngec-* command answers --version, errant's own command lines find spaCy's English model
under the name they ask for, and the M2 / GLEU scorers start without torch."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.helpers import run as forked

REPO = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
JFLEG = REPO / "examples" / "gec" / "data" / "jfleg"

CONSOLE_SCRIPTS = ("fairseq-syngec-correct", "fairseq-syngec-serve", "fairseq-syngec-explain",
                   "fairseq-syngec-qa-predict", "fairseq-syngec-classify", "fairseq-syngec-average-checkpoints",
                   "fairseq-syngec-m2", "fairseq-syngec-gleu", "fairseq-syngec-errant")


def console(name):
    path = BIN / name
    assert path.exists(), f"{name} is not installed in {BIN}: run `make setup` (it installs `-e .`)"
    return str(path)


def run(cmd, timeout=300):
    env = dict(os.environ, PYTHONWARNINGS="ignore")
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=timeout, env=env)


def package_version():
    from importlib.metadata import version

    return version("fairseq_syngec")


def both(tmp_path, name, module, args):
    """Run the console script and ``python -m syngec_tools.cli.MODULE`` (a checkout's way) with the same
    arguments (each with its own --json); check they agree (stdout, exit status, JSON) and return (stdout, JSON)."""
    outs = []
    for tag, cmd in (("console", [console(name)]), ("module", [sys.executable, "-m", f"syngec_tools.cli.{module}"])):
        out_json = tmp_path / f"{tag}.json"
        res = run([*cmd, *args, "--json", out_json])
        assert res.returncode == 0, f"{tag}: {res.stderr[-3000:]}"
        outs.append((res.stdout, json.loads(out_json.read_text(encoding="utf-8"))))
    assert outs[0] == outs[1]
    return outs[0]


def jfleg_lines(tmp_path, n):
    """The first n JFLEG test sources and their first references (tokenised), as files."""
    src = JFLEG.joinpath("test.src").read_text(encoding="utf-8").splitlines()[:n]
    ref = JFLEG.joinpath("test.ref0").read_text(encoding="utf-8").splitlines()[:n]
    assert src != ref
    (tmp_path / "orig.txt").write_text("".join(s + "\n" for s in src), encoding="utf-8")
    (tmp_path / "cor.txt").write_text("".join(s + "\n" for s in ref), encoding="utf-8")
    return tmp_path / "orig.txt", tmp_path / "cor.txt"


@pytest.mark.parametrize("name", CONSOLE_SCRIPTS)
def test_version(name):
    # forked from this process (harness.helpers.run): the entry point's file, not a fresh interpreter's imports
    res = forked([console(name), "--version"], check=False)
    assert res.returncode == 0, res.stderr[-3000:]
    assert res.stdout.strip() == f"fairseq_syngec {package_version()}"


def test_version_falls_back_without_install_metadata(monkeypatch):
    import importlib.metadata

    from syngec_tools.cli import version

    assert version.package_version() == package_version()
    # setup.py reads FALLBACK_VERSION: the installed metadata and the fallback cannot drift apart
    assert version.FALLBACK_VERSION == package_version()

    def not_installed(name):
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", not_installed)
    assert version.package_version() == version.FALLBACK_VERSION


def test_m2_console_script_matches_script(tmp_path):
    # two gold edits, the hypothesis makes one of them: P = 1, R = 1/2, F0.5 = 1.25 * 0.5 / 0.75
    ref = tmp_path / "ref.m2"
    ref.write_text("S The cat sat at mat .\n"
                   "A 3 4|||Prep|||on|||REQUIRED|||-NONE-|||0\n"
                   "A 4 4|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0\n\n", encoding="utf-8")
    hyp = tmp_path / "hyp.txt"
    hyp.write_text("The cat sat on mat .\n", encoding="utf-8")
    out, js = both(tmp_path, "fairseq-syngec-m2", "m2_score", ["--hyp", hyp, "--ref", ref])
    assert out == "Precision   : 1.0000\nRecall      : 0.5000\nF_0.5       : 0.8333\n"
    assert (js["tp"], js["fp"], js["fn"]) == (1, 0, 1)


def test_gleu_console_script_matches_script(tmp_path):
    src, cor = jfleg_lines(tmp_path, 3)
    # the reference itself as the hypothesis, against that one reference: GLEU 100
    out, js = both(tmp_path, "fairseq-syngec-gleu", "gleu_score",
                   ["--src", src, "--ref", cor, "--hyp", cor, "--iter", "20"])
    assert js["gleu"] == pytest.approx(1.0)
    assert out.startswith(f"{cor}\tGLEU 100.00 ")
    # the source as the hypothesis scores lower
    res = run([console("fairseq-syngec-gleu"), "--src", src, "--ref", cor, "--hyp", src, "--iter", "20"])
    assert res.returncode == 0, res.stderr[-3000:]
    assert float(res.stdout.split("GLEU ")[1].split()[0]) < 100


@pytest.fixture(scope="module")
def errant_parallel_m2(tmp_path_factory):
    """errant's own errant_parallel on 2 JFLEG lines: (orig, cor, its M2)."""
    pytest.importorskip("errant")
    tmp = tmp_path_factory.mktemp("errant_parallel")
    orig, cor = jfleg_lines(tmp, 2)
    out = tmp / "out.m2"
    res = run([BIN / "errant_parallel", "-orig", orig, "-cor", cor, "-out", out])
    assert res.returncode == 0, res.stderr[-3000:]  # "Can't find model 'en_core_web_sm'" without the shim
    return orig, cor, out


def test_errant_parallel_runs_and_matches_our_m2(errant_parallel_m2, tmp_path):
    from syngec_tools.evaluation.errant_scorer import make_m2

    orig, cor, theirs = errant_parallel_m2
    ours = tmp_path / "ours.m2"
    make_m2(orig, [cor], ours, progress=False)
    text = theirs.read_text(encoding="utf-8")
    assert text.count("\nA ") >= 2 and text.count("S ") == 2
    assert ours.read_text(encoding="utf-8") == text


def test_errant_console_script_matches_script(errant_parallel_m2, tmp_path):
    _orig, cor, ref = errant_parallel_m2
    edits = ref.read_text(encoding="utf-8").count("\nA ")
    out, js = both(tmp_path, "fairseq-syngec-errant", "errant_score",
                   ["--hyp", cor, "--ref", ref, "--no-progress"])
    assert (js["tp"], js["fp"], js["fn"]) == (edits, 0, 0)
    assert js["f0.5"] == 1.0
    assert "F0.5" in out


def _imports_torch(module):
    code = f"import sys, {module}; print('torch' in sys.modules)"
    res = run([sys.executable, "-c", code])
    assert res.returncode == 0, res.stderr[-3000:]
    return res.stdout.strip() == "True"


def _seconds(cmd):
    start = time.perf_counter()
    res = run(cmd)
    return time.perf_counter() - start, res


@pytest.mark.parametrize("name,module", [("fairseq-syngec-m2", "syngec_tools.cli.m2_score"),
                                         ("fairseq-syngec-gleu", "syngec_tools.cli.gleu_score")])
def test_scorer_help_is_fast(name, module):
    """The scorers import no torch, and their --help takes less than 10 times an interpreter that imports
    argparse, timed in the same run (importing torch and fairseq takes over 100 times that)."""
    assert not _imports_torch(module)
    bare = min(_seconds([sys.executable, "-c", "import argparse"])[0] for _ in range(3))
    runs = [_seconds([console(name), "--help"]) for _ in range(2)]
    wall, res = min(runs, key=lambda r: r[0])
    assert res.returncode == 0, res.stderr[-3000:]
    assert "--hyp" in res.stdout and "--version" in res.stdout
    assert wall < 10 * bare, f"{name} --help took {wall:.2f} s, a bare interpreter {bare:.2f} s"
