/*
 * share.h - work sharing between threads that search one problem (private;
 * the pool itself, struct dlx_share, is share.c's).
 *
 * A thread searching a part of the tree polls every SHARE_POLL_NODES nodes.
 * When another thread waits for work and the pool is empty, it gives away
 * the untried options of its shallowest level that still has any: the
 * biggest piece it holds. Each goes to the pool as a prefix (the options
 * chosen above that level, then the untried one), which dlx_search_prefix
 * can search, and the giver marks the level as kept: when its current
 * option is done the level backs up as if every option had been tried.
 *
 *     level 0   a  (last option)         given away: b2, b3
 *     level 1   b1 ---- b2  b3           the level is kept: b1 is its last
 *     level 2   c1  c2  c3 ...           searched on as before
 *
 * Levels above the kept one have no option left (it is the shallowest with
 * any), so one number, the deepest kept level, marks them all. The subtrees
 * given away are exactly those the giver would have searched next, so every
 * solution and node is counted once, by whoever searches it.
 */
#ifndef DLX_SHARE_H
#define DLX_SHARE_H

#include "matrix/moves.h"
#include "hooks/hooks.h"

/* Nodes between polls: the cost of a poll is lost in them, and an idle thread waits little. */
#define SHARE_POLL_NODES 4096

/* A thread's state while it searches for a pool (share.c). */
struct share_slot {
	struct dlx_share *pool;
	int id;                /* the thread's number in a pool that takes turns; -1 before */
	int *prefix;           /* the part under search: its options */
	int prefix_count;
	int prefix_room;
	int32_t *untried;      /* room for a level's untried options (nodes of the loop's layout) */
	int *given;            /* room for one prefix given away */
	struct memo memo;      /* over the pool's table: a state counted once is known to all */
	bool memo_tried, memo_ready, memo_retried;
	uint64_t nodes_before; /* nodes of this thread's earlier parts */
	double part_share;     /* with progress: the part's share of the tree (dlx_prefix_share) */
	double given_share;    /* and the share of it given away so far */
};

/*
 * Takes the oldest part of the pool into slot->prefix, waiting while none
 * is queued and another thread still searches (it may give some away).
 * 1: a part to search, then end_part; 0: the work is done or the pool was
 * stopped; DLX_ENOMEM (the pool is stopped: a part would be lost).
 */
int take_part(struct share_slot *slot, const struct dlx_problem *pb);

/* A part taken is searched: the last busy thread, with nothing queued, ends the work. */
void end_part(struct dlx_share *pool);

/* In a pool that takes turns, hands the turn on and waits for it to come back. */
void share_next_turn(struct share_slot *slot);

/* Whether the pool was stopped. */
bool share_stopped(const struct share_slot *slot);

/*
 * dlx_search on the calling thread alone, with a stop object: as a pool of
 * one thread (dlx_search_shared over the empty prefix), whose copies of the
 * loop poll. Returns dlx_search's codes; on no memory for the pool, the
 * watched loop searches instead (search_entry.c).
 */
int search_polled(struct dlx_problem *pb, const struct dlx_search_options *options,
                  struct dlx_stats *stats);

/* Whether a thread waits and nothing is left in the pool for it. */
bool share_wanted(const struct share_slot *slot);

/*
 * Gives `count` untried options (nodes in untried[]) of `level` to the pool
 * as prefixes, and keeps the level: run->kept becomes `level`.
 */
void share_give(struct dlx_problem *pb, struct run *run, int level, int count);

/*
 * The thread's memo for a count (memo.h), made on first use and kept across
 * the parts, storing in the one table of the pool (memo_table.h) that the
 * first thread to ask makes; NULL when none could be made.
 */
struct memo *share_memo(struct share_slot *slot, const struct dlx_problem *pb, size_t bytes);

/*
 * Adds a thread's nodes, at the end of its call, to those of the pool's
 * earlier rounds: a pool searched again (dlx_share_add after the work was
 * done) has its table of counts full already, so its memo starts at once.
 */
void share_round_nodes(struct dlx_share *pool, uint64_t nodes);

/*
 * The poll of the search loop (search_loop.h), at a node of `level` with
 * the options of levels 0 .. level-1 committed: a stop reason when the pool
 * was stopped, else -1, after giving work away if a thread waits. Inline
 * because the untried options are read from the loop's own copy of the
 * links (LINK_NODES: node[] or the 16-bit copy).
 */
DLX_INLINE int share_poll(struct dlx_problem *pb, struct run *run, int level, uint64_t nodes)
{
	const LINK_NODE *node = LINK_NODES(pb);
	run->poll_at = nodes + SHARE_POLL_NODES;
	share_next_turn(run->share);
	if (interrupt_requested(run->opt))
		return DLX_STOP_REQUESTED;
	if (share_stopped(run->share))
		return DLX_STOP_CALLBACK;
	if (!share_wanted(run->share))
		return -1;
	for (int l = run->kept + 1; l < level; l++) {
		int count = 0;
		for (int32_t p = node[pb->choice[l]].down; p > pb->items; p = node[p].down)
			run->share->untried[count++] = p;
		if (count > 0) { /* the piece may be small (a dead end): look again soon */
			share_give(pb, run, l, count);
			run->poll_at = nodes + SHARE_POLL_NODES / 16;
			break;
		}
	}
	return -1;
}

#endif
