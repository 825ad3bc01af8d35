#!/usr/bin/env bash
# The Sudoku page's play mode in headless Chromium (on the site web.sh uses):
# a puzzle played to the end by typing its solution, check against
# `sudoku check`, the three hint levels against `sudoku hint --level N` on
# the same position, undo and redo, pencil marks, the game kept over a
# reload, storage that fails, the timer paused in a hidden tab. The
# solution comes from `sudoku solve`; the positions sent to the library are
# built here from the moves typed, not read back from the page.
# Keys are sent as keydown events to the focused element, as a keyboard
# would deliver them. Skipped (TAP SKIP) as web.sh is.
. "$(dirname "$0")/../cli/lib.sh"
. "$(dirname "$0")/site.sh"

play='document.getElementById("play").dataset'
playing="$play.state === 'playing'"
easy=$(sed -n 1p "$ROOT/data/easy-1000.txt" | cut -d' ' -f1)
solution=$(echo "$easy" | "$SUDOKU" solve)
expect_true "the easy puzzle has its solution from 'sudoku solve'" [ "${#solution}" = 81 ]
# keys and cells for the steps below
keys='window.press = (code, key, extra) => (document.activeElement || document.body).dispatchEvent(
  new KeyboardEvent("keydown", Object.assign({code, key, bubbles: true, cancelable: true}, extra || {})));
window.digit = (d, extra) => press("Digit" + d, String(d), extra);
window.mark = (d) => press("Digit" + d, "!@#$%^&*("[d - 1], {shiftKey: true});
window.cell = (k) => document.querySelector(`#play-board [data-cell="${k}"]`);
window.state = () => document.getElementById("play").dataset.grid + "|" + document.getElementById("play").dataset.marks;'
# the first open cells of the easy puzzle, and a wrong digit for each
open_cells=$(python3 -c 'import sys; print(*[k for k, c in enumerate(sys.argv[1]) if c == "."][:4])' "$easy")
read -r a b c d _ <<<"$open_cells"
wrong() { echo $(((${solution:$1:1} % 9) + 1)); }
right() { echo "${solution:$1:1}"; }
# expect_line N NAME WANT: line N of the last browse's output is WANT
expect_line() { expect_true "$2" [ "$(sed -n "$1p" "$OUT")" = "$3" ]; }
# game STEP...: the easy puzzle in play mode, the keys defined, then the steps
game() { browse "$BASE/sudoku.html#play=$easy" --until "$playing" --run "$keys" "$@"; }
# put CELL DIGIT [GRID]: the grid (default the puzzle) with DIGIT at CELL
put() { local g=${3:-$easy}; echo "${g:0:$1}$2${g:$1+1}"; }

# ---- played to the end: arrow keys across every row, the solution's digits typed ----
game --run "
	cell(0).click();
	const sol = '$solution', puz = '$easy';
	for (let r = 0; r < 9; r++) {
		for (let c = 0; c < 9; c++) {
			const k = r * 9 + c;
			/* a digit typed on a given changes nothing */
			digit(puz[k] === '.' ? sol[k] : sol[k] % 9 + 1);
			if (c < 8) press('ArrowRight', 'ArrowRight');
		}
		if (r < 8) { press('ArrowDown', 'ArrowDown'); for (let c = 0; c < 8; c++) press('ArrowLeft', 'ArrowLeft'); }
	}" --until "$play.state === 'solved'" --print "$play.grid" --print "$play.message" \
	--print 'document.getElementById("play-message").textContent' --screenshot "$SHOTS/sudoku-play-solved.png"
expect_clean "play to the end"
expect_line 1 "typed to the end: the grid is 'sudoku solve's solution" "$solution"
expect_true "solved: the message 'Solved in mm:ss.' ($(sed -n 2p "$OUT"))" \
	grep -qE '^Solved in [0-9]{2}:[0-9]{2}\.$' <(sed -n 2p "$OUT")
expect_line 3 "solved: the message is on the page" "$(sed -n 2p "$OUT")"

# ---- check: a wrong digit, then a solution digit missing from a cell's marks ----
wa=$(wrong "$a")
state=$(put "$b" "$(right "$b")" "$(put "$a" "$wa")")
game \
	--run "cell($a).click(); digit($wa); cell($b).click(); digit($(right "$b"));" \
	--run 'document.getElementById("play-check").click()' --until "$play.check !== undefined" \
	--print "$play.grid" --print "$play.mistakes" --print "$play.check" \
	--print "cell($a).classList.contains('wrong') + ' ' + cell($b).classList.contains('wrong')" \
	--screenshot "$SHOTS/sudoku-play-check.png"
