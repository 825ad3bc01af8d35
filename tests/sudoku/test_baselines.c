/*
 * test_baselines.c - the benchmark's baseline solvers against known answers
 * (Wikipedia's puzzle, the puzzle built against backtracking, the first grid
 * in reading order), their limits and refusals, naive against bitmask (two
 * independent codes that must count the same nodes), and the harness's
 * statistics on hand-made samples.
 */
#include "baselines.h"
#include "harness.h"

#include <criterion/criterion.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

/* Wikipedia's example puzzle and its published solution. */
static const char wiki_puzzle[] =
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char wiki_solution[] =
	"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/* The puzzle built so that the first row's answer, 987654321, is the last one tried. */
static const char anti_backtracking[] =
	"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/*
 * The first complete grid in reading order (digits tried 1..9 in each cell):
 * what a first-solution backtracker in that order must return for an empty grid.
 */
static const char first_grid[] =
	"123456789456789123789123456214365897365897214897214365531642978642978531978531642";

/* Two of Norvig's hardest puzzles (data/norvig-hardest.txt). */
static const char *const hard_puzzles[] = {
	"85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
	"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
};

static void grid_from(struct sudoku_grid *grid, const char *text)
{
	sudoku_grid_clear(grid, 9);
	for (int k = 0; k < 81; k++)
		grid->cell[k] = (uint8_t)(text[k] == '.' ? 0 : text[k] - '0');
}

static void assert_grid_is(const struct sudoku_grid *grid, const char *text)
{
	char got[82];
	for (int k = 0; k < 81; k++)
		got[k] = (char)('0' + grid->cell[k]);
	got[81] = '\0';
	cr_assert_str_eq(got, text);
}

static const struct {
	const char *name;
	baseline_fn solve;
} baselines[] = {
	{"naive", baseline_naive},
	{"bitmask", baseline_bitmask},
	{"mrv", baseline_mrv},
};
#define BASELINE_COUNT (sizeof baselines / sizeof baselines[0])

static struct sudoku_shape shape9(void)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, 9, 3), 0);
	return shape;
}

Test(baselines, solve_wikipedia_puzzle)
{
	struct sudoku_grid puzzle, solution;
	grid_from(&puzzle, wiki_puzzle);
	for (size_t k = 0; k < BASELINE_COUNT; k++) {
		struct baseline_result result;
		cr_assert_eq(baselines[k].solve(&puzzle, NULL, &solution, &result), 0, "%s", baselines[k].name);
		cr_assert(result.solved && !result.timed_out, "%s", baselines[k].name);
		cr_assert_gt(result.nodes, 0);
		assert_grid_is(&solution, wiki_solution);
	}
}

Test(baselines, mrv_solves_anti_backtracking_puzzle)
{
	struct sudoku_grid puzzle, solution;
	grid_from(&puzzle, anti_backtracking);
	struct baseline_result result;
	cr_assert_eq(baseline_mrv(&puzzle, NULL, &solution, &result), 0);
	cr_assert(result.solved);
	struct sudoku_shape shape = shape9();
	cr_assert(sudoku_grid_is_solution(&shape, &puzzle, &solution));
	for (int col = 0; col < 9; col++)
		cr_assert_eq(solution.cell[col], 9 - col, "first row must read 987654321");
}

Test(baselines, naive_gives_up_at_node_limit)
{
	struct sudoku_grid puzzle, solution;
	grid_from(&puzzle, anti_backtracking);
	struct baseline_limits limits = {.node_limit = 1000000};
	struct baseline_result result;
	cr_assert_eq(baseline_naive(&puzzle, &limits, &solution, &result), 0);
	cr_assert(result.timed_out);
	cr_assert(!result.solved);
	cr_assert_eq(result.nodes, 1000000);
}

Test(baselines, naive_gives_up_at_deadline)
{
	struct sudoku_grid puzzle, solution;
	grid_from(&puzzle, anti_backtracking);
	double start = baseline_clock();
	struct baseline_limits limits = {.deadline = start + 0.005};
	struct baseline_result result;
	cr_assert_eq(baseline_naive(&puzzle, &limits, &solution, &result), 0);
	double seconds = baseline_clock() - start;
	cr_assert(result.timed_out);
	cr_assert(!result.solved);
	cr_assert_lt(seconds, 0.5, "gave up after %f s", seconds);
}

