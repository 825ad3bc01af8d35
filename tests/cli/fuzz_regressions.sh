#!/usr/bin/env bash
# Inputs the fuzzers once crashed on (tests/fuzz/regressions/): each command
# must answer them with an ordinary exit code (0, 1 or 2) and no sanitizer
# report. *.dlx files go to `dlx`, everything else to `sudoku solve`.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?}" "${DLX:?}" "${SOURCE_ROOT:?}"
for file in "$SOURCE_ROOT"/tests/fuzz/regressions/*; do
	name=$(basename "$file")
	case $name in
	*.dlx) run "$DLX" --node-limit 100000 "$file" ;;
	*) run "$SUDOKU" solve --unique --node-limit 100000 "$file" ;;
	esac
	expect_true "$name: exit 0, 1 or 2 (got $STATUS)" test "$STATUS" -le 2
	expect_true "$name: no sanitizer report" test "$(grep -c -E 'Sanitizer|runtime error' "$ERR")" -eq 0
done
finish
