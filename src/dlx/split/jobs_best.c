/*
 * jobs_best.c - dlx_search_best with options->jobs > 1. The tree is cut
 * into prefixes (parts.c), and each thread searches prefixes on its own
 * clone into its own list, all lists sharing one dlx_bound: a solution one
 * thread finds prunes the others at once. The lists are merged at the end;
 * the tie rule (dlx.h) makes the merged list the one a single thread
 * finds, so the answer does not depend on the number of threads.
 */
#include "split/jobs.h"

#include "cost/best.h"
#include "matrix/cost_matrix.h"
#include "util/clock.h"

#include <stdatomic.h>
#include <stdlib.h>

/* What the threads share. */
struct shared {
	const struct dlx_parts *set;
	const int *order;   /* the parts in the order they are handed out */
	struct dlx_bound *bound;
	struct dlx_interrupt *interrupt; /* the caller's stop object, or NULL */
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
	int failed;             /* a DLX_E* code, or 0 */
};

/* Searches one prefix on the worker's clone. false when the search cannot go on. */
static bool search_part(struct worker *w, int part)
{
	const struct dlx_parts *set = w->sh->set;
	const int *prefix = set->options + set->start[part];
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.interrupt = w->sh->interrupt;
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
		w->failed = code;
		return false;
	}
	dlx_stats_add(&w->stats, &stats);
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
static int *order_parts(const struct dlx_parts *set, const struct dlx_problem *pb)
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

/* Each worker's clone and list, seeded with what `best` holds. false: no memory. */
static bool make_workers(struct shared *sh, struct worker *workers, int jobs,
                         const struct dlx_problem *pb, const struct dlx_best *best)
{
	int k = best->k;
	for (int t = 0; t < jobs; t++) {
		struct worker *w = &workers[t];
		*w = (struct worker){.sh = sh, .pb = dlx_problem_clone(pb), .best = dlx_best_create(k)};
		if (!w->pb || !w->best || dlx_best_share(w->best, sh->bound) != 0 ||
		    dlx_best_merge(w->best, best) != 0)
			return false;
	}
	return true;
}

/* The workers' lists merged into `best`, their figures into *stats; 0 or the first error. */
static int gather(struct worker *workers, int started, struct dlx_best *best,
                  struct dlx_stats *stats)
{
	int code = 0;
	for (int t = 0; t < started; t++) {
		if (!code)
			code = workers[t].failed;
		if (!code)
			code = dlx_best_merge(best, workers[t].best);
		dlx_stats_add(stats, &workers[t].stats);
	}
	return code;
}

static void finish_workers(struct worker *workers, int count)
{
	for (int t = 0; t < count; t++) {
		dlx_best_destroy(workers[t].best);
		dlx_problem_destroy(workers[t].pb);
	}
	free(workers);
}

/* The parts over threads, merged into `best`. 0 or a DLX_E* code. */
static int search_threads(struct dlx_problem *pb, const struct dlx_parts *set,
                          const struct dlx_search_options *options, struct dlx_best *best,
                          struct dlx_stats *stats)
{
	int *order = order_parts(set, pb);
	int jobs = options->jobs;
	double time_limit = options->time_limit;
	struct shared sh = {.set = set, .order = order, .bound = dlx_bound_create(),
	                    .interrupt = options->interrupt};
	atomic_init(&sh.next_part, 0);
	atomic_init(&sh.stop, false);
	if (time_limit > 0)
		sh.deadline = seconds_now() + time_limit;
	if (jobs > set->count)
		jobs = set->count > 0 ? set->count : 1;
	struct worker *workers = calloc((size_t)jobs, sizeof *workers);
	bool ok = sh.bound && workers && order && make_workers(&sh, workers, jobs, pb, best);
	int code = DLX_ENOMEM;
	if (ok) {
		int started = run_threads(jobs, work, workers, sizeof *workers);
		*stats = (struct dlx_stats){.nodes = set->walk_nodes};
		code = gather(workers, started, best, stats);
	}
	if (workers)
		finish_workers(workers, jobs);
	dlx_bound_destroy(sh.bound);
	free(order);
	return code;
}

int search_best_jobs(struct dlx_problem *pb, struct dlx_best *best,
                     const struct dlx_search_options *options, struct dlx_stats *stats)
{
	struct dlx_stats local;
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	if (!pb || !best || options->jobs < 0 || options->jobs > DLX_MAX_JOBS || options->solution_limit || options->node_limit ||
	    options->on_solution || options->knuth_counts)
		return DLX_EINVAL;
	if (!pb->bounded) { /* costs too large for the whole problem are so for every part */
		struct cost_matrix m;
		int err = cost_matrix_build(&m, pb);
		if (err)
			return err;
		cost_matrix_free(&m);
	}
	struct dlx_parts *parts = dlx_parts_create();
	if (!parts)
		return DLX_ENOMEM;
	int code = dlx_parts_enough(parts, pb, parts_wanted(options->jobs));
	if (code == 0)
		code = search_threads(pb, parts, options, best, stats);
	dlx_parts_destroy(parts);
	return code;
}
