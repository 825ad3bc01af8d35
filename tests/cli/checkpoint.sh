#!/usr/bin/env bash
# End-to-end: dlx --checkpoint and --resume, the quick part: a checkpoint
# of a finished count resumed gives the published count (queens-8: 92,
# OEIS A000170) and the nodes of the undivided search without searching
# again; a run stopped by --node-limit goes on to the same figures, with
# --stats=knuth to the nodes, updates and mems of one reference search
# (which stats.sh checks against Knuth's recorded figures); the
# refusals (a checkpoint of another problem, other options or other parts,
# a corrupt file at its line and column, solutions asked for) exit 2 and
# leave the checkpoint as it was. The runs killed at random moments are in
# checkpoint_kill.sh (slow).
. "$(dirname "$0")/lib.sh"
: "${DLX:?path of the dlx executable}" "${SOURCE_ROOT:?source root}"
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# ---- A finished count kept and read back ----
run "$DLX" --memo 0 --parts=off --stats "$DATA/queens-8.dlx"
whole_nodes=$(stat_of nodes)
run "$DLX" --memo 0 --stats --checkpoint q8.ck "$DATA/queens-8.dlx"
expect_out "--checkpoint: queens-8 has 92 solutions" 92
expect_true "--checkpoint: the nodes of the undivided search" test "$(stat_of nodes)" = "$whole_nodes"
expect_true "the checkpoint opens with its version line" test "$(head -1 q8.ck)" = "dlx-checkpoint 1"
parts=$(sed -n 's/^parts \([0-9]*\) .*/\1/p' q8.ck)
expect_true "every part is listed as done" test "$(tail -1 q8.ck)" = "end $parts"
cp q8.ck q8.before
run "$DLX" --memo 0 --stats --resume q8.ck "$DATA/queens-8.dlx"
expect_out "--resume of a finished count: 92" 92
expect_true "--resume of a finished count: the same nodes" test "$(stat_of nodes)" = "$whole_nodes"
expect_true "--resume of a finished count: no part searched again" \
	grep -q "^thread 1: 0 nodes, 0 parts" "$ERR"
expect_true "--resume of a finished count: the file is the same" cmp -s q8.ck q8.before

# ---- A node limit stops a run; --resume goes on, with threads ----
run "$DLX" --memo 0 --stats --depth 2 --node-limit $((whole_nodes / 2)) --checkpoint-every 0 \
	--checkpoint q8.stop "$DATA/queens-8.dlx"
expect_status "--node-limit with --checkpoint: a partial count (exit 1)" 1
done_before=$(sed -n 's/^end \([0-9]*\)$/\1/p' q8.stop)
stop_parts=$(sed -n 's/^parts \([0-9]*\) .*/\1/p' q8.stop)
expect_true "some parts done, not all ($done_before of $stop_parts)" \
	test "$done_before" -gt 0 -a "$done_before" -lt "$stop_parts"
run "$DLX" --memo 0 --stats -j 2 --resume q8.stop --checkpoint q8.next "$DATA/queens-8.dlx"
expect_out "--resume -j 2 after a node limit: 92" 92
expect_true "--resume -j 2 after a node limit: the nodes of one search" \
	test "$(stat_of nodes)" = "$whole_nodes"
expect_true "--resume with --checkpoint: the old file stays, the new one is whole" \
	test "$(tail -1 q8.stop)" = "end $done_before" -a "$(tail -1 q8.next)" = "end $stop_parts"

# ---- Knuth's counts (the reference loop's parts) go on exactly ----
run "$DLX" --stats=knuth "$DATA/queens-8.dlx"
knuth_figures=$(printf '%s %s %s' "$(stat_of nodes)" "$(stat_of updates)" "$(stat_of mems)")
run "$DLX" --stats=knuth --node-limit $((whole_nodes / 2)) --checkpoint q8.knuth "$DATA/queens-8.dlx"
expect_status "--stats=knuth stopped by a node limit (exit 1)" 1
run "$DLX" --stats=knuth -j 2 --resume q8.knuth "$DATA/queens-8.dlx"
expect_out "--stats=knuth resumed with -j 2: 92" 92
expect_true "--stats=knuth resumed: the nodes, updates and mems of one reference search" \
	test "$(stat_of nodes) $(stat_of updates) $(stat_of mems)" = "$knuth_figures"

