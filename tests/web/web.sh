#!/usr/bin/env bash
# The web pages in a real browser: the build's target web-site (web/meson.build,
# running web/build.sh; `ninja -C build web-site`) builds the WebAssembly site,
# named here by $WEB_SITE, which this test does not build; a
# static server (python3 -m http.server, on 127.0.0.1 only) serves it, and
# headless Chromium, driven over its DevTools protocol by browser.js, opens
# URLs that drive the pages. Every answer is compared with the native
# commands' answer to the same input (sudoku solve/hint/explain/rate/count/
# generate, dlx), or with a published value. Every page load fails on a
# console error. Screenshots at 1280x900 are left in BUILD_ROOT/web-screenshots.
# Skipped (TAP SKIP) when emscripten, node or chromium is missing.
. "$(dirname "$0")/../cli/lib.sh"
. "$(dirname "$0")/site.sh"

# ---- Sudoku: solve, hint, explain, rate, count, generate, against the commands ----
hard=$(sed -n 1p "$ROOT/data/hardest-1000.txt" | cut -d' ' -f1)
easy=$(sed -n 1p "$ROOT/data/easy-1000.txt" | cut -d' ' -f1)
browse "$BASE/sudoku.html#puzzle=$hard&action=solve" --until "$settled" --print "$result.solution" \
	--screenshot "$SHOTS/sudoku-solve.png"
expect_clean "solve"
expect_true "solve: the solution of 'sudoku solve'" [ "$(cat "$OUT")" = "$(echo "$hard" | "$SUDOKU" solve)" ]

for p in "$hard" "$easy" $(sed -n '1,3p' "$ROOT/tests/data/logic-sample.txt" | cut -d' ' -f1); do
	browse "$BASE/sudoku.html#puzzle=$p&action=hint" --until "$settled" --print "$result.hint" \
		--print "$result.ms"
	expect_clean "hint $p"
	expect_true "hint on $p: the text of 'sudoku hint'" \
		[ "$(head -1 "$OUT")" = "$(echo "$p" | "$SUDOKU" hint | head -1)" ] # chain lines follow in the text
	echo "# hint on $p took $(sed -n 2p "$OUT") ms in the worker (not a timed test)"
done
browse "$BASE/sudoku.html#puzzle=$hard&action=hint" --until "$settled" --screenshot "$SHOTS/sudoku-hint.png"

echo "$hard" | "$SUDOKU" print --candidates >"$WORK/marks"
browse "$BASE/sudoku.html#puzzle=$(uri "$(cat "$WORK/marks")")&action=hint" --until "$settled" --print "$result.hint"
expect_clean "hint on pencil marks"
expect_true "hint on a pencil-mark grid: the text of 'sudoku hint'" \
	[ "$(cat "$OUT")" = "$("$SUDOKU" hint "$WORK/marks" | head -1)" ]

for p in "$hard" "$easy"; do
	browse "$BASE/sudoku.html#puzzle=$p&action=explain" --until "$settled" --print "$result.steps" \
		--print "$result.rating" \
		--print '[...document.querySelectorAll("#sudoku-steps button")].map((b) => b.textContent).join("\n")'
	expect_clean "explain $p"
	echo "$p" | "$SUDOKU" explain >"$WORK/explain"
	# one step a line; a forcing step's chains follow it indented, and the page lists steps only
	grep -v -e '^#' -e '^  ' "$WORK/explain" >"$WORK/steps"
	expect_true "explain $p: as many steps as 'sudoku explain'" [ "$(sed -n 1p "$OUT")" = "$(wc -l <"$WORK/steps")" ]
	expect_true "explain $p: the rating of its header" \
		grep -q "^# $p rating $(sed -n 2p "$OUT") " "$WORK/explain"
	tail -n +3 "$OUT" >"$WORK/page-steps"
	expect_true "explain $p: the steps' text is 'sudoku explain's" diff "$WORK/page-steps" "$WORK/steps"
	# the placements of the page's steps, written into the puzzle, give the solution
	filled=$(python3 - "$p" "$WORK/page-steps" <<'PY'
import re, sys
grid = list(sys.argv[1])
for line in open(sys.argv[2]):
    for r, c, d in re.findall(r"r(\d)c(\d)=(\d)", line.split("=>")[0]):
        grid[(int(r) - 1) * 9 + int(c) - 1] = d
print("".join(grid))
PY
)
	expect_true "explain $p: the placements fill the grid with the solution" \
		[ "$filled" = "$(echo "$p" | "$SUDOKU" solve)" ]
done
# SE's names on request, as `sudoku explain --names se` gives them
browse "$BASE/sudoku.html#puzzle=$hard&action=explain&names=se" --until "$settled" \
	--print '[...document.querySelectorAll("#sudoku-steps button")].map((b) => b.textContent).join("\n")'
expect_clean "explain with names=se"
echo "$hard" | "$SUDOKU" explain --names se | grep -v -e '^#' -e '^  ' >"$WORK/steps"
expect_true "explain with names=se: the steps of 'sudoku explain --names se'" diff "$OUT" "$WORK/steps"
browse "$BASE/sudoku.html#puzzle=$hard&action=explain" --until "$settled" \
	--run 'document.querySelectorAll("#sudoku-steps button")[40].click()' \
	--screenshot "$SHOTS/sudoku-explain.png"

browse "$BASE/sudoku.html#puzzle=$hard&action=rate" --until "$settled" --print "$result.rating"
expect_clean "rate"
expect_true "rate: the rating of 'sudoku rate'" \
	[ "$(cat "$OUT")" = "$(echo "$hard" | "$SUDOKU" rate | cut -d' ' -f2)" ]

