#!/usr/bin/env bash
# generate.sh - whole-process timings of `sudoku generate` with hyperfine:
# 9x9 minimal puzzles with no symmetry and with rot180, and 16x16 puzzles,
# one thread, from fixed seeds (so every run makes the same puzzles).
# Puzzles per second = COUNT / mean time; start-up is a few milliseconds
# against hundreds, so it hardly counts.
#
#   bench/generate.sh [-s SUDOKU] [-r RUNS] [-n COUNT] [-m COUNT16]
#
#   -s SUDOKU  the sudoku executable (default: build-gen/src/cli/sudoku)
#   -r RUNS    hyperfine runs per command, after one warm-up (default 5)
#   -n COUNT   9x9 puzzles per run (default 300)
#   -m COUNT16 16x16 puzzles per run (default 20)
#
# Prints hyperfine's summary, then one line per case with puzzles/s. On a
# shared machine, compare the cases of one run rather than runs of days apart.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
sudoku=$root/build-gen/src/cli/sudoku
runs=5
count=300
count16=20
while getopts 's:r:n:m:h' flag; do
	case $flag in
	s) sudoku=$OPTARG ;;
	r) runs=$OPTARG ;;
	n) count=$OPTARG ;;
	m) count16=$OPTARG ;;
	*) sed -n '2,17p' "$0"; exit 2 ;;
	esac
done
[ -x "$sudoku" ] || { echo "no executable at $sudoku (build it, or give -s)" >&2; exit 2; }

json=$(mktemp)
trap 'rm -f "$json"' EXIT
cases=(
	"9x9 minimal, no symmetry|$count|$sudoku generate -n $count --minimal --seed 1"
	"9x9 minimal, rot180|$count|$sudoku generate -n $count --minimal --symmetry rot180 --seed 1"
	"16x16, default (budgeted counts)|$count16|$sudoku generate --size 16 -n $count16 --seed 1"
	"16x16, --minimal (proven)|$count16|$sudoku generate --size 16 -n $count16 --minimal --seed 1"
)
commands=()
for c in "${cases[@]}"; do
	commands+=("${c##*|} -o /dev/null")
done
hyperfine -N -w 1 -r "$runs" --export-json "$json" "${commands[@]}"

echo
echo "puzzles per second (mean over $runs runs):"
k=0
for c in "${cases[@]}"; do
	name=${c%%|*}
	rest=${c#*|}
	n=${rest%%|*}
	mean=$(sed -n 's/.*"mean": *\([0-9.e+-]*\).*/\1/p' "$json" | sed -n "$((k + 1))p")
	awk -v name="$name" -v n="$n" -v t="$mean" \
		'BEGIN { printf "  %-34s %6d puzzles in %8.3f s: %9.1f puzzles/s\n", name, n, t, n / t }'
	k=$((k + 1))
done
