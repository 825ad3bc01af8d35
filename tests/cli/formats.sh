#!/usr/bin/env bash
# End-to-end tests of the input forms people paste: Sudoku Explainer's and
# HoDoKu's grids, pencil-mark grids in every command, ratings after a
# puzzle, Simple Sudoku's .ss, our own pretty output, a puzzle given as the
# argument. Solutions are checked by check_solutions.awk; counts under pencil
# marks by a brute-force counter written here in python3; pencil marks are
# made here too (the digits no peer holds), not by the commands under test.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
DATA=$SOURCE_ROOT/data
CHECK=$SOURCE_ROOT/tests/cli/check_solutions.awk
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
P=$(head -1 "$DATA/hardest-1000.txt")

# solved_ok NAME: $OUT holds one solution of $P, on one line or nine
solved_ok() {
	printf '%s %s\n' "$P" "$(tr -d '\n' <"$OUT")" | awk -f "$CHECK" >"$WORK/check" 2>&1
	expect_true "$1: the solution keeps the givens and the rules" test ! -s "$WORK/check"
}

# grid FORM: the puzzle $P drawn as a grid ("se": *---* borders; "ss": Simple Sudoku)
grid() {
	"$PY" - "$P" "$1" <<'EOF'
import sys
p, form = sys.argv[1], sys.argv[2]
rows = [p[r * 9:r * 9 + 9] for r in range(9)]
if form == "se":
    print("*-----------*")
for r, row in enumerate(rows):
    line = row[0:3] + "|" + row[3:6] + "|" + row[6:9]
    print("|" + line + "|" if form == "se" else line)
    if r in (2, 5):
        print("|---+---+---|" if form == "se" else "-----------")
if form == "se":
    print("*-----------*")
EOF
}

