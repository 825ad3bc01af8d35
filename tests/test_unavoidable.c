/*
 * test_unavoidable.c - the generator's unavoidable sets (src/sudoku/unavoidable.c),
 * checked against brute force and against the solver: every set found,
 * emptied from its full grid, leaves a puzzle with two solutions or more, and
 * every swappable rectangle (the smallest unavoidable sets, found here by
 * trying all pairs of rows and columns) is among the sets.
 */
#include "sudoku/unavoidable.h"

#include <criterion/criterion.h>
#include <sudoku.h>

/* The solution of Arto Inkala's "hardest" puzzle, as published. */
static const char *const inkala =
	"812753649943682175675491283154237896369845721287169534521974368438526917796318452";

static void grid_from(struct sudoku_grid *grid, const char *text)
{
	sudoku_grid_clear(grid, 9);
	for (int cell = 0; cell < 81; cell++)
		grid->cell[cell] = (uint8_t)(text[cell] - '0');
}

static bool in_set(const struct cell_set *set, int cell)
{
	return set->word[cell / 64] >> (cell % 64) & 1;
}

/* The full grid `inkala`, its shape and its sets. */
static void find_sets(struct sudoku_grid *full, struct sudoku_shape *shape, struct unavoidable *u)
{
	grid_from(full, inkala);
	cr_assert_eq(sudoku_shape_init(shape, 9, 3), 0);
	static struct units units;
	units_build(&units, shape);
	unavoidable_find(&units, full, u);
}

Test(unavoidable, every_set_emptied_leaves_two_solutions)
{
	struct sudoku_grid full;
	struct sudoku_shape shape;
	static struct unavoidable u;
	find_sets(&full, &shape, &u);
	cr_assert_gt(u.count, 0);
	struct sudoku_solver *solver = sudoku_solver_create(&shape);
	struct sudoku_solve_options two = {.solution_limit = 2};
	for (int k = 0; k < u.count; k++) {
		struct sudoku_grid puzzle = full;
		for (int cell = 0; cell < 81; cell++)
			if (in_set(&u.set[k], cell))
				puzzle.cell[cell] = 0;
		struct sudoku_result result;
		cr_assert_eq(sudoku_solve(solver, &puzzle, &two, NULL, &result), 0);
		cr_assert_eq(result.status, SUDOKU_MULTIPLE, "set %d: emptied, still one solution", k);
	}
	sudoku_solver_destroy(solver);
}

Test(unavoidable, every_swappable_rectangle_is_found)
{
	struct sudoku_grid full;
	struct sudoku_shape shape;
	static struct unavoidable u;
	find_sets(&full, &shape, &u);
	int rectangles = 0;
	for (int r1 = 0; r1 < 9; r1++)
		for (int r2 = r1 + 1; r2 < 9; r2++)
			for (int c1 = 0; c1 < 9; c1++)
				for (int c2 = c1 + 1; c2 < 9; c2++) {
					int a = r1 * 9 + c1, b = r1 * 9 + c2, c = r2 * 9 + c1, d = r2 * 9 + c2;
					bool swappable = full.cell[a] == full.cell[d] && full.cell[b] == full.cell[c];
					bool two_boxes = r1 / 3 == r2 / 3 || c1 / 3 == c2 / 3;
					if (!swappable || !two_boxes)
						continue;
					rectangles++;
					bool found = false;
					for (int k = 0; k < u.count && !found; k++) {
						int size = 0;
						for (int cell = 0; cell < 81; cell++)
							size += in_set(&u.set[k], cell);
						found = size == 4 && in_set(&u.set[k], a) && in_set(&u.set[k], b) &&
						        in_set(&u.set[k], c) && in_set(&u.set[k], d);
					}
					cr_assert(found, "rectangle r%dr%d c%dc%d missing", r1 + 1, r2 + 1, c1 + 1,
					          c2 + 1);
				}
	cr_assert_eq(rectangles, 10, "the grid's rectangles, counted by hand and by script");
}

Test(unavoidable, emptied_only_when_a_set_has_no_clue)
{
	struct sudoku_grid full;
	struct sudoku_shape shape;
	static struct unavoidable u;
	find_sets(&full, &shape, &u);
	struct cell_set all = {{0}};
	for (int cell = 0; cell < 81; cell++)
		cell_set_add(&all, cell);
	cr_assert_not(unavoidable_emptied(&u, &all));
	struct cell_set some = all;
	for (int cell = 0; cell < 81; cell++)
		if (in_set(&u.set[0], cell))
			cell_set_remove(&some, cell);
	cr_assert(unavoidable_emptied(&u, &some));
	/* one of its cells back: every other set holds a digit set 0 lacks, so keeps a clue */
	int back = 0;
	while (!in_set(&u.set[0], back))
		back++;
	cell_set_add(&some, back);
	cr_assert_not(unavoidable_emptied(&u, &some));
}
