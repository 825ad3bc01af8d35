/*
 * jobs.c - dlx_search_parts, and dlx_search with options->jobs > 1: every
 * thread searches its own clone of the problem. Plain exact cover (with or
 * without colours) goes through a pool of work (dlx_search_shared): the
 * prefixes seed it, and a thread that runs dry takes the untried options
 * of a busy one's shallowest level, so every thread is busy to the end.
 * Problems with bounds take the next prefix from a shared counter as soon
 * as a thread is free (a large part delays only its own thread), and so
 * does a search with a checkpoint, which must know when a part is done:
 * the pool cuts parts up and finishes none before the end. Counts add up
 * exactly because the parts are disjoint subtrees.
 *
 * Stopping: a solution limit is enforced with tickets (each solution takes
 * the next number; only numbers up to the limit are passed on or counted),
 * so exactly the limit is reported however the threads race. A shared
 * flag, polled from the solution and progress callbacks, stops every
 * thread once one limit is reached.
 */
#include "split/jobs.h"
#include "split/checkpoint.h"
#include "count/wide.h"

#include "bits/bits.h"
#include "util/clock.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

/* Nodes between checks of the stop flag and the shared node count. */
#define POLL_INTERVAL (1u << 14)

/* What the threads share. */
struct shared {
	const struct dlx_search_options *outer; /* the caller's */
	const struct dlx_parts *set;
	const struct dlx_problem *pb;      /* the problem as given: workers search clones */
	atomic_int next_part, parts_done;
	atomic_bool stop;
	atomic_int stop_reason;            /* -1 until a limit stops the search */
	atomic_uint_fast64_t tickets;      /* solutions numbered so far */
	atomic_uint_fast64_t nodes;        /* nodes reported so far */
	bool counts_by_ticket;             /* solutions are counted in the callback */
	double deadline;                   /* 0: none */
	pthread_mutex_t lock;              /* the caller's callbacks, one at a time */
	uint64_t next_progress;            /* under lock: the nodes of the next progress call */
	struct dlx_share *pool;            /* the shared work, or NULL: prefixes from next_part */
	struct worker *workers;            /* their progress figures are read under lock */
	int worker_count;
	double whole;                      /* the parts' shares added up: the tree, less the
	                                      dead ends above the parts */
	struct dlx_checkpoint *checkpoint; /* under lock: the parts done; NULL: none kept */
	dlx_part_done_fn on_part;          /* called under lock after each part is recorded */
	struct dlx_stats before;           /* the parts the checkpoint had done at the start */
	int done_before;
};

/* One thread's state. */
struct worker {
	struct shared *sh;
	struct dlx_problem *pb;
	struct dlx_stats stats;         /* its parts added up */
	uint64_t search_nodes_reported; /* of the search under way */
	int parts;
	int failed;                     /* a DLX_E* code, or 0 */
	double done;                    /* parts from next_part: the share of those finished */
	double explored;                /* under lock: the share of the tree it searched */
	uint64_t solutions;             /* under lock: its solutions so far */
	struct bits bits;               /* with bits: built at its first part, kept for the rest */
};

/* Says why the search stops, if nothing said it before, and tells the threads. */
static void mark_stopped(struct shared *sh, enum dlx_stop reason)
{
	int none = -1;
	atomic_compare_exchange_strong(&sh->stop_reason, &none, (int)reason);
	atomic_store(&sh->stop, true);
}

static void stop_all(struct shared *sh, enum dlx_stop reason)
{
	mark_stopped(sh, reason);
	dlx_share_stop(sh->pool); /* the threads waiting for work leave too */
}

static int on_solution(void *user, const int *options, int count)
{
	struct worker *w = user;
	struct shared *sh = w->sh;
	if (atomic_load(&sh->stop))
		return 1;
	uint64_t ticket = atomic_fetch_add(&sh->tickets, 1) + 1;
	uint64_t limit = sh->outer->solution_limit;
	if (limit && ticket > limit)
		return 1;
	if (sh->outer->on_solution) {
		/*
		 * A stop by the callback is read and marked under the lock: a thread
		 * that waited here while another's call stopped the search must not
		 * call again. A solution within a limit is still handed on.
		 */
		pthread_mutex_lock(&sh->lock);
		bool stopped = atomic_load(&sh->stop_reason) == DLX_STOP_CALLBACK;
		bool stop = !stopped && sh->outer->on_solution(sh->outer->user, options, count);
		if (stop)
			mark_stopped(sh, DLX_STOP_CALLBACK);
		pthread_mutex_unlock(&sh->lock);
		if (stopped || stop) {
			dlx_share_stop(sh->pool);
			return 1;
		}
	}
	if (limit && ticket == limit) {
		stop_all(sh, DLX_STOP_SOLUTIONS);
		return 1;
	}
	return 0;
}

