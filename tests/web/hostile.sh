#!/usr/bin/env bash
# The web pages under hostile input, in headless Chromium (site.sh serves the
# site; browser.js drives the browser and fails on any console error or
# uncaught exception): names that are markup and script, malformed and huge
# URL hashes, a 10 MB problem, and the playground's Stop on a search that
# never ends in practice. A page passes when nothing it was given runs
# (window.__pwned stays unset, no img or script element and no onerror or
# onload attribute appears), the text given shows as text, bad input gets an
# error message or is ignored, and the page still answers afterwards. Answers
# are compared with the commands' (dlx, sudoku solve) or counted by hand.
. "$(dirname "$0")/../cli/lib.sh"
. "$(dirname "$0")/site.sh"

# What markup would leave behind if a page ran it: "images scripts handlers pwned".
harm='[document.querySelectorAll("img").length, document.querySelectorAll("script").length,
	document.querySelectorAll("[onerror],[onload]").length, typeof window.__pwned].join(" ")'
message='document.getElementById("ec-message").textContent'
# js_string TEXT: TEXT as a JavaScript string; js_string TEXT TEXT...: a list of them
js_string() { python3 -c 'import json, sys; a = sys.argv[1:]; print(json.dumps(a[0] if len(a) == 1 else a))' "$@"; }
# dlx's message for FILE as the page words it: "line L, column C: why"
dlx_message() { "$DLX" "$1" 2>&1 >/dev/null | sed 's/^[^:]*:\([0-9]*\):\([0-9]*\): /line \1, column \2: /'; }

browse "$BASE/exact-cover.html#example=knuth&end" --until "$counted" --print "$harm"
expect_clean "the playground with Knuth's example"
cover_clean=$(cat "$OUT")
expect_true "the playground: no img, its own scripts, no handler attribute, no __pwned ($cover_clean)" \
	[ "$cover_clean" = "0 $(grep -c '<script' "$SITE/exact-cover.html") 0 undefined" ]

# ---- 1. Markup in names ----
# Item names cannot hold blanks or ':' (dlx refuses them), so the payloads use '/' where a
# tag wants a blank; the HTML parser takes either. Four primary items A B C D and options
# A B, C D, A C, B D: two solutions by hand, {0, 1} and {2, 3}.
img='<img/src=x/onerror=window.__pwned=1>'
script='"><script>window.__pwned=1</script>'
textarea='</textarea><img/src=x/onerror=window.__pwned=1>'
quotes="'&amp;\""
printf '%s %s %s %s\n%s %s\n%s %s\n%s %s\n%s %s\n' "$img" "$script" "$textarea" "$quotes" \
	"$img" "$script" "$textarea" "$quotes" "$img" "$textarea" "$script" "$quotes" >"$WORK/names.dlx"
expect_true "the names problem: 2 solutions for dlx, as counted by hand" [ "$("$DLX" "$WORK/names.dlx")" = 2 ]
# Colours: items I Q primary, S secondary; options I S:b, Q S:b, I S:s, Q S:i. Only 0 and 1
# agree on S's colour: one solution by hand.
svg='<svg/onload=window.__pwned=1>'
bold="<b>&amp;'\"</b>"
printf '%s %s | %s\n%s %s:%s\n%s %s:%s\n%s %s:%s\n%s %s:%s\n' "$img" "$quotes" "$svg" \
	"$img" "$svg" "$bold" "$quotes" "$svg" "$bold" "$img" "$svg" "$script" "$quotes" "$svg" "$img" \
	>"$WORK/colours.dlx"
expect_true "the colours problem: 1 solution for dlx, as counted by hand" [ "$("$DLX" "$WORK/colours.dlx")" = 1 ]

# Everything the playground shows of the names, as JSON: the matrix's heads and cells, the
# solutions listed, the node table's NAME row, the count, the message, and the harm check.
snapshot='JSON.stringify({harm: '"$harm"', total: '"$total"'.solutions, message: '"$message"',
	heads: [...document.querySelectorAll("#ec-matrix thead th")].slice(1).map((th) => th.textContent),
	cells: [...document.querySelectorAll("#ec-matrix tbody tr")].map((tr) => [...tr.children].slice(1).map((td) => td.textContent)),
	solutions: [...document.querySelectorAll("#ec-solutions li")].map((li) => li.textContent),
	table: [...document.querySelectorAll("#ec-table tr")].filter((tr) => tr.firstElementChild.textContent === "NAME")
		.flatMap((tr) => [...tr.children].slice(1).map((td) => td.textContent))})'
