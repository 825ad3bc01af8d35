/*
 * search_knuth.c - the reference search: Algorithm X, and Algorithm C when
 * the problem has colours (TAOCP 7.2.2.1), written step by step with the
 * steps named as the book names them, and with every memory access counted
 * as Knuth's DLX1 and DLX2 count it.
 *
 * Why a second loop: the fast one (search_loop.h) takes short cuts that
 * change the figures a researcher compares. Its item scan stops at the first
 * block holding an item with one option, it may stop committing an option at
 * a dead end, it can skip the scan with a tally of dead items, and its
 * "updates" leave out the removal of an item from the active list. None of
 * that changes the solutions; all of it changes the work. This loop takes no
 * short cut, so on the same problem it enters exactly the nodes DLX1 and
 * DLX2 enter and counts exactly their updates and their search mems. It is
 * chosen by options->knuth_counts, and by options->order == DLX_ORDER_FIRST
 * (branching on the first open item, which the fast loop does not do) or
 * DLX_ORDER_SHARP (Knuth's DLX2-SHARP choice: the fast loop has none).
 *
 * The accounting, the same in both of Knuth's programs on problems without
 * colours:
 *   - a mem is one read or write of a 64-bit word of the matrix: a node's
 *     up and down links together, its item and colour together, an item's
 *     prev and next together, a length, a link written;
 *   - an update is one removal from a doubly linked list: an item from the
 *     active list when it is covered, a node from its item's list;
 *   - a node is a node of the search tree: each entry to a level, the root
 *     included, and each solution (a leaf of its own, TAOCP 7.2.2-(4)).
 * The figures count the search only: the parse, the setup, and the
 * unwinding after a limit stops the search (Knuth's programs stop without
 * unwinding) are not counted. DLX2 also prints how many of its mems it
 * could save on secondary items' lengths; that saving is not subtracted
 * here: `mems` is the middle figure of its "a+b-c mems".
 *
 * Invariants: the matrix conventions are those of problem.h (a covered item
 * has DLX_COVERED added to its length and is out of its active list; a node
 * whose colour agrees with its item's committed colour holds -1, and the
 * item holds that colour), so the matrix this loop leaves is exactly the
 * one it found, however the search stopped.
 */
#include "x/search_knuth.h"

/* What the loop counts; the unwinding after a stop uses a meter it throws away. */
struct meter {
	uint64_t mems;
	uint64_t updates;
};

/* A node's colour: plain problems use the field as a right link, and have none. */
static int32_t color_of(const struct dlx_problem *pb, int32_t q)
{
	return pb->has_colors ? pb->node[q].color : 0;
}

/*
 * Takes every node of rr's option but rr out of its item's list, walking
 * right and wrapping at the spacer. A node holding -1 agrees with a
 * purified item and stays, as in DLX2 (one mem to learn it).
 */
static void hide(struct dlx_problem *pb, int32_t rr, struct meter *m)
{
	struct dlx_node *nd = pb->node;
	for (int32_t nn = rr + 1; nn != rr;) {
		m->mems++; /* item and colour share a word */
		if (color_of(pb, nn) >= 0) {
			m->mems++;
			int32_t uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;
			if (cc <= 0) { /* a spacer: its up link is the option's first node */
				nn = uu;
				continue;
			}
			m->mems += 2;
			nd[uu].down = dd;
			nd[dd].up = uu;
			m->updates++;
			m->mems += 2; /* the length read and written */
			pb->len[cc]--;
		}
		nn++;
	}
}

/* Puts back what hide(rr) took, walking left (the way DLX2's unpurify goes). */
static void unhide(struct dlx_problem *pb, int32_t rr, struct meter *m)
{
	struct dlx_node *nd = pb->node;
	for (int32_t nn = rr - 1; nn != rr;) {
		m->mems++;
		if (color_of(pb, nn) >= 0) {
			m->mems++;
			int32_t uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;
			if (cc <= 0) { /* a spacer: its down link is the last node after it */
				nn = dd;
				continue;
			}
			m->mems += 2;
			nd[uu].down = nn;
			nd[dd].up = nn;
			m->mems += 2;
			pb->len[cc]++;
		}
		nn--;
	}
}

