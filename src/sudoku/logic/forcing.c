/*
 * forcing.c - forcing chains (8.0+ on SE's scale): every candidate of a
 * cell, or every place of a digit in a unit, is assumed in turn; whatever
 * all of the assumptions imply (see links.h) is true. The length SE adds its
 * bonus for is the total of the chains.
 */
#include "links.h"

#include <stdlib.h>

struct forcing_best {
	int length;     /* 0: none found yet */
	int conclusion; /* a state */
	int origin;     /* cell, or unit * 9 + digit - 1 for a region */
	bool region;
	int branch[9], branches; /* the assumed states */
};

/* The implications of each live candidate assumed true, worked out once per search. */
struct forcing_cache {
	int16_t slot[729];         /* index into imp, or -1 */
	struct implications *imp;
};

static const struct implications *implied_by(const struct forcing_cache *cache, int state)
{
	return &cache->imp[cache->slot[state / 2]];
}

/* What all branches reach; keeps the shortest conclusion in *best. */
static void common_conclusions(const struct sudoku_pencil *p, const struct forcing_cache *cache,
                               const int *branch, int branches, int origin, bool region,
                               struct forcing_best *best)
{
	const struct implications *imp[9];
	for (int b = 0; b < branches; b++)
		imp[b] = implied_by(cache, branch[b]);
	for (int state = 0; state < STATES; state++) {
		int cand = state / 2, total = 0;
		if (cache->slot[cand] < 0)
			continue;
		for (int b = 0; b < branches && total >= 0; b++)
			total = imp[b]->depth[state] < 0 ? -1 : total + imp[b]->depth[state];
		if (total <= 0 || (best->length && total >= best->length))
			continue;
		*best = (struct forcing_best){total, state, origin, region, {0}, branches};
		for (int b = 0; b < branches; b++)
			best->branch[b] = branch[b];
	}
}

static void search_all(const struct sudoku_pencil *p, const struct forcing_cache *cache,
                       struct forcing_best *best)
{
	int branch[9];
	for (int cell = 0; cell < 81; cell++) {
		int n = 0;
		for (int d = 1; d <= 9; d++)
			if (p->cand[cell] & BIT(d))
				branch[n++] = STATE(CAND(cell, d), 1);
		if (n >= 2)
			common_conclusions(p, cache, branch, n, cell, false, best);
	}
	for (int unit = 0; unit < 27; unit++)
		for (int d = 1; d <= 9; d++) {
			unsigned places = unit_places(p, unit, d);
			int n = 0;
			for (int k = 0; k < 9; k++)
				if (places >> k & 1)
					branch[n++] = STATE(CAND(logic_unit_cells[unit][k], d), 1);
			if (n >= 2)
				common_conclusions(p, cache, branch, n, unit * 9 + d - 1, true, best);
		}
}

/* Fills the cache; false when memory runs out. */
static bool cache_fill(const struct sudoku_pencil *p, struct forcing_cache *cache)
{
	int live = 0;
	for (int cand = 0; cand < 729; cand++)
		live += (p->cand[CAND_CELL(cand)] & BIT(CAND_DIGIT(cand))) != 0;
	cache->imp = malloc((size_t)(live ? live : 1) * sizeof *cache->imp);
	if (!cache->imp)
		return false;
	live = 0;
	for (int cand = 0; cand < 729; cand++) {
		cache->slot[cand] = -1;
		if (p->cand[CAND_CELL(cand)] & BIT(CAND_DIGIT(cand))) {
			cache->slot[cand] = (int16_t)live;
			implications_follow(p, STATE(cand, 1), false, -1, &cache->imp[live++]);
		}
	}
	return true;
}

bool find_forcing(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	struct forcing_cache cache;
	if (!cache_fill(p, &cache))
		return false;
	struct forcing_best best = {0};
	search_all(p, &cache, &best);
	if (!best.length) {
		free(cache.imp);
		return false;
	}
	char name[16];
	int cand = best.conclusion / 2, cell = CAND_CELL(cand), digit = CAND_DIGIT(cand);
	int difficulty = 80 + chain_length_bonus(best.length);
	if (best.region)
		step_begin(step, SUDOKU_LOGIC_REGION_FORCING, difficulty, "on the places of %d in %s",
		           best.origin % 9 + 1, unit_name(best.origin / 9, name, sizeof name));
	else
		step_begin(step, SUDOKU_LOGIC_CELL_FORCING, difficulty, "on the candidates of r%dc%d",
		           best.origin / 9 + 1, best.origin % 9 + 1);
	for (int b = 0; b < best.branches; b++)
		implications_causes(implied_by(&cache, best.branch[b]), best.conclusion, step);
	if (best.conclusion & 1)
		step_place(step, cell, digit);
	else
		step_eliminate(step, p, cell, digit);
	free(cache.imp);
	return true;
}
