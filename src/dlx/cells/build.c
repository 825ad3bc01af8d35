/*
 * build.c - the cells of a problem (cells.h): which items are active and
 * which options live, read off the links as they stand, so a search after
 * dlx_require, dlx_exclude or dlx_problem_shuffle sees what the links
 * search would see.
 *
 * An item is active while it is in its active list. An option is live
 * when its first primary node is still in that item's list: covering an
 * item takes its options out of every other list, so a hidden option has
 * no node left in an active item's list, and a live one has all of its
 * nodes there. Nodes on inactive items (a secondary item a requirement
 * committed) are left out of the copy: the search never looks at them.
 */
#include "cells/cells.h"

#include <stdlib.h>

/* The active items in list order, primary then secondary, into order[]; their number. */
static int32_t active_items(const struct dlx_problem *pb, int32_t *order, int32_t *primary)
{
	int32_t n = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next)
		order[n++] = x;
	*primary = n;
	int32_t head = pb->items + 1;
	for (int32_t x = pb->item[head].next; x != head; x = pb->item[x].next)
		order[n++] = x;
	return n;
}

/* Per problem item: its base in set[] once placed, 0 while inactive. */
struct layout {
	int32_t *base;
	int32_t *count; /* live nodes of each item */
	int32_t *where; /* per problem node: its cell, or 0 */
};

/* Counts the live nodes: how many cells, and how many on each item. */
static int32_t count_cells(const struct dlx_problem *pb, struct layout *lay, int32_t *options)
{
	int32_t cells = 1, live = 0; /* node 0, the first spacer */
	for (int32_t o = 0; o < pb->options; o++) {
		int32_t first = pb->option_first[o];
		if (!option_in_lists(pb, first))
			continue;
		live++;
		for (int32_t q = first; pb->node[q].top > 0; q++)
			if (lay->base[pb->node[q].top])
				lay->count[pb->node[q].top]++, cells++;
		cells++; /* its spacer */
	}
	*options = live;
	return cells;
}

/*
 * Copies the live options into node[], spacers between; where[] maps the
 * nodes. c->shape: the size they all have, or 0.
 */
static void lay_options(struct cells *c, const struct dlx_problem *pb, struct layout *lay)
{
	int32_t k = 1, spacer = 0;
	c->shape = -1;
	for (int32_t o = 0; o < pb->options; o++) {
		int32_t first = pb->option_first[o];
		if (!option_in_lists(pb, first))
			continue;
		for (int32_t q = first; pb->node[q].top > 0; q++) {
			int32_t x = pb->node[q].top;
			if (!lay->base[x])
				continue;
			c->node[k] = (struct cell){.item = lay->base[x]};
			c->info[k] = (struct cell_info){.color = pb->has_colors ? node_color(pb, q) : 0,
			                                .option = spacer + 1};
			lay->where[q] = k++;
		}
		c->node[spacer].loc = k - spacer - 1;
		c->shape = c->shape < 0 || c->shape == k - spacer - 1 ? k - spacer - 1 : 0;
		c->node[k] = (struct cell){.item = -(k - spacer - 1)};
		c->info[k] = (struct cell_info){.option = o};
		spacer = k++;
	}
	c->shape = c->shape < 0 ? 0 : c->shape; /* no option */
}

/* Fills each item's set from its list in list order (a shuffle's order too). */
static void fill_sets(struct cells *c, const struct dlx_problem *pb, const struct layout *lay,
                      const int32_t *order)
{
	for (int32_t k = 0; k < c->items; k++) {
		int32_t x = order[k], b = lay->base[x], s = 0;
		for (int32_t q = pb->node[x].down; q != x; q = pb->node[q].down) {
			int32_t y = lay->where[q];
			if (!y)
				continue; /* an option without primary items */
			c->set[b + s] = y;
			c->node[y].loc = b + s++;
		}
		c->set[b - 3] = 0; /* no save point has trailed it */
		c->set[b - 2] = k;
		c->set[b - 1] = s;
		c->item[k] = b;
		if (c->bounds)
			c->bounds[b] = (struct cell_bound){pb->bound[x].bound,
			                                   pb->bound[x].bound - pb->bound[x].slack};
		if (s == 0 && k < c->primary)
			c->unreachable = true;
	}
}

