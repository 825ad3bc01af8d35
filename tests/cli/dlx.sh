#!/usr/bin/env bash
# End-to-end: the `dlx` command, `dlx-instances` and `sudoku export --dlx`.
# Known answers: the published counts written into the bundled instances
# ("| expected: N solutions"), hand-derived transcripts of Knuth's example,
# a brute-force count of the word squares, and the Sudoku solver's answer.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
INSTANCES=$(dirname "$DLX")/dlx-instances
SUDOKU=${SUDOKU:?}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

expected_count() { sed -n 's/^| expected: \([0-9]*\) solutions$/\1/p' "$1"; }

# ---- Published counts (the quick instances; the big ones are for bench/exact-cover.sh) ----
quick="knuth-example knuth-colors word-squares sudoku-empty-4x4 sudoku-17clue-1 pentomino-3x20 queens-8-twice"
for n in 4 5 6 7 8 9 10 11 12; do quick="$quick queens-$n"; done
for n in 3 4 5 6 7 8 9 10 11; do quick="$quick langford-$n"; done
for name in $quick; do
	file=$DATA/$name.dlx
	want=$(expected_count "$file")
	if [ -z "$want" ]; then fail "$name states its expected count" "no '| expected:' line"; continue; fi
	run "$DLX" "$file"
	expect_out "$name: $want solutions" "$want"
	if [ "$want" -gt 0 ]; then expect_status "$name: exit 0" 0; else expect_status "$name: exit 1 (none)" 1; fi
done
for n in 8 10 12; do
	expect_true "queens-$n.dlx states the published count" grep -q "^| expected: $(
		case $n in 8) echo 92 ;; 10) echo 724 ;; 12) echo 14200 ;; esac) solutions$" "$DATA/queens-$n.dlx"
done
expect_true "pentomino-6x10.dlx states 9356 (2339 x 4)" grep -q '^| expected: 9356 solutions$' "$DATA/pentomino-6x10.dlx"
expect_true "langford-7.dlx states 52" grep -q '^| expected: 52 solutions$' "$DATA/langford-7.dlx"
expect_true "langford-8.dlx states 300" grep -q '^| expected: 300 solutions$' "$DATA/langford-8.dlx"

# ---- The generator writes the bundled files ----
"$INSTANCES" queens 8 >queens-8.dlx
expect_true "dlx-instances queens 8 is the bundled file" cmp -s queens-8.dlx "$DATA/queens-8.dlx"
"$INSTANCES" langford 7 >langford-7.dlx
expect_true "dlx-instances langford 7 is the bundled file" cmp -s langford-7.dlx "$DATA/langford-7.dlx"
"$INSTANCES" pentomino 3 20 >p.dlx
expect_true "dlx-instances pentomino 3 20 is the bundled file" cmp -s p.dlx "$DATA/pentomino-3x20.dlx"
run "$DLX" p.dlx
expect_out "pentomino 3x20 from the generator: 8 tilings" "8"
"$INSTANCES" pentomino 20 3 >p.dlx
run "$DLX" p.dlx
expect_out "pentomino 20x3 (turned): 8 tilings" "8"
"$INSTANCES" queens 1 >q1.dlx
run "$DLX" q1.dlx
expect_out "one queen: 1 solution" "1"
run "$INSTANCES" pentomino 7 10
expect_status "pentomino 7x10 is refused" 2
expect_err_has "pentomino size message" "the box must have 60 cells"
run "$INSTANCES" queens 0
expect_status "queens 0 is refused" 2
run "$INSTANCES" sudoku 9
expect_status "unknown family is refused" 2
expect_err_has "unknown family message" "unknown family 'sudoku'"

