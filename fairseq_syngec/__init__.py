"""fairseq_syngec: a fairseq ``--user-dir`` plugin. Importing it registers its tasks, models and
criteria with fairseq. ``compat`` comes first: it makes fairseq checkpoints loadable on torch>=2.6."""

from . import compat  # noqa: F401  (must be first)
from . import criterions, models, tasks  # noqa: F401
from .hub import GECModel, SpanQAModel, SummarizationModel  # noqa: F401
