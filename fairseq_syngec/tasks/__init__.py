"""The plugin's fairseq tasks: importing a module registers it with fairseq."""

from . import fact_summarization, gec, kbert, span_qa  # noqa: F401