/* cover(c): c leaves its active list, then every option in c's list is hidden, top down. */
static void cover(struct dlx_problem *pb, int32_t c, struct meter *m)
{
	struct dlx_item *item = pb->item;
	m->mems++;
	int32_t l = item[c].prev, r = item[c].next;
	m->mems += 2;
	item[l].next = r;
	item[r].prev = l;
	m->updates++;
	pb->len[c] += DLX_COVERED; /* problem.h's mark; Knuth's programs have none to pay */
	m->mems++;
	for (int32_t rr = pb->node[c].down; rr > pb->items; rr = pb->node[rr].down) {
		hide(pb, rr, m);
		m->mems++;
	}
}

/*
 * uncover(c), the inverse of cover(c). Going down the list again is as good
 * as going up, as Knuth remarks: each option's nodes come back into lists
 * that cover(c) left alone, in whatever order.
 */
static void uncover(struct dlx_problem *pb, int32_t c, struct meter *m)
{
	struct dlx_item *item = pb->item;
	m->mems++;
	for (int32_t rr = pb->node[c].down; rr > pb->items; rr = pb->node[rr].down) {
		/* unhide() walks left; the nodes of one option lie in different lists */
		unhide(pb, rr, m);
		m->mems++;
	}
	pb->len[c] -= DLX_COVERED;
	m->mems++;
	int32_t l = item[c].prev, r = item[c].next;
	m->mems += 2;
	item[l].next = c;
	item[r].prev = c;
}

/*
 * purify(p): node p gives its secondary item colour x. Options that give the
 * item another colour (or none) are hidden; those that agree are marked -1,
 * so that later covers leave them alone.
 */
static void purify(struct dlx_problem *pb, int32_t p, struct meter *m)
{
	struct dlx_node *nd = pb->node;
	m->mems++;
	int32_t cc = nd[p].top, x = nd[p].color;
	pb->item[cc].color = x; /* free in DLX2 too: it only serves the printing */
	m->mems++;
	for (int32_t rr = nd[cc].down; rr > pb->items; rr = nd[rr].down) {
		m->mems++;
		if (nd[rr].color != x) {
			hide(pb, rr, m);
		} else {
			m->mems++;
			nd[rr].color = -1;
		}
		m->mems++;
	}
}

/* unpurify(p), the inverse of purify(p), bottom up. */
static void unpurify(struct dlx_problem *pb, int32_t p, struct meter *m)
{
	struct dlx_node *nd = pb->node;
	m->mems++;
	int32_t cc = nd[p].top, x = nd[p].color;
	m->mems++;
	for (int32_t rr = nd[cc].up; rr > pb->items; rr = nd[rr].up) {
		m->mems++;
		if (nd[rr].color < 0) {
			m->mems++;
			nd[rr].color = x;
		} else {
			unhide(pb, rr, m);
		}
		m->mems++;
	}
	pb->item[cc].color = 0;
}

/* X5 / C5: covers (or purifies) every item of r's option but r's own, left to right. */
static void commit_option(struct dlx_problem *pb, int32_t r, struct meter *m)
{
	for (int32_t pp = r + 1; pp != r;) {
		m->mems++;
		int32_t cc = pb->node[pp].top;
		if (cc <= 0) {
			m->mems++;
			pp = pb->node[pp].up;
			continue;
		}
		int32_t color = color_of(pb, pp);
		if (color == 0)
			cover(pb, cc, m);
		else if (color > 0)
			purify(pb, pp, m);
		pp++;
	}
}

/*
 * X6 / C6: undoes commit_option(r), right to left. The order matters here:
 * uncovering item a can bring back nodes of item b that b's uncover must
 * find already in place, so the items come back in the reverse order.
 */
