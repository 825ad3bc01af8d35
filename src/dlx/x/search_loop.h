/*
 * search_loop.h - Algorithm X, and Algorithm C when `colored` (TAOCP
 * 7.2.2.1), as a loop over an explicit stack (no recursion), its labels
 * the book's steps:
 *
 *     X1 initialize      done before: the matrix built, requirements covered
 *     X2 enter level l   the limits; the node counted
 *     X3 choose i        the fewest options; none left: a solution, X8
 *     X4 cover i         x_l = i's first option
 *     X5 try x_l         back at i's head: X7; else commit x_l, l++, X2
 *     X6 try again       uncommit x_l; x_l = the next option down; X5
 *     X7 backtrack       uncover i
 *     X8 leave level l   l == 0: done; else l--, X6
 *
 * (C's steps are the same with colours: a commit purifies an item of a
 * colour instead of hiding it; moves.h.) The hooks stand outside the steps,
 * as one-line calls to the inline helpers above the loop: the limits and
 * the level profile at X2, the trace at X3, X5 and X7, the solution report,
 * the memo before X4 and after X7, the pool's poll at X2 and its kept
 * levels at X6 (share.h). `watched`, `track`, `cut`, `limited` and `shared`
 * are constants at each call, so a copy without them pays nothing for them:
 * only a thread of a pool of work (dlx_search_shared) runs the copies with
 * `shared`, and a search on one thread never polls.
 *
 * The item choice picks the active primary item with the fewest options
 * (the first such in list order; the scan stops early at 0 or 1, since a
 * dead end or a forced move cannot be beaten). choice[level] is a node; a
 * node number <= items is an item's list head, which is how "all options
 * tried" is spotted without storing the item. On problems with many items
 * the loop also keeps a tally of dead items (moves.h, choose.h): a node where
 * one is left without options backs up at once, with no scan at all; the
 * "un" operations leave the tally alone and X6 puts back the value saved
 * after the level's cover. On problems with long options (`cut`) a commit
 * stops at the first item it leaves dead, undoes itself, and X6 follows
 * at once: the node below is counted, not entered (where something
 * watches, its hooks and the trace still see it as a node). A count with a memo
 * (memo.h) looks each branching node's state up before the cover, backing
 * up at once with the count it finds, and stores the count of a node whose
 * options are all tried. Whatever makes the search stop, it unwinds the
 * stack before returning (on the 16-bit copy, search_compact.c puts back
 * what the stack would have), so the matrix is exactly as it was on entry.
 *
 * Private: included by search_entry.c, over node[], and by
 * search_compact.c, over a 16-bit copy of it (moves.h: LINK_NODE); one
 * text, so both walk one tree.
 */
#ifndef DLX_SEARCH_LOOP_H
#define DLX_SEARCH_LOOP_H

#include "x/choose.h"
#include "matrix/moves.h"
#include "hooks/hooks.h"
#include "split/share.h"
#include "x/shapes.h"

/*
 * A search stopped early (a solution limit, a node budget) unwinds its
 * stack, relinking every option it took out: as much work again as the
 * walk down. On a copy of node[] that is thrown away afterwards
 * (search_compact.c) only len[] and item[] need to come back, and a saved
 * copy of those is cheaper: the including file says so with
 * LINK_COPY_DISCARDED.
 */
#ifdef LINK_COPY_DISCARDED
#define UNWINDS_LINKS false
#else
#define UNWINDS_LINKS true
#endif

/*
 * The loop's own state: what its steps and its hooks share. The tally
 * (moves.h) stays a local of its own: the link operations take its
 * address, and a struct whose address is taken stays in memory, where
 * the loop's counters must not.
 */
struct walk {
	struct run *run;
	LINK_NODE *node;          /* the links the loop walks (moves.h: LINK_NODES) */
	int32_t *choice;          /* pb->choice: x_l, the option tried at each level */
	int32_t *dead_after_cover; /* pb->dead_after_cover: the tally after each X4 */
	struct memo *memo;        /* run->memo, read once */
	uint64_t node_limit;      /* opt->node_limit, read once */
	uint64_t nodes, branches; /* entered, and entered with more than one option */
	int level, max_level;
	int stop; /* a dlx_stop once something stops the search, else -1 */
};

/* X1: the loop's state at the root. */
DLX_INLINE struct walk walk_start(struct dlx_problem *pb, struct run *run)
{
	return (struct walk){.run = run,
	                     .node = LINK_NODES(pb),
	                     .choice = pb->choice,
	                     .dead_after_cover = pb->dead_after_cover,
	                     .memo = run->memo,
	                     .node_limit = run->opt->node_limit,
	                     .stop = -1};
}

