"""fairseq_syngec: a fairseq ``--user-dir`` plugin. Importing it registers its tasks, models and criteria with
fairseq, as fairseq's own plugins do: ``--user-dir fairseq_syngec`` imports it, and so does any
``import fairseq_syngec...`` (torch and fairseq come with it).

``compat`` is imported first: it makes fairseq checkpoints loadable on torch >= 2.6 (through an allowlist) and
applies the plugin's fixes to fairseq 0.12. The hub classes (``GECModel``, ``SpanQAModel``,
``SummarizationModel``) are the Python API.

The torch-free tools (scorers, M2/FCE/SQuAD readers, synthetic noise, fact extraction, text I/O, raw text, the
server and the console scripts) are the package :mod:`syngec_tools`, which never imports this one at import
time. Their old names under ``fairseq_syngec`` (``fairseq_syngec.evaluation.m2score``, ...) still import, for
one release (:mod:`fairseq_syngec.moved`).
"""

from . import compat  # noqa: F401  (first: checkpoint loading, fairseq's fixes)

# isort: split
from . import criterions, models, tasks  # noqa: F401  (registers them with fairseq)
from .hub import GECModel, SpanQAModel, SummarizationModel
from .moved import alias_moved_modules

__all__ = ["GECModel", "SpanQAModel", "SummarizationModel", "__version__"]

alias_moved_modules()


def __getattr__(name: str):
    """``__version__``, read from the installed distribution on first use (PEP 562)."""
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            value = version("fairseq_syngec")
        except PackageNotFoundError:  # a source tree never installed: the version setup.py would give it
            from syngec_tools.cli.version import FALLBACK_VERSION as value
        globals()["__version__"] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
