#!/usr/bin/env bash
# End-to-end: `dlx --best K --stats=knuth`, the reference cost loop. Known
# answers: what Knuth's DLX5 printed on the bundled instances with costs
# (data/exact-cover/knuth-counts.txt, each record the command "dlx5 kK <
# FILE" and its "Altogether" line; knuth-counts.sh made them). Then: the
# answer does not depend on --stats, and what has no DLX5 counterpart is
# refused.
. "$(dirname "$0")/lib.sh"
: "${DLX:?}" "${SOURCE_ROOT:?}"
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# The value of KEY in the JSON object on the last line of stderr.
json_value() {
	/usr/bin/python3 -c '
import json, sys
s = json.loads(open(sys.argv[1]).read().splitlines()[-1])
print(s[sys.argv[2]])' "$ERR" "$1"
}

# ---- DLX5's figures, through --stats-format json ----
records=0
while read -r dollar program k _ file; do
	if [ "$dollar" != '$' ] || [ "$program" != dlx5 ]; then continue; fi
	read -r line
	records=$((records + 1))
	k=${k#k}
	want_solutions=$(sed -n 's/^Altogether \([0-9]*\) solution.*/\1/p' <<<"$line")
	want_mems=$(sed -n 's/.*, [0-9]*+\([0-9]*\) mems,.*/\1/p' <<<"$line")
	want_updates=$(sed -n 's/.* \([0-9]*\) updates,.*/\1/p' <<<"$line")
	want_nodes=$(sed -n 's/.* \([0-9]*\) nodes\..*/\1/p' <<<"$line")
	run "$DLX" --best "$k" --stats=knuth --stats-format json "$DATA/$file"
	expect_status "${file%.dlx} k$k: exits 0" 0
	got="$(json_value solutions) $(json_value nodes) $(json_value updates) $(json_value mems)"
	want="$want_solutions $want_nodes $want_updates $want_mems"
	if [ "$got" = "$want" ]; then pass "${file%.dlx} k$k: solutions, nodes, updates, mems as dlx5"
	else fail "${file%.dlx} k$k: solutions, nodes, updates, mems as dlx5" "dlx5: $want" "dlx:  $got"; fi
	expect_true "${file%.dlx} k$k: json says measure knuth" [ "$(json_value measure)" = knuth ]
done <"$DATA/knuth-counts.txt"
expect_true "knuth-counts.txt holds DLX5's runs (4 instances, k1 and k10)" test "$records" -ge 8

# ---- The text form gives the same figures ----
run "$DLX" --best 10 --stats=knuth "$DATA/cheapest-cover.dlx"
# dlx5 k10 < cheapest-cover.dlx: Altogether 7 solutions, 576+841 mems, 24 updates, ... 16 nodes.
expect_true "cheapest-cover k10, text: DLX5's 7 solutions, 16 nodes, 24 updates, 841 mems" \
	[ "$(stat_of 'solutions found') $(stat_of nodes) $(stat_of updates) $(stat_of mems)" = "7 16 24 841" ]
run "$DLX" --best 10 --stats "$DATA/cheapest-cover.dlx"
expect_true "cheapest-cover --stats (fast): no mems line" test -z "$(stat_of mems)"

# Without knuth, JSON gives the fast search's figures, and no mems.
run "$DLX" --best 10 --stats-format json "$DATA/cheapest-cover.dlx"
expect_true "cheapest-cover --best 10 json (fast): measure fast, mems null" \
	[ "$(json_value measure) $(json_value mems)" = "fast None" ]
expect_true "cheapest-cover --best 10 json (fast): the 7 covers found" [ "$(json_value solutions)" = 7 ]

# ---- The answer does not depend on --stats ----
for name in queens-8-costs word-squares-costs; do
	run "$DLX" --best 10 --print "$DATA/$name.dlx"
	cp "$OUT" "$WORK/plain"
	run "$DLX" --best 10 --print --stats=knuth "$DATA/$name.dlx"
	expect_out_file "$name: --best 10 --print, with --stats=knuth = without" "$WORK/plain"
done

# ---- No DLX5 counterpart: refused ----
printf '2|a b\na |1\na b |2\nb |3\na |4\n' >bounded.dlx
run "$DLX" --best 2 --stats=knuth bounded.dlx
expect_status "costs and item bounds, --best --stats=knuth: refused" 2
expect_true "costs and item bounds: nothing on stdout" test ! -s "$OUT"
expect_err_has "costs and item bounds: says why" "bounds"
run "$DLX" --best 2 --stats bounded.dlx
expect_status "costs and item bounds, --best --stats: searched" 0
expect_out "costs and item bounds: the two cheapest covers (a twice, b once: 1+2, 2+4)" "cost 3
cost 6"
run "$DLX" --best 2 --stats=knuth -j 2 "$DATA/cheapest-cover.dlx"
expect_status "--best --stats=knuth -j 2: refused" 2
run "$DLX" --best 15001 --stats=knuth "$DATA/cheapest-cover.dlx"
expect_status "--best 15001 --stats=knuth (DLX5 keeps 15000 at most): refused" 2
run "$DLX" --best 15000 --stats=knuth "$DATA/cheapest-cover.dlx"
expect_status "--best 15000 --stats=knuth: searched" 0
run "$DLX" --best 2 --order first "$DATA/cheapest-cover.dlx"
expect_status "--best --order first (DLX5 has one rule for the item): refused" 2

finish