walk='JSON.stringify((() => { const events = [], forward = document.getElementById("ec-forward");
	while ('"$status"'.step !== '"$status"'.steps) { forward.click(); events.push(document.getElementById("ec-event").textContent); }
	return events; })())'
end='document.getElementById("ec-end").click()'
# check_names FILE LAST SOLUTION...: the snapshots in $OUT (by the URL, then typed in the
# box) name the items as FILE's first line does, show the cells LAST (a JSON list) in the
# matrix's last column, list the solutions given (counted by hand), and pass the harm check
check_names() {
	/usr/bin/python3 - "$cover_clean" "$OUT" "$@" <<'PY'
import json, sys
clean, out, problem, last, *want = sys.argv[1:]
lines = open(out, encoding="utf-8").read().split("\n")
events, by_url, by_box = json.loads(lines[0]), json.loads(lines[1]), json.loads(lines[2])
names = [w for w in open(problem, encoding="utf-8").readline().split() if w != "|"]
for snap in (by_url, by_box):
    assert snap["harm"] == clean, snap["harm"]
    assert snap["heads"] == names, snap["heads"]
    assert snap["solutions"] == want, (snap["solutions"], want)
    assert snap["total"] == str(len(want)), snap["total"]
    assert snap["message"] == "", snap["message"]
    assert [row[-1] for row in snap["cells"]] == json.loads(last), snap["cells"]
# the node table (drawn for problems without colours) names the items after the root
assert not by_url["table"] or by_url["table"][1:len(names) + 1] == names, by_url["table"]
first = f"level 0: choose item {names[0]} (2 options), cover it"
assert events[0] == first, (events[0], first)
PY
}
# browse_names NAME: NAME.dlx by the URL, stepped to the end, then typed into the box
browse_names() {
	local text
	text=$(cat "$WORK/$1.dlx")
	browse "$BASE/exact-cover.html#problem=$(uri "$text")&step=0" --until "$counted" \
		--print "$walk" --run "$end" --print "$snapshot" \
		--run "document.getElementById('ec-input').value = $(js_string "$text");
			document.getElementById('ec-load').click()" \
		--until "$counted" --run "$end" --print "$snapshot" --screenshot "$SHOTS/hostile-$1.png"
	expect_clean "$1 as markup"
}
browse_names names
expect_true "names as markup, by the URL and by the box: nothing ran, the names show as text in the matrix, the steps, the node table and the two solutions" \
	check_names "$WORK/names.dlx" '["", "1", "", "1"]' "0: $img $script · 1: $textarea $quotes" "2: $img $textarea · 3: $script $quotes"
browse_names colours
expect_true "colours as markup, by the URL and by the box: nothing ran, names and colours show as text, one solution" \
	check_names "$WORK/colours.dlx" "$(js_string "$bold" "$bold" "$script" "$img")" \
	"0: $img $svg:$bold · 1: $quotes $svg:$bold"

# A colour cannot hold ':' either: dlx's message quotes the text, and the page shows it as
# text; so does the message for a bundled problem named as markup.
printf '%s | %s\n%s %s:javascript:window.__pwned=1\n' "$img" "$svg" "$img" "$svg" >"$WORK/scheme.dlx"
want=$(dlx_message "$WORK/scheme.dlx")
browse "$BASE/exact-cover.html#problem=$(uri "$(cat "$WORK/scheme.dlx")")" --until "$message" \
	--print "$message" --print "$harm" --run "location.hash = $(js_string "#example=$img")" \
	--until "$message !== $(js_string "$want")" --print "$message" --print "$harm"
expect_clean "a javascript: colour, a bundled problem named as markup"
expect_true "a javascript: colour: dlx's message, as text ($want)" \
	eval '[ "$(sed -n 1p "$OUT")" = "$want" ] && [ "$(sed -n 2p "$OUT")" = "$cover_clean" ]'
expect_true "a bundled problem named as markup: no such problem, said as text" \
	eval '[ "$(sed -n 3p "$OUT")" = "no bundled problem called $img" ] && [ "$(sed -n 4p "$OUT")" = "$cover_clean" ]'