several=$(sed -n 1p "$ROOT/data/several-solutions-200.txt" | cut -d' ' -f1)
for limit in 2 0; do
	browse "$BASE/sudoku.html#puzzle=$several&action=count&limit=$limit" --until "$settled" --print "$result.count"
	expect_clean "count up to $limit"
	expect_true "count (limit $limit): the count of 'sudoku count'" \
		[ "$(cat "$OUT")" = "$(echo "$several" | "$SUDOKU" count $([ "$limit" = 0 ] || echo --limit "$limit") | tr -d '>=')" ]
done

browse "$BASE/sudoku.html#action=generate&band=moderate&symmetry=rot180&seed=7" --timeout 120 \
	--until "$settled" --print "$result.puzzle" --print "$result.rating" --screenshot "$SHOTS/sudoku-generate.png"
expect_clean "generate"
generated=$("$SUDOKU" generate --seed 7 --symmetry rot180 --rating 2.6-3.9 2>/dev/null)
expect_true "generate (moderate, rot180, seed 7): the puzzle of 'sudoku generate --rating 2.6-3.9'" \
	[ "$(sed -n 1p "$OUT")" = "$generated" ]
expect_true "generate: its rating is in the band" \
	python3 -c 'import sys; assert 2.6 <= float(sys.argv[1]) <= 3.9' "$(sed -n 2p "$OUT")"

# an extreme puzzle on demand: the walk near hard puzzles, as the command's
browse "$BASE/sudoku.html#action=generate&band=extreme&symmetry=none&seed=7" --timeout 300 \
	--until "$settled" --print "$result.puzzle" --print "$result.rating"
expect_clean "generate extreme"
generated=$("$SUDOKU" generate --seed 7 --rating 9.0-100 2>/dev/null)
expect_true "generate (extreme, seed 7): the puzzle of 'sudoku generate --rating 9.0-100'" \
	[ "$(sed -n 1p "$OUT")" = "$generated" ]
expect_true "generate extreme: rated 9.0 or more" \
	python3 -c 'import sys; assert float(sys.argv[1]) >= 9.0' "$(sed -n 2p "$OUT")"

browse "$BASE/sudoku.html#puzzle=12x&action=solve" --until "$settled" --print "$result.status" \
	--print "$result.error" --print 'document.getElementById("sudoku-message").textContent' \
	--screenshot "$SHOTS/sudoku-bad-input.png"
expect_clean "bad input"
native=$(echo '12x' | "$SUDOKU" solve 2>&1 | sed 's/^<stdin>:\([0-9]*\): /line \1: /')
expect_true "bad input: data-status error" [ "$(sed -n 1p "$OUT")" = error ]
expect_true "bad input: the message of 'sudoku solve', by line" [ "$(sed -n 2p "$OUT")" = "$native" ]
expect_true "bad input: the message is shown next to the box" [ "$(sed -n 3p "$OUT")" = "$native" ]
browse "$BASE/sudoku.html#puzzle=$several&action=hint" --until "$settled" --print "$result.error"
expect_true "hint on a puzzle with several solutions: the command's reason" \
	[ "$(cat "$OUT")" = "more than one solution" ]
# Counting every completion of an empty grid never ends: Stop ends it, and the page answers again.
browse "$BASE/sudoku.html#puzzle=$(printf '.%.0s' $(seq 81))&action=count&limit=0" \
	--until "$result.status === 'running'" --run 'await new Promise((r) => setTimeout(r, 1500))' \
	--run 'document.getElementById("do-stop").click()' \
	--print "$result.status" --run 'document.getElementById("do-solve").click()' --until "$settled" \
	--print "$result.status + ' ' + $result.action"
expect_clean "stop"
expect_true "Stop ends a count of the empty grid, and Solve then answers" \
	[ "$(tr '\n' ' ' <"$OUT")" = "stopped done solve " ]

# ---- The playground: counts, stepping, the node table, bad input ----
fields="[$status.step, $status.steps, $status.level, $status.solutions, $status.nodes].join(' ')"
for name in knuth-example queens-6 sudoku-empty-4x4 pentomino-3x20; do
	file=$ROOT/data/exact-cover/$name.dlx
	browse "$BASE/exact-cover.html#problem=$(uri "$(cat "$file")")&end" --timeout 120 --until "$counted" \
		--print "$fields" --print "$total.solutions + ' ' + $total.nodes" --print "$status.complete" \
		--screenshot "$SHOTS/cover-$name-end.png"
	expect_clean "playground $name"
	"$DLX" --stats --memo 0 "$file" >"$WORK/count" 2>"$WORK/stats"
	want="$(cat "$WORK/count") $(sed -n 's/^nodes: //p' "$WORK/stats")"
	# the trace's nodes are those of `dlx --trace`, which are those of the search unwatched
	# (a dead end found by a commit cut short is traced as a node, though not entered)
	traced="$(cat "$WORK/count") $("$DLX" --stats --memo 0 --trace "$file" 2>&1 >/dev/null | sed -n 's/^nodes: //p')"
	expect_true "$name: dlx --trace counts the nodes of dlx ($want)" [ "$traced" = "$want" ]
	read -r step steps level found nodes <<<"$(sed -n 1p "$OUT")"
	expect_true "$name: the whole search's solutions and nodes are dlx's ($want)" [ "$(sed -n 2p "$OUT")" = "$want" ]
	expect_true "$name at &end: the last step, level 0, the solutions and nodes of dlx --trace ($traced)" \
		eval '[ "$step" = "$steps" ] && [ "$level" = 0 ] && [ "$found $nodes" = "$traced" ]'
