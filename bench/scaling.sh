#!/usr/bin/env bash
# scaling.sh - speed-up of one search against threads (dlx -j N, sudoku solve -j N)
# and against MPI ranks (dlx-mpi), on a few bundled instances.
#
#   bench/scaling.sh BUILD_DIR [MAX_WORKERS] [RUNS]
#
# For each instance and each worker count 1 .. MAX_WORKERS (default: online
# CPUs) it runs the command RUNS times (default 3), keeps the fastest wall
# clock, and prints seconds and speed-up against one worker, after checking
# that the count (or the solutions file) is the same as with one worker.
# The counts of the exact-cover instances are checked against the known ones
# (queens-15: 2,279,184; data/exact-cover/README.md), and `sudoku rate -j` and
# `sudoku generate -j` get rows too (output compared with one worker's).
# MPI rows appear when BUILD_DIR has dlx-mpi and mpirun exists: with R ranks,
# rank 0 only hands out parts, so R-1 ranks search (R = 2 .. MAX_WORKERS+1).
# Run it on an idle machine: the figures mean nothing when other work competes.
set -euo pipefail
build=${1:?usage: bench/scaling.sh BUILD_DIR [MAX_WORKERS] [RUNS]}
max=${2:-$(getconf _NPROCESSORS_ONLN)}
runs=${3:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
dlx=$build/src/cli/dlx
dlx_mpi=$build/src/cli/dlx-mpi
sudoku=$build/src/cli/sudoku
data=$root/data
clues=${CLUES:-$root/bench/data/17clue.txt} # bench/get-data.sh fetches it
[ -f "$clues" ] || clues=$data/17clue-1000.txt
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Fastest of $runs wall-clock runs of "$@" (stdout kept in $scratch/out).
fastest() {
	local best="" t0 t1 s
	for _ in $(seq "$runs"); do
		t0=$(date +%s.%N)
		"$@" >"$scratch/out"
		t1=$(date +%s.%N)
		s=$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.6f", b - a}')
		best=$(awk -v s="$s" -v b="$best" 'BEGIN {print (b == "" || s < b) ? s : b}')
	done
	echo "$best"
}

# row LABEL WORKERS BASE_SECONDS BASE_OUTPUT CMD...: one line of the table.
row() {
	local label=$1 workers=$2 base=$3 base_out=$4
	shift 4
	local s
	s=$(fastest "$@")
	local same=same
	cmp -s "$scratch/out" "$base_out" || same=DIFFERENT
	printf '%-28s %7s %9.3f %8.2fx  %s\n' "$label" "$workers" "$s" "$(awk -v a="$base" -v b="$s" 'BEGIN {print a / b}')" "$same"
}

printf '%-28s %7s %9s %9s  %s\n' "instance" "workers" "seconds" "speed-up" "output vs 1 worker"
declare -A known=([pentomino-6x10]=9356 [queens-15]=2279184)
for name in pentomino-6x10 queens-15; do
	file=$data/exact-cover/$name.dlx
	base=$(fastest "$dlx" "$file")
	cp "$scratch/out" "$scratch/base"
	if [ "$(cat "$scratch/base")" != "${known[$name]}" ]; then
		echo "$name: count $(cat "$scratch/base"), expected ${known[$name]}" >&2
		exit 1
	fi
	printf '%-28s %7s %9.3f %8.2fx  %s\n' "dlx $name" 1 "$base" 1 "count $(cat "$scratch/base")"
	for n in $(seq 2 "$max"); do
		row "dlx -j $n $name" "$n" "$base" "$scratch/base" "$dlx" -j "$n" "$file"
	done
	if [ -x "$dlx_mpi" ] && command -v mpirun >/dev/null; then
		for r in $(seq 2 $((max + 1))); do
			row "dlx-mpi -np $r $name" "$((r - 1))" "$base" "$scratch/base" \
				mpirun --allow-run-as-root --oversubscribe -np "$r" "$dlx_mpi" "$file"
		done
	fi
done
base=$(fastest "$sudoku" solve -f line "$clues")
cp "$scratch/out" "$scratch/base"
printf '%-28s %7s %9.3f %8.2fx  %s\n' "sudoku solve $(basename "$clues")" 1 "$base" 1 "$(wc -l <"$scratch/base") lines"
for n in $(seq 2 "$max"); do
	row "sudoku solve -j $n" "$n" "$base" "$scratch/base" "$sudoku" solve -f line -j "$n" "$clues"
done

# rate and generate: slower per item, so fewer items (RATE_COUNT, GENERATE_COUNT)
head -n "${RATE_COUNT:-400}" "$clues" >"$scratch/rate-input"
base=$(fastest "$sudoku" rate "$scratch/rate-input")
cp "$scratch/out" "$scratch/base"
printf '%-28s %7s %9.3f %8.2fx  %s\n' "sudoku rate" 1 "$base" 1 "$(wc -l <"$scratch/base") lines"
for n in $(seq 2 "$max"); do
	row "sudoku rate -j $n" "$n" "$base" "$scratch/base" "$sudoku" rate -j "$n" "$scratch/rate-input"
done
generate=(generate -n "${GENERATE_COUNT:-400}" --seed 1)
base=$(fastest "$sudoku" "${generate[@]}")
cp "$scratch/out" "$scratch/base"
printf '%-28s %7s %9.3f %8.2fx  %s\n' "sudoku generate" 1 "$base" 1 "$(wc -l <"$scratch/base") puzzles"
for n in $(seq 2 "$max"); do
	row "sudoku generate -j $n" "$n" "$base" "$scratch/base" "$sudoku" "${generate[@]}" -j "$n"
done
