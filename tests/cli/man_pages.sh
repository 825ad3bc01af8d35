#!/usr/bin/env bash
# The man pages list exactly the options each command's --help lists: dlx(1)
# against `dlx --help`, and each "## sudoku COMMAND" section of sudoku(1)
# against `sudoku COMMAND --help`. Names are compared, short and long; an
# entry line of a page (one starting with *-) may name several options.
# dlx(1)'s section DLX BENCH holds `dlx bench --help`'s options (and every word
# of its configurations), the rest of the page `dlx --help`'s.
# Also: sudoku(1) has a section for every command `sudoku --help` lists.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?}" "${DLX:?}" "${SOURCE_ROOT:?}"
MAN=$SOURCE_ROOT/man

# The option names of a --help text on stdin, sorted: the lines indented two
# to four spaces that start with a dash, up to the first two spaces.
help_options() {
	grep -E '^ {2,4}-' | sed -E 's/^ +//; s/(  |\[=| [A-Z]).*//' |
		grep -oE -- '-{1,2}[a-zA-Z][a-zA-Z-]*' | sort -u
}

# The option names of a section of an scdoc page on stdin, sorted: every
# *-x* or *--name* on the lines that start an entry (*-...), less --help
# and --version, which the help texts do not list as options.
page_options() {
	grep -E '^\*-' | grep -oE -- '\*-{1,2}[a-zA-Z][a-zA-Z-]*\*' | tr -d '*' |
		grep -vxE -- '--help|--version' | sort -u
}

# section PAGE TITLE: the lines of "## TITLE" up to the next heading
section() { awk -v t="## $2" '$0 == t { on = 1; next } /^#/ { on = 0 } on' "$1"; }

# compare NAME HELP_TEXT HELP_FILE PAGE_FILE: a command may have no options,
# but then its whole --help text has no line that starts with a dash (so a
# change of layout that help_options cannot read is not taken for none), and
# the page must list none either.
compare() {
	if [ ! -s "$3" ] && grep -qE '^[[:space:]]*-' "$2"; then
		fail "$1: --help lists options" "none read from:" "$(grep -E '^[[:space:]]*-' "$2")"
	elif [ ! -s "$3" ] && [ ! -s "$4" ]; then
		pass "$1: neither the man page nor --help lists options"
	elif cmp -s "$3" "$4"; then pass "$1: the man page lists the options of --help"
	else fail "$1: the man page lists the options of --help" \
		"(< --help only, > man page only)" "$(diff "$3" "$4" | grep '^[<>]')"; fi
}

# top PAGE TITLE: the lines of "# TITLE" up to the next top-level heading;
# rest PAGE TITLE: every other line
top() { awk -v t="# $2" '$0 == t { on = 1; next } /^# / { on = 0 } on' "$1"; }
rest() { awk -v t="# $2" '$0 == t { on = 1; next } /^# / { on = 0 } !on' "$1"; }

"$DLX" --help >"$WORK/text"
help_options <"$WORK/text" >"$WORK/help"
rest "$MAN/dlx.1.scd" "DLX BENCH" | page_options >"$WORK/page"
compare "dlx(1)" "$WORK/text" "$WORK/help" "$WORK/page"

"$DLX" bench --help >"$WORK/text"
help_options <"$WORK/text" >"$WORK/help"
top "$MAN/dlx.1.scd" "DLX BENCH" >"$WORK/section"
page_options <"$WORK/section" >"$WORK/page"
compare "dlx(1), dlx bench" "$WORK/text" "$WORK/help" "$WORK/page"
# the words: the lines of --help indented two spaces that start with a small letter
words=$(awk '/^A configuration is/ { on = 1; next } on && /^  [a-z]/ { print $1 } /^$/ { on = 0 }' "$WORK/text")
expect_true "dlx bench --help lists configuration words" test -n "$words"
for word in $words; do
	expect_true "dlx(1), dlx bench: names the word $word" grep -qF "*$word*" "$WORK/section"
done

commands=$("$SUDOKU" --help | awk '/^commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } /^$/ { on = 0 }')
expect_true "sudoku --help lists commands" test -n "$commands"
for command in $commands; do
	if ! grep -qx "## sudoku $command" "$MAN/sudoku.1.scd"; then
		fail "sudoku(1) has a section for sudoku $command" "no '## sudoku $command' in man/sudoku.1.scd"
		continue
	fi
	"$SUDOKU" "$command" --help >"$WORK/text"
	help_options <"$WORK/text" >"$WORK/help"
	section "$MAN/sudoku.1.scd" "sudoku $command" | page_options >"$WORK/page"
	compare "sudoku(1), sudoku $command" "$WORK/text" "$WORK/help" "$WORK/page"
	expect_true "sudoku(1) shows sudoku $command in its synopsis" \
		grep -q "^\*sudoku $command\*" "$MAN/sudoku.1.scd"
done
finish
