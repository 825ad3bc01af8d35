#!/usr/bin/env bash
# End-to-end tests of `sudoku generate` and `sudoku rate`: reproducible bytes
# (the same seed twice, a file against stdout, a printed seed replayed),
# solutions checked by the independent awk checker, uniqueness by
# `sudoku count`, clue counts and symmetry counted here, usage errors, and
# ratings of the bundled samples.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
DATA=$SOURCE_ROOT/data
CHECK=$SOURCE_ROOT/tests/cli/check_solutions.awk

# givens FILE: the number of clues of each line's first field, one per line
givens() { awk '{ print gsub(/[^.]/, "", $1) }' "$1"; }

# --- reproducible: same seed, same bytes ---
run "$SUDOKU" generate -n 50 --seed 7 --symmetry random --with-solution --rate
expect_status "generate: exit 0" 0
cp "$OUT" "$WORK/first"
run "$SUDOKU" generate -n 50 --seed 7 --symmetry random --with-solution --rate
expect_out_file "the same seed twice: identical bytes" "$WORK/first"
run "$SUDOKU" generate -n 50 --seed 7 --symmetry random --with-solution --rate -o "$WORK/file"
expect_status "-o: exit 0" 0
expect_true "-o FILE holds the same bytes as stdout" cmp -s "$WORK/file" "$WORK/first"
expect_true "-o leaves no temporary file" test "$(ls "$WORK" | grep -c tmp-)" -eq 0
mkfifo "$WORK/fifo"
timeout 20 cat "$WORK/fifo" >"$WORK/from-fifo" &
run "$SUDOKU" generate -n 50 --seed 7 --symmetry random --with-solution --rate -o "$WORK/fifo"
wait
expect_status "-o FIFO: exit 0" 0
expect_true "-o FIFO: the bytes go through the FIFO" cmp -s "$WORK/from-fifo" "$WORK/first"
expect_true "-o FIFO: still a FIFO, not renamed over (as /dev/null would be)" test -p "$WORK/fifo"
run "$SUDOKU" generate -n 50 --seed 8 --symmetry random --with-solution --rate
expect_true "another seed: other puzzles" test "$(comm -12 <(sort "$OUT") <(sort "$WORK/first") | wc -l)" -eq 0

run "$SUDOKU" generate -n 3
expect_err_has "no --seed: the chosen seed is printed" "repeat with --seed"
seed=$(sed -n 's/.*seed \([0-9]*\) .*/\1/p' "$ERR")
cp "$OUT" "$WORK/unseeded"
run "$SUDOKU" generate -n 3 --seed "$seed"
expect_out_file "the printed seed repeats the run" "$WORK/unseeded"

# --- every solution is right, every puzzle unique ---
expect_true "50 lines of puzzle, solution, rating, band, technique" \
	test "$(awk 'NF == 5' "$WORK/first" | wc -l)" -eq 50
expect_true "solutions keep the givens and obey the rules (awk checker)" awk -f "$CHECK" "$WORK/first"
cut -d' ' -f1 "$WORK/first" >"$WORK/puzzles"
run "$SUDOKU" count --limit 2 "$WORK/puzzles"
expect_out "every puzzle has exactly one solution" "$(yes 1 | head -50)"
run "$SUDOKU" solve --unique -f line "$WORK/puzzles"
expect_out "solve finds the printed solutions" "$(cut -d' ' -f2 "$WORK/first")"
expect_true "ratings and bands are SE ratings and known band names" \
	test "$(cut -d' ' -f3,4 "$WORK/first" |
		grep -cvE '^[0-9]+\.[0-9] (gentle|moderate|tough|fiendish|diabolical|extreme)$')" -eq 0

