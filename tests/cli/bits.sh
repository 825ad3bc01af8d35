#!/usr/bin/env bash
# End-to-end: `dlx --algorithm bits`, the search on bitsets. Known answers:
# the solutions and nodes Knuth's DLX1 printed, recorded with the command
# that made each in data/exact-cover/knuth-counts.txt; the default links
# search's solutions, in its order; each file's published count.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# ---- DLX1's records: the same tree ----
records=0
while read -r file solutions nodes _; do
	records=$((records + 1))
	run "$DLX" --algorithm bits --stats "$DATA/$file"
	got="$(stat_of solutions) $(stat_of nodes)"
	if [ "$got" = "$solutions $nodes" ]; then pass "${file%.dlx}: solutions and nodes as dlx1"
	else fail "${file%.dlx}: solutions and nodes as dlx1" "dlx1: $solutions $nodes" "bits: $got"; fi
done < <(knuth_records "$DATA/knuth-counts.txt" dlx1 | awk '$3 < 400000')
expect_true "knuth-counts.txt holds DLX1's runs" test "$records" -ge 20

# ---- The links search's solutions, in its order, and its nodes ----
for name in queens-8 langford-8 pentomino-3x20 fillomino-5x5 sudoku-17clue-1 queens-8-twice knuth-example; do
	file=$DATA/$name.dlx
	run "$DLX" --algorithm bits --print=ids --stats "$file"
	cp "$OUT" bits.txt
	bits_nodes=$(stat_of nodes)
	run "$DLX" --memo 0 --print=ids --stats "$file"
	expect_true "$name: links' solutions in links' order" cmp -s "$OUT" bits.txt
	expect_true "$name: links' nodes ($bits_nodes)" test "$(stat_of nodes)" = "$bits_nodes"
done
run "$DLX" --algorithm bits "$DATA/langford-7.dlx"
want=$(sed -n 's/^| expected: \([0-9]*\) solutions$/\1/p' "$DATA/langford-7.dlx")
expect_out "langford-7: the published $want solutions" "$want"
run "$DLX" --algorithm bits --shuffle 7 "$DATA/langford-7.dlx"
expect_out "--shuffle 7: the 52 Langford pairings still" "52"

# ---- Limits and reports ----
run "$DLX" --algorithm bits --first "$DATA/queens-8.dlx"
expect_out "--first: one solution" ">=1"
run "$DLX" --algorithm bits --limit 5 --print=ids "$DATA/queens-8.dlx"
expect_true "--limit 5 --print: five solutions" test "$(wc -l <"$OUT")" = 5
run "$DLX" --algorithm bits --stats --node-limit 100 "$DATA/queens-8.dlx"
expect_status "--node-limit 100: a partial count, exit 1" 1
expect_true "--node-limit 100: 100 nodes" test "$(stat_of nodes)" = 100
run "$DLX" --algorithm bits --stats --profile "$DATA/queens-8.dlx"
expect_true "--profile: the levels' nodes add up to dlx1's 1199" \
	test "$(awk '/^level nodes/ {on = 1; next} on {s += $2} END {print s}' "$ERR")" = 1199

# ---- What it refuses ----
for flags in "-j 2" "--part 1/2" "--split 1" "--trace" "--tree t.dot" "--best 1" "--branch first" \
	"--html p.html" "--estimate 10" "--export cnf" "--stats=knuth" "--infer"; do
	# shellcheck disable=SC2086 # the flags are split on purpose
	run "$DLX" --algorithm bits $flags "$DATA/queens-8.dlx"
	expect_status "--algorithm bits $flags: refused" 2
done
run "$DLX" --algorithm bits -j 2 "$DATA/queens-8.dlx"
expect_err_has "-j 2: says why" "--algorithm bits runs the undivided search alone"
run "$DLX" --algorithm bits "$DATA/motley-4-4.dlx"
expect_status "item bounds: refused" 2
expect_err_has "item bounds: says why" "--algorithm bits takes no item bounds"
run "$DLX" --algorithm bits "$DATA/knuth-colors.dlx"
expect_status "colours: refused" 2
expect_err_has "colours: says why" "--algorithm bits takes no colours"
awk 'BEGIN { for (i = 0; i < 1025; i++) printf "i%d ", i; print ""; print "i0" }' >big.dlx
run "$DLX" --algorithm bits big.dlx
expect_status "1025 items: refused" 2
expect_err_has "1025 items: names the limits" "at most 1024 items and 8192 options, and this problem has 1025 items and 1 options"

finish
