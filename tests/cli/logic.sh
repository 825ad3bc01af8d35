#!/usr/bin/env bash
# End-to-end tests of explain, hint, print and rate's new formats.
# The JSON contract is replayed against `sudoku solve`'s solutions by an
# independent checker written here (python3, which meson itself needs): every
# placement is the solution's digit, no elimination removes it, and the
# placements fill every empty cell. SVG: well-formed (xmllint), each digit's
# text position maps back to its cell (frame geometry read from the file),
# and the page renders to PNG (rsvg-convert).
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
TDATA=$SOURCE_ROOT/tests/data
# a spread of ratings, quick even under valgrind: every 10th line of the SE sample
awk 'NR % 10 == 1 { print $1 }' "$TDATA/se-rated-sample.txt" >"$WORK/mix"
head -1 "$WORK/mix" >"$WORK/one"
printf '%s\n' '1...............' >"$WORK/small"

# --- explain: the JSON contract ---
run "$SUDOKU" explain -f json "$WORK/mix"
expect_status "explain -f json: exit 0" 0
cp "$OUT" "$WORK/steps.json"
run "$SUDOKU" solve "$WORK/mix"
cp "$OUT" "$WORK/solutions"
cat >"$WORK/replay.py" <<'PY'
import json, sys
solutions = [l.strip() for l in open(sys.argv[2])]
bad = 0
for k, line in enumerate(open(sys.argv[1])):
    doc = json.loads(line)
    puzzle, solution = doc["puzzle"], solutions[k]
    cells = list(puzzle)
    def index(cell):
        r, c = cell[1:].split("c")
        return (int(r) - 1) * 9 + int(c) - 1
    for step in doc["steps"]:
        for p in step["placements"]:
            i = index(p["cell"])
            if int(solution[i]) != p["digit"]:
                bad += 1; print("wrong placement", puzzle, p, file=sys.stderr)
            cells[i] = str(p["digit"])
        for e in step["eliminations"]:
            if int(solution[index(e["cell"])]) == e["digit"]:
                bad += 1; print("eliminates the answer", puzzle, e, file=sys.stderr)
    if "".join(cells) != solution:
        bad += 1; print("steps do not end in the solution", puzzle, file=sys.stderr)
    hardest = max((s["difficulty"] for s in doc["steps"]), default=0)
    if abs(hardest - doc["rating"]) > 1e-9:
        bad += 1; print("rating is not the hardest step", puzzle, file=sys.stderr)
print("puzzles", k + 1, "bad", bad, file=sys.stderr)
sys.exit(1 if bad else 0)
PY
expect_true "explain -f json: steps replay to the engine's solutions" \
	python3 "$WORK/replay.py" "$WORK/steps.json" "$WORK/solutions"
expect_true "explain -f json: one object per puzzle" test "$(wc -l <"$WORK/steps.json")" -eq "$(wc -l <"$WORK/mix")"

# --- explain: text ---
run "$SUDOKU" explain "$WORK/one"
expect_status "explain: exit 0" 0
expect_true "explain: a header with the rating" grep -q '^# .* rating [0-9]*\.[0-9] (' "$OUT"
expect_true "explain: steps in standard notation" grep -Eq '^(hidden single in (box|row|column) [1-9]|full house in (box|row|column) [1-9]): r[1-9]c[1-9]=[1-9]$' "$OUT"
steps_json=$(python3 -c 'import json,sys; print(len(json.loads(open(sys.argv[1]).readline())["steps"]))' "$WORK/steps.json")
expect_true "explain: as many step lines as JSON steps" test "$(grep -vc '^#' "$OUT")" -eq "$steps_json"
printf '%s\n' '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6' >"$WORK/hard"
run "$SUDOKU" explain --candidates "$WORK/hard"
expect_true "explain --candidates: candidate grids drawn before hard steps" grep -q -- '-+-' "$OUT"