Test(baselines, empty_grid_gives_first_grid_in_reading_order)
{
	struct sudoku_grid puzzle, solution;
	sudoku_grid_clear(&puzzle, 9);
	struct baseline_result result;
	cr_assert_eq(baseline_naive(&puzzle, NULL, &solution, &result), 0);
	assert_grid_is(&solution, first_grid);
	cr_assert_eq(baseline_bitmask(&puzzle, NULL, &solution, &result), 0);
	assert_grid_is(&solution, first_grid);
	cr_assert_eq(baseline_mrv(&puzzle, NULL, &solution, &result), 0);
	struct sudoku_shape shape = shape9();
	cr_assert(sudoku_grid_is_solution(&shape, &puzzle, &solution));
}

Test(baselines, naive_and_bitmask_count_same_nodes)
{
	struct sudoku_grid puzzle, a, b;
	for (size_t k = 0; k < sizeof hard_puzzles / sizeof hard_puzzles[0]; k++) {
		grid_from(&puzzle, hard_puzzles[k]);
		struct baseline_result naive, bitmask;
		cr_assert_eq(baseline_naive(&puzzle, NULL, &a, &naive), 0);
		cr_assert_eq(baseline_bitmask(&puzzle, NULL, &b, &bitmask), 0);
		cr_assert(naive.solved && bitmask.solved);
		cr_assert_eq(naive.nodes, bitmask.nodes, "puzzle %zu", k);
		cr_assert_eq(memcmp(a.cell, b.cell, 81), 0);
	}
}

Test(baselines, mrv_needs_fewer_nodes_than_reading_order)
{
	struct sudoku_grid puzzle, solution;
	grid_from(&puzzle, hard_puzzles[0]);
	struct baseline_result bitmask, mrv;
	baseline_bitmask(&puzzle, NULL, &solution, &bitmask);
	baseline_mrv(&puzzle, NULL, &solution, &mrv);
	cr_assert_lt(mrv.nodes, bitmask.nodes);
}

Test(baselines, full_grid_needs_no_node)
{
	struct sudoku_grid puzzle, solution;
	grid_from(&puzzle, wiki_solution);
	for (size_t k = 0; k < BASELINE_COUNT; k++) {
		struct baseline_result result;
		cr_assert_eq(baselines[k].solve(&puzzle, NULL, &solution, &result), 0);
		cr_assert(result.solved, "%s", baselines[k].name);
		cr_assert_eq(result.nodes, 0);
		assert_grid_is(&solution, wiki_solution);
	}
}

Test(baselines, clashing_givens_have_no_solution)
{
	struct sudoku_grid puzzle, solution;
	grid_from(&puzzle, wiki_puzzle);
	puzzle.cell[2] = 5; /* a second 5 in the first row */
	for (size_t k = 0; k < BASELINE_COUNT; k++) {
		struct baseline_result result;
		cr_assert_eq(baselines[k].solve(&puzzle, NULL, &solution, &result), 0);
		cr_assert(!result.solved && !result.timed_out, "%s", baselines[k].name);
		cr_assert_eq(result.nodes, 0);
	}
}

Test(baselines, dead_cell_has_no_solution)
{
	/* r1c1 sees 1-8 in its row and 9 in its column: no digit fits, though nothing clashes. */
	struct sudoku_grid puzzle, solution;
	grid_from(&puzzle, ".12345678........................................................................");
	puzzle.cell[9 * 5] = 9;
	for (size_t k = 0; k < BASELINE_COUNT; k++) {
		struct baseline_result result;
		cr_assert_eq(baselines[k].solve(&puzzle, NULL, &solution, &result), 0);
		cr_assert(!result.solved && !result.timed_out, "%s", baselines[k].name);
	}
}

Test(baselines, refuse_other_sizes_and_bad_digits)
{
	struct sudoku_grid puzzle, solution;
	struct baseline_result result;
	sudoku_grid_clear(&puzzle, 4);
	for (size_t k = 0; k < BASELINE_COUNT; k++)
		cr_assert_eq(baselines[k].solve(&puzzle, NULL, &solution, &result), SUDOKU_ESIZE);
	grid_from(&puzzle, wiki_puzzle);
	puzzle.cell[2] = 10;
	for (size_t k = 0; k < BASELINE_COUNT; k++) {
		cr_assert_eq(baselines[k].solve(&puzzle, NULL, &solution, &result), SUDOKU_EINVAL);
		cr_assert_eq(baselines[k].solve(NULL, NULL, &solution, &result), SUDOKU_EINVAL);
		cr_assert_eq(baselines[k].solve(&puzzle, NULL, NULL, &result), SUDOKU_EINVAL);
	}
}

/* ---- Harness statistics ---- */

