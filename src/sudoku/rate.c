/*
 * rate.c - how hard a puzzle is, measured two ways.
 *
 * 1. Logically (sudoku_rate_logic): solve as a person would, with candidate
 *    bitmasks per cell (bit d set: digit d still possible), always applying
 *    the easiest technique that makes progress and starting again from the
 *    easiest after every step. The hardest technique used names the level:
 *
 *        simple        naked single, hidden single
 *        easy          + locked candidates (pointing, box-line)
 *        intermediate  + naked/hidden pair, naked/hidden triple, X-wing
 *        expert        the techniques stall with empty cells left: guessing
 *
 *    Units are whatever the shape has: rows, columns, regions (boxes or
 *    jigsaw pieces) and, for X sudoku, the two diagonals, so every size and
 *    shape is rated the same way. Locked candidates look at every region
 *    and line that share two cells or more: "pointing" when the digit's
 *    candidates in a region all lie on one line, "box-line" when a line's
 *    all lie in one region. X-wing works on rows and columns.
 *
 * 2. By search effort (sudoku_rate_search): the engine proves the solution
 *    unique (count to 2) in several fixed shuffled orders, and the nodes and
 *    guesses (nodes where the chosen item had two options or more) are
 *    summed. One order can be lucky; several give a steadier figure. The
 *    orders come from fixed seeds, so a puzzle always gets the same figures.
 */
#include "encode.h"
#include "units.h"
#include "valid.h"
#include "../util/random.h"

#include <stdlib.h>
#include <string.h>

#define MAX_LINES (2 * SUDOKU_MAX_SIZE + 2)
#define MAX_ORDERS 64

/* ---- Names and levels ---- */

const char *sudoku_technique_name(enum sudoku_technique technique)
{
	static const char *const names[SUDOKU_TECHNIQUE_COUNT] = {
		"none", "naked-single", "hidden-single", "pointing", "box-line", "naked-pair",
		"hidden-pair", "naked-triple", "hidden-triple", "x-wing", "guessing"};
	if ((int)technique < 0 || technique >= SUDOKU_TECHNIQUE_COUNT)
		return "?";
	return names[technique];
}

const char *sudoku_level_name(enum sudoku_level level)
{
	static const char *const names[SUDOKU_LEVEL_COUNT] = {"simple", "easy", "intermediate",
	                                                      "expert"};
	if ((int)level < 0 || level >= SUDOKU_LEVEL_COUNT)
		return "?";
	return names[level];
}

enum sudoku_level sudoku_level_of(enum sudoku_technique hardest)
{
	if (hardest <= SUDOKU_TECHNIQUE_HIDDEN_SINGLE)
		return SUDOKU_LEVEL_SIMPLE;
	if (hardest <= SUDOKU_TECHNIQUE_BOX_LINE)
		return SUDOKU_LEVEL_EASY;
	if (hardest <= SUDOKU_TECHNIQUE_X_WING)
		return SUDOKU_LEVEL_INTERMEDIATE;
	return SUDOKU_LEVEL_EXPERT;
}

/* ---- The board: digits, candidates and units ---- */

/* Unit numbers: rows 0..n-1, columns n..2n-1, regions 2n..3n-1, then the diagonals. */
struct board {
	int n;
	struct units units; /* rows, columns, regions, diagonals */
	int empty;        /* cells still to fill */
	bool broken;      /* a contradiction was found: no solution */
	uint8_t value[SUDOKU_MAX_CELLS];
	uint64_t cand[SUDOKU_MAX_CELLS]; /* bit d: digit d possible; 0 for filled cells */
	int crossing_count; /* regions and lines sharing two cells or more */
	int16_t crossing[SUDOKU_MAX_SIZE * MAX_LINES][2]; /* (region, line) */
};

/* The progress a technique made: none, a step, or a contradiction found. */
enum step { NO_STEP, STEP, CONTRADICTION };

