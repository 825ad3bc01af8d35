#!/usr/bin/env bash
# End-to-end: `sudoku generate --variant jigsaw+RULE` (X, windoku,
# anti-knight, anti-king, non-consecutive, each with and without killer)
# makes a puzzle on the seeds where drawing the regions first found none,
# and the text goes back through solve --unique (the printed solution),
# count (1), check (no mistakes in the solution) and print. 9x9 solutions
# also pass check_variant.awk, which shares nothing with the solver. Rule
# sets with no grid at the size are refused with exit 2, by name.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?}" "${SOURCE_ROOT:?}"
AWK_CHECK=$SOURCE_ROOT/tests/cli/check_variant.awk

# round_trip SIZE VARIANT SEED
round_trip() {
	local size=$1 v=$2 seed=$3 what="$2 ${1}x$1 seed $3"
	run "$SUDOKU" generate --size "$size" --variant "$v" --seed "$seed" --with-solution
	expect_status "generate $what: exit 0" 0
	grep -v '^# solution' "$OUT" >"$WORK/p.txt"
	sed -n 's/^# solution: //p' "$OUT" >"$WORK/solution"
	run "$SUDOKU" solve --unique -f line "$WORK/p.txt"
	expect_out_file "solve --unique $what: the printed solution" "$WORK/solution"
	run "$SUDOKU" count "$WORK/p.txt"
	expect_out "count $what: one solution" "1"
	run "$SUDOKU" check "$WORK/p.txt" "$WORK/solution"
	expect_out "check $what against its solution: no mistakes" "no mistakes so far"
	run "$SUDOKU" print "$WORK/p.txt"
	expect_status "print $what: exit 0" 0
	if [ "$size" = 9 ]; then
		expect_true "$what: the solution keeps every rule (awk check)" \
			awk -v variant="$v" -f "$AWK_CHECK" <<<"$(sed -n 2p "$WORK/p.txt") | $(cat "$WORK/solution")"
	fi
}

RULES="x windoku anti-knight anti-king non-consecutive"
for rule in $RULES; do
	round_trip 6 "jigsaw+$rule" 1
	round_trip 6 "jigsaw+killer+$rule" 2
done
# 9x9: seeds where the regions drawn first found no grid in 50 layouts. Under
# valgrind one (a 9x9 jigsaw is minutes there, its code the 6x6 one's)
round_trip 9 jigsaw+windoku 2
[ -n "${E2E_WRAPPER:-}" ] || round_trip 9 jigsaw+anti-knight 1
if ! checking_build; then # minutes more in the checking builds
	round_trip 9 jigsaw+anti-king 3
	round_trip 9 jigsaw+non-consecutive 2
	round_trip 9 jigsaw+killer+anti-knight 3
fi

# the same seed, the same bytes
"$SUDOKU" generate --variant jigsaw+anti-king --size 6 --seed 5 >"$WORK/again"
run "$SUDOKU" generate --variant jigsaw+anti-king --size 6 --seed 5
expect_out_file "generate jigsaw+anti-king: the same seed, the same bytes" "$WORK/again"

# no 4x4 grid keeps anti-king or non-consecutive, no 6x6 grid X with windoku
for pair in 4:jigsaw+anti-king 4:jigsaw+killer+non-consecutive 4:anti-king 6:jigsaw+x+windoku; do
	size=${pair%%:*} v=${pair#*:}
	run "$SUDOKU" generate --size "$size" --variant "$v" --seed 1 -o "$WORK/none.txt"
	expect_status "generate $v ${size}x$size: refused, exit 2" 2
	expect_err_has "generate $v ${size}x$size: the size and the rules named" \
		"no ${size}x$size grid keeps every rule of"
	expect_true "generate $v ${size}x$size: no output file" test ! -e "$WORK/none.txt"
done
# to standard output, on one thread and on two: nothing at all, not even the
# "# variant:" line, which comes with the first puzzle
for jobs in 1 2; do
	run "$SUDOKU" generate --size 4 --variant anti-king --seed 1 -n 3 -j "$jobs"
	expect_status "generate anti-king 4x4 -j $jobs to stdout: refused, exit 2" 2
	expect_true "generate anti-king 4x4 -j $jobs to stdout: nothing written" test ! -s "$OUT"
done
# the line still heads what is made, once, under -j as on one thread
for jobs in 1 2; do
	run "$SUDOKU" generate --size 4 --variant x --seed 3 -n 5 -j "$jobs"
	expect_status "generate x 4x4 -n 5 -j $jobs: exit 0" 0
	expect_true "generate x 4x4 -n 5 -j $jobs: one '# variant: x' line, first" \
		awk 'NR == 1 && $0 == "# variant: x" {h++} /^# variant/ {n++} END {exit !(h == 1 && n == 1 && NR == 6)}' "$OUT"
done
finish
