from . import copy_transformer  # noqa: F401
