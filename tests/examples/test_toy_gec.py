"""The toy correction task (``shared/tools/toy_gec.py``: determiner and agreement errors, 30%
of the subjects rare made-up words), end to end with the project's recipe for words outside the
dictionary: dictionary at ``--thresholdsrc 3`` -> ``scripts/gec/copy_markers.py encode`` (a rare source
word becomes ``<unk-i>``, i its position, and so does the target word that copies it) ->
``fairseq-preprocess --task gec --srcdict`` -> train -> ``fairseq-generate --beam 4`` ->
``copy_markers.py decode`` (the markers back to the source's words). Each of the three systems,
``copy_transformer_tiny``, ``syngec_transformer_tiny`` (fused syntax, co-attention, eq 19 with
lambda_1 = 0.1) and stock ``transformer``, must get at least 90% of the test sentences exactly right,
by the toy task's own scorer (``toy_gec.py --score`` on the generate log) and on the restored words,
also on the sentences whose subject is a rare word.

Budget: the first 2,000 training pairs, 1 + 1 layers of 64 dimensions, Adam (0.9, 0.98) at 5e-3 with
40 warm-up updates, 600 tokens a batch, 4 epochs for the copy models and 6 for stock transformer (it
learns the rare-word markers as ordinary tokens and is the slowest of the three: 58.5% after 3 epochs).
Measured: 100 / 100 / 99-99.5% exact, about 30 CPU-seconds for the whole file. Fairseq's commands run
in this process (preprocess, train, generate), as ``harness/train_helpers.py`` does, to save one
interpreter start-up (~7 CPU-seconds with fairseq) per command. Skipped when the project's ``shared/``
folder (beside the clone) has no ``tools/toy_gec.py``.

At this size SynGEC also learns the task with the co-attention's earlier random W_v (100%); the early
stop (the model copying the source's </s> mid-sentence) shows at the ``_tiny`` size (d = 256) with
4,000-token batches, too slow for the suite.
Its regression test is ``test_a_new_model_passes_the_semantic_encoder_on_unchanged`` in
``tests/models/test_syngec_transformer.py``."""

import re
import subprocess
import sys

import pytest

import fairseq_syngec  # noqa: F401  (registers the gec task and the models before parsers are built)
from harness.helpers import REPO, USER_DIR, load_script, write_lines
from harness.train_helpers import train_in_process

TOY = REPO.parent / "shared" / "tools" / "toy_gec.py"
pytestmark = [pytest.mark.skipif(not TOY.exists(), reason=f"{TOY} not found (the project's shared/ beside the clone)"),
              pytest.mark.long_file]  # started first by conftest.py

N_TRAIN = 2000  # of toy_gec.py's 6,000 training pairs; its whole test split (200) is scored
SIZE = ["--encoder-layers", "1", "--decoder-layers", "1", "--encoder-embed-dim", "64", "--decoder-embed-dim", "64",
        "--encoder-ffn-embed-dim", "128", "--decoder-ffn-embed-dim", "128", "--encoder-attention-heads", "4",
        "--decoder-attention-heads", "4"]
OPTIM = ["--optimizer", "adam", "--adam-betas", "(0.9, 0.98)", "--lr", "5e-3", "--lr-scheduler", "inverse_sqrt",
         "--warmup-updates", "40", "--label-smoothing", "0.1", "--max-tokens", "600", "--no-save-optimizer-state"]
LS_CE = ["--criterion", "label_smoothed_cross_entropy"]
SYSTEMS = {  # (arguments, epochs)
    "copy_transformer_tiny": (["--arch", "copy_transformer_tiny", *LS_CE], 4),
    "syngec_transformer_tiny": (["--arch", "syngec_transformer_tiny", "--syntax-mode", "fused", "--fusion", "coattn",
                                 "--criterion", "diff_regularized_label_smoothed_cross_entropy",
                                 "--diff-reg-weight", "0.1"], 4),
    "transformer": (["--arch", "transformer", "--share-all-embeddings", *LS_CE], 6),
}
MIN_EXACT = 90.0