# --- hint: puzzle, pencil marks in both layouts ---
run "$SUDOKU" hint "$WORK/one"
expect_status "hint: exit 0" 0
expect_true "hint: the first explained step" test "$(cat "$OUT")" = "$(grep -v '^#' <("$SUDOKU" explain "$WORK/one") | head -1)"
run "$SUDOKU" print --candidates "$WORK/hard"
cp "$OUT" "$WORK/marks"
run "$SUDOKU" hint "$WORK/marks"
expect_status "hint on a 9x9 candidate grid: exit 0" 0
expect_true "hint on pencil marks gives a step" grep -Eq '(=|<>)[1-9]' "$OUT"
python3 - "$WORK/marks" >"$WORK/flat" <<'PY'
import sys
tokens = [t for t in open(sys.argv[1]).read().replace("|", " ").split() if t.isdigit()]
print("".join("".join(str(d) if str(d) in t else "." for d in range(1, 10)) for t in tokens))
PY
run "$SUDOKU" hint "$WORK/flat"
expect_status "hint on a 729-character string: exit 0" 0
expect_true "hint: both pencil layouts give the same step" test "$(cat "$OUT")" = "$("$SUDOKU" hint "$WORK/marks")"
run "$SUDOKU" hint -f json "$WORK/one"
expect_true "hint -f json: the step object" grep -q '^{"technique":"[a-z-]*","difficulty":[0-9.]*,"placements":\[' "$OUT"
printf '%s\n' '534678912672195348198342567859761423426853791713924856961537284287419635345286179' >"$WORK/solved"
run "$SUDOKU" hint "$WORK/solved"
expect_status "hint on a solved grid: exit 1" 1
expect_err_has "hint on a solved grid: says so" "already solved"
printf '12 3\n' >"$WORK/junk"
run "$SUDOKU" hint "$WORK/junk"
expect_status "hint on junk: exit 2" 2
expect_err_has "hint on junk: names the file and line" "junk:1"

# the bad-input corpus through hint's own reader: the reader's message, never a crash
for f in short-line long-line letter-in-9x9 ragged-grid truncated-grid; do
	run "$SUDOKU" hint "$SOURCE_ROOT/tests/bad-input/sudoku/$f.txt"
	expect_status "hint $f: exit 2" 2
	expect_err_has "hint $f: the reader's message" "$(grep "sudoku/$f.txt" "$SOURCE_ROOT/tests/bad-input/cases.txt" | cut -d'|' -f4 | sed 's/^ *[^:]*:[0-9]*//; s/^:[0-9]*//')"
done
sed '3s/^\([1-9]*\) /\1x /' "$WORK/marks" >"$WORK/bad-marks"
run "$SUDOKU" hint "$WORK/bad-marks"
expect_status "hint on a candidate grid with a stray letter: exit 2" 2
expect_err_has "hint on bad marks: line and column" "bad-marks:3:"

# --- rate formats ---
run "$SUDOKU" rate -f json "$WORK/mix"
expect_status "rate -f json: exit 0" 0
expect_true "rate -f json: ratings equal explain's" test \
	"$(python3 -c 'import json,sys; print(" ".join(str(json.loads(l)["rating"]) for l in open(sys.argv[1])))' "$OUT")" = \
	"$(python3 -c 'import json,sys; print(" ".join(str(json.loads(l)["rating"]) for l in open(sys.argv[1])))' "$WORK/steps.json")"
expect_true "rate -f json: step counts add up to explain's steps" python3 - "$OUT" "$WORK/steps.json" <<'PY'
import json, sys
from collections import Counter
for a, b in zip(open(sys.argv[1]), open(sys.argv[2])):
    counts = json.loads(a)["steps"]
    explained = Counter(s["technique"] for s in json.loads(b)["steps"])
    assert counts == dict(explained), (counts, explained)
PY
run "$SUDOKU" rate -f csv "$WORK/mix"
expect_true "rate -f csv: a header and one row per puzzle" test "$(wc -l <"$OUT")" -eq $(($(wc -l <"$WORK/mix") + 1))
expect_true "rate -f csv: same column count on every row" test "$(awk -F, '{print NF}' "$OUT" | sort -u | wc -l)" -eq 1
"$SUDOKU" generate --size 4 --seed 3 -n 2 >"$WORK/four-by-four"
run "$SUDOKU" rate "$WORK/four-by-four"
expect_status "rate 4x4: exit 0" 0
expect_true "rate 4x4: no SE rating, level or technique; the search effort" \
	test "$(awk 'NF == 6 && $2 == "-" && $3 == "-" && $4 == "-" && $5 ~ /^[0-9]+\.[0-9]$/' "$OUT" | wc -l)" -eq 2
run "$SUDOKU" rate -f json "$WORK/four-by-four"
expect_true "rate -f json 4x4: null rating, hardest and level, no steps" \
	test "$(grep -c '"rating":null,"ep":null,"ed":null,"hardest":null,"level":null,.*"steps":{}}$' "$OUT")" -eq 2
run "$SUDOKU" rate -f yaml "$WORK/mix"
expect_status "rate -f yaml: exit 2" 2

