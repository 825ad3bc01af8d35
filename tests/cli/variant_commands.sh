#!/usr/bin/env bash
# End-to-end: what `sudoku generate --variant V` writes goes back through
# every command, header line and all. For each variant a fixed seed makes a
# 9x9 puzzle; solve --unique must give a grid that check_variant.awk (which
# shares nothing with the solver) finds true to the variant's rules and
# givens; count says 1; check finds no mistake in that grid and names a
# planted one; print draws it as text, SVG (xmllint) and PDF (pdfinfo), the
# variant's marks counted in the SVG (solve -f svg and the solution pages
# too); rate, explain and hint refuse it by
# name at its line with exit 2 (the logical solver knows classic rules only).
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?}" "${SOURCE_ROOT:?}"
AWK_CHECK=$SOURCE_ROOT/tests/cli/check_variant.awk
# -f pdf needs cairo (meson option pdf); the pages are checked with poppler's pdfinfo
pdf=yes
"$SUDOKU" print -f pdf /dev/null >/dev/null 2>"$WORK/pdf-err"
if grep -q "not available" "$WORK/pdf-err" || ! command -v pdfinfo >/dev/null; then pdf=""; fi
xmllint=$(command -v xmllint || echo true)

# count_of PATTERN FILE: how many times PATTERN occurs in FILE
count_of() { grep -o -- "$1" "$2" | wc -l | tr -d ' '; }

# the variant's marks in an SVG page: diagonals, window cells, regions, cage sums
svg_marks() {
	local v=$1 svg=$2 line=$3
	case "+$v+" in *+x+*)
		expect_true "print -f svg $v: the two diagonals" test "$(count_of 'class="diagonal"' "$svg")" = 2 ;;
	esac
	case "+$v+" in *+windoku+*)
		expect_true "print -f svg $v: 36 window cells shaded" test "$(count_of 'class="window"' "$svg")" = 36 ;;
	esac
	case "+$v+" in *+jigsaw+*)
		expect_true "print -f svg $v: no box lines, region borders drawn" \
			test "$(count_of 'class="thick"' "$svg")" = 0 -a "$(count_of 'class="region"' "$svg")" -gt 0 ;;
	esac
	case "+$v+" in *+killer+*)
		# the sums on the page, sorted, are the sums of the puzzle line, sorted
		sed -n 's/.*class="cage-sum"[^>]*>\([0-9]*\)<.*/\1/p' "$svg" | sort -n >"$WORK/drawn"
		echo "$line" | cut -d' ' -f2 | tr ',' '\n' | sort -n >"$WORK/sums"
		expect_true "print -f svg $v: every cage's sum written" cmp -s "$WORK/drawn" "$WORK/sums"
		expect_true "print -f svg $v: cage outlines dashed" test "$(count_of 'class="cage"' "$svg")" -gt 0 ;;
	esac
}

# every variant and the combinations; under a wrapper (valgrind) one of each rule
VARIANTS="x jigsaw killer x+windoku jigsaw+killer"
if [ -z "${E2E_WRAPPER:-}" ]; then
	VARIANTS="$VARIANTS windoku x+jigsaw x+killer windoku+killer anti-knight anti-king non-consecutive"
fi
for v in $VARIANTS; do
	"$SUDOKU" generate --variant "$v" --seed 2 >"$WORK/p.txt"
	line=$(sed -n 2p "$WORK/p.txt")
	expect_true "generate --variant $v --seed 2: a header and one puzzle line" \
		test "$(head -1 "$WORK/p.txt")" = "# variant: $v" -a "$(wc -l <"$WORK/p.txt")" = 2

	run "$SUDOKU" solve --unique -f line "$WORK/p.txt"
	expect_status "solve --unique $v: exit 0" 0
	solution=$(cat "$OUT")
	expect_true "solve $v: the grid keeps the rules of $v and every given (awk check)" \
		awk -v variant="$v" -f "$AWK_CHECK" <<<"$line | $solution"
	# the checker can fail: the first two digits swapped break two columns
	swapped=${solution:1:1}${solution:0:1}${solution:2}
	expect_true "the awk check refuses a broken $v grid" \
		sh -c "! awk -v variant='$v' -f '$AWK_CHECK' >/dev/null" <<<"$line | $swapped"

	run "$SUDOKU" count "$WORK/p.txt"
	expect_out "count $v: one solution" "1"

	echo "$solution" >"$WORK/state"
	run "$SUDOKU" check "$WORK/p.txt" "$WORK/state"
	expect_status "check $v against its solution: exit 0" 0
	expect_out "check $v: no mistakes" "no mistakes so far"
	wrong=$(( ${solution:80:1} % 9 + 1 ))
	echo "${solution:0:80}$wrong" >"$WORK/state"
	run "$SUDOKU" check "$WORK/p.txt" "$WORK/state"
	expect_status "check $v with a wrong digit: exit 1" 1
	expect_out "check $v: the wrong digit named" "r9c9: $wrong is not the solution's digit"

	run "$SUDOKU" print "$WORK/p.txt"
	expect_status "print $v: exit 0" 0
	run "$SUDOKU" print --solution -f pretty "$WORK/p.txt"
	expect_true "print --solution $v: the solution's rows in the picture" \
		test "$(tr -cd '1-9\n' <"$OUT" | grep -c .)" -ge 9
	run "$SUDOKU" print -f svg --solution -o "$WORK/p.svg" "$WORK/p.txt"
	expect_status "print -f svg $v: exit 0" 0
	expect_true "print -f svg $v: well-formed XML" "$xmllint" --noout "$WORK/p.svg"
	expect_true "print -f svg $v: the title names the variant" grep -q "p.txt:2 - $v<" "$WORK/p.svg"
	svg_marks "$v" "$WORK/p.svg" "$line"
	run "$SUDOKU" solve -f svg "$WORK/p.txt"
	cp "$OUT" "$WORK/solved.svg"
	expect_status "solve -f svg $v: exit 0" 0
	svg_marks "$v" "$WORK/solved.svg" "$line"
	if [ -n "$pdf" ]; then
		run "$SUDOKU" print -f pdf --solution-pages -o "$WORK/p.pdf" "$WORK/p.txt"
		expect_status "print -f pdf $v: exit 0" 0
		expect_true "print -f pdf $v: a PDF of two pages (pdfinfo)" \
			sh -c "pdfinfo '$WORK/p.pdf' | grep -q '^Pages: *2$'"
	fi
	# the solution pages are drawn by the variant's rules too
	run "$SUDOKU" print -f svg --solution-pages -o "$WORK/pages.svg" "$WORK/p.txt"
	expect_status "print -f svg --solution-pages $v: exit 0" 0
	svg_marks "$v" "$WORK/pages-2.svg" "$line"

	for command in rate explain hint; do
		run "$SUDOKU" "$command" "$WORK/p.txt"
		expect_status "$command $v: exit 2" 2
		expect_err_has "$command $v: refused by name at the puzzle's line" \
			"p.txt:2: variant $v is not handled (a '# variant:' line above)"
	done
