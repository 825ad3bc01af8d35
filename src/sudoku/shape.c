/*
 * shape.c - shapes (sizes, boxes, jigsaw regions, diagonals) and the checks
 * on grids that need no search: givens in range and free of clashes (in
 * units here, under the pair rules in pairs.c), and whether a filled grid
 * is a solution.
 */
#include "pairs.h"
#include "valid.h"

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

bool sudoku_size_supported(int size)
{
	return size_valid(size);
}

int sudoku_shape_init(struct sudoku_shape *shape, int size, int box_rows)
{
	if (!shape)
		return SUDOKU_EINVAL;
	if (!sudoku_size_supported(size))
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
	if (!shape_valid(shape) || !region)
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
	if (!grid)
		return;
	grid->size = size >= 0 && size <= SUDOKU_MAX_SIZE ? size : 0;
	memset(grid->cell, 0, sizeof grid->cell);
}

int sudoku_grid_count_givens(const struct sudoku_grid *grid)
{
	if (!grid_valid(grid))
		return SUDOKU_EINVAL;
	int count = 0;
	for (int k = 0; k < grid->size * grid->size; k++)
		count += grid->cell[k] != 0;
	return count;
}

/* Windows start one cell in, one cell apart: how many fit along `extent` cells of `side`. */
static int windows_along(int extent, int side)
{
	return extent / (side + 1); /* the last one ends by the edge: 1 + k*(side+1) + side <= extent */
}

int sudoku_window_count(const struct sudoku_shape *shape)
{
	if (!shape_valid(shape))
		return SUDOKU_EINVAL;
	int n = shape->size;
	return windows_along(n, shape->box_rows) * windows_along(n, shape->box_cols);
}

int sudoku_shape_window(const struct sudoku_shape *shape, int cell)
{
	if (!shape_valid(shape) || cell < 0 || cell >= shape->size * shape->size)
		return SUDOKU_EINVAL;
	int n = shape->size, br = shape->box_rows, bc = shape->box_cols;
	int r = cell / n - 1, c = cell % n - 1; /* from the first window's corner */
	if (r < 0 || c < 0 || r % (br + 1) == br || c % (bc + 1) == bc)
		return -1;
	int wr = r / (br + 1), wc = c / (bc + 1), across = windows_along(n, bc);
	if (wr >= windows_along(n, br) || wc >= across)
		return -1;
	return wr * across + wc;
}

/* Units of the check: rows, columns, regions, the two diagonals, then the windows. */
#define CHECK_UNITS (4 * SUDOKU_MAX_SIZE + 2)

/* The units of the check that hold cell (r, c), in the order a clash is reported in. */
static int units_of_cell(const struct sudoku_shape *shape, int r, int c, int *units)
{
	int n = shape->size, cell = r * n + c, count = 0;
	units[count++] = r;
	units[count++] = n + c;
	units[count++] = 2 * n + shape->region[cell];
	if (shape->diagonals && r == c)
		units[count++] = 3 * n;
	if (shape->diagonals && r + c == n - 1)
		units[count++] = 3 * n + 1;
	int w = shape->windows ? sudoku_shape_window(shape, cell) : -1;
	if (w >= 0)
		units[count++] = 3 * n + 2 + w;
	return count;
}

static const char *unit_name(const struct sudoku_shape *shape, int unit)
{
	int n = shape->size;
	if (unit < 2 * n)
		return unit < n ? "row" : "column";
	if (unit < 3 * n)
		return shape->jigsaw ? "region" : "box";
	return unit < 3 * n + 2 ? "diagonal" : "window";
}

/*
 * Marks each given's digit in its units, on bitmasks alone: 0,
 * SUDOKU_EINVAL (a digit past the size) or SUDOKU_ECONFLICT (a digit twice
 * in a unit). This is all that nearly every puzzle needs; find_clash says
 * where, for the few that clash.
 */
