"""fairseq_syngec: a fairseq ``--user-dir`` plugin (tasks, models and criteria), its hub classes and
its torch-free tools (scorers, data converters, text I/O).

Importing the package imports neither torch nor fairseq, so the tools under ``evaluation``,
``data`` (all but its fairseq datasets), ``facts``, ``spacy_model`` and ``textio`` start fast.
The tasks, models and criteria are registered with fairseq by :func:`register`, which runs

* as soon as both the package and fairseq are imported, in either order: at the package's import
  when fairseq is already imported (``--user-dir fairseq_syngec``: fairseq's ``import_user_module``
  imports the package after fairseq), else right after fairseq's own import;
* by ``--user-dir fairseq_syngec`` also when the package was imported before (fairseq's
  ``import_user_module`` then imports nothing; the package wraps it to register);
* on the first import of ``fairseq_syngec.tasks``, ``.models``, ``.criterions`` or ``.hub``, and on
  the first use of ``fairseq_syngec.GECModel`` / ``SpanQAModel`` / ``SummarizationModel``.

``compat`` is always imported first: it makes fairseq checkpoints loadable on torch>=2.6.
"""

import importlib.abc
import importlib.util
import sys

_HUB_CLASSES = ("GECModel", "SpanQAModel", "SummarizationModel")
__all__ = ["register", "__version__", *_HUB_CLASSES]


def register() -> None:
    """Register the plugin's tasks, models and criteria with fairseq (imports torch and fairseq;
    idempotent). ``compat`` comes first. Called for you (see the package docstring) except in one
    case: fairseq first imported by one of the package's own lower modules (``modules``, ``compat``,
    the fairseq datasets of ``data``), then fairseq's registries used without ``--user-dir`` and
    without ``tasks``, ``models``, ``criterions`` or ``hub`` ever being imported."""
    from . import compat, criterions, models, tasks  # noqa: F401  (in this order: compat first)


def __getattr__(name: str):
    """``fairseq_syngec.GECModel`` and the other hub classes, imported on first use, and
    ``__version__``, read from the installed distribution on first use (PEP 562)."""
    if name in _HUB_CLASSES:
        from . import hub

        return getattr(hub, name)
    if name == "__version__":
        from .cli.version import package_version  # the distribution's version, else setup.py's

        globals()["__version__"] = version = package_version()
        return version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(__all__))


def _plugin_module_initialising() -> bool:
    """Whether one of the package's modules is being imported right now (importlib marks a module's
    spec ``_initializing`` while its body runs)."""
    return any(getattr(getattr(m, "__spec__", None), "_initializing", False)
               for name, m in list(sys.modules.items()) if name.startswith(__name__ + "."))


def _register_on_user_dir() -> None:
    """Make fairseq's ``import_user_module`` register the plugin when ``--user-dir`` names it: fairseq
    imports a user dir only when no module of that name is imported yet, so after any import of this
    package (a tool, ``fairseq_syngec.compat``, ...) ``--user-dir fairseq_syngec`` alone would
    register nothing. fairseq calls it as ``utils.import_user_module`` everywhere."""
    import functools
    import os

    from fairseq import utils

    original = utils.import_user_module
    if getattr(original, "_registers_fairseq_syngec", False):
        return

    @functools.wraps(original)
    def import_user_module(args):
        original(args)
        user_dir = getattr(args, "user_dir", None)
        if user_dir and os.path.basename(os.path.normpath(user_dir)) == __name__:
            register()
            from .compat import amp_for_inference_commands, training_health_checks

            amp_for_inference_commands()  # the command's module may be a fresh import (fairseq_cli.*)
            training_health_checks()

    import_user_module._registers_fairseq_syngec = True
    utils.import_user_module = import_user_module


def _after_fairseq_import() -> None:
    _register_on_user_dir()
    # when a module of this package imported fairseq, registering now would re-enter that
    # half-imported module: its tasks/models/criteria/hub register when they are imported, and
    # --user-dir through the wrapper above
    if not _plugin_module_initialising():
        register()


def _allow_fairseq_checkpoints() -> None:
    from .safe_globals import allow_fairseq_checkpoints

    allow_fairseq_checkpoints()


# what runs right after the first import of each module (the module is complete by then)
_AFTER_IMPORT = {"torch": _allow_fairseq_checkpoints, "fairseq": _after_fairseq_import}


class _AfterImportLoader(importlib.abc.Loader):
    """The module's own loader, then the package's hook for it."""

    def __init__(self, loader, hook):
        self.loader = loader
        self.hook = hook

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        module.__spec__.loader = module.__loader__ = self.loader  # the module keeps its own loader
        self.loader.exec_module(module)
        self.hook()


class _AfterImport(importlib.abc.MetaPathFinder):
    """Installed while torch or fairseq is not imported: hands each one's first import to the loader
    above, once, and removes itself when both are done."""

    def __init__(self, pending):
        self.pending = dict(pending)

    def find_spec(self, fullname, path=None, target=None):
        hook = self.pending.pop(fullname, None)
        if hook is None:
            return None
        if not self.pending:
            sys.meta_path.remove(self)
        spec = importlib.util.find_spec(fullname)
        if spec is not None and spec.loader is not None:
            spec.loader = _AfterImportLoader(spec.loader, hook)
        return spec


# torch imported: fairseq checkpoints load through the allowlist (``torch.load`` in user code too)
# fairseq imported: the plugin registers (e.g. imported by fairseq's --user-dir)
_pending = {}
for _name, _hook in _AFTER_IMPORT.items():
    if _name in sys.modules:
        _hook()
    else:
        _pending[_name] = _hook
if _pending:
    sys.meta_path.insert(0, _AfterImport(_pending))
del _name, _hook, _pending
