#!/usr/bin/env bash
# End-to-end tests of the variants (X, windoku, jigsaw, killer): published
# killer puzzles against their published solutions (the bundled 50, and all
# 500 of krazydad's set when KILLER_FILE names it), the readable forms and headers,
# generated puzzles solved back to the solution the generator printed and
# counted unique, exact-cover exports counted by `dlx`, pictures, and usage errors.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?}" "${DLX:?}" "${SOURCE_ROOT:?}"
DATA=$SOURCE_ROOT/data
# KILLER_FILE: the 500 of killer_krazydad_500.txt (data/README.md), lines as the 50 bundled
SHARED=${KILLER_FILE:-}

# killer_check FILE NAME: solves each line's cages and sums, compares with its third field
killer_check() {
	cut -d' ' -f1,2 "$1" >"$WORK/killer-in"
	cut -d' ' -f3 "$1" >"$WORK/killer-want"
	run "$SUDOKU" solve --variant killer --unique "$WORK/killer-in"
	expect_status "$2: every puzzle solved, uniquely" 0
	expect_out_file "$2: the published solutions" "$WORK/killer-want"
}

killer_check "$DATA/killer-krazydad-50.txt" "50 bundled killers"
if [ -n "$SHARED" ] && [ -f "$SHARED" ] && [ -z "${E2E_WRAPPER:-}" ]; then
	killer_check "$SHARED" "all the killers of $SHARED"
fi

# --- the header line and the readable killer form give the same answer ---
head -1 "$DATA/killer-krazydad-50.txt" | cut -d' ' -f3 >"$WORK/first-solution"
{
	echo "# variant: killer"
	head -1 "$DATA/killer-krazydad-50.txt" | awk '{
		cages = $1; n = split($2, sum, ",")
		for (r = 0; r < 9; r++) print substr(cages, r * 9 + 1, 9)
		k = 0
		for (i = 1; i <= 81; i++) { c = substr(cages, i, 1); if (!(c in seen)) { seen[c] = 1; printf "%s=%s ", c, sum[++k] } }
		print ""
	}'
} >"$WORK/readable.txt"
run "$SUDOKU" solve -f line "$WORK/readable.txt"
expect_status "readable killer with a header: exit 0" 0
expect_out_file "readable killer: the published solution" "$WORK/first-solution"
run "$SUDOKU" solve -f pretty "$WORK/readable.txt"
expect_true "pretty killer: the first cage's sum on its top border" grep -q '^+15-' "$OUT"
expect_true "pretty killer: cage borders drawn" grep -q ':' "$OUT"

