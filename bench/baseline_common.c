/*
 * baseline_common.c - what the baseline solvers share that is not solving:
 * the monotonic clock for deadlines, the checks on their arguments, and
 * writing the result.
 */
#include "baselines.h"

#include <time.h>

double baseline_clock(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int baseline_start(const struct sudoku_grid *puzzle, struct sudoku_grid *solution,
                   struct baseline_result *result)
{
	if (!puzzle || !solution || !result)
		return SUDOKU_EINVAL;
	*result = (struct baseline_result){0};
	if (puzzle->size != 9)
		return SUDOKU_ESIZE;
	for (int k = 0; k < 81; k++)
		if (puzzle->cell[k] > 9)
			return SUDOKU_EINVAL;
	return 0;
}

const struct baseline_limits *baseline_limits_or_none(const struct baseline_limits *limits)
{
	static const struct baseline_limits none = {0};
	return limits ? limits : &none;
}

void baseline_finish(struct baseline_result *result, bool solved, bool stopped, uint64_t nodes,
                     const uint8_t cells[81], struct sudoku_grid *solution)
{
	result->solved = solved;
	result->timed_out = stopped;
	result->nodes = nodes;
	if (solved) {
		sudoku_grid_clear(solution, 9);
		for (int k = 0; k < 81; k++)
			solution->cell[k] = cells[k];
	}
}
