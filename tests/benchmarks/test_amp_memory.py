"""benchmarks/amp_memory.py: the ratio table by hand, and two real settings on the tiny data-bin."""

import json

from harness.helpers import REPO, load_script


def load():
    return load_script(REPO / "benchmarks/amp_memory.py")


def test_table_divides_by_the_fp32_run():
    am = load()
    rows = [{"setting": "amp", "peak_rss_mib": 3000, "wall_s": 50.0, "last_loss": 7.25},
            {"setting": "fp32", "peak_rss_mib": 1200, "wall_s": 80.0, "last_loss": 7.125},
            {"setting": "amp+mmap", "peak_rss_mib": 1500, "wall_s": 64.0, "last_loss": None}]
    body = am.table(rows).splitlines()[2:]
    assert body == ["| amp | 3000 | 2.50 | 50.0 | 1.60 | 7.250 |",
                    "| fp32 | 1200 | 1.00 | 80.0 | 1.00 | 7.125 |",
                    "| amp+mmap | 1500 | 1.25 | 64.0 | 1.25 | - |"]


def test_two_settings_train_on_the_same_batches(word_gec_data, tmp_path):
    """fp32 and fp32 with glibc's fixed mmap threshold: the same batches and arithmetic, so the same
    loss; each run's peak RSS is its own process's (a fairseq-train process holds well over 100 MiB)."""
    am = load()
    out = tmp_path / "mem.json"
    assert am.main(["--data", str(word_gec_data), "--settings", "fp32", "fp32+mmap", "--updates", "2",
                    "--max-tokens", "512", "--json", str(out)]) == 0
    res = json.loads(out.read_text())
    a, b = res["rows"]
    assert (a["setting"], b["setting"]) == ("fp32", "fp32+mmap")
    assert b["env"] == {"MALLOC_MMAP_THRESHOLD_": "131072"} and "--amp" not in a["fairseq_train"]
    assert a["last_loss"] is not None and a["last_loss"] == b["last_loss"]
    assert 100 < a["peak_rss_mib"] < 4000 and 100 < b["peak_rss_mib"] < 4000
