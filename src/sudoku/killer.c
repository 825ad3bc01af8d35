/*
 * killer.c - killer cages inside exact cover, and the whole matrix of any
 * variant.
 *
 * A cage of k cells with sum s must hold k distinct digits adding up to s.
 * Each cage has a primary item "cage k" (B + k, B = sudoku_item_count(shape))
 * and is encoded in one of two ways, chosen per cage:
 *
 * 1. Placed whole, when its digit sets have few orders (at most
 *    PLACEMENT_LIMIT: a 3-cell cage with up to 20 sets, a 5-cell cage with
 *    one): one option per
 *    placement, i.e. per set S and per order of S over the cells, holding
 *    "cage k" and the items of every (cell, digit) it places. Its cells get
 *    no single-cell options. One choice fills the whole cage, so rows,
 *    columns and boxes see the sum at once (Knuth's encoding of killer
 *    sudoku in TAOCP 7.2.2.1).
 *
 * 2. By digits, for the other cages (a 9-cell cage has 9! orders): n primary
 *    "cage-digit" items (k, d), numbered after all the cage items in cage
 *    order; one option per set S holding "cage k" and (k, d) for every d
 *    NOT in S; and the cell option (r, c, d) of each cell of the cage gets
 *    (k, d) too. Every (k, d) is then covered exactly once: by the set
 *    option when d is not in S, by the one cell holding d when it is, so the
 *    cells hold exactly the digits of S.
 *
 * Either way the sum is inside the cover, not checked after the search, and
 * every cage item is primary (each must be covered exactly once), so no
 * colours are needed. The pair rules (pairs.c) add their secondary items
 * after all of these, to the cell options and to each cell of a placement;
 * a placement whose own cells break a pair rule is left out. Givens, when the encoder is given them, drop the options that
 * disagree (placements and cell options), so a killer's matrix is built per
 * puzzle.
 *
 * Worked example, 9x9 (B = 324): cage 2 = {r1c4, r1c5} with sum 4 has one
 * set {1, 3} and two placements. "1 in r1c4, 3 in r1c5" is the option
 * { 326 (cage 2); 3, 81, 189, 252 (r1c4 = 1); 4, 83, 200, 254 (r1c5 = 3) }.
 */
#include "encode.h"
#include "pairs.h"
#include "valid.h"

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* More cage options than this for one problem is an encoding too big to be useful. */
#define MAX_CAGE_OPTIONS (1 << 20)

/*
 * A cage with at most this many placements (orders of its digit sets) is
 * placed whole. Long options make each search step dearer: on the 500
 * krazydad killers 120 gave the least CPU time (60: about the same; 2000:
 * a third of the nodes but two and a half times the time).
 */
