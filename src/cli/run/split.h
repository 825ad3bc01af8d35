/*
 * split.h - one exact-cover search cut into parts, as the commands see it.
 * The parts themselves (struct dlx_parts: walked at a depth, the balance
 * for a number of threads, one part of N) and the threads that search them
 * are the library's (dlx.h, "Several threads"); here are what the commands
 * add: prefix files read and printed (prefixes.c), split_search, which
 * runs the library's threads and prints their progress (parallel.c), and
 * the reports. dlx-mpi spreads the parts over MPI ranks instead
 * (dlx_mpi.c); runner.h is how the command reaches either.
 */
#ifndef CLI_SPLIT_H
#define CLI_SPLIT_H

#include "dlx.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/*
 * Reads prefixes as `dlx --split` prints them into `set`, an empty list:
 * one a line, option numbers separated by spaces (an empty line is the
 * empty prefix); lines starting with '#' are comments. Each is checked
 * against the problem (numbers in range, options that can be chosen
 * together, parts that do not overlap). false, with a FILE:LINE:COLUMN
 * message, on bad input.
 */
bool prefix_set_read(struct dlx_parts *set, struct dlx_problem *pb, const char *path);

/* Prints the prefixes one a line, as prefix_set_read reads them. */
void prefix_set_print(const struct dlx_parts *set, FILE *out);

/* Whole solutions go here: the prefix's options and the rest (never two calls at once). */
typedef void (*split_print_fn)(void *user, const int *options, int count);

struct split_request {
	struct dlx_problem *pb;       /* the problem as read; workers search their own clones */
	const struct dlx_parts *set;
	int jobs;                     /* threads (the MPI version ignores it: one per rank) */
	uint64_t solution_limit;      /* 0: none; applies to the whole search */
	uint64_t node_limit;          /* 0: none; the whole search, within one check interval */
	double time_limit;            /* seconds; 0: none */
	double progress_every;        /* seconds between progress lines on stderr; 0: none */
	split_print_fn print;         /* NULL: count only */
	size_t memo_bytes;            /* each part's memo (dlx_search_options) */
	bool knuth;                   /* the reference loop (knuth_counts); the set is its walk's */
	enum dlx_order order;
	enum dlx_algorithm algorithm; /* links or bits (whose parts are searched whole) */
	void *user;
	void *runner;                 /* the runner's state (dlx-mpi's struct mpi_run); NULL for threads */
	/*
	 * NULL, or the parts done so far: the runner searches only the others,
	 * hands out whole parts, records each one searched to the end and then
	 * calls on_part (with `user`; may be NULL) to store the checkpoint.
	 */
	struct dlx_checkpoint *checkpoint;
	dlx_part_done_fn on_part;
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
	bool helper;                  /* an MPI rank other than 0: rank 0 reports and keeps the checkpoint */
};

/* The parts `jobs` threads share out: the library's balance (dlx_parts_balance). */
int split_cut_for_threads(struct dlx_parts *set, struct dlx_problem *pb, int jobs);

/* Searches every prefix of the set with threads and adds the results up into *result. */
void split_search(const struct split_request *request, struct split_result *result);

/* Prints the per-worker nodes and the imbalance (largest over mean) on `out`. */
void split_print_balance(const struct split_result *result, FILE *out);

/*
 * A progress line: seconds, nodes and solutions so far (the count of
 * `solutions`, exact past 2^64), the share of the
 * tree explored (0 to 1) and the time left it implies, and parts done (done < 0: parts are not
 * handed out whole, as when threads share the work). `before`: the share
 * explored by the runs a checkpoint goes on from, which took none of
 * these seconds (0 without one).
 */
void split_print_progress(double seconds, uint64_t nodes, const struct dlx_stats *solutions,
                          double explored, double before, int done, int parts);

/*
 * Each part's share of the tree (dlx_prefix_share), in a new array the
 * caller frees, with their sum in *whole; NULL when memory runs out or the
 * problem has bounds (then progress counts parts alike).
 */
double *split_part_shares(const struct dlx_parts *set, struct dlx_problem *pb, double *whole);

#endif
