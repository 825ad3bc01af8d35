#!/usr/bin/env bash
# End-to-end: `sudoku solve`, `solve --unique` and `count` on whole puzzle
# sets, where plain 9x9 puzzles go to the bit-parallel search, against the
# same commands with a node limit, which keeps the links engine's search:
# the same grids, messages, exit codes and counts. The sets are the bundled
# ones (data/), or the first 2,000 puzzles of each .txt file in $SETS (100
# under $E2E_WRAPPER).
. "$(dirname "$0")/lib.sh"
SUDOKU=${SUDOKU:?SUDOKU must name the sudoku executable}
SETS=${SETS:-$SOURCE_ROOT/data}
cd "$WORK" || exit 2
ENGINE=(--node-limit 1000000000000) # a node limit keeps the engine's search
LINES=2000
[ -z "${E2E_WRAPPER:-}" ] || LINES=100 # under valgrind every run is some thirty times slower

compare() { # NAME, then the command's arguments
	local name=$1
	shift
	run "$SUDOKU" "$@" -f line set.txt
	cp "$OUT" bits.out && cp "$ERR" bits.err && local status=$STATUS
	run "$SUDOKU" "$@" "${ENGINE[@]}" -f line set.txt
	if cmp -s "$OUT" bits.out && cmp -s "$ERR" bits.err && [ "$STATUS" = "$status" ]; then
		pass "$name"
	else
		fail "$name" "exit $status against the engine's $STATUS" "$(diff bits.out "$OUT" | head -6)" \
		     "$(diff bits.err "$ERR" | head -6)"
	fi
}

sets=0
for file in "$SETS"/*.txt; do
	case $(basename "$file") in killer*|README*|SOURCES*) continue ;; esac
	head -n "$LINES" "$file" >set.txt
	grep -qE '^[1-9.0]{81}' set.txt || continue
	sets=$((sets + 1))
	name=$(basename "$file" .txt)
	compare "$name: solve as the engine" solve
	compare "$name: solve --unique as the engine" solve --unique
	compare "$name: count to 2 as the engine" count --limit 2
	# counting to one searches to two all the same: a lone solution is known to be one
	sed 's/^>=2$/>=1/' "$OUT" >want1.txt
	run "$SUDOKU" count --limit 1 -f line set.txt
	expect_out_file "$name: count to 1 is the count to 2 cut at 1" want1.txt
done
expect_true "puzzle sets found in $SETS ($sets)" test "$sets" -ge 5
finish
