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

/* Whether `s` is a valid full grid that keeps the givens of `puzzle`, checked cell by cell. */
static bool solves(const struct sudoku_grid *s, const struct sudoku_grid *puzzle)
{
	for (int k = 0; k < 81; k++)
		if (s->cell[k] < 1 || s->cell[k] > 9 || (puzzle->cell[k] && puzzle->cell[k] != s->cell[k]))
			return false;
	for (int a = 0; a < 81; a++)
		for (int b = a + 1; b < 81; b++) {
			bool peers = a / 9 == b / 9 || a % 9 == b % 9 ||
			             (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
			if (peers && s->cell[a] == s->cell[b])
				return false;
		}
	return true;
}

/* No .timeout: a third timed test in this file makes Criterion leak (see below). */
Test(sudoku_rate, the_search_keeps_its_solution_and_the_ladder_rates_the_same_with_it)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_rater *rater = sudoku_rater_create(&shape, 8);
	struct sudoku_grid puzzle, solution;
	struct sudoku_search_effort effort;
	int kept = 0;
	for (size_t k = 0; k < sizeof norvig_hardest / sizeof *norvig_hardest; k++) {
		/* the second and AI Escargot climb to SE's nested levels, seconds a
		 * rating: e2e_se_top rates the top of the scale */
		if (k == 1 || k == 5)
			continue;
		grid_from(&puzzle, 9, norvig_hardest[k]);
		cr_assert_eq(sudoku_rate_search(rater, &puzzle, 0, &effort), 0);
		cr_assert_eq(effort.status, SUDOKU_SOLVED);
		if (!sudoku_rater_solution(rater, &solution))
			continue; /* none kept (a search the tree walk did not take) */
		kept++;
		cr_assert(solves(&solution, &puzzle), "puzzle %zu: a solution", k);

		struct sudoku_pencil pencil;
		cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
		struct sudoku_se_rating plain, told, wrong;
		int status = sudoku_logic_rate_allowed(&pencil, SUDOKU_LOGIC_ASSUME_UNIQUE,
		                                       SUDOKU_LOGIC_SE_TECHNIQUES, NULL, NULL, &plain, NULL);
		cr_assert_eq(sudoku_logic_rate_solved(&pencil, SUDOKU_LOGIC_ASSUME_UNIQUE,
		                                      SUDOKU_LOGIC_SE_TECHNIQUES, &solution, NULL, NULL,
		                                      &told, NULL),
		             status);
		cr_assert_eq(memcmp(&plain, &told, sizeof plain), 0, "puzzle %zu: the same figures", k);
		/* a grid the marks do not hold (two cells of a row swapped) is ignored */
		for (int cell = 0; cell < 80; cell++)
			if (!puzzle.cell[cell] && !puzzle.cell[cell + 1] && cell % 9 < 8) {
				uint8_t t = solution.cell[cell];
				solution.cell[cell] = solution.cell[cell + 1];
				solution.cell[cell + 1] = t;
				break;
			}
		cr_assert_eq(sudoku_logic_rate_solved(&pencil, SUDOKU_LOGIC_ASSUME_UNIQUE,
		                                      SUDOKU_LOGIC_SE_TECHNIQUES, &solution, NULL, NULL,
		                                      &wrong, NULL),
		             status);
		cr_assert_eq(memcmp(&plain, &wrong, sizeof plain), 0, "puzzle %zu: a wrong grid", k);
	}
	cr_assert_geq(kept, 8, "most of the list keeps a solution (%d did)", kept);
	/* singles solve it: no search, and the grid they fill is kept */
	grid_from(&puzzle, 9, easy_puzzle);
	cr_assert_eq(sudoku_rate_search(rater, &puzzle, 0, &effort), 0);
	cr_assert(sudoku_rater_solution(rater, &solution));
	cr_assert(solves(&solution, &puzzle));
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

/* SplitMix64 (Steele, Lea and Flood): the generator of the rater's fixed seeds. */
static uint64_t next_seed(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

/*
 * The effort as the rater defines it, on the full 9x9 matrix: its options
 * shuffled from the rater's seeds, the givens required, a count to 2 in
 * each order under the node limit, the nodes and guesses summed.
 */
static struct sudoku_search_effort full_effort(const struct sudoku_shape *shape,
                                               const struct sudoku_grid *puzzle, int orders,
                                               uint64_t node_limit)
{
	struct sudoku_search_effort effort = {.orders = orders};
	uint64_t seeds = 0x5eed;
	for (int k = 0; k < orders; k++) {
		struct dlx_problem *pb = dlx_problem_create(324, 0);
		for (int cell = 0; cell < 81; cell++)
			for (int d = 1; d <= 9; d++) {
				int items[4];
				cr_assert_eq(sudoku_option_items(shape, cell / 9, cell % 9, d, items), 4);
				cr_assert_geq(dlx_add_option(pb, items, NULL, 4), 0);
			}
		cr_assert_eq(dlx_problem_shuffle(pb, next_seed(&seeds)), 0);
		for (int cell = 0; cell < 81; cell++)
			if (puzzle->cell[cell])
				cr_assert_eq(dlx_require(pb, cell * 9 + puzzle->cell[cell] - 1), 0);
		struct dlx_search_options options;
		dlx_search_options_init(&options);
		options.solution_limit = 2;
		options.node_limit = node_limit;
		struct dlx_stats stats;
		cr_assert_eq(dlx_search(pb, &options, &stats), 0);
		effort.nodes += stats.nodes;
		effort.guesses += stats.branches;
		enum sudoku_status status = stats.solutions >= 2          ? SUDOKU_MULTIPLE
		                            : stats.stop == DLX_STOP_NODES ? SUDOKU_UNFINISHED
		                            : stats.solutions == 1         ? SUDOKU_SOLVED
		                                                           : SUDOKU_NO_SOLUTION;
		if (k == 0 || status == SUDOKU_UNFINISHED) /* one order stopped: the puzzle is */
			effort.status = status;
		dlx_problem_destroy(pb);
	}
	return effort;
}

static void expect_full_effort(struct sudoku_rater *rater, const struct sudoku_shape *shape,
                               const struct sudoku_grid *puzzle, uint64_t node_limit)
{
	struct sudoku_search_effort got, want = full_effort(shape, puzzle, 8, node_limit);
	cr_assert_eq(sudoku_rate_search(rater, puzzle, node_limit, &got), 0);
	cr_expect_eq(got.status, want.status, "status %d, the full matrix %d (limit %llu)",
	             (int)got.status, (int)want.status, (unsigned long long)node_limit);
	cr_expect_eq(got.nodes, want.nodes, "nodes %llu, the full matrix %llu (limit %llu)",
	             (unsigned long long)got.nodes, (unsigned long long)want.nodes,
	             (unsigned long long)node_limit);
	cr_expect_eq(got.guesses, want.guesses);
}

/*
 * The rater searches what the givens leave, not the full matrix (rate.c):
 * its figures must be the full matrix's, on hard puzzles, on generated
 * ones with more givens added, with node limits that stop some orders and
 * not others, and on puzzles with two solutions or none.
 */
/*
 * No .timeout here: with a third timed test in this file, Criterion's runner
 * leaked 48 bytes of its own under LeakSanitizer when the tests ran two at a
 * time. meson's timeout bounds the run.
 */
Test(sudoku_rate, effort_is_the_full_matrix_searches)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_rater *rater = sudoku_rater_create(&shape, 8);
	struct sudoku_grid puzzle;
	for (size_t k = 0; k < sizeof norvig_hardest / sizeof *norvig_hardest; k++) {
		grid_from(&puzzle, 9, norvig_hardest[k]);
		expect_full_effort(rater, &shape, &puzzle, 0);
		expect_full_effort(rater, &shape, &puzzle, 40);
		expect_full_effort(rater, &shape, &puzzle, 120);
	}
	struct sudoku_generator *gen = sudoku_generator_create(&shape, 5);
	for (int k = 0; k < 30; k++) {
		struct sudoku_generated g;
		sudoku_generate(gen, NULL, &g);
		expect_full_effort(rater, &shape, &g.puzzle, 0);
		/* more givens from the solution: a fourth or a half of the empty cells */
		for (int step = 0; step < 2; step++) {
			for (int cell = k % 4; cell < 81; cell += 4 - 2 * step)
				g.puzzle.cell[cell] = g.solution.cell[cell];
			expect_full_effort(rater, &shape, &g.puzzle, 0);
		}
		/* a given taken out: mostly two solutions or more */
		for (int cell = 0; cell < 81; cell++)
			if (g.puzzle.cell[cell] && (cell + k) % 3 == 0)
				g.puzzle.cell[cell] = 0;
		expect_full_effort(rater, &shape, &g.puzzle, 0);
		/* a wrong given that clashes with none: this solution gone, maybe every one */
		bool placed = false;
		for (int cell = 0; cell < 81 && !placed; cell++)
			for (int d = 1; d <= 9 && !placed && !g.puzzle.cell[cell]; d++) {
				if (d == g.solution.cell[cell])
					continue;
				g.puzzle.cell[cell] = (uint8_t)d;
				placed = sudoku_grid_check(&shape, &g.puzzle, NULL) == 0;
				if (!placed)
					g.puzzle.cell[cell] = 0;
			}
		expect_full_effort(rater, &shape, &g.puzzle, 0);
	}
	sudoku_generator_destroy(gen);
	sudoku_rater_destroy(rater);
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
