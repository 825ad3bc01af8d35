#!/usr/bin/env bash
# The bad-input corpus (tests/bad-input/cases.txt): each malformed file gives
# its exact exit code and message, and nothing crashes. (Fields: see cases.txt.) Then the cases that
# are made at run time: a 100 MB line with no newline, and -o over an input.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?}" "${SOURCE_ROOT:?}"
CORPUS=$SOURCE_ROOT/tests/bad-input

check_case() {
	local command=$1 file=$2 status=$3 text=$4
	case $command in
	solve) (cd "$CORPUS/$(dirname "$file")" && run "$SUDOKU" solve --unique -f line "$(basename "$file")") ;;
	dlx) (cd "$CORPUS/$(dirname "$file")" && run "${DLX:?}" "$(basename "$file")") ;;
	dlx-strict) (cd "$CORPUS/$(dirname "$file")" && run "${DLX:?}" --strict "$(basename "$file")") ;;
	*) fail "$file" "unknown command $command in cases.txt"; return ;;
	esac
	# run happened in a subshell: its results are in the files
	STATUS=$(cat "$WORK/status")
	expect_status "$file: exit $status" "$status"
	if [ -n "$text" ]; then expect_err_has "$file: message" "$text"; fi
	expect_true "$file: no crash report" test "$(grep -c -E 'Sanitizer|runtime error|core dumped' "$ERR")" -eq 0
}

# run() inside the subshell: keep its status where the parent can read it
run() {
	${E2E_WRAPPER:-} "$@" >"$OUT" 2>"$ERR"
	echo $? >"$WORK/status"
}

while IFS= read -r line; do
	case $line in '#'* | '') continue ;; esac
	IFS='|' read -r command file status text <<<"$line"
	trim() { local s=$1; s=${s#"${s%%[! ]*}"}; echo "${s%"${s##*[! ]}"}"; }
	check_case "$(trim "$command")" "$(trim "$file")" "$(trim "$status")" "$(trim "$text")"
done <"$CORPUS/cases.txt"

# A 100 MB line with no newline: refused with a message, memory stays bounded.
head -c 100000000 /dev/zero | tr '\0' '1' >"$WORK/huge.txt"
(cd "$WORK" && run "$SUDOKU" solve huge.txt)
STATUS=$(cat "$WORK/status")
expect_status "100 MB line: exit 2" 2
expect_err_has "100 MB line: cut, and said so" "huge.txt:1: line longer than 65536 bytes"
expect_err_has "100 MB line: refused" "huge.txt:1: line longer than 65536 bytes: refused"

finish
