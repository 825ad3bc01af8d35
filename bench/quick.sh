#!/usr/bin/env bash
# quick.sh - the short benchmark behind `meson test --benchmark`: all four
# solvers on the first 200 puzzles of each bundled sample, 20 ms per puzzle.
#
#   bench/quick.sh SUDOKU DATA_DIR
#
# Time-outs are expected (naive backtracking cannot finish most 17-clue
# puzzles) and only make `sudoku bench` exit 1; this script fails when the
# run itself fails (exit 2) or a solver returned no solution or a wrong one.
set -u
sudoku=$1
data=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for sample in easy-1000 17clue-1000 hardest-1000; do
	head -n 200 "$data/$sample.txt" >"$work/${sample%-1000}-first200.txt"
done
cp "$data/norvig-hardest.txt" "$data/anti-backtracking.txt" "$work/"

"$sudoku" bench --time-limit 0.02 "$work"/easy-first200.txt "$work"/17clue-first200.txt \
	"$work"/hardest-first200.txt "$work"/norvig-hardest.txt "$work"/anti-backtracking.txt \
	2>"$work/stderr"
status=$?
cat "$work/stderr" >&2
if [ "$status" -eq 2 ] || grep -qE 'found no solution|gave a wrong solution' "$work/stderr"; then
	echo "quick.sh: the benchmark failed (exit $status)" >&2
	exit 1
fi
exit 0
