#!/usr/bin/env bash
# End-to-end: `dlx --algorithm bits`, the search on bitsets, undivided and in
# parts (-j, --part, --split), with and without colours. Known answers: the
# solutions and nodes Knuth's DLX1 and DLX2 printed, recorded with the
# command that made each in data/exact-cover/knuth-counts.txt; the default
# links search's solutions, in its order; each file's published count.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# ---- DLX1's records, and DLX2's on coloured problems: the same tree ----
records=0
while read -r program file solutions nodes _; do
	records=$((records + 1))
	run "$DLX" --algorithm bits --stats "$DATA/$file"
	got="$(stat_of solutions) $(stat_of nodes)"
	if [ "$got" = "$solutions $nodes" ]; then pass "${file%.dlx}: solutions and nodes as $program"
	else fail "${file%.dlx}: solutions and nodes as $program" "$program: $solutions $nodes" "bits: $got"; fi
done < <(knuth_records "$DATA/knuth-counts.txt" dlx1 | awk '$3 < 400000 { print "dlx1", $0 }'
	knuth_records "$DATA/knuth-counts.txt" dlx2 | awk '/^(knuth-colors|word-squares)[.]dlx / { print "dlx2", $0 }')
expect_true "knuth-counts.txt holds DLX1's runs and DLX2's two coloured ones" test "$records" -ge 22

# ---- The links search's solutions, in its order, and its nodes; coloured ones in parts ----
for name in queens-8 langford-8 pentomino-3x20 fillomino-5x5 sudoku-17clue-1 queens-8-twice \
	knuth-example de-bruijn-5 word-rect-3x3; do
	file=$DATA/$name.dlx
	run "$DLX" --algorithm bits --print=ids --stats "$file"
	cp "$OUT" bits.txt
	bits_nodes=$(stat_of nodes)
	run "$DLX" --memo 0 --print=ids --stats "$file"
	expect_true "$name: links' solutions in links' order" cmp -s "$OUT" bits.txt
	expect_true "$name: links' nodes ($bits_nodes)" test "$(stat_of nodes)" = "$bits_nodes"
	case $name in de-bruijn-5 | word-rect-3x3) ;; *) continue ;; esac
	run "$DLX" --algorithm bits -j 2 --stats "$file"
	expect_out "$name (colours): -j 2 counts links' $(grep -c . bits.txt)" "$(grep -c . bits.txt)"
	expect_true "$name (colours): -j 2: links' nodes" test "$(stat_of nodes)" = "$bits_nodes"
done

run "$DLX" --algorithm bits "$DATA/langford-7.dlx"
want=$(sed -n 's/^| expected: \([0-9]*\) solutions$/\1/p' "$DATA/langford-7.dlx")
expect_out "langford-7: the published $want solutions" "$want"
run "$DLX" --algorithm bits --shuffle 7 "$DATA/langford-7.dlx"
expect_out "--shuffle 7: the 52 Langford pairings still" "52"

# ---- Limits and reports ----
run "$DLX" --algorithm bits --first "$DATA/queens-8.dlx"
expect_out "--first: one solution" ">=1"
run "$DLX" --algorithm bits --limit 5 --print=ids "$DATA/queens-8.dlx"
expect_true "--limit 5 --print: five solutions" test "$(wc -l <"$OUT")" = 5
run "$DLX" --algorithm bits --stats --node-limit 100 "$DATA/queens-8.dlx"
expect_status "--node-limit 100: a partial count, exit 1" 1
expect_true "--node-limit 100: 100 nodes" test "$(stat_of nodes)" = 100
run "$DLX" --algorithm bits --stats --profile "$DATA/queens-8.dlx"
expect_true "--profile: the levels' nodes add up to dlx1's 1199" \
	test "$(awk '/^level nodes/ {on = 1; next} on {s += $2} END {print s}' "$ERR")" = 1199

# ---- In parts: -j, --part, --split, --prefix-file ----
# -j N writes what -j 1 writes; the threads' nodes are DLX1's (knuth-counts.txt),
# the walk above the parts included; every solution comes once, as links' do.
for spec in "queens-9 352 4663" "langford-8 300 2789" "pentomino-3x20 8 32892" "sudoku-17clue-1 1 1040"; do
	read -r name want nodes <<<"$spec"
	file=$DATA/$name.dlx
	run "$DLX" --algorithm bits "$file"
	expect_out "$name: -j 1 counts $want" "$want"
	cp "$OUT" one.out
	for j in 2 3; do
		run "$DLX" --algorithm bits -j "$j" --stats "$file"
		expect_true "$name: -j $j writes what -j 1 writes" cmp -s "$OUT" one.out
		expect_true "$name: -j $j: DLX1's $nodes nodes" test "$(stat_of nodes)" = "$nodes"
	done
	run "$DLX" --memo 0 --print=ids "$file"
	sort "$OUT" >links.txt
	run "$DLX" --algorithm bits -j 3 --print=ids "$file"
	expect_true "$name: -j 3 --print: links' solutions, each once" cmp -s links.txt <(sort "$OUT")
	got=$(for i in 1 2 3; do ${E2E_WRAPPER:-} "$DLX" --algorithm bits -j 2 --part "$i/3" "$file"; done |
		awk '{ s += $1 } END { print s }')
	expect_true "$name: --part 1/3 + 2/3 + 3/3 = $want" test "$got" = "$want"
done
"$DLX" --split 2 "$DATA/langford-8.dlx" >links-parts.txt
run "$DLX" --algorithm bits --split 2 "$DATA/langford-8.dlx"
expect_true "--split 2: links' prefixes (the same tree)" cmp -s "$OUT" links-parts.txt
run "$DLX" --algorithm bits -j 2 --prefix-file links-parts.txt "$DATA/langford-8.dlx"
expect_out "--prefix-file: langford-8's 300 from links' prefixes" "300"
run "$DLX" --algorithm bits -j 2 --limit 5 --print=ids "$DATA/queens-8.dlx"
expect_true "-j 2 --limit 5: exactly five solutions" test "$(wc -l <"$OUT")" = 5
run "$DLX" --algorithm bits -j 2 --node-limit 100 "$DATA/queens-12.dlx"
expect_status "-j 2 --node-limit 100: a partial count, exit 1" 1

# ---- What it refuses ----
for flags in "--trace" "--tree t.dot" "--best 1" "--branch first" \
	"--html p.html" "--estimate 10" "--export cnf" "--stats=knuth" "--infer" "-j 2 --profile"; do
	# shellcheck disable=SC2086 # the flags are split on purpose
	run "$DLX" --algorithm bits $flags "$DATA/queens-8.dlx"
	expect_status "--algorithm bits $flags: refused" 2
done
run "$DLX" --algorithm bits --trace "$DATA/queens-8.dlx"
expect_err_has "--trace: says why" "--algorithm bits does not take --trace and --tree"
run "$DLX" --algorithm bits --split 1 "$DATA/motley-4-4.dlx"
expect_err_has "--split, item bounds: says why" "--algorithm bits takes no item bounds"
run "$DLX" --algorithm bits "$DATA/motley-4-4.dlx"
expect_status "item bounds: refused" 2
expect_err_has "item bounds: says why" "--algorithm bits takes no item bounds"
awk 'BEGIN { for (i = 0; i < 1025; i++) printf "i%d ", i; print ""; print "i0" }' >big.dlx
run "$DLX" --algorithm bits big.dlx
expect_status "1025 items: refused" 2
expect_err_has "1025 items: names the limits" "at most 1024 items and 8192 options, and this problem has 1025 items and 1 options"

finish
