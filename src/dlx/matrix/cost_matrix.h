/*
 * cost_matrix.h - the working copy that the costed search (search_cost.c)
 * dances on, built by cost_matrix.c from a problem's current state.
 *
 * Knuth's DLX5 layout: node[1..items] head the item lists, then every
 * option's nodes follow one another with a spacer before each option and
 * one after the last. A spacer has top <= 0: the one after an option holds
 * -(its number in the problem + 1); a spacer's up is the first node of the
 * option before it, its down the last node of the option after it. Every
 * node carries its option's cost. The build ends by splitting the nodes
 * into three arrays of 8-byte entries, which both searches dance on.
 *
 * What the copy changes from the problem, and why it is the same problem:
 *  - Only options that can still be chosen are in it: not excluded, not
 *    required, compatible with every required option, and with a primary
 *    item. An item that a requirement fixed (covered, or coloured) drops
 *    out of the options that are left: they all agree with it.
 *  - Costs are *net* costs (Knuth's taxes): each primary item, in order,
 *    is taxed the least cost of the options on its list, and that tax is
 *    taken off every option on the list. Every solution covers each item
 *    once, so it pays every tax once: its cost is its net cost plus `base`
 *    (the taxes and the required options' costs). Each item then has an
 *    option of net cost 0, and expensive options show as expensive.
 *  - Every item list is sorted by net cost, cheapest first (ties in
 *    option order), so a walk down a list can stop at the first option
 *    too expensive to matter.
 *  - group[x] sorts the primary items into at most 64 groups of items that
 *    no option joins: a solution covers each item of a group with a
 *    different option, so the cheapest options of a group's items add up
 *    to a lower bound (the pieces of a polyomino puzzle form one group).
 *
 * Item lengths len[] mean something for primary items only: the choice
 * reads them, and only as an upper bound (options too expensive to use
 * stay in the lists). The dance counts secondary items' lists too, which
 * spares it a test per link it changes; nothing reads those counts.
 */
#ifndef DLX_COST_MATRIX_H
#define DLX_COST_MATRIX_H

#include "matrix/problem.h"

struct cost_node {
	int32_t up, down;
	int32_t top;   /* item, or <= 0 for a spacer */
	union {
		int32_t color; /* 0 none, > 0 a colour, -1 agrees with its purified item */
		int32_t right; /* `plain` copies: the next node of the option, round to the first */
	};
	int64_t cost;  /* the net cost of the node's option */
};

/*
 * The searches (search_cost.c, and Knuth's reference loop in
 * search_knuth_cost.c) dance on the nodes split in three arrays, link[],
 * cell[] and costs[]: an entry of 8 bytes is reached with a scaled index,
 * where a 24-byte node needs a multiply first, an instruction on every
 * access of a hide.
 */
struct cost_link {
	int32_t up, down;
};

struct cost_cell { /* the fields as in cost_node */
	int32_t top;
	union {
		int32_t color;
		int32_t right;
	};
};

/*
 * costs[] at an item's head: above any cost a walk compares with, so that
 * a walk down a list stops at its head without a test of its own.
 */
#define COST_HEAD INT64_MAX

/* The most groups the bound sums over: one bit each in a 64-bit mask. */
#define COST_GROUPS 64

struct cost_matrix {
	int32_t primary, items;  /* primary items 1..primary, secondary up to items */
	struct cost_node *node;  /* the nodes while the build makes them; NULL after */
	struct cost_link *link;  /* the nodes' up and down */
	struct cost_cell *cell;  /* their top and colour (or right link) */
	int64_t *costs;          /* their cost; COST_HEAD at an item's head */
	int32_t node_count;
	int32_t *prev, *next;    /* the active primary items, a circular list headed by 0 */
	int32_t *len;            /* options on each primary item's list */
	int8_t *group;           /* each primary item's group, or -1 */
	int groups;
	bool plain;              /* no option has a colour: nodes hold right links instead
	                            (a walk round an option then needs no spacer test) */
	int64_t base;            /* taxes plus the required options' costs */
	int *required;           /* the required options' numbers */
	int required_count;
	int32_t active;          /* active primary items at the start: the deepest level */
};

/*
 * Builds the copy of pb's current state. Returns 0, DLX_ENOMEM, or
 * DLX_ERANGE when the costs of the options add up beyond INT64_MAX.
 */
int cost_matrix_build(struct cost_matrix *m, const struct dlx_problem *pb);
void cost_matrix_free(struct cost_matrix *m);

/* The problem's number of the option that node p belongs to. */
static inline int cost_option_of(const struct cost_matrix *m, int32_t p)
{
	while (m->cell[p].top > 0)
		p++;
	return -m->cell[p].top - 1;
}

#endif
