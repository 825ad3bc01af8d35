#!/usr/bin/env bash
# End-to-end tests of HoDoKu's names (--names, "name" in JSON) and of the
# solver limited to some techniques (--techniques, --without) in explain,
# hint and rate. The names are checked by a python3 classifier written here
# from the chains' cells, each named step's eliminations against the
# solution `sudoku solve` finds, and the limits against the JSON steps.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
# 17-clue puzzles (data/17clue-1000.txt) whose solutions take a skyscraper,
# a 2-string kite, a turbot fish, an X-chain, a W-wing and unique rectangles
cat >"$WORK/chains" <<'EOF'
.................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5
.................1..2..3..4.......5......4.....3..678.....9.2...1.5.....64.1.....
.................1..2..3..4.......5.....3..6247..1.........7.8...6...9...1.8.....
EOF
"$SUDOKU" solve "$WORK/chains" >"$WORK/solutions"

run "$SUDOKU" explain -f json "$WORK/chains"
expect_status "explain -f json: exit 0" 0
cp "$OUT" "$WORK/json"
expect_true "each chain's name fits its shape, its eliminations the solution" \
	"$PY" - "$WORK/json" "$WORK/solutions" <<'PYEOF'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
sols = [l.strip() for l in open(sys.argv[2])]
def rc(cell): return int(cell[1]) - 1, int(cell[3]) - 1
def unit(a, b):
    (r1, c1), (r2, c2) = rc(a), rc(b)
    if r1 == r2: return "row"
    if c1 == c2: return "col"
    return "box" if (r1 // 3, c1 // 3) == (r2 // 3, c2 // 3) else None
def shape(nodes):
    cells = [n["cell"] for n in nodes]
    first, weak, last = unit(cells[0], cells[1]), unit(cells[1], cells[2]), unit(cells[2], cells[3])
    if first == last and first in ("row", "col") and weak == ({"row": "col", "col": "row"}[first]):
        return "skyscraper"
    if {first, last} == {"row", "col"} and weak == "box":
        return "two-string-kite"
    return "turbot-fish"
seen, bad = set(), []
for row, sol in zip(rows, sols):
    for s in row["steps"]:
        for e in s["eliminations"]:
            r, c = rc(e["cell"])
            if int(sol[r * 9 + c]) == e["digit"]:
                bad.append(("removes the answer", s["text"]))
        if s["technique"] != "x-chain":
            continue
        nodes = s["chains"][0]["nodes"]
        want = shape(nodes) if len(nodes) == 4 else "x-chain"
        seen.add(s["name"])
        if s["name"] != want:
            bad.append((want, s["name"], s["text"]))
print(bad, sorted(seen))
sys.exit(bool(bad) or not {"skyscraper", "two-string-kite", "turbot-fish", "x-chain"} <= seen)
PYEOF
expect_true "the W-wing is named" grep -q '"name":"w-wing"' "$WORK/json"
expect_true "the unique rectangles are named by type" grep -q '"name":"unique-rectangle-4"' "$WORK/json"

run "$SUDOKU" explain "$WORK/chains"
cp "$OUT" "$WORK/hodoku"
run "$SUDOKU" explain --names se "$WORK/chains"
cp "$OUT" "$WORK/se"
expect_true "--names se: SE's words, the rest of each line the same" \
	"$PY" -c '
import sys
a, b = (open(sys.argv[k]).read().splitlines() for k in (1, 2))
se = {"skyscraper": "X-chain", "2-string kite": "X-chain", "turbot fish": "X-chain",
      "X-chain": "X-chain", "W-wing": "alternating inference chain",
      "alternating inference chain": "alternating inference chain"}
def fix(line):
    for h, s in se.items():
        if line.startswith(h + ": "):
            return s + line[len(h):]
    return line.replace(" type 1 on", " on").replace(" type 2 on", " on").replace(
        " type 3 on", " on").replace(" type 4 on", " on")
sys.exit(len(a) != len(b) or any(fix(x) != y for x, y in zip(a, b)) or a == b)
' "$WORK/hodoku" "$WORK/se"

# the ratings do not depend on the names, and all techniques listed are no limit
run "$SUDOKU" rate -f json "$WORK/chains"
cp "$OUT" "$WORK/rated"
all=full-house,hidden-single-box,hidden-single-line,direct-pointing,direct-claiming
all=$all,direct-hidden-pair,naked-single,direct-hidden-triple,pointing,claiming,naked-pair
all=$all,x-wing,hidden-pair,naked-triple,swordfish,hidden-triple,xy-wing,xyz-wing
all=$all,unique-rectangle,naked-quad,jellyfish,hidden-quad,bug-plus-one,x-chain,aic
all=$all,cell-forcing-chains,region-forcing-chains,dynamic-contradiction,dynamic-plus
all=$all,nested-forcing-chains,last-resort
run "$SUDOKU" rate -f json --techniques "$all" "$WORK/chains"
expect_out_file "rate --techniques with every technique: the same ratings" "$WORK/rated"

# left out, a technique is never used; HoDoKu's name stands for its technique
for without in x-chain skyscraper; do
	run "$SUDOKU" rate -f json --without "$without" "$WORK/chains"
	expect_status "rate --without $without: exit 0" 0
	expect_true "rate --without $without: no X-chain step" \
		"$PY" -c '
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
sys.exit(len(rows) != 3 or any("x-chain" in r["steps"] for r in rows))
' "$OUT"
done
run "$SUDOKU" explain -f json --without x-chain,unique-rectangle "$WORK/chains"
expect_true "explain --without: the steps keep to what is allowed" \
	"$PY" -c '
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
sys.exit(any(s["technique"] in ("x-chain", "unique-rectangle") for r in rows for s in r["steps"]))
' "$OUT"

# too few techniques: the first puzzle stops after its singles, at a direct claiming
head -1 "$WORK/chains" >"$WORK/first"
singles=full-house,hidden-single,naked-single
run "$SUDOKU" explain --techniques "$singles" "$WORK/first"
expect_status "explain, stuck: exit 1" 1
expect_out "explain, stuck: nothing written" ""
expect_err_has "explain, stuck: the step needed is named" \
	"first:1: no technique allowed finds the next step after 11 steps: it needs direct-claiming"
run "$SUDOKU" rate --techniques "$singles" "$WORK/first"
expect_status "rate, stuck: exit 1" 1
expect_err_has "rate, stuck: the step needed is named" "it needs direct-claiming"
run "$SUDOKU" hint --techniques bug-plus-one "$WORK/first"
expect_status "hint, no allowed step: exit 1" 1
expect_err_has "hint, no allowed step: the step needed is named" \
	"first:1: no technique allowed finds the next step: it needs hidden-single-box"
run "$SUDOKU" hint --without hidden-single-box "$WORK/first"
hint=$(cat "$OUT")
# a single of a row or column, since boxes are left out, and the digit the solution has
expect_true "hint --without hidden-single-box: a hidden single in a line, right ('$hint')" \
	"$PY" -c '
import re, sys
m = re.fullmatch(r"hidden single in (row|column) \d: r(\d)c(\d)=(\d)", sys.argv[1])
sol = open(sys.argv[2]).readline().strip()
sys.exit(not m or int(sol[(int(m[2]) - 1) * 9 + int(m[3]) - 1]) != int(m[4]))
' "$hint" "$WORK/solutions"

# bad lists: exit 2, the option and the value named, no output file made
for list in nope x-wing,nope x-wing, ,x-wing ""; do
	run "$SUDOKU" hint --techniques "$list" -o "$WORK/never" "$WORK/first"
	expect_status "--techniques '$list': exit 2" 2
	expect_err_has "--techniques '$list': the value named" \
		"--techniques needs technique names separated by commas (see --help), not '$list'"
	expect_true "--techniques '$list': no output file" test ! -e "$WORK/never"
done
run "$SUDOKU" rate --without Skyscraper "$WORK/first"
expect_status "names are lower case: exit 2" 2
run "$SUDOKU" explain --names hodoku,se "$WORK/first"
expect_status "--names takes one of two: exit 2" 2
finish