done
for pair in knuth:1 queens-6:4 sudoku-empty-4x4:288; do
	browse "$BASE/exact-cover.html#example=${pair%%:*}&end" --until "$counted" --print "$status.solutions"
	expect_clean "bundled ${pair%%:*}"
	expect_true "bundled ${pair%%:*}: ${pair##*:} solutions (published)" [ "$(cat "$OUT")" = "${pair##*:}" ]
done

# The page numbers options as `dlx --matrix` does, from 0, and shows their items. The
# command's matrix is read here: its header names the items, each row a 1 under the items of
# its option (Knuth's options name their items in the header's order).
knuth=$ROOT/data/exact-cover/knuth-example.dlx
browse "$BASE/exact-cover.html#example=knuth&step=0" --until "$counted" \
	--print '[...document.querySelectorAll("#ec-matrix td.option-name")].map((td) => td.textContent).join("\n")'
expect_clean "option numbers"
"$DLX" --matrix "$knuth" | awk 'NR == 1 { for (i = 1; i <= NF; i++) name[i + 1] = $i; next }
	{ line = $1 ":"; for (i = 2; i <= NF; i++) if ($i == "1") line = line " " name[i]; print line }' >"$WORK/matrix"
expect_true "the matrix's rows are dlx --matrix's: 0: c e ... 5: d e g" \
	eval 'cmp -s "$OUT" "$WORK/matrix" && [ "$(sed -n 2p "$OUT")" = "1: a d g" ]'

# The status's level is the level of the step's line in `dlx --trace` (indented two spaces a
# level), at every step, and so is the level the step's line on the page names.
for name in knuth-example queens-6; do
	file=$ROOT/data/exact-cover/$name.dlx
	browse "$BASE/exact-cover.html#problem=$(uri "$(cat "$file")")&step=0" --until "$counted" \
		--print "(() => { const rows = [], forward = document.getElementById('ec-forward');
			while ($status.step !== $status.steps) { forward.click();
				rows.push($status.level + '|' + document.getElementById('ec-event').textContent); }
			return rows.join('\n'); })()"
	expect_clean "levels of $name"
	"$DLX" --trace "$file" | sed '$d' | awk '{ match($0, /^ */); print RLENGTH / 2 }' >"$WORK/trace-levels"
	cut -d'|' -f1 "$OUT" >"$WORK/page-levels"
	expect_true "$name: at each of its $(wc -l <"$WORK/trace-levels") steps the status's level is dlx --trace's" \
		cmp -s "$WORK/page-levels" "$WORK/trace-levels"
	awk -F'|' 'match($2, /^level [0-9]+:/) && substr($2, 7, RLENGTH - 7) != $1' "$OUT" >"$WORK/other-level"
	expect_true "$name: the step's line names the status's level" [ ! -s "$WORK/other-level" ]
done

# At the end the solutions found are listed by option numbers. Knuth's published solution is
# 'c e', 'a d f', 'b g': options 0, 3 and 4 of knuth-example.dlx, counted from 0 by hand.
solution_rows='[...document.querySelectorAll("#ec-matrix tbody tr")].flatMap((tr, k) => tr.classList.contains("solution") ? [k] : []).join(" ")'
browse "$BASE/exact-cover.html#example=knuth&end" --until "$counted" \
	--print '[...document.querySelectorAll("#ec-solutions li")].map((li) => li.dataset.options).join(",")' \
	--print '[...document.querySelectorAll("#ec-solutions li")].map((li) => li.textContent).join(",")' \
	--print "$solution_rows" --screenshot "$SHOTS/cover-knuth-solutions.png"
expect_clean "solutions of Knuth's example"
expect_true "Knuth's example at the end: one solution listed, options 0 3 4" [ "$(sed -n 1p "$OUT")" = "0 3 4" ]
expect_true "Knuth's example: listed with the options' items" [ "$(sed -n 2p "$OUT")" = "0: c e · 3: a d f · 4: b g" ]
expect_true "Knuth's example at the end: the matrix shows rows 0 3 4" [ "$(sed -n 3p "$OUT")" = "0 3 4" ]

# 6 queens: 4 solutions (published); a click on each shows it on the matrix and the board.
browse "$BASE/exact-cover.html#example=queens-6&end" --until "$counted" \
	--print "(() => { const rows = [];
		document.querySelectorAll('#ec-solutions li button').forEach((button, i) => { button.click();
			const li = document.querySelectorAll('#ec-solutions li')[i];
			rows.push([li.dataset.options, li.className, $solution_rows,
				document.querySelectorAll('#ec-board circle').length, li.textContent].join('|')); });
		return rows.join('\n'); })()" --screenshot "$SHOTS/cover-queens-6-solution.png"
expect_clean "solutions of 6 queens"
expect_true "6 queens at the end: 4 solutions listed" [ "$(wc -l <"$OUT")" = 4 ]
awk -F'|' '$1 != $3 || $2 != "shown" || $4 != 6' "$OUT" >"$WORK/not-shown"
expect_true "6 queens: each click shows that solution's rows and 6 queens on the board" [ ! -s "$WORK/not-shown" ]
# the options listed, by their items, are 6 queens: each row and column once, a diagonal at most once
expect_true "6 queens: every solution listed places one queen a row and column, none sharing a diagonal" \
	/usr/bin/python3 - "$OUT" <<'PY'
import collections, sys
lines = [l for l in open(sys.argv[1]).read().split("\n") if l]
seen = set()
for line in lines:
    items = collections.Counter()
    for option in line.split("|")[4].split(" · "):
        items.update(option.split(": ")[1].split())
    assert all(items[f"{k}{n}"] == 1 for k in "rc" for n in range(1, 7)), items
    assert all(count == 1 for count in items.values()), items
    seen.add(line.split("|")[0])
