/*
 * problem.h - the private layout of a dlx_problem (Knuth's DLX2 layout).
 *
 * Items are numbered 1..N inside (the public number plus one). item[0] is the
 * head of the circular list of active primary items, item[N+1] the head of
 * the list of active secondary items. len[x] counts the options still in x's
 * list; while x is covered it also holds DLX_COVERED, so a plain scan of len[]
 * in item order finds the active item with the fewest options without
 * walking the list (see choose_item in search.c).
 *
 * node[] holds every option's items, option after option, with a spacer node
 * before each option and one after the last:
 *
 *     node 0        unused
 *     node 1..N     list heads: node[x].up / .down are the ends of item x's list
 *     node N+1      first spacer
 *     ...           option 0's nodes, spacer, option 1's nodes, spacer, ...
 *
 * An ordinary node has top = its item (> 0). A spacer has top <= 0: the spacer
 * after option k holds -(k+1), so walking right from any node to the next
 * spacer names its option. A spacer's up is the first node of the option
 * before it and its down the last node of the option after it, so a walk
 * round an option wraps with one step. There are no left/right links.
 *
 * In a problem with colours, color is 0 for "no colour", > 0 for a colour;
 * during a search a node whose colour already agrees with its item's current
 * colour is marked -1 (Knuth's purify), and hide() leaves such nodes alone.
 * A problem without colours uses the same field as a right link instead
 * (see struct dlx_node); the first coloured option turns the links back
 * into colour 0.
 */
#ifndef DLX_PROBLEM_H
#define DLX_PROBLEM_H

#include "dlx.h"
#include "util/grow.h"
#include "util/multiversion.h" /* the search and the option check: AVX2 and plain */

#include <stdint.h>

struct dlx_item {
	int32_t prev, next; /* the active list this item belongs to */
	int32_t color;      /* secondary items: the colour committed now, else 0 */
};

/*
 * A primary item's multiplicity (Algorithm M, search_m.c): it must lie in
 * at least upper - slack and at most upper chosen options. `bound` is the
 * upper bound outside a search; the search lowers it by one for each option
 * it chooses on the item and puts it back when it backs up. Secondary items
 * keep 1:1 and never read it.
 */
struct item_bound {
	int32_t bound, slack;
};

/*
 * Added by DLX_ORDER_SHARP to the score of an item it does not prefer (one
 * with two options or more, not marked sharp): larger than any score, so
 * that the marked items and the forced moves come first (Knuth adds his
 * last_node, which is also larger than any length).
 */
#define SHARP_BIAS (INT64_C(1) << 32)

/* Added to a covered item's len: larger than any real length (< 2^30, see MAX_INDEX). */
#define DLX_COVERED (INT32_C(1) << 30)

struct dlx_node {
	int32_t up, down;
	int32_t top; /* item, or <= 0 for a spacer */
	union {
		/* coloured problems: 0 none, > 0 a colour, -1 already agrees (purified) */
		int32_t color;
		/*
		 * plain problems: the next node of the same option, the last
		 * pointing back to the first. hide() then walks an option in a
		 * loop whose length never varies for same-sized options, where
		 * the spacer test mispredicts once per option.
		 */
		int32_t right;
	};
};

/*
 * The same node in 16 bits: the lean search of a plain problem with at most
 * INT16_MAX nodes runs on a copy of node[] in this layout (search_compact.c).
 * Half the bytes a node means half the cache lines the links touch, which is
 * most of the time on pentominoes, Langford pairs and n queens.
 */
struct dlx_node16 {
	int16_t up, down;
	int16_t top;
	union {
		int16_t color; /* only so moves.h's colour code compiles over this layout:
		                  the copy is made for plain problems alone */
		int16_t right;
	};
};

struct dlx_problem {
	int32_t primary;   /* primary items: 1..primary */
	int32_t items;     /* all items: 1..items; secondary are primary+1..items */
	int32_t options;   /* options added so far */
	int32_t node_count;    /* nodes in use, the last spacer included */
	int32_t node_capacity;
	int32_t option_capacity;
	int32_t item_capacity;  /* entries in item[] and len[] */
	int32_t level_capacity; /* entries in the search's per-level arrays */
	bool has_colors;   /* any option gives a colour: search with purify */
	bool shuffled;     /* the item lists are in shuffled order: choose by walking them */
	/*
	 * With `shuffled`, while places and list lengths fit 16 bits (fewer than
	 * RANK_LIMIT primary items and options): each primary item's place in
	 * the shuffled list (rank[x]) and the item at each place, so the choice
	 * can scan in item order (choose.h: choose_by_rank); else NULL.
	 */
	uint16_t *rank;
	int32_t *ranked;
	int32_t option_size; /* the size every option has so far, -1 when they differ */

	struct dlx_item *item;   /* items + 2 entries (item_capacity) */
	struct item_bound *bound; /* items + 2 entries (item_capacity); 1:1 unless set */
	int32_t bounded;         /* primary items whose bounds are not 1:1: > 0 searches
	                            with Algorithm M (search_m.c) */
	/*
	 * items + 2 entries (item_capacity): 1 for a primary item that
	 * DLX_ORDER_SHARP prefers (dlx_set_sharp; the reader marks items named
	 * with '#'), else 0. Apart from item[] so the hot item links keep their size.
	 */
	uint8_t *sharp;
	int32_t *len;            /* items + 2 entries (item_capacity) */
	struct dlx_node *node;   /* node_capacity entries */
	int32_t *option_first;   /* first node of each option; option_capacity entries */
	/*
	 * Option costs (cost.c): cost[o] for o < cost_count, 0 beyond; NULL
	 * until the first dlx_set_cost, so a problem without costs pays nothing.
	 */
	int64_t *cost;
	int32_t cost_count, cost_capacity;

