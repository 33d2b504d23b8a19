"""Mixed precision: fairseq 0.12.3.1's ``--amp`` is CUDA-only (on CPU it trains silently in fp32). With ``--amp
--cpu`` the forward pass of each training step and each validation step run under bfloat16 autocast
(:func:`amp_on_cpu`; torch's attention kernel stays fp32 in training, :func:`cpu_amp_training`), and so do
``fairseq-generate``, ``-interactive`` and ``-validate`` (:func:`amp_for_inference_commands`). ``--amp --bf16``
is bfloat16 autocast on CUDA too (:func:`amp_dtype`); fairseq takes ``--bf16`` as TPU training, so without
torch_xla ``--bf16`` alone is refused with a pointer to ``--amp --bf16`` (:func:`bf16_means_amp_in_bfloat16`).
``--amp`` alone on CUDA stays fairseq's float16 autocast.
"""

import contextlib
import functools
import importlib.util
import logging
import sys

import torch

logger = logging.getLogger(__name__)


def cpu_amp_autocast(enabled: bool = True):
    """bfloat16 autocast on CPU: matrix products in bf16 (3-6x faster than fp32 on CPUs with
    AVX512_BF16 or AMX), weights and what autocast keeps in fp32 (softmax, losses, norms) in fp32."""
    return torch.autocast("cpu", dtype=torch.bfloat16, enabled=enabled)


_SDPA = torch.nn.functional.scaled_dot_product_attention


def _sdpa_fp32_backward(query, key, value, attn_mask=None, *args, **kwargs):
    """``F.scaled_dot_product_attention`` for CPU autocast training: with bf16 inputs that need a
    gradient it attends in fp32 and returns bf16, because torch's CPU attention backward is about 3x
    slower in bf16 than in fp32 (torch 2.13; the forward takes the same time in both)."""
    if query.dtype != torch.bfloat16 or query.device.type != "cpu" or not torch.is_grad_enabled():
        return _SDPA(query, key, value, attn_mask, *args, **kwargs)
    if attn_mask is not None and attn_mask.is_floating_point():
        attn_mask = attn_mask.float()
    with torch.autocast("cpu", enabled=False):
        out = _SDPA(query.float(), key.float(), value.float(), attn_mask, *args, **kwargs)
    return out.to(torch.bfloat16)


@contextlib.contextmanager
def cpu_amp_training():
    """The training forward of ``--amp`` on CPU: :func:`cpu_amp_autocast`, with torch's multi-head
    attention (fairseq's MultiheadAttention calls it) attending in fp32 (:func:`_sdpa_fp32_backward`)."""
    functional = torch.nn.functional
    previous, functional.scaled_dot_product_attention = functional.scaled_dot_product_attention, _sdpa_fp32_backward
    try:
        with cpu_amp_autocast():
            yield
    finally:
        functional.scaled_dot_product_attention = previous


def _on_cpu(model) -> bool:
    param = next(iter(model.parameters()), None)
    return param is None or param.device.type == "cpu"


def amp_dtype(device_type: str, bf16: bool) -> torch.dtype:
    """The autocast dtype of ``--amp``: bfloat16 on CPU (its fast products) or with ``--bf16``, else float16
    (fairseq's CUDA autocast)."""
    return torch.bfloat16 if device_type == "cpu" or bf16 else torch.float16


def _bf16_amp(common) -> bool:
    """``--amp --bf16`` without TPU (see :func:`bf16_means_amp_in_bfloat16`); ``common``: a config or a Namespace."""
    return bool(getattr(common, "amp", False) and getattr(common, "bf16", False) and not getattr(common, "tpu", False))


