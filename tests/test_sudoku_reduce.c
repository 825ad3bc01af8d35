/*
 * test_sudoku_reduce.c - the problem the solver hands the engine once the
 * deductions stall: every candidate is an option, and the open cells are
 * numbered most constrained first (fewest candidates, then most open peers,
 * then reading order), which is what decides the engine's ties.
 */
#include "dlx.h"
#include "sudoku.h"
#include "sudoku/propagate.h"
#include "sudoku/reduce.h"

#include <criterion/criterion.h>
#include <stdlib.h>

/* Two of forum_hardest_1905_11plus, one of magictour_top1465, a 17-clue. */
static const char *const puzzles[] = {
	"98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
	"98.7..6..75..4......3..8.7.8....9.5..3.2..1.....4....6.7...4.3....8..4......1...2",
	"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
	".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
};

struct fixture {
	struct sudoku_shape shape;
	struct propagator propagator;
	struct propagation *work;
	struct reduced reduced;
	int cell_item[81]; /* -1 for a settled cell */
};

static void setup(struct fixture *f, const char *text)
{
	struct sudoku_record record;
	cr_assert_eq(sudoku_parse_string(text, &record), 0);
	cr_assert_eq(sudoku_shape_init(&f->shape, 9, 0), 0);
	cr_assert_eq(propagator_init(&f->propagator, &f->shape), 0);
	f->work = malloc(sizeof *f->work);
	cr_assert_not_null(f->work);
	cr_assert_eq(propagate(&f->propagator, &record.grid, true, f->work), 0,
	             "the deductions alone solve or break %s", text);
	cr_assert_eq(reduce_init(&f->reduced, &f->propagator), 0);
	cr_assert_eq(reduce_build(&f->reduced, &f->propagator, f->work, NULL), 0);
	for (int cell = 0; cell < 81; cell++)
		f->cell_item[cell] = -1;
	/* an option's first item is its cell's (reduce.c) */
	struct dlx_problem *problem = f->reduced.problem;
	for (int option = 0; option < dlx_option_count(problem); option++) {
		int items[8];
		cr_assert_eq(dlx_option_items(problem, option, items, NULL, 8), 4);
		f->cell_item[f->reduced.option_cell[option]] = items[0];
	}
}

static void teardown(struct fixture *f)
{
	reduce_finish(&f->reduced);
	propagator_finish(&f->propagator);
	free(f->work);
}

static int open_peers(const struct fixture *f, int cell)
{
	int count = 0;
	for (int32_t k = f->propagator.peer_start[cell]; k < f->propagator.peer_start[cell + 1]; k++)
		count += f->work->value[f->propagator.peer[k]] == 0;
	return count;
}

/* Whether cell a must come before cell b. */
static bool before(const struct fixture *f, int a, int b)
{
	int ca = __builtin_popcountll(f->work->cand[a]), cb = __builtin_popcountll(f->work->cand[b]);
	if (ca != cb)
		return ca < cb;
	int pa = open_peers(f, a), pb = open_peers(f, b);
	if (pa != pb)
		return pa > pb;
	return a < b;
}

Test(sudoku_reduce, numbers_open_cells_most_constrained_first)
{
	for (size_t k = 0; k < sizeof puzzles / sizeof *puzzles; k++) {
		struct fixture f;
		setup(&f, puzzles[k]);
		int open = 0;
		for (int a = 0; a < 81; a++) {
			if (f.work->value[a]) {
				cr_assert_eq(f.cell_item[a], -1, "settled cell %d has options", a);
				continue;
			}
			open++;
			cr_assert_geq(f.cell_item[a], 0, "open cell %d has no option", a);
			for (int b = 0; b < 81; b++)
				if (b != a && !f.work->value[b] && before(&f, a, b))
					cr_assert_lt(f.cell_item[a], f.cell_item[b],
					             "puzzle %zu: cell %d should come before cell %d", k, a, b);
		}
		cr_assert_eq(open, f.work->open);
		/* the cell items are 0 .. open-1, the unit items after them */
		for (int a = 0; a < 81; a++)
			cr_assert_lt(f.cell_item[a], open);
		teardown(&f);
	}
}

Test(sudoku_reduce, every_candidate_is_one_option)
{
	for (size_t k = 0; k < sizeof puzzles / sizeof *puzzles; k++) {
		struct fixture f;
		setup(&f, puzzles[k]);
		uint64_t seen[81] = {0};
		struct dlx_problem *problem = f.reduced.problem;
		for (int option = 0; option < dlx_option_count(problem); option++) {
			int cell = f.reduced.option_cell[option], digit = f.reduced.option_digit[option];
			uint64_t bit = (uint64_t)1 << digit;
			cr_assert_eq(seen[cell] & bit, 0, "r%dc%d=%d twice", cell / 9 + 1, cell % 9 + 1, digit);
			seen[cell] |= bit;
		}
		for (int cell = 0; cell < 81; cell++)
			cr_assert_eq(seen[cell], f.work->value[cell] ? 0 : f.work->cand[cell]);
		teardown(&f);
	}
}