# The Sudoku page, through its hash: each case's answer is 'sudoku solve's on the text the
# hash decodes to (as the browser's URLSearchParams decodes it: bad escapes kept, cut UTF-8
# as U+FFFD, the first of a repeated key), its message by line or its solution; nothing
# runs, and Solve then answers. Keys the page does not know are ignored.
# (the module reads text as C does, up to a NUL)
decode() {
	/usr/bin/python3 -c 'import sys, urllib.parse; print(urllib.parse.unquote(sys.argv[1], errors="replace").split("\0")[0], end="")' "$1"
}
hard=$(sed -n 1p "$ROOT/data/hardest-1000.txt" | cut -d' ' -f1)
hard_solution=$(echo "$hard" | "$SUDOKU" solve)
solve_hard="$result.status = 'waiting'; document.getElementById('sudoku-input').value = '$hard';
	document.getElementById('do-solve').click()"
long=$(printf '1%.0s' $(seq 10000))
cases=() args=()
for puzzle in "$(uri '<img src=x onerror="window.__pwned=1">')" "$(uri "$script")" "$(uri "$textarea")" \
	"$(uri "javascript:window.__pwned=1 $quotes")" '%' '%zz' "$hard%E0%A4" "$long" \
	"$hard&puzzle=12x&bogus=%&__proto__=&$(uri "$img")=$(uri "$script")" \
	"$hard&limit=-1&action=count" "$hard&limit=99999999999999999999&action=count" "$hard&limit=abc&action=count"; do
	text=$(decode "${puzzle%%&*}")
	if answer=$(printf '%s\n' "$text" | "$SUDOKU" solve 2>&1); then cases+=("done $answer")
	else cases+=("error $(echo "$answer" | sed 's/^<stdin>:\([0-9]*\):\([0-9]*\): /line \1, column \2: /; s/^<stdin>:\([0-9]*\): /line \1: /')"); fi
	args+=(--run "$result.status = 'waiting'; location.hash = $(js_string "#puzzle=$puzzle&action=solve")"
		--until "$settled" --print "$result.status + ' ' + ($result.solution || $result.error)"
		--print "$harm" --run "$solve_hard" --until "$result.status === 'done'" --print "$result.solution")
done
browse "$BASE/sudoku.html" --until 'document.querySelector(".sudoku-grid")' --print "$harm" "${args[@]}" \
	--run "$result.status = 'waiting'; location.hash = $(js_string "#puzzle=$hard&action=$(uri "$img")&action=constructor")" \
	--run 'await new Promise((r) => setTimeout(r, 500))' --print "$result.status" \
	--run "$solve_hard" --until "$result.status === 'done'" --print "$result.solution"
expect_clean "the Sudoku page's hostile hashes"
sudoku_clean=$(sed -n 1p "$OUT")
expect_true "the Sudoku page: no img, its own scripts, no handler attribute, no __pwned ($sudoku_clean)" \
	[ "$sudoku_clean" = "0 $(grep -c '<script' "$SITE/sudoku.html") 0 undefined" ]
for k in "${!cases[@]}"; do
	at=$((2 + 3 * k))
	expect_true "Sudoku hash $((k + 1)) (${cases[k]:0:70}): 'sudoku solve's answer; nothing ran; Solve then answers" \
		eval '[ "$(sed -n ${at}p "$OUT")" = "${cases[k]}" ] && [ "$(sed -n $((at + 1))p "$OUT")" = "$sudoku_clean" ] &&
			[ "$(sed -n $((at + 2))p "$OUT")" = "$hard_solution" ]'
