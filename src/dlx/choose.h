/*
 * choose.h - the item the search branches on (private): the active primary
 * item with the fewest options. search.c and prefix.c both use it, so a
 * search cut into parts walks exactly the tree of the undivided search.
 */
#ifndef DLX_CHOOSE_H
#define DLX_CHOOSE_H

#include "links.h"

/* Items compared at a time by the scan: a block's minimum needs no branch per item. */
#define SCAN_BLOCK 64

/*
 * The active primary item with the fewest options, or 0 when none is left.
 * Covered items carry DLX_COVERED in len[], so a scan of len[1..primary] in
 * item order needs no list walk: its loads are independent, and the
 * compiler turns each block's minimum into vector code. It stops at the
 * first block holding a dead end (0) or a forced move (1). Ties go to the
 * lowest item number.
 */
DLX_INLINE int32_t choose_in_order(const struct dlx_problem *pb)
{
	const int32_t *len = pb->len;
	const int32_t last = pb->primary;
	int32_t best = 0, best_len = INT32_MAX, x = 1;
	for (; x + SCAN_BLOCK - 1 <= last; x += SCAN_BLOCK) {
		int32_t low = INT32_MAX;
		for (int k = 0; k < SCAN_BLOCK; k++)
			low = len[x + k] < low ? len[x + k] : low;
		if (low < best_len) {
			best = x;
			while (len[best] != low)
				best++;
			best_len = low;
			if (low <= 1)
				return best;
		}
	}
	for (; x <= last; x++)
		if (len[x] < best_len) {
			best = x;
			best_len = len[x];
		}
	return best;
}

/* The same choice in the order of the (shuffled) active list: ties go to the first. */
DLX_INLINE int32_t choose_in_list(const struct dlx_problem *pb)
{
	const struct dlx_item *item = pb->item;
	const int32_t *len = pb->len;
	int32_t best = 0, best_len = INT32_MAX;
	for (int32_t x = item[0].next; x != 0; x = item[x].next) {
		if (len[x] < best_len) {
			best = x;
			best_len = len[x];
			if (best_len <= 1)
				break;
		}
	}
	return best;
}

DLX_INLINE int32_t choose_item(const struct dlx_problem *pb)
{
	if (pb->item[0].next == 0)
		return 0;
	return pb->shuffled ? choose_in_list(pb) : choose_in_order(pb);
}

#endif
