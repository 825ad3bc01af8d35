#!/usr/bin/env bash
# End-to-end: watching a search (`dlx --profile`, `--progress`, `--time-limit`,
# `--node-limit`, `--trace`) changes none of its figures. Every flag below
# selects a watched copy of the search loop; each run must give the nodes,
# updates and solutions of the same search unwatched, on instances of every
# shape of the loop: options of three items (Langford pairs), four (queens, a
# Sudoku with many items, so the dead-item tally), six and more (pentominoes,
# fillomino: commits cut short at a dead end), colours with and without cuts.
# Known answers: Knuth's DLX1 on pentomino-3x20 (knuth-counts.txt) and the
# published solution counts in the files.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

figures() { echo "$(stat_of solutions) $(stat_of nodes) $(stat_of updates)"; }

# The level profile's rows (after "level nodes") added up.
profile_sum() { awk 'found && NF == 2 { sum += $2 } /^level nodes$/ { found = 1 } END { print sum + 0 }' "$ERR"; }

for name in langford-9 queens-10 sudoku-17clue-1 pentomino-3x20 fillomino-5x5 knuth-colors \
	word-rect-3x3 word-squares de-bruijn-4; do
	file=$DATA/$name.dlx
	want_solutions=$(sed -n 's/^| expected: \([0-9]*\) solutions*$/\1/p' "$file")
	run "$DLX" --memo 0 --stats "$file"
	lean=$(figures)
	expect_true "$name: the published $want_solutions solutions" test "$(stat_of solutions)" = "$want_solutions"
	for flags in --profile --progress=1000 "--time-limit 1000" "--node-limit 1000000000" --trace; do
		# shellcheck disable=SC2086 # the flags are split on purpose
		run "$DLX" --memo 0 --stats $flags "$file"
		if [ "$(figures)" = "$lean" ]; then pass "$name $flags: the figures unwatched ($lean)"
		else fail "$name $flags: the figures unwatched" "unwatched: $lean" "watched:   $(figures)"; fi
		if [ "$flags" = --profile ]; then
			expect_true "$name --profile: the rows add up to the nodes" \
				test "$(profile_sum)" = "$(stat_of nodes)"
		fi
	done
done

# pentomino-3x20 has options of six items, so its commits are cut short at
# a dead end; its nodes are Knuth's: `dlx1 < pentomino-3x20.dlx` counted
# 32892 (knuth-counts.txt), as dlx counts nodes (a dead end is a node).
run "$DLX" --memo 0 --stats --profile "$DATA/pentomino-3x20.dlx"
expect_true "pentomino-3x20 --profile: DLX1's 32892 nodes" test "$(stat_of nodes)" = 32892

# The trace and the tree show every node counted, the dead ends that commits cut short
# among them: one "choose" or "solution" line, one box of the drawing, a node.
run "$DLX" --memo 0 --trace "$DATA/pentomino-3x20.dlx"
expect_true "pentomino-3x20 --trace: a choose or solution line for each of the 32892 nodes" \
	test "$(grep -cE '^ *(choose|solution) ' "$OUT")" = 32892
expect_true "pentomino-3x20 --trace: some dead ends shown" grep -q '(0 options): dead end' "$OUT"
# word-squares: colours, commits cut short; `dlx2 < word-squares.dlx` counted 657 nodes
# (knuth-counts.txt)
run "$DLX" --memo 0 --tree=tree.dot "$DATA/word-squares.dlx"
expect_true "word-squares --tree: a box for each of DLX2's 657 nodes" \
	test "$(grep -c '^  n[0-9]* \[label=' tree.dot)" = 657
expect_true "word-squares --tree: an edge to each box but the root" test "$(grep -c -- '->' tree.dot)" = 656

# A node limit stops the watched search at the same node as the lean one
# would count to: the last node counted may be a dead end found by a cut.
for limit in 1 2 3 17 100 1000 5000; do
	run "$DLX" --memo 0 --stats --node-limit "$limit" "$DATA/pentomino-3x20.dlx"
	expect_true "pentomino-3x20 --node-limit $limit: stops at $limit nodes" \
		test "$(stat_of nodes)" = "$limit"
done

finish