# --- a full grid needs no step: explain, rate and print all say "none" ---
# (explain once named its hardest step "full-house" while rate said "none";
# Wikipedia's published solution is the grid, one cell emptied the contrast)
FULL=534678912672195348198342567859761423426853791713924856961537284287419635345286179
echo "$FULL" >"$WORK/full"
run "$SUDOKU" explain "$WORK/full"
expect_out "explain, full grid: rating 0.0, hardest none, no step" "# $FULL rating 0.0 (none)"
run "$SUDOKU" explain -f json "$WORK/full"
expect_true "explain -f json, full grid: hardest none" grep -qF '"rating":0.0,"hardest":"none","steps":[]' "$OUT"
run "$SUDOKU" rate "$WORK/full"
expect_true "rate, full grid: hardest none" test "$(cut -d' ' -f4 "$OUT")" = none
run "$SUDOKU" print -f svg "$WORK/full"
expect_true "print -f svg, full grid: the title says none" grep -qF '(gentle, none)' "$OUT"
echo ".${FULL:1}" >"$WORK/almost-full"
run "$SUDOKU" explain "$WORK/almost-full"
expect_true "explain, one empty cell: a full house" grep -qF 'rating 1.0 (full-house)' "$OUT"
run "$SUDOKU" rate "$WORK/almost-full"
expect_true "rate, one empty cell: a full house" test "$(cut -d' ' -f4 "$OUT")" = full-house

# --- print: pretty and SVG ---
run "$SUDOKU" print "$WORK/one"
expect_status "print: exit 0" 0
expect_true "print: a pretty grid" grep -q '+' "$OUT"
head -4 "$WORK/mix" >"$WORK/four"
run "$SUDOKU" print -f svg --per-page 4 --candidates "$WORK/four"
expect_status "print -f svg: exit 0" 0
cp "$OUT" "$WORK/page.svg"
if command -v xmllint >/dev/null; then
	expect_true "print -f svg: well-formed XML" xmllint --noout "$WORK/page.svg"
else
	fail "xmllint is missing (.ci/run installs libxml2-utils)"
fi
# A title with a control character, bytes that are not UTF-8, and markup
# once made SVG no XML parser reads; a file name is a title too.
for title in $'a\x01b' $'caf\xe9 \xff\xfe' '<b>&amp;"x"' $'\xe2\x82' $'\xef\xbf\xbe'; do
	run "$SUDOKU" print -f svg --title "$title" "$WORK/one"
	cp "$OUT" "$WORK/titled.svg"
	expect_true "print -f svg --title $(printf %q "$title"): well-formed XML" \
		xmllint --noout "$WORK/titled.svg"
done
run "$SUDOKU" print -f svg --title '<b>&amp;"x"' "$WORK/one"
expect_true "print -f svg --title: markup written as text" \
	grep -qF '&lt;b&gt;&amp;amp;&quot;x&quot;' "$OUT"
cp "$WORK/one" "$WORK/"$'bad\x02name\xff.txt'
run "$SUDOKU" explain -f svg "$WORK/"$'bad\x02name\xff.txt'
cp "$OUT" "$WORK/named.svg"
expect_true "explain -f svg on a file name of control and non-UTF-8 bytes: well-formed XML" \
	xmllint --noout "$WORK/named.svg"
cat >"$WORK/cells.py" <<'PY'
import re, sys
# frames give each grid's x, y and size; a digit's text maps to the cell under it
svg = open(sys.argv[1]).read()
puzzles = [l.split()[0] for l in open(sys.argv[2])]
groups = re.findall(r'<g class="puzzle"[^>]*>(.*?)</g>', svg, re.S)
assert len(groups) == len(puzzles), (len(groups), len(puzzles))
for body, puzzle in zip(groups, puzzles):
    x, y, w = map(float, re.search(r'class="frame" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"', body).groups())
    seen = ["."] * 81
    for tx, ty, d in re.findall(r'class="given" x="([\d.]+)" y="([\d.]+)"[^>]*>(\d)<', body):
        col, row = int((float(tx) - x) / (w / 9)), int((float(ty) - y) / (w / 9))
        seen[row * 9 + col] = d
    assert "".join(seen) == puzzle.replace("0", "."), ("".join(seen), puzzle)

PY
expect_true "print -f svg: every given at its cell" python3 "$WORK/cells.py" "$WORK/page.svg" "$WORK/four"
expect_true "print -f svg: one A4 page for four grids at four a page" grep -q 'height="297mm"' "$WORK/page.svg"
if command -v rsvg-convert >/dev/null; then
	expect_true "print -f svg: renders to PNG" rsvg-convert -w 600 -o "$WORK/page.png" "$WORK/page.svg"
	expect_true "print -f svg: the PNG is a PNG" test "$(head -c 4 "$WORK/page.png" | tail -c 3)" = "PNG"
