#!/usr/bin/env bash
# End-to-end: `-j N` on sudoku solve, count, rate, generate and export. Known
# answers: every solution passes the independent checker (check_solutions.awk),
# the published facts of the data sets (every puzzle of 17clue has
# one solution; each of several-solutions has two or more), the 288 4x4 grids;
# and, as the ordering guarantee says, stdout, stderr and the exit code are exactly
# those of -j 1 (for -j 2, 3 and 0) on batches mixing good, bad, unsolvable
# and multi-line input, with --strict, and -o left untouched on failure.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
DATA=$SOURCE_ROOT/data
TDATA=$SOURCE_ROOT/tests/data
BAD=$SOURCE_ROOT/tests/bad-input/sudoku
CHECK=$SOURCE_ROOT/tests/cli/check_solutions.awk
cd "$WORK" || exit 2

# Under valgrind or a sanitizer (E2E_SANITIZED: AddressSanitizer, ThreadSanitizer), fewer
# puzzles: the point is the threads, not the volume.
count=1000
checking_build && count=60
head -n "$count" "$DATA/17clue-1000.txt" >clue.txt

# ---- Solutions are right, in input order ----
run "$SUDOKU" solve -j 3 clue.txt
expect_status "solve -j 3 17clue: exit 0" 0
expect_true "solve -j 3 17clue: $count lines" test "$(wc -l <"$OUT")" = "$count"
expect_true "solve -j 3 17clue: every solution checks out, in input order" \
	awk -f "$CHECK" <(paste -d' ' clue.txt "$OUT")
run "$SUDOKU" count -j 2 clue.txt
expect_true "count -j 2 17clue: one solution each (published)" test "$(sort -u "$OUT")" = 1
head -n 40 "$DATA/several-solutions-200.txt" >several.txt
run "$SUDOKU" count -j 2 --limit 2 several.txt
expect_true "count -j 2 --limit 2: every puzzle has two or more" test "$(sort -u "$OUT")" = ">=2"
printf '................\n' >empty4.txt
run "$SUDOKU" count -j 2 empty4.txt
expect_out "count -j 2: the empty 4x4 grid has 288 completions" "288"

# ---- Exactly what -j 1 writes: stdout, stderr, exit code ----
same_as_one() { # NAME ARGS...: runs with -j 1, then -j 2, 3 and 0, and compares
	local name=$1 j one
	shift
	run "$SUDOKU" "$@" -j 1
	cp "$OUT" one.out; cp "$ERR" one.err; one=$STATUS
	for j in 2 3 0; do
		run "$SUDOKU" "$@" -j "$j"
		if cmp -s "$OUT" one.out && cmp -s "$ERR" one.err && [ "$STATUS" = "$one" ]; then
			pass "$name: -j $j writes what -j 1 writes (exit $one)"
		else
			fail "$name: -j $j writes what -j 1 writes" "exit $one vs $STATUS" \
				"$(diff one.out "$OUT" | head -5)" "$(diff one.err "$ERR" | head -5)"
		fi
	done
}
# untouched_on_failure NAME ARGS...: with -o, a failing -j 3 run leaves the file as it was
untouched_on_failure() {
	local name=$1
	shift
	echo "precious" >kept.txt
	run "$SUDOKU" "$@" -j 3 -o kept.txt
	if [ "$STATUS" != 0 ] && [ "$(cat kept.txt)" = precious ]; then
		pass "$name: -o file untouched (exit $STATUS)"
	else
		fail "$name: -o file untouched" "exit $STATUS" "$(head -3 kept.txt)"
	fi
}
cat "$TDATA/batch-with-bad-lines.txt" "$BAD/no-solution.txt" clue.txt "$BAD/duplicate-in-row.txt" \
	"$DATA/several-solutions-200.txt" "$BAD/letter-in-9x9.txt" >mixed.txt