# --- sizes ---
for size in 4 6 8 12 16; do
	count=$([ "$size" -eq 16 ] && echo 2 || echo 10)
	run "$SUDOKU" generate --size "$size" -n "$count" --seed 3 --with-solution
	expect_status "size $size: exit 0" 0
	expect_true "size $size: solutions check out" awk -f "$CHECK" "$OUT"
	cut -d' ' -f1 "$OUT" >"$WORK/sized"
	run "$SUDOKU" count --limit 2 "$WORK/sized"
	expect_out "size $size: each puzzle unique" "$(yes 1 | head -"$count")"
done

# --- clue targets and symmetry ---
run "$SUDOKU" generate -n 20 --clues 30 --seed 4
cp "$OUT" "$WORK/thirty"
expect_true "--clues 30: thirty clues each" test "$(givens "$WORK/thirty" | sort -u)" = 30
run "$SUDOKU" count --limit 2 "$WORK/thirty"
expect_out "--clues 30: each unique" "$(yes 1 | head -20)"

run "$SUDOKU" generate -n 20 --symmetry rot180 --seed 5
cp "$OUT" "$WORK/rot"
# a puzzle line reversed is the puzzle turned half round; compare clue patterns
expect_true "rot180: each clue pattern is its own half turn" test "$(awk '{
	p = $1; gsub(/[^.]/, "x", p); q = ""
	for (k = length(p); k > 0; k--) q = q substr(p, k, 1)
	if (p != q) bad++ } END { print bad + 0 }' "$WORK/rot")" -eq 0

run "$SUDOKU" generate --clues 16 --attempts 3 --seed 1
expect_status "16 clues cannot be unique: exit 1" 1
expect_err_has "16 clues: says why" "no 9x9 grid gave a puzzle with 16 clues in 3 attempts"
echo "old content" >"$WORK/kept"
run "$SUDOKU" generate -n 5 --clues 16 --attempts 2 --seed 1 -o "$WORK/kept"
expect_status "a failed run with -o: exit 1" 1
expect_true "a failed run leaves the old file untouched" test "$(cat "$WORK/kept")" = "old content"

# --difficulty BAND: every puzzle's own --rate field and a separate `sudoku rate`
# both put it in the band, and each band's documented range holds the rating
for band in gentle:1.0:2.5 moderate:2.6:3.9 tough:4.0:5.9; do
	IFS=: read -r name low high <<<"$band"
	run "$SUDOKU" generate -n 4 --difficulty "$name" --rate --seed 9
	expect_status "--difficulty $name: exit 0" 0
	expect_true "--difficulty $name: --rate says $name for every puzzle" \
		test "$(cut -d' ' -f3 "$OUT" | sort -u)" = "$name"
	cut -d' ' -f1 "$OUT" >"$WORK/band"
	run "$SUDOKU" rate --orders 1 "$WORK/band"
	expect_true "--difficulty $name: sudoku rate finds $name, rated $low to $high" \
		awk -v lo="$low" -v hi="$high" -v name="$name" \
		'$3 != name || $2 + 0 < lo || $2 + 0 > hi { bad = 1 } END { exit bad || NR != 4 }' "$OUT"
done
# extreme puzzles, on demand: found near the bundled hard puzzles, unique, rated 9.0 and up by
# a separate `sudoku rate`, and in none of the bundled sets
run "$SUDOKU" generate -n 3 --rating 9.0-12 --seed 7
expect_status "--rating 9.0-12: exit 0" 0
cp "$OUT" "$WORK/extreme"
run "$SUDOKU" count --limit 2 "$WORK/extreme"
expect_out "--rating 9.0-12: each puzzle unique" "1
1
1"
run "$SUDOKU" rate --orders 1 "$WORK/extreme"
expect_true "--rating 9.0-12: sudoku rate finds 9.0 or more, extreme" \
	awk '$2 + 0 < 9.0 || $3 != "extreme" { bad = 1 } END { exit bad || NR != 3 }' "$OUT"
expect_true "--rating 9.0-12: no puzzle of the bundled sets" \
	test -z "$(cat "$SOURCE_ROOT"/data/*.txt | cut -d' ' -f1 | grep -Fxf "$WORK/extreme")"
