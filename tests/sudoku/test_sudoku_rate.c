/*
 * test_sudoku_rate.c - the search effort against independent answers: the
 * node count of a puzzle where every move is forced, repeatability across
 * raters, the statuses of puzzles with none or several solutions, and the
 * engine's choices against a reference solver's singles (ref_ladder.h).
 */
#include "ref_ladder.h"
#include "dlx.h"
#include "sudoku.h"
#include "sudoku_logic.h"

#include <criterion/criterion.h>
#include <string.h>

/* data/norvig-hardest.txt: Peter Norvig's "hardest" list (see data/README.md). */
static const char *const norvig_hardest[] = {
	"85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
	"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
	"12..4......5.69.1...9...5.........7.7...52.9..3......2.9.6...5.4..9..8.1..3...9.4",
	"...57..3.1......2.7...234......8...4..7..4...49....6.5.42...3.....7..9....18.....",
	"7..1523........92....3.....1....47.8.......6............9...5.6.4.9.7...8....6.1.",
	"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
	"1...34.8....8..5....4.6..21.18......3..1.2..6......81.52..7.9....6..9....9.64...2",
	"...92......68.3...19..7...623..4.1....1...7....8.3..297...8..91...5.72......64...",
	".6.5.4.3.1...9...8.........9...5...6.4.6.2.7.7...4...5.........4...8...1.5.2.3.4.",
	"7.....4...2..7..8...3..8.799..5..3...6..2..9...1.97..6...3..9...3..4..6...9..1.35",
	"....7..2.8.......6.1.2.5...9.54....8.........3....85.1...3.2.8.4.......9.7..6....",
};

/* The first puzzle of data/easy-1000.txt (from the Kaggle "1 million sudoku" set). */
static const char easy_puzzle[] =
	"..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";

static void grid_from(struct sudoku_grid *grid, int n, const char *text)
{
	sudoku_grid_clear(grid, n);
	for (int k = 0; k < n * n; k++) {
		char ch = text[k];
		grid->cell[k] = (uint8_t)(ch == '.' ? 0 : ch <= '9' ? ch - '0' : ch - 'A' + 10);
	}
}

static struct sudoku_shape shape_of(int n)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, n, 0), 0);
	return shape;
}

/*
 * The engine's forced moves are exactly the singles (an item with one option
 * left is a cell with one candidate or a digit with one place in a unit), so
 * it makes no choice exactly when the reference's singles fill the grid.
 * SE's rater must then stay at singles' difficulty (2.3) or below: singles
 * stay available after every step it takes, and it always takes the easiest.
 */
Test(sudoku_rate, no_search_choice_exactly_when_singles_solve, .timeout = 240)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = sudoku_generator_create(&shape, 5);
	struct sudoku_rater *rater = sudoku_rater_create(&shape, 4);
	int simple = 0, other = 0;
	for (int k = 0; k < 100; k++) {
		struct sudoku_generated g;
		sudoku_generate(gen, NULL, &g);
		struct sudoku_search_effort effort;
		cr_assert_eq(sudoku_rate_search(rater, &g.puzzle, 0, &effort), 0);
		cr_assert_eq(effort.status, SUDOKU_SOLVED);
		struct ref s;
		bool singles = ref_solve(&s, &g.puzzle, LADDER_SINGLES) == 0;
		cr_assert_eq(effort.guesses == 0, singles);
		struct sudoku_se_rating rating;
		cr_assert_eq(sudoku_logic_rate(&g.puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating), 0);
		if (singles)
			cr_assert_leq(rating.rating, 23);
		simple += singles;
		other += !singles;
	}
	cr_assert_gt(simple, 0); /* both sides of the equivalence show up */
	cr_assert_gt(other, 0);
	sudoku_rater_destroy(rater);
	sudoku_generator_destroy(gen);
}

/*
 * The rater answers without a search when singles fill the grid; here the
 * engine itself searches such puzzles, in orders of other seeds, on the
 * whole problem with the givens' rivals dropped: it never chooses, and it
 * enters one node a cell (each given's option is forced too) and the root.
 * The rater's figures for them must be that walk without the givens.
 */
Test(sudoku_rate, engine_never_chooses_where_singles_solve, .timeout = 120)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = sudoku_generator_create(&shape, 11);
	struct sudoku_rater *rater = sudoku_rater_create(&shape, 3);
	int simple = 0;
	for (int k = 0; k < 40; k++) {
		struct sudoku_generated g;
		sudoku_generate(gen, NULL, &g);
		struct ref s;
		if (ref_solve(&s, &g.puzzle, LADDER_SINGLES) != 0)
			continue;
		simple++;
		struct sudoku_search_effort effort;
		cr_assert_eq(sudoku_rate_search(rater, &g.puzzle, 0, &effort), 0);
		uint64_t empty = 81 - (uint64_t)sudoku_grid_count_givens(&g.puzzle);
		cr_assert_eq(effort.status, SUDOKU_SOLVED);
		cr_assert_eq(effort.guesses, 0);
		cr_assert_eq(effort.nodes, 3 * (empty + 1));
		struct dlx_problem *pb = sudoku_variant_encode(&shape, NULL, &g.puzzle, NULL);
		cr_assert_not_null(pb);
		for (uint64_t seed = 1; seed <= 4; seed++) {
			cr_assert_eq(dlx_problem_shuffle(pb, seed * 7919), 0);
			struct dlx_search_options options;
			dlx_search_options_init(&options);
			options.solution_limit = 2;
			struct dlx_stats stats;
			cr_assert_eq(dlx_search(pb, &options, &stats), 0);
			cr_assert_eq(stats.solutions, 1);
			cr_assert_eq(stats.branches, 0);
			cr_assert_eq(stats.nodes, 82);
		}
		dlx_problem_destroy(pb);
	}
	cr_assert_gt(simple, 5);
	sudoku_rater_destroy(rater);
	sudoku_generator_destroy(gen);
}

