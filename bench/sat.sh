#!/usr/bin/env bash
# sat.sh - dancing links against SAT solvers on the same problems: the
# whole-process time of `dlx --first FILE` against `dlx --export cnf FILE`
# piped into cadical and into minisat (the export's time included), and the
# export alone, as a Markdown table.
#
#   bench/sat.sh [-b BUILD] [-r RUNS] [-e ENCODING] [-o OUT] [INSTANCE ...]
#
#   -b BUILD     this project's build folder (default: build)
#   -r RUNS      runs per command, after one warm-up (default 3); the table
#                shows the mean (hyperfine's) or, without hyperfine, the
#                best of RUNS
#   -e ENCODING  --cnf-encoding: auto, pairwise or sequential (default auto)
#   -o OUT       the file the table goes to (default: standard output)
#   INSTANCE     a .dlx file, or the name of one in data/exact-cover/
#                (default: queens-12 langford-8 pentomino-3x20)
#
# The columns: the instance, its options, the CNF's variables and clauses,
# then milliseconds for dlx --first, the export alone (to /dev/null), and
# export + cadical, export + minisat. "sat" says whether dlx found a
# solution; the solvers' exit codes (10 SAT, 20 UNSAT) must agree, or the
# script stops. Needs cadical and minisat; hyperfine when present. Run it
# on an idle machine: whole processes are timed, neighbours show.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=$root/build runs=3 encoding=auto out=""
usage="usage: $0 [-b BUILD] [-r RUNS] [-e ENCODING] [-o OUT] [INSTANCE ...]"
while getopts 'b:r:e:o:h' flag; do
	case $flag in
	b) build=$OPTARG ;;
	r) runs=$OPTARG ;;
	e) encoding=$OPTARG ;;
	o) out=$OPTARG ;;
	h) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	*) echo "$usage" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || set -- queens-12 langford-8 pentomino-3x20

case $runs in '' | *[!0-9]* | 0) echo "$0: -r needs a whole number above 0" >&2; exit 2 ;; esac
case $encoding in auto | pairwise | sequential) ;; *) echo "$0: -e takes auto, pairwise or sequential" >&2; exit 2 ;; esac
dlx=$build/src/cli/dlx
[ -x "$dlx" ] || { echo "$0: no $dlx (build first: ninja -C $build, or use -b)" >&2; exit 2; }
for tool in cadical minisat; do
	command -v "$tool" >/dev/null || { echo "$0: $tool not found" >&2; exit 2; }
done
hyperfine=$(command -v hyperfine || true)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The instance's file: a path as given, or a name in data/exact-cover/.
file_of() {
	if [ -f "$1" ]; then echo "$1"
	elif [ -f "$root/data/exact-cover/$1.dlx" ]; then echo "$root/data/exact-cover/$1.dlx"
	else echo "$0: no instance $1 (a file, or a name in data/exact-cover/)" >&2; exit 2; fi
}

# Mean milliseconds of each command given (name, shell command) pairs, one a line.
times_hyperfine() {
	local args=()
	while [ $# -gt 0 ]; do args+=(-n "$1" "$2"); shift 2; done
	# -i: the solvers exit 10 or 20, which hyperfine would take for failures
	"$hyperfine" -i --warmup 1 --runs "$runs" --style none --export-csv "$work/times.csv" \
		"${args[@]}" >/dev/null 2>&1
	awk -F, 'NR > 1 { printf "%.1f\n", $2 * 1000 }' "$work/times.csv"
}

# The same as the best of RUNS, timed by bash, when there is no hyperfine.
times_bash() {
	while [ $# -gt 0 ]; do
		sh -c "$2" >/dev/null 2>&1 || true # the warm-up
		local best="" t
		for _ in $(seq "$runs"); do
			t=$( { TIMEFORMAT=%R; time sh -c "$2" >/dev/null 2>&1; } 2>&1 ) || true
			if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
		done
		awk -v s="$best" 'BEGIN { printf "%.1f\n", s * 1000 }'
		shift 2
	done
}

# One row: the sizes, the verdicts checked, then the times.
row() {
	local name=$1 file cnf sat want vars clauses options
	file=$(file_of "$name")
	cnf="$dlx --export cnf --cnf-encoding $encoding '$file'"
	sh -c "$cnf" >"$work/problem.cnf"
	read -r _ _ vars clauses < <(grep -m1 '^p cnf ' "$work/problem.cnf")
	options=$(sed -n '1s/.*options \([0-9]*\)$/\1/p' "$work/problem.cnf")
	if "$dlx" --first "$file" >/dev/null 2>&1; then sat=yes want=10; else sat=no want=20; fi
	for solver in "cadical -q" "minisat -verb=0"; do
		local got=0
		$solver "$work/problem.cnf" >/dev/null 2>&1 || got=$?
		[ "$got" = "$want" ] || { echo "$0: $name: $solver exits $got, dlx says sat=$sat" >&2; exit 1; }
	done
	local commands=(
		"dlx --first" "'$dlx' --first '$file'"
		"export" "$cnf >/dev/null"
		"export | cadical" "$cnf | cadical -q"
		"export | minisat" "$cnf | minisat -verb=0"
	)
	local ms
	if [ -n "$hyperfine" ]; then ms=$(times_hyperfine "${commands[@]}"); else ms=$(times_bash "${commands[@]}"); fi
	printf '| %s | %s | %s | %s | %s | %s |\n' "$name" "$options" "$vars" "$clauses" "$sat" \
		"$(paste -sd'|' <<<"$ms" | sed 's/|/ | /g')"
}

# the table to OUT when asked (opened once: >/dev/stdout would truncate a file stdout is)
[ -z "$out" ] || exec >"$out"
{
	echo "<!-- $("$dlx" --version), cadical $(cadical --version), minisat (which has no --version)," \
		"$( [ -n "$hyperfine" ] && "$hyperfine" --version || echo "bash time, best of $runs")," \
		"$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ //'), encoding $encoding -->"
	echo "| instance | options | variables | clauses | sat | dlx --first ms | export ms | export + cadical ms | export + minisat ms |"
	echo "|---|---:|---:|---:|---|---:|---:|---:|---:|"
	for name in "$@"; do row "$name"; done
}
