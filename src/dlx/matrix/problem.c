/*
 * problem.c - building a dlx_problem and reading it back. The layout is
 * described in problem.h; requiring and excluding options live in
 * require.c, shuffling in shuffle.c, the consistency check in check.c.
 */
#include "matrix/problem.h"
#include "util/inline.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

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
	case DLX_EBOUNDS: return "bad item bounds, or bounds where they cannot go";
	case DLX_EWRITE: return "write failed";
	case DLX_EZDD: return "not a valid ZDD";
	case DLX_ECHECKPOINT: return "not a valid checkpoint";
	default: return "unknown error";
	}
}

/*
 * Links the items first..last into a circular list headed by `head`, each
 * entry written whole (colour 0): a reset needs no clearing pass before.
 */
static void link_items(struct dlx_item *item, int32_t head, int32_t first, int32_t last)
{
	for (int32_t x = first; x <= last; x++)
		item[x] = (struct dlx_item){.prev = x - 1, .next = x + 1};
	if (first > last) {
		item[head] = (struct dlx_item){.prev = head, .next = head};
		return;
	}
	item[head] = (struct dlx_item){.prev = last, .next = first};
	item[first].prev = head;
	item[last].next = head;
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
		if (!err)
			err = resize((void **)&pb->bound, (size_t)n + 2, sizeof *pb->bound);
		if (!err)
			err = resize((void **)&pb->sharp, (size_t)n + 2, sizeof *pb->sharp);
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
			err = resize((void **)&pb->dead_after_cover, levels, sizeof *pb->dead_after_cover);
		if (!err)
			err = resize((void **)&pb->commit_order, levels, sizeof *pb->commit_order);
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
	pb->option_size = 0;
	pb->cost_count = 0;
	pb->required_count = 0;
	pb->has_colors = false;
	pb->shuffled = false;
	pb->pristine_valid = false;
	link_items(pb->item, 0, 1, primary_count);
	link_items(pb->item, n + 1, primary_count + 1, n);
	/* node 0 heads no list and is never walked; set all the same, as the 16-bit copy
	   (search_compact.c) reads every head's links */
	pb->node[0] = (struct dlx_node){0};
	pb->len[0] = pb->len[n + 1] = 0;
	pb->bounded = 0;
	for (int32_t x = 0; x <= n + 1; x++)
		pb->bound[x] = (struct item_bound){.bound = 1, .slack = 0};
	memset(pb->sharp, 0, ((size_t)n + 2) * sizeof *pb->sharp);
	for (int32_t x = 1; x <= n; x++) {
		pb->node[x].up = x;
		pb->node[x].down = x;
		pb->len[x] = 0;
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
	free(pb->bound);
	free(pb->sharp);
	free(pb->m.choice);
	free(pb->m.first_tweak);
	free(pb->m.position);
	free(pb->m.branches);
	free(pb->m.solution);
	free(pb->m.key);
	free(pb->m.dead_before);
	free(pb->m.excess);
	free(pb->node);
	free(pb->option_first);
	free(pb->cost);
	free(pb->required);
	free(pb->pristine_node);
	free(pb->pristine_len);
	free(pb->pristine_item);
	free(pb->rank);
	free(pb->ranked);
	free(pb->choice);
	free(pb->position);
	free(pb->branches);
	free(pb->dead_after_cover);
	free(pb->commit_order);
	free(pb->solution);
	free(pb->compact);
	free(pb->saved_len);
	free(pb->saved_item);
	free(pb);
}

int dlx_primary_count(const struct dlx_problem *pb) { return pb ? pb->primary : DLX_EINVAL; }
int dlx_secondary_count(const struct dlx_problem *pb)
{
	return pb ? pb->items - pb->primary : DLX_EINVAL;
}
int dlx_option_count(const struct dlx_problem *pb) { return pb ? pb->options : DLX_EINVAL; }
int dlx_required_count(const struct dlx_problem *pb)
{
	return pb ? pb->required_count : DLX_EINVAL;
}


/* Options longer than this find repeats by sorting a copy rather than pair by pair. */
#define SHORT_OPTION 32

static int compare_items(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

/*
 * The checks of a long option (items in range first): pair by pair, an
 * option of 200,000 items took half a minute; a sorted copy takes
 * O(n log n) and one allocation.
 */
static int check_long_option(const struct dlx_problem *pb, const int *items, int count)
{
	for (int k = 0; k < count; k++)
		if ((unsigned)items[k] >= (unsigned)pb->items)
			return DLX_EITEM;
	int *sorted = malloc((size_t)count * sizeof *sorted);
	if (!sorted)
		return DLX_ENOMEM;
	memcpy(sorted, items, (size_t)count * sizeof *sorted);
	qsort(sorted, (size_t)count, sizeof *sorted, compare_items);
	int err = 0;
	for (int k = 1; k < count && !err; k++)
		if (sorted[k] == sorted[k - 1])
			err = DLX_EREPEAT;
	free(sorted);
	return err;
}

DLX_INLINE int check_option(const struct dlx_problem *pb, const int *items, const int *colors,
                              int count)
{
	if (!items || count <= 0)
		return DLX_EINVAL;
	int err = count > SHORT_OPTION ? check_long_option(pb, items, count) : 0;
	if (err)
		return err;
	for (int k = 0; count <= SHORT_OPTION && k < count; k++) {
		/* one unsigned comparison for both ends of the range */
		if ((unsigned)items[k] >= (unsigned)pb->items)
			return DLX_EITEM;
		for (int j = 0; j < k; j++)
			if (items[j] == items[k])
				return DLX_EREPEAT;
	}
	for (int k = 0; colors && k < count; k++)
		if (colors[k] < 0 || (colors[k] > 0 && items[k] < pb->primary))
			return DLX_ECOLOR;
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

/* Room for `options` more options of `nodes` nodes in all (spacers included). */
static int make_room(struct dlx_problem *pb, int32_t options, int32_t nodes)
{
	if (pb->rank && pb->options + options >= RANK_LIMIT)
		forget_places(pb); /* a list could outgrow choose_by_rank's 16 bits */
	int err = grow_array((void **)&pb->node, &pb->node_capacity, pb->node_count + nodes,
	                     sizeof *pb->node);
	if (!err)
		err = grow_array((void **)&pb->option_first, &pb->option_capacity,
		                 pb->options + options, sizeof *pb->option_first);
	return err;
}

/*
 * Appends `count` checked options of `size` items each (room made), each
 * node at the bottom of its item's list. In a coloured problem a node gets
 * its colour from `colors` (NULL: none); in a plain one that field is the
 * right link. The problem's counters stay in locals: a store to node[]
 * could alias them, which would reload them for every option. Returns the
 * first option's number.
 */
DLX_INLINE int append_options(struct dlx_problem *pb, const int *items, const int *colors,
                                int size, int count)
{
	struct dlx_node *node = pb->node;
	int32_t *len = pb->len, *option_first = pb->option_first;
	int32_t q = pb->node_count, options = pb->options;
	bool colored = pb->has_colors;
	if (count > 0)
		pb->option_size = options == 0 || pb->option_size == size ? size : -1;
	for (int k = 0; k < count; k++, items += size) {
		int32_t first = q; /* the spacer before the option sits at first - 1 */
		for (int j = 0; j < size; j++, q++) {
			int32_t x = items[j] + 1, bottom = node[x].up;
			node[q] = (struct dlx_node){.up = bottom, .down = x, .top = x, .right = q + 1};
			node[bottom].down = q;
			node[x].up = q;
			len[x]++;
		}
		if (colored)
			for (int j = 0; j < size; j++)
				node[first + j].color = colors ? colors[(size_t)k * (size_t)size + j] : 0;
		else
			node[q - 1].right = first; /* the last node's right link closes the loop */
		node[first - 1].down = q - 1;
		/* the spacer: colour field 0, down set when the next option arrives */
		node[q] = (struct dlx_node){.up = first, .down = 0, .top = -(options + 1)};
		option_first[options++] = first;
		q++;
	}
	pb->node_count = q;
	pb->pristine_valid = false;
	int first_option = pb->options;
	pb->options = options;
	return first_option;
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
	if (!err)
		err = make_room(pb, 1, count + 1);
	if (err)
		return err;
	if (!pb->has_colors && has_color(colors, count))
		start_colors(pb);
	return append_options(pb, items, colors, count, 1);
}

/*
 * Whether options of 4 items (Sudoku's) pass check_option, tested on all of
 * them at once with no branch per item, so the compiler makes vector code
 * of it, twice as wide in the AVX2 copy (bench/NOTES.md, generator); when
 * one fails, the option-by-option check
 * finds which and why.
 */
DLX_MULTIVERSION
static bool all_fine_of_4(const struct dlx_problem *pb, const int *items, int count)
{
	unsigned bad = 0, limit = (unsigned)pb->items;
	for (size_t k = 0; k < (size_t)count * 4; k++)
		bad |= (unsigned)items[k] >= limit;
	for (int k = 0; k < count; k++) {
		const int *o = items + (size_t)k * 4;
		bad |= (o[0] == o[1]) | (o[0] == o[2]) | (o[0] == o[3]) | (o[1] == o[2]) |
		       (o[1] == o[3]) | (o[2] == o[3]);
	}
	return !bad;
}

int dlx_add_options(struct dlx_problem *pb, const int *items, int size, int count)
{
	if (!pb || !items || size <= 0 || count < 0)
		return DLX_EINVAL;
	if (pb->required_count > 0)
		return DLX_EBUSY;
	int64_t nodes = (int64_t)count * ((int64_t)size + 1); /* size may be INT_MAX */
	if (count >= MAX_INDEX - 1 - pb->options || nodes > MAX_INDEX - 1 - pb->node_count)
		return DLX_ERANGE;
	/* every option checked before any is added: an error leaves the problem as it was */
	bool fine = size == 4 && all_fine_of_4(pb, items, count);
	for (int k = 0; !fine && k < count; k++) {
		int err = check_option(pb, items + (size_t)k * (size_t)size, NULL, size);
		if (err)
			return err;
	}
	int err = make_room(pb, count, (int32_t)nodes);
	if (err)
		return err;
	/* Sudoku's size 4 as a constant: the compiler unrolls the item loop */
	return size == 4 ? append_options(pb, items, NULL, 4, count)
	                 : append_options(pb, items, NULL, size, count);
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
			colors[k] = node_color(pb, first + k);
	}
	return size;
}

