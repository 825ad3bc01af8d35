#!/usr/bin/env bash
# The top of the scale against serate: data/se_rated_top.txt holds `PUZZLE
# ER/EP/ED` as Sudoku Explainer's serate rated them (data/README.md), all
# nested forcing chains (SE 10.5-11.6). Prints each puzzle's figures and the
# agreement as TAP comments, and holds the agreement reached: ER, EP and ED
# all equal to SE's on all ten. A checking build (valgrind or a sanitizer,
# many times slower) rates AI Escargot alone, the quickest of the ten.
# Then two of data/se_rated_top_heldout.txt, serate's figures there: Golden
# Nugget, whose hardest step is SE's level 4 (10.5+, a dynamic search inside
# each branch), and Platinum Blonde, whose is level 2 (its order of steps
# rests on the (+) rules taking units in SE's order), all three equal; and
# all of data/se_rated_top_fresh.txt, rated by serate once the rater was
# built, all three equal. A checking build stops after AI Escargot.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
TOP=$SOURCE_ROOT/data/se_rated_top.txt

if checking_build; then
	grep '^1\.\.\.\.7\.9\.\.3\.\.2' "$TOP" >"$WORK/ref"
	want=1
else
	cp "$TOP" "$WORK/ref"
	want=10
fi
cut -d' ' -f1 "$WORK/ref" >"$WORK/top"
run "$SUDOKU" rate --orders 1 -f '%r/%p/%d' "$WORK/top"
expect_status "rate the top SE-rated puzzles: exit 0" 0
expect_true "rate: every puzzle rated" test "$(wc -l <"$OUT")" -eq "$(wc -l <"$WORK/ref")"
paste -d' ' "$WORK/ref" "$OUT" >"$WORK/pairs"
echo "# puzzle, serate's ER/EP/ED, ours"
sed 's/^/#   /' "$WORK/pairs"
read -r near er all total < <(awk '{ split($2, s, "/"); split($3, o, "/"); n++
	d = s[1] - o[1]; if (d <= 0.1001 && d >= -0.1001) near++
	if (s[1] == o[1]) er++
	if ($2 == $3) all++ }
	END { print near + 0, er + 0, all + 0, n + 0 }' "$WORK/pairs")
echo "# ER within 0.1: $near of $total; ER equal: $er; ER, EP and ED all equal: $all"
expect_true "all $want puzzles read (got $total)" test "$total" -eq "$want"
expect_true "ER equal to SE's on all $want (got $er)" test "$er" -eq "$want"
expect_true "ER, EP and ED equal to SE's on all $want (got $all)" test "$all" -eq "$want"
expect_true "AI Escargot rates 10.5/1.2/1.2, as SE does" \
	grep -q '^1\.\.\.\.7\.9\.\.3\.\.2.* 10\.5/1\.2/1\.2 10\.5/1\.2/1\.2$' "$WORK/pairs"

checking_build && { finish; exit; }
HELD=$SOURCE_ROOT/data/se_rated_top_heldout.txt
grep -e '^\.\.\.\.\.\.\.39\.' -e '^\.\.\.\.\.\.\.12\.' "$HELD" >"$WORK/held"
cut -d' ' -f1 "$WORK/held" >"$WORK/held_puzzles"
run "$SUDOKU" rate --orders 1 -f '%r/%p/%d' "$WORK/held_puzzles"
expect_status "rate Golden Nugget and Platinum Blonde: exit 0" 0
paste -d' ' "$WORK/held" "$OUT" >"$WORK/held_pairs"
sed 's/^/#   /' "$WORK/held_pairs"
expect_true "Golden Nugget (level 4) rates as SE does" \
	awk '$1 ~ /^\.\.\.\.\.\.\.39\./ { found = 1; ok = $2 == $3 } END { exit !(found && ok) }' "$WORK/held_pairs"
expect_true "Platinum Blonde (level 2) rates as SE does" \
	awk '$1 ~ /^\.\.\.\.\.\.\.12\./ { found = 1; ok = $2 == $3 } END { exit !(found && ok) }' "$WORK/held_pairs"

# data/se_rated_top_fresh.txt: rated by serate after the rater was built, never tuned on.
FRESH=$SOURCE_ROOT/data/se_rated_top_fresh.txt
cut -d' ' -f1 "$FRESH" >"$WORK/fresh_puzzles"
run "$SUDOKU" rate --orders 1 -f '%r/%p/%d' "$WORK/fresh_puzzles"
expect_status "rate the fresh sample: exit 0" 0
paste -d' ' "$FRESH" "$OUT" >"$WORK/fresh_pairs"
sed 's/^/#   /' "$WORK/fresh_pairs"
expect_true "the fresh sample: ER, EP and ED equal to SE's on all $(wc -l <"$FRESH")" \
	awk 'NF != 3 || $2 != $3 { bad = 1 } END { exit !(NR >= 5 && !bad) }' "$WORK/fresh_pairs"
finish
