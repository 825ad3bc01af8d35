/*
 * search_bounds.c - dancing cells with multiplicities, as Knuth's SSMCC
 * runs it: SSXCC-BINARY's two-way branching (binary.h) where a primary
 * item must lie in at least u and at most v of the chosen options (its
 * bounds u:v|name). Each primary item keeps a bound, what it may still
 * take (v at the start), and a slack, v - u, which does not change.
 *
 * Including an option lowers the bound of each of its primary items.
 * An item whose bound reaches 0, and each secondary item, is covered:
 * every other option of its set (on a secondary item, of another colour)
 * leaves the sets of all its items, and the item leaves the active ones.
 * An item with bound left only lets the option go from its set. Each
 * time an option leaves the set of a primary item x, x must keep at least
 * bound(x) - slack(x) options, else the move is a dead end; an item with
 * none left has what it needs and leaves the active items.
 *
 * The branching item has the least score size + min(slack, bound) -
 * bound + 1, the ways it can go on: which of its options is the next it
 * takes, or none when the slack allows. Ties go to the smaller min(slack,
 * bound), then the longer set, then the first in the problem's order. A
 * score of 1 means every option left must be taken: the item goes on
 * force[] bound - slack times, one forced move for each.
 *
 * SSMCC-WTD and SSMCC-FRB (Knuth's change files to SSMCC) divide the
 * score by the item's weight or failure rate, as SSXCC-WTD and SSXCC-FRB
 * divide the size (binary.h learns them the same way), a float as his,
 * and break ties as above; a weight grows only at a dead end of an
 * option included, not of one ruled out, as in his programs.
 *
 * The loop is binary_loop.h's, as SSXCC-BINARY's; this file gives it its
 * steps. The sizes and the bounds of the active items are saved per
 * stage. The figures are SSMCC's: a node is each entry to forward
 * (solutions included), an update each option taken out of a set, and
 * with knuth_counts the mems where his o, oo and ooo count them.
 */
#include "cells/binary.h"
#include "cells/flip.h"

#include <stdlib.h>

#define BOUND(x) bounds[x].bound
#define NEED(x) bounds[x].need

/*
 * The frame of binary.h and what the bounds add to it. A stage saves
 * every active item's size, as SSMCC does, but no bound: only an
 * inclusion lowers a bound, by one, a few times a stage, so the items it
 * lowered go on `lowered` and a restore raises them again, where saving
 * each active item's bound took a load and a store an item at every
 * stage and as many to put it back.
 */
struct bounds_run {
	struct binary_run b;
	struct cell_bound *bounds; /* per item base */
	struct saved_size *stack;
	size_t capacity;
	int32_t *lowered;    /* the items whose bounds the inclusions on the way lowered */
	int32_t lowered_top;
	struct stage_mark *mark; /* per stage */
};

/* What a stage's save notes beside the sizes: the heights of lowered[] and primaries[]. */
struct stage_mark {
	int32_t lowered, primaries;
};

/*
 * The option at node `optp` leaves the sets of all its items but the
 * purified secondary ones. False, with d->tough set, when a primary item
 * would be left with fewer options than it needs. Without `mixed` (every
 * item primary: binary_loop.h) the test of each node's kind is left out.
 */
DLX_INLINE bool remove_option(struct dancer *d, struct cell_bound *bounds, int32_t optp, bool mixed,
                              bool knuth)
{
	int32_t *set = d->set, end;
	for (int32_t nn = option_span(d, optp, &end, knuth); nn < end; nn++) {
		int32_t ii = d->nd[nn].item, p = d->nd[nn].loc;
		MEMS(1);
		if (mixed && p >= d->second && (MEMS(1), POS(ii) >= d->active))
			continue; /* purified */
		MEMS(1);
		int32_t s = SIZE(ii) - 1;
		bool primary = !mixed || p < d->second;
		if (primary && (MEMS(2), s < NEED(ii))) {
			d->tough = ii, d->forced = 0;
			return false;
		}
		/* one test of s on the common path: an emptied secondary set stays as it is */
		if (s == 0) {
			if (primary)
				MEMS(1), leave(d, ii, POS(ii), mixed, knuth);
			continue;
		}
		take_out(d, ii, nn, p, s, knuth);
	}
	MEMS(1); /* Knuth reads the spacer */
	return true;
}

/* The option at node optp leaves unless it gives the item `color` (not 0). */
DLX_INLINE bool remove_clash(struct dancer *d, struct cell_bound *bounds, int32_t optp,
                             int32_t color, bool mixed, bool knuth)
{
	MEMS(1);
	return (color != 0 && (MEMS(1), d->info[optp].color == color)) ||
	       remove_option(d, bounds, optp, mixed, knuth);
}

