"""Threads: searches run at once, without the GIL, and their answers are
the published ones, whether each thread has its own problem, threads share
one, or one count is split over threads (jobs)."""
import ctypes
import threading

import dlx
import dlx.sudoku as sudoku
from conftest import data, lines
from test_exact_cover import QUEENS, queens

INSTANCES = {"queens-9.dlx": 352, "queens-10.dlx": 724, "langford-7.dlx": 52,
             "langford-8.dlx": 300, "sudoku-empty-4x4.dlx": 288, "pentomino-3x20.dlx": 8}


def in_threads(functions):
    """Runs each function in a thread of its own, all at once; their results."""
    results = [None] * len(functions)
    errors = []
    gate = threading.Barrier(len(functions))

    def run(k):
        try:
            gate.wait()
            results[k] = functions[k]()
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(len(functions))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors
    return results


def test_threads_count_different_problems_at_once():
    problems = [dlx.Problem.load(data("exact-cover", name)) for name in INSTANCES]
    functions = [lambda p=p: [p.count(), p.count(memo=0), sum(1 for _ in p.solutions())]
                 for p in problems]
    results = in_threads(functions + [lambda n=n: queens(n).count() for n in range(4, 11)])
    for got, expected in zip(results, INSTANCES.values()):
        assert got == [expected] * 3
    assert results[len(INSTANCES):] == [QUEENS[n] for n in range(4, 11)]


def test_threads_share_one_problem():
    p = dlx.Problem.load(data("exact-cover", "langford-8.dlx"))
    results = in_threads([p.count] * 4 + [lambda: len(list(p.solutions()))] * 4
                         + [lambda: p.count(jobs=2)] * 2)
    assert results == [300] * 10


def test_the_libraries_are_called_without_the_gil():
    """ctypes releases the GIL around calls through CDLL, not through PyDLL."""
    from dlx import _native
    for name in ("dlx", "sudoku"):
        library = _native.load(name)
        assert isinstance(library, ctypes.CDLL) and not isinstance(library, ctypes.PyDLL)
        assert not library._func_flags_ & ctypes._FUNCFLAG_PYTHONAPI


def test_a_search_lets_other_threads_run_while_it_searches():
    """While one thread is inside dlx_search (in C, no callback), this one
    runs whole searches of its own and finds that search's figures still
    short of its end. Were the GIL held through the call, this thread could
    only run again once dlx_search had returned, and would find its count
    complete (dlx_search fills the stats before it returns)."""
    from dlx import _native
    big = dlx.Problem.load(data("exact-cover", "pentomino-4x15.dlx"))  # 1472 solutions
    borrowed = big._matrix.borrow()
    options, stats = _native.DlxSearchOptions(), _native.DlxStats()
    _native.dlx().dlx_search_options_init(ctypes.byref(options))
    started = threading.Event()

    def search():
        started.set()
        _native.dlx().dlx_search(borrowed[0], ctypes.byref(options), ctypes.byref(stats))

    worker = threading.Thread(target=search)
    worker.start()
    started.wait()
    small = [queens(n).count() for n in range(4, 9)]
    assert small == [QUEENS[n] for n in range(4, 9)]
    assert stats.solutions < 1472 and worker.is_alive()
    worker.join()
    big._matrix.give_back(borrowed)
    assert stats.solutions == 1472


def test_a_count_split_over_threads_adds_up_to_the_whole():
    for name, expected in INSTANCES.items():
        p = dlx.Problem.load(data("exact-cover", name))
        p.count(memo=0)
        whole = p.stats
        for jobs in (2, 3, 5):
            assert p.count(jobs=jobs, memo=0) == expected
            assert p.stats.nodes == whole.nodes and p.stats.solutions == whole.solutions
            assert p.stats.max_level == whole.max_level
            assert p.count(jobs=jobs) == expected
        for limit in (1, 7, expected or 1, expected + 5):
            assert p.count(limit=limit, jobs=4) == min(limit, expected)
            assert p.stats.stop == ("solutions" if limit <= expected else "exhausted")


def test_count_with_jobs_zero_uses_every_cpu():
    assert dlx.Problem.load(data("exact-cover", "queens-8.dlx")).count(jobs=0) == 92


def test_sudoku_calls_in_threads_answer_as_in_one():
    puzzles = lines(data("hardest-1000.txt"), 4)
    alone = [(sudoku.solve(p), sudoku.rate(p, orders=2), sudoku.explain(p)) for p in puzzles]
    together = in_threads([lambda p=p: (sudoku.solve(p), sudoku.rate(p, orders=2), sudoku.explain(p))
                           for p in puzzles])
    assert together == alone
    assert in_threads([lambda: sudoku.generate(3, seed=5)] * 3) == [sudoku.generate(3, seed=5)] * 3


def test_solutions_with_jobs_come_each_once():
    for name, expected in INSTANCES.items():
        p = dlx.Problem.load(data("exact-cover", name))
        alone = sorted(sorted(s) for s in p.solutions())
        for jobs in (2, 3):
            found = [sorted(s) for s in p.solutions(jobs=jobs)]
            assert len(found) == expected
            assert sorted(found) == alone
        assert len(list(p.solutions(limit=5, jobs=3))) == min(5, expected)


def test_a_generator_with_jobs_closed_early_stops_every_thread():
    p = dlx.Problem.load(data("exact-cover", "pentomino-4x15.dlx"))
    stream = p.solutions(jobs=3)
    first = [next(stream) for _ in range(3)]
    stream.close()
    assert len(first) == 3 and p.stats.stop == "callback"
    assert p.count(jobs=3) == 1472


def test_best_with_jobs_is_the_single_threads():
    p = dlx.Problem.load(data("exact-cover", "pentomino-3x20-costs.dlx"))
    for k in (1, 4, 50):
        assert p.best(k, jobs=2) == p.best(k) == p.best(k, jobs=4)


def test_jobs_must_be_a_positive_int():
    """A wrong value is a ValueError, a wrong type a TypeError, as for every argument."""
    p = dlx.Problem.load(data("exact-cover", "queens-8.dlx"))
    for bad, error in ((-1, ValueError), (1.5, TypeError), ("2", TypeError)):
        for call in (lambda: p.count(jobs=bad), lambda: p.best(1, jobs=bad),
                     lambda: list(p.solutions(jobs=bad))):
            try:
                call()
            except error:
                continue
            raise AssertionError("jobs=%r accepted" % (bad,))
