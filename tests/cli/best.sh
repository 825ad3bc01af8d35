#!/usr/bin/env bash
# End-to-end: `dlx --best K`, the K cheapest solutions. The cost lists come
# from Knuth's DLX5 (its "optimum costs" on stderr with parameter kK; the
# commands are in data/exact-cover/README.md): each costed instance states
# its list as "| cheapest (Knuth's DLX5, kK): ...". The output must not
# depend on --jobs. Then the costed pentomino-6x10 made by bench/costed.sh,
# counting a costed file, and the flags --best refuses.
. "$(dirname "$0")/lib.sh"
: "${DLX:?}" "${SOURCE_ROOT:?}"
DATA=$SOURCE_ROOT/data/exact-cover

# The costs of `dlx --best` output, on one line.
costs_of() { sed -n 's/^cost \([0-9]*\)$/\1/p' "$1" | paste -sd' '; }

# check_list NAME FILE K "COSTS": --best K gives COSTS, with one thread and with two.
check_list() {
	local name=$1 file=$2 k=$3 want=$4
	run "$DLX" --best "$k" "$file"
	expect_status "$name: --best $k exits 0" 0
	expect_true "$name: --best $k costs are DLX5's ($want)" [ "$(costs_of "$OUT")" = "$want" ]
	run "$DLX" --best "$k" --print "$file"
	cp "$OUT" "$WORK/one-thread"
	run "$DLX" --best "$k" --print --jobs 2 "$file"
	expect_status "$name: --best $k --jobs 2 exits 0" 0
	expect_out_file "$name: --best $k --print, --jobs 2 = --jobs 1" "$WORK/one-thread"
}

