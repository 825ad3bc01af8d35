/*
 * search_binary.c - binary branching on dancing cells, as Knuth's
 * SSXCC-BINARY runs it, with the choices of his SSXCC-WTD (dom/wdeg
 * weights) and SSXCC-FRB (failure rates).
 *
 * A node takes an item i (a forced one, with a single option, if one is
 * waiting; else the best by the order) and the first option o left in
 * i's set, and has two children: o is in the solution (a left branch,
 * which starts the next stage), and o is ruled out, taken out of the sets
 * of its items while i stays open (a right branch, at the same stage).
 * A forced item has no right branch. So levels count branches of either
 * kind, stages the options taken. The loop, with Knuth's step names, is
 * binary_loop.h's; this file gives it its steps.
 *
 * The sizes are saved per stage, not per level: a right branch restores
 * the stage's sizes and saves them again when it branches, at the same
 * place on the stack. The figures are SSXCC-BINARY's: a node is each
 * entry to forward (solutions included), an update each option taken out
 * of a set (items leaving the active ones are not counted), and with
 * knuth_counts the mems where his o, oo and ooo count them.
 *
 * The two other orders change only the choice and what follows a
 * dead end or a success. WTD divides an item's size by its weight, which
 * grows when an option chosen wipes the item out; FRB divides it by the
 * branched item's failure rate, which moves towards 1 after each option
 * chosen on it that wiped out another primary item and towards 0 after
 * each that did not. Both keep Knuth's float arithmetic to the letter
 * (float scores, his double constants where he wrote them): a score that
 * rounds another way breaks a tie another way and grows another tree.
 */
#include "cells/binary.h"
#include "hooks/hooks.h"

#include <stdlib.h>

/*
 * On a large problem (cells.h) a stage's save point is a trail, as the
 * plain search's (dance.h, mark_trail): item x's size goes on it before
 * its first change since the save point, which its stamp tells.
 */
DLX_INLINE void trail_size(struct dancer *d, int32_t x, bool large)
{
	int32_t *set = d->set;
	if (large && STAMP(x) != d->stamp) {
		d->trail[d->trail_top++] = (struct saved_size){x, SIZE(x)};
		STAMP(x) = d->stamp;
	}
}

/*
 * Takes node nn out of the set of its item, unless a purified secondary
 * item's. False, with d->tough set, when that would leave an active
 * primary item with no option; an item left with one goes on force[].
 * Without `mixed` (every item primary) no node's kind is tested.
 */
DLX_INLINE bool remove_node(struct dancer *d, int32_t nn, bool mixed, bool large, bool knuth)
{
	int32_t *set = d->set;
	int32_t ii = d->nd[nn].item, p = d->nd[nn].loc;
	MEMS(1);
	if (mixed && p >= d->second && (MEMS(1), POS(ii) >= d->active))
		return true; /* purified */
	MEMS(1);
	int32_t s = SIZE(ii) - 1;
	if (s <= 1 && (!mixed || p < d->second)) {
		if (s == 0) {
			d->tough = ii, d->forced = 0;
			return false;
		}
		MEMS(1);
		d->force[d->forced++] = ii;
	}
	trail_size(d, ii, large);
	take_out(d, ii, nn, p, s, knuth);
	return true;
}

/*
 * Takes the option at node `optp` out of the sets of its other items
 * (remove_node), in Knuth's order: the nodes before optp, then those
 * after, two counted loops with no test against optp. False at a dead end.
 */
DLX_INLINE bool remove_elsewhere(struct dancer *d, int32_t optp, bool mixed, bool large, bool knuth)
{
	int32_t end;
	for (int32_t nn = option_span(d, optp, &end, knuth); nn < optp; nn++)
		if (!remove_node(d, nn, mixed, large, knuth))
			return false;
	MEMS(1); /* Knuth reads optp's node too */
	for (int32_t nn = optp + 1; nn < end; nn++)
		if (!remove_node(d, nn, mixed, large, knuth))
			return false;
	MEMS(1); /* and the spacer */
	return true;
}

/*
 * Item ii, at place p of item[], leaves the active items for the option
 * at its node `opt`: the other options of its set that clash with it (on
 * a secondary item, those of another colour) leave the other sets, last
 * first, as Knuth walks them. ii's own set stays: ii is no longer looked at.
 */
