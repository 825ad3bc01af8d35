/*
 * problem.c - building a dlx_problem, requiring options, shuffling, and the
 * consistency check. The layout is described in problem.h.
 *
 * Invariant between calls: the matrix is exactly "all options added, minus
 * what the required options (in pb->required order) have covered". The
 * search leaves it that way when it returns.
 */
#include "problem.h"
#include "links.h"
#include "random.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/*
 * Node and option counts stay below this, so every index fits an int32_t with
 * room to spare, and every list length stays below DLX_COVERED.
 */
#define MAX_INDEX (INT32_MAX / 2)

const char *dlx_strerror(int code)
{
	switch (code) {
	case DLX_OK: return "success";
	case DLX_ENOMEM: return "out of memory";
	case DLX_EINVAL: return "invalid argument";
	case DLX_ERANGE: return "problem too large";
	case DLX_EITEM: return "item number out of range";
	case DLX_EREPEAT: return "item repeated in one option";
	case DLX_ECOLOR: return "colour on a primary item, or negative colour";
	case DLX_ECONFLICT: return "option conflicts with a required option";
	case DLX_EBUSY: return "problem has required options";
	case DLX_EOPTION: return "option number out of range";
	case DLX_ECORRUPT: return "matrix links are inconsistent";
	default: return "unknown error";
	}
}

int grow_array(void **array, int32_t *capacity, int32_t needed, size_t size)
{
	if (needed <= *capacity)
		return 0;
	if (needed > MAX_INDEX)
		return DLX_ERANGE;
	int64_t wanted = (int64_t)*capacity * 2;
	if (wanted < needed)
		wanted = needed;
	if (wanted > MAX_INDEX)
		wanted = MAX_INDEX;
	void *bigger = realloc(*array, (size_t)wanted * size);
	if (!bigger)
		return DLX_ENOMEM;
	*array = bigger;
	*capacity = (int32_t)wanted;
	return 0;
}

/* Links the items first..last into a circular list headed by `head`. */
static void link_items(struct dlx_item *item, int32_t head, int32_t first, int32_t last)
{
	int32_t prev = head;
	for (int32_t x = first; x <= last; x++) {
		item[x].prev = prev;
		item[prev].next = x;
		prev = x;
	}
	item[prev].next = head;
	item[head].prev = prev;
}

/* Grows one of the per-item or per-level arrays to `count` entries (contents dropped). */
static int resize(void **array, size_t count, size_t size)
{
	void *bigger = realloc(*array, count * size);
	if (!bigger)
		return DLX_ENOMEM;
	*array = bigger;
	return 0;
}

/* Makes room for n items (primary of them primary) and the search's levels. */
static int size_arrays(struct dlx_problem *pb, int32_t primary, int32_t n)
{
	int err = 0;
	if (n + 2 > pb->item_capacity) {
		err = resize((void **)&pb->item, (size_t)n + 2, sizeof *pb->item);
		if (!err)
			err = resize((void **)&pb->len, (size_t)n + 2, sizeof *pb->len);
		if (err)
			return err;
		pb->item_capacity = n + 2;
	}
	if (primary + 1 > pb->level_capacity) {
		size_t levels = (size_t)primary + 1;
		err = resize((void **)&pb->choice, levels, sizeof *pb->choice);
		if (!err)
			err = resize((void **)&pb->position, levels, sizeof *pb->position);
		if (!err)
			err = resize((void **)&pb->branches, levels, sizeof *pb->branches);
		if (!err)
			err = resize((void **)&pb->solution, levels, sizeof *pb->solution);
		if (err)
			return err;
		pb->level_capacity = primary + 1;
	}
	return grow_array((void **)&pb->node, &pb->node_capacity, n + 2 + 64, sizeof *pb->node);
}

