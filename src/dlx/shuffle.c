/*
 * shuffle.c - dlx_problem_shuffle: a seeded random order for every item's
 * options and for the items themselves (the contract is in dlx.h).
 *
 * Each list is put back in the order the options were added (node indices
 * grow with it) before it is shuffled, so the order depends on the seed
 * alone, not on earlier shuffles: a generator that reshuffles its matrix for
 * every grid can be reseeded and then repeats a fresh one exactly.
 */
#include "problem.h"
#include "random.h"

#include <stdlib.h>

static int by_index(const void *a, const void *b)
{
	int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
	return (x > y) - (x < y);
}

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

int dlx_problem_shuffle(struct dlx_problem *pb, uint64_t seed)
{
	if (!pb)
		return DLX_EINVAL;
	if (pb->required_count > 0)
		return DLX_EBUSY;
	int32_t longest = pb->items;
	for (int32_t x = 1; x <= pb->items; x++)
		if (pb->len[x] > longest)
			longest = pb->len[x];
	int32_t *order = malloc(((size_t)longest + 1) * sizeof *order);
	if (!order)
		return DLX_ENOMEM;
	struct rng rng;
	rng_seed(&rng, seed);
	struct dlx_node *node = pb->node;
	for (int32_t x = 1; x <= pb->items; x++) {
		int32_t count = 0;
		for (int32_t q = node[x].down; q != x; q = node[q].down)
			order[count++] = q;
		qsort(order, (size_t)count, sizeof *order, by_index);
		rng_shuffle(&rng, order, count);
		int32_t prev = x;
		for (int32_t k = 0; k < count; k++) {
			node[order[k]].up = prev;
			node[prev].down = order[k];
			prev = order[k];
		}
		node[prev].down = x;
		node[x].up = prev;
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
	pb->pristine_valid = false;
	free(order);
	return 0;
}