static int scan_givens(const struct sudoku_shape *shape, const struct sudoku_grid *grid)
{
	int n = shape->size;
	uint64_t seen[CHECK_UNITS]; /* bit d: digit d stands in the unit */
	for (int u = 0; u < 4 * n + 2; u++)
		seen[u] = 0;
	uint64_t clash = 0;
	for (int r = 0; r < n; r++) {
		for (int c = 0; c < n; c++) {
			int d = grid->cell[r * n + c], units[5];
			if (d == 0)
				continue;
			if (d > n) /* a clash before it is reported first, reading the grid in order */
				return clash ? SUDOKU_ECONFLICT : SUDOKU_EINVAL;
			uint64_t bit = (uint64_t)1 << d;
			for (int k = 0, count = units_of_cell(shape, r, c, units); k < count; k++) {
				clash |= seen[units[k]] & bit;
				seen[units[k]] |= bit;
			}
		}
	}
	return clash ? SUDOKU_ECONFLICT : 0;
}

/* The first of b's units (units_b) that a's units share, as an index into units_b; -1: none. */
static int first_shared(const int *units_b, int count_b, const int *units_a, int count_a)
{
	for (int k = 0; k < count_b; k++)
		for (int j = 0; j < count_a; j++)
			if (units_a[j] == units_b[k])
				return k;
	return -1;
}

/*
 * The first clash in reading order, into *conflict: the first given b that
 * meets its digit again in one of its units, the first such unit in the
 * order units_of_cell lists them, and the earlier given a that holds the
 * digit there. One pass over the cells before each b: it runs only on a
 * grid known to clash, where it stops at the first b that does.
 */
static void find_clash(const struct sudoku_shape *shape, const struct sudoku_grid *grid,
                       struct sudoku_conflict *conflict)
{
	int n = shape->size;
	for (int b = 0; b < n * n; b++) {
		int d = grid->cell[b], units_b[5], best = -1, best_a = -1;
		if (d == 0)
			continue;
		int count_b = units_of_cell(shape, b / n, b % n, units_b);
		for (int a = 0; a < b; a++) {
			int units_a[5];
			if (grid->cell[a] != d)
				continue;
			int count_a = units_of_cell(shape, a / n, a % n, units_a);
			int k = first_shared(units_b, count_b, units_a, count_a);
			if (k >= 0 && (best < 0 || k < best))
				best = k, best_a = a;
		}
		if (best >= 0) {
			*conflict = (struct sudoku_conflict){best_a, b, d, unit_name(shape, units_b[best])};
			return;
		}
	}
}

int sudoku_grid_check(const struct sudoku_shape *shape, const struct sudoku_grid *grid,
                      struct sudoku_conflict *conflict)
{
	if (!regions_valid(shape) || !grid_valid(grid))
		return SUDOKU_EINVAL;
	if (grid->size != shape->size)
		return SUDOKU_EMISMATCH;
	int err = scan_givens(shape, grid);
	if (err == SUDOKU_ECONFLICT && conflict)
		find_clash(shape, grid, conflict);
	struct sudoku_conflict pair;
	if (err == 0 && shape_has_pairs(shape) && pair_find_clash(shape, grid, &pair)) {
		err = SUDOKU_ECONFLICT;
		if (conflict)
			*conflict = pair;
	}
	return err;
}

bool sudoku_grid_is_solution(const struct sudoku_shape *shape, const struct sudoku_grid *puzzle,
                             const struct sudoku_grid *solution)
{
	if (!regions_valid(shape) || !grid_valid(solution) || (puzzle && !grid_valid(puzzle)))
		return false;
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

char *sudoku_cell_name(int size, int cell, char *buf, size_t len)
{
	if (!buf || len == 0)
		return buf;
	if (size < 1 || size > SUDOKU_MAX_SIZE || cell < 0 || cell >= size * size)
		snprintf(buf, len, "?");
	else
		snprintf(buf, len, "r%dc%d", cell / size + 1, cell % size + 1);
	return buf;
}
