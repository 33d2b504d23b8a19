"""``fairseq-train`` whose training clock is this process's CPU time, not the wall clock.

fairseq's ``--stop-time-hours`` (and the ``previous_training_time`` a checkpoint carries into the
next run, ``--finetune-from-model`` included) counts wall-clock seconds since the trainer started. On
a shared machine another job stretches wall time and a run then stops after fewer updates. With one
torch thread (``OMP_NUM_THREADS=1``) the process's CPU time is the time the training itself took,
whatever runs beside it: experiments/syntax_ablation.py gives every system the same budget this way.

    OMP_NUM_THREADS=1 python -m harness.cpu_clock DATA --user-dir fairseq_syngec ... --stop-time-hours 1
"""

import sys
import time


def count_cpu_time():
    """Make fairseq's Trainer measure its cumulative training time in CPU seconds of this process."""
    from fairseq import trainer

    cls = trainer.Trainer
    if getattr(cls, "_cpu_clock", False):
        return
    init, load = cls.__init__, cls.load_checkpoint

    def __init__(self, *args, **kwargs):
        init(self, *args, **kwargs)
        self._start_cpu = time.process_time()

    def load_checkpoint(self, *args, **kwargs):
        out = load(self, *args, **kwargs)
        self._start_cpu = time.process_time()  # previous_training_time (CPU seconds) is counted from here
        return out

    def local_cumulative_training_time(self):
        return time.process_time() - self._start_cpu + self._previous_training_time

    cls.__init__, cls.load_checkpoint = __init__, load_checkpoint
    cls._local_cumulative_training_time = local_cumulative_training_time
    cls._cpu_clock = True


def main():
    count_cpu_time()
    from fairseq_cli.train import cli_main

    sys.argv[0] = "fairseq-train"
    cli_main()


if __name__ == "__main__":
    main()