assert len(seen) == 4, seen
PY

# The page of `dlx --html` on a 1920x1080 projector: type of 24 px at least, no sideways scroll.
"$DLX" --html "$WORK/knuth.html" "$knuth" >/dev/null
browse --size 1920x1080 "file://$WORK/knuth.html#end" --until 'document.getElementById("dlx-status").dataset.steps !== "0"' \
	--print '["table.matrix td", "#dlx-status", "#step-text", "#partial"].map((s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize)).join(" ")' \
	--print 'document.documentElement.scrollWidth <= innerWidth' --screenshot "$SHOTS/dlx-html-1920.png"
expect_clean "dlx --html at 1920x1080"
expect_true "dlx --html at 1920x1080: the matrix, status, step and lists in type of 24 px or more ($(sed -n 1p "$OUT"))" \
	awk 'NR == 1 { for (i = 1; i <= NF; i++) if ($i < 24) bad = 1 } END { exit bad || NR == 0 }' "$OUT"
expect_true "dlx --html at 1920x1080: no sideways scroll" [ "$(sed -n 2p "$OUT")" = true ]

# MRV against the first item: the page's two searches are the engine's two orders, whose
# whole counts are those of `dlx --stats --memo 0` and `dlx --stats --order first`.
compare='document.getElementById("ec-compare").dataset'
side() { echo "(() => { const d = document.getElementById('ec-compare-$1').dataset; return [d.step, d.steps, d.level, d.solutions, d.nodes].join(' '); })()"; }
for name in knuth-example queens-6; do
	file=$ROOT/data/exact-cover/$name.dlx
	browse "$BASE/exact-cover.html#problem=$(uri "$(cat "$file")")&end&compare" --until "$compare.status === 'done'" \
		--print "[$compare.solutionsMrv, $compare.nodesMrv, $compare.solutionsFirst, $compare.nodesFirst].join(' ')" \
		--print "$(side mrv)" --print "$(side first)" --print "$compare.step + ' ' + $compare.steps" \
		--print "$fields" --screenshot "$SHOTS/cover-compare-$name.png"
	expect_clean "side by side $name"
	solutions=$("$DLX" --stats --memo 0 "$file" 2>"$WORK/stats")
	mrv=$(sed -n 's/^nodes: //p' "$WORK/stats")
	solutions_first=$("$DLX" --stats --order first "$file" 2>"$WORK/stats")
	first=$(sed -n 's/^nodes: //p' "$WORK/stats")
	expect_true "$name side by side: solutions and nodes of dlx --memo 0 and dlx --order first ($solutions $mrv $solutions_first $first)" \
		[ "$(sed -n 1p "$OUT")" = "$solutions $mrv $solutions_first $first" ]
	expect_true "$name: both orders find the same solutions" [ "$solutions" = "$solutions_first" ]
	read -r step_m steps_m level_m found_m nodes_m <<<"$(sed -n 2p "$OUT")"
	read -r step_f steps_f level_f found_f nodes_f <<<"$(sed -n 3p "$OUT")"
	longer=$((steps_m > steps_f ? steps_m : steps_f))
	expect_true "$name at &end: the clock is at the longer trace's end ($longer)" [ "$(sed -n 4p "$OUT")" = "$longer $longer" ]
	expect_true "$name at &end: each side at its last step, level 0, with its whole search's counts" \
		eval '[ "$step_m $level_m $found_m $nodes_m" = "$steps_m 0 $solutions $mrv" ] &&
			[ "$step_f $level_f $found_f $nodes_f" = "$steps_f 0 $solutions $first" ]'
	expect_true "$name at &end: #ec-status is still the MRV search's, at its end" \
		[ "$(sed -n 5p "$OUT")" = "$steps_m $steps_m 0 $solutions $mrv" ]
	# Knuth's example: at every node the first open item also has the fewest options (a, then
	# b under either option of a), so the two trees are one; the queens are not so kind.
	if [ "$name" = knuth-example ]; then
		expect_true "Knuth's example: the two orders enter the same nodes ($mrv)" [ "$mrv" = "$first" ]
	else
		expect_true "$name: the first item enters more nodes than MRV ($first > $mrv)" [ "$first" -gt "$mrv" ]
	fi
done

# Stepping the two searches together: from 0, one node at most a step each, up to the totals.
browse "$BASE/exact-cover.html#example=queens-6&step=0&compare" --until "$compare.status === 'done'" \
	--print "(() => { const rows = []; const forward = document.getElementById('ec-forward');
		for (;;) { rows.push($(side mrv) + ' ' + $(side first)); if ($compare.step === $compare.steps) break; forward.click(); }
		return rows.join('\n'); })()" --print "$compare.nodesMrv + ' ' + $compare.nodesFirst"
expect_clean "side by side, stepping"
expect_true "stepping queens-6 side by side: both node counts grow from 0 by at most 1 a step, to the totals" \
	/usr/bin/python3 - "$OUT" <<'PY'
import sys
lines = open(sys.argv[1]).read().split("\n")
lines = [l for l in lines if l]
totals = list(map(int, lines[-1].split()))
rows = [list(map(int, l.split())) for l in lines[:-1]]
for side, total in ((0, totals[0]), (5, totals[1])):
    nodes = [r[side + 4] for r in rows]
    steps = [r[side] for r in rows]
    assert nodes[0] == 0 and steps[0] == 0, (nodes[:3], steps[:3])
    assert all(0 <= b - a <= 1 for a, b in zip(nodes, nodes[1:])), "a jump"
    assert nodes[-1] == total, (nodes[-1], total)
    assert steps[-1] == rows[-1][side + 1]
PY

