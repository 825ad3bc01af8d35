/*
 * search_m.h - Algorithm M (search_m.c), the search of a problem with item
 * bounds: dlx_search, dlx_prefixes and dlx_search_prefix hand such a
 * problem to these (private).
 */
#ifndef DLX_SEARCH_M_H
#define DLX_SEARCH_M_H

#include "problem.h"

/* dlx_search on a problem with bounds (the arguments already checked). */
int search_m(struct dlx_problem *pb, const struct dlx_search_options *options,
             struct dlx_stats *stats);

/*
 * dlx_search_prefix on a problem with bounds: `prefix` holds the choices
 * of levels 0 .. count-1 as dlx_prefixes reports them (an option number,
 * or -1 - item for a skip), which the search replays before it searches
 * the subtree below them. DLX_ECONFLICT when the tree has no such path.
 */
int search_m_prefix(struct dlx_problem *pb, const int *prefix, int count,
                    const struct dlx_search_options *options, struct dlx_stats *stats);

/* dlx_prefixes on a problem with bounds (same contract). */
int prefixes_m(struct dlx_problem *pb, int depth, dlx_prefix_fn on_prefix, void *user,
               uint64_t *nodes);

#endif