static uint64_t bit(int d)
{
	return (uint64_t)1 << d;
}

static int popcount(uint64_t mask)
{
	return __builtin_popcountll(mask);
}

static int lowest_digit(uint64_t mask)
{
	return __builtin_ctzll(mask);
}

static bool region_unit(const struct board *b, int u)
{
	return u >= 2 * b->n && u < 3 * b->n;
}

static bool in_unit(const struct board *b, int cell, int u)
{
	for (int k = 0; k < b->units.units_of_count[cell]; k++)
		if (b->units.units_of[cell][k] == u)
			return true;
	return false;
}

/* How many cells units u and v share. */
static int shared_cells(const struct board *b, int u, int v)
{
	int count = 0;
	for (int i = 0; i < b->n; i++)
		count += in_unit(b, b->units.unit[u][i], v);
	return count;
}

/* The region-line pairs where locked candidates can happen. */
static void find_crossings(struct board *b)
{
	b->crossing_count = 0;
	for (int region = 2 * b->n; region < 3 * b->n; region++)
		for (int line = 0; line < b->units.unit_count; line++)
			if (!region_unit(b, line) && shared_cells(b, region, line) >= 2) {
				b->crossing[b->crossing_count][0] = (int16_t)region;
				b->crossing[b->crossing_count][1] = (int16_t)line;
				b->crossing_count++;
			}
}

static void build_units(struct board *b, const struct sudoku_shape *shape)
{
	units_build(&b->units, shape);
	find_crossings(b);
}

/* Puts digit d in the cell and strikes it from the cell's units. */
static void place(struct board *b, int cell, int d)
{
	b->value[cell] = (uint8_t)d;
	b->cand[cell] = 0;
	b->empty--;
	for (int k = 0; k < b->units.units_of_count[cell]; k++) {
		const int16_t *unit = b->units.unit[b->units.units_of[cell][k]];
		for (int i = 0; i < b->n; i++)
			b->cand[unit[i]] &= ~bit(d);
	}
}

static void init_board(struct board *b, const struct sudoku_shape *shape,
                      const struct sudoku_grid *puzzle)
{
	int n = shape->size;
	b->n = n;
	b->broken = false;
	build_units(b, shape);
	uint64_t all = (bit(n) - 1) << 1; /* bits 1..n */
	memset(b->value, 0, sizeof b->value);
	for (int cell = 0; cell < n * n; cell++)
		b->cand[cell] = all;
	b->empty = n * n;
	for (int cell = 0; cell < n * n; cell++)
		if (puzzle->cell[cell])
			place(b, cell, puzzle->cell[cell]);
}

/* Digits already placed in a unit. */
static uint64_t placed_in(const struct board *b, int u)
{
	uint64_t mask = 0;
	for (int i = 0; i < b->n; i++)
		mask |= bit(b->value[b->units.unit[u][i]]);
	return mask & ~(uint64_t)1;
}

/* Positions (0..n-1 within the unit) where digit d is still possible. */
static uint64_t places_of(const struct board *b, int u, int d)
{
	uint64_t mask = 0;
	for (int i = 0; i < b->n; i++)
		if (b->cand[b->units.unit[u][i]] & bit(d))
			mask |= bit(i);
	return mask;
}

/* ---- Techniques: each makes at most one step ---- */

static enum step naked_single(struct board *b)
{
	for (int cell = 0; cell < b->n * b->n; cell++) {
		if (b->value[cell])
			continue;
		if (b->cand[cell] == 0)
			return CONTRADICTION;
		if (popcount(b->cand[cell]) == 1) {
			place(b, cell, lowest_digit(b->cand[cell]));
			return STEP;
		}
	}
	return NO_STEP;
}