/* The figures of every thread so far (lock held), as the caller's progress callback gets them. */
static struct dlx_stats progress_so_far(const struct shared *sh, uint64_t total)
{
	struct dlx_stats so_far = {.nodes = total};
	struct wide count = {0, 0};
	double explored = 0;
	for (int t = 0; t < sh->worker_count; t++) {
		explored += sh->workers[t].explored;
		count = wide_add(count, (struct wide){0, sh->workers[t].solutions});
	}
	if (sh->counts_by_ticket)
		count = (struct wide){0, atomic_load(&sh->tickets)};
	/* the parts a checkpoint had done may pass 2^64 */
	wide_put(&so_far, wide_add(count, wide_of(&sh->before)));
	explored += (double)sh->done_before / sh->set->count; /* parts weigh alike without a pool */
	so_far.explored = sh->whole > 0 && explored < sh->whole ? explored / sh->whole : 1;
	return so_far;
}

/*
 * Notes a thread's progress and calls the caller's callback when the
 * threads together passed its interval. One lock for both: a thread comes
 * here once in POLL_INTERVAL nodes, so it is never contended for long.
 */
static void note_progress(struct worker *w, const struct dlx_stats *stats, uint64_t total)
{
	struct shared *sh = w->sh;
	const struct dlx_search_options *outer = sh->outer;
	if (!outer->on_progress)
		return;
	pthread_mutex_lock(&sh->lock);
	/* a pool's thread reports its share over all its parts; one from next_part, within one */
	w->explored = sh->pool ? stats->explored : w->done + stats->explored / sh->set->count;
	w->solutions = stats->solutions + (sh->pool ? 0 : w->stats.solutions);
	if (total >= sh->next_progress) {
		uint64_t interval = outer->progress_interval ? outer->progress_interval : 1000000;
		sh->next_progress = total + interval;
		struct dlx_stats so_far = progress_so_far(sh, total);
		/* a pool's parts are cut up as the threads share them: none is done before the end */
		int done = atomic_load(&sh->parts_done), parts = sh->set->count, level = sh->pool ? 0 : 1;
		if (outer->on_progress(outer->user, &so_far, level, &done, &parts))
			stop_all(sh, DLX_STOP_CALLBACK);
	}
	pthread_mutex_unlock(&sh->lock);
}

static int on_progress(void *user, const struct dlx_stats *stats, int level, const int *position,
                       const int *branches)
{
	(void)level, (void)position, (void)branches;
	struct worker *w = user;
	struct shared *sh = w->sh;
	uint64_t total = atomic_fetch_add(&sh->nodes, stats->nodes - w->search_nodes_reported) +
	                 (stats->nodes - w->search_nodes_reported);
	w->search_nodes_reported = stats->nodes;
	if (sh->outer->node_limit && total >= sh->outer->node_limit)
		stop_all(sh, DLX_STOP_NODES);
	note_progress(w, stats, total);
	return atomic_load(&sh->stop);
}

/* The engine's options for the next part, with what is left of the limits; false: none left. */
static bool part_options(struct worker *w, struct dlx_search_options *opt)
{
	struct shared *sh = w->sh;
	const struct dlx_search_options *outer = sh->outer;
	dlx_search_options_init(opt);
	opt->user = w;
	opt->memo_bytes = outer->memo_bytes;
	opt->algorithm = outer->algorithm;
	opt->knuth_counts = outer->knuth_counts; /* the reference loop: parts from its own walk */
	opt->order = outer->order;
	opt->interrupt = outer->interrupt; /* the pool's poll, or Algorithm M's checks, read it */
	if (dlx_interrupt_requested(outer->interrupt)) {
		stop_all(sh, DLX_STOP_REQUESTED);
		return false;
	}
	if (sh->counts_by_ticket)
		opt->on_solution = on_solution;
	if (outer->node_limit) {
		uint64_t done = atomic_load(&sh->nodes);
		if (done >= outer->node_limit) {
			stop_all(sh, DLX_STOP_NODES);
			return false;
		}
		opt->node_limit = outer->node_limit - done;
	}
	if (sh->deadline > 0) {
		opt->time_limit = sh->deadline - seconds_now();
		if (opt->time_limit <= 0) {
			stop_all(sh, DLX_STOP_TIME);
			return false;
		}
	}
	if (outer->solution_limit || outer->node_limit || sh->deadline > 0 || outer->on_progress) {
		opt->on_progress = on_progress;
		opt->progress_interval = POLL_INTERVAL;
	}
	return true;
}

