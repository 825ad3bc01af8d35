/*
 * bounds.c - setting and reading primary items' multiplicities (dlx.h:
 * dlx_set_bounds). pb->bounded counts the items whose bounds differ from
 * 1:1, so dlx_search can tell in one test which loop a problem needs.
 */
#include "matrix/problem.h"

static bool plain_bounds(const struct item_bound *b)
{
	return b->bound == 1 && b->slack == 0;
}

int dlx_set_bounds(struct dlx_problem *pb, int item, int lower, int upper)
{
	if (!pb)
		return DLX_EINVAL;
	if (item < 0 || item >= pb->items)
		return DLX_EITEM;
	if (item >= pb->primary || lower < 0 || upper < 1 || lower > upper || upper > DLX_MAX_BOUND)
		return DLX_EBOUNDS;
	if (pb->required_count > 0)
		return DLX_EBUSY;
	struct item_bound *b = &pb->bound[item + 1];
	pb->bounded -= !plain_bounds(b);
	*b = (struct item_bound){.bound = upper, .slack = upper - lower};
	pb->bounded += !plain_bounds(b);
	return 0;
}

int dlx_item_bounds(const struct dlx_problem *pb, int item, int *lower, int *upper)
{
	if (!pb || !lower || !upper)
		return DLX_EINVAL;
	if (item < 0 || item >= pb->items)
		return DLX_EITEM;
	const struct item_bound *b = &pb->bound[item + 1];
	*upper = b->bound;
	*lower = b->bound - b->slack;
	return 0;
}

bool dlx_has_bounds(const struct dlx_problem *pb)
{
	return pb && pb->bounded > 0;
}

int dlx_max_depth(const struct dlx_problem *pb)
{
	if (!pb)
		return 0;
	if (!pb->bounded)
		return pb->primary;
	int64_t sum = 0;
	for (int32_t x = 1; x <= pb->primary; x++)
		sum += pb->bound[x].bound;
	int64_t most = (int64_t)pb->options + pb->primary;
	return (int)(sum < most ? sum : most);
}
