#!/usr/bin/env python
"""The console script ``fairseq-syngec-gleu``, run from the source tree: see syngec_tools/cli/gleu_score.py
(``python scripts/gec/gleu_score.py --help`` lists the arguments)."""

import sys

from syngec_tools.cli.gleu_score import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
