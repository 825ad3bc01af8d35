/*
 * dlx_bench.h - one search under a named configuration, run several times
 * and timed: what `dlx bench` and Python's dlx.bench share, so that
 * neither keeps its own list of settings or its own timing loop.
 *
 * A configuration is a comma-separated list of words, each one setting of
 * struct dlx_search_options ("links,mrv", "first,nomemo", "knuth"): the
 * words are applied left to right, so of two that set one field the last
 * wins. dlx_bench_word lists them. The settings start from what the dlx
 * command searches with when given no flags: dlx_search_options_init and
 * a memo of DLX_BENCH_MEMO_BYTES.
 *
 * Conventions are dlx.h's: no printing, no global state, 0 or a negative
 * DLX_E* code. tests/test_api_edges.c calls each function with bad values.
 */
#ifndef DLX_BENCH_H
#define DLX_BENCH_H

#include "dlx.h"

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The memo a configuration has unless it says nomemo: the dlx command's default, 256 MiB. */
#define DLX_BENCH_MEMO_BYTES ((size_t)256 << 20)

/* The most runs dlx_bench_run takes: each keeps its time until the median is taken. */
#define DLX_BENCH_MAX_RUNS 100000

/* The k-th configuration word (k from 0), NULL for k outside the list. */
DLX_API const char *dlx_bench_word(int k);

/* What the k-th word does, one line for a --help text; NULL for k outside the list. */
DLX_API const char *dlx_bench_word_help(int k);

/*
 * Fills *options from `config` (see above). Returns 0, or DLX_EINVAL for a
 * NULL argument or a word that is empty or not in the list: then
 * *bad_offset and *bad_length (either may be NULL) give where that word
 * stands in `config`, and *options is left as far as the words before it
 * set it.
 */
DLX_API int dlx_bench_config(const char *config, struct dlx_search_options *options,
                             size_t *bad_offset, size_t *bad_length);

/* What dlx_bench_run measured. */
struct dlx_bench_result {
	struct dlx_stats stats; /* the last run's; every run of a search without limits counts
	                           the same, so the runs differ only in time */
	int runs;
	bool mems_counted;      /* whether the search counted stats.mems: the reference loop
	                           (knuth_counts, DLX_ORDER_FIRST or _SHARP) ran */
	double median_seconds;  /* of the runs' times (the mean of the middle two for an even
	                           number of runs), on the monotonic clock */
	double min_seconds, max_seconds;
};

/*
 * Counts the solutions of `problem` `runs` times (1 to DLX_BENCH_MAX_RUNS)
 * as the dlx command counts, under `options` (NULL: every solution, no
 * memo), and fills *result: with a memo (options->memo_bytes > 0) by
 * dlx_count, which also counts independent parts apart; without one by
 * dlx_search, whose tree is Knuth's node for node (as `dlx --memo 0`). The problem is restored after each
 * run, so every run starts from the same state. Returns 0, DLX_EINVAL (NULL
 * problem or result, runs out of range, or the search's own refusal),
 * or DLX_ENOMEM.
 */
DLX_API int dlx_bench_run(struct dlx_problem *problem, const struct dlx_search_options *options,
                          int runs, struct dlx_bench_result *result);

#ifdef __cplusplus
}
#endif

#endif
