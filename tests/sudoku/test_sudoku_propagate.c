/*
 * test_sudoku_propagate.c - the deductions before the search (propagate.h)
 * come in two copies: one with the 9x9 shape's counts as constants, chosen
 * for that shape alone, and the general one. Both must reach the same state
 * from the same puzzle, and a puzzle the singles fill must come out a valid
 * grid that keeps its givens.
 */
#include "sudoku.h"
#include "sudoku/propagate.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

/* Hard ones (forum_hardest, magictour, a 17-clue) that stall, and an easy one that singles fill. */
static const char *const puzzles[] = {
	"98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
	"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
	".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
	"..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..",
	".4.1...5.1.7..396.52...8..........17...9.68..8.3.5.62..9..6.5436...8.7..25..971..",
};

struct fixture {
	struct sudoku_shape shape;
	struct propagator nine;    /* as built: the 9x9 copy */
	struct propagator general; /* the same tables, the general copy */
	struct propagation *a, *b;
};

static void setup(struct fixture *f)
{
	cr_assert_eq(sudoku_shape_init(&f->shape, 9, 0), 0);
	cr_assert_eq(propagator_init(&f->nine, &f->shape), 0);
	cr_assert(f->nine.nine, "the plain 9x9 shape takes the 9x9 copy");
	f->general = f->nine;
	f->general.nine = false;
	f->a = malloc(sizeof *f->a);
	f->b = malloc(sizeof *f->b);
	cr_assert(f->a && f->b);
}

static void teardown(struct fixture *f)
{
	propagator_finish(&f->nine);
	free(f->a);
	free(f->b);
}

static struct sudoku_grid grid_of(const char *text)
{
	struct sudoku_record record;
	cr_assert_eq(sudoku_parse_string(text, &record), 0);
	return record.grid;
}

/* Everything the deductions leave that a caller reads. */
static void assert_same(const struct propagation *a, const struct propagation *b,
                        const char *what)
{
	cr_assert_eq(a->open, b->open, "%s: open cells", what);
	cr_assert_eq(a->settled, b->settled, "%s: settled cells", what);
	cr_assert_eq(memcmp(a->value, b->value, 81), 0, "%s: values", what);
	for (int cell = 0; cell < 81; cell++)
		if (!a->value[cell])
			cr_assert_eq(a->cand[cell], b->cand[cell], "%s: candidates of %d", what, cell);
	for (int u = 0; u < 27; u++)
		cr_assert_eq(a->placed[u], b->placed[u], "%s: digits of unit %d", what, u);
	for (int d = 1; d <= 9; d++)
		for (int k = 0; k < 2; k++)
			cr_assert_eq(a->spots[d][k], b->spots[d][k], "%s: places of %d", what, d);
	cr_assert_eq(a->elim_count, b->elim_count, "%s: eliminations", what);
	for (int k = 0; k < a->elim_count; k++)
		cr_assert(a->elim[k].cell == b->elim[k].cell && a->elim[k].digit == b->elim[k].digit,
		          "%s: elimination %d", what, k);
}

Test(sudoku_propagate, the_9x9_copy_is_for_the_plain_9x9_shape_alone)
{
	struct sudoku_shape shape;
	struct propagator p;
	const struct {
		int size, box_rows;
		bool diagonals, windows, nine;
	} cases[] = {
		/* windoku's windows are not among the units the deductions use (units.h) */
		{9, 0, false, false, true}, {9, 0, true, false, false}, {9, 0, false, true, true},
		{4, 0, false, false, false}, {6, 0, false, false, false}, {16, 0, false, false, false},
	};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		cr_assert_eq(sudoku_shape_init(&shape, cases[k].size, cases[k].box_rows), 0);
		shape.diagonals = cases[k].diagonals;
		shape.windows = cases[k].windows;
		cr_assert_eq(propagator_init(&p, &shape), 0);
		cr_assert_eq(p.nine, cases[k].nine, "size %d, diagonals %d, windows %d",
		             cases[k].size, cases[k].diagonals, cases[k].windows);
		propagator_finish(&p);
	}
	/* jigsaws: the boxes again (twenty peers a cell, the 9x9 copy), and the rows (sixteen) */
	uint8_t region[81];
	for (int by_rows = 0; by_rows < 2; by_rows++) {
		for (int cell = 0; cell < 81; cell++)
			region[cell] = (uint8_t)(by_rows ? cell / 9 : cell / 27 * 3 + cell % 9 / 3);
		cr_assert_eq(sudoku_shape_init(&shape, 9, 0), 0);
		cr_assert_eq(sudoku_shape_set_regions(&shape, region), 0);
		cr_assert_eq(propagator_init(&p, &shape), 0);
		cr_assert_eq(p.nine, !by_rows, "jigsaw by %s", by_rows ? "rows" : "boxes");
		propagator_finish(&p);
	}
}

Test(sudoku_propagate, both_copies_deduce_alike)
{
	struct fixture f;
	setup(&f);
	for (size_t k = 0; k < sizeof puzzles / sizeof *puzzles; k++) {
		struct sudoku_grid grid = grid_of(puzzles[k]);
		for (int locked = 0; locked < 2; locked++) {
			int ra = propagate(&f.nine, &grid, locked, f.a);
			int rb = propagate(&f.general, &grid, locked, f.b);
			cr_assert_eq(ra, rb, "%s, locked %d: outcome", puzzles[k], locked);
			assert_same(f.a, f.b, puzzles[k]);
		}
	}
	teardown(&f);
}

