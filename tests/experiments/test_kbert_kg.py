"""experiments/kbert_kg.py: it skips cleanly without K-BERT's data, reads the task's own knowledge log line
and fairseq's validation lines, and merges runs into mean ± (max - min) over seeds, no-graph arm first."""

import json
import logging

from harness.helpers import REPO, load_script


def load():
    return load_script(REPO / "experiments/kbert_kg.py")


def test_skips_when_the_data_is_absent(tmp_path, capsys):
    assert load().main(["--data", str(tmp_path / "absent"), "--results", str(tmp_path / "r")]) == 0
    assert capsys.readouterr().out.startswith("skip: K-BERT's data is absent")
    assert not (tmp_path / "r").exists()


def test_reads_the_log_lines_the_task_and_fairseq_write(caplog):
    from omegaconf import OmegaConf

    from fairseq_syngec.data.kbert import KnowledgeStats
    from fairseq_syngec.tasks.kbert import log_knowledge

    stats = KnowledgeStats(sentences=1200, entities=2801, branches=2803, dropped_branches=469, truncated_tokens=91,
                           with_knowledge=905)
    with caplog.at_level(logging.INFO, logger="fairseq_syngec.tasks.kbert"):
        log_knowledge("/x/data-bin/chn/test.tsv", stats, OmegaConf.create({"kg": "/k/HowNet.spo",
                                                                         "max_positions": 256}), 7, 1500)
    kg = load()
    assert kg.knowledge_stats(caplog.text) == {"test": {
        "examples": 1200, "with_knowledge": 905, "entities": 2801, "branches": 2803, "dropped_branches": 469,
        "cut_tokens": 91, "unk": 7, "tokens": 1500}}
    line = ("2026-12-06 04:16:09 | INFO | valid | epoch {e} | valid on 'valid' subset | loss 1.11 | accuracy 80 | "
            "precision 26.01 | recall 43.28 | f1 {f} | wps 44231.8 | wpb 916.4 | bsz 30.3 | num_updates {u}")
    text = "\n".join([line.format(e="001", f=32.5, u=217), line.format(e="002", f="41.25", u=434) +
                      " | best_f1 41.25"])
    assert kg.valid_curve(text, "f1") == [(217, 32.5), (434, 41.25)]
    assert kg.valid_curve(text, "accuracy") == [(217, 80.0), (434, 80.0)]


def test_merge_gives_mean_and_spread_over_seeds(tmp_path, capsys):
    res = tmp_path / "r"
    res.mkdir()
    know = {"test": {"examples": 1200, "with_knowledge": 905, "dropped_branches": 469, "cut_tokens": 91}}
    for kg, tests in (("HowNet", [85.0, 86.5]), ("none", [80.0, 84.0])):
        for seed, t in zip((1, 2), tests):
            run = {"dataset": "chnsenticorp", "kg": kg, "seed": seed, "metric": "accuracy", "updates": 3000,
                   "dev_best": t + 1, "test": {"accuracy": t}, "chosen_update": 2700,
                   "knowledge": know if kg != "none" else {}}
            (res / f"chnsenticorp.{kg}.s{seed}.json").write_text(json.dumps(run))
    merged = tmp_path / "kbert_kg.json"
    assert load().main(["--merge", "--results", str(res), "--merged", str(merged)]) == 0
    rows = capsys.readouterr().out.splitlines()[2:]
    assert rows[0].startswith("| chnsenticorp | none | 1,2 | 3000 | 83.00 ± 4.00 | 82.00 ± 4.00 accuracy | - |")
    assert rows[1].startswith("| chnsenticorp | HowNet | 1,2 | 3000 | 86.75 ± 1.50 | 85.75 ± 1.50 accuracy | "
                              "905/1200 | 469 / 91 | 95.50 (dev 95.00) |")
    table = json.loads(merged.read_text())["table"]
    assert [(t["kg"], t["test"]) for t in table] == [("none", [80.0, 84.0]), ("HowNet", [85.0, 86.5])]


def test_entity_spans_on_k_berts_medical_ner(tmp_path):
    """On K-BERT's own medical NER test split (skipped without ../shared/data/kbert): the medical graph's
    matches are mostly gold entities, and their category names the gold type; HowNet's much less so."""
    import pytest

    kg = load()
    if not (kg.DATA / "medical_ner").exists() or not (kg.DATA / "kgs").exists():
        pytest.skip(f"K-BERT's data is absent ({kg.DATA})")
    out = tmp_path / "spans.json"
    assert kg.main(["--entity-spans", "--datasets", "medical_ner", "--workdir", str(tmp_path / "w"),
                    "--spans-json", str(out)]) == 0
    spans = json.loads(out.read_text(encoding="utf-8"))["spans"]
    med, hownet = spans["medical_ner.Medical"], spans["medical_ner.HowNet"]
    assert (med["gold_entities"], med["matched"], med["exact_gold_span"]) == (2722, 776, 541)
    assert med["gold_type_to_branch"]["Examine -> 检查"] == 259 and hownet["exact_gold_span"] == 158