run "$SUDOKU" generate -n 2 --difficulty extreme --rate --seed 8
expect_true "--difficulty extreme: two extreme puzzles" test "$(cut -d' ' -f3 "$OUT" | sort -u)" = extreme
run "$SUDOKU" generate --rating 9.0-12 --attempts 1 --seed 7
expect_status "--rating 9.0-12 in one move: exit 1" 1
expect_err_has "one move: says how many moves were tried" "in 1 moves near hard puzzles"

# --technique: the step that sets the rating is of that technique. For skyscraper the test
# checks the shape itself: (d)a=b-c=(d)e with both strong links in parallel lines (two rows
# or two columns) and the weak link across them, in the crossing line.
run "$SUDOKU" generate -n 2 --technique skyscraper --seed 1
expect_status "--technique skyscraper: exit 0" 0
cp "$OUT" "$WORK/sky"
run "$SUDOKU" explain "$WORK/sky"
expect_true "--technique skyscraper: each puzzle's hardest steps include a skyscraper by its shape" \
	python3 - "$OUT" <<'PY'
import re, sys
puzzles = []
for line in open(sys.argv[1]):
    if line.startswith("# "):
        puzzles.append({"rating": line.split(" rating ")[1].split()[0], "ok": False})
    m = re.match(r"skyscraper: \((\d)\)r(\d)c(\d)=r(\d)c(\d)-r(\d)c(\d)=\(\d\)r(\d)c(\d) ", line)
    if m:
        r1, c1, r2, c2, r3, c3, r4, c4 = map(int, m.groups()[1:])
        columns = c1 == c2 and c3 == c4 and c1 != c3 and r2 == r3
        rows = r1 == r2 and r3 == r4 and r1 != r3 and c2 == c3
        puzzles[-1]["ok"] |= columns or rows
assert len(puzzles) == 2 and all(p["ok"] for p in puzzles), puzzles
PY
run "$SUDOKU" rate --orders 1 "$WORK/sky"
expect_true "--technique skyscraper: rated as an X-chain, the technique SE names it" \
	awk '$4 != "x-chain" { bad = 1 } END { exit bad || NR != 2 }' "$OUT"
run "$SUDOKU" generate -n 2 --technique xy-wing --rate --seed 3
expect_true "--technique xy-wing: its hardest technique is the xy-wing" \
	test "$(cut -d' ' -f4 "$OUT" | sort -u)" = xy-wing
run "$SUDOKU" generate --technique x-wing --attempts 1 --seed 5
expect_status "--technique x-wing in one attempt: exit 1" 1
expect_err_has "one attempt: names the technique" "whose hardest step is x-wing"
for args in "--technique chute" "--technique x-wing --size 4" "--technique x-wing --variant x"; do
	# shellcheck disable=SC2086
	run "$SUDOKU" generate $args --seed 1
	expect_status "generate $args: exit 2" 2
done

run "$SUDOKU" generate -n 3 --rate --seed 4
expect_true "--rate: the same rating, band and technique as sudoku rate" \
	test "$(cut -d' ' -f2-4 "$OUT")" = \
	"$(cut -d' ' -f1 "$OUT" | "$SUDOKU" rate --orders 1 | cut -d' ' -f2-4)"
for args in "--size 4 --difficulty gentle" "--size 6 --rate" "--size 16 --difficulty tough" \
	"--difficulty gentle --rating 1.0-2.0"; do
	# shellcheck disable=SC2086
	run "$SUDOKU" generate $args --seed 1
	expect_status "generate $args: exit 2" 2
	expect_out "generate $args: no output" ""
done
run "$SUDOKU" generate --size 6 --rate --seed 1
expect_err_has "--rate on 6x6: says 9x9 only" "9x9 puzzles only"
run "$SUDOKU" generate --variant x --difficulty gentle --seed 1
expect_status "--variant x --difficulty: exit 2" 2

