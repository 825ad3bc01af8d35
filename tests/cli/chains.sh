#!/usr/bin/env bash
# End-to-end: chains as data, and serate's three figures.
# - Every chain `sudoku explain -f json` gives (dynamic chains included:
#   see the replay for what it checks of them) for the first 40 puzzles (4 when sanitized) of
#   data/hardest-1000.txt and
#   the logic samples is replayed by tests/cli/chain_replay.py, which keeps its
#   own pencil marks: each strong link a conjugate pair or bivalue cell at
#   that step, each weak link a peer or same-cell pair, the conclusion
#   following. A chain with a broken link must be caught.
# - explain and hint write chains in Eureka notation, forcing chains one a
#   line under their step.
# - rate's ER/EP/ED (-f json, -f TEMPLATE) against serate's on
#   tests/data/se-erpd-sample.txt.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?}" "${SOURCE_ROOT:?}"
PY=/usr/bin/python3
REPLAY=$SOURCE_ROOT/tests/cli/chain_replay.py
DATA=$SOURCE_ROOT/tests/data
# Runs without $E2E_WRAPPER. The explain over a couple of hundred puzzles takes
# a minute natively and most of an hour under valgrind, and the runs on
# single puzzles below take the same paths wrapped. The replay is Python,
# not this project's code.
run_bare() { "$@" >"$OUT" 2>"$ERR"; STATUS=$?; }

# the first 16 of the hardest: every one of them climbs to nested forcing chains,
# which take seconds each, and their chains are most of what the replay reads; a
# sanitized build (E2E_SANITIZED, set by .ci/run), several times slower, takes
# the first two, 40 of the rated sample, and the logic sample without its
# lines 62-74 (the "98.7" family, seconds each, whose chain kinds the rest still have)
hard=16 rated=1000 skip=
[ -n "${E2E_SANITIZED:-}" ] && hard=2 rated=40 skip=62,74d
{
	head -"$hard" "$SOURCE_ROOT/data/hardest-1000.txt"
	sed "$skip" "$DATA/logic-sample.txt"
} >"$WORK/puzzles.txt"
head -"$rated" "$DATA/se-rated-sample.txt" | cut -d' ' -f1 >>"$WORK/puzzles.txt"
run_bare "$SUDOKU" explain -f json "$WORK/puzzles.txt"
expect_status "explain -f json over $hard of the hardest and the samples" 0
cp "$OUT" "$WORK/steps.json"
run_bare "$PY" "$REPLAY" "$WORK/steps.json"
expect_status "every chain replays against the pencil marks" 0
for t in x-chain aic cell-forcing-chains region-forcing-chains dynamic-contradiction dynamic-plus \
	nested-forcing-chains; do
	expect_true "steps of $t with chains were replayed" grep -qE "^steps of $t with chains: [1-9]" "$OUT"
done
if grep -qE '^[0-9]+ puzzles, [0-9]{4,} chains checked, 0 faults$' "$OUT"; then
	pass "thousands of chains were checked: $(tail -1 "$OUT")"
else fail "thousands of chains were checked" "$(tail -5 "$OUT")"; fi

# the checker is not blind: a strong link turned weak, a cell moved
# (each broken file holds only the puzzles changed, so the replays stay short)
sed '0,/"links":\["strong"/s//"links":["weak"/' "$WORK/steps.json" | grep -vxF -f "$WORK/steps.json" >"$WORK/weak.json"
run_bare "$PY" "$REPLAY" "$WORK/weak.json"
expect_status "a strong link written weak is caught" 1
sed -E '0,/"chains":\[\{"depth":0,"nodes":\[\{"cell":"r[0-9]c[0-9]"/s//"chains":[{"depth":0,"nodes":[{"cell":"r9c9"/' \
	"$WORK/steps.json" | grep -vxF -f "$WORK/steps.json" >"$WORK/moved.json"
run_bare "$PY" "$REPLAY" "$WORK/moved.json"
expect_status "a chain node moved to another cell is caught" 1

# a dynamic chain is checked against its assumption: a node turned into
# its opposite (strong link made weak) or a node moved must be caught
cat >"$WORK/break.py" <<'PY'
import json, sys
how, out = sys.argv[1], []
done = False
for line in open(sys.argv[2]):
    r = json.loads(line)
    for s in r["steps"]:
        if not done and s["technique"] == ("dynamic-contradiction" if how == "flip" else "dynamic-plus") and len(s["chains"][0]["links"]) > 4:
            c = s["chains"][0]
            if how == "flip":
                k = c["links"].index("strong")
                c["links"][k] = "weak"
            else:
                c["nodes"][3]["cell"] = "r9c9" if c["nodes"][3]["cell"] != "r9c9" else "r1c1"
            done = True
            out.append(json.dumps(r))