# Step 8 of Knuth's example is "choose b" at level 1 under 'a d f' (dlx --trace), no solution yet.
snapshot="$fields + '|' + document.getElementById('ec-partial').textContent + '|' + document.getElementById('ec-table').textContent + '|' + document.querySelector('#ec-matrix tbody').innerHTML"
browse "$BASE/exact-cover.html#example=knuth&step=8" --until "$counted" --print "$snapshot" \
	--print "document.getElementById('ec-event').textContent"
expect_clean "step 8"
cp "$OUT" "$WORK/step8"
expect_true "#step=8: step 8 of 15, level 1, 0 solutions, 4 nodes" [ "$(cut -d'|' -f1 "$WORK/step8" | head -1)" = "8 15 1 0 4" ]
expect_true "#step=8: 'a d f', option 3, is the partial solution" \
	[ "$(cut -d'|' -f2 "$WORK/step8" | head -1)" = "a d f (option 3)" ]
expect_true "#step=8: choosing b" grep -q 'choose item b (1 option)' "$WORK/step8"
browse "$BASE/exact-cover.html#example=knuth&step=12" --until "$counted" \
	--run 'for (let k = 0; k < 4; k++) document.getElementById("ec-back").click()' --print "$snapshot" \
	--print "document.getElementById('ec-event').textContent"
expect_clean "stepping back"
expect_true "four steps back from 12: the state of step 8, table and matrix included" cmp -s "$OUT" "$WORK/step8"
browse "$BASE/exact-cover.html#example=knuth&step=3" --until "$counted" \
	--run 'for (let k = 0; k < 5; k++) document.getElementById("ec-forward").click()' --print "$snapshot" \
	--print "document.getElementById('ec-event').textContent"
expect_true "five steps forward from 3: the state of step 8" cmp -s "$OUT" "$WORK/step8"
browse "$BASE/exact-cover.html#example=knuth&step=8" --until "$counted" \
	--run 'const b = document.getElementById("ec-back"), f = document.getElementById("ec-forward"); for (let k = 0; k < 6; k++) b.click(); for (let k = 0; k < 6; k++) f.click();' \
	--print "$snapshot" --print "document.getElementById('ec-event').textContent"
expect_true "six back then six forward: the same state" cmp -s "$OUT" "$WORK/step8"

# Knuth's node table before the search: TAOCP Vol. 4B, 7.2.2.1, Table 1 (the example (5)).
browse "$BASE/exact-cover.html#example=knuth&step=0" --until "$counted" \
	--print '[...document.querySelectorAll("#ec-table table.nodes tr")].map((tr) => [...tr.children].map((c) => c.textContent).join(" ")).join("\n")'
expect_clean "node table"
cat >"$WORK/table1" <<'TABLE'
i 0 1 2 3 4 5 6 7 8
LLINK 7 0 1 2 3 4 5 6 8
RLINK 1 2 3 4 5 6 7 0 8
x 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
LEN/TOP 0 2 2 2 3 2 2 3 0 3 5 -1 1 4 7 -2
ULINK 0 20 24 17 27 28 22 29 0 3 5 9 1 4 7 12
DLINK 0 12 16 9 13 10 18 14 10 17 28 14 20 21 25 18
x 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30
LEN/TOP 2 3 6 -3 1 4 6 -4 2 7 -5 4 5 7 -6
ULINK 2 9 6 16 12 13 18 20 16 14 24 21 10 25 27
DLINK 24 3 22 22 1 27 6 25 2 29 29 4 5 7 0
TABLE
grep -v NAME "$OUT" >"$WORK/table-page"
expect_true "the node table at step 0 is Knuth's Table 1 (LINKs, LEN, TOP; unused fields as 0)" \
	cmp -s "$WORK/table-page" "$WORK/table1"

printf 'a b c\na d\n' >"$WORK/bad.dlx"
browse "$BASE/exact-cover.html#problem=$(uri "$(cat "$WORK/bad.dlx")")" \
	--until 'document.getElementById("ec-message").textContent' \
	--print 'document.getElementById("ec-message").textContent' --screenshot "$SHOTS/cover-bad-input.png"
expect_clean "playground bad input"
native=$("$DLX" "$WORK/bad.dlx" 2>&1 | sed 's/^[^:]*:\([0-9]*\):\([0-9]*\): /line \1, column \2: /')
expect_true "bad problem: the message of dlx, by line and column ($native)" [ "$(cat "$OUT")" = "$native" ]

# Presentation mode on a projector: at 1280x720 and 1920x1080 nothing scrolls, every part
# shown lies inside the window, and the matrix and node table are in type of 2.25% of the
# window's height at least (16 px and 24 px), whatever the problem's size.
fit='(() => { const parts = ["matrix-panel", "table-panel", "tree-panel", "board-panel", "links-panel"]
	.map((id) => document.getElementById(id)).filter((e) => e.offsetParent !== null);
	const out = parts.filter((e) => { const b = e.getBoundingClientRect();
		return b.left < 0 || b.top < 0 || b.right > innerWidth || b.bottom > innerHeight; }).map((e) => e.id);
	const size = (s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize);
	return [document.scrollingElement.scrollHeight <= innerHeight, parts.map((e) => e.id).join(","),
		out.join(",") || "none", size("#ec-matrix tbody tr:not([style*=none]) td.one"), size("#ec-table table.nodes td")].join(" "); })()'
