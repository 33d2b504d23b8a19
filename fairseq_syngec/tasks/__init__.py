from . import gec  # noqa: F401
