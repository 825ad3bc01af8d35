/*
 * choose.h - the item the search branches on (private): the active primary
 * item with the fewest options. The search loop and prefix.c both use it, so a
 * search cut into parts walks exactly the tree of the undivided search.
 */
#ifndef DLX_CHOOSE_H
#define DLX_CHOOSE_H

#include "matrix/moves.h"

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
			int32_t at = SCAN_BLOCK; /* where the minimum first sits: a vector minimum too */
			for (int32_t k = 0; k < SCAN_BLOCK; k++) {
				int32_t here = len[x + k] == low ? k : SCAN_BLOCK;
				at = here < at ? here : at;
			}
			best = x + at;
			best_len = low;
			if (low <= 1)
				return best;
		}
	}
	if (x > last)
		return best;
	/* the last, partial block: the same two passes over fewer items */
	int32_t low = INT32_MAX;
	for (int32_t k = x; k <= last; k++)
		low = len[k] < low ? len[k] : low;
	if (low >= best_len)
		return best;
	int32_t at = last + 1;
	for (int32_t k = x; k <= last; k++) {
		int32_t here = len[k] == low ? k : last + 1;
		at = here < at ? here : at;
	}
	return at;
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

/*
 * choose_in_list's choice without walking the list (whose loads wait on
 * each other): each primary item's key is its length above its place in the
 * list, the smallest key wins, and a scan in item order finds it in vector
 * code. Lengths 0 and 1 count alike, as the walk stops at the first item of
 * either; a covered item's length (DLX_COVERED added) saturates at 0xffff,
 * above every active one, as rank[] is kept only while the options number
 * fewer than that (problem.h).
 */
DLX_INLINE int32_t choose_by_rank(const struct dlx_problem *pb)
{
	const int32_t *len = pb->len;
	const uint16_t *rank = pb->rank;
	uint32_t best = UINT32_MAX;
	for (int32_t x = 1; x <= pb->primary; x++) {
		uint32_t length = (uint32_t)len[x];
		length = length <= 1 ? 1 : length > 0xffff ? 0xffff : length;
		uint32_t key = length << 16 | rank[x];
		best = key < best ? key : best;
	}
	return pb->ranked[best & 0xffff];
}

/*
 * Whether a search keeps the tally of dead items (moves.h). It pays where
 * the scan is long, several blocks: there a dead end found by the tally
 * skips the scan, where on a scan of one block the upkeep costs more than
 * it saves. Three blocks are still short: the generator's checks, mostly
 * 130 to 190 primary items, spend less without it, at a small cost to the
 * 17-clue puzzles, whose searches back up far more often (bench/NOTES.md,
 * engine, has the figures).
 */
static inline bool tracks_dead(const struct dlx_problem *pb)
{
	return pb->primary > 3 * SCAN_BLOCK;
}

/*
 * Whether the lean search stops an option's commit at the first dead end
 * (moves.h: commit_rest_or_undo), which needs the tally. What it saves grows
 * with the covers an option makes, its cost is per node: options of six
 * items (pentominoes) gain, where four (Sudoku, n queens) and three
 * (Langford pairs) lose (bench/NOTES.md, engine). Options of five items or
 * more on average qualify.
 */
static inline bool cuts_dead_ends(const struct dlx_problem *pb)
{
	int64_t entries = (int64_t)pb->node_count - (pb->items + 1) - (pb->options + 1);
	return pb->options > 0 && entries >= 5 * (int64_t)pb->options;
}

/*
 * The active primary items without options (dead ends), counted when a
 * search starts; from then on hide() and cover() keep the tally.
 */
static inline int32_t count_dead(const struct dlx_problem *pb)
{
	int32_t dead = 0;
	for (int32_t x = 1; x <= pb->primary; x++)
		dead += pb->len[x] == 0; /* covered items hold DLX_COVERED */
	return dead;
}

/* The first dead item in item order: what a trace shows at a dead end. */
static inline int32_t first_dead(const struct dlx_problem *pb)
{
	for (int32_t x = 1; x <= pb->primary; x++)
		if (pb->len[x] == 0)
			return x;
	return 0;
}

DLX_INLINE int32_t choose_item(const struct dlx_problem *pb)
{
	if (pb->item[0].next == 0)
		return 0;
	if (!pb->shuffled)
		return choose_in_order(pb);
	return pb->rank ? choose_by_rank(pb) : choose_in_list(pb);
}

#endif
