#!/usr/bin/env bash
# End-to-end: `dlx --zdd FILE`, `dlx --sample N`, and `dlx zdd` reading a
# diagram back. Known answers: the counts the instances state (OEIS,
# Bell's number B(5) = 52), the ZDD node counts of Knuth's DLX6 recorded in
# data/exact-cover/knuth-counts.txt (no more may be made) and two of its
# diagrams (knuth-example.zdd, queens-8.zdd), listed and
# sampled solutions checked as covers by check_dlx_solutions.awk; the
# Graphviz drawing of DLX6's diagrams read back by dot with DLX6's node
# counts; bad diagrams refused at their line and column with exit code 2.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
CHECK=$SOURCE_ROOT/tests/cli/check_dlx_solutions.awk
cd "$WORK" || exit 2

# ---- Counts: the diagram's against the published ones ----
for spec in queens-8.dlx:92 langford-7.dlx:52 ec/bell-05.ec:52 pentomino-3x20.dlx:8 \
	knuth-colors.dlx:1 word-squares.dlx:24; do
	file=${spec%:*} want=${spec##*:} name=$(basename "${spec%:*}")
	run "$DLX" --zdd "$name.zdd" "$DATA/$file"
	expect_out "$name: --zdd prints the count" "$want"
	run "$DLX" zdd "$name.zdd"
	expect_true "$name: dlx zdd reads the count $want back" grep -qx "solutions: $want" "$OUT"
done

# ---- No more nodes than Knuth's DLX6 (knuth-counts.txt: "$ dlx6 m1 < FILE") ----
records=0
while read -r dollar program _ _ file; do
	[ "$dollar" = '$' ] && [ "$program" = dlx6 ] || continue
	read -r line
	records=$((records + 1))
	want=$(sed -n 's/.* \([0-9]*\) ZDD nodes,.*/\1/p' <<<"$line")
	run "$DLX" --zdd z.zdd "$DATA/$file"
	run "$DLX" zdd z.zdd
	got=$(sed -n 's/^nodes: //p' "$OUT")
	expect_true "${file%.dlx}: $got ZDD nodes, DLX6 made $want" test "$got" -le "$want"
done <"$DATA/knuth-counts.txt"
expect_true "knuth-counts.txt holds DLX6's four runs" test "$records" -eq 4

# --memo 0 merges nothing: a larger diagram, the same count
run "$DLX" --zdd tree.zdd --memo 0 "$DATA/langford-7.dlx"
expect_out "--memo 0: the same count" "52"
run "$DLX" zdd tree.zdd
tree_nodes=$(sed -n 's/^nodes: //p' "$OUT")
run "$DLX" --zdd merged.zdd "$DATA/langford-7.dlx"
run "$DLX" zdd merged.zdd
expect_true "--memo 0: more nodes ($tree_nodes) than merged" test "$tree_nodes" -gt "$(sed -n 's/^nodes: //p' "$OUT")"

# ---- DLX6's own diagrams (data/exact-cover/README.md says how they were made) ----
for name in knuth-example queens-8; do
	run "$DLX" --zdd "$name.zdd" "$DATA/$name.dlx"
	expect_true "$name: --zdd writes DLX6's diagram, line for line" cmp "$name.zdd" "$DATA/$name.zdd"
done
run "$DLX" zdd "$DATA/queens-8.zdd"
expect_out "queens-8: DLX6's diagram read, 92 solutions, its 474 nodes" "solutions: 92
nodes: 474"
run "$DLX" zdd --print "$DATA/knuth-example.zdd" "$DATA/knuth-example.dlx"
expect_out "knuth-example: DLX6's diagram lists Knuth's one solution" "c e
a d f
b g"

# ---- Listing and sampling ----
run "$DLX" --zdd l7.zdd "$DATA/langford-7.dlx"
run "$DLX" zdd --print l7.zdd "$DATA/langford-7.dlx"
expect_status "dlx zdd --print: exit 0" 0
awk -f "$CHECK" "$DATA/langford-7.dlx" "$OUT" >check.txt
expect_true "langford-7: every listed solution a cover, all distinct" grep -qx "ok 52 52" check.txt
run "$DLX" zdd --print=ids l7.zdd
expect_true "--print=ids: 52 lines" test "$(wc -l <"$OUT")" -eq 52
run "$DLX" --sample 30 --seed 5 "$DATA/langford-7.dlx"
cp "$OUT" sample1.txt
awk -f "$CHECK" "$DATA/langford-7.dlx" sample1.txt >check.txt
expect_true "--sample: 30 covers" grep -q "^ok [0-9]* 30$" check.txt
run "$DLX" --sample 30 --seed 5 "$DATA/langford-7.dlx"
expect_out_file "--sample: the same seed, the same samples" sample1.txt
run "$DLX" zdd --sample 30 --seed 5 l7.zdd "$DATA/langford-7.dlx"
expect_out_file "dlx zdd --sample: the same samples from the file" sample1.txt
run "$DLX" --sample 30 --seed 6 "$DATA/langford-7.dlx"
expect_true "--sample: another seed, other samples" test "$(cat "$OUT")" != "$(cat sample1.txt)"
run "$DLX" --sample 3 "$DATA/langford-5.dlx"
expect_status "--sample on a problem without solutions: exit 1" 1
expect_out "--sample without solutions prints nothing" ""

# ---- Drawn for Graphviz: dlx zdd --dot ----
# Every node of the file a node of the picture, plus the two sinks; two
# edges a branch node, its LO dashed; on Knuth's example the options of his
# one solution (TAOCP 7.2.2.1: c e, a d f, b g) on the nodes.
drawn() { # NAME ZDD [PROBLEM]: draws ZDD, then checks the picture Graphviz makes of it
	local name=$1 zdd=$2 branches
	branches=$(($(wc -l <"$zdd") - 1)) # the last line is the root mark
	run "$DLX" zdd --dot "$name.dot" "${@:2}"
	expect_status "$name: --dot exit 0" 0
	expect_out "$name: --dot prints nothing" ""
	# Graphviz is the reader here, not the code under test: never under the wrapper
	# (valgrind finds fontconfig's own leaks in dot)
	E2E_WRAPPER="" run dot -Tsvg "$name.dot" -o "$name.svg"
	expect_status "$name: dot -Tsvg reads the graph" 0
	expect_true "$name: $branches nodes and 2 sinks drawn" \
		test "$(grep -c 'class="node"' "$name.svg")" -eq $((branches + 2))
	expect_true "$name: 2 edges a node" test "$(grep -c 'class="edge"' "$name.svg")" -eq $((2 * branches))
	expect_true "$name: a dashed LO edge a node" \
		test "$(grep -c -- '->.*style=dashed' "$name.dot")" -eq "$branches"
}
if command -v dot >/dev/null; then
	drawn knuth-example "$DATA/knuth-example.zdd" "$DATA/knuth-example.dlx"
	for option in "c e" "a d f" "b g"; do
		expect_true "knuth-example: the node of option '$option'" grep -q ">$option</text>" knuth-example.svg
	done
	drawn queens-8 "$DATA/queens-8.zdd"
	expect_true "queens-8: DLX6's 474 nodes, sinks included" \
		test "$(grep -c 'class="node"' queens-8.svg)" -eq 474
	expect_true "queens-8: options numbered without the problem" grep -q 'label="#60"' queens-8.dot
else
	pass "dlx zdd --dot # SKIP Graphviz's dot is not installed"
fi
run "$DLX" zdd --dot - --print "$DATA/knuth-example.zdd" "$DATA/knuth-example.dlx"
expect_err_has "--dot goes without --print" "--dot draws the diagram: not with --print or --sample"
echo "kept" >old.dot
printf '2: (~1?0:7)\n3: (~0?0:2)\n' >bad.zdd
run "$DLX" zdd --dot old.dot bad.zdd
expect_status "--dot of a bad diagram: exit 2" 2
expect_true "--dot of a bad diagram: the old file stays" grep -qx kept old.dot
run "$DLX" zdd --dot old.dot "$DATA/knuth-example.zdd" no-such.dlx
expect_status "--dot with a missing problem: exit 2" 2
expect_true "--dot with a missing problem: the old file stays" grep -qx kept old.dot

# ---- Bad diagrams: FILE:LINE:COLUMN, exit 2 ----
bad() { # NAME TEXT MESSAGE
	printf '%b' "$2" >bad.zdd
	run "$DLX" zdd bad.zdd
	expect_status "$1: exit 2" 2
	expect_err_has "$1: where and why" "$3"
}
bad "a branch to no node" '2: (~1?0:7)\n3: (~0?0:2)\n' "bad.zdd:1:10: branch to node 7, which no line defines"
bad "a cycle" '2: (~1?0:3)\n3: (~2?0:2)\n4: (~0?0:3)\n' "bad.zdd:2:10: node 2 lies on a cycle"
bad "a node defined twice" '2: (~1?0:1)\n2: (~2?0:1)\n3: (~0?0:2)\n' "bad.zdd:2:1: node 2 is defined twice (first on line 1)"
bad "no root mark" '2: (~1?0:1)\n3: (~4?0:2)\n' "bad.zdd:2: the last line must be the root mark"
bad "a broken line" '2: (~1?0:1\n3: (~0?0:2)\n' "bad.zdd:1:11: expected ')' after HI"
bad "an empty file" '' "bad.zdd: no lines"
bad "binary data" '2: (~1?0:1)\n\001\n' "control character 0x01"
printf '2: (~999?0:1)\n3: (~0?0:2)\n' >other.zdd
run "$DLX" zdd --print other.zdd "$DATA/knuth-example.dlx"
expect_status "another problem's diagram: exit 2" 2
expect_err_has "another problem's diagram: says why" "names option 999 (counted from 1), but the problem has 6 options"
run "$DLX" zdd no-such.zdd
expect_status "a missing file: exit 2" 2

# ---- Refusals, and no half-written output ----
echo "kept" >out.zdd
run "$DLX" --zdd out.zdd "$DATA/motley-4-4.dlx"
expect_status "--zdd on item bounds: exit 2" 2
expect_err_has "--zdd on item bounds: says why" "item bounds: --zdd takes exact covers"
expect_true "--zdd on item bounds: the old file stays" grep -qx kept out.zdd
# a coloured problem's solutions, listed from the diagram, are the search's
run "$DLX" --zdd ws.zdd "$DATA/word-squares.dlx"
run "$DLX" zdd --print ws.zdd "$DATA/word-squares.dlx"
awk -f "$CHECK" "$DATA/word-squares.dlx" "$OUT" >check.txt
expect_true "word-squares: 24 distinct covers listed" grep -qx "ok 24 24" check.txt
run "$DLX" --print "$DATA/word-squares.dlx"
awk -f "$CHECK" "$DATA/word-squares.dlx" "$OUT" >search.txt
expect_true "word-squares: the search lists as many" cmp check.txt search.txt
run "$DLX" --seed 3 "$DATA/queens-8.dlx"
expect_err_has "--seed alone is refused" "--seed goes with --estimate, --sample or --algorithm cells"
run "$DLX" --zdd z.zdd --stats "$DATA/queens-8.dlx"
expect_err_has "--zdd refuses --stats" "--stats cannot go with them"
run "$DLX" zdd --print l7.zdd
expect_err_has "dlx zdd --print needs the problem for names" "name PROBLEM, or use --print=ids"
run "$DLX" zdd --seed 1 l7.zdd
expect_err_has "dlx zdd --seed needs --sample" "--seed goes with --sample"
finish