for name in cheapest-cover pentomino-3x20-costs word-squares-costs queens-8-costs; do
	file=$DATA/$name.dlx
	line=$(sed -n "s/^| cheapest (Knuth's DLX5, k\([0-9]*\)): \(.*\)$/\1 \2/p" "$file")
	if [ -z "$line" ]; then fail "$name states DLX5's list" "no '| cheapest' line"; continue; fi
	k=${line%% *}
	want=${line#* }
	check_list "$name" "$file" "$k" "$want"
	n=$(echo "$want" | wc -w)
	check_list "$name (first 3)" "$file" 3 "$(echo "$want" | cut -d' ' -f1-3)"
	[ "$n" -gt 3 ] || fail "$name: more than 3 solutions to rank" "$n"
done

# The hand-checked example: ties go to the smaller option numbers.
run "$DLX" --best 2 --print=ids "$DATA/cheapest-cover.dlx"
expect_out "cheapest-cover: the two covers of cost 5, smaller numbers first" "cost 5
2 3
cost 5
2 5 7"

# pentomino-6x10 with costs 0-99 from bench/costed.sh 1 99. DLX5 (k10) prints
# 247 259 261 286 290 295 299 301 (repeated 2 times) 303; k1: 247.
"$SOURCE_ROOT/bench/costed.sh" 1 99 <"$DATA/pentomino-6x10.dlx" >"$WORK/p610.dlx"
expect_true "costed.sh gives the benchmark's first costs" \
	[ "$(sed -n '5,7s/.*|//p' "$WORK/p610.dlx" | paste -sd' ')" = "7 49 73" ]
run "$DLX" --best 1 "$WORK/p610.dlx"
expect_out "pentomino-6x10 costed: the optimum is DLX5's" "cost 247"
run "$DLX" --best 10 --print=ids "$WORK/p610.dlx"
expect_true "pentomino-6x10 costed: the 10 cheapest are DLX5's" \
	[ "$(costs_of "$OUT")" = "247 259 261 286 290 295 299 301 301 303" ]
cp "$OUT" "$WORK/one-thread"
run "$DLX" --best 10 --print=ids --jobs 2 "$WORK/p610.dlx"
expect_out_file "pentomino-6x10 costed: --jobs 2 = --jobs 1" "$WORK/one-thread"
run "$DLX" --best 10 --print=ids --jobs 3 "$WORK/p610.dlx"
expect_out_file "pentomino-6x10 costed: --jobs 3 = --jobs 1" "$WORK/one-thread"

# Counting a costed file: the count as ever, and a note that costs are ignored.
run "$DLX" "$DATA/cheapest-cover.dlx"
expect_status "counting a costed file: exit 0" 0
expect_out "counting a costed file: the count" "7"
expect_err_has "counting a costed file: says the costs are ignored" \
	"dlx: note: the options have costs, which counting ignores"
run "$DLX" "$DATA/knuth-example.dlx"
expect_true "no note without costs" [ ! -s "$ERR" ]

# No solution: nothing printed, exit 1. A file without costs: every cost 0.
printf 'a b\na\n' >"$WORK/none.dlx"
run "$DLX" --best 3 "$WORK/none.dlx"
expect_status "no solution: exit 1" 1
expect_out "no solution: no line" ""
run "$DLX" --best 2 "$DATA/queens-4.dlx"
expect_out "no costs: the first solutions, all of cost 0" "cost 0
cost 0"

# A node limit: the best found so far, said to be partial, exit 1.
run "$DLX" --best 3 --node-limit 5 "$WORK/p610.dlx"
expect_status "node limit: exit 1" 1
expect_err_has "node limit: the list is partial" "dlx: the list is partial: the node limit"

# Stats on stderr.
run "$DLX" --best 1 --stats "$DATA/pentomino-3x20-costs.dlx"
expect_err_has "--stats: nodes" "nodes: "
expect_err_has "--stats: solutions kept" "solutions kept: 1"

# Costs with bounds: a must be in two or three options, b in one; x:1 and x:2
# clash. By hand: b comes from `a b` (4, which gives a one) or from `b` (2).
# With `a b`, a needs one or two of `a x:1` (3), `a x:2` (1), `a` (5), not both
# x options: 4+1 = 5, 4+3 = 7, 4+5 = 9, 4+1+5 = 10, 4+3+5 = 12. With `b`, a
# needs two: 2+1+5 = 8, 2+3+5 = 10. The three cheapest: 5, 7, 8.
cat >"$WORK/bounded.dlx" <<'DLX'
2:3|a b | x
a x:1 |3
a x:2 |1
a b |4
b |2
a |5
DLX
bounded_best="cost 5
a x:2 |1
a b |4

cost 7
a x:1 |3
a b |4

cost 8
a x:2 |1
b |2
a |5"
run "$DLX" --best 3 --print "$WORK/bounded.dlx"
expect_status "bounds and costs: exit 0" 0
expect_out "bounds and costs: the three cheapest, by hand" "$bounded_best"
for jobs in 2 3; do
	run "$DLX" --best 3 --print --jobs "$jobs" "$WORK/bounded.dlx"
	expect_out "bounds and costs, --jobs $jobs: the same list" "$bounded_best"
done

# --time-limit holds however long the solutions are: one item 0:300000 and
# 300,000 options of it, every subset a solution of cost 0. Each solution
# found may hold most of the options; a limit of 1 s ran 15 s when only the
# nodes entered were timed. The margin allows for a loaded machine.
{ echo "0:300000|x"; yes x | head -300000; } >"$WORK/subsets.dlx"
start=$(date +%s.%N)
run "$DLX" --best 3 --time-limit 1 "$WORK/subsets.dlx"
took=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN {printf "%.2f", b - a}')
expect_true "--time-limit 1 on 300,000 options: done in $took s (< 4)" \
	awk -v t="$took" 'BEGIN {exit !(t < 4)}'
expect_status "--time-limit: a partial list exits 1" 1
expect_err_has "--time-limit: the list is marked partial" "the list is partial: the time limit"
expect_true "--time-limit: the three cheapest found so far" [ "$(costs_of "$OUT")" = "0 0 0" ]

# Several cost entries on one option add up (DLX5's syntax): --print writes
# the option with their sum, as one entry that reads back the same.
printf 'a b\na b |5 |6\na |2\nb |3\n' >"$WORK/two-costs.dlx"
run "$DLX" --best 2 --print "$WORK/two-costs.dlx"
expect_out "two cost entries: printed as their sum, by hand" "cost 5
a |2
b |3

cost 11
a b |11"
sed -n 6p "$OUT" | { echo "a b"; cat; } >"$WORK/read-back.dlx"
run "$DLX" --best 1 "$WORK/read-back.dlx"
expect_out "the printed option reads back with the same cost" "cost 11"

# What --best refuses, with exit 2.
refused() {
	local what=$1 text=$2
	shift 2
	run "$DLX" "$@" "$DATA/cheapest-cover.dlx"
	expect_status "--best $what: exit 2" 2
	expect_err_has "--best $what: says why" "$text"
}
refused "with --split" "--best searches the whole tree" --best 2 --split 1
refused "with --part" "--best searches the whole tree" --best 2 --part 1/2
refused "with --html" "--best does not combine with" --best 2 --html "$WORK/x.html"
refused "with --trace" "--best does not combine with" --best 2 --trace
refused "with --limit" "--best keeps K solutions" --best 2 --limit 3
refused "with --jobs and --node-limit" "takes --time-limit, not --node-limit" --best 2 --jobs 2 --node-limit 9
refused "0" "--best needs a whole number" --best 0
expect_true "nothing written for a refused --html" [ ! -e "$WORK/x.html" ]

finish