int dlx_problem_reset(struct dlx_problem *pb, int primary_count, int secondary_count)
{
	if (!pb || primary_count < 0 || secondary_count < 0 ||
	    (int64_t)primary_count + secondary_count > MAX_INDEX / 4)
		return DLX_EINVAL;
	int32_t n = primary_count + secondary_count;
	int err = size_arrays(pb, primary_count, n);
	if (err)
		return err;
	pb->primary = primary_count;
	pb->items = n;
	pb->options = 0;
	pb->required_count = 0;
	pb->has_colors = false;
	pb->shuffled = false;
	pb->pristine_valid = false;
	memset(pb->item, 0, ((size_t)n + 2) * sizeof *pb->item);
	memset(pb->len, 0, ((size_t)n + 2) * sizeof *pb->len);
	link_items(pb->item, 0, 1, primary_count);
	link_items(pb->item, n + 1, primary_count + 1, n);
	for (int32_t x = 1; x <= n; x++) {
		pb->node[x].up = x;
		pb->node[x].down = x;
	}
	pb->node[n + 1] = (struct dlx_node){.top = 0}; /* the first spacer */
	pb->node_count = n + 2;
	return 0;
}

struct dlx_problem *dlx_problem_create(int primary_count, int secondary_count)
{
	struct dlx_problem *pb = calloc(1, sizeof *pb);
	if (!pb)
		return NULL;
	if (dlx_problem_reset(pb, primary_count, secondary_count) != 0) {
		dlx_problem_destroy(pb);
		return NULL;
	}
	return pb;
}

void dlx_problem_destroy(struct dlx_problem *pb)
{
	if (!pb)
		return;
	free(pb->item);
	free(pb->len);
	free(pb->node);
	free(pb->option_first);
	free(pb->required);
	free(pb->pristine_node);
	free(pb->pristine_len);
	free(pb->pristine_item);
	free(pb->choice);
	free(pb->position);
	free(pb->branches);
	free(pb->solution);
	free(pb);
}

int dlx_primary_count(const struct dlx_problem *pb) { return pb->primary; }
int dlx_secondary_count(const struct dlx_problem *pb) { return pb->items - pb->primary; }
int dlx_option_count(const struct dlx_problem *pb) { return pb->options; }
int dlx_required_count(const struct dlx_problem *pb) { return pb->required_count; }

static int check_option(const struct dlx_problem *pb, const int *items, const int *colors,
                        int count)
{
	if (!items || count <= 0)
		return DLX_EINVAL;
	for (int k = 0; k < count; k++) {
		if (items[k] < 0 || items[k] >= pb->items)
			return DLX_EITEM;
		if (colors && (colors[k] < 0 || (colors[k] > 0 && items[k] < pb->primary)))
			return DLX_ECOLOR;
		for (int j = 0; j < k; j++)
			if (items[j] == items[k])
				return DLX_EREPEAT;
	}
	return 0;
}

static bool has_color(const int *colors, int count)
{
	for (int k = 0; colors && k < count; k++)
		if (colors[k] > 0)
			return true;
	return false;
}

/* The first coloured option: the right links of the options so far become colour 0. */
static void start_colors(struct dlx_problem *pb)
{
	for (int32_t q = pb->items + 1; q < pb->node_count; q++)
		pb->node[q].color = 0;
	pb->has_colors = true;
}

int dlx_add_option(struct dlx_problem *pb, const int *items, const int *colors, int count)
{
	if (!pb)
		return DLX_EINVAL;
	if (pb->required_count > 0)
		return DLX_EBUSY;
	/* sizes first, so an absurd count is refused before anything is read */
	if (pb->options >= MAX_INDEX - 1 || count > MAX_INDEX - 1 - pb->node_count)
		return DLX_ERANGE;
	int err = check_option(pb, items, colors, count);
	if (err)
		return err;
	err = grow_array((void **)&pb->node, &pb->node_capacity, pb->node_count + count + 1,
	           sizeof *pb->node);
	if (!err)
		err = grow_array((void **)&pb->option_first, &pb->option_capacity, pb->options + 1,
		           sizeof *pb->option_first);
	if (err)
		return err;

	if (!pb->has_colors && has_color(colors, count))
		start_colors(pb);
	struct dlx_node *node = pb->node;
	int32_t first = pb->node_count; /* the spacer before the option sits at first - 1 */
	for (int k = 0; k < count; k++) {
		int32_t x = items[k] + 1, q = first + k;
		node[q].top = x;
		if (pb->has_colors)
			node[q].color = colors ? colors[k] : 0;
		else
			node[q].right = k + 1 < count ? q + 1 : first;
		node[q].up = node[x].up; /* append at the bottom of x's list */
		node[q].down = x;
		node[node[x].up].down = q;
		node[x].up = q;
		pb->len[x]++;
	}
	int32_t last = first + count - 1, spacer = first + count;
	node[first - 1].down = last;
	node[spacer].top = -(pb->options + 1);
	node[spacer].up = first;
	node[spacer].down = 0; /* set when the next option arrives */
	node[spacer].color = 0;
	pb->node_count = spacer + 1;
	pb->option_first[pb->options] = first;
	pb->pristine_valid = false;
	return pb->options++;
}