expect_clean "check"
expect_line 1 "check: the grid holds the two digits typed" "$state"
expect_line 2 "check flags the wrong digit's cell only ($a)" "$a"
expect_line 3 "check: the lines of 'sudoku check PUZZLE STATE'" "$("$SUDOKU" check "$easy" "$state")"
expect_line 4 "check: the wrong cell is marked on the board, the right one not" "true false"

# marks at c, two digits, leave out its solution digit: the position goes as 729 symbols
wrong_c=$(wrong "$c")
marks_position() { # GRID CELL MASK: the 729 symbols of a grid with marks in one cell
	python3 - "$@" <<'PY'
import sys
grid, cell, mask = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
out = []
for k, v in enumerate(grid):
    digits = {int(v)} if v != "." else {d for d in range(1, 10) if mask >> (d - 1) & 1} if k == cell else set(range(1, 10))
    out.append("".join(str(d) if d in digits else "." for d in range(1, 10)))
print("".join(out))
PY
}
other_c=$((wrong_c % 9 + 1))
position=$(marks_position "$easy" "$c" $(((1 << (wrong_c - 1)) | (1 << (other_c - 1)))))
game \
	--run "cell($c).click(); mark($wrong_c); mark($other_c);" \
	--run 'document.getElementById("play-check").click()' --until "$play.check !== undefined" \
	--print "$play.position" --print "$play.mistakes" --print "$play.check"
expect_clean "check with marks"
expect_line 1 "check with marks: the 729 symbols sent are the position's" "$position"
expect_line 2 "check with marks: the cell whose marks miss its digit is flagged ($c)" "$c"
echo "$position" >"$WORK/position"
expect_line 3 "check with marks: the lines of 'sudoku check PUZZLE MARKS'" "$("$SUDOKU" check "$easy" "$WORK/position")"

# ---- undo and redo: every placement, mark and clearing, back and forth ----
game --print "(() => {
	const seen = [state()];
	const moves = [() => { cell($a).click(); digit(5); }, () => { cell($b).click(); mark(3); }, () => mark(7),
		() => { cell($a).click(); press('Backspace', 'Backspace'); },
		() => { cell($c).click(); press('KeyP', 'p'); digit(2); }, () => { digit(4); press('KeyP', 'p'); },
		() => { cell($b).click(); press('Digit0', '0'); }, () => { cell($d).click(); digit(9); },
		() => press('Delete', 'Delete')];
	moves.forEach((m) => { m(); seen.push(state()); });
	const back = [], forth = [];
	for (let k = 0; k < seen.length - 1; k++) { press('KeyZ', 'z', {ctrlKey: true}); back.push(state()); }
	for (let k = 0; k < seen.length - 1; k++) {
		if (k % 2) document.getElementById('play-redo').click(); else press('KeyY', 'y', {ctrlKey: true});
		forth.push(state());
	}
	return JSON.stringify({seen, back, forth});
})()"
expect_clean "undo and redo"
expect_true "undo steps back through every state, redo forth again, exactly" /usr/bin/python3 - "$OUT" "$easy" "$a" "$b" "$c" "$d" <<'PY'
import json, sys
record = json.loads(open(sys.argv[1]).read())
puzzle = sys.argv[2]
a, b, c, d = map(int, sys.argv[3:7])
def state(values, marks):
    grid = list(puzzle)
    for cell, v in values.items():
        grid[cell] = str(v)
    masks = [0] * 81
    for cell, digits in marks.items():
        masks[cell] = sum(1 << (x - 1) for x in digits)
    return "".join(grid) + "|" + ",".join(map(str, masks))
# the states the moves must give, worked out from the moves themselves
want = [state({}, {}), state({a: 5}, {}), state({a: 5}, {b: [3]}), state({a: 5}, {b: [3, 7]}),
        state({}, {b: [3, 7]}), state({}, {b: [3, 7], c: [2]}), state({}, {b: [3, 7], c: [2, 4]}),
        state({}, {c: [2, 4]}),
        state({d: 9}, {c: [2, 4]}), state({}, {c: [2, 4]})]
seen, back, forth = record["seen"], record["back"], record["forth"]
assert seen == want, (seen, want)
assert back == seen[-2::-1], back
assert forth == seen[1:], forth
PY
game \
	--run "cell($b).click(); mark(3); mark(7); press('KeyP', 'p'); digit(1);" \
	--print "cell($b).querySelectorAll('.pencil span').length + ' ' + cell($b).textContent" --print "$play.pencil" \
	--run "press('KeyP', 'p')" --print "$play.pencil" --screenshot "$SHOTS/sudoku-play-marks.png"
expect_clean "pencil marks"
expect_line 1 "pencil marks show in the cell: 1, 3 and 7 in their places" "9 137"
expect_true "P turns pencil mode on and off" [ "$(sed -n 2,3p "$OUT" | tr '\n' ' ')" = "on off " ]

