"""Commands: fairseq's ``import_user_module`` imports the plugin only once; a command module first imported
after it still gets the plugin's wrappers."""

import functools
import os

from fairseq_syngec.compat.diagnostics import training_health_checks
from fairseq_syngec.compat.precision import amp_for_inference_commands


def commands_wrapped_on_user_dir():
    """fairseq's ``import_user_module`` imports the plugin only when no module of its name is imported yet: a
    command module of fairseq (``fairseq_cli.generate``, ...) first imported after the plugin (a test process, a
    notebook) would miss the wrappers of :func:`amp_for_inference_commands` and :func:`training_health_checks`.
    Each ``--user-dir`` naming this package now applies them (both idempotent). fairseq calls it as
    ``utils.import_user_module`` everywhere."""
    from fairseq import utils

    original = utils.import_user_module
    if getattr(original, "_wraps_commands", False):
        return
    package = __name__.split(".")[0]  # fairseq_syngec

    @functools.wraps(original)
    def import_user_module(args):
        original(args)
        user_dir = getattr(args, "user_dir", None)
        if user_dir and os.path.basename(os.path.normpath(user_dir)) == package:
            amp_for_inference_commands()
            training_health_checks()

    import_user_module._wraps_commands = True
    utils.import_user_module = import_user_module
