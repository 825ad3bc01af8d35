/*
 * parallel.c - split_search with threads: every thread searches its own
 * clone of the problem. Plain exact cover (with or without colours) goes
 * through the engine's pool of work (dlx_search_shared): the prefixes seed
 * it, and a thread that runs dry takes the untried options of a busy one's
 * shallowest level, so every thread is busy to the end. Problems with
 * bounds take the next prefix from a shared counter as soon as a thread is
 * free (a large part delays only its own thread). Counts add up exactly
 * because the parts are disjoint subtrees.
 *
 * Stopping: a solution limit is enforced with tickets (each solution takes
 * the next number; only numbers up to the limit are printed or counted), so
 * exactly the limit is reported however the threads race. A shared flag,
 * polled from the solution and progress callbacks, stops every thread once
 * one limit is reached.
 */
#include "split.h"

#include "clock.h"
#include "pool.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

/* Nodes between checks of the stop flag and the shared node count. */
#define POLL_INTERVAL (1u << 14)

int split_parts_wanted(int jobs)
{
	return jobs <= 1 ? 1 : 20 * jobs;
}

int split_parts_for(int jobs, const struct dlx_problem *pb)
{
	/* threads that share work need no more than one part each to start with */
	return dlx_has_bounds(pb) || jobs <= 1 ? split_parts_wanted(jobs) : jobs;
}

/* What the threads share. */
struct shared {
	const struct split_request *req;
	atomic_int next_part, parts_done;
	atomic_bool stop;
	atomic_int stop_reason;            /* -1 until a limit stops the search */
	atomic_uint_fast64_t tickets;      /* solutions numbered so far */
	atomic_uint_fast64_t nodes;        /* nodes reported so far */
	bool counts_by_ticket;             /* solutions are counted in the callback */
	double deadline;                   /* 0: none */
	double start;
	pthread_mutex_t lock;              /* printing solutions and progress */
	double last_progress;              /* under lock */
	struct dlx_share *pool;            /* the shared work, or NULL: prefixes from next_part */
};

/* One thread's state. */
struct worker {
	struct shared *sh;
	struct dlx_problem *pb;
	struct dlx_stats stats;         /* its parts added up */
	uint64_t search_nodes_reported; /* of the search under way */
	int parts;
	bool failed;
};

static void stop_all(struct shared *sh, enum dlx_stop reason)
{
	int none = -1;
	atomic_compare_exchange_strong(&sh->stop_reason, &none, (int)reason);
	atomic_store(&sh->stop, true);
	dlx_share_stop(sh->pool); /* the threads waiting for work leave too */
}

static int on_solution(void *user, const int *options, int count)
{
	struct worker *w = user;
	struct shared *sh = w->sh;
	if (atomic_load(&sh->stop))
		return 1;
	uint64_t ticket = atomic_fetch_add(&sh->tickets, 1) + 1;
	uint64_t limit = sh->req->solution_limit;
	if (limit && ticket > limit)
		return 1;
	if (sh->req->print) {
		pthread_mutex_lock(&sh->lock);
		sh->req->print(sh->req->user, options, count);
		pthread_mutex_unlock(&sh->lock);
	}
	if (limit && ticket == limit) {
		stop_all(sh, DLX_STOP_SOLUTIONS);
		return 1;
	}
	return 0;
}

static void maybe_print_progress(struct shared *sh)
{
	if (sh->req->progress_every <= 0 || pthread_mutex_trylock(&sh->lock) != 0)
		return;
	double now = seconds_now();
	if (now - sh->last_progress >= sh->req->progress_every) {
		sh->last_progress = now;
		split_print_progress(now - sh->start, atomic_load(&sh->nodes), atomic_load(&sh->tickets),
		                     atomic_load(&sh->parts_done), sh->req->set->count);
	}
	pthread_mutex_unlock(&sh->lock);
}

static int on_progress(void *user, const struct dlx_stats *stats, int level, const int *position,
                       const int *branches)
{
	struct worker *w = user;
	struct shared *sh = w->sh;
	uint64_t total = atomic_fetch_add(&sh->nodes, stats->nodes - w->search_nodes_reported) +
	                 (stats->nodes - w->search_nodes_reported);
	w->search_nodes_reported = stats->nodes;
	if (sh->req->node_limit && total >= sh->req->node_limit)
		stop_all(sh, DLX_STOP_NODES);
	maybe_print_progress(sh);
	return atomic_load(&sh->stop);
}

/* The engine's options for the next part, with what is left of the limits; false: none left. */
static bool part_options(struct worker *w, struct dlx_search_options *opt)
{
	struct shared *sh = w->sh;
	const struct split_request *req = sh->req;
	dlx_search_options_init(opt);
	opt->user = w;
	opt->memo_bytes = req->memo_bytes;
	if (sh->counts_by_ticket)
		opt->on_solution = on_solution;
	if (req->node_limit) {
		uint64_t done = atomic_load(&sh->nodes);
		if (done >= req->node_limit) {
			stop_all(sh, DLX_STOP_NODES);
			return false;
		}
		opt->node_limit = req->node_limit - done;
	}
	if (sh->deadline > 0) {
		opt->time_limit = sh->deadline - seconds_now();
		if (opt->time_limit <= 0) {
			stop_all(sh, DLX_STOP_TIME);
			return false;
		}
	}
	if (req->solution_limit || req->node_limit || sh->deadline > 0 || req->progress_every > 0) {
		opt->on_progress = on_progress;
		opt->progress_interval = POLL_INTERVAL;
	}
	return true;
}

