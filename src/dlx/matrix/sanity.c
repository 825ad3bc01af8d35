/*
 * check.c - dlx_problem_check: every link and length consistent with the
 * options as added (for tests and debug builds).
 */
#include "matrix/problem.h"

/* Checks one item's vertical list: links both ways and the length. */
static bool column_consistent(const struct dlx_problem *pb, int32_t x)
{
	const struct dlx_node *node = pb->node;
	int32_t len = 0, prev = x;
	for (int32_t q = node[x].down; q != x; q = node[q].down) {
		if (q <= pb->items + 1 || q >= pb->node_count || node[q].top != x ||
		    node[q].up != prev || ++len > pb->node_count)
			return false;
		prev = q;
	}
	int32_t expected = len + (item_active(pb, x) ? 0 : DLX_COVERED);
	return node[x].up == prev && expected == pb->len[x];
}

/* Checks a circular item list: links both ways, members in range. */
static bool list_consistent(const struct dlx_problem *pb, int32_t head, int32_t low, int32_t high)
{
	int32_t prev = head, steps = 0;
	for (int32_t x = pb->item[head].next; x != head; x = pb->item[x].next) {
		if (x < low || x > high || pb->item[x].prev != prev || ++steps > pb->items)
			return false;
		prev = x;
	}
	return pb->item[head].prev == prev;
}

/* Whether every primary item's bounds are as dlx_set_bounds left them (a search restores them). */
static bool bounds_consistent(const struct dlx_problem *pb)
{
	int32_t bounded = 0;
	for (int32_t x = 1; x <= pb->primary; x++) {
		const struct item_bound *b = &pb->bound[x];
		if (b->bound < 1 || b->bound > DLX_MAX_BOUND || b->slack < 0 || b->slack > b->bound)
			return false;
		bounded += b->bound != 1 || b->slack != 0;
	}
	return bounded == pb->bounded;
}

int dlx_problem_check(const struct dlx_problem *pb)
{
	if (!pb)
		return DLX_EINVAL;
	if (!bounds_consistent(pb))
		return DLX_ECORRUPT;
	if (!list_consistent(pb, 0, 1, pb->primary) ||
	    !list_consistent(pb, pb->items + 1, pb->primary + 1, pb->items))
		return DLX_ECORRUPT;
	for (int32_t x = 1; x <= pb->items; x++)
		if (!column_consistent(pb, x))
			return DLX_ECORRUPT;
	if (pb->required_count > 0)
		return 0; /* covered items' lists are legitimately short; nothing more to compare */
	int32_t active = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next)
		active++;
	for (int32_t x = pb->item[pb->items + 1].next; x != pb->items + 1; x = pb->item[x].next)
		active++;
	if (active != pb->items)
		return DLX_ECORRUPT;
	for (int32_t q = pb->items + 2; pb->has_colors && q < pb->node_count; q++)
		if (pb->node[q].color < 0)
			return DLX_ECORRUPT;
	int32_t total = 0;
	for (int32_t x = 1; x <= pb->items; x++) {
		if (pb->item[x].color != 0)
			return DLX_ECORRUPT;
		total += pb->len[x];
	}
	int32_t nodes = pb->node_count - pb->items - 2 - pb->options;
	return total == nodes ? 0 : DLX_ECORRUPT;
}
