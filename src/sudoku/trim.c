/*
 * trim.c - the rater's searches on the options the givens leave (see
 * trim.h).
 *
 * The items keep their meaning; only their numbers change, to their places
 * in the order's active list, since the engine breaks ties between equally
 * short items in favour of the lowest number on a problem it did not
 * shuffle, and of the first in the list on one it did. The options go to
 * the engine in option-number order, in runs of one size.
 */
#include "trim.h"

#include <stdlib.h>
#include <string.h>

/* Each order's places, from the shuffled problems. False when one is not as expected. */
static bool read_places(struct trim *t, struct dlx_problem *const *problems, int *order)
{
	for (int k = 0; k < t->orders; k++) {
		if (dlx_item_order(problems[k], order, t->items) != t->items)
			return false;
		for (int place = 0; place < t->items; place++)
			t->place[(size_t)k * (size_t)t->items + (size_t)order[place]] = place;
	}
	return true;
}

/* Each option's items, from the unshuffled numbering every copy shares. */
static bool read_options(struct trim *t, const struct dlx_problem *problem)
{
	for (int o = 0; o < t->options; o++) {
		int size = dlx_option_items(problem, o, t->option_item + (size_t)o * (size_t)t->size_max,
		                            NULL, t->size_max);
		if (size < 1 || size > t->size_max)
			return false;
		t->option_size[o] = size;
	}
	return true;
}

int trim_init(struct trim *t, struct dlx_problem *const *problems, int orders, int n)
{
	*t = (struct trim){.n = n, .orders = orders, .size_max = SUDOKU_OPTION_MAX_ITEMS};
	t->items = dlx_primary_count(problems[0]);
	t->options = dlx_option_count(problems[0]);
	size_t items = (size_t)t->items, options = (size_t)t->options;
	t->problem = dlx_problem_create(t->items, 0);
	t->place = malloc((size_t)orders * items * sizeof *t->place);
	t->option_item = malloc(options * (size_t)t->size_max * sizeof *t->option_item);
	t->option_size = malloc(options * sizeof *t->option_size);
	t->kept = malloc((options + 1) * sizeof *t->kept); /* a slot past: see trim_puzzle */
	t->batch = malloc(options * (size_t)t->size_max * sizeof *t->batch);
	t->covered = malloc(items * sizeof *t->covered);
	int *order = malloc(items * sizeof *order);
	bool fine = t->problem && t->place && t->option_item && t->option_size && t->kept &&
	            t->batch && t->covered && order && read_places(t, problems, order) &&
	            read_options(t, problems[0]);
	free(order);
	if (!fine) {
		trim_finish(t);
		return SUDOKU_ENOMEM;
	}
	return 0;
}

void trim_finish(struct trim *t)
{
	dlx_problem_destroy(t->problem);
	free(t->place);
	free(t->option_item);
	free(t->option_size);
	free(t->kept);
	free(t->batch);
	free(t->covered);
	*t = (struct trim){0};
}

static const int *items_of(const struct trim *t, int option)
{
	return t->option_item + (size_t)option * (size_t)t->size_max;
}

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
			t->covered[items_of(t, option)[k]] = true;
	}
	t->givens = count;
	for (int o = 0; o < t->options; o++) {
		const int *items = items_of(t, o);
		bool free_of_givens = true;
		for (int k = 0; k < t->option_size[o]; k++)
			free_of_givens &= !t->covered[items[k]];
		t->kept[count] = o; /* written always, kept only when free: no branch to mispredict */
		count += free_of_givens;
	}
	t->kept_count = count;
}

/* Hands the kept options to the engine, items numbered by their places in `order`. */
static int build(struct trim *t, int order)
{
	const int *place = t->place + (size_t)order * (size_t)t->items;
	if (dlx_problem_reset(t->problem, t->items, 0) != 0)
		return SUDOKU_ENOMEM;
	for (int start = 0, end; start < t->kept_count; start = end) {
		int size = t->option_size[t->kept[start]], *to = t->batch;
		for (end = start; end < t->kept_count && t->option_size[t->kept[end]] == size; end++) {
			const int *items = items_of(t, t->kept[end]);
			for (int k = 0; k < size; k++)
				*to++ = place[items[k]];
		}
		if (dlx_add_options(t->problem, t->batch, size, end - start) < 0)
			return SUDOKU_ENOMEM;
	}
	return 0;
}

int trim_search(struct trim *t, int order, uint64_t node_limit, struct dlx_stats *stats)
{
	int err = build(t, order);
	if (err)
		return err;
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.solution_limit = 2;
	options.node_limit = node_limit;
	return dlx_search(t->problem, &options, stats) == 0 ? 0 : SUDOKU_ENOMEM;
}
