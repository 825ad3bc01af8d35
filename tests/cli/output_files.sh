#!/usr/bin/env bash
# End-to-end tests of `-o FILE`: written through
# symbolic links, the shell's own streams, devices and FIFOs; the target keeps
# its permissions; a file the user may not write is refused; a signal leaves no
# temporary file; a run that could not read its inputs leaves the file as it was.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}"

# Wikipedia's example and its published solution.
WIKI=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
WIKI_SOLUTION=534678912672195348198342567859761423426853791713924856961537284287419635345286179
D=$WORK/o
mkdir "$D"
echo "$WIKI" >"$D/p.txt"
solution_in() { [ "$(cat "$1")" = "$WIKI_SOLUTION" ]; }
no_temp_left() { ! ls "$1" | grep -q '\.tmp-'; }

# --- 1. symbolic links, streams, devices, FIFOs ---
echo old >"$D/target.txt"
ln -s target.txt "$D/link.txt"
run "$SUDOKU" solve -f line -o "$D/link.txt" "$D/p.txt"
expect_status "-o through a symlink: exit 0" 0
expect_true "-o through a symlink: the link is still a link" test -L "$D/link.txt"
expect_true "-o through a symlink: its target holds the solution" solution_in "$D/target.txt"

ln -s sub/../made.txt "$D/dangling.txt"
mkdir "$D/sub"
run "$SUDOKU" solve -f line -o "$D/dangling.txt" "$D/p.txt"
expect_true "-o through a dangling symlink: the target is created" solution_in "$D/made.txt"
expect_true "-o through a dangling symlink: the link stays" test -L "$D/dangling.txt"

ln -s link.txt "$D/chain.txt"
echo old >"$D/target.txt"
run "$SUDOKU" solve -f line -o "$D/chain.txt" "$D/p.txt"
expect_true "-o through two links: the final target written" solution_in "$D/target.txt"

ln -s /dev/stdout "$D/to-stdout"
${E2E_WRAPPER:-} "$SUDOKU" solve -f line -o "$D/to-stdout" "$D/p.txt" >"$D/shell-out.txt" 2>"$ERR"
expect_true "-o a link to /dev/stdout: the link is kept" test -L "$D/to-stdout"
expect_true "-o a link to /dev/stdout: the solution reaches the shell's file" \
	solution_in "$D/shell-out.txt"

# (not /dev/stdout itself redirected to a file: code with this bug, run as
# root, would replace the system's /dev/stdout; the link above covers it)
for stream in /proc/self/fd/1 /dev/fd/1; do
	: >"$D/shell-out.txt"
	${E2E_WRAPPER:-} "$SUDOKU" solve -f line -o "$stream" "$D/p.txt" >>"$D/shell-out.txt" 2>"$ERR"
	STATUS=$?
	expect_status "-o $stream redirected to a file: exit 0" 0
	expect_true "-o $stream: the solution is in the redirected file" solution_in "$D/shell-out.txt"
done
${E2E_WRAPPER:-} "$SUDOKU" solve -f line -o /dev/stdout "$D/p.txt" 2>"$ERR" | cat >"$D/piped.txt"
expect_true "-o /dev/stdout into a pipe: the solution comes through" solution_in "$D/piped.txt"
${E2E_WRAPPER:-} "$SUDOKU" solve -f line -o /dev/stderr "$D/p.txt" 2>&1 >/dev/null |
	cat >"$D/shell-err.txt"
expect_true "-o /dev/stderr: the solution is on stderr" grep -qx "$WIKI_SOLUTION" "$D/shell-err.txt"

mkfifo "$D/fifo"
cat "$D/fifo" >"$D/from-fifo.txt" &
reader=$!
run "$SUDOKU" solve -f line -o "$D/fifo" "$D/p.txt"
wait "$reader"
expect_status "-o a FIFO: exit 0" 0
expect_true "-o a FIFO: still a FIFO" test -p "$D/fifo"
expect_true "-o a FIFO: the reader got the solution" solution_in "$D/from-fifo.txt"

run "$SUDOKU" solve -f line -o /dev/null "$D/p.txt"
expect_true "-o /dev/null: still a character device" test -c /dev/null

