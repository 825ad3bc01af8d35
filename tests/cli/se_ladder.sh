#!/usr/bin/env bash
# The top of the ladder against Sudoku Explainer: each puzzle of
# tests/data/se-ladder.txt (`PUZZLE ER`, ER as serate rated it with SE 1.2.1's
# techniques, tests/data/README.md) must rate within 0.1 of SE's ER, with no
# last resort. They need dynamic forcing chains (9.0-9.1) and nested forcing
# chains (10.2-10.9), so a rung that breaks or moves shows here.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
FILE=$SOURCE_ROOT/tests/data/se-ladder.txt

while read -r puzzle se; do
	run "$SUDOKU" rate --orders 1 - <<<"$puzzle"
	expect_status "rate ${puzzle:0:12}...: exit 0" 0
	read -r _ ours _ hardest _ <"$OUT"
	expect_true "${puzzle:0:12}... rated $ours ($hardest), SE $se: within 0.1" \
		awk -v a="$ours" -v b="$se" 'BEGIN { d = a - b; exit !(d <= 0.1001 && d >= -0.1001) }'
	expect_true "${puzzle:0:12}...: no last resort" test "$hardest" != last-resort
done <"$FILE"
finish
