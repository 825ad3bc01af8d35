/*
 * search.c - the door of dlx_search and dlx_search_best: a search on
 * dancing cells goes to cells/, one on bitsets to bits/ (with
 * options->jobs > 1, through the threads of split/ first), one with
 * options->infer to its own loop (infer/search_infer.c), one with
 * options->jobs > 1 to the threads of split/, any other to the calling
 * thread (search_entry.c, cost/search_cost.c). The threads search
 * their parts through those same single-thread entries, so the door sits
 * above both and neither calls back up to it.
 */
#include "bits/bits.h"
#include "cells/cells.h"
#include "hooks/hooks.h"
#include "split/jobs.h"
#include "split/share.h"
#include "infer/infer.h"

static bool wants_threads(const struct dlx_search_options *options)
{
	return options && options->jobs != 0 && options->jobs != 1;
}

/*
 * Whether a one-thread search with a stop object goes through a pool of
 * one (split/share_search.c): the lean copies of Algorithm X's loop test
 * nothing per node, and a test of the stop object there would slow every
 * count; the copies that poll a pool look at it every few thousand nodes
 * and keep the memo. What a pool cannot search (bounds, the reference
 * loop, a trace or level profile) runs a loop that checks it among its
 * limits (hooks.h) instead.
 */
static bool wants_poll(const struct dlx_problem *pb, const struct dlx_search_options *options)
{
	return options && options->interrupt && pb && !pb->bounded && !options->knuth_counts &&
	       options->order == DLX_ORDER_MRV && !options->on_trace && !options->level_nodes &&
	       options->level_nodes_length == 0;
}

int dlx_search(struct dlx_problem *pb, const struct dlx_search_options *options,
               struct dlx_stats *stats)
{
	if (options && options->algorithm != DLX_ALGORITHM_LINKS) {
		struct dlx_stats local;
		if (!stats)
			stats = &local;
		*stats = (struct dlx_stats){0};
		if (pb && options->algorithm == DLX_ALGORITHM_BITS) /* bits/search_bits.c */
			return wants_threads(options) ? search_jobs(pb, options, stats)
			                              : search_bits(pb, options, stats);
		if (!pb || options->algorithm != DLX_ALGORITHM_CELLS || options->infer)
			return DLX_EINVAL;
		return search_cells(pb, options, stats); /* cells/search_cells.c */
	}
	if (options && options->infer) /* one thread, its own loop: infer/search_infer.c */
		return search_infer(pb, options, stats);
	if (wants_threads(options))
		return search_jobs(pb, options, stats); /* split/jobs.c */
	if (wants_poll(pb, options))
		return search_polled(pb, options, stats);
	return search_alone(pb, options, stats);
}

int dlx_search_best(struct dlx_problem *pb, struct dlx_best *best,
                    const struct dlx_search_options *options, struct dlx_stats *stats)
{
	if (options && options->infer)
		return DLX_EINVAL; /* the k best keep their own loops, without inference */
	if (options && options->algorithm != DLX_ALGORITHM_LINKS)
		return DLX_EINVAL; /* the cells and bits searches keep no costs */
	if (wants_threads(options))
		return search_best_jobs(pb, best, options, stats); /* split/jobs_best.c */
	return search_best_alone(pb, best, options, stats);
}