def amp_on_cpu():
    """``--amp`` on CPU, and ``--amp --bf16`` on CUDA: fairseq 0.12 trains under ``torch.cuda.amp.autocast``
    only, a no-op on CPU (the run is silently fp32), and builds a CUDA ``GradScaler`` that warns and
    disables itself. With a model on CPU, the train step's forward and the validation step run under
    bfloat16 autocast (:func:`cpu_amp_autocast`); the weights and the optimizer stay fp32 and the loss is
    not scaled (bf16 has fp32's exponent range). On CUDA ``--amp --bf16`` does the same with CUDA's
    bfloat16 autocast (fairseq would cast the model and the batch to bf16 for ``--bf16``: not done);
    ``--amp`` alone on CUDA is fairseq's (float16, loss scaler, fp32 validation)."""
    from fairseq.optim.amp_optimizer import AMPOptimizer
    from fairseq.tasks.fairseq_task import FairseqTask
    from fairseq.trainer import Trainer

    if getattr(FairseqTask.train_step, "_cpu_amp", False):
        return

    def amp_context(optimizer, model):
        if not isinstance(optimizer, AMPOptimizer):
            return contextlib.nullcontext()
        if _on_cpu(model):
            return cpu_amp_training()
        # fairseq's own (float16), or bfloat16 for --amp --bf16
        return torch.autocast("cuda", dtype=getattr(optimizer, "amp_dtype", torch.float16))

    def train_step(self, sample, model, criterion, optimizer, update_num, ignore_grad=False):
        # fairseq 0.12's FairseqTask.train_step, with amp_context for its CUDA-only autocast
        model.train()
        model.set_num_updates(update_num)
        with torch.autograd.profiler.record_function("forward"):
            with amp_context(optimizer, model):
                loss, sample_size, logging_output = criterion(model, sample)
        if ignore_grad:
            loss *= 0
        with torch.autograd.profiler.record_function("backward"):
            optimizer.backward(loss)
        return loss, sample_size, logging_output

    train_step.__doc__ = FairseqTask.train_step.__doc__
    train_step._cpu_amp = True
    FairseqTask.train_step = train_step

    original_valid_step = Trainer.valid_step

    @functools.wraps(original_valid_step)
    def valid_step(self, sample, raise_oom=False):
        if self.cfg.common.amp and _on_cpu(self.model):
            context = cpu_amp_autocast()
        elif _bf16_amp(self.cfg.common):
            context = torch.autocast("cuda", dtype=torch.bfloat16)
        else:
            context = contextlib.nullcontext()
        with context:
            return original_valid_step(self, sample, raise_oom)

    Trainer.valid_step = valid_step

    original_trainer_init = Trainer.__init__

    @functools.wraps(original_trainer_init)
    def trainer_init(self, cfg, task, model, criterion, *args, **kwargs):
        if not _bf16_amp(cfg.common):
            return original_trainer_init(self, cfg, task, model, criterion, *args, **kwargs)
        cfg.common.bf16 = False  # fairseq's --bf16 casts the model to bf16: the weights stay fp32
        try:
            original_trainer_init(self, cfg, task, model, criterion, *args, **kwargs)
        finally:
            cfg.common.bf16 = True

    Trainer.__init__ = trainer_init

    original_fp_convert = Trainer._fp_convert_sample

    @functools.wraps(original_fp_convert)
    def fp_convert_sample(self, sample):
        if _bf16_amp(self.cfg.common):
            return sample  # --amp --bf16: autocast decides each operator's dtype, the batch stays as it is
        return original_fp_convert(self, sample)

    Trainer._fp_convert_sample = fp_convert_sample

    original_init = AMPOptimizer.__init__

    @functools.wraps(original_init)
    def amp_optimizer_init(self, cfg, params, fp32_optimizer, **kwargs):
        on_cuda = torch.cuda.is_available() and not cfg.common.cpu
        if on_cuda and not _bf16_amp(cfg.common):
            return original_init(self, cfg, params, fp32_optimizer, **kwargs)
        super(AMPOptimizer, self).__init__(cfg.optimizer)
        self.fp32_optimizer = fp32_optimizer
        # bf16 has fp32's exponent range: no loss scaling
        self._grad_scaler = torch.amp.GradScaler("cuda" if on_cuda else "cpu", enabled=False)
        self.min_loss_scale = cfg.common.min_loss_scale
        self.amp_dtype = torch.bfloat16
        logger.info("--amp %s: bfloat16 autocast for the forward pass and validation, fp32 weights, no loss "
                    "scaler", "--bf16 on CUDA" if on_cuda else "on CPU")

    AMPOptimizer.__init__ = amp_optimizer_init


# fairseq's inference commands and the function each runs with its config (cfg.common.amp, cpu)
_AMP_COMMANDS = {"fairseq_cli.generate": "_main", "fairseq_cli.interactive": "main", "fairseq_cli.validate": "main"}


def amp_for_inference_commands():
    """``--amp`` on CPU for ``fairseq-generate``, ``-interactive`` and ``-validate``, which fairseq 0.12
    runs in fp32 whatever ``--amp`` says: with the model on CPU the command's run is under bfloat16
    autocast. Wraps those of the commands' modules that are imported (a command line imports its own
    before the plugin); called at import and on each ``--user-dir`` import (idempotent)."""
    for module_name, fn_name in _AMP_COMMANDS.items():
        module = sys.modules.get(module_name)
        fn = getattr(module, fn_name, None)
        if fn is None or getattr(fn, "_cpu_amp", False):
            continue

        def run_command(cfg, *args, _fn=fn, **kwargs):
            common = getattr(cfg, "common", cfg)  # a DictConfig, or a legacy Namespace
            on_cpu = getattr(common, "cpu", False) or not torch.cuda.is_available()
            amp = bool(getattr(common, "amp", False))
            if amp and on_cpu:
                context = cpu_amp_autocast()
            elif _bf16_amp(common):
                context = torch.autocast("cuda", dtype=torch.bfloat16)  # --amp --bf16
            else:
                context = contextlib.nullcontext()  # fairseq's: --amp alone decodes in fp32 on CUDA
            with context:
                return _fn(cfg, *args, **kwargs)

        functools.update_wrapper(run_command, fn)
        run_command._cpu_amp = True
        setattr(module, fn_name, run_command)


def bf16_means_amp_in_bfloat16():
    """``--bf16`` means TPU to fairseq 0.12 (it sets ``--tpu`` and needs torch_xla): without torch_xla
    the command died in the trainer with ``'NoneType' object has no attribute 'xla_device'``. Without
    torch_xla, ``--amp --bf16`` is now bfloat16 autocast (CPU or CUDA; ``--tpu`` is unset, see
    :func:`amp_on_cpu`), and ``--bf16`` alone, or ``--memory-efficient-bf16``, is refused at parsing,
    naming ``--amp --bf16``."""
    from fairseq import options

    if getattr(options.parse_args_and_arch, "_bf16_checked", False):
        return
    original = options.parse_args_and_arch

    @functools.wraps(original)
    def parse_args_and_arch(parser, input_args=None, parse_known=False, suppress_defaults=False, modify_parser=None):
        result = original(parser, input_args, parse_known, suppress_defaults, modify_parser)
        args = result[0] if parse_known else result
        if getattr(args, "bf16", False) and not suppress_defaults and importlib.util.find_spec("torch_xla") is None:
            if not getattr(args, "amp", False) or getattr(args, "memory_efficient_bf16", False):
                parser.error("--bf16 is fairseq's TPU mode (it needs torch_xla); for bfloat16 on CPU or CUDA use "
                             "--amp --bf16 (bfloat16 autocast, fp32 weights; on CPU --amp alone is bfloat16)")
            args.tpu = False
        return result

    parse_args_and_arch._bf16_checked = True
    options.parse_args_and_arch = parse_args_and_arch