# marks STYLE [DROP]: pencil marks of $P (digits no peer holds); STYLE hodoku
# draws .---. / :---+---: / '---' borders, plain draws rows of tokens;
# DROP "rNcM=D" removes one candidate first.
marks() {
	"$PY" - "$P" "$1" "${2:-}" <<'EOF'
import sys
p, style, drop = sys.argv[1], sys.argv[2], sys.argv[3]
g = [0 if ch == '.' else int(ch) for ch in p]
def peers(i):
    r, c = divmod(i, 9)
    for j in range(81):
        rr, cc = divmod(j, 9)
        if j != i and (rr == r or cc == c or (rr // 3 == r // 3 and cc // 3 == c // 3)):
            yield j
cells = []
for i in range(81):
    if g[i]:
        cells.append(str(g[i]))
    else:
        used = {g[j] for j in peers(i)}
        cells.append("".join(str(d) for d in range(1, 10) if d not in used))
if drop:
    cell, d = drop.split("=")
    r, c = int(cell[1]) - 1, int(cell[3]) - 1
    cells[r * 9 + c] = cells[r * 9 + c].replace(d, "")
w = [max(len(cells[r * 9 + c]) for r in range(9)) for c in range(9)]
def rule(a, b, e):
    return a + b.join("-" * (sum(w[k * 3:k * 3 + 3]) + 4) for k in range(3)) + e
if style == "hodoku":
    print(rule(".", ".", "."))
for r in range(9):
    parts = [" ".join(cells[r * 9 + c].ljust(w[c]) for c in range(k * 3, k * 3 + 3)) for k in range(3)]
    print("| " + " | ".join(parts) + " |" if style == "hodoku" else " ".join(parts))
    if style == "hodoku" and r in (2, 5):
        print(rule(":", "+", ":"))
if style == "hodoku":
    print(rule("'", "'", "'"))
EOF
}

# --- Sudoku Explainer's and HoDoKu's grid with *---* borders ---
grid se >"$WORK/se.txt"
run "$SUDOKU" solve -f line "$WORK/se.txt"
expect_status "SE grid with *-----------* borders: exit 0" 0
expect_true "SE grid: no error on stderr" test ! -s "$ERR"
solved_ok "SE grid"

# --- Simple Sudoku's .ss ---
grid ss >"$WORK/puzzle.ss"
run "$SUDOKU" solve -f line "$WORK/puzzle.ss"
expect_status "Simple Sudoku .ss: exit 0" 0
solved_ok "Simple Sudoku .ss"

# --- our own pretty output read back ---
run "$SUDOKU" print "$WORK/se.txt"
cp "$OUT" "$WORK/pretty.txt"
run "$SUDOKU" solve -f line "$WORK/pretty.txt"
expect_status "pretty output read back: exit 0" 0
solved_ok "pretty output"

# --- a rating or a comment after the puzzle, as forum lists and serate write them ---
for line in "$P 1.2" "$P;11.9;11.9;11.3" "$P ED=10.5/1.2/1.2" "$P,extra"; do
	printf '%s\n' "$line" >"$WORK/rated.txt"
	run "$SUDOKU" solve "$WORK/rated.txt"
	expect_status "'$line': exit 0" 0
	solved_ok "'${line:81}' after the puzzle"
done
run "$SUDOKU" rate "$SOURCE_ROOT/tests/data/se-rated-sample.txt"
expect_status "rate reads the SE sample with its ratings: exit 0" 0
expect_true "rate: one line per puzzle of the SE sample" \
	test "$(wc -l <"$OUT")" -eq "$(grep -c . "$SOURCE_ROOT/tests/data/se-rated-sample.txt")"
# a line that is a whole puzzle already keeps its meaning
printf '%s\n' "${P:0:80} ${P:80}" >"$WORK/split.txt"
run "$SUDOKU" solve "$WORK/split.txt"
expect_status "80 cells, a blank, one more cell: still one puzzle, exit 0" 0

# --- the puzzle as the argument ---
run "$SUDOKU" solve "$P"
expect_status "sudoku solve PUZZLE: exit 0" 0
solved_ok "sudoku solve PUZZLE"
Q=1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1
run "$SUDOKU" solve 1.......2.9.4...
expect_true "sudoku solve 1.......2.9.4...: not 'cannot open'" test "$(grep -c 'cannot open' "$ERR")" -eq 0
expect_err_has "sudoku solve 1.......2.9.4...: read as a puzzle" "<argument>:1:"
run "$SUDOKU" solve "$Q"
expect_status "sudoku solve 1.......2.9.4...5...: exit 0" 0
printf '%s %s\n' "$Q" "$(cat "$OUT")" | awk -f "$CHECK" >"$WORK/check"
expect_true "sudoku solve 1.......2.9.4...5...: a valid solution" test ! -s "$WORK/check"
for command in count rate explain hint; do
	run "$SUDOKU" "$command" "$Q"
	expect_status "sudoku $command PUZZLE: exit 0" 0
done
run "$SUDOKU" solve missing-file.txt
expect_err_has "a missing file is still reported as missing" "missing-file.txt: cannot open"
# a puzzle line with a rating or a comment after it, as input-formats.md lists
# it, is a puzzle as an argument too, as it is on standard input
for tail in " ED=10.5/1.2/1.2" ";11.9;11.9;11.3" " # a comment" ", 1.2"; do
	run "$SUDOKU" solve "$P$tail"
	expect_status "sudoku solve 'PUZZLE$tail': exit 0" 0
	solved_ok "sudoku solve 'PUZZLE$tail'"
done
run "$SUDOKU" solve "missing-file.txt ED=10.5/1.2/1.2"
expect_err_has "a name with a blank after it is still a file name" "cannot open"

# --- pencil marks in every command ---
marks hodoku >"$WORK/hodoku.txt"
marks plain >"$WORK/plain-marks.txt"
for file in hodoku.txt plain-marks.txt; do
	run "$SUDOKU" solve -f line "$WORK/$file"
	expect_status "$file: solve exit 0" 0
	solved_ok "$file: solve"
	run "$SUDOKU" count "$WORK/$file"
	expect_out "$file: count 1" "1"
	run "$SUDOKU" hint "$WORK/$file"
	expect_status "$file: hint exit 0" 0
	cp "$OUT" "$WORK/hint-$file"
	run "$SUDOKU" rate "$WORK/$file"
	expect_status "$file: rate exit 0" 0
	run "$SUDOKU" explain "$WORK/$file"
	expect_status "$file: explain exit 0" 0
done
"$SUDOKU" hint "$WORK/se.txt" >"$WORK/hint-puzzle"
expect_true "HoDoKu marks and the puzzle they come from: the same hint" \
	cmp -s "$WORK/hint-hodoku.txt" "$WORK/hint-puzzle"
expect_true "plain marks and HoDoKu's borders: the same hint" \
	cmp -s "$WORK/hint-hodoku.txt" "$WORK/hint-plain-marks.txt"

# marks as constraints: a puzzle with many solutions, marks that leave fewer
M=$(head -1 "$DATA/several-solutions-200.txt")
"$PY" - "$M" >"$WORK/narrowed.txt" 2>"$WORK/want-count" <<'EOF'
import sys
p = sys.argv[1]
g = [0 if ch == '.' else int(ch) for ch in p]
def ok(g, i, d):
    r, c = divmod(i, 9)
    for j in range(81):
        rr, cc = divmod(j, 9)
        if j != i and g[j] == d and (rr == r or cc == c or (rr // 3 == r // 3 and cc // 3 == c // 3)):
            return False
    return True
def count(g, allowed):
    try:
        i = g.index(0)
    except ValueError:
        return 1
    n = 0
    for d in allowed[i]:
        if ok(g, i, d):
            g[i] = d
            n += count(g, allowed)
            g[i] = 0
    return n
full = [[g[i]] if g[i] else list(range(1, 10)) for i in range(81)]
# drop digit 1 from every open cell of row 1 that has it: fewer solutions, maybe none
allowed = [a[:] for a in full]
for c in range(9):
    if not g[c] and len(allowed[c]) > 1 and 1 in allowed[c]:
        allowed[c].remove(1)
        break
for r in range(9):
    print(" ".join("".join(map(str, allowed[r * 9 + c])) for c in range(9)))
sys.stderr.write("%d %d\n" % (count(g[:], full), count(g[:], allowed)))
EOF
read -r all narrowed <"$WORK/want-count"
run "$SUDOKU" count "$WORK/narrowed.txt"
expect_out "count under pencil marks: $narrowed (brute force; $all without them)" "$narrowed"

# commands that take givens only refuse marks rather than drop them
run "$SUDOKU" export --dlx "$WORK/hodoku.txt"
expect_status "export --dlx on pencil marks: exit 2" 2
expect_err_has "export --dlx on pencil marks: says why" "pencil marks are not exported"

# -j keeps the marks: the threads see what one thread sees
cat "$WORK/narrowed.txt" "$WORK/hodoku.txt" >"$WORK/two-marks.txt"
for command in count solve rate; do
	"$SUDOKU" "$command" -j 1 "$WORK/two-marks.txt" >"$WORK/j1" 2>"$WORK/j1-err"
	run "$SUDOKU" "$command" -j 3 "$WORK/two-marks.txt"
	expect_out_file "$command -j 3 on pencil marks: the output of -j 1" "$WORK/j1"
	expect_true "$command -j 3 on pencil marks: the messages of -j 1" cmp -s "$ERR" "$WORK/j1-err"
done

# contradictory marks: one solution digit removed
SOL=$("$SUDOKU" solve -f line "$P")
marks plain "r4c3=${SOL:29:1}" >"$WORK/broken-marks.txt"
run "$SUDOKU" hint "$WORK/broken-marks.txt"
expect_status "hint on marks without the solution's digit: exit 1" 1
expect_err_has "hint: the marks contradict themselves" "the pencil marks contradict themselves"
expect_true "hint: no step invented" test ! -s "$OUT"
# marks allowing every digit in every cell: the empty grid, with more than one
# solution; hint must say so, as explain does, not search on for a step
ALL=$(printf '123456789%.0s' {1..81})
run timeout 60 "$SUDOKU" hint "$ALL"
expect_status "hint on marks allowing every digit everywhere: exit 1, promptly" 1
expect_err_has "hint: the marks allow more than one solution" \
	"the pencil marks allow more than one solution"
for command in solve explain rate; do
	run "$SUDOKU" "$command" "$WORK/broken-marks.txt"
	expect_status "$command on contradictory marks: exit 1" 1
done

# a pencil-mark grid cut short is reported at its line
head -5 "$WORK/plain-marks.txt" >"$WORK/short-marks.txt"
run "$SUDOKU" hint "$WORK/short-marks.txt"
expect_status "five rows of marks: exit 2" 2
expect_err_has "five rows of marks: incomplete" "short-marks.txt:5: incomplete pencil-mark grid: 45 of 81 cells"

# --- hint does not swallow puzzles after a short line ---
(echo '# c'; head -3 "$DATA/hardest-1000.txt") >"$WORK/commented.txt"
run "$SUDOKU" hint "$WORK/commented.txt"
# a hint is one line, with a chain's lines indented under it
expect_true "(echo '# c'; head -3 data/hardest-1000.txt) | sudoku hint: 3 hints" \
	test "$(grep -vc '^ ' "$OUT")" -eq 3
(head -1 "$DATA/hardest-1000.txt" | cut -c1-80; head -3 "$DATA/hardest-1000.txt"; echo "${P:0:80}") \
	>"$WORK/short-line.txt"
run "$SUDOKU" hint "$WORK/short-line.txt"
expect_true "hint after an 80-cell line: 3 hints" test "$(grep -vc '^ ' "$OUT")" -eq 3
expect_err_has "hint: the first bad line reported" "short-line.txt:1:81: line has 80 cells"
expect_err_has "hint: the later bad line reported too" "short-line.txt:5:81: line has 80 cells"
(echo '# c'; head -3 "$DATA/hardest-1000.txt") >"$WORK/commented.txt"
run "$SUDOKU" explain "$WORK/commented.txt"
expect_true "explain after a comment: 3 puzzles" test "$(grep -c '^# ' "$OUT")" -eq 3

# --- a line too long says how long it is ---
"$PY" -c "print('1'*5000)" >"$WORK/ones.txt"
run "$SUDOKU" hint "$WORK/ones.txt"
expect_status "5000 ones: exit 2" 2
expect_err_has "5000 ones: the real length" "line has 5000 cells: too long"

# --- killer sums ---
KL=$(head -1 "$DATA/killer-krazydad-50.txt" | cut -d' ' -f1,2)
printf '%s\n' "${KL/ 15,13,13,/ 1513131,13,}" >"$WORK/long-sum.txt"
run "$SUDOKU" solve --variant killer "$WORK/long-sum.txt"
expect_status "a seven-digit killer sum: exit 2" 2
expect_err_has "a seven-digit sum is one sum, refused" "cage sum 1513131 is larger than any cage can hold"
printf '%s\n' "${KL/ 15,13,13,/ 15,,13,13,}" >"$WORK/empty-sum.txt"
run "$SUDOKU" solve --variant killer "$WORK/empty-sum.txt"
expect_status "15,,13: exit 2" 2
expect_err_has "15,,13: the empty sum found" "empty-sum.txt:1:86: a cage sum is missing here"
printf '# variant: killer\nAABB\nAABB\nCCDD\nCCDD\nA=3 B=7 A=4\n' >"$WORK/twice.txt"
run "$SUDOKU" solve "$WORK/twice.txt"
expect_status "A=3 then A=4: exit 2" 2
expect_err_has "A=3 then A=4: refused at the second" "twice.txt:6:9: cage 'A' has a sum already (line 6, column 1)"

# --- sudoku check PUZZLE STATE (Wikipedia's puzzle; its published solution) ---
W=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
WSOL=534678912672195348198342567859761423426853791713924856961537284287419635345286179
run "$SUDOKU" check "$W" "$W"
expect_out "check, nothing placed: no mistakes so far" "no mistakes so far"
expect_status "check, no mistakes: exit 0" 0
# r1c3 is 4 in the solution: a player who placed 2 there and 6 (right) in r1c4
STATE=${W:0:2}26${W:4}
run "$SUDOKU" check "$W" "$STATE"
expect_out "check names the one wrong digit" "r1c3: 2 is not the solution's digit"
expect_status "check with a mistake: exit 1" 1
run "$SUDOKU" hint "$STATE"
expect_status "hint on the same state: exit 1 (no solution)" 1
# pencil marks as the state: r2c2 (7 in the solution) without its 7
P=$W marks plain "r2c2=7" >"$WORK/state-marks.txt"
printf '%s\n' "$W" >"$WORK/wiki.txt"
run "$SUDOKU" check "$WORK/wiki.txt" "$WORK/state-marks.txt"
expect_out "check on marks: the eliminated candidate" "r2c2: 7 was eliminated, but it is the solution's digit"
expect_status "check on marks with a mistake: exit 1" 1
run "$SUDOKU" check "$W" "$WSOL"
expect_out "check on the published solution: no mistakes" "no mistakes so far"
M=$(head -1 "$DATA/several-solutions-200.txt")
run "$SUDOKU" check "$M" "$M"
expect_out "check, a puzzle with several solutions: says so" "the puzzle has more than one solution"
expect_status "check, several solutions: exit 1" 1
run "$SUDOKU" check "${W:0:1}5${W:2}" "$W"
expect_out "check, a puzzle with no solution: says so" "the puzzle has no solution"
expect_status "check, no solution: exit 1" 1
run "$SUDOKU" check "$W" "${W:0:80}"
expect_status "check, a bad state: exit 2" 2
expect_err_has "check, a bad state: where" "<argument>:1:81: line has 80 cells"
run "$SUDOKU" check "$W"
expect_status "check with one argument: exit 2" 2
run "$SUDOKU" check "$W" "1..............."
expect_status "check, sizes differ: exit 2" 2

finish
