/*
 * shuffle.c - dlx_problem_shuffle: a seeded random order for every item's
 * options and for the items themselves, and dlx_item_order, which reads the
 * items' order back (the contracts are in dlx.h).
 *
 * Each list is put back in the order the options were added (node indices
 * grow with it) before it is shuffled, so the order depends on the seed
 * alone, not on earlier shuffles: a generator that reshuffles its matrix for
 * every grid can be reseeded and then repeats a fresh one exactly. One pass
 * over the nodes in index order deals them out to their items' segments of
 * one array: every list in build order, with no sort.
 */
#include "matrix/problem.h"
#include "util/random.h"

#include <stdlib.h>

/* Relinks the list headed by `head` in the order given by `order`. */
static void relink_items(struct dlx_item *item, int32_t head, const int32_t *order, int32_t count)
{
	int32_t prev = head;
	for (int32_t k = 0; k < count; k++) {
		item[order[k]].prev = prev;
		item[prev].next = order[k];
		prev = order[k];
	}
	item[prev].next = head;
	item[head].prev = prev;
}

/* Relinks item x's list in the order given by `order`. */
static void relink_options(struct dlx_node *node, int32_t x, const int32_t *order, int32_t count)
{
	int32_t prev = x;
	for (int32_t k = 0; k < count; k++) {
		node[order[k]].up = prev;
		node[prev].down = order[k];
		prev = order[k];
	}
	node[prev].down = x;
	node[x].up = prev;
}

void forget_places(struct dlx_problem *pb)
{
	free(pb->rank);
	free(pb->ranked);
	pb->rank = NULL;
	pb->ranked = NULL;
}

/*
 * Numbers the primary list's places for choose_by_rank when they and the
 * list lengths fit 16 bits; without the arrays (or the memory for them) the
 * search walks the list instead, to the same choice.
 */
static void number_places(struct dlx_problem *pb)
{
	forget_places(pb);
	if (pb->primary == 0 || pb->primary >= RANK_LIMIT || pb->options >= RANK_LIMIT)
		return;
	pb->rank = calloc((size_t)pb->primary + 1, sizeof *pb->rank);
	pb->ranked = malloc((size_t)pb->primary * sizeof *pb->ranked);
	if (!pb->rank || !pb->ranked) {
		forget_places(pb);
		return;
	}
	int32_t place = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next) {
		pb->rank[x] = (uint16_t)place;
		pb->ranked[place++] = x;
	}
}

int dlx_problem_shuffle(struct dlx_problem *pb, uint64_t seed)
{
	if (!pb)
		return DLX_EINVAL;
	if (pb->required_count > 0)
		return DLX_EBUSY;
	/* nothing is required, so every node is in its item's list and len[] is exact */
	size_t items = (size_t)pb->items, nodes = (size_t)pb->node_count;
	int32_t *start = malloc((items + 2) * sizeof *start);
	int32_t *order = malloc((nodes > items ? nodes : items + 1) * sizeof *order);
	if (!start || !order) {
		free(start);
		free(order);
		return DLX_ENOMEM;
	}
	struct dlx_node *node = pb->node;
	start[1] = 0;
	for (int32_t x = 1; x <= pb->items; x++)
		start[x + 1] = start[x] + pb->len[x];
	for (int32_t q = pb->items + 2; q < pb->node_count; q++)
		if (node[q].top > 0)
			order[start[node[q].top]++] = q; /* start[x] ends at x's segment's end */
	struct rng rng;
	rng_seed(&rng, seed);
	for (int32_t x = 1; x <= pb->items; x++) {
		int32_t count = pb->len[x], *segment = order + start[x] - count;
		rng_shuffle(&rng, segment, count);
		relink_options(node, x, segment, count);
	}
	int32_t lists[2][2] = {{0, pb->primary}, {pb->items + 1, pb->items - pb->primary}};
	for (int l = 0; l < 2; l++) {
		int32_t head = lists[l][0], count = lists[l][1], first = head == 0 ? 1 : pb->primary + 1;
		for (int32_t k = 0; k < count; k++)
			order[k] = first + k;
		rng_shuffle(&rng, order, count);
		relink_items(pb->item, head, order, count);
	}
	pb->shuffled = true;
	number_places(pb);
	pb->pristine_valid = false;
	free(start);
	free(order);
	return 0;
}

int dlx_item_order(const struct dlx_problem *pb, int *items, int capacity)
{
	if (!pb || (capacity > 0 && !items))
		return DLX_EINVAL;
	int count = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next, count++)
		if (count < capacity)
			items[count] = x - 1;
	return count;
}
