#!/usr/bin/env bash
# End-to-end tests of `sudoku solve` and `sudoku count` on real files, with
# known answers: Wikipedia's example and its published solution, the dataset
# facts of the data sets (data/README.md: one solution each, or two or more),
# the 288 4x4 grids, and an independent checker for everything else.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
DATA=$SOURCE_ROOT/data
TDATA=$SOURCE_ROOT/tests/data
CHECK=$SOURCE_ROOT/tests/cli/check_solutions.awk

WIKI=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
WIKI_SOLUTION=534678912672195348198342567859761423426853791713924856961537284287419635345286179
WIKI_GRID='534678912
672195348
198342567
859761423
426853791
713924856
961537284
287419635
345286179'

# --- every input form gives the same, known solution ---
run "$SUDOKU" solve -f line <<<"$WIKI"
expect_status "line from stdin: exit 0" 0
expect_out "line from stdin: the published solution" "$WIKI_SOLUTION"

for form in grid pretty c json; do
	run "$SUDOKU" solve -f line "$TDATA/wiki-$form.txt"
	expect_out "$form input: the published solution" "$WIKI_SOLUTION"
done

run "$SUDOKU" solve "$TDATA/wiki-grid.txt"
expect_out "grid input, output not a terminal: a digit grid by default" "$WIKI_GRID"

run "$SUDOKU" solve -f pretty <<<"$WIKI"
expect_out "pretty output" "+-------+-------+-------+
| 5 3 4 | 6 7 8 | 9 1 2 |
| 6 7 2 | 1 9 5 | 3 4 8 |
| 1 9 8 | 3 4 2 | 5 6 7 |
+-------+-------+-------+
| 8 5 9 | 7 6 1 | 4 2 3 |
| 4 2 6 | 8 5 3 | 7 9 1 |
| 7 1 3 | 9 2 4 | 8 5 6 |
+-------+-------+-------+
| 9 6 1 | 5 3 7 | 2 8 4 |
| 2 8 7 | 4 1 9 | 6 3 5 |
| 3 4 5 | 2 8 6 | 1 7 9 |
+-------+-------+-------+"

run "$SUDOKU" solve -f line "$TDATA/crlf.txt"
expect_status "Windows line endings: exit 0" 0
expect_true "Windows line endings: two valid solutions" \
	awk -f "$CHECK" <(paste -d' ' <(tr -d '\r' <"$TDATA/crlf.txt") "$OUT")

run "$SUDOKU" solve --unique -f line "$DATA/anti-backtracking.txt"
expect_true "anti-backtracking puzzle: first row 987654321" grep -q '^987654321' "$OUT"

# --- datasets: every solution checked independently, uniqueness as published ---
for set in 17clue-1000 norvig-hardest hardest-1000; do
	run "$SUDOKU" solve --unique -f line "$DATA/$set.txt"
	expect_status "$set: all unique, exit 0" 0
	expect_true "$set: one valid solution per puzzle, in order" \
		awk -f "$CHECK" <(paste -d' ' "$DATA/$set.txt" "$OUT")
	expect_true "$set: as many solutions as puzzles" \
		test "$(wc -l <"$OUT")" -eq "$(wc -l <"$DATA/$set.txt")"
done

run "$SUDOKU" solve --unique -f line "$DATA/several-solutions-200.txt"
expect_status "several-solutions: exit 1 with --unique" 1
expect_true "several-solutions: each of the 200 reported" \
	test "$(grep -c 'more than one solution' "$ERR")" -eq 200
expect_err_has "several-solutions: file and line named" "several-solutions-200.txt:200: more than one solution"

run "$SUDOKU" solve -f line "$DATA/several-solutions-200.txt"
expect_status "several-solutions without --unique: a solution each, exit 0" 0
expect_true "several-solutions without --unique: valid" \
	awk -f "$CHECK" <(paste -d' ' "$DATA/several-solutions-200.txt" "$OUT")

run "$SUDOKU" count --limit 2 "$DATA/several-solutions-200.txt"
expect_true "count --limit 2: >=2 for each of the 200" test "$(grep -cx '>=2' "$OUT")" -eq 200
run "$SUDOKU" count --limit 2 "$DATA/norvig-hardest.txt"
expect_true "count --limit 2: exactly 1 for each unique puzzle" test "$(grep -cx '1' "$OUT")" -eq 11