/* X1: the tally at the root, its dead items counted afresh. */
DLX_INLINE struct tally tally_start(struct dlx_problem *pb, bool track, bool limited, int size)
{
	return (struct tally){.dead = track ? count_dead(pb) : 0,
	                      .track = track,
	                      .size = size,
	                      .limited = limited,
	                      .primary = pb->primary};
}

/* Notes why the search stops; true, for `if (stopped_by(...)) goto stopped`. */
DLX_INLINE bool stopped_by(struct walk *w, int stop)
{
	w->stop = stop;
	return stop >= 0;
}

/*
 * X2's hooks, before the node is counted: the pool's poll (a thread of a
 * pool gives work away here), the node budget, and where something
 * watches, the time limit, progress and the level profile. True when the
 * search stops here.
 */
DLX_INLINE bool stops_on_entry(struct dlx_problem *pb, struct walk *w, bool watched, bool limited,
                               bool shared)
{
	const struct dlx_search_options *opt = w->run->opt;
	if (shared && w->nodes >= w->run->poll_at &&
	    stopped_by(w, share_poll(pb, w->run, w->level, w->nodes)))
		return true;
	if (watched) {
		w->run->stats->nodes = w->nodes;
		if (stopped_by(w, check_limits(pb, w->run, w->level)))
			return true;
		if (opt->level_nodes && w->level < opt->level_nodes_length)
			opt->level_nodes[w->level]++;
		return false;
	}
	return limited && w->nodes >= w->node_limit && stopped_by(w, DLX_STOP_NODES);
}

/* Counts a node entered at `level` (X2, or a dead end passed in X5). */
DLX_INLINE void count_node(struct walk *w, int level)
{
	w->nodes++;
	if (level > w->max_level)
		w->max_level = level;
}

/* X3 found no primary item left: a solution. True when the search stops. */
DLX_INLINE bool stops_at_solution(struct dlx_problem *pb, struct walk *w)
{
	w->run->stats->nodes = w->nodes;
	return stopped_by(w, report_solution(pb, w->run, w->level));
}

/* A step for the trace callback, if there is one. True when it stops the search. */
DLX_INLINE bool stops_on_trace(struct walk *w, enum dlx_event event, int32_t x, int option,
                               int count)
{
	const struct dlx_search_options *opt = w->run->opt;
	return opt->on_trace && opt->on_trace(opt->user, event, w->level, x - 1, option, count) &&
	       stopped_by(w, DLX_STOP_CALLBACK);
}

/* X3's hook: item x chosen, with how many options (the watched copy only). */
DLX_INLINE bool stops_on_choice(struct dlx_problem *pb, struct walk *w, int32_t x)
{
	pb->branches[w->level] = pb->len[x];
	pb->position[w->level] = 0;
	return stops_on_trace(w, DLX_EVENT_CHOOSE, x, -1, pb->len[x]);
}

/* Before X4: whether the memo knows this state's count (then added), so the node is done. */
DLX_INLINE bool count_is_known(struct dlx_problem *pb, const struct walk *w, int32_t x,
                               uint64_t updates)
{
	struct memo *memo = w->memo;
	return memo && memo_enter(memo, pb, pb->len[x], w->nodes, w->level,
	                          &w->run->stats->solutions, updates);
}

/* After X7: the memo stores the count the node's options added. */
DLX_INLINE void count_is_done(const struct walk *w, uint64_t updates)
{
	struct memo *memo = w->memo;
	if (memo)
		memo_leave(memo, w->level, w->run->stats->solutions, updates);
}

/*
 * X5's commit of option r (every item but the level's). With `cut`, it
 * stops at the first item it leaves without options, undoes itself and
 * returns false: the node below is a dead end.
 */
DLX_INLINE bool commit_option(struct dlx_problem *pb, int level, int32_t r, bool colored,
                              bool cut, struct tally *tally)
{
	if (!cut) {
		commit_rest(pb, r, colored, tally);
		return true;
	}
	return colored ? commit_colored_or_undo(pb, r, &pb->commit_order[level], tally)
	               : commit_rest_or_undo(pb, r, tally);
}

/* X6's undo of option r's commit: in the order it was made, when that was chosen. */
DLX_INLINE void uncommit_option(struct dlx_problem *pb, int32_t r, bool colored, bool cut,
                                uint64_t order, const struct tally *tally)
{
	if (colored && cut)
		uncommit_colored(pb, r, order, tally);
	else
		uncommit_rest(pb, r, colored, tally);
}

/*
 * X6's step on from option r of a level to the next one down. The "un"
 * operations leave the tally alone: it goes back to its value after X4.
 * A level a pool's thread kept (share.h) gave its other options away: it
 * steps to the item's head, as if every option were tried.
 */
