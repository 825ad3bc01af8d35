#!/usr/bin/env bash
# compare.sh - whole-process timings with hyperfine: `sudoku solve` (dancing
# links through the real command) and `sudoku bench --solvers X` for each
# solver, run as separate processes over the bundled samples. Each process
# pays its own start-up, file reading and (for bench) answer checking, so
# these figures are a little above `sudoku bench`'s in-process ones.
#
#   bench/compare.sh [-s SUDOKU] [-r RUNS] [--peers DIR] [OUTDIR]
#
#   -s SUDOKU  the sudoku executable (default: build-bench/src/cli/sudoku)
#   -r RUNS    hyperfine runs per command, after one warm-up (default 3)
#   --peers DIR  also time tdoku's run_benchmark (tdoku, fsss2, jsolve,
#              fast_solv_9r2, kudoku; in memory, first solution) on the same
#              files, from the folder bench/get-peers.sh filled; the rows
#              go to peers.md. Without it the peers are skipped.
#   OUTDIR     where results go (default: build-bench/bench-results); never
#              the source tree unless you name it
#
# Writes, in OUTDIR: DATASET.md / .json / .csv (hyperfine's exports, one per
# dataset), us-per-puzzle.tsv and us-per-puzzle.md (mean microseconds per
# puzzle: the process's mean time over the dataset's puzzle count),
# build.txt (compiler, flags, machine), and us-per-puzzle.png / .svg
# (bench/plot.gp). Needs hyperfine and gnuplot; takes a few minutes.
#
# naive and bitmask backtracking are left out of the 17-clue sample: most of
# its puzzles take them well over a second each (see `sudoku bench
# --time-limit 100 data/17clue-1000.txt` for their time-outs).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
sudoku=$root/build-bench/src/cli/sudoku
runs=3
peers=""
args=()
while [ $# -gt 0 ]; do # --peers DIR is the one long option; the rest goes to getopts
	case $1 in
	--peers) peers=${2:?--peers needs a folder}; shift 2 ;;
	--peers=*) peers=${1#--peers=}; shift ;;
	*) args+=("$1"); shift ;;
	esac
done
set -- "${args[@]+"${args[@]}"}"
while getopts 's:r:h' flag; do
	case $flag in
	s) sudoku=$OPTARG ;;
	r) runs=$OPTARG ;;
	h) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	*) echo "usage: $0 [-s SUDOKU] [-r RUNS] [--peers DIR] [OUTDIR]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
out=${1:-$root/build-bench/bench-results}

for tool in hyperfine gnuplot; do
	command -v "$tool" >/dev/null || { echo "$0: $tool not found" >&2; exit 2; }
done
[ -x "$sudoku" ] || { echo "$0: no sudoku executable at $sudoku (use -s)" >&2; exit 2; }
bench=""
if [ -n "$peers" ]; then
	bench=$peers/tdoku/build/run_benchmark
	[ -x "$bench" ] || { echo "$0: no run_benchmark in $peers/tdoku/build" >&2; exit 2; }
fi
mkdir -p "$out"

# Samples of 1,000 puzzles, so that process start-up (about a millisecond)
# adds only about a microsecond per puzzle.
datasets=(easy-1000 hardest-1000 17clue-1000)
all_solvers=(solve dlx mrv bitmask naive)
# Their names in the results: which command ran, and which solver.
labels=("sudoku solve (dlx)" "bench dlx" "bench mrv" "bench bitmask" "bench naive")

solvers_for() {
	case $1 in
	17clue-1000) echo solve dlx mrv ;;
	*) echo "${all_solvers[@]}" ;;
	esac
}

# The command line that times solver $1 on file $2.
command_for() {
	if [ "$1" = solve ]; then
		echo "'$sudoku' solve -f line '$2'"
	else
		echo "'$sudoku' bench --solvers $1 --repeat 1 --time-limit 0 '$2'"
	fi
}

{
	"$sudoku" bench --solvers dlx "$root/data/anti-backtracking.txt" | head -n 1
	hyperfine --version
	grep -m 1 'model name' /proc/cpuinfo || true
	echo "runs per command: $runs after 1 warm-up"
} >"$out/build.txt"

printf 'dataset' >"$out/us-per-puzzle.tsv"
printf '\t%s' "${labels[@]}" >>"$out/us-per-puzzle.tsv"
printf '\n' >>"$out/us-per-puzzle.tsv"

for set in "${datasets[@]}"; do
	file=$root/data/$set.txt
	puzzles=$(grep -c . "$file")
	args=()
	for solver in $(solvers_for "$set"); do
		args+=(-n "$solver" "$(command_for "$solver" "$file")")
	done
	echo "== $set ($puzzles puzzles)" >&2
	hyperfine -N --warmup 1 --runs "$runs" --export-markdown "$out/$set.md" \
		--export-json "$out/$set.json" --export-csv "$out/$set.csv" "${args[@]}"
	# hyperfine's CSV: command,mean,stddev,median,user,system,min,max (seconds)
	awk -F, -v set="$set" -v puzzles="$puzzles" -v order="${all_solvers[*]}" '
		NR > 1 { us[$1] = sprintf("%.1f", $2 / puzzles * 1e6) }
		END {
			n = split(order, names, " ")
			printf "%s", set
			for (k = 1; k <= n; k++) printf "\t%s", (names[k] in us) ? us[names[k]] : "?"
			printf "\n"
		}' "$out/$set.csv" >>"$out/us-per-puzzle.tsv"
done

# The same numbers as a markdown table ("?" where a solver was not run).
awk -F'\t' '
	NR == 1 { printf "| us/puzzle |"; for (k = 2; k <= NF; k++) printf " %s |", $k
	          printf "\n|---|"; for (k = 2; k <= NF; k++) printf "---:|"; printf "\n"; next }
	{ printf "| %s |", $1; for (k = 2; k <= NF; k++) printf " %s |", ($k == "?" ? "-" : $k); printf "\n" }
' "$out/us-per-puzzle.tsv" >"$out/us-per-puzzle.md"

# The peers, in memory, on the same files (first solution, like bench's solvers).
if [ -n "$bench" ]; then
	{
		echo "| us/puzzle (in memory) | tdoku | fsss2 | jsolve | fast_solv_9r2 | kudoku |"
		echo "|---|---:|---:|---:|---:|---:|"
		for set in "${datasets[@]}"; do
			file=$root/data/$set.txt
			"$bench" -t1 -w1 -e1 -c1 -r0 -n"$(grep -c . "$file")" \
				-s tdoku,fsss2,jsolve,fast_solv_9r2,kudoku "$file" 2>/dev/null |
				awk -F, -v set="$set" 'NF >= 9 { us[$5] = $7 }
					END { printf "| %s | %.1f | %.1f | %.1f | %.1f | %.1f |\n", set, us["tdoku"],
					      us["fsss2"], us["jsolve"], us["fast_solv_9r2"], us["kudoku"] }'
		done
	} >"$out/peers.md"
	cat "$out/peers.md"
else
	echo "(no --peers DIR: tdoku's benchmark skipped)" >&2
fi

gnuplot -e "data='$out/us-per-puzzle.tsv'; outbase='$out/us-per-puzzle'" "$here/plot.gp"
cat "$out/us-per-puzzle.md"
echo "results in $out" >&2
