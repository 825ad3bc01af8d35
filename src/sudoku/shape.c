/*
 * shape.c - shapes (sizes, boxes, jigsaw regions, diagonals) and the checks
 * on grids that need no search: givens in range and free of clashes, and
 * whether a filled grid is a solution.
 */
#include "sudoku.h"

#include <stdio.h>
#include <string.h>

const char *sudoku_strerror(int code)
{
	switch (code) {
	case SUDOKU_OK: return "success";
	case SUDOKU_ENOMEM: return "out of memory";
	case SUDOKU_EINVAL: return "invalid argument";
	case SUDOKU_ESIZE: return "unsupported grid size";
	case SUDOKU_EREGION: return "regions must be n regions of n cells each";
	case SUDOKU_ECONFLICT: return "givens clash";
	case SUDOKU_EMISMATCH: return "grid size differs from the solver's";
	case SUDOKU_EPARSE: return "not a puzzle";
	case SUDOKU_ECAGE: return "a killer cage no digits can fill";
	case SUDOKU_ERANGE: return "variant too large to encode";
	default: return "unknown error";
	}
}

/* The largest divisor of n not above sqrt(n): the default number of rows in a box. */
static int default_box_rows(int n)
{
	int best = 1;
	for (int r = 1; r * r <= n; r++)
		if (n % r == 0)
			best = r;
	return best;
}

bool sudoku_size_supported(int size)
{
	return size >= SUDOKU_MIN_SIZE && size <= SUDOKU_MAX_SIZE && default_box_rows(size) > 1;
}

int sudoku_shape_init(struct sudoku_shape *shape, int size, int box_rows)
{
	if (!shape || !sudoku_size_supported(size))
		return SUDOKU_ESIZE;
	if (box_rows == 0)
		box_rows = default_box_rows(size);
	if (box_rows < 2 || box_rows > size / 2 || size % box_rows != 0)
		return SUDOKU_ESIZE;
	memset(shape, 0, sizeof *shape);
	shape->size = size;
	shape->box_rows = box_rows;
	shape->box_cols = size / box_rows;
	/* size / box_cols == box_rows boxes side by side in each band */
	for (int r = 0; r < size; r++)
		for (int c = 0; c < size; c++)
			shape->region[r * size + c] =
			    (uint8_t)((r / box_rows) * box_rows + c / shape->box_cols);
	return 0;
}

int sudoku_shape_set_regions(struct sudoku_shape *shape, const uint8_t *region)
{
	if (!shape || !region)
		return SUDOKU_EINVAL;
	int n = shape->size, count[SUDOKU_MAX_SIZE] = {0};
	for (int k = 0; k < n * n; k++) {
		if (region[k] >= n || ++count[region[k]] > n)
			return SUDOKU_EREGION;
	}
	memcpy(shape->region, region, (size_t)n * n);
	shape->jigsaw = true;
	return 0;
}

void sudoku_grid_clear(struct sudoku_grid *grid, int size)
{
	grid->size = size;
	memset(grid->cell, 0, sizeof grid->cell);
}

int sudoku_grid_count_givens(const struct sudoku_grid *grid)
{
	int count = 0;
	for (int k = 0; k < grid->size * grid->size; k++)
		count += grid->cell[k] != 0;
	return count;
}

/* Bit d of mask says digit d already stands in the unit; where[d] says in which cell. */
struct unit_seen {
	uint64_t mask;
	int16_t where[SUDOKU_MAX_SIZE + 1];
};

static bool mark(struct unit_seen *unit, int cell, int digit, const char *name,
                 struct sudoku_conflict *conflict)
{
	uint64_t bit = (uint64_t)1 << digit;
	if (unit->mask & bit) {
		if (conflict)
			*conflict = (struct sudoku_conflict){unit->where[digit], cell, digit, name};
		return false;
	}
	unit->mask |= bit;
	unit->where[digit] = (int16_t)cell;
	return true;
}

/* Marks the digit in the cell's window, if the shape has windows and the cell is in one. */
static bool mark_window(const struct sudoku_shape *shape, struct unit_seen *windows, int cell,
                        int digit, struct sudoku_conflict *conflict)
{
	int w = shape->windows ? sudoku_shape_window(shape, cell) : -1;
	return w < 0 || mark(&windows[w], cell, digit, "window", conflict);
}

/* Windows start one cell in, one cell apart: how many fit along `extent` cells of `side`. */
static int windows_along(int extent, int side)
{
	return extent / (side + 1); /* the last one ends by the edge: 1 + k*(side+1) + side <= extent */
}

int sudoku_window_count(const struct sudoku_shape *shape)
{
	int n = shape->size;
	return windows_along(n, shape->box_rows) * windows_along(n, shape->box_cols);
}

