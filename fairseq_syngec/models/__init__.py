"""The plugin's fairseq models. Importing this package registers the whole plugin
(:func:`fairseq_syngec.register`), ``compat`` first (checkpoint loading)."""

from fairseq_syngec import compat, register as _register  # noqa: F401  (compat first)

from . import copy_bart, copy_transformer, fact_transformer, rnet, syngec_transformer  # noqa: F401

_register()