/* Records part k, searched to the end, in the checkpoint, and lets the caller store it. */
static void record_part(struct shared *sh, int k, const struct dlx_stats *st)
{
	pthread_mutex_lock(&sh->lock);
	if (dlx_checkpoint_finish(sh->checkpoint, k, st) == 0 && sh->on_part &&
	    sh->on_part(sh->outer->user, sh->checkpoint, k))
		stop_all(sh, DLX_STOP_CALLBACK);
	pthread_mutex_unlock(&sh->lock);
}

/* Adds part k's statistics to the thread's, and its stop reason to the shared state. */
static void account(struct worker *w, int k, const struct dlx_stats *st)
{
	struct shared *sh = w->sh;
	dlx_stats_add(&w->stats, st);
	w->parts++;
	uint64_t delta = st->nodes - w->search_nodes_reported;
	uint64_t total = atomic_fetch_add(&sh->nodes, delta) + delta;
	if (!sh->counts_by_ticket) /* progress reads solutions so far from the tickets */
		atomic_fetch_add(&sh->tickets, st->solutions);
	if (st->stop == DLX_STOP_NODES || st->stop == DLX_STOP_TIME || st->stop == DLX_STOP_REQUESTED)
		stop_all(sh, st->stop);
	else if (st->stop == DLX_STOP_EXHAUSTED)
		atomic_fetch_add(&sh->parts_done, 1);
	if (sh->checkpoint && st->stop == DLX_STOP_EXHAUSTED)
		record_part(sh, k, st);
	if (!sh->pool) {
		w->done += 1.0 / sh->set->count; /* parts from next_part: weighed alike */
		/* a part shorter than POLL_INTERVAL never reports itself: progress counts it here */
		note_progress(w, &(struct dlx_stats){0}, total);
	}
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
		w->failed = parts;
		stop_all(sh, DLX_STOP_CALLBACK);
		return NULL;
	}
	account(w, -1, &st); /* a pool keeps no checkpoint */
	w->parts = parts;
	return NULL;
}

static void *work(void *arg)
{
	struct worker *w = arg;
	struct shared *sh = w->sh;
	const struct dlx_parts *set = sh->set;
	while (!atomic_load(&sh->stop)) {
		int k = atomic_fetch_add(&sh->next_part, 1);
		if (k < set->count && sh->checkpoint && sh->checkpoint->part[k].done)
			continue; /* done before this search: read only, so no lock */
		struct dlx_search_options opt;
		if (k >= set->count || !part_options(w, &opt))
			break;
		struct dlx_stats st;
		w->search_nodes_reported = 0;
		const int *prefix = set->options + set->start[k];
		int code = opt.algorithm == DLX_ALGORITHM_BITS
		                   ? search_bits_part(&w->bits, w->pb, prefix, set->length[k], &opt, &st)
		                   : dlx_search_prefix(w->pb, prefix, set->length[k], &opt, &st);
		if (code != 0) {
			w->failed = code;
			stop_all(sh, DLX_STOP_CALLBACK);
			break;
		}
		account(w, k, &st);
	}
	return NULL;
}

/* The pool, holding every prefix of the set. false: no memory. */
static bool seed_pool(struct shared *sh)
{
	const struct dlx_parts *set = sh->set;
	sh->pool = dlx_share_create();
	for (int k = 0; sh->pool && k < set->count; k++)
		if (dlx_share_add(sh->pool, set->options + set->start[k], set->length[k]) != 0)
			return false;
	return sh->pool != NULL;
}

/* Clones for up to `count` workers; returns how many were made (0 .. count). */
static int make_workers(struct shared *sh, struct worker *workers, int count)
{
	int cloned = 0;
	for (; cloned < count; cloned++) {
		workers[cloned] = (struct worker){.sh = sh};
		workers[cloned].pb = dlx_problem_clone(sh->pb);
		if (!workers[cloned].pb)
			break;
	}
	return cloned;
}

/*
 * The shares of the tree the parts hold, added up: less than 1 by the
 * dead ends above them, which no thread searches. Progress is over this.
 */
