"""The plugin's fairseq criteria. Importing this package registers the whole plugin
(:func:`fairseq_syngec.register`), ``compat`` first (checkpoint loading)."""

from fairseq_syngec import compat, register as _register  # noqa: F401  (compat first)

from . import diff_regularized_label_smoothed_cross_entropy, gec_label_smoothed_cross_entropy, span_qa  # noqa: F401,E501

_register()