static void uncommit_option(struct dlx_problem *pb, int32_t r, struct meter *m)
{
	for (int32_t pp = r - 1; pp != r;) {
		m->mems++;
		int32_t cc = pb->node[pp].top;
		if (cc <= 0) {
			m->mems++;
			pp = pb->node[pp].down;
			continue;
		}
		int32_t color = color_of(pb, pp);
		if (color == 0)
			uncover(pb, cc, m);
		else if (color > 0)
			unpurify(pb, pp, m);
		pp--;
	}
}

/*
 * X3 with the MRV heuristic: the active primary item with the fewest
 * options, the first in list order on ties; the walk stops at an item with
 * none, which nothing beats. Two mems an item looked at, one to start.
 *
 * With `sharp` (DLX_ORDER_SHARP, Knuth's DLX2-SHARP) an item of two options
 * or more that is not marked counts SHARP_BIAS more: forced moves first,
 * then the marked items, then the rest, each by length. As in DLX2-SHARP,
 * the mark is read (one mem, its name's first byte there) only for an item
 * that could still win: one not longer than the best so far, nor forced.
 */
static int32_t choose_fewest(const struct dlx_problem *pb, bool sharp, struct meter *m)
{
	int32_t best = 0;
	int64_t fewest = INT64_MAX;
	m->mems++;
	for (int32_t k = pb->item[0].next; fewest > 0 && k != 0; k = pb->item[k].next) {
		m->mems++;
		int64_t score = sharp ? sharp_score(pb, k, pb->len[k], fewest, &m->mems) : pb->len[k];
		if (score < fewest) {
			best = k;
			fewest = score;
		}
		m->mems++;
	}
	return best;
}

/* X3 without the heuristic: the first active primary item (its link, then its length). */
static int32_t choose_first(const struct dlx_problem *pb, struct meter *m)
{
	m->mems += 2;
	return pb->item[0].next;
}

/* Limits, progress and the profile, as a node is entered. A stop reason or -1. */
static int enter_node(struct dlx_problem *pb, struct run *run, int level)
{
	const struct dlx_search_options *opt = run->opt;
	int stop = check_limits(pb, run, level);
	if (stop >= 0)
		return stop;
	run->stats->nodes++;
	if (level > run->stats->max_level)
		run->stats->max_level = level;
	if (opt->level_nodes && level < opt->level_nodes_length)
		opt->level_nodes[level]++;
	return -1;
}

/* A step for the trace callback, if there is one: `item` inside numbering, `r` a node or 0. */
static int trace(struct dlx_problem *pb, const struct run *run, enum dlx_event event, int level,
                 int32_t item, int32_t r, int count)
{
	const struct dlx_search_options *opt = run->opt;
	if (!opt->on_trace)
		return -1;
	int option = r > 0 ? option_of(pb, r) : -1;
	return opt->on_trace(opt->user, event, level, item - 1, option, count) ? DLX_STOP_CALLBACK
	                                                                      : -1;
}

/* A walk's prefix: the options of levels 0 .. level-1. A stop reason (the callback's) or -1. */
static int cut(struct dlx_problem *pb, const struct run *run, int level)
{
	int *prefix = pb->solution;
	for (int l = 0; l < level; l++)
		prefix[l] = option_of(pb, pb->choice[l]);
	return run->on_cut(run->cut_user, prefix, level) ? DLX_STOP_CALLBACK : -1;
}

/*
 * After a stop: levels 0 .. committed-1 each hold a covered item and a
 * committed option. Undone newest first, on a meter that is thrown away.
 */
static void unwind(struct dlx_problem *pb, int committed)
{
	struct meter scratch = {0};
	for (int level = committed - 1; level >= 0; level--) {
		int32_t r = pb->choice[level];
		uncommit_option(pb, r, &scratch);
		uncover(pb, pb->node[r].top, &scratch);
	}
}