DLX_INLINE bool deactivate(struct dancer *d, int32_t ii, int32_t opt, int32_t p, bool mixed, bool large,
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
		MEMS(1);
		int32_t optp = set[s];
		if ((color == 0 || (MEMS(1), d->info[optp].color != color)) &&
		    !remove_elsewhere(d, optp, mixed, large, knuth))
			return false;
	}
	leave(d, ii, p, mixed && ii < d->second, knuth);
	return true;
}

/* Includes the option at node `opt`: its active items leave. False at a dead end. */
DLX_INLINE bool include_option(struct dancer *d, int32_t opt, bool mixed, bool large, bool knuth)
{
	int32_t *set = d->set, end;
	MEMS(4); /* Knuth's charge for the call */
	for (int32_t q = option_span(d, opt, &end, knuth); q < end; q++) {
		int32_t ii = d->nd[q].item, p = POS(ii);
		MEMS(2);
		if (p < d->active && !deactivate(d, ii, q, p, mixed, large, knuth))
			return false;
	}
	MEMS(1); /* the spacer */
	return true;
}

/*
 * The right branch: the option at node `cur` leaves the sets of its
 * active items. Each primary one keeps an option: every active primary
 * item had two or more when the branch was chosen.
 */
DLX_INLINE void rule_out(struct dancer *d, int32_t cur, bool mixed, bool large, bool knuth)
{
	int32_t *set = d->set, end;
	for (int32_t q = option_span(d, cur, &end, knuth); q < end; q++) {
		int32_t ii = d->nd[q].item, p = d->nd[q].loc;
		MEMS(1);
		if (mixed && p >= d->second && (MEMS(1), POS(ii) >= d->active))
			continue;
		MEMS(1);
		trail_size(d, ii, large);
		take_out(d, ii, q, p, SIZE(ii) - 1, knuth);
	}
	MEMS(1); /* the spacer */
}

/*
 * Pushes the active items' sizes for `stage`; false when the stack cannot
 * grow. On a large problem, starts the stage's trail instead: the
 * trail's height in saved[], as the stack's (a forced move's stage
 * overwrites it with the stack's, but no stage is restored after its
 * forced move), and the active count, which the trail does not hold.
 */
DLX_INLINE bool save_stage(struct dancer *d, struct binary_run *r, int32_t *top, int stage, bool large,
                           bool knuth)
{
	r->primaries_at[stage] = d->primaries_active;
	if (large) {
		if (!trail_room(d, r->c))
			return false;
		r->saved[stage] = d->trail_top, r->active_at[stage] = d->active;
		next_stamp(d, r->c);
		return true;
	}
	r->saved[stage] = *top;
	MEMS(1);
	return push_sizes(d, r->c, top, knuth);
}

/* Pops `stage`'s sizes back, and the active count with them (or undoes its trail). */
DLX_INLINE void restore_stage(struct dancer *d, struct binary_run *r, int32_t *top, int stage, bool large,
                              bool knuth)
{
	int32_t *set = d->set;
	d->primaries_active = r->primaries_at[stage];
	if (large) {
		undo_trail_to(d, r->c, r->saved[stage], r->active_at[stage]);
		return;
	}
	d->active = *top - r->saved[stage];
	*top = r->saved[stage];
	const struct saved_size *stack = r->c->stack + *top;
	for (int32_t p = 0; p < d->active; p++)
		SIZE(stack[p].item) = stack[p].size;
	MEMS(1 + 2 * (uint64_t)d->active);
}

/* The steps binary_loop.h takes: SSXCC-BINARY's, and WTD's and FRB's. */
DLX_INLINE bool step_choose(struct dancer *d, struct binary_run *r, int32_t *best, int32_t *t,
                            bool scored, bool mixed, bool knuth)
{
	return choose_or_force(d, best, t, scored ? r->score : NULL, mixed, knuth);
}

DLX_INLINE bool step_save(struct dancer *d, struct binary_run *r, int32_t *top, int stage, bool large,
                          bool knuth)
{
	return save_stage(d, r, top, stage, large, knuth);
}

DLX_INLINE void step_restore(struct dancer *d, struct binary_run *r, int32_t *top, int stage,
                             bool large, bool knuth)
{
	restore_stage(d, r, top, stage, large, knuth);
}

