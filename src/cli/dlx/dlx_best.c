/*
 * dlx_best.c - `dlx --best K` (dlx_best.h). With one thread, one
 * dlx_search_best. With more, the tree is cut into prefixes (prefixes.c),
 * and each thread searches prefixes on its own clone into its own list,
 * all lists sharing one dlx_bound: a solution one thread finds prunes the
 * others at once. The lists are merged at the end; the engine's tie rule
 * makes the merged list the one a single thread finds, so the output does
 * not depend on --jobs.
 */
#include "dlx_best.h"

#include "clock.h"
#include "common.h"
#include "pool.h"
#include "split.h"
#include "stats_json.h"

#include <inttypes.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

/* What the threads share. */
struct shared {
	const struct best_request *req;
	const struct prefix_set *set;
	const int *order;   /* the parts in the order they are handed out */
	struct dlx_bound *bound;
	atomic_int next_part;
	atomic_bool stop;   /* a limit was reached: no new part is started */
	double deadline;    /* 0: none */
};

/* One thread's state. */
struct worker {
	struct shared *sh;
	struct dlx_problem *pb; /* its clone */
	struct dlx_best *best;
	struct dlx_stats stats; /* its parts added up */
	bool failed;
};

/* Searches one prefix on the worker's clone. false when the search cannot go on. */
static bool search_part(struct worker *w, int part)
{
	const struct prefix_set *set = w->sh->set;
	const int *prefix = set->options + set->start[part];
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	if (w->sh->deadline > 0) {
		opt.time_limit = w->sh->deadline - seconds_now();
		if (opt.time_limit <= 0) {
			w->stats.stop = DLX_STOP_TIME;
			return false;
		}
	}
	struct dlx_stats stats;
	int code = dlx_search_best_prefix(w->pb, prefix, set->length[part], w->best, &opt, &stats);
	if (code == DLX_ECONFLICT)
		return true; /* the walk made the prefix: a clash is a dead end */
	if (code != 0) {
		w->failed = true;
		return false;
	}
	split_add_stats(&w->stats, &stats);
	return stats.stop == DLX_STOP_EXHAUSTED;
}

static void *work(void *arg)
{
	struct worker *w = arg;
	struct shared *sh = w->sh;
	while (!atomic_load(&sh->stop)) {
		int next = atomic_fetch_add(&sh->next_part, 1);
		if (next >= sh->set->count)
			break;
		if (!search_part(w, sh->order[next]))
			atomic_store(&sh->stop, true);
	}
	return NULL;
}

static void finish_workers(struct worker *workers, int count)
{
	for (int t = 0; t < count; t++) {
		dlx_best_destroy(workers[t].best);
		dlx_problem_destroy(workers[t].pb);
	}
	free(workers);
}

/* A part and what its prefix costs. */
struct priced {
	int64_t cost;
	int part;
};

static int by_price(const void *a, const void *b)
{
	const struct priced *x = a, *y = b;
	if (x->cost != y->cost)
		return x->cost < y->cost ? -1 : 1;
	return (x->part > y->part) - (x->part < y->part);
}

/*
 * The parts cheapest prefix first: the search tries cheap options first
 * so that good solutions come early and prune the rest, and the parts
 * should too. Returns a malloc'd array, or NULL when memory runs out.
 */
static int *order_parts(const struct prefix_set *set, const struct dlx_problem *pb)
{
	struct priced *priced = malloc(((size_t)set->count + 1) * sizeof *priced);
	int *order = malloc(((size_t)set->count + 1) * sizeof *order);
	if (!priced || !order) {
		free(priced);
		free(order);
		return NULL;
	}
	for (int p = 0; p < set->count; p++) {
		priced[p] = (struct priced){.part = p};
		for (int k = 0; k < set->length[p]; k++) {
			int64_t cost = 0;
			dlx_option_cost(pb, set->options[set->start[p] + (size_t)k], &cost);
			priced[p].cost = cost > INT64_MAX - priced[p].cost ? INT64_MAX : priced[p].cost + cost;
		}
	}
	qsort(priced, (size_t)set->count, sizeof *priced, by_price);
	for (int p = 0; p < set->count; p++)
		order[p] = priced[p].part;
	free(priced);
	return order;
}

/* The parts over threads, merged into `best`. false when memory ran out. */
static bool search_threads(const struct best_request *req, struct dlx_problem *pb,
                           struct dlx_best *best, struct dlx_stats *stats)
{
	struct prefix_set set = {0};
	if (prefix_set_enough(&set, pb, split_parts_wanted(req->jobs)) != 0)
		return false;
	int *order = order_parts(&set, pb);
	struct shared sh = {.req = req, .set = &set, .order = order, .bound = dlx_bound_create()};
	if (req->time_limit > 0)
		sh.deadline = seconds_now() + req->time_limit;
	int jobs = req->jobs < set.count ? req->jobs : set.count;
	struct worker *workers = calloc(jobs > 0 ? (size_t)jobs : 1, sizeof *workers);
	bool ok = sh.bound && workers && order;
	for (int t = 0; ok && t < jobs; t++) {
		struct worker *w = &workers[t];
		*w = (struct worker){.sh = &sh, .pb = dlx_problem_clone(pb), .best = dlx_best_create(req->k)};
		ok = w->pb && w->best && dlx_best_share(w->best, sh.bound) == 0;
	}
	struct pool pool = {0};
	ok = ok && pool_start(&pool, jobs, work, workers, sizeof *workers) == jobs;
	if (!ok)
		atomic_store(&sh.stop, true);
	int started = pool.started;
	pool_join(&pool);
	*stats = (struct dlx_stats){.nodes = set.walk_nodes};
	for (int t = 0; t < started; t++) {
		ok = ok && !workers[t].failed && dlx_best_merge(best, workers[t].best) == 0;
		split_add_stats(stats, &workers[t].stats);
	}
	if (workers)
		finish_workers(workers, jobs);
	dlx_bound_destroy(sh.bound);
	free(order);
	prefix_set_finish(&set);
	return ok;
}

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
	if (req->jobs > 1)
		return search_threads(req, pb, best, stats);
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