done
at=$((2 + 3 * ${#cases[@]}))
expect_true "Sudoku: an action that is markup (or 'constructor') runs nothing, and Solve then answers" \
	eval '[ "$(sed -n ${at}p "$OUT")" = waiting ] && [ "$(sed -n $((at + 1))p "$OUT")" = "$hard_solution" ]'

# ---- 2. Malformed and huge hashes on the playground ----
# A problem the page cannot use gets dlx's message for the text the hash decodes to, or is
# read and counted as dlx counts it; either way, a later problem is then counted (6 queens:
# 4 solutions, published).
again="$total.status = 'waiting'; location.hash = '#example=queens-6&end'"
queens="$counted && $total.solutions === '4' && $message === ''"
cases=() args=()
for hash in 'problem=%' 'problem=%zz' 'problem=a%E0%A4' 'problem=a%E0%A4%0Aa' 'problem=%00a' \
	"problem=a%0Aa&problem=b%0Ab%0Ab&example=queens-6&bogus=%&__proto__="; do
	text=$(decode "$(echo "$hash" | sed 's/^problem=//; s/&.*//')")
	printf '%s' "$text" >"$WORK/hash.dlx"
	want=$("$DLX" "$WORK/hash.dlx" 2>/dev/null)
	case $? in # 0: solutions, 1: none, 2: bad input
	0 | 1) cases+=("count $want") ;;
	*) cases+=("message $(dlx_message "$WORK/hash.dlx")") ;;
	esac
	args+=(--run "$total.status = 'waiting'; location.hash = $(js_string "#$hash")" --until "$counted || $message"
		--print "$message ? 'message ' + $message : 'count ' + $total.solutions" --run "$again" --until "$queens")
done
# Steps out of range are clamped to the trace (Knuth's example: 15 steps), and of a
# repeated step the first counts.
steps=('step=-1' 'step=99999999999999999999' 'step=abc' 'step=1e3' 'step=7&step=3' 'step=5&step=x&toString=')
for step in "${steps[@]}"; do
	args+=(--run "$status.step = 'waiting'; location.hash = $(js_string "#example=knuth&$step")"
		--until "$status.step !== 'waiting' && $counted" --print "$status.step + ' ' + $total.solutions + ' ' + $message"
		--run 'document.getElementById("ec-forward").click()' --print "$status.step")
done
browse "$BASE/exact-cover.html#example=queens-6&end" --until "$counted" "${args[@]}"
expect_clean "the playground's malformed hashes"
for k in "${!cases[@]}"; do
	expect_true "playground hash $((k + 1)) (${cases[k]:0:70}): as dlx on the text it decodes to, then 6 queens counted" \
		[ "$(sed -n $((k + 1))p "$OUT")" = "${cases[k]}" ]
done
for k in "${!steps[@]}"; do
	at=$((1 + ${#cases[@]} + 2 * k))
	want=$(echo "${steps[k]}" | sed 's/^step=//; s/&.*//')
	case $want in -1 | abc) want=0 ;; 1e3) want=1 ;; 99999999999999999999) want=15 ;; esac
	expect_true "#example=knuth&${steps[k]}: step $want, 1 solution, no message; forward then goes on" \
		eval '[ "$(sed -n ${at}p "$OUT")" = "$want 1 " ] && [ "$(sed -n $((at + 1))p "$OUT")" = $((want < 15 ? want + 1 : 15)) ]'
done

# A hash of 2 MB, just under Chromium's longest URL (2 MiB), set by the page's script (a
# command line cannot hold it): items a1..a20 and M options, each all of them; each option
# alone is a solution, so there are M (by hand), found in M + 1 nodes.
m=$(/usr/bin/python3 - "$WORK/big.dlx" <<'PY'
import sys, urllib.parse
items = " ".join(f"a{k}" for k in range(1, 21)) + "\n"
m = (2_000_000 - len("problem=")) // len(urllib.parse.quote(items, safe="")) - 1
open(sys.argv[1], "w").write(items * (m + 1))
print(m)
PY
)
big="(() => { const items = Array.from({length: 20}, (_, k) => 'a' + (k + 1)).join(' ') + '\n';
	return items.repeat($m + 1); })()"
"$DLX" --stats --memo 0 "$WORK/big.dlx" >"$WORK/count" 2>"$WORK/stats"
want="$(cat "$WORK/count") $(sed -n 's/^nodes: //p' "$WORK/stats")"
browse "$BASE/exact-cover.html#example=queens-6&end" --until "$counted" \
	--run "$total.status = 'waiting'; location.hash = '#problem=' + encodeURIComponent($big)" \
	--print 'location.hash.length' --timeout 60 --until "$counted || $message" \
	--print "$total.solutions + ' ' + $total.nodes + '|' + $message" --run "$again" --until "$queens" \
	--print "$total.solutions"
expect_clean "a hash of 2 MB"
expect_true "a hash of 2 MB ($(sed -n 1p "$OUT") characters): $m solutions in $((m + 1)) nodes, as dlx counts ($want), then 6 queens' 4" \
	eval '[ "$want" = "$m $((m + 1))" ] && [ "$(sed -n 2p "$OUT")" = "$want|" ] && [ "$(sed -n 3p "$OUT")" = 4 ]'

# ---- 3. A 10 MB problem, typed into the box ----
# Items i1..i3000 and z, options of four items in a row around the circle i1..i3000, as many
# as 10 MB take: no option covers z, so there is no solution, and the search ends at its
# first node (z, with no option) -- known by hand, and dlx agrees on the same text.
huge='(() => { const n = 3000, lines = [];
	for (let k = 1; k <= n; k++) lines.push("i" + k);
	const out = [lines.join(" ") + " z"];
	for (let k = 0, size = 0; size < 10e6; k++) {
		const line = [0, 1, 2, 3].map((j) => "i" + (1 + (k + j) % n)).join(" ");
		out.push(line);
		size += line.length + 1;
	}
	return out.join("\n") + "\n"; })()'
