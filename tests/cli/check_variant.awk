# check_variant.awk - an independent check of a 9x9 variant's solution,
# sharing nothing with the solver. Run with -v variant=V (x, windoku,
# jigsaw, killer, anti-knight, anti-king, non-consecutive or some joined
# by +) on lines "PUZZLE-LINE | SOLUTION",
# the puzzle line as `sudoku generate --variant V` writes it:
#   x, windoku:  81 cells ('.' or '0' empty)
#   jigsaw:      81 cells, a space, 81 region symbols
#   killer:      81 cage symbols, a space, the sums in order of each
#                symbol's first appearance, optionally a space and 81 cells
#   jigsaw+killer: the killer's fields, a space, 81 region symbols
# A solution passes when it keeps every given, and every row, column, box
# (or jigsaw region), diagonal (x), window (windoku; rows and columns 2-4
# and 6-8) holds each digit once, every cage's digits differ and add up
# to its sum, and every pair of cells keeps the pair rules: no digit twice
# a knight's move apart (anti-knight) or a king's move apart (anti-king),
# no digits d and d+1 side by side or one above the other (non-consecutive).
# Prints each failure; exits 1 if any.
function fail(why) { print "line " NR ": " why; bad++; ok = 0 }
function unit(name, v) { if (seen[name "." v]++) fail("digit " v " twice in " name) }
function in_window(i) { return (i >= 1 && i <= 3) || (i >= 5 && i <= 7) }
function abs(x) { return x < 0 ? -x : x }
function cell(i) { return "r" int(i / 9) + 1 "c" i % 9 + 1 }
# every pair of cells i < j against the pair rules of the variant
function pair_rules(solution,    i, j, x, y, dr, dc) {
	for (i = 0; i < 81; i++)
		for (j = i + 1; j < 81; j++) {
			x = substr(solution, i + 1, 1) + 0; y = substr(solution, j + 1, 1) + 0
			dr = abs(int(i / 9) - int(j / 9)); dc = abs(i % 9 - j % 9)
			if ("anti-knight" in rule && x == y && dr + dc == 3 && dr && dc)
				fail("digit " x " a knight's move apart in " cell(i) " and " cell(j))
			if ("anti-king" in rule && x == y && dr <= 1 && dc <= 1)
				fail("digit " x " a king's move apart in " cell(i) " and " cell(j))
			if ("non-consecutive" in rule && dr + dc == 1 && abs(x - y) == 1)
				fail("digits " x " and " y " side by side in " cell(i) " and " cell(j))
		}
}
BEGIN {
	split(variant, part, "+")
	for (k in part) rule[part[k]] = 1
}
{
	split($0, side, " [|] ")
	nf = split(side[1], field, " ")
	solution = side[2]
	ok = 1
	delete seen
	delete total
	delete sum
	if (length(solution) != 81 || solution !~ /^[1-9]+$/) { fail("not 81 digits 1-9"); next }
	givens = ""
	if ("killer" in rule) {
		cages = field[1]; sums = split(field[2], sum, ",")
		if (nf >= ("jigsaw" in rule ? 4 : 3)) givens = field[3]
		if ("jigsaw" in rule) regions = field[nf]
		k = 0
		for (i = 1; i <= 81; i++) {
			ch = substr(cages, i, 1)
			if (!(ch in order)) order[ch] = ++k
		}
		if (k != sums) fail(k " cages but " sums " sums")
	} else {
		givens = field[1]
		if ("jigsaw" in rule) regions = field[2]
	}
	for (i = 0; i < 81; i++) {
		v = substr(solution, i + 1, 1); r = int(i / 9); c = i % 9
		g = givens == "" ? "." : substr(givens, i + 1, 1)
		if (g != "." && g != "0" && g != v) fail("given " g " changed at r" r + 1 "c" c + 1)
		unit("row " r + 1, v); unit("column " c + 1, v)
		if ("jigsaw" in rule) unit("region " substr(regions, i + 1, 1), v)
		else unit("box " int(r / 3) * 3 + int(c / 3) + 1, v)
		if ("x" in rule && r == c) unit("the main diagonal", v)
		if ("x" in rule && r + c == 8) unit("the anti-diagonal", v)
		if ("windoku" in rule && in_window(r) && in_window(c))
			unit("window " int(r / 4) * 2 + int(c / 4) + 1, v)
		if ("killer" in rule) {
			cage = order[substr(cages, i + 1, 1)]
			unit("cage " cage, v)
			total[cage] += v
		}
	}
	pair_rules(solution)
	if ("killer" in rule)
		for (k = 1; k <= sums; k++)
			if (total[k] != sum[k]) fail("cage " k " adds up to " total[k] ", not " sum[k])
	delete order
}
END { exit bad > 0 }