/*
 * Covers item ii for the option at its node `opt`: the other options of
 * its set that clash (on a secondary item, those of another colour)
 * leave, last first as Knuth walks them, and so does ii.
 */
DLX_INLINE bool cover(struct dancer *d, struct cell_bound *bounds, int32_t ii, int32_t opt, bool mixed,
                      bool knuth)
{
	int32_t *set = d->set;
	int32_t pp = d->nd[opt].loc, color = 0;
	MEMS(1);
	int32_t ss = SIZE(ii);
	if (mixed && ii >= d->second)
		MEMS(1), color = d->info[opt].color;
	/* every place but pp, from the top down: pp skipped by arithmetic, not a branch */
	for (int32_t top = ii + ss - 1, k = 0, skip = top - pp; k < ss - 1; k++) {
		int32_t s = top - k - (k >= skip);
		if (!remove_clash(d, bounds, set[s], color, mixed, knuth))
			return false;
	}
	MEMS(1);
	leave(d, ii, POS(ii), mixed && ii < d->second, knuth); /* removals may have moved ii */
	return true;
}

/*
 * Primary item ii, at place p, still takes more: only the option at its
 * node `opt` leaves its set, if enough options stay for the bound.
 */
DLX_INLINE bool commit(struct dancer *d, struct cell_bound *bounds, int32_t ii, int32_t opt, int32_t p,
                       bool mixed, bool knuth)
{
	int32_t *set = d->set;
	MEMS(1);
	int32_t s = SIZE(ii) - 1;
	MEMS(2);
	if (s < NEED(ii)) {
		d->tough = ii, d->forced = 0;
		return false;
	}
	if (s == 0)
		leave(d, ii, p, mixed, knuth);
	else
		take_out(d, ii, opt, d->nd[opt].loc, s, knuth);
	return true;
}

/* Includes the option at node `opt`. False at a dead end. */
DLX_INLINE bool include_option(struct dancer *d, struct bounds_run *r, int32_t opt, bool mixed,
                               bool knuth)
{
	int32_t *set = d->set, end;
	struct cell_bound *bounds = r->bounds;
	MEMS(4); /* Knuth's charge for the call */
	for (int32_t q = option_span(d, opt, &end, knuth); q < end; q++) {
		int32_t ii = d->nd[q].item;
		MEMS(2);
		int32_t p = POS(ii);
		if (mixed && p >= d->active)
			continue; /* a purified secondary item */
		bool primary = !mixed || ii < d->second;
		if (primary)
			MEMS(2), BOUND(ii)--, NEED(ii)--, r->lowered[r->lowered_top++] = ii;
		bool ok = !primary || BOUND(ii) == 0 ? cover(d, bounds, ii, q, mixed, knuth)
		                                     : commit(d, bounds, ii, q, p, mixed, knuth);
		if (!ok)
			return false;
	}
	MEMS(1); /* the spacer */
	return true;
}

/* Whether min(slack, bound) s and size l beat s0 and l0 on a tie of the scores. */
DLX_INLINE bool better_on_tie(int32_t s, int32_t l, int32_t x, int32_t s0, int32_t l0, int32_t x0)
{
	if (s != s0)
		return s < s0;
	if (l != l0)
		return l > l0;
	return x < x0;
}

/*
 * SSMCC's choice (see the banner) into *best and its score into *score
 * (NO_SIZE when no primary item is active); the items with score 1 go on
 * force[], and the last of them is taken instead: true then. With
 * `weight` (per item base; NULL, a constant, at SSMCC's calls),
 * SSMCC-WTD's and SSMCC-FRB's choice instead: the least score / weight,
 * a float division as Knuth's (capped at DANGEROUS), then the same ties.
 * With `mixed` (secondary items among the active ones) the scan runs over
 * d->primaries, not item[]: a test of each item's kind there was missed
 * about one time in four on motleys.
 */
DLX_INLINE bool choose_bounded(struct dancer *d, const struct cell_bound *bounds, int32_t *best,
                               int32_t *score, const float *weight, bool mixed, bool knuth)
{
	const int32_t *set = d->set, *item = mixed ? d->primaries : d->item;
	int32_t t0 = NO_SIZE, s0 = 0, l0 = 0, b = 0, n = mixed ? d->primaries_active : d->active;
	float least = INFTY;
	uint64_t mems_before = d->mems;
	MEMS(d->active - n); /* Knuth looks at each secondary item too */
	for (int32_t k = 0; k < n; k++) {
		int32_t x = item[k];
		int32_t v = BOUND(x), u = NEED(x);
		MEMS(4);
		int32_t m = u > 0 ? u : 0; /* the options it must still take */
		int32_t s = v - m, l = SIZE(x), t = l - m + 1; /* s = min(slack, bound) */
		if (t == 1) {
			for (int32_t i = u; i > 0; i--)
				d->force[d->forced++] = x, MEMS(1);
		} else if (!weight) {
			if (t < t0 || (t == t0 && better_on_tie(s, l, x, s0, l0, b)))
				t0 = t, s0 = s, l0 = l, b = x;
		} else {
			MEMS(1);
			float ts = (float)t / weight[x];
			if (ts >= INFTY)
				ts = DANGEROUS;
			if (ts < least || (ts == least && better_on_tie(s, l, x, s0, l0, b)))
				least = ts, t0 = t, s0 = s, l0 = l, b = x;
		}
	}
	*best = b, *score = t0;
	if (knuth)
		d->choice_mems += d->mems - mems_before;
	if (!d->forced)
		return false;
	if (mixed)
		order_forced(d);
	*best = d->force[--d->forced];
	MEMS(1);
	return true;
}

