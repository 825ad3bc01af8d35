#!/usr/bin/env bash
# End-to-end: counts past 2^64 stay exact wherever parts are added up. Known
# answers, by closed forms: n items of two options each (the item alone,
# twice) have 2^n solutions; k disjoint copies of the empty 4x4 Sudoku (288
# solutions, as its file says) have 288^k. Each is counted on one thread
# (the parts split apart and multiplied), by one search (--parts off: the
# memo's hits carry the count past 2^64), with -j 2 and -j 3 (threads add
# up parts), every --part I/N summed in python3's integers, every --split
# prefix through --prefix-file, --checkpoint then --resume, and dlx-mpi on
# 2 and 3 ranks when the build has it. Past 2^128 a count that cannot be
# exact says "more than", never a wrapped number.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DLX_MPI=$(dirname "$DLX")/dlx-mpi
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# doubled N: N items, each with two options of itself alone (2^N solutions)
doubled() {
	python3 -c "
n = $1
print(' '.join('a%d' % i for i in range(n)))
for i in range(n):
    print('a%d' % i)
    print('a%d' % i)"
}
# copies K FILE: K disjoint copies of FILE (each name gets _1 .. _K)
copies() {
	awk -v k="$1" '
	/^\|/ { next }
	{ lines[++n] = $0 }
	END {
		m = split(lines[1], h, " "); primary = ""; secondary = ""; after = 0
		for (i = 1; i <= m; i++) {
			if (h[i] == "|") { after = 1; continue }
			for (c = 1; c <= k; c++)
				if (after) secondary = secondary " " h[i] "_" c
				else primary = primary " " h[i] "_" c
		}
		print substr(primary, 2) (after ? " |" secondary : "")
		for (c = 1; c <= k; c++)
			for (j = 2; j <= n; j++) {
				m = split(lines[j], f, " "); o = ""
				for (i = 1; i <= m; i++) o = o " " f[i] "_" c
				print substr(o, 2)
			}
	}' "$2"
}
# sum_of FILES...: the counts in the files added up in python3's integers
sum_of() { cat "$@" | python3 -c "import sys; print(sum(int(line) for line in sys.stdin))"; }

doubled 70 >d70.dlx
doubled 80 >d80.dlx # 1024 parts of 2^70 each: a part line past 2^64
copies 8 "$DATA/sudoku-empty-4x4.dlx" >s8.dlx
expect_true "the 4x4 file says 288" grep -qx '| expected: 288 solutions' "$DATA/sudoku-empty-4x4.dlx"
declare -A want=([d70]=$(python3 -c 'print(2**70)') [d80]=$(python3 -c 'print(2**80)')
	[s8]=$(python3 -c 'print(288**8)'))

# valgrind runs each command some thirty times slower, AddressSanitizer several
# times: one problem there (these builds look for memory errors; the arithmetic
# is the release build's to check)
names="d70 d80 s8" checking=""
! checking_build || names=d70 checking=yes
for name in $names; do
	file=$name.dlx
	for flags in "" "--parts off" "-j 2" "-j 3" "-j 2 --parts off"; do
		# shellcheck disable=SC2086 # the flags are words
		run "$DLX" $flags "$file"
		expect_out "$name ${flags:-(one thread)}: ${want[$name]}" "${want[$name]}"
	done
	run "$DLX" -j 2 --stats "$file"
	expect_err_has "$name -j 2 --stats: solutions in full" "solutions: ${want[$name]}"
	run "$DLX" -j 3 --stats-format json --stats "$file"
	expect_err_has "$name -j 3 json: solutions in full" "{\"solutions\": ${want[$name]},"
	for n in 2 3; do
		for i in $(seq 1 "$n"); do "$DLX" --part "$i/$n" "$file" >"part$i"; done
		expect_true "$name: --part I/$n add up to ${want[$name]}" \
			test "$(sum_of $(seq -f 'part%g' 1 "$n"))" = "${want[$name]}"
	done
	"$DLX" --split 3 "$file" >prefixes
	: >counts
	while read -r line; do
		printf '%s\n' "$line" >one
		"$DLX" --prefix-file one "$file" >>counts
	done <prefixes
	expect_true "$name: every --split 3 prefix alone adds up to ${want[$name]}" \
		test "$(sum_of counts)" = "${want[$name]}"
	run "$DLX" -j 2 --prefix-file prefixes "$file"
	expect_out "$name: -j 2 --prefix-file of every prefix" "${want[$name]}"
	run "$DLX" bench "$file"
	expect_true "$name: dlx bench prints the count in full" grep -q " ${want[$name]} " "$OUT"
	# a checkpoint's parts are searched whole, without the independent parts
	# multiplied: eight 4x4 Sudoku take 86 million nodes that way, so the
	# checkpoint's sums are checked on the doubled problems only, and in the
	# release build (its 1024 parts take a minute in the checking builds,
	# whose memory checks of checkpoints e2e_checkpoint makes)
	[ "$name" = s8 ] || [ -n "$checking" ] && continue
	rm -f ck
	run "$DLX" -j 2 --checkpoint ck "$file"
	expect_out "$name: -j 2 --checkpoint" "${want[$name]}"
	expect_true "$name: the checkpoint's part lines add up to ${want[$name]}" \
		test "$(awk '$1 == "part" { print $3 }' ck | sum_of)" = "${want[$name]}"
	if [ "$name" = d80 ]; then
		expect_true "d80: a part line holds 2^70" grep -q "^part 0 $(python3 -c 'print(2**70)') " ck
	fi
	run "$DLX" --resume ck "$file"
	expect_out "$name: --resume from the finished checkpoint" "${want[$name]}"
done

# Past 2^128: one thread multiplies parts exactly; one search says "more than"
doubled 130 >d130.dlx
run "$DLX" d130.dlx
expect_out "2^130 on one thread, in full" "$(python3 -c 'print(2**130)')"
run "$DLX" --parts off d130.dlx
expect_out "2^130 by one search: more than 2^128 - 2, not wrapped" \
	"more than 340282366920938463463374607431768211454"
expect_status "2^130 by one search: exit 0" 0

if [ -x "$DLX_MPI" ] && command -v mpirun >/dev/null; then
	for ranks in 2 3; do
		for name in $names; do
			ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
				mpirun --allow-run-as-root --oversubscribe -np "$ranks" "$DLX_MPI" "$name.dlx" \
				>"$OUT" 2>"$ERR"
			expect_out "$name: dlx-mpi -np $ranks" "${want[$name]}"
		done
	done
	if [ -z "$checking" ]; then
		rm -f ck
		mpirun --allow-run-as-root --oversubscribe -np 3 "$DLX_MPI" --checkpoint ck d80.dlx \
			>"$OUT" 2>"$ERR"
		expect_out "d80: dlx-mpi -np 3 --checkpoint" "${want[d80]}"
		run "$DLX" --resume ck d80.dlx
		expect_out "d80: dlx --resume of dlx-mpi's finished checkpoint" "${want[d80]}"
	fi
fi
finish
