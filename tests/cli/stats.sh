#!/usr/bin/env bash
# End-to-end: `dlx --stats=knuth`, `--stats-format json` and `--order first`.
# Known answers: the figures Knuth's DLX1, DLX2 and DLX3 printed on the bundled
# instances (data/exact-cover/knuth-counts.txt, with the command that made
# each) and the published solution counts of the instances.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# ---- The figures of Knuth's programs ----
# A record is "$ dlxN < FILE" then the program's "Altogether ..." line.
records=0
while read -r dollar program _ file; do
	[ "$dollar" = '$' ] || continue
	read -r line
	case $program in dlx1 | dlx2 | dlx3) ;; *) continue ;; esac # DLX5's runs: best_knuth.sh
	records=$((records + 1))
	want_solutions=$(sed -n 's/^Altogether \([0-9]*\) solution.*/\1/p' <<<"$line")
	want_mems=$(sed -n 's/.*, [0-9]*+\([0-9]*\)[-0-9]* mems,.*/\1/p' <<<"$line")
	want_updates=$(sed -n 's/.* \([0-9]*\) updates,.*/\1/p' <<<"$line")
	want_nodes=$(sed -n 's/.* \([0-9]*\) nodes,.*/\1/p' <<<"$line")
	run "$DLX" --stats=knuth "$DATA/$file"
	got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates) $(stat_of mems)"
	want="$want_solutions $want_nodes $want_updates $want_mems"
	if [ "$got" = "$want" ]; then pass "${file%.dlx}: solutions, nodes, updates, mems as $program"
	else fail "${file%.dlx}: solutions, nodes, updates, mems as $program" "$program: $want" "dlx:  $got"; fi
	[ "$program" = dlx3 ] && continue # bounds: Algorithm M's reference loop is not split
	run "$DLX" -j 2 --stats=knuth "$DATA/$file"
	got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates) $(stat_of mems)"
	if [ "$got" = "$want" ]; then pass "${file%.dlx} -j 2: the threads' figures add up to $program's"
	else fail "${file%.dlx} -j 2: the threads' figures add up to $program's" "$program: $want" "dlx:  $got"; fi
done <"$DATA/knuth-counts.txt"
expect_true "knuth-counts.txt holds the recorded runs" test "$records" -ge 40

# --part k/n: the walk above the parts counts with part 1, so the parts add up to DLX1's
# figures for queens-10 (knuth-counts.txt): 16448 nodes, 312964 updates, 4493113 mems.
sum="0 0 0"
for k in 1 2 3; do
	run "$DLX" --part $k/3 --stats=knuth "$DATA/queens-10.dlx"
	sum=$(awk -v a="$sum" -v n="$(stat_of nodes)" -v u="$(stat_of updates)" -v m="$(stat_of mems)" \
		'BEGIN { split(a, s, " "); print s[1] + n, s[2] + u, s[3] + m }')
done
expect_true "queens-10 --part 1/3 .. 3/3 --stats=knuth: DLX1's figures, added up" test "$sum" = "16448 312964 4493113"
run "$DLX" -j 2 --stats=knuth "$DATA/word-squares-bounded.dlx"
expect_status "-j 2 --stats=knuth with bounds: refused" 2
expect_err_has "-j 2 --stats=knuth with bounds: why" "need the undivided search"
run "$DLX" --prefix-file /dev/null --stats=knuth "$DATA/queens-8.dlx"
expect_status "--prefix-file --stats=knuth: refused (its parts are not the walk's)" 2

# The memo changes the fast loop's node count; --stats=knuth never uses it.
run "$DLX" --stats=knuth --memo 64 "$DATA/queens-8.dlx"
expect_out "queens-8 --stats=knuth --memo 64: the count" "92"
expect_true "queens-8 --stats=knuth with a memo: DLX1's 1199 nodes" test "$(stat_of nodes)" = 1199
run "$DLX" --stats --memo 0 "$DATA/queens-8.dlx"
expect_true "queens-8 --stats --memo 0: DLX1's 1199 nodes" test "$(stat_of nodes)" = 1199
expect_true "queens-8 --stats: no mems without knuth" test -z "$(stat_of mems)"

# ---- JSON ----
json_check() { # NAME PYTHON-EXPRESSION over `s`, the object on the last line of stderr
	expect_true "$1" /usr/bin/python3 -c '
import json, sys
s = json.loads(open(sys.argv[1]).read().splitlines()[-1])
sys.exit(0 if eval(sys.argv[2]) else 1)' "$ERR" "$2"
}
run "$DLX" --stats=knuth --stats-format json "$DATA/knuth-example.dlx"
expect_true "json: parses with python3 -m json.tool" /usr/bin/python3 -m json.tool "$ERR"
json_check "json: knuth-example as DLX1 counts it" \
	's["solutions"] == 1 and s["nodes"] == 6 and s["updates"] == 29 and s["mems"] == 466 and s["measure"] == "knuth"'