/* Pushes the active items' sizes for `stage`; false when the stack cannot grow. */
DLX_INLINE bool save_stage(struct dancer *d, struct bounds_run *r, int32_t *top, int stage, bool knuth)
{
	const int32_t *set = d->set;
	r->b.saved[stage] = *top;
	r->mark[stage] = (struct stage_mark){r->lowered_top, d->primaries_active};
	MEMS(1);
	size_t need = (size_t)*top + (size_t)d->active;
	if (need > r->capacity) {
		size_t capacity = 2 * need;
		struct saved_size *bigger = realloc(r->stack, capacity * sizeof *bigger);
		if (!bigger)
			return false;
		r->stack = bigger, r->capacity = capacity;
	}
	struct saved_size *stack = r->stack + *top;
	for (int32_t p = 0; p < d->active; p++) {
		int32_t x = d->item[p];
		stack[p].item = x, stack[p].size = SIZE(x);
		MEMS(4 + (uint64_t)(x < d->second)); /* Knuth saves a primary item's bound too */
	}
	*top += d->active;
	return true;
}

/* Pops `stage`'s sizes back, the active count with them, and raises the bounds lowered since. */
DLX_INLINE void restore_stage(struct dancer *d, struct bounds_run *r, int32_t *top, int stage, bool knuth)
{
	int32_t *set = d->set;
	struct cell_bound *bounds = r->bounds;
	MEMS(1);
	d->active = *top - r->b.saved[stage];
	*top = r->b.saved[stage];
	const struct saved_size *stack = r->stack + *top;
	for (int32_t p = 0; p < d->active; p++) {
		int32_t x = stack[p].item;
		SIZE(x) = stack[p].size;
		MEMS(3 + (uint64_t)(x < d->second)); /* as Knuth, who puts a primary item's bound back */
	}
	while (r->lowered_top > r->mark[stage].lowered) {
		int32_t x = r->lowered[--r->lowered_top];
		BOUND(x)++, NEED(x)++;
	}
	d->primaries_active = r->mark[stage].primaries;
}

/* The frame of a step: the bounds run around the binary one. */
DLX_INLINE struct bounds_run *bounds_of(struct binary_run *r)
{
	return (struct bounds_run *)r; /* its first member */
}

/* The steps binary_loop.h takes: SSMCC's, and with `scored` SSMCC-WTD's or SSMCC-FRB's. */
DLX_INLINE bool step_choose(struct dancer *d, struct binary_run *r, int32_t *best, int32_t *t,
                            bool scored, bool mixed, bool knuth)
{
	return choose_bounded(d, bounds_of(r)->bounds, best, t, scored ? r->score : NULL, mixed, knuth);
}

DLX_INLINE bool step_save(struct dancer *d, struct binary_run *r, int32_t *top, int stage, bool large,
                          bool knuth)
{
	(void)large; /* every copy saves the sizes */
	return save_stage(d, bounds_of(r), top, stage, knuth);
}

DLX_INLINE void step_restore(struct dancer *d, struct binary_run *r, int32_t *top, int stage,
                             bool large, bool knuth)
{
	(void)large;
	restore_stage(d, bounds_of(r), top, stage, knuth);
}

/* Includes the option at `cur` of item `best`; WTD and FRB learn from the outcome. */
DLX_INLINE bool step_include(struct dancer *d, struct binary_run *r, int32_t cur, int32_t best,
                             bool scored, bool mixed, bool large, bool knuth)
{
	(void)large;
	bool ok = include_option(d, bounds_of(r), cur, mixed, knuth);
	if (scored)
		learn(d, r, best, ok, knuth);
	return ok;
}

/* The right branch: a dead end when an item would be left short of its lower bound. */
DLX_INLINE bool step_rule_out(struct dancer *d, struct binary_run *r, int32_t cur, bool mixed,
                              bool large, bool knuth)
{
	(void)large;
	return remove_option(d, bounds_of(r)->bounds, cur, mixed, knuth);
}

