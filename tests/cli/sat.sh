#!/usr/bin/env bash
# End-to-end: `dlx --export cnf`, the problem as DIMACS CNF for a SAT solver.
# Known answers: a two-item problem whose CNF is written out by hand in
# both encodings (tests/data/two-items-*.cnf); then 200 seeded random
# problems (sat_random.py: bounds, colours, items no option holds), each
# exported in both encodings and given to cadical and minisat, whose verdict must be dlx --first's and
# whose every model must be a valid cover by sat_check.py, a reader of the
# format of its own. The solver part is skipped (TAP SKIP) when cadical or
# minisat is absent; .ci/run installs both.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$WORK" || exit 2

# ---- By hand: a b; options a, b, a b (variables 1, 2, 3) ----
# tests/data/README.md works the two texts out
DATA=$SOURCE_ROOT/tests/data
cp "$DATA/two-items.dlx" two.dlx
cp "$DATA/two-items-pairwise.cnf" pairwise.cnf
cp "$DATA/two-items-sequential.cnf" sequential.cnf
run "$DLX" --export cnf two.dlx
expect_status "two items: exit 0" 0
expect_out_file "two items: the CNF worked by hand (auto is pairwise here)" pairwise.cnf
run "$DLX" --export cnf --cnf-encoding pairwise two.dlx
expect_out_file "two items, pairwise" pairwise.cnf
run "$DLX" --export=cnf --cnf-encoding=sequential - <two.dlx
expect_out_file "two items, sequential, from stdin" sequential.cnf

# an item no option holds: the empty clause "0"
printf 'a b\na\n' >lonely.dlx
run "$DLX" --export cnf lonely.dlx
expect_out "an item in no option gives the empty clause" "c exact cover: primary items 2, secondary items 0, options 1
c variable i is option i-1 in input order; above 1: auxiliary
p cnf 1 2
1 0
0"

# ---- Refusals ----
run "$DLX" --export dimacs two.dlx
expect_status "--export dimacs: exit 2" 2
expect_err_has "--export names what it takes" "--export needs one of cnf, not 'dimacs'"
run "$DLX" --export cnf --cnf-encoding binary two.dlx
expect_err_has "--cnf-encoding names what it takes" "needs one of auto, pairwise, sequential"
for flag in --print --first --stats "-j 2" "--jobs 1" "--shuffle 3" "--memo 0" --matrix "--best 2" \
	"--branch first" "--order sharp" "--estimate 5"; do
	# shellcheck disable=SC2086 # the flag and its value, split on purpose
	run "$DLX" --export cnf $flag two.dlx
	expect_status "--export cnf $flag: exit 2" 2
	expect_err_has "--export cnf $flag: says why" "--export writes the problem and searches nothing"
	[ -s "$OUT" ] && fail "--export cnf $flag: nothing on stdout" "$(head -c 300 "$OUT")"
done
# at most 20 of 40 pairwise: C(40,21) clauses, about 1.3e11, beyond a DIMACS int
{ echo "0:20|a"; for _ in $(seq 40); do echo a; done; } >wide.dlx
run "$DLX" --export cnf --cnf-encoding pairwise wide.dlx
expect_status "too many clauses: exit 2" 2
expect_err_has "too many clauses: says so, and what helps" "dlx: cannot export as CNF: problem too large (--cnf-encoding sequential"
[ -s "$OUT" ] && fail "too many clauses: nothing on stdout" "$(head -c 300 "$OUT")"
run "$DLX" --export cnf wide.dlx
expect_true "auto takes the sequential counter there: 40 + 39*20 variables" grep -qx 'p cnf 820 1579' "$OUT"
run "$DLX" --cnf-encoding pairwise two.dlx
expect_status "--cnf-encoding alone: exit 2" 2
expect_err_has "--cnf-encoding alone: says why" "--cnf-encoding goes with --export cnf"
if [ -w /dev/full ]; then
	"$DLX" --export cnf two.dlx >/dev/full 2>"$ERR"
	STATUS=$?
	expect_status "a failed write: exit 2" 2
	expect_err_has "a failed write: says so" "write error"
fi

# ---- Random problems against two SAT solvers ----
if ! command -v cadical >/dev/null || ! command -v minisat >/dev/null; then
	TEST_COUNT=$((TEST_COUNT + 1))
	echo "ok $TEST_COUNT - SAT solvers agree with dlx # SKIP cadical or minisat is not installed"
	finish
	exit
fi
count=200
# under valgrind every run is slow: fewer problems, the same kinds
[ -n "${E2E_WRAPPER:-}" ] && count=20
mkdir problems
/usr/bin/python3 "$HERE/sat_random.py" problems "$count" 2024 || fail "sat_random.py" "it failed"
: >models.txt
disagreements=0 found=0 none=0
for n in $(seq "$count"); do
	problem=problems/$n.dlx
	${E2E_WRAPPER:-} "$DLX" --first "$problem" >/dev/null 2>&1
	case $? in 0) want=10; found=$((found + 1)) ;; 1) want=20; none=$((none + 1)) ;; *) want=dlx-failed ;; esac
	for encoding in pairwise sequential; do
		cnf=problems/$n-$encoding.cnf
		${E2E_WRAPPER:-} "$DLX" --export cnf --cnf-encoding "$encoding" "$problem" >"$cnf" 2>"$ERR" ||
			{ disagreements=$((disagreements + 1)); echo "# $cnf: export failed"; continue; }
		cadical -q "$cnf" >"$cnf.cadical" 2>&1
		got_cadical=$?
		minisat -verb=0 "$cnf" "$cnf.minisat" >/dev/null 2>&1
		got_minisat=$?
		if [ "$got_cadical" != "$want" ] || [ "$got_minisat" != "$want" ]; then
			disagreements=$((disagreements + 1))
			echo "# $problem $encoding: dlx $want, cadical $got_cadical, minisat $got_minisat"
		fi
		[ "$got_cadical" = 10 ] && echo "$problem $cnf.cadical" >>models.txt
		[ "$got_minisat" = 10 ] && echo "$problem $cnf.minisat" >>models.txt
	done
done
if [ "$disagreements" -eq 0 ]; then pass "cadical and minisat agree with dlx --first on $count problems ($found solvable, $none not)"
else fail "SAT verdicts" "$disagreements exports disagree with dlx --first"; fi
# both kinds must have come up, or the comparison says little
expect_true "some problems solvable, some not" test "$found" -gt 0 -a "$none" -gt 0
models=$(wc -l <models.txt)
run /usr/bin/python3 "$HERE/sat_check.py" models.txt
expect_status "every one of $models models is a valid cover" 0
[ "$STATUS" -eq 0 ] || head -20 "$OUT" | sed 's/^/# /'
finish
