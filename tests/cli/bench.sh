#!/usr/bin/env bash
# End-to-end: `sudoku bench` on small inputs: the table, CSV and JSON shapes,
# time-outs shown, answers checked, exit codes, bad usage and bad input.
. "$(dirname "$0")/lib.sh"
DATA=$SOURCE_ROOT/data
NORVIG=$DATA/norvig-hardest.txt   # 11 puzzles, one solution each
ANTI=$DATA/anti-backtracking.txt  # needs ~69 million placements in reading order

csv_header='solver,dataset,puzzles,solved,timed_out,failed,puzzles_per_s,mean_us,median_us,p99_us,nodes_per_puzzle,sums_are_bounds,median_is_bound,p99_is_bound,time_limit_s,repeat,compiler,flags,build_type,warmup,pass_min_us,pass_median_us'

# Field $2 (1-based) of CSV line $1 of stdout (header is line 1); fields here hold no commas.
csv_field() { sed -n "${1}p" "$OUT" | cut -d, -f"$2"; }

run "$SUDOKU" bench --help
expect_status "help exits 0" 0
expect_true "help shows usage" grep -q '^usage: sudoku bench' "$OUT"

run "$SUDOKU" --help
expect_true "bench listed in sudoku --help" grep -q '^  bench ' "$OUT"

# ---- Table ----
# A generous limit: naive needs up to ~50 ms a puzzle here, far more under valgrind (CI).
run "$SUDOKU" bench --time-limit 60 "$NORVIG"
expect_status "table: every solver solves norvig-hardest" 0
expect_true "table names the compiler and build type" grep -q '^sudoku bench: .*, flags .*, buildtype ' "$OUT"
expect_true "table has the column header" \
	grep -qE '^solver +dataset +puzzles +solved +timeouts +failed +puzzles/s +mean us +median us +p99 us +nodes/puzzle +pass min +pass med$' "$OUT"
expect_true "table states the warm-up" grep -q '; 100 puzzles of warm-up; best of 1 pass per puzzle' "$OUT"
for solver in naive bitmask mrv dlx; do
	expect_true "table: $solver solved 11 of 11, none timed out or failed" \
		grep -qE "^$solver +norvig-hardest.txt +11 +11 +0 +0 " "$OUT"
done

# ---- CSV ----
run "$SUDOKU" bench -f csv --repeat 2 --time-limit 60 "$NORVIG" "$ANTI" --solvers mrv,dlx
expect_status "csv: mrv and dlx solve both files" 0
expect_true "csv header" [ "$(head -n 1 "$OUT")" = "$csv_header" ]
expect_true "csv: one line per solver and dataset" [ "$(wc -l <"$OUT")" -eq 5 ]
expect_true "csv: every line has 22 fields" awk -F, 'NF != 22 { exit 1 }' "$OUT"
expect_true "csv: datasets then solvers, in the order given" \
	[ "$(cut -d, -f1,2 "$OUT" | tail -n 4 | tr '\n' ' ')" = \
	  'mrv,"norvig-hardest.txt" dlx,"norvig-hardest.txt" mrv,"anti-backtracking.txt" dlx,"anti-backtracking.txt" ' ]
expect_true "csv: dlx solved all 11" [ "$(csv_field 3 4)" = 11 ]
expect_true "csv: repeat recorded" [ "$(csv_field 2 16)" = 2 ]
expect_true "csv: time limit recorded, in seconds" [ "$(csv_field 2 15)" = 60 ]
expect_true "csv: the fastest pass is no slower than the median pass, both measured" \
	awk -F, 'NR > 1 && !($21 > 0 && $21 <= $22) { exit 1 }' "$OUT"

run "$SUDOKU" bench -f csv --repeat 3 --warmup 0 --time-limit 0.5 --solvers dlx "$NORVIG"
expect_status "csv: --warmup 0 and fractions of a second accepted" 0
expect_true "csv: warm-up and limit recorded" [ "$(csv_field 2 20),$(csv_field 2 15)" = 0,0.5 ]

