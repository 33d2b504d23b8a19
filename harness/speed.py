"""The set-up every training-speed benchmark shares (benchmarks/train_speed.py, benchmarks/syngec_speed.py): the
data, the dimensions and one model with its criterion, optimizer and batches, built as fairseq-train builds them."""

from pathlib import Path

from harness.gec_runs import DIMS, USER_DIR  # noqa: F401  (the speed benchmarks' dimensions are the studies')
from harness.helpers import make_word_gec_data


def make_data_bin(workdir: Path) -> Path:
    """Word-level binarised data from the bundled JFLEG sample (gec dictionary: also valid for translation)."""
    return make_word_gec_data(workdir, n_train=2000, n_valid=200, threshold=2)


def setup_training(arch: str, task: str, data_bin: str, max_tokens: int,
                   criterion: str = "label_smoothed_cross_entropy", extra=(), user_dir: str = USER_DIR):
    """One model as every speed benchmark builds it (DIMS, Adam lr 5e-4, label smoothing 0.1, dropout
    0.1; ``extra`` flags come last and win) -> (task, cfg, model, criterion, optimizer, batches): all
    training batches of fairseq's iterator at ``max_tokens``, shuffled with seed 1 (the same batches for
    every model, spread over sentence lengths)."""
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf
    from fairseq.optim import build_optimizer

    argv = [data_bin, "--user-dir", user_dir, "--task", task, "--arch", arch, "--cpu", *DIMS,
            "--optimizer", "adam", "--lr", "5e-4", "--criterion", criterion, "--label-smoothing", "0.1",
            "--max-tokens", str(max_tokens), "--dropout", "0.1", *extra]
    cfg = convert_namespace_to_omegaconf(options.parse_args_and_arch(options.get_training_parser(), argv))
    task_obj = tasks.setup_task(cfg.task)
    task_obj.load_dataset("train")
    model = task_obj.build_model(cfg.model)
    crit = task_obj.build_criterion(cfg.criterion)
    optimizer = build_optimizer(cfg.optimizer, [p for p in model.parameters() if p.requires_grad])
    itr = task_obj.get_batch_iterator(task_obj.dataset("train"), max_tokens=max_tokens, seed=1)
    return task_obj, cfg, model, crit, optimizer, list(itr.next_epoch_itr(shuffle=True))
