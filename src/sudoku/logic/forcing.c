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

/* What all branches reach; keeps the shortest conclusion in *best. */
static void common_conclusions(const struct sudoku_pencil *p, struct implications *imp,
                               const int *branch, int branches, int origin, bool region,
                               struct forcing_best *best)
{
	for (int b = 0; b < branches; b++)
		implications_follow(p, branch[b], false, -1, &imp[b]);
	for (int state = 0; state < STATES; state++) {
		int cand = state / 2, total = 0;
		if (!(p->cand[CAND_CELL(cand)] & BIT(CAND_DIGIT(cand))))
			continue;
		for (int b = 0; b < branches && total >= 0; b++)
			total = imp[b].depth[state] < 0 ? -1 : total + imp[b].depth[state];
		if (total <= 0 || (best->length && total >= best->length))
			continue;
		*best = (struct forcing_best){total, state, origin, region, {0}, branches};
		for (int b = 0; b < branches; b++)
			best->branch[b] = branch[b];
	}
}

static void search_all(const struct sudoku_pencil *p, struct implications *imp,
                       struct forcing_best *best)
{
	int branch[9];
	for (int cell = 0; cell < 81; cell++) {
		int n = 0;
		for (int d = 1; d <= 9; d++)
			if (p->cand[cell] & BIT(d))
				branch[n++] = STATE(CAND(cell, d), 1);
		if (n >= 2)
			common_conclusions(p, imp, branch, n, cell, false, best);
	}
	for (int unit = 0; unit < 27; unit++)
		for (int d = 1; d <= 9; d++) {
			unsigned places = unit_places(p, unit, d);
			int n = 0;
			for (int k = 0; k < 9; k++)
				if (places >> k & 1)
					branch[n++] = STATE(CAND(logic_unit_cells[unit][k], d), 1);
			if (n >= 2)
				common_conclusions(p, imp, branch, n, unit * 9 + d - 1, true, best);
		}
}

bool find_forcing(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	struct implications *imp = malloc(9 * sizeof *imp);
	if (!imp)
		return false;
	struct forcing_best best = {0};
	search_all(p, imp, &best);
	if (!best.length) {
		free(imp);
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
	for (int b = 0; b < best.branches; b++) {
		implications_follow(p, best.branch[b], false, best.conclusion, &imp[0]);
		implications_causes(&imp[0], best.conclusion, step);
	}
	if (best.conclusion & 1)
		step_place(step, cell, digit);
	else
		step_eliminate(step, p, cell, digit);
	free(imp);
	return true;
}
