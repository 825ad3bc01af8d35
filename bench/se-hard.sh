#!/usr/bin/env bash
# se-hard.sh - how `sudoku rate` agrees with Sudoku Explainer (serate, SE
# 1.2.1 techniques) at the top of its scale, and how long the hardest
# puzzles take to rate.
#
#   bench/se-hard.sh SUDOKU [REFERENCE [HARDEST [SAMPLE]]]
#
# REFERENCE  lines `PUZZLE ER/EP/ED` or `PUZZLE ER` (default
#            data/se_rated_hard.txt): the share of puzzles SE rates 9.0 or
#            more that `rate` puts within 0.3 of SE's ER, and the Spearman rank
#            correlation over all of the file's puzzles.
# HARDEST    a file of puzzles SE rates 11 or more, such as
#            forum_hardest_1905_11plus.txt (bench/get-data.sh fetches it):
#            SAMPLE of them (default 30, drawn with a fixed seed) are rated
#            one process each; the share rated 10.8 or more and the median
#            CPU seconds per puzzle (user + system, so a busy machine does not
#            inflate it; wall time needs an idle one).
#
# Prints the figures; exits 1 when a run of `rate` fails, 0 otherwise (the
# thresholds are for the reader: see bench/NOTES.md).
set -u
sudoku=${1:?usage: se-hard.sh SUDOKU [REFERENCE [HARDEST [SAMPLE]]]}
reference=${2:-$(dirname "$0")/../data/se_rated_hard.txt}
hardest=${3:-}
sample=${4:-30}

exec env PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$(dirname "$0")" python3 - "$sudoku" "$reference" "$hardest" "$sample" <<'PY'
import random, resource, statistics, subprocess, sys
from spearman import spearman

sudoku, reference, hardest, sample = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])

def rate(puzzles):
    """Ratings of the puzzles, one `rate` process for the lot."""
    out = subprocess.run([sudoku, "rate", "--orders", "1", "-"], input="\n".join(puzzles) + "\n",
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"se-hard.sh: sudoku rate failed: {out.stderr.strip()}")
    return [float(line.split()[1]) for line in out.stdout.splitlines()]

rows = [line.split() for line in open(reference) if line.strip()]
puzzles = [r[0] for r in rows]
se = [float(r[1].split("/")[0]) for r in rows]
ours = rate(puzzles)
top = [(s, o) for s, o in zip(se, ours) if s >= 9.0]
within = sum(abs(s - o) <= 0.3 + 1e-9 for s, o in top)
print(f"reference {reference}: {len(rows)} puzzles, spearman {spearman(se, ours):.4f}")
if top:
    print(f"  SE 9.0+: {within} of {len(top)} within 0.3 of SE's ER "
          f"({100 * within / len(top):.1f} %)")
    worst = sorted(zip(puzzles, se, ours), key=lambda t: -abs(t[1] - t[2]))[:5]
    for p, s, o in worst:
        print(f"  worst: {p} SE {s:.1f} ours {o:.1f}")

if hardest:
    pool = [line.split()[0] for line in open(hardest) if line.strip()]
    chosen = random.Random(1905).sample(pool, min(sample, len(pool)))
    ratings, seconds = [], []
    for p in chosen:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        ratings += rate([p])
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        seconds.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    high = sum(r >= 10.8 - 1e-9 for r in ratings)
    print(f"hardest {hardest}: {len(chosen)} puzzles, {high} rated 10.8 or more "
          f"({100 * high / len(chosen):.1f} %), median {statistics.median(seconds):.2f} s CPU, "
          f"max {max(seconds):.2f} s")
PY
