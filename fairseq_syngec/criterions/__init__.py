"""The plugin's fairseq criteria: importing a module registers it with fairseq."""

from . import diff_regularized_label_smoothed_cross_entropy, gec_label_smoothed_cross_entropy, kbert, span_qa  # noqa: F401,E501