#define PLACEMENT_LIMIT 120

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
		if (d > n)
			return SUDOKU_EINVAL;
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
	if (!shape_valid(shape) || !cages || cages->count < 0 || cages->count > SUDOKU_MAX_CELLS ||
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
	if (!cages || !grid_valid(grid) || cages->count < 0 || cages->count > SUDOKU_MAX_CELLS)
		return false;
	int n = grid->size, sum[SUDOKU_MAX_CELLS] = {0};
	uint64_t seen[SUDOKU_MAX_CELLS] = {0};
	for (int cell = 0; cell < n * n; cell++) {
		int k = cages->cage[cell], d = grid->cell[cell];
		if (k == SUDOKU_NO_CAGE)
			continue;
		if (k < 0 || k >= cages->count || d == 0 || d > n || (seen[k] >> d & 1))
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
	const struct sudoku_shape *shape;
	const struct sudoku_cages *cages;  /* NULL: none */
	const struct sudoku_grid *givens;  /* NULL: none */
	int n, base;
	int pair_base;                     /* the first pair item: all primary items come before */
	int digit_base[SUDOKU_MAX_CELLS];  /* first cage-digit item of a cage, -1: placed whole */
	struct cage_census census;
	int cage;                          /* the cage being added */
	int cells[SUDOKU_MAX_SIZE];        /* its cells, in reading order */
	int digit[SUDOKU_MAX_SIZE];        /* a placement being built */
	int options;                       /* cage options so far */
	long placements;                   /* counting: placements of the cage */
};

static int given(const struct builder *b, int cell)
{
	return b->givens ? b->givens->cell[cell] : 0;
}

static int add_option(struct builder *b, const int *items, int count)
{
	if (++b->options > MAX_CAGE_OPTIONS)
		return SUDOKU_ERANGE;
	return dlx_add_option(b->problem, items, NULL, count) < 0 ? SUDOKU_ENOMEM : 0;
}

/* A digit-set option: the cage, and the cage-digit items of the digits not in the set. */
static int add_set(void *user, uint64_t set)
{
	struct builder *b = user;
	int items[SUDOKU_MAX_SIZE + 1], count = 0;
	items[count++] = b->base + b->cage;
	for (int d = 1; d <= b->n; d++)
		if (!(set >> d & 1))
			items[count++] = b->digit_base[b->cage] + d - 1;
	return add_option(b, items, count);
}

/*
 * Whether two cells of the placement being built break a pair rule: the
 * option would then hold one of the rule's items twice, and no solution
 * may choose it.
 */
static bool breaks_pair_rule(const struct builder *b, int size)
{
	for (int k = 0; k < size && shape_has_pairs(b->shape); k++)
		for (int j = k + 1; j < size; j++)
			if (pair_clash(b->shape, b->cells[k], b->digit[k], b->cells[j], b->digit[j]))
				return true;
	return false;
}

/* Every order of the set's digits over the cage's cells (givens fixed): one option each. */
static int place_from(struct builder *b, uint64_t left, int position)
{
	int size = b->census.cells[b->cage];
	if (position == size) {
		int items[1 + SUDOKU_MAX_SIZE * SUDOKU_OPTION_MAX_ITEMS], count = 0;
		if (breaks_pair_rule(b, size))
			return 0;
		items[count++] = b->base + b->cage;
		for (int k = 0; k < size; k++) {
			count += sudoku_option_items(b->shape, b->cells[k] / b->n, b->cells[k] % b->n,
			                             b->digit[k], items + count);
			count += pair_option_items(b->shape, b->pair_base, b->cells[k], b->digit[k],
			                           items + count);
		}
		return add_option(b, items, count);
	}
	int fixed = given(b, b->cells[position]);
	for (int d = 1; d <= b->n; d++) {
		if (!(left >> d & 1) || (fixed && d != fixed))
			continue;
		b->digit[position] = d;
		int err = place_from(b, left & ~((uint64_t)1 << d), position + 1);
		if (err)
			return err;
	}
	return 0;
}

static int add_placements(void *user, uint64_t set)
{
	return place_from(user, set, 0);
}

static int count_placements(void *user, uint64_t set)
{
	struct builder *b = user;
	long orders = 1;
	for (int k = 2; k <= b->census.cells[b->cage] && orders <= PLACEMENT_LIMIT; k++)
		orders *= k;
	(void)set;
	b->placements += orders;
	return b->placements > PLACEMENT_LIMIT;
}

/* The cell options of cells outside whole-placed cages; a given keeps only its digit. */
static int add_cell_options(struct builder *b)
{
	int n = b->n, items[SUDOKU_OPTION_MAX_ITEMS];
	for (int cell = 0; cell < n * n; cell++) {
		int k = b->cages ? b->cages->cage[cell] : SUDOKU_NO_CAGE;
		if (k != SUDOKU_NO_CAGE && b->digit_base[k] < 0)
			continue;
		for (int d = 1; d <= n; d++) {
			if (given(b, cell) && d != given(b, cell))
				continue;
			int count = sudoku_option_items(b->shape, cell / n, cell % n, d, items);
			if (k != SUDOKU_NO_CAGE)
				items[count++] = b->digit_base[k] + d - 1;
			count += pair_option_items(b->shape, b->pair_base, cell, d, items + count);
			if (dlx_add_option(b->problem, items, NULL, count) < 0)
				return SUDOKU_ENOMEM;
		}
	}
	return 0;
}

/* Decides, cage by cage, whole placements or digit sets; returns the number of items. */
static int plan_cages(struct builder *b)
{
	int items = b->base + b->cages->count;
	for (int k = 0; k < b->cages->count; k++) {
		struct sets sets = {b->n, b->census.cells[k], b->cages->sum[k], b->census.givens[k],
		                    count_placements, b};
		b->cage = k;
		b->placements = 0;
		bool few = walk_sets(&sets, 1, sets.size, sets.sum, 0) == 0;
		b->digit_base[k] = few ? -1 : items;
		items += few ? 0 : b->n;
	}
	return items;
}

static int add_cage_options(struct builder *b)
{
	int err = 0;
	for (int k = 0; k < b->cages->count && !err; k++) {
		int size = 0;
		for (int cell = 0; cell < b->n * b->n; cell++)
			if (b->cages->cage[cell] == k)
				b->cells[size++] = cell;
		bool whole = b->digit_base[k] < 0;
		struct sets sets = {b->n, size, b->cages->sum[k], whole ? b->census.givens[k] : 0,
		                    whole ? add_placements : add_set, b};
		b->cage = k;
		err = walk_sets(&sets, 1, size, sets.sum, 0);
	}
	return err;
}

static int build(struct builder *b)
{
	int items = b->base;
	if (b->cages) {
		take_census(b->shape, b->cages, b->givens, &b->census, NULL);
		items = plan_cages(b);
	}
	b->pair_base = items;
	b->problem = dlx_problem_create(items, pair_item_count(b->shape));
	if (!b->problem)
		return SUDOKU_ENOMEM;
	int err = add_cell_options(b);
	if (!err && b->cages)
		err = add_cage_options(b);
	return err;
}

struct dlx_problem *sudoku_variant_encode(const struct sudoku_shape *shape,
                                          const struct sudoku_cages *cages,
                                          const struct sudoku_grid *givens, int *error)
{
	int dummy;
	error = error ? error : &dummy;
	*error = SUDOKU_EINVAL;
	if (!shape_valid(shape) || (givens && givens->size != shape->size))
		return NULL;
	if (cages && cages->count == 0)
		cages = NULL;
	*error = cages ? sudoku_cages_check(shape, cages, givens, NULL) : 0;
	if (*error)
		return NULL;
	struct builder *b = calloc(1, sizeof *b);
	if (!b) {
		*error = SUDOKU_ENOMEM;
		return NULL;
	}
	*b = (struct builder){.shape = shape, .cages = cages, .givens = givens, .n = shape->size,
	                      .base = sudoku_item_count(shape)};
	*error = build(b);
	struct dlx_problem *problem = b->problem;
	if (*error) {
		dlx_problem_destroy(problem);
		problem = NULL;
	}
	free(b);
	return problem;
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

/*
 * The plan the encoder makes for these cages, without givens, in a builder
 * the caller frees: which cages have digit items, and where. NULL when out
 * of memory; *primary is the number of primary items.
 */
static struct builder *plan_for(const struct sudoku_shape *shape, const struct sudoku_cages *cages,
                                int *primary)
{
	struct builder *b = calloc(1, sizeof *b);
	if (!b)
		return NULL;
	*b = (struct builder){.shape = shape, .cages = cages, .n = shape->size,
	                      .base = sudoku_item_count(shape)};
	take_census(shape, cages, NULL, &b->census, NULL);
	*primary = plan_cages(b);
	return b;
}

/* The cage whose cage-digit items include `item`, from the same plan the encoder makes. */
static int digit_cage(const struct sudoku_shape *shape, const struct sudoku_cages *cages,
                      int item, int *first)
{
	int found = -1, primary;
	struct builder *b = plan_for(shape, cages, &primary);
	if (!b)
		return -1;
	for (int k = 0; k < cages->count && found < 0; k++)
		if (b->digit_base[k] >= 0 && item >= b->digit_base[k] && item < b->digit_base[k] + b->n)
			found = k, *first = b->digit_base[k];
	free(b);
	return found;
}

/*
 * The primary items of the variant's problem (shape, cages, and each big
 * cage's digit items), or 0 when shape or cages are not valid or memory
 * runs out. The pair items follow them.
 */
static int variant_primary_items(const struct sudoku_shape *shape, const struct sudoku_cages *cages)
{
	if (!shape_valid(shape))
		return 0;
	if (!cages || cages->count == 0)
		return sudoku_item_count(shape);
	if (sudoku_cages_check(shape, cages, NULL, NULL) != 0)
		return 0;
	int primary = 0;
	free(plan_for(shape, cages, &primary));
	return primary;
}

char *sudoku_variant_item_name(const struct sudoku_shape *shape, const struct sudoku_cages *cages,
                               int item, char *buf, size_t len)
{
	if (!buf || len == 0)
		return buf;
	snprintf(buf, len, "?");
	int primary = variant_primary_items(shape, cages);
	if (item < 0 || primary == 0 || item >= primary + pair_item_count(shape))
		return buf;
	int base = sudoku_item_count(shape), count = cages ? cages->count : 0, first = 0;
	if (item >= primary) {
		pair_item_name(shape, item - primary, buf, len);
	} else if (item < base) {
		shape_item_name(shape, item, buf, len);
	} else if (item < base + count) {
		snprintf(buf, len, "k%d", item - base + 1);
	} else {
		int k = digit_cage(shape, cages, item, &first);
		snprintf(buf, len, "k%dd%c", k + 1, sudoku_digit_symbol(item - first + 1));
	}
	return buf;
}
