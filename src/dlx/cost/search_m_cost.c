/*
 * search_m_cost.c - what costs add to Algorithm M (search_m.c) when
 * dlx_search_best runs on a problem with item bounds: each level's cost
 * so far, the cut, and the offer of a solution to the list (best.c).
 *
 * The cut. Costs are never negative, so a partial solution must still pay,
 * for every active primary item i that needs r > 0 more options, at least
 * the r cheapest options left on i's list: they are distinct options, and
 * only options on that list can cover i. The largest of these sums over
 * the items is a lower bound on what the rest costs. A node is dropped
 * when its cost so far plus that bound is *above* the cutoff (best_cutoff):
 * one that can reach the cutoff exactly might still win the tie on its
 * options (dlx.h), and pruning it would make the answer depend on the
 * order the solutions came in, or on the split between threads.
 */
#include "m/search_m.h"

#include "cost/best.h"

#include <stdlib.h>

/* The cheapest options of a list that the bound adds up one by one; past them, the last repeats. */
#define SUM_CHEAPEST 8

int m_cost_start(struct m_cost *c, const struct dlx_problem *pb, struct dlx_best *best)
{
	*c = (struct m_cost){.best = best};
	int64_t total = 0;
	for (int32_t o = 0; o < pb->cost_count; o++)
		if (__builtin_add_overflow(total, pb->cost[o], &total))
			return DLX_ERANGE; /* a solution's cost could overflow */
	c->node_cost = calloc((size_t)pb->node_count, sizeof *c->node_cost);
	c->level_cost = malloc(((size_t)dlx_max_depth(pb) + 1) * sizeof *c->level_cost);
	if (!c->node_cost || !c->level_cost) {
		m_cost_finish(c);
		return DLX_ENOMEM;
	}
	for (int32_t o = 0; o < pb->cost_count; o++)
		for (int32_t q = pb->option_first[o]; pb->node[q].top > 0; q++)
			c->node_cost[q] = pb->cost[o];
	return 0;
}

void m_cost_finish(struct m_cost *c)
{
	free(c->node_cost);
	free(c->level_cost);
	c->node_cost = NULL;
	c->level_cost = NULL;
}

/*
 * The `need` cheapest costs on item x's list added up (the SUM_CHEAPEST
 * cheapest, then the dearest of those for each one more), or INT64_MAX
 * when the list is shorter than `need`.
 */
static int64_t cheapest_sum(const struct m_cost *c, const struct dlx_problem *pb, int32_t x,
                            int32_t need)
{
	if (pb->len[x] < need)
		return INT64_MAX;
	int64_t least[SUM_CHEAPEST];
	int kept = 0, want = need < SUM_CHEAPEST ? need : SUM_CHEAPEST;
	for (int32_t q = pb->node[x].down; q != x; q = pb->node[q].down) {
		int64_t cost = c->node_cost[q];
		if (kept == want && cost >= least[kept - 1])
			continue;
		int at = kept < want ? kept++ : kept - 1;
		for (; at > 0 && least[at - 1] > cost; at--)
			least[at] = least[at - 1];
		least[at] = cost;
	}
	int64_t sum = 0, more;
	for (int k = 0; k < kept; k++)
		sum += least[k]; /* no overflow: the costs of all options fit (m_cost_start) */
	if (__builtin_mul_overflow(least[kept - 1], (int64_t)(need - kept), &more) ||
	    __builtin_add_overflow(sum, more, &sum))
		return INT64_MAX;
	return sum;
}

/* Whether the rest can cost at most `room`: the largest cheapest_sum over the active items. */
static bool completion_fits(const struct m_cost *c, const struct dlx_problem *pb, int64_t room)
{
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next) {
		int32_t need = pb->bound[x].bound - pb->bound[x].slack;
		if (need > 0 && cheapest_sum(c, pb, x, need) > room)
			return false;
	}
	return true;
}

bool m_cost_enter(struct m_cost *c, const struct dlx_problem *pb, int level, bool may_cut)
{
	int64_t cost = 0;
	if (level > 0) {
		int32_t x = pb->m.choice[level - 1];
		cost = c->level_cost[level - 1] + (x > pb->items ? c->node_cost[x] : 0);
	}
	c->level_cost[level] = cost;
	int64_t cutoff = best_cutoff(c->best);
	if (!may_cut || cutoff == INT64_MAX)
		return true;
	return cost <= cutoff && completion_fits(c, pb, cutoff - cost);
}

int m_cost_offer(struct m_cost *c, int level, int *options, int count)
{
	return best_offer_unsorted(c->best, c->level_cost[level], options, count);
}
