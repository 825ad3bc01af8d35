/*
 * trim.c - the rater's searches on the options the givens leave (see
 * trim.h).
 *
 * The items keep their meaning; only their numbers change, to their places
 * in the order's active list, since the engine breaks ties between equally
 * short items in favour of the lowest number on a problem it did not
 * shuffle, and of the first in the list on one it did. Each option's items
 * are kept so numbered for every order, so a build copies them as they
 * are. The options go to the engine in option-number order, in runs of
 * one size.
 */
#include "trim.h"
#include "../util/inline.h"

#include <stdlib.h>
#include <string.h>

/* Each option's size, and the largest. False when one is not as expected. */
static bool read_sizes(struct trim *t, const struct dlx_problem *problem)
{
	for (int o = 0; o < t->options; o++) {
		int size = dlx_option_items(problem, o, NULL, NULL, 0);
		if (size < 1 || size > SUDOKU_OPTION_MAX_ITEMS)
			return false;
		t->option_size[o] = size;
		t->size_max = size > t->size_max ? size : t->size_max;
	}
	return true;
}

/*
 * Each option's items numbered by their places in each order, from the
 * shuffled problems (each option's items are the same in all of them).
 * False when a problem is not as expected.
 */
static bool read_places(struct trim *t, struct dlx_problem *const *problems, int *order,
                        int *place)
{
	int items[SUDOKU_OPTION_MAX_ITEMS];
	for (int k = 0; k < t->orders; k++) {
		if (dlx_item_order(problems[k], order, t->items) != t->items)
			return false;
		for (int at = 0; at < t->items; at++)
			place[order[at]] = at;
		for (int o = 0; o < t->options; o++) {
			int *to = t->option_item + ((size_t)k * (size_t)t->options + (size_t)o) *
			                               (size_t)t->size_max;
			dlx_option_items(problems[k], o, items, NULL, SUDOKU_OPTION_MAX_ITEMS);
			/* a shorter option's spare entries repeat its first item: see keep_free */
			for (int j = 0; j < t->size_max; j++)
				to[j] = place[items[j < t->option_size[o] ? j : 0]];
		}
	}
	return true;
}

int trim_init(struct trim *t, struct dlx_problem *const *problems, int orders, int n)
{
	*t = (struct trim){.n = n, .orders = orders};
	t->items = dlx_primary_count(problems[0]);
	t->options = dlx_option_count(problems[0]);
	size_t items = (size_t)t->items, options = (size_t)t->options;
	t->problem = dlx_problem_create(t->items, 0);
	t->option_size = malloc(options * sizeof *t->option_size);
	t->kept = malloc((options + 1) * sizeof *t->kept); /* a slot past: see trim_puzzle */
	t->covered = malloc(items * sizeof *t->covered);
	int *order = malloc(items * sizeof *order), *place = malloc(items * sizeof *place);
	bool fine = t->problem && t->option_size && t->kept && t->covered && order && place &&
	            read_sizes(t, problems[0]);
	if (fine) {
		size_t entries = options * (size_t)t->size_max;
		t->option_item = malloc((size_t)orders * entries * sizeof *t->option_item);
		t->batch = malloc(entries * sizeof *t->batch);
		fine = t->option_item && t->batch && read_places(t, problems, order, place);
	}
	free(order);
	free(place);
	if (!fine) {
		trim_finish(t);
		return SUDOKU_ENOMEM;
	}
	return 0;
}

void trim_finish(struct trim *t)
{
	dlx_problem_destroy(t->problem);
	free(t->option_item);
	free(t->option_size);
	free(t->kept);
	free(t->batch);
	free(t->covered);
	*t = (struct trim){0};
}

/* Option `option`'s items, numbered by their places in order `order`. */
static const int *items_of(const struct trim *t, int order, int option)
{
	return t->option_item +
	       ((size_t)order * (size_t)t->options + (size_t)option) * (size_t)t->size_max;
}

/*
 * Appends the options free of the covered items to t->kept from `count` on;
 * the new count. `size` is the largest option's: a shorter one's spare
 * entries repeat an item of its own, which changes no answer. Inlined with
 * Sudoku's 4 as a constant, the item loop is unrolled.
 */
DLX_INLINE int keep_free(struct trim *t, int count, int size)
{
	for (int o = 0; o < t->options; o++) {
		const int *items = items_of(t, 0, o);
		bool free_of_givens = true;
		for (int k = 0; k < size; k++)
			free_of_givens &= !t->covered[items[k]];
		t->kept[count] = o; /* written always, kept only when free: no branch to mispredict */
		count += free_of_givens;
	}
	return count;
}

/* The givens' items are marked in order 0's numbering, as every option is read in it. */
void trim_puzzle(struct trim *t, const struct sudoku_grid *puzzle)
{
	memset(t->covered, 0, (size_t)t->items * sizeof *t->covered);
	int count = 0;
	for (int cell = 0; cell < t->n * t->n; cell++) {
		int d = puzzle->cell[cell];
		if (d == 0)
			continue;
		int option = cell * t->n + d - 1; /* encode.c's numbering */
		t->kept[count++] = option;
		for (int k = 0; k < t->option_size[option]; k++)
			t->covered[items_of(t, 0, option)[k]] = true;
	}
	t->givens = count;
	t->kept_count = t->size_max == 4 ? keep_free(t, count, 4) : keep_free(t, count, t->size_max);
}

/* Copies the items of the kept options from `from` of one size to t->batch. */
DLX_INLINE void copy_kept(struct trim *t, int order, int from, int to, int size)
{
	int *at = t->batch;
	for (int k = from; k < to; k++, at += size)
		memcpy(at, items_of(t, order, t->kept[k]), (size_t)size * sizeof *at);
}

/* Hands the kept options to the engine, their items numbered by places in `order`. */
static int build_order(struct trim *t, int order)
{
	if (dlx_problem_reset(t->problem, t->items, 0) != 0)
		return SUDOKU_ENOMEM;
	for (int start = 0, end; start < t->kept_count; start = end) {
		int size = t->option_size[t->kept[start]];
		for (end = start; end < t->kept_count && t->option_size[t->kept[end]] == size; end++)
			;
		if (size == 4) /* Sudoku's: a constant size copies in one move */
			copy_kept(t, order, start, end, 4);
		else
			copy_kept(t, order, start, end, size);
		if (dlx_add_options(t->problem, t->batch, size, end - start) < 0)
			return SUDOKU_ENOMEM;
	}
	return 0;
}

int trim_search(struct trim *t, int order, uint64_t node_limit, struct dlx_stats *stats)
{
	int err = build_order(t, order);
	if (err)
		return err;
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.solution_limit = 2;
	options.node_limit = node_limit;
	return dlx_search(t->problem, &options, stats) == 0 ? 0 : SUDOKU_ENOMEM;
}
