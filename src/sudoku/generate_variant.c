/*
 * generate_variant.c - puzzles of the variants with exactly one solution.
 *
 * Everything comes from the seed (random.h), so the same size, flags and
 * seed give the same puzzle on every machine:
 *   1. a random full grid: the variant solver with a shuffled search order,
 *      stopped at the first solution (with a node budget), on the boxes.
 *      A jigsaw whose rules leave the boxes no grid starts from the rows
 *      instead, which hold each digit once in any grid; when neither has one
 *      (anti-king on 4x4: none keeps the rule), SUDOKU_ESIZE.
 *   2. jigsaw: random regions around that grid. Two cells holding the same
 *      digit, in neighbouring regions, trade regions when both regions stay
 *      in one piece: every region still holds each digit once, so the grid
 *      stays a solution whatever the other rules. A fixed grid allows few
 *      such trades, so rounds of them alternate with a new grid of the
 *      layout near the old one, and the round farthest from the start is
 *      kept. (Regions drawn first, a grid sought after: under a pair
 *      rule or windows most layouts have none.)
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
#define ATTEMPTS 50          /* grids before giving up */
#define LONG_SEARCH 100      /* node budgets of the one search that may prove a layout has no grid */
#define ROUNDS 20            /* jigsaw: rounds of region exchanges, each with a new grid */
#define EXCHANGES 4          /* attempted region exchanges per cell and round */