/* Includes the option at `cur` of item `best`, and WTD and FRB learn from the outcome. */
DLX_INLINE bool step_include(struct dancer *d, struct binary_run *r, int32_t cur, int32_t best,
                             bool scored, bool mixed, bool large, bool knuth)
{
	bool ok = include_option(d, cur, mixed, large, knuth);
	if (scored)
		learn(d, r, best, ok, knuth);
	return ok;
}

/* The right branch never fails here: every active primary item had two options or more. */
DLX_INLINE bool step_rule_out(struct dancer *d, struct binary_run *r, int32_t cur, bool mixed,
                              bool large, bool knuth)
{
	(void)r;
	rule_out(d, cur, mixed, large, knuth);
	return true;
}

#include "cells/binary_loop.h"

/*
 * The copies of the loop: SSXCC-BINARY's or scored (WTD, FRB), counting
 * mems or not; SSXCC-BINARY's own copies test no order. The lean ones
 * have a copy each for problems with no secondary item, which test no
 * item's kind and keep no list of the primary ones (it would be item[]
 * itself), as functions of their own with a dancer of their own, as
 * search_bounds.c's; and one each for large problems, with a trail.
 */
static int branch_counted(struct binary_run *r, struct dancer *d)
{
	return binary_loop(r, d, false, true, false, true);
}

static int branch_lean(struct binary_run *r, struct dancer *d)
{
	return binary_loop(r, d, false, true, false, false);
}

__attribute__((noinline)) static int branch_primary(struct binary_run *r, struct dancer d)
{
	return binary_loop(r, &d, false, false, false, false);
}

__attribute__((noinline)) static int branch_large(struct binary_run *r, struct dancer d)
{
	return binary_loop(r, &d, false, true, true, false);
}

static int scored_counted(struct binary_run *r, struct dancer *d)
{
	return binary_loop(r, d, true, true, false, true);
}

static int scored_lean(struct binary_run *r, struct dancer *d)
{
	return binary_loop(r, d, true, true, false, false);
}

__attribute__((noinline)) static int scored_primary(struct binary_run *r, struct dancer d)
{
	return binary_loop(r, &d, true, false, false, false);
}

__attribute__((noinline)) static int scored_large(struct binary_run *r, struct dancer d)
{
	return binary_loop(r, &d, true, true, true, false);
}

static int run_loop(struct binary_run *r, struct dancer *d)
{
	if (r->opt->knuth_counts)
		return r->score ? scored_counted(r, d) : branch_counted(r, d);
	if (r->c->primary == r->c->items)
		return r->score ? scored_primary(r, *d) : branch_primary(r, *d);
	if (r->c->large)
		return r->score ? scored_large(r, *d) : branch_large(r, *d);
	return r->score ? scored_lean(r, d) : branch_lean(r, d);
}

/* The frame, and WTD's or FRB's scores and choice's scratch; false when memory runs out. */
static bool alloc_run(struct binary_run *r)
{
	const struct cells *c = r->c;
	size_t levels = (size_t)c->primary + (size_t)c->options + 2; /* each level takes or rules out one */
	size_t stages = (size_t)c->primary + 2;
	bool ok = binary_start(r, levels, stages);
	r->primaries_at = malloc(stages * sizeof *r->primaries_at);
	r->active_at = malloc(stages * sizeof *r->active_at);
	if (!binary_scores(r) || !ok || !r->primaries_at || !r->active_at)
		return false;
	if (!r->score)
		return true;
	size_t n = (size_t)c->primary + 1;
	r->candidate = malloc(n * sizeof *r->candidate);
	r->ratio = malloc(n * sizeof *r->ratio);
	r->weight = malloc(n * sizeof *r->weight);
	return r->candidate && r->ratio && r->weight;
}

int search_binary(struct cells *c, const struct dlx_search_options *options,
                  struct dlx_stats *stats)
{
	struct binary_run r = {.c = c, .opt = options, .stats = stats};
	struct dancer d = {.nd = c->node, .info = c->info, .set = c->set, .item = c->item, .force = c->force,
	                   .second = c->second, .active = c->items, .trail = c->stack,
	                   .primaries = c->primaries, .primary_place = c->primary_place};
	int code = DLX_ENOMEM;
	if (alloc_run(&r)) {
		d.candidate = r.candidate, d.ratio = r.ratio, d.weight = r.weight;
		list_primaries(&d);
		code = run_loop(&r, &d);
	}
	binary_free(&r);
	return code;
}
