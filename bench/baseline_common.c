/*
 * baseline_common.c - what the baseline solvers share that is not solving:
 * the monotonic clock for deadlines and the checks on their arguments.
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
