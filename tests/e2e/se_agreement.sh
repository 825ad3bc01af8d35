#!/usr/bin/env bash
# How closely `sudoku rate` tracks Sudoku Explainer's ratings (serate, SE
# 1.2.1 technique set): Spearman rank correlation over all puzzles, and the
# share within 0.5 of SE among puzzles SE rates 7.0 or less. Also prints a
# confusion table by band and the worst disagreements, as TAP comments.
#
# Default input: tests/data/se-rated-sample.txt (every 20th line of
# se_rated_dev.txt, tests/data/README.md). SE_FILE=path runs another file of
# `PUZZLE RATING` lines (the full dev file, or held-out puzzles).
# Thresholds are the targets the README quotes: Spearman >= 0.9, within 0.5 >= 80%.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
FILE=${SE_FILE:-$SOURCE_ROOT/tests/data/se-rated-sample.txt}

cut -d' ' -f1 "$FILE" >"$WORK/puzzles"
run "$SUDOKU" rate --orders 1 "$WORK/puzzles"
expect_status "rate the SE-rated puzzles: exit 0" 0
expect_true "rate: every puzzle rated" test "$(wc -l <"$OUT")" -eq "$(wc -l <"$FILE")"
paste -d' ' "$FILE" <(cut -d' ' -f2,4 "$OUT") >"$WORK/pairs"

cat >"$WORK/agree.py" <<'PY'
import sys
from spearman import spearman
rows = [l.split() for l in open(sys.argv[1])]
se = [float(r[1]) for r in rows]
us = [float(r[2]) for r in rows]

n = len(se)
rho = spearman(se, us)
low = [(x, y) for x, y in zip(se, us) if x <= 7.0]
within = sum(abs(x - y) <= 0.5 + 1e-9 for x, y in low) / len(low)
bands = [(2.5, "gentle"), (3.9, "moderate"), (5.9, "tough"), (7.4, "fiendish"),
         (8.9, "diabolical"), (99, "extreme")]
band = lambda r: next(i for i, (top, _) in enumerate(bands) if r <= top + 1e-9)
table = [[0] * 6 for _ in bands]
for x, y in zip(se, us):
    table[band(x)][band(y)] += 1
print(f"# puzzles {n}, spearman {rho:.3f}, within 0.5 of SE (SE <= 7.0): "
      f"{within * 100:.1f}% of {len(low)}")
print("# confusion by band (rows SE, columns ours):")
print("# " + " " * 11 + "".join(f"{name[:8]:>9}" for _, name in bands))
for i, (_, name) in enumerate(bands):
    print(f"# {name:<11}" + "".join(f"{v:9d}" for v in table[i]))
worst = sorted(rows, key=lambda r: -abs(float(r[1]) - float(r[2])))[:5]
print("# worst disagreements (puzzle, SE, ours, our hardest technique):")
for r in worst:
    print("#   " + " ".join(r))
open(sys.argv[2], "w").write(f"{rho:.4f} {within:.4f}\n")
PY
PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$SOURCE_ROOT/bench" python3 "$WORK/agree.py" "$WORK/pairs" "$WORK/figures"
read -r rho within <"$WORK/figures"
expect_true "Spearman correlation with SE >= 0.9 (got $rho)" awk -v r="$rho" 'BEGIN { exit !(r >= 0.9) }'
expect_true "within 0.5 of SE on >= 80% of puzzles SE rates <= 7.0 (got $within)" \
	awk -v w="$within" 'BEGIN { exit !(w >= 0.8) }'
finish