# ---- Printing solutions ----
run "$DLX" --print "$DATA/knuth-example.dlx"
expect_out "--print shows the options by name" "c e
a d f
b g"
run "$DLX" --print=ids "$DATA/knuth-example.dlx"
expect_out "--print=ids shows option numbers" "0 3 4"
run "$DLX" --print=ids "$DATA/knuth-colors.dlx"
expect_out "colour example: options 1 and 3" "1 3"
run "$DLX" --print "$DATA/knuth-colors.dlx"
expect_out "colours printed as in the input" "p r x:A y
q x:A"
"$DLX" --print=ids "$DATA/queens-4.dlx" | sort >queens-4.txt
printf '1 7 8 14\n2 4 11 13\n' >queens-4-known.txt
expect_true "4 queens: the two solutions (squares 4(r-1)+(c-1))" cmp -s queens-4.txt queens-4-known.txt
run "$DLX" <"$DATA/queens-6.dlx"
expect_out "reads standard input" "4"

# ---- Limits ----
run "$DLX" --first "$DATA/queens-8.dlx"
expect_status "--first finds one: exit 0" 0
expect_out "--first: at least one" ">=1"
run "$DLX" --limit 10 --print=ids "$DATA/queens-8.dlx"
expect_true "--limit 10 prints 10 solutions" [ "$(wc -l <"$OUT")" -eq 10 ]
run "$DLX" --first --all "$DATA/queens-8.dlx"
expect_out "--all after --first counts everything" "92"
run "$DLX" --node-limit 100 "$DATA/queens-8.dlx"
expect_status "--node-limit: exit 1" 1
expect_err_has "--node-limit: says the count is partial" "dlx: count is partial: the node limit stopped the search"
run "$DLX" --time-limit 0.2 "$DATA/pentomino-6x10.dlx"
expect_status "--time-limit: exit 1" 1
expect_err_has "--time-limit: says the count is partial" "dlx: count is partial: the time limit stopped the search"
expect_true "--time-limit: partial count printed as >=N" grep -q '^>=[0-9]*$' "$OUT"
run "$DLX" "$DATA/langford-5.dlx"
expect_status "no solution: exit 1" 1

# ---- Shuffling keeps the answers and is reproducible ----
"$DLX" --print=ids "$DATA/queens-8.dlx" | sort >plain.txt
for seed in 1 2 3; do
	"$DLX" --print=ids --shuffle $seed "$DATA/queens-8.dlx" >shuffled-$seed.txt
	expect_true "--shuffle $seed: the same 92 solutions" cmp -s plain.txt <(sort shuffled-$seed.txt)
done
"$DLX" --print=ids --shuffle 2 "$DATA/queens-8.dlx" >again.txt
expect_true "--shuffle 2 twice: the same order" cmp -s again.txt shuffled-2.txt
files_differ() { ! cmp -s "$1" "$2"; }
expect_true "different seeds, different orders" files_differ shuffled-1.txt shuffled-2.txt

# ---- Statistics ----
run "$DLX" --stats --profile "$DATA/knuth-example.dlx"
expect_err_has "--stats: solutions" "solutions: 1"
expect_err_has "--stats: nodes (1 + 2 + 2 + 1, by hand)" "nodes: 6"
expect_err_has "--stats: max depth" "max depth: 3"
expect_err_has "--stats: branches (only the root chooses between two options, by hand)" "branches: 1"
expect_err_has "--stats: updates per second" "updates/s: "
expect_true "--profile: nodes per level 1 2 2 1 (by hand)" \
	[ "$(grep -A4 '^level nodes$' "$ERR" | tail -n 4 | awk '{ print $1 ":" $2 }' | paste -sd' ')" = "0:1 1:2 2:2 3:1" ]
run "$DLX" --progress=0.000001 "$DATA/queens-12.dlx"
expect_out "--progress leaves the count alone" "14200"
expect_true "--progress: lines with nodes, solutions and the fraction explored" \
	grep -qE '^progress: [0-9.]+ s, [0-9]+ nodes, [0-9]+ solutions, 0\.[0-9]{5} explored, about [0-9]+ s left, at [0-9]+/[0-9]+' "$ERR"