print("\n".join(out))
PY
"$PY" "$WORK/break.py" flip "$WORK/steps.json" >"$WORK/flip.json"
run_bare "$PY" "$REPLAY" "$WORK/flip.json"
expect_status "a dynamic chain's strong link written weak is caught" 1
"$PY" "$WORK/break.py" move "$WORK/steps.json" >"$WORK/move.json"
run_bare "$PY" "$REPLAY" "$WORK/move.json"
expect_status "a dynamic chain's node moved to another cell is caught" 1

# a nested chain is checked with its inner steps: a node of the outer chain
# moved, a node of an inner chain moved, or the inner chains left out (the
# outer chain then rests on facts nobody shows) must be caught; the first
# puzzle with such a step is replayed, whole and then broken
cat >"$WORK/nested.py" <<'PY'
import json, sys
how = sys.argv[1]
for line in open(sys.argv[2]):
    r = json.loads(line)
    s = next((s for s in r["steps"] if s["technique"] == "nested-forcing-chains"
              and len(s.get("chains", [])) > 2), None)
    if s is None:
        continue
    c = s["chains"]
    if how == "drop":
        s["chains"] = c[:2]
    elif how != "whole":
        n = c[0 if how == "outer" else 2]["nodes"][1]
        n["cell"] = "r9c9" if n["cell"] != "r9c9" else "r1c1"
    print(json.dumps(r))
    break
PY
"$PY" "$WORK/nested.py" whole "$WORK/steps.json" >"$WORK/nested-whole.json"
run_bare "$PY" "$REPLAY" "$WORK/nested-whole.json"
expect_status "the puzzle of the first nested step with inner chains replays" 0
expect_true "and its nested step was replayed" grep -q "^steps of nested-forcing-chains with chains: [1-9]" "$OUT"
for how in outer inner drop; do
	"$PY" "$WORK/nested.py" $how "$WORK/steps.json" >"$WORK/nested-$how.json"
	run_bare "$PY" "$REPLAY" "$WORK/nested-$how.json"
	expect_status "a nested chain broken ($how) is caught" 1
done

# every chain step of those puzzles shows its chains, none cut
run_bare "$PY" "$SOURCE_ROOT/tests/cli/chainless.py" "$WORK/steps.json"
expect_status "no chain step of the hardest and the samples is without chains" 0

# SE's level 4: each branch searches whole dynamic forcing chains on its marks, and
# the step shows its outer chains, as levels 2 and 3 do; they replay, and a node
# of one moved is caught (a puzzle of the forum's 2011 hardest list)
DEEP=........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4
run_bare "$SUDOKU" explain -f json <<<"$DEEP"
cp "$OUT" "$WORK/deep.json"
expect_true "the puzzle has a nested step of level 4" grep -q '(+ dynamic forcing chains' "$WORK/deep.json"
run_bare "$PY" "$REPLAY" "$WORK/deep.json"
expect_status "its chains, the level-4 steps' too, replay" 0
run_bare "$PY" "$SOURCE_ROOT/tests/cli/chainless.py" "$WORK/deep.json"
expect_status "no chain step of the deep puzzle is without chains" 0
cat >"$WORK/deep.py" <<'PY'
import json, sys
how, r = sys.argv[1], json.loads(open(sys.argv[2]).readline())
s = next(s for s in r["steps"] if "(+ dynamic forcing chains" in s["text"])
if how == "count":
    print(len(s["chains"]) if not any(c["cut"] for c in s["chains"]) else 0)
    sys.exit(0)
n = s["chains"][0]["nodes"][1]
n["cell"] = "r9c9" if n["cell"] != "r9c9" else "r1c1"
print(json.dumps(r))
PY
n=$("$PY" "$WORK/deep.py" count "$WORK/deep.json")
expect_true "its level-4 step shows its outer chains, none cut ($n)" [ "$n" -gt 0 ]
"$PY" "$WORK/deep.py" move "$WORK/deep.json" >"$WORK/deep-move.json"
run_bare "$PY" "$REPLAY" "$WORK/deep-move.json"
expect_status "a level-4 chain's node moved to another cell is caught" 1

# Eureka notation in the text forms: the X-chain of this puzzle's first
# chain step, checked by hand: 7 in column 2 only at r2c2 and r4c2, r4c2
# sees r6c3 (box 4), 7 in row 6 only at r6c3 and r6c6; r2c6 sees r2c2 and
# r6c6, so it cannot be 7. A column and a row tied in a box: HoDoKu's
# 2-string kite, the name it opens with.
XP=................12..1..3.......1..3..4...5...23......6....2...4...6..7....5.....8
run "$SUDOKU" explain <<<"$XP"
expect_true "explain writes the X-chain in Eureka notation" \
	grep -qxF '2-string kite: (7)r2c2=r4c2-r6c3=(7)r6c6 => r2c6<>7' "$OUT"
