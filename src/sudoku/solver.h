/*
 * solver.h - what the generator asks of a solver beyond sudoku.h (private).
 */
#ifndef SUDOKU_SOLVER_H
#define SUDOKU_SOLVER_H

#include "sudoku.h"

/*
 * Looks for a solution of `puzzle` (givens known not to clash) that does not
 * put solution->cell[cell] in the empty cell `cell`, within `node_limit`
 * search nodes (0: none). result->status: SOLVED when there is one,
 * NO_SOLUTION when there is none, UNFINISHED when the budget ran out first.
 * Returns 0.
 *
 * A puzzle whose only solution S (`solution`) is known stays unique without
 * clue `cell` exactly when no such solution exists: a second solution that
 * agreed with S there would be a second solution with the clue. One search
 * for any solution, often settled by the deductions alone, replaces a count
 * to two. The search tries S's digits first, since a second solution
 * usually differs from S in few cells. Returns 0, or SUDOKU_ENOMEM (then
 * *result proves nothing).
 */
int solver_find_other(struct sudoku_solver *solver, const struct sudoku_grid *puzzle,
                      const struct sudoku_grid *solution, int cell, uint64_t node_limit,
                      struct sudoku_result *result);

#endif
