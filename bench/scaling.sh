#!/usr/bin/env bash
# scaling.sh - the speed-up of one search with threads (dlx -j N against
# -j 1) and with MPI ranks (mpirun -np 3 dlx-mpi against one rank), and the
# CPU time that each costs, as a dated table appended to bench/RESULTS.md.
#
#   bench/scaling.sh [-b BUILD] [-p PEERS] [-r RUNS] [-j JOBS] [-m MCA] [-o RESULTS] [NAME...]
#
#   -b BUILD    this project's build folder (default: build)
#   -p PEERS    the peers' build folder (default: bench/peers), for Knuth's
#               generator redrect-dlx (bench/get-peers.sh builds it); without
#               it the redrect row is left out
#   -r RUNS     timed runs of every command (default 5), after one warm-up;
#               the median is shown, with the lowest and highest as the spread
#   -j JOBS     the threads against one (default 2)
#   -m MCA      Open MPI options for every mpirun (default: "--mca pml ob1
#               --mca btl self,vader", shared memory on one host: without
#               them each rank probes the network layers it could use, and
#               starting 1 or 3 ranks took about 0.2 s more, as long as
#               langford-12's whole search); -m '' runs mpirun as installed
#   -o RESULTS  the file the table is appended to (default: bench/RESULTS.md)
#   NAME...     only these instances of data/exact-cover (queens-8 for
#               pentomino-6x10 ...), and no sudoku rows: a quick check that the
#               script runs
#
# Rows: dlx on queens-15, pentomino-6x10, langford-12, the word squares
# (word-squares-4x4 and word-squares) and redrect-dlx 4 5 (Knuth's
# generator; item bounds, so its threads take prefixes rather than sharing
# work); `sudoku solve` on data/hardest-1000.txt read 15 times, `rate` on
# data/17clue-1000.txt read 7 times and `generate -n 20000` (each about
# 1.5 s of CPU on one worker, long enough to time). Each row
# is timed by hyperfine (wall clock; user + system CPU as hyperfine measures
# it), and the output of -j JOBS must equal that of -j 1 byte for byte, the
# counts of queens-15 (2,279,184) and pentomino-6x10 (9,356) the known
# ones (data/exact-cover/README.md). The MPI rows appear when BUILD has
# dlx-mpi and mpirun exists: with 3 ranks, rank 0 hands out parts and 2
# ranks search; one rank searches alone. A second table times the same MPI
# runs by dlx-mpi's own clock (--stats), without the launch of the ranks,
# which costs mpirun about 0.2 s whatever the program.
#
# Run it on an idle machine: the figures mean nothing when other work competes.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=$root/build peers=$here/peers runs=5 jobs=2 results=$here/RESULTS.md
mca="--mca pml ob1 --mca btl self,vader"
usage="usage: $0 [-b BUILD] [-p PEERS] [-r RUNS] [-j JOBS] [-m MCA] [-o RESULTS] [NAME...]"
folder() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
while getopts 'b:p:r:j:m:o:h' flag; do
	case $flag in
	b) build=$(folder "$OPTARG") ;;
	p) peers=$(folder "$OPTARG") ;;
	r) runs=$OPTARG ;;
	j) jobs=$OPTARG ;;
	m) mca=$OPTARG ;;
	o) results=$OPTARG ;;
	h) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	*) echo "$usage" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
names=("$@")
dlx=$build/src/cli/dlx dlx_mpi=$build/src/cli/dlx-mpi sudoku=$build/src/cli/sudoku
for tool in "$dlx" "$sudoku"; do
	[ -x "$tool" ] || { echo "$0: $tool not found: build first, or name the build with -b" >&2; exit 2; }
done
command -v hyperfine >/dev/null || { echo "$0: hyperfine not found (apt-get install -y hyperfine)" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
data=$root/data/exact-cover
clues=$root/data/17clue-1000.txt hardest=$root/data/hardest-1000.txt

# Times one command line: prints "median lowest highest cpu" (seconds; cpu is
# the mean user + system). dlx exits 1 when a count is 0: not a failure.
timed() {
	hyperfine -N -i --warmup 1 --runs "$runs" --export-json "$scratch/run.json" "$1" >/dev/null 2>&1
	python3 - "$scratch/run.json" <<'EOF'
import json, statistics, sys
r = json.load(open(sys.argv[1]))["results"][0]
t = sorted(r["times"])
print(f'{statistics.median(t):.3f} {t[0]:.3f} {t[-1]:.3f} {r["user"] + r["system"]:.3f}')
EOF
}

# The output of a command line, for comparing one worker with several.
output() { bash -c "$1" 2>/dev/null || true; }

# row NAME ONE MANY: times both command lines and prints a table row.
row() {
	local name=$1 one=$2 many=$3 same=same
	[ "$(output "$one")" = "$(output "$many")" ] || same=DIFFERENT
	read -r m1 lo1 hi1 cpu1 < <(timed "$one")
	read -r m2 lo2 hi2 cpu2 < <(timed "$many")
	awk -v n="$name" -v m1="$m1" -v lo1="$lo1" -v hi1="$hi1" -v c1="$cpu1" \
		-v m2="$m2" -v lo2="$lo2" -v hi2="$hi2" -v c2="$cpu2" -v same="$same" 'BEGIN {
		printf "| %s | %.3f (%.3f-%.3f) | %.3f (%.3f-%.3f) | %.2fx | %.2f | %.2f | %s |\n",
			n, m1, lo1, hi1, m2, lo2, hi2, (m2 > 0 ? m1 / m2 : 0), c1, (c1 > 0 ? c2 / c1 : 0), same }'
}

