"""Runs the package's ways of stopping early, failing and freeing, many
times, for valgrind (tests/python/meson.build runs it under memcheck: a
definite or indirect leak, or a memory error, fails the test). Every object
is dropped before the end, so whatever the package allocated in C and lost
shows as a definite leak."""
import gc
import os
import sys
import threading

import dlx
import dlx.sudoku

DATA = os.path.join(os.environ["SOURCE_ROOT"], "data")
QUEENS = os.path.join(DATA, "exact-cover", "queens-8.dlx")
WIKI = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def stops(rounds):
    for k in range(rounds):
        p = dlx.Problem.load(QUEENS)
        stream = p.solutions()
        next(stream)
        if k % 3 == 0:
            stream.close()          # closed
        elif k % 3 == 1:
            del stream              # dropped
        else:
            for _ in stream:        # finished
                pass
        for n, _ in enumerate(p.solutions(limit=50)):
            if n == 5:
                break               # left in a for loop
        assert p.count(jobs=2) == 92
        assert p.count(limit=10, jobs=3) == 10


def failures(rounds):
    for _ in range(rounds):
        for text in ("a b\na c\n", "", "a | x\nx\n"):
            try:
                dlx.Problem.parse(text, strict=True)
            except dlx.ParseError:
                pass
        try:
            dlx.Problem(["a", "b"], options=[["a", "a"]])
        except dlx.Error:
            pass
        try:
            for _ in dlx.Problem.load(QUEENS).solutions():
                raise KeyError("stop")
        except KeyError:
            pass


def bounds_and_costs(rounds):
    for _ in range(rounds):
        q = dlx.Problem.load(os.path.join(DATA, "exact-cover", "queendom-6-3.dlx"))
        assert q.count(jobs=2) == 4
        c = dlx.Problem.load(os.path.join(DATA, "exact-cover", "cheapest-cover.dlx"))
        assert len(c.best(3)) == 3 and len(c.best(100)) == 7
        try:
            dlx.Problem([("a", 2, 1)])
        except dlx.Error:
            pass


def diagrams(rounds):
    for _ in range(rounds):
        z = dlx.Problem.load(QUEENS).zdd()
        walk = z.solutions()
        next(walk)
        walk.close()
        assert len(z.sample(5, seed=3)) == 5 and len(z.text()) > 0
        try:
            dlx.read_zdd(os.path.join(DATA, "exact-cover", "queens-8.dlx"))
        except dlx.ParseError:
            pass
        assert dlx.read_zdd(os.path.join(DATA, "exact-cover", "queens-8.zdd")).count == 92


def sudoku(rounds):
    for _ in range(rounds):
        dlx.sudoku.solve(WIKI)
        dlx.sudoku.explain(WIKI)
        dlx.sudoku.hint(WIKI)
        marks = "".join("123456789" if c == "." else "." * (int(c) - 1) + c + "." * (9 - int(c))
                        for c in WIKI)
        dlx.sudoku.rate(marks)
        dlx.sudoku.hint(marks, level=2)
        dlx.sudoku.check(WIKI, "9" + WIKI[1:])
        dlx.sudoku.generate(1, seed=1, size=4)
        dlx.sudoku.generate(1, seed=2, size=4, variant="killer")
        dlx.sudoku.solve_many([WIKI] * 70, jobs=2)
        try:
            dlx.sudoku.solve("55" + "." * 79)
        except dlx.NoSolutionError:
            pass


def main():
    stops(20)
    failures(10)
    bounds_and_costs(3)
    diagrams(3)
    sudoku(3)
    assert threading.active_count() == 1, threading.enumerate()
    gc.collect()
    print("leak_check: done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