static enum step hidden_single(struct board *b)
{
	for (int u = 0; u < b->units.unit_count; u++) {
		uint64_t placed = placed_in(b, u);
		for (int d = 1; d <= b->n; d++) {
			if (placed & bit(d))
				continue;
			uint64_t places = places_of(b, u, d);
			if (places == 0)
				return CONTRADICTION;
			if (popcount(places) == 1) {
				place(b, b->units.unit[u][lowest_digit(places)], d);
				return STEP;
			}
		}
	}
	return NO_STEP;
}

/* Strikes digits `mask` from the cells of unit u outside `keep` (positions). */
static bool strike(struct board *b, int u, uint64_t keep, uint64_t mask)
{
	bool changed = false;
	for (int i = 0; i < b->n; i++) {
		int cell = b->units.unit[u][i];
		if (!(keep & bit(i)) && (b->cand[cell] & mask)) {
			b->cand[cell] &= ~mask;
			changed = true;
		}
	}
	return changed;
}

/*
 * Locked candidates from unit a into unit b: when every place for d in a
 * lies inside b too, d must go in the overlap, so it leaves the rest of b.
 */
static bool locked(struct board *bd, int a, int b, int d)
{
	uint64_t overlap = 0; /* positions within b */
	for (int i = 0; i < bd->n; i++) {
		int cell = bd->units.unit[a][i];
		if (!(bd->cand[cell] & bit(d)))
			continue;
		if (!in_unit(bd, cell, b))
			return false;
	}
	for (int i = 0; i < bd->n; i++)
		if (in_unit(bd, bd->units.unit[b][i], a))
			overlap |= bit(i);
	return strike(bd, b, overlap, bit(d));
}

/* Pointing (a region onto a line) or box-line (a line onto a region). */
static enum step locked_candidates(struct board *b, bool pointing)
{
	for (int k = 0; k < b->crossing_count; k++) {
		int region = b->crossing[k][0], line = b->crossing[k][1];
		int from = pointing ? region : line, onto = pointing ? line : region;
		uint64_t open = ~placed_in(b, from);
		for (int d = 1; d <= b->n; d++)
			if ((open & bit(d)) && places_of(b, from, d) && locked(b, from, onto, d))
				return STEP;
	}
	return NO_STEP;
}

/*
 * Naked subset: k empty cells of a unit whose candidates together are k
 * digits; those digits leave the unit's other cells. `chosen` holds
 * positions, `digits` their union; tries positions from `start` on.
 */
static bool naked_from(struct board *b, int u, int k, int start, uint64_t chosen,
                       uint64_t digits)
{
	if (popcount(digits) > k)
		return false;
	if (popcount(chosen) == k)
		return popcount(digits) == k && strike(b, u, chosen, digits);
	for (int i = start; i < b->n; i++) {
		uint64_t cand = b->cand[b->units.unit[u][i]];
		if (cand && popcount(cand) <= k && naked_from(b, u, k, i + 1, chosen | bit(i), digits | cand))
			return true;
	}
	return false;
}

static enum step naked_subset(struct board *b, int k)
{
	for (int u = 0; u < b->units.unit_count; u++)
		if (naked_from(b, u, k, 0, 0, 0))
			return STEP;
	return NO_STEP;
}

/* Strikes every digit but `digits` from the cells at `positions` of unit u. */
static bool keep_only(struct board *b, int u, uint64_t positions, uint64_t digits)
{
	bool changed = false;
	for (int i = 0; i < b->n; i++) {
		int cell = b->units.unit[u][i];
		if ((positions & bit(i)) && (b->cand[cell] & ~digits)) {
			b->cand[cell] &= digits;
			changed = true;
		}
	}
	return changed;
}

/*
 * Hidden subset: k open digits of a unit that fit only in the same k cells;
 * those cells lose every other digit. `places` is the union of positions.
 */