static double parts_share(struct dlx_problem *pb, const struct dlx_parts *set)
{
	double whole = 0, share;
	for (int k = 0; k < set->count; k++)
		if (dlx_prefix_share(pb, set->options + set->start[k], set->length[k], &share) == 0)
			whole += share;
	return whole;
}

/* The threads' figures added up into *total; the first error met, or 0. */
static int gather(const struct shared *sh, struct worker *workers, int started,
                  struct dlx_stats *total, struct dlx_thread_stats *threads)
{
	*total = (struct dlx_stats){.nodes = sh->set->walk_nodes, .updates = sh->set->walk_updates,
	                            .mems = sh->set->walk_mems};
	dlx_stats_add(total, &sh->before);
	int code = 0;
	for (int t = 0; t < started; t++) {
		dlx_stats_add(total, &workers[t].stats);
		if (threads)
			threads[t] = (struct dlx_thread_stats){.nodes = workers[t].stats.nodes,
			                                       .solutions = workers[t].stats.solutions,
			                                       .parts = workers[t].parts};
		if (!code)
			code = workers[t].failed;
	}
	if (sh->counts_by_ticket) {
		uint64_t tickets = atomic_load(&sh->tickets), limit = sh->outer->solution_limit;
		total->solutions = limit && tickets > limit ? limit : tickets;
	}
	int reason = atomic_load(&sh->stop_reason);
	total->stop = reason >= 0 ? (enum dlx_stop)reason : DLX_STOP_EXHAUSTED;
	return code;
}

/* Fills the shared state; false when no mutex or pool could be made. */
static bool share_init(struct shared *sh)
{
	atomic_init(&sh->next_part, 0);
	atomic_init(&sh->parts_done, sh->done_before);
	atomic_init(&sh->stop, false);
	atomic_init(&sh->stop_reason, -1);
	atomic_init(&sh->tickets, 0);
	atomic_init(&sh->nodes, sh->set->walk_nodes + sh->before.nodes);
	const struct dlx_search_options *outer = sh->outer;
	sh->counts_by_ticket = outer->on_solution || outer->solution_limit;
	sh->next_progress = outer->progress_interval ? outer->progress_interval : 1000000;
	if (outer->time_limit > 0)
		sh->deadline = seconds_now() + outer->time_limit;
	if (pthread_mutex_init(&sh->lock, NULL) != 0)
		return false;
	/* the reference loop and bits have no poll, and a checkpoint wants each part's own
	 * figures: they take whole parts, as Algorithm M does */
	if (!parts_whole(sh->pb, sh->set) && sh->outer->algorithm == DLX_ALGORITHM_LINKS &&
	    !sh->checkpoint && !seed_pool(sh)) {
		dlx_share_destroy(sh->pool);
		pthread_mutex_destroy(&sh->lock);
		return false;
	}
	return true;
}

/* What a search with a checkpoint adds to dlx_search_parts's arguments. */
struct keep {
	struct dlx_checkpoint *checkpoint;
	dlx_part_done_fn on_part;
};

/* dlx_search_parts once the arguments are checked; keep NULL: no checkpoint. */
static int search_parts(struct dlx_problem *pb, const struct dlx_parts *parts,
                        const struct dlx_search_options *options, const struct keep *keep,
                        struct dlx_stats *stats, struct dlx_thread_stats *threads)
{
	int jobs = options->jobs > 1 ? options->jobs : 1;
	if (threads)
		for (int t = 0; t < jobs; t++)
			threads[t] = (struct dlx_thread_stats){0};
	struct shared sh = {.outer = options, .set = parts, .pb = pb};
	if (keep) {
		sh.checkpoint = keep->checkpoint;
		sh.on_part = keep->on_part;
		sh.done_before = dlx_checkpoint_done(keep->checkpoint);
		dlx_checkpoint_total(keep->checkpoint, &sh.before);
	}
	struct worker *workers = calloc((size_t)jobs, sizeof *workers);
	if (!workers || !share_init(&sh)) {
		free(workers);
		return DLX_ENOMEM;
	}
	/* Fewer threads than asked (no memory for another clone) still search everything. */
	int cloned = make_workers(&sh, workers, jobs);
	sh.workers = workers;
	sh.worker_count = cloned;
	sh.whole = cloned && sh.pool && options->on_progress ? parts_share(workers[0].pb, parts) : 1;
	int started = cloned ? run_threads(cloned, sh.pool ? work_shared : work, workers,
	                                   sizeof *workers) : 0;
	for (int t = 0; t < cloned; t++) {
		dlx_problem_destroy(workers[t].pb);
		bits_free(&workers[t].bits);
	}
	int code = gather(&sh, workers, started, stats, threads);
	dlx_share_destroy(sh.pool);
	pthread_mutex_destroy(&sh.lock);
	free(workers);
	return started == 0 ? DLX_ENOMEM : code ? code : started;
}

