#!/usr/bin/env python
"""The console script ``fairseq-syngec-errant``, run from the source tree: see syngec_tools/cli/errant_score.py
(``python scripts/gec/errant_score.py --help`` lists the arguments)."""

import sys

from syngec_tools.cli.errant_score import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
