/*
 * variant_draw.c - writing variant puzzles: a picture for people (region
 * borders, cages with sums, diagonals, windows) and the one-line form the
 * reader takes back.
 *
 * The picture puts a border line above each row and a border character
 * between cells; each cell is three characters wide:
 *
 *     +15-.---+---.---+      '|' '-' '+'  region (box or jigsaw) borders
 *     |\1 : 2 ! 3   4/|      ':' '.'      cage borders inside a region
 *     +...+...+===+...+      '!' '='      region borders inside a cage: the
 *                                         cage goes on across them
 *                                         "15"  the cage's sum, on the top
 *                                         border of its first cell (reading order)
 * '\' and '/' left and right of a digit mark the two diagonals (X), '(' and
 * ')' a window cell (windoku) where no diagonal mark stands.
 */
#include "valid.h"

#include <stdio.h>
#include <string.h>

/* An snprintf-like appender: counts everything, writes what fits. */
struct out {
	char *buf;
	size_t len, used;
};

static void put(struct out *out, char ch)
{
	if (out->used + 1 < out->len)
		out->buf[out->used] = ch;
	out->used++;
}

static void put_text(struct out *out, const char *text)
{
	while (*text)
		put(out, *text++);
}

struct picture {
	const struct sudoku_shape *shape;
	const struct sudoku_cages *cages; /* NULL: none */
	int n;
};

/*
 * Between cells a and b (-1: outside): 2 a region border, 3 a region border
 * inside a cage (a cage may cross regions: without its own mark it would
 * look like two cages, one with no sum), 1 a cage border, 0 none.
 */
static int border(const struct picture *pic, int a, int b)
{
	bool same_cage = a >= 0 && b >= 0 && pic->cages && pic->cages->cage[a] == pic->cages->cage[b] &&
	                 pic->cages->cage[a] != SUDOKU_NO_CAGE;
	if (a < 0 || b < 0 || pic->shape->region[a] != pic->shape->region[b])
		return same_cage ? 3 : 2;
	return pic->cages && pic->cages->cage[a] != pic->cages->cage[b] ? 1 : 0;
}

/* The cell at (r, c), or -1 outside the grid. */
static int at(const struct picture *pic, int r, int c)
{
	return r < 0 || c < 0 || r >= pic->n || c >= pic->n ? -1 : r * pic->n + c;
}

static int max_of(int a, int b)
{
	return a > b ? a : b;
}

/* The corner above-left of cell (r, c): the strongest of the four borders that meet there. */
static char corner(const struct picture *pic, int r, int c)
{
	int level = max_of(max_of(border(pic, at(pic, r - 1, c - 1), at(pic, r - 1, c)),
	                          border(pic, at(pic, r, c - 1), at(pic, r, c))),
	                   max_of(border(pic, at(pic, r - 1, c - 1), at(pic, r, c - 1)),
	                          border(pic, at(pic, r - 1, c), at(pic, r, c))));
	if (r == 0 || c == 0 || r == pic->n || c == pic->n)
		level = 2;
	return " .++"[level];
}

/* Whether `cell` is the first cell of its cage in reading order. */
static bool first_of_cage(const struct picture *pic, int cell)
{
	if (!pic->cages || pic->cages->cage[cell] == SUDOKU_NO_CAGE)
		return false;
	for (int k = 0; k < cell; k++)
		if (pic->cages->cage[k] == pic->cages->cage[cell])
			return false;
	return true;
}

static void border_line(struct out *out, const struct picture *pic, int r)
{
	for (int c = 0; c < pic->n; c++) {
		int cell = at(pic, r, c);
		char segment = " .-="[border(pic, at(pic, r - 1, c), cell)];
		char text[8] = "";
		if (cell >= 0 && first_of_cage(pic, cell))
			snprintf(text, sizeof text, "%d", pic->cages->sum[pic->cages->cage[cell]]);
		put(out, corner(pic, r, c));
		for (int k = 0; k < 3; k++)
			put(out, k < (int)strlen(text) ? text[k] : segment);
	}
	put(out, corner(pic, r, pic->n));
	put(out, '\n');
}

