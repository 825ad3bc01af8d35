/*
 * dlx_best.c - `dlx --best K` (dlx_best.h): one dlx_search_best, with
 * --jobs threads (options->jobs). The library's threads keep a list each,
 * share one cost bound and merge the lists; its tie rule makes the merged
 * list the one a single thread finds, so the output does not depend on
 * --jobs.
 */
#include "dlx_best.h"

#include "clock.h"
#include "common.h"
#include "stats_json.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

/* Prints one solution's options, as asked. */
static void print_options(const struct best_request *req, const int *options, int count,
                          char **text, size_t *size)
{
	if (req->print == BEST_PRINT_IDS) {
		for (int k = 0; k < count; k++)
			printf(k ? " %d" : "%d", options[k]);
		putchar('\n');
		return;
	}
	for (int k = 0; k < count; k++) {
		size_t need = dlx_format_option_text(req->format, options[k], NULL, 0) + 1;
		if (need > *size) {
			char *bigger = realloc(*text, need);
			if (!bigger) {
				printf("(option %d)\n", options[k]);
				continue;
			}
			*text = bigger;
			*size = need;
		}
		dlx_format_option_text(req->format, options[k], *text, *size);
		printf("%s\n", *text);
	}
	putchar('\n');
}

static void print_list(const struct best_request *req, const struct dlx_best *best)
{
	char *text = NULL;
	size_t size = 0;
	for (int r = 0; r < dlx_best_count(best); r++) {
		printf("cost %" PRId64 "\n", dlx_best_cost(best, r));
		const int *options;
		int count = dlx_best_options(best, r, &options);
		if (req->print != BEST_PRINT_COSTS)
			print_options(req, options, count, &text, &size);
	}
	free(text);
}

static void print_stats(const struct best_request *req, const struct dlx_stats *stats, int kept,
                        double seconds)
{
	if (req->json) {
		struct stats_context context = {.knuth = req->knuth, .seconds = seconds,
		                                .read_seconds = req->read_seconds};
		print_stats_json(stderr, stats, &context);
		return;
	}
	fprintf(stderr,
	        "solutions kept: %d\n"
	        "solutions found: %" PRIu64 "\n"
	        "nodes: %" PRIu64 "\n"
	        "updates: %" PRIu64 "\n"
	        "time: %.6f s (reading the input: %.6f s)\n"
	        "max depth: %d\n",
	        kept, stats->solutions, stats->nodes, stats->updates, seconds, req->read_seconds,
	        stats->max_level);
	if (req->knuth)
		fprintf(stderr, "mems: %" PRIu64 "\n", stats->mems);
}

/* One search into `best` with the request's limits; `knuth`: the reference loop. */
static int search_once(const struct best_request *req, struct dlx_problem *pb,
                       struct dlx_best *best, bool knuth, struct dlx_stats *stats)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = knuth ? 1 : req->jobs;
	opt.node_limit = req->node_limit;
	opt.time_limit = req->time_limit;
	opt.knuth_counts = knuth;
	return dlx_search_best(pb, best, &opt, stats);
}

/*
 * --stats=knuth: the reference loop (DLX5's steps) makes the figures, into
 * a list of its own. The list printed is still the fast loop's: both hold
 * the K cheapest costs, but DLX5 prunes a tie with the K-th cost, so of
 * equally cheap solutions it may keep another one than the tie rule
 * (dlx.h) names, and the answer must not depend on --stats.
 */
static int search_knuth(const struct best_request *req, struct dlx_problem *pb,
                        struct dlx_best *best, struct dlx_stats *stats)
{
	struct dlx_best *scratch = dlx_best_create(req->k);
	if (!scratch)
		return DLX_ENOMEM;
	int code = search_once(req, pb, scratch, true, stats);
	dlx_best_destroy(scratch);
	struct dlx_stats fast;
	if (code == 0)
		code = search_once(req, pb, best, false, &fast);
	if (code == 0 && fast.stop != DLX_STOP_EXHAUSTED)
		stats->stop = fast.stop; /* the list printed is partial */
	return code;
}

/* Searches in one thread or several. false when memory ran out; exits on too large costs. */
static bool search(const struct best_request *req, struct dlx_problem *pb, struct dlx_best *best,
                   struct dlx_stats *stats, int *exit_code)
{
	int code = req->knuth ? search_knuth(req, pb, best, stats)
	                      : search_once(req, pb, best, false, stats);
	if (code == DLX_ERANGE) {
		fprintf(stderr, "dlx: the costs of the options add up to more than %" PRId64
		                ": too large to search\n", INT64_MAX);
		*exit_code = EXIT_BAD_INPUT;
	}
	return code == 0;
}

int best_search(const struct best_request *req)
{
	struct dlx_problem *pb = dlx_format_problem(req->format);
	if (req->knuth && dlx_has_bounds(pb)) {
		fprintf(stderr, "dlx: --best with --stats=knuth counts as Knuth's DLX5, which has no "
		                "item bounds (a:b|name): use --stats\n");
		return EXIT_BAD_INPUT;
	}
	if (req->knuth && req->k > DLX_KNUTH_MAX_K) {
		fprintf(stderr, "dlx: --best with --stats=knuth counts as Knuth's DLX5, which keeps "
		                "at most %d solutions: K is %d\n", DLX_KNUTH_MAX_K, req->k);
		return EXIT_BAD_INPUT;
	}
	struct dlx_best *best = dlx_best_create(req->k);
	if (!best) {
		fprintf(stderr, "dlx: out of memory\n");
		return EXIT_BAD_INPUT;
	}
	struct dlx_stats stats = {0};
	double start = seconds_now();
	int code = -1;
	bool ok = search(req, pb, best, &stats, &code);
	double seconds = seconds_now() - start;
	if (!ok) {
		if (code < 0)
			fprintf(stderr, "dlx: out of memory, or the costs add up beyond %" PRId64 "\n",
			        INT64_MAX);
		dlx_best_destroy(best);
		return EXIT_BAD_INPUT;
	}
	print_list(req, best);
	if (stats.stop == DLX_STOP_NODES || stats.stop == DLX_STOP_TIME)
		fprintf(stderr, "dlx: the list is partial: the %s limit stopped the search; these are "
		                "the cheapest solutions found\n",
		        stats.stop == DLX_STOP_NODES ? "node" : "time");
	if (req->stats)
		print_stats(req, &stats, dlx_best_count(best), seconds);
	code = dlx_best_count(best) > 0 && stats.stop == DLX_STOP_EXHAUSTED ? EXIT_ALL_GOOD
	                                                                     : EXIT_UNSOLVED;
	dlx_best_destroy(best);
	return code;
}
