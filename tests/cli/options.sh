#!/usr/bin/env bash
# One option parser for every command (src/cli/common/options.c).
# (a) The same mistake gets the same message, and exit 2 (README: bad usage is
#     2), in every command: an unknown option, a missing value, a bad number
#     (junk, hex, out of range) and a bad choice, each as
#       PROGRAM: WHAT
#       (see 'PROGRAM --help')
# (b) Help and parser agree: every option --help lists is known to the parser,
#     a flag refuses a value, an option shown with a value needs one, and a
#     number, seconds or optional value shown is accepted.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?}" "${DLX:?}"
DLX_MPI=$(dirname "$DLX")/dlx-mpi

# command words | a whole-number option | a choice option (written --name=)
CASES=(
	"dlx|--limit|--print"
	"sudoku solve|--node-limit|--format"
	"sudoku count|--limit|--input-format"
	"sudoku generate|--count|--symmetry"
	"sudoku rate|--orders|--format"
	"sudoku export|--puzzle|--input-format"
	"sudoku bench|--repeat|--format"
	"sudoku explain|--step|--format"
	"sudoku hint||--format"
	"sudoku print|--per-page|--format"
)

# Runs "$words" (dlx or sudoku COMMAND) with more arguments.
run_command() {
	local words=$1
	shift
	case $words in
	dlx) run "$DLX" "$@" ;;
	*) run "$SUDOKU" "${words#sudoku }" "$@" ;;
	esac
}

# NAME PROGRAM TEXT: exit 2, and stderr is exactly "PROGRAM: TEXT" and the pointer.
expect_usage_error() {
	local name=$1 program=$2 text=$3
	local want
	want=$(printf '%s: %s\n(see '\''%s --help'\'')' "$program" "$text" "$program")
	if [ "$STATUS" -eq 2 ] && [ "$(cat "$ERR")" = "$want" ]; then pass "$name"
	else fail "$name" "expected exit 2 and stderr:" "$want" "got exit $STATUS and:" "$(head -c 600 "$ERR")"; fi
}

# NAME PROGRAM OPTION VALUE: exit 2 and "PROGRAM: OPTION needs ..., not 'VALUE'".
expect_value_refused() {
	local name=$1 program=$2 option=$3 value=$4
	local first
	first=$(head -n 1 "$ERR")
	if [ "$STATUS" -eq 2 ] && [[ $first == "$program: $option needs "*", not '$value'" ]] &&
		[ "$(sed -n 2p "$ERR")" = "(see '$program --help')" ] && [ "$(wc -l <"$ERR")" -eq 2 ]; then
		pass "$name"
	else
		fail "$name" "expected exit 2 and '$program: $option needs ..., not '$value''" \
			"got exit $STATUS and:" "$(head -c 600 "$ERR")"
	fi
}

# --- (a) the same mistakes, the same messages ---
check_mistakes() {
	local words=$1 number=$2 choice=$3 program=$1
	run_command "$words" --no-such-option
	expect_usage_error "$program: unknown long option" "$program" "unknown option '--no-such-option'"
	run_command "$words" -Q
	expect_usage_error "$program: unknown short option" "$program" "unknown option '-Q'"
	run_command "$words" --no-such-option=3
	expect_usage_error "$program: unknown option with a value" "$program" "unknown option '--no-such-option'"
	if [ -n "$number" ]; then
		run_command "$words" "$number"
		expect_usage_error "$program: $number without a value" "$program" "option '$number' needs a value"
		local bad
		for bad in x 0x10 -1 1e3 1.5 99999999999999999999999; do
			run_command "$words" "$number" "$bad"
			expect_value_refused "$program $number '$bad': refused" "$program" "$number" "$bad"
			if [[ $(head -n 1 "$ERR") != *"needs a whole number from "[0-9]*" to "* ]]; then
				fail "$program $number '$bad': says the range" "$(head -n 1 "$ERR")"
			else
				pass "$program $number '$bad': says the range"
			fi
		done
	fi
	run_command "$words" "$choice=bogus"
	expect_value_refused "$program $choice=bogus: refused" "$program" "$choice" bogus
	if [[ $(head -n 1 "$ERR") == *"needs one of "*", "*", not 'bogus'" ]]; then
		pass "$program $choice=bogus: lists the values"
	else
		fail "$program $choice=bogus: lists the values" "$(head -n 1 "$ERR")"
	fi
}

# --- (b) every option in --help is the parser's ---

