/*
 * harness.h - runs a solver over a dataset of 9x9 puzzles with a time limit
 * per puzzle, verifies every answer outside the timed region, and prints the
 * statistics as a table, CSV or JSON (for `sudoku bench`).
 *
 * Timing: a warm-up solves the first puzzles untimed; then each solve is
 * timed on its own with the monotonic clock; copying the puzzle in and
 * checking the answer happen outside that. With several passes (repeat), a
 * puzzle's time is the best of its passes, which filters out the noise of a
 * busy machine, and the spread of the passes' means (fastest and median
 * pass) is reported beside it; a puzzle that timed out is not run again (it
 * would only time out again) and keeps the time it ran for in every pass.
 *
 * Time-outs are never hidden: they are counted, and they enter the sums at
 * the time they had run, so with any time-out the mean, puzzles/s and
 * nodes/puzzle are only bounds, and so is a median or p99 that lands on a
 * timed-out puzzle. The row says which; the table marks them with > and <.
 */
#ifndef BENCH_HARNESS_H
#define BENCH_HARNESS_H

#include "sudoku.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum bench_solver {
	BENCH_NAIVE,   /* baselines.h: scan row, column, box */
	BENCH_BITMASK, /* baselines.h: bitmasks, reading order */
	BENCH_MRV,     /* baselines.h: bitmasks, fewest candidates first */
	BENCH_DLX,     /* sudoku_solve() with solution_limit 1: first solution, like the others */
	BENCH_SOLVER_COUNT,
};

/* "naive", "bitmask", "mrv", "dlx". */
const char *bench_solver_name(enum bench_solver solver);

/* The solver called name[0..length), or -1. */
int bench_solver_by_name(const char *name, size_t length);

/* Why a dataset refused a puzzle. */
enum bench_dataset_error {
	BENCH_ENOMEM = -1, /* an allocation failed */
	BENCH_ESIZE = -2,  /* not a 9x9 puzzle: the baselines are 9x9 only */
	BENCH_EFULL = -3,  /* already BENCH_MAX_PUZZLES puzzles */
};

/* Bench inputs are samples held in memory: 81 bytes a puzzle, at most 81 MB. */
#define BENCH_MAX_PUZZLES 1000000

/* The puzzles of one file, kept compact (81 bytes each) for the timed loop. */
struct bench_dataset {
	const char *name;     /* for the results; not owned */
	uint8_t (*cells)[81]; /* puzzle k is cells[k], row-major, 0 for empty */
	long *lines;          /* the input line of puzzle k, for messages */
	size_t count, capacity;
};

void bench_dataset_init(struct bench_dataset *set, const char *name);
void bench_dataset_finish(struct bench_dataset *set);

/* Appends a puzzle. Returns 0, BENCH_ESIZE, BENCH_EFULL or BENCH_ENOMEM. */
int bench_dataset_add(struct bench_dataset *set, const struct sudoku_grid *grid, long line);

/* Called after each puzzle of the first pass with how many are done (outside the timing). */
typedef void (*bench_progress_fn)(void *user, size_t done, size_t total);

/* Called for each puzzle the solver got wrong: no solution found, or a wrong one. */
typedef void (*bench_failure_fn)(void *user, size_t index, const char *why);

struct bench_settings {
	double time_limit; /* seconds per puzzle; 0: none */
	int repeat;        /* passes over the dataset, >= 1; the best time of each puzzle counts */
	int warmup;        /* puzzles solved, untimed, before the first pass (caches, branch
	                      predictors, lazily built tables); 0: none */
	bench_progress_fn on_progress; /* may be NULL */
	bench_failure_fn on_failure;   /* may be NULL */
	void *user;                    /* passed to the callbacks */
};

/* One solver on one dataset. */
struct bench_row {
	enum bench_solver solver;
	const char *dataset;
	size_t puzzles, solved, timed_out, failed; /* solved + timed_out + failed == puzzles */
	double seconds;      /* sum of the puzzles' times */
	double mean_us, median_us, p99_us;
	double nodes_per_puzzle;
	double pass_min_us, pass_median_us; /* mean per puzzle of the fastest and the median pass */
	bool sums_are_bounds;  /* time-outs: mean and nodes too low, puzzles/s too high */
	bool median_is_bound;  /* the median is a timed-out puzzle's time: too low */
	bool p99_is_bound;
};

/* Puzzles per second of a row (0 when it took no time). */
double bench_rate(const struct bench_row *row);

/*
 * Runs `solver` over every puzzle of `set` and fills *row. Returns 0 or
 * BENCH_ENOMEM (nothing is timed then).
 */
int bench_run(enum bench_solver solver, const struct bench_dataset *set,
              const struct bench_settings *settings, struct bench_row *row);

/* ---- Statistics (exposed for the tests) ---- */

struct bench_sample {
	double us;
	bool timed_out;
};

/*
 * Sorts samples[] by time and fills the row's mean, median, p99 and their
 * bound flags. Percentiles are nearest-rank: the p-th percentile of n sorted
 * values is the one at 1-based rank ceil(p/100 * n), so it is always one of
 * the measured times (the median of 4 values is the 2nd).
 */
void bench_summarise(struct bench_sample *samples, size_t count, struct bench_row *row);

/* The 0-based index of the nearest-rank p-th percentile among count sorted values (count > 0). */
size_t bench_percentile_index(size_t count, double percent);

/* ---- Output ---- */

enum bench_format { BENCH_TABLE, BENCH_CSV, BENCH_JSON };

/* How this harness was built, printed with every result. */
struct bench_build {
	const char *compiler;   /* e.g. "gcc 12.2.0" */
	const char *flags;      /* optimisation, debug, NDEBUG, extra c_args */
	const char *build_type; /* Meson's buildtype */
};

const struct bench_build *bench_build_info(void);

/* Writes the rows with the build and settings. */
void bench_write(FILE *out, enum bench_format format, const struct bench_row *rows, size_t count,
                 const struct bench_settings *settings);

#endif
