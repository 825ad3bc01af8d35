/*
 * encode.h - private: the exact-cover matrix of a shape, and what every
 * search over it shares (solver.c, rate.c). The numbering is in encode.c.
 */
#ifndef SUDOKU_ENCODE_H
#define SUDOKU_ENCODE_H

#include "dlx.h"
#include "sudoku.h"

/* The n^3 options over the shape's items, in option-number order; NULL when out of memory. */
struct dlx_problem *encode_problem(const struct sudoku_shape *shape);

/*
 * Requires the option of each given. 0, SUDOKU_ECONFLICT when two givens
 * clash, or SUDOKU_ENOMEM (the requirements could not be recorded).
 */
int require_givens(struct dlx_problem *problem, const struct sudoku_grid *puzzle);

/* What a search that counted up to 2 (or more) says about the puzzle. */
enum sudoku_status status_of_search(const struct dlx_stats *stats);

/*
 * One search on `problem` for `puzzle` (whose givens were checked): requires
 * the givens, searches with the limits of `options`, calls on_solution,
 * releases the givens and fills *result. The plain solver (solver.c) may
 * use it too; the variant solver does. 0, or SUDOKU_ENOMEM (*result then
 * says nothing).
 */
int search_puzzle(struct dlx_problem *problem, const struct sudoku_grid *puzzle,
                  const struct sudoku_solve_options *options, dlx_solution_fn on_solution,
                  void *user, struct sudoku_result *result);

#endif
