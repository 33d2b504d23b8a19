from . import gec  # noqa: F401
from . import span_qa  # noqa: F401
from . import fact_summarization  # noqa: F401
