"""dlx: exact cover by dancing links, and Sudoku, from Python.

A thin ctypes layer over the project's shared libraries, libdlx and
libsudoku: the searching, counting, solving, generating and rating all
happen in C, with the GIL released, so threads run searches at once.

    import dlx
    p = dlx.Problem(["a", "b", "c"], options=[["a", "b"], ["c"], ["a"], ["b", "c"]])
    p.count()                    # 2
    list(p.solutions())          # [[0, 1], [2, 3]] (option numbers)
    dlx.Problem.load("queens-8.dlx").count()   # Knuth's format: 92

dlx.bench(["queens-8.dlx"], configs=["links,mrv", "first,knuth"]) counts
under several configurations, as `dlx bench` does, and returns its rows.
p.zdd() holds every solution in one diagram (count, solutions(),
sample(n, seed), write(path)); dlx.read_zdd(path, p) reads one back.
dlx.sudoku has solve, count, generate, rate, explain, hint and solve_many.
Errors raise dlx.Error or a subclass (dlx.ParseError carries line and column).
"""
from ._errors import (Error, MultipleSolutionsError, NoSolutionError, ParseError,
                      UnsupportedError)
from ._problem import Estimate, Problem, Stats
from ._bench import bench
from ._zdd import Zdd, read_zdd

__all__ = ["Problem", "Stats", "Estimate", "bench", "Zdd", "read_zdd", "Error", "ParseError",
           "NoSolutionError", "MultipleSolutionsError", "UnsupportedError", "sudoku"]


def __getattr__(name):
    # dlx.sudoku loads libsudoku on first use, so `import dlx` needs libdlx alone
    if name == "sudoku":
        import importlib
        return importlib.import_module(".sudoku", __name__)
    raise AttributeError("module 'dlx' has no attribute %r" % name)