run "$DLX" -j 2 --progress=0.000001 "$DATA/queens-12.dlx"
expect_out "-j 2 --progress leaves the count alone" "14200"
expect_true "-j 2 --progress: the share explored and the time left, no parts (the threads share them)" \
	grep -qE '^progress: [0-9.]+ s, [0-9]+ nodes, [0-9]+ solutions, [01]\.[0-9]{5} explored(, about [0-9]+ s left)?$' "$ERR"
expect_true "-j 2 --progress: the threads' solutions so far, not 0 to the end" \
	awk '/^progress:/ { n = $6 } END { exit !(n > 0 && n <= 14200) }' "$ERR"

# ---- The memo of subproblem counts (--memo): the published counts, fewer nodes ----
want=$(expected_count "$DATA/pentomino-4x15.dlx")
expect_true "pentomino-4x15.dlx states 1472 (368 x 4)" [ "$want" = 1472 ]
# a checking build takes langford-11 (301 memo hits in 0.4 M nodes): pentomino 4x15
# takes a minute there
memo_case=pentomino-4x15
checking_build && memo_case=langford-11
want=$(expected_count "$DATA/$memo_case.dlx")
run "$DLX" --stats "$DATA/$memo_case.dlx"
expect_out "$memo_case with the memo (the default): $want" "$want"
memo_nodes=$(sed -n 's/^nodes: //p' "$ERR")
expect_true "--stats: memo hits on $memo_case" grep -qE '^memo hits: [1-9][0-9]*$' "$ERR"
run "$DLX" --stats --memo 0 "$DATA/$memo_case.dlx"
expect_out "$memo_case with --memo 0: $want" "$want"
expect_err_has "--memo 0: no memo hits" "memo hits: 0"
plain_nodes=$(sed -n 's/^nodes: //p' "$ERR")
expect_true "the memo enters fewer nodes ($memo_nodes < $plain_nodes)" [ "$memo_nodes" -lt "$plain_nodes" ]
run "$DLX" --memo 1 -j 2 "$DATA/$memo_case.dlx"
expect_out "a memo of 1 MiB in each of 2 threads: $want" "$want"
run "$DLX" --memo lots "$DATA/queens-4.dlx"
expect_status "--memo with a bad value: exit 2" 2
expect_err_has "--memo with a bad value: message" "--memo"

# ---- Watching: trace, matrix, tree (transcripts derived by hand from Knuth's example) ----
cat >trace.txt <<'EOF'
choose a (2 options): cover a
try a d g (option 1, 1 of 2): cover d g
  choose b (1 option): cover b
  try b c f (option 2, 1 of 1): cover c f
    choose e (0 options): dead end, back up
  uncover b, back up
try a d f (option 3, 2 of 2): cover d f
  choose b (1 option): cover b
  try b g (option 4, 1 of 1): cover g
    choose c (1 option): cover c
    try c e (option 0, 1 of 1): cover e
      solution 1: a d f; b g; c e
    uncover c, back up
  uncover b, back up
uncover a, back up
1
EOF
run "$DLX" --trace "$DATA/knuth-example.dlx"
expect_out_file "--trace on Knuth's example" trace.txt

# --trace=links, derived by hand from Algorithm X on Knuth's options
# 0 "c e", 1 "a d g", 2 "b c f", 3 "a d f", 4 "b g", 5 "d e g": keep a set of
# active options (all six at the start). Covering item x hides the active
# options that contain x, in input order; choosing option r covers its other
# items left to right from the chosen item, wrapping round; uncovering undoes
# the newest cover first and restores its options last-hidden first. E.g.
# cover a hides 1 and 3; then d is left only in 5, g only in 4; b only in 2.
cat >links.txt <<'EOF'
choose a (2 options): cover a
  - cover a: hides a d g; a d f