def copy_markers_cli():
    """``scripts/gec/copy_markers.py`` as a module (its ``main(argv)`` is the command line)."""
    return load_script(REPO / "scripts/gec/copy_markers.py")


def preprocess(argv):
    """``fairseq-preprocess --user-dir fairseq_syngec --task gec ARGV`` in this process."""
    from fairseq import options
    from fairseq_cli import preprocess as fairseq_preprocess

    fairseq_preprocess.main(options.get_preprocessing_parser().parse_args(
        ["--user-dir", USER_DIR, "--task", "gec", "--source-lang", "src", "--target-lang", "tgt", *map(str, argv)]))


@pytest.fixture(scope="module")
def toy_data(tmp_path_factory):
    """(raw text dir, marked text dir, data-bin) of the toy corpus, made as a user of the recipe would."""
    root = tmp_path_factory.mktemp("toy_gec")
    full, raw, marked = root / "full", root / "raw", root / "marked"
    subprocess.run([sys.executable, str(TOY), str(full)], check=True, capture_output=True)
    raw.mkdir()
    for split, n in (("train", N_TRAIN), ("test", None)):
        for side in ("src", "tgt"):
            lines = (full / f"{split}.{side}").read_text(encoding="utf-8").splitlines()
            write_lines(raw / f"{split}.{side}", lines[:n])
    preprocess(["--trainpref", raw / "train", "--joined-dictionary", "--dict-only", "--thresholdsrc", "3",
                "--destdir", root / "dict"])
    marked.mkdir()
    copy_markers_cli().main(["encode", "--dict", str(root / "dict/dict.src.txt"),
                             "--src", str(raw / "train.src"), str(raw / "test.src"),
                             "--tgt", str(raw / "train.tgt"), str(raw / "test.tgt"),
                             "--out-prefix", str(marked / "train"), str(marked / "test")])
    assert "<unk-" in (marked / "test.tgt").read_text(encoding="utf-8")  # rare subjects were marked
    preprocess(["--trainpref", marked / "train", "--testpref", marked / "test", "--srcdict", root / "dict/dict.src.txt",
                "--joined-dictionary", "--destdir", root / "data-bin", "--workers", "1"])
    return raw, marked, root / "data-bin"


def generate(data_bin, checkpoint, results):
    """``fairseq-generate DATA --task gec --gen-subset test --beam 4`` in this process; the log's path."""
    from fairseq import options
    from fairseq_cli import generate as fairseq_generate

    fairseq_generate.main(options.parse_args_and_arch(options.get_generation_parser(), [
        str(data_bin), "--user-dir", USER_DIR, "--task", "gec", "--gen-subset", "test", "--path", str(checkpoint),
        "--beam", "4", "--batch-size", "200", "--num-workers", "0", "--cpu", "--results-path", str(results)]))
    return results / "generate-test.txt"


def toy_score(gen_log) -> float:
    """``toy_gec.py --score GEN.log``: the sentence exact match (%) of the H- lines against the T- lines."""
    res = subprocess.run([sys.executable, str(TOY), "--score", str(gen_log)], capture_output=True, text=True,
                         check=True)
    return float(res.stdout.strip().rstrip("%"))


def restored_hypotheses(gen_log, raw_src, out):
    """The H- lines in test order (an empty line for a sentence without one) with their markers
    restored by ``copy_markers.py decode``."""
    hyps = {}
    for line in gen_log.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^H-(\d+)\t[^\t]*\t(.*)$", line)
        if m:
            hyps[int(m.group(1))] = m.group(2)
    n = len(raw_src.read_text(encoding="utf-8").splitlines())
    write_lines(out.with_suffix(".marked"), [hyps.get(i, "") for i in range(n)])
    copy_markers_cli().main(["decode", "--src", str(raw_src), "--hyp", str(out.with_suffix(".marked")),
                             "--out", str(out)])
    return out.read_text(encoding="utf-8").splitlines()


