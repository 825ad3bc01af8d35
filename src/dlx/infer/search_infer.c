/*
 * search_infer.c - Algorithm X with inference at every node: dlx_search
 * with options->infer. The loop is search_loop.h's, its steps named as
 * the book names them, with one step more:
 *
 *     X2 enter level l   the limits; the node counted; mark the stack
 *     X3 choose i        the fewest options; while the rules (rules.c)
 *                        take options away, choose again; none left:
 *                        a solution, X8
 *     X4 cover i         x_l = i's first option
 *     X5 try x_l         back at i's head: X7; else commit x_l, l++, X2
 *     X6 try again       uncommit x_l; x_l = the next option down; X5
 *     X7 backtrack       uncover i
 *     X8 leave level l   put back the options taken at this level; l == 0:
 *                        done; else l--, X6
 *
 * Why the order holds: the options taken at level l go after the commit
 * of level l-1 and before the cover of level l's item, and come back after
 * that item's uncover and before the uncommit, so every removal is undone
 * in the reverse order of the removals, as the links need (moves.h).
 *
 * A node whose item has one option infers nothing: its commit removes
 * all the rules would at the item, and the next node tests the rest. Trace,
 * progress, the level profile and every limit work as in the other loops;
 * the loop calls their hooks at each node, being slow next to the lean
 * copies anyway, so none is compiled out.
 */
#include "infer/infer.h"
#include "x/choose.h"
#include "hooks/hooks.h"
#include "util/clock.h"

/* The loop's own state, beside the rules'. */
struct infer_walk {
	struct run *run;
	struct infer *in;
	int level;
	int stop; /* a dlx_stop once something stops the search, else -1 */
};

/* Notes why the search stops; true, for `if (stops(...)) goto stopped`. */
static bool stops(struct infer_walk *w, int stop)
{
	w->stop = stop;
	return stop >= 0;
}

/* A step for the trace callback, if there is one. True when it stops the search. */
static bool stops_on_trace(struct infer_walk *w, enum dlx_event event, int32_t x, int option,
                           int count)
{
	const struct dlx_search_options *opt = w->run->opt;
	return opt->on_trace && opt->on_trace(opt->user, event, w->level, x - 1, option, count) &&
	       stops(w, DLX_STOP_CALLBACK);
}

/* X2: the limits and progress, then the node counted. True when the search stops. */
static bool stops_on_entry(struct dlx_problem *pb, struct infer_walk *w)
{
	const struct dlx_search_options *opt = w->run->opt;
	struct dlx_stats *stats = w->run->stats;
	w->in->mark[w->level] = w->in->top;
	if (stops(w, check_limits(pb, w->run, w->level)))
		return true;
	stats->nodes++;
	if (w->level > stats->max_level)
		stats->max_level = w->level;
	if (opt->level_nodes && w->level < opt->level_nodes_length)
		opt->level_nodes[w->level]++;
	return false;
}

/*
 * The rules at a node about to branch on i: every option that clashes
 * with all of i's goes, and at each other item with two options, the
 * options of an item in both of them without that item go (Sudoku's
 * locked candidates, where the item branched on is mostly a cell, which
 * has none). The wider test at every item, or the cheaper one at i,
 * cost more instructions for the nodes they save (bench/NOTES.md, infer).
 */
static bool infer_at_node(struct dlx_problem *pb, struct infer *in, int32_t i)
{
	bool any = infer_clashes(in, i);
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next)
		if (x != i && pb->len[x] == 2)
			any |= infer_pair(in, x);
	return any;
}

/*
 * X3: the item to branch on, after the rules have taken what they can;
 * -1 when they left an item without options (a dead end). The tally of
 * dead items (moves.h) is 0 here, so the choice's scan, which stops at a
 * forced move, misses no dead end.
 */
static int32_t choose_after_inference(struct dlx_problem *pb, struct infer *in)
{
	int32_t i;
	while ((i = choose_item(pb)) != 0 && pb->len[i] >= 2 && infer_at_node(pb, in, i))
		if (in->tally.dead > 0)
			return -1;
	return i;
}

/* After a stop: each level below holds a committed option inside a covered item. */
static void unwind(struct dlx_problem *pb, struct infer_walk *w)
{
	struct tally *tally = &w->in->tally;
	infer_restore(w->in, w->in->mark[w->level]);
	while (w->level > 0) {
		w->level--;
		int32_t r = pb->choice[w->level];
		uncommit_rest(pb, r, false, tally);
		uncover(pb, pb->node[r].top, false, tally);
		infer_restore(w->in, w->in->mark[w->level]);
	}
}

