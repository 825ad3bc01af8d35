"""The C problem behind a dlx.Problem, and the copies its searches run on.

libdlx relinks a problem's arrays while it searches, so one problem serves
one search at a time, and a copy (dlx_problem_clone) may only be taken while
no search is running on the original. Hence: the problem that options are
added to, the master, is never searched. Each search borrows a clone from
a pool (made from the master on demand) and gives it back afterwards, so any
number of searches, generators and threads can use one dlx.Problem at once.
Adding an option changes the master: clones made before it are dropped.
"""
import threading
import weakref

from . import _native
from ._errors import Error


def _release(idle, master, reader):
    lib = _native.dlx()
    for clone in idle:
        lib.dlx_problem_destroy(clone)
    idle.clear()
    if reader:
        lib.dlx_format_destroy(reader)  # the reader owns the master
    else:
        lib.dlx_problem_destroy(master)


class Matrix:
    def __init__(self, master, reader=None):
        if not master:
            raise MemoryError("libdlx: cannot create the problem")
        self.master = master
        self.reader = reader
        self._idle = []
        self._lock = threading.Lock()
        self._generation = 0
        self._finalizer = weakref.finalize(self, _release, self._idle, master, reader)

    def borrow(self):
        """A clone of the master to search, and the generation it belongs to."""
        with self._lock:
            if self._idle:
                return self._idle.pop(), self._generation
            clone = _native.dlx().dlx_problem_clone(self.master)
            generation = self._generation
        if not clone:
            raise MemoryError("libdlx: cannot copy the problem for a search")
        return clone, generation

    def give_back(self, borrowed):
        clone, generation = borrowed
        with self._lock:
            if generation == self._generation:
                self._idle.append(clone)
                return
        _native.dlx().dlx_problem_destroy(clone)

    def change(self, function, *args):
        """Runs function(master, *args) (which changes the master) with no copy
        being taken meanwhile; the clones made before are dropped."""
        with self._lock:
            result = function(self.master, *args)
            stale, self._idle[:] = list(self._idle), []
            self._generation += 1
        for clone in stale:
            _native.dlx().dlx_problem_destroy(clone)
        return result


def check(code, what):
    """Raises dlx.Error (MemoryError for DLX_ENOMEM) for a negative code."""
    if code >= 0:
        return code
    if code == _native.DLX_ENOMEM:
        raise MemoryError("%s: %s" % (what, _native.strerror(code)))
    raise Error("%s: %s" % (what, _native.strerror(code)), code)
