/*
 * search_compact.c - the lean search of small plain problems, on a copy of
 * node[] in 16 bits (struct dlx_node16).
 *
 * A node of four 32-bit fields fills a quarter of a cache line, and the
 * links of one cover land on many lines: a pentomino matrix (14,000 nodes)
 * takes 220 KB, far past the first-level cache. In 16 bits it takes half,
 * and the same walks run about a fifth faster on pentominoes and a tenth on
 * Langford pairs and n queens (bench/NOTES.md). The loop is search_loop.h,
 * compiled here once more with links.h working on the copy; lengths, item
 * lists and the choice stack stay where they are, shared with node[].
 *
 * The copy is made at the start of each search, from node[] as it stands
 * (requirements and exclusions included), and not read after it: node[]
 * itself is never touched, and the next search copies afresh (its buffer
 * is kept). Trace, progress and limits other than a
 * node budget stay on node[] (the watched copy of the loop in search.c).
 */
#include "problem.h"

#include <stdlib.h>
#include <string.h>

#define LINK_NODE struct dlx_node16
#define LINK_NODES(pb) ((pb)->compact)
#define LINK_RIGHT_IS_FIRST /* where walks_from_first says so: see make_compact */
#define LINK_COPY_DISCARDED /* see save_lists */
#include "search_loop.h"

/*
 * Whether every node index fits the 16-bit copy (item numbers then fit too:
 * each item has a head node).
 */
static bool fits_compact(const struct dlx_problem *pb)
{
	return !pb->has_colors && pb->node_count <= INT16_MAX;
}

/*
 * Copies the options from node `start` on, each of `size` nodes and a
 * spacer, with right naming the option's first node (links.h: option_next).
 */
static void copy_from_first(struct dlx_node16 *to, const struct dlx_node *from,
                                int32_t start, int32_t end, int size)
{
	for (int32_t first = start; first < end; first += size + 1)
		for (int k = 0; k <= size; k++) /* the spacer last: its right is never read */
			to[first + k] = (struct dlx_node16){.up = (int16_t)from[first + k].up,
			                                    .down = (int16_t)from[first + k].down,
			                                    .top = (int16_t)from[first + k].top,
			                                    .right = (int16_t)first};
}

/*
 * Copies node[] into pb->compact, growing it first. False when memory runs
 * out. It runs before every search, most of them small (the Sudoku layer's
 * reduced problems); GCC turns the plain loop into vector packs, twice as
 * wide in the AVX2 copy (generation: 320.2 M -> 309.7 M instructions). `track`
 * is the search's (choose.h: tracks_dead), which walks_from_first also
 * reads.
 */
DLX_MULTIVERSION
static bool make_compact(struct dlx_problem *pb, bool track)
{
	if (pb->compact_capacity < pb->node_count) {
		struct dlx_node16 *grown = realloc(pb->compact, (size_t)pb->node_count * sizeof *grown);
		if (!grown)
			return false;
		pb->compact = grown;
		pb->compact_capacity = pb->node_count;
	}
	const struct dlx_node *from = pb->node;
	struct dlx_node16 *to = pb->compact;
	int size = unrolled_size(pb);
	bool from_first = walks_from_first(size, track); /* as the search will walk */
	/* the heads and the first spacer, then the options (all of them, right links kept, if not) */
	int32_t plain_end = from_first ? pb->items + 2 : pb->node_count;
	for (int32_t q = 0; q < plain_end; q++)
		to[q] = (struct dlx_node16){.up = (int16_t)from[q].up,
		                            .down = (int16_t)from[q].down,
		                            .top = (int16_t)from[q].top,
		                            .right = (int16_t)from[q].right};
	if (from_first) /* sizes 4 and 6 only (walks_from_first) */
		copy_from_first(to, from, plain_end, pb->node_count, size);
	return true;
}

/*
 * Saves len[] and item[], the two arrays the search shares with node[]. A
 * search on the copy that stops early (a solution limit, a node budget)
 * leaves its links as they are, and restore_lists puts these back: the
 * generator's checks stop at the first solution found, and relinking their
 * way back up took as long as the walk down.
 */
static bool save_lists(struct dlx_problem *pb)
{
	int32_t entries = pb->items + 2;
	if (grow_array((void **)&pb->saved_len, &pb->saved_len_capacity, entries,
	               sizeof *pb->saved_len) != 0 ||
	    grow_array((void **)&pb->saved_item, &pb->saved_item_capacity, entries,
	               sizeof *pb->saved_item) != 0)
		return false;
	memcpy(pb->saved_len, pb->len, (size_t)entries * sizeof *pb->len);
	memcpy(pb->saved_item, pb->item, (size_t)entries * sizeof *pb->item);
	return true;
}

static void restore_lists(struct dlx_problem *pb)
{
	size_t entries = (size_t)pb->items + 2;
	memcpy(pb->len, pb->saved_len, entries * sizeof *pb->len);
	memcpy(pb->item, pb->saved_item, entries * sizeof *pb->item);
}

/* Compiled for AVX2 and plain x86-64 like dlx_search; static, so its chooser stays private. */
DLX_MULTIVERSION
static void run_compact(struct dlx_problem *pb, struct run *run, bool track)
{
	run_lean_plain(pb, run, track);
}

bool search_compact(struct dlx_problem *pb, struct run *run, bool track)
{
	if (!fits_compact(pb) || !make_compact(pb, track) || !save_lists(pb))
		return false;
	run_compact(pb, run, track);
	if (run->stats->stop != DLX_STOP_EXHAUSTED)
		restore_lists(pb);
	return true;
}
