"""experiments/syntax_ablation.py: each system's updates in the copy model's time, the table of means and seed
spreads with the recipe chosen on validation, the merged list of rows; harness.cpu_clock's training clock."""

import json
import math
import time

from harness.helpers import REPO, load_script


def load():
    return load_script(REPO / "experiments/syntax_ablation.py")


def test_updates_in_the_copy_models_time():
    sa = load()
    assert sa.stage_updates(1400, 0.5, 1.0, "scratch") == [1400]
    assert sa.stage_updates(1400, 0.5, 1.2, "scratch") == [1167]  # 1400 / 1.2 = 1166.7
    assert sa.stage_updates(1400, 0.5, 1.2, "warm") == [700, 583]  # the copy model's 700, then 700 / 1.2
    assert sa.stage_updates(1000, 0.25, 1.25, "warm") == [250, 600]
    assert sa.stage_updates(1400, 0.5, 1.0, "warm") == [700, 700]  # the copy model's own restart


def row(system, recipe, seed, nll, valid_f, f, m2, updates=1400):
    return {"system": system, "recipe": recipe, "seed": seed, "copy_updates": 1400, "minutes": 39.1,
            "updates": updates, "valid_nll": nll, "valid_errant_f05": valid_f, "valid_m2_f05": valid_f + 0.1,
            "errant_f05": f, "m2_f05": m2, "cpu_minutes": 47.0, "wall_minutes": 49.0, "commit": "abc1234"}


def test_merge_means_spreads_and_the_recipe_chosen_on_validation(tmp_path, capsys):
    sa = load()
    rows = [row("copy", "scratch", 1, 2.0, 0.20, 0.150, 0.30), row("copy", "scratch", 2, 2.2, 0.22, 0.170, 0.32),
            row("syngec", "scratch", 1, 2.1, 0.18, 0.100, 0.25, 1167),
            row("syngec", "scratch", 2, 2.3, 0.10, 0.140, 0.27, 1167),
            row("syngec", "warm", 1, 1.9, 0.21, 0.180, 0.33, 1283),
            row("syngec", "warm", 2, 2.0, 0.19, 0.160, 0.31, 1283),
            row("copy", "warm", 1, 1.95, 0.2, 0.155, 0.305), row("syngec-const", "warm", 1, 2.05, 0.2, 0.12, 0.29)]
    res = tmp_path / "results"
    res.mkdir()
    for r in rows:
        (res / f"{r['system']}.{r['recipe']}.s{r['seed']}.u1400.json").write_text(json.dumps(r))
    (res / "calibration.json").write_text("{}")  # not a run
    args = type("A", (), {"results": str(res), "merged": str(tmp_path / "merged.json")})()
    assert sa.merge(args) == 0
    out = capsys.readouterr().out
    body = [line.split(" | ") for line in out.splitlines() if line.startswith("| ") and "---" not in line][1:]
    by = {(b[0][2:], b[1]): b for b in body}
    assert [(b[0][2:], b[1]) for b in body] == [("copy", "scratch"), ("copy", "warm"), ("syngec", "scratch"),
                                                ("syngec", "warm"), ("syngec-const", "warm")]
    copy, syn = by[("copy", "scratch")], by[("syngec", "warm")]
    assert copy[2:7] == ["1,2", "1400", "2.100 ± 0.200", "0.2100 ± 0.0200", "0.1600 ± 0.0200"] and copy[7] == ""
    assert syn[3] == "1283" and syn[6] == "0.1700 ± 0.0200" and syn[7] == "+0.0100"
    assert by[("syngec-const", "warm")][6] == "0.1200" and by[("syngec-const", "warm")][7] == "-0.0400"  # one seed
    assert by[("syngec", "scratch")][5] == "0.1400 ± 0.0800" and by[("syngec", "scratch")][9].startswith("+5.2")
    # the recipe: the higher mean validation ERRANT F0.5 of the two, both with two seeds (0.20 against 0.14)
    assert "Recommended SynGEC recipe at 1400 copy updates (highest mean validation ERRANT F0.5): **warm**" in out
    merged = json.loads((tmp_path / "merged.json").read_text())
    assert len(merged) == len(rows) and {"system", "seed", "minutes", "updates", "valid_nll", "errant_f05",
                                         "m2_f05"} <= set(merged[0])
    assert (res / "table.md").read_text() == out


def test_spread_is_max_minus_min():
    sa = load()
    assert math.isclose(sa.spread([0.1, 0.4, 0.25]), 0.3) and math.isnan(sa.spread([0.2]))


