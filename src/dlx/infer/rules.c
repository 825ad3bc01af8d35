/*
 * rules.c - the inference rules, applied at the item i a node is about to
 * branch on. Item i must lie in exactly one chosen option, and that option
 * is one of those left in i's list, so an option that clashes with every
 * one of them (shares an item with each) and does not hold i can never be
 * part of a solution below this node: choosing it would leave i with no
 * option. Such options are taken away with hide_all (matrix/moves.h),
 * the move dlx_exclude makes, and pushed on a stack that infer_restore
 * pops in reverse order, which is what keeps the links intact: an option
 * put back goes into lists exactly as they stood when it left them.
 *
 * Two tests find such options:
 *   - items in every option (Knuth's DLX-PRE calls the pairs of items
 *     behind it "item i implies item j"): when every option of i also
 *     holds item j, every option of j without i clashes with all of i's.
 *     In Sudoku this is locked candidates (pointing and claiming). It
 *     reads only the options of i.
 *   - clashes with every option (DLX-PRE's "blocking"): walks the lists
 *     of the items of i's options and counts, for each option met, how
 *     many of i's options it clashes with. It finds all the options the
 *     first test finds and more, at the cost of reading those lists.
 * The search (search_infer.c) runs the second at the item it branches on
 * and the first at every other item with two options: bench/NOTES.md
 * (infer) has what each gave.
 *
 * Counters carry the number of the test that set them, so a test starts
 * without clearing arrays the size of the problem.
 */
#include "infer/infer.h"

#include <stdlib.h>
#include <string.h>

int infer_init(struct infer *in, struct dlx_problem *pb)
{
	size_t options = pb->options > 0 ? (size_t)pb->options : 1;
	*in = (struct infer){.pb = pb};
	in->owner = malloc((size_t)pb->node_count * sizeof *in->owner);
	in->option_test = calloc(options, sizeof *in->option_test);
	in->option_hits = calloc(options, sizeof *in->option_hits);
	in->taken = malloc(options * sizeof *in->taken);
	in->mark = malloc(((size_t)pb->level_capacity + 1) * sizeof *in->mark);
	if (!in->owner || !in->option_test || !in->option_hits || !in->taken || !in->mark) {
		infer_finish(in);
		return DLX_ENOMEM;
	}
	/* option k's nodes lie between the spacer before it and the one after (problem.h) */
	int32_t option = 0;
	for (int32_t q = pb->items + 2; q < pb->node_count; q++) {
		if (pb->node[q].top <= 0)
			option++;
		else
			in->owner[q] = option;
	}
	return 0;
}

void infer_finish(struct infer *in)
{
	free(in->owner);
	free(in->option_test);
	free(in->option_hits);
	free(in->taken);
	free(in->mark);
	*in = (struct infer){0};
}

/* A fresh test number; after 2^32 tests the counters are cleared, so none looks current. */
static uint32_t next_test(struct infer *in)
{
	if (++in->test == 0) {
		size_t options = in->pb->options > 0 ? (size_t)in->pb->options : 1;
		memset(in->option_test, 0, options * sizeof *in->option_test);
		in->test = 1;
	}
	return in->test;
}

/* Takes away the (live) option of node p, and remembers it. */
static void take(struct infer *in, int32_t p)
{
	int32_t first = in->pb->option_first[in->owner[p]];
	hide_all(in->pb, first, &in->tally);
	in->taken[in->top++] = first;
	in->inferred++;
}

void infer_restore(struct infer *in, int32_t mark)
{
	while (in->top > mark)
		unhide_all(in->pb, in->taken[--in->top]);
}

/* Marks i's own options with test `test` and no hits: the second test takes none. */
static void mark_own(struct infer *in, int32_t i, uint32_t test)
{
	const struct dlx_node *node = in->pb->node;
	for (int32_t r = node[i].down; r != i; r = node[r].down) {
		in->option_test[in->owner[r]] = test;
		in->option_hits[in->owner[r]] = -1;
	}
}

/*
 * The first test, for an item i of two options r1 and r2: an item x of r1
 * that r2 holds too lies in both, and every node of x's list but those of
 * r1 and r2 belongs to an option without i. Two short walks, no counters.
 */
bool infer_pair(struct infer *in, int32_t i)
{
	const struct dlx_node *node = in->pb->node;
	int32_t r1 = node[i].down, r2 = node[r1].down;
	bool any = false;
	for (int32_t q = node[r1].right; q != r1; q = node[q].right)
		for (int32_t p = node[r2].right; p != r2; p = node[p].right) {
			if (node[p].top != node[q].top)
				continue;
			int32_t x = node[q].top;
			/* a node taken away keeps its down link, so the walk goes on from it */
			for (int32_t o = node[x].down; o != x; o = node[o].down)
				if (o != q && o != p) {
					take(in, o);
					any = true;
				}
			break;
		}
	return any;
}

/*
 * The second test. For the t-th option of i, an option met in the lists
 * of its items counts t+1 once it has counted t; those that reach len[i]
 * on the last go.
 */
bool infer_clashes(struct infer *in, int32_t i)
{
	const struct dlx_node *node = in->pb->node;
	uint32_t test = next_test(in);
	int32_t n = in->pb->len[i], t = 0;
	bool any = false;
	mark_own(in, i, test);
	for (int32_t r = node[i].down; r != i; r = node[r].down, t++)
		for (int32_t q = node[r].right; q != r; q = node[q].right) {
			int32_t x = node[q].top;
			for (int32_t p = node[x].down; p != x; p = node[p].down) {
				int32_t o = in->owner[p];
				if (in->option_test[o] != test) {
					if (t == 0) {
						in->option_test[o] = test;
						in->option_hits[o] = 1;
					}
				} else if (in->option_hits[o] == t) {
					in->option_hits[o] = t + 1;
					if (t + 1 == n) {
						take(in, p);
						any = true;
					}
				}
			}
		}
	return any;
}


