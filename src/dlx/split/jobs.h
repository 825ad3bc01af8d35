/*
 * jobs.h - one search with several threads (options->jobs, private): the
 * list of parts (parts.c), starting the threads (threads.c), the count and
 * the solutions (jobs.c) and the k cheapest (jobs_best.c).
 */
#ifndef DLX_SPLIT_JOBS_H
#define DLX_SPLIT_JOBS_H

#include "dlx.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Prefixes (lists of option numbers), stored one after another. */
struct dlx_parts {
	int count, capacity;
	int depth;            /* the depth walked; -1: added by hand */
	int *length;          /* options in each prefix */
	size_t *start;        /* where each prefix starts in options[] */
	int *options;
	size_t used, room;    /* entries of options[] in use / allocated */
	uint64_t walk_nodes;  /* tree nodes above the depth that are not prefixes */
	/* dlx_parts_reference: walked by the reference loop, with its figures above the parts */
	bool reference;
	enum dlx_order order;
	enum dlx_algorithm algorithm; /* dlx_parts_algorithm: bits takes its parts whole */
	uint64_t walk_updates, walk_mems;
};

/* Parts per thread where threads take whole parts: enough to balance. */
#define PARTS_PER_THREAD 20

/*
 * Whether threads take the parts of `set` whole, one after another, rather
 * than from a pool that shares them out (split/share.c): Algorithm M, the
 * reference loop and bits have no poll to give work away at.
 */
bool parts_whole(const struct dlx_problem *pb, const struct dlx_parts *set);

/* How many parts are worth making for `jobs` threads that take whole parts (1 for one). */
int parts_wanted(int jobs);

/*
 * Runs fn on each of `count` states (entries `stride` bytes apart): the
 * first in the calling thread, the others in threads of their own, and
 * waits for them all. A thread that cannot start (none can, in a build
 * without threads) leaves its state to the threads that did: fn must
 * take work from a shared queue. Returns how many ran (1 .. count).
 */
int run_threads(int count, void *(*fn)(void *), void *states, size_t stride);

/* The options a search with jobs > 1 cannot take (dlx.h): DLX_EINVAL, else 0. */
int check_jobs_options(const struct dlx_search_options *options);

/* dlx_search with options->jobs > 1 (or negative: DLX_EINVAL). */
int search_jobs(struct dlx_problem *pb, const struct dlx_search_options *options,
                struct dlx_stats *stats);

/* dlx_search_best with options->jobs > 1 (or negative: DLX_EINVAL). */
int search_best_jobs(struct dlx_problem *pb, struct dlx_best *best,
                     const struct dlx_search_options *options, struct dlx_stats *stats);

#endif