run "$SUDOKU" generate -n 2 -f grid --rate --seed 2 --with-solution
expect_status "grid format: exit 0" 0
expect_true "grid format: a comment line, then 9 + 9 rows per puzzle" \
	test "$(grep -c '^#' "$OUT")" -eq 2 -a "$(grep -c '^[1-9.]\{9\}$' "$OUT")" -eq 36
run "$SUDOKU" count --limit 2 <<<"$(grep -v '^#' "$OUT" | awk 'NR % 20 >= 1 && NR % 20 <= 9')"
expect_out "grid format: the puzzles read back, unique" "1
1"

# --- usage errors: exit 2, a message, no output ---
for args in "--size 7" "--size 40" "--symmetry spiral" "--clues 82" "--clues 0" "--difficulty hard" "--difficulty expert" \
	"--seed -1" "-n 0" "--attempts x" "-f fancy" "--bogus" "extra-argument"; do
	# shellcheck disable=SC2086
	run "$SUDOKU" generate $args
	expect_status "generate $args: exit 2" 2
	expect_err_has "generate $args: says see --help" "see 'sudoku generate --help'"
done
run "$SUDOKU" generate --seed 1 -o "$WORK/no/such/dir/out"
expect_status "unwritable -o: exit 2" 2
run "$SUDOKU" generate --help
expect_status "generate --help: exit 0" 0
expect_true "generate --help names the exit codes" grep -q "Exit codes" "$OUT"

# --- rate ---
run "$SUDOKU" rate "$DATA/norvig-hardest.txt"
expect_status "rate norvig-hardest: exit 0" 0
cp "$OUT" "$WORK/rated"
expect_true "rate: one line of six fields per puzzle" test "$(awk 'NF == 6' "$WORK/rated" | wc -l)" -eq 11
expect_true "rate: the puzzle comes back as given" cmp -s <(cut -d' ' -f1 "$WORK/rated") "$DATA/norvig-hardest.txt"
# the level is the documented band of the rating (sudoku rate --help)
band() { awk '{ r = $2 + 0; b = r <= 2.5 ? "gentle" : r <= 3.9 ? "moderate" : r <= 5.9 ? "tough" : r <= 7.4 ? "fiendish" : r <= 8.9 ? "diabolical" : "extreme"; if (b != $3) print }' "$1"; }
expect_true "rate: each level is its rating's band" test -z "$(band "$WORK/rated")"
run "$SUDOKU" rate "$DATA/norvig-hardest.txt"
expect_out_file "rate twice: identical bytes" "$WORK/rated"

head -20 "$DATA/easy-1000.txt" >"$WORK/easy"
run "$SUDOKU" rate "$WORK/easy"
expect_true "rate easy samples: gentle, no guesses" \
	test "$(awk '$3 != "gentle" || $6 != "0.0"' "$OUT" | wc -l)" -eq 0

head -3 "$DATA/several-solutions-200.txt" >"$WORK/several"
run "$SUDOKU" rate "$WORK/several"
expect_status "rate puzzles with several solutions: exit 1" 1
expect_err_has "rate: names the line" "several:3: more than one solution: not rated"
expect_out "rate: no line for an unrated puzzle" ""

printf '%s\n' "1234" >"$WORK/bad"
run "$SUDOKU" rate "$WORK/bad"
expect_status "rate bad input: exit 2" 2
run "$SUDOKU" rate --orders 0 "$WORK/easy"
expect_status "rate --orders 0: exit 2" 2
run "$SUDOKU" rate --orders 2 -o "$WORK/rated2" "$WORK/easy"
expect_status "rate -o: exit 0" 0
expect_true "rate -o writes the file" test "$(wc -l <"$WORK/rated2")" -eq 20
run "$SUDOKU" rate --help
expect_status "rate --help: exit 0" 0

finish
