/*
 * search.h - what every search loop shares (private): the state of a
 * running search, and the hooks (search.c) its loop calls at the edges of
 * its steps: limits and progress as a node is entered, the report of a
 * solution, the clock. The loops sit above this (search_loop.h,
 * search_knuth.c, search_m.c), and the entry that picks one above them
 * (search_entry.c); nothing here calls back up.
 */
#ifndef DLX_SEARCH_H
#define DLX_SEARCH_H

#include "util/clock.h"
#include "count/memo.h"
#include "hooks/interrupt.h"
#include "matrix/problem.h"

/* Nodes between clock reads when a time limit is set. */
#define TIME_CHECK_INTERVAL 1024

/*
 * The limits every loop checks as it enters a node, `nodes` entered so
 * far: DLX_STOP_NODES, DLX_STOP_TIME (the clock is read once every
 * TIME_CHECK_INTERVAL nodes; a deadline of 0 is none), DLX_STOP_REQUESTED
 * (the stop object, read as rarely as the clock, the root included), or
 * -1 to go on.
 */
static inline int node_or_time_stop(const struct dlx_search_options *opt, uint64_t nodes,
                                    double deadline)
{
	if (opt->node_limit && nodes >= opt->node_limit)
		return DLX_STOP_NODES;
	if (nodes % TIME_CHECK_INTERVAL != 0)
		return -1;
	if (deadline > 0 && seconds_now() >= deadline)
		return DLX_STOP_TIME;
	return interrupt_requested(opt) ? DLX_STOP_REQUESTED : -1;
}

struct share_slot;

/* Everything a running search needs besides the problem. */
struct run {
	const struct dlx_search_options *opt;
	struct dlx_stats *stats;
	double deadline; /* 0: none */
	uint64_t next_progress;
	struct memo *memo; /* counts of subproblems (memo.h), or NULL */
	int32_t block_base; /* the first option node of the 16-bit copy's block layout, or 0 */
	int block_width;    /* and the nodes of a block there */
	/* a thread of a pool of work (share.h); read only by the loop's pool copies */
	struct share_slot *share;
	uint64_t poll_at;   /* the node count of the next poll of the pool */
	int kept;           /* levels up to this one end after their current option */
	/* the reference loop's walk above parts (search_knuth.h): 0 for a search */
	int cut_depth;
	dlx_prefix_fn on_cut;
	void *cut_user;
};

/* The number of the option that node p belongs to (walks right to its spacer). */
static inline int option_of(const struct dlx_problem *pb, int32_t p)
{
	while (pb->node[p].top > 0)
		p++;
	return -pb->node[p].top - 1;
}

/*
 * dlx_search for a thread of a pool (share_search.c): the loop's copies
 * that poll the pool, and the thread's memo, kept across its parts.
 */
/*
 * dlx_search and dlx_search_best on the calling thread alone (search_entry.c,
 * cost/search_cost.c); search.c, the door, sends a search with jobs > 1 to
 * the threads of split/ instead, which come back here for each part.
 */
int search_alone(struct dlx_problem *pb, const struct dlx_search_options *options,
                 struct dlx_stats *stats);
int search_best_alone(struct dlx_problem *pb, struct dlx_best *best,
                      const struct dlx_search_options *options, struct dlx_stats *stats);

int search_slot(struct dlx_problem *pb, const struct dlx_search_options *options,
                struct dlx_stats *stats, struct share_slot *slot);

/* dlx_search_prefix, the same way (slot NULL: dlx_search_prefix itself). */
int search_prefix_slot(struct dlx_problem *pb, const int *prefix, int count,
                       const struct dlx_search_options *options, struct dlx_stats *stats,
                       struct share_slot *slot);

/* A solution found at `level`: callbacks and the solution limit. A stop reason or -1. */
int report_solution(struct dlx_problem *pb, struct run *run, int level);

/* Limits and progress, checked each time a node is entered. Returns a stop reason or -1. */
int check_limits(struct dlx_problem *pb, struct run *run, int level);

/* What copy_node_checks returns when the progress callback is due. */
#define PROGRESS_DUE (-2)

/*
 * The node checks of a loop over a copy of its own (cells/, bits/),
 * `nodes` entered so far: the limits, the clock and the stop object
 * (node_or_time_stop), the level profile. A stop reason, -1 to go on, or
 * PROGRESS_DUE when the progress callback is due (*next_progress is then
 * moved on by the interval).
 */
int copy_node_checks(const struct dlx_search_options *opt, uint64_t nodes, double deadline,
                     int level, uint64_t *next_progress);

/*
 * A solution of such a loop, `level` options: the callback, given
 * `solution` (filled by the caller when opt->on_solution is set), and the
 * solution limit. A stop reason or -1.
 */
int copy_solution(const struct dlx_search_options *opt, struct dlx_stats *stats,
                  const int *solution, int level);

/*
 * Knuth's estimate of the share of the tree done (stats->explored): at
 * level l the search is in branch position[l] of branches[l], each branch
 * taken to weigh the same, so the branches finished at level l count
 * position[l] / (branches[0] * ... * branches[l]); the one in progress at
 * the deepest level counts half.
 */
double explored_share(int level, const int *position, const int *branches);

#endif
