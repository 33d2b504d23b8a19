"""experiments/gec_recipe.py's log reading and its bf16-against-fp32 table."""

import json
import subprocess
import sys

import pytest

from harness.helpers import REPO, load_script

V = "| INFO | valid | epoch {e} | valid on 'valid' subset | loss {l} | nll_loss {n} | ppl 9 | bsz 100 | num_updates {u}"
T = "| INFO | train | epoch {e} | loss 8.0 | nll_loss 7.9 | ups 0.2 | num_updates {u} | train_wall {w} | wall {w}"
LOG = "\n".join(["2026-12-03 12:33:07 " + V.format(e="001", l=7.5, n=7.25, u=110),
                 "2026-12-03 12:33:07 " + T.format(e="001", u=110, w=300),
                 "2026-12-03 12:43:07 | INFO | train_inner | epoch 002 | loss 7.0 | num_updates 200 | train_wall 90",
                 "2026-12-03 12:53:07 " + V.format(e="002", l=6.125, n=5.5, u=220),
                 "2026-12-03 12:53:07 " + T.format(e="002", u=220, w=610)]) + "\n"


def load():
    return load_script(REPO / "experiments/gec_recipe.py")


def test_last_validation_and_train_wall(tmp_path):
    gr = load()
    (tmp_path / "train.log").write_text(LOG)
    assert gr.last_valid(tmp_path / "train.log") == (6.125, 5.5, 220)
    assert gr.train_seconds(tmp_path / "train.log") == 300 + 610  # the epoch summaries', not train_inner's
    (tmp_path / "empty.log").write_text("no validation here\n")
    with pytest.raises(SystemExit, match="no validation line"):
        gr.last_valid(tmp_path / "empty.log")


def row(variant, seed, loss, nll, f05, wall):
    return {"variant": variant, "seed": seed, "updates": 600, "valid": {"loss": loss, "nll_loss": nll},
            "train_wall_s": wall, "gate": {"alpha_copy": 0.8, "alpha_absent": 0.7, "blocked": 0.9},
            "dev": {"errant": {"p": 0.1, "r": 0.2, "f0.5": f05}, "m2": {"f0.5": 0.3}, "new_tokens": 0.01,
                    "new_sentences": 0.1, "outputs": {"unchanged": 0.5}}}


def test_merge_puts_bf16_beside_fp32_of_the_same_seed(tmp_path, capsys):
    gr = load()
    rows = [row("fp32", 1, 4.0, 3.0, 0.0200, 1500), row("amp", 1, 4.1, 2.94, 0.0150, 1000),
            row("fp32", 2, 5.0, 4.0, 0.0100, 1600), row("amp+cad", 1, 4.4, 3.3, 0.03, 1100),
            {**row("amp+pre_dae", 1, 4.6, 3.5, 0.02, 700), "pretrain": {"updates": 300, "train_wall_s": 650}}]
    for r in rows:
        (tmp_path / f"{r['variant']}.s{r['seed']}.600upd.json").write_text(json.dumps(r))
    # the same variant and seed in another environment (--tag): listed, never paired with fp32
    tagged = {**row("amp", 1, 9.0, 9.0, 0.9, 10), "tag": "cache64", "peak_rss_mib": 2048}
    (tmp_path / "amp.s1.600upd.cache64.json").write_text(json.dumps(tagged))
    gr.merge(type("A", (), {"results": str(tmp_path)})())
    table = (tmp_path / "table.md").read_text()
    assert table == capsys.readouterr().out
    body = [line for line in table.splitlines() if line.startswith("| ") and not line.startswith("| variant")]
    assert [b.split(" | ")[:2] for b in body[:5]] == [["| fp32", "1"], ["| fp32", "2"], ["| amp", "1"],
                                                      ["| amp (cache64)", "1"], ["| amp+cad", "1"]]
    assert body[3].split(" | ")[6] == "2048" and body[2].split(" | ")[6] == "-"
    assert body[5].startswith("| amp+pre_dae | 1 |") and body[5].split(" | ")[5] == "1350"  # 650 + 700 s
    # seed 1 only (seed 2 has no amp run): 4.1/4.0, 2.94/3.0, 0.015-0.02, 1500/1000
    assert body[-1] == "| 1 | 600 | 1.0250 | 0.9800 | -0.0050 | 1.50 |"
    assert sum(line.startswith("| 2 | 600") for line in body) == 0


def test_a_training_run_records_its_own_peak_resident_set(tmp_path):
    """harness/gec_runs.py's run helper reads the child's ru_maxrss from wait4. Linux keeps in it the larger
    of the child's own peak and the resident set of the process it was spawned from, so it is called
    here from a fresh, small interpreter, as the benchmark drivers (which import neither torch nor
    fairseq) call it: a child that holds 300 MiB reports at least that, and less than 300 MiB plus an
    interpreter's worth."""
    hold = "b = bytearray(300 * 2**20); b[::4096] = b'x' * len(b[::4096]); print('held')"
    driver = (f"import sys; sys.path.insert(0, {str(REPO)!r}); from harness import gec_runs as G; "
              f"r = G.sh([sys.executable, '-c', {hold!r}], logfile={str(tmp_path / 'child.log')!r}); "
              "print(r.peak_rss_mib)")
    out = subprocess.run([sys.executable, "-c", driver], capture_output=True, text=True, check=True).stdout
    assert (tmp_path / "child.log").read_text() == "held\n"
    assert 300 <= float(out) < 300 + 100, out
    from harness import gec_runs as G

    with pytest.raises(SystemExit, match="exit 3"):
        G.sh([sys.executable, "-c", "raise SystemExit(3)"], logfile=tmp_path / "fail.log")