#include "cells/binary_loop.h"

/*
 * The copies of the loop: SSMCC's or scored (WTD, FRB), counting mems or
 * not; SSMCC's own copies keep no test of the order in the scan. The lean
 * ones have a copy each for problems with no secondary item (queendoms),
 * whose option removal then makes no test of a node's kind: a compare and
 * a branch at each of its updates, where the update itself takes about
 * twenty instructions (bench/NOTES.md).
 */
static int bounded_counted(struct bounds_run *r, struct dancer *d)
{
	return binary_loop(&r->b, d, false, true, false, true);
}

static int bounded_lean(struct bounds_run *r, struct dancer *d)
{
	return binary_loop(&r->b, d, false, true, false, false);
}

/*
 * The copies for problems with no secondary item are functions of their
 * own with a dancer of their own: inlined beside the others, gcc kept the
 * dancer's fields in memory for them all.
 */
__attribute__((noinline)) static int bounded_primary(struct bounds_run *r, struct dancer d)
{
	return binary_loop(&r->b, &d, false, false, false, false);
}

static int scored_counted(struct bounds_run *r, struct dancer *d)
{
	return binary_loop(&r->b, d, true, true, false, true);
}

static int scored_lean(struct bounds_run *r, struct dancer *d)
{
	return binary_loop(&r->b, d, true, true, false, false);
}

__attribute__((noinline)) static int scored_primary(struct bounds_run *r, struct dancer d)
{
	return binary_loop(&r->b, &d, true, false, false, false);
}

static int run_loop(struct bounds_run *r, struct dancer *d)
{
	if (r->b.score)
		return r->b.opt->knuth_counts ? scored_counted(r, d) : scored_lean(r, d);
	return r->b.opt->knuth_counts ? bounded_counted(r, d) : bounded_lean(r, d);
}

/* run_loop's lean copies on a problem whose items are all primary. */
static int run_primary(struct bounds_run *r, struct dancer d)
{
	return r->b.score ? scored_primary(r, d) : bounded_primary(r, d);
}

/*
 * Before the search, as SSMCC: false when a primary item has fewer
 * options than its lower bound (no search at all); else the items with no
 * option, which need none, leave the active ones, first in the problem's
 * order first.
 */
static bool settle_empty_items(struct cells *c, struct dancer *d)
{
	int32_t *set = c->set, empty = 0;
	for (int32_t k = 0; k < c->items; k++) {
		int32_t x = c->item[k];
		if (x < c->second && SIZE(x) < c->bounds[x].need)
			return false;
		if (SIZE(x) == 0)
			d->force[empty++] = x;
	}
	for (int32_t k = 0; k < empty; k++)
		leave(d, d->force[k], POS(d->force[k]), false, false);
	return true;
}

/* With item_shuffle, SSMCC's shuffle of the active items; its mems with knuth_counts. */
static uint64_t shuffle(struct cells *c, const struct dancer *d, const struct dlx_search_options *opt)
{
	if (!opt->item_shuffle)
		return 0;
	int32_t items = c->items;
	c->items = d->active; /* the items with no option stay where they went */
	uint64_t mems = cells_shuffle_items(c, opt->item_seed);
	c->items = items;
	return opt->knuth_counts ? mems : 0;
}

int search_bounds(struct cells *c, const struct dlx_search_options *options,
                  struct dlx_stats *stats)
{
	struct bounds_run r = {.b = {.c = c, .opt = options, .stats = stats}, .bounds = c->bounds};
	/* force[] holds an item once for each option it must take: at most one per cell */
	int32_t *force = malloc((size_t)c->length * sizeof *force);
	struct dancer d = {.nd = c->node, .info = c->info, .set = c->set, .item = c->item, .force = force,
	                   .second = c->second, .active = c->items,
	                   .primaries = c->primaries, .primary_place = c->primary_place};
	size_t levels = (size_t)c->options + 2; /* each level takes or rules out an option */
	/* the options included on the way are distinct: at most one entry per cell */
	r.lowered = malloc((size_t)c->length * sizeof *r.lowered);
	r.mark = malloc(levels * sizeof *r.mark);
	int code = DLX_ENOMEM;
	if (force && r.lowered && r.mark &&
	    binary_start(&r.b, levels, levels) &&
	    binary_scores(&r.b)) {
		code = 0;
		if (settle_empty_items(c, &d)) {
			d.mems = shuffle(c, &d, options);
			list_primaries(&d);
			code = c->primary == c->items && !options->knuth_counts ? run_primary(&r, d)
			                                                        : run_loop(&r, &d);
		}
	}
	binary_free(&r.b);
	free(r.stack);
	free(r.lowered);
	free(r.mark);
	free(force);
	return code;
}
