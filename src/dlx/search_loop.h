/*
 * search_loop.h - Algorithm X as a loop over an explicit stack (no recursion),
 * with the steps named as in Knuth's dlx1 (TAOCP 7.2.2.1, Algorithm X):
 *
 *     forward:  X2-X4. No primary item left?  -> a solution, backup.
 *               Choose item x (fewest options, see below); cover x;
 *               choice[level] = x's first option.
 *     advance:  X5. choice[level] back at x's head?  -> uncover x, backup.
 *               Commit the rest of the option; level++; forward.
 *     backup:   X8. level == 0?  -> done. level--.
 *     recover:  X6. Uncommit the rest of choice[level]; take the next
 *               option down; advance.
 *
 * The item choice picks the active primary item with the fewest options
 * (the first such in list order; the scan stops early at 0 or 1, since a
 * dead end or a forced move cannot be beaten). choice[level] is a node; a
 * node number <= items is an item's list head, which is how "all options
 * tried" is spotted without storing the item. On problems with many items
 * the loop also keeps a tally of dead items (links.h, choose.h): a node where
 * one is left without options backs up at once, with no scan at all; the
 * "un" operations leave the tally alone and recover puts back the value
 * saved after the level's cover. A count with a memo (memo.h) looks each
 * branching node's state up before the cover, backing up at once with the
 * count it finds, and stores the count of a node whose options are all
 * tried. Limits, progress and trace hooks run in the
 * `watched` copy of the loop and call helpers in search.c; a node limit
 * alone on problems whose options all have four items has lean copies of
 * its own (run_lean_plain). Whatever makes the search stop, it unwinds the stack
 * before returning (on the 16-bit copy, search_compact.c puts back what
 * the stack would have), so the matrix is exactly as it was on entry.
 *
 * Private: included by search.c, over node[], and by search_compact.c, over
 * a 16-bit copy of it (links.h: LINK_NODE); one text, so both walk one tree.
 */
#ifndef DLX_SEARCH_LOOP_H
#define DLX_SEARCH_LOOP_H

#include "choose.h"
#include "links.h"
#include "search.h"

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

/* Undoes the commit of option r at a level: in the order it was made, when that was chosen. */
DLX_INLINE void uncommit_option(struct dlx_problem *pb, int32_t r, bool colored, bool cut,
                                uint64_t order, const struct tally *tally)
{
	if (colored && cut)
		uncommit_colored(pb, r, order, tally);
	else
		uncommit_rest(pb, r, colored, tally);
}

/*
 * The search proper. `colored`, `watched` and `track` are constants at each
 * call, so the compiler builds lean copies: no colour tests for plain exact
 * cover, no callback tests when nobody listens, no tally of dead items where
 * the scan is short.
 */