# ---- kept over a reload, with the undo list and the time; New game clears it ----
game \
	--run "cell($a).click(); digit($(right "$a")); cell($b).click(); mark(2); mark(6);" \
	--run 'await new Promise((r) => setTimeout(r, 2200)); window.before = 1; location.reload();' \
	--until "!window.before && $playing" --print "$play.grid" --print "$play.marks.split(',')[$b]" \
	--print "$play.elapsed" --print "$play.message" --run "$keys" --run "press('KeyZ', 'z', {ctrlKey: true})" \
	--print "$play.marks.split(',')[$b]" \
	--run 'document.getElementById("play-reset").click(); window.before = 1; location.reload();' \
	--until "!window.before && $playing" --print "$play.grid + ' ' + $play.marks.replace(/[0,]/g, '')" \
	--print "$play.saved"
expect_clean "reload"
expect_line 1 "after a reload: the digit placed is back" "$(put "$a" "$(right "$a")")"
expect_line 2 "after a reload: the marks 2 and 6 are back (mask 34)" 34
expect_true "after a reload: the time played is kept ($(sed -n 3p "$OUT") s, 2 s or more)" [ "$(sed -n 3p "$OUT")" -ge 2 ]
expect_line 4 "after a reload: the page says the game was restored" "Game restored."
expect_line 5 "after a reload, Ctrl+Z undoes the last mark (6): the undo list was kept" 2
expect_line 6 "New game clears the saved game: a reload starts from the givens" "$easy "
expect_line 7 "the game was saved" yes

# a stored game that is not one (not JSON; a digit 10; a move on a given) is ignored; the
# game is left first (Leave drops #play from the URL: it goes back), or leaving the page
# would save the game over the one written here
keep='(text) => { document.getElementById("play-leave").click(); localStorage.setItem("dlx-sudoku-play:'"$easy"'", text);
	history.replaceState(null, "", "#play='"$easy"'"); window.before = 1; location.reload(); }'
bad_values="JSON.stringify({puzzle: '$easy', values: Array(81).fill(10), marks: Array(81).fill(0), undo: [], redo: []})"
bad_move="JSON.stringify({puzzle: '$easy', values: [...'$easy'].map((c) => +c || 0), marks: Array(81).fill(0),
	undo: [{cell: 2, before: {value: 4, marks: 0}, after: {value: 1, marks: 0}}], redo: []})"
game --run "($keep)('{not json')" --until "!window.before && $playing" --print "$play.grid" \
	--run "($keep)($bad_values)" --until "!window.before && $playing" --print "$play.grid" \
	--run "($keep)($bad_move)" --until "!window.before && $playing" --print "$play.message + '|' + $play.grid"
expect_clean "stored games that are not games"
expect_line 1 "a stored game that is not JSON: a fresh game" "$easy"
expect_line 2 "a stored game with a digit 10: a fresh game" "$easy"
expect_line 3 "a stored game whose undo list changes a given: not restored" "|$easy"

# ---- storage that fails: full, then disabled; play goes on unsaved ----
game \
	--run 'Storage.prototype.setItem = () => { throw new DOMException("full", "QuotaExceededError"); }' \
	--run "cell($a).click(); digit(4);" --print "$play.saved + ' ' + $play.grid" \
	--run 'Object.defineProperty(window, "localStorage", {get() { throw new DOMException("off", "SecurityError"); }})' \
	--run 'document.getElementById("play-reset").click()' --run "cell($b).click(); digit(7);" \
	--run 'document.getElementById("do-play").click()' --until "$playing" \
	--print "$play.saved + ' ' + $play.grid" --print 'document.getElementById("play-saved").textContent'
expect_clean "storage failing"
expect_line 1 "storage full: the digit is placed, the game unsaved" "no $(put "$a" 4)"
expect_line 2 "storage disabled: New game and Play still play, unsaved" "no $easy"
expect_true "storage failing: the page says the game is not saved" grep -q 'Not saved' <(sed -n 3p "$OUT")

# ---- the timer stops while the tab is hidden ----
hide='(h) => { Object.defineProperty(document, "hidden", {value: h, configurable: true}); document.dispatchEvent(new Event("visibilitychange")); }'
browse "$BASE/sudoku.html#play=$easy" --until "$playing" \
	--run "($hide)(true)" --run 'await new Promise((r) => setTimeout(r, 1200))' --print "$play.elapsed" \
	--run 'await new Promise((r) => setTimeout(r, 2500))' --print "$play.elapsed" \
	--print 'document.getElementById("play-clock").textContent' \
	--run "($hide)(false)" --run 'await new Promise((r) => setTimeout(r, 3500))' --print "$play.elapsed"
