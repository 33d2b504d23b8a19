"""experiments/gec_budget.py's table helpers: the output-shape counts (harness/gec_runs.py) and the
equal-updates pooling."""

from harness.gec_runs import output_shape
from harness.helpers import REPO, load_script, write_lines


def load():
    return load_script(REPO / "experiments/gec_budget.py")


def test_output_shape_counts_unchanged_and_new_repeats(tmp_path):
    src = ["take care , Laura .", "maybe not", "no no no", "I do n't know", "a b"]
    hyp = ["take care care , Laura .",  # "care care": a stutter
           "maybe not",                 # unchanged
           "no no no",                  # unchanged; the repeat is the source's own
           "I do n't do n't know",      # bigram repeated: a stutter
           "a c"]                       # an edit, no repeat
    write_lines(tmp_path / "src", src)
    write_lines(tmp_path / "hyp", hyp)
    assert output_shape(tmp_path / "hyp", tmp_path / "src") == {"unchanged": 0.4, "stutter": 0.4}


def row(arch, budget, curve):
    return {"arch": arch, "mode": "scratch", "budget": budget, "updates": max(curve),
            "curve": [{"updates": u, "errant": {"f0.5": f}} for u, f in sorted(curve.items())]}


def test_equal_updates_pools_the_runs_of_one_arch():
    gb = load()
    rows = [row("transformer", "30min", {100: 0.01, 200: 0.02}),
            row("transformer", "60min", {200: 0.02, 400: 0.04, 600: 0.06}),
            row("copy_transformer_tiny", "60min", {200: 0.5, 400: 0.6}),
            row("syngec_transformer_tiny", "600upd", {600: 0.7, 100: 0.1})]
    lines = gb.equal_updates_table(rows).splitlines()
    body = [line for line in lines if line.startswith("| ") and not line.startswith("| updates")]
    assert body == ["| 100 | 0.0100 | - | 0.1000 |",
                    "| 200 | 0.0200 | 0.5000 | - |",
                    "| 400 | 0.0400 | 0.6000 | - |",
                    "| 600 | 0.0600 | - | 0.7000 |"]
    assert "transformer 30min, 60min" in lines[1]


def test_equal_updates_keeps_pretrained_budgets_apart():
    gb = load()
    rows = [dict(row("copy_transformer_tiny", "30min", {200: 0.1, 300: 0.1}), mode="pretrained"),
            dict(row("copy_transformer_tiny", "60min", {300: 0.2}), mode="pretrained"),
            dict(row("syngec_transformer_tiny", "60min", {200: 0.25, 300: 0.3}), mode="pretrained")]
    body = [line for line in gb.equal_updates_table(rows).splitlines() if line[:3] in ("| 2", "| 3")]
    assert body == ["| 300 | 0.2000 | 0.3000 |"]  # the 60-minute pair only: 30min's 200 is another model


def test_another_setting_gets_its_own_rows_and_curves():
    """--tag: the budget's name carries it, and its curves are never pooled with the default's."""
    gb = load()
    args = type("A", (), {"minutes": 60, "updates": None, "tag": "amp"})()
    assert gb.budget_name(args) == "60min.amp"
    args.tag = ""
    assert gb.budget_name(args) == "60min"
    rows = [row("transformer", "60min", {200: 0.02, 400: 0.04}),
            row("copy_transformer_tiny", "60min", {200: 0.5}),
            dict(row("transformer", "60min.amp", {200: 0.9, 400: 0.8}), tag="amp"),
            dict(row("copy_transformer_tiny", "60min.amp", {400: 0.7}), tag="amp")]
    lines = gb.equal_updates_table(rows).splitlines()
    body = [line for line in lines if line.startswith("| ") and not line.startswith("| updates")]
    assert body == ["| 200 | 0.0200 | 0.5000 |", "| 400 | 0.8000 | 0.7000 |"]
    titles = [x for x in lines if x.startswith("ERRANT F0.5 at equal updates")]
    assert len(titles) == 2 and "--tag" not in titles[0] and "--tag amp" in titles[1]
    assert lines.index(titles[1]) == lines.index(body[1]) - 4  # the amp table holds the 400 row
