/*
 * test_sudoku_fill.c - the generator's cell-by-cell fill: every grid it
 * returns is checked against the shape directly (rows, columns, regions,
 * diagonals each holding every digit once), grids differ between seeds and
 * repeat for a seed, and a walk that runs out of steps says so.
 */
#include "sudoku.h"
#include "sudoku/fill.h"

#include <criterion/criterion.h>
#include <string.h>

/* Whether the n cells (r0 + k*dr, c0 + k*dc) hold each digit once. */
static bool line_ok(const struct sudoku_grid *g, int n, int r0, int c0, int dr, int dc)
{
	uint64_t seen = 0;
	for (int k = 0; k < n; k++)
		seen |= (uint64_t)1 << g->cell[(r0 + k * dr) * n + c0 + k * dc];
	return seen == ((uint64_t)2 << n) - 2;
}

static void assert_full_grid(const struct sudoku_shape *shape, const struct sudoku_grid *g)
{
	int n = shape->size;
	cr_assert_eq(g->size, n);
	for (int k = 0; k < n; k++) {
		cr_assert(line_ok(g, n, k, 0, 0, 1), "row %d", k + 1);
		cr_assert(line_ok(g, n, 0, k, 1, 0), "column %d", k + 1);
	}
	uint64_t region[SUDOKU_MAX_SIZE] = {0};
	for (int cell = 0; cell < n * n; cell++) {
		cr_assert(g->cell[cell] >= 1 && g->cell[cell] <= n, "cell %d holds %d", cell, g->cell[cell]);
		region[shape->region[cell]] |= (uint64_t)1 << g->cell[cell];
	}
	for (int k = 0; k < n; k++)
		cr_assert_eq(region[k], ((uint64_t)2 << n) - 2, "region %d", k + 1);
	if (shape->diagonals) {
		cr_assert(line_ok(g, n, 0, 0, 1, 1), "main diagonal");
		cr_assert(line_ok(g, n, 0, n - 1, 1, -1), "anti-diagonal");
	}
}

/* Fills grids of the shape from seeds 1..rounds; returns how many differ from the one before. */
static int fill_many(const struct sudoku_shape *shape, int rounds)
{
	struct units units;
	units_build(&units, shape);
	struct sudoku_grid previous, grid;
	int changed = 0;
	for (int seed = 1; seed <= rounds; seed++) {
		struct rng rng;
		rng_seed(&rng, (uint64_t)seed);
		cr_assert(fill_by_rows(&units, shape->size, &rng, 1000000, &grid), "seed %d", seed);
		assert_full_grid(shape, &grid);
		if (seed > 1 && memcmp(previous.cell, grid.cell, sizeof grid.cell) != 0)
			changed++;
		previous = grid;
	}
	return changed;
}

Test(sudoku_fill, fills_every_small_shape)
{
	const int shapes[][2] = {{4, 2}, {6, 2}, {6, 3}, {8, 2}, {8, 4}, {9, 3}};
	for (size_t k = 0; k < sizeof shapes / sizeof *shapes; k++) {
		struct sudoku_shape shape;
		cr_assert_eq(sudoku_shape_init(&shape, shapes[k][0], shapes[k][1]), 0);
		int changed = fill_many(&shape, 200);
		/* 4x4 has 288 grids: a few repeats in a row are expected there */
		cr_assert_geq(changed, shapes[k][0] == 4 ? 190 : 199, "%dx%d: %d of 199 changed",
		              shapes[k][0], shapes[k][0], changed);
	}
}

Test(sudoku_fill, keeps_the_diagonals_of_x_sudoku)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, 9, 3), 0);
	shape.diagonals = true;
	cr_assert_geq(fill_many(&shape, 50), 49);
}

static void classic(struct sudoku_shape *shape, struct units *units)
{
	cr_assert_eq(sudoku_shape_init(shape, 9, 3), 0);
	units_build(units, shape);
}

Test(sudoku_fill, repeats_a_grid_for_a_seed)
{
	struct sudoku_shape shape;
	struct units units;
	classic(&shape, &units);
	struct sudoku_grid a, b;
	struct rng rng;
	rng_seed(&rng, 42);
	cr_assert(fill_by_rows(&units, 9, &rng, 1000000, &a));
	rng_seed(&rng, 42);
	cr_assert(fill_by_rows(&units, 9, &rng, 1000000, &b));
	cr_assert_eq(memcmp(a.cell, b.cell, sizeof a.cell), 0);
}

Test(sudoku_fill, gives_up_empty_when_out_of_steps_or_too_large)
{
	struct sudoku_shape shape;
	struct units units;
	classic(&shape, &units);
	struct sudoku_grid grid, empty;
	sudoku_grid_clear(&empty, 9);
	struct rng rng;
	rng_seed(&rng, 7);
	cr_assert_not(fill_by_rows(&units, 9, &rng, 40, &grid)); /* 81 cells need 81 steps at least */
	cr_assert_eq(memcmp(grid.cell, empty.cell, sizeof grid.cell), 0);

	cr_assert_eq(sudoku_shape_init(&shape, 16, 4), 0);
	units_build(&units, &shape);
	cr_assert_not(fill_by_rows(&units, 16, &rng, 1000000, &grid));
}