# Several SVG pages are one file each: a FIFO or a device takes one stream,
# so the pages are refused there, not written to files beside it.
head -10 "$SOURCE_ROOT/data/easy-1000.txt" >"$D/ten.txt"
mkfifo "$D/pages"
timeout 60 cat "$D/pages" >"$D/from-pages.txt" &
reader=$!
run "$SUDOKU" print -f svg -o "$D/pages" "$D/ten.txt"
wait "$reader"
expect_status "ten SVG pages to a FIFO: exit 2" 2
expect_err_has "ten SVG pages to a FIFO: says why" "not a file, and 10 SVG pages need one file each"
expect_true "ten SVG pages to a FIFO: no page files beside it" \
	test -z "$(find "$D" -name 'pages-*')"
expect_true "ten SVG pages to a FIFO: still a FIFO" test -p "$D/pages"
head -1 "$D/ten.txt" >"$D/one.txt"
run "$SUDOKU" print -f svg -o /dev/full "$D/one.txt"
expect_status "one SVG page to /dev/full: exit 2" 2
expect_err_has "one SVG page to /dev/full: the write error said" "/dev/full: write error"

run "$SUDOKU" solve -f line -o '' "$D/p.txt"
expect_status "-o '': exit 2" 2
expect_err_has "-o '': says a file name is needed" "--output needs a file name, not ''"

# --- 2. permissions ---
for mode in 600 640 755; do
	echo old >"$D/mode.txt"
	chmod "$mode" "$D/mode.txt"
	run "$SUDOKU" solve -f line -o "$D/mode.txt" "$D/p.txt"
	expect_true "-o over a $mode file: the solution written" solution_in "$D/mode.txt"
	expect_true "-o over a $mode file: the mode is still $mode" \
		test "$(stat -c %a "$D/mode.txt")" = "$mode"
done

# A file the user may not write (as root, run the command as nobody).
R=$WORK/ro
mkdir "$R" && chmod 755 "$R" && chmod 711 "$WORK"
echo "$WIKI" >"$R/p.txt" && echo KEEP >"$R/ro.txt" && chmod 644 "$R/p.txt" && chmod 444 "$R/ro.txt"
as_user=()
[ "$(id -u)" -eq 0 ] && as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
[ "$(id -u)" -eq 0 ] && chown root "$R/ro.txt"
run "${as_user[@]}" "$SUDOKU" solve -f line -o "$R/ro.txt" "$R/p.txt"
expect_status "-o a file the user may not write: exit 2" 2
expect_err_has "-o a file the user may not write: says so" "ro.txt: cannot write: Permission denied"
expect_true "-o a file the user may not write: unchanged" test "$(cat "$R/ro.txt")" = KEEP

# --- 3. a signal removes the temporary file, the target stays ---
# The input is a FIFO held open by this script, so the command waits on it
# with its temporary file made. `env --default-signal` undoes the shell's
# ignoring of SIGINT in background jobs, and an ignored SIGHUP or SIGTERM
# inherited from whatever started the tests (nohup does that).
# Every signal that ends the process by default, sent from outside; the faults
# (SEGV, BUS, FPE, ILL, ABRT, TRAP, SYS) are left to the sanitizers.
for sig in TERM HUP INT QUIT PIPE ALRM USR1 USR2 XFSZ XCPU PROF VTALRM IO; do
	S=$WORK/sig-$sig
	mkdir "$S"
	echo KEEP >"$S/out.txt"
	mkfifo "$S/in"
	env --default-signal ${E2E_WRAPPER:-} "$SUDOKU" solve -o "$S/out.txt" "$S/in" 2>"$S/err" &
	pid=$!
	exec 3>"$S/in"
	for _ in $(seq 100); do ls "$S" | grep -q '\.tmp-' && break; sleep 0.1; done
	expect_true "SIG$sig: the temporary file existed while running" bash -c "ls '$S' | grep -q '\.tmp-'"
	kill -s "$sig" "$pid"
	wait "$pid"
	status=$?
	exec 3>&-
	expect_true "SIG$sig: the command died of the signal (status $status)" test "$status" -gt 128
	expect_true "SIG$sig: no temporary file left" no_temp_left "$S"
	expect_true "SIG$sig: the target untouched" test "$(cat "$S/out.txt")" = KEEP
