"""Processes: a forked data-loader worker no longer collects the objects it inherited from fairseq-train."""

import os


def children_keep_their_parents_garbage():
    """A forked child never collects the objects it inherited (``gc.freeze`` right after the fork). fairseq's data
    loaders fork their workers while the last epoch's loader iterators may still wait, unreachable, for the
    garbage collector; collected in a worker, their ``__del__`` asked whether that worker's own siblings were
    alive and printed ``AssertionError: can only test a child process`` in the middle of training (seen with
    ``--amp`` in ``make demo``). The parent collects them as before."""
    import gc

    if not getattr(children_keep_their_parents_garbage, "registered", False):
        os.register_at_fork(after_in_child=gc.freeze)
        children_keep_their_parents_garbage.registered = True
