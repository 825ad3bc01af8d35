#!/usr/bin/env bash
# End-to-end: the exact-cover benchmark's .ec format. Instances written here
# are counted against closed forms the code did not produce: all nonempty
# subsets of 1..n have the Bell number B(n) exact covers (the partitions of
# 1..n), all pairs of 1..2n the (2n-1)!! perfect matchings of K_2n (the
# benchmark's doublefact-NN files are these, NN = 2n-1). Each count with and
# without the memo and with two threads. Then the bundled sample
# (data/exact-cover/ec/README.md gives each count's source), the name rule
# (*.ec read as .ec, anything else as Knuth's unless --format says), --print
# showing the element numbers, and dlx-mpi when the build has it. The bad
# .ec files are in the bad-input corpus (bad_input.sh).
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover/ec
cd "$WORK" || exit 2

# bell N: every nonempty subset of 1..N, as the benchmark's bell-NN files list them
bell() {
	awk -v n="$1" 'BEGIN {
		printf "c n = %d, m = %d\np ec %d\n", n, 2 ^ n - 1, n
		for (mask = 1; mask < 2 ^ n; mask++) {
			line = "s"
			for (e = 1; e <= n; e++)
				if (int(mask / 2 ^ (e - 1)) % 2) line = line " " e
			print line
		}
	}'
}

# pairs N: every pair {i, j} of 1..N
pairs() {
	awk -v n="$1" 'BEGIN {
		printf "c n = %d, m = %d\np ec %d\n", n, n * (n - 1) / 2, n
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) print "s", i, j
	}'
}

# counts NAME FILE EXPECTED [FLAGS...]: the count with the memo, without, with -j 2
counts() {
	local name=$1 file=$2 expected=$3
	shift 3
	run "$DLX" "$@" "$file"
	expect_out "$name" "$expected"
	run "$DLX" --memo 0 "$@" "$file"
	expect_out "$name, --memo 0" "$expected"
	run "$DLX" -j 2 "$@" "$file"
	expect_out "$name, -j 2" "$expected"
}

# Under a memory checker ($E2E_WRAPPER, valgrind in CI) the two largest of each
# family are left out: their counts without the memo take minutes there.
largest_bell=10 largest_pairs=8
[ -n "${E2E_WRAPPER:-}" ] && largest_bell=8 largest_pairs=6

bell_numbers=(1 2 5 15 52 203 877 4140 21147 115975)
for n in $(seq "$largest_bell"); do
	bell "$n" >"bell-$n.ec"
	counts "bell-$n: B($n)" "bell-$n.ec" "${bell_numbers[n - 1]}"
done

double_factorials=(1 3 15 105 945 10395 135135 2027025)
for n in $(seq "$largest_pairs"); do
	pairs $((2 * n)) >"doublefact-$((2 * n - 1)).ec"
	counts "doublefact-$((2 * n - 1)): K$((2 * n)) has $((2 * n - 1))!!" \
		"doublefact-$((2 * n - 1)).ec" "${double_factorials[n - 1]}"
done

# comments and blank lines anywhere, tabs, a CRLF line end, under a .txt name
{
	printf 'c bell-4 with comments\n\n'
	bell 4 | sed -e '3a\
c between the sets\
' -e 's/^s 1 2$/s\t1\t2\r/'
	printf '\n   \nc the end\n'
} >bell-4-commented.txt
counts "bell-4 with comments and blank lines, --format ec on a .txt" bell-4-commented.txt 15 --format ec
run "$DLX" bell-4-commented.txt
expect_status "a .txt file is Knuth's format unless --format ec" 2
expect_err_has "... the comment its item line, the next comment an option of unknown items" \
	"bell-4-commented.txt:3:3: unknown item 'n'"

# "p ec 3" is also a valid item line of Knuth's format: --format dlx reads it so
printf 'p ec 3\np 3\nec\n' >knuth.ec
run "$DLX" --format dlx knuth.ec
expect_out "--format dlx reads a .ec name as Knuth's format" "1"
run "$DLX" --format ec - <"bell-3.ec"
expect_out "--format ec on standard input" "5"

# --print names the sets by their elements, one solution after another
run "$DLX" --print "doublefact-3.ec"
expect_out "--print shows the element numbers" "$(printf '1 2\n3 4\n\n1 3\n2 4\n\n1 4\n2 3\n')"

# the bundled sample: closed forms, the repository's run_results.txt, Knuth's DLX1
counts "bell-05.ec: B(5)" "$DATA/bell-05.ec" 52
counts "bell-09.txt: B(9), as run_results.txt records" "$DATA/bell-09.txt" 21147 --format ec
counts "doublefact-05.ec: 5!!" "$DATA/doublefact-05.ec" 15
counts "latin6-blk-00001.ec: Knuth's DLX1 counts 48" "$DATA/latin6-blk-00001.ec" 48
counts "sts15-blk-00006.ec: Knuth's DLX1 counts 40" "$DATA/sts15-blk-00006.ec" 40

# dlx-mpi reads it through the same reader
DLX_MPI=$(dirname "$DLX")/dlx-mpi
if [ -x "$DLX_MPI" ] && command -v mpirun >/dev/null; then
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
		mpirun --allow-run-as-root --oversubscribe -np 2 "$DLX_MPI" "$DATA/bell-05.ec" >"$OUT" 2>"$ERR"
	STATUS=$?
	expect_status "dlx-mpi on 2 ranks: exit 0" 0
	expect_out "dlx-mpi on 2 ranks: B(5)" 52
else
	pass "dlx-mpi # SKIP this build has none"
fi

finish
