#!/usr/bin/env bash
# End-to-end: dlx-mpi on three ranks of one machine. Known answers:
# the published counts written into the bundled instances ("| expected: N
# solutions"): queens-13 (73712), langford-11 (35584) and every quick
# instance; printed solutions are checked by check_dlx_solutions.awk; with 2
# and 3 ranks, the count and nodes of `dlx -j 1` on six instances. Skipped
# only when the build has no dlx-mpi (no MPI found at setup).
# mpirun runs without $E2E_WRAPPER: valgrind around mpirun checks mpirun,
# and the code dlx-mpi shares with dlx runs under valgrind in split.sh.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DLX_MPI=$(dirname "$DLX")/dlx-mpi
DATA=$SOURCE_ROOT/data/exact-cover
CHECK=$SOURCE_ROOT/tests/cli/check_dlx_solutions.awk
cd "$WORK" || exit 2

if [ ! -x "$DLX_MPI" ] || ! command -v mpirun >/dev/null; then
	echo "1..0 # SKIP this build has no dlx-mpi (MPI was not found at setup)"
	exit 0
fi
# Under AddressSanitizer, Open MPI's own plugins leak at exit (frames in unloaded
# modules, so no suppression can name them): leak checks stay off for mpirun. The
# code dlx-mpi shares with dlx is leak-checked in split.sh (ASan and valgrind).
# mpi_np N ARGS...: dlx-mpi on N ranks; mpi ARGS...: on 3.
mpi_np() {
	local ranks=$1
	shift
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
		mpirun --allow-run-as-root --oversubscribe -np "$ranks" "$DLX_MPI" "$@" >"$OUT" 2>"$ERR"
	STATUS=$?
}
mpi() { mpi_np 3 "$@"; }
expected_count() { sed -n 's/^| expected: \([0-9]*\) solutions$/\1/p' "$1"; }

quick="knuth-example knuth-colors word-squares sudoku-empty-4x4 sudoku-17clue-1 pentomino-3x20"
for n in 4 5 6 7 8 9 10; do quick="$quick queens-$n"; done
for n in 3 4 5 6 7 8 9 10; do quick="$quick langford-$n"; done
# the instances of seconds in the release build only: a sanitizer (E2E_SANITIZED) makes
# them minutes, and the ranks meet the same code on the small ones
[ -z "${E2E_SANITIZED:-}" ] && quick="$quick queens-11 queens-12 queens-13 langford-11"
# multiplicities (Knuth's DLX3 instances): Algorithm M's tree in parts
quick="$quick motley-4-4 motley-5-5 redrect-3-4 redrect-4-4 queendom-5-3 queendom-6-3"
for name in $quick; do
	file=$DATA/$name.dlx
	want=$(expected_count "$file")
	mpi "$file"
	expect_out "mpirun -np 3 dlx-mpi $name: $want" "$want"
	if [ "$want" -gt 0 ]; then expect_status "$name: exit 0" 0; else expect_status "$name: exit 1 (none)" 1; fi
done

# Ranks that ask rank 0 for batches of parts write what one thread writes,
# and without the memo their nodes add up to its nodes.
paired="queens-11 langford-10 pentomino-4x15 word-squares redrect-4-4 queendom-6-3"
[ -n "${E2E_SANITIZED:-}" ] && paired="queens-9 langford-9 pentomino-3x20 word-squares redrect-4-4 queendom-6-3"
for name in $paired; do
	file=$DATA/$name.dlx
	one=$("$DLX" -j 1 "$file")
	single=$("$DLX" -j 1 --memo 0 --stats "$file" 2>&1 >/dev/null | sed -n 's/^nodes: //p')
	for ranks in 2 3; do
		mpi_np "$ranks" --stats "$file"
		expect_out "$name: -np $ranks writes what dlx -j 1 writes ($one)" "$one"
		mpi_np "$ranks" --memo 0 --stats "$file"
		expect_true "$name: -np $ranks --memo 0: ranks' nodes add up to one thread's $single" \
			test -n "$single" -a "$(sed -n 's/^nodes: //p' "$ERR")" = "$single"
	done
done

# Workers keep the memo of subproblem counts over a batch of parts: the
# count stays the published one, fewer nodes are searched than without it.
file=$DATA/pentomino-4x15.dlx
want=$(expected_count "$file")
mpi --memo 0 --stats "$file"
plain=$(sed -n 's/^nodes: //p' "$ERR")
mpi --stats "$file"
expect_out "pentomino-4x15 with the memo: $want" "$want"
expect_true "pentomino-4x15: the memo saves nodes ($(sed -n 's/^nodes: //p' "$ERR") < $plain)" \
	test -n "$plain" -a "$(sed -n 's/^nodes: //p' "$ERR")" -lt "$plain"
# Every part is searched once whatever the batches: more ranks than parts
# (queens-4 has 2 at depth 1) and many parts (--depth 3) count the same.
mpi_np 4 "$DATA/queens-4.dlx"
expect_out "queens-4 on 4 ranks: 2" 2
mpi --depth 3 "$DATA/queens-10.dlx"
expect_out "queens-10 in parts at depth 3: 724" 724
mpi --depth 3 --limit 100 --print "$DATA/queens-10.dlx"
expect_true "--limit 100 --print with batches: exactly 100 valid solutions" \
	test "$(awk -f "$CHECK" "$DATA/queens-10.dlx" "$OUT")" = "ok 100 100"
mpi --node-limit 1000 "$DATA/queens-12.dlx"
expect_true "a node limit over batches: a partial count (>=N)" grep -q '^>=[0-9]*$' "$OUT"