	int32_t *required;       /* first node of each required option, in order */
	int32_t required_count;
	int32_t required_capacity;
	uint64_t required_updates; /* links the current requirements removed */

	/*
	 * The arrays as they stand with nothing required, taken at the first
	 * dlx_require after a change. Copying them back undoes many
	 * requirements faster than uncovering them one by one (Sudoku givens).
	 */
	struct dlx_node *pristine_node;
	int32_t *pristine_len;
	struct dlx_item *pristine_item;
	bool pristine_valid;

	/*
	 * Search work space, sized when the problem is created; the search
	 * allocates only the compact copy of node[] and the saved len[] and
	 * item[] that go with it, kept for the next search and grown when a
	 * larger problem comes (search_compact.c).
	 */
	int32_t *choice;         /* node being tried at each level */
	int32_t *position;       /* its index among the level's branches */
	int32_t *branches;       /* options the chosen item had */
	int32_t *dead_after_cover; /* dead items once the level's item was covered */
	uint64_t *commit_order;  /* coloured searches: the order the level's option was
	                            committed in (moves.h: commit_colored_or_undo) */
	int32_t *solution;       /* option numbers handed to the callback */
	struct dlx_node16 *compact; /* node[] in 16 bits for the search, or NULL */
	int32_t compact_capacity;
	int32_t *saved_len;          /* len[] and item[] as a compact search found them, */
	struct dlx_item *saved_item; /* put back when it stops early (search_compact.c) */
	int32_t saved_len_capacity, saved_item_capacity;

	/*
	 * Algorithm M's stack (search_m.c), one entry a level. Its depth is
	 * not known when the problem is built (it grows with the bounds and
	 * the options), so a bounded search sizes it when it starts and keeps
	 * it for the next one.
	 */
	struct m_stack {
		int32_t *choice;      /* x_l: the node tried, or the item itself for a skip */
		int32_t *first_tweak; /* FT_l: the item's first node when the level tweaks, else 0 */
		int32_t *position;    /* which of the level's branches is being tried */
		int32_t *branches;    /* the chosen item's branching degree */
		int32_t *solution;    /* option numbers handed to the callback */
		int32_t capacity;     /* entries in each */
		uint64_t *key;        /* each primary item's choice key less its length
		                         (choose_m.h), kept up with its bound */
		int32_t key_capacity;
		int32_t *dead_before; /* the dead-item tally before each level's commit */
		int32_t *excess;      /* each item's excess (search_m.c), for the lean loops */
		int32_t excess_capacity;
	} m;
};

/*
 * Item k's score under DLX_ORDER_SHARP in the reference loops, its length
 * or degree `score` against the best so far: the mark is read (one mem, as
 * Knuth reads the name's first byte) only where the item could still win.
 */
static inline int64_t sharp_score(const struct dlx_problem *pb, int32_t k, int64_t score,
                                  int64_t best, uint64_t *mems)
{
	if (score <= best && score > 1 && ((*mems)++, !pb->sharp[k]))
		return score + SHARP_BIAS;
	return score;
}

/* Number of nodes in the option that starts at node `first`. */
static inline int option_size(const struct dlx_problem *pb, int32_t first)
{
	int32_t q = first;
	while (pb->node[q].top > 0)
		q++;
	return q - first;
}

/*
 * The colour node q gives its item, 0 for none: a node that agrees with
 * its item's committed colour (marked -1 by purify) takes that colour.
 * Only for a problem with colours: without, the field is a right link.
 */
static inline int32_t node_color(const struct dlx_problem *pb, int32_t q)
{
	int32_t c = pb->node[q].color;
	return c < 0 ? pb->item[pb->node[q].top].color : c;
}

/* Whether item x is in its active list (not covered). */
static inline bool item_active(const struct dlx_problem *pb, int32_t x)
{
	return pb->item[pb->item[x].prev].next == x;
}

/* Whether node q is in its item's list (not hidden). */
static inline bool node_linked(const struct dlx_problem *pb, int32_t q)
{
	return pb->node[pb->node[q].up].down == q;
}

/*
 * Whether the option starting at node `first` is live: its first primary
 * item is active and the node is still in that item's list. Covering an
 * item takes its options out of every other list, so a hidden option has
 * no node left in an active item's list (the covered item's own list
 * keeps them), and a live one has all of its nodes there. An option
 * without primary items is never live: no search chooses it.
 */
static inline bool option_in_lists(const struct dlx_problem *pb, int32_t first)
{
	for (int32_t q = first; pb->node[q].top > 0; q++)
		if (pb->node[q].top <= pb->primary)
			return item_active(pb, pb->node[q].top) && node_linked(pb, q);
	return false;
}

#define RANK_LIMIT 0xffff

/* Drops rank[] and ranked[] (shuffle.c): the choice walks the shuffled list instead. */
void forget_places(struct dlx_problem *pb);

#endif