/* Number of nodes in the option that starts at node `first`. */
static int option_size(const struct dlx_problem *pb, int32_t first)
{
	int32_t q = first;
	while (pb->node[q].top > 0)
		q++;
	return q - first;
}

int dlx_option_items(const struct dlx_problem *pb, int option, int *items, int *colors,
                     int capacity)
{
	if (!pb || (capacity > 0 && !items))
		return DLX_EINVAL;
	if (option < 0 || option >= pb->options)
		return DLX_EOPTION;
	int32_t first = pb->option_first[option];
	int size = option_size(pb, first);
	for (int k = 0; k < size && k < capacity; k++) {
		const struct dlx_node *q = &pb->node[first + k];
		items[k] = q->top - 1;
		if (colors && !pb->has_colors)
			colors[k] = 0;
		else if (colors)
			colors[k] = q->color < 0 ? pb->item[q->top].color : q->color;
	}
	return size;
}

static bool item_active(const struct dlx_problem *pb, int32_t x)
{
	return pb->item[pb->item[x].prev].next == x;
}

static bool node_linked(const struct dlx_problem *pb, int32_t q)
{
	return pb->node[pb->node[q].up].down == q;
}

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

int dlx_require(struct dlx_problem *pb, int option)
{
	if (!pb)
		return DLX_EINVAL;
	if (option < 0 || option >= pb->options)
		return DLX_EOPTION;
	int32_t first = pb->option_first[option];
	int size = option_size(pb, first);
	for (int k = 0; k < size; k++)
		if (!node_available(pb, first + k))
			return DLX_ECONFLICT;
	int err = grow_array((void **)&pb->required, &pb->required_capacity, pb->required_count + 1,
	               sizeof *pb->required);
	if (err)
		return err;
	if (pb->required_count == 0) {
		pb->required_updates = 0;
		if (!pb->pristine_valid)
			take_pristine(pb);
	}
	uint64_t updates = 0;
	for (int k = 0; k < size; k++) {
		if (pb->has_colors)
			commit(pb, first + k, true, &updates);
		else
			commit(pb, first + k, false, &updates);
	}
	pb->required[pb->required_count++] = first;
	pb->required_updates += updates;
	return 0;
}

int dlx_exclude(struct dlx_problem *pb, int option)
{
	if (!pb)
		return DLX_EINVAL;
	if (option < 0 || option >= pb->options)
		return DLX_EOPTION;
	int32_t first = pb->option_first[option];
	int size = option_size(pb, first);
	for (int k = 0; k < size; k++)
		if (!node_available(pb, first + k))
			return 0; /* already out of the search */
	int err = grow_array((void **)&pb->required, &pb->required_capacity, pb->required_count + 1,
	               sizeof *pb->required);
	if (err)
		return err;
	if (pb->required_count == 0) {
		pb->required_updates = 0;
		if (!pb->pristine_valid)
			take_pristine(pb);
	}
	uint64_t updates = 0;
	hide_all(pb, first, &updates);
	pb->required[pb->required_count++] = -first; /* negative: an exclusion */
	pb->required_updates += updates;
	return 0;
}

void dlx_release_all(struct dlx_problem *pb)
{
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
				uncommit(pb, first + k, true);
			else
				uncommit(pb, first + k, false);
		}
	}
}

/* Relinks the list headed by `head` in the order given by `order`. */
static void relink_items(struct dlx_item *item, int32_t head, const int32_t *order, int32_t count)
{
	int32_t prev = head;
	for (int32_t k = 0; k < count; k++) {
		item[order[k]].prev = prev;
		item[prev].next = order[k];
		prev = order[k];
	}
	item[prev].next = head;
	item[head].prev = prev;
}

