/*
 * cells.h - dancing cells (private): the sparse-set form of a problem that
 * the SSXCC search (search_cells.c) runs on, built from a dlx_problem as
 * it stands when the search starts (build.c) and freed when it ends.
 *
 * node[] holds the live options one after another, each followed by a
 * spacer, with a spacer before the first; info[] runs beside it with what
 * the walks read once an option, not once a node:
 *
 *     node 0     spacer: loc = the size of option A
 *     1 .. a     option A's nodes: item = its item's base in set[], loc = its place there;
 *                info: option = 1, A's first node, and the node's colour
 *     a+1        spacer: item = -a (a step back to A's first node), loc = the size of
 *                the next option; info: option = A's number
 *     ...
 *
 * set[] holds one block per active item, primary items first; an item is
 * named by its block's base x, and
 *
 *     set[x-3]  the save point that last trailed the item's size (see dance.h)
 *     set[x-2]  pos(x): the item's place in item[]
 *     set[x-1]  size(x): how many of its options are live
 *     set[x ..] its options' nodes, the live ones in set[x .. x+size-1]
 *
 * The invariants of the two sparse sets: item[pos(x)] = x, and for every
 * node y of item x, set[node[y].loc] = y with x <= loc. An option is
 * hidden from x by swapping its node past the end of x's live part and
 * shrinking size(x); the items in item[0 .. active-1] are the active ones.
 * Neither swap needs undoing on a backtrack: any order of the hidden
 * nodes is as good, so restoring the sizes saved at a level restores the
 * sets (the nodes past the end come back in whatever order they are).
 * Bases follow the problem's item order, so comparing two bases breaks
 * ties as "first in the problem's order".
 */
#ifndef DLX_CELLS_H
#define DLX_CELLS_H

#include "matrix/problem.h"

#include <stddef.h>

/*
 * 8 bytes, half of SSXCC's node: item and loc are read together at every
 * update, and the nodes the updates touch take half the cache.
 */
struct cell {
	int32_t item; /* > 0: the item's base in set[]; <= 0: a spacer, -(size before it) */
	int32_t loc;  /* an ordinary node: its place in set[]; a spacer: the next option's size */
};

/* What a node holds beside its cell: read once an option walked, or for its colour. */
struct cell_info {
	int32_t color;  /* the secondary item's colour in this option, 0 for none */
	int32_t option; /* a spacer after an option: its number in the problem; else its first node */
};

/*
 * A first-level data cache's lines (32 KiB of 64-byte lines). A search
 * that saves every active size at each node touches a line per item
 * block: past this many, the saves themselves miss the cache.
 */
#define CELLS_LARGE_LINES 512

/* A saved size: SSXCC's save stack keeps item and size side by side, and so does the trail. */
struct saved_size {
	int32_t item, size;
};

/*
 * An item's bounds as SSMCC's search keeps them (search_bounds.c): how
 * many more options it may take, and how many more it must take (0 or
 * less once its lower bound is met). Knuth's slack, their difference,
 * never changes; an option's removal asks only for `need`, so it is kept
 * rather than worked out at every update.
 */
struct cell_bound {
	int32_t bound, need;
};

struct cells {
	struct cell *node;
	struct cell_info *info; /* beside node[] */
	int32_t *set;
	int32_t *item;      /* the active items first: item[k] is a base in set[] */
	int32_t items;      /* entries in item[] */
	int32_t second;     /* bases >= second are secondary items */
	int32_t primary;    /* active primary items at the start */
	int32_t length;     /* entries in set[] */
	int32_t options;    /* live options */
	int32_t shape;      /* the size every live option has, 0 when sizes differ */
	bool unreachable;   /* a primary item has no live option: no search at all */
	bool large;         /* blocks on more lines than CELLS_LARGE_LINES, most items secondary */
	int32_t levels;     /* entries in choice[] and solution[]; saved[] has one more */
	int32_t *choice;    /* the node tried at each level */
	int32_t *saved;     /* saved[l]: the save stack's (or trail's) height below level l's sizes */
	int32_t *active_at; /* the active items at level l's save point (a trail saves no count) */
	/* the active primary items alone, for the copies that scan them (dance.h, struct
	   dancer): the list, each item's place in it by base, and its length at level l's
	   save point */
	int32_t *primaries, *primary_place, *primaries_at;
	int32_t *force;     /* the items known to have one option left */
	int32_t *solution;  /* option numbers handed to the callback */
	int32_t *position, *branches; /* handed to the progress callback */
	struct saved_size *stack;
	size_t stack_capacity;
	struct cell_bound *bounds; /* per item base; NULL without bounds */
};

/* The number of the option at node q: its spacer holds it. */
static inline int cells_option_at(const struct cells *c, int32_t q)
{
	while (c->node[q].item > 0)
		q++;
	return c->info[q].option;
}

/*
 * Builds the cells of `pb` as it stands (requirements and exclusions
 * applied). Returns 0 or DLX_ENOMEM (then *c holds nothing to free).
 */
int cells_build(struct cells *c, const struct dlx_problem *pb);

/* Frees what cells_build allocated. */
void cells_free(struct cells *c);

/*
 * Makes room for `need` entries on the save stack. Returns false when
 * memory runs out (the stack is then as it was).
 */
bool cells_grow_stack(struct cells *c, size_t need);

/*
 * dlx_search with options->algorithm == DLX_ALGORITHM_CELLS: SSXCC's
 * search (search_cells.c), or SSMCC's with item bounds. Returns 0,
 * DLX_EINVAL or DLX_ENOMEM.
 */
int search_cells(struct dlx_problem *pb, const struct dlx_search_options *options,
                 struct dlx_stats *stats);

/*
 * search_cells with options->binary: SSXCC-BINARY's search, and its
 * WTD and FRB choices (search_binary.c). Returns 0 or DLX_ENOMEM.
 */
int search_binary(struct cells *c, const struct dlx_search_options *options,
                  struct dlx_stats *stats);

/*
 * search_cells on a problem with item bounds: SSMCC's search
 * (search_bounds.c), which branches two ways as SSXCC-BINARY (so
 * options->binary changes nothing), and with DLX_ORDER_WTD or
 * DLX_ORDER_FRB, SSMCC-WTD's and SSMCC-FRB's. Returns 0 or DLX_ENOMEM.
 */
int search_bounds(struct cells *c, const struct dlx_search_options *options,
                  struct dlx_stats *stats);

#endif
