/*
 * search_cells.c - Algorithm C on dancing cells, as Knuth's SSXCC runs it
 * (sparse sets, after Christine Solnon's dancing cells): the entry that
 * builds the cells (build.c), the loop, and what it reports.
 *
 * The loop, with SSXCC's step names:
 *   forward  enter a node; take a forced item (one option left) if one is
 *            waiting, else choose the item with the fewest options; none
 *            left: a solution;
 *   (branch) retire the item, hide its options, save the active sizes
 *            (on a large problem, start a trail of them instead: dance.h);
 *   advance  try the next option of the item: retire its other items and
 *            hide what it rules out, then go down a level;
 *   backup   go up a level;
 *   abort    the option failed or was done: restore the saved sizes and
 *            try the next one, or back up when there is none.
 * A forced item saves no sizes: it has a single option, so nothing at
 * its level is tried after it, and the level above restores everything.
 *
 * The figures are SSXCC's: a node is each entry to forward (solutions
 * included), an update each option taken out of a set and each item
 * taken out of the active items, and with knuth_counts the mems of
 * dance.h. Nothing here allocates but the save stack's growth, which
 * happens at a branching node, never in the inner loops.
 */
#include "cells/dance.h"
#include "cells/flip.h"
#include "hooks/hooks.h"

struct cells_run {
	struct cells *c;
	const struct dlx_search_options *opt;
	struct dlx_stats *stats;
	double deadline;
	uint64_t next_progress;
	bool watched; /* a limit, the clock, progress or the profile looks at each node */
};

/*
 * Progress: each level's place among its item's options and their number,
 * read off the choices (a chosen item's set stays as its level left it),
 * and Knuth's estimate of the share done from them. Whether the callback
 * asked to stop.
 */
static bool report_progress(struct cells_run *r, int level)
{
	const struct cells *c = r->c;
	for (int l = 0; l < level; l++) {
		int32_t x = c->node[c->choice[l]].item;
		c->position[l] = c->node[c->choice[l]].loc - x;
		c->branches[l] = c->set[x - 1];
	}
	r->stats->explored = explored_share(level, c->position, c->branches);
	return r->opt->on_progress(r->opt->user, r->stats, level, c->position, c->branches) != 0;
}

/* The watched node checks: limits, the clock, the stop object, progress, the profile. */
static int watch_node(struct cells_run *r, int level)
{
	int stop = copy_node_checks(r->opt, r->stats->nodes, r->deadline, level, &r->next_progress);
	if (stop != PROGRESS_DUE)
		return stop;
	return report_progress(r, level) ? DLX_STOP_CALLBACK : -1;
}

/* A solution of `level` options: the callback and the limit. A stop reason or -1. */
static int visit(struct cells_run *r, int level)
{
	if (r->opt->on_solution)
		for (int l = 0; l < level; l++)
			r->c->solution[l] = cells_option_at(r->c, r->c->choice[l]);
	return copy_solution(r->opt, r->stats, r->c->solution, level);
}

/*
 * The loop (see the banner). Returns 0, or DLX_ENOMEM when the save
 * stack cannot grow; r->stats gets the figures either way. With `listed`
 * (a lean copy, on a problem with secondary items) the choice scans a
 * list of the active primary items (dance.h, choose).
 */
DLX_INLINE int dance(struct cells_run *r, bool colored, bool knuth, int shape, bool large, bool listed)
{
	struct cells *c = r->c;
	struct dancer state = {.nd = c->node, .info = c->info, .set = c->set, .item = c->item, .force = c->force,
	                       .second = c->second, .active = c->items, .trail = c->stack,
	                       .primaries = c->primaries, .primary_place = c->primary_place};
	struct dancer *d = &state;
	if (listed)
		list_primaries(d);
	int32_t *set = c->set, *choice = c->choice;
	int32_t best, size, cur, cur_choice, top = 0, maxl = 0;
	int level = 0, stop = DLX_STOP_EXHAUSTED, code = 0;
	uint64_t nodes = 0, branches = 0;
	c->saved[0] = 0;
forward:
	if (r->watched) {
		r->stats->nodes = nodes;
		int s = watch_node(r, level);
		if (s >= 0) {
			stop = s;
			goto done;
		}
	}
	nodes++;
	if (pop_forced(d, &best, knuth) || choose_or_force(d, &best, &size, NULL, listed, knuth))
		goto forced;
	if (size == NO_SIZE) {
		int s = visit(r, level);
		if (s >= 0) {
			stop = s;
			goto done;
		}
		goto backup;
	}
	branches++;
	retire(d, best, listed, knuth);
	d->oactive = d->active;
	hide(d, best, 0, false, colored, knuth, shape, large);
	cur_choice = best;
	if (!save_level(d, c, &top, level, large, listed, knuth)) {
		code = DLX_ENOMEM;
		goto done;
	}
	goto advance;
forced:
	retire(d, best, listed, knuth);
	d->oactive = d->active;
	hide(d, best, 0, false, colored, knuth, shape, large);
	cur_choice = best;
	if (!large)
		c->saved[level + 1] = top; /* nothing saved: nothing is tried after the one option */
	MEMS(1);
advance:
	cur = choice[level] = set[cur_choice];
	MEMS(2);
	retire_option(d, cur, listed, knuth, shape);
	if (!hide_option(d, cur, colored, knuth, shape, large)) {
		d->forced = 0;
		goto abort;
	}
	if (++level > maxl)
		maxl = level;
	goto forward;
backup:
	if (level == 0)
		goto done;
	level--;
	cur = choice[level];
	best = d->nd[cur].item, cur_choice = d->nd[cur].loc;
	MEMS(2);
abort:
	MEMS(1);
	if (cur_choice + 1 >= best + SIZE(best))
		goto backup;
	restore_level(d, c, &top, level, large, listed, knuth);
	cur_choice++;
	goto advance;
done:
	r->stats->nodes = nodes;
	r->stats->updates = d->updates;
	r->stats->mems = d->mems;
	r->stats->choice_mems = d->choice_mems;
	r->stats->explored = 0; /* a figure of progress calls alone (dlx.h) */
	r->stats->branches = branches;
	r->stats->max_level = maxl;
	r->stats->stop = (enum dlx_stop)stop;
	return code;
}

