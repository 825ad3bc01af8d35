/*
 * units.c - the unit tables of a shape (see units.h).
 */
#include "units.h"

#include <string.h>

static void add_to_unit(struct units *units, int u, int position, int cell)
{
	units->unit[u][position] = (int16_t)cell;
	units->units_of[cell][units->units_of_count[cell]++] = (uint8_t)u;
}

void units_build(struct units *units, const struct sudoku_shape *shape)
{
	int n = shape->size, filled[SUDOKU_MAX_SIZE] = {0};
	memset(units->units_of_count, 0, sizeof units->units_of_count);
	for (int cell = 0; cell < n * n; cell++) {
		int r = cell / n, c = cell % n, g = shape->region[cell];
		add_to_unit(units, r, c, cell);
		add_to_unit(units, n + c, r, cell);
		add_to_unit(units, 2 * n + g, filled[g]++, cell);
	}
	units->unit_count = 3 * n;
	if (shape->diagonals) {
		for (int k = 0; k < n; k++) {
			add_to_unit(units, 3 * n, k, k * n + k);
			add_to_unit(units, 3 * n + 1, k, k * n + (n - 1 - k));
		}
		units->unit_count += 2;
	}
}
