/*
 * queens.h - the n-queens problem as exact cover, which many tests count
 * (OEIS A000170 gives the answers): rows and columns primary, both kinds
 * of diagonal secondary, as dlx-instances writes it. Static functions:
 * include it in one test file each.
 */
#ifndef TESTS_QUEENS_H
#define TESTS_QUEENS_H

#include "dlx.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * n queens; NULL when memory runs out. With `coloured`, two queens may
 * share a diagonal when they stand in rows of the same parity: each
 * diagonal takes the colour 1 or 2 of the queen's row.
 */
static struct dlx_problem *queens_problem(int n, bool coloured)
{
	struct dlx_problem *pb = dlx_problem_create(2 * n, 2 * (2 * n - 1));
	for (int r = 0; pb && r < n; r++)
		for (int c = 0; c < n; c++) {
			int items[4] = {r, n + c, 2 * n + r + c, 2 * n + (2 * n - 1) + (r - c + n - 1)};
			int colours[4] = {0, 0, 1 + r % 2, 1 + r % 2};
			if (dlx_add_option(pb, items, coloured ? colours : NULL, 4) < 0) {
				dlx_problem_destroy(pb);
				return NULL;
			}
		}
	return pb;
}

#endif
