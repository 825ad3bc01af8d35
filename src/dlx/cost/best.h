/*
 * best.h - the list of the k cheapest solutions (best.c), as the costed
 * search (search_cost.c) fills it, and the bound that searches in other
 * threads share.
 */
#ifndef DLX_BEST_H
#define DLX_BEST_H

#include "dlx.h"

#include <stdatomic.h>

struct dlx_bound {
	_Atomic int64_t value; /* INT64_MAX until some list is full */
};

/* One solution kept: its cost and its options, sorted increasing. */
struct best_entry {
	int64_t cost;
	int count, capacity;
	int *options;
};

struct dlx_best {
	int k, count;
	int entries;              /* allocated: grows with count, up to k */
	struct best_entry *entry; /* the first `count` in use, cheapest first */
	struct dlx_bound *bound;  /* shared with other searches, or NULL */
};

/*
 * Offers a solution (`count` options sorted increasing, costing `cost`).
 * Returns 1 when it entered the list, 0 when the list holds k solutions
 * that rank before it (or this one already), DLX_ENOMEM. A full list
 * lowers the shared bound to its k-th cost.
 */
int best_offer(struct dlx_best *best, int64_t cost, const int *options, int count);

/* best_offer for options in the order a search chose them: sorts them in place first. */
int best_offer_unsorted(struct dlx_best *best, int64_t cost, int *options, int count);

/*
 * The highest cost a solution can have and still enter the list, as far
 * as this list and the shared bound know: INT64_MAX while neither is full.
 * A solution costing exactly this much may still enter it (ties).
 */
static inline int64_t best_cutoff(const struct dlx_best *best)
{
	int64_t own = best->count < best->k ? INT64_MAX : best->entry[best->k - 1].cost;
	if (best->bound) {
		int64_t shared = atomic_load_explicit(&best->bound->value, memory_order_relaxed);
		if (shared < own)
			return shared;
	}
	return own;
}

#endif
