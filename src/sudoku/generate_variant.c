/*
 * generate_variant.c - puzzles of the variants with exactly one solution.
 *
 * Everything comes from the seed (random.h), so the same size, flags and
 * seed give the same puzzle on every machine:
 *   1. jigsaw: random regions. Start from the boxes and swap cells
 *      between neighbouring regions many times, keeping a swap only when
 *      both regions stay connected, so every region stays n cells in one
 *      piece. Some layouts have no grid at all; then step 2 fails and the
 *      layout is drawn again.
 *   2. a random full grid: the variant solver with a shuffled search order,
 *      stopped at the first solution (with a node budget).
 *   3. killer: every cell its own cage (trivially unique), then pairs of
 *      neighbouring cells in random order: their cages are merged when the
 *      grid's digits in the union are distinct, the union has at most
 *      MAX_CAGE cells, and the puzzle still has one solution. Passes repeat
 *      until one merges nothing. No givens are left.
 *      Others: every given, in random order, is removed when the puzzle
 *      keeps one solution.
 * A uniqueness count that runs out of nodes counts as "not unique", so the
 * result is always unique, at worst with a clue or a cage it could lose.
 */
#include "../util/random.h"
#include "pairs.h"
#include "valid.h"

#include <stdlib.h>
#include <string.h>

#define MAX_CAGE 5           /* cells: small cages are placed whole (killer.c): fast counts */
#define MAX_CAGE_SYMBOLS 62  /* the one-line form writes cages as A-Z, a-z, 0-9 */
#define ATTEMPTS 50          /* region layouts or grids before giving up */

struct work {
	struct rng rng;
	int n;
	unsigned flags;
	struct sudoku_shape shape;
	uint64_t node_budget;
};

/* ---- random regions ---- */

/* Whether the cells of region g form one piece (4-neighbour flood fill). */
static bool connected(const uint8_t *region, int n, int g)
{
	int stack[SUDOKU_MAX_CELLS], top = 0, seen_count = 0, start = -1;
	bool seen[SUDOKU_MAX_CELLS] = {false};
	for (int k = 0; k < n * n && start < 0; k++)
		if (region[k] == g)
			start = k;
	stack[top++] = start;
	seen[start] = true;
	while (top > 0) {
		int cell = stack[--top], r = cell / n, c = cell % n;
		seen_count++;
		int next[4] = {r > 0 ? cell - n : -1, r < n - 1 ? cell + n : -1, c > 0 ? cell - 1 : -1,
		               c < n - 1 ? cell + 1 : -1};
		for (int k = 0; k < 4; k++)
			if (next[k] >= 0 && !seen[next[k]] && region[next[k]] == g) {
				seen[next[k]] = true;
				stack[top++] = next[k];
			}
	}
	return seen_count == n;
}

/* A random cell of region `to` that touches region `from` (not `except`), or -1. */
static int border_cell(struct work *w, const uint8_t *region, int to, int from, int except)
{
	int n = w->n, found[SUDOKU_MAX_CELLS], count = 0;
	for (int cell = 0; cell < n * n; cell++) {
		int r = cell / n, c = cell % n;
		if (region[cell] != to || cell == except)
			continue;
		if ((r > 0 && region[cell - n] == from) || (r < n - 1 && region[cell + n] == from) ||
		    (c > 0 && region[cell - 1] == from) || (c < n - 1 && region[cell + 1] == from))
			found[count++] = cell;
	}
	return count ? found[rng_below(&w->rng, (uint32_t)count)] : -1;
}