mpi --stats "$DATA/langford-11.dlx"
expect_err_has "--stats: rank 1's nodes" "rank 1: "
expect_err_has "--stats: rank 2's nodes" "rank 2: "
expect_err_has "--stats: the imbalance" "imbalance: "
expect_err_has "--stats: the parts" "parts: "
mpi --print "$DATA/queens-8.dlx"
expect_true "--print: 92 valid distinct solutions, printed by rank 0 only" \
	test "$(awk -f "$CHECK" "$DATA/queens-8.dlx" "$OUT")" = "ok 92 92"
mpi --limit 5 --print "$DATA/queens-8.dlx"
expect_true "--limit 5 --print: exactly 5 valid solutions" \
	test "$(awk -f "$CHECK" "$DATA/queens-8.dlx" "$OUT")" = "ok 5 5"
expect_status "--limit 5: exit 0" 0
mpi --first --print=ids "$DATA/queens-10.dlx"
expect_true "--first: one line of 10 option numbers" test "$(wc -l <"$OUT") $(wc -w <"$OUT")" = "1 10"
mpi --part 2/3 "$DATA/queens-10.dlx"
part2=$(cat "$OUT")

p1=$("$DLX" --part 1/3 "$DATA/queens-10.dlx")
p3=$("$DLX" --part 3/3 "$DATA/queens-10.dlx")
expect_true "--part 2/3 over ranks adds up with dlx's other parts to 724" test $((p1 + part2 + p3)) = 724
mpi "$SOURCE_ROOT/tests/cli/no-such-file.dlx"
expect_status "a missing file: exit 2" 2
expect_err_has "a missing file: said once, by rank 0" "cannot open"
expect_true "a missing file: said once" test "$(grep -c 'cannot open' "$ERR")" = 1
mpi --jobs x "$DATA/queens-8.dlx"
expect_status "bad usage: exit 2" 2
# `mpirun -np 2 dlx-mpi < queens-8.dlx` said "out of memory, or another rank
# could not start": mpirun gives standard input to rank 0 only.
mpi <"$DATA/queens-8.dlx"
expect_status "standard input: exit 2" 2
expect_err_has "standard input: not supported" "dlx-mpi: standard input is not supported"
mpi - <"$DATA/queens-8.dlx"
expect_err_has "'-': not supported either" "dlx-mpi: standard input is not supported"
# A prefix file that counts solutions twice is refused as dlx refuses it (split.sh).
"$DLX" --split 2 "$DATA/queens-8.dlx" >parts.txt
lines=$(wc -l <parts.txt)
echo >>parts.txt
mpi --prefix-file parts.txt "$DATA/queens-8.dlx"
expect_status "a blank line in the prefix file: exit 2" 2
expect_err_has "a blank line in the prefix file: at its line" \
	"parts.txt:$((lines + 1)): a blank line is the empty prefix"
{ "$DLX" --split 1 "$DATA/queens-8.dlx" | head -1; "$DLX" --split 2 "$DATA/queens-8.dlx"; } >mixed.txt
mpi --prefix-file mixed.txt "$DATA/queens-8.dlx"
expect_status "a depth-1 line above depth-2 lines: exit 2" 2
expect_err_has "a depth-1 line above depth-2 lines: at its line" "mixed.txt:2: one of this line and line 1"
# The empty prefix of a problem with bounds (split.sh): a is 1:1, b takes 0
# to 2 of its three options, 1 + 3 + 3 = 7 solutions.
printf 'a 0:2|b\na\nb\nb\nb\n' >zero-to-two.dlx
mpi --progress=0.000001 "$DATA/queens-12.dlx"
expect_out "--progress leaves the count alone: 14200" "14200"
expect_true "--progress: the share explored and the parts done" \
	grep -qE '^progress: [0-9.]+ s, [0-9]+ nodes, [0-9]+ solutions, [01]\.[0-9]{5} explored(, about [0-9]+ s left)?, [0-9]+ of [0-9]+ parts done$' "$ERR"
expect_true "--progress: the share explored grows with the parts done" \
	awk '/^progress:/ { e = $8 + 0 } END { exit !(e > 0.5) }' "$ERR"

echo >empty-prefix.txt
mpi_np 2 --prefix-file empty-prefix.txt zero-to-two.dlx
expect_out "bounds: a blank line alone on 2 ranks: 7" "7"
expect_status "bounds: a blank line alone on 2 ranks: exit 0" 0

# --algorithm bits: ranks search whole parts of links' tree on bitsets; the
# count is published and the nodes add up to DLX1's (knuth-counts.txt).
for spec in "queens-10 724 16448" "langford-8 300 2789" "pentomino-3x20 8 32892"; do
	read -r name want nodes <<<"$spec"
	mpi_np 3 --algorithm bits --stats "$DATA/$name.dlx"
	expect_out "bits: -np 3 $name: $want" "$want"
	expect_true "bits: -np 3 $name: DLX1's $nodes nodes" test "$(sed -n 's/^nodes: //p' "$ERR")" = "$nodes"
done
# colours: dlx2 < word-squares.dlx, "24 solutions, ..., 657 nodes" (knuth-counts.txt)
mpi_np 2 --algorithm bits --stats "$DATA/word-squares.dlx"
expect_out "bits: -np 2 word-squares (colours): DLX2's 24" "24"
expect_true "bits: -np 2 word-squares: DLX2's 657 nodes" test "$(sed -n 's/^nodes: //p' "$ERR")" = 657
finish
