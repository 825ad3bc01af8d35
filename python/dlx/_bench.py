"""dlx.bench: instances counted under several configurations, each run a
few times, as `dlx bench` prints them; the rows are its JSON objects.

The words of a configuration and the timed runs are libdlx's
(dlx_bench_config, dlx_bench_run in dlx_bench.h), the same calls the
command makes, so a row here and the command's row agree in every count.
"""
import ctypes
import glob
import os

from . import _native
from ._args import ArgumentTypeError, ArgumentValueError, whole
from ._matrix import check
from ._problem import Problem, _solutions

# The keys of a row, in the command's column order.
COLUMNS = ("instance", "config", "solutions", "nodes", "updates", "mems",
           "median_s", "min_s", "max_s")


def words():
    """The words a configuration may use, in the library's order."""
    lib = _native.dlx()
    found, k = [], 0
    while True:
        word = lib.dlx_bench_word(k)
        if word is None:
            return found
        found.append(word.decode())
        k += 1


def _strings(value, what):
    """A str as a list of one, else the iterable's items, each a str or path."""
    if isinstance(value, (str, bytes, os.PathLike)):
        return [os.fsdecode(value)]
    try:
        items = list(value)
    except TypeError:
        raise ArgumentTypeError("%s is a list, not %s" % (what, type(value).__name__)) from None
    for item in items:
        if not isinstance(item, (str, bytes, os.PathLike)):
            raise ArgumentTypeError("%s holds %r, not a str" % (what, item))
    return [os.fsdecode(item) for item in items]


def options_of(config):
    """The search options a configuration names; an unknown or empty word
    raises ValueError naming it and the known words."""
    options = _native.DlxSearchOptions()
    offset, length = ctypes.c_size_t(), ctypes.c_size_t()
    code = _native.dlx().dlx_bench_config(config.encode(), ctypes.byref(options),
                                          ctypes.byref(offset), ctypes.byref(length))
    if code < 0:
        word = config.encode()[offset.value:offset.value + length.value].decode(errors="replace")
        what = "unknown configuration word %r" % word if word else "an empty configuration word"
        raise ArgumentValueError("%s in %r (known: %s)" % (what, config, ", ".join(words())),
                                 code)
    return options


def _expand(path):
    """The files a path names: itself, or what a glob the shell would have
    expanded matches (FileNotFoundError when it matches none)."""
    if os.path.exists(path) or not glob.has_magic(path):
        return [path]
    found = sorted(glob.glob(path))
    if not found:
        raise FileNotFoundError("%s: no file matches" % path)
    return found


def _row(problem, path, config, options, runs):
    result = _native.DlxBenchResult()
    borrowed = problem._matrix.borrow()
    try:
        check(_native.dlx().dlx_bench_run(borrowed[0], ctypes.byref(options), runs,
                                          ctypes.byref(result)), "bench %s, %s" % (path, config))
    finally:
        problem._matrix.give_back(borrowed)
    stats = result.stats
    return dict(zip(COLUMNS, (path, config, _solutions(stats), stats.nodes, stats.updates,
                              stats.mems if result.mems_counted else None, result.median_seconds,
                              result.min_seconds, result.max_seconds)))


def bench(instances, configs=("links,mrv",), runs=3):
    """Counts every instance (a path, or a glob such as
    "data/exact-cover/queens-*.dlx"; a list of them) under every
    configuration ("links,mrv", "first,knuth", "nomemo" ...: `dlx bench
    --help` lists the words), `runs` times each, and returns the rows, one
    dict per instance and configuration in that order, with the keys of
    `dlx bench -f json`: instance, config, solutions, nodes, updates, mems
    (None where the reference loop did not count them) and median_s,
    min_s, max_s (seconds). Every configuration is checked and every
    instance read before the first run: a bad word raises ValueError, a
    bad file OSError or dlx.ParseError."""
    configs = _strings(configs, "configs")
    whole(runs, "runs", 1, _native.DLX_BENCH_MAX_RUNS)
    settings = [(config, options_of(config)) for config in configs]
    paths = [found for path in _strings(instances, "instances") for found in _expand(path)]
    problems = [Problem.load(path) for path in paths]
    return [_row(problem, path, config, options, runs)
            for path, problem in zip(paths, problems) for config, options in settings]