# Checks a known count before anything is timed.
known() {
	local got
	got=$("$dlx" "$data/$1.dlx")
	[ "$got" = "$2" ] || { echo "$0: $1 counts $got, expected $2" >&2; exit 1; }
}
instances=()
if [ $# -gt 0 ]; then
	for name; do
		[ -f "$data/$name.dlx" ] || { echo "$0: no $data/$name.dlx" >&2; exit 2; }
		instances+=("$data/$name.dlx")
	done
else
	known queens-15 2279184
	known pentomino-6x10 9356
	for name in queens-15 pentomino-6x10 langford-12 word-squares-4x4 word-squares; do
		[ -f "$data/$name.dlx" ] && instances+=("$data/$name.dlx")
	done
fi
if [ $# -gt 0 ]; then
	: # the named instances alone
elif [ -x "$peers/knuth/gen/redrect-dlx" ]; then
	"$peers/knuth/gen/redrect-dlx" 4 5 >"$scratch/redrect-4-5.dlx"
	instances+=("$scratch/redrect-4-5.dlx")
else
	echo "$0: $peers/knuth/gen/redrect-dlx not found: no redrect row (bench/get-peers.sh)" >&2
fi

# repeat FILE N: the file N times over, a longer input of the same puzzles.
repeat() {
	local k
	for ((k = 0; k < $2; k++)); do cat "$1"; done
}

# The search's own seconds, as `--stats` prints them ("time:"), median of
# RUNS runs (lowest-highest): from the start of the program after MPI_Init
# to the end of the search, without mpirun's launch of the ranks.
search_seconds() {
	local k
	for ((k = 0; k < runs; k++)); do
		bash -c "$1 --stats" 2>&1 >/dev/null | awk '$1 == "time:" { print $2 }'
	done | sort -g | awk '{ t[NR] = $1 } END {
		printf "%.3f %.3f %.3f\n", (NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2), t[1], t[NR] }'
}

# mpi_search_table MPIRUN: the MPI rows again, timed inside the program.
mpi_search_table() {
	echo
	echo "| dlx-mpi's own time (--stats) | 1 rank s (spread) | 3 ranks s (spread) | speed-up |"
	echo "|---|---:|---:|---:|"
	local file name
	for file in "${instances[@]}"; do
		name=$(basename "$file" .dlx)
		read -r m1 lo1 hi1 < <(search_seconds "$1 -np 1 '$dlx_mpi' '$file'")
		read -r m3 lo3 hi3 < <(search_seconds "$1 -np 3 '$dlx_mpi' '$file'")
		awk -v n="$name" -v m1="$m1" -v lo1="$lo1" -v hi1="$hi1" -v m3="$m3" -v lo3="$lo3" \
			-v hi3="$hi3" 'BEGIN { printf "| %s | %.3f (%.3f-%.3f) | %.3f (%.3f-%.3f) | %.2fx |\n",
			n, m1, lo1, hi1, m3, lo3, hi3, (m3 > 0 ? m1 / m3 : 0) }'
	done
	echo
}

table() {
	echo "| command | 1 worker s (spread) | $jobs workers s (spread) | speed-up | CPU s, 1 worker | CPU ratio | output |"
	echo "|---|---:|---:|---:|---:|---:|---|"
	local file name
	for file in "${instances[@]}"; do
		name=$(basename "$file" .dlx)
		row "dlx -j $jobs $name" "'$dlx' -j 1 '$file'" "'$dlx' -j $jobs '$file'"
	done
	if [ -x "$dlx_mpi" ] && command -v mpirun >/dev/null; then
		local mpi="mpirun --allow-run-as-root --oversubscribe $mca"
		for file in "${instances[@]}"; do
			name=$(basename "$file" .dlx)
			row "mpirun -np 3 dlx-mpi $name" "$mpi -np 1 '$dlx_mpi' '$file'" "$mpi -np 3 '$dlx_mpi' '$file'"
		done
	fi
	[ ${#names[@]} -gt 0 ] && return
	repeat "$hardest" 15 >"$scratch/hardest.txt"
	repeat "$clues" 7 >"$scratch/clues.txt"
	row "sudoku solve -j $jobs (hardest-1000 x15)" "'$sudoku' solve -j 1 '$scratch/hardest.txt'" \
		"'$sudoku' solve -j $jobs '$scratch/hardest.txt'"
	row "sudoku rate -j $jobs (17clue-1000 x7)" "'$sudoku' rate -j 1 '$scratch/clues.txt'" \
		"'$sudoku' rate -j $jobs '$scratch/clues.txt'"
	row "sudoku generate -j $jobs (-n 20000)" "'$sudoku' generate -n 20000 --seed 1 -j 1" \
		"'$sudoku' generate -n 20000 --seed 1 -j $jobs"
}

{
	echo
	echo "## $(date -u '+%Y-%m-%d %H:%M UTC'): scaling, $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cores"
	echo
	echo "bench/scaling.sh -r $runs -j $jobs -m '$mca': wall seconds, median of $runs runs (lowest-highest);" \
		"CPU is user + system, mean; CPU ratio is $jobs workers' CPU over one worker's;" \
		"dlx version $("$dlx" --version | cut -d' ' -f2), $(cc --version | head -n 1)."
	echo
	table
	if [ -x "$dlx_mpi" ] && command -v mpirun >/dev/null; then
		mpi_search_table "mpirun --allow-run-as-root --oversubscribe $mca"
	fi
} | tee "$scratch/table.md"
cat "$scratch/table.md" >>"$results"
