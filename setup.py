from setuptools import find_packages, setup

setup(
    name="fairseq_syngec",
    version="0.1.0",
    description="A fairseq --user-dir plugin: syntax-enhanced GEC, fact-aware summarisation, "
    "R-Net span QA and K-BERT knowledge injection",
    packages=find_packages(include=["fairseq_syngec", "fairseq_syngec.*"]),
    python_requires=">=3.10",
    # fairseq (the fairseq-fixed 0.12.3.1 distribution) and torch are installed by `make setup`
    # in a set order; they are not listed here so that pip never swaps torch for a CUDA build.
    install_requires=[
        "sentencepiece",
        "errant>=3.0,<3.1",
        "spacy>=3.8,<3.9",
        "rapidfuzz",
        "matplotlib",
        "rouge-score",
    ],
    entry_points={
        "console_scripts": [
            "fairseq-syngec-correct = fairseq_syngec.cli.correct:cli_main",
            "fairseq-syngec-explain = fairseq_syngec.cli.explain:cli_main",
            "fairseq-syngec-qa-predict = fairseq_syngec.cli.predict_spans:cli_main",
            "fairseq-syngec-average-checkpoints = fairseq_syngec.cli.average_checkpoints:cli_main",
        ]
    },
)
