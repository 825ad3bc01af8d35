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

#define LINK_NODE struct dlx_node16
#define LINK_NODES(pb) ((pb)->compact)
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
 * Copies node[] into pb->compact, growing it first. False when memory runs
 * out. It runs before every search, most of them small (the Sudoku layer's
 * reduced problems); GCC turns the loop into vector packs.
 */
static bool make_compact(struct dlx_problem *pb)
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
	for (int32_t q = 0; q < pb->node_count; q++)
		to[q] = (struct dlx_node16){.up = (int16_t)from[q].up,
		                            .down = (int16_t)from[q].down,
		                            .top = (int16_t)from[q].top,
		                            .right = (int16_t)from[q].right};
	return true;
}

/* Compiled for AVX2 and plain x86-64 like dlx_search; static, so its chooser stays private. */
DLX_MULTIVERSION
static void run_compact(struct dlx_problem *pb, struct run *run, bool track)
{
	run_lean_plain(pb, run, track);
}

bool search_compact(struct dlx_problem *pb, struct run *run, bool track)
{
	if (!fits_compact(pb) || !make_compact(pb))
		return false;
	run_compact(pb, run, track);
	return true;
}
