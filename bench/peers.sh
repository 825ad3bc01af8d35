#!/usr/bin/env bash
# peers.sh - dlx against the published solvers, in one run: Sudoku solving
# against tdoku's benchmark (tdoku, fsss2, jsolve, and the dancing-links
# solvers fast_solv_9r2 and kudoku), exact cover against Knuth's DLX1, DLX2
# and SSXCC, multiplicities and costs against his DLX3 and DLX5, generation
# against tdoku's generator.
#
#   bench/peers.sh [-p PEERS] [-b BUILD] [-d DATA] [-r RUNS] [-o RESULTS]
#                  [-t TABLES] [OUTDIR]
#
#   -p PEERS  the peers' build folder (default: bench/peers), made by
#             bench/get-peers.sh; the peers are never part of this project
#   -b BUILD  this project's build folder (default: build)
#   -d DATA   the puzzle sets (default: bench/data), fetched by
#             bench/get-data.sh
#   -r RUNS   rounds of every row (default 3); medians are compared, and
#             the lowest and highest run are shown as the spread
#   -o RESULTS  the file the run's dated tables are appended to (default:
#             bench/RESULTS.md), with the machine (CPU model, cores) and the
#             compiler
#   -t TABLES the tables to make, split by commas: solve, dlx, family,
#             generate (default: all four)
#   OUTDIR    where each row's raw times go (default: BUILD/peers-results)
#
# Run it on an idle machine: nothing else running, no builds, no tests.
# What is compared with what:
#   solve     `sudoku solve --unique -f line FILE`, the whole process (reading,
#             checking, solving and proving unique, writing), against
#             run_benchmark's in-memory time per puzzle with -t2 (count to 2,
#             so also solve and prove unique) on the same puzzles, in file
#             order (-r0 -n<lines>). The ratio is dlx's time over the peer's.
#   dlx       `dlx FILE` counting all solutions, whole process, against
#             `dlx1 <FILE` etc., whole process (DLX1 takes no colours).
#   family    `dlx FILE` against `dlx3 <FILE` on instances that Knuth's own
#             generators write (motley-dlx 6 6, redrect-dlx 4 5, queendom-dlx
#             8 4: item bounds), and `dlx --best K FILE` against `dlx5 kK
#             <FILE` on pentomino-6x10 with seeded costs 0-99 on its options
#             (bench/costed.sh 1 99), for K = 1 and 10; whole processes.
#   generate  `sudoku generate --minimal -n N` against tdoku's `generate
#             -p0 -s0 -a1 -l N -e0` (its dig-out, minimal puzzles): puzzles/s.
#             Each run is a fifth of a second, so the ratio quoted is the
#             median of at least 11 rounds' ratios.
# Every table takes turns: a round runs each command of a row once (after
# one warm-up run of each), and the rounds repeat. A shared host drifts by
# 10-20 % from minute to minute; in turns, a slow minute slows every
# command of a round alike instead of the one whose block of runs it met.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
peers=$here/peers build=$root/build data=$here/data runs=3 results=$here/RESULTS.md
tables=solve,dlx,family,generate
usage="usage: $0 [-p PEERS] [-b BUILD] [-d DATA] [-r RUNS] [-o RESULTS] [-t TABLES] [OUTDIR]"
folder() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; } # absolute, checked below
while getopts 'p:b:d:r:o:t:h' flag; do
	case $flag in
	p) peers=$(folder "$OPTARG") ;;
	b) build=$(folder "$OPTARG") ;;
	d) data=$(folder "$OPTARG") ;;
	r) runs=$OPTARG ;;
	o) results=$OPTARG ;;
	t) tables=$OPTARG ;;
	h) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	*) echo "$usage" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
out=${1:-$build/peers-results}
sudoku=$build/src/cli/sudoku dlx=$build/src/cli/dlx
bench=$peers/tdoku/build/run_benchmark
# Everything the run needs, checked before anything is timed.
missing=0
for tool in "$sudoku" "$dlx"; do
	[ -x "$tool" ] || { echo "$0: $tool not found: build first (meson setup build && meson compile -C build), or name the build with -b" >&2; missing=1; }
