/*
 * killer.c - killer cages inside exact cover, and the whole matrix of any
 * variant.
 *
 * A cage of k cells with sum s must hold k distinct digits adding up to s.
 * After the shape's items (encode.c) come, for cages 0..K-1:
 *
 *     cage       (k)     the cage picks one digit set   B + k             primary
 *     cage-digit (k, d)  digit d's place in cage k      B + K + k*n + d0  primary
 *
 * with B = sudoku_item_count(shape). The cell option (r, c, d) of a cell in
 * cage k gets one more item, cage-digit (k, d). Each cage then has one
 * option per set S of k distinct digits with sum s:
 *
 *     { cage k } + { cage-digit (k, d) : d not in S }
 *
 * Every cage-digit item is covered exactly once: by the set option when d is
 * not in S, by the one cell of the cage that holds d when it is. So the cells
 * of a cage hold distinct digits of S, k cells for k digits: exactly S, and
 * the sum holds by construction, inside the cover and with no check after
 * the search. All these items are primary, so colours are not needed: a
 * colour on a secondary item would only say "at most once", while primary
 * cage-digit items also let the search branch on "where does d go in this
 * cage" and "which set does this cage use", which prunes earlier.
 *
 * Worked example, 9x9 (B = 324) with 30 cages: cage 2 = {r1c4, r1c5}, sum 4,
 * has one set {1, 3}; its option is items 326 (cage) and 324 + 30 + 2*9 + d0
 * for d = 2, 4..9, i.e. 373, 375 .. 380. Digit 3 in r1c4 (cell option 29)
 * reads 3, 83, 191, 245 and cage-digit 374.
 */
#include "encode.h"

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* More digit-set options than this for one problem is an encoding too big to be useful. */
#define MAX_SET_OPTIONS (1 << 20)

/* The sets of `size` distinct digits 1..n with sum `sum`, handed to a callback as bit masks. */
struct sets {
	int n, size, sum;
	uint64_t must;  /* digits every set must contain */
	int (*fn)(void *user, uint64_t set);
	void *user;
};

/* Digits from `next` up: `left` more of them, adding up to `rest`. Stops when fn returns non-zero. */
static int walk_sets(const struct sets *sets, int next, int left, int rest, uint64_t chosen)
{
	if (left == 0)
		return rest == 0 && (chosen & sets->must) == sets->must ? sets->fn(sets->user, chosen) : 0;
	for (int d = next; d <= sets->n - left + 1; d++) {
		int low = left * d + left * (left - 1) / 2;       /* d, d+1, ... */
		int high = left * sets->n - left * (left - 1) / 2; /* n, n-1, ... */
		if (low > rest)
			break;
		if (high < rest)
			continue;
		int stop = walk_sets(sets, d + 1, left - 1, rest - d, chosen | (uint64_t)1 << d);
		if (stop)
			return stop;
	}
	return 0;
}

static int found_one(void *user, uint64_t set)
{
	(void)user;
	(void)set;
	return 1;
}

/* Cells of each cage, and the given digits of each cage as a mask. */
struct cage_census {
	int cells[SUDOKU_MAX_CELLS];
	int first[SUDOKU_MAX_CELLS]; /* first cell in reading order */
	uint64_t givens[SUDOKU_MAX_CELLS];
};

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int fault(struct sudoku_cage_fault *out, int cage, int cell, const char *fmt, ...)
{
	if (out) {
		out->cage = cage;
		out->cell = cell;
		va_list args;
		va_start(args, fmt);
		vsnprintf(out->message, sizeof out->message, fmt, args);
		va_end(args);
	}
	return SUDOKU_ECAGE;
}

/* Counts cells and collects givens; a repeated given is a fault. */
static int take_census(const struct sudoku_shape *shape, const struct sudoku_cages *cages,
                       const struct sudoku_grid *grid, struct cage_census *census,
                       struct sudoku_cage_fault *out)
{
	int n = shape->size;
	for (int k = 0; k < cages->count; k++)
		census->cells[k] = 0, census->givens[k] = 0, census->first[k] = -1;
	for (int cell = 0; cell < n * n; cell++) {
		int k = cages->cage[cell];
		if (k == SUDOKU_NO_CAGE)
			continue;
		if (k < 0 || k >= cages->count)
			return SUDOKU_EINVAL;
		if (census->first[k] < 0)
			census->first[k] = cell;
		census->cells[k]++;
		int d = grid ? grid->cell[cell] : 0;
		if (d && (census->givens[k] >> d & 1))
			return fault(out, k, cell, "two givens %d in one cage", d);
		if (d)
			census->givens[k] |= (uint64_t)1 << d;
	}
	return 0;
}

int sudoku_cages_check(const struct sudoku_shape *shape, const struct sudoku_cages *cages,
                       const struct sudoku_grid *grid, struct sudoku_cage_fault *out)
{
	if (!shape || !cages || cages->count < 0 || cages->count > SUDOKU_MAX_CELLS ||
	    (grid && grid->size != shape->size))
		return SUDOKU_EINVAL;
	static_assert(sizeof(struct cage_census) < 32768, "census fits on the stack");
	struct cage_census census;
	int n = shape->size, err = take_census(shape, cages, grid, &census, out);
	if (err)
		return err;
	for (int k = 0; k < cages->count; k++) {
		int size = census.cells[k], sum = cages->sum[k];
		if (size == 0)
			return fault(out, k, -1, "cage has no cells");
		if (size > n)
			return fault(out, k, census.first[k], "cage has %d cells: more than %d distinct digits",
			             size, n);
		int low = size * (size + 1) / 2, high = size * (2 * n - size + 1) / 2;
		if (sum < low || sum > high)
			return fault(out, k, -1, "no %d distinct digits add up to %d (%d to %d can)", size,
			             sum, low, high);
		struct sets sets = {n, size, sum, census.givens[k], found_one, NULL};
		if (census.givens[k] && !walk_sets(&sets, 1, size, sum, 0))
			return fault(out, k, -1, "the givens of this %d-cell cage cannot make its sum %d",
			             size, sum);
	}
	return 0;
}