# ---- Time-outs are shown, not hidden ----
# 0.2 s: naive needs seconds on this puzzle, dlx well under a millisecond (even under valgrind)
run "$SUDOKU" bench --solvers naive,mrv --time-limit 0.2 -f csv "$ANTI"
expect_status "a time-out exits 1" 1
expect_true "naive's time-out counted, not solved" [ "$(csv_field 2 4),$(csv_field 2 5)" = 0,1 ]
expect_true "naive's sums flagged as bounds" [ "$(csv_field 2 12)" = true ]
expect_err_has "time-out told on stderr" "naive timed out on 1 of 1 puzzles of anti-backtracking.txt"

run "$SUDOKU" bench --solvers naive,dlx --time-limit 0.2 "$ANTI"
expect_status "table with a time-out exits 1" 1
expect_true "table shows naive's time-out and bounds" \
	grep -qE '^naive +anti-backtracking.txt +1 +0 +1 +0 +<[0-9.]+ +>[0-9.]+ ' "$OUT"
expect_true "table shows dlx solving it" grep -qE '^dlx +anti-backtracking.txt +1 +1 +0 +0 ' "$OUT"

# ---- JSON ----
run "$SUDOKU" bench -f json --solvers dlx,mrv "$NORVIG"
expect_status "json exits 0" 0
expect_true "json parses, with build and two results" python3 -c '
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["build"]["compiler"] and doc["build"]["build_type"]
assert [r["solver"] for r in doc["results"]] == ["dlx", "mrv"]
assert all(r["solved"] == 11 and r["timed_out"] == 0 for r in doc["results"])
assert doc["first_solution_only"] is True and doc["time_limit_s"] == 1
' "$OUT"

# ---- Answers are checked ----
# Two 5s in the first row: no solver can find a solution, and each says so.
clash=$WORK/clash.txt
echo '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79' >"$clash"
run "$SUDOKU" bench -f csv "$clash"
expect_status "unsolvable puzzle exits 1" 1
expect_true "every solver counts it failed" [ "$(cut -d, -f6 "$OUT" | tail -n 4 | tr -d '\n')" = 1111 ]
expect_err_has "failure reported with file and line" "$clash:1: naive found no solution"

# ---- Input ----
run sh -c "head -n 3 '$NORVIG' | '$SUDOKU' bench --solvers dlx -f csv"
expect_status "reads standard input" 0
expect_true "stdin dataset named stdin, 3 puzzles" [ "$(csv_field 2 2),$(csv_field 2 3)" = '"stdin",3' ]

out=$WORK/results.csv
run "$SUDOKU" bench --solvers dlx -f csv -o "$out" "$NORVIG"
expect_status "-o exits 0" 0
expect_true "-o leaves stdout empty" [ ! -s "$OUT" ]
expect_true "-o writes the results" grep -q '^dlx,"norvig-hardest.txt",11,11,' "$out"

printf '12..34..........\n' >"$WORK/four.txt"
run "$SUDOKU" bench -o "$WORK/none.csv" "$WORK/four.txt"
expect_status "4x4 puzzle refused" 2
expect_err_has "4x4 refusal says why" "four.txt:1: a 4x4 puzzle: bench takes 9x9 puzzles only"
expect_true "no output file after bad input" [ ! -e "$WORK/none.csv" ]

printf '%s\nnot a puzzle\n' "$(head -n 1 "$NORVIG")" >"$WORK/bad.txt"
run "$SUDOKU" bench "$WORK/bad.txt"
expect_status "parse error exits 2" 2
expect_err_has "parse error has file and line" "bad.txt:2:"
expect_true "nothing timed after bad input" [ ! -s "$OUT" ]

run "$SUDOKU" bench "$WORK/missing.txt"
expect_status "missing file exits 2" 2

# ---- Bad usage ----
for args in "--solvers naive,foo" "--solvers dlx,dlx" "--solvers ''" "--repeat 0" "--repeat x" \
	"--time-limit -1" "--time-limit soon" "--warmup -3" "--warmup x" "--format xml" "--bogus" "--solvers"; do
	eval "run \"\$SUDOKU\" bench $args \"\$NORVIG\""
	expect_status "bad usage: $args" 2
	expect_err_has "bad usage names the command: $args" "sudoku bench"
done

finish