try a d g (option 1, 1 of 2): cover d g
  - cover d: hides d e g
  - cover g: hides b g
  choose b (1 option): cover b
    - cover b: hides b c f
  try b c f (option 2, 1 of 1): cover c f
    - cover c: hides c e
    - cover f: hides nothing
    choose e (0 options): dead end, back up
  uncover b, back up
    - uncover f: restores nothing
    - uncover c: restores c e
    - uncover b: restores b c f
try a d f (option 3, 2 of 2): cover d f
  - uncover g: restores b g
  - uncover d: restores d e g
  - cover d: hides d e g
  - cover f: hides b c f
  choose b (1 option): cover b
    - cover b: hides b g
  try b g (option 4, 1 of 1): cover g
    - cover g: hides nothing
    choose c (1 option): cover c
      - cover c: hides c e
    try c e (option 0, 1 of 1): cover e
      - cover e: hides nothing
      solution 1: a d f; b g; c e
    uncover c, back up
      - uncover e: restores nothing
      - uncover c: restores c e
  uncover b, back up
    - uncover g: restores nothing
    - uncover b: restores b g
uncover a, back up
  - uncover f: restores b c f
  - uncover d: restores d e g
  - uncover a: restores a d f; a d g
1
EOF
run "$DLX" --trace=links "$DATA/knuth-example.dlx"
expect_out_file "--trace=links on Knuth's example" links.txt
# Every choose reports the item's number of options; the replay must count the same
# (it warns when it does not), also with secondary items and colours.
for name in knuth-colors queens-6 word-squares sudoku-empty-4x4; do
	run "$DLX" --trace=links --limit 3 "$DATA/$name.dlx"
	expect_true "--trace=links on $name: the replay agrees with the engine" [ ! -s "$ERR" ]
done
run "$DLX" --trace=links "$DATA/knuth-colors.dlx"
expect_true "--trace=links: a coloured item is purified and unpurified" \
	grep -qE '^ *- purify [xy]:[AB]: hides' "$OUT"
expect_true "--trace=links: every cover is undone" \
	[ "$(grep -cE '^ *- (cover|purify) ' "$OUT")" -eq "$(grep -cE '^ *- (uncover|unpurify) ' "$OUT")" ]
run "$DLX" --trace=lots "$DATA/knuth-example.dlx"
expect_status "--trace=lots is refused" 2

# --svg-matrix: the rows' and columns' states, by hand from the --trace=links
# transcript above. Step 2 is "try a d g": a, d, g covered; "a d f" hidden by
# cover a, "d e g" by cover d, "b g" by cover g; "c e" and "b c f" still active.
# Step 8 is "choose b" under "a d f": a d f b covered, only "c e" left active.
svg_states() { grep -o 'class="option [a-z]*" data-option="[0-9]*"' "$1" | sed 's/class="option \([a-z]*\)" data-option="\([0-9]*\)"/\2:\1/' | paste -sd' '; }
svg_covered() { grep -o 'class="covered-item" data-item="[0-9]*"' "$1" | grep -o '[0-9]*' | paste -sd' '; }
run "$DLX" --svg-matrix s2.svg --step 2 "$DATA/knuth-example.dlx"
expect_status "--svg-matrix --step 2: exit 0" 0
expect_true "--svg-matrix: well-formed XML" xmllint --noout s2.svg
expect_true "--svg-matrix --step 2: option states" [ "$(svg_states s2.svg)" = "0:active 1:current 2:active 3:hidden 4:hidden 5:hidden" ]
expect_true "--svg-matrix --step 2: a d g covered" [ "$(svg_covered s2.svg)" = "0 3 6" ]
run "$DLX" --svg-matrix s8.svg --step 8 "$DATA/knuth-example.dlx"
expect_true "--svg-matrix --step 8: option states" [ "$(svg_states s8.svg)" = "0:active 1:hidden 2:hidden 3:chosen 4:hidden 5:hidden" ]
expect_true "--svg-matrix --step 8: a b d f covered" [ "$(svg_covered s8.svg)" = "0 1 3 5" ]
run "$DLX" --svg-matrix s0.svg "$DATA/knuth-example.dlx"
expect_true "--svg-matrix at step 0: all active, nothing covered" \
	eval '[ "$(svg_states s0.svg)" = "0:active 1:active 2:active 3:active 4:active 5:active" ] && [ -z "$(svg_covered s0.svg)" ]'