/* The search proper; see the top of this file for the steps. */
static void run_infer(struct dlx_problem *pb, struct run *run, struct infer *in)
{
	struct infer_walk w = {.run = run, .in = in, .stop = -1};
	const struct dlx_node *node = pb->node;
	struct tally *tally = &in->tally;
	int32_t i, r;

x2: /* X2, enter level l */
	if (stops_on_entry(pb, &w))
		goto stopped;
	/* X3, choose i, inferring first; a dead item in the tally ends the node at once */
	i = tally->dead > 0 ? -1 : choose_after_inference(pb, in);
	if (i == 0) {
		if (stops(&w, report_solution(pb, run, w.level)))
			goto stopped;
		goto x8;
	}
	if (i < 0)
		i = first_dead(pb); /* named for the trace */
	pb->branches[w.level] = pb->len[i];
	pb->position[w.level] = 0;
	if (stops_on_trace(&w, DLX_EVENT_CHOOSE, i, -1, pb->len[i]))
		goto stopped;
	if (pb->len[i] == 0)
		goto x8;
	/* X4, cover i */
	run->stats->branches += pb->len[i] > 1;
	cover(pb, i, false, tally);
	pb->dead_after_cover[w.level] = tally->dead;
	pb->choice[w.level] = node[i].down;

x5: /* X5, try x_l; back at i's head, every option was tried */
	r = pb->choice[w.level];
	if (r <= pb->items)
		goto x7;
	if (stops_on_trace(&w, DLX_EVENT_TRY, node[r].top, option_of(pb, r), pb->position[w.level])) {
		uncover(pb, node[r].top, false, tally); /* nothing of r is committed yet */
		goto stopped;
	}
	commit_rest(pb, r, false, tally);
	w.level++;
	goto x2;

x6: /* X6, try again: uncommit x_l, then its successor in i's list */
	r = pb->choice[w.level];
	uncommit_rest(pb, r, false, tally);
	tally->dead = pb->dead_after_cover[w.level]; /* the "un" moves leave the tally alone */
	pb->choice[w.level] = node[r].down;
	pb->position[w.level]++;
	goto x5;

x7: /* X7, backtrack: uncover i (r is i's head) */
	uncover(pb, r, false, tally);
	tally->dead = 0; /* as before the cover: only such a node branches */
	if (stops_on_trace(&w, DLX_EVENT_BACKTRACK, r, -1, pb->branches[w.level]))
		goto stopped;
x8: /* X8, leave level l: the options taken here come back first */
	infer_restore(in, in->mark[w.level]);
	if (w.level == 0)
		goto done;
	w.level--;
	goto x6;

stopped:
	unwind(pb, &w);
done:
	run->stats->stop = w.stop >= 0 ? (enum dlx_stop)w.stop : DLX_STOP_EXHAUSTED;
}

/* What inference cannot take: DLX_EINVAL, DLX_EBOUNDS, or 0. */
static int refused(const struct dlx_problem *pb, const struct dlx_search_options *opt)
{
	if (opt->level_nodes_length < 0 || (opt->level_nodes_length > 0 && !opt->level_nodes))
		return DLX_EINVAL;
	if (pb->has_colors || opt->knuth_counts || opt->order != DLX_ORDER_MRV ||
	    (opt->jobs != 0 && opt->jobs != 1))
		return DLX_EINVAL;
	return pb->bounded ? DLX_EBOUNDS : 0;
}

int search_infer(struct dlx_problem *pb, const struct dlx_search_options *options,
                 struct dlx_stats *stats)
{
	struct dlx_stats local;
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	if (!pb || !options)
		return DLX_EINVAL;
	int code = refused(pb, options);
	struct infer in;
	if (code == 0)
		code = infer_init(&in, pb);
	if (code != 0)
		return code;
	in.tally = (struct tally){.track = true, .dead = count_dead(pb), .primary = pb->primary};
	struct run run = {.opt = options, .stats = stats, .kept = -1};
	if (options->time_limit > 0)
		run.deadline = seconds_now() + options->time_limit;
	run.next_progress = options->progress_interval ? options->progress_interval : 1000000;
	run_infer(pb, &run, &in);
	stats->updates = in.tally.updates;
	stats->inferred = in.inferred;
	infer_finish(&in);
	return 0;
}