/* The generator's path: givens placed once, then each clue taken out of a copy, or for good. */
Test(sudoku_propagate, both_copies_take_clues_out_alike)
{
	struct fixture f;
	setup(&f);
	struct propagation *base_a = malloc(sizeof *base_a), *base_b = malloc(sizeof *base_b);
	cr_assert(base_a && base_b);
	for (size_t k = 0; k < sizeof puzzles / sizeof *puzzles; k++) {
		struct sudoku_grid grid = grid_of(puzzles[k]);
		cr_assert_eq(propagate_givens(&f.nine, &grid, base_a),
		             propagate_givens(&f.general, &grid, base_b));
		for (int cell = 0; cell < 81; cell++) {
			if (!grid.cell[cell])
				continue;
			int ra = propagate_from(&f.nine, base_a, cell, false, f.a);
			int rb = propagate_from(&f.general, base_b, cell, false, f.b);
			cr_assert_eq(ra, rb, "%s without clue %d: outcome", puzzles[k], cell);
			assert_same(f.a, f.b, puzzles[k]);
		}
		/* every other clue out for good, as the dig does */
		for (int cell = 0; cell < 81; cell += 2) {
			if (!grid.cell[cell])
				continue;
			propagate_unplace(&f.nine, base_a, cell);
			propagate_unplace(&f.general, base_b, cell);
			assert_same(base_a, base_b, puzzles[k]);
		}
	}
	free(base_a);
	free(base_b);
	teardown(&f);
}

/* A base's cells holding each digit (holding[0]: the open ones) are the grid's, cell by cell. */
static void assert_holding(const struct propagation *base, const struct sudoku_grid *grid)
{
	for (int cell = 0; cell < 81; cell++)
		for (int d = 0; d <= 9; d++) {
			bool held = base->holding[d][cell / 64] >> (cell % 64) & 1;
			cr_assert_eq(held, grid->cell[cell] == d, "cell %d, digit %d", cell, d);
		}
}

/*
 * A base kept from clue to clue (the generator's way) must deduce what a
 * start from scratch deduces: each clue taken out with its digit ruled out,
 * as the dig empties more and more of them.
 */
Test(sudoku_propagate, a_kept_base_deduces_as_a_fresh_start)
{
	struct fixture f;
	setup(&f);
	struct propagation *base = malloc(sizeof *base);
	cr_assert(base);
	/* the puzzles, and a full grid (Wikipedia's solved one), whose emptied cells
	   start as naked singles, as most cells of an early dig do */
	const char *const starts[] = {
		puzzles[0], puzzles[1], puzzles[2], puzzles[3], puzzles[4],
		"534678912672195348198342567859761423426853791713924856961537284287419635345286179",
	};
	for (size_t k = 0; k < sizeof starts / sizeof *starts; k++) {
		struct sudoku_grid grid = grid_of(starts[k]);
		cr_assert_geq(propagate_givens(&f.nine, &grid, base), 0);
		for (int round = 0; round < 3; round++) {
			assert_holding(base, &grid);
			for (int cell = 0; cell < 81; cell++) {
				if (!grid.cell[cell])
					continue;
				struct sudoku_grid without = grid;
				without.cell[cell] = 0;
				int digit = grid.cell[cell];
				int ra = propagate_from(&f.nine, base, cell, false, f.a);
				int rb = propagate_excluding(&f.nine, &without, cell, digit, false, f.b);
				cr_assert_eq(ra, rb, "%s without clue %d: outcome", starts[k], cell);
				if (ra >= 0) {
					cr_assert_eq(memcmp(f.a->value, f.b->value, 81), 0, "%s", starts[k]);
					for (int q = 0; q < 81; q++)
						cr_assert_eq(f.a->cand[q], f.b->cand[q], "%s: cell %d", starts[k], q);
				}
			}
			/* a third of the clues go for good, as the dig empties them */
			for (int cell = round; cell < 81; cell += 3)
				if (grid.cell[cell]) {
					propagate_unplace(&f.nine, base, cell);
					grid.cell[cell] = 0;
				}
		}
		assert_holding(base, &grid);
	}
	free(base);
	teardown(&f);
}

/* Each row, column and box holds 1..9 once, and every given is where it was. */
static void assert_solves(const struct sudoku_grid *puzzle, const uint8_t *value)
{
	for (int k = 0; k < 9; k++) {
		unsigned row = 0, column = 0, box = 0;
		for (int i = 0; i < 9; i++) {
			row |= 1u << value[k * 9 + i];
			column |= 1u << value[i * 9 + k];
			box |= 1u << value[(k / 3 * 3 + i / 3) * 9 + k % 3 * 3 + i % 3];
		}
		cr_assert(row == 0x3fe && column == 0x3fe && box == 0x3fe, "unit %d", k);
	}
	for (int cell = 0; cell < 81; cell++)
		if (puzzle->cell[cell])
			cr_assert_eq(value[cell], puzzle->cell[cell], "given %d", cell);
}

Test(sudoku_propagate, singles_fill_an_easy_puzzle_with_a_valid_grid)
{
	struct fixture f;
	setup(&f);
	for (size_t k = 3; k < sizeof puzzles / sizeof *puzzles; k++) {
		struct sudoku_grid grid = grid_of(puzzles[k]);
		cr_assert_eq(propagate(&f.nine, &grid, false, f.a), 1, "%s", puzzles[k]);
		assert_solves(&grid, f.a->value);
		cr_assert_eq(propagate(&f.general, &grid, false, f.b), 1, "%s", puzzles[k]);
		assert_solves(&grid, f.b->value);
	}
	teardown(&f);
}