run "$DLX" --svg-matrix s16.svg --step 16 "$DATA/knuth-example.dlx"
expect_status "--svg-matrix past the end: exit 2" 2
expect_err_has "--svg-matrix past the end: says how many steps" "the search has only 15 steps"
expect_true "--svg-matrix past the end: no file" [ ! -e s16.svg ]
run "$DLX" --svg-matrix c.svg --step 3 "$DATA/knuth-colors.dlx"
expect_true "--svg-matrix with colours: well-formed XML" xmllint --noout c.svg

# The title fits: librsvg draws the SVG into a PDF of the SVG's size, and poppler reads the
# words back from the page with their boxes; a word past the right edge is not read at all.
# title_fits SVG TEXT: the words of the title line are TEXT, each inside the page's width.
title_fits() {
	rsvg-convert -f pdf -o "$1.pdf" "$1" && pdftotext -bbox "$1.pdf" "$1.html" &&
		awk -v want="$2" -F'"' '
			/<page / { width = $2 }
			/<word / && $4 < 21 { # the title is the only text above 21 pt (28 px)
				if ($6 + 0 > width + 0) wide = 1
				sub(/.*">/, ""); sub(/<.*/, "")
				text = text (text == "" ? "" : " ") $0
			}
			END { if (text != want || wide) { print "title read: " text (wide ? ", past the edge" : ""); exit 1 } }' "$1.html"
}
if command -v rsvg-convert >/dev/null && command -v pdftotext >/dev/null; then
	expect_true "--svg-matrix --step 2: the whole title is inside the picture" \
		title_fits s2.svg "step 2: level 0: try option 1, a d g"
	printf '%s\n' 'première deuxième' 'première deuxième' >long.dlx
	run "$DLX" --svg-matrix long.svg --step 2 long.dlx
	expect_true "--svg-matrix: a title longer than the matrix, in UTF-8, fits" \
		title_fits long.svg "step 2: level 0: try option 0, première deuxième"
else
	fail "rsvg-convert or pdftotext is missing (.ci/run installs librsvg2-bin and poppler-utils)"
fi

cat >matrix.txt <<'EOF'
  a b c d e f g
0 . . 1 . 1 . .
1 1 . . 1 . . 1
2 . 1 1 . . 1 .
3 1 . . 1 . 1 .
4 . 1 . . . . 1
5 . . . 1 1 . 1
EOF
run "$DLX" --matrix "$DATA/knuth-example.dlx"
expect_out_file "--matrix on Knuth's example" matrix.txt
run "$DLX" --matrix "$DATA/knuth-colors.dlx"
expect_out "--matrix shows colours and the secondary items apart" "  p q r | x y
0 1 1 . | 1 A
1 1 . 1 | A 1
2 1 . . | B .
3 . 1 . | A .
4 . . 1 | . B"
run "$DLX" --matrix "$DATA/sudoku-17clue-1.dlx"
expect_status "--matrix refuses a big problem" 2
expect_err_has "--matrix says why" "--matrix is for small problems"

run "$DLX" --tree tree.dot "$DATA/knuth-example.dlx"
expect_status "--tree: exit 0" 0
expect_true "--tree: 6 search nodes drawn" [ "$(grep -c '^  n[0-9]* \[label' tree.dot)" -eq 6 ]
expect_true "--tree: 5 edges" [ "$(grep -c ' -> ' tree.dot)" -eq 5 ]
expect_true "--tree: one solution marked" [ "$(grep -c 'solution 1.*doubleoctagon' tree.dot)" -eq 1 ]
expect_true "--tree: the dead end marked" grep -q 'label="b c f\\nchoose e (0)".*mistyrose' tree.dot
expect_true "--tree: a closed graph" [ "$(tail -n 1 tree.dot)" = "}" ]
if command -v dot >/dev/null; then
	expect_true "--tree: Graphviz reads it" dot -Tsvg -o /dev/null tree.dot
fi
run "$DLX" --tree big.dot "$DATA/queens-10.dlx"
expect_out "--tree on a big search: the drawing cap leaves the count whole (724, published)" "724"
expect_status "--tree on a big search: exit 0, the search's own" 0
expect_err_has "--tree on a big search: says the drawing stopped" "the drawing stops after 10000 search nodes; the search went on"
expect_true "--tree on a big search: exactly 10000 nodes drawn" [ "$(grep -c '^  n[0-9]* \[label' big.dot)" -eq 10000 ]
expect_true "--tree on a big search: still a closed graph" [ "$(tail -n 1 big.dot)" = "}" ]
cp "$DATA/knuth-example.dlx" input.dlx
run "$DLX" --tree input.dlx input.dlx
expect_status "--tree over the input is refused" 2
expect_true "--tree over the input: input intact" cmp -s input.dlx "$DATA/knuth-example.dlx"

# ---- Word squares: dlx against a brute-force count ----
brute_force_squares() {
	sed -n 's/^| words: //p' "$DATA/word-squares.dlx" | tr ' ' '\n' | awk '
		{ w[++n] = $0; is[$0] = 1 }
		END {
			for (i = 1; i <= n; i++) for (j = 1; j <= n; j++) for (k = 1; k <= n; k++) {
				a = w[i]; b = w[j]; c = w[k]; ok = 1
				delete seen; seen[a]; if (b in seen) continue; seen[b]; if (c in seen) continue; seen[c]
				for (p = 1; p <= 3 && ok; p++) {
					col = substr(a, p, 1) substr(b, p, 1) substr(c, p, 1)
					if (!(col in is) || col in seen) ok = 0; else seen[col]
				}
				count += ok
			}
			print count + 0
		}'
}
run "$DLX" "$DATA/word-squares.dlx"
expect_out "word squares: dlx agrees with brute force" "$(brute_force_squares)"

# ---- sudoku export --dlx ----
printf '....\n....\n....\n....\n' >empty4.txt
"$SUDOKU" export --dlx empty4.txt -o empty4.dlx
run "$DLX" empty4.dlx
expect_out "empty 4x4 Sudoku: 288 grids" "288"
puzzle=$(head -n 1 "$SOURCE_ROOT/data/hardest-1000.txt")
echo "$puzzle" >puzzle.txt
"$SUDOKU" export --dlx puzzle.txt >puzzle.dlx
run "$DLX" puzzle.dlx
expect_out "a hard 9x9 puzzle: one solution" "1"
# the solution's options pRC rRdD ... back to a grid, compared with sudoku solve
"$DLX" --print puzzle.dlx | awk 'NF { cell = substr($1, 2); d = substr($2, 4, 1)
	grid[(substr(cell, 1, 1) - 1) * 9 + substr(cell, 2, 1)] = d }
	END { for (k = 1; k <= 81; k++) printf "%s", grid[k]; print "" }' >from-dlx.txt