else
	fail "rsvg-convert is missing (.ci/run installs librsvg2-bin)"
fi
run "$SUDOKU" solve -f svg "$WORK/four"
expect_status "solve -f svg: exit 0" 0
cp "$OUT" "$WORK/solved.svg"
"$SUDOKU" solve "$WORK/four" >"$WORK/four-solutions"
sed 's/class="solved"/class="given"/' "$WORK/solved.svg" >"$WORK/all-digits.svg"
expect_true "solve -f svg: givens and solved digits together are the solution, cell by cell" \
	python3 "$WORK/cells.py" "$WORK/all-digits.svg" "$WORK/four-solutions"
expect_true "solve -f svg: givens alone are the puzzle" python3 "$WORK/cells.py" "$WORK/solved.svg" "$WORK/four"
run "$SUDOKU" solve -f svg "$WORK/small"
expect_status "solve -f svg on 4x4: exit 2" 2
run "$SUDOKU" explain -f svg --step 3 "$WORK/one"
expect_status "explain -f svg --step 3: exit 0" 0
cp "$OUT" "$WORK/step.svg"
expect_true "explain -f svg: well-formed XML" xmllint --noout "$WORK/step.svg"
expect_true "explain -f svg: the step's placement highlighted" grep -q 'class="hl-placed"' "$WORK/step.svg"
third=$(grep -v '^#' <("$SUDOKU" explain "$WORK/one") | sed -n 3p)
expect_true "explain -f svg: the title names step 3" grep -qF "step 3: $third" "$WORK/step.svg"

# --- generate --rating ---
run "$SUDOKU" generate -n 3 --seed 5 --rating 3.0-5.0
expect_status "generate --rating 3.0-5.0: exit 0" 0
cp "$OUT" "$WORK/made"
run "$SUDOKU" rate "$WORK/made"
expect_true "generate --rating: every puzzle rates in range" \
	test "$(awk '$2 < 3.0 || $2 > 5.0' "$OUT" | wc -l)" -eq 0
expect_true "generate --rating: three puzzles" test "$(wc -l <"$OUT")" -eq 3
run "$SUDOKU" generate --seed 1 --rating 11.5-12 --attempts 2
expect_status "generate --rating out of reach: exit 1" 1
run "$SUDOKU" generate --rating 4-3
expect_status "generate --rating 4-3: exit 2" 2
run "$SUDOKU" generate --size 4 --rating 1-2
expect_status "generate --rating on 4x4: exit 2" 2

# --- bad input and usage ---
printf '%s\n' '1234' >"$WORK/bad"
run "$SUDOKU" explain "$WORK/bad"
expect_status "explain bad input: exit 2" 2
run "$SUDOKU" explain "$WORK/small"
expect_status "explain 4x4: exit 2 (9x9 only)" 2
expect_err_has "explain 4x4: says why" "9x9 puzzles only"
head -1 "$SOURCE_ROOT/data/several-solutions-200.txt" >"$WORK/several"
run "$SUDOKU" explain "$WORK/several"
expect_status "explain, several solutions: exit 1" 1
run "$SUDOKU" explain --step 0 "$WORK/one"
expect_status "explain --step 0: exit 2" 2
# past the last step: once exit 0 with a bare grid; now exit 2 as dlx --svg-matrix --step
run "$SUDOKU" explain -f svg --step 10000 "$WORK/one"
expect_status "explain -f svg --step 10000: exit 2" 2
expect_err_has "explain -f svg --step 10000: says how many steps there are" \
	"--step 10000: the solution has only"
expect_true "explain -f svg --step 10000: no page of a bare grid" bash -c "! grep -q '<text' '$OUT'"
run "$SUDOKU" print --per-page 9 "$WORK/one"
expect_status "print --per-page 9: exit 2" 2
run "$SUDOKU" explain -o "$WORK/one" "$WORK/one"
expect_status "explain -o onto its input: exit 2" 2
expect_true "explain -o onto its input: input untouched" test "$(cat "$WORK/one")" = "$(awk 'NR == 1 { print $1 }' "$TDATA/se-rated-sample.txt")"
for cmd in explain hint print; do
	run "$SUDOKU" "$cmd" --help
	expect_status "$cmd --help: exit 0" 0
	expect_true "$cmd --help names the exit codes" grep -q "Exit codes" "$OUT"
done
finish
