"""Long searches that Ctrl-C can stop.

A ctypes call holds the calling thread until C returns, and Python runs a
signal's handler only between bytecodes of the main thread: a KeyboardInterrupt
would wait for the whole search. So the search runs in a thread of its own
(ctypes releases the GIL), while the calling thread waits in short joins,
which a signal interrupts. On any exception there (KeyboardInterrupt, say),
the search is told to stop, is joined, and the exception goes on: the
problem is left as after any search, restored by libdlx.

How a search is told to stop: a problem without bounds is searched by one
thread of a pool (dlx_search_shared), which dlx_share_stop ends at its next
poll and which keeps the memo; Algorithm M has no poll, so a problem with
bounds is searched with a progress callback that answers "stop" once asked
(it uses no memo anyway). A search with several threads (options->jobs)
is not stopped early: a progress callback would make every thread run the
watched copy of the loop, without the memo, and the pool has no stop of
its own there; the exception waits for the search to end.
"""
import ctypes
import threading

from . import _native

WAIT = 0.05             # seconds between looks at the signals
PROGRESS_NODES = 1 << 16  # nodes between progress calls: a few ms of search


def run(search, stop):
    """search() in a thread of its own; stop() asks it to end early. Returns
    what search() returns, or raises what it raised."""
    outcome = []
    finished = threading.Event()

    def work():
        try:
            outcome.append((True, search()))
        except BaseException as error:  # handed to the caller
            outcome.append((False, error))
        finally:
            finished.set()

    # Waited for on an Event, not with Thread.join: a join that a signal
    # interrupts may take the thread for finished while it still runs
    # (CPython 3.11), and the problem would be handed back mid-search.
    threading.Thread(target=work, name="dlx-search", daemon=True).start()
    try:
        while not finished.wait(WAIT):
            pass
    except BaseException:
        stop()
        while True:  # the search must end before its problem is touched, more signals or not
            try:
                finished.wait()
                break
            except BaseException:
                continue
        raise
    done, value = outcome[0]
    if not done:
        raise value
    return value


def search(problem, options, stats):
    """dlx_search(problem, options, stats) that an exception in the caller's
    thread stops. Returns its code."""
    lib = _native.dlx()
    if options.jobs > 1:
        return run(lambda: lib.dlx_search(problem, ctypes.byref(options), ctypes.byref(stats)),
                   lambda: None)
    if lib.dlx_has_bounds(problem):
        asked = threading.Event()

        def on_progress(user, stats, level, position, branches):
            return 1 if asked.is_set() else 0

        callback = _native.PROGRESS_FN(on_progress)
        options.on_progress = callback
        options.progress_interval = PROGRESS_NODES
        return run(lambda: lib.dlx_search(problem, ctypes.byref(options), ctypes.byref(stats)),
                   asked.set)
    pool = lib.dlx_share_create()
    if not pool:
        raise MemoryError("libdlx: cannot create a pool of work")
    try:
        code = lib.dlx_share_add(pool, None, 0)  # the empty prefix: the whole search
        if code < 0:
            return code
        code = run(lambda: lib.dlx_search_shared(problem, pool, ctypes.byref(options),
                                                 ctypes.byref(stats)),
                   lambda: lib.dlx_share_stop(pool))
        return min(code, 0)  # the parts it searched, or an error
    finally:
        lib.dlx_share_destroy(pool)
