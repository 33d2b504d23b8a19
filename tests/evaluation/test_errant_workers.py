"""ERRANT annotation in several processes gives the same M2 blocks, in the same order, and the
same scores as one process; a hypothesis file of the wrong length is a clear error."""

import json
from pathlib import Path

import pytest

from harness.helpers import load_script

pytest.importorskip("errant")

from fairseq_syngec.data.m2 import apply_edits, read_m2  # noqa: E402
from fairseq_syngec.evaluation.errant_scorer import errant_score, hypothesis_blocks  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
JFLEG_M2 = REPO / "examples" / "gec" / "data" / "jfleg" / "test.m2"  # bundled (CC BY-NC-SA 4.0)
N = 36


def cli(argv):
    """scripts/gec/errant_score.py's main(argv), in this process (spaCy is loaded once)."""
    mod = load_script(REPO / "scripts/gec/errant_score.py")
    return mod.main([str(a) for a in argv])


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    """The first N sentences of the bundled JFLEG test M2, and hypotheses that mix annotator 0's
    correction, annotator 1's, the source and an empty line (so every block differs)."""
    root = tmp_path_factory.mktemp("errant_workers")
    blocks = JFLEG_M2.read_text(encoding="utf-8").strip().split("\n\n")[:N]
    ref = root / "ref.m2"
    ref.write_text("\n\n".join(blocks) + "\n\n", encoding="utf-8")
    sents = list(read_m2(ref))
    hyps = []
    for i, s in enumerate(sents):
        kind = i % 4
        if kind == 3:
            hyps.append("" if i == 7 else " ".join(s.source))
        else:
            hyps.append(" ".join(apply_edits(s.source, s.edits_by(kind % 2))))
    hyp = root / "hyp.txt"
    hyp.write_text("".join(h + "\n" for h in hyps), encoding="utf-8")
    return ref, hyp, sents, hyps


def test_workers_same_blocks_in_order(sample):
    _, _, sents, hyps = sample
    sources = [" ".join(s.source) for s in sents]
    one = hypothesis_blocks(sources, hyps)
    two = hypothesis_blocks(sources, hyps, workers=2)
    assert len(one) == N and len(set(map(tuple, one))) > N // 2
    assert two == one
    assert [b[0] for b in two] == ["S " + s for s in sources]


def test_cli_workers_2_equals_1(sample, tmp_path, capsys):
    ref, hyp, _, _ = sample
    outs = {}
    for w in (1, 2):
        js = tmp_path / f"w{w}.json"
        m2 = tmp_path / f"w{w}.m2"
        assert cli(["--hyp", hyp, "--ref", ref, "--json", js, "--hyp-m2", m2, "--per-type",
                    "--no-progress", "--workers", w]) == 0
        outs[w] = (capsys.readouterr().out, json.loads(js.read_text()), m2.read_text())
    assert outs[2] == outs[1]
    assert outs[1][1]["tp"] > 0 and outs[1][1]["fp"] > 0 and outs[1][1]["fn"] > 0


def test_line_count_mismatch_with_workers(sample, tmp_path, capsys):
    ref, hyp, _, hyps = sample
    short = tmp_path / "short.txt"
    short.write_text("".join(h + "\n" for h in hyps[:-1]), encoding="utf-8")
    with pytest.raises(ValueError, match=rf"short\.txt has {N - 1} lines but reference .*ref\.m2 has {N} sentences"):
        errant_score(short, ref, progress=False, workers=2)
    assert cli(["--hyp", short, "--ref", ref, "--no-progress", "--workers", 2]) == 1
    err = capsys.readouterr().err
    assert f"short.txt has {N - 1} lines" in err and f"has {N} sentences" in err
    with pytest.raises(ValueError, match="workers must be >= 1"):
        hypothesis_blocks(["a"], ["a"], workers=0)
