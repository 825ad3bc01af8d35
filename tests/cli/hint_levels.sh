#!/usr/bin/env bash
# End-to-end tests of `sudoku hint --level`: each level's text begins with
# the one before it, level 3 is the default output, -f json carries all
# three. The step itself is checked by a python3 replay written here: the
# digit of a hidden single has no other place in the named unit.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
DATA=$SOURCE_ROOT/data
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
head -20 "$DATA/easy-1000.txt" >"$WORK/easy"
# two of the hardest (their first step is a nested forcing chain, most of a second
# natively), one in a checking build (seconds there, run five times)
hard=2
checking_build && hard=1
head -"$hard" "$DATA/hardest-1000.txt" >"$WORK/hard"

for file in easy hard; do
	for level in 1 2 3; do
		run "$SUDOKU" hint --level "$level" "$WORK/$file"
		expect_status "$file: --level $level: exit 0" 0
		cp "$OUT" "$WORK/$file-$level"
	done
	run "$SUDOKU" hint "$WORK/$file"
	expect_out_file "$file: --level 3 is the default output" "$WORK/$file-3"
	# level 3 writes a chain's lines indented under its step: the steps alone
	grep -v '^ ' "$WORK/$file-3" >"$WORK/$file-steps"
	expect_true "$file: level 3 shows chains of the hard steps" \
		test "$file" = easy -o "$(grep -c '^ ' "$WORK/$file-3")" -gt 0
	expect_true "$file: one hint a puzzle at every level" \
		test "$(wc -l <"$WORK/$file-1")" -eq "$(wc -l <"$WORK/$file")" -a \
		"$(wc -l <"$WORK/$file-2")" -eq "$(wc -l <"$WORK/$file")"
	expect_true "$file: each level begins with the one before" \
		"$PY" -c '
import sys
a, b, c = (open(sys.argv[k]).read().splitlines() for k in (1, 2, 3))
sys.exit(not all(y.startswith(x) and z.startswith(y) and x != z for x, y, z in zip(a, b, c)))
' "$WORK/$file-1" "$WORK/$file-2" "$WORK/$file-steps"
	run "$SUDOKU" hint -f json "$WORK/$file"
	expect_true "$file: -f json carries the three levels" \
		"$PY" -c '
import json, sys
steps = [json.loads(l) for l in open(sys.argv[1])]
texts = [open(sys.argv[k]).read().splitlines() for k in (2, 3, 4)]
ok = len(steps) == len(texts[0])
for i, s in enumerate(steps):
    ok &= s["hints"] == [texts[0][i], texts[1][i], texts[2][i]] and s["text"] == texts[2][i]
sys.exit(not ok)
' "$OUT" "$WORK/$file-1" "$WORK/$file-2" "$WORK/$file-steps"
done

# the first easy puzzle's hint, replayed: level 2 names a box, and the digit
# level 3 places has no other free place in that box
head -1 "$WORK/easy" >"$WORK/first"
L2=$(head -1 "$WORK/easy-2")
L3=$(head -1 "$WORK/easy-3")
expect_true "level 1 of a hidden single: 'hidden single'" test "$(head -1 "$WORK/easy-1")" = "hidden single"
expect_true "the hidden single is one (python replay of '$L3')" \
	"$PY" - "$(cat "$WORK/first")" "$L2" "$L3" <<'PYEOF'
import re, sys
p, l2, l3 = sys.argv[1], sys.argv[2], sys.argv[3]
g = [0 if ch in ".0" else int(ch) for ch in p]
box = int(re.search(r"in box (\d)$", l2).group(1)) - 1
r, c, d = map(int, re.search(r": r(\d)c(\d)=(\d)$", l3).groups())
def free(i, d):
    rr, cc = divmod(i, 9)
    return g[i] == 0 and all(g[j] != d for j in range(81)
        if divmod(j, 9)[0] == rr or divmod(j, 9)[1] == cc or
           (divmod(j, 9)[0] // 3 == rr // 3 and divmod(j, 9)[1] // 3 == cc // 3))
cells = [(box // 3 * 3 + k // 3) * 9 + box % 3 * 3 + k % 3 for k in range(9)]
places = [i for i in cells if free(i, d)]
sys.exit(places != [(r - 1) * 9 + c - 1])
PYEOF

run "$SUDOKU" hint --level 0 "$WORK/first"
expect_status "--level 0: exit 2" 2
run "$SUDOKU" hint --level 4 "$WORK/first"
expect_status "--level 4: exit 2" 2

finish