/* X sudoku: every order places each empty cell at least once, after the root. */
Test(sudoku_rate, effort_on_x_sudoku)
{
	struct sudoku_shape shape = shape_of(9);
	shape.diagonals = true;
	struct sudoku_generator *gen = sudoku_generator_create(&shape, 8);
	struct sudoku_rater *rater = sudoku_rater_create(&shape, 2);
	for (int k = 0; k < 30; k++) {
		struct sudoku_generated g;
		sudoku_generate(gen, NULL, &g);
		cr_assert(g.found);
		for (int i = 0; i < 9; i++) /* the diagonals hold every digit */
			for (int j = i + 1; j < 9; j++) {
				cr_assert_neq(g.solution.cell[i * 10], g.solution.cell[j * 10]);
				cr_assert_neq(g.solution.cell[(i + 1) * 8], g.solution.cell[(j + 1) * 8]);
			}
		struct sudoku_search_effort effort;
		sudoku_rate_search(rater, &g.puzzle, 0, &effort);
		cr_assert_eq(effort.status, SUDOKU_SOLVED);
		cr_assert_eq(effort.orders, 2);
		cr_assert_geq(effort.nodes, 2 * (uint64_t)(81 - g.clues + 1));
	}
	sudoku_rater_destroy(rater);
	sudoku_generator_destroy(gen);
}

/* When every move is forced, each order visits one node per empty cell plus the root. */
Test(sudoku_rate, effort_of_a_forced_puzzle)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_grid puzzle;
	grid_from(&puzzle, 9, easy_puzzle);
	struct sudoku_rater *rater = sudoku_rater_create(&shape, 5);
	struct sudoku_search_effort effort;
	cr_assert_eq(sudoku_rate_search(rater, &puzzle, 0, &effort), 0);
	cr_assert_eq(effort.status, SUDOKU_SOLVED);
	cr_assert_eq(effort.orders, 5);
	cr_assert_eq(effort.guesses, 0);
	cr_assert_eq(effort.nodes, 5 * (uint64_t)(81 - sudoku_grid_count_givens(&puzzle) + 1));
	sudoku_rater_destroy(rater);
}

Test(sudoku_rate, effort_is_repeatable_and_statuses_are_right)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_rater *a = sudoku_rater_create(&shape, 8), *b = sudoku_rater_create(&shape, 8);
	struct sudoku_grid puzzle;
	grid_from(&puzzle, 9, norvig_hardest[1]);
	struct sudoku_search_effort ea, eb;
	sudoku_rate_search(a, &puzzle, 0, &ea);
	sudoku_rate_search(a, &puzzle, 0, &eb);
	cr_assert_eq(ea.nodes, eb.nodes, "the same rater twice");
	sudoku_rate_search(b, &puzzle, 0, &eb);
	cr_assert_eq(ea.nodes, eb.nodes, "another rater");
	cr_assert_eq(ea.guesses, eb.guesses);
	cr_assert_gt(ea.guesses, 0);

	/* data/several-solutions-200.txt, first line: two solutions or more */
	grid_from(&puzzle, 9,
	          "8.........95.......76.........426798...571243...893165......916....3.487....1.532");
	sudoku_rate_search(a, &puzzle, 0, &ea);
	cr_assert_eq(ea.status, SUDOKU_MULTIPLE);

	grid_from(&puzzle, 9, norvig_hardest[1]);
	puzzle.cell[0] = 5; /* r1c1 = 5 clashes with r1c3 = 5 */
	sudoku_rate_search(a, &puzzle, 0, &ea);
	cr_assert_eq(ea.status, SUDOKU_NO_SOLUTION);

	grid_from(&puzzle, 9, norvig_hardest[1]);
	sudoku_rate_search(a, &puzzle, 3, &ea);
	cr_assert_eq(ea.status, SUDOKU_UNFINISHED);
	sudoku_rater_destroy(a);
	sudoku_rater_destroy(b);
}

Test(sudoku_rate, rejects_bad_arguments)
{
	struct sudoku_shape shape = shape_of(9);
	cr_assert_null(sudoku_rater_create(&shape, 0));
	cr_assert_null(sudoku_rater_create(&shape, 65));
	cr_assert_null(sudoku_rater_create(NULL, 4));
	struct sudoku_rater *rater = sudoku_rater_create(&shape, 1);
	struct sudoku_grid small;
	sudoku_grid_clear(&small, 4);
	struct sudoku_search_effort effort;
	cr_assert_eq(sudoku_rate_search(rater, &small, 0, &effort), SUDOKU_EMISMATCH);
	cr_assert_eq(sudoku_rate_search(NULL, &small, 0, &effort), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_rate_search(rater, &small, 0, NULL), SUDOKU_EINVAL);
	sudoku_rater_destroy(rater);
	sudoku_rater_destroy(NULL);
}
