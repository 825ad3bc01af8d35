#!/usr/bin/env bash
# End-to-end: memory running out is said as such (exit 2), never taken for a
# verdict on the puzzle. `(ulimit -v 30000; sudoku rate -j 4 h5.txt)` once
# said "no solution: not rated" for every puzzle. Where the limit falls
# depends on the build, so each command runs under a range of limits: at
# every one it either answers as without a limit or says "out of memory"
# and exits 2.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}"

# A sanitizer reserves terabytes of address space, and valgrind replaces the
# allocator: ulimit -v means nothing under them.
case "${EXAMPLE_CFLAGS:-}${E2E_WRAPPER:-}" in
*sanitize* | *valgrind*)
	echo "1..0 # SKIP ulimit -v has no meaning under sanitizers or valgrind"
	exit 0
	;;
esac

head -5 "$SOURCE_ROOT/data/hardest-1000.txt" >"$WORK/h5.txt"
head -1 "$WORK/h5.txt" >"$WORK/h1.txt"

# check NAME LOW HIGH STEP CMD...: CMD's answer without a limit, then under each limit.
check() {
	local name=$1 low=$2 high=$3 step=$4
	shift 4
	"$SUDOKU" "$@" >"$WORK/want" 2>"$WORK/want-err"
	local want=$? bad=0 oom=0 limit
	for ((limit = low; limit <= high; limit += step)); do
		# Below some limit the command cannot even start: the loader says so, or,
		# when the executable's own segments do not fit, the kernel kills the exec
		# with SIGSEGV before any of its code runs. `--version` under the same
		# limit tells which: if it cannot answer, neither verdict applies.
		(ulimit -v "$limit" && exec "$SUDOKU" --version) >/dev/null 2>&1 || continue
		(ulimit -v "$limit" && exec "$SUDOKU" "$@") >"$WORK/got" 2>"$WORK/got-err"
		local got=$?
		if [ "$got" -eq "$want" ] && cmp -s "$WORK/got" "$WORK/want"; then
			continue
		elif grep -qE "error while loading shared libraries|cannot allocate TLS data" "$WORK/got-err"; then
			continue # too little for the loader: the command never started
		elif [ "$got" -eq 2 ] && grep -q "out of memory" "$WORK/got-err" &&
			! grep -qE "no solution|more than one solution|no hint" "$WORK/got-err"; then
			oom=$((oom + 1))
		else
			bad=$((bad + 1))
			[ "$bad" -eq 1 ] && fail "$name: under ulimit -v $limit: exit $got" "$(head -5 "$WORK/got-err")"
		fi
	done
	[ "$bad" -eq 0 ] && pass "$name: right answer or 'out of memory' (exit 2) under every limit ($oom ran out)"
}

# Threads take their stacks first: -j 4 runs out higher up.
check "rate -j 4" 16000 48000 250 rate -j 4 "$WORK/h5.txt"
for cmd in rate solve explain hint print; do
	check "$cmd" 2000 14000 100 "$cmd" "$WORK/h5.txt"
done
finish
