# fairseq_syngec: one-command set-up, tests and demo.
# `make setup` makes .venv (unless a virtualenv is already active) and installs everything;
# it is idempotent: a stamp file records a finished install of the pinned requirements.
SHELL := /bin/bash
PYTHON ?= python3.11

ifdef VIRTUAL_ENV
VENV := $(VIRTUAL_ENV)
else
VENV := $(CURDIR)/.venv
endif
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.fairseq_syngec-setup
export PATH := $(VENV)/bin:$(PATH)

.PHONY: setup test test-slow demo clean-setup

setup: $(STAMP)

$(STAMP): requirements/base.txt requirements/fairseq-deps.txt requirements/kernels.txt setup.py
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install -q --upgrade "pip>=24" wheel "setuptools<81"
	# CPU torch first, pinned, so that nothing below can pull a CUDA or newer build.
	$(PIP) install -q torch==2.13.0
	# fairseq's real run-time and build dependencies (not torchaudio: see README).
	$(PIP) install -q -c requirements/constraints.txt -r requirements/fairseq-deps.txt
	# fairseq-fixed with --no-deps: its torchaudio requirement would replace torch with a CUDA build.
	$(PY) -c "import fairseq" 2>/dev/null || \
	  $(PIP) install -q --no-deps --no-build-isolation -c requirements/constraints.txt fairseq-fixed==0.12.3.1
	$(PIP) install -q -c requirements/constraints.txt -r requirements/base.txt
	$(PIP) install -q --no-deps -r requirements/kernels.txt
	$(PIP) install -q --no-deps -e .
	$(PY) -c "import torch, fairseq, fairseq_syngec; assert torch.__version__.startswith('2.13.0'), torch.__version__"
	touch $(STAMP)

# two workers (one per core on the development machines), a test file per worker at a time, and
# one thread per process: two workers each spinning two OpenMP threads on two cores are slower
test: setup
	OMP_NUM_THREADS=1 $(PY) -m pytest -q -n 2 --dist loadfile tests

test-slow: setup
	OMP_NUM_THREADS=1 $(PY) -m pytest -q -n 2 --dist loadfile -m slow tests

demo: setup
	bash examples/gec/pretrain.sh

clean-setup:
	rm -f $(STAMP)