# ---- Refusals: exit 2, the checkpoint untouched ----
refused() { # NAME WORDS ARGS...: dlx ARGS exits 2, says WORDS, leaves q8.ck as it was
	local name=$1 words=$2
	shift 2
	run "$DLX" "$@"
	if [ "$STATUS" = 2 ] && grep -qF -- "$words" "$ERR" && cmp -s q8.ck q8.before; then
		pass "$name: refused (exit 2), the checkpoint untouched"
	else
		fail "$name: refused (exit 2), the checkpoint untouched" "exit $STATUS" "$(cat "$ERR")"
	fi
}
refused "another problem" "made for another problem" --memo 0 --resume q8.ck "$DATA/queens-9.dlx"
refused "the same problem shuffled" "made for another problem" --memo 0 --shuffle 3 \
	--resume q8.ck "$DATA/queens-8.dlx"
refused "another memo" "made for other search options" --resume q8.ck "$DATA/queens-8.dlx"
refused "another order" "made for other search options" --memo 0 --branch first \
	--resume q8.ck "$DATA/queens-8.dlx"
refused "another depth" "made for other parts" --memo 0 --depth 1 --resume q8.ck \
	"$DATA/queens-8.dlx"
refused "another part" "made for other parts" --memo 0 --part 1/2 --resume q8.ck \
	"$DATA/queens-8.dlx"
refused "--print" "a checkpoint keeps counts, not solutions" --print --resume q8.ck \
	"$DATA/queens-8.dlx"
refused "--first" "--first and --limit cannot go with" --first --checkpoint q8.ck \
	"$DATA/queens-8.dlx"
refused "--checkpoint-every alone" "--checkpoint-every goes with" --checkpoint-every 5 \
	"$DATA/queens-8.dlx"
refused "a checkpoint on standard output" "need a file, not '-'" --checkpoint - \
	"$DATA/queens-8.dlx"
refused "no such checkpoint" "nothing.ck: cannot open" --resume nothing.ck "$DATA/queens-8.dlx"
refused "--trace" "need the undivided search" --trace --checkpoint q8.ck "$DATA/queens-8.dlx"
refused "--algorithm cells" "does not take --jobs, --part, --split, --prefix-file, --checkpoint" --algorithm cells \
	--checkpoint q8.ck "$DATA/queens-8.dlx"
run "$DLX" --checkpoint no-such-folder/q8.ck "$DATA/queens-8.dlx"
expect_status "a checkpoint that cannot be written: exit 2 before the search" 2
expect_true "... and no count printed" test ! -s "$OUT"
cp "$DATA/queens-8.dlx" q8.dlx
refused "the input as its own checkpoint" "is the input itself" --checkpoint q8.dlx q8.dlx

# corrupt copies, each refused where it goes wrong
corrupt() { # NAME WHERE SED-SCRIPT: q8.ck edited by SED-SCRIPT is refused at WHERE (LINE:COLUMN)
	sed "$3" q8.ck >bad.ck
	run "$DLX" --memo 0 --resume bad.ck "$DATA/queens-8.dlx"
	if [ "$STATUS" = 2 ] && grep -q "^bad.ck:$2: " "$ERR"; then
		pass "corrupt checkpoint ($1): refused at bad.ck:$2"
	else
		fail "corrupt checkpoint ($1): refused at bad.ck:$2" "exit $STATUS" "$(cat "$ERR")"
	fi
}
corrupt "another version" "1" '1s/ 1$/ 9/'
corrupt "a letter in a count" "6:8" '6s/^part \([0-9]*\) /part \1 x/'
corrupt "a part twice" "7:6" '7s/^part [0-9]*/part 0/'
corrupt "the end line lost" "$((parts + 4))" '$d'
corrupt "the end count wrong" "$((parts + 5)):5" '$s/end .*/end 1/'

finish
