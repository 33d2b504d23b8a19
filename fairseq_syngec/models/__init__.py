from . import copy_transformer  # noqa: F401
from . import syngec_transformer  # noqa: F401
from . import rnet  # noqa: F401
from . import fact_transformer  # noqa: F401
from . import copy_bart  # noqa: F401