done
for tool in "$bench" "$peers/tdoku/build/generate" "$peers/knuth/dlx1" "$peers/knuth/dlx2" "$peers/knuth/ssxcc" \
	"$peers/knuth/dlx3" "$peers/knuth/dlx5" "$peers/knuth/gen/motley-dlx" "$peers/knuth/gen/redrect-dlx" \
	"$peers/knuth/gen/queendom-dlx"; do
	[ -x "$tool" ] || { echo "$0: $tool not found: bench/get-peers.sh ${peers:+$peers} builds the peers (or name their folder with -p)" >&2; missing=1; }
done
for name in 17clue forum_hardest_1905_11plus forum_hardest_1106 magictour_top1465 kaggle_easy_10k; do
	[ -f "$data/$name.txt" ] || { echo "$0: $data/$name.txt not found: bench/get-data.sh $data fetches the puzzle sets (or name their folder with -d)" >&2; missing=1; }
done
command -v hyperfine >/dev/null || { echo "$0: hyperfine not found (apt-get install -y hyperfine)" >&2; missing=1; }
command -v python3 >/dev/null || { echo "$0: python3 not found" >&2; missing=1; }
[ "$missing" = 0 ] || exit 2
mkdir -p "$out"
sets=$out/sets
mkdir -p "$sets"

# Whether table $1 is one of -t's.
wants() { case ,$tables, in *,$1,*) return 0 ;; *) return 1 ;; esac; }

# "median min max" of the numbers on standard input, one per line.
spread() { sort -g | awk '{ v[NR] = $1 } END { printf "%s %s %s\n", v[int((NR + 1) / 2)], v[1], v[NR] }'; }

# The seconds of one run of a command line (hyperfine, no shell).
# A second argument, -i, times a command whose exit code tells a count (dlx
# exits 1 when there is no solution) rather than a failure.
one_run() {
	local json=$out/run.json
	hyperfine -N --runs 1 ${2:+"$2"} --export-json "$json" "$1" >/dev/null 2>&1
	python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["times"][0])' "$json"
}

# A warm-up run of each command line given, timed by nobody.
warm_up() {
	local command
	for command in "$@"; do bash -c "$command" >/dev/null 2>&1 || true; done
}

# ---- Sudoku: whole-process dlx against in-memory peers ----
solve_table() {
	local file name lines peers_list=tdoku,fsss2,jsolve,fast_solv_9r2,kudoku
	echo "| data set | puzzles | tdoku | fsss2 | jsolve | fast_solv_9r2 | kudoku | dlx | dlx / fast_solv_9r2 | dlx / kudoku |"
	echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
	for name in 17clue forum_hardest_1905_11plus forum_hardest_1106 magictour_top1465 kaggle_easy_10k; do
		file=$sets/$name.txt
		if [ "$name" = forum_hardest_1106 ]; then cp "$data/$name.txt" "$file"
		else head -n 4000 "$data/$name.txt" >"$file"; fi
		lines=$(wc -l <"$file")
		local ours="'$sudoku' solve --unique -f line '$file' -o /dev/null"
		: >"$out/$name.peers"
		: >"$out/$name.ours"
		warm_up "$ours"
		for ((r = 0; r < runs; r++)); do # in turns: the peers' run, then ours
			"$bench" -t2 -w1 -e1 -c1 -r0 -n"$lines" -s "$peers_list" "$file" 2>/dev/null |
				awk -F, 'NF >= 9 { print $5, $7 }' >>"$out/$name.peers"
			one_run "$ours" >>"$out/$name.ours"
		done
		awk -v n="$lines" '{ print $1 / n * 1e6 }' "$out/$name.ours" | spread >"$out/$name.dlx"
		read -r ours ours_lo ours_hi <"$out/$name.dlx"
		printf '| %s | %s |' "$name" "$lines"
		for peer in tdoku fsss2 jsolve fast_solv_9r2 kudoku; do
			read -r m lo hi < <(awk -v p="$peer" '$1 == p { print $2 }' "$out/$name.peers" | spread)
			printf ' %.1f (%.1f-%.1f) |' "$m" "$lo" "$hi"
			eval "median_$peer=$m"
		done
		printf ' %.1f (%.1f-%.1f) |' "$ours" "$ours_lo" "$ours_hi"
		awk -v a="$ours" -v b="$median_fast_solv_9r2" -v c="$median_kudoku" \
			'BEGIN { printf " %.2f | %.2f |\n", a / b, a / c }'
	done
}

