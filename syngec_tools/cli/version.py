"""The installed version of fairseq_syngec, and the ``--version`` flag of its command lines.

Read from the distribution's metadata (no torch or fairseq import); ``FALLBACK_VERSION`` (which
setup.py also reads) answers when the package runs from a source tree that was never installed.
"""

import argparse

FALLBACK_VERSION = "0.2.0"


def package_version() -> str:
    """``importlib.metadata.version('fairseq_syngec')``, or FALLBACK_VERSION when not installed."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("fairseq_syngec")
    except PackageNotFoundError:
        return FALLBACK_VERSION


def add_version_argument(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Add ``--version`` (prints ``fairseq_syngec <version>`` and exits 0) to ``parser``."""
    parser.add_argument("--version", action="version", version=f"fairseq_syngec {package_version()}",
                        help="print fairseq_syngec's version and exit")
    return parser
