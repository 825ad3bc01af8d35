/*
 * search_compact.c - the lean search of small plain problems, on a copy of
 * node[] in 16 bits (struct dlx_node16).
 *
 * A node of four 32-bit fields fills a quarter of a cache line, and the
 * links of one cover land on many lines: a pentomino matrix (14,000 nodes)
 * takes 220 KB, far past the first-level cache. In 16 bits it takes half,
 * and the same walks run about a fifth faster on pentominoes and a tenth on
 * Langford pairs and n queens (bench/NOTES.md). The loop is search_loop.h,
 * compiled here once more with moves.h working on the copy; lengths, item
 * lists and the choice stack stay where they are, shared with node[].
 *
 * The copy is made at the start of each search, from node[] as it stands
 * (requirements and exclusions included), and not read after it: node[]
 * itself is never touched, and the next search copies afresh (its buffer
 * is kept). It keeps node[]'s layout, right links included, or, where
 * moves.h's walks_in_blocks says so, puts each option in an aligned block
 * of its own with no spacers, so the walks round an option need no links.
 * Trace, progress and limits other than a node budget stay on node[] (the
 * watched copy of the loop in search.c).
 */
#include "matrix/problem.h"

#include <string.h>

#define LINK_NODE struct dlx_node16
#define LINK_NODES(pb) ((pb)->compact)
#define LINK_IN_BLOCKS /* where walks_in_blocks says so: see moves.h, option_step */
#define LINK_COPY_DISCARDED /* see save_lists */
#include "x/search_compact.h"
#include "x/search_loop.h"

/* The shape of the copy: which layout, and how many nodes it takes. */
struct layout {
	int size;       /* options' size where the walks are unrolled (unrolled_size), else 0 */
	bool blocks;    /* options in aligned blocks (moves.h: walks_in_blocks), else as in node[] */
	int32_t width;  /* blocks: nodes a block (moves.h: block_width) */
	int32_t base;   /* blocks: the first option node, a multiple of the width */
	int64_t nodes;  /* nodes of the copy (64 bits: checked against INT16_MAX before use) */
};

/*
 * The layout a search with `track` (choose.h: tracks_dead) walks, which
 * the copy must match: walks_in_blocks decides for both.
 */
static struct layout layout_of(const struct dlx_problem *pb, bool track, bool limited)
{
	struct layout l = {.size = unrolled_size(pb), .nodes = pb->node_count};
	l.blocks = walks_in_blocks(l.size, track, limited);
	if (l.blocks) {
		l.width = block_width(l.size);
		l.base = (pb->items + l.width) & ~(l.width - 1); /* past the heads */
		l.nodes = l.base + (int64_t)l.width * pb->options;
	}
	return l;
}

/*
 * Where node q of node[] goes in the block layout: the heads stay, and
 * option k, at items + 2 + k (size + 1) in node[] (its nodes, then a
 * spacer), goes to base + k width.
 */
static inline int16_t in_blocks(int32_t q, int32_t items, const struct layout *l)
{
	if (q <= items)
		return (int16_t)q;
	uint32_t at = (uint32_t)(q - (items + 2)), stride = (uint32_t)l->size + 1;
	return (int16_t)(l->base + (int32_t)(at / stride * (uint32_t)l->width + at % stride));
}

/* A node of node[] in 16 bits, its links moved to the block layout. */
static inline struct dlx_node16 moved(const struct dlx_node *n, int32_t items,
                                      const struct layout *l)
{
	return (struct dlx_node16){.up = in_blocks(n->up, items, l),
	                           .down = in_blocks(n->down, items, l),
	                           .top = (int16_t)n->top};
}

/* Copies the heads, then each option into its block; padding stays unwritten: never read. */
static void copy_in_blocks(struct dlx_node16 *to, const struct dlx_problem *pb,
                           const struct layout *l)
{
	const struct dlx_node *from = pb->node;
	int32_t items = pb->items;
	for (int32_t q = 0; q <= items; q++)
		to[q] = moved(&from[q], items, l);
	for (int32_t first = items + 2, at = l->base; first < pb->node_count;
	     first += l->size + 1, at += l->width)
		for (int k = 0; k < l->size; k++)
			to[at + k] = moved(&from[first + k], items, l);
}

/*
 * Copies node[] into pb->compact in layout `l` (checked to fit 16 bits),
 * growing it first. False when memory runs out. It runs before every
 * search, most of them small (the Sudoku layer's reduced problems, which
 * keep node[]'s layout); GCC turns that plain loop into vector packs,
 * twice as wide in the AVX2 copy (bench/NOTES.md, engine).
 */
DLX_MULTIVERSION
static bool make_compact(struct dlx_problem *pb, const struct layout *l)
{
	if (grow_array((void **)&pb->compact, &pb->compact_capacity, (int32_t)l->nodes,
	               sizeof *pb->compact) != 0)
		return false;
	const struct dlx_node *from = pb->node;
	struct dlx_node16 *to = pb->compact;
	if (l->blocks) {
		copy_in_blocks(to, pb, l);
		return true;
	}
	for (int32_t q = 0; q < pb->node_count; q++)
		to[q] = (struct dlx_node16){.up = (int16_t)from[q].up,
		                            .down = (int16_t)from[q].down,
		                            .top = (int16_t)from[q].top,
		                            .right = (int16_t)from[q].right};
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
	run_lean_plain(pb, run, track, false);
}

/*
 * The copies that poll a pool of work (search_loop.h: shared), in a
 * function of their own: in one function with the others, GCC compiled
 * the others' loops a few per cent longer.
 */
DLX_MULTIVERSION
static void run_compact_shared(struct dlx_problem *pb, struct run *run, bool track)
{
	run_lean_plain(pb, run, track, true);
}

bool search_compact(struct dlx_problem *pb, struct run *run, bool track)
{
	struct layout l = layout_of(pb, track, run->opt->node_limit > 0);
	/* every node index must fit 16 bits (item numbers then fit too: each item has a head) */
	if (pb->has_colors || l.nodes > INT16_MAX || !make_compact(pb, &l) || !save_lists(pb))
		return false;
	/* choice[] then holds nodes of the block layout: report_solution numbers them */
	run->block_base = l.blocks ? l.base : 0;
	run->block_width = l.width;
	if (run->share)
		run_compact_shared(pb, run, track);
	else
		run_compact(pb, run, track);
	if (run->stats->stop != DLX_STOP_EXHAUSTED)
		restore_lists(pb);
	return true;
}