int check_jobs_options(const struct dlx_search_options *options)
{
	if (options->jobs < 0 || options->jobs > DLX_MAX_JOBS || options->on_trace || options->level_nodes ||
	    options->level_nodes_length < 0 || options->order < DLX_ORDER_MRV ||
	    options->order > DLX_ORDER_SHARP || options->binary)
		return DLX_EINVAL;
	return 0;
}

/* Whether the search runs the reference loop, which needs parts from its own walk. */
static bool reference_search(const struct dlx_search_options *options)
{
	return options->knuth_counts || options->order != DLX_ORDER_MRV;
}

/* Whether the parts were walked as the search searches: the reference loop's tree, or the fast one's. */
static bool parts_fit(const struct dlx_problem *pb, const struct dlx_parts *parts,
                      const struct dlx_search_options *options)
{
	if (!reference_search(options))
		return !parts->reference;
	return !dlx_has_bounds(pb) && parts->reference && parts->order == options->order;
}

/*
 * What the algorithm refuses, asked once before the threads start: the
 * links take every problem; the cells search runs undivided alone.
 */
static int check_algorithm(const struct dlx_problem *pb, const struct dlx_search_options *options)
{
	if (options->algorithm == DLX_ALGORITHM_LINKS)
		return 0;
	return options->algorithm == DLX_ALGORITHM_BITS ? bits_check(pb, options) : DLX_EINVAL;
}

/*
 * dlx_search_parts and dlx_search_checkpoint (keep not NULL): the defaults
 * filled in, the arguments checked, then the search.
 */
static int search_checked(struct dlx_problem *pb, const struct dlx_parts *parts,
                          const struct dlx_search_options *options, const struct keep *keep,
                          struct dlx_stats *stats, struct dlx_thread_stats *threads)
{
	struct dlx_search_options defaults;
	struct dlx_stats local;
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	if (!options) {
		dlx_search_options_init(&defaults);
		options = &defaults;
	}
	if (!pb || !parts || check_jobs_options(options) != 0 || !parts_fit(pb, parts, options))
		return DLX_EINVAL;
	int code = check_algorithm(pb, options);
	if (code < 0)
		return code;
	/* a checkpoint keeps counts: solutions reported before a stop would be reported again */
	if (keep && (!keep->checkpoint || keep->checkpoint->identity.count != parts->count ||
	             options->on_solution || options->solution_limit))
		return DLX_EINVAL;
	return search_parts(pb, parts, options, keep, stats, threads);
}

int dlx_search_parts(struct dlx_problem *pb, const struct dlx_parts *parts,
                     const struct dlx_search_options *options, struct dlx_stats *stats,
                     struct dlx_thread_stats *threads)
{
	return search_checked(pb, parts, options, NULL, stats, threads);
}

int dlx_search_checkpoint(struct dlx_problem *pb, const struct dlx_parts *parts,
                          struct dlx_checkpoint *checkpoint, dlx_part_done_fn on_part,
                          const struct dlx_search_options *options, struct dlx_stats *stats,
                          struct dlx_thread_stats *threads)
{
	const struct keep keep = {checkpoint, on_part};
	return search_checked(pb, parts, options, &keep, stats, threads);
}

int search_jobs(struct dlx_problem *pb, const struct dlx_search_options *options,
                struct dlx_stats *stats)
{
	struct dlx_stats local;
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	if (!pb || check_jobs_options(options) != 0 ||
	    (reference_search(options) && dlx_has_bounds(pb)))
		return DLX_EINVAL;
	int code = check_algorithm(pb, options);
	if (code < 0)
		return code;
	struct dlx_parts *parts = dlx_parts_create();
	if (!parts)
		return DLX_ENOMEM;
	code = reference_search(options) ? dlx_parts_reference(parts, options->order)
	                                 : dlx_parts_algorithm(parts, options->algorithm);
	if (code == 0)
		code = dlx_parts_balance(parts, pb, options->jobs);
	if (code == 0)
		code = search_parts(pb, parts, options, NULL, stats, NULL);
	dlx_parts_destroy(parts);
	return code < 0 ? code : 0;
}