void search_knuth(struct dlx_problem *pb, struct run *run)
{
	struct dlx_stats *stats = run->stats;
	const bool first = run->opt->order == DLX_ORDER_FIRST;
	const bool sharp = run->opt->order == DLX_ORDER_SHARP;
	struct dlx_node *nd = pb->node;
	int32_t *choice = pb->choice;
	struct meter m = {0};
	int level = 0, committed = 0, stop = -1;
	int32_t i = 0;

	/* X1 (initialize) is done: the matrix was built, and requirements applied, before. */
	if (pb->item[0].next == 0) { /* no primary item to cover: the empty solution */
		if (run->cut_depth > 0)
			stop = cut(pb, run, 0);
		else if ((stop = enter_node(pb, run, 0)) < 0)
			stop = report_solution(pb, run, 0);
		goto done;
	}
x2: /* X2, enter level `level`; the solution test sits at the end of X5, as in DLX1 */
	if (run->cut_depth > 0 && level == run->cut_depth) { /* a walk: the prefix's search enters this node */
		if ((stop = cut(pb, run, level)) >= 0)
			goto stopped;
		goto x8;
	}
	if ((stop = enter_node(pb, run, level)) >= 0)
		goto stopped;
	/* X3, choose i */
	i = first ? choose_first(pb, &m) : choose_fewest(pb, sharp, &m);
	pb->branches[level] = pb->len[i];
	pb->position[level] = 0;
	if ((stop = trace(pb, run, DLX_EVENT_CHOOSE, level, i, 0, pb->len[i])) >= 0)
		goto stopped;
	stats->branches += pb->len[i] > 1;
	/* X4, cover i */
	cover(pb, i, &m);
	m.mems += 2;
	choice[level] = nd[i].down;
x5: /* X5, try x_l: back at i's head means every option was tried */
	if (choice[level] == i)
		goto x7;
	if ((stop = trace(pb, run, DLX_EVENT_TRY, level, i, choice[level],
	                  pb->position[level])) >= 0) {
		uncover(pb, i, &(struct meter){0});
		goto stopped;
	}
	commit_option(pb, choice[level], &m);
	committed = level + 1;
	m.mems++;
	if (pb->item[0].next == 0) { /* every primary item covered: a solution, a leaf node */
		if (run->cut_depth > 0) {
			if ((stop = cut(pb, run, level + 1)) >= 0)
				goto stopped;
			goto x6;
		}
		if ((stop = enter_node(pb, run, level + 1)) >= 0 ||
		    (stop = report_solution(pb, run, level + 1)) >= 0)
			goto stopped;
		goto x6;
	}
	level++;
	goto x2;
x6: /* X6, try again: uncommit x_l, then its successor in i's list */
	committed = level;
	uncommit_option(pb, choice[level], &m);
	m.mems += 2;
	choice[level] = nd[choice[level]].down;
	pb->position[level]++;
	goto x5;
x7: /* X7, backtrack: uncover i (a dead end, as in the fast loop, is no back up to trace) */
	if (pb->branches[level] > 0 &&
	    (stop = trace(pb, run, DLX_EVENT_BACKTRACK, level, i, 0, pb->branches[level])) >= 0) {
		uncover(pb, i, &(struct meter){0});
		goto stopped;
	}
	uncover(pb, i, &m);
x8: /* X8, leave level l */
	if (level == 0)
		goto done;
	level--;
	m.mems += 2;
	i = nd[choice[level]].top;
	goto x6;
stopped:
	unwind(pb, committed);
done:
	stats->mems = m.mems;
	stats->updates = m.updates;
	stats->stop = stop >= 0 ? (enum dlx_stop)stop : DLX_STOP_EXHAUSTED;
}

int knuth_walk(struct dlx_problem *pb, enum dlx_order order, int depth, dlx_prefix_fn on_prefix,
               void *user, struct dlx_stats *above)
{
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.order = order;
	options.knuth_counts = true;
	*above = (struct dlx_stats){0};
	struct run run = {.opt = &options, .stats = above, .kept = -1, .cut_depth = depth,
	                  .on_cut = on_prefix, .cut_user = user};
	search_knuth(pb, &run);
	bool stopped = above->stop == DLX_STOP_CALLBACK;
	above->stop = DLX_STOP_EXHAUSTED;
	return stopped ? 1 : 0;
}
