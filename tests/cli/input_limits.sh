#!/usr/bin/env bash
# End-to-end tests of endless and oversized input:
# a line over 64 KiB is refused with its line number unless the cut falls in a
# comment; a NUL byte stops the reading at once (/dev/zero fails fast in both
# commands); `dlx` refuses an input over --max-input-size bytes.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?}" "${DLX:?}" "${SOURCE_ROOT:?}"
WIKI=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
WIKI_SOLUTION=534678912672195348198342567859761423426853791713924856961537284287419635345286179
QUEENS8=$SOURCE_ROOT/data/exact-cover/queens-8.dlx
pad() { head -c "$1" /dev/zero | tr '\0' "$2"; }

# --- long options cost time in proportion to their length ---
# One option of 200,000 items took 28 s, 100,000 took 6 s (pairwise repeat
# checks in the reader and the engine): 400,000 would take minutes. Linear,
# it takes well under a second; the timeout is generous for slow machines
# and valgrind.
long_option() { awk -v n="$1" -v extra="$2" 'BEGIN {
	for (k = 0; k < n; k++) printf "%si%d", k ? " " : "", k; print ""
	for (k = 0; k < n; k++) printf "%si%d", k ? " " : "", k; print extra }'; }
long_option 400000 "" >"$WORK/long.dlx"
run timeout 120 "$DLX" "$WORK/long.dlx"
expect_status "one option of 400,000 items: read and solved in time (exit 0)" 0
expect_out "one option of 400,000 items: one solution" "1"
long_option 400000 " i7" >"$WORK/long-repeat.dlx"
run timeout 120 "$DLX" "$WORK/long-repeat.dlx"
expect_status "a repeat at the end of 400,000 items: exit 2 in time" 2
expect_err_has "a repeat at the end of 400,000 items: where" "item 'i7' appears twice in this option (first at column "

# --- the memory an input costs stays in proportion to it ---
# Option lines of one item ("a", 2 bytes) are the worst case: two matrix
# nodes of 16 bytes, the option's first node (4 bytes) and the input text
# itself, about 19 bytes a byte of input (the source lines of options on
# consecutive lines are kept as one run, not a number an option). A bound of
# 20 times the input (and 16 MiB for the program itself, about 11 MiB
# measured) catches a cost that grows faster, or a copy too many: a line
# number an option (8 bytes) breaks it. Not under sanitizers or valgrind,
# whose own memory is counted too.
case "${EXAMPLE_CFLAGS:-}${E2E_WRAPPER:-}" in
*sanitize* | *valgrind*) ;;
*)
	{ echo a; yes a | head -c 10000000; } >"$WORK/many-options.dlx"
	peak=$(/usr/bin/python3 - "$DLX" "$WORK/many-options.dlx" <<'PY'
import resource, subprocess, sys
subprocess.run([sys.argv[1], sys.argv[2]], stdout=subprocess.DEVNULL, check=True)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024)
PY
)
	bytes=$(stat -c %s "$WORK/many-options.dlx")
	expect_true "5 million one-item options: peak memory $peak bytes, within 20 x $bytes + 16 MiB" \
		test "$peak" -le $((20 * bytes + (16 << 20)))
	;;
esac

# --- 5. a line over 64 KiB ---
# 70,000 blanks, then the puzzle: the cells lie past the cut.
{ pad 70000 ' '; echo "$WIKI"; echo "$WIKI"; } >"$WORK/padded.txt"
for strict in "" --strict; do
	run "$SUDOKU" solve -f line $strict "$WORK/padded.txt"
	expect_status "padded 64 KiB line ${strict:-(batch)}: exit 2" 2
	expect_err_has "padded 64 KiB line ${strict:-(batch)}: refused with its line number" \
		"padded.txt:1: line longer than 65536 bytes: refused"
done
run "$SUDOKU" solve -f line "$WORK/padded.txt"
expect_out "padded line: the next line's puzzle is still solved" "$WIKI_SOLUTION"