expect_clean "timer"
expect_line 1 "hidden tab: the clock stands still ($(sed -n 1,2p "$OUT" | tr '\n' ' '))" "$(sed -n 2p "$OUT")"
expect_true "hidden tab: the clock says paused" grep -q '(paused)' <(sed -n 3p "$OUT")
expect_true "visible again: the clock runs ($(sed -n 4p "$OUT") s)" [ "$(sed -n 4p "$OUT")" -ge "$(($(sed -n 2p "$OUT") + 2))" ]

# ---- hints: the three levels of `sudoku hint --level N` on the position as it stands ----
hints() { # the page's three hint levels, one after another, then the position it sent
	game --run "$1" \
		--run 'document.getElementById("play-hint-button").click()' --until "$play.hintLevel === '1'" --print "$play.hint" \
		--run 'document.getElementById("play-hint-button").click()' --until "$play.hintLevel === '2'" --print "$play.hint" \
		--run 'document.getElementById("play-hint-button").click()' --until "$play.hintLevel === '3'" --print "$play.hint" \
		--print "$play.hinted" --print "$play.position" --screenshot "$SHOTS/sudoku-play-hint.png"
}
# expect_hinted NAME: the cells marked on the board at level 3 (from 0) are those the step
# of `sudoku hint --level 3` (in $WORK/want) places in, or eliminates from if it places none
expect_hinted() {
	local want
	want=$(python3 -c '
import re, sys
step = sys.stdin.readline()
changes = step.split("=>")[1] if "=>" in step else step.split(": ", 1)[1]
cells = {(int(r) - 1) * 9 + int(c) - 1 for r, c in re.findall(r"r(\d)c(\d)", changes)}
print(" ".join(map(str, sorted(cells))))' <"$WORK/want")
	expect_true "level 3 $1: the board marks the cells of the step ($want)" [ "$(sed -n 4p "$WORK/page-hints")" = "$want" ]
}
placed=$(put "$b" "$(right "$b")" "$(put "$a" "$(right "$a")")")
hints "cell($a).click(); digit($(right "$a")); cell($b).click(); digit($(right "$b"));"
expect_clean "hints on placed digits"
cp "$OUT" "$WORK/page-hints"
expect_true "hints: the position sent is the grid of placed digits" [ "$(tail -1 "$WORK/page-hints")" = "$placed" ]
for level in 1 2 3; do
	"$SUDOKU" hint --level "$level" "$placed" >"$WORK/want" 2>&1
	expect_true "hint level $level on placed digits: 'sudoku hint --level $level' ($(head -1 "$WORK/want"))" \
		[ "$(sed -n "${level}p" "$WORK/page-hints")" = "$(cat "$WORK/want")" ]
done
expect_hinted "on placed digits"
# marks at c hold its solution digit and one more; the other open cells claim nothing
rc=$(right "$c")
position=$(marks_position "$(put "$a" "$(right "$a")")" "$c" $(((1 << (rc - 1)) | (1 << (wrong_c - 1)))))
hints "cell($a).click(); digit($(right "$a")); cell($c).click(); mark($rc); mark($wrong_c);"
expect_clean "hints on pencil marks"
cp "$OUT" "$WORK/page-hints"
expect_true "hints with marks: the position sent is the 729 symbols of the marks" [ "$(tail -1 "$WORK/page-hints")" = "$position" ]
echo "$position" >"$WORK/position"
for level in 1 2 3; do
	"$SUDOKU" hint --level "$level" "$WORK/position" >"$WORK/want" 2>&1
	expect_true "hint level $level with marks: 'sudoku hint --level $level' ($(head -1 "$WORK/want"))" \
		[ "$(sed -n "${level}p" "$WORK/page-hints")" = "$(cat "$WORK/want")" ]
done
expect_hinted "with marks"

# ---- puzzles play cannot take ----
several=$(sed -n 1p "$ROOT/data/several-solutions-200.txt" | cut -d' ' -f1)
browse "$BASE/sudoku.html#play=$several" --until "$play.state === 'error'" --print "$play.message"
expect_clean "play on a puzzle with several solutions"
expect_true "several solutions: play says it needs one" \
	[ "$(cat "$OUT")" = "the puzzle has more than one solution: play needs one" ]
browse "$BASE/sudoku.html#play=12x" --until "$play.state === 'error'" --print "$play.message"
expect_clean "play on bad input"
native=$(echo '12x' | "$SUDOKU" solve 2>&1 | sed 's/^<stdin>:\([0-9]*\): /line \1: /')
expect_true "bad input: the reader's message, by line ($native)" [ "$(cat "$OUT")" = "$native" ]
echo "# screenshots in $SHOTS"
finish
