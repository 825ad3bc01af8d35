/*
 * split.h - one exact-cover search cut into parts: the list of
 * prefixes (prefixes.c), and split_search, which searches them with threads
 * and adds the results up (parallel.c). dlx-mpi spreads the parts over MPI
 * ranks instead (dlx_mpi.c); runner.h is how the command reaches either.
 * Both hand parts out dynamically, so a slow part does not hold up the others.
 */
#ifndef CLI_SPLIT_H
#define CLI_SPLIT_H

#include "dlx.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* Prefixes (lists of option numbers), stored one after another. */
struct prefix_set {
	int count, capacity;
	int depth;            /* the depth walked (-1: read from a file) */
	int *length;          /* options in each prefix */
	size_t *start;        /* where each prefix starts in options[] */
	int *options;
	size_t used, room;    /* entries of options[] in use / allocated */
	uint64_t walk_nodes;  /* tree nodes above the depth that are not prefixes */
};

void prefix_set_finish(struct prefix_set *set);

/* The prefixes at `depth` (see dlx_prefixes). 0 or a negative DLX_E* code. */
int prefix_set_walk(struct prefix_set *set, struct dlx_problem *pb, int depth);

/*
 * The prefixes at the smallest depth that gives at least `wanted` of them
 * (or the deepest useful one, when the tree is too small). 0 or DLX_E*.
 */
int prefix_set_enough(struct prefix_set *set, struct dlx_problem *pb, int wanted);

/* Keeps prefixes part-1, part-1+parts, part-1+2*parts ... (part is 1 .. parts). */
void prefix_set_keep_part(struct prefix_set *set, int part, int parts);

/*
 * Reads prefixes as `dlx --split` prints them: one a line, option numbers
 * separated by spaces (an empty line is the empty prefix); lines starting
 * with '#' are comments. Each is checked against the problem (numbers in
 * range, options that can be chosen together). false, with a
 * FILE:LINE:COLUMN message, on bad input.
 */
bool prefix_set_read(struct prefix_set *set, struct dlx_problem *pb, const char *path);

/* Prints the prefixes one a line, as prefix_set_read reads them. */
void prefix_set_print(const struct prefix_set *set, FILE *out);

/* Whole solutions go here: the prefix's options and the rest (never two calls at once). */
typedef void (*split_print_fn)(void *user, const int *options, int count);

struct split_request {
	struct dlx_problem *pb;       /* the problem as read; workers search their own clones */
	const struct prefix_set *set;
	int jobs;                     /* threads (the MPI version ignores it: one per rank) */
	uint64_t solution_limit;      /* 0: none; applies to the whole search */
	uint64_t node_limit;          /* 0: none; the whole search, within one check interval */
	double time_limit;            /* seconds; 0: none */
	double progress_every;        /* seconds between progress lines on stderr; 0: none */
	split_print_fn print;         /* NULL: count only */
	size_t memo_bytes;            /* each part's memo (dlx_search_options); threads only */
	void *user;
	void *runner;                 /* the runner's state (dlx-mpi's struct mpi_run); NULL for threads */
};

/* Up to SPLIT_MAX_WORKERS workers get their own line in the statistics. */
#define SPLIT_MAX_WORKERS 1024

struct split_result {
	struct dlx_stats total;       /* nodes include the walk above the parts */
	int workers;                  /* threads or ranks that searched */
	const char *worker_name;      /* "thread" or "rank" */
	uint64_t worker_nodes[SPLIT_MAX_WORKERS];
	int worker_parts[SPLIT_MAX_WORKERS];
	bool failed;                  /* out of memory: nothing is exact */
};

/*
 * Adds a part's figures to a total: counts summed, the deepest level kept,
 * and a stop other than exhaustion (a limit) kept too.
 */
static inline void split_add_stats(struct dlx_stats *total, const struct dlx_stats *part)
{
	total->solutions += part->solutions;
	total->nodes += part->nodes;
	total->updates += part->updates;
	total->memo_hits += part->memo_hits;
	if (part->max_level > total->max_level)
		total->max_level = part->max_level;
	if (part->stop != DLX_STOP_EXHAUSTED)
		total->stop = part->stop;
}

/*
 * How many parts are worth making for `jobs` threads (20 per thread, to
 * balance; 1 for one thread); the MPI version counts worker ranks instead.
 */
int split_parts_wanted(int jobs);

/*
 * The same for one problem: where threads share work (no bounds), one
 * part per thread to start with, as a smaller cut keeps each thread's memo
 * on neighbouring states.
 */
int split_parts_for(int jobs, const struct dlx_problem *pb);

/* Searches every prefix of the set with threads and adds the results up into *result. */
void split_search(const struct split_request *request, struct split_result *result);

/* Prints the per-worker nodes and the imbalance (largest over mean) on `out`. */
void split_print_balance(const struct split_result *result, FILE *out);

/* A progress line: seconds, nodes and solutions so far, parts done. */
void split_print_progress(double seconds, uint64_t nodes, uint64_t solutions, int done,
                          int parts);

#endif