"$SUDOKU" solve -f line puzzle.txt >from-solver.txt
expect_true "the dlx solution is the solver's" cmp -s from-dlx.txt from-solver.txt
printf '%s\n' "$puzzle" "$(head -n 1 "$SOURCE_ROOT/data/easy-1000.txt")" >two.txt
"$SUDOKU" export --dlx --puzzle 2 two.txt >second.dlx
expect_true "--puzzle 2 exports the second puzzle" grep -q "^| $(sed -n 2p two.txt)\$" second.dlx
run "$SUDOKU" export --dlx --puzzle 3 two.txt
expect_status "--puzzle past the end: exit 2" 2
expect_err_has "--puzzle past the end: message" "asked for puzzle 3, the input has 2"
run "$SUDOKU" export two.txt
expect_status "export needs --dlx" 2

# ---- Bad input: file:line:column, a plain message, exit 2 ----
bad() { # NAME FILE-CONTENT(printf format) EXPECTED-MESSAGE [FLAGS...]
	local name=$1 content=$2 message=$3
	shift 3
	printf "$content" >"$name.dlx"
	run "$DLX" "$@" "$name.dlx"
	expect_status "$name: exit 2" 2
	expect_err_has "$name: message" "$name.dlx:$message"
	expect_out "$name: nothing on stdout" ""
}
bad unknown-item 'a b\na c\n' "2:3: unknown item 'c'"
bad item-twice 'a b\nb a b\n' "2:5: item 'b' appears twice in this option (first at column 1)"
bad duplicate-name 'a b c b\n' "1:7: item 'b' is listed twice"
bad two-bars 'a | b | c\n' "1:7: '|' appears twice in the item line"
bad primary-colour 'a | x\nx a:red\n' "2:4: primary item 'a' cannot have a colour"
bad no-primary-strict 'a | x\nx\na\n' "2:1: option has no primary item" --strict
bad empty '' "1:1: empty input: no item line"
bad only-comments '| nothing\n| here\n' "2:1: no item line: the input holds only comments and blank lines"
bad nul-byte 'a b\na \0b\n' "2:3: control character 0x00: the input is not text"
bad binary 'a b\n\x89PNG\n' "2:1: byte 0x89 is not valid UTF-8: the input is not text"
bad colon-in-name 'a b:c\n' "1:4: item names cannot contain ':' (in 'b:c')"
printf 'a | x\nx\na x\n' >no-primary.dlx
run "$DLX" no-primary.dlx
expect_status "option without primary items: a warning, then the count" 0
expect_out "option without primary items: skipped" "1"
expect_err_has "option without primary items: warning with position" "no-primary.dlx:2:1: warning: option has no primary item; skipped"
run "$DLX" missing-file.dlx
expect_status "missing file: exit 2" 2
expect_err_has "missing file: message" "missing-file.dlx: cannot open"

