#!/usr/bin/env bash
# End-to-end: one search in parts: `dlx --jobs`, `--split`,
# `--part`, `--prefix-file`. Known answers: the published counts written
# into every bundled instance ("| expected: N solutions"); printed solutions
# are checked by an awk validator written here (every primary item exactly
# once per solution) and counted distinct.
# The heavy instances (seconds to minutes each) run only with SPLIT_ALL=1
# (.ci/run sets it for the release build); otherwise they are TAP skips.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

expected_count() { sed -n 's/^| expected: \([0-9]*\) solutions$/\1/p' "$1"; }
heavy="queens-14 queens-15 queens-16 langford-12 pentomino-4x15 pentomino-5x12 pentomino-6x10 word-squares-4x4"
is_heavy() { case " $heavy " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
# Under a wrapper (valgrind) or a sanitizer (E2E_SANITIZED) only the instances that take
# milliseconds: the release build runs every one.
slow="queens-11 queens-12 queens-13 langford-10 langford-11"
is_slow() { case " $slow " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

# Sums the numbers that the given commands print, one per line (">=" marks a partial count).
sum_lines() { awk '/^>=/ {partial = 1} {s += $1} END {print (partial ? "partial " : "") s}'; }

# ---- Every bundled instance: parts, prefix files and threads add up to the published count ----
for file in "$DATA"/*.dlx; do
	name=$(basename "$file" .dlx)
	want=$(expected_count "$file")
	if [ -z "$want" ]; then fail "$name states its expected count" "no '| expected:' line"; continue; fi
	if is_heavy "$name" && [ "${SPLIT_ALL:-0}" != 1 ]; then
		TEST_COUNT=$((TEST_COUNT + 1)); echo "ok $TEST_COUNT - $name: parts add up # SKIP heavy (SPLIT_ALL=1 runs it)"
		continue
	fi
	if checking_build && { is_heavy "$name" || is_slow "$name"; }; then
		TEST_COUNT=$((TEST_COUNT + 1)); echo "ok $TEST_COUNT - $name: parts add up # SKIP too slow in a checking build"
		continue
	fi
	jobs=2
	got=$(for i in 1 2 3; do ${E2E_WRAPPER:-} "$DLX" -j $jobs --part "$i/3" "$file"; done | sum_lines)
	if [ "$got" = "$want" ]; then pass "$name: --part 1/3 + 2/3 + 3/3 = $want"
	else fail "$name: --part 1/3 + 2/3 + 3/3 = $want" "got $got"; fi
	is_heavy "$name" && continue
	run "$DLX" -j 3 "$file"
	expect_out "$name: -j 3 counts $want" "$want"
	"$DLX" --split 2 "$file" >parts.txt
	lines=$(wc -l <parts.txt)
	half=$(( (lines + 1) / 2 ))
	head -n "$half" parts.txt >first.txt
	{ echo "# the rest of the parts"; tail -n +"$((half + 1))" parts.txt; } >rest.txt
	got=$( { ${E2E_WRAPPER:-} "$DLX" --prefix-file first.txt "$file"
	         ${E2E_WRAPPER:-} "$DLX" -j 2 --prefix-file rest.txt "$file"; } | sum_lines)
	if [ "$got" = "$want" ]; then pass "$name: the $lines prefixes of --split 2, in two files, give $want"
	else fail "$name: the $lines prefixes of --split 2, in two files, give $want" "got $got"; fi
done

# ---- Printed solutions: whole, valid, distinct, and exactly the limit ----
CHECK=$SOURCE_ROOT/tests/cli/check_dlx_solutions.awk
for name in queens-8 langford-7 knuth-colors word-squares; do
	file=$DATA/$name.dlx
	want=$(expected_count "$file")
	run "$DLX" -j 3 --print "$file"
	expect_true "$name: -j 3 --print gives $want valid distinct solutions" \
		test "$(awk -f "$CHECK" "$file" "$OUT")" = "ok $want $want"
done
run "$DLX" -j 2 --limit 5 --print "$DATA/queens-8.dlx"
expect_true "--limit 5 -j 2 --print: exactly 5 valid solutions" test "$(awk -f "$CHECK" "$DATA/queens-8.dlx" "$OUT")" = "ok 5 5"
expect_status "--limit 5 -j 2: exit 0" 0
run "$DLX" -j 3 --first --print=ids "$DATA/queens-10.dlx"
expect_true "--first -j 3: one line of 10 option numbers" test "$(wc -l <"$OUT") $(wc -w <"$OUT")" = "1 10"
run "$DLX" -j 2 --limit 3 "$DATA/queens-8.dlx"
expect_out "--limit 3 -j 2 counts 3" ">=3"
run "$DLX" -j 2 --node-limit 50 "$DATA/queens-12.dlx"
expect_status "--node-limit -j 2: exit 1" 1
expect_err_has "--node-limit -j 2: says the count is partial" "the node limit stopped the search"
run "$DLX" -j 2 --stats "$DATA/queens-10.dlx"
expect_err_has "--stats -j 2: thread 2's nodes" "thread 2: "
expect_err_has "--stats -j 2: the imbalance" "imbalance: "
# The walk above the parts and the parts' nodes add up to the undivided search's.
one=$("$DLX" --stats "$DATA/queens-10.dlx" 2>&1 >/dev/null | sed -n 's/^nodes: //p')
two=$("$DLX" -j 2 --stats "$DATA/queens-10.dlx" 2>&1 >/dev/null | sed -n 's/^nodes: //p')
expect_true "-j 2 visits the same $one nodes as -j 1" test "$one" = "$two"
run "$DLX" -j 0 "$DATA/queens-8.dlx"
expect_out "-j 0 (one thread per CPU) counts 92" "92"
run "$DLX" --split 0 "$DATA/queens-8.dlx"
expect_out "--split 0: one empty prefix" ""
expect_true "--split 0: one line" test "$(wc -l <"$OUT")" = 1
run "$DLX" --split 1 --part 2/3 "$DATA/queens-8.dlx"
expect_out "--split 1 --part 2/3: every third first choice from the second" "$(printf '1\n4\n7')"

# ---- Bad usage and bad prefix files: a message, exit 2 ----
printf '0 9\n' >clash.txt
run "$DLX" --prefix-file clash.txt "$DATA/queens-8.dlx"
expect_status "clashing prefix: exit 2" 2
expect_err_has "clashing prefix: file:line:column" "clash.txt:1:3: option 9 clashes with the options before it"
printf '# fine\n1 2x\n' >junk.txt
run "$DLX" --prefix-file junk.txt "$DATA/queens-8.dlx"
expect_err_has "junk in a prefix: file:line:column" "junk.txt:2:3: expected an option number"
printf '64\n' >range.txt
run "$DLX" --prefix-file range.txt "$DATA/queens-8.dlx"
expect_err_has "option out of range: file:line:column" "range.txt:1:1: no such option (the problem has 64 options)"
run "$DLX" --prefix-file missing.txt "$DATA/queens-8.dlx"
expect_status "missing prefix file: exit 2" 2
# Prefix files that would count solutions twice are refused at their line:
# `dlx --split 2 queens-8.dlx > p; echo >> p` gave 184, a depth-1 line mixed
# with the depth-2 lines 96, a repeated line more than 92.
"$DLX" --split 2 "$DATA/queens-8.dlx" >p.txt
lines=$(wc -l <p.txt)
cp p.txt blank.txt && echo >>blank.txt
run "$DLX" --prefix-file blank.txt "$DATA/queens-8.dlx"
expect_status "a blank line after the parts: exit 2" 2
expect_err_has "a blank line after the parts: file:line" \
	"blank.txt:$((lines + 1)): a blank line is the empty prefix, the whole search"
{ "$DLX" --split 1 "$DATA/queens-8.dlx" | head -1; cat p.txt; } >mixed.txt
run "$DLX" --prefix-file mixed.txt "$DATA/queens-8.dlx"
expect_status "a depth-1 line above depth-2 lines: exit 2" 2
expect_err_has "a depth-1 line above depth-2 lines: file:line" "mixed.txt:2: one of this line and line 1"
{ cat p.txt; sed -n 5p p.txt; } >twice.txt
run "$DLX" --prefix-file twice.txt "$DATA/queens-8.dlx"
expect_status "a repeated line: exit 2" 2
expect_err_has "a repeated line: file:line" "twice.txt:$((lines + 1)): the same prefix as line 5"
printf '10\n' >offtree.txt
run "$DLX" --prefix-file offtree.txt "$DATA/queens-8.dlx"
expect_status "an option the search does not branch on first: exit 2" 2
expect_err_has "an option the search does not branch on first: why" \
	"offtree.txt:1:1: option 10 is not one the search tries at level 0"
{ "$DLX" --split 1 "$DATA/queens-8.dlx" | head -1; grep -v '^0 ' p.txt; } >levels.txt
run "$DLX" --prefix-file levels.txt "$DATA/queens-8.dlx"
expect_out "lines of two depths that do not overlap: the whole count, 92" "92"
echo >empty-prefix.txt
run "$DLX" --prefix-file empty-prefix.txt "$DATA/queens-8.dlx"
expect_out "a blank line alone is the whole search: 92" "92"
# CRLF line ends, as problem files may have them
sed 's/$/\r/' p.txt >crlf.txt
run "$DLX" --prefix-file crlf.txt "$DATA/queens-8.dlx"
expect_out "a prefix file with CRLF line ends: the whole count, 92" "92"
printf '\r\n' >crlf-empty.txt
run "$DLX" --prefix-file crlf-empty.txt "$DATA/queens-8.dlx"
expect_out "a CRLF blank line alone is the whole search: 92" "92"
printf '0\r 1\n' >cr-inside.txt
run "$DLX" --prefix-file cr-inside.txt "$DATA/queens-8.dlx"
expect_status "a CR inside a line is no blank: exit 2" 2
# The empty prefix of a problem with bounds: the root of Algorithm M's tree.
# zero-to-two.dlx: a is 1:1 and b takes 0 to 2 of its three options, so
# 1 + 3 + 3 = 7 solutions; redrect-3-4 has Knuth's DLX3 count, 2161.
printf 'a 0:2|b\na\nb\nb\nb\n' >zero-to-two.dlx
run "$DLX" --prefix-file empty-prefix.txt zero-to-two.dlx
expect_out "bounds: a blank line alone is the whole search: 7" "7"
expect_status "bounds: the empty prefix: exit 0" 0
run "$DLX" --part 1/1 --depth 0 zero-to-two.dlx
expect_out "bounds: --part 1/1 --depth 0 is the whole search: 7" "7"
run "$DLX" -j 2 --depth 0 "$DATA/redrect-3-4.dlx"
expect_out "bounds: -j 2 --depth 0 is the whole search: 2161" "2161"
for bad in "--part 0/3" "--part 4/3" "--part 3" "--part /3" "--jobs x" "--jobs -1" "--split x" "--depth -2"; do
	# shellcheck disable=SC2086 # the flag and its value, split on purpose
	run "$DLX" $bad "$DATA/queens-8.dlx"
	expect_status "'$bad' is refused" 2
done
run "$DLX" -j 2 --trace "$DATA/queens-4.dlx"
expect_status "--trace with -j 2 is refused" 2
expect_err_has "--trace with -j 2: why" "need the undivided search"
run "$DLX" --prefix-file clash.txt --part 1/2 "$DATA/queens-8.dlx"
expect_status "--prefix-file with --part is refused" 2
finish