# The option rows of a help text: "SHORT|LONG|FORM|VALUE", FORM "flag",
# "value" or "optional". The left column ends at column 23; a longer one has
# the help on the next line.
option_rows() {
	local line left
	while IFS= read -r line; do
		[[ $line == "  -"* ]] || continue
		if [ "${line:22:1}" = " " ]; then left=${line:0:22}; else left=$line; fi
		left=${left%"${left##*[! ]}"}
		if [[ $left =~ ^\ \ (-([A-Za-z]),\ )?--([a-z][a-z0-9-]*)(\[=([^]]+)\]|\ ([^ ]+))?$ ]]; then
			local form=flag value=
			if [ -n "${BASH_REMATCH[5]}" ]; then form=optional value=${BASH_REMATCH[5]}
			elif [ -n "${BASH_REMATCH[6]}" ]; then form=value value=${BASH_REMATCH[6]}; fi
			echo "${BASH_REMATCH[2]}|${BASH_REMATCH[3]}|$form|$value"
		else
			echo "?|$left|?|"
		fi
	done
}

# A value that must be accepted for a value name, or nothing when it depends.
good_value() {
	case $1 in
	N | K | COUNT | SEED | B | D | DEPTH) echo 4 ;; # 4: a size too
	S) echo 0.5 ;;
	*) echo ;;
	esac
}

check_help_rows() {
	local words=$1 program=$1
	run_command "$words" --help
	expect_status "$program --help: exit 0" 0
	local rows
	rows=$(option_rows <"$OUT")
	if [ -z "$rows" ]; then fail "$program --help lists options"; return; fi
	local short long form value
	while IFS='|' read -r short long form value; do
		if [ "$form" = "?" ]; then fail "$program --help: a row this test cannot read" "$long"; continue; fi
		local option=--$long
		case $form in
		flag)
			run_command "$words" "$option" --help
			expect_status "$program $option: known (a flag)" 0
			run_command "$words" "$option=1"
			expect_usage_error "$program $option=1: a flag takes no value" "$program" \
				"option '$option' takes no value"
			;;
		value)
			run_command "$words" "$option"
			expect_usage_error "$program $option: needs a value, as its help shows" "$program" \
				"option '$option' needs a value"
			local good
			good=$(good_value "$value")
			if [ -n "$good" ]; then
				run_command "$words" "$option" "$good" --help
				expect_status "$program $option $good: accepted" 0
			else # a choice, a file, a list: known, and the value read as its own
				run_command "$words" "$option" "??" --help
				if [ "$STATUS" -eq 0 ] || [[ $(head -n 1 "$ERR") == "$program: $option needs "*", not '??'" ]]; then
					pass "$program $option VALUE: known, takes a value"
				else
					fail "$program $option VALUE: known, takes a value" "exit $STATUS" "$(head -c 300 "$ERR")"
				fi
			fi
			;;
		optional)
			run_command "$words" "$option" --help
			expect_status "$program $option: known, its value optional" 0
			local each
			if [ "$value" = S ]; then value=0.5; fi
			for each in ${value//|/ }; do
				run_command "$words" "$option=$each" --help
				expect_status "$program $option=$each: accepted" 0
			done
			;;
		esac
		if [ -n "$short" ]; then
			if [ "$form" = flag ]; then
				run_command "$words" "-$short" --help
				expect_status "$program -$short: the short form is known" 0
			else
				run_command "$words" "-$short"
				expect_usage_error "$program -$short: needs a value, as its help shows" "$program" \
					"option '-$short' needs a value"
			fi
		fi
	done <<<"$rows"
}

for entry in "${CASES[@]}"; do
	IFS='|' read -r words number choice <<<"$entry"
	check_mistakes "$words" "$number" "$choice"
	check_help_rows "$words"
done

# Every seconds option takes fractions and refuses hex; every command refuses
# the same spellings of a bad number.
for entry in "dlx|--time-limit" "dlx|--progress" "sudoku solve|--time-limit" \
	"sudoku count|--time-limit" "sudoku bench|--time-limit"; do
	IFS='|' read -r words option <<<"$entry"
	run_command "$words" "$option=.25" --help
	expect_status "$words $option=.25: a fraction is accepted" 0
	run_command "$words" "$option=0x1"
	expect_value_refused "$words $option=0x1: hex refused" "$words" "$option" 0x1
done

# dlx-mpi reads dlx's command line: the same table, the same messages.
if [ -x "$DLX_MPI" ] && command -v mpirun >/dev/null; then
	mpi_run() {
		ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
			mpirun --allow-run-as-root --oversubscribe -np 1 "$DLX_MPI" "$@" >"$OUT" 2>"$ERR"
		STATUS=$?
		sed -i '/^-\{20,\}$/,$d' "$ERR" # mpirun's own report of the exit code
	}
	run "$DLX" --help
	cp "$OUT" "$WORK/dlx-help"
	mpi_run --help
	expect_true "dlx-mpi --help: dlx's option list" cmp -s "$OUT" "$WORK/dlx-help"
	mpi_run --no-such-option
	expect_usage_error "dlx-mpi: unknown option" dlx-mpi "unknown option '--no-such-option'"
	mpi_run --limit 0x10
	expect_value_refused "dlx-mpi --limit 0x10: refused" dlx-mpi --limit 0x10
	mpi_run --print=bogus
	expect_value_refused "dlx-mpi --print=bogus: refused" dlx-mpi --print bogus
fi
finish