/* One attempted swap: a cell of A goes to B and a cell of B to A, kept if both stay whole. */
static void try_swap(struct work *w, uint8_t *region)
{
	int n = w->n, a = (int)rng_below(&w->rng, (uint32_t)(n * n)), r = a / n, c = a % n;
	int side = (int)rng_below(&w->rng, 4);
	int b = side == 0 ? (r > 0 ? a - n : -1) : side == 1 ? (r < n - 1 ? a + n : -1)
	      : side == 2 ? (c > 0 ? a - 1 : -1) : (c < n - 1 ? a + 1 : -1);
	if (b < 0 || region[a] == region[b])
		return;
	uint8_t ga = region[a], gb = region[b];
	int back = border_cell(w, region, gb, ga, -1);
	if (back < 0)
		return;
	region[a] = gb;
	region[back] = ga;
	if (!connected(region, n, ga) || !connected(region, n, gb)) {
		region[a] = ga;
		region[back] = gb;
	}
}

static void random_regions(struct work *w)
{
	uint8_t region[SUDOKU_MAX_CELLS];
	struct sudoku_shape boxes;
	sudoku_shape_init(&boxes, w->n, 0);
	memcpy(region, boxes.region, sizeof region);
	for (int k = 0; k < 20 * w->n * w->n; k++)
		try_swap(w, region);
	sudoku_shape_set_regions(&w->shape, region);
}

/* ---- grids and uniqueness ---- */

/* Solutions of puzzle (with cages or NULL), counted to 2 within the node budget; 2 when it runs out. */
static int count_to_two(struct work *w, const struct sudoku_cages *cages,
                        const struct sudoku_grid *puzzle, struct sudoku_grid *solution)
{
	struct sudoku_variant_solver *solver = sudoku_variant_solver_create(&w->shape, cages, NULL);
	if (!solver)
		return -1;
	struct sudoku_solve_options options = {.solution_limit = 2, .node_limit = w->node_budget};
	struct sudoku_result result;
	sudoku_variant_solve(solver, puzzle, &options, solution, &result);
	sudoku_variant_solver_destroy(solver);
	return result.status == SUDOKU_UNFINISHED ? 2 : (int)result.solutions;
}

/* A random full grid of the shape; false when the search found none within its budget. */
static bool random_grid(struct work *w, struct sudoku_grid *grid)
{
	struct sudoku_variant_solver *solver = sudoku_variant_solver_create(&w->shape, NULL, NULL);
	if (!solver)
		return false;
	sudoku_variant_solver_shuffle(solver, rng_next(&w->rng));
	struct sudoku_grid empty;
	sudoku_grid_clear(&empty, w->n);
	struct sudoku_solve_options options = {.solution_limit = 1, .node_limit = 2 * w->node_budget};
	struct sudoku_result result;
	sudoku_variant_solve(solver, &empty, &options, grid, &result);
	sudoku_variant_solver_destroy(solver);
	return result.solutions == 1;
}

static void remove_givens(struct work *w, struct sudoku_grid *puzzle)
{
	int n = w->n, order[SUDOKU_MAX_CELLS];
	for (int k = 0; k < n * n; k++)
		order[k] = k;
	rng_shuffle(&w->rng, order, n * n);
	for (int k = 0; k < n * n; k++) {
		uint8_t keep = puzzle->cell[order[k]];
		puzzle->cell[order[k]] = 0;
		if (count_to_two(w, NULL, puzzle, NULL) != 1)
			puzzle->cell[order[k]] = keep;
	}
}

/* ---- killer cages ---- */

/* Numbers the cages by first cell in reading order, and fills in their sums from the grid. */
static void renumber(struct sudoku_cages *cages, int n, const struct sudoku_grid *grid)
{
	int16_t new_id[SUDOKU_MAX_CELLS];
	memset(new_id, -1, sizeof new_id);
	int count = 0;
	for (int cell = 0; cell < n * n; cell++) {
		int old = cages->cage[cell];
		if (new_id[old] < 0) {
			new_id[old] = (int16_t)count;
			cages->sum[count++] = 0;
		}
		cages->cage[cell] = new_id[old];
		cages->sum[new_id[old]] += grid->cell[cell];
	}
	cages->count = count;
}

