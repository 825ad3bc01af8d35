/*
 * require.c - options required or excluded before a search, and releasing
 * them (the public contract is in dlx.h).
 *
 * Invariant between calls: the matrix is exactly "all options added, minus
 * what the required and excluded options (in pb->required order) have
 * removed". The search leaves it that way when it returns.
 */
#include "matrix/problem.h"
#include "matrix/moves.h"

#include <stdlib.h>
#include <string.h>

/* Whether node q's item can still take q's option (see dlx_require). */
static bool node_available(const struct dlx_problem *pb, int32_t q)
{
	const struct dlx_node *nd = &pb->node[q];
	if (!node_linked(pb, q) || !item_active(pb, nd->top))
		return false;
	if (!pb->has_colors)
		return true;
	if (nd->color < 0)
		return true; /* agrees with the colour already committed */
	return pb->item[nd->top].color == 0;
}

/*
 * Copying the whole matrix back beats uncovering once the requirements have
 * removed more than about one link per RESTORE_RATIO nodes (measured on 9x9
 * Sudoku: 17 givens are about even, 30 or more givens gain a fifth).
 */
#define RESTORE_RATIO 8

/* Takes the copy of the arrays that dlx_release_all may restore; fails quietly on no memory. */
static void take_pristine(struct dlx_problem *pb)
{
	size_t items = (size_t)pb->items + 2, nodes = (size_t)pb->node_count;
	free(pb->pristine_node);
	free(pb->pristine_len);
	free(pb->pristine_item);
	pb->pristine_node = malloc(nodes * sizeof *pb->node);
	pb->pristine_len = malloc(items * sizeof *pb->len);
	pb->pristine_item = malloc(items * sizeof *pb->item);
	if (!pb->pristine_node || !pb->pristine_len || !pb->pristine_item)
		return; /* dlx_release_all uncovers instead */
	memcpy(pb->pristine_node, pb->node, nodes * sizeof *pb->node);
	memcpy(pb->pristine_len, pb->len, items * sizeof *pb->len);
	memcpy(pb->pristine_item, pb->item, items * sizeof *pb->item);
	pb->pristine_valid = true;
}

static bool restore_pristine(struct dlx_problem *pb)
{
	if (!pb->pristine_valid ||
	    pb->required_updates * RESTORE_RATIO <= (uint64_t)pb->node_count)
		return false;
	size_t items = (size_t)pb->items + 2, nodes = (size_t)pb->node_count;
	memcpy(pb->node, pb->pristine_node, nodes * sizeof *pb->node);
	memcpy(pb->len, pb->pristine_len, items * sizeof *pb->len);
	memcpy(pb->item, pb->pristine_item, items * sizeof *pb->item);
	return true;
}

/*
 * Room for one more entry in pb->required; before the first, the pristine
 * copy dlx_release_all may restore. 0, DLX_ERANGE or DLX_ENOMEM.
 */
static int make_room(struct dlx_problem *pb)
{
	int err = grow_array((void **)&pb->required, &pb->required_capacity, pb->required_count + 1,
	                     sizeof *pb->required);
	if (err)
		return err;
	if (pb->required_count == 0) {
		pb->required_updates = 0;
		if (!pb->pristine_valid)
			take_pristine(pb);
	}
	return 0;
}

/*
 * Where option `option` starts (*first) and its size when every node of it
 * can still be taken; 0 when the requirements already ruled it out; or
 * DLX_EINVAL / DLX_EOPTION.
 */
static int available_option(const struct dlx_problem *pb, int option, int32_t *first)
{
	if (!pb)
		return DLX_EINVAL;
	if (option < 0 || option >= pb->options)
		return DLX_EOPTION;
	*first = pb->option_first[option];
	int size = option_size(pb, *first);
	for (int k = 0; k < size; k++)
		if (!node_available(pb, *first + k))
			return 0;
	return size;
}

int dlx_require(struct dlx_problem *pb, int option)
{
	if (pb && pb->bounded)
		return DLX_EBOUNDS; /* a chosen option there lowers bounds, which this does not */
	int32_t first;
	int size = available_option(pb, option, &first);
	if (size < 0)
		return size;
	if (size == 0)
		return DLX_ECONFLICT;
	int err = make_room(pb);
	if (err)
		return err;
	struct tally tally = {0}; /* dead items are counted afresh when a search starts */
	for (int k = 0; k < size; k++) {
		if (pb->has_colors)
			commit(pb, first + k, true, &tally);
		else
			commit(pb, first + k, false, &tally);
	}
	pb->required[pb->required_count++] = first;
	pb->required_updates += tally.updates;
	return 0;
}

int dlx_exclude(struct dlx_problem *pb, int option)
{
	int32_t first;
	int size = available_option(pb, option, &first);
	if (size <= 0)
		return size; /* 0: already out of the search */
	int err = make_room(pb);
	if (err)
		return err;
	struct tally tally = {0};
	hide_all(pb, first, &tally);
	pb->required[pb->required_count++] = -first; /* negative: an exclusion */
	pb->required_updates += tally.updates;
	return 0;
}

void dlx_release_all(struct dlx_problem *pb)
{
	const struct tally generic = {0};
	if (!pb)
		return;
	if (pb->required_count > 0 && restore_pristine(pb)) {
		pb->required_count = 0;
		return;
	}
	while (pb->required_count > 0) {
		int32_t first = pb->required[--pb->required_count];
		if (first < 0) {
			unhide_all(pb, -first);
			continue;
		}
		for (int k = option_size(pb, first) - 1; k >= 0; k--) {
			if (pb->has_colors)
				uncommit(pb, first + k, true, &generic);
			else
				uncommit(pb, first + k, false, &generic);
		}
	}
}

