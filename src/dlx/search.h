/*
 * search.h - what the two copies of the search loop share (private): the
 * state of a running search, the hooks the loop calls, and the compact
 * search of search_compact.c. search.c holds the loop over node[] and the
 * public entry; search_compact.c compiles the same loop over a 16-bit copy.
 */
#ifndef DLX_SEARCH_H
#define DLX_SEARCH_H

#include "memo.h"
#include "problem.h"

/* Everything a running search needs besides the problem. */
struct run {
	const struct dlx_search_options *opt;
	struct dlx_stats *stats;
	double deadline; /* 0: none */
	uint64_t next_progress;
	struct memo *memo; /* counts of subproblems (memo.h), or NULL */
	int32_t block_base; /* the first option node of the 16-bit copy's block layout, or 0 */
	int block_width;    /* and the nodes of a block there */
};

/* The number of the option that node p belongs to (walks right to its spacer). */
static inline int option_of(const struct dlx_problem *pb, int32_t p)
{
	while (pb->node[p].top > 0)
		p++;
	return -pb->node[p].top - 1;
}

/* A solution found at `level`: callbacks and the solution limit. A stop reason or -1. */
int report_solution(struct dlx_problem *pb, struct run *run, int level);

/* Limits and progress, checked each time a node is entered. Returns a stop reason or -1. */
int check_limits(struct dlx_problem *pb, struct run *run, int level);

/*
 * The lean search of a plain problem (no colours, nobody watching) on a
 * 16-bit copy of node[], when the problem is small enough and the copy
 * could be made; false (nothing searched) otherwise.
 */
bool search_compact(struct dlx_problem *pb, struct run *run, bool track);

/*
 * The reference loop (search_knuth.c): Knuth's steps one by one, counting
 * nodes, updates and mems as DLX1 and DLX2 do; every hook but the memo.
 */
void search_knuth(struct dlx_problem *pb, struct run *run);

#endif
