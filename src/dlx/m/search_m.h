/*
 * search_m.h - Algorithm M (search_m.c), the search of a problem with item
 * bounds: dlx_search, dlx_prefixes and dlx_search_prefix hand such a
 * problem to these (private).
 */
#ifndef DLX_SEARCH_M_H
#define DLX_SEARCH_M_H

#include "matrix/problem.h"

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

/*
 * dlx_search_best on a problem with bounds (search_m_cost.c adds the
 * costs to Algorithm M), below the `count` choices of `prefix` (0: from
 * the root) as search_m_prefix replays them.
 */
int search_m_best(struct dlx_problem *pb, const int *prefix, int count, struct dlx_best *best,
                  const struct dlx_search_options *options, struct dlx_stats *stats);

/* A costed search's state (search_m_cost.c). */
struct m_cost {
	struct dlx_best *best;
	int64_t *node_cost;  /* each node's option's cost (spacers and heads: 0) */
	int64_t *level_cost; /* what the options chosen above each level cost */
};

/* Sizes *c for pb. 0, DLX_ENOMEM, or DLX_ERANGE when all the costs together overflow. */
int m_cost_start(struct m_cost *c, const struct dlx_problem *pb, struct dlx_best *best);
void m_cost_finish(struct m_cost *c);

/*
 * M2's hook: notes what the options above `level` cost; with `may_cut`,
 * false when no solution below can enter the list.
 */
bool m_cost_enter(struct m_cost *c, const struct dlx_problem *pb, int level, bool may_cut);

/* Sorts a solution's options and offers it to the list: best_offer's answer. */
int m_cost_offer(struct m_cost *c, int level, int *options, int count);

/* dlx_prefixes on a problem with bounds (same contract). */
int prefixes_m(struct dlx_problem *pb, int depth, dlx_prefix_fn on_prefix, void *user,
               uint64_t *nodes);

#endif
