"""Shared helpers: run fairseq's command lines (as fairseq's tests/test_binaries.py does, but in
subprocesses so each run gets a clean registry), and a tiny word-level GEC corpus."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
USER_DIR = str(REPO / "fairseq_syngec")
SHARED_DATA = REPO.parent / "shared" / "data"
BIN = Path(sys.executable).parent
JFLEG = REPO / "examples" / "gec" / "data" / "jfleg"


def run(cmd, cwd=None, input=None, timeout=600, check=True):
    """Run a command line (first word: a console script of this venv, or a python script)."""
    cmd = [str(c) for c in cmd]
    if cmd[0].endswith(".py"):
        cmd = [sys.executable] + cmd
    elif (BIN / cmd[0]).exists():
        cmd[0] = str(BIN / cmd[0])
    env = dict(os.environ, PYTHONWARNINGS="ignore")
    res = subprocess.run(cmd, cwd=cwd, input=input, capture_output=True, text=True, timeout=timeout, env=env)
    if check and res.returncode != 0:
        raise AssertionError(f"{' '.join(cmd)} failed ({res.returncode}):\n{res.stdout[-3000:]}\n{res.stderr[-5000:]}")
    return res


def write_lines(path, lines):
    Path(path).write_text("".join(line + "\n" for line in lines), encoding="utf-8")


def make_word_gec_data(root: Path, n_train=240, n_valid=24, threshold=3):
    """Word-level GEC data from the bundled JFLEG sample, with position markers for the words
    below the dictionary threshold, binarised with ``--task gec``. Returns the data-bin path."""
    src = (JFLEG / "train.src").read_text(encoding="utf-8").splitlines()
    tgt = (JFLEG / "train.tgt").read_text(encoding="utf-8").splitlines()
    raw, mk = root / "raw", root / "mk"
    raw.mkdir(parents=True, exist_ok=True)
    mk.mkdir(exist_ok=True)
    splits = {"train": (0, n_train), "valid": (n_train, n_train + n_valid), "test": (n_train, n_train + n_valid)}
    for split, (a, b) in splits.items():
        write_lines(raw / f"{split}.src", [s.lower() for s in src[a:b]])
        write_lines(raw / f"{split}.tgt", [t.lower() for t in tgt[a:b]])
    run(["fairseq-preprocess", "--user-dir", USER_DIR, "--task", "gec", "--source-lang", "src",
         "--target-lang", "tgt", "--trainpref", raw / "train", "--joined-dictionary", "--dict-only",
         "--thresholdsrc", threshold, "--destdir", root / "dict"])
    for split in splits:
        run([REPO / "scripts/gec/copy_markers.py", "encode", "--dict", root / "dict/dict.src.txt",
             "--src", raw / f"{split}.src", "--tgt", raw / f"{split}.tgt", "--out-prefix", mk / split])
    run(["fairseq-preprocess", "--user-dir", USER_DIR, "--task", "gec", "--source-lang", "src",
         "--target-lang", "tgt", "--trainpref", mk / "train", "--validpref", mk / "valid",
         "--testpref", mk / "test", "--srcdict", root / "dict/dict.src.txt", "--joined-dictionary",
         "--destdir", root / "data-bin", "--workers", "1"])
    return root / "data-bin"


@pytest.fixture(scope="session")
def word_gec_data(tmp_path_factory):
    return make_word_gec_data(tmp_path_factory.mktemp("word_gec"))


def build_task_and_model(data_bin, arch="copy_transformer_tiny", extra=()):
    """The task and model fairseq-train would build for these arguments."""
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    parser = options.get_training_parser()
    args = options.parse_args_and_arch(
        parser, [str(data_bin), "--user-dir", USER_DIR, "--task", "gec", "--arch", arch, "--cpu",
                 "--encoder-layers", "2", "--decoder-layers", "2", "--encoder-embed-dim", "64",
                 "--decoder-embed-dim", "64", "--encoder-ffn-embed-dim", "128",
                 "--decoder-ffn-embed-dim", "128", *extra])
    cfg = convert_namespace_to_omegaconf(args)
    task = tasks.setup_task(cfg.task)
    model = task.build_model(cfg.model)
    return task, model, cfg


TINY_ARCH = ["--arch", "copy_transformer_tiny", "--encoder-layers", "2", "--decoder-layers", "2",
             "--encoder-embed-dim", "64", "--decoder-embed-dim", "64", "--encoder-ffn-embed-dim", "128",
             "--decoder-ffn-embed-dim", "128"]


def train_gec(data_bin, save_dir, *extra):
    """fairseq-train --task gec with a very small copy_transformer on CPU."""
    return run(["fairseq-train", data_bin, "--user-dir", USER_DIR, "--task", "gec", *TINY_ARCH, "--cpu",
                "--optimizer", "adam", "--lr", "1e-3", "--criterion", "label_smoothed_cross_entropy",
                "--label-smoothing", "0.1", "--max-tokens", "2000", "--save-dir", save_dir,
                "--log-format", "simple", "--log-interval", "5", "--seed", "1", "--no-progress-bar", *extra])


@pytest.fixture(scope="session")
def trained_gec(word_gec_data, tmp_path_factory):
    """(data-bin, checkpoint dir, training log) after 12 updates of fairseq-train."""
    ckpt = tmp_path_factory.mktemp("gec_ckpt")
    out = train_gec(word_gec_data, ckpt, "--max-update", "12", "--no-epoch-checkpoints")
    return word_gec_data, ckpt, out.stdout + out.stderr


def make_spm_gec_data(root: Path, n_train=300, n_valid=30, vocab_size=400):
    """Sentencepiece GEC data from the bundled JFLEG sample, as examples/gec/run.sh makes it
    (spm -> fairseq dict -> copy markers -> fairseq-preprocess --task gec). Returns
    (data-bin, spm model path)."""
    src = (JFLEG / "train.src").read_text(encoding="utf-8").splitlines()
    tgt = (JFLEG / "train.tgt").read_text(encoding="utf-8").splitlines()
    txt, sp, mk = root / "txt", root / "sp", root / "mk"
    for d in (txt, sp, mk):
        d.mkdir(parents=True, exist_ok=True)
    for split, (a, b) in {"train": (0, n_train), "valid": (n_train, n_train + n_valid)}.items():
        write_lines(txt / f"{split}.src", src[a:b])
        write_lines(txt / f"{split}.tgt", tgt[a:b])
    spm = REPO / "scripts/spm.py"
    run([spm, "train", "--input", txt / "train.src", txt / "train.tgt", "--model-prefix", root / "spm",
         "--vocab-size", vocab_size])
    run([spm, "fairseq-dict", "--vocab", root / "spm.vocab", "--out", root / "dict.txt"])
    files = ["train.src", "train.tgt", "valid.src", "valid.tgt"]
    run([spm, "encode", "--model", root / "spm.model", "--input", *[txt / f for f in files],
         "--output", *[sp / f for f in files]])
    for split in ("train", "valid"):
        run([REPO / "scripts/gec/copy_markers.py", "encode", "--dict", root / "dict.txt", "--src", sp / f"{split}.src",
             "--tgt", sp / f"{split}.tgt", "--out-prefix", mk / split])
    run(["fairseq-preprocess", "--user-dir", USER_DIR, "--task", "gec", "--source-lang", "src",
         "--target-lang", "tgt", "--trainpref", mk / "train", "--validpref", mk / "valid",
         "--srcdict", root / "dict.txt", "--joined-dictionary", "--destdir", root / "data-bin", "--workers", "1"])
    return root / "data-bin", root / "spm.model"


@pytest.fixture(scope="session")
def trained_spm_syngec(tmp_path_factory):
    """(data-bin, checkpoint file, spm model) of a syngec_transformer_tiny trained for 10 updates
    on sentencepiece pieces."""
    root = tmp_path_factory.mktemp("spm_syngec")
    data_bin, spm_model = make_spm_gec_data(root)
    ckpt = root / "checkpoints"
    arch = ["--arch", "syngec_transformer_tiny"] + TINY_ARCH[2:]
    run(["fairseq-train", data_bin, "--user-dir", USER_DIR, "--task", "gec", *arch, "--cpu",
         "--optimizer", "adam", "--lr", "1e-3", "--criterion", "label_smoothed_cross_entropy",
         "--label-smoothing", "0.1", "--max-tokens", "2000", "--save-dir", ckpt, "--max-update", "10",
         "--no-epoch-checkpoints", "--log-format", "simple", "--seed", "1", "--no-progress-bar"])
    return data_bin, ckpt / "checkpoint_best.pt", spm_model


def fact_lines(sources):
    """Stand-in fact descriptions (the mechanics, not the extraction, are tested here): two word
    groups of the document joined with ' ||| ', and no facts for every fifth document."""
    out = []
    for i, s in enumerate(sources):
        w = s.split()
        out.append("" if i % 5 == 4 else " ".join(w[:3]) + " ||| " + " ".join(w[-4:-1]))
    return out


def make_fact_data(root, n_train=160, n_valid=20):
    src = [s.lower() for s in (JFLEG / "train.src").read_text(encoding="utf-8").splitlines()]
    tgt = [t.lower() for t in (JFLEG / "train.tgt").read_text(encoding="utf-8").splitlines()]
    raw = root / "raw"
    raw.mkdir(parents=True, exist_ok=True)
    for split, (a, b) in {"train": (0, n_train), "valid": (n_train, n_train + n_valid)}.items():
        write_lines(raw / f"{split}.src", src[a:b])
        write_lines(raw / f"{split}.tgt", tgt[a:b])
        write_lines(raw / f"{split}.facts", fact_lines(src[a:b]))
    dest = root / "data-bin"
    run(["fairseq-preprocess", "--source-lang", "src", "--target-lang", "tgt", "--trainpref", raw / "train",
         "--validpref", raw / "valid", "--joined-dictionary", "--destdir", dest, "--workers", "1"])
    run(["fairseq-preprocess", "--only-source", "--source-lang", "facts", "--trainpref", raw / "train",
         "--validpref", raw / "valid", "--srcdict", dest / "dict.src.txt", "--destdir", dest, "--workers", "1"])
    return dest


def write_triples(data_bin, split, sources, every=3):
    """One block per document: (w0, w1, w2) for every third document, else no triple."""
    blocks = []
    for i, s in enumerate(sources):
        w = s.split()
        blocks.append("" if i % every or len(w) < 3 else f"{w[0]}\t{w[1]}\t{w[2]}\n")
    (data_bin / f"{split}.triples").write_text("".join(b + "\n" for b in blocks), encoding="utf-8")


@pytest.fixture(scope="session")
def trained_fact_models(tmp_path_factory):
    """(data-bin with facts and triples, FA-TR checkpoint (position alignment), K-BERT checkpoint
    (--knowledge-injection kbert --fact-alignment none)), each trained for 4 updates."""
    root = tmp_path_factory.mktemp("fact_models")
    data = make_fact_data(root)
    for split in ("train", "valid"):
        write_triples(data, split, (root / "raw" / f"{split}.src").read_text(encoding="utf-8").splitlines())
    ckpts = []
    for name, extra in (("fatr", ["--fact-alignment", "position"]),
                        ("kbert", ["--knowledge-injection", "kbert", "--fact-alignment", "none"])):
        run(["fairseq-train", data, "--user-dir", USER_DIR, "--task", "fact_summarization", *extra,
             "--arch", "fact_transformer_tiny", *TINY_ARCH[2:], "--cpu", "--optimizer", "adam", "--lr", "1e-3",
             "--criterion", "label_smoothed_cross_entropy", "--max-tokens", "2000", "--max-update", "4",
             "--save-dir", root / name, "--no-epoch-checkpoints", "--seed", "1", "--no-progress-bar"])
        ckpts.append(root / name / "checkpoint_best.pt")
    return data, ckpts[0], ckpts[1]
