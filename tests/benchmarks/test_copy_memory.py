"""benchmarks/copy_memory.py: one small run, kernel (Triton's interpreter on the CPU) and reference, to JSON."""

import json

import pytest

from harness.helpers import REPO, run
from harness.kernel_helpers import needs_triton


@needs_triton
def test_a_small_run_writes_both_peaks(tmp_path):
    out = tmp_path / "mem.json"
    run([REPO / "benchmarks/copy_memory.py", "--batch", "2", "--length", "16", "--vocab", "1500",
         "--dim", "8", "--block-rows", "4", "--reference-block-rows", "4", "--json", out], cwd=REPO)
    res = json.loads(out.read_text())
    assert res["shape"] == {"B": 2, "T": 16, "S": 16, "V_gen": 1500, "markers": 256, "C": 8}
    assert res["block_rows"] == {"kernel": 4, "reference": 4}
    peaks = res["peak_mib"]
    assert peaks["kernel"] > res["out_mib"] and peaks["reference"] > res["out_mib"]  # the output itself is held
    assert res["kernel_over_reference"] == pytest.approx(peaks["kernel"] / peaks["reference"])