# --- generated puzzles of each variant: unique, and solve to the printed solution ---
# 6x6 keeps this quick under valgrind; a 9x9 killer only without a wrapper
SIZES="6:x 6:windoku 9:x 9:jigsaw 6:x+jigsaw 6:killer 6:x+killer 6:jigsaw+killer"
if [ -z "${E2E_WRAPPER:-}" ]; then SIZES="$SIZES 9:killer 9:x+windoku 9:jigsaw+killer"; fi
for pair in $SIZES; do
	size=${pair%%:*} variant=${pair#*:}
	run "$SUDOKU" generate --variant "$variant" --size "$size" --seed 11 --with-solution
	expect_status "generate --variant $variant --size $size: exit 0" 0
	grep -v '^#' "$OUT" >"$WORK/puzzle"
	sed -n 's/^# solution: //p' "$OUT" >"$WORK/solution"
	run "$SUDOKU" count --variant "$variant" "$WORK/puzzle"
	expect_out "generated $variant: one solution" "1"
	run "$SUDOKU" solve --variant "$variant" -f line "$WORK/puzzle"
	expect_out_file "generated $variant: solves to the printed solution" "$WORK/solution"
	run "$SUDOKU" export --dlx --variant "$variant" "$WORK/puzzle" -o "$WORK/puzzle.dlx"
	expect_status "export --dlx --variant $variant: exit 0" 0
	run "$DLX" "$WORK/puzzle.dlx"
	expect_out "export --variant $variant: dlx counts one solution" "1"
done
run "$SUDOKU" generate --variant jigsaw --seed 11
cp "$OUT" "$WORK/again"
run "$SUDOKU" generate --variant jigsaw --seed 11
expect_out_file "generate --variant: the same seed, the same bytes" "$WORK/again"

# --- the rule itself matters: an X puzzle read as plain has more solutions ---
run "$SUDOKU" generate --variant x --seed 5
tail -n +2 "$OUT" >"$WORK/x" # the puzzle without its '# variant: x' line
run "$SUDOKU" count --limit 2 "$WORK/x"
expect_out "an X puzzle without its diagonals: several solutions" ">=2"
run "$SUDOKU" solve --variant x -f pretty "$WORK/x"
expect_true "pretty X: diagonal marks" grep -q '\\' "$OUT"

# --- windoku: a known 4x4 count (168: a Python brute force over 4x4 grids with the
# centre 2x2 window; the unit tests' C brute force agrees) ---
printf '# variant: windoku\n................\n' >"$WORK/w4"
run "$SUDOKU" count "$WORK/w4"
expect_out "windoku 4x4: 168 grids" "168"

# --- what generate writes reads back without --variant ---
# generate writes a '# variant:' line first; read back through it, every
# puzzle gives what it gives with --variant and the line taken away (the
# regions after a jigsaw puzzle were once taken for a rating, a killer's
# cage letters for digits)
for v in jigsaw killer jigsaw+killer x windoku x+windoku; do
	"$SUDOKU" generate --seed 1 -n 3 --variant "$v" >"$WORK/made-$v.txt"
	expect_true "generate --variant $v: the first line is '# variant: $v'" \
		test "$(head -1 "$WORK/made-$v.txt")" = "# variant: $v"
	tail -n +2 "$WORK/made-$v.txt" >"$WORK/bare-$v.txt"
	for command in count solve; do
		"$SUDOKU" "$command" --variant "$v" "$WORK/bare-$v.txt" >"$WORK/want-$v" 2>&1
		run "$SUDOKU" "$command" "$WORK/made-$v.txt"
		expect_status "generate --variant $v | $command: exit 0" 0
		expect_out_file "generate --variant $v | $command: as $command --variant $v" "$WORK/want-$v"
	done
done
"$SUDOKU" count "$WORK/made-killer.txt" >"$WORK/counts"
expect_true "the killer puzzles read back: one solution each" \
	test "$(sort -u "$WORK/counts")" = 1 -a "$(wc -l <"$WORK/counts")" = 3
# the logical solver knows the classic rules only (print and check take
# variants: variant_commands.sh)
for command in rate explain hint; do
	run "$SUDOKU" "$command" "$WORK/made-jigsaw.txt"
	expect_status "$command on a jigsaw puzzle under its variant line: exit 2" 2
	expect_err_has "$command on a jigsaw puzzle: refused by name, at its line" \
		"made-jigsaw.txt:2: variant jigsaw is not handled (a '# variant:' line above)"
done

# --- jigsaw+killer: the forms of docs/examples/jigsaw-killer.txt, and faults ---
# The example is made by hand: its cages' sums added up from a grid checked by
# hand (rows, columns and regions), which must come back, from every form
HAND=513624245163632451124536456312361245
JK="aabbccdeeffgdhiijgkhlmjnkolmpnqorrpp 6,9,6,8,9,7,4,5,6,8,5,10,8,8,11,10,3,3"
JR=AAAABBAABBBBCDDDDDCCFFFDCCFEFFCEEEEE
EXAMPLE=$SOURCE_ROOT/docs/examples/jigsaw-killer.txt
{
	echo "$JK $JR"
	echo "$JK 5..................................5 $JR"
	echo
	sed 1d "$EXAMPLE" | sed 8q
	printf '5.....\n......\n......\n......\n......\n.....5\n'
	sed 1,9d "$EXAMPLE"
} >"$WORK/jk-forms.txt"
run "$SUDOKU" solve --variant jigsaw+killer --unique -f line "$EXAMPLE" "$WORK/jk-forms.txt"
expect_status "jigsaw+killer in every form: solved uniquely, exit 0" 0
expect_out "jigsaw+killer: the hand-checked grid from each form" "$(printf '%s\n' $HAND $HAND $HAND $HAND)"
run "$SUDOKU" print "$EXAMPLE"
expect_true "print jigsaw+killer: a region border that a cage crosses drawn '!' and '='" \
	sh -c "grep -q '! ' '$OUT' && grep -q '===' '$OUT'"
printf '# variant: jigsaw+killer\n%s\n' "$JK $JR" >"$WORK/jk-line.txt"
"$SUDOKU" export --dlx "$WORK/jk-line.txt" -o "$WORK/jk.dlx"
run "$DLX" "$WORK/jk.dlx"
expect_out "export jigsaw+killer: dlx counts one solution" "1"
# hostile input, each fault at its line and column
{
	echo "# variant: jigsaw+killer"
	echo "$JK"
	echo "$JK AAAABBAABBBBCDDDDDCCFFFDCCFEFFCEEEE*"
	echo "$JK AAAAABAABBBBCDDDDDCCFFFDCCFEFFCEEEEE"
	echo "${JK%,3} $JR"
	echo "${JK%,3,3},3,99 $JR"
	echo "${JK%,3,3},3,99999999 $JR"
	echo "$JK 55.................................. $JR"
	echo "$JK ..........................7......... $JR"
	echo "aaaaaaabbbbbbbbbbbbbbbbbbbbbbbbbbbbb 21,105 $JR"
	sed 1d "$EXAMPLE" | sed 8q
	echo
	sed 1d "$EXAMPLE" | sed 2q
} >"$WORK/jk-bad.txt"
run "$SUDOKU" solve "$WORK/jk-bad.txt"
expect_status "jigsaw+killer faults: exit 2" 2
while IFS= read -r want; do
	expect_err_has "jigsaw+killer fault: ${want#*: }" "jk-bad.txt:$want"
done <<'FAULTS'
2:76: the regions are missing: a jigsaw+killer line is cages, sums, [givens,] regions
3:112: unexpected character '*'
4:77: region 'A' has 7 cells; a 6x6 jigsaw needs 6 regions of 6
5:33: cage 'r' has no sum (17 sums for 18 cages)
6:75: cage 'r': no 2 distinct digits add up to 99 (3 to 11 can)
7:75: cage sum 99999999 is larger than any cage can hold (22050 at most)
8:78: cage 'a': two givens 5 in one cage
9:103: '7' is not a digit of a 6x6 grid (digits are 1-6, or . for empty)
10:1: cage 'a': cage has 7 cells: more than 6 distinct digits
19: the jigsaw+killer puzzle of line 11 has no regions: 6 rows of region symbols follow the sums (or the givens)
21: incomplete jigsaw+killer puzzle (it starts at line 20)
FAULTS
expect_true "jigsaw+killer faults: one message each, no crash" test "$(wc -l <"$ERR")" = 11

# --- usage errors ---
run "$SUDOKU" solve --variant sandwich "$DATA/norvig-hardest.txt"
expect_status "solve --variant sandwich: exit 2" 2
expect_err_has "solve --variant sandwich: named" "--variant needs x, windoku, jigsaw, killer, anti-knight, anti-king, non-consecutive, or some joined by +, not 'sandwich'"
run "$SUDOKU" generate --variant x --clues 30
expect_status "generate --variant with --clues: exit 2" 2
# --rating was once ignored with --variant (the puzzles came unrated)
run "$SUDOKU" generate --variant x --rating 2.6-4.0
expect_status "generate --variant x --rating 2.6-4.0: exit 2" 2
expect_err_has "generate --variant with --rating: why" "--variant does not combine with"
finish