# ---- Multiplicities (a:b|name): Knuth's DLX3 instances, counts from his DLX3 ----
for name in motley-4-4 motley-5-5 redrect-3-4 redrect-4-4 queendom-5-3 queendom-6-3; do
	file=$DATA/$name.dlx
	want=$(expected_count "$file")
	run "$DLX" "$file"
	expect_out "$name: $want solutions, as DLX3 counts" "$want"
	run "$DLX" --jobs 2 "$file"
	expect_out "$name: --jobs 2 counts $want" "$want"
	"$DLX" --split 2 "$file" >parts.txt
	run "$DLX" --prefix-file parts.txt "$file"
	expect_out "$name: the prefixes of --split 2 count $want" "$want"
done
# DLX3 reports "Altogether 8 solutions, ... 7664 updates, ... 149 nodes" on motley-dlx 4 4
# and "2161 solutions, ... 73816 updates, ... 23572 nodes" on redrect-dlx 3 4. The fast
# loop walks the same tree on these, but a commit that leaves an item short of its lower
# bound stops there: fewer updates.
updates_below() {
	local updates
	updates=$(sed -n 's/^updates: //p' "$ERR")
	[ -n "$updates" ] && [ "$updates" -lt "$1" ]
}
run "$DLX" --stats --memo 0 "$DATA/motley-4-4.dlx"
expect_err_has "motley-4-4: DLX3's 149 nodes" "nodes: 149"
expect_true "motley-4-4: fewer updates than DLX3's 7664" updates_below 7664
run "$DLX" --stats "$DATA/redrect-3-4.dlx"
expect_err_has "redrect-3-4: DLX3's 23572 nodes" "nodes: 23572"
expect_true "redrect-3-4: fewer updates than DLX3's 73816" updates_below 73816
# DLX3's documented example: A B 2:3|C | X Y has one solution, listed in its text.
printf '| DLX3 example\nA B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n' >dlx3.dlx
run "$DLX" --print dlx3.dlx
expect_out "DLX3's example: its one solution" "$(printf 'A C X:1 Y:1\nB X:1\nC Y:1')"
run "$DLX" --matrix dlx3.dlx
expect_true "--matrix heads C with its bounds" grep -q '^  A B 2:3|C | X Y$' "$OUT"
# 0 to 2 of a's three options: 1 + 3 + 3 = 7 choices, each a solution.
printf 'a 0:2|b\na\nb\nb\nb\n' >zero.dlx
run "$DLX" zero.dlx
expect_out "0:2|b beside a: 7 solutions (hand count)" "7"
run "$DLX" --limit 3 zero.dlx
expect_out "--limit 3 on bounds: >=3" ">=3"
run "$DLX" --node-limit 2 --stats zero.dlx
expect_status "--node-limit on bounds: exit 1" 1
expect_err_has "--node-limit on bounds: 2 nodes" "nodes: 2"
run "$DLX" --trace zero.dlx
expect_true "--trace names the skip with the count so far" grep -q '^  skip b: no more options (has 0 of 0:2' "$OUT"
run "$DLX" --tree tree.dot zero.dlx
expect_status "--tree on bounds: exit 0" 0
expect_true "--tree labels a skip" grep -q 'skip b' tree.dot
printf '%s\n' '-1' >skip.txt
run "$DLX" --prefix-file skip.txt zero.dlx
expect_status "a prefix that is no path: exit 2" 2
expect_err_has "a prefix that is no path: why" "skip.txt:1: these choices are not a path of the search"
# The replays on bounds. By hand: a has one option and b four ways (none to
# two of three), so a is chosen first, then b, whose first option (option 1,
# the line "b") is tweaked, b may take one more; at step 4 (choose a, try a,
# choose b, try b) the options chosen hold a once and b once.
run "$DLX" --trace=links zero.dlx
expect_status "--trace=links on bounds: exit 0" 0
expect_true "--trace=links on bounds: the count, 7" test "$(tail -n 1 "$OUT")" = 7
expect_true "--trace=links: the first try on b is tweaked" grep -q '^    - tweak b: hides b$' "$OUT"
expect_true "--trace=links: b's bounds at its choice" grep -q '^  choose b (0:2, has 0): 4 branches$' "$OUT"
run "$DLX" --svg-matrix m.svg --step 4 zero.dlx
expect_status "--svg-matrix on bounds: exit 0" 0
expect_true "--svg-matrix at step 4: a taken once of 1..1" \
	grep -q '<tspan class="bounds" data-item="0">1/1..1</tspan>' m.svg
