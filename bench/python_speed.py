#!/usr/bin/env python3
"""python_speed.py - the Python package's speed against the commands, on
the same inputs, whole runs timed the same way for both.

    python3 bench/python_speed.py [BUILD_DIR] [RUNS]     (defaults: build, 5)

Run from the source root; BUILD_DIR holds the commands and the libraries.
Prints, for each case, the median and the best wall time of RUNS runs
after one warm-up, the median CPU time, and Python's medians over the
command's:

  count        p.count() on queens-12 and pentomino-6x10 (the problem read
               once before the clock starts) against `dlx FILE`, whose wall
               time includes starting up and reading the file
  solve_many   solve_many() on 10,000 puzzles (data/'s three samples of
               1,000, repeated) against `sudoku solve FILE -o /dev/null`
               (both read the file inside the clock; one thread each)
  stream       1,048,576 solutions of a problem of 20 items with two
               options each, taken one at a time from p.solutions(), and
               the rate in solutions per second; against `dlx --print=ids`
               writing them to /dev/null

Each answer is checked outside the timed runs. The machine should be idle:
on a busy one the figures measure the neighbours.
"""
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build"))
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
os.environ.setdefault("DLX_LIBRARY_PATH", os.path.join(BUILD, "src"))
sys.path.insert(0, os.path.join(ROOT, "python"))

import dlx  # noqa: E402
import dlx.sudoku  # noqa: E402

DLX = os.path.join(BUILD, "src", "cli", "dlx")
SUDOKU = os.path.join(BUILD, "src", "cli", "sudoku")
DATA = os.path.join(ROOT, "data")


def cpu_seconds():
    """CPU time of this process and of its finished children, user and system."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(function):
    """One warm-up, then RUNS timed calls: (median, best) wall seconds and
    the median CPU seconds (a busy machine stretches the wall time; the CPU
    time much less)."""
    function()
    times, cpu = [], []
    for _ in range(RUNS):
        start, start_cpu = time.perf_counter(), cpu_seconds()
        function()
        times.append(time.perf_counter() - start)
        cpu.append(cpu_seconds() - start_cpu)
    return statistics.median(times), min(times), statistics.median(cpu)


def command(*args):
    return lambda: subprocess.run(args, check=True, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL)


def report(name, python, reference, what):
    print("%-20s python %8.4f s (best %8.4f, cpu %8.4f)   %-7s %8.4f s (best %8.4f, cpu %8.4f)"
          "   ratio %.3f (cpu %.3f)"
          % (name, python[0], python[1], python[2], what, reference[0], reference[1],
             reference[2], python[0] / reference[0], python[2] / reference[2]))


def bench_count():
    for name, expected in (("queens-12", 14200), ("pentomino-6x10", 9356)):
        path = os.path.join(DATA, "exact-cover", name + ".dlx")
        p = dlx.Problem.load(path)
        assert p.count() == expected, name
        out = subprocess.run([DLX, path], check=True, capture_output=True, text=True).stdout
        assert int(out) == expected, name
        report("count " + name, timed(p.count), timed(command(DLX, path)), "dlx")


def bench_solve_many(folder):
    puzzles = []
    for name in ("17clue-1000.txt", "hardest-1000.txt", "easy-1000.txt"):
        with open(os.path.join(DATA, name)) as stream:
            puzzles += [line.strip() for line in stream if line.strip()]
    puzzles = (puzzles * (10000 // len(puzzles) + 1))[:10000]
    path = os.path.join(folder, "puzzles-10000.txt")
    with open(path, "w") as stream:
        stream.write("\n".join(puzzles) + "\n")

    def python():
        with open(path) as stream:
            return dlx.sudoku.solve_many(line.rstrip("\n") for line in stream)

    solutions = python()
    out = subprocess.run([SUDOKU, "solve", path], check=True, capture_output=True, text=True)
    assert solutions == out.stdout.split(), "solve_many and sudoku solve differ"
    report("solve_many 10,000", timed(python),
           timed(command(SUDOKU, "solve", path, "-o", os.devnull)), "sudoku")


def bench_stream(folder):
    items = ["i%d" % k for k in range(20)]
    text = " ".join(items) + "\n" + "".join("%s\n%s\n" % (i, i) for i in items)
    path = os.path.join(folder, "two-ways-20.dlx")
    with open(path, "w") as stream:
        stream.write(text)
    p = dlx.Problem.parse(text)

    def python():
        taken = 0
        for _ in p.solutions():
            taken += 1
        return taken

    assert python() == 1 << 20
    python_times = timed(python)
    report("stream 1,048,576", python_times, timed(command(DLX, "--print=ids", path)), "dlx ids")
    print("%-20s %.0f solutions/s (median run)" % ("stream rate", (1 << 20) / python_times[0]))


def main():
    for program in (DLX, SUDOKU):
        if not os.access(program, os.X_OK):
            sys.exit("python_speed.py: no %s (build first: ninja -C %s)" % (program, BUILD))
    print("# python %s, %s, %s, %s; median and best of %d runs after a warm-up" % (
        platform.python_version(), subprocess.run([DLX, "--version"], capture_output=True,
                                                  text=True).stdout.strip(),
        platform.machine(), platform.processor() or "cpu ?", RUNS))
    with tempfile.TemporaryDirectory() as folder:
        bench_count()
        bench_solve_many(folder)
        bench_stream(folder)


if __name__ == "__main__":
    main()
