#!/usr/bin/env bash
# End-to-end: `dlx -j N`, whose threads share one search's work (plain
# problems) or take prefixes in turn (problems with bounds). Known answers:
# the published counts written into the bundled instances ("| expected: N
# solutions"), which -j 1 must print; then -j 2 and -j 3 must write exactly
# what -j 1 writes (stdout and exit code: with the memo, each thread keeping
# its own across its parts), and without the memo (--memo 0)
# their threads' nodes must add up to the one thread's, as the parts are
# disjoint subtrees of its search.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

expected_count() { sed -n 's/^| expected: \([0-9]*\) solutions$/\1/p' "$1"; }
nodes_of() { sed -n 's/^nodes: //p' "$ERR"; }

# Every bundled instance that one thread counts in about a second or less;
# under a wrapper (valgrind) or a sanitizer (E2E_SANITIZED), the small ones only.
quick="knuth-example knuth-colors cheapest-cover word-squares word-squares-costs sudoku-empty-4x4
	sudoku-17clue-1 pentomino-3x20 pentomino-3x20-costs
	motley-4-4 motley-5-5 redrect-3-4 redrect-4-4 queendom-5-3 queendom-6-3"
for n in 4 5 6 7 8 9 10 11; do quick="$quick queens-$n"; done
for n in 3 4 5 6 7 8 9 10; do quick="$quick langford-$n"; done
checking_build || quick="$quick pentomino-4x15 queens-12 queens-13 langford-11"

for name in $quick; do
	file=$DATA/$name.dlx
	want=$(expected_count "$file")
	run "$DLX" "$file"
	expect_out "$name: -j 1 counts $want (published)" "$want"
	cp "$OUT" one.out
	one=$STATUS
	for j in 2 3; do
		run "$DLX" -j "$j" "$file"
		if cmp -s "$OUT" one.out && [ "$STATUS" = "$one" ]; then
			pass "$name: -j $j writes what -j 1 writes (exit $one)"
		else
			fail "$name: -j $j writes what -j 1 writes" "exit $one vs $STATUS" \
				"$(diff one.out "$OUT" | head -5)"
		fi
	done
	run "$DLX" --memo 0 --parts=off --stats "$file" # the plain tree: counting parts apart changes its nodes
	single=$(nodes_of)
	run "$DLX" -j 2 --memo 0 --stats "$file"
	expect_true "$name: -j 2 threads' nodes add up to -j 1's $single" \
		test -n "$single" -a "$(nodes_of)" = "$single"
done
finish
