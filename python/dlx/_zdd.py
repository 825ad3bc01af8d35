"""dlx.Zdd: every solution of a problem as one zero-suppressed decision
diagram (Knuth's DLX6), from Problem.zdd() or read back by read_zdd();
counted, listed, sampled uniformly and written in DLX6's text form, all
by libdlx (dlx_zdd_* in dlx.h), as `dlx --zdd`, `dlx --sample` and
`dlx zdd` do.

A diagram read from a file may belong to another problem: with the
problem given, an option number past its options is an error, as the
command reports it, rather than a solution that names nothing.
"""
import ctypes
import os
import tempfile
import threading
import weakref

from . import _native
from ._args import UINT64_MAX, whole
from ._errors import Error, ParseError, UnsupportedError
from ._matrix import check
from ._stream import Handover

MIB = 1 << 20


class Zdd:
    """A ZDD of solutions. Its solutions are lists of option numbers
    (counted from 0 in input order), each in the order the path from the
    root meets them. `problem` is the dlx.Problem the diagram was made
    from (or given to read_zdd), or None."""

    def __init__(self, handle, problem=None):
        if not handle:
            raise MemoryError("libdlx: no diagram")
        self._handle = handle
        self.problem = problem
        self._finalizer = weakref.finalize(self, _native.dlx().dlx_zdd_destroy, handle)

    @property
    def count(self):
        """The number of solutions, exactly (a Python int, however large)."""
        lib = _native.dlx()
        size = lib.dlx_zdd_count_text_size(self._handle)
        text = ctypes.create_string_buffer(size)
        check(lib.dlx_zdd_count(self._handle, text, size), "zdd count")
        return int(text.value)

    @property
    def node_count(self):
        """Branch nodes plus the two sinks, as DLX6 and `dlx zdd` count them."""
        return _native.dlx().dlx_zdd_node_count(self._handle)

    def __len__(self):
        return self.count

    def __repr__(self):
        return "<dlx.Zdd: %d solutions, %d nodes>" % (self.count, self.node_count)

    def _checked(self, options):
        """`options` of one solution, or Error when the problem has no such option."""
        if self.problem is not None:
            total = self.problem.option_count
            for option in options:
                if option >= total:
                    raise Error("the diagram names option %d (counted from 1), but the problem "
                                "has %d options: is it another problem's diagram?"
                                % (option + 1, total))
        return options

    def solutions(self):
        """A generator of every solution (dlx_zdd_enumerate), handed over a
        bounded batch at a time from a thread of its own, as
        Problem.solutions() hands them: closing it stops the walk."""
        return self._stream(lambda fn: _native.dlx().dlx_zdd_enumerate(self._handle, fn, None))

    def __iter__(self):
        return self.solutions()

    def sample(self, n, seed=0):
        """`n` solutions drawn uniformly at random (repeats allowed), as
        `dlx --sample N --seed SEED` draws them: the same seed, the same
        list, on every machine. A diagram without solutions gives []."""
        whole(n, "n", 0, UINT64_MAX)
        whole(seed, "seed", 0, UINT64_MAX)
        found = []

        def on_solution(user, chosen, count):
            found.append(chosen[:count])
            return 0

        check(_native.dlx().dlx_zdd_sample(self._handle, n, seed,
                                          _native.SOLUTION_FN(on_solution), None), "zdd sample")
        return [self._checked(options) for options in found]

    def text(self):
        """The diagram in DLX6's text form, as `dlx --zdd FILE` writes it."""
        pieces = []

        def on_write(user, text, length):
            pieces.append(ctypes.string_at(text, length))
            return 0

        check(_native.dlx().dlx_zdd_write(self._handle, _native.WRITE_FN(on_write), None),
              "zdd write")
        return b"".join(pieces).decode("ascii")

    def write(self, path):
        """Writes text() to `path` through a temporary file in its folder,
        renamed into place, so a failure never leaves half a diagram."""
        data = self.text().encode("ascii")
        folder = os.path.dirname(os.path.abspath(path))
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".zdd-")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise

    def _stream(self, walk):
        handover = Handover()
        thread = threading.Thread(target=_walk_into, args=(walk, handover), name="dlx-zdd",
                                  daemon=True)
        try:
            thread.start()
            for options in handover.drain():
                yield self._checked(options)
        finally:
            handover.stop()
            if thread.ident is not None:
                thread.join()


def _walk_into(walk, handover):
    """The thread of Zdd.solutions: the walk, each solution handed over."""
    def on_solution(user, chosen, count):
        return handover.put(chosen[:count])

    error = None
    try:
        check(walk(_native.SOLUTION_FN(on_solution)), "zdd solutions")
    except BaseException as caught:
        error = caught
    handover.finish(error)


def build(problem_handle, memo_mib, problem):
    """Problem.zdd's work: the diagram of a borrowed copy of the problem."""
    handle = ctypes.c_void_p()
    # memo 0 merges nothing (the diagram is then the search tree), as `dlx --memo 0`:
    # one byte holds no table, and 0 would mean the default
    memo_bytes = memo_mib * MIB if memo_mib > 0 else 1
    code = _native.dlx().dlx_zdd_build(problem_handle, memo_bytes, ctypes.byref(handle))
    if code == _native.DLX_EBOUNDS:
        raise UnsupportedError("zdd: item bounds are not supported (exact covers, with "
                               "colours or not)", code)
    check(code, "zdd")
    return Zdd(handle.value, problem)


def read_zdd(path, problem=None):
    """Reads a diagram in DLX6's text form (as `dlx --zdd` writes it, or
    `dlx zdd` reads it) from the file at `path`. `problem`, the dlx.Problem
    the diagram was made from, lets solutions be checked against its
    options (and named with problem.option). A bad file raises
    dlx.ParseError with the line and column at fault, as `dlx zdd`
    reports it."""
    with open(path, "rb") as stream:
        data = stream.read()
    handle = ctypes.c_void_p()
    error = _native.DlxZddError()
    code = _native.dlx().dlx_zdd_read(data, len(data), ctypes.byref(handle), ctypes.byref(error))
    if code == _native.DLX_EZDD:
        raise ParseError(error.message.decode(errors="replace"), error.line, error.column,
                         os.fspath(path), code)
    check(code, "%s" % os.fspath(path))
    return Zdd(handle.value, problem)
