/*
 * search_knuth.h - the reference loop (private; see search_knuth.c).
 */
#ifndef DLX_SEARCH_KNUTH_H
#define DLX_SEARCH_KNUTH_H

#include "hooks/hooks.h"

/*
 * The reference loop: Knuth's steps one by one, counting nodes, updates
 * and mems as DLX1 and DLX2 do; every hook but the memo.
 */
void search_knuth(struct dlx_problem *pb, struct run *run);

/*
 * The reference loop's walk over the top `depth` levels (depth >= 1):
 * every node at the depth, and every solution above it, is reported as
 * a prefix and not entered, and *above gets the nodes, updates and mems
 * of the rest. The searches of the prefixes (dlx_search_prefix with the
 * same order and knuth_counts) count the nodes they enter and what they
 * do below: with the walk's figures, exactly the undivided reference
 * search's. Returns 0, or 1 when the callback stopped the walk.
 */
int knuth_walk(struct dlx_problem *pb, enum dlx_order order, int depth, dlx_prefix_fn on_prefix,
               void *user, struct dlx_stats *above);

#endif
