/*
 * unavoidable.c - the two-digit swaps of a full grid (see unavoidable.h).
 *
 * For a pair of digits a < b, every unit holds one a and one b. Joining the
 * two cells of each unit (as groups of rows: see add_swaps) splits the
 * cells into parts in which every unit meets both cells or neither, so
 * swapping a and b inside a part breaks no unit: each part is unavoidable.
 * A part has at least two rows, hence four cells; there are at most n / 2
 * parts a pair. Parts of more than two thirds of the rows are left out: a
 * set that large is seldom the one a dig empties last, and every set costs
 * each check through its cells a look (bench/NOTES.md, generator).
 *
 * Two parallel lines x and y (rows, or columns) give the other kind: swap
 * the digits of x and y across a set C of the lines crossing them. Each
 * crossing line keeps its digits; x and y do when their digits on C are the
 * same set, which the cycles of "the digit of x at i sits at j in y" are,
 * the smallest such C. A region keeps its digits when what leaves it comes
 * back (always, for two rows of one band; for rows of two bands, when the
 * cycle stays in one stack), which is checked. A cycle of two is a
 * rectangle the digit pairs already gave, so only cycles of three or more
 * (sets of six cells or more) are added, at most n / 3 a pair of lines.
 * Only lines of one band (or stack) are paired: across bands a cycle must
 * also stay in one stack, and those few sets cost more to find than they
 * saved (bench/NOTES.md, generator). Shapes with diagonals go
 * without them: a swap could break a diagonal.
 */
#include "unavoidable.h"

#include <stdlib.h>
#include <string.h>

int unavoidable_init(struct unavoidable *u, int size)
{
	int cells = size * size, pairs = size * (size - 1) / 2;
	*u = (struct unavoidable){.cells = cells, .words = (cells + 63) / 64};
	/* digit pairs, then row pairs and column pairs */
	u->capacity = pairs * (size / 2) + 2 * pairs * (size / 3);
	u->bits = malloc((size_t)u->capacity * (size_t)u->words * sizeof *u->bits);
	/* a cell is in one part of each pair of its digit, one cycle of each pair of its lines */
	u->per_cell = 3 * (size - 1);
	u->through = malloc((size_t)cells * sizeof *u->through);
	u->member = malloc((size_t)cells * (size_t)u->per_cell * sizeof *u->member);
	if (!u->bits || !u->through || !u->member) {
		unavoidable_finish(u);
		return SUDOKU_ENOMEM;
	}
	return 0;
}

void unavoidable_finish(struct unavoidable *u)
{
	free(u->bits);
	free(u->through);
	free(u->member);
	*u = (struct unavoidable){0};
}

/* A new empty set; returns its number. */
static int new_set(struct unavoidable *u)
{
	memset(u->bits + u->count * u->words, 0, (size_t)u->words * sizeof *u->bits);
	return u->count++;
}

static void add_cell(struct unavoidable *u, int k, int cell)
{
	u->bits[k * u->words + cell / 64] |= (uint64_t)1 << (cell % 64);
	u->member[cell * u->per_cell + u->through[cell]++] = k;
}

/*
 * Adds the parts of the digits whose cell in each unit is a_at[unit] and
 * b_at[unit]. Units 0..n-1 are the rows, so a_at[0..n-1] lists every a.
 * A row's a and b are always in one part (the row joins them), so the
 * parts are groups of rows: each other unit joins the row of its a to the
 * row of its b, and a part is a row's closure under those joins, found on
 * row bitmasks. Parts come in the order of their first row.
 */
static void add_swaps(struct unavoidable *u, const struct units *units, int n,
                      const int16_t *a_at, const int16_t *b_at)
{
	uint64_t joined[SUDOKU_MAX_SIZE] = {0}; /* rows joined to each row by one unit */
	for (int x = n; x < units->unit_count; x++) {
		/* the rows by table: a division by n, not a constant, is slow */
		int ra = units->units_of[a_at[x]][0], rb = units->units_of[b_at[x]][0];
		joined[ra] |= (uint64_t)1 << rb;
		joined[rb] |= (uint64_t)1 << ra;
	}
	uint64_t left = ((uint64_t)1 << n) - 1; /* n <= SUDOKU_MAX_SIZE < 64 */
	while (left) {
		uint64_t part, grown = left & -left;
		do {
			part = grown;
			for (uint64_t rows = part; rows; rows &= rows - 1)
				grown |= joined[__builtin_ctzll(rows)];
		} while (grown != part);
		left &= ~part;
		if (3 * __builtin_popcountll(part) > 2 * n)
			continue; /* too large to pay: see the top of the file */
		int k = new_set(u);
		for (uint64_t rows = part; rows; rows &= rows - 1) {
			int r = __builtin_ctzll(rows);
			add_cell(u, k, a_at[r]);
			add_cell(u, k, b_at[r]);
		}
	}
}

