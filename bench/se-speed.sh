#!/usr/bin/env bash
# se-speed.sh - `sudoku rate` and Sudoku Explainer's rater (serate, SE 1.2.1
# techniques) side by side on the same very hard puzzles: one process for
# each puzzle and each rater, the wall and CPU seconds of both, and the
# ratings they give.
#
#   bench/se-speed.sh SUDOKU SE_CLASSES HARDEST [SAMPLE]
#
# SUDOKU      this project's sudoku command
# SE_CLASSES  serate's compiled classes (data/README.md says how to build
#             them)
# HARDEST     a file of puzzles SE rates 11 or more, such as
#             forum_hardest_1905_11plus.txt (bench/get-data.sh fetches it)
# SAMPLE      how many puzzles, drawn with the same fixed seed as se-hard.sh
#             (default 3: serate needs minutes for each)
#
# serate runs threads of its own, so its CPU seconds exceed its wall
# seconds; `rate` runs on one core. The ratio in the last column is serate's
# wall time over rate's. Run it on an idle machine.
set -u
sudoku=${1:?usage: se-speed.sh SUDOKU SE_CLASSES HARDEST [SAMPLE]}
classes=${2:?usage: se-speed.sh SUDOKU SE_CLASSES HARDEST [SAMPLE]}
hardest=${3:?usage: se-speed.sh SUDOKU SE_CLASSES HARDEST [SAMPLE]}
sample=${4:-3}

exec python3 - "$sudoku" "$classes" "$hardest" "$sample" <<'PY'
import os, random, resource, statistics, subprocess, sys, tempfile, time

sudoku, classes, hardest, sample = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
TECHS = "1111111111010111011011011011000010100010111111"

def timed(argv, **kw):
    """Wall and CPU seconds (user + system of the child) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    out = subprocess.run(argv, capture_output=True, text=True, **kw)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if out.returncode != 0:
        sys.exit(f"se-speed.sh: {argv[0]} failed: {out.stderr.strip()[:200]}")
    return wall, cpu, out.stdout

def ours(puzzle):
    wall, cpu, text = timed([sudoku, "rate", "--orders", "1", "-"], input=puzzle + "\n")
    return wall, cpu, text.split()[1]

def serate(puzzle, folder):
    source, target = os.path.join(folder, "in.txt"), os.path.join(folder, "out.txt")
    with open(source, "w") as f:
        f.write(puzzle + "\n")
    wall, cpu, _ = timed(["java", "-cp", classes, "diuf.sudoku.test.serate",
                          "--format=%r/%p/%d", f"--techs={TECHS}",
                          f"--input={source}", f"--output={target}"])
    with open(target) as f:
        return wall, cpu, f.read().split()[0]

puzzles = [line.split()[0] for line in open(hardest) if len(line.split()[0]) == 81]
random.seed(1905)
chosen = random.sample(puzzles, min(sample, len(puzzles)))
print("| puzzle | rate s (CPU) | rating | serate s (CPU) | ER/EP/ED | serate / rate |")
print("|---|---:|---|---:|---|---:|")
ratios = []
with tempfile.TemporaryDirectory() as folder:
    for p in chosen:
        w1, c1, r1 = ours(p)
        w2, c2, r2 = serate(p, folder)
        ratios.append(w2 / w1)
        print(f"| {p[:20]}... | {w1:.2f} ({c1:.2f}) | {r1} | {w2:.1f} ({c2:.1f}) | {r2} | {w2 / w1:.0f}x |",
              flush=True)
print(f"\nmedian ratio {statistics.median(ratios):.0f}x over {len(ratios)} puzzles "
      f"(lowest {min(ratios):.0f}x, highest {max(ratios):.0f}x)")
PY
