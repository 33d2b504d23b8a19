"""Diagnostics: fairseq 0.12.3.1's ``NanDetector`` registers torch's deprecated module backward hooks, which
stop with ``StopIteration`` at a module that returns a dict of lists (fairseq's Transformer encoder): the
backward check now hooks each output tensor's gradient (:func:`nan_detector_tensor_hooks`). Training health
(:mod:`fairseq_syngec.training_health`, :func:`training_health_checks`): ``fairseq-train`` warns in one line when
the validation loss rises at two validations in a row while the training loss does not fall, and
``fairseq-generate``'s summary counts the outputs that are one piece repeated.
"""

import functools
import logging
import sys

import torch

logger = logging.getLogger(__name__)


def _output_tensors(x):
    """The tensors in a module's output (a tensor, or dicts, lists and tuples of them)."""
    if torch.is_tensor(x):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from _output_tensors(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            yield from _output_tensors(v)


def nan_detector_tensor_hooks():
    """Patch fairseq's ``NanDetector.add_hooks``: one forward hook per module, which checks the output
    (fairseq's forward check) and hooks the gradient of each output tensor that needs one (the backward
    check, reported as fairseq reports it: ``NaN detected in output of NAME, shape: ..., backward``)."""
    from fairseq.nan_detector import NanDetector

    if getattr(NanDetector.add_hooks, "_tensor_hooks", False):
        return

    def add_hooks(self, module):
        def forward_hook(mod, inp, output):
            if self.forward:
                self.fhook_fn(mod, inp, output)
            if self.backward and torch.is_grad_enabled():
                for tensor in _output_tensors(output):
                    if tensor.requires_grad:
                        tensor.register_hook(lambda grad, mod=mod: self.bhook_fn(mod, None, grad))

        self.fhooks.append(module.register_forward_hook(forward_hook))

    add_hooks._tensor_hooks = True
    NanDetector.add_hooks = add_hooks


def _mean_training_loss_since_last_call(trainer):
    """The sample-size-weighted mean of the training steps' logged loss since the previous call (None if none)."""
    total, size = getattr(trainer, "_health_train", (0.0, 0.0))
    trainer._health_train = (0.0, 0.0)
    return total / size if size > 0 else None


def _sum_training_losses():
    """Wrap ``Trainer.train_step`` to add each step's logged loss, weighted by its sample size, to the
    trainer's running sum (read by :func:`_mean_training_loss_since_last_call`)."""
    from fairseq.trainer import Trainer

    if getattr(Trainer.train_step, "_health", False):
        return
    original_train_step = Trainer.train_step

    @functools.wraps(original_train_step)
    def train_step(self, samples, raise_oom=False):
        out = original_train_step(self, samples, raise_oom)
        if isinstance(out, dict) and "loss" in out and out.get("sample_size"):
            loss, size = float(out["loss"]), float(out["sample_size"])
            if loss == loss and loss not in (float("inf"), -1.0):  # finite, and a loss was logged
                total, count = getattr(self, "_health_train", (0.0, 0.0))
                self._health_train = (total + loss * size, count + size)
        return out

    train_step._health = True
    Trainer.train_step = train_step


def _warn_on_a_rising_validation_loss(train_module):
    """Wrap ``fairseq_cli.train.get_valid_stats``: the first validation subset's loss and the mean training
    loss since the last validation go to a :class:`~fairseq_syngec.training_health.ValidationTrend`, whose
    warning is logged."""
    from fairseq_syngec.training_health import ValidationTrend

    get_valid_stats = getattr(train_module, "get_valid_stats", None)
    if get_valid_stats is None or getattr(get_valid_stats, "_health", False):
        return

    @functools.wraps(get_valid_stats)
    def valid_stats(cfg, trainer, stats, tracking_best, *args, **kwargs):
        stats = get_valid_stats(cfg, trainer, stats, tracking_best, *args, **kwargs)
        if tracking_best and isinstance(stats.get("loss"), (int, float)):
            trend = getattr(trainer, "_health_trend", None) or ValidationTrend()
            trainer._health_trend = trend
            warning = trend.add(stats["loss"], _mean_training_loss_since_last_call(trainer), trainer.get_num_updates())
            if warning:
                logger.warning(warning)
        return stats

    valid_stats._health = True
    train_module.get_valid_stats = valid_stats


def _count_repeated_outputs(generate_module):
    """Wrap ``fairseq_cli.generate._main``: the task it sets up counts the best hypotheses that are one piece
    repeated (:func:`~fairseq_syngec.training_health.is_repeated_piece`), logged after fairseq's summary."""
    from fairseq import tasks as fairseq_tasks

    from fairseq_syngec.training_health import is_repeated_piece

    generate_main = getattr(generate_module, "_main", None)
    if generate_main is None or getattr(generate_main, "_health", False):
        return

    @functools.wraps(generate_main)
    def generate(cfg, output_file, *args, **kwargs):
        counts = {"outputs": 0, "repeated": 0, "example": None}
        setup_task = fairseq_tasks.setup_task

        def counting_setup_task(*a, **kw):
            task = setup_task(*a, **kw)
            inference_step = task.inference_step

            def counted_inference_step(*sa, **skw):
                hypos = inference_step(*sa, **skw)
                eos = task.target_dictionary.eos()
                for nbest in hypos:
                    if not nbest:
                        continue
                    tokens = nbest[0]["tokens"].tolist()
                    tokens = tokens[:-1] if tokens and tokens[-1] == eos else tokens
                    counts["outputs"] += 1
                    if is_repeated_piece(tokens):
                        counts["repeated"] += 1
                        if counts["example"] is None:
                            counts["example"] = task.target_dictionary[tokens[0]]
                return hypos

            task.inference_step = counted_inference_step
            return task

        fairseq_tasks.setup_task = counting_setup_task
        try:
            result = generate_main(cfg, output_file, *args, **kwargs)
        finally:
            fairseq_tasks.setup_task = setup_task
        report = logging.getLogger("fairseq_cli.generate")
        line = (f"{counts['repeated']} of {counts['outputs']} outputs are one piece repeated (4 or more times "
                "and nothing else)")
        if counts["repeated"]:
            report.warning(f"{line}, e.g. {counts['example']!r}: a collapsed model (see fairseq-train's "
                           "validation losses)")
        else:
            report.info(line)
        return result

    generate._health = True
    generate_module._main = generate


def training_health_checks():
    """Install :mod:`fairseq_syngec.training_health` in fairseq: training losses summed per step, a warning
    when the validation loss rises while training is flat (``fairseq-train``), and the count of outputs that
    are one piece repeated (``fairseq-generate``). The commands' modules are wrapped once imported
    (idempotent; called at import and on each ``--user-dir`` import)."""
    _sum_training_losses()
    if "fairseq_cli.train" in sys.modules:
        _warn_on_a_rising_validation_loss(sys.modules["fairseq_cli.train"])
    if "fairseq_cli.generate" in sys.modules:
        _count_repeated_outputs(sys.modules["fairseq_cli.generate"])