Test(harness, nearest_rank_percentiles)
{
	cr_assert_eq(bench_percentile_index(100, 50), 49);
	cr_assert_eq(bench_percentile_index(100, 99), 98);
	cr_assert_eq(bench_percentile_index(1000, 99), 989);
	cr_assert_eq(bench_percentile_index(4, 50), 1);
	cr_assert_eq(bench_percentile_index(3, 50), 1);
	cr_assert_eq(bench_percentile_index(10, 99), 9);
	cr_assert_eq(bench_percentile_index(1, 99), 0);
}

Test(harness, summary_of_small_samples)
{
	struct bench_sample samples[] = {{5, false}, {1, false}, {3, false}};
	struct bench_row row = {0};
	bench_summarise(samples, 3, &row);
	cr_assert_float_eq(row.mean_us, 3.0, 1e-9);
	cr_assert_float_eq(row.median_us, 3.0, 1e-9);
	cr_assert_float_eq(row.p99_us, 5.0, 1e-9);
	cr_assert_float_eq(row.seconds, 9e-6, 1e-15);
	cr_assert(!row.sums_are_bounds && !row.median_is_bound && !row.p99_is_bound);
}

Test(harness, percentiles_of_one_to_hundred)
{
	struct bench_sample samples[100];
	for (int k = 0; k < 100; k++) /* 100, 99, ..., 1: summarise must sort */
		samples[k] = (struct bench_sample){(double)(100 - k), false};
	struct bench_row row = {0};
	bench_summarise(samples, 100, &row);
	cr_assert_float_eq(row.median_us, 50.0, 1e-9);
	cr_assert_float_eq(row.p99_us, 99.0, 1e-9);
	cr_assert_float_eq(row.mean_us, 50.5, 1e-9);
}

Test(harness, timeouts_mark_bounds)
{
	/* One time-out among ten, at the top: the sums and p99 are bounds, the median is not. */
	struct bench_sample samples[10];
	for (int k = 0; k < 9; k++)
		samples[k] = (struct bench_sample){(double)(k + 1), false};
	samples[9] = (struct bench_sample){1000, true};
	struct bench_row row = {0};
	bench_summarise(samples, 10, &row);
	cr_assert(row.sums_are_bounds);
	cr_assert(!row.median_is_bound);
	cr_assert(row.p99_is_bound);
	cr_assert_float_eq(row.median_us, 5.0, 1e-9);

	/* A time-out measured below the median could sort above it: the median is a bound too. */
	samples[0] = (struct bench_sample){0.5, true};
	bench_summarise(samples, 10, &row);
	cr_assert(row.median_is_bound);
}

Test(harness, runs_every_solver_and_counts_timeouts)
{
	struct bench_dataset set;
	bench_dataset_init(&set, "test");
	struct sudoku_grid grid;
	grid_from(&grid, wiki_puzzle);
	cr_assert_eq(bench_dataset_add(&set, &grid, 1), 0);
	grid_from(&grid, anti_backtracking);
	cr_assert_eq(bench_dataset_add(&set, &grid, 2), 0);
	sudoku_grid_clear(&grid, 4);
	cr_assert_eq(bench_dataset_add(&set, &grid, 3), BENCH_ESIZE);

	/* 50 ms: ample for the Wikipedia puzzle even under sanitizers on a busy machine */
	struct bench_settings settings = {.time_limit = 0.05, .repeat = 2};
	struct bench_row row;
	for (int solver = 0; solver < BENCH_SOLVER_COUNT; solver++) {
		cr_assert_eq(bench_run((enum bench_solver)solver, &set, &settings, &row), 0);
		cr_assert_eq(row.puzzles, 2);
		cr_assert_eq(row.failed, 0);
		cr_assert_eq(row.solved + row.timed_out, 2);
	}
	/* naive cannot finish the anti-backtracking puzzle in 50 ms (it needs 69 million nodes) */
	cr_assert_eq(bench_run(BENCH_NAIVE, &set, &settings, &row), 0);
	cr_assert_eq(row.solved, 1);
	cr_assert_eq(row.timed_out, 1);
	cr_assert(row.sums_are_bounds);
	bench_dataset_finish(&set);
}

Test(harness, solver_names)
{
	cr_assert_eq(bench_solver_by_name("mrv", 3), BENCH_MRV);
	cr_assert_eq(bench_solver_by_name("dlx,naive", 3), BENCH_DLX);
	cr_assert_eq(bench_solver_by_name("dl", 2), -1);
	cr_assert_str_eq(bench_solver_name(BENCH_BITMASK), "bitmask");
}