/* Whether cages x and y can become one: few enough cells, no digit twice. */
static bool mergeable(const struct sudoku_cages *cages, int n, const struct sudoku_grid *grid,
                      int x, int y)
{
	uint64_t digits = 0;
	int size = 0;
	for (int cell = 0; cell < n * n; cell++) {
		int k = cages->cage[cell];
		if (k != x && k != y)
			continue;
		uint64_t bit = (uint64_t)1 << grid->cell[cell];
		if ((digits & bit) || ++size > MAX_CAGE)
			return false;
		digits |= bit;
	}
	return true;
}

/* One pass over the neighbouring pairs in random order; returns how many merges held. */
static int merge_pass(struct work *w, struct sudoku_cages *cages, const struct sudoku_grid *grid)
{
	int n = w->n, pairs[2 * SUDOKU_MAX_CELLS], count = 0, merged = 0;
	for (int cell = 0; cell < n * n; cell++) {
		if (cell % n < n - 1)
			pairs[count++] = cell * 2;     /* with the cell to the right */
		if (cell / n < n - 1)
			pairs[count++] = cell * 2 + 1; /* with the cell below */
	}
	rng_shuffle(&w->rng, pairs, count);
	struct sudoku_grid empty;
	sudoku_grid_clear(&empty, n);
	struct sudoku_cages *trial = malloc(sizeof *trial);
	if (!trial)
		return 0;
	for (int k = 0; k < count; k++) {
		int a = pairs[k] / 2, b = pairs[k] % 2 ? a + n : a + 1;
		int x = cages->cage[a], y = cages->cage[b];
		if (x == y || !mergeable(cages, n, grid, x, y))
			continue;
		*trial = *cages;
		for (int cell = 0; cell < n * n; cell++)
			if (trial->cage[cell] == y)
				trial->cage[cell] = (int16_t)x;
		renumber(trial, n, grid);
		if (count_to_two(w, trial, &empty, NULL) == 1) {
			*cages = *trial;
			merged++;
		}
	}
	free(trial);
	return merged;
}

static bool make_cages(struct work *w, const struct sudoku_grid *grid, struct sudoku_cages *cages)
{
	int n = w->n;
	for (int cell = 0; cell < n * n; cell++)
		cages->cage[cell] = (int16_t)cell;
	cages->count = n * n;
	renumber(cages, n, grid);
	while (merge_pass(w, cages, grid) > 0)
		;
	return cages->count <= MAX_CAGE_SYMBOLS;
}

/* ---- the whole ---- */

static bool attempt(struct work *w, struct sudoku_variant_generated *result)
{
	sudoku_shape_init(&w->shape, w->n, 0);
	shape_set_rules(&w->shape, w->flags);
	if (w->flags & SUDOKU_VARIANT_JIGSAW)
		random_regions(w);
	if (!random_grid(w, &result->solution))
		return false;
	struct sudoku_variant_puzzle *p = &result->puzzle;
	p->flags = w->flags;
	p->shape = w->shape;
	p->cages.count = 0;
	if (w->flags & SUDOKU_VARIANT_KILLER) {
		sudoku_grid_clear(&p->grid, w->n);
		return make_cages(w, &result->solution, &p->cages);
	}
	p->grid = result->solution;
	remove_givens(w, &p->grid);
	return true;
}

int sudoku_generate_variant(int size, unsigned flags, uint64_t seed,
                            struct sudoku_variant_generated *result)
{
	if (!result || !sudoku_size_supported(size) || (flags & ~VARIANT_FLAGS_KNOWN))
		return SUDOKU_EINVAL;
	struct work *w = calloc(1, sizeof *w);
	if (!w)
		return SUDOKU_ENOMEM;
	rng_seed(&w->rng, seed);
	w->n = size;
	w->flags = flags;
	w->node_budget = 1000 * (uint64_t)size * (uint64_t)size;
	result->found = false;
	for (int k = 0; k < ATTEMPTS && !result->found; k++)
		result->found = attempt(w, result);
	free(w);
	return 0;
}
