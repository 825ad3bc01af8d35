/*
 * best.c - the k cheapest solutions, kept sorted cheapest first, and the
 * bound that lists in different threads share.
 *
 * Order: by cost, then by the sorted option numbers compared
 * lexicographically (a proper prefix first). Two different solutions never
 * compare equal, so "the first k" is one list whatever order the solutions
 * arrive in: that is what makes a split search give the undivided answer.
 * The list is a sorted array; an insertion moves at most k entries, which
 * is nothing next to the search that found the solution.
 */
#include "cost/best.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/*
 * Makes room for the first `n` entries (n <= k), doubling, so that a list
 * of a large k costs only what it holds. 0 or DLX_ENOMEM.
 */
static int reserve(struct dlx_best *best, int n)
{
	if (n <= best->entries)
		return 0;
	int entries = best->entries < 4 ? 4 : best->entries;
	while (entries < n)
		entries = entries > INT_MAX / 2 ? INT_MAX : entries * 2;
	if (entries > best->k)
		entries = best->k;
	if ((size_t)entries > SIZE_MAX / sizeof *best->entry)
		return DLX_ENOMEM;
	struct best_entry *bigger = realloc(best->entry, (size_t)entries * sizeof *bigger);
	if (!bigger)
		return DLX_ENOMEM;
	memset(bigger + best->entries, 0, (size_t)(entries - best->entries) * sizeof *bigger);
	best->entry = bigger;
	best->entries = entries;
	return 0;
}

struct dlx_best *dlx_best_create(int k)
{
	if (k < 1)
		return NULL;
	struct dlx_best *best = calloc(1, sizeof *best);
	if (!best)
		return NULL;
	best->k = k;
	if (reserve(best, 1) != 0) {
		free(best);
		return NULL;
	}
	return best;
}

void dlx_best_destroy(struct dlx_best *best)
{
	if (!best)
		return;
	for (int r = 0; r < best->entries; r++)
		free(best->entry[r].options);
	free(best->entry);
	free(best);
}

void dlx_best_clear(struct dlx_best *best)
{
	if (best)
		best->count = 0; /* the option arrays stay, for reuse */
}

int dlx_best_count(const struct dlx_best *best)
{
	return best ? best->count : DLX_EINVAL;
}

int64_t dlx_best_cost(const struct dlx_best *best, int rank)
{
	if (!best || rank < 0 || rank >= best->count)
		return DLX_EINVAL;
	return best->entry[rank].cost;
}

int dlx_best_options(const struct dlx_best *best, int rank, const int **options)
{
	if (!best || !options || rank < 0 || rank >= best->count)
		return DLX_EINVAL;
	*options = best->entry[rank].options;
	return best->entry[rank].count;
}

/* <0, 0, >0 as solution (cost, options[count]) ranks before, with, after entry e. */
static int compare(int64_t cost, const int *options, int count, const struct best_entry *e)
{
	if (cost != e->cost)
		return cost < e->cost ? -1 : 1;
	for (int k = 0; k < count && k < e->count; k++)
		if (options[k] != e->options[k])
			return options[k] < e->options[k] ? -1 : 1;
	return (count > e->count) - (count < e->count);
}

/* Lowers the shared bound to `cost` unless it is lower already. */
static void tighten_bound(struct dlx_bound *bound, int64_t cost)
{
	int64_t now = atomic_load(&bound->value);
	while (cost < now && !atomic_compare_exchange_weak(&bound->value, &now, cost))
		;
}

/* Makes room for `count` options in e. 0 or DLX_ENOMEM. */
static int fit(struct best_entry *e, int count)
{
	if (count <= e->capacity)
		return 0;
	int capacity = count < 8 ? 8 : count;
	int *bigger = realloc(e->options, (size_t)capacity * sizeof *bigger);
	if (!bigger)
		return DLX_ENOMEM;
	e->options = bigger;
	e->capacity = capacity;
	return 0;
}

int best_offer(struct dlx_best *best, int64_t cost, const int *options, int count)
{
	int at = best->count;
	while (at > 0 && compare(cost, options, count, &best->entry[at - 1]) < 0)
		at--;
	if (at > 0 && compare(cost, options, count, &best->entry[at - 1]) == 0)
		return 0; /* kept already */
	if (at == best->k)
		return 0;
	/* the entry that drops out (or a free one) takes the new solution */
	int last = best->count < best->k ? best->count : best->k - 1;
	if (reserve(best, last + 1) != 0)
		return DLX_ENOMEM;
	struct best_entry spare = best->entry[last];
	if (fit(&spare, count) != 0)
		return DLX_ENOMEM;
	memmove(&best->entry[at + 1], &best->entry[at], (size_t)(last - at) * sizeof *best->entry);
	spare.cost = cost;
	spare.count = count;
	if (count > 0) /* an empty solution (bounds with lower 0) may have no array at all */
		memcpy(spare.options, options, (size_t)count * sizeof *options);
	best->entry[at] = spare;
	if (best->count < best->k)
		best->count++;
	if (best->bound && best->count == best->k)
		tighten_bound(best->bound, best->entry[best->k - 1].cost);
	return 1;
}

static int by_number(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

int best_offer_unsorted(struct dlx_best *best, int64_t cost, int *options, int count)
{
	qsort(options, (size_t)count, sizeof *options, by_number);
	return best_offer(best, cost, options, count);
}

int dlx_best_merge(struct dlx_best *into, const struct dlx_best *from)
{
	if (!into || !from)
		return DLX_EINVAL;
	/* room first, so that a failure leaves `into` as it was */
	int longest = 0;
	for (int r = 0; r < from->count; r++)
		if (from->entry[r].count > longest)
			longest = from->entry[r].count;
	/* only entries below count + from->count can take a solution: not all k */
	int reach = into->k - into->count > from->count ? into->count + from->count : into->k;
	if (reserve(into, reach) != 0)
		return DLX_ENOMEM;
	for (int r = 0; r < reach; r++)
		if (fit(&into->entry[r], longest) != 0)
			return DLX_ENOMEM;
	for (int r = 0; r < from->count; r++) {
		const struct best_entry *e = &from->entry[r];
		if (best_offer(into, e->cost, e->options, e->count) < 0)
			return DLX_ENOMEM; /* cannot happen: every entry has room */
	}
	return 0;
}

struct dlx_bound *dlx_bound_create(void)
{
	struct dlx_bound *bound = malloc(sizeof *bound);
	if (bound)
		atomic_init(&bound->value, INT64_MAX);
	return bound;
}

void dlx_bound_destroy(struct dlx_bound *bound)
{
	free(bound);
}

int64_t dlx_bound_value(const struct dlx_bound *bound)
{
	return bound ? atomic_load(&((struct dlx_bound *)bound)->value) : INT64_MAX;
}

int dlx_best_share(struct dlx_best *best, struct dlx_bound *bound)
{
	if (!best)
		return DLX_EINVAL;
	best->bound = bound;
	if (bound && best->count == best->k)
		tighten_bound(bound, best->entry[best->k - 1].cost);
	return 0;
}
