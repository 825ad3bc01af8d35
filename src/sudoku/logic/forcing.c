/*
 * forcing.c - forcing chains (8.0+ on SE's scale): every candidate of a
 * cell, or every place of a digit in a unit, is assumed in turn; whatever
 * all of the assumptions imply (see links.h) is true. The length SE adds its
 * bonus for is the total of the chains.
 *
 * The walk from each live candidate is worked out once per step (find_chain
 * has usually done it already); the states every branch reaches are found
 * by and-ing the walks' reached bits, so only those states are summed.
 */
#include "links.h"
#include "../../util/multiversion.h"

#include <string.h>

struct forcing_best {
	int length;     /* 0: none found yet */
	int conclusion; /* a state */
	int origin;     /* cell, or unit * 9 + digit - 1 for a region */
	bool region;
	int branch[9], branches; /* the assumed states */
};

static const struct implications *implied_by(const struct chain_work *w, int state)
{
	return &w->imp[state / 2];
}

/*
 * What all branches reach; keeps the shortest conclusion in *best. Compiled
 * for AVX2 and plain x86-64: the and-ing takes four words an instruction.
 */
DLX_MULTIVERSION
static void common_conclusions(const struct chain_work *w, const int *branch, int branches,
                               int origin, bool region, struct forcing_best *best)
{
	const struct implications *imp[9];
	uint64_t common[STATE_WORDS];
	imp[0] = implied_by(w, branch[0]); /* a cell or a place has two branches or more */
	for (int b = 1; b < branches; b++)
		imp[b] = implied_by(w, branch[b]);
	/* branch by branch over whole bit sets (vector code), stopping once nothing is common */
	uint64_t any = 0;
	for (int k = 0; k < STATE_WORDS; k++) {
		common[k] = imp[0]->reached[k] & imp[1]->reached[k];
		any |= common[k];
	}
	for (int b = 2; b < branches && any; b++) {
		any = 0;
		for (int k = 0; k < STATE_WORDS; k++) {
			common[k] &= imp[b]->reached[k];
			any |= common[k];
		}
	}
	if (!any)
		return; /* most cells and places have nothing in common: no scan */
	for (int k = 0; k < STATE_WORDS; k++)
		for (uint64_t m = common[k]; m; m &= m - 1) {
			int state = k * 64 + __builtin_ctzll(m), total = 0;
			for (int b = 0; b < branches; b++)
				total += implied_depth(imp[b], state);
			if (total <= 0 || (best->length && total >= best->length))
				continue;
			*best = (struct forcing_best){total, state, origin, region, {0}, branches};
			for (int b = 0; b < branches; b++)
				best->branch[b] = branch[b];
		}
}

/* The cells' forcing chains (`cells`) and the regions' (`regions`), the shortest first. */
static void search_all(const struct sudoku_pencil *p, const struct chain_work *w, bool cells,
                       bool regions, struct forcing_best *best)
{
	int branch[9];
	for (int cell = 0; cell < 81 && cells; cell++) {
		int n = 0;
		for (int d = 1; d <= 9; d++)
			if (p->cand[cell] & BIT(d))
				branch[n++] = STATE(CAND(cell, d), 1);
		if (n >= 2)
			common_conclusions(w, branch, n, cell, false, best);
	}
	for (int unit = 0; unit < 27 && regions; unit++)
		for (int d = 1; d <= 9; d++) {
			unsigned places = w->pl->at[unit][d]; /* unit_places(p, unit, d) */
			int n = 0;
			for (int k = 0; k < 9; k++)
				if (places >> k & 1)
					branch[n++] = STATE(CAND(logic_unit_cells[unit][k], d), 1);
			if (n >= 2)
				common_conclusions(w, branch, n, unit * 9 + d - 1, true, best);
		}
}

/* The complete walk from every live candidate, where the kept one is not exact. */
static void walk_all(const struct sudoku_pencil *p, struct chain_work *w)
{
	for (int cell = 0; cell < 81; cell++)
		for (unsigned live = p->cand[cell]; live; live &= live - 1) {
			int cand = cell * 9 + __builtin_ctz(live);
			if (w->exact[cand])
				continue;
			implications_follow(&w->graph, STATE(cand, 1), false, -1, NO_LIMIT,
			                    &w->imp[cand]);
			w->exact[cand] = true;
		}
}

bool find_forcing(const struct sudoku_pencil *p, struct chain_work *w, bool cells, bool regions,
                  struct sudoku_step *step)
{
	if (!cells && !regions)
		return false;
	walk_all(p, w);
	struct forcing_best best = {0};
	search_all(p, w, cells, regions, &best);
	if (!best.length)
		return false;
	char name[16];
	int cand = best.conclusion / 2, cell = CAND_CELL(cand), digit = CAND_DIGIT(cand);
	int difficulty = 80 + chain_length_bonus(best.length);
	if (best.region)
		step_begin(step, SUDOKU_LOGIC_REGION_FORCING, difficulty, "on the places of %d in %s",
		           best.origin % 9 + 1, unit_name(best.origin / 9, name, sizeof name));
	else
		step_begin(step, SUDOKU_LOGIC_CELL_FORCING, difficulty, "on the candidates of r%dc%d",
		           best.origin / 9 + 1, best.origin % 9 + 1);
	for (int b = 0; b < best.branches; b++) {
		implications_causes(implied_by(w, best.branch[b]), best.conclusion, step);
		implications_chain(implied_by(w, best.branch[b]), best.conclusion, false, 0, step);
	}
	if (best.conclusion & 1)
		step_place(step, cell, digit);
	else
		step_eliminate(step, p, cell, digit);
	return true;
}
