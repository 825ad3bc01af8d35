/*
 * harness.c - the timed loop: datasets held in memory, one solver run over a
 * dataset (timing each solve alone, verifying outside the timing), and the
 * statistics of the times. Output formats are in output.c.
 */
#include "harness.h"
#include "baselines.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const solver_names[BENCH_SOLVER_COUNT] = {"naive", "bitmask", "mrv", "dlx"};

const char *bench_solver_name(enum bench_solver solver)
{
	return solver >= 0 && solver < BENCH_SOLVER_COUNT ? solver_names[solver] : "?";
}

int bench_solver_by_name(const char *name, size_t length)
{
	for (int k = 0; k < BENCH_SOLVER_COUNT; k++)
		if (strlen(solver_names[k]) == length && strncmp(name, solver_names[k], length) == 0)
			return k;
	return -1;
}

/* ---- Datasets ---- */

void bench_dataset_init(struct bench_dataset *set, const char *name)
{
	*set = (struct bench_dataset){.name = name};
}

void bench_dataset_finish(struct bench_dataset *set)
{
	free(set->cells);
	free(set->lines);
	*set = (struct bench_dataset){0};
}

static bool grow(struct bench_dataset *set)
{
	size_t capacity = set->capacity ? set->capacity * 2 : 1024;
	if (capacity > BENCH_MAX_PUZZLES)
		capacity = BENCH_MAX_PUZZLES;
	uint8_t(*cells)[81] = realloc(set->cells, capacity * sizeof *cells);
	if (!cells)
		return false;
	set->cells = cells;
	long *lines = realloc(set->lines, capacity * sizeof *lines);
	if (!lines)
		return false;
	set->lines = lines;
	set->capacity = capacity;
	return true;
}

int bench_dataset_add(struct bench_dataset *set, const struct sudoku_grid *grid, long line)
{
	if (grid->size != 9)
		return BENCH_ESIZE;
	if (set->count == BENCH_MAX_PUZZLES)
		return BENCH_EFULL;
	if (set->count == set->capacity && !grow(set))
		return BENCH_ENOMEM;
	memcpy(set->cells[set->count], grid->cell, 81);
	set->lines[set->count] = line;
	set->count++;
	return 0;
}

/* ---- One solve, timed ---- */

/* What one solve gave, whichever solver ran. */
struct outcome {
	bool solved, timed_out;
	uint64_t nodes;
};

static const baseline_fn baselines[] = {
	[BENCH_NAIVE] = baseline_naive,
	[BENCH_BITMASK] = baseline_bitmask,
	[BENCH_MRV] = baseline_mrv,
};

/*
 * Solves one puzzle and returns the seconds it took. Only the solver's own
 * work is inside the two clock reads (the deadline uses the first one).
 */
static double timed_solve(enum bench_solver solver, struct sudoku_solver *dlx, double time_limit,
                          const struct sudoku_grid *puzzle, struct sudoku_grid *solution,
                          struct outcome *outcome)
{
	double start = baseline_clock();
	if (solver == BENCH_DLX) {
		struct sudoku_solve_options options = {.solution_limit = 1, .time_limit = time_limit};
		struct sudoku_result result;
		sudoku_solve(dlx, puzzle, &options, solution, &result);
		double end = baseline_clock();
		outcome->solved = result.status == SUDOKU_SOLVED;
		outcome->timed_out = result.status == SUDOKU_UNFINISHED;
		outcome->nodes = result.nodes;
		return end - start;
	}
	struct baseline_limits limits = {.deadline = time_limit > 0 ? start + time_limit : 0};
	struct baseline_result result;
	baselines[solver](puzzle, &limits, solution, &result);
	double end = baseline_clock();
	outcome->solved = result.solved;
	outcome->timed_out = result.timed_out;
	outcome->nodes = result.nodes;
	return end - start;
}

/* Counts the first pass's outcome in the row; reports a wrong or missing answer. */
static void judge(const struct bench_settings *settings, const struct sudoku_shape *shape,
                  const struct sudoku_grid *puzzle, const struct sudoku_grid *solution,
                  const struct outcome *outcome, size_t index, struct bench_row *row)
{
	const char *why = NULL;
	if (outcome->timed_out)
		row->timed_out++;
	else if (!outcome->solved)
		why = "found no solution";
	else if (!sudoku_grid_is_solution(shape, puzzle, solution))
		why = "gave a wrong solution";
	else
		row->solved++;
	if (why) {
		row->failed++;
		if (settings->on_failure)
			settings->on_failure(settings->user, index, why);
	}
}

/* Solves the first `count` puzzles without timing them. */
static void warm_up(enum bench_solver solver, struct sudoku_solver *dlx,
                    const struct bench_dataset *set, const struct bench_settings *settings)
{
	struct sudoku_grid puzzle, solution;
	sudoku_grid_clear(&puzzle, 9);
	size_t count = (size_t)settings->warmup < set->count ? (size_t)settings->warmup : set->count;
	for (size_t k = 0; k < count; k++) {
		memcpy(puzzle.cell, set->cells[k], 81);
		struct outcome outcome;
		timed_solve(solver, dlx, settings->time_limit, &puzzle, &solution, &outcome);
	}
}

