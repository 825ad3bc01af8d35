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
	cr_assert_eq(reduce_build(&f->reduced, &f->propagator, f->work, NULL, true), 0);
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

/* The items of every option of `problem`, four each, into `items`; returns the options. */
static int all_items(const struct dlx_problem *problem, int *items)
{
	int options = dlx_option_count(problem);
	for (int option = 0; option < options; option++)
		cr_assert_eq(dlx_option_items(problem, option, items + 4 * option, NULL, 4), 4);
	return options;
}

/*
 * With a lead (here a digit per cell that is a candidate or not, as a
 * check's lead may be), the lead options come first, in reading order, then
 * the others, cell by cell in reading order and digit order; a build that
 * does not name its options (a uniqueness check) makes the same problem.
 */
Test(sudoku_reduce, a_lead_goes_first_and_naming_changes_nothing_else)
{
	for (size_t k = 0; k < sizeof puzzles / sizeof *puzzles; k++) {
		struct fixture f;
		setup(&f, puzzles[k]);
		uint8_t lead[81];
		for (int cell = 0; cell < 81; cell++)
			lead[cell] = (uint8_t)(1 + (cell * 7 + (int)k) % 9);
		cr_assert_eq(reduce_build(&f.reduced, &f.propagator, f.work, lead, true), 0);
		int named[4 * 729], unnamed[4 * 729];
		int options = all_items(f.reduced.problem, named);
		/* the order written out: lead options, then the others */
		int at = 0;
		for (int pass = 0; pass < 2; pass++)
			for (int cell = 0; cell < 81; cell++)
				for (int d = 1; d <= 9; d++) {
					bool is_lead = d == lead[cell];
					if (f.work->value[cell] || !(f.work->cand[cell] >> d & 1) ||
					    is_lead != (pass == 0))
						continue;
					cr_assert_lt(at, options);
					cr_assert_eq(f.reduced.option_cell[at], cell, "puzzle %zu option %d", k, at);
					cr_assert_eq(f.reduced.option_digit[at], d, "puzzle %zu option %d", k, at);
					at++;
				}
		cr_assert_eq(at, options);
		cr_assert_eq(reduce_build(&f.reduced, &f.propagator, f.work, lead, false), 0);
		cr_assert_eq(all_items(f.reduced.problem, unnamed), options);
		cr_assert_arr_eq(unnamed, named, (size_t)options * 4 * sizeof *named);
		teardown(&f);
	}
}
