#!/usr/bin/env bash
# End-to-end: every command shown in README.md, bench/README.md, docs/*.md
# and docs/guide/*.md runs and prints exactly what the page shows, so the
# pages cannot drift from the code. A fenced block whose first line starts
# with "$ " is a session: each "$ command" line is run with bash, and the
# lines after it, up to the next "$ " line or the end of the block, are its
# expected output (stdout and stderr together). A session whose opening fence
# names "timing" (```console timing) prints measurements: its output must
# have the same lines and words, every number aside. Other blocks are files or templates to adapt (a Slurm
# script, a host list), not commands, and are not run.
# Commands run in a scratch directory laid out like the source root (its
# folders linked in), with the built dlx, sudoku and dlx-instances first on
# PATH; files a command writes stay in the scratch directory, shared by the
# commands of one page, in order.
# Also: docs/make-pictures.sh remakes the committed SVG matrix pictures
# byte for byte, and makes every other committed picture.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
BIN=$(cd "$(dirname "$DLX")" && pwd)
export PATH="$BIN:$PATH"
# the build folder, as docs/6-library.md names it ($BUILD: build/src/cli is two levels down)
export BUILD=${BUILD_ROOT:-$(dirname "$(dirname "$BIN")")}
# docs/7-python.md: the package from the source tree (linked below) on this build's
# libraries. python3 cannot load a sanitized build's libraries (EXAMPLE_CFLAGS set, see
# tests/python/meson.build), nor run the package when meson did not set it up (PYTHON
# empty): its sessions are then skipped, and say so.
export DLX_LIBRARY_PATH=$BUILD/src PYTHONDONTWRITEBYTECODE=1
python_skip=""
[ -z "${EXAMPLE_CFLAGS:-}" ] || python_skip="python3 cannot load libraries built with $EXAMPLE_CFLAGS"
[ -n "${PYTHON-x}" ] || python_skip="meson did not set up the Python package"
# A sanitized build's static libraries link only with the same sanitizers: the
# pages' cc lines get them too.
if [ -n "${EXAMPLE_CFLAGS:-}" ]; then
	# shellcheck disable=SC2086 # EXAMPLE_CFLAGS holds several flags
	cc() { command cc $EXAMPLE_CFLAGS "$@"; }
	export -f cc
fi

# run_page FILE: checks every session of one page
run_page() {
	local page=$1 name=${1#"$SOURCE_ROOT"/} root
	root=$(mktemp -d -p "$WORK")
	for dir in bench data docs examples include man python src tests; do ln -s "$SOURCE_ROOT/$dir" "$root/$dir"; done
	local in_block=0 session=0 number=0 command="" start=0 expected timing=0
	expected=$(mktemp -p "$WORK")
	flush() {
		[ -n "$command" ] || return 0
		if [ -n "$python_skip" ] && [[ $command == *python3* ]]; then
			pass "$name:$start: \$ $command # SKIP $python_skip"
			command=""
			return 0
		fi
		(cd "$root" && bash -c "$command" >"$WORK/got" 2>&1)
		if [ "$timing" = 1 ]; then # the same lines and words, any numbers
			shape <"$expected" >"$WORK/want-shape"
			shape <"$WORK/got" >"$WORK/got-shape"
			if cmp -s "$WORK/got-shape" "$WORK/want-shape"; then pass "$name:$start: \$ $command (its layout)"
			else fail "$name:$start: \$ $command (its layout)" "output differs beyond its numbers (< expected, > got):" "$(diff "$expected" "$WORK/got" | head -20)"; fi
		elif cmp -s "$WORK/got" "$expected"; then pass "$name:$start: \$ $command"
		else fail "$name:$start: \$ $command" "output differs (< expected, > got):" "$(diff "$expected" "$WORK/got" | head -20)"; fi
		command=""
	}
	while IFS= read -r line || [ -n "$line" ]; do
		number=$((number + 1))
		if [ "$in_block" = 0 ]; then
			case $line in '```'*)
				in_block=1 session=0 timing=0
				case $line in *timing*) timing=1 ;; esac ;;
			esac
			continue
		fi
		if [ "${line:0:3}" = '```' ]; then
			flush
			in_block=0
			continue
		fi
		if [ "${line:0:2}" = '$ ' ]; then
			flush
			session=1
			command=${line:2}
			start=$number
			: >"$expected"
		elif [ "$session" = 1 ]; then
			printf '%s\n' "$line" >>"$expected"
		else
			in_block=2 # a block that is not a session: skipped
		fi
	done <"$page"
}

# shape: a measurement's output with every number (and bound sign) as one #
# and runs of blanks as one, so only its layout is compared
shape() { sed -E 's/[<>]?[0-9][0-9.,]*/#/g; s/[[:space:]]+/ /g'; }

pages=("$SOURCE_ROOT"/README.md "$SOURCE_ROOT"/bench/README.md "$SOURCE_ROOT"/docs/*.md "$SOURCE_ROOT"/docs/guide/*.md)
for page in "${pages[@]}"; do run_page "$page"; done
expect_true "the docs show some commands" [ "$TEST_COUNT" -gt 20 ]

# The pictures: make-pictures.sh writes the same SVG matrices as committed.
if command -v dot >/dev/null && command -v gnuplot >/dev/null; then
	mkdir -p "$WORK/pictures"
	run bash "$SOURCE_ROOT/docs/make-pictures.sh" "$WORK/pictures"
	expect_status "docs/make-pictures.sh runs" 0
	for svg in "$SOURCE_ROOT"/docs/pictures/*.svg; do
		case $svg in *-tree.svg | *-zdd.svg | *-chart.svg) # Graphviz's and gnuplot's output varies with their versions
			expect_true "docs/pictures/${svg##*/} is made by make-pictures.sh" test -s "$WORK/pictures/${svg##*/}"
			continue ;;
		esac
		expect_true "docs/pictures/${svg##*/} is what make-pictures.sh makes" \
			cmp -s "$svg" "$WORK/pictures/${svg##*/}"
	done
fi
finish
