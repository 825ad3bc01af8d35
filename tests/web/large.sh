#!/usr/bin/env bash
# The playground on large problems and on Algorithm M, in headless Chromium
# (browser.js), against the `dlx` command: the folded search tree of
# pentominoes in 6x10 and its zoom, the matrix of a large problem folded to
# its live rows and columns, and the node table's BOUND and SLACK fields on
# a problem with item bounds, in whole steps and in link steps. The command's
# trace (dlx --trace, one line a step) is the independent source: its node
# lines, its tries (the partial solution, from which the live options are
# worked out here) and the bounds and counts it prints at each choose and skip.
# Screenshots in BUILD_ROOT/web-screenshots. Skipped as web.sh is.
. "$(dirname "$0")/../cli/lib.sh"
. "$(dirname "$0")/site.sh"

pentomino=$ROOT/data/exact-cover/pentomino-6x10.dlx
motley=$ROOT/data/exact-cover/motley-4-4.dlx
# the first steps of the command's trace: step K is line K
"$DLX" --trace "$pentomino" 2>/dev/null | head -n 6000 >"$WORK/pentomino-trace"
"$DLX" --trace "$motley" 2>/dev/null | sed '$d' >"$WORK/motley-trace"

# ---- the folded tree ----
# At step 3003 of pentominoes in 6x10 (a dead end at level 10), outside presentation, the tree is
# the current path with each finished subtree one box (or one dot for a leaf): fewer drawn than
# the nodes so far, and the drawn nodes' counts add up to the nodes of the trace's first 3003
# lines (its choose and solution lines).
drawn='(() => { const svg = document.querySelector("#ec-tree svg.tree");
	const marks = [...svg.querySelectorAll("[data-nodes]")];
	return [marks.length, marks.reduce((sum, m) => sum + Number(m.dataset.nodes), 0),
		svg.querySelectorAll("circle.path").length, svg.querySelectorAll("g.fold").length, svg.getAttribute("viewBox")].join("|"); })()'
browse --size 1280x720 "$BASE/exact-cover.html#example=pentomino-6x10&step=3003" --timeout 120 \
	--until "$status.step === '3003'" --run 'await new Promise((r) => setTimeout(r, 200))' \
	--print "$drawn" --print "$status.nodes + ' ' + $status.level" --screenshot "$SHOTS/cover-pentomino-6x10-folded.png"
expect_clean "folded tree of pentominoes in 6x10"
IFS="|" read -r marks standing path boxes box <<<"$(sed -n 1p "$OUT")"
read -r nodes level <<<"$(sed -n 2p "$OUT")"
traced=$(head -n 3003 "$WORK/pentomino-trace" | grep -cE '^ *(choose|solution)')
expect_true "pentominoes 6x10 at step 3003: the trace's first 3003 lines enter $traced nodes, the status's $nodes" \
	[ "$traced" = "$nodes" ]
expect_true "pentominoes 6x10 at step 3003: $marks drawn ($path on the path, $boxes folded boxes) stand for $standing nodes, the trace's $traced" \
	eval '[ "$standing" = "$traced" ] && [ "$marks" -lt "$traced" ] && [ "$boxes" -gt 0 ]'
expect_true "pentominoes 6x10 at step 3003: the path runs from the root to level $level" [ "$path" = $((level + 1)) ]

