"""The plugin's fairseq datasets and dictionaries, and the checkpoint's provenance records. The text-level
readers and converters (M2, FCE, SQuAD, noise, copy markers) are :mod:`syngec_tools.data`."""

# the target value the plugin's losses leave out: padding of the edit labels, and a question whose
# answer span is missing or lies past --max-passage-len
IGNORE = -1
