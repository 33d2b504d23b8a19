"""Compatibility fixes for fairseq 0.12 (``fairseq-fixed``) on today's PyTorch.

Imported first by the plugin (``fairseq_syngec/__init__.py``), so every fairseq command that
gets ``--user-dir fairseq_syngec`` sees them.

torch >= 2.6 loads with ``weights_only=True``: only tensors, containers and explicitly allowed
classes may be unpickled. fairseq checkpoints also hold an ``argparse.Namespace`` (the legacy
``args`` entry) and, when saved from a DictConfig, omegaconf containers and their metadata.
We allowlist exactly those classes. A checkpoint holding any other object is still refused by
torch, as it should be: we never fall back to an unsafe load.
"""

import argparse
import collections
import typing

import torch


def fairseq_checkpoint_safe_globals():
    """The classes that fairseq checkpoints written by this plugin contain, besides tensors."""
    classes = [argparse.Namespace, collections.OrderedDict, collections.defaultdict, typing.Any]
    try:  # omegaconf objects appear when a cfg is pickled as a DictConfig rather than a dict
        from omegaconf import DictConfig, ListConfig
        from omegaconf.base import ContainerMetadata, Metadata
        from omegaconf.nodes import AnyNode

        classes += [DictConfig, ListConfig, ContainerMetadata, Metadata, AnyNode]
    except ImportError:  # pragma: no cover - omegaconf is a hard dependency of fairseq
        pass
    return classes


def allow_fairseq_checkpoints():
    """Register the allowlist with torch's weights-only unpickler (idempotent)."""
    add = getattr(torch.serialization, "add_safe_globals", None)
    if add is not None:  # torch < 2.4 has no weights-only default, nothing to do
        add(fairseq_checkpoint_safe_globals())


allow_fairseq_checkpoints()
