/*
 * sudoku_split.h - one Sudoku count spread over threads.
 */
#ifndef CLI_SUDOKU_SPLIT_H
#define CLI_SUDOKU_SPLIT_H

#include "sudoku.h"

#include <stdbool.h>
#include <stdint.h>

/*
 * Counts the solutions of `puzzle` (up to `limit`; 0: all) with `jobs`
 * threads, filling result's solutions, nodes, complete and status. false
 * when it cannot (givens that clash, no box shape, no memory): the caller
 * then counts with its own solver.
 */
bool sudoku_count_split(const struct sudoku_grid *puzzle, uint64_t limit, int jobs,
                        struct sudoku_result *result);

#endif
