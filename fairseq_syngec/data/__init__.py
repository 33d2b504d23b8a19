"""Data: readers, converters and text-level tools (no torch or fairseq unless a module says so:
``copy_dictionary``, ``edit_labels``, ``fact_dataset``, ``kbert`` and ``kbert_dataset`` are the
fairseq / torch side)."""

# the target value the plugin's losses leave out: padding of the edit labels, and a question whose
# answer span is missing or lies past --max-passage-len
IGNORE = -1
