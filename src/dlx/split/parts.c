/*
 * parts.c - the list of parts of one search (struct dlx_parts): prefixes
 * appended by hand or walked at a depth, the shallowest depth that gives
 * enough of them, and the balance that options->jobs cuts with.
 */
#include "count/wide.h"
#include "split/jobs.h"
#include "x/search_knuth.h"

#include <stdlib.h>
#include <string.h>

struct dlx_parts *dlx_parts_create(void)
{
	struct dlx_parts *parts = calloc(1, sizeof *parts);
	if (parts)
		parts->depth = -1;
	return parts;
}

/* Forgets every prefix, keeping the memory. */
static void parts_clear(struct dlx_parts *parts)
{
	parts->count = 0;
	parts->used = 0;
	parts->walk_nodes = 0;
	parts->walk_updates = 0;
	parts->walk_mems = 0;
	parts->depth = -1;
}

void dlx_parts_destroy(struct dlx_parts *parts)
{
	if (!parts)
		return;
	free(parts->length);
	free(parts->start);
	free(parts->options);
	free(parts);
}

/* Appends one prefix. 0 or DLX_ENOMEM. */
static int append(struct dlx_parts *set, const int *options, int count)
{
	if (set->count == set->capacity) {
		int capacity = set->capacity ? 2 * set->capacity : 256;
		int *length = realloc(set->length, (size_t)capacity * sizeof *length);
		if (length)
			set->length = length;
		size_t *start = realloc(set->start, (size_t)capacity * sizeof *start);
		if (start)
			set->start = start;
		if (!length || !start)
			return DLX_ENOMEM;
		set->capacity = capacity;
	}
	if (!set->options || set->used + (size_t)count > set->room) {
		size_t room = 2 * (set->room + (size_t)count) + 256;
		int *grown = realloc(set->options, room * sizeof *grown);
		if (!grown)
			return DLX_ENOMEM;
		set->options = grown;
		set->room = room;
	}
	if (count > 0)
		memcpy(set->options + set->used, options, (size_t)count * sizeof *options);
	set->start[set->count] = set->used;
	set->length[set->count++] = count;
	set->used += (size_t)count;
	return 0;
}

int dlx_parts_add(struct dlx_parts *parts, const int *prefix, int count)
{
	if (!parts || count < 0 || (count > 0 && !prefix))
		return DLX_EINVAL;
	parts->depth = -1;
	return append(parts, prefix, count);
}

static int on_prefix(void *user, const int *options, int count)
{
	return append(user, options, count) != 0;
}

int dlx_parts_algorithm(struct dlx_parts *parts, enum dlx_algorithm algorithm)
{
	if (!parts || (algorithm != DLX_ALGORITHM_LINKS && algorithm != DLX_ALGORITHM_BITS))
		return DLX_EINVAL;
	parts->algorithm = algorithm;
	return 0;
}

bool parts_whole(const struct dlx_problem *pb, const struct dlx_parts *set)
{
	return dlx_has_bounds(pb) || set->reference || set->algorithm == DLX_ALGORITHM_BITS;
}

int dlx_parts_reference(struct dlx_parts *parts, enum dlx_order order)
{
	if (!parts || (order != DLX_ORDER_MRV && order != DLX_ORDER_FIRST && order != DLX_ORDER_SHARP))
		return DLX_EINVAL;
	parts->reference = true;
	parts->order = order;
	return 0;
}

/* The reference loop's walk, with its figures above the prefixes. 0, 1 (stopped) or a code. */
static int walk_reference(struct dlx_parts *parts, struct dlx_problem *pb, int depth)
{
	if (pb->bounded)
		return DLX_EINVAL; /* Algorithm M's reference loop has no walk */
	if (depth == 0)
		return on_prefix(parts, NULL, 0);
	struct dlx_stats above;
	int code = knuth_walk(pb, parts->order, depth, on_prefix, parts, &above);
	parts->walk_nodes = above.nodes;
	parts->walk_updates = above.updates;
	parts->walk_mems = above.mems;
	return code;
}

int dlx_parts_walk(struct dlx_parts *parts, struct dlx_problem *pb, int depth)
{
	if (!parts || !pb || depth < 0)
		return DLX_EINVAL;
	parts_clear(parts);
	int code = parts->reference ? walk_reference(parts, pb, depth)
	                            : dlx_prefixes(pb, depth, on_prefix, parts, &parts->walk_nodes);
	parts->depth = code == 0 ? depth : -1;
	if (code != 0)
		parts_clear(parts);
	return code == 1 ? DLX_ENOMEM : code; /* the callback stops only when memory ran out */
}

/* Whether every prefix is shorter than the depth: all solutions, nothing left to split. */
static bool all_finished(const struct dlx_parts *set)
{
	for (int k = 0; k < set->count; k++)
		if (set->length[k] == set->depth)
			return false;
	return true;
}

int dlx_parts_enough(struct dlx_parts *parts, struct dlx_problem *pb, int wanted)
{
	if (!parts || !pb || wanted < 1)
		return DLX_EINVAL;
	int deepest = dlx_max_depth(pb);
	for (int depth = 1;; depth++) {
		int code = dlx_parts_walk(parts, pb, depth);
		if (code != 0 || parts->count >= wanted || depth >= deepest || all_finished(parts))
			return code;
	}
}

int parts_wanted(int jobs)
{
	return jobs <= 1 ? 1 : PARTS_PER_THREAD * jobs;
}

int dlx_parts_balance(struct dlx_parts *parts, struct dlx_problem *pb, int jobs)
{
	if (!parts || jobs < 1)
		return DLX_EINVAL;
	/* threads that share work need no more than one part each to start with */
	int wanted = parts_whole(pb, parts) || jobs <= 1 ? parts_wanted(jobs) : jobs;
	return dlx_parts_enough(parts, pb, wanted);
}

int dlx_parts_keep(struct dlx_parts *parts, int part, int of)
{
	if (!parts || of < 1 || part < 1 || part > of)
		return DLX_EINVAL;
	int kept = 0;
	for (int k = part - 1; k < parts->count; k += of) {
		parts->start[kept] = parts->start[k];
		parts->length[kept++] = parts->length[k];
	}
	parts->count = kept;
	if (parts->reference && part > 1) /* the figures above the parts are the first part's */
		parts->walk_nodes = parts->walk_updates = parts->walk_mems = 0;
	return 0;
}

int dlx_parts_count(const struct dlx_parts *parts)
{
	return parts ? parts->count : DLX_EINVAL;
}

int dlx_parts_prefix(const struct dlx_parts *parts, int part, const int **options)
{
	if (!parts || !options || part < 0 || part >= parts->count)
		return DLX_EINVAL;
	*options = parts->options + parts->start[part];
	return parts->length[part];
}

int dlx_parts_depth(const struct dlx_parts *parts, uint64_t *nodes)
{
	if (!parts)
		return DLX_EINVAL;
	if (nodes)
		*nodes = parts->walk_nodes;
	return parts->depth;
}

void dlx_stats_add(struct dlx_stats *total, const struct dlx_stats *part)
{
	if (!total || !part)
		return;
	wide_put(total, wide_add(wide_of(total), wide_of(part)));
	total->nodes += part->nodes;
	total->updates += part->updates;
	total->branches += part->branches;
	total->memo_hits += part->memo_hits;
	total->mems += part->mems;
	total->splits += part->splits;
	if (part->max_level > total->max_level)
		total->max_level = part->max_level;
	if (part->stop != DLX_STOP_EXHAUSTED)
		total->stop = part->stop;
}