# Zoom: + narrows the viewBox about its centre, the wheel zooms too, the zoom is kept from step
# to step, and fit gives back the whole drawing.
zoom="$BASE/exact-cover.html#example=pentomino-6x10&step=3003"
browse --size 1280x720 "$zoom" --timeout 120 --until "$status.step === '3003'" \
	--print 'document.querySelector("#ec-tree svg.tree").getAttribute("viewBox")' \
	--run 'document.getElementById("ec-zoom-in").click()' \
	--print 'document.querySelector("#ec-tree svg.tree").getAttribute("viewBox")' \
	--run 'const s = document.querySelector("#ec-tree svg.tree"), r = s.getBoundingClientRect();
		s.dispatchEvent(new WheelEvent("wheel", {deltaY: -200, clientX: r.left + r.width / 4, clientY: r.top + 10, bubbles: true, cancelable: true}))' \
	--print 'document.querySelector("#ec-tree svg.tree").getAttribute("viewBox")' \
	--run 'document.getElementById("ec-forward").click()' \
	--print 'document.querySelector("#ec-tree svg.tree").getAttribute("viewBox")' \
	--screenshot "$SHOTS/cover-pentomino-6x10-zoomed.png" \
	--run 'document.getElementById("ec-zoom-fit").click()' \
	--print 'document.querySelector("#ec-tree svg.tree").getAttribute("viewBox") + "|" + document.querySelector("#ec-tree svg.tree").dataset.fit'
expect_clean "zooming the tree"
cp "$OUT" "$WORK/zoom"
expect_true "zoom: + makes the viewBox 1.5 times narrower and lower, about its centre" \
	/usr/bin/python3 - "$WORK/zoom" <<'PY'
import sys
lines = open(sys.argv[1]).read().split("\n")
box = [list(map(float, lines[k].split("|")[0].split())) for k in range(5)]
whole, plus, wheel, kept, fit = box
assert abs(plus[2] * 1.5 - whole[2]) < 1e-6 and abs(plus[3] * 1.5 - whole[3]) < 1e-6, (whole, plus)
assert abs(plus[0] + plus[2] / 2 - (whole[0] + whole[2] / 2)) < 1e-6, "not about the centre"
assert wheel[2] < plus[2] and wheel[3] < plus[3], ("the wheel did not zoom in", plus, wheel)
assert kept == wheel, ("the step lost the zoom", wheel, kept)
assert lines[4].split("|")[1] == lines[4].split("|")[0], "fit is not the drawing's own box"
PY

# ---- the matrix of a large problem, folded ----
# Step 3004 of pentominoes in 6x10 tries 'V r6c4 ...' at a deep level (the trace's line 3004).
# The options still live then are those that share no item with the partial solution (the
# options tried on the trace's path), worked out here from the problem's text. Outside
# presentation the matrix draws them and the option tried (options from 0, as dlx numbers
# them), each run of the others folded into one strip whose count says how many, and the
# items not covered, the rest folded into one column strip.
browse --size 1920x1080 "$BASE/exact-cover.html#example=pentomino-6x10&step=3004" --timeout 120 \
	--until "$status.step === '3004'" --run 'await new Promise((r) => setTimeout(r, 200))' \
	--print '[...document.querySelectorAll("#ec-matrix tbody tr:not(.fold) td.option-name")].map((td) => td.dataset.option).join(" ")' \
	--print '[...document.querySelectorAll("#ec-matrix tbody tr.fold")].map((tr) => tr.dataset.rows + ":" + tr.textContent).join(";")' \
	--print '[...document.querySelectorAll("#ec-matrix thead th")].slice(1).filter((th) => !th.classList.contains("fold")).map((th) => th.textContent).join(" ")' \
	--print '(document.querySelector("#ec-matrix thead th.fold") || {textContent: ""}).textContent' \
	--screenshot "$SHOTS/cover-pentomino-6x10-matrix.png"
expect_clean "the folded matrix of pentominoes in 6x10"
expect_true "pentominoes 6x10 at step 3004: the matrix draws the live rows, the option tried, and the items not covered; strips count the rest" \
	/usr/bin/python3 - "$pentomino" "$WORK/pentomino-trace" "$OUT" <<'PY'
import re, sys
lines = [l.split() for l in open(sys.argv[1]) if l.strip() and not l.startswith("|")]
items, options = lines[0], lines[1:]
tried = {}
for line in open(sys.argv[2]).read().split("\n")[:3004]:
    m = re.match(r"( *)try .*\(option (\d+),", line)
    if m:
        depth = len(m.group(1))
        tried = {d: o for d, o in tried.items() if d < depth}
        tried[depth] = int(m.group(2))