struct work {
	struct rng rng;
	int n;
	unsigned flags;
	struct sudoku_shape shape;
	uint64_t node_budget;
	bool from_rows;     /* the boxes admit no grid under the rules: start from the rows */
	bool searched_long; /* the start layout had its one long search for a grid */
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

/* The cell of region g that holds digit d (one, while the grid is a solution of the layout), or -1. */
static int holder(const uint8_t *region, const struct sudoku_grid *grid, int n, int g, int d)
{
	for (int cell = 0; cell < n * n; cell++)
		if (region[cell] == g && grid->cell[cell] == d)
			return cell;
	return -1;
}

/*
 * One attempted exchange: a random cell a, the region B of a random
 * neighbour, and the cell b of B holding a's digit trade regions. Each
 * region still holds every digit once, so the grid stays a solution of the
 * layout whatever the other rules; kept when both regions stay in one piece.
 */
static void try_exchange(struct work *w, uint8_t *region, const struct sudoku_grid *grid)
{
	int n = w->n, a = (int)rng_below(&w->rng, (uint32_t)(n * n)), r = a / n, c = a % n;
	int side = (int)rng_below(&w->rng, 4);
	int next = side == 0 ? (r > 0 ? a - n : -1) : side == 1 ? (r < n - 1 ? a + n : -1)
	         : side == 2 ? (c > 0 ? a - 1 : -1) : (c < n - 1 ? a + 1 : -1);
	if (next < 0 || region[a] == region[next])
		return;
	uint8_t ga = region[a], gb = region[next];
	int b = holder(region, grid, n, gb, grid->cell[a]);
	if (b < 0)
		return;
	region[a] = gb;
	region[b] = ga;
	if (!connected(region, n, ga) || !connected(region, n, gb)) {
		region[a] = ga;
		region[b] = gb;
	}
}

/*
 * A grid of the layout near the old one, so that other exchanges open up:
 * about nine cells in ten cleared (with half, the rest mostly forces the
 * old grid back; under a pair rule even a quarter often does) and the rest
 * filled in by a shuffled search.
 * The old grid completes them, so the search fails only by running out of
 * nodes; then the old grid stays.
 */
static void redraw(struct work *w, const uint8_t *region, struct sudoku_grid *grid)
{
	struct sudoku_shape shape = w->shape;
	sudoku_shape_set_regions(&shape, region);
	struct sudoku_variant_solver *solver = sudoku_variant_solver_create(&shape, NULL, NULL);
	if (!solver)
		return;
	sudoku_variant_solver_shuffle(solver, rng_next(&w->rng));
	struct sudoku_grid partial = *grid, found;
	for (int k = 0; k < w->n * w->n; k++)
		if (rng_below(&w->rng, 10) > 0)
			partial.cell[k] = 0;
	struct sudoku_solve_options options = {.solution_limit = 1, .node_limit = w->node_budget};
	struct sudoku_result result;
	sudoku_variant_solve(solver, &partial, &options, &found, &result);
	sudoku_variant_solver_destroy(solver);
	if (result.solutions == 1)
		*grid = found;
}

/*
 * How far a layout is from another: the neighbouring pairs of cells that
 * one puts in a region together and the other does not. Region numbers do
 * not count, so the boxes walked round to other numbers are still the boxes.
 */
static int changed_borders(int n, const uint8_t *from, const uint8_t *to)
{
	int changed = 0;
	for (int k = 0; k < n * n; k++) {
		if (k % n < n - 1)
			changed += (from[k] == from[k + 1]) != (to[k] == to[k + 1]);
		if (k / n < n - 1)
			changed += (from[k] == from[k + n]) != (to[k] == to[k + n]);
	}
	return changed;
}

/*
 * Random regions from the start layout and a grid of it: rounds of
 * exchanges, each followed by a fresh grid of the new layout. The walk
 * wanders back near the start now and then (on a grid a pair rule holds
 * tight, often), so the round whose layout has the most borders changed
 * from the start is kept, with its grid: a solution of that layout.
 */
static void random_regions(struct work *w, struct sudoku_grid *grid)
{
	int n = w->n, most = -1;
	uint8_t region[SUDOKU_MAX_CELLS], best[SUDOKU_MAX_CELLS];
	struct sudoku_grid best_grid = *grid;
	memcpy(region, w->shape.region, sizeof region);
	memcpy(best, region, sizeof best);
	for (int round = 0; round < ROUNDS; round++) {
		for (int k = 0; k < EXCHANGES * n * n; k++)
			try_exchange(w, region, grid);
		redraw(w, region, grid);
		int moved = changed_borders(n, w->shape.region, region);
		if (moved > most) {
			most = moved;
			memcpy(best, region, sizeof best);
			best_grid = *grid;
		}
	}
	*grid = best_grid;
	sudoku_shape_set_regions(&w->shape, best);
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

/* What the search for a random full grid found: one, proof of none, or nothing within its budget. */
enum grid_outcome { GRID_FOUND, GRID_NONE, GRID_UNKNOWN };

static enum grid_outcome random_grid(struct work *w, struct sudoku_grid *grid, uint64_t nodes)
{
	struct sudoku_variant_solver *solver = sudoku_variant_solver_create(&w->shape, NULL, NULL);
	if (!solver)
		return GRID_UNKNOWN;
	sudoku_variant_solver_shuffle(solver, rng_next(&w->rng));
	struct sudoku_grid empty;
	sudoku_grid_clear(&empty, w->n);
	struct sudoku_solve_options options = {.solution_limit = 1, .node_limit = nodes};
	struct sudoku_result result;
	sudoku_variant_solve(solver, &empty, &options, grid, &result);
	sudoku_variant_solver_destroy(solver);
	if (result.solutions == 1)
		return GRID_FOUND;
	return result.complete ? GRID_NONE : GRID_UNKNOWN;
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

/*
 * The layout the grid is drawn on: the boxes, or the rows once the boxes
 * are known to admit no grid under the rules. The rows suit any jigsaw:
 * every grid keeping the rules has each digit once in each row.
 */
static void start_layout(struct work *w)
{
	sudoku_shape_init(&w->shape, w->n, 0);
	shape_set_rules(&w->shape, w->flags);
	if (!w->from_rows)
		return;
	uint8_t rows[SUDOKU_MAX_CELLS];
	for (int k = 0; k < w->n * w->n; k++)
		rows[k] = (uint8_t)(k / w->n);
	sudoku_shape_set_regions(&w->shape, rows);
}

/* 1: a puzzle made; 0: not this time; SUDOKU_ESIZE: no grid of the rules at this size. */
static int attempt(struct work *w, struct sudoku_variant_generated *result)
{
	start_layout(w);
	enum grid_outcome outcome = random_grid(w, &result->solution, 2 * w->node_budget);
	if (outcome == GRID_UNKNOWN && !w->searched_long) {
		w->searched_long = true;
		outcome = random_grid(w, &result->solution, LONG_SEARCH * w->node_budget);
	}
	if (outcome == GRID_NONE) {
		if (!(w->flags & SUDOKU_VARIANT_JIGSAW) || w->from_rows)
			return SUDOKU_ESIZE;
		w->from_rows = true;
		w->searched_long = false;
		return 0;
	}
	if (outcome == GRID_UNKNOWN)
		return 0;
	if (w->flags & SUDOKU_VARIANT_JIGSAW)
		random_regions(w, &result->solution);
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
	return 1;
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
	int made = 0;
	for (int k = 0; k < ATTEMPTS && made == 0; k++)
		made = attempt(w, result);
	free(w);
	result->found = made == 1;
	return made < 0 ? made : 0;
}
