"""The plugin's fairseq models: importing a module registers it with fairseq."""

from . import copy_bart, copy_transformer, fact_transformer, kbert, rnet, syngec_transformer  # noqa: F401
