#!/usr/bin/env bash
# Records what Knuth's DLX1, DLX2, DLX3, DLX5, DLX6 and SSXCC report on the instances of
# this directory, into knuth-counts.txt:
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
# record PROGRAM NAME: the command, then the last line PROGRAM writes on stderr
record() {
	echo "\$ $1 < $2.dlx"
	"$peers/$1" <"$2.dlx" 2>&1 >/dev/null | tail -n 1
}
echo "# Knuth's DLX1, DLX2 and DLX3 on these instances: written by knuth-counts.sh (see there)."
for name in $plain; do
	record dlx1 "$name"
	record dlx2 "$name"
done
for name in $colored; do record dlx2 "$name"; done
for name in $bounded; do record dlx3 "$name"; done
# Knuth's DLX2-SHARP and DLX3-SHARP (dlx2.w with dlx2-sharp.ch, dlx3.w with
# dlx3-sharp.ch, in PEER_DIR too) on the instances with items named '#'
# (sharp-instances.sh made them), and DLX2-SHARP on two without: there it
# enters DLX2's nodes. `dlx --branch sharp --stats=knuth` must report the
# same solutions, nodes, updates and mems; tests/cli/sharp.sh checks that.
sharp2="queens-8-sharp langford-7-sharp queens-8 langford-7"
sharp3="motley-4-4-sharp queendom-5-3-sharp"
echo "# Knuth's DLX2-SHARP and DLX3-SHARP: written by knuth-counts.sh (see there)."
for name in $sharp2; do record dlx2-sharp "$name"; done
for name in $sharp3; do record dlx3-sharp "$name"; done
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
# Knuth's SSXCC (dancing cells: sparse sets), PEER_DIR/ssxcc built from ssxcc.w,
# with its default options, on plain and coloured instances; four of them made
# by his generators (de-bruijn-dlx, fillomino-dlx, word-rect-dlx: each file says
# how). `dlx --algorithm cells --stats=knuth` must report the same solutions,
# nodes, updates and mems (the second figure of "A+M mems"); tests/cli/cells.sh
# checks that.
cells="knuth-example knuth-colors queens-8 langford-7 pentomino-3x20 word-squares word-squares-wide
word-rect-3x3 de-bruijn-4 de-bruijn-5 fillomino-5x5"
echo "# Knuth's SSXCC: written by knuth-counts.sh (see there)."
for name in $cells; do record ssxcc "$name"; done
# Knuth's DLX6 (dlx6.w, in PEER_DIR too), which writes the ZDD of every
# solution on stdout with `m1` (colours too: word-squares); its last line on stderr counts the ZDD's
# nodes (branch nodes and the two sinks). `dlx --zdd` must make no more;
# tests/cli/zdd.sh checks that with `dlx zdd`, which counts them the same way.
zdd="langford-8 queens-10 pentomino-3x20 word-squares"
echo "# Knuth's DLX6 (m1: the ZDD): written by knuth-counts.sh (see there)."
for name in $zdd; do
	echo "\$ dlx6 m1 < $name.dlx"
	"$peers/dlx6" m1 <"$name.dlx" 2>&1 >/dev/null | tail -n 1
done
# Knuth's SSXCC-BINARY (ssxcc-binary.w), SSXCC-WTD (with ssxcc-wtd.ch) and
# SSXCC-FRB (with ssxcc-frb.ch), in PEER_DIR too, with their default options,
# on plain and coloured instances. `dlx --algorithm cells --binary
# [--branch wtd|frb] --stats=knuth` must report the same solutions, nodes,
# updates and mems; tests/cli/cells.sh checks that.
binary="knuth-example knuth-colors queens-8 langford-7 pentomino-3x20 word-squares word-squares-wide
word-rect-3x3 de-bruijn-4 fillomino-5x5 sudoku-17clue-1"
echo "# Knuth's SSXCC-BINARY, SSXCC-WTD and SSXCC-FRB: written by knuth-counts.sh (see there)."
for program in ssxcc-binary ssxcc-wtd ssxcc-frb; do
	for name in $binary; do record "$program" "$name"; done
done
# Knuth's SSMCC (ssmcc.w, in PEER_DIR too: dancing cells with item bounds, two-way
# branching as SSXCC-BINARY), with its default options, on the instances with
# item bounds, two with colours; redrect-2-6 made by his redrect-dlx, and
# bounds-corners by hand (an item that may stay empty and is in no option, a
# secondary item in no option). `dlx --algorithm cells --stats=knuth` must
# report the same solutions, nodes, updates and mems; tests/cli/cells.sh checks that.
ssmcc="motley-4-4 motley-5-5 queendom-5-3 queendom-6-3 redrect-3-4 redrect-2-6
word-squares-bounded bounds-corners"
echo "# Knuth's SSMCC: written by knuth-counts.sh (see there)."
for name in $ssmcc; do record ssmcc "$name"; done
# Knuth's SSMCC-WTD and SSMCC-FRB (ssmcc.w with his change files ssmcc-wtd.ch and
# ssmcc-frb.ch, in PEER_DIR too: SSMCC's score divided by a weight or a failure
# rate, as SSXCC-WTD and SSXCC-FRB divide the size), with their default options,
# on SSMCC's instances. `dlx --algorithm cells --branch wtd|frb --stats=knuth`
# must report the same solutions, nodes, updates and mems; tests/cli/cells.sh
# checks that.
echo "# Knuth's SSMCC-WTD and SSMCC-FRB: written by knuth-counts.sh (see there)."
for program in ssmcc-wtd ssmcc-frb; do
	for name in $ssmcc; do record "$program" "$name"; done
done