partial = list(tried.values())
trying = partial[-1]
taken = {x for o in partial for x in options[o]}
live = {k for k, o in enumerate(options) if not taken & set(o)} | {trying}
out = open(sys.argv[3]).read().split("\n")
drawn = list(map(int, out[0].split()))
strips = [s.split(":", 1) for s in out[1].split(";") if s]
columns = out[2].split()
assert len(live) < 300, len(live)
assert sorted(drawn) == sorted(live), ("rows", sorted(set(drawn) ^ live))
assert sum(int(n) for n, _ in strips) + len(drawn) == len(options), (strips, len(drawn))
assert all(text == f"{int(n):,} row{'s' if int(n) != 1 else ''} hidden" for n, text in strips), strips
assert columns == [x for x in items if x not in taken], (columns, taken)
assert out[3] == f"{len(taken)} columns hidden", out[3]
PY

# ---- Algorithm M's BOUND and SLACK ----
# motley-4-4 has item bounds (1:3|x1, 1:2|x2, ...). At every step the node table's BOUND and
# SLACK rows are read; `dlx --trace` prints at each choose "ITEM (L:U, has N)" and at each skip
# "has N of L:U": DLX3 keeps SLACK = U - L, and BOUND = U - N - 1 from a choose with branches (M4
# lowers the chosen item's bound) and through its skip, U - N at a dead end (no M4).
bounds_rows="(() => { const forward = document.getElementById('ec-forward'), rows = [];
	const read = () => { const blocks = [...document.querySelectorAll('#ec-table table.nodes')]
			.filter((t) => t.rows[0].firstChild.textContent === 'i');
		if (!blocks.length) return 'no table: ' + document.getElementById('ec-table').textContent;
		const cells = (label) => blocks.flatMap((t) => [...[...t.rows].find((tr) => tr.firstChild.textContent === label).children].slice(1));
		const names = cells('NAME').map((c) => c.textContent), slack = cells('SLACK').map((c) => c.textContent);
		const bound = cells('BOUND'), marked = names.filter((n, k) => bound[k].classList.contains('changed'));
		return names.flatMap((n, k) => slack[k] === '' ? [] : [n + '=' + bound[k].textContent + '/' + slack[k]]).join(' ') + '|' + marked.join(' '); };
	rows.push(read());
	while ($status.step !== $status.steps) { forward.click(); rows.push(read()); }
	return rows.join('\n'); })()"
browse "$BASE/exact-cover.html#problem=$(uri "$(cat "$motley")")&step=0" --timeout 120 --until "$counted" \
	--print "$status.steps" --print "$bounds_rows"
expect_clean "BOUND and SLACK of motley-4-4"
expect_true "motley-4-4: the page's steps are the trace's ($(wc -l <"$WORK/motley-trace"))" \
	[ "$(sed -n 1p "$OUT")" = "$(wc -l <"$WORK/motley-trace")" ]
sed 1d "$OUT" >"$WORK/motley-bounds"
expect_true "motley-4-4: at each of its $(wc -l <"$WORK/motley-trace") steps BOUND and SLACK are DLX3's by dlx --trace's counts" \
	/usr/bin/python3 - "$WORK/motley-trace" "$WORK/motley-bounds" <<'PY'
import re, sys
trace = open(sys.argv[1]).read().split("\n")[:-1]
rows = open(sys.argv[2]).read().split("\n")
rows = [r for r in rows if r]
assert len(rows) == len(trace) + 1, (len(rows), len(trace))
def table(row):
    fields, marked = row.split("|")
    return {f.split("=")[0]: tuple(map(int, f.split("=")[1].split("/"))) for f in fields.split()}, marked.split()
