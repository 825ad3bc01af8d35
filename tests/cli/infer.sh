#!/usr/bin/env bash
# End-to-end: `dlx --infer`, inference at every node. Known answers: the
# published counts (OEIS A000170 for 8 queens, 92; A014552 for Langford
# pairs of 7, 2 x 26 = 52 counting reflections; a proper Sudoku, 1), and on
# each fewer nodes than the search without inference. What it refuses, and
# where its figure is printed.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
SUDOKU=${SUDOKU:?SUDOKU must name the sudoku executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# The value after "NAME: " in the text statistics of the last run.
stat() { sed -n "s/^$1: \([0-9]*\).*/\1/p" "$ERR"; }

# The first of the hardest thousand, as exact cover.
run "$SUDOKU" export --dlx "$SOURCE_ROOT/data/hardest-1000.txt" -o hardest.dlx
expect_status "the Sudoku exported" 0

# --memo 0 for the plain run: the memo would save nodes of its own.
for case in "$DATA/queens-8.dlx 92" "$DATA/langford-7.dlx 52" "hardest.dlx 1"; do
	read -r file count <<<"$case"
	name=$(basename "$file")
	run "$DLX" --stats --memo 0 "$file"
	plain=$(stat nodes)
	run "$DLX" --infer --stats "$file"
	expect_out "$name: --infer counts $count" "$count"
	inferred=$(stat nodes)
	expect_true "$name: fewer nodes with --infer ($inferred) than without ($plain)" \
		test "${inferred:-0}" -gt 0 -a "${inferred:-0}" -lt "${plain:-0}"
	expect_true "$name: --stats says how many options went" test "$(stat inferred)" -gt 0
done

# The same solutions as the plain search, each printed in input order.
run "$DLX" --print=ids --memo 0 "$DATA/langford-7.dlx"
sort "$OUT" >plain.txt
run "$DLX" --print=ids --infer "$DATA/langford-7.dlx"
sort "$OUT" >inferred.txt
expect_true "langford-7: the same 52 solutions with --infer" cmp -s plain.txt inferred.txt
expect_true "langford-7: 52 of them" test "$(wc -l <inferred.txt)" -eq 52

# The figure is printed only when inference ran.
run "$DLX" --stats "$DATA/queens-8.dlx"
expect_true "no 'inferred:' line without --infer" test -z "$(stat inferred)"
run "$DLX" --stats-format json "$DATA/queens-8.dlx"
expect_true "no \"inferred\" key without --infer" test "$(grep -c '"inferred"' "$ERR")" -eq 0
run "$DLX" --infer --stats-format json "$DATA/queens-8.dlx"
expect_err_has "the JSON has \"inferred\" with --infer" '"inferred": '

# Limits stop it as they stop the plain search.
run "$DLX" --infer --limit 3 "$DATA/queens-8.dlx"
expect_out "--infer --limit 3 stops at 3" ">=3"

# What it refuses, before or after reading the input.
run "$DLX" --infer "$DATA/knuth-colors.dlx"
expect_status "colours: exit 2" 2
expect_err_has "colours: the file and why" "knuth-colors.dlx: --infer takes no colours"
run "$DLX" --infer "$DATA/motley-4-4.dlx"
expect_status "item bounds: exit 2" 2
expect_err_has "item bounds: the file and why" "motley-4-4.dlx: --infer takes no item bounds"
for flags in "-j 2" "--stats=knuth" "--branch sharp" "--memo 8" "--best 1" "--trace=links"; do
	# shellcheck disable=SC2086 # the flags are split on purpose
	run "$DLX" --infer $flags "$DATA/queens-8.dlx"
	expect_status "--infer $flags: exit 2" 2
	expect_err_has "--infer $flags: says why" "cannot go with it"
done

finish