static void content_line(struct out *out, const struct picture *pic,
                         const struct sudoku_grid *grid, int r)
{
	const struct sudoku_shape *shape = pic->shape;
	int n = pic->n;
	for (int c = 0; c < n; c++) {
		int cell = r * n + c;
		bool window = shape->windows && sudoku_shape_window(shape, cell) >= 0;
		put(out, " :|!"[border(pic, at(pic, r, c - 1), cell)]);
		put(out, shape->diagonals && r == c ? '\\' : window ? '(' : ' ');
		put(out, sudoku_digit_symbol(grid->cell[cell]));
		put(out, shape->diagonals && r + c == n - 1 ? '/' : window ? ')' : ' ');
	}
	put(out, '|');
	put(out, '\n');
}

size_t sudoku_variant_draw(const struct sudoku_shape *shape, const struct sudoku_cages *cages,
                           const struct sudoku_grid *grid, char *buf, size_t len)
{
	if (!buf)
		len = 0;
	if (len > 0)
		buf[0] = '\0';
	if (!regions_valid(shape) || !grid_valid(grid) || (cages && !cages_valid(cages, shape->size)))
		return 0;
	struct out out = {buf, len, 0};
	struct picture pic = {shape, cages && cages->count > 0 ? cages : NULL, shape->size};
	if (grid->size == shape->size) {
		for (int r = 0; r < pic.n; r++) {
			border_line(&out, &pic, r);
			content_line(&out, &pic, grid, r);
		}
		border_line(&out, &pic, pic.n);
	}
	if (len > 0)
		buf[out.used < len ? out.used : len - 1] = '\0';
	return out.used;
}

/* ---- the one-line form ---- */

/* Symbols for regions and cages in the one-line form: 62 of them. */
static const char layer_symbols[] =
	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

static void put_cells(struct out *out, const struct sudoku_grid *grid)
{
	for (int k = 0; k < grid->size * grid->size; k++)
		put(out, sudoku_digit_symbol(grid->cell[k]));
}

static void put_killer(struct out *out, const struct sudoku_variant_puzzle *puzzle)
{
	const struct sudoku_cages *cages = &puzzle->cages;
	int n = puzzle->shape.size;
	for (int k = 0; k < n * n; k++)
		put(out, cages->cage[k] >= 0 && cages->cage[k] < 62 ? layer_symbols[cages->cage[k]] : '?');
	for (int c = 0; c < cages->count; c++) {
		char text[16];
		snprintf(text, sizeof text, "%s%d", c ? "," : " ", cages->sum[c]);
		put_text(out, text);
	}
	if (sudoku_grid_count_givens(&puzzle->grid) > 0) {
		put(out, ' ');
		put_cells(out, &puzzle->grid);
	}
}

size_t sudoku_variant_format_line(const struct sudoku_variant_puzzle *puzzle, char *buf,
                                  size_t len)
{
	if (!buf)
		len = 0;
	if (len > 0)
		buf[0] = '\0';
	if (!puzzle || !regions_valid(&puzzle->shape) || !grid_valid(&puzzle->grid) ||
	    puzzle->grid.size != puzzle->shape.size || !cages_valid(&puzzle->cages, puzzle->shape.size))
		return 0;
	struct out out = {buf, len, 0};
	int n = puzzle->shape.size;
	if (puzzle->cages.count > 0)
		put_killer(&out, puzzle);
	else
		put_cells(&out, &puzzle->grid);
	if (puzzle->shape.jigsaw) { /* last, after the cells or the killer's fields */
		put(&out, ' ');
		for (int k = 0; k < n * n; k++)
			put(&out, layer_symbols[puzzle->shape.region[k]]);
	}
	put(&out, '\n');
	if (len > 0)
		buf[out.used < len ? out.used : len - 1] = '\0';
	return out.used;
}
