/*
 * encode.c - Sudoku as an exact-cover problem.
 *
 * For a grid of size n (digits 1..n, cells (r, c) with 0 <= r, c < n) every
 * possible placement "digit d in cell (r, c)" is one option, and every rule
 * "exactly once" is one primary item. With d0 = d - 1 and b the region of
 * (r, c), the items are numbered:
 *
 *     cell         (r, c)  filled once          r*n + c             0 .. n^2-1
 *     row-digit    (r, d)  once in each row     n^2   + r*n + d0    n^2 .. 2n^2-1
 *     column-digit (c, d)  once in each column  2n^2  + c*n + d0    2n^2 .. 3n^2-1
 *     region-digit (b, d)  once in each box     3n^2  + b*n + d0    3n^2 .. 4n^2-1
 *     diagonal     (d)     X variant only       4n^2  + d0          (when r == c)
 *     anti-diagonal (d)    X variant only       4n^2 + n + d0       (when r + c == n-1)
 *     window-digit (w, d)  windoku only         D + w*n + d0        (cell in window w)
 *
 * where D = 4n^2, plus 2n when the shape has diagonals. Every one of these
 * items is PRIMARY: a diagonal or a window holds n cells, so it must hold
 * every digit exactly once, like a row. (A unit of fewer than n cells would
 * need secondary items, "at most once"; no variant here has one. Killer
 * cages add their own items after these: see killer.c.)
 *
 * and option (r, c, d) is number (r*n + c)*n + d0, so options come in
 * reading order of cells, digits ascending within a cell. For 9x9 that is
 * 729 options over 324 items, each option holding exactly four items.
 *
 * Worked example, 9x9, digit 3 in row 5, column 7 (r = 4, c = 6, d0 = 2;
 * the cell is in box 5, the middle-right box, counting from 0):
 *     option       (4*9 + 6)*9 + 2     = 380
 *     cell         4*9 + 6             = 42
 *     row-digit    81 + 4*9 + 2        = 119
 *     column-digit 162 + 6*9 + 2       = 218
 *     box-digit    243 + 5*9 + 2       = 290
 * Decoding reverses it: cell = option / n, digit = option % n + 1.
 */
#include "encode.h"
#include "valid.h"

/* The first window-digit item. */
static int window_base(const struct sudoku_shape *shape)
{
	int n = shape->size;
	return 4 * n * n + (shape->diagonals ? 2 * n : 0);
}

int sudoku_item_count(const struct sudoku_shape *shape)
{
	if (!shape_valid(shape))
		return SUDOKU_EINVAL;
	int windows = shape->windows ? sudoku_window_count(shape) : 0;
	return window_base(shape) + windows * shape->size;
}

/* Whether (row, col, digit) names a cell option of a valid shape. */
static bool in_shape(const struct sudoku_shape *shape, int row, int col, int digit)
{
	if (!shape_valid(shape))
		return false;
	int n = shape->size;
	return row >= 0 && row < n && col >= 0 && col < n && digit >= 1 && digit <= n;
}

int sudoku_option_index(const struct sudoku_shape *shape, int row, int col, int digit)
{
	if (!in_shape(shape, row, col, digit))
		return SUDOKU_EINVAL;
	int n = shape->size;
	return (row * n + col) * n + digit - 1;
}

int sudoku_option_items(const struct sudoku_shape *shape, int row, int col, int digit,
                        int *items)
{
	if (!in_shape(shape, row, col, digit) || !items ||
	    shape->region[row * shape->size + col] >= shape->size)
		return SUDOKU_EINVAL;
	int n = shape->size, nn = n * n, d0 = digit - 1, count = 0;
	int region = shape->region[row * n + col];
	items[count++] = row * n + col;
	items[count++] = nn + row * n + d0;
	items[count++] = 2 * nn + col * n + d0;
	items[count++] = 3 * nn + region * n + d0;
	if (shape->diagonals && row == col)
		items[count++] = 4 * nn + d0;
	if (shape->diagonals && row + col == n - 1)
		items[count++] = 4 * nn + n + d0;
	int window = shape->windows ? sudoku_shape_window(shape, row * n + col) : -1;
	if (window >= 0)
		items[count++] = window_base(shape) + window * n + d0;
	return count;
}

struct dlx_problem *encode_problem(const struct sudoku_shape *shape)
{
	int n = shape->size, items[SUDOKU_OPTION_MAX_ITEMS];
	struct dlx_problem *problem = dlx_problem_create(sudoku_item_count(shape), 0);
	if (!problem)
		return NULL;
	for (int r = 0; r < n; r++)
		for (int c = 0; c < n; c++)
			for (int d = 1; d <= n; d++) {
				int count = sudoku_option_items(shape, r, c, d, items);
				if (dlx_add_option(problem, items, NULL, count) < 0) {
					dlx_problem_destroy(problem);
					return NULL;
				}
			}
	return problem;
}

int require_givens(struct dlx_problem *problem, const struct sudoku_grid *puzzle)
{
	int n = puzzle->size;
	for (int cell = 0; cell < n * n; cell++) {
		int d = puzzle->cell[cell];
		int err = d ? dlx_require(problem, cell * n + d - 1) : 0;
		if (err)
			return err == DLX_ENOMEM ? SUDOKU_ENOMEM : SUDOKU_ECONFLICT;
	}
	return 0;
}

enum sudoku_status status_of_search(const struct dlx_stats *stats)
{
	if (stats->solutions >= 2)
		return SUDOKU_MULTIPLE;
	if (stats->stop == DLX_STOP_NODES || stats->stop == DLX_STOP_TIME)
		return SUDOKU_UNFINISHED;
	return stats->solutions == 1 ? SUDOKU_SOLVED : SUDOKU_NO_SOLUTION;
}

int search_puzzle(struct dlx_problem *problem, const struct sudoku_grid *puzzle,
                  const struct sudoku_solve_options *options, dlx_solution_fn on_solution,
                  void *user, struct sudoku_result *result)
{
	struct dlx_search_options search;
	dlx_search_options_init(&search);
	search.solution_limit = options->solution_limit;
	search.node_limit = options->node_limit;
	search.time_limit = options->time_limit;
	search.on_solution = on_solution;
	search.user = user;
	struct dlx_stats stats = {0};
	int err = require_givens(problem, puzzle);
	if (err == 0)
		dlx_search(problem, &search, &stats);
	dlx_release_all(problem);
	if (err == SUDOKU_ENOMEM)
		return err; /* not "no solution": nothing was searched */
	result->status = status_of_search(&stats);
	result->solutions = stats.solutions;
	result->nodes = stats.nodes;
	result->complete = stats.stop == DLX_STOP_EXHAUSTED;
	return 0;
}