same_as_one "solve, mixed batch" solve mixed.txt
same_as_one "solve --unique, mixed batch" solve --unique mixed.txt
same_as_one "count --limit 3, mixed batch" count --limit 3 mixed.txt
same_as_one "solve --strict stops at the same place" solve --strict mixed.txt
same_as_one "count --strict" count --strict mixed.txt
same_as_one "several files, one missing, one empty" solve "$TDATA/batch-with-bad-lines.txt" \
	missing.txt "$BAD/empty.txt" "$TDATA/wiki-grid.txt" "$TDATA/wiki-pretty.txt"
same_as_one "a NUL byte, a long line, a directory among the files" solve clue.txt "$BAD/nul-byte.txt" \
	"$BAD/long-line.txt" "$TDATA" "$TDATA/wiki-pretty.txt" "$BAD/truncated-grid.txt"
same_as_one "grids out, blank lines between" solve -f grid clue.txt "$TDATA/wiki-grid.txt"
same_as_one "--node-limit gives up alike" solve --node-limit 3 clue.txt
run "$SUDOKU" solve -j 2 -o answers.txt clue.txt
expect_status "-o with -j 2: exit 0" 0
expect_true "-o with -j 2: the file holds every answer" test "$(wc -l <answers.txt)" = "$count"

# ---- count -j on one puzzle: one search split over the threads ----
head -n 1 "$DATA/several-solutions-200.txt" >one.txt
same_as_one "count, one puzzle with several solutions" count one.txt
same_as_one "count --limit 5, one puzzle" count --limit 5 one.txt
same_as_one "count, one puzzle with no solution (the solver's message)" count "$BAD/no-solution.txt"
same_as_one "count, one puzzle with clashing givens" count "$BAD/duplicate-in-row.txt"
printf '..3.\n....\n....\n....\n' >four.txt
run "$SUDOKU" count -j 3 four.txt
expect_out "count -j 3, a 4x4 grid with one given: 288 / 4 = 72 (relabelling the digits)" "72"

# ---- variants under -j: read by the same reader, solved alike ----
head -n 10 "$SOURCE_ROOT/data/killer-krazydad-50.txt" | cut -d' ' -f1,2 >killers.txt
same_as_one "killer puzzles (--variant killer)" solve --variant killer killers.txt
{ echo '# variant: killer'; cat killers.txt; } >headed.txt
same_as_one "killer puzzles (a '# variant:' line)" solve headed.txt
run "$SUDOKU" solve -j 2 -f svg clue.txt
expect_status "-f svg with -j: refused (one page)" 2

# ---- --stats: totals count the puzzles written, as one thread's do ----
totals_line() { grep '^total: [0-9]* puzzles' "$ERR"; }
run "$SUDOKU" solve --stats --strict mixed.txt -j 1
one_total=$(totals_line)
run "$SUDOKU" solve --stats --strict mixed.txt -j 3
expect_true "--stats --strict: the same totals line ($one_total)" test "$(totals_line)" = "$one_total"
run "$SUDOKU" solve --stats clue.txt -j 2
expect_true "--stats: every puzzle counted once" test "$(totals_line)" = \
	"total: $count puzzles: $count solved, 0 without solution, 0 with several, 0 unfinished"

# ---- -o: replaced only by a complete run ----
untouched_on_failure "solve --strict" solve --strict mixed.txt
untouched_on_failure "solve, a missing input" solve clue.txt missing.txt
untouched_on_failure "count --strict" count --strict mixed.txt
run "$SUDOKU" solve -j 1 clue.txt "$TDATA/wiki-grid.txt"
cp "$OUT" one.out
run "$SUDOKU" solve -j 3 -o whole.txt clue.txt "$TDATA/wiki-grid.txt"
expect_true "solve -j 3 -o: the file is what -j 1 prints" cmp -s whole.txt one.out