/* The per-level arrays and the save stack, for `levels` levels. */
static bool alloc_levels(struct cells *c, int32_t levels)
{
	c->levels = levels;
	c->choice = malloc((size_t)levels * sizeof *c->choice);
	c->solution = malloc((size_t)levels * sizeof *c->solution);
	c->position = malloc((size_t)levels * sizeof *c->position);
	c->branches = malloc((size_t)levels * sizeof *c->branches);
	c->saved = malloc(((size_t)levels + 1) * sizeof *c->saved);
	c->active_at = malloc(((size_t)levels + 1) * sizeof *c->active_at);
	c->force = malloc(((size_t)c->primary + 1) * sizeof *c->force);
	c->primaries = malloc(((size_t)c->primary + 1) * sizeof *c->primaries);
	c->primary_place = malloc((size_t)c->length * sizeof *c->primary_place);
	c->primaries_at = malloc(((size_t)levels + 1) * sizeof *c->primaries_at);
	return c->choice && c->solution && c->position && c->branches && c->saved && c->active_at &&
	       c->force && c->primaries && c->primary_place && c->primaries_at &&
	       cells_grow_stack(c, 4 * (size_t)c->items + 64);
}

/* Places the item blocks in set[]; the set's length. */
static int32_t place_items(struct cells *c, struct layout *lay, const int32_t *order)
{
	int32_t next = 3;
	for (int32_t k = 0; k < c->items; k++) {
		if (k == c->primary)
			c->second = next;
		lay->base[order[k]] = next;
		next += lay->count[order[k]] + 3;
	}
	if (c->primary == c->items)
		c->second = next;
	return next;
}

/*
 * Whether the item blocks' sizes lie on more than CELLS_LARGE_LINES
 * cache lines, and at least three items in four are secondary: a level
 * hides options from every primary item's set in turn, a secondary item's
 * only when an option holding it goes, so it is the many secondary items
 * that a level leaves untouched. (On 16x16 Sudoku, all of its items
 * primary, the trail was a fifth slower: bench/NOTES.md.)
 */
static bool large_problem(const struct cells *c)
{
	if (c->items - c->primary < 3 * c->primary)
		return false;
	int32_t lines = 0;
	intptr_t last = -1;
	for (int32_t k = 0; k < c->items; k++) { /* bases rise with k */
		intptr_t line = (intptr_t)(c->item[k] - 1) * (intptr_t)sizeof *c->set / 64;
		lines += line != last;
		last = line;
	}
	return lines > CELLS_LARGE_LINES;
}

int cells_build(struct cells *c, const struct dlx_problem *pb)
{
	*c = (struct cells){0};
	size_t n = (size_t)pb->items + 2;
	struct layout lay = {calloc(n, sizeof *lay.base), calloc(n, sizeof *lay.count),
	                     calloc((size_t)pb->node_count + 1, sizeof *lay.where)};
	int32_t *order = malloc(n * sizeof *order);
	int code = DLX_ENOMEM;
	if (!lay.base || !lay.count || !lay.where || !order)
		goto out;
	c->items = active_items(pb, order, &c->primary);
	for (int32_t k = 0; k < c->items; k++)
		lay.base[order[k]] = 1; /* active: counted below */
	int32_t options, cells = count_cells(pb, &lay, &options);
	int32_t length = place_items(c, &lay, order);
	c->length = length; /* before alloc_levels, which sizes primary_place by it */
	c->node = malloc((size_t)cells * sizeof *c->node);
	c->info = malloc((size_t)cells * sizeof *c->info);
	c->set = malloc((size_t)length * sizeof *c->set);
	c->item = malloc(((size_t)c->items + 1) * sizeof *c->item);
	if (pb->bounded)
		c->bounds = malloc((size_t)length * sizeof *c->bounds);
	if (!c->node || !c->info || !c->set || !c->item || (pb->bounded && !c->bounds) ||
	    !alloc_levels(c, (pb->bounded ? options : c->primary) + 1)) { /* a solution's options at most */
		cells_free(c);
		goto out;
	}
	c->options = options;
	c->node[0] = (struct cell){0};
	c->info[0] = (struct cell_info){0};
	lay_options(c, pb, &lay);
	fill_sets(c, pb, &lay, order);
	c->large = large_problem(c);
	code = 0;
out:
	free(order);
	free(lay.where);
	free(lay.count);
	free(lay.base);
	return code;
}

bool cells_grow_stack(struct cells *c, size_t need)
{
	if (need <= c->stack_capacity)
		return true;
	size_t capacity = c->stack_capacity ? c->stack_capacity : 64;
	while (capacity < need)
		capacity *= 2;
	struct saved_size *bigger = realloc(c->stack, capacity * sizeof *bigger);
	if (!bigger)
		return false;
	c->stack = bigger;
	c->stack_capacity = capacity;
	return true;
}

void cells_free(struct cells *c)
{
	free(c->node);
	free(c->info);
	free(c->set);
	free(c->item);
	free(c->choice);
	free(c->solution);
	free(c->position);
	free(c->branches);
	free(c->saved);
	free(c->active_at);
	free(c->force);
	free(c->primaries);
	free(c->primary_place);
	free(c->primaries_at);
	free(c->stack);
	free(c->bounds);
	*c = (struct cells){0};
}
