from . import diff_regularized_label_smoothed_cross_entropy, gec_label_smoothed_cross_entropy  # noqa: F401
from . import span_qa  # noqa: F401
