/*
 * chains.c - chains that prove a candidate false: assuming it true leads,
 * link by link, to it being false (see links.h). On one digit that is an
 * X-chain (skyscraper, 2-string kite and turbot fish are the short ones),
 * rated 6.6 by SE plus its length bonus; with links through cells too it is
 * an alternating inference chain (XY-chains included), 7.0 plus the bonus.
 * The shortest chain wins, as SE always takes the easiest step.
 */
#include "links.h"

#include <stdlib.h>

/* The shortest contradiction chain for any candidate; its length, or 0. */
static int shortest_chain(const struct sudoku_pencil *p, bool one_digit, int *best_cand,
                          struct implications *imp)
{
	int best = 0;
	for (int cand = 0; cand < 729; cand++) {
		if (!(p->cand[CAND_CELL(cand)] & BIT(CAND_DIGIT(cand))))
			continue;
		implications_follow(p, STATE(cand, 1), one_digit, STATE(cand, 0), imp);
		int length = imp->depth[STATE(cand, 0)];
		if (length > 0 && (best == 0 || length < best)) {
			best = length;
			*best_cand = cand;
		}
	}
	return best;
}

/* SE counts a chain's length without the assumed candidate's return to itself. */
static int se_length(int links) { return links - 1; }

bool find_chain(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	struct implications *imp = malloc(sizeof *imp);
	if (!imp)
		return false;
	int x_cand = -1, any_cand = -1;
	int x_len = shortest_chain(p, true, &x_cand, imp);
	int any_len = shortest_chain(p, false, &any_cand, imp);
	int x_diff = x_len ? 66 + chain_length_bonus(se_length(x_len)) : 1000;
	int any_diff = any_len ? 70 + chain_length_bonus(se_length(any_len)) : 1000;
	if (!x_len && !any_len) {
		free(imp);
		return false;
	}
	bool x = x_diff <= any_diff;
	int cand = x ? x_cand : any_cand;
	int cell = CAND_CELL(cand), digit = CAND_DIGIT(cand);
	step_begin(step, x ? SUDOKU_LOGIC_X_CHAIN : SUDOKU_LOGIC_AIC, x ? x_diff : any_diff,
	           "of %d links: r%dc%d=%d leads to r%dc%d<>%d", x ? x_len : any_len, cell / 9 + 1,
	           cell % 9 + 1, digit, cell / 9 + 1, cell % 9 + 1, digit);
	implications_follow(p, STATE(cand, 1), x, STATE(cand, 0), imp);
	implications_causes(imp, STATE(cand, 0), step);
	step_eliminate(step, p, cell, digit);
	free(imp);
	return true;
}
