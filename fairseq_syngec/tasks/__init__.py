"""The plugin's fairseq tasks. Importing this package registers the whole plugin
(:func:`fairseq_syngec.register`), ``compat`` first (checkpoint loading)."""

from fairseq_syngec import compat, register as _register  # noqa: F401  (compat first)

from . import fact_summarization, gec, span_qa  # noqa: F401

_register()
