#!/usr/bin/env bash
# Records what Knuth's DLX1, DLX2, DLX3 and DLX5 report on the instances of this
# directory, into knuth-counts.txt:
#   data/exact-cover/knuth-counts.sh PEER_DIR > data/exact-cover/knuth-counts.txt
# PEER_DIR holds dlx1, dlx2 and dlx3, built with ctangle from Knuth's dlx1.w,
# dlx2.w and dlx3.w (https://cs.stanford.edu/~knuth/programs.html), run with
# their default options (DLX3's optional randomising `s` adds mems on ties).
# Each record is the command, then the last line the program writes on
# stderr, as it wrote it.
# `dlx --stats=knuth` must report the same solutions, nodes, updates and
# mems (the second figure of "A+M mems", or of DLX2's "A+M-L mems"); DLX3
# runs the instances with item bounds (a:b|name), the last one with colours;
# tests/cli/stats.sh checks that.
set -euo pipefail
peers=${1:?usage: knuth-counts.sh PEER_DIR}
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
plain="knuth-example queens-4 queens-5 queens-6 queens-7 queens-8 queens-9 queens-10 queens-11
queens-12 langford-3 langford-4 langford-5 langford-6 langford-7 langford-8 langford-9
langford-10 pentomino-3x20 sudoku-empty-4x4 sudoku-17clue-1"
colored="knuth-colors word-squares"
bounded="motley-4-4 queendom-5-3 redrect-3-4 word-squares-bounded"
echo "# Knuth's DLX1, DLX2 and DLX3 on these instances: written by knuth-counts.sh (see there)."
for name in $plain; do
	for program in dlx1 dlx2; do
		echo "\$ $program < $name.dlx"
		"$peers/$program" <"$name.dlx" 2>&1 >/dev/null | tail -n 1
	done
done
for name in $colored; do
	echo "\$ dlx2 < $name.dlx"
	"$peers/dlx2" <"$name.dlx" 2>&1 >/dev/null | tail -n 1
done
for name in $bounded; do
	echo "\$ dlx3 < $name.dlx"
	"$peers/dlx3" <"$name.dlx" 2>&1 >/dev/null | tail -n 1
done
# Knuth's DLX5 on the instances with costs, for k = 1 and k = 10: PEER_DIR
# holds dlx5 too, built from dlx5.w. Its last line on stderr lists the
# optimum costs, so the record is its "Altogether" line. `dlx --best K
# --stats=knuth` must report the same solutions found, nodes, updates and
# mems (the second figure of "A+M mems"); tests/cli/best_knuth.sh checks that.
costed="cheapest-cover pentomino-3x20-costs word-squares-costs queens-8-costs"
echo "# Knuth's DLX5 on the instances with costs: written by knuth-counts.sh (see there)."
for name in $costed; do
	for k in 1 10; do
		echo "\$ dlx5 k$k < $name.dlx"
		"$peers/dlx5" "k$k" <"$name.dlx" 2>&1 >/dev/null | grep '^Altogether'
	done
done
