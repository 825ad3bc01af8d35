#!/usr/bin/env bash
# counting.sh - counting every exact cover of the DXD paper's benchmark (SAT
# 2026: bell, doublefact, latin6/7/8-blk, sts15-blk, kts15-ptpt, in the .ec
# format): dlx against DXD and Knuth's DLX6, each a whole process capped.
#
#   bench/counting.sh [-p PEERS] [-b BUILD] [-d DATA] [-r RUNS] [-c CAP]
#                     [-k FACTOR] [-o OUT.md] [INSTANCE...]
#
#   -p PEERS  the peers' build folder (default: bench/peers), made by
#             bench/get-peers.sh: PEERS/dxd/main and PEERS/knuth/dlx6; a
#             peer that is missing is left out with a message
#   -b BUILD  this project's build folder (default: build)
#   -d DATA   the data folder (default: bench/data); the instances are
#             DATA/exact_cover_benchmark/*, fetched by bench/get-data.sh
#   -r RUNS   runs of every program on every instance (default 3); the
#             median is shown
#   -c CAP    seconds a run may take (default 600, by `timeout`); a run
#             cut there shows as "> CAP" and the program's later runs on
#             that instance are skipped
#   -k FACTOR a peer's run is cut sooner: at FACTOR times dlx's slowest run
#             on that instance (at least 10 s, at most CAP). A peer cut there
#             is slower than dlx by FACTOR or more, which is all the table
#             claims of it ("> SECONDS"); whether it would finish within CAP
#             is then not known. dlx's own runs keep CAP. Default: off
#   -o OUT.md the Markdown table (default: BUILD/counting.md); it is also
#             printed
#   INSTANCE  the instances to run, by name without extension (bell-03 ...);
#             default: every file of the benchmark
#
# The programs, each counting every solution:
#   dlx       dlx --format ec FILE (the memo on, as by default)
#   dlx -j 2  the same with two threads
#   dxd       PEERS/dxd/main dxd FILE 1 ett (read mode 1: the .ec format)
#   mdxd 2    PEERS/dxd/main mdxd FILE 1 ett 2 (DXD's threads, two)
#   DLX6      PEERS/knuth/dlx6 < FILE in Knuth's format (an item line 1 ...
#             N, then each set's elements; converted here, outside the timing;
#             DLX6 counts with Knuth's memo and writes a ZDD, sent to
#             /dev/null)
# Every program that finishes must give one count: the count column says
# MISMATCH with each program's figure otherwise, a line on stderr says so,
# and the script exits 1. DXD prints counts above 2^64 in scientific form
# (six decimals): such a count agrees when within a millionth.
# Run it on an idle machine: nothing else running, no builds, no tests.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
peers=$here/peers build=$root/build data=$here/data runs=3 cap=600 factor="" table=""
usage="usage: $0 [-p PEERS] [-b BUILD] [-d DATA] [-r RUNS] [-c CAP] [-k FACTOR] [-o OUT.md] [INSTANCE...]"
folder() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
while getopts 'p:b:d:r:c:k:o:h' flag; do
	case $flag in
	p) peers=$(folder "$OPTARG") ;;
	b) build=$(folder "$OPTARG") ;;
	d) data=$(folder "$OPTARG") ;;
	r) runs=$OPTARG ;;
	c) cap=$OPTARG ;;
	k) factor=$OPTARG ;;
	o) table=$(folder "$OPTARG") ;;
	h) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	*) echo "$usage" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
