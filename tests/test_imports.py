"""The package's import boundaries: its tools import neither torch nor fairseq (each checked in a
fresh interpreter), and the plugin still registers its tasks, models and criteria with fairseq
whichever of the two is imported first; the hub classes resolve lazily."""

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

TORCH_FREE = [
    "fairseq_syngec",
    "fairseq_syngec.textio",
    "fairseq_syngec.spacy_model",
    "fairseq_syngec.raw_text",
    "fairseq_syngec.serving",
    "fairseq_syngec.data",
    "fairseq_syngec.data.copy_markers",
    "fairseq_syngec.data.fce",
    "fairseq_syngec.data.m2",
    "fairseq_syngec.data.noise",
    "fairseq_syngec.data.sentencepiece_utils",
    "fairseq_syngec.data.squad",
    "fairseq_syngec.evaluation.errant_scorer",
    "fairseq_syngec.evaluation.fact_score",
    "fairseq_syngec.evaluation.gleu",
    "fairseq_syngec.evaluation.m2score",
    "fairseq_syngec.evaluation.rouge",
    "fairseq_syngec.evaluation.squad",
    "fairseq_syngec.evaluation.syntax",
    "fairseq_syngec.facts.extract",
    "fairseq_syngec.facts.io",
    "fairseq_syngec.facts.jieba_facts",
    "fairseq_syngec.facts.parsers",
    "fairseq_syngec.facts.ud",
]


def python(code: str) -> subprocess.CompletedProcess:
    """``code`` in a fresh interpreter of this environment, from the repository root."""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=300)


@pytest.mark.parametrize("module", TORCH_FREE)
def test_tool_modules_import_neither_torch_nor_fairseq(module):
    res = python(f"import sys, {module}\n"
                 "heavy = sorted(m for m in ('torch', 'fairseq') if m in sys.modules)\n"
                 "assert not heavy, heavy\n")
    assert res.returncode == 0, f"importing {module} imported torch or fairseq:\n{res.stderr[-2000:]}"


REGISTERED = """
from fairseq.criterions import CRITERION_REGISTRY
from fairseq.models import ARCH_MODEL_REGISTRY, MODEL_REGISTRY
from fairseq.tasks import TASK_REGISTRY
for name in ("gec", "span_qa", "fact_summarization"):
    assert name in TASK_REGISTRY, name
for name in ("copy_transformer", "syngec_transformer", "rnet", "fact_transformer", "copy_bart"):
    assert name in MODEL_REGISTRY, name
for name in ("copy_transformer", "syngec_transformer_tiny", "rnet_tiny"):
    assert name in ARCH_MODEL_REGISTRY, name
for name in ("gec_label_smoothed_cross_entropy", "diff_regularized_label_smoothed_cross_entropy", "span_qa"):
    assert name in CRITERION_REGISTRY, name
"""


@pytest.mark.parametrize("first", [
    "import fairseq\nimport fairseq_syngec",  # fairseq's --user-dir: the plugin after fairseq
    "import fairseq_syngec\nimport fairseq",  # the plugin first: registered when fairseq is imported
    "import fairseq_syngec.evaluation.gleu\nfrom fairseq import options",  # a tool, then fairseq
])
def test_the_plugin_registers_with_fairseq_in_either_order(first):
    res = python(first + "\n" + REGISTERED)
    assert res.returncode == 0, res.stderr[-3000:]


def test_user_dir_after_a_tool_of_the_package_registers():
    """A tool of the package imported first (package in sys.modules, fairseq not yet imported): fairseq's
    ``import_user_module`` then finds the package already imported and imports nothing, so the
    registration must have happened when fairseq was imported."""
    res = python(f"import fairseq_syngec.textio\nfrom fairseq import options\n"
                 f"args = options.parse_args_and_arch(options.get_training_parser(), "
                 f"['data', '--user-dir', {str(REPO / 'fairseq_syngec')!r}, '--task', 'gec', "
                 f"'--arch', 'syngec_transformer_tiny', '--criterion', 'gec_label_smoothed_cross_entropy'])\n"
                 "assert args.task == 'gec' and args.arch == 'syngec_transformer_tiny', args\n")
    assert res.returncode == 0, res.stderr[-3000:]


@pytest.mark.parametrize("first", ["fairseq_syngec.compat", "fairseq_syngec.modules.copy_head"])
def test_user_dir_registers_after_a_lower_module_imported_fairseq(first):
    """A lower module of the package imported fairseq itself (the package cannot register in the middle
    of that module's import); ``--user-dir`` then registers, though fairseq finds the package imported."""
    res = python(f"import {first}\nfrom argparse import Namespace\nfrom fairseq import utils\n"
                 f"from fairseq.tasks import TASK_REGISTRY\nassert 'gec' not in TASK_REGISTRY\n"
                 f"utils.import_user_module(Namespace(user_dir={str(REPO / 'fairseq_syngec')!r}))\n" + REGISTERED)
    assert res.returncode == 0, res.stderr[-3000:]


def test_importing_a_fairseq_side_package_registers_everything():
    """``fairseq_syngec.tasks`` (as ``from fairseq_syngec.tasks.gec import GECTask`` does) registers the
    models and criteria too, with ``compat`` imported first."""
    res = python("import sys\nimport fairseq_syngec.tasks.gec\n"
                 "assert 'fairseq_syngec.compat' in sys.modules\n" + REGISTERED)
    assert res.returncode == 0, res.stderr[-3000:]


def test_hub_classes_resolve_lazily_and_version():
    res = python("import sys, fairseq_syngec\n"
                 "assert 'fairseq_syngec.hub' not in sys.modules and 'torch' not in sys.modules\n"
                 "assert fairseq_syngec.__version__ and fairseq_syngec.__version__[0].isdigit()\n"
                 "from fairseq_syngec import SpanQAModel\n"
                 "model = fairseq_syngec.GECModel\n"
                 "from fairseq_syngec.hub import GECModel, SpanQAModel as S\n"
                 "assert model is GECModel and SpanQAModel is S\n"
                 "assert fairseq_syngec.SummarizationModel.__name__ == 'SummarizationModel'\n"
                 + REGISTERED +
                 "try:\n    fairseq_syngec.NoSuchName\nexcept AttributeError as e:\n    assert 'NoSuchName' in str(e)\n"
                 "else:\n    raise SystemExit('no AttributeError')\n")
    assert res.returncode == 0, res.stderr[-3000:]


ALLOWLIST = """
import argparse, os, sys, tempfile
{first}
import torch
path = os.path.join(tempfile.mkdtemp(), "ckpt.pt")
torch.save({{"args": argparse.Namespace(arch="x"), "model": {{"w": torch.zeros(2)}}}}, path)
assert torch.load(path, weights_only=True)["args"].arch == "x"
assert "fairseq" not in sys.modules
"""


@pytest.mark.parametrize("first", ["import fairseq_syngec", "import torch; import fairseq_syngec"])
def test_fairseq_checkpoints_load_weights_only_after_importing_the_package(first):
    # a fairseq checkpoint's argparse.Namespace passes torch's weights-only unpickler as soon as the
    # package and torch are both imported, in either order, without fairseq
    res = python(ALLOWLIST.format(first=first))
    assert res.returncode == 0, res.stderr[-2000:]


def test_without_the_package_torch_refuses_the_namespace():
    # the check above can fail: plain torch refuses a checkpoint's argparse.Namespace
    res = python(ALLOWLIST.format(first=""))
    assert res.returncode != 0 and "Namespace" in res.stderr, res.stderr[-2000:]