for size in 1280x720 1920x1080; do
	floor=$(( ${size#*x} * 225 / 10000 ))
	for where in knuth:8 queens-6:60 queens-8:40 pentomino-6x10:3000; do
		browse --size "$size" "$BASE/exact-cover.html#example=${where%%:*}&step=${where##*:}&present" --timeout 120 \
			--until "$status.step === '${where##*:}'" --run 'await new Promise((r) => setTimeout(r, 200))' --print "$fit"
		expect_clean "presentation of ${where%%:*} at $size"
		read -r fits parts out matrix_type table_type <<<"$(cat "$OUT")"
		expect_true "presentation of ${where%%:*} at $size: no scrolling, every part ($parts) in the window (outside: $out)" \
			eval '[ "$fits $out" = "true none" ]'
		board=$([ "${where%%:*}" = knuth ] || echo ,board-panel)
		expect_true "presentation of ${where%%:*} at $size: the matrix, the table, the tree${board:+ and the board} shown ($parts)" \
			[ "$parts" = "matrix-panel,table-panel,tree-panel$board" ]
		expect_true "presentation of ${where%%:*} at $size: matrix and node table in type of $floor px or more ($matrix_type, $table_type)" \
			awk -v a="$matrix_type" -v b="$table_type" -v f="$floor" 'BEGIN { exit !(a >= f && b >= f) }'
	done
done

# Deep in a search the presentation's matrix keeps the live part: at step 30 of the 4x4
# Sudoku (level 14, fifteen options in the partial solution, more than 720 px hold) the
# option tried and every option still live are shown; the partial solution gives way.
browse --size 1280x720 "$BASE/exact-cover.html#example=sudoku-4x4&step=30&present" --until "$counted" \
	--run 'await new Promise((r) => setTimeout(r, 200))' \
	--print '(() => { const trs = [...document.querySelectorAll("#ec-matrix tbody tr")];
		const wanted = trs.flatMap((tr, k) => /trying/.test(tr.className) || !/hidden|chosen/.test(tr.className) ? [k] : []);
		return [wanted.join(" "), wanted.filter((k) => trs[k].style.display !== "none").join(" "),
			trs.filter((tr) => tr.style.display !== "none").length].join("|"); })()'
expect_clean "presentation deep in the 4x4 Sudoku"
IFS='|' read -r wanted kept rows <<<"$(cat "$OUT")"
expect_true "presentation at 1280x720, 4x4 Sudoku step 30: the option tried and the live ones ($wanted) among the $rows rows shown ($kept)" \
	eval '[ -n "$wanted" ] && [ "$wanted" = "$kept" ] && [ "$rows" -lt 52 ]'

# A large tree in presentation is the path to the current node with each level's finished
# subtrees folded into counts: at step 3003 of pentominoes in 6x10 (a dead end at level 10)
# every node so far is on the path or under an option tried before, so the levels plus
# their folded nodes are the status's node count, which is dlx --trace's (checked above).
browse --size 1280x720 "$BASE/exact-cover.html#example=pentomino-6x10&step=3003&present" --timeout 120 \
	--until "$status.step === '3003'" --run 'await new Promise((r) => setTimeout(r, 200))' \
	--print "(() => { const rows = [...document.querySelectorAll('#ec-tree li')];
		return [document.querySelector('#ec-tree ol').start, rows.length,
			rows.reduce((sum, li) => sum + Number(li.dataset.done), 0), $status.nodes].join(' '); })()"
expect_clean "folded tree of pentominoes in 6x10"
read -r first levels folded nodes <<<"$(cat "$OUT")"
expect_true "pentominoes 6x10 at step 3003: $levels levels from level $first and $folded folded nodes make the $nodes nodes so far" \
	eval '[ "$first" = 0 ] && [ $((levels + folded)) = "$nodes" ] && [ "$levels" -gt 5 ]'

# A problem larger than the matrix's sample of 300 options: in presentation the matrix is built
# of the options that matter at the step: the option tried, the rows the step changed, the live
# rows, then the partial solution deepest first, as many as fit. So at step 3003 of
# pentominoes in 6x10 (a dead end, which changes no row) live options are shown, and of the
# partial solution (options numbered past 300, as #ec-partial lists them) the deepest ones.
browse --size 1920x1080 "$BASE/exact-cover.html#example=pentomino-6x10&step=3003&present" --timeout 120 \
	--until "$status.step === '3003'" --run 'await new Promise((r) => setTimeout(r, 200))' \
	--print '(() => { const trs = [...document.querySelectorAll("#ec-matrix tbody tr")].filter((tr) => tr.style.display !== "none");
		const partial = [...document.querySelectorAll("#ec-partial li")].map((li) => /\(option (\d+)\)$/.exec(li.textContent)[1]);
		const shown = trs.map((tr) => tr.firstChild.dataset.option);
		return [partial.join(" "), partial.filter((k) => shown.includes(k)).join(" "),
			trs.filter((tr) => !/hidden|chosen/.test(tr.className)).length].join("|"); })()'
expect_clean "presentation of pentominoes in 6x10, the matrix"
IFS='|' read -r partial kept live <<<"$(cat "$OUT")"
expect_true "pentominoes 6x10 at step 3003 in presentation: the deepest of the partial solution's options ($partial) on the matrix ($kept), and $live live" \
	eval 'whole=" $partial" tail=" $kept"; [ -n "$kept" ] && [ "${whole%"$tail"}" != "$whole" ] && [ "$live" -gt 0 ]'

# The legend names every colour class the page's style gives the matrix, the node table,
# the tree, the path and the lists of link mode (read from style.css; option-name is the
# row label's plain ink on paper).
browse "$BASE/exact-cover.html#example=knuth&step=2&present" --until "$counted" \
	--print '[...document.querySelectorAll("#ec-legend li")].map((li) => li.dataset.class).sort().join(" ")'
