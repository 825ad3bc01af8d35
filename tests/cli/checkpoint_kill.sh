#!/usr/bin/env bash
# End-to-end: a count killed with SIGKILL at random moments (seeded, so
# every run kills at the same delays) and resumed until it ends, on one
# thread, with -j 2, switching between them, and under dlx-mpi when the
# build has it. The final count must be the published one (queens-14:
# 365,596, OEIS A000170), and count and nodes those of an uninterrupted run
# of the undivided search (--memo 0, whose parts' nodes add up to its own).
# Slow: a few seconds of counting for each way.
. "$(dirname "$0")/lib.sh"
: "${DLX:?path of the dlx executable}" "${SOURCE_ROOT:?source root}"
DATA=$SOURCE_ROOT/data/exact-cover
DLX_MPI=$(dirname "$DLX")/dlx-mpi
PROBLEM=$DATA/queens-14.dlx
cd "$WORK" || exit 2

RANDOM=13 # the kills' delays repeat from run to run
KILLS=5

run "$DLX" --memo 0 --parts=off --stats "$PROBLEM"
expect_out "queens-14 uninterrupted: 365596 solutions (published)" 365596
whole_nodes=$(stat_of nodes)

# killed NAME CK COMMAND...: runs COMMAND (which keeps CK) KILLS times, each
# killed after a random 0.05 to 0.25 s (short enough that a fast machine
# with two threads is still counting), then to its end; checks the result.
killed() {
	local name=$1 ck=$2 k pid
	shift 2
	local kills_seen=0
	for ((k = 0; k < KILLS; k++)); do
		"$@" >/dev/null 2>&1 &
		pid=$!
		sleep "$(printf "0.%02d" $(((RANDOM % 5 + 1) * 5)))"
		kill -KILL "$pid" 2>/dev/null
		wait "$pid" 2>/dev/null
		[ $? = 137 ] && kills_seen=$((kills_seen + 1)) # 128 + SIGKILL: killed, not ended
	done
	"$@" >"$OUT" 2>"$ERR"
	STATUS=$?
	expect_true "$name: at least one run was killed ($kills_seen of $KILLS)" test "$kills_seen" -gt 0
	expect_out "$name: the count is 365596" 365596
	expect_true "$name: the nodes of the uninterrupted run ($whole_nodes)" \
		test "$(stat_of nodes)" = "$whole_nodes"
	expect_true "$name: the checkpoint lists every part" \
		test "$(sed -n 's/^end //p' "$ck")" = "$(sed -n 's/^parts \([0-9]*\) .*/\1/p' "$ck")"
}

# the first run starts the checkpoint, every later one resumes it
"$DLX" --memo 0 --checkpoint one.ck --node-limit 1 "$PROBLEM" >/dev/null 2>&1
killed "one thread" one.ck "$DLX" --memo 0 --stats --checkpoint-every 0.05 --resume one.ck "$PROBLEM"
"$DLX" --memo 0 --checkpoint two.ck --node-limit 1 "$PROBLEM" >/dev/null 2>&1
killed "-j 2" two.ck "$DLX" --memo 0 --stats -j 2 --checkpoint-every 0.05 --resume two.ck "$PROBLEM"

# killed with -j 2, ended on one thread
"$DLX" --memo 0 --checkpoint mixed.ck --node-limit 1 "$PROBLEM" >/dev/null 2>&1
KILLS=3 killed "-j 2 then one thread" mixed.ck \
	"$DLX" --memo 0 --stats -j 2 --checkpoint-every 0.05 --resume mixed.ck "$PROBLEM"
"$DLX" --memo 0 --stats --resume mixed.ck "$PROBLEM" >"$OUT" 2>"$ERR"
expect_true "-j 2 then one thread: resumed once more, the same nodes" \
	test "$(stat_of nodes)" = "$whole_nodes"

# under dlx-mpi (3 ranks), resumed from a run on threads
if [ -x "$DLX_MPI" ] && command -v mpirun >/dev/null; then
	"$DLX" --memo 0 -j 2 --checkpoint mpi.ck --checkpoint-every 0.05 "$PROBLEM" >/dev/null 2>&1 &
	pid=$!
	sleep 0.3
	kill -KILL "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
		mpirun --allow-run-as-root --oversubscribe -np 3 "$DLX_MPI" --memo 0 --stats \
		--resume mpi.ck "$PROBLEM" >"$OUT" 2>"$ERR"
	expect_out "dlx-mpi --resume after a killed -j 2 run: 365596" 365596
	expect_true "dlx-mpi --resume: the nodes of the uninterrupted run" \
		test "$(stat_of nodes)" = "$whole_nodes"
else
	pass "# SKIP this build has no dlx-mpi"
fi

finish