DLX_INLINE void run_search(struct dlx_problem *pb, struct run *run, bool colored, bool watched,
                           bool track, bool cut, bool limited, int size)
{
	const struct dlx_search_options *opt = run->opt;
	struct dlx_stats *stats = run->stats;
	LINK_NODE *node = LINK_NODES(pb);
	int32_t *choice = pb->choice;
	const int32_t items = pb->items;
	int32_t *dead_after_cover = pb->dead_after_cover;
	uint64_t *order = pb->commit_order;
	struct tally tally = {.dead = track ? count_dead(pb) : 0,
	                      .track = track,
	                      .size = size,
	                      .limited = limited};
	const uint64_t node_limit = opt->node_limit;
	struct memo *memo = run->memo;
	uint64_t nodes = 0, branches = 0;
	int level = 0, max_level = 0, stop = -1;

forward:
	if (watched) {
		stats->nodes = nodes;
		if ((stop = check_limits(pb, run, level)) >= 0)
			goto unwind;
		if (opt->level_nodes && level < opt->level_nodes_length)
			opt->level_nodes[level]++;
	} else if (limited && nodes >= node_limit) {
		stop = DLX_STOP_NODES;
		goto unwind;
	}
	nodes++;
	if (level > max_level)
		max_level = level;
	{
		int32_t x;
		if (track && tally.dead > 0) { /* an item has no option left: nothing below succeeds */
			if (!watched)
				goto backup;
			x = first_dead(pb); /* named for the trace */
		} else if ((x = choose_item(pb)) == 0) {
			stats->nodes = nodes;
			if ((stop = report_solution(pb, run, level)) >= 0)
				goto unwind;
			goto backup;
		}
		if (watched) {
			pb->branches[level] = pb->len[x];
			pb->position[level] = 0;
			if (opt->on_trace &&
			    opt->on_trace(opt->user, DLX_EVENT_CHOOSE, level, x - 1, -1, pb->len[x])) {
				stop = DLX_STOP_CALLBACK;
				goto unwind;
			}
		}
		if (pb->len[x] == 0)
			goto backup;
		if (memo && memo_enter(memo, pb, pb->len[x], nodes, level, &stats->solutions,
		                       tally.updates))
			goto backup; /* a state searched before: its count is added */
		branches += pb->len[x] > 1;
		cover(pb, x, colored, &tally);
		if (track)
			dead_after_cover[level] = tally.dead;
		choice[level] = node[x].down;
	}

advance:
	{
		int32_t r = choice[level];
		if (r <= items) { /* back at the item's head: every option tried */
			uncover(pb, r, colored, &tally);
			tally.dead = 0; /* as before the cover: only such a node branches */
			if (memo)
				memo_leave(memo, level, stats->solutions, tally.updates);
			if (watched && opt->on_trace &&
			    opt->on_trace(opt->user, DLX_EVENT_BACKTRACK, level, r - 1, -1,
			                  pb->branches[level])) {
				stop = DLX_STOP_CALLBACK;
				goto unwind;
			}
			goto backup;
		}
		if (watched && opt->on_trace &&
		    opt->on_trace(opt->user, DLX_EVENT_TRY, level, node[r].top - 1, option_of(pb, r),
		                  pb->position[level])) {
			stop = DLX_STOP_CALLBACK;
			/* nothing of r is committed yet: unwind from the covered item */
			uncover(pb, node[r].top, colored, &tally);
			goto unwind;
		}
		if (!cut) {
			commit_rest(pb, r, colored, &tally);
		} else if (colored ? !commit_colored_or_undo(pb, r, &order[level], &tally)
		                   : !commit_rest_or_undo(pb, r, &tally)) {
			/* the node below is a dead end: counted as if visited, then passed */
			if (limited && nodes >= node_limit) { /* where the search would have stopped */
				uncover(pb, node[r].top, colored, &tally);
				stop = DLX_STOP_NODES;
				goto unwind;
			}
			nodes++;
			if (level + 1 > max_level)
				max_level = level + 1;
			tally.dead = dead_after_cover[level];
			choice[level] = node[r].down;
			goto advance;
		}
		level++;
		goto forward;
	}

backup:
	if (level == 0)
		goto done;
	level--;
	/* recover: */
	{
		int32_t r = choice[level];
		uncommit_option(pb, r, colored, cut, order[level], &tally);
		/* the "un" operations leave the tally alone: back to its value after the cover */
		if (track)
			tally.dead = dead_after_cover[level];
		choice[level] = node[r].down;
		if (watched)
			pb->position[level]++;
	}
	goto advance;

unwind:
	if (!UNWINDS_LINKS)
		goto done; /* the copy is thrown away: its caller puts back len[] and item[] */
	/* Levels below `level` each hold a committed option inside a covered item. */
	while (level > 0) {
		level--;
		int32_t r = choice[level];
		uncommit_option(pb, r, colored, cut, order[level], &tally);
		uncover(pb, node[r].top, colored, &tally);
	}
done:
	stats->nodes = nodes;
	stats->branches = branches;
	stats->updates = tally.updates;
	stats->max_level = max_level;
	stats->stop = stop >= 0 ? (enum dlx_stop)stop : DLX_STOP_EXHAUSTED;
}

/*
 * One copy of the loop per combination of the constants (see run_search).
 * Plain problems whose options all have 3, 4 or 6 items (Langford pairs,
 * Sudoku and n queens, pentominoes) get copies with the option walks
 * unrolled; the watched copy keeps the general walk, which visits the same
 * tree. Problems with long options (choose.h: cuts_dead_ends) also stop a
 * commit at the first dead end. A node limit alone is a comparison a node in
 * copies of their own for the budgeted searches of options of 4 items (the
 * generator and the rater: with the tally, or without it on small problems);
 * the copies without it stay as lean as they were (the comparison alone
 * slows Langford pairs: bench/NOTES.md, engine).
 */
DLX_INLINE void run_unwatched(struct dlx_problem *pb, struct run *run, bool track, bool cut,
                              int size)
{
	if (cut)
		run_search(pb, run, false, false, true, true, false, size);
	else if (track)
		run_search(pb, run, false, false, true, false, false, size);
	else
		run_search(pb, run, false, false, false, false, false, size);
}

/* The option size whose walks the lean copies unroll (3, 4 or 6), else 0. */
static inline int unrolled_size(const struct dlx_problem *pb)
{
	int size = pb->option_size;
	return size == 3 || size == 4 || size == 6 ? size : 0;
}

/*
 * The lean copies for plain problems: a node limit alone on the Sudoku
 * shape (see lean_limit in search.c), else by option size and whether a
 * commit stops at the first dead end.
 */
DLX_INLINE void run_lean_plain(struct dlx_problem *pb, struct run *run, bool track)
{
	if (run->opt->node_limit) { /* options of four items alone come here: see lean_limit */
		track ? run_search(pb, run, false, false, true, false, true, 4)
		      : run_search(pb, run, false, false, false, false, true, 4);
		return;
	}
	bool cut = cuts_dead_ends(pb);
	switch (unrolled_size(pb)) {
	case 3: run_unwatched(pb, run, track, false, 3); break;
	case 4: run_unwatched(pb, run, track, false, 4); break;
	case 6: run_unwatched(pb, run, track, cut, 6); break;
	default: run_unwatched(pb, run, track, cut, 0); break;
	}
}

#endif
