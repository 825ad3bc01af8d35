/*
 * cost.c - option costs: set and read back. The array stays NULL until the
 * first cost is set and covers only the options numbered below cost_count,
 * so a problem without costs carries no array and the options added after
 * the last dlx_set_cost read as cost 0.
 */
#include "matrix/problem.h"

#include <string.h>

int dlx_set_cost(struct dlx_problem *pb, int option, int64_t cost)
{
	if (!pb || cost < 0)
		return DLX_EINVAL;
	if (option < 0 || option >= pb->options)
		return DLX_EOPTION;
	if (option >= pb->cost_count) {
		if (cost == 0)
			return 0; /* reads as 0 already */
		int err = grow_array((void **)&pb->cost, &pb->cost_capacity, pb->options,
		                     sizeof *pb->cost);
		if (err)
			return err;
		memset(pb->cost + pb->cost_count, 0,
		       (size_t)(pb->options - pb->cost_count) * sizeof *pb->cost);
		pb->cost_count = pb->options;
	}
	pb->cost[option] = cost;
	return 0;
}

int dlx_option_cost(const struct dlx_problem *pb, int option, int64_t *cost)
{
	if (!pb || !cost)
		return DLX_EINVAL;
	if (option < 0 || option >= pb->options)
		return DLX_EOPTION;
	*cost = option < pb->cost_count ? pb->cost[option] : 0;
	return 0;
}

bool dlx_has_costs(const struct dlx_problem *pb)
{
	for (int32_t o = 0; pb && o < pb->cost_count; o++)
		if (pb->cost[o] > 0)
			return true;
	return false;
}