int sudoku_shape_window(const struct sudoku_shape *shape, int cell)
{
	int n = shape->size, br = shape->box_rows, bc = shape->box_cols;
	int r = cell / n - 1, c = cell % n - 1; /* from the first window's corner */
	if (r < 0 || c < 0 || r % (br + 1) == br || c % (bc + 1) == bc)
		return -1;
	int wr = r / (br + 1), wc = c / (bc + 1), across = windows_along(n, bc);
	if (wr >= windows_along(n, br) || wc >= across)
		return -1;
	return wr * across + wc;
}

/*
 * Whether every given is a digit of the grid and no unit holds one twice:
 * the answer for nearly every puzzle, found on bitmasks alone. Only a grid
 * that fails goes through the check below, which also says where.
 */
static bool grid_fine(const struct sudoku_shape *shape, const struct sudoku_grid *grid)
{
	int n = shape->size;
	/* rows, columns, regions, the two diagonals, then the windows */
	uint64_t seen[4 * SUDOKU_MAX_SIZE + 2];
	for (int u = 0; u < 4 * n + 2; u++)
		seen[u] = 0;
	uint64_t *diagonal = seen + 3 * n, *window = seen + 3 * n + 2, clash = 0;
	for (int r = 0; r < n; r++) {
		for (int c = 0; c < n; c++) {
			int cell = r * n + c, d = grid->cell[cell];
			if (d == 0)
				continue;
			if (d > n)
				return false;
			uint64_t bit = (uint64_t)1 << d;
			uint64_t *row = &seen[r], *column = &seen[n + c];
			uint64_t *region = &seen[2 * n + shape->region[cell]];
			clash |= (*row | *column | *region) & bit;
			*row |= bit, *column |= bit, *region |= bit;
			if (shape->diagonals && r == c)
				clash |= diagonal[0] & bit, diagonal[0] |= bit;
			if (shape->diagonals && r + c == n - 1)
				clash |= diagonal[1] & bit, diagonal[1] |= bit;
			int w = shape->windows ? sudoku_shape_window(shape, cell) : -1;
			if (w >= 0)
				clash |= window[w] & bit, window[w] |= bit;
		}
	}
	return clash == 0;
}

int sudoku_grid_check(const struct sudoku_shape *shape, const struct sudoku_grid *grid,
                      struct sudoku_conflict *conflict)
{
	if (!shape || !grid)
		return SUDOKU_EINVAL;
	int n = shape->size;
	if (grid->size != n)
		return SUDOKU_EMISMATCH;
	if (grid_fine(shape, grid))
		return 0;
	/* rows, columns, regions, the two diagonals, then the windows */
	struct unit_seen seen[4 * SUDOKU_MAX_SIZE + 2];
	for (int u = 0; u < 4 * n + 2; u++)
		seen[u].mask = 0;
	const char *region_name = shape->jigsaw ? "region" : "box";
	for (int r = 0; r < n; r++) {
		for (int c = 0; c < n; c++) {
			int cell = r * n + c, d = grid->cell[cell];
			if (d == 0)
				continue;
			if (d > n)
				return SUDOKU_EINVAL;
			if (!mark(&seen[r], cell, d, "row", conflict) ||
			    !mark(&seen[n + c], cell, d, "column", conflict) ||
			    !mark(&seen[2 * n + shape->region[cell]], cell, d, region_name, conflict) ||
			    (shape->diagonals && r == c &&
			     !mark(&seen[3 * n], cell, d, "diagonal", conflict)) ||
			    (shape->diagonals && r + c == n - 1 &&
			     !mark(&seen[3 * n + 1], cell, d, "diagonal", conflict)) ||
			    !mark_window(shape, seen + 3 * n + 2, cell, d, conflict))
				return SUDOKU_ECONFLICT;
		}
	}
	return 0;
}

bool sudoku_grid_is_solution(const struct sudoku_shape *shape, const struct sudoku_grid *puzzle,
                             const struct sudoku_grid *solution)
{
	int n = shape->size;
	if (solution->size != n || (puzzle && puzzle->size != n))
		return false;
	for (int k = 0; k < n * n; k++) {
		if (solution->cell[k] == 0)
			return false;
		if (puzzle && puzzle->cell[k] && puzzle->cell[k] != solution->cell[k])
			return false;
	}
	return sudoku_grid_check(shape, solution, NULL) == 0;
}

char sudoku_digit_symbol(int digit)
{
	if (digit == 0)
		return '.';
	if (digit >= 1 && digit <= 9)
		return (char)('0' + digit);
	if (digit >= 10 && digit <= 35)
		return (char)('A' + digit - 10);
	return '?';
}

char *sudoku_cell_name(int size, int cell, char *buf, size_t len)
{
	snprintf(buf, len, "r%dc%d", cell / size + 1, cell % size + 1);
	return buf;
}