/*
 * The copies of the loop: with or without colours, counting mems or not;
 * the plain lean one also for options all of 3, 4, 5 or 6 items, where
 * the walks round an option have a trip count the compiler knows and
 * writes out; the coloured lean one also for large problems (cells.h),
 * with a trail and prefetches (dance.h). The lean copies scan a list of
 * the primary items where there are secondary ones (the coloured ones
 * always: colours lie on secondary items); the counted ones scan item[],
 * as Knuth counts.
 */
static int dance_counted(struct cells_run *r)
{
	return dance(r, true, true, 0, false, false);
}

static int dance_lean(struct cells_run *r)
{
	return r->c->large ? dance(r, true, false, 0, true, true) : dance(r, true, false, 0, false, true);
}

static int dance_plain_counted(struct cells_run *r)
{
	return dance(r, false, true, 0, false, false);
}

/*
 * The plain lean copies for problems whose items are all primary, each a
 * function of its own: inlined into search_cells beside the listed copy,
 * they ran up to a fifth slower (pentominoes; bench/NOTES.md).
 */
__attribute__((noinline)) static int plain_any(struct cells_run *r)
{
	return dance(r, false, false, 0, false, false);
}

__attribute__((noinline)) static int plain_3(struct cells_run *r)
{
	return dance(r, false, false, 3, false, false);
}

__attribute__((noinline)) static int plain_4(struct cells_run *r)
{
	return dance(r, false, false, 4, false, false);
}

__attribute__((noinline)) static int plain_5(struct cells_run *r)
{
	return dance(r, false, false, 5, false, false);
}

__attribute__((noinline)) static int plain_6(struct cells_run *r)
{
	return dance(r, false, false, 6, false, false);
}

/* item[] is the list on a problem whose items are all primary */
static int dance_plain_lean(struct cells_run *r)
{
	if (r->c->primary != r->c->items)
		return dance(r, false, false, 0, false, true);
	switch (r->c->shape) {
	case 3:
		return plain_3(r);
	case 4:
		return plain_4(r);
	case 5:
		return plain_5(r);
	case 6:
		return plain_6(r);
	default:
		return plain_any(r);
	}
}

static int run_dance(struct cells_run *r, bool colored, bool knuth)
{
	if (colored)
		return knuth ? dance_counted(r) : dance_lean(r);
	return knuth ? dance_plain_counted(r) : dance_plain_lean(r);
}

/* What the cells search cannot take (dlx.h, enum dlx_algorithm and binary); WTD and FRB
 * need two-way branching, which SSMCC always does. */
static bool refused(const struct dlx_problem *pb, const struct dlx_search_options *opt)
{
	bool scored = opt->order == DLX_ORDER_WTD || opt->order == DLX_ORDER_FRB;
	bool order_ok = opt->order == DLX_ORDER_MRV || (scored && (opt->binary || pb->bounded));
	return opt->on_trace || !order_ok || opt->wtd_increment < 0 || opt->wtd_growth < 0 ||
	       (opt->jobs != 0 && opt->jobs != 1) || opt->level_nodes_length < 0 ||
	       (opt->level_nodes_length > 0 && !opt->level_nodes);
}

int search_cells(struct dlx_problem *pb, const struct dlx_search_options *options,
                 struct dlx_stats *stats)
{
	if (refused(pb, options))
		return DLX_EINVAL;
	struct cells c;
	int code = cells_build(&c, pb);
	if (code < 0)
		return code;
	if (pb->bounded) { /* SSMCC: the items with no option leave before any shuffle */
		code = search_bounds(&c, options, stats);
		cells_free(&c);
		return code;
	}
	uint64_t shuffle_mems = 0;
	if (options->item_shuffle && !c.unreachable)
		shuffle_mems = cells_shuffle_items(&c, options->item_seed);
	if (options->binary) {
		if (!c.unreachable) /* as SSXCC-BINARY: no search when a primary item has no option */
			code = search_binary(&c, options, stats);
		stats->mems += options->knuth_counts ? shuffle_mems : 0;
		cells_free(&c);
		return code;
	}
	struct cells_run r = {.c = &c, .opt = options, .stats = stats};
	if (options->time_limit > 0)
		r.deadline = seconds_now() + options->time_limit;
	r.next_progress = options->progress_interval ? options->progress_interval : 1000000;
	r.watched = options->node_limit || r.deadline > 0 || options->interrupt ||
	            options->on_progress || options->level_nodes;
	if (!c.unreachable) /* SSXCC searches nothing when a primary item has no option */
		code = run_dance(&r, pb->has_colors, options->knuth_counts);
	stats->mems += options->knuth_counts ? shuffle_mems : 0;
	cells_free(&c);
	return code;
}
