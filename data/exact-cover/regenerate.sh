#!/usr/bin/env bash
# Rebuilds the generated instances of this directory from the built commands:
#   data/exact-cover/regenerate.sh BUILD_DIR      (e.g. build)
# knuth-example.dlx and knuth-colors.dlx are written by hand from Knuth's text.
# Every "| expected: N solutions" line is a published count (or, for the word
# squares, a brute-force count), never the output of dlx.
set -euo pipefail
build=${1:?usage: regenerate.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
gen=$build/src/cli/dlx-instances
sudoku=$build/src/cli/sudoku
cd "$here"

for n in $(seq 4 16); do "$gen" queens "$n" >"queens-$n.dlx"; done
for n in $(seq 3 12); do "$gen" langford "$n" >"langford-$n.dlx"; done
for size in 6x10 5x12 4x15 3x20; do "$gen" pentomino "${size%x*}" "${size#*x}" >"pentomino-$size.dlx"; done

# Two 8-queens boards at once, items renamed apart (_1, _2): nothing joins them,
# so the count is 92 x 92 (dlx counts each board apart and multiplies).
{
	echo "| Two 8 queens boards side by side, no item shared: each board's items carry"
	echo "| its number (_1, _2), so the solutions are pairs of 8-queens solutions"
	echo "| expected: 8464 solutions"
	awk 'function suffixed(text, k,   w, m, j, out) { # every name of text with _k
			m = split(text, w, " ")
			for (j = 1; j <= m; j++) out = out (j > 1 ? " " : "") w[j] "_" k
			return out
		}
		/^\|/ { next }
		{ line[++n] = $0 }
		END {
			split(line[1], side, " [|] ")
			print suffixed(side[1], 1) " " suffixed(side[1], 2) " | " \
				suffixed(side[2], 1) " " suffixed(side[2], 2)
			for (k = 1; k <= 2; k++)
				for (i = 2; i <= n; i++)
					print suffixed(line[i], k)
		}' queens-8.dlx
} >queens-8-twice.dlx

# Sudoku: the empty 4x4 grid (288 completed grids, a published count) and the
# first puzzle of the 17-clue collection (one solution, by the collection's definition).
sudoku_dlx() { # FILE EXPECTED: adds the expected count after the export's comments
	"$sudoku" export --dlx - | awk -v e="$2" '!done && !/^\|/ { print "| expected: " e " solutions"; done = 1 } 1' >"$1"
}
printf '....\n....\n....\n....\n' | sudoku_dlx sudoku-empty-4x4.dlx 288
head -n 1 ../17clue-1000.txt | sudoku_dlx sudoku-17clue-1.dlx 1

# Double word squares (colours): see the comment written into the file.
words="ace act ado age ago aid ale ape arc are art ate awe bad bed bee cab cad cap car cat dab den dew ear eat eel era ere eta oar oat ode one ore rat red tea tee ten toe tar pet per pea"
{
	echo "| Double word squares: a 3x3 array of letters whose rows R1-R3 and columns"
	echo "| C1-C3 are six different words of the list below. Cells x11..x33 are"
	echo "| secondary items coloured by their letter, so a row word and a column word"
	echo "| may share a cell only when they agree on its letter; each word is a"
	echo "| secondary item without colour, so it is used at most once. A square and"
	echo "| its transpose count separately. The count was checked by brute force"
	echo "| (tests/cli/dlx.sh recomputes it from this list with awk)."
	echo "| words: $words"
	echo "| expected: 24 solutions"
	printf 'R1 R2 R3 C1 C2 C3 | x11 x12 x13 x21 x22 x23 x31 x32 x33'
	for w in $words; do printf ' %s' "$w"; done
	echo
	for w in $words; do
		a=${w:0:1} b=${w:1:1} c=${w:2:1}
		for i in 1 2 3; do echo "R$i x${i}1:$a x${i}2:$b x${i}3:$c $w"; done
		for j in 1 2 3; do echo "C$j x1$j:$a x2$j:$b x3$j:$c $w"; done
	done
} >word-squares.dlx

# Double word squares, 4x4, over every other four-letter word of Debian's
# wamerican list (/usr/share/dict/american-english, lower-case a-z only): a
# coloured instance big enough to time (DLX2 takes seconds). The count is
# Knuth's DLX2 and SSXCC's, which agree (see README.md); dlx must match it.
dict=/usr/share/dict/american-english
if [ -r "$dict" ]; then
	words4=$(grep -E '^[a-z]{4}$' "$dict" | awk 'NR % 2 == 1')
	{
		echo "| Double word squares 4x4: rows R1-R4 and columns C1-C4 are eight different"
		echo "| words of every other four-letter word of Debian's wamerican list (lower case)."
		echo "| Cells xI_J are secondary items coloured by their letter; each word is a"
		echo "| secondary item without colour (used at most once). A square and its"
		echo "| transpose count separately. Count from Knuth's DLX2 and SSXCC (they agree)."
		echo "| expected: 5622 solutions"
		printf 'R1 R2 R3 R4 C1 C2 C3 C4 |'
		for i in 1 2 3 4; do for j in 1 2 3 4; do printf ' x%s_%s' "$i" "$j"; done; done
		for w in $words4; do printf ' %s' "$w"; done
		echo
		for w in $words4; do
			for i in 1 2 3 4; do
				printf 'R%s' "$i"
				for j in 1 2 3 4; do printf ' x%s_%s:%s' "$i" "$j" "${w:j-1:1}"; done
				echo " $w"
			done
			for j in 1 2 3 4; do
				printf 'C%s' "$j"
				for i in 1 2 3 4; do printf ' x%s_%s:%s' "$i" "$j" "${w:i-1:1}"; done
				echo " $w"
			done
		done
	} >word-squares-4x4.dlx
else
	echo "regenerate.sh: $dict missing (apt-get install wamerican): word-squares-4x4.dlx kept" >&2
fi

# Bounds with colours: word-squares.dlx with each word a primary item of
# bounds 0:1 instead of a secondary item without colour. "At most once" is
# what both say, so the count stays the brute-force 24, while the search is
# Algorithm M's (a word may be skipped), with colours.
{
	echo "| word-squares.dlx with every word a primary item 0:1|word (used at most"
	echo "| once, as before): the same 24 squares, searched with bounds and colours."
	echo "| expected: 24 solutions"
	grep -v '^|' word-squares.dlx | awk 'NR == 1 {
		split($0, side, "|"); n = split(side[2], sec, " "); line = side[1]; cells = ""
		for (k = 1; k <= n; k++)
			if (sec[k] ~ /^x[0-9][0-9]$/) cells = cells " " sec[k]; else line = line "0:1|" sec[k] " "
		print line "|" cells; next } 1'
} >word-squares-bounded.dlx

# Costs: three instances above with seeded costs from bench/costed.sh. The
# "cheapest" lists are Knuth's DLX5's (see README.md), never dlx's output.
costed() { # FILE SOURCE SEED: the comment lines of FILE kept, the options costed anew
	{
		grep '^|' "$1"
		"$here/../../bench/costed.sh" "$3" 99 <"$2" | grep -v '^|'
	} >"$1.new"
	mv "$1.new" "$1"
}
costed pentomino-3x20-costs.dlx pentomino-3x20.dlx 1
costed word-squares-costs.dlx word-squares.dlx 3
costed queens-8-costs.dlx queens-8.dlx 5
