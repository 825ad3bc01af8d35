# check_solutions.awk - an independent check of solutions, sharing nothing
# with the solver. Input lines: "PUZZLE SOLUTION" (both one-line form).
# A solution passes when it has the puzzle's size, keeps every given, and
# every row, column and box holds each digit once. Prints each failure;
# exits 1 if any. Boxes: box rows = the largest divisor of n not above sqrt(n).
function value(ch) { return index("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", ch) }
{
	puzzle = $1; solution = $2; len = length(solution)
	n = int(sqrt(len) + 0.5)
	if (n * n != len || length(puzzle) != len) { print "line " NR ": wrong length"; bad++; next }
	br = 1
	for (d = 1; d * d <= n; d++) if (n % d == 0) br = d
	bc = n / br
	delete seen
	ok = 1
	for (k = 0; k < len && ok; k++) {
		s = substr(solution, k + 1, 1); p = substr(puzzle, k + 1, 1)
		v = value(s)
		if (v < 1 || v > n) { ok = 0; why = "bad digit " s; break }
		if (p != "." && p != "0" && p != s) { ok = 0; why = "given changed at cell " k + 1; break }
		r = int(k / n); c = k % n; b = int(r / br) * br + int(c / bc)
		if (seen["r" r "." v]++ || seen["c" c "." v]++ || seen["b" b "." v]++) {
			ok = 0; why = "digit " s " repeated (cell " k + 1 ")"
		}
	}
	if (!ok) { print "line " NR ": " why; bad++ }
}
END { exit bad > 0 }