DLX_INLINE void next_option(struct dlx_problem *pb, const struct walk *w, int32_t r,
                            bool watched, bool track, bool shared, struct tally *tally)
{
	if (track)
		tally->dead = w->dead_after_cover[w->level];
	w->choice[w->level] = shared && w->level <= w->run->kept ? w->node[r].top : w->node[r].down;
	if (watched)
		pb->position[w->level]++;
}

/*
 * The item a cut-short commit of option r left without options, named for
 * the trace as the dead end below would be had it been entered: the first
 * in item order after the whole commit, made and undone here on a copy of
 * the tally, so the updates are not counted. Only a trace pays for it.
 */
DLX_INLINE int32_t dead_item(struct dlx_problem *pb, int32_t r, bool colored, struct tally tally)
{
	commit_rest(pb, r, colored, &tally);
	int32_t x = first_dead(pb);
	uncommit_rest(pb, r, colored, &tally);
	return x;
}

/*
 * A dead end found by a cut-short commit of option r is counted as a node
 * of the level below, unless the node budget would have stopped the
 * search on entering it. Where something watches, it is a node to the
 * hooks too: X2's (the limits, progress, the level profile; not the pool's
 * poll, which gives levels away only between steps) and X3's trace, which
 * shows its dead item chosen with no options, as for a dead end entered.
 * So a watched search counts and shows the lean one's tree. True when the
 * search stops here.
 */
DLX_INLINE bool stops_at_dead_end(struct dlx_problem *pb, struct walk *w, int32_t r, bool watched,
                                  bool colored, bool limited, const struct tally *tally)
{
	if (!watched) {
		if (limited && w->nodes >= w->node_limit)
			return stopped_by(w, DLX_STOP_NODES);
		count_node(w, w->level + 1);
		return false;
	}
	w->level++; /* the hooks and the trace take the dead end's level */
	bool stop = stops_on_entry(pb, w, true, limited, false);
	if (!stop) {
		count_node(w, w->level);
		stop = w->run->opt->on_trace &&
		       stops_on_trace(w, DLX_EVENT_CHOOSE, dead_item(pb, r, colored, *tally), -1, 0);
	}
	w->level--;
	return stop;
}

/*
 * After a stop: the levels below `level` each hold a committed option
 * inside a covered item, undone newest first. On a copy that is thrown
 * away (LINK_COPY_DISCARDED) its caller puts back len[] and item[] instead.
 */
DLX_INLINE void unwind(struct dlx_problem *pb, struct walk *w, bool colored, bool cut,
                       struct tally *tally)
{
	if (!UNWINDS_LINKS)
		return;
	while (w->level > 0) {
		w->level--;
		int32_t r = pb->choice[w->level];
		uncommit_option(pb, r, colored, cut, pb->commit_order[w->level], tally);
		uncover(pb, LINK_NODES(pb)[r].top, colored, tally);
	}
}

DLX_INLINE void walk_finish(const struct walk *w, uint64_t updates, struct dlx_stats *stats)
{
	stats->nodes = w->nodes;
	stats->branches = w->branches;
	stats->updates = updates;
	stats->max_level = w->max_level;
	stats->stop = w->stop >= 0 ? (enum dlx_stop)w->stop : DLX_STOP_EXHAUSTED;
}

/*
 * The search proper; see the top of this file for the steps, and shapes.h
 * for the constants a shape holds.
 */