# The same line without the padding is solved (the refusal is for the length alone).
run "$SUDOKU" solve -f line <<<"$WIKI"
expect_status "the same puzzle unpadded: exit 0" 0

# A comment line over 64 KiB, and a puzzle followed by a long comment: read, no warning.
{ echo "# $(pad 70000 x)"; echo "$WIKI # $(pad 70000 y)"; } >"$WORK/long-comment.txt"
run "$SUDOKU" solve -f line --strict "$WORK/long-comment.txt"
expect_status "64 KiB comments: exit 0" 0
expect_out "64 KiB comments: the puzzle solved" "$WIKI_SOLUTION"
expect_true "64 KiB comments: nothing on stderr" test ! -s "$ERR"

# A 64 KiB line in the middle of a grid ends that grid, and says where.
{ head -4 "$SOURCE_ROOT/tests/data/wiki-grid.txt"; pad 70000 '5'; echo; } >"$WORK/grid-long.txt"
run "$SUDOKU" solve "$WORK/grid-long.txt"
expect_status "64 KiB line inside a grid: exit 2" 2
expect_err_has "64 KiB line inside a grid: its line number" \
	"grid-long.txt:5: line longer than 65536 bytes: refused"

# --- 6. NUL bytes and endless input ---
for command in solve count rate; do
	run timeout 60 "$SUDOKU" "$command" /dev/zero
	expect_status "sudoku $command /dev/zero: exit 2 (not a time-out)" 2
	expect_err_has "sudoku $command /dev/zero: the first byte refused" \
		"/dev/zero:1:1: unexpected byte 0x00: not a text file"
done
printf '%s\n%s\0\n%s\n' "$WIKI" "$WIKI" "$WIKI" >"$WORK/nul-line-2.txt"
run "$SUDOKU" solve -f line "$WORK/nul-line-2.txt"
expect_status "NUL on line 2: exit 2" 2
expect_err_has "NUL on line 2: line and column" "nul-line-2.txt:2:82: unexpected byte 0x00"
expect_out "NUL on line 2: the puzzle before it solved, nothing after" "$WIKI_SOLUTION"

run timeout 60 "$DLX" /dev/zero
expect_status "dlx /dev/zero: exit 2 (not a time-out)" 2
expect_err_has "dlx /dev/zero: the first byte refused" \
	"/dev/zero:1:1: control character 0x00: the input is not text"
{ cat "$QUEENS8"; printf 'r1 c1\0\n'; } >"$WORK/nul-late.dlx"
lines=$(($(wc -l <"$QUEENS8") + 1))
run "$DLX" "$WORK/nul-late.dlx"
expect_err_has "dlx: NUL after the problem: its line and column" \
	"nul-late.dlx:$lines:6: control character 0x00"

# An input size limit, with an option to move it.
size=$(wc -c <"$QUEENS8")
run "$DLX" --max-input-size "$size" "$QUEENS8"
expect_out "--max-input-size of exactly the file: 92 solutions" 92
run "$DLX" --max-input-size $((size - 1)) "$QUEENS8"
expect_status "--max-input-size one byte short: exit 2" 2
expect_err_has "--max-input-size one byte short: a clear message" \
	"queens-8.dlx: input larger than $((size - 1)) bytes: refused (--max-input-size raises the limit)"
run timeout 60 "$DLX" --max-input-size 100000 < <(yes 'a b')
expect_status "endless text on stdin: exit 2 (not a time-out)" 2
expect_err_has "endless text on stdin: refused at the limit" \
	"<stdin>: input larger than 100000 bytes: refused"
for bad in 0 0x10 -5 1e6 ''; do
	run "$DLX" --max-input-size "$bad" "$QUEENS8"
	expect_status "--max-input-size '$bad': usage error, exit 2" 2
done
run "$DLX" --help
expect_true "dlx --help lists --max-input-size and its default" \
	grep -q -- '--max-input-size B.*268435456' "$OUT"

finish