table=${table:-$build/counting.md}
case $runs in '' | *[!0-9]* | 0) echo "$0: -r takes a whole number of runs, at least 1" >&2; exit 2 ;; esac
case $cap in '' | *[!0-9.]* | *.*.*) echo "$0: -c takes seconds, as 600 or 0.5" >&2; exit 2 ;; esac
case $factor in *[!0-9.]* | *.*.* | .) echo "$0: -k takes a factor, as 2 or 1.5" >&2; exit 2 ;; esac
dlx=$build/src/cli/dlx dxd=$peers/dxd/main dlx6=$peers/knuth/dlx6
benchmark=$data/exact_cover_benchmark
[ -x "$dlx" ] || { echo "$0: $dlx not found: build first (meson setup build && meson compile -C build), or name the build with -b" >&2; exit 2; }
[ -d "$benchmark" ] || { echo "$0: $benchmark not found: bench/get-data.sh ${data} fetches it (or name the data folder with -d)" >&2; exit 2; }
command -v timeout >/dev/null || { echo "$0: timeout not found (coreutils)" >&2; exit 2; }
programs=(dlx dlx-j2)
if [ -x "$dxd" ]; then programs+=(dxd mdxd2)
else echo "$0: $dxd not found (bench/get-peers.sh builds it, when it builds here): DXD is left out" >&2; fi
if [ -x "$dlx6" ]; then programs+=(dlx6)
else echo "$0: $dlx6 not found (bench/get-peers.sh builds it): DLX6 is left out" >&2; fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The instances: the arguments' files, or every file of the benchmark.
instances=()
if [ $# -gt 0 ]; then
	for name in "$@"; do
		found=$(find "$benchmark" -maxdepth 1 -type f \( -name "$name.ec" -o -name "$name.txt" \) | head -1)
		[ -n "$found" ] || { echo "$0: no instance $name in $benchmark" >&2; exit 2; }
		instances+=("$found")
	done
else
	while IFS= read -r file; do instances+=("$file"); done < <(find "$benchmark" -maxdepth 1 -type f | sort -V)
fi

# knuth FILE: the .ec FILE in Knuth's format, as DLX6 reads it.
knuth() {
	awk '$1 == "p" { line = "1"; for (i = 2; i <= $3; i++) line = line " " i; print line }
	     $1 == "s" { $1 = ""; sub(/^ /, ""); print }' "$1"
}

# run_once PROGRAM FILE: runs it once under $limit seconds; prints "SECONDS COUNT",
# COUNT "-" when the run was cut, "?" when it printed none.
run_once() {
	local program=$1 file=$2 start end status=0 count
	start=$(date +%s.%N)
	case $program in
	dlx) timeout "$limit" "$dlx" --format ec "$file" >"$scratch/out" 2>"$scratch/err" || status=$? ;;
	dlx-j2) timeout "$limit" "$dlx" --format ec -j 2 "$file" >"$scratch/out" 2>"$scratch/err" || status=$? ;;
	dxd) (cd "$scratch" && timeout "$limit" "$dxd" dxd "$file" 1 ett) >"$scratch/out" 2>"$scratch/err" || status=$? ;;
	mdxd2) (cd "$scratch" && timeout "$limit" "$dxd" mdxd "$file" 1 ett 2) >"$scratch/out" 2>"$scratch/err" || status=$? ;;
	dlx6) timeout "$limit" "$dlx6" <"$scratch/knuth.dlx" >/dev/null 2>"$scratch/err" || status=$? ;;
	esac
	end=$(date +%s.%N)
	case $program in
	dlx | dlx-j2) count=$(awk '/^[0-9]+$/ { print; exit }' "$scratch/out") ;;
	dxd | mdxd2) count=$(sed -n 's/^Solutions: *//p' "$scratch/out" | head -1) ;;
	dlx6) count=$(sed -n 's/^Altogether \([0-9]*\) solution.*/\1/p' "$scratch/err" | head -1) ;;
	esac
	[ "$status" -ne 124 ] || count=-
	echo "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }') ${count:-?}"
}

# same A B: whether two counts agree (exactly, or within a millionth when one is in e-form).
same() {
	case $1$2 in *e*) awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d <= 1e-6 * (a < 0 ? -a : a)) }' ;;
	*) [ "$1" = "$2" ] ;; esac
}

# peer_limit PROGRAM: the seconds PROGRAM may take on this instance: CAP,
# or for a peer under -k, FACTOR times dlx's slowest run so far (10 to CAP).
peer_limit() {
	case $1 in dlx | dlx-j2) echo "$cap"; return ;; esac
	[ -n "$factor" ] || { echo "$cap"; return; }
	tr ' ' '\n' <<<"${times[dlx]:-} ${times[dlx-j2]:-}" | grep . |
		awk -v k="$factor" -v cap="$cap" 'BEGIN { m = 0 } $1 > m { m = $1 }
			END { t = k * m; if (t < 10) t = 10; if (t > cap) t = cap; printf "%.0f", t }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }'; }

declare -A title=([dlx]="dlx" [dlx-j2]="dlx -j 2" [dxd]="dxd" [mdxd2]="mdxd, 2 threads" [dlx6]="DLX6")
mismatches=0
{
	header="| instance | count |" rule="|---|---:|"
	for program in "${programs[@]}"; do header="$header ${title[$program]} (s) |" rule="$rule---:|"; done
	echo "$header"
	echo "$rule"
} >"$table"
for file in "${instances[@]}"; do
	name=$(basename "$file")
	name=${name%.*}
	knuth "$file" >"$scratch/knuth.dlx"
	declare -A times=() counts=() cut=()
	for ((round = 1; round <= runs; round++)); do
		for program in "${programs[@]}"; do
			[ -z "${cut[$program]:-}" ] || continue
			limit=$(peer_limit "$program")
			read -r seconds count < <(run_once "$program" "$file")
			if [ "$count" = - ]; then cut[$program]=$limit; continue; fi
			times[$program]="${times[$program]:-} $seconds"
			counts[$program]=$count
		done
	done
	count="" disagree=""
	for program in "${programs[@]}"; do
		c=${counts[$program]:-}
		[ -n "$c" ] || continue
		if [ -z "$count" ]; then count=$c
		elif ! same "$count" "$c"; then disagree=1; fi
	done
	if [ -n "$disagree" ]; then
		detail=""
		for program in "${programs[@]}"; do
			detail="$detail${detail:+; }${title[$program]}: ${counts[$program]:-none}"
		done
		echo "$0: $name: the counts differ: $detail" >&2
		count="**MISMATCH** ($detail)"
		mismatches=$((mismatches + 1))
	fi
	row="| $name | ${count:--} |"
	for program in "${programs[@]}"; do
		if [ -n "${cut[$program]:-}" ]; then row="$row > ${cut[$program]} |"
		else row="$row $(tr ' ' '\n' <<<"${times[$program]}" | grep . | median) |"; fi
	done
	echo "$row" >>"$table"
	unset times counts cut
done
cat "$table"
echo "table written to $table" >&2
[ "$mismatches" -eq 0 ] || { echo "$0: $mismatches instance(s) with counts that differ" >&2; exit 1; }
