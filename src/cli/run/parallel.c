/*
 * parallel.c - split_search with threads: the library's (dlx_search_parts
 * with options->jobs), which share the work to the end. What stays here is
 * the command's: whole solutions to its printer, a progress line every so
 * many seconds, the per-thread figures for the balance table, and with a
 * checkpoint, each part done passed on to be stored (dlx_search_checkpoint).
 */
#include "split.h"

#include "clock.h"

#include <stdlib.h>

/* Nodes between the library's progress calls: a clock read each costs nothing. */
#define PROGRESS_NODES (1u << 14)

int split_cut_for_threads(struct dlx_parts *set, struct dlx_problem *pb, int jobs)
{
	return dlx_parts_balance(set, pb, jobs > 0 ? jobs : 1);
}

/* The command's side of the library's callbacks. */
struct watch {
	const struct split_request *req;
	double start, last_progress;
	double before; /* the share of a resumed checkpoint's parts, which weigh alike there */
};

static int on_solution(void *user, const int *options, int count)
{
	const struct watch *watch = user;
	watch->req->print(watch->req->user, options, count);
	return 0;
}

/* The library calls this one thread at a time, with every thread's figures so far. */
static int on_progress(void *user, const struct dlx_stats *stats, int level, const int *position,
                       const int *branches)
{
	struct watch *watch = user;
	double now = seconds_now();
	if (now - watch->last_progress < watch->req->progress_every)
		return 0;
	watch->last_progress = now;
	split_print_progress(now - watch->start, stats->nodes, stats, stats->explored,
	                     watch->before, level >= 1 ? position[0] : -1, branches[0]);
	return 0;
}

static int on_part(void *user, const struct dlx_checkpoint *checkpoint, int part)
{
	const struct watch *watch = user;
	return watch->req->on_part ? watch->req->on_part(watch->req->user, checkpoint, part) : 0;
}

void split_search(const struct split_request *req, struct split_result *result)
{
	*result = (struct split_result){.worker_name = "thread"};
	int jobs = req->jobs > 0 ? req->jobs : 1;
	struct dlx_thread_stats *threads = calloc((size_t)jobs, sizeof *threads);
	if (!threads) {
		result->failed = true;
		return;
	}
	struct watch watch = {.req = req, .start = seconds_now()};
	if (req->checkpoint)
		watch.before = (double)dlx_checkpoint_done(req->checkpoint) / dlx_parts_count(req->set);
	watch.last_progress = watch.start;
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = jobs;
	opt.solution_limit = req->solution_limit;
	opt.node_limit = req->node_limit;
	opt.time_limit = req->time_limit;
	opt.memo_bytes = req->memo_bytes;
	opt.knuth_counts = req->knuth;
	opt.order = req->order;
	opt.algorithm = req->algorithm;
	opt.user = &watch;
	if (req->print)
		opt.on_solution = on_solution;
	if (req->progress_every > 0) {
		opt.on_progress = on_progress;
		opt.progress_interval = PROGRESS_NODES;
	}
	int started = req->checkpoint
	                      ? dlx_search_checkpoint(req->pb, req->set, req->checkpoint, on_part, &opt,
	                                              &result->total, threads)
	                      : dlx_search_parts(req->pb, req->set, &opt, &result->total, threads);
	result->failed = started < 0;
	result->workers = started > 0 ? started : 0;
	for (int t = 0; t < result->workers && t < SPLIT_MAX_WORKERS; t++) {
		result->worker_nodes[t] = threads[t].nodes;
		result->worker_parts[t] = threads[t].parts;
	}
	free(threads);
}
