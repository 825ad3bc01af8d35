# %% [markdown]
# # Counting n queens with dlx
#
# n queens as exact cover: one option per square, covering its row and its
# column (primary items: exactly once) and its two diagonals (secondary
# items: at most once). Run from the source root after building:
#
#     PYTHONPATH=python python3 examples/python/queens.py [PLOT.png]
#
# or with the package installed (`meson install`), from anywhere.

# %%
import sys

import dlx


def queens(n):
    rows = ["r%d" % i for i in range(n)]
    cols = ["c%d" % j for j in range(n)]
    diagonals = ["a%d" % k for k in range(2 * n - 1)] + ["b%d" % k for k in range(2 * n - 1)]
    options = [["r%d" % i, "c%d" % j, "a%d" % (i + j), "b%d" % (i - j + n - 1)]
               for i in range(n) for j in range(n)]
    return dlx.Problem(rows + cols, secondary=diagonals, options=options)


# %% Count the solutions for n = 1 .. 12, with two threads each.
sizes = list(range(1, 13))
counts = [queens(n).count(jobs=2) for n in sizes]
for n, count in zip(sizes, counts):
    print("%2d queens: %6d solutions" % (n, count))

# %% Plot the counts on a log scale, when matplotlib is there.
plot = sys.argv[1] if len(sys.argv) > 1 else "queens.png"
try:
    import matplotlib
    matplotlib.use("Agg")  # draw to a file, no window needed
    import matplotlib.pyplot as plt
except ImportError:
    print("matplotlib is not installed, so there is no plot "
          "(Debian: apt-get install python3-matplotlib)")
else:
    figure, axes = plt.subplots()
    axes.semilogy([n for n, c in zip(sizes, counts) if c], [c for c in counts if c], "o-")
    axes.set_xlabel("n")
    axes.set_ylabel("solutions of n queens")
    figure.savefig(plot)
    print("plot written to %s" % plot)
