"""Every fairseq command line of the GPU scripts (experiments/gpu_gec.py, which gpu_check.sh's GEC part
runs) goes through fairseq's argument parsing with the plugin's checks here on the CPU, so a script the
project would refuse on the GPU (as gpu_check.sh's --bf16 was) is red without one. The CPU dry run
differs from the GPU run only in the device, the architectures' size and the budget."""

import pytest

from harness.helpers import REPO, load_script

gpu_gec = load_script(REPO / "experiments/gpu_gec.py")


@pytest.mark.parametrize("arch", gpu_gec.ARCHS)
@pytest.mark.parametrize("dry_run", [False, True])
@pytest.mark.parametrize("bf16", [False, True], ids=["amp", "amp-bf16"])
def test_the_gpu_command_lines_parse(word_gec_data, tmp_path, arch, dry_run, bf16):
    from fairseq import options
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    import fairseq_syngec  # noqa: F401

    train, generate = gpu_gec.command_lines(word_gec_data, tmp_path, arch, cpu_dry_run=dry_run, bf16=bf16)
    train = [a if a != "fairseq_syngec" else str(REPO / "fairseq_syngec") for a in train]
    generate = [a if a != "fairseq_syngec" else str(REPO / "fairseq_syngec") for a in generate]
    args = options.parse_args_and_arch(options.get_training_parser(), train)
    cfg = convert_namespace_to_omegaconf(args)
    assert cfg.common.amp and cfg.common.bf16 == bf16 and not cfg.common.tpu and cfg.common.cpu == dry_run
    assert args.arch == (arch.replace("_base", "_tiny") if dry_run else arch)
    assert args.encoder_normalize_before == (not dry_run)  # base: pre-norm; tiny: post-norm
    assert args.criterion == gpu_gec.criterion(arch) and args.label_smoothing == 0.1
    if not dry_run:
        assert args.stop_time_hours > 0 and args.max_update == 0
    gen = options.parse_args_and_arch(options.get_generation_parser(), generate)
    assert gen.amp and gen.bf16 == bf16 and not gen.tpu and gen.cpu == dry_run and gen.gen_subset == "test"


def test_dry_run_differs_only_in_device_size_and_budget(tmp_path):
    for arch in gpu_gec.ARCHS:
        tiny = arch.replace("_base", "_tiny")
        gpu, _ = gpu_gec.command_lines("DATA", tmp_path, arch)
        cpu, _ = gpu_gec.command_lines("DATA", tmp_path, arch, cpu_dry_run=True)
        assert set(cpu) - set(gpu) <= {"--cpu", tiny, "--max-update", "6", "--max-valid-steps", "2", "3",
                                       str(tmp_path / f"{tiny}.ckpt")}
        assert set(gpu) - set(cpu) <= {arch, "400", str(tmp_path / f"{arch}.ckpt")}


def test_speed_reads_the_steady_rate_and_the_warm_up_from_train_inner_lines():
    """Hand-made fairseq-train lines (the simple format, every 25 updates): slow while compiling, then about
    20 updates/s. Steady rate: the median of the last half of the intervals; warm-up: the updates before the
    first interval at 0.9 x that rate."""
    rates = [2.6, 9.0, 17.5, 19.8, 20.0, 19.7, 20.1, 19.9]
    lines = [f"2026-12-04 10:00:{i:02d} | INFO | train_inner | epoch 001:     {25 * (i + 1)} / 500 loss=9.1, "
             f"nll_loss=8.9, ppl=477.7, wps=204000, ups={ups}, wpb=10400, bsz=380, num_updates={25 * (i + 1)}, "
             f"lr=1.25e-05, gnorm=3.1, loss_scale=128, train_wall=1, gb_free=70, wall={i + 3}"
             for i, ups in enumerate(rates)]
    lines.insert(3, "2026-12-04 10:00:05 | INFO | valid | epoch 001 | valid on 'valid' subset | loss 9.0 | "
                    "nll_loss 8.8 | ppl 445 | wps 5e5 | num_updates 75")
    sp = gpu_gec.speed("\n".join(lines))
    last_half = sorted(rates[4:])  # 19.7, 19.9, 20.0, 20.1: median 19.95
    assert sp["steady_ups"] == pytest.approx((last_half[1] + last_half[2]) / 2)
    assert sp["warmup_updates"] == 75  # 17.5 < 0.9 * 19.95 = 17.96; the interval after update 75 runs at 19.8
    assert [u for u, _ in sp["intervals"]] == [25 * (i + 1) for i in range(len(rates))]
    assert gpu_gec.speed("no training lines") == {"steady_ups": None, "warmup_updates": None, "intervals": []}


gpu_syntax = load_script(REPO / "experiments/gpu_syntax_ablation.py")


@pytest.mark.parametrize("system, dry_run", [(s, False) for s in sorted(gpu_syntax.SYSTEMS)]
                         + [("copy", True), ("syngec", True)])
def test_the_gpu_syntax_study_command_lines_parse(word_gec_data, tmp_path, system, dry_run):
    """experiments/gpu_syntax_ablation.py: every system's fairseq-train line (a warm start's second stage too)
    parses with the plugin's checks; each ablation's flag reaches the model; the budget is wall time."""
    from fairseq import options

    import fairseq_syngec  # noqa: F401

    args = type("A", (), {"out": str(tmp_path), "validate_interval_updates": 400, "cpu_dry_run": dry_run,
                          "bf16": False, "seed": 2, "minutes": 2.0})()
    arch = gpu_syntax.SYSTEMS[system][0]
    init = ["--load-copy-model-from" if system != "copy" else "--finetune-from-model", str(tmp_path / "w.pt"),
            "--warmup-updates", "100"]
    train = gpu_syntax.train_argv(args, word_gec_data, tmp_path / "ckpt", system, 1.0, init)
    train = [a if a != "fairseq_syngec" else str(REPO / "fairseq_syngec") for a in train]
    parsed = options.parse_args_and_arch(options.get_training_parser(), train)
    assert parsed.arch == (arch.replace("_base", "_tiny") if dry_run else arch) and parsed.seed == 2
    assert parsed.stop_time_hours == pytest.approx(1 / 60, abs=1e-4) and parsed.warmup_updates == 100
    assert parsed.save_dir == str(tmp_path / "ckpt")
    flags = gpu_syntax.SYSTEMS[system][1]
    if flags:
        name = flags[0][2:].replace("-", "_")
        assert str(getattr(parsed, name)) == flags[1] or getattr(parsed, name) == float(flags[1])
    if system == "copy":
        assert parsed.finetune_from_model == str(tmp_path / "w.pt")
    else:
        assert parsed.load_copy_model_from == str(tmp_path / "w.pt")
