/*
 * search_knuth_m.h - the reference Algorithm M loop (private; see search_knuth_m.c).
 */
#ifndef DLX_SEARCH_KNUTH_M_H
#define DLX_SEARCH_KNUTH_M_H

#include "matrix/problem.h"

/*
 * dlx_search on a problem with bounds, taking Knuth's steps one by one and
 * counting nodes, updates and mems as DLX3 does; every hook but the memo
 * and a replayed prefix. The arguments are already checked. 0 or DLX_ENOMEM
 * (the stack of dlx_max_depth levels, kept with the problem).
 */
int search_knuth_m(struct dlx_problem *pb, const struct dlx_search_options *options,
                   struct dlx_stats *stats);

#endif