/* Cycles over positions of two parallel lines: the digit of x at i sits at next[i] in y. */
struct line_pair {
	const int16_t *x, *y;
	int next[SUDOKU_MAX_SIZE];
};

/*
 * Whether swapping x and y along the cycle through `first` leaves every
 * region the digits it had: what leaves a region, as a set, comes back.
 * Since the digits leaving are distinct, equal sets mean none comes twice.
 */
static bool regions_keep_digits(const struct units *units, const struct sudoku_grid *full,
                                const struct line_pair *lines, int first)
{
	uint64_t out[MAX_UNITS], in[MAX_UNITS];
	int i = first;
	do { /* clear, then add up, the two masks of each region met */
		for (int side = 0; side < 2; side++) {
			int g = units->units_of[side ? lines->y[i] : lines->x[i]][2];
			out[g] = in[g] = 0;
		}
	} while ((i = lines->next[i]) != first);
	do {
		int gx = units->units_of[lines->x[i]][2], gy = units->units_of[lines->y[i]][2];
		uint64_t dx = (uint64_t)1 << full->cell[lines->x[i]];
		uint64_t dy = (uint64_t)1 << full->cell[lines->y[i]];
		out[gx] |= dx, in[gx] |= dy;
		out[gy] |= dy, in[gy] |= dx;
	} while ((i = lines->next[i]) != first);
	do {
		int gx = units->units_of[lines->x[i]][2], gy = units->units_of[lines->y[i]][2];
		if (out[gx] != in[gx] || out[gy] != in[gy])
			return false;
	} while ((i = lines->next[i]) != first);
	return true;
}

/* Adds the swaps between the parallel lines (units) x and y of `full`. */
static void add_line_swaps(struct unavoidable *u, const struct units *units, int n,
                           const struct sudoku_grid *full, int x, int y)
{
	struct line_pair lines = {.x = units->unit[x], .y = units->unit[y]};
	int at_y[SUDOKU_MAX_SIZE + 1]; /* where each digit sits in y */
	bool seen[SUDOKU_MAX_SIZE] = {false};
	for (int i = 0; i < n; i++)
		at_y[full->cell[lines.y[i]]] = i;
	for (int i = 0; i < n; i++)
		lines.next[i] = at_y[full->cell[lines.x[i]]];
	for (int first = 0; first < n; first++) {
		int length = 0, i = first;
		for (; !seen[i]; i = lines.next[i], length++)
			seen[i] = true;
		if (length < 3 || !regions_keep_digits(units, full, &lines, first))
			continue;
		int k = new_set(u);
		do {
			add_cell(u, k, lines.x[i]);
			add_cell(u, k, lines.y[i]);
		} while ((i = lines.next[i]) != first);
	}
}

/*
 * Whether the parallel lines x and y (units) cross the same regions: two
 * rows of one band, two columns of one stack. Their first cells tell.
 */
static bool same_band(const struct units *units, int x, int y)
{
	return units->units_of[units->unit[x][0]][2] == units->units_of[units->unit[y][0]][2];
}

void unavoidable_find(struct unavoidable *u, const struct units *units,
                      const struct sudoku_grid *full)
{
	int n = full->size;
	int16_t at[SUDOKU_MAX_SIZE + 1][MAX_UNITS]; /* at[d][x]: the cell of digit d in unit x */
	for (int x = 0; x < units->unit_count; x++)
		for (int i = 0; i < n; i++)
			at[full->cell[units->unit[x][i]]][x] = units->unit[x][i];
	u->count = 0;
	memset(u->through, 0, (size_t)u->cells * sizeof *u->through);
	for (int a = 1; a <= n; a++)
		for (int b = a + 1; b <= n; b++)
			add_swaps(u, units, n, at[a], at[b]);
	if (units->unit_count == 3 * n) /* rows, columns and regions only */
		for (int x = 0; x < 2 * n; x++)
			for (int y = x + 1; y < (x < n ? n : 2 * n); y++)
				if (same_band(units, x, y))
					add_line_swaps(u, units, n, full, x, y);
}

bool unavoidable_uncovered(const struct unavoidable *u, const uint64_t *clues, const int *cells,
                           int count)
{
	for (int k = 0; k < count; k++)
		for (int j = 0; j < u->through[cells[k]]; j++) {
			const uint64_t *set = u->bits + u->member[cells[k] * u->per_cell + j] * u->words;
			int w = 0;
			while (w < u->words && !(set[w] & clues[w]))
				w++;
			if (w == u->words)
				return true;
		}
	return false;
}