expect_true "--svg-matrix at step 4: b taken once of 0..2" \
	grep -q '<tspan class="bounds" data-item="1">1/0..2</tspan>' m.svg
run "$DLX" --html page.html zero.dlx
expect_out "--html on bounds: the count, 7" "7"
expect_true "--html on bounds: the page holds the bounds" grep -q '^bounds: \[\[1,1\],\[0,2\]\],$' page.html

# ---- Usage ----
run "$DLX" --help
expect_status "--help: exit 0" 0
expect_true "--help documents the exit codes" grep -q "Exit codes: 0 solutions found" "$OUT"
run "$DLX" --version
expect_status "--version: exit 0" 0
run "$DLX" a.dlx b.dlx
expect_status "two input files: exit 2" 2
run "$DLX" --limit 0 "$DATA/queens-4.dlx"
expect_status "--limit 0: exit 2" 2
run "$DLX" --print=names,ids "$DATA/queens-4.dlx"
expect_status "--print with a bad value: exit 2" 2
expect_err_has "--print with a bad value: message" "--print needs one of names, ids, not 'names,ids'"
run "$DLX" --frobnicate "$DATA/queens-4.dlx"
expect_status "unknown option: exit 2" 2
expect_err_has "unknown option: message" "unknown option '--frobnicate'"

finish
