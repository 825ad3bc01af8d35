/*
 * baselines.h - the classic backtracking Sudoku solvers that `sudoku bench`
 * measures dancing links against. They share no solving code with the
 * engine (or with each other): only the grid type and the parser's output.
 *
 *   naive    first empty cell in reading order, digits 1..9, a digit is
 *            allowed after scanning its row, column and box (the textbook
 *            algorithm)
 *   bitmask  the same order, but row/column/box bitmasks say at once which
 *            digits are free (the usual first optimisation)
 *   mrv      bitmasks, and the empty cell with the fewest candidates next
 *            (most constrained first; ties go to the first in reading order)
 *
 * All three handle 9x9 grids with 3x3 boxes only: any other size is refused
 * with SUDOKU_ESIZE before any work. They stop at the first solution.
 *
 * Nodes are placements: each time a digit is written into an empty cell
 * (after it passed the check), one node. The root is not counted. naive and
 * bitmask try the same digits in the same order, so they count the same
 * nodes on every puzzle that both finish: the tests rely on that.
 */
#ifndef BENCH_BASELINES_H
#define BENCH_BASELINES_H

#include "sudoku.h"

#include <stdbool.h>
#include <stdint.h>

/* When a search must give up. Zero in a field means "no limit" for it. */
struct baseline_limits {
	double deadline;     /* absolute time on baseline_clock(), in seconds */
	uint64_t node_limit; /* placements */
};

struct baseline_result {
	bool solved;        /* *solution holds a solution */
	bool timed_out;     /* the deadline or node limit came first */
	uint64_t nodes;     /* placements made */
};

/* Nodes between clock reads: cheap (a read per a few thousand placements), yet fine-grained. */
#define BASELINE_CLOCK_INTERVAL 4096

/* Seconds on the monotonic clock, for deadlines. */
double baseline_clock(void);

/*
 * What the three solvers share (input checks and limits, no solving): checks
 * that the arguments are usable and clears *result. Returns 0, SUDOKU_EINVAL
 * or SUDOKU_ESIZE, as the solvers do.
 */
int baseline_start(const struct sudoku_grid *puzzle, struct sudoku_grid *solution,
                   struct baseline_result *result);

/* The limits to obey: `limits`, or none at all when it is NULL. */
const struct baseline_limits *baseline_limits_or_none(const struct baseline_limits *limits);

/*
 * Records how a search ended in *result, and copies the filled cells into
 * *solution when it solved the puzzle.
 */
void baseline_finish(struct baseline_result *result, bool solved, bool stopped, uint64_t nodes,
                     const uint8_t cells[81], struct sudoku_grid *solution);

/*
 * Whether to give up before the next placement, `nodes` having been made.
 * Inline because naive backtracking calls it hundreds of millions of times:
 * the clock itself is read only once every BASELINE_CLOCK_INTERVAL nodes.
 */
static inline bool baseline_over_limit(const struct baseline_limits *limits, uint64_t nodes)
{
	if (limits->node_limit && nodes >= limits->node_limit)
		return true;
	return limits->deadline > 0 && nodes % BASELINE_CLOCK_INTERVAL == 0 &&
	       baseline_clock() >= limits->deadline;
}

/*
 * Each solver: `puzzle` must be 9x9; `limits` may be NULL (no limits);
 * `solution` receives the solution when result->solved. Clashing givens or an
 * exhausted search give solved = false, timed_out = false. Returns 0, or
 * SUDOKU_ESIZE (not 9x9), SUDOKU_EINVAL (a NULL pointer or a digit above 9).
 */
typedef int (*baseline_fn)(const struct sudoku_grid *puzzle, const struct baseline_limits *limits,
                           struct sudoku_grid *solution, struct baseline_result *result);

int baseline_naive(const struct sudoku_grid *puzzle, const struct baseline_limits *limits,
                   struct sudoku_grid *solution, struct baseline_result *result);
int baseline_bitmask(const struct sudoku_grid *puzzle, const struct baseline_limits *limits,
                     struct sudoku_grid *solution, struct baseline_result *result);
int baseline_mrv(const struct sudoku_grid *puzzle, const struct baseline_limits *limits,
                 struct sudoku_grid *solution, struct baseline_result *result);

#endif
