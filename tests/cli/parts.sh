#!/usr/bin/env bash
# End-to-end: `dlx FILE` counts independent parts apart and multiplies
# (--parts=on, the default). Known answers: the counts the data files
# record (queens 6: 4, queens 8: 92, Langford 7: 52, pentominoes 3x20: 8),
# raised to the number of disjoint copies by bc; 2^N for N items of two
# one-item options each, also by bc, past 2^64; 0 with a part that has no
# solution; 3, worked by hand, for halves joined by a secondary item.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# union N FILE: N disjoint copies of FILE, each item renamed with _1 .. _N
# (a colour stays after the name: x:red becomes x_1:red).
union() {
	awk -v copies="$1" '
	function rename(word, k,   colon) {
		if (word == "|") return word
		colon = index(word, ":")
		if (colon) return substr(word, 1, colon - 1) "_" k substr(word, colon)
		return word "_" k
	}
	/^\|/ || NF == 0 { next }
	{ line[++n] = $0 }
	END {
		for (k = 1; k <= copies; k++) {
			side = 0 # primary items, then (after |) secondary ones
			m = split(line[1], w, " ")
			for (j = 1; j <= m; j++) {
				if (w[j] == "|") { side = 1; continue }
				names[side] = names[side] " " rename(w[j], k)
			}
		}
		print substr(names[0], 2) (names[1] == "" ? "" : " |" names[1])
		for (k = 1; k <= copies; k++)
			for (i = 2; i <= n; i++) {
				m = split(line[i], w, " ")
				out = rename(w[1], k)
				for (j = 2; j <= m; j++) out = out " " rename(w[j], k)
				print out
			}
	}' "$2"
}

# choices N: N primary items, each with two options of that item alone: 2^N solutions.
choices() {
	seq "$1" | sed 's/^/x/' | paste -sd' '
	seq "$1" | sed 's/^/x/; p'
}

# ---- Disjoint copies: the product of the published counts ----
check_copies() { # NAME FILE COUNT COPIES...
	local name=$1 file=$2 count=$3
	shift 3
	for copies in "$@"; do
		union "$copies" "$file" >"u$copies.dlx"
		run "$DLX" "u$copies.dlx"
		expect_out "$copies x $name: $count^$copies" "$(echo "$count^$copies" | bc)"
		run "$DLX" --parts=off "u$copies.dlx"
		expect_out "$copies x $name, --parts=off: the same" "$(echo "$count^$copies" | bc)"
	done
}
check_copies queens-6 "$DATA/queens-6.dlx" 4 1 2 3
check_copies queens-8 "$DATA/queens-8.dlx" 92 2 3
check_copies langford-7 "$DATA/langford-7.dlx" 52 1 2
check_copies pentomino-3x20 "$DATA/pentomino-3x20.dlx" 8 2
union 4 "$DATA/queens-8.dlx" >q8x4.dlx
run "$DLX" q8x4.dlx
expect_out "4 x queens-8: 92^4" "$(echo "92^4" | bc)"
union 4 "$DATA/pentomino-3x20.dlx" >p4.dlx
run "$DLX" p4.dlx
expect_out "4 x pentomino-3x20: 8^4" "$(echo "8^4" | bc)"

# ---- Past 2^64: printed in full ----
choices 20 >c20.dlx
run "$DLX" c20.dlx
expect_out "20 two-way choices: 2^20" "$(echo "2^20" | bc)"
union 3 c20.dlx >c20x3.dlx
run "$DLX" c20x3.dlx
expect_out "3 copies: 2^60, below 2^64" "$(echo "2^60" | bc)"
choices 22 >c22.dlx
union 3 c22.dlx >c22x3.dlx
run "$DLX" c22x3.dlx
expect_out "3 copies of 22 choices: 2^66, past 2^64" "$(echo "2^66" | bc)"
union 4 c20.dlx >c20x4.dlx
run "$DLX" --stats c20x4.dlx
expect_out "4 copies of 20 choices: 2^80" "$(echo "2^80" | bc)"
expect_err_has "--stats: the solutions line in full" "solutions: $(echo "2^80" | bc)"
union 10 "$DATA/queens-8.dlx" >q8x10.dlx
run "$DLX" q8x10.dlx
expect_out "10 x queens-8: 92^10, past 2^64" "$(echo "92^10" | bc)"
expect_status "solutions found: exit 0" 0

# ---- Zero, and what must not be split ----
# primary items p and q beside queens-8's, and one option, p: q is never covered
union 1 "$DATA/queens-8.dlx" >q8.dlx
{
	head -1 q8.dlx | sed 's/ |/ p q |/'
	sed 1d q8.dlx
	echo p
} >with-none.dlx
run "$DLX" with-none.dlx
expect_out "queens-8 beside a part without solutions: 92 x 0" "0"
expect_status "no solution: exit 1" 1

# halves {a b c} and {d e f}, joined by secondary item s in one option of each:
# 2 x 2 pairs of covers less the one that takes s twice
cat >joined.dlx <<'EOF'
a b c d e f | s
a b s
c
a
b c
d e s
f
d
e f
EOF
run "$DLX" joined.dlx
expect_out "halves joined by a secondary item: 3, not 2 x 2" "3"
run "$DLX" --parts=off joined.dlx
expect_out "the same with --parts=off" "3"

# ---- Statistics ----
union 2 "$DATA/queens-8.dlx" >q8x2.dlx
run "$DLX" --stats q8x2.dlx
expect_err_has "--stats: two copies split once" "parts: 1"
run "$DLX" --stats --parts=off q8x2.dlx
expect_err_has "--stats --parts=off: no split" "parts: 0"
run "$DLX" --stats-format json q8x2.dlx
expect_err_has "JSON: the splits" '"splits": 1'
run "$DLX" --stats "$DATA/queens-8.dlx"
expect_err_has "one queens-8: nothing to split" "parts: 0"
# --memo 0 is Knuth's tree: on his example DLX1 enters 6 nodes (knuth-counts.txt),
# where the split would enter 7
run "$DLX" --stats --memo 0 "$DATA/knuth-example.dlx"
expect_err_has "--memo 0: no split" "parts: 0"
expect_err_has "--memo 0: DLX1's 6 nodes" "nodes: 6"
run "$DLX" --stats --memo 0 --parts=on q8x2.dlx
expect_err_has "--memo 0 --parts=on: split all the same" "parts: 1"

# ---- Where it is not used, and bad values ----
run "$DLX" --limit 5 q8x2.dlx
expect_out "--limit: the plain search, which stops at 5" ">=5"
run "$DLX" -j 2 q8x2.dlx
expect_out "-j 2: the threads count the same" "8464"
run "$DLX" --stats "$DATA/word-squares-bounded.dlx"
expect_out "item bounds: Algorithm M counts as before (the file's 24)" "24"
expect_err_has "item bounds: nothing split" "parts: 0"
run "$DLX" --parts=maybe q8x2.dlx
expect_status "--parts=maybe: exit 2" 2
expect_err_has "--parts=maybe: the values named" "on"

finish
