"""Text-level data tools: M2, FCE and SQuAD readers, synthetic-error noise, copy markers, sentencepiece helpers.
The fairseq datasets are :mod:`fairseq_syngec.data`."""
