#!/usr/bin/env bash
# One exit-code rule for every command: 0 the answer is
# complete; 1 no solution, several where one was asked, or a limit (node,
# time, attempts) stopped the run first; 2 bad input, bad usage or I/O error.
# Each command is run into each code it documents, and its --help must state
# the same rule. Then the small ones: one number syntax for every option.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?}" "${DLX:?}" "${SOURCE_ROOT:?}"
DATA=$SOURCE_ROOT/data
EXACT=$DATA/exact-cover
WIKI=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
WIKI_SOLUTION=534678912672195348198342567859761423426853791713924856961537284287419635345286179
EMPTY9=$(printf '.%.0s' $(seq 81))
EMPTY35=$(printf '.%.0s' $(seq 1225))
# Wikipedia's puzzle with r1c2 made a second 5 in row 1: no solution.
TWO_CLASH=55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79

help_says() { # COMMAND... -- TEXT: --help output holds TEXT (blanks squeezed)
	local text=${*: -1}
	"${@:1:$#-1}" --help | tr -s ' \n' '  ' | grep -qF -- "$text"
}

# --- sudoku solve ---
run "$SUDOKU" solve <<<"$WIKI"
expect_status "solve, solvable: 0" 0
run "$SUDOKU" solve <<<"$TWO_CLASH"
expect_status "solve, no solution: 1" 1
run "$SUDOKU" solve --unique <<<"$EMPTY9"
expect_status "solve --unique, several solutions: 1" 1
run "$SUDOKU" solve --node-limit 5 --unique <<<"$EMPTY35"
expect_status "solve, node limit first: 1" 1
run "$SUDOKU" solve --bogus
expect_status "solve, bad usage: 2" 2
expect_true "solve --help states the rule" help_says "$SUDOKU" solve \
	"1 some puzzle has no solution, more than one (with --unique), or hit a limit; 2 bad input"

# --- sudoku count ---
run "$SUDOKU" count <<<"................"
expect_out "count, empty 4x4: 288 (published)" 288
expect_status "count, complete: 0" 0
run "$SUDOKU" count --limit 3 <<<"$EMPTY9"
expect_out "count --limit 3: >=3" ">=3"
expect_status "count, --limit reached: an answer, 0" 0
run "$SUDOKU" count --node-limit 100 <<<"$EMPTY9"
expect_status "count, node limit first: 1" 1
expect_err_has "count, node limit first: says partial" "count is partial"
run "$SUDOKU" count --time-limit 0.05 <<<"$EMPTY9"
expect_status "count, time limit (fraction of a second) first: 1" 1
run "$SUDOKU" count <<<"$TWO_CLASH"
expect_out "count, clashing givens: 0" 0
expect_status "count, no solution: 1" 1
run "$SUDOKU" count --limit x
expect_status "count, bad usage: 2" 2
expect_true "count --help states the rule" help_says "$SUDOKU" count \
	"1 some puzzle has no solution, or a limit stopped its count"

# --- sudoku rate: a default budget, a clear partial message ---
run "$SUDOKU" rate <<<"$WIKI"
expect_status "rate, unique puzzle: 0" 0
run timeout 120 "$SUDOKU" rate --orders 1 <<<"$EMPTY35"
expect_status "rate, empty 35x35 with the default budget: 1, not a time-out" 1
expect_err_has "rate, empty 35x35: says the search was partial" \
	"gave up: the node limit came first (a partial search"
run "$SUDOKU" rate <<<"$EMPTY9"
expect_status "rate, several solutions: 1" 1
run "$SUDOKU" rate --orders 0
expect_status "rate, bad usage: 2" 2
expect_true "rate --help states the rule and the default" help_says "$SUDOKU" rate "(default 1000000)"
run "$SUDOKU" rate <<<"$WIKI_SOLUTION"
expect_true "rate of a full grid prints technique none" grep -q " 0.0 gentle none " "$OUT"
expect_true "rate --help lists the technique none" help_says "$SUDOKU" rate "or none for a full grid"

# --- sudoku generate ---
run "$SUDOKU" generate --seed 1 --size 4
expect_status "generate: 0" 0
run "$SUDOKU" generate --seed 1 --size 4 --clues 1 --attempts 2
expect_status "generate, --attempts ran out: 1" 1
run "$SUDOKU" generate --size 7
expect_status "generate, bad usage: 2" 2
expect_true "generate --help states the rule" help_says "$SUDOKU" generate "1 --attempts ran out"

# --- sudoku export ---
run "$SUDOKU" export --dlx <<<"$WIKI"
expect_status "export: 0" 0
run "$SUDOKU" export --dlx <<<"123"
expect_status "export, bad input: 2" 2
expect_true "export --help states the rule" help_says "$SUDOKU" export "Exit codes: 0 written; 2"

# --- dlx ---
run "$DLX" "$EXACT/queens-8.dlx"
expect_out "dlx, 8 queens: 92 (published)" 92
expect_status "dlx, solutions: 0" 0
printf 'a b\na\n' >"$WORK/none.dlx"
run "$DLX" "$WORK/none.dlx"
expect_status "dlx, no solution: 1" 1
run "$DLX" --node-limit 10 "$EXACT/queens-8.dlx"
expect_status "dlx, node limit first: 1" 1
run "$DLX" --time-limit 0.01 "$EXACT/pentomino-6x10.dlx"
expect_status "dlx, time limit (fraction) first: 1" 1
run "$DLX" --bogus
expect_status "dlx, bad usage: 2" 2
expect_true "dlx --help states the rule" help_says "$DLX" \
	"1 no solution, or a node or time limit stopped the count; 2 bad input"

# --- the main command ---
run "$SUDOKU" nosuch
expect_status "sudoku, unknown command: 2" 2
expect_true "sudoku --help states the rule" help_says "$SUDOKU" "or a limit stopped it first"

# --- one syntax for seconds and counts in every command ---
for bad in 0x10 1e1 inf -1 1.2.3 . ''; do
	for command in solve count; do
		run "$SUDOKU" "$command" --time-limit "$bad" <<<"$WIKI"
		expect_status "sudoku $command --time-limit '$bad': refused, 2" 2
	done
	run "$DLX" --time-limit "$bad" "$EXACT/queens-8.dlx"
	expect_status "dlx --time-limit '$bad': refused, 2" 2
done
for good in 10 2.5 .5 3.; do
	run "$DLX" --time-limit "$good" "$EXACT/queens-8.dlx"
	expect_out "dlx --time-limit $good: accepted" 92
done
run timeout 60 "$SUDOKU" generate -n 18446744073709551615 --size 4
expect_status "generate -n 2^64-1: refused like --attempts, 2" 2
run "$SUDOKU" generate --attempts 18446744073709551615 --size 4
expect_status "generate --attempts 2^64-1: refused, 2" 2
run "$SUDOKU" generate -n 1000000001 --size 4
expect_err_has "generate -n: the range is named" "from 1 to 1000000000"

finish
