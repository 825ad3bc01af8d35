/*
 * nested.c - nested forcing chains, the rungs of SE's scale past dynamic
 * forcing chains (+), up to where SE itself would guess.
 *
 * The ladder takes SE's levels 2 and 3 (9.5 and 10.0) from
 * find_nested_chain (dynamic_chains.c, nested_inner.c), on SE's own model;
 * it comes here for rungs 4-6 only, when those find nothing. Rungs 0-2
 * remain as the inner searches of rungs 4-6.
 *
 * Each rung is a dynamic contradiction: assume a candidate true (or false),
 * propagate on a copy of the marks, and if the marks break the assumption
 * was wrong. What a rung may use while propagating makes it harder:
 *
 *   rung  SE   propagation uses
 *   0     8.5  singles
 *   1     9.0  singles, then locked candidates, pairs and X-wings (the "+")
 *   2     9.5  all of rung 1, then chains (X-chains, AICs) on the copy
 *   3     10.0 all of rung 2, then static cell and region forcing chains
 *   4     10.5 rung 1's rules, then a whole rung-0 search on the copy
 *   5     10.5 rung 1's rules, then a whole rung-1 search on the copy
 *   6     10.5 rung 1's rules, then a whole rung-2 search on the copy
 *
 * Rungs 0 and 1 (SE's 8.5 and 9.0) are dynamic_chains.c's steps; here they
 * are only the inner searches of rungs 4-6, by the propagation of
 * dynamic.c (singles_round, plus_step). A step's length counts the
 * deductions of its propagation, plus the length of each inner step it
 * used: SE adds a nested chain's complexity to the outer chain's, so a deep
 * nest rates higher.
 *
 * Cost: a rung tries every live candidate on and off (a few hundred
 * propagations); each propagation that runs out of simple rules runs an
 * inner search, itself a few hundred propagations at rungs 4-6. Propagation
 * stops at the length of the shortest contradiction found so far, and the
 * rungs go in order, so the first rung that proves anything ends the step.
 */
#include "links.h"

#include <stdlib.h>

enum inner { INNER_NONE, INNER_CHAINS, INNER_FORCING, INNER_DYNAMIC };

static const struct rung {
	int base;         /* SE difficulty in tenths before the length bonus */
	bool plus;        /* locked candidates, pairs and X-wings in the propagation */
	enum inner inner; /* what the propagation tries when those are spent */
	int inner_rung;   /* for INNER_DYNAMIC: the rung searched on the copy */
} rungs[NESTED_RUNGS] = {
	{85, false, INNER_NONE, 0},  {90, true, INNER_NONE, 0},  {95, true, INNER_CHAINS, 0},
	{100, true, INNER_FORCING, 0}, {105, true, INNER_DYNAMIC, 0}, {105, true, INNER_DYNAMIC, 1},
	{105, true, INNER_DYNAMIC, 2},
};

/* The chains' scratch for the inner searches, and the places of the copy. */
struct nested_work {
	struct chain_work chains;
	struct places pl;
};

struct nested_work *nested_work_create(void)
{
	struct nested_work *w = malloc(sizeof *w);
	if (w)
		chain_work_init(&w->chains);
	return w;
}

void nested_work_destroy(struct nested_work *w)
{
	free(w);
}

/* The longest propagation a rung follows; past it an assumption proves nothing. */
#define MAX_LENGTH 400

static bool shortest_at_rung(const struct sudoku_pencil *p, int rung, struct nested_work *w,
                             struct contradiction *best);

/* A chain or forcing chain (rungs 2 and 3) on q, applied, into s; false if none. */
static bool chain_inner(struct sudoku_pencil *q, const struct rung *r, struct nested_work *w,
                        struct sudoku_step *s)
{
	places_fill(q, &w->pl);
	chain_work_start(q, &w->pl, &w->chains);
	if (!find_chain(q, &w->chains, true, true, s) &&
	    !(r->inner == INNER_FORCING && find_forcing(q, &w->chains, true, true, s)))
		return false;
	step_apply(q, s);
	return true;
}

/* What contradiction c proves, applied to q: its candidate off if assumed on, else placed. */
static void take_opposite(struct sudoku_pencil *q, const struct contradiction *c)
{
	int cell = CAND_CELL(c->cand), digit = CAND_DIGIT(c->cand);
	if (c->on)
		q->cand[cell] &= (uint16_t)~BIT(digit);
	else
		pencil_place(q, cell, digit);
}

