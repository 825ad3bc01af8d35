"""Long searches that Ctrl-C can stop.

A ctypes call holds the calling thread until C returns, and Python runs a
signal's handler only between bytecodes of the main thread: a KeyboardInterrupt
would wait for the whole search. So the search runs in a thread of its own
(ctypes releases the GIL), while the calling thread waits in short waits,
which a signal interrupts. On any exception there (KeyboardInterrupt, say),
the search's stop object (options.interrupt, libdlx's dlx_interrupt) is
requested: every search of libdlx, with any number of threads, bounds,
costs or the memo, ends within a few thousand nodes of it and restores the
problem. The search is waited for, and the exception goes on.
"""
import ctypes
import threading

from . import _native

WAIT = 0.05  # seconds between looks at the signals


class Stop:
    """A dlx_interrupt for one search, set into `options`; a context
    manager that frees it. request() may be called from any thread."""

    def __init__(self, options):
        self._lib = _native.dlx()
        self._handle = self._lib.dlx_interrupt_create()
        if not self._handle:
            raise MemoryError("libdlx: cannot create a stop object")
        options.interrupt = self._handle

    def request(self):
        self._lib.dlx_interrupt_request(self._handle)

    def close(self):
        """Frees the stop object, which no search may be using any more."""
        self._lib.dlx_interrupt_destroy(self._handle)
        self._handle = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _wait_stopping(finished, stop):
    """Waits for `finished`; on an exception, requests the stop, waits for
    the search to end (more signals or not) and raises it again."""
    try:
        while not finished.wait(WAIT):
            pass
    except BaseException:
        stop.request()
        while True:  # the search must end before its problem is touched
            try:
                finished.wait()
                break
            except BaseException:
                continue
        raise


def run(search, options):
    """search() in a thread of its own, with a stop object in `options`
    that an exception in the caller's thread requests. Returns what
    search() returns, or raises what it raised."""
    outcome = []
    finished = threading.Event()

    def work():
        try:
            outcome.append((True, search()))
        except BaseException as error:  # handed to the caller
            outcome.append((False, error))
        finally:
            finished.set()

    with Stop(options) as stop:
        # Waited for on an Event, not with Thread.join: a join that a signal
        # interrupts may take the thread for finished while it still runs
        # (CPython 3.11), and the problem would be handed back mid-search.
        threading.Thread(target=work, name="dlx-search", daemon=True).start()
        _wait_stopping(finished, stop)
    options.interrupt = None
    done, value = outcome[0]
    if not done:
        raise value
    return value


def search(problem, options, stats):
    """dlx_search(problem, options, stats) that an exception in the caller's
    thread stops. Returns its code."""
    lib = _native.dlx()
    return run(lambda: lib.dlx_search(problem, ctypes.byref(options), ctypes.byref(stats)),
               options)


def search_best(problem, best, options, stats):
    """dlx_search_best, stopped the same way. Returns its code."""
    lib = _native.dlx()
    return run(lambda: lib.dlx_search_best(problem, best, ctypes.byref(options),
                                           ctypes.byref(stats)),
               options)
