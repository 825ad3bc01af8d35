#!/usr/bin/env bash
# End-to-end: `dlx --algorithm cells`, the search on dancing cells (Knuth's
# SSXCC). Known answers: the figures SSXCC printed, recorded with the command
# that made each in data/exact-cover/knuth-counts.txt, and each file's
# published (or brute-force) count.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# ---- SSXCC's records ----
records=0
while read -r file solutions nodes updates mems ccost; do
	records=$((records + 1))
	want="$solutions $nodes $updates $mems"
	run "$DLX" --algorithm cells --stats=knuth "$DATA/$file"
	got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates) $(stat_of mems)"
	if [ "$got" = "$want" ]; then pass "${file%.dlx}: solutions, nodes, updates, mems as ssxcc"
	else fail "${file%.dlx}: solutions, nodes, updates, mems as ssxcc" "ssxcc: $want" "dlx:   $got"; fi
	# ssxcc's ccost: (200 * cmems + mems) / (2 * mems) percent, cmems the choice's mems
	cmems=$(stat_of 'choice mems')
	got=$(((200 * ${cmems:-0} + mems) / (2 * mems)))
	if [ "$got" = "$ccost" ]; then pass "${file%.dlx}: the choice's share of the mems, ssxcc's ccost $ccost%"
	else fail "${file%.dlx}: the choice's share of the mems, ssxcc's ccost $ccost%" "dlx: $got% (choice mems ${cmems:-none})"; fi
	# without knuth: the same tree and updates, and no mems
	run "$DLX" --algorithm cells --stats "$DATA/$file"
	got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates)"
	if [ "$got" = "${want% *}" ] && [ -z "$(stat_of mems)" ]; then
		pass "${file%.dlx} --stats: ssxcc's nodes and updates, no mems"
	else fail "${file%.dlx} --stats: ssxcc's nodes and updates, no mems" "ssxcc: ${want% *}" "dlx:   $got"; fi
done < <(knuth_records "$DATA/knuth-counts.txt" ssxcc)
expect_true "knuth-counts.txt holds SSXCC's runs" test "$records" -ge 10

# ---- The published counts, the solutions of the links search ----
for name in knuth-colors queens-8 langford-7 word-squares word-rect-3x3 de-bruijn-4 fillomino-5x5; do
	file=$DATA/$name.dlx
	want=$(sed -n 's/^| expected: \([0-9]*\) solutions$/\1/p' "$file")
	run "$DLX" --algorithm cells "$file"
	expect_out "$name --algorithm cells: the published $want solutions" "$want"
	run "$DLX" --algorithm cells --print=ids "$file"
	sort "$OUT" >cells.txt
	run "$DLX" --print=ids "$file"
	sort "$OUT" >links.txt
	expect_true "$name: the solutions of the links search" cmp -s cells.txt links.txt
done
run "$DLX" --algorithm links "$DATA/queens-8.dlx"
expect_out "--algorithm links: the default search" "92"

# ---- Limits and reports ----
run "$DLX" --algorithm cells --first "$DATA/queens-8.dlx"
expect_out "--first: one solution" ">=1"
expect_status "--first: exit 0" 0
run "$DLX" --algorithm cells --limit 5 --print=ids "$DATA/queens-8.dlx"
expect_true "--limit 5 --print: five solutions" test "$(wc -l <"$OUT")" = 5
run "$DLX" --algorithm cells --stats --node-limit 100 "$DATA/queens-8.dlx"
expect_status "--node-limit 100: a partial count, exit 1" 1
expect_true "--node-limit 100: 100 nodes" test "$(stat_of nodes)" = 100
expect_err_has "--node-limit: says the count is partial" "the node limit stopped the search"
run "$DLX" --algorithm cells --stats --profile "$DATA/queens-8.dlx"
expect_true "--profile: the levels' nodes add up to ssxcc's 947" \
	test "$(awk '/^level nodes/ {on = 1; next} on {s += $2} END {print s}' "$ERR")" = 947
run "$DLX" --algorithm cells --shuffle 7 "$DATA/langford-7.dlx"
expect_out "--shuffle 7: the 52 Langford pairings still" "52"

# ---- What it refuses ----
for flags in "-j 2" "--part 1/2" "--split 1" "--trace" "--tree t.dot" "--best 1" "--branch first" \
	"--html p.html" "--estimate 10" "--export cnf"; do
	# shellcheck disable=SC2086 # the flags are split on purpose
	run "$DLX" --algorithm cells $flags "$DATA/queens-8.dlx"
	expect_status "--algorithm cells $flags: refused" 2
done
run "$DLX" --algorithm cells "$DATA/motley-4-4.dlx"
expect_status "item bounds: refused" 2
expect_err_has "item bounds: says why" "--algorithm cells takes no item bounds"
run "$DLX" --algorithm spiders "$DATA/queens-8.dlx"
expect_status "--algorithm spiders: refused" 2

finish