# the SVG step: the X-chain's links as arrows, the two strong solid, the weak one dashed
step=$(grep -n -F '2-string kite: (7)r2c2=' "$OUT" | cut -d: -f1)
run "$SUDOKU" explain -f svg --step $((step - 1)) <<<"$XP"
strong=$(grep -c '<line class="link-strong"[^>]*stroke="#c05000"' "$OUT")
weak=$(grep -c '<line class="link-weak"[^>]*stroke-dasharray' "$OUT")
heads=$(grep -c '<path d="M[0-9.,L]*z" fill="#c05000"' "$OUT")
expect_true "the SVG step draws 2 strong links solid, 1 weak dashed, 3 arrowheads" \
	[ "$strong,$weak,$heads" = "2,1,3" ]
expect_true "a strong link's line is not dashed" \
	bash -c "! grep '<line class=\"link-strong\"' '$OUT' | grep -q dasharray"
# a region forcing chain: its branches, one a line, indented under it
FP=................12..3.45...............1....6.74.3........8.5..19.2.....6.....4..
run "$SUDOKU" explain <<<"$FP"
expect_true "explain writes forcing chains one a line, indented" \
	grep -qx -A3 -F 'region forcing chains on the places of 9 in column 5 => r5c6<>9' "$OUT"
if grep -A3 -F 'region forcing chains on the places of 9 in column 5' "$OUT" | tail -3 |
	grep -qvE '^  \(9\)r[245]c5(-|$)'; then
	fail "each branch starts at a place of 9 in column 5" "$(grep -A3 -F 'on the places of 9' "$OUT")"
else pass "each branch starts at a place of 9 in column 5"; fi

# hint, on the marks explain --candidates prints before that step: the same lines
grep -A3 -F 'region forcing chains on the places of 9 in column 5' "$OUT" >"$WORK/forcing.txt"
run "$SUDOKU" explain --candidates <<<"$FP"
n=$(grep -n -F 'region forcing chains on the places of 9 in column 5' "$OUT" | cut -d: -f1)
sed -n "$((n - 11)),$((n - 1))p" "$OUT" >"$WORK/marks.txt"
run "$SUDOKU" hint "$WORK/marks.txt"
expect_out_file "hint writes the forcing chains under the step as explain does" "$WORK/forcing.txt"
run "$SUDOKU" hint --level 2 "$WORK/marks.txt"
expect_out "hint --level 2 gives no chains away" \
	"region forcing chains on the places of 9 in column 5"

# rate: ER/EP/ED against serate's
cut -d' ' -f1 "$DATA/se-erpd-sample.txt" >"$WORK/erpd.txt"
run "$SUDOKU" rate -f '%g ED=%r/%p/%d' "$WORK/erpd.txt"
expect_status "rate -f TEMPLATE" 0
same=$(join <(sort "$DATA/se-erpd-sample.txt") <(sort "$OUT") |
	awk '{ split($2, a, "/"); split($3, b, "/"); if (a[2] == b[2] && a[3] == b[3]) n++ } END { print n + 0 }')
if [ "$same" -ge 42 ]; then pass "EP and ED equal serate's on $same of 46 puzzles (90 % wanted)"
else fail "EP and ED equal serate's on 90 % of 46 puzzles" "only $same"; fi
run "$SUDOKU" rate -f json "$WORK/erpd.txt"
ok=$("$PY" -c '
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
text = {l.split()[0]: l.split()[1] for l in open(sys.argv[2])}
print(all("%s/%s/%s" % (r["rating"], r["ep"], r["ed"]) == text[r["puzzle"]] for r in lines)
      and len(lines) == len(text))' "$OUT" <(paste -d' ' "$WORK/erpd.txt" <("$SUDOKU" rate -f '%r/%p/%d' "$WORK/erpd.txt")))
expect_true "rate -f json's rating, ep and ed are the template's %r %p %d" [ "$ok" = True ]
run "$SUDOKU" rate -f '%t%%%g' <<<"$XP"
expect_out "%t is a tab, %% a percent sign, %g the puzzle" "$(printf '\t%%%s' "$XP")"
run "$SUDOKU" rate -f '%q' <<<"$XP"
expect_status "an unknown conversion is bad usage" 2
expect_err_has "and says what -f takes" "a template of %r %p %d %g %t %%"
finish