def exact(hyps, refs) -> float:
    return 100.0 * sum(h == r for h, r in zip(hyps, refs)) / len(refs)


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_each_system_corrects_the_toy_task(toy_data, tmp_path, system):
    raw, marked, data_bin = toy_data
    args, epochs = SYSTEMS[system]
    train_in_process(data_bin, tmp_path / "ckpt", "--task", "gec", *SIZE, *OPTIM, *args, "--max-epoch", epochs)
    gen_log = generate(data_bin, tmp_path / "ckpt" / "checkpoint_last.pt", tmp_path / "gen")
    refs = (raw / "test.tgt").read_text(encoding="utf-8").splitlines()
    hyps = restored_hypotheses(gen_log, raw / "test.src", tmp_path / "test.hyp")
    assert len(hyps) == len(refs) == 200
    marked_refs = (marked / "test.tgt").read_text(encoding="utf-8").splitlines()
    rare = [i for i, line in enumerate(marked_refs) if "<unk-" in line]  # a rare subject, copied by marker
    scores = {"toy_gec.py --score": toy_score(gen_log), "restored words": exact(hyps, refs),
              "rare subjects": exact([hyps[i] for i in rare], [refs[i] for i in rare])}
    assert len(rare) > 40, len(rare)
    assert min(scores.values()) >= MIN_EXACT, (system, scores, [(h, r) for h, r in zip(hyps, refs) if h != r][:10])


# The copy model at its own `_tiny` size on the whole toy corpus (issue 39): 3 + 3 layers of 256, Adam (0.9, 0.98)
# at 2e-3 with 40 warm-up updates, 4,000 tokens, label smoothing 0.1, 20 epochs, the best checkpoint, beam 4.
# Stock `transformer` of that size: 100% exact. With fairseq's label_smoothed_cross_entropy the copy model got 45%
# (its copy attention split between an adjective and its noun); with smoothing weighted by the generator's share
# (gec_label_smoothed_cross_entropy --copy-smoothing gate) 97% (2026-12-05). About 9 CPU-minutes. (Not the
# default: on JFLEG the demo did worse with it; benchmarks/HISTORY.md, "Label smoothing and the copy mixture".)
TINY_OPTIM = ["--optimizer", "adam", "--adam-betas", "(0.9, 0.98)", "--lr", "2e-3", "--lr-scheduler", "inverse_sqrt",
              "--warmup-updates", "40", "--max-tokens", "4000", "--label-smoothing", "0.1", "--max-epoch", "20"]
MIN_EXACT_TINY = 95.0


@pytest.mark.slow
def test_copy_transformer_tiny_learns_the_toy_task(tmp_path):
    from harness.helpers import run

    raw = tmp_path / "raw"
    subprocess.run([sys.executable, str(TOY), str(raw)], check=True, capture_output=True)
    preprocess(["--trainpref", raw / "train", "--validpref", raw / "valid", "--testpref", raw / "test",
                "--joined-dictionary", "--thresholdsrc", "3", "--destdir", tmp_path / "data-bin", "--workers", "1"])
    run(["fairseq-train", tmp_path / "data-bin", "--user-dir", USER_DIR, "--task", "gec", "--cpu",
         "--arch", "copy_transformer_tiny", "--criterion", "gec_label_smoothed_cross_entropy",
         "--copy-smoothing", "gate", *TINY_OPTIM,
         "--save-dir", tmp_path / "ckpt", "--no-epoch-checkpoints", "--no-last-checkpoints", "--seed", "1",
         "--log-format", "simple", "--no-progress-bar"], timeout=1800)
    gen_log = generate(tmp_path / "data-bin", tmp_path / "ckpt" / "checkpoint_best.pt", tmp_path / "gen")
    score = toy_score(gen_log)
    assert score >= MIN_EXACT_TINY, score
