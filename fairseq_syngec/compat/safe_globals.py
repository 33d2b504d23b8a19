"""The allowlist that lets torch's weights-only unpickler read fairseq checkpoints.

torch >= 2.6 loads with ``weights_only=True``: only tensors, containers and explicitly allowed
classes may be unpickled. fairseq checkpoints also hold ``argparse.Namespace`` objects; exactly that
class is allowed (``tests/test_compat.py`` checks it is all a checkpoint needs). This module imports
torch but not fairseq: the package installs the allowlist as soon as torch is imported, so
``import fairseq_syngec`` followed by ``torch.load(path)`` reads a fairseq checkpoint.
"""

import argparse


def fairseq_checkpoint_safe_globals():
    """The classes fairseq checkpoints contain besides tensors and plain containers: the legacy
    ``args`` (and a legacy model's ``cfg.model``) are ``argparse.Namespace`` objects; ``cfg`` is
    saved as a plain dict (``OmegaConf.to_container``)."""
    return [argparse.Namespace]


def allow_fairseq_checkpoints():
    """Register the allowlist with torch's weights-only unpickler (idempotent)."""
    import torch.serialization

    add = getattr(torch.serialization, "add_safe_globals", None)
    if add is not None:  # torch < 2.4 has no weights-only default, nothing to do
        add(fairseq_checkpoint_safe_globals())