# ---- Exact cover: dlx against Knuth's programs ----
cover_table() {
	local f
	# dlx counts with its memo of repeated subproblems (the default) and,
	# for the same search tree as Knuth's programs, without it (--memo 0)
	echo "| instance | DLX1 s | DLX2 s | SSXCC s | dlx s | dlx / best Knuth | dlx --memo 0 s | --memo 0 / best Knuth |"
	echo "|---|---:|---:|---:|---:|---:|---:|---:|"
	for f in queens-13 langford-12 pentomino-5x12 pentomino-6x10 word-squares-4x4; do
		local file=$root/data/exact-cover/$f.dlx
		[ -f "$file" ] || continue
		# the row's programs: Knuth's three (DLX1 takes no colours), dlx, dlx --memo 0
		local knuth=(dlx1 dlx2 ssxcc) prog r k
		grep -q '^[^|].*:' "$file" && knuth=(dlx2 ssxcc)
		local names=("${knuth[@]}" dlx dlx-memo0) commands=()
		for prog in "${names[@]}"; do
			case $prog in
			dlx) commands+=("'$dlx' '$file'") ;;
			dlx-memo0) commands+=("'$dlx' --memo 0 '$file'") ;;
			*) commands+=("bash -c '$peers/knuth/$prog <$file >/dev/null 2>&1'") ;;
			esac
			: >"$out/$f-$prog.times"
		done
		warm_up "${commands[@]}"
		for ((r = 0; r < runs; r++)); do
			for k in "${!names[@]}"; do one_run "${commands[$k]}" >>"$out/$f-${names[$k]}.times"; done
		done
		local best="" row="| $f |"
		for prog in dlx1 dlx2 ssxcc; do
			if [ "$prog" = dlx1 ] && [ "${knuth[0]}" != dlx1 ]; then
				row="$row - |" # coloured: DLX1 not run
				continue
			fi
			read -r m lo hi < <(spread <"$out/$f-$prog.times")
			row="$row $(printf '%.3f (%.3f-%.3f)' "$m" "$lo" "$hi") |"
			best=$(awk -v a="$m" -v b="${best:-$m}" 'BEGIN { print (a < b ? a : b) }')
		done
		for prog in dlx dlx-memo0; do # the default (with its memo), then the plain search
			read -r m lo hi < <(spread <"$out/$f-$prog.times")
			row="$row $(printf '%.3f (%.3f-%.3f)' "$m" "$lo" "$hi") |"
			row="$row $(awk -v a="$m" -v b="$best" 'BEGIN { printf "%.2f", a / b }') |"
		done
		echo "$row"
	done
}