start, _ = table(rows[0])
checked = 0
for step, line in enumerate(trace, 1):
    now, marked = table(rows[step])
    choose = re.match(r" *choose (\S+) \((\d+):(\d+), has (\d+)\): (\d+) branch", line)
    skip = re.match(r" *skip (\S+): no more options \(has (\d+) of (\d+):(\d+);", line)
    if choose:
        item, low, up, has, branches = choose.group(1), *map(int, choose.groups()[1:])
        want = up - has - (1 if branches else 0)
    elif skip:
        item, has, low, up = skip.group(1), *map(int, skip.groups()[1:])
        want = up - has - 1
    else:
        continue
    assert now[item] == (want, up - low), (step, line, now[item], want, up - low)
    assert start[item] == (up, up - low), ("before the search", item, start[item])
    if choose and branches:
        assert item in marked, (step, line, "BOUND not marked as changed", marked)
    checked += 1
assert checked > 50, checked
assert table(rows[-1])[0] == start, "the bounds are back at the end"
PY

# In link steps a choose's first link step lowers the item's BOUND (M4), before any cover,
# and names the value written: the choose lines of dlx --trace=links say which item and,
# with the count it prints, which value. The first link step of every step is read (the
# page's show(K, _, 1), which the URL's &step=K&links&move=1 calls).
links_rows="(() => { document.dispatchEvent(new KeyboardEvent('keydown', {key: 'L'}));
	const link = document.getElementById('ec-link').dataset, rows = [];
	for (let k = 1; k <= Number($status.steps); k++) {
		show(k, undefined, 1);
		if (link.move === '1') rows.push([link.step, link.change, link.item, link.bound || '',
			document.querySelectorAll('#ec-table td.changed').length].join('|')); }
	return rows.join('\n'); })()"
browse "$BASE/exact-cover.html#problem=$(uri "$(cat "$motley")")&step=0" --timeout 120 --until "$counted" \
	--print "$links_rows" --screenshot "$SHOTS/cover-motley-links.png"
expect_clean "link steps of motley-4-4"
"$DLX" --trace=links "$motley" 2>/dev/null | grep -v '^ *- ' | sed '$d' >"$WORK/motley-steps"
expect_true "motley-4-4 in link steps: each choose with branches starts by lowering its item's BOUND to dlx --trace's count less one" \
	/usr/bin/python3 - "$WORK/motley-steps" "$OUT" <<'PY'
import re, sys
steps = open(sys.argv[1]).read().split("\n")
first = {int(r.split("|")[0]): r.split("|")[1:] for r in open(sys.argv[2]).read().split("\n") if r}
checked = 0
for step, line in enumerate(steps, 1):
    m = re.match(r" *choose (\S+) \((\d+):(\d+), has (\d+)\): (\d+) branch", line)
    if not m or m.group(5) == "0":
        continue
    item, up, has = m.group(1), int(m.group(3)), int(m.group(4))
    assert first.get(step) is not None, (step, line, "no link step")
    change, name, bound, marked = first[step]
    assert (change, name, bound) == ("bound", item, str(up - has - 1)), (step, line, first[step])
    assert marked == "1", (step, "one field marked", marked)
    checked += 1
assert checked > 50, checked
PY

# The pictures: the tree, the matrix and the table in presentation at the projector's sizes.
for size in 1280x720 1920x1080; do
	browse --size "$size" "$BASE/exact-cover.html#problem=$(uri "$(cat "$motley")")&step=40&present" --until "$counted" \
		--run 'await new Promise((r) => setTimeout(r, 200))' --print 'document.scrollingElement.scrollHeight <= innerHeight' \
		--screenshot "$SHOTS/cover-motley-present-$size.png"
	expect_clean "motley-4-4 in presentation at $size"
	expect_true "motley-4-4 in presentation at $size: no scrolling" [ "$(cat "$OUT")" = true ]
done
echo "# screenshots in $SHOTS"
finish
