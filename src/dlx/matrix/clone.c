/*
 * clone.c - dlx_problem_clone: a private copy of a problem for another
 * thread. Copying the arrays is far cheaper than reading or building the
 * problem again, and the copy shares nothing, so the two can be searched at
 * once (the engine has no global state).
 */
#include "matrix/problem.h"

#include <stdlib.h>
#include <string.h>

/* A malloc'd copy of `count` entries of `size` bytes; NULL for a NULL source (or no memory). */
static void *copy_array(const void *source, size_t count, size_t size)
{
	if (!source || count == 0)
		return NULL;
	void *copy = malloc(count * size);
	if (copy)
		memcpy(copy, source, count * size);
	return copy;
}

/* Whether every array the source had was copied. */
static bool copies_complete(const struct dlx_problem *from, const struct dlx_problem *to)
{
	bool ok = to->item && to->len && to->bound && to->sharp && to->node && to->choice && to->position && to->branches &&
	          to->dead_after_cover && to->commit_order && to->solution;
	ok = ok && (!from->option_first || to->option_first);
	ok = ok && (!from->required || to->required);
	ok = ok && (from->cost_count == 0 || to->cost);
	ok = ok && (!from->rank || (to->rank && to->ranked));
	if (from->pristine_valid)
		ok = ok && to->pristine_node && to->pristine_len && to->pristine_item;
	return ok;
}

struct dlx_problem *dlx_problem_clone(const struct dlx_problem *from)
{
	if (!from)
		return NULL;
	struct dlx_problem *to = malloc(sizeof *to);
	if (!to)
		return NULL;
	*to = *from; /* the counts and flags; every pointer is replaced below */
	size_t items = (size_t)from->items + 2, levels = (size_t)from->primary + 1;
	to->item = copy_array(from->item, items, sizeof *from->item);
	to->len = copy_array(from->len, items, sizeof *from->len);
	to->bound = copy_array(from->bound, items, sizeof *from->bound);
	to->sharp = copy_array(from->sharp, items, sizeof *from->sharp);
	to->m = (struct m_stack){0}; /* Algorithm M's stack: sized by the clone's own search */
	to->node = copy_array(from->node, (size_t)from->node_capacity, sizeof *from->node);
	to->option_first = copy_array(from->option_first, (size_t)from->option_capacity,
	                              sizeof *from->option_first);
	to->required = copy_array(from->required, (size_t)from->required_capacity,
	                          sizeof *from->required);
	to->cost = copy_array(from->cost, (size_t)from->cost_count, sizeof *from->cost);
	to->cost_capacity = to->cost ? from->cost_count : 0;
	to->rank = copy_array(from->rank, (size_t)from->primary + 1, sizeof *from->rank);
	to->ranked = copy_array(from->ranked, (size_t)from->primary, sizeof *from->ranked);
	to->pristine_node = NULL;
	to->compact = NULL; /* made by the clone's own first search */
	to->compact_capacity = 0;
	to->saved_len = NULL;
	to->saved_item = NULL;
	to->saved_len_capacity = 0;
	to->saved_item_capacity = 0;
	to->pristine_len = NULL;
	to->pristine_item = NULL;
	if (from->pristine_valid) {
		to->pristine_node = copy_array(from->pristine_node, (size_t)from->node_count,
		                               sizeof *from->node);
		to->pristine_len = copy_array(from->pristine_len, items, sizeof *from->len);
		to->pristine_item = copy_array(from->pristine_item, items, sizeof *from->item);
	}
	/* The search's work space holds nothing between searches: fresh zeroed arrays. */
	to->choice = calloc(levels, sizeof *to->choice);
	to->position = calloc(levels, sizeof *to->position);
	to->branches = calloc(levels, sizeof *to->branches);
	to->dead_after_cover = calloc(levels, sizeof *to->dead_after_cover);
	to->commit_order = calloc(levels, sizeof *to->commit_order);
	to->solution = calloc(levels, sizeof *to->solution);
	if (!copies_complete(from, to)) {
		dlx_problem_destroy(to);
		return NULL;
	}
	return to;
}