/*
 * One inner step on q, applied: a chain or forcing chain (rungs 2 and 3), or a
 * whole lower-rung contradiction (rungs 4-6). Returns its length, 0 if none.
 */
static int inner_step(struct sudoku_pencil *q, const struct rung *r, struct nested_work *w)
{
	struct sudoku_step s;
	int length = 0;
	if (r->inner == INNER_DYNAMIC) {
		struct contradiction c;
		if (!shortest_at_rung(q, r->inner_rung, w, &c))
			return 0;
		take_opposite(q, &c);
		return 2 * c.length;
	}
	if (!chain_inner(q, r, w, &s))
		return 0;
	length = s.cause_count > 0 ? s.cause_count : 1; /* the candidates along the chains */
	return length;
}


/* What propagate_at_rung needs besides the marks. */
struct rung_walk {
	int rung;
	struct nested_work *w;
};

static int inner_at_rung(struct sudoku_pencil *q, void *ctx)
{
	const struct rung_walk *walk = ctx;
	return inner_step(q, &rungs[walk->rung], walk->w);
}

static int propagate_at_rung(struct sudoku_pencil *q, int limit, void *ctx)
{
	const struct rung *r = &rungs[((const struct rung_walk *)ctx)->rung];
	return propagate_until_broken(q, r->plus, r->inner == INNER_NONE ? NULL : inner_at_rung, ctx,
	                              limit);
}

/* The shortest contradiction at `rung` (shortest_contradiction); false if none. */
static bool shortest_at_rung(const struct sudoku_pencil *p, int rung, struct nested_work *w,
                             struct contradiction *best)
{
	struct rung_walk walk = {rung, w};
	return shortest_contradiction(p, propagate_at_rung, &walk, MAX_LENGTH, best);
}

static bool trace_at_rung(const struct sudoku_pencil *p, const struct contradiction *c, int rung,
                          struct nested_work *w, struct sudoku_step *step);

/*
 * The inner step inner_step takes on q, applied, with its chains in s: a
 * chain or forcing chain (rungs 2 and 3), or a lower rung's contradiction
 * (rungs 4-6), traced as the step itself is, its chains one level deeper.
 */
static bool traced_inner(struct sudoku_pencil *q, void *ctx, struct sudoku_step *s)
{
	const struct rung_walk *walk = ctx;
	const struct rung *r = &rungs[walk->rung];
	struct contradiction c;
	if (r->inner != INNER_DYNAMIC)
		return chain_inner(q, r, walk->w, s);
	if (!shortest_at_rung(q, r->inner_rung, walk->w, &c))
		return false;
	step_start(s, SUDOKU_LOGIC_NESTED_FORCING, 0);
	if (!trace_at_rung(q, &c, r->inner_rung, walk->w, s))
		return false;
	take_opposite(q, &c);
	return true;
}

/* The chains of contradiction c at `rung` on the marks p into step; false if they do not fit. */
static bool trace_at_rung(const struct sudoku_pencil *p, const struct contradiction *c, int rung,
                          struct nested_work *w, struct sudoku_step *step)
{
	struct rung_walk walk = {rung, w};
	nested_inner_fn *inner = rungs[rung].inner == INNER_NONE ? NULL : traced_inner;
	return nested_trace(p, c, rungs[rung].plus, inner, &walk, step);
}

bool find_nested(const struct sudoku_pencil *p, int rung, struct nested_work *w,
                 struct sudoku_step *step)
{
	struct contradiction c;
	if (rung < 0 || rung >= NESTED_RUNGS || !shortest_at_rung(p, rung, w, &c))
		return false;
	int cell = CAND_CELL(c.cand), digit = CAND_DIGIT(c.cand);
	step_begin(step, SUDOKU_LOGIC_NESTED_FORCING, rungs[rung].base + chain_length_bonus(2 * c.length),
	           "r%dc%d%s%d breaks the grid after %d deduction%s (nesting level %d)", cell / 9 + 1,
	           cell % 9 + 1, c.on ? "=" : "<>", digit, c.length, c.length == 1 ? "" : "s", rung);
	trace_at_rung(p, &c, rung, w, step);
	step_cause(step, cell, digit);
	if (c.on)
		step_eliminate(step, p, cell, digit);
	else
		step_place(step, cell, digit);
	return true;
}
