"""benchmarks/kernel_compiles.py on the tests' data-bin: every batch's launches keyed, now against before."""

import json

from harness.helpers import REPO, load_script
from harness.kernel_helpers import needs_triton


@needs_triton
def test_counts_compilations_over_the_epoch(word_gec_data, tmp_path):
    out = tmp_path / "kc.json"
    kc = load_script(REPO / "benchmarks/kernel_compiles.py")
    assert kc.main(["--data", str(word_gec_data), "--max-tokens", "200", "--heads", "2", "--head-dim", "16",
                    "--json", str(out)]) == 0
    res = json.loads(out.read_text())
    assert res["batches"] > 10
    rows = {r["kernel"]: r for r in res["rows"]}
    assert set(rows) == {"_copy_fwd", "_copy_bwd", "_syn_attn_fwd", "_syn_attn_bwd_dkdv", "_syn_attn_bwd_dq_dp"}
    for r in rows.values():
        assert r["launches"] >= res["batches"]
        assert 1 <= r["compilations"] <= r["compilations_before"]
        assert r["last_new_at_update"] < res["batches"]
    assert rows["_copy_fwd"]["compilations"] < rows["_copy_fwd"]["compilations_before"]  # T, S vary here too
