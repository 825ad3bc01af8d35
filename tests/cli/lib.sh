# lib.sh - a tiny TAP library for the end-to-end tests.
#
# Source it, call the checks, end with `finish`. Each check prints one TAP
# line; a failure prints what was expected and what came, as TAP comments.
#   run CMD...                 runs CMD, keeps stdout in $OUT, stderr in $ERR, status in $STATUS
#                              (under $E2E_WRAPPER when set, e.g. valgrind: see .ci/run)
#   checking_build             true under valgrind ($E2E_WRAPPER) or a sanitizer
#                              ($E2E_SANITIZED): several times slower, so a test takes
#                              its smaller sample there
#   expect_status NAME N       the last run exited with N
#   expect_out NAME TEXT       its stdout was exactly TEXT (plus a final newline)
#   expect_out_file NAME FILE  its stdout was exactly the content of FILE
#   expect_err_has NAME TEXT   its stderr contains TEXT
#   expect_true NAME CMD...    CMD succeeds (its stdout goes to stderr: it is not TAP)
#   stat_of NAME               the number after "NAME: " in the last run's stderr (the
#                              text statistics: stat_of nodes)
#   knuth_figures LINE         the figures of a Knuth program's "Altogether" line:
#                              solutions, nodes, updates, and the search's mems (the
#                              second figure of "A+M mems" or "A+M-L mems")
#   knuth_records FILE PROGRAM the records of PROGRAM in FILE (knuth-counts.txt: the
#                              command "$ PROGRAM < NAME.dlx", then its last line), one
#                              line each: NAME.dlx, its knuth_figures and its ccost
#                              (the percentage of the mems spent choosing items)
set -u
TEST_COUNT=0
TEST_FAILED=0
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
OUT=$WORK/out
ERR=$WORK/err
STATUS=0

checking_build() { [ -n "${E2E_WRAPPER:-}${E2E_SANITIZED:-}" ]; }

run() {
	# shellcheck disable=SC2086 # the wrapper is a command line, split on purpose
	${E2E_WRAPPER:-} "$@" >"$OUT" 2>"$ERR"
	STATUS=$?
}

pass() { TEST_COUNT=$((TEST_COUNT + 1)); echo "ok $TEST_COUNT - $1"; }
fail() {
	TEST_COUNT=$((TEST_COUNT + 1)); TEST_FAILED=$((TEST_FAILED + 1))
	echo "not ok $TEST_COUNT - $1"
	shift
	printf '%s\n' "$@" | sed 's/^/# /'
}

expect_status() {
	if [ "$STATUS" -eq "$2" ]; then pass "$1"
	else fail "$1" "expected exit $2, got $STATUS" "stderr:" "$(head -c 2000 "$ERR")"; fi
}

expect_out() {
	if [ "$(cat "$OUT")" = "$2" ]; then pass "$1"
	else fail "$1" "expected stdout:" "$2" "got:" "$(head -c 2000 "$OUT")"; fi
}

expect_out_file() {
	if cmp -s "$OUT" "$2"; then pass "$1"
	else fail "$1" "stdout differs from $2:" "$(diff "$OUT" "$2" | head -20)"; fi
}

expect_err_has() {
	if grep -qF -- "$2" "$ERR"; then pass "$1"
	else fail "$1" "expected stderr to contain: $2" "got:" "$(head -c 2000 "$ERR")"; fi
}

expect_true() {
	local name=$1
	shift
	if "$@" >&2; then pass "$name"; else fail "$name" "command failed: $*"; fi
}

stat_of() { sed -n "s/^$1: \([0-9]*\).*/\1/p" "$ERR"; }

knuth_figures() {
	sed -n 's/^Altogether \([0-9]*\) solutions*, [0-9]*+\([0-9]*\)[-0-9]* mems, \([0-9]*\) updates,.* \([0-9]*\) nodes,.*/\1 \4 \3 \2/p' <<<"$1"
}

knuth_records() {
	local dollar program file line
	while read -r dollar program _ file; do
		[ "$dollar" = '$' ] || continue
		read -r line
		[ "$program" = "$2" ] && echo "$file $(knuth_figures "$line") $(sed -n 's/.*ccost \([0-9]*\)%.*/\1/p' <<<"$line")"
	done <"$1"
	return 0
}

finish() {
	echo "1..$TEST_COUNT"
	[ "$TEST_FAILED" -eq 0 ]
}