/* Adds one part's statistics to the thread's, and its stop reason to the shared state. */
static void account(struct worker *w, const struct dlx_stats *st)
{
	struct shared *sh = w->sh;
	split_add_stats(&w->stats, st);
	w->parts++;
	atomic_fetch_add(&sh->nodes, st->nodes - w->search_nodes_reported);
	if (!sh->counts_by_ticket) /* the progress lines read solutions so far from the tickets */
		atomic_fetch_add(&sh->tickets, st->solutions);
	if (st->stop == DLX_STOP_NODES || st->stop == DLX_STOP_TIME)
		stop_all(sh, st->stop);
	else if (st->stop == DLX_STOP_EXHAUSTED)
		atomic_fetch_add(&sh->parts_done, 1);
}

/* A thread of the pool: one call searches its whole share of the work. */
static void *work_shared(void *arg)
{
	struct worker *w = arg;
	struct shared *sh = w->sh;
	struct dlx_search_options opt;
	if (!part_options(w, &opt))
		return NULL;
	struct dlx_stats st;
	int parts = dlx_search_shared(w->pb, sh->pool, &opt, &st);
	if (parts < 0) {
		w->failed = true; /* out of memory: the prefixes were checked when made */
		stop_all(sh, DLX_STOP_CALLBACK);
		return NULL;
	}
	account(w, &st);
	w->parts = parts;
	return NULL;
}

static void *work(void *arg)
{
	struct worker *w = arg;
	struct shared *sh = w->sh;
	const struct prefix_set *set = sh->req->set;
	while (!atomic_load(&sh->stop)) {
		int k = atomic_fetch_add(&sh->next_part, 1);
		struct dlx_search_options opt;
		if (k >= set->count || !part_options(w, &opt))
			break;
		struct dlx_stats st;
		w->search_nodes_reported = 0;
		if (dlx_search_prefix(w->pb, set->options + set->start[k], set->length[k], &opt, &st) != 0) {
			w->failed = true; /* out of memory: the prefixes were checked when made */
			stop_all(sh, DLX_STOP_CALLBACK);
			break;
		}
		account(w, &st);
	}
	return NULL;
}

/* The pool, holding every prefix of the set. false: no memory. */
static bool seed_pool(struct shared *sh)
{
	const struct prefix_set *set = sh->req->set;
	sh->pool = dlx_share_create();
	for (int k = 0; sh->pool && k < set->count; k++)
		if (dlx_share_add(sh->pool, set->options + set->start[k], set->length[k]) != 0)
			return false;
	return sh->pool != NULL;
}

/* Starts up to `count` threads on clones; returns how many started (0 .. count). */
static int start_workers(struct shared *sh, struct worker *workers, int count, struct pool *pool)
{
	int cloned = 0;
	for (; cloned < count; cloned++) {
		workers[cloned] = (struct worker){.sh = sh};
		workers[cloned].pb = dlx_problem_clone(sh->req->pb);
		if (!workers[cloned].pb)
			break;
	}
	int started = pool_start(pool, cloned, sh->pool ? work_shared : work, workers, sizeof *workers);
	for (int t = started; t < cloned; t++)
		dlx_problem_destroy(workers[t].pb);
	return started;
}

static void gather(const struct shared *sh, struct worker *workers, int started,
                   struct split_result *result)
{
	struct dlx_stats *total = &result->total;
	total->nodes = sh->req->set->walk_nodes;
	for (int t = 0; t < started; t++) {
		split_add_stats(total, &workers[t].stats);
		if (t < SPLIT_MAX_WORKERS) {
			result->worker_nodes[t] = workers[t].stats.nodes;
			result->worker_parts[t] = workers[t].parts;
		}
		result->failed = result->failed || workers[t].failed;
	}
	if (sh->counts_by_ticket) {
		uint64_t tickets = atomic_load(&sh->tickets), limit = sh->req->solution_limit;
		total->solutions = limit && tickets > limit ? limit : tickets;
	}
	int reason = atomic_load(&sh->stop_reason);
	total->stop = reason >= 0 ? (enum dlx_stop)reason : DLX_STOP_EXHAUSTED;
	result->workers = started;
}

void split_search(const struct split_request *req, struct split_result *result)
{
	*result = (struct split_result){.worker_name = "thread"};
	int jobs = req->jobs > 0 ? req->jobs : 1;
	struct shared sh = {.req = req, .start = seconds_now()};
	atomic_init(&sh.next_part, 0);
	atomic_init(&sh.parts_done, 0);
	atomic_init(&sh.stop, false);
	atomic_init(&sh.stop_reason, -1);
	atomic_init(&sh.tickets, 0);
	atomic_init(&sh.nodes, req->set->walk_nodes);
	sh.counts_by_ticket = req->print || req->solution_limit;
	sh.last_progress = sh.start;
	if (req->time_limit > 0)
		sh.deadline = sh.start + req->time_limit;
	struct worker *workers = calloc((size_t)jobs, sizeof *workers);
	if (!workers || pthread_mutex_init(&sh.lock, NULL) != 0) {
		free(workers);
		result->failed = true;
		return;
	}
	if (!dlx_has_bounds(req->pb) && !seed_pool(&sh)) {
		dlx_share_destroy(sh.pool);
		pthread_mutex_destroy(&sh.lock);
		free(workers);
		result->failed = true;
		return;
	}
	/* Fewer threads than asked (no memory for another clone) still search everything. */
	struct pool pool;
	int started = start_workers(&sh, workers, jobs, &pool);
	pool_join(&pool);
	for (int t = 0; t < started; t++)
		dlx_problem_destroy(workers[t].pb);
	gather(&sh, workers, started, result);
	result->failed = result->failed || started == 0;
	dlx_share_destroy(sh.pool);
	pthread_mutex_destroy(&sh.lock);
	free(workers);
}
