"""Condense a fairseq-train log (``--log-format simple``) read on standard input for the example scripts:
validation, "done training" and error lines pass through, and at most every ``--every`` seconds (when a
``train_inner`` line arrives) one progress line: updates, epoch of the total, loss, time spent and left.
With ``--status FILE`` the progress line is written to FILE instead, at each ``train_inner`` line, for
lib.sh's heartbeat, which prints it on a timer (pretrain.sh: a line every 30 s even when the log is silent).

  fairseq-train ... --log-format simple --log-interval 20 2>&1 | tee train.log | \\
    python examples/gec/progress.py --epochs 6 --label fine-tune >&2
"""

import argparse
import os
import re
import sys
import time

INNER = re.compile(r"epoch (\d+):\s+(\d+) / (\d+) loss=([\d.]+).*?num_updates=(\d+)")
PASS = re.compile(r"valid on|done training|Error|error")


def clock(seconds: float) -> str:
    seconds = int(round(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def progress_line(label, match, epochs, elapsed):
    """'LABEL: update U, epoch E of N (i / n), loss L, 1:20 spent, ~3:05 left' from a train_inner match."""
    epoch, i, n, loss, updates = (int(match.group(1)), int(match.group(2)), int(match.group(3)),
                                  float(match.group(4)), int(match.group(5)))
    done = ((epoch - 1) * n + i) / max(epochs * n, 1)
    left = f", ~{clock(elapsed * (1 - done) / done)} left" if 0 < done < 1 else ""
    return (f"{label}: update {updates}, epoch {epoch} of {epochs} ({i} / {n}), loss {loss:.3f}, "
            f"{clock(elapsed)} spent{left}")


def write_status(path, text):
    """``text`` as the whole content of ``path``, replaced at once (the heartbeat may read it at any time)."""
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text + "\n")
    os.replace(tmp, path)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--epochs", type=int, required=True, help="the run's --max-epoch")
    p.add_argument("--every", type=float, default=30.0, help="seconds between progress lines (at most one per)")
    p.add_argument("--label", default="train")
    p.add_argument("--status", metavar="FILE", help="write each progress line to FILE (replaced whole) instead of "
                   "printing one every --every seconds")
    args = p.parse_args(argv)
    start = last = time.monotonic()
    first = True
    for line in sys.stdin:
        if PASS.search(line):
            sys.stdout.write(line)
            sys.stdout.flush()
            continue
        m = INNER.search(line) if "train_inner" in line else None
        now = time.monotonic()
        if m and args.status:
            write_status(args.status, progress_line(args.label, m, args.epochs, now - start))
        elif m and (first or now - last >= args.every):
            print(progress_line(args.label, m, args.epochs, now - start), flush=True)
            last, first = now, False
    return 0


if __name__ == "__main__":
    sys.exit(main())