expect_clean "legend"
used=$(grep -E '^(table\.(matrix|nodes)|svg\.(tree|lists)|\.tree-path)[ .]' "$ROOT/web/style.css" |
	grep -oE '\b(tr|td|th|col|circle|rect|line|i)\.[a-z][a-z-]*' | cut -d. -f2 | grep -vx option-name | sort -u)
missing=$(comm -23 <(echo "$used") <(tr ' ' '\n' <"$OUT" | sort -u))
expect_true "the legend names every colour class of style.css ($(echo $used)); missing: ${missing:-none}" \
	eval '[ -z "$missing" ] && [ -n "$used" ]'

# Link mode on Knuth's example (the L key, then the right arrow, one link step a press)
# takes the covers and uncovers `dlx --trace=links` prints, in its order: covering item i
# hides each option it lists, one node of the option at a time (Knuth's hide: every node but
# i's own), then takes i out of the list of items; uncovering puts i back first, then the
# options it lists in that order. The trace's lines are parsed here as the independent source.
browse "$BASE/exact-cover.html#example=knuth&step=0" --until "$counted" \
	--print "(() => { const key = (k) => document.dispatchEvent(new KeyboardEvent('keydown', {key: k}));
		const link = document.getElementById('ec-link').dataset, rows = []; key('L');
		for (let n = 0; n < 500 && !($status.step === $status.steps && link.move === link.moves); n++) {
			key('ArrowRight');
			if (link.move !== '0') rows.push([link.step, link.change, link.item, link.option, link.node, link.pair].join('|')); }
		return rows.join('\n'); })()"
expect_clean "link steps of Knuth's example"
"$DLX" --trace=links "$knuth" >"$WORK/links-trace"
expect_true "link steps: each move of the page is one of dlx --trace=links, in its order, the whole search through" \
	/usr/bin/python3 - "$knuth" "$WORK/links-trace" "$OUT" <<'PY'
import sys
lines = [l for l in open(sys.argv[1]) if l.strip() and not l.startswith("|")]
options = [l.split() for l in lines[1:]]
number = {" ".join(o): k for k, o in enumerate(options)}
want = []
for line in open(sys.argv[2]):
    text = line.strip()
    if not text.startswith("- "):
        continue
    change, rest = text[2:].split(" ", 1)
    item, listed = rest.split(": ", 1)
    names = [] if listed.endswith("nothing") else listed.split(" ", 1)[1].split("; ")
    hides = [(change, item, str(number[n])) for n in names for _ in range(len(n.split()) - 1)]
    whole = [(change, item, "")]
    want += hides + whole if change == "cover" else whole + hides
got = [tuple(r.split("|")[1:4]) for r in open(sys.argv[3]).read().split("\n") if r]
assert want, "no link lines in dlx --trace=links"
assert got == want, f"{len(got)} page moves, {len(want)} from the trace; first difference at " + \
    str(next((k, g, w) for k, (g, w) in enumerate(zip(got + [None] * len(want), want + [None] * len(got))) if g != w))
PY
# The first step, choose a, worked by hand on TAOCP's Table 1: a's options 'a d g' (nodes 12 13
# 14) and 'a d f' (20 21 22) lose nodes 13 (between 4 and 21), 14 (7, 25), 21 (4, 27) and
# 22 (18, 6); then a leaves the items between 0 and 2.
expect_true "link steps of 'choose a': nodes 13, 14, 21, 22 between their neighbours, then item 1 between 0 and 2" \
	[ "$(head -5 "$OUT" | cut -d'|' -f1,5,6 | tr '\n' ' ')" = "1|13|4 21 1|14|7 25 1|21|4 27 1|22|18 6 1|1|0 2 " ]

# Midway through a step the matrix is the node table's state, not the step's end: at every
# link step of Knuth's example its live rows (neither hidden nor in the partial solution)
# are the options none of whose nodes the table greys, and its covered columns the items
# out of the table's list of items (RLINK(LLINK(i)) is not i). Read off the two drawings.
agree="(() => { const key = (k) => document.dispatchEvent(new KeyboardEvent('keydown', {key: k}));
	const link = document.getElementById('ec-link').dataset, rows = [];
	const cells = (block, label) => [...block.querySelectorAll('tr')].find((tr) => tr.firstChild.textContent === label);
	const state = () => { const nodes = new Map(), links = new Map();
		for (const t of document.querySelectorAll('#ec-table table.nodes')) {
			const index = [...t.rows[0].children].slice(1).map((c) => Number(c.textContent));
			if (t.rows[0].firstChild.textContent === 'x') {
				const top = [...cells(t, 'LEN/TOP').children].slice(1);
				index.forEach((q, k) => nodes.set(q, [Number(top[k].textContent), top[k].classList.contains('gone')]));
			} else {
				const l = [...cells(t, 'LLINK').children].slice(1), r = [...cells(t, 'RLINK').children].slice(1);
				index.forEach((i, k) => links.set(i, [Number(l[k].textContent), Number(r[k].textContent)]));
			} }
		const items = document.querySelectorAll('#ec-matrix thead th').length - 1, out = [], grey = new Set();
		for (let i = 1; i <= items; i++) if (links.get(links.get(i)[0])[1] !== i) out.push(i - 1);
		for (let q = items + 2, option = 0; nodes.has(q); q++) {
			if (nodes.get(q)[0] <= 0) option++; else if (nodes.get(q)[1]) grey.add(option); }
		const trs = [...document.querySelectorAll('#ec-matrix tbody tr')];
		const live = trs.flatMap((tr, k) => /hidden|chosen/.test(tr.className) ? [] : [k]).join(' ');
		const covered = [...document.querySelectorAll('#ec-matrix col')].slice(1).flatMap((c, x) => c.className === 'covered' ? [x] : []);
		return [trs.map((tr, k) => k).filter((k) => !grey.has(k)).join(' '), live, out.join(' '), covered.join(' ')]; };
	key('L');
	for (let n = 0; n < 500 && !($status.step === $status.steps && link.move === link.moves); n++) {
		key('ArrowRight');
		const [tableLive, matrixLive, tableOut, matrixCovered] = state();
		rows.push([link.step, link.move, link.moves, tableLive, matrixLive, tableOut, matrixCovered].join('|')); }
	return rows.join('\n'); })()"
