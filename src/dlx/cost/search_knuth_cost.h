/*
 * search_knuth_cost.h - the reference cost loop (private; see
 * search_knuth_cost.c).
 */
#ifndef DLX_SEARCH_KNUTH_COST_H
#define DLX_SEARCH_KNUTH_COST_H

#include "matrix/problem.h"

/*
 * dlx_search_best's reference loop, for options->knuth_counts on a problem
 * without item bounds: DLX5's steps one by one, counting nodes, updates and
 * mems as DLX5 does. Honours node_limit, time_limit, solution_limit and
 * on_solution. Returns 0, DLX_ENOMEM or DLX_ERANGE.
 */
int search_knuth_cost(struct dlx_problem *pb, struct dlx_best *best,
                      const struct dlx_search_options *options, struct dlx_stats *stats);

#endif