DLX_INLINE void run_search(struct dlx_problem *pb, struct run *run, struct loop_shape shape,
                           bool shared)
{
	const bool colored = shape.colored, watched = shape.watched, track = shape.track,
	           cut = shape.cut, limited = shape.limited;
	const int size = shape.size;
	struct walk w = walk_start(pb, run); /* X1 */
	const LINK_NODE *node = w.node;
	int32_t *choice = w.choice;
	const int32_t items = pb->items;
	int32_t i, r;
	struct tally tally = tally_start(pb, track, limited, size);

x2: /* X2, enter level l */
	if (stops_on_entry(pb, &w, watched, limited, shared))
		goto stopped;
	count_node(&w, w.level);
	/* X3, choose i: a dead item in the tally ends the node before any scan */
	if (track && tally.dead > 0) {
		if (!watched)
			goto x8;
		i = first_dead(pb); /* named for the trace */
	} else if ((i = choose_item(pb)) == 0) {
		if (stops_at_solution(pb, &w))
			goto stopped;
		goto x8;
	}
	if (watched && stops_on_choice(pb, &w, i))
		goto stopped;
	if (pb->len[i] == 0 || count_is_known(pb, &w, i, tally.updates))
		goto x8;
	/* X4, cover i */
	w.branches += pb->len[i] > 1;
	cover(pb, i, colored, &tally);
	if (track)
		w.dead_after_cover[w.level] = tally.dead;
	choice[w.level] = node[i].down;

x5: /* X5, try x_l; back at i's head, every option was tried */
	r = choice[w.level];
	if (r <= items)
		goto x7;
	if (watched && stops_on_trace(&w, DLX_EVENT_TRY, node[r].top, option_of(pb, r),
	                              pb->position[w.level])) {
		uncover(pb, node[r].top, colored, &tally); /* nothing of r is committed yet */
		goto stopped;
	}
	if (!commit_option(pb, w.level, r, colored, cut, &tally)) {
		if (stops_at_dead_end(pb, &w, r, watched, colored, limited, &tally)) {
			uncover(pb, node[r].top, colored, &tally);
			goto stopped;
		}
		next_option(pb, &w, r, watched, track, shared, &tally); /* X6 with nothing to uncommit */
		goto x5;
	}
	w.level++;
	goto x2;

x6: /* X6, try again: uncommit x_l, then its successor in i's list */
	r = choice[w.level];
	uncommit_option(pb, r, colored, cut, pb->commit_order[w.level], &tally);
	next_option(pb, &w, r, watched, track, shared, &tally);
	goto x5;

x7: /* X7, backtrack: uncover i (r is i's head) */
	uncover(pb, r, colored, &tally);
	tally.dead = 0; /* as before the cover: only such a node branches */
	count_is_done(&w, tally.updates);
	if (watched && stops_on_trace(&w, DLX_EVENT_BACKTRACK, r, -1, pb->branches[w.level]))
		goto stopped;
x8: /* X8, leave level l */
	if (w.level == 0)
		goto done;
	w.level--;
	goto x6;

stopped:
	unwind(pb, &w, colored, cut, &tally);
done:
	walk_finish(&w, tally.updates, run->stats);
}

/*
 * The lean copies of Algorithm X, by option size and whether a commit stops
 * at the first dead end (shapes.h). Plain problems whose options all have
 * 3, 4 or 6 items (Langford pairs, Sudoku and n queens, pentominoes) get
 * copies with the option walks unrolled; the watched copy keeps the
 * general walk. Problems with long options (choose.h: cuts_dead_ends) also
 * stop a commit at the first dead end. The watched copy visits the same
 * tree, with the same updates, because it tracks and cuts by that same
 * rule (search_entry.c: run_plain) and an unrolled walk takes an option's
 * nodes in the order of its right links, as the general walk does: the
 * order in which a cut-short commit meets its first dead end, and so the
 * updates it makes, are the same.
 */
DLX_INLINE void run_unwatched(struct dlx_problem *pb, struct run *run, bool track, bool cut,
                              bool shared, int size)
{
	/* each call names its shape outright: a shape chosen at run time would not fold */
	switch (size) {
	case 3:
		track ? run_search(pb, run, LEAN_3_TRACKED, shared) : run_search(pb, run, LEAN_3, shared);
		break;
	case 4:
		track ? run_search(pb, run, LEAN_4_TRACKED, shared) : run_search(pb, run, LEAN_4, shared);
		break;
	case 6: /* six entries an option are always enough to cut (cuts_dead_ends) */
		run_search(pb, run, LEAN_6_CUT, shared);
		break;
	default:
		if (cut)
			run_search(pb, run, LEAN_CUT, shared);
		else
			track ? run_search(pb, run, LEAN_TRACKED, shared) : run_search(pb, run, LEAN, shared);
		break;
	}
}

/* The option size whose walks the lean copies unroll (3, 4 or 6), else 0. */
static inline int unrolled_size(const struct dlx_problem *pb)
{
	int size = pb->option_size;
	return size == 3 || size == 4 || size == 6 ? size : 0;
}

/*
 * The lean copies for plain problems: a node limit alone on the Sudoku
 * shape (see lean_limit in search_entry.c: one comparison a node, kept out
 * of the other copies, where it alone slows Langford pairs: bench/NOTES.md,
 * engine), else by option size.
 */
DLX_INLINE void run_lean_plain(struct dlx_problem *pb, struct run *run, bool track, bool shared)
{
	if (run->opt->node_limit) { /* options of four items alone come here: see lean_limit */
		track ? run_search(pb, run, BUDGETED_4_TRACKED, shared)
		      : run_search(pb, run, BUDGETED_4, shared);
		return;
	}
	bool cut = cuts_dead_ends(pb);
	switch (unrolled_size(pb)) {
	case 3: run_unwatched(pb, run, track, false, shared, 3); break;
	case 4: run_unwatched(pb, run, track, false, shared, 4); break;
	case 6: run_unwatched(pb, run, track, cut, shared, 6); break;
	default: run_unwatched(pb, run, track, cut, shared, 0); break;
	}
}

#endif