static bool hidden_from(struct board *b, int u, int k, int start, uint64_t open, uint64_t chosen,
                        uint64_t places)
{
	if (popcount(places) > k)
		return false;
	if (popcount(chosen) == k)
		return popcount(places) == k && keep_only(b, u, places, chosen);
	for (int d = start; d <= b->n; d++) {
		if (!(open & bit(d)))
			continue;
		uint64_t p = places_of(b, u, d);
		if (popcount(p) <= k && hidden_from(b, u, k, d + 1, open, chosen | bit(d), places | p))
			return true;
	}
	return false;
}

static enum step hidden_subset(struct board *b, int k)
{
	for (int u = 0; u < b->units.unit_count; u++)
		if (hidden_from(b, u, k, 1, ~placed_in(b, u), 0, 0))
			return STEP;
	return NO_STEP;
}

/*
 * X-wing on digit d: two rows whose places for d are the same two columns
 * (or the other way round); d then leaves those columns' other cells.
 * `base` is 0 for rows as the base lines, n for columns.
 */
static bool x_wing_on(struct board *b, int base, int d)
{
	int n = b->n, cover = base == 0 ? n : 0;
	for (int u1 = base; u1 < base + n; u1++) {
		uint64_t p1 = places_of(b, u1, d);
		if (popcount(p1) != 2)
			continue;
		for (int u2 = u1 + 1; u2 < base + n; u2++) {
			if (places_of(b, u2, d) != p1)
				continue;
			/* positions in a row are columns and vice versa; in the cover lines,
			 * positions are the base lines' numbers */
			uint64_t keep = bit(u1 - base) | bit(u2 - base);
			bool changed = false;
			for (uint64_t m = p1; m; m &= m - 1)
				changed |= strike(b, cover + lowest_digit(m), keep, bit(d));
			if (changed)
				return true;
		}
	}
	return false;
}

static enum step x_wing(struct board *b)
{
	for (int d = 1; d <= b->n; d++)
		if (x_wing_on(b, 0, d) || x_wing_on(b, b->n, d))
			return STEP;
	return NO_STEP;
}

/* Tries one technique. */
static enum step apply(struct board *b, enum sudoku_technique t)
{
	switch (t) {
	case SUDOKU_TECHNIQUE_NAKED_SINGLE: return naked_single(b);
	case SUDOKU_TECHNIQUE_HIDDEN_SINGLE: return hidden_single(b);
	case SUDOKU_TECHNIQUE_POINTING: return locked_candidates(b, true);
	case SUDOKU_TECHNIQUE_BOX_LINE: return locked_candidates(b, false);
	case SUDOKU_TECHNIQUE_NAKED_PAIR: return naked_subset(b, 2);
	case SUDOKU_TECHNIQUE_HIDDEN_PAIR: return hidden_subset(b, 2);
	case SUDOKU_TECHNIQUE_NAKED_TRIPLE: return naked_subset(b, 3);
	case SUDOKU_TECHNIQUE_HIDDEN_TRIPLE: return hidden_subset(b, 3);
	case SUDOKU_TECHNIQUE_X_WING: return x_wing(b);
	default: return NO_STEP;
	}
}

/* One step with the easiest technique that makes one; GUESSING when none does. */
static enum sudoku_technique next_step(struct board *b)
{
	for (int t = SUDOKU_TECHNIQUE_NAKED_SINGLE; t < SUDOKU_TECHNIQUE_GUESSING; t++) {
		enum step s = apply(b, (enum sudoku_technique)t);
		if (s == CONTRADICTION)
			b->broken = true;
		if (s != NO_STEP)
			return (enum sudoku_technique)t;
	}
	return SUDOKU_TECHNIQUE_GUESSING;
}

