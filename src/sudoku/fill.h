/*
 * fill.h - a random full grid drawn cell by cell, without the engine
 * (private; the generator's first step for small grids).
 */
#ifndef SUDOKU_FILL_H
#define SUDOKU_FILL_H

#include "../util/random.h"
#include "units.h"

/* The largest size fill_by_rows takes: see fill.c for why not more. */
#define FILL_BY_ROWS_MAX 9

/*
 * Fills `grid` (size n <= FILL_BY_ROWS_MAX, every unit of `units` holding
 * each digit once) with digits drawn from `rng`. false when `step_limit`
 * steps were not enough (the grid is then left empty), which sends the
 * caller to the engine.
 */
bool fill_by_rows(const struct units *units, int n, struct rng *rng, uint32_t step_limit,
                  struct sudoku_grid *grid);

#endif