browse "$BASE/exact-cover.html#example=knuth&step=0" --until "$counted" --print "$agree"
expect_clean "matrix and node table at each link step"
cp "$OUT" "$WORK/agree"
awk -F'|' '$2 > 0 && $2 < $3' "$WORK/agree" >"$WORK/midway"
awk -F'|' '$4 != $5 || $6 != $7' "$WORK/agree" >"$WORK/disagree"
expect_true "link steps of Knuth's example: $(wc -l <"$WORK/midway") positions midway through a step" [ -s "$WORK/midway" ]
expect_true "at every link step the matrix's live rows and covered columns are the node table's (first disagreement: $(head -1 "$WORK/disagree"))" \
	[ ! -s "$WORK/disagree" ]
# the second link step of covering a: 'a d g' (option 1) has lost nodes 13 and 14, 'a d f'
# (option 3) none yet, and a is still in the list of items
expect_true "midway through covering a: options 0 2 3 4 5 live, no item covered" \
	grep -qx '1|2|5|0 2 3 4 5|0 2 3 4 5||' "$WORK/agree"

# Colour problems get the node table too, with DLX2's COLOR field, each colour shown by its
# name. Knuth's example with colours, (49): y:A is node 10, x:A nodes 14 and 21, x:B node 18,
# y:B node 24 (worked by hand). At the end every colour and link is back.
colors_row='[...document.querySelectorAll("#ec-table table.nodes tr")].filter((tr) => tr.firstChild.textContent === "COLOR").map((tr) => [...tr.children].slice(1).map((c) => c.textContent).join(" ")).join(" ")'
for where in step=0 end; do
	browse "$BASE/exact-cover.html#example=knuth-colors&$where" --until "$counted" --print "$colors_row"
	expect_clean "node table with colours at $where"
	expect_true "knuth-colors at $where: the COLOR row is 0 but for nodes 10 14 21 (A) and 18 24 (B)" \
		[ "$(cat "$OUT")" = "0 0 0 0 0 0 0 0 0 0 A 0 0 0 A 0 0 0 B 0 0 A 0 0 B 0" ]
done

# Item bounds (Algorithm M): a step that skips an item is told as a skip, at the steps where
# `dlx --trace` prints "skip", and the node table says what of Algorithm M it shows (BOUND and
# SLACK, checked against the trace in large.sh) and what it does not (the tweaks).
printf '2|a 1:2|b c\na b\na c\na\nb c\nb\n' >"$WORK/bounds.dlx"
browse "$BASE/exact-cover.html#problem=$(uri "$(cat "$WORK/bounds.dlx")")&step=0" --until "$counted" \
	--print "(() => { const rows = [], forward = document.getElementById('ec-forward');
		while ($status.step !== $status.steps) { forward.click(); rows.push(document.getElementById('ec-event').textContent); }
		return rows.join('\n'); })()" --print 'document.querySelector("#ec-table p.note").textContent'
expect_clean "a problem with item bounds"
"$DLX" --trace "$WORK/bounds.dlx" 2>/dev/null | sed '$d' | grep -n '^ *skip ' | cut -d: -f1 >"$WORK/trace-skips"
sed '$d' "$OUT" | grep -n ': skip ' | cut -d: -f1 >"$WORK/page-skips"
expect_true "bounds: the steps told as skips are dlx --trace's ($(echo $(cat "$WORK/trace-skips")))" \
	eval '[ -s "$WORK/trace-skips" ] && cmp -s "$WORK/page-skips" "$WORK/trace-skips"'
expect_true "bounds: the node table says it shows BOUND and SLACK, not the tweaks" \
	eval 'tail -1 "$OUT" | grep -q "DLX3.s BOUND .* and SLACK .* the tweaks that hide each option tried before that are not shown"'

# The pictures a person looks at: the playground mid-search, in presentation mode, the boards.
browse "$BASE/exact-cover.html#example=queens-6&step=60" --until "$counted" --screenshot "$SHOTS/cover-queens-6.png"
expect_clean "queens-6 picture"
browse "$BASE/exact-cover.html#example=queens-6&step=60&present" --until "$counted" \
	--screenshot "$SHOTS/cover-presentation.png"
expect_clean "presentation mode"
browse "$BASE/exact-cover.html#example=sudoku-4x4&end" --until "$counted" --screenshot "$SHOTS/cover-sudoku-4x4.png"
expect_clean "4x4 Sudoku picture"
browse "$BASE/exact-cover.html#example=pentomino-3x20&step=1000" --timeout 120 --until "$counted" \
	--screenshot "$SHOTS/cover-pentomino.png"
expect_clean "pentomino picture"
browse "$BASE/exact-cover.html#example=pentomino-6x10&step=3000" --timeout 120 \
	--until "$status.step === '3000'" --print "$status.complete" --screenshot "$SHOTS/cover-pentomino-6x10.png"
expect_clean "pentomino 6x10 (2,056 options, more than the matrix shows)"
expect_true "pentomino 6x10: the trace is cut at 100000 steps, the search still runs" [ "$(cat "$OUT")" = false ]
echo "# screenshots in $SHOTS"
finish