int dlx_problem_shuffle(struct dlx_problem *pb, uint64_t seed)
{
	if (!pb)
		return DLX_EINVAL;
	if (pb->required_count > 0)
		return DLX_EBUSY;
	int32_t longest = pb->items;
	for (int32_t x = 1; x <= pb->items; x++)
		if (pb->len[x] > longest)
			longest = pb->len[x];
	int32_t *order = malloc(((size_t)longest + 1) * sizeof *order);
	if (!order)
		return DLX_ENOMEM;
	struct rng rng;
	rng_seed(&rng, seed);
	struct dlx_node *node = pb->node;
	for (int32_t x = 1; x <= pb->items; x++) {
		int32_t count = 0;
		for (int32_t q = node[x].down; q != x; q = node[q].down)
			order[count++] = q;
		rng_shuffle(&rng, order, count);
		int32_t prev = x;
		for (int32_t k = 0; k < count; k++) {
			node[order[k]].up = prev;
			node[prev].down = order[k];
			prev = order[k];
		}
		node[prev].down = x;
		node[x].up = prev;
	}
	int32_t lists[2][2] = {{0, pb->primary}, {pb->items + 1, pb->items - pb->primary}};
	for (int l = 0; l < 2; l++) {
		int32_t head = lists[l][0], count = lists[l][1], first = head == 0 ? 1 : pb->primary + 1;
		for (int32_t k = 0; k < count; k++)
			order[k] = first + k;
		rng_shuffle(&rng, order, count);
		relink_items(pb->item, head, order, count);
	}
	pb->shuffled = true;
	pb->pristine_valid = false;
	free(order);
	return 0;
}

/* Checks one item's vertical list: links both ways and the length. */
static bool column_consistent(const struct dlx_problem *pb, int32_t x)
{
	const struct dlx_node *node = pb->node;
	int32_t len = 0, prev = x;
	for (int32_t q = node[x].down; q != x; q = node[q].down) {
		if (q <= pb->items + 1 || q >= pb->node_count || node[q].top != x ||
		    node[q].up != prev || ++len > pb->node_count)
			return false;
		prev = q;
	}
	int32_t expected = len + (item_active(pb, x) ? 0 : DLX_COVERED);
	return node[x].up == prev && expected == pb->len[x];
}

/* Checks a circular item list: links both ways, members in range. */
static bool list_consistent(const struct dlx_problem *pb, int32_t head, int32_t low, int32_t high)
{
	int32_t prev = head, steps = 0;
	for (int32_t x = pb->item[head].next; x != head; x = pb->item[x].next) {
		if (x < low || x > high || pb->item[x].prev != prev || ++steps > pb->items)
			return false;
		prev = x;
	}
	return pb->item[head].prev == prev;
}

int dlx_problem_check(const struct dlx_problem *pb)
{
	if (!pb)
		return DLX_EINVAL;
	if (!list_consistent(pb, 0, 1, pb->primary) ||
	    !list_consistent(pb, pb->items + 1, pb->primary + 1, pb->items))
		return DLX_ECORRUPT;
	for (int32_t x = 1; x <= pb->items; x++)
		if (!column_consistent(pb, x))
			return DLX_ECORRUPT;
	if (pb->required_count > 0)
		return 0; /* covered items' lists are legitimately short; nothing more to compare */
	int32_t active = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next)
		active++;
	for (int32_t x = pb->item[pb->items + 1].next; x != pb->items + 1; x = pb->item[x].next)
		active++;
	if (active != pb->items)
		return DLX_ECORRUPT;
	for (int32_t q = pb->items + 2; pb->has_colors && q < pb->node_count; q++)
		if (pb->node[q].color < 0)
			return DLX_ECORRUPT;
	int32_t total = 0;
	for (int32_t x = 1; x <= pb->items; x++) {
		if (pb->item[x].color != 0)
			return DLX_ECORRUPT;
		total += pb->len[x];
	}
	int32_t nodes = pb->node_count - pb->items - 2 - pb->options;
	return total == nodes ? 0 : DLX_ECORRUPT;
}