# ---- rate ----
rate_count=60
checking_build && rate_count=15
{ head -n "$rate_count" "$TDATA/se-rated-sample.txt" | cut -d' ' -f1
  cat "$TDATA/batch-with-bad-lines.txt" "$BAD/no-solution.txt"
  head -n 5 "$DATA/several-solutions-200.txt"
  head -n "$rate_count" clue.txt
  cat "$BAD/letter-in-9x9.txt" "$TDATA/wiki-grid.txt"; } >rate-mixed.txt
same_as_one "rate, mixed batch" rate rate-mixed.txt
same_as_one "rate -f csv (one header, before the first rated line)" rate -f csv rate-mixed.txt
same_as_one "rate -f json --orders 3" rate -f json --orders 3 rate-mixed.txt
same_as_one "rate --strict" rate --strict rate-mixed.txt
same_as_one "rate -f csv, nothing rated: no header" rate -f csv "$BAD/no-solution.txt" "$BAD/duplicate-in-row.txt"
same_as_one "rate, a 4x4 and a 16x16 among 9x9s" rate "$TDATA/wiki-grid.txt" empty4.txt four.txt
untouched_on_failure "rate --strict" rate --strict rate-mixed.txt
head -n "$rate_count" "$TDATA/se-rated-sample.txt" | cut -d' ' -f1 >se.txt
run "$SUDOKU" rate -j 2 -o rated.txt se.txt
expect_status "rate -j 2 -o: exit 0" 0
run "$SUDOKU" rate -j 1 se.txt
expect_true "rate -j 2 -o: the file is what -j 1 prints" cmp -s rated.txt "$OUT"

# ---- generate: the same puzzles for every -j (puzzle k from --seed and k) ----
gen_count=24
checking_build && gen_count=6
same_as_one "generate --rate --with-solution" generate -n "$gen_count" --seed 7 --symmetry random --with-solution --rate
same_as_one "generate -f grid --rate (blank lines between grids)" generate -n 6 -f grid --rate --seed 2 --with-solution
same_as_one "generate -f pretty" generate -n 5 -f pretty --seed 9
same_as_one "generate --minimal" generate -n 6 --minimal --seed 3
same_as_one "generate --rating 3.0-5.0" generate -n 3 --rating 3.0-5.0 --seed 5
same_as_one "generate --difficulty moderate" generate -n 8 --difficulty moderate --seed 6
same_as_one "generate --variant jigsaw" generate -n 4 --variant jigsaw --seed 11 --with-solution
same_as_one "generate --variant x+killer -f pretty" generate -n 2 --variant x+killer --seed 3 -f pretty
same_as_one "generate: --attempts run out (exit 1, one message)" generate -n 8 --clues 22 --attempts 3 --seed 4
untouched_on_failure "generate, --attempts run out" generate -n 8 --clues 22 --attempts 3 --seed 4
run "$SUDOKU" generate -n 5 --seed 12 -j 2
head -n 2 "$OUT" >first-two.txt
run "$SUDOKU" generate -n 2 --seed 12 -j 3
expect_out_file "generate: puzzle k does not depend on -n or -j" first-two.txt
run "$SUDOKU" count -j 2 first-two.txt
expect_out "generate -j 2: every puzzle has one solution" "$(printf '1\n1')"

# ---- export: one puzzle, -j taken and changing nothing ----
same_as_one "export --dlx" export --dlx --puzzle 3 clue.txt
same_as_one "export --dlx, too few puzzles" export --dlx --puzzle 5 "$TDATA/wiki-grid.txt"
run "$SUDOKU" export --dlx -j x clue.txt
expect_status "export -j x is refused" 2

# ---- Bad -j values ----
for bad in x -1 257 ""; do
	for command in solve count rate; do
		run "$SUDOKU" "$command" -j "$bad" clue.txt
		expect_status "$command -j '$bad' is refused" 2
	done
	run "$SUDOKU" generate -j "$bad"
	expect_status "generate -j '$bad' is refused" 2
done
run "$SUDOKU" count --jobs 0 empty4.txt
expect_out "count --jobs 0 (one per CPU)" "288"
finish
