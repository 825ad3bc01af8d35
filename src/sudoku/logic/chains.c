/*
 * chains.c - chains that prove a candidate false: assuming it true leads,
 * link by link, to it being false (see links.h). On one digit that is an
 * X-chain (skyscraper, 2-string kite and turbot fish are the short ones),
 * rated 6.6 by SE plus its length bonus; with links through cells too it is
 * an alternating inference chain (XY-chains included), 7.0 plus the bonus.
 * The easiest chain wins, as SE always takes the easiest step: the shortest
 * X-chain, unless a shorter AIC rates strictly lower.
 *
 * Only a chain shorter than the best so far can change the answer, so each
 * walk is cut at that length; the first walks usually find a short chain and
 * the rest stay small. The X-chains are searched first (walks on one digit
 * are cheap) and bound the AIC search: an AIC wins only when the X-chain is
 * far longer. When no chain exists at all no walk was cut, and the walks are
 * kept for the forcing chains.
 */
#include "links.h"

#include <string.h>

/* SE counts a chain's length without the assumed candidate's return to itself. */
static int se_length(int links) { return links - 1; }

static int x_difficulty(int links) { return 66 + chain_length_bonus(se_length(links)); }
static int aic_difficulty(int links) { return 70 + chain_length_bonus(se_length(links)); }

/* One candidate's walk cut at `cut`: its chain's length, or 0; keeps what later steps reuse. */
static int walk_candidate(struct chain_work *w, bool one_digit, int cand, int cut)
{
	int16_t *floor = one_digit ? w->x_floor : w->aic_floor;
	struct implications *imp = one_digit ? &w->scratch : &w->imp[cand];
	int length = chain_length(&w->graph, cand, one_digit, cut, imp);
	floor[cand] = length > 0 ? 0 : (int16_t)cut;
	if (!one_digit)
		w->exact[cand] = !length && cut == NO_LIMIT; /* else the walk stopped early */
	else if (!length)
		memcpy(w->x_reached[cand], imp->reached, sizeof imp->reached);
	return length;
}

/*
 * The shortest contradiction chain shorter than `limit` links for any
 * candidate (the first candidate on ties); its length, or 0. The AIC walks
 * are complete unless cut or stopped, so they go into w->imp.
 */
static int shortest_chain(struct chain_work *w, const struct sudoku_pencil *p, bool one_digit,
                          int limit, int *best_cand)
{
	int best = 0;
	const int16_t *floor = one_digit ? w->x_floor : w->aic_floor;
	/* the live candidates in order, by each cell's bits: most of the 729 are dead */
	for (int cell = 0; cell < 81; cell++)
		for (unsigned live = p->cand[cell]; live; live &= live - 1) {
			int cand = cell * 9 + __builtin_ctz(live), cut = best ? best : limit;
			if (cut <= floor[cand])
				continue; /* its kept walk found no chain as short */
			int length = walk_candidate(w, one_digit, cand, cut);
			if (length > 0) {
				best = length;
				*best_cand = cand;
			}
		}
	return best;
}

/* The AIC lengths that rate strictly below an X-chain of `x_links` (0: none), as a limit. */
static int aic_limit(int x_links)
{
	if (!x_links)
		return NO_LIMIT;
	int limit = 1;
	while (limit < x_links && aic_difficulty(limit) < x_difficulty(x_links))
		limit++;
	return limit;
}

bool find_chain(const struct sudoku_pencil *p, struct chain_work *w, bool allow_x, bool allow_aic,
                struct sudoku_step *step)
{
	int x_cand = -1, any_cand = -1;
	/* a kind not allowed is not walked: its kept walks stay as they were, still true */
	int x_len = allow_x ? shortest_chain(w, p, true, NO_LIMIT, &x_cand) : 0;
	int any_len = allow_aic ? shortest_chain(w, p, false, aic_limit(x_len), &any_cand) : 0;
	if (!x_len && !any_len)
		return false;
	bool x = !any_len;
	int cand = x ? x_cand : any_cand, links = x ? x_len : any_len;
	int cell = CAND_CELL(cand), digit = CAND_DIGIT(cand);
	step_begin(step, x ? SUDOKU_LOGIC_X_CHAIN : SUDOKU_LOGIC_AIC,
	           x ? x_difficulty(links) : aic_difficulty(links),
	           "of %d links: r%dc%d=%d leads to r%dc%d<>%d", links, cell / 9 + 1, cell % 9 + 1,
	           digit, cell / 9 + 1, cell % 9 + 1, digit);
	struct implications *imp = &w->scratch;
	implications_follow(&w->graph, STATE(cand, 1), x, STATE(cand, 0), NO_LIMIT, imp);
	implications_causes(imp, STATE(cand, 0), step);
	implications_chain(imp, STATE(cand, 0), true, 0, step);
	step_eliminate(step, p, cell, digit);
	return true;
}
