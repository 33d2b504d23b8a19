#!/usr/bin/env python
"""The console script ``fairseq-syngec-m2``, run from the source tree: see syngec_tools/cli/m2_score.py
(``python scripts/gec/m2_score.py --help`` lists the arguments)."""

import sys

from syngec_tools.cli.m2_score import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
