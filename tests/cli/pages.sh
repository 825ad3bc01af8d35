#!/usr/bin/env bash
# End-to-end tests of printing on real pages: print -f pdf (cairo) checked
# with poppler (pdfinfo for the page count and size, pdftoppm turning every
# page into PNG, then a count of dark pixels: no page is blank), and
# print -f svg with several pages, one well-formed file a page.
. "$(dirname "$0")/lib.sh"
: "${SUDOKU:?path of the sudoku executable}" "${SOURCE_ROOT:?source root}"
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
head -11 "$SOURCE_ROOT/data/hardest-1000.txt" >"$WORK/eleven"

# dark_pixels PNG: how many pixels are darker than mid grey (python3, no imaging library)
dark_pixels() {
	"$PY" - "$1" <<'PYEOF'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n"
pos, idat, w = 8, b"", 0
while pos < len(data):
    n, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    if kind == b"IHDR":
        w, h, depth, colour = struct.unpack(">IIBB", body[:10])
        assert depth == 8 and colour in (0, 2, 6), (depth, colour)
        bpp = {0: 1, 2: 3, 6: 4}[colour]
    elif kind == b"IDAT":
        idat += body
    pos += 12 + n
raw, stride, prev, dark = zlib.decompress(idat), w * bpp, bytearray(w * bpp), 0
for y in range(h):
    f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b, c = prev[i], prev[i - bpp] if i >= bpp else 0
        p = a + b - c
        pred = [0, a, b, (a + b) // 2,
                a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else b if abs(p - b) <= abs(p - c) else c][f]
        line[i] = (line[i] + pred) & 255
    for x in range(w):
        px = line[x * bpp:x * bpp + min(bpp, 3)]
        dark += sum(px) < 128 * len(px)
    prev = line
print(dark)
PYEOF
}

if "$SUDOKU" print -f pdf "$WORK/eleven" >/dev/null 2>"$WORK/pdf-err"; then
	# eleven puzzles, four a page: three pages of puzzles, three of solutions
	run "$SUDOKU" print -f pdf --per-page 4 --solution-pages -o "$WORK/book.pdf" "$WORK/eleven"
	expect_status "print -f pdf --per-page 4 --solution-pages: exit 0" 0
	expect_true "the PDF starts as a PDF" test "$(head -c 5 "$WORK/book.pdf")" = "%PDF-"
	if command -v pdftoppm >/dev/null && command -v pdfinfo >/dev/null; then
		pages=$(pdfinfo "$WORK/book.pdf" | awk '/^Pages:/ { print $2 }')
		expect_true "6 pages: 3 of puzzles, 3 of solutions (pdfinfo says $pages)" test "$pages" = 6
		expect_true "A4 pages" grep -q 'A4' <(pdfinfo "$WORK/book.pdf")
		pdftoppm -r 30 -png "$WORK/book.pdf" "$WORK/page"
		expect_true "pdftoppm: one PNG a page" test "$(ls "$WORK"/page-*.png | wc -l)" -eq 6
		for png in "$WORK"/page-*.png; do
			dark=$(dark_pixels "$png")
			expect_true "$(basename "$png"): not blank ($dark dark pixels)" test "$dark" -gt 500
		done
		# a solution page has every cell filled: far more ink than the puzzle page
		p1=$(dark_pixels "$WORK/page-1.png") s1=$(dark_pixels "$WORK/page-4.png")
		expect_true "the first solution page has more ink than the first puzzle page" test "$s1" -gt "$p1"
	else
		fail "pdftoppm or pdfinfo is missing (.ci/run installs poppler-utils)"
	fi
	run "$SUDOKU" print -f pdf "$SOURCE_ROOT/data/missing-file.txt"
	expect_status "print -f pdf, a missing input: exit 2" 2
else
	expect_true "a build without cairo refuses -f pdf clearly" grep -q 'built without cairo' "$WORK/pdf-err"
fi

# --- SVG: one file a page ---
run "$SUDOKU" print -f svg --per-page 4 -o "$WORK/out.svg" "$WORK/eleven"
expect_status "print -f svg --per-page 4 -o out.svg on 11 puzzles: exit 0" 0
expect_true "out-1.svg, out-2.svg, out-3.svg, and no out.svg" \
	test -f "$WORK/out-1.svg" -a -f "$WORK/out-2.svg" -a -f "$WORK/out-3.svg" -a ! -e "$WORK/out-4.svg" \
	-a ! -e "$WORK/out.svg"
for k in 1 2 3; do
	if command -v xmllint >/dev/null; then
		expect_true "out-$k.svg: well-formed XML" xmllint --noout "$WORK/out-$k.svg"
	fi
	expect_true "out-$k.svg: one A4 page" grep -q 'width="210mm" height="297mm"' "$WORK/out-$k.svg"
done
expect_true "4 + 4 + 3 grids, numbered across the pages" test \
	"$(cat "$WORK"/out-[123].svg | grep -o 'id="puzzle-[0-9]*"' | tr -dc '0-9\n' | paste -sd' ')" = \
	"1 2 3 4 5 6 7 8 9 10 11"
run "$SUDOKU" print -f svg --per-page 4 "$WORK/eleven"
expect_status "several SVG pages to standard output: exit 2" 2
expect_err_has "several SVG pages to standard output: says why" "3 SVG pages need -o OUT.svg"
run "$SUDOKU" print -f svg --per-page 4 --solution-pages -o "$WORK/sol.svg" "$WORK/eleven"
expect_true "--solution-pages: 6 SVG files" test -f "$WORK/sol-6.svg" -a ! -e "$WORK/sol-7.svg"
run "$SUDOKU" print -f svg --per-page 4 "$(head -1 "$WORK/eleven")"
expect_status "one page still goes to standard output: exit 0" 0
run "$SUDOKU" print --solution-pages "$WORK/eleven"
expect_status "--solution-pages with pretty text: exit 2" 2

# Every grid refused: the output stays as it was, never a blank page in its place.
# (A 16x16 puzzle: these pages rate each grid, which the logical solver does on 9x9 only.)
printf '%s\n' "1...............2.....3.........4........5.......6.....7..8.......9.....A...B.....C..D.E..F......G.................................................................................................................................................................." | cut -c1-256 >"$WORK/g16.txt"
formats=svg
"$SUDOKU" print -f pdf "$WORK/eleven" >/dev/null 2>&1 && formats="svg pdf"
for format in $formats; do
	echo good >"$WORK/g16.$format"
	run "$SUDOKU" print -f "$format" -o "$WORK/g16.$format" "$WORK/g16.txt"
	expect_status "-f $format, every grid refused: exit 2" 2
	expect_err_has "-f $format, every grid refused: says why" "9x9 puzzles only"
	expect_true "-f $format, every grid refused: the old file untouched" \
		test "$(cat "$WORK/g16.$format")" = good
done

finish