json_check "json: every key" \
	'set(s) == {"solutions", "exact", "nodes", "updates", "mems", "measure", "order", "max_level", "branches", "memo_hits", "splits", "stop", "seconds", "read_seconds"}'
json_check "json: the solution is 3 options deep, exhausted" \
	's["max_level"] == 3 and s["stop"] == "exhausted" and s["exact"] is True and s["order"] == "mrv"'
run "$DLX" --stats=knuth --stats-format json "$DATA/word-squares-bounded.dlx"
json_check "json: bounds and colours as DLX3 counts them" \
	's["solutions"] == 24 and s["nodes"] == 3825 and s["updates"] == 234890 and s["mems"] == 3633425'
run "$DLX" --stats-format json --memo 0 "$DATA/queens-8.dlx"
expect_out "json alone implies --stats: the count on stdout" "92"
json_check "json, fast loop: 92 solutions, DLX1's 1199 nodes, no mems" \
	's["solutions"] == 92 and s["nodes"] == 1199 and s["mems"] is None and s["measure"] == "fast"'
run "$DLX" --stats-format json --limit 3 "$DATA/queens-8.dlx"
json_check "json: a solution limit stops as \"solutions\", not exact" \
	's["solutions"] == 3 and s["stop"] == "solutions" and s["exact"] is False'
run "$DLX" --stats-format json -j 2 "$DATA/queens-8.dlx"
json_check "json in parts: the count, the parts, no branches" \
	's["solutions"] == 92 and s["parts"] > 0 and s["branches"] is None'
run "$DLX" --stats-format json --split 2 "$DATA/queens-8.dlx"
json_check "json with --split: the parts listed" 's == {"parts": 42, "depth": 2}'
run "$DLX" --stats-format text "$DATA/queens-8.dlx"
expect_err_has "--stats-format text is --stats" "nodes: "

# ---- --order first ----
# The last four have item bounds (Algorithm M); their counts are DLX3's.
for name in knuth-example knuth-colors queens-6 queens-8 langford-7 sudoku-empty-4x4 word-squares \
	motley-4-4 queendom-5-3 redrect-3-4 word-squares-bounded; do
	file=$DATA/$name.dlx
	want=$(sed -n 's/^| expected: \([0-9]*\) solutions$/\1/p' "$file")
	run "$DLX" --stats --order first "$file"
	expect_out "$name --order first: the published $want solutions" "$want"
	first_nodes=$(stat_of nodes)
	run "$DLX" --stats=knuth "$file"
	mrv_nodes=$(stat_of nodes)
	expect_true "$name --order first: at least MRV's nodes ($first_nodes >= $mrv_nodes)" \
		test "$first_nodes" -ge "$mrv_nodes"
done
run "$DLX" --stats --order first "$DATA/queens-8.dlx"
expect_true "queens-8 --order first: more nodes than MRV's 1199" test "$(stat_of nodes)" -gt 1199
expect_err_has "--order first reports Knuth's mems" "mems: "
run "$DLX" --order first --print=ids "$DATA/knuth-example.dlx"
expect_out "knuth-example --order first --print=ids: the one solution" "0 3 4"

# ---- What the reference loop refuses ----
for flags in "--prefix-file /dev/null" "--trace=links" "--html x.html"; do
	# shellcheck disable=SC2086 # the flags are split on purpose
	run "$DLX" --order first $flags "$DATA/queens-6.dlx"
	expect_status "--order first $flags: refused" 2
	# shellcheck disable=SC2086
	run "$DLX" --stats=knuth $flags "$DATA/queens-6.dlx"
	expect_status "--stats=knuth $flags: refused" 2
done
expect_true "--html refused: no page written" test ! -e x.html
# --split lists the reference loop's own parts: the walk's choice of item is DLX1's
run "$DLX" --order first --split 1 "$DATA/knuth-example.dlx"
expect_true "knuth-example --order first --split 1: a's two options, 1 and 3 (by hand)" \
	test "$(paste -sd' ' "$OUT")" = "1 3"
run "$DLX" --stats=mems "$DATA/queens-6.dlx"
expect_status "--stats=mems: refused" 2
run "$DLX" --order last "$DATA/queens-6.dlx"
expect_status "--order last: refused" 2
run "$DLX" --stats-format xml "$DATA/queens-6.dlx"
expect_status "--stats-format xml: refused" 2

finish
