"""Counting one problem's solutions with several threads.

The search tree is cut at the shallowest depth that gives at least 20
subtrees ("prefixes", dlx_prefixes) per thread, as `dlx -j` does, and the
threads take prefixes one at a time, each searching its own copy of the
problem with dlx_search_prefix (GIL released), until none is left. The
subtrees are disjoint and cover the tree, so the counts add up to the
undivided search's. With a limit, each subtree is counted up to the limit
and no new one is started once the total reaches it: the result is
min(total, limit) either way.
"""
import ctypes
import threading

from . import _interrupt, _native
from ._matrix import check

PARTS_PER_THREAD = 20


def _walk(problem, depth):
    """The prefixes at `depth`, and the tree nodes above it that are not prefixes."""
    prefixes = []

    def on_prefix(user, options, count):
        prefixes.append(options[:count])
        return 0

    nodes = ctypes.c_uint64()
    check(_native.dlx().dlx_prefixes(problem, depth, _native.PREFIX_FN(on_prefix), None,
                                     ctypes.byref(nodes)), "prefixes")
    return prefixes, nodes.value


def enough_prefixes(problem, wanted):
    """The prefixes at the smallest depth giving `wanted` of them, or the
    deepest useful one (every prefix already a whole solution, or the
    deepest level a search path can have). With item bounds a prefix entry
    may be a skip, -1 - item; dlx_search_prefix replays it as it is."""
    deepest = _native.dlx().dlx_max_depth(problem)
    depth = 1
    while True:
        prefixes, nodes = _walk(problem, depth)
        if (len(prefixes) >= wanted or depth >= deepest
                or all(len(p) < depth for p in prefixes)):
            return prefixes, nodes
        depth += 1


class _Tally:
    def __init__(self, prefixes, limit):
        self.prefixes = prefixes
        self.limit = limit
        self.next = 0
        self.lock = threading.Lock()
        self.total = _native.DlxStats()
        self.error = None

    def take(self):
        with self.lock:
            full = self.limit and self.total.solutions >= self.limit
            if self.error or full or self.next >= len(self.prefixes):
                return None
            self.next += 1
            return self.prefixes[self.next - 1]

    def add(self, stats):
        with self.lock:
            t = self.total
            t.solutions += stats.solutions
            t.nodes += stats.nodes
            t.updates += stats.updates
            t.branches += stats.branches
            t.memo_hits += stats.memo_hits
            t.max_level = max(t.max_level, stats.max_level)


def _work(matrix, tally, options):
    lib = _native.dlx()
    try:
        borrowed = matrix.borrow()
    except BaseException as error:
        tally.error = tally.error or error
        return
    try:
        while True:
            prefix = tally.take()
            if prefix is None:
                return
            array = (ctypes.c_int * max(len(prefix), 1))(*prefix)
            stats = _native.DlxStats()
            check(lib.dlx_search_prefix(borrowed[0], array, len(prefix), ctypes.byref(options),
                                        ctypes.byref(stats)), "search")
            tally.add(stats)
    except BaseException as error:
        tally.error = tally.error or error
    finally:
        matrix.give_back(borrowed)


def count(matrix, limit, jobs, memo_bytes):
    """Counts with `jobs` threads; returns the summed DlxStats."""
    borrowed = matrix.borrow()
    try:
        prefixes, walk_nodes = enough_prefixes(borrowed[0], PARTS_PER_THREAD * jobs)
    finally:
        matrix.give_back(borrowed)
    tally = _Tally(prefixes, limit)
    options = _native.DlxSearchOptions()
    _native.dlx().dlx_search_options_init(ctypes.byref(options))
    options.solution_limit = limit
    options.memo_bytes = memo_bytes
    threads = [threading.Thread(target=_work, args=(matrix, tally, options), name="dlx-count")
               for _ in range(min(jobs, max(len(prefixes), 1)))]
    for thread in threads:
        thread.start()

    def join_all():
        for thread in threads:
            thread.join()

    def stop():  # no part is started after Ctrl-C; the parts under way end as they would
        tally.error = tally.error or KeyboardInterrupt()

    _interrupt.run(join_all, stop)
    if tally.error is not None:
        raise tally.error
    total = tally.total
    total.nodes += walk_nodes
    reached = limit and total.solutions >= limit
    if reached:
        total.solutions = limit
    total.stop = 1 if reached else 0  # DLX_STOP_SOLUTIONS / DLX_STOP_EXHAUSTED
    return total