# ---- Multiplicities and costs: dlx against Knuth's DLX3 and DLX5 ----
family_table() {
	local gen=$peers/knuth/gen name file r k
	echo "| instance | Knuth's | Knuth s | dlx s | dlx / Knuth |"
	echo "|---|---|---:|---:|---:|"
	"$gen/motley-dlx" 6 6 >"$sets/motley-6-6.dlx"
	"$gen/redrect-dlx" 4 5 >"$sets/redrect-4-5.dlx"
	"$gen/queendom-dlx" 8 4 >"$sets/queendom-8-4.dlx"
	bash "$here/costed.sh" 1 99 <"$root/data/exact-cover/pentomino-6x10.dlx" >"$sets/pentomino-6x10-costed.dlx"
	# each row: name, Knuth's program and arguments, dlx's arguments
	local rows=("motley-6-6|dlx3|" "redrect-4-5|dlx3|" "queendom-8-4|dlx3|"
	            "pentomino-6x10-costed k=1|dlx5 k1|--best 1"
	            "pentomino-6x10-costed k=10|dlx5 k10|--best 10")
	for row in "${rows[@]}"; do
		IFS='|' read -r name knuth ours <<<"$row"
		file=$sets/${name%% *}.dlx
		local tag=${name// /-}
		local commands=("bash -c '$peers/knuth/$knuth <$file >/dev/null 2>&1'" "'$dlx' $ours '$file'")
		: >"$out/$tag-knuth.times"
		: >"$out/$tag-dlx.times"
		warm_up "${commands[@]}"
		for ((r = 0; r < runs; r++)); do
			one_run "${commands[0]}" >>"$out/$tag-knuth.times"
			one_run "${commands[1]}" -i >>"$out/$tag-dlx.times"
		done
		read -r km klo khi < <(spread <"$out/$tag-knuth.times")
		read -r dm dlo dhi < <(spread <"$out/$tag-dlx.times")
		printf '| %s | %s | %.3f (%.3f-%.3f) | %.3f (%.3f-%.3f) | %s |\n' "$name" "${knuth%% *}" \
			"$km" "$klo" "$khi" "$dm" "$dlo" "$dhi" "$(awk -v a="$dm" -v b="$km" 'BEGIN { printf "%.2f", a / b }')"
	done
}

# ---- Generation: minimal 9x9 puzzles per second ----
generate_table() {
	local n=1000 rounds=$((runs > 11 ? runs : 11)) r
	local theirs="bash -c '$peers/tdoku/build/generate -p0 -s0 -a1 -l $n -e0 >/dev/null'"
	local ours="'$sudoku' generate --minimal -n $n --seed 1 -o /dev/null"
	: >"$out/generate.rounds"
	warm_up "$theirs" "$ours"
	for ((r = 0; r < rounds; r++)); do # turns: "tdoku seconds, dlx seconds" a line
		echo "$(one_run "$theirs") $(one_run "$ours")" >>"$out/generate.rounds"
	done
	echo "| generator | minimal puzzles/s (spread) |"
	echo "|---|---:|"
	read -r m lo hi < <(awk '{ print $1 }' "$out/generate.rounds" | spread)
	awk -v n=$n -v m="$m" -v lo="$lo" -v hi="$hi" \
		'BEGIN { printf "| tdoku generate | %.0f (%.0f-%.0f) |\n", n / m, n / hi, n / lo }'
	read -r m lo hi < <(awk '{ print $2 }' "$out/generate.rounds" | spread)
	awk -v n=$n -v m="$m" -v lo="$lo" -v hi="$hi" \
		'BEGIN { printf "| sudoku generate --minimal | %.0f (%.0f-%.0f) |\n", n / m, n / hi, n / lo }'
	read -r m lo hi < <(awk '{ print $1 / $2 }' "$out/generate.rounds" | spread)
	printf '\ndlx rate / tdoku rate, median of %d rounds taken in turns: %.2f (%.2f-%.2f)\n' \
		"$rounds" "$m" "$lo" "$hi"
}

# The compiler of the peers is in run_benchmark's own lines (first field).
peers_compiler() {
	head -n 1 "$root/data/anti-backtracking.txt" >"$sets/one.txt"
	"$bench" -t2 -w1 -e1 -c1 -r0 -n1 -s tdoku "$sets/one.txt" 2>/dev/null |
		awk -F, 'NF >= 9 { print $1, $2 "," $3; exit }'
}

{
	echo "## $(date -u '+%Y-%m-%d %H:%M UTC'): $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cores"
	echo
	echo "dlx: $("$sudoku" bench --solvers dlx "$root/data/anti-backtracking.txt" | head -n 1 | sed 's/^sudoku bench: //')," \
		"version $("$dlx" --version | cut -d' ' -f2); peers: $(peers_compiler)." \
		"\`bench/peers.sh -r $runs\`: median of $runs rounds taken in turns, lowest-highest in brackets;" \
		"load average at the start $(cut -d' ' -f1-3 /proc/loadavg)."
	echo
	wants solve && { echo "Sudoku, us/puzzle (peers in memory, dlx whole process):"; echo; solve_table; echo; }
	wants dlx && { echo "Exact cover, seconds (whole process, count all):"; echo; cover_table; echo; }
	wants family && { echo "Multiplicities (count all) and costs (the K cheapest), seconds (whole process):"; echo; family_table; echo; }
	wants generate && { echo "Generation:"; echo; generate_table; echo; }
} >"$out/peers.md"
cat "$out/peers.md"
[ -f "$results" ] || printf '# Results of bench/peers.sh\n\nOne section a run, newest last (bench/README.md says how to run it).\n\n' >"$results"
cat "$out/peers.md" >>"$results"
echo "appended to $results (and in $out/peers.md)" >&2
