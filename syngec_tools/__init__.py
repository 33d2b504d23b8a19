"""syngec_tools: the torch-free half of fairseq_syngec. The scorers (M2, GLEU, ERRANT, ROUGE, SQuAD EM/F1, the
fact score, syntax scores), the M2 / FCE / SQuAD readers, synthetic-error noise, fact extraction, line-exact text
I/O, raw text (sentences, tokens with offsets, edits applied in place), the LanguageTool-compatible server and
the ``fairseq-syngec-*`` console scripts.

Importing any of it imports neither torch, fairseq nor the plugin :mod:`fairseq_syngec` (so its commands' ``--help``
is instant); the commands that run a model import the plugin when they run.
"""