int sudoku_rate_logic(const struct sudoku_shape *shape, const struct sudoku_grid *puzzle,
                      struct sudoku_logic_rating *rating)
{
	if (!shape || !puzzle || !rating)
		return SUDOKU_EINVAL;
	int err = sudoku_grid_check(shape, puzzle, NULL);
	if (err)
		return err;
	struct board *b = malloc(sizeof *b); /* about 30 KB: kept off the stack */
	if (!b)
		return SUDOKU_ENOMEM;
	init_board(b, shape, puzzle);
	*rating = (struct sudoku_logic_rating){.hardest = SUDOKU_TECHNIQUE_NONE};
	while (b->empty > 0 && !b->broken) {
		enum sudoku_technique t = next_step(b);
		if (t > rating->hardest)
			rating->hardest = t;
		rating->uses[t]++;
		if (t == SUDOKU_TECHNIQUE_GUESSING)
			break;
	}
	rating->level = sudoku_level_of(rating->hardest);
	rating->cells_left = b->empty;
	rating->grid.size = b->n;
	memcpy(rating->grid.cell, b->value, sizeof rating->grid.cell);
	bool broken = b->broken;
	free(b);
	return broken ? SUDOKU_ECONFLICT : 0;
}

/* ---- Search effort ---- */

struct sudoku_rater {
	struct sudoku_shape shape;
	int orders;
	struct dlx_problem *problem[MAX_ORDERS];
};

struct sudoku_rater *sudoku_rater_create(const struct sudoku_shape *shape, int orders)
{
	if (!regions_valid(shape) || orders < 1 || orders > MAX_ORDERS)
		return NULL;
	struct sudoku_rater *rater = calloc(1, sizeof *rater);
	if (!rater)
		return NULL;
	rater->shape = *shape;
	rater->orders = orders;
	uint64_t seeds = 0x5eed; /* fixed: the same orders in every run */
	for (int k = 0; k < orders; k++) {
		rater->problem[k] = encode_problem(shape);
		if (!rater->problem[k] || dlx_problem_shuffle(rater->problem[k], splitmix64(&seeds)) != 0) {
			sudoku_rater_destroy(rater);
			return NULL;
		}
	}
	return rater;
}

void sudoku_rater_destroy(struct sudoku_rater *rater)
{
	if (!rater)
		return;
	for (int k = 0; k < rater->orders; k++)
		dlx_problem_destroy(rater->problem[k]);
	free(rater);
}

/* One order: require the givens, count to 2, release. 0 or SUDOKU_ENOMEM. */
static int search_once(struct dlx_problem *problem, const struct sudoku_grid *puzzle,
                       uint64_t node_limit, struct dlx_stats *stats, uint64_t *guesses)
{
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.solution_limit = 2;
	options.node_limit = node_limit;
	/* the givens were checked: only memory for the requirements can fail */
	int err = require_givens(problem, puzzle);
	if (err == 0)
		dlx_search(problem, &options, stats);
	else
		*stats = (struct dlx_stats){0};
	*guesses += stats->branches; /* choices between two options or more */
	dlx_release_all(problem);
	return err == 0 ? 0 : SUDOKU_ENOMEM;
}

int sudoku_rate_search(struct sudoku_rater *rater, const struct sudoku_grid *puzzle,
                       uint64_t node_limit, struct sudoku_search_effort *effort)
{
	if (!rater || !puzzle || !effort)
		return SUDOKU_EINVAL;
	*effort = (struct sudoku_search_effort){.status = SUDOKU_NO_SOLUTION};
	int err = sudoku_grid_check(&rater->shape, puzzle, NULL);
	if (err == SUDOKU_ECONFLICT)
		return 0; /* givens that clash: no solution, no search */
	if (err)
		return err;
	effort->orders = rater->orders;
	for (int k = 0; k < rater->orders; k++) {
		struct dlx_stats stats;
		err = search_once(rater->problem[k], puzzle, node_limit, &stats, &effort->guesses);
		if (err) {
			*effort = (struct sudoku_search_effort){.status = SUDOKU_UNFINISHED};
			return err;
		}
		effort->nodes += stats.nodes;
		enum sudoku_status status = status_of_search(&stats);
		/* every order finds the same answer unless a limit stopped one */
		if (k == 0 || status == SUDOKU_UNFINISHED)
			effort->status = status;
	}
	return 0;
}