bool sudoku_cages_satisfied(const struct sudoku_cages *cages, const struct sudoku_grid *grid)
{
	int n = grid->size, sum[SUDOKU_MAX_CELLS] = {0};
	uint64_t seen[SUDOKU_MAX_CELLS] = {0};
	for (int cell = 0; cell < n * n; cell++) {
		int k = cages->cage[cell], d = grid->cell[cell];
		if (k == SUDOKU_NO_CAGE)
			continue;
		if (d == 0 || (seen[k] >> d & 1))
			return false;
		seen[k] |= (uint64_t)1 << d;
		sum[k] += d;
	}
	for (int k = 0; k < cages->count; k++)
		if (sum[k] != cages->sum[k])
			return false;
	return true;
}

/* ---- the matrix ---- */

struct builder {
	struct dlx_problem *problem;
	int n, base, count; /* count: cages */
	int cage;           /* the cage whose sets are being added */
	int options;        /* set options so far */
};

static int add_set(void *user, uint64_t set)
{
	struct builder *b = user;
	int items[SUDOKU_MAX_SIZE + 1], count = 0;
	if (++b->options > MAX_SET_OPTIONS)
		return SUDOKU_ERANGE;
	items[count++] = b->base + b->cage;
	for (int d = 1; d <= b->n; d++)
		if (!(set >> d & 1))
			items[count++] = b->base + b->count + b->cage * b->n + d - 1;
	return dlx_add_option(b->problem, items, NULL, count) < 0 ? SUDOKU_ENOMEM : 0;
}

static int add_cell_options(struct builder *b, const struct sudoku_shape *shape,
                            const struct sudoku_cages *cages)
{
	int n = b->n, items[SUDOKU_OPTION_MAX_ITEMS];
	for (int cell = 0; cell < n * n; cell++)
		for (int d = 1; d <= n; d++) {
			int count = sudoku_option_items(shape, cell / n, cell % n, d, items);
			int k = cages ? cages->cage[cell] : SUDOKU_NO_CAGE;
			if (k != SUDOKU_NO_CAGE)
				items[count++] = b->base + b->count + k * n + d - 1;
			if (dlx_add_option(b->problem, items, NULL, count) < 0)
				return SUDOKU_ENOMEM;
		}
	return 0;
}

static int add_cage_options(struct builder *b, const struct sudoku_shape *shape,
                            const struct sudoku_cages *cages)
{
	struct cage_census census;
	int err = take_census(shape, cages, NULL, &census, NULL);
	for (int k = 0; k < cages->count && !err; k++) {
		struct sets sets = {b->n, census.cells[k], cages->sum[k], 0, add_set, b};
		b->cage = k;
		err = walk_sets(&sets, 1, census.cells[k], cages->sum[k], 0);
	}
	return err;
}

struct dlx_problem *sudoku_variant_encode(const struct sudoku_shape *shape,
                                          const struct sudoku_cages *cages, int *error)
{
	int dummy, n = shape->size;
	error = error ? error : &dummy;
	*error = cages ? sudoku_cages_check(shape, cages, NULL, NULL) : 0;
	if (*error)
		return NULL;
	struct builder b = {.n = n, .base = sudoku_item_count(shape)};
	b.count = cages ? cages->count : 0;
	b.problem = dlx_problem_create(b.base + b.count * (n + 1), 0);
	if (!b.problem) {
		*error = SUDOKU_ENOMEM;
		return NULL;
	}
	*error = add_cell_options(&b, shape, cages);
	if (!*error && cages)
		*error = add_cage_options(&b, shape, cages);
	if (*error) {
		dlx_problem_destroy(b.problem);
		return NULL;
	}
	return b.problem;
}

/* ---- names, for the DLX export ---- */

/* Names of the shape's own items: pRC, rRdD, cCdD, bBdD, xMdD (M 1: main, 2: anti), wWdD. */
static void shape_item_name(const struct sudoku_shape *shape, int item, char *buf, size_t len)
{
	int n = shape->size, nn = n * n, group = item / nn, rest = item % nn;
	char a = sudoku_digit_symbol(rest / n + 1), b = sudoku_digit_symbol(rest % n + 1);
	if (group == 0)
		snprintf(buf, len, "p%c%c", a, b);
	else if (group < 4)
		snprintf(buf, len, "%c%cd%c", "rcb"[group - 1], a, b);
	else if (shape->diagonals && item < 4 * nn + 2 * n)
		snprintf(buf, len, "x%dd%c", (item - 4 * nn) / n + 1,
		         sudoku_digit_symbol((item - 4 * nn) % n + 1));
	else {
		int w = item - 4 * nn - (shape->diagonals ? 2 * n : 0);
		snprintf(buf, len, "w%cd%c", sudoku_digit_symbol(w / n + 1),
		         sudoku_digit_symbol(w % n + 1));
	}
}

char *sudoku_variant_item_name(const struct sudoku_shape *shape, const struct sudoku_cages *cages,
                               int item, char *buf, size_t len)
{
	int base = sudoku_item_count(shape), count = cages ? cages->count : 0, n = shape->size;
	if (item < base)
		shape_item_name(shape, item, buf, len);
	else if (item < base + count)
		snprintf(buf, len, "k%d", item - base + 1);
	else
		snprintf(buf, len, "k%dd%c", (item - base - count) / n + 1,
		         sudoku_digit_symbol((item - base - count) % n + 1));
	return buf;
}
