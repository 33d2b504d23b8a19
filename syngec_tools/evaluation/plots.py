"""Pictures of the syntax a SynGEC encoder induces: matrix heatmaps and a tree diagram (PNG,
matplotlib's Agg back-end, so no display is needed)."""

import os
from typing import Sequence, Tuple

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import Arc  # noqa: E402

from syngec_tools.textio import atomic_output  # noqa: E402


def save_figure(fig, path: str) -> str:
    """Write ``fig`` to ``path`` (format from its extension, PNG by default) atomically, and close it."""
    try:
        with atomic_output(path, binary=True) as f:
            fig.savefig(f, dpi=100, format=os.path.splitext(path)[1][1:].lower() or "png")
    finally:
        plt.close(fig)
    return path


def plot_matrix(mat, labels: Sequence[str], title: str, path: str) -> str:
    """Heatmap of an n x n matrix (row i = dependent, column j = candidate head)."""
    n = len(labels)
    size = max(4.0, 0.35 * n + 2.0)
    fig, ax = plt.subplots(figsize=(size + 1.0, size))
    im = ax.imshow(mat, cmap="viridis", aspect="equal")
    ax.set_xticks(range(n))
    ax.set_yticks(range(n))
    ax.set_xticklabels(labels, rotation=90, fontsize=8)
    ax.set_yticklabels(labels, fontsize=8)
    ax.set_xlabel("j (head / column)")
    ax.set_ylabel("i (dependent / row)")
    ax.set_title(title)
    fig.colorbar(im, ax=ax, fraction=0.046, pad=0.04)
    fig.tight_layout()
    return save_figure(fig, path)


def plot_tree(words: Sequence[str], heads: Sequence[int], spans: Sequence[Tuple[int, int]], title: str,
              path: str) -> str:
    """The induced trees of one sentence in one picture: dependency arcs (head -> dependent,
    the root marked) above the words, and the constituency spans (half-open [a, b)) as nested
    brackets below them, deeper spans lower."""
    n = len(words)
    if len(heads) != n:
        raise ValueError(f"{len(heads)} heads for {n} words")
    width = max(4.0, 0.9 * n + 1.0)
    depth = {}
    for a, b in sorted(spans, key=lambda s: (s[1] - s[0]), reverse=True):  # outer spans first
        depth[(a, b)] = 1 + max([d for (c, e), d in depth.items() if c <= a and b <= e] or [0])
    levels = max(depth.values(), default=0)
    max_arc = max([abs(h - i) for i, h in enumerate(heads) if h >= 0] or [1])
    fig, ax = plt.subplots(figsize=(width, 2.0 + 0.35 * max_arc + 0.3 * levels))
    for i, w in enumerate(words):
        ax.text(i, 0, w, ha="center", va="center", fontsize=10)
    for i, h in enumerate(heads):
        if h < 0:
            ax.annotate("", xy=(i, 0.25), xytext=(i, 0.25 + 0.5 * max_arc / 2 + 0.5),
                        arrowprops=dict(arrowstyle="->", color="tab:red"))
            ax.text(i, 0.35 + 0.5 * max_arc / 2 + 0.5, "root", ha="center", fontsize=8, color="tab:red")
            continue
        span = abs(h - i)
        ax.add_patch(Arc(((i + h) / 2, 0.25), span, span * 0.5, theta1=0, theta2=180, color="tab:blue"))
        ax.annotate("", xy=(i, 0.25), xytext=(i + (0.05 if h > i else -0.05), 0.35),
                    arrowprops=dict(arrowstyle="->", color="tab:blue"))
    for (a, b), d in depth.items():
        y = -0.3 - 0.3 * d
        ax.plot([a - 0.35, a - 0.35, b - 0.65, b - 0.65], [y + 0.1, y, y, y + 0.1], color="tab:green")
    ax.set_xlim(-0.8, n - 0.2)
    ax.set_ylim(-0.6 - 0.3 * levels, 1.0 + 0.5 * max_arc / 2 + 0.5)
    ax.axis("off")
    ax.set_title(title)
    fig.tight_layout()
    return save_figure(fig, path)