/usr/bin/python3 - "$WORK/huge.dlx" <<'PY'
import sys
n = 3000
size, k, out = 0, 0, [" ".join(f"i{k}" for k in range(1, n + 1)) + " z"]
while size < 10e6:
    line = " ".join(f"i{1 + (k + j) % n}" for j in range(4))
    out.append(line)
    size += len(line) + 1
    k += 1
open(sys.argv[1], "w").write("\n".join(out) + "\n")
PY
"$DLX" --stats --memo 0 "$WORK/huge.dlx" >"$WORK/count" 2>"$WORK/stats"
want="$(cat "$WORK/count") $(sed -n 's/^nodes: //p' "$WORK/stats")"
expect_true "the 10 MB problem: no solution and one node for dlx, as known by hand ($want)" [ "$want" = "0 1" ]
browse "$BASE/exact-cover.html#example=knuth&step=0" --until "$counted" \
	--run "window.__huge = $huge; window.__started = performance.now();
		document.getElementById('ec-input').value = window.__huge; document.getElementById('ec-load').click()" \
	--timeout 180 --until "$counted || ($message && $total.status !== 'counting')" \
	--print "window.__huge.length + ' ' + Math.round((performance.now() - window.__started) / 1000)" \
	--print "$total.solutions + ' ' + $total.nodes + '|' + $message" --print "$harm" \
	--run "$again" --until "$queens" --print "$total.solutions" --screenshot "$SHOTS/hostile-huge.png"
expect_clean "a 10 MB problem"
read -r length seconds <<<"$(sed -n 1p "$OUT")"
echo "# the 10 MB problem ($length characters, $(wc -c <"$WORK/huge.dlx") in the file) took $seconds s (not a timed test)"
expect_true "a 10 MB problem: the same text as the file dlx read" [ "$length" = "$(wc -c <"$WORK/huge.dlx")" ]
expect_true "a 10 MB problem: counted as dlx counts it ($want) within 180 s, and the page then counts 6 queens" \
	eval '[ "$(sed -n 2p "$OUT")" = "$want|" ] && [ "$(sed -n 4p "$OUT")" = 4 ]'

# ---- 4. Stop on the playground ----
# Counting the 14,772,512 solutions of 16 queens takes the engine hours here: Stop ends the
# count within moments, in one search and side by side, and the page then counts 6 queens as
# dlx does.
queens16="problem=$(uri "$(cat "$ROOT/data/exact-cover/queens-16.dlx")")"
queens6=$ROOT/data/exact-cover/queens-6.dlx
"$DLX" --stats --memo 0 "$queens6" >"$WORK/count" 2>"$WORK/stats"
want="$(cat "$WORK/count") $(sed -n 's/^nodes: //p' "$WORK/stats")"
compare='document.getElementById("ec-compare").dataset'
for mode in '' '&compare'; do
	browse "$BASE/exact-cover.html#$queens16&step=0$mode" --until "$total.status === 'counting'" \
		--run 'await new Promise((r) => setTimeout(r, 1000))' \
		--run 'window.__stopped = performance.now(); document.getElementById("ec-stop").click()' \
		--timeout 5 --until "$total.status === 'stopped'" \
		--print "$total.status + ' ' + ($compare.status || '') + ' ' + document.getElementById('ec-stop').disabled" \
		--print 'Math.round(performance.now() - window.__stopped)' \
		--run "location.hash = '#problem=' + encodeURIComponent($(js_string "$(cat "$queens6")")) + '&end'" \
		--timeout 30 --until "$counted" --print "$total.solutions + ' ' + $total.nodes"
	expect_clean "Stop${mode:+ side by side}"
	stopped="stopped $([ -n "$mode" ] && echo stopped || echo idle) true"
	expect_true "Stop${mode:+ side by side} ends the count of 16 queens ($stopped, in $(sed -n 2p "$OUT") ms)" \
		eval '[ "$(sed -n 1p "$OUT")" = "$stopped" ] && [ "$(sed -n 2p "$OUT")" -lt 3000 ]'
	expect_true "after Stop${mode:+ side by side}: 6 queens counted as dlx counts it ($want)" [ "$(sed -n 3p "$OUT")" = "$want" ]
done
finish