run "$SUDOKU" count <<<"................"
expect_out "count: the empty 4x4 grid has 288 solutions" "288"
run "$SUDOKU" count --node-limit 1000 <<<"................................................................................."
expect_status "count --node-limit on the empty 9x9: exit 1 (a limit stopped it first)" 1
expect_true "count --node-limit: partial count printed as >=N" grep -q '^>=[0-9]' "$OUT"
expect_err_has "count --node-limit: says it is partial" "partial"

# --- errors: named with file, line and column; the batch goes on ---
run "$SUDOKU" solve -f line "$TDATA/batch-with-bad-lines.txt"
expect_status "batch with bad lines: exit 2" 2
expect_err_has "bad length reported at its line" "batch-with-bad-lines.txt:4:81: line has 80 cells: 1 fewer than a 9x9 puzzle"
expect_err_has "bad symbol reported at line and column" "batch-with-bad-lines.txt:6:80: 'x' is not a digit of a 9x9 grid"
expect_true "batch with bad lines: the four good puzzles solved, in order" \
	awk -f "$CHECK" <(paste -d' ' <(sed -n '2p;3p;5p;7p' "$TDATA/batch-with-bad-lines.txt") "$OUT")

run "$SUDOKU" solve --strict -f line "$TDATA/batch-with-bad-lines.txt"
expect_status "--strict: exit 2" 2
expect_true "--strict: stops at the first bad line" test "$(wc -l <"$OUT")" -eq 2

CLASH=53..7.5..6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
run "$SUDOKU" solve <<<"$CLASH"
expect_status "clashing givens: exit 1" 1
expect_err_has "clashing givens: both cells named" "<stdin>:1: no solution: r1c1 and r1c7 both hold 5 (same row)"

run "$SUDOKU" solve <<<"12345678.........9..............................................................."
expect_status "no solution without a clash: exit 1" 1
expect_err_has "no solution: said plainly" "<stdin>:1: no solution"

run "$SUDOKU" solve "$TDATA/does-not-exist.txt"
expect_status "missing file: exit 2" 2
expect_err_has "missing file: named" "does-not-exist.txt: cannot open"

# --- output files: atomic, never over an input ---
cp "$TDATA/wiki-grid.txt" "$WORK/input.txt"
run "$SUDOKU" solve -f line -o "$WORK/input.txt" "$WORK/input.txt"
expect_status "-o naming the input: refused, exit 2" 2
expect_true "-o naming the input: input unchanged" cmp -s "$WORK/input.txt" "$TDATA/wiki-grid.txt"

run "$SUDOKU" solve -f line -o "$WORK/solved.txt" "$DATA/norvig-hardest.txt"
expect_status "-o: exit 0" 0
expect_true "-o: file holds the valid solutions" \
	awk -f "$CHECK" <(paste -d' ' "$DATA/norvig-hardest.txt" "$WORK/solved.txt")
expect_true "-o: no temporary file left" test "$(ls "$WORK" | grep -c tmp-)" -eq 0

echo "old content" >"$WORK/keep.txt"
(timeout 0.5 "$SUDOKU" count -o "$WORK/keep.txt" \
	<<<"................................................................................." ) 2>/dev/null
expect_true "-o: a run stopped midway (SIGTERM) leaves the old file untouched" \
	test "$(cat "$WORK/keep.txt")" = "old content"

run "$SUDOKU" solve -o "$WORK/no-such-dir/out.txt" <<<"$WIKI"
expect_status "-o in a missing directory: exit 2" 2

# --- usage ---
run "$SUDOKU" solve --help
expect_status "--help: exit 0" 0
expect_true "--help: documents the exit codes" grep -q 'Exit codes' "$OUT"
run "$SUDOKU" --version
expect_status "--version: exit 0" 0
run "$SUDOKU" solve --bogus
expect_status "unknown option: exit 2" 2
expect_err_has "unknown option: named" "unknown option '--bogus'"
run "$SUDOKU" solve -f fancy
expect_status "unknown format: exit 2" 2
run "$SUDOKU" frobnicate
expect_status "unknown command: exit 2" 2

run "$SUDOKU" solve --stats -f line "$DATA/norvig-hardest.txt"
expect_err_has "--stats: totals" "total: 11 puzzles: 11 solved"

# --- bigger sizes ---
ROW16=123456789ABCDEFG
run "$SUDOKU" solve -f line <<<"$ROW16$(printf '.%.0s' $(seq 240))"
expect_true "16x16: a valid solution keeping the givens" \
	awk -f "$CHECK" <(echo "$ROW16$(printf '.%.0s' $(seq 240)) $(cat "$OUT")")

finish
