"""Code that the tests, the benchmarks and the experiments share (not installed, not part of the
package): ``helpers`` (the command runner the tests use, the loader of the repository's scripts,
tiny GEC / summarisation corpora), ``qa_helpers`` (a tiny SQuAD sample), ``train_helpers``
(fairseq-train in process), the oracles (``copy_oracle``, ``syntax_fusion_oracle``) and stand-ins
(``copy_generator``), the editors' clients of the server (``editor_clients``), a server started and stopped
(``server``), the training-speed set-up (``speed``), examples/gec/lib.sh's steps in Python (``gec_runs``) and the
kernel and module tests' helpers. Imported as ``harness.NAME`` from the repository root: pytest puts the root on
``sys.path`` (pytest.ini ``pythonpath``), scripts of benchmarks/ and experiments/ put it there
themselves. Importing this package imports nothing."""
