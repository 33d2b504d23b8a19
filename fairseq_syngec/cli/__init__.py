"""The command lines that run a model (console scripts, see setup.py): ``fairseq-syngec-correct``, ``-serve``,
``-explain``, ``-qa-predict`` and ``-average-checkpoints``. Their shared model options are
:mod:`fairseq_syngec.cli.model_options`; the scorers' commands, which need no model, are :mod:`syngec_tools.cli`."""
