"""The import boundaries: no module of ``syngec_tools`` (scorers, readers, text I/O, the server, the scorers'
commands) imports torch, fairseq or the plugin (all of them, with those blocked); importing ``fairseq_syngec``
registers its tasks, models and criteria with fairseq, as ``--user-dir`` does, whatever was imported first; the
old import paths of the moved modules give the moved modules themselves."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.long_file  # started first by conftest.py

def python(code: str) -> subprocess.CompletedProcess:
    """``code`` in a fresh interpreter of this environment, from the repository root."""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=300)


BLOCKED = """
import importlib, importlib.abc, pkgutil, sys
HEAVY = ("torch", "fairseq", "fairseq_cli", "fairseq_syngec")

class Blocked(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in HEAVY:
            raise ImportError(f"blocked: {name}")
        return None

sys.meta_path.insert(0, Blocked())
import syngec_tools
names = sorted(m.name for m in pkgutil.walk_packages(syngec_tools.__path__, "syngec_tools."))
failed = []
for name in ["syngec_tools", *names]:
    try:
        importlib.import_module(name)
    except Exception as e:
        failed.append(f"{name}: {type(e).__name__}: {e}")
assert len(names) > 30, names
heavy = sorted(m for m in sys.modules if m.split(".")[0] in HEAVY)
if failed or heavy:
    raise SystemExit("\\n".join(failed + heavy))
print(len(names) + 1)
"""


def test_every_tool_module_imports_with_torch_fairseq_and_the_plugin_blocked():
    """Every module of ``syngec_tools`` (found by walking the package, not listed) imports in one interpreter in
    which importing torch, fairseq or the plugin raises ImportError; the failures are named."""
    res = python(BLOCKED)
    assert res.returncode == 0, f"these need torch, fairseq or the plugin:\n{res.stderr[-3000:]}"
    assert int(res.stdout) > 30


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
    "import syngec_tools.evaluation.gleu\nimport fairseq_syngec.tasks.gec",  # a tool, then one module of the plugin
    "import fairseq_syngec.modules.copy_head",  # a lower module: the package registers first
])
def test_importing_the_plugin_registers_it_with_fairseq(first):
    res = python("import sys\n" + first + "\nassert 'fairseq_syngec.compat' in sys.modules\n" + REGISTERED)
    assert res.returncode == 0, res.stderr[-3000:]


def test_importing_the_plugin_alone_registers_it_with_fairseq(plugin_alone):
    assert plugin_alone["registered"] is None, plugin_alone["registered"]


def test_user_dir_registers_and_wraps_the_commands_imported_after_the_plugin():
    """The plugin imported before a command's module (a test process, a notebook): fairseq's
    ``import_user_module`` then imports nothing, and the command's module must still get the plugin's
    wrappers (``--amp`` decoding on the CPU, the count of one-piece outputs)."""
    res = python(f"import fairseq_syngec\nimport fairseq_cli.generate as g\nfrom argparse import Namespace\n"
                 "from fairseq import utils\nassert not getattr(g._main, '_cpu_amp', False)\n"
                 f"utils.import_user_module(Namespace(user_dir={str(REPO / 'fairseq_syngec')!r}))\n"
                 "assert g._main._cpu_amp and g._main._health\n" + REGISTERED)
    assert res.returncode == 0, res.stderr[-3000:]


def test_user_dir_from_another_directory_registers():
    res = subprocess.run([sys.executable, "-c", "from fairseq import options\n"
                          "args = options.parse_args_and_arch(options.get_training_parser(), "
                          f"['data', '--user-dir', {str(REPO / 'fairseq_syngec')!r}, '--task', 'gec', "
                          "'--arch', 'syngec_transformer_tiny', '--criterion', 'gec_label_smoothed_cross_entropy'])\n"
                          "assert args.task == 'gec' and args.arch == 'syngec_transformer_tiny', args\n"],
                         capture_output=True, text=True, cwd="/", timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]


HUB = """
import fairseq_syngec
assert fairseq_syngec.__version__ and fairseq_syngec.__version__[0].isdigit()
from fairseq_syngec import SpanQAModel
from fairseq_syngec.hub import GECModel, SpanQAModel as S
assert fairseq_syngec.GECModel is GECModel and SpanQAModel is S
assert fairseq_syngec.SummarizationModel.__name__ == 'SummarizationModel'
try:
    fairseq_syngec.NoSuchName
except AttributeError as e:
    assert 'NoSuchName' in str(e)
else:
    raise SystemExit('no AttributeError')
"""


def test_hub_classes_and_version(plugin_alone):
    assert plugin_alone["hub"] is None, plugin_alone["hub"]


OLD_PATHS = [
    ("fairseq_syngec.evaluation.m2score", "syngec_tools.evaluation.m2score"),
    ("fairseq_syngec.textio", "syngec_tools.textio"),
    ("fairseq_syngec.data.m2", "syngec_tools.data.m2"),
    ("fairseq_syngec.facts.ud", "syngec_tools.facts.ud"),
    ("fairseq_syngec.cli.m2_score", "syngec_tools.cli.m2_score"),
]


# For one release (0.2.x) the old name is the moved module itself, with a DeprecationWarning naming the new one;
# ``from fairseq_syngec import textio`` works as before. Every path is checked in turn (each path is its own module:
# one check leaves nothing that another reads), and the ones that fail are named.
OLD_PATHS_CHECK = """
import importlib, sys, warnings
import fairseq_syngec
failed = []
for old, new in OLD_PATHS:
    try:
        package, _, leaf = old.rpartition(".")
        warnings.simplefilter("error", DeprecationWarning)
        moved = importlib.import_module(new)
        try:
            importlib.import_module(old)
        except DeprecationWarning as w:
            named = str(w).split(" has moved to ")[1].split(";")[0]
            assert new.startswith(named), w
        else:
            raise AssertionError("no DeprecationWarning")
        warnings.simplefilter("ignore", DeprecationWarning)
        got = importlib.import_module(old)
        assert got is moved and got.__spec__.name == new, (got, got.__spec__)
        assert getattr(importlib.import_module(package), leaf) is moved
        exec(f"from {package} import {leaf} as via_from", {}, (scope := {}))
        assert scope["via_from"] is moved
    except Exception as e:
        failed.append(f"{old}: {type(e).__name__}: {e}")
if failed:
    raise SystemExit("\\n".join(failed))
""".replace("OLD_PATHS", repr(OLD_PATHS))


def test_old_import_paths_give_the_moved_module(plugin_alone):
    assert plugin_alone["old paths"] is None, plugin_alone["old paths"]


ALLOWLIST = """
import argparse, os, sys, tempfile
{first}
import torch
path = os.path.join(tempfile.mkdtemp(), "ckpt.pt")
torch.save({{"args": argparse.Namespace(arch="x"), "model": {{"w": torch.zeros(2)}}}}, path)
assert torch.load(path, weights_only=True)["args"].arch == "x"
"""


def test_fairseq_checkpoints_load_weights_only_after_importing_the_package(plugin_alone):
    # a fairseq checkpoint's argparse.Namespace passes torch's weights-only unpickler once the package is
    # imported, whether torch was imported before it (the next test) or not
    assert plugin_alone["weights only"] is None, plugin_alone["weights only"]


def test_fairseq_checkpoints_load_weights_only_after_importing_torch_then_the_package():
    res = python(ALLOWLIST.format(first="import torch; import fairseq_syngec"))
    assert res.returncode == 0, res.stderr[-2000:]


def test_without_the_package_torch_refuses_the_namespace():
    # the check above can fail: plain torch refuses a checkpoint's argparse.Namespace
    res = python(ALLOWLIST.format(first=""))
    assert res.returncode != 0 and "Namespace" in res.stderr, res.stderr[-2000:]


@pytest.fixture(scope="module")
def plugin_alone():
    """The checks that start from ``import fairseq_syngec`` alone, run in turn in one fresh interpreter (a few
    seconds of imports each, paid once), each in a namespace of its own and in an order where none imports what
    an earlier one reads: {check: None, or its traceback}."""
    checks = {"registered": REGISTERED, "hub": HUB, "weights only": ALLOWLIST.format(first=""),
              "old paths": OLD_PATHS_CHECK}
    code = (f"import json, sys, traceback\nimport fairseq_syngec\nassert 'fairseq_syngec.compat' in sys.modules\n"
            f"results = {{}}\nfor name, check in {checks!r}.items():\n"
            "    try:\n        exec(check, {'__name__': '__check__'})\n        results[name] = None\n"
            "    except BaseException:\n        results[name] = traceback.format_exc()\n"
            "print(json.dumps(results))\n")
    res = python(code)
    assert res.returncode == 0, res.stderr[-3000:]
    return json.loads(res.stdout.splitlines()[-1])
