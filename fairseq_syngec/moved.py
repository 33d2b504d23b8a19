"""The modules that moved from ``fairseq_syngec`` to :mod:`syngec_tools` in 0.2.0, still importable by their
old names for one release (0.2.x): ``import fairseq_syngec.evaluation.m2score`` gives the module
``syngec_tools.evaluation.m2score`` itself (the same object: its functions, classes and patches are shared),
with a ``DeprecationWarning`` naming the new name. To be removed in 0.3.0."""

import importlib
import importlib.abc
import importlib.machinery
import sys
import warnings
from typing import Optional

# the old name (a module, or a package with all its submodules) -> its new name
MOVED = {
    "fairseq_syngec.annotated_text": "syngec_tools.annotated_text",
    # fairseq_syngec.cli is the package of the commands that run a model again (0.3.0); the scorers' stayed
    "fairseq_syngec.cli.errant_score": "syngec_tools.cli.errant_score",
    "fairseq_syngec.cli.gleu_score": "syngec_tools.cli.gleu_score",
    "fairseq_syngec.cli.m2_score": "syngec_tools.cli.m2_score",
    "fairseq_syngec.cli.version": "syngec_tools.cli.version",
    "fairseq_syngec.data.copy_markers": "syngec_tools.data.copy_markers",
    "fairseq_syngec.data.fce": "syngec_tools.data.fce",
    "fairseq_syngec.data.m2": "syngec_tools.data.m2",
    "fairseq_syngec.data.noise": "syngec_tools.data.noise",
    "fairseq_syngec.data.sentencepiece_utils": "syngec_tools.data.sentencepiece_utils",
    "fairseq_syngec.data.squad": "syngec_tools.data.squad",
    "fairseq_syngec.evaluation": "syngec_tools.evaluation",
    "fairseq_syngec.facts": "syngec_tools.facts",
    "fairseq_syngec.raw_text": "syngec_tools.raw_text",
    "fairseq_syngec.serving": "syngec_tools.serving",
    "fairseq_syngec.spacy_model": "syngec_tools.spacy_model",
    "fairseq_syngec.textio": "syngec_tools.textio",
}


def new_name(old: str) -> Optional[str]:
    """The new name of a moved module (or of a module of a moved package), else None."""
    for before, after in MOVED.items():
        if old == before or old.startswith(before + "."):
            return after + old[len(before):]
    return None


class _Alias(importlib.abc.Loader):
    """Gives the import of an old name the module of its new name."""

    def __init__(self, target: str):
        self.target = target

    def create_module(self, spec):
        self.module = importlib.import_module(self.target)
        self.own_spec = self.module.__spec__
        return self.module

    def exec_module(self, module):
        module.__spec__ = self.own_spec  # the import system set the old name's spec on it


class _MovedModules(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path=None, target=None):
        target_name = new_name(fullname)
        if target_name is None:
            return None
        warnings.warn(f"{fullname} has moved to {target_name}; the old name goes in the next release",
                      DeprecationWarning, stacklevel=2)
        return importlib.machinery.ModuleSpec(fullname, _Alias(target_name))


def alias_moved_modules() -> None:
    """Make the old names importable (idempotent)."""
    if not any(isinstance(finder, _MovedModules) for finder in sys.meta_path):
        sys.meta_path.insert(0, _MovedModules())