/*
 * One pass over the dataset; the first pass also judges answers and counts
 * nodes. Returns the pass's total in microseconds (a timed-out puzzle, not
 * run again, counts at its first time).
 */
static double run_pass(enum bench_solver solver, struct sudoku_solver *dlx,
                       const struct bench_dataset *set, const struct bench_settings *settings,
                       bool first, struct bench_sample *samples, uint64_t *nodes,
                       struct bench_row *row)
{
	double total = 0;
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, 9, 3);
	struct sudoku_grid puzzle, solution;
	sudoku_grid_clear(&puzzle, 9);
	for (size_t k = 0; k < set->count; k++) {
		if (!first && samples[k].timed_out) {
			total += samples[k].us;
			continue;
		}
		memcpy(puzzle.cell, set->cells[k], 81);
		struct outcome outcome = {0};
		double us = timed_solve(solver, dlx, settings->time_limit, &puzzle, &solution, &outcome) * 1e6;
		total += us;
		if (first || us < samples[k].us)
			samples[k].us = us;
		if (!first)
			continue;
		samples[k].timed_out = outcome.timed_out;
		*nodes += outcome.nodes;
		judge(settings, &shape, &puzzle, &solution, &outcome, k, row);
		if (settings->on_progress)
			settings->on_progress(settings->user, k + 1, set->count);
	}
	return total;
}

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* The fastest and the median (nearest rank) of the passes' means per puzzle. */
static void summarise_passes(double *pass_us, int passes, size_t puzzles, struct bench_row *row)
{
	if (puzzles == 0)
		return;
	qsort(pass_us, (size_t)passes, sizeof *pass_us, by_value);
	row->pass_min_us = pass_us[0] / (double)puzzles;
	row->pass_median_us = pass_us[bench_percentile_index((size_t)passes, 50)] / (double)puzzles;
}

int bench_run(enum bench_solver solver, const struct bench_dataset *set,
              const struct bench_settings *settings, struct bench_row *row)
{
	*row = (struct bench_row){.solver = solver, .dataset = set->name, .puzzles = set->count};
	struct bench_sample *samples = calloc(set->count ? set->count : 1, sizeof *samples);
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, 9, 3);
	struct sudoku_solver *dlx = solver == BENCH_DLX ? sudoku_solver_create(&shape) : NULL;
	if (!samples || (solver == BENCH_DLX && !dlx)) {
		free(samples);
		sudoku_solver_destroy(dlx);
		return BENCH_ENOMEM;
	}
	uint64_t nodes = 0;
	int repeat = settings->repeat > 0 ? settings->repeat : 1;
	double *pass_us = malloc((size_t)repeat * sizeof *pass_us);
	if (!pass_us) {
		free(samples);
		sudoku_solver_destroy(dlx);
		return BENCH_ENOMEM;
	}
	warm_up(solver, dlx, set, settings);
	for (int pass = 0; pass < repeat; pass++)
		pass_us[pass] = run_pass(solver, dlx, set, settings, pass == 0, samples, &nodes, row);
	row->nodes_per_puzzle = set->count ? (double)nodes / (double)set->count : 0;
	summarise_passes(pass_us, repeat, set->count, row);
	bench_summarise(samples, set->count, row);
	sudoku_solver_destroy(dlx);
	free(pass_us);
	free(samples);
	return 0;
}

double bench_rate(const struct bench_row *row)
{
	return row->seconds > 0 ? (double)row->puzzles / row->seconds : 0;
}

/* ---- Statistics ---- */

static int by_time(const void *a, const void *b)
{
	double x = ((const struct bench_sample *)a)->us, y = ((const struct bench_sample *)b)->us;
	return (x > y) - (x < y);
}

size_t bench_percentile_index(size_t count, double percent)
{
	/* percent * count first: exact for whole percents, so 99% of 100 is rank 99, not 100 */
	double rank = ceil(percent * (double)count / 100.0);
	if (rank < 1)
		rank = 1;
	if (rank > (double)count)
		rank = (double)count;
	return (size_t)rank - 1;
}

/*
 * A timed-out puzzle's true time is longer than the one measured, so every
 * order statistic at or above its rank may be too low: a percentile is exact
 * only when every timed-out puzzle sorts after it.
 */
void bench_summarise(struct bench_sample *samples, size_t count, struct bench_row *row)
{
	row->seconds = 0;
	row->mean_us = row->median_us = row->p99_us = 0;
	row->sums_are_bounds = row->median_is_bound = row->p99_is_bound = false;
	if (count == 0)
		return;
	qsort(samples, count, sizeof *samples, by_time);
	double total_us = 0;
	size_t first_timeout = count;
	for (size_t k = 0; k < count; k++) {
		total_us += samples[k].us;
		if (samples[k].timed_out && first_timeout == count)
			first_timeout = k;
	}
	row->seconds = total_us * 1e-6;
	row->mean_us = total_us / (double)count;
	row->sums_are_bounds = first_timeout < count;
	size_t median = bench_percentile_index(count, 50), p99 = bench_percentile_index(count, 99);
	row->median_us = samples[median].us;
	row->median_is_bound = first_timeout <= median;
	row->p99_us = samples[p99].us;
	row->p99_is_bound = first_timeout <= p99;
}
