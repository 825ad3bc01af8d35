/*
 * state.c - the key of a search state for the ZDD (state.h).
 *
 * Two states with the same options left have the same solutions below
 * them. The count memo's key, the covered set, names the options left in
 * a plain problem; the ZDD's key adds two things.
 *
 * Spent secondary items: one that no option left uses constrains nothing
 * more, so it is marked as if covered and states that differ only there
 * merge. DLX6 leaves such items out of its signature for the same reason;
 * without this, n queens (diagonals secondary) would get a larger diagram
 * than DLX6's. (The count memo keeps the plain key: there a miss only
 * costs work, where here it costs nodes.)
 *
 * Colours: the options left depend on the colour each secondary item is
 * committed to (purify hides those that give another), so the colours of
 * the items still in use follow the covered set. A purified item's length
 * is no help in telling whether it is still in use: hide() leaves the
 * nodes that agree with the colour in their list (moves.h), so they stay
 * counted after their option is gone. Such an item is in use when one of
 * the options in its list is live, which option_live reads off the links.
 */
#include "zdd/state.h"

#include "count/memo.h"

/* Whether node n is in its item's list: its upper neighbour still points to it. */
static bool linked(const struct dlx_node *node, int32_t n)
{
	return node[node[n].up].down == n;
}

/*
 * Whether the option of node p (in a coloured problem) is still in play:
 * none of its items covered, and every node that a hide would take out
 * (all but those agreeing with a purified item, colour -1) in its list.
 */
static bool option_live(const struct dlx_problem *pb, int32_t p)
{
	const struct dlx_node *node = pb->node;
	int32_t first = p;
	while (node[first - 1].top > 0)
		first--;
	for (int32_t n = first; node[n].top > 0; n++) {
		if (pb->len[node[n].top] >= DLX_COVERED)
			return false;
		if (node[n].color >= 0 && !linked(node, n))
			return false;
	}
	return true;
}

/* Whether active secondary item x has no option left that uses it. */
static bool spent(const struct dlx_problem *pb, int32_t x, bool colored)
{
	if (pb->len[x] == 0)
		return true;
	if (!colored || pb->item[x].color == 0)
		return false; /* no node of x's list agrees with a colour: its length is exact */
	for (int32_t p = pb->node[x].down; p != x; p = pb->node[p].down)
		if (option_live(pb, p))
			return false;
	return true;
}

void zdd_state_key(const struct dlx_problem *pb, int covered_words, bool colored, uint64_t *key)
{
	memo_key(pb, covered_words, key);
	int32_t secondary = pb->items - pb->primary;
	uint64_t *colors = key + covered_words;
	if (colored)
		for (int32_t k = 0; k < (secondary + 1) / 2; k++)
			colors[k] = 0;
	for (int32_t k = 0; k < secondary; k++) {
		int32_t x = pb->primary + 1 + k;
		if (pb->len[x] >= DLX_COVERED)
			continue;
		if (spent(pb, x, colored))
			key[(x - 1) / 64] |= UINT64_C(1) << ((x - 1) % 64);
		else if (colored)
			colors[k / 2] |= (uint64_t)(uint32_t)pb->item[x].color << (32 * (k % 2));
	}
}
