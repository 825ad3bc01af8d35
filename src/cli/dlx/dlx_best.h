/*
 * dlx_best.h - `dlx --best K`: the K cheapest solutions of a problem with
 * option costs, in one thread or in parts over threads that share the
 * cost bound (dlx_best.c).
 */
#ifndef CLI_DLX_BEST_H
#define CLI_DLX_BEST_H

#include "dlx_format.h"

#include <stdbool.h>
#include <stdint.h>

enum best_print { BEST_PRINT_COSTS, BEST_PRINT_NAMES, BEST_PRINT_IDS };

struct best_request {
	struct dlx_format *format; /* the problem as read */
	int k;
	int jobs;                  /* 1: one search; more: parts over threads */
	enum best_print print;
	bool stats;
	bool knuth;                /* --stats=knuth: the figures of the reference loop (DLX5's) */
	bool json;                 /* --stats-format json */
	double time_limit;         /* seconds; 0: none */
	uint64_t node_limit;       /* 0: none (one thread only) */
	double read_seconds;       /* for --stats */
};

/*
 * Searches and prints, cheapest first, one line "cost N" per solution,
 * each followed by its options (sorted by number) when asked: their lines
 * as in the input and a blank line, or one line of numbers. Statistics and
 * messages go to stderr. Returns the exit code: 0 when solutions were
 * found and the search ran to its end, 1 when none exist or a limit cut
 * the search short (the list printed is then the best found), 2 when
 * memory ran out.
 */
int best_search(const struct best_request *request);

#endif
