#!/usr/bin/env bash
# End-to-end tests of the ways 16x16 puzzles write their digits (1-G, A-P,
# 0-F) and of HoDoKu's library lines. The puzzle is "Easy 1" of the hexadoku
# collection at sudoku-puzzles-online.com, written 0-F with its published
# solution; the other two forms are made from it here with tr. The solution
# was checked apart from this project (a valid 16x16 grid keeping every
# given), and check_solutions.awk checks it again below.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
CHECK=$SOURCE_ROOT/tests/cli/check_solutions.awk

HEX='B.78.5E.3..AD.C0..4..7...C.FA..2A..........437....5...9F.......8.4..B8...E.793....E37C....FDB..49F.7..5D.3....8.5..D.F3.24A8C.0..8......B....0D5..D......8..F.E...A.9.F..67...BC...C.AB....E724.7A.9.B1...5..63.D.CEF.7.A....8......E.A..D..5....63509C..B..E...'
HEX_SOLUTION='B97815E4326ADFC00E4137D68C9FAB52ADF6C28B0514379E3C52A09FD7EB1468C46AB8215E0793FD82E37C0A69FDB5149F074E5DC3B12A8651BD6F3924A8CE07E89F2147BAC360D547DB536C1820F9EA23A09DFE467581BC651C8AB09FDE72437A89DB12E05C463FDBCEF475A13608291024E6A3FD895C7BF63509C87B42EDA1'
# the same digits, one form to another: 0-F -> 1-G (the output form) and -> A-P
to_one() { tr '0-9A-F' '1-9A-G'; }
to_letters() { tr '0-9A-F' 'A-P'; }
ONE=$(to_one <<<"$HEX")
LETTERS=$(to_letters <<<"$HEX")
SOLUTION=$(to_one <<<"$HEX_SOLUTION")

expect_true "the published solution keeps the givens and the rules" \
	awk -f "$CHECK" <(echo "$ONE $SOLUTION")

for form in HEX ONE LETTERS; do
	run "$SUDOKU" solve -f line "${!form}"
	expect_out "$form: the published solution" "$SOLUTION"
	run "$SUDOKU" count "${!form}"
	expect_out "$form: one solution" "1"
done

# as a grid of 16 rows, with the form named by a header
{ echo '# digits: A-P'; fold -w 16 <<<"$LETTERS"; } >"$WORK/letters.txt"
run "$SUDOKU" solve -f line "$WORK/letters.txt"
expect_out "A-P grid under a header: the published solution" "$SOLUTION"

# 1-9 and A-F with '.' empties tell 1-G (short of G) from 0-F (short of 0) by nothing
NO_G=$(tr G . <<<"$ONE")
run "$SUDOKU" solve "$NO_G"
expect_status "no G, no 0: bad input" 2
expect_err_has "no G, no 0: said where" "<argument>:1:1: 16x16 digits undecided"
printf '# digits: 0-F\n%s\n' "$ONE" >"$WORK/header.txt"
run "$SUDOKU" solve "$WORK/header.txt"
expect_status "a 0-F header over 1-G digits: bad input" 2
G_AT=$(($(expr index "$ONE" G)))
expect_err_has "a 0-F header over 1-G digits: the G named" \
	"header.txt:2:$G_AT: 'G' is not a digit of a 16x16 grid written 0-F"

# HoDoKu's library lines: the puzzle is the fourth field
WIKI=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
WIKI_SOLUTION=534678912672195348198342567859761423426853791713924856961537284287419635345286179
printf ':0000:x:%s:::\n:0100:5:%s:213 414::\n' "$WIKI" "$HEX" >"$WORK/library.txt"
run "$SUDOKU" solve -f line "$WORK/library.txt"
expect_out "HoDoKu library lines" "$WIKI_SOLUTION
$SOLUTION"
printf ':0000:x:%s!:::\n' "$WIKI" >"$WORK/bad-library.txt"
run "$SUDOKU" solve "$WORK/bad-library.txt"
expect_err_has "HoDoKu line, bad symbol: said where" "bad-library.txt:1:90: unexpected character '!'"
finish
