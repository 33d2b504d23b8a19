from . import gec_label_smoothed_cross_entropy  # noqa: F401