def test_the_training_clock_counts_this_process_cpu_time(monkeypatch):
    """harness.cpu_clock: fairseq's training time (what --stop-time-hours and a checkpoint's previous_training_time
    measure) is CPU time: half a second asleep adds nothing, half a second of work adds about that."""
    from fairseq.trainer import Trainer

    from harness.cpu_clock import count_cpu_time

    for name in ("__init__", "load_checkpoint", "_local_cumulative_training_time"):  # restored after the test
        monkeypatch.setattr(Trainer, name, getattr(Trainer, name))
    monkeypatch.setattr(Trainer, "_cpu_clock", False, raising=False)
    count_cpu_time()
    state = type("T", (), {"_start_cpu": time.process_time(), "_previous_training_time": 100.0})()
    clock = Trainer._local_cumulative_training_time
    time.sleep(0.5)
    assert 100.0 <= clock(state) < 100.1
    t0 = time.process_time()
    while time.process_time() - t0 < 0.5:
        pass
    assert 100.45 < clock(state) < 100.7


def test_probe_fusion_share_and_the_trees_made_without_a_model():
    """syntax_probe.py: the fused output's departure from H_sem by hand (pads left out), and the baseline trees."""
    import torch

    probe = load_script(REPO / "experiments/syntax_probe.py")
    h_sem = torch.tensor([[[3.0, 4.0]], [[1.0, 0.0]], [[9.0, 9.0]]])  # [T=3, B=1, C=2]; the last token is a pad
    h_out = h_sem + torch.tensor([[[0.0, 5.0]], [[0.0, 0.5]], [[100.0, 0.0]]])
    pad = torch.tensor([[False, False, True]])
    assert math.isclose(probe.fusion_share(h_out, h_sem, pad), (5 / 5 + 0.5 / 1) / 2)
    left, right, spans = probe.baseline_trees(["a", "b", "c", "d"])
    assert left == [-1, 0, 1, 2] and right == [1, 2, 3, -1] and spans == [(0, 4), (1, 4), (2, 4)]
    assert probe.baseline_trees(["he", "go", "home", "."])[2] == [(0, 3), (1, 3), (0, 4)]


def test_the_recipe_is_chosen_only_when_both_have_two_seeds():
    sa = load()
    rows = [row("syngec", "scratch", 1, 2.1, 0.18, 0.1, 0.2), row("syngec", "warm", 1, 2.1, 0.20, 0.1, 0.2),
            row("syngec", "warm", 2, 2.1, 0.10, 0.1, 0.2), row("copy", "scratch", 1, 2.0, 0.9, 0.2, 0.3)]
    assert sa.recommended_recipe(rows, 1400) == (None, {"scratch": 0.18, "warm": 0.15000000000000002})
    rows.append(row("syngec", "scratch", 2, 2.1, 0.14, 0.1, 0.2))
    best, means = sa.recommended_recipe(rows, 1400)
    assert best == "scratch" and math.isclose(means["scratch"], 0.16) and sa.recommended_recipe(rows, 700)[0] is None
    # warm-continued, added later: no choice while it has one seed; in the choice with two
    rows.append(row("syngec", "warm-continued", 1, 2.1, 0.30, 0.1, 0.2))
    assert sa.recommended_recipe(rows, 1400)[0] is None
    rows.append(row("syngec", "warm-continued", 2, 2.1, 0.10, 0.1, 0.2))
    best, means = sa.recommended_recipe(rows, 1400)
    assert best == "warm-continued" and math.isclose(means["warm-continued"], 0.20)


def test_warm_continued_carries_on_the_copy_models_learning_rate():
    sa = load()
    # fairseq's inverse_sqrt, --lr 1e-3 --warmup-updates 400: linear to update 400, then 1e-3 * sqrt(400 / u)
    assert math.isclose(sa.inverse_sqrt_lr(100), 0.00025) and math.isclose(sa.inverse_sqrt_lr(400), 0.001)
    assert math.isclose(sa.inverse_sqrt_lr(700), 0.000755928946, rel_tol=1e-9)
    assert math.isclose(sa.inverse_sqrt_lr(1400), 0.000534522484, rel_tol=1e-9)
    flags = sa.continued_flags(1400, 700, 583)
    opt = dict(zip(flags[::2], flags[1::2]))
    assert opt == {"--lr-scheduler": "polynomial_decay", "--power": "1", "--lr": "0.0007559",
                   "--end-learning-rate": "0.0005345", "--warmup-updates": "20", "--total-num-update": "583"}
    assert sa.UPDATES_OF["copy-at-syngec-updates"] == "syngec" and sa.SYSTEMS["copy-at-syngec-updates"][0] == sa.COPY