done

# the pair rules: seed 1 through a pipe, and a classic grid (rows and columns
# of the 3-shift pattern swapped within bands and stacks) that breaks each
broken=123456798789123465456789132891234576567891243234567819345678921678912354912345687
expect_true "the awk check takes the classic grid as plain" \
	awk -v variant=plain -f "$AWK_CHECK" <<<"$broken | $broken"
for v in anti-knight anti-king non-consecutive; do
	run "$SUDOKU" generate --variant "$v" --seed 1
	expect_status "generate --variant $v --seed 1: exit 0" 0
	cp "$OUT" "$WORK/p1.txt"
	run "$SUDOKU" solve --unique <"$WORK/p1.txt"
	expect_status "generate --variant $v --seed 1 | solve --unique: exit 0" 0
	expect_true "solve $v seed 1: the grid keeps the rules (awk check)" \
		awk -v variant="$v" -f "$AWK_CHECK" <<<"$(sed -n 2p "$WORK/p1.txt") | $(cat "$OUT")"
	expect_true "the awk check refuses a classic grid that breaks $v" \
		sh -c "! awk -v variant='$v' -f '$AWK_CHECK' >/dev/null" <<<"$broken | $broken"
	run "$SUDOKU" solve --unique --variant plain <(sed 1d "$WORK/p1.txt")
	expect_status "the $v puzzle without its rule: more than one solution, exit 1" 1
done

# givens that break a pair rule are named, with the line and the two cells
cat >"$WORK/clash.txt" <<'PUZZLES'
# variant: anti-knight
..5..........5...................................................................
# variant: non-consecutive
45...............................................................................
# variant: anti-king
....................1.........1..................................................
PUZZLES
run "$SUDOKU" solve "$WORK/clash.txt"
expect_status "solve: givens breaking pair rules, exit 1" 1
expect_err_has "solve: the knight's move named" \
	"clash.txt:2: no solution: r1c3 and r2c5 both hold 5 (a knight's move apart)"
expect_err_has "solve: the consecutive neighbours named" \
	"clash.txt:4: no solution: r1c1 and r1c2 hold 4 and 5 (consecutive)"
expect_err_has "solve: the king's move named" \
	"clash.txt:6: no solution: r3c3 and r4c4 both hold 1 (a king's move apart)"

# Mitchell Lee's Miracle Sudoku (2020): two givens under all three rules, and
# its published solution
printf '%s\n' "# variant: anti-knight+anti-king+non-consecutive" \
	"......................................1............2............................." >"$WORK/miracle.txt"
run "$SUDOKU" solve --unique "$WORK/miracle.txt"
expect_status "solve the Miracle Sudoku: exit 0" 0
expect_out "solve the Miracle Sudoku: the published solution" \
	"483726159726159483159483726837261594261594837594837261372615948615948372948372615"
run "$SUDOKU" count --variant anti-knight+anti-king+non-consecutive "$WORK/miracle.txt"
expect_out "count the Miracle Sudoku: one solution" "1"

# --candidates would show the classic rules' candidates: refused for a variant
"$SUDOKU" generate --variant x --seed 2 >"$WORK/x.txt"
run "$SUDOKU" print --candidates "$WORK/x.txt"
expect_status "print --candidates on an X puzzle: exit 2" 2
expect_err_has "print --candidates: why" "x.txt:2: --candidates: plain puzzles only, not variant x"
cp "$WORK/p.svg" "$WORK/kept.svg"
run "$SUDOKU" print -f svg --candidates -o "$WORK/kept.svg" "$WORK/x.txt"
expect_true "print -f svg refused: the output file left as it was" cmp -s "$WORK/p.svg" "$WORK/kept.svg"
finish