done

# SIGXFSZ from the file size limit itself: the temporary file outgrows
# `ulimit -f` (in 512-byte blocks) while the solutions are written.
X=$WORK/xfsz
mkdir "$X"
echo KEEP >"$X/out.txt"
for _ in $(seq 200); do echo "$WIKI"; done >"$X/many.txt"
(
	ulimit -f 8
	exec env --default-signal=XFSZ ${E2E_WRAPPER:-} "$SUDOKU" solve -o "$X/out.txt" "$X/many.txt"
) 2>"$X/err"
status=$?
expect_true "ulimit -f: the command died of SIGXFSZ (status $status)" test "$status" -eq $((128 + $(kill -l XFSZ)))
expect_true "ulimit -f: no temporary file left" no_temp_left "$X"
expect_true "ulimit -f: the target untouched" test "$(cat "$X/out.txt")" = KEEP

# --- 4. a run that could not read its inputs leaves the output alone ---
echo KEEP >"$D/keep.txt"
run "$SUDOKU" solve -o "$D/keep.txt" "$D/missing.txt"
expect_status "missing input: exit 2" 2
expect_true "missing input: the output keeps its old content" test "$(cat "$D/keep.txt")" = KEEP
expect_err_has "missing input: says the output is unchanged" "keep.txt: left unchanged"

run "$SUDOKU" solve -o "$D/keep.txt" "$D/p.txt" "$D/missing.txt"
expect_status "one missing input of two: exit 2" 2
expect_true "one missing input of two: the output keeps its old content" \
	test "$(cat "$D/keep.txt")" = KEEP

printf '%s\n123\n%s\n' "$WIKI" "$WIKI" >"$D/bad-second.txt"
run "$SUDOKU" solve --strict -o "$D/keep.txt" "$D/bad-second.txt"
expect_status "--strict stopped the run: exit 2" 2
expect_true "--strict stopped the run: the output keeps its old content" \
	test "$(cat "$D/keep.txt")" = KEEP
run "$SUDOKU" count --strict -o "$D/keep.txt" "$D/bad-second.txt"
expect_true "count --strict stopped: the output keeps its old content" \
	test "$(cat "$D/keep.txt")" = KEEP
run "$SUDOKU" rate --strict -o "$D/keep.txt" "$D/missing.txt"
expect_true "rate, missing input: the output keeps its old content" \
	test "$(cat "$D/keep.txt")" = KEEP

# The reproducers: `echo KEEP > t; sudoku explain missing.txt -o t` (print and
# hint the same) and `sudoku solve -o p.txt` with an empty standard input.
for cmd in explain print hint solve count rate "export --dlx"; do
	echo KEEP >"$D/t"
	# shellcheck disable=SC2086 # "export --dlx" is a command and its flag
	run "$SUDOKU" $cmd "$D/missing.txt" -o "$D/t"
	expect_status "$cmd missing.txt -o t: exit 2" 2
	expect_true "$cmd missing.txt -o t: t keeps its old content" test "$(cat "$D/t")" = KEEP
	# shellcheck disable=SC2086
	run "$SUDOKU" $cmd -o "$D/t" </dev/null
	expect_status "$cmd -o t, empty standard input: exit 2" 2
	expect_err_has "$cmd -o t, empty standard input: says so" "no puzzle found"
	expect_true "$cmd -o t, empty standard input: t keeps its old content" \
		test "$(cat "$D/t")" = KEEP
done
echo KEEP >"$D/t"
run "$SUDOKU" hint --strict -o "$D/t" "$D/bad-second.txt"
expect_status "hint --strict stopped at a bad grid: exit 2" 2
expect_true "hint --strict stopped at a bad grid: t keeps its old content" \
	test "$(cat "$D/t")" = KEEP

run "$SUDOKU" solve -f line -o "$D/keep.txt" "$D/bad-second.txt"
expect_status "a bad puzzle without --strict: exit 2" 2
expect_true "a bad puzzle without --strict: the others' solutions written" \
	test "$(cat "$D/keep.txt")" = "$WIKI_SOLUTION
$WIKI_SOLUTION"
expect_true "no temporary file left over" no_temp_left "$D"

finish
