/*
 * search.c - the door of dlx_search and dlx_search_best: a search with
 * options->jobs > 1 goes to the threads of split/, any other to the
 * calling thread (search_entry.c, cost/search_cost.c). The threads search
 * their parts through those same single-thread entries, so the door sits
 * above both and neither calls back up to it.
 */
#include "hooks/hooks.h"
#include "split/jobs.h"

static bool wants_threads(const struct dlx_search_options *options)
{
	return options && options->jobs != 0 && options->jobs != 1;
}

int dlx_search(struct dlx_problem *pb, const struct dlx_search_options *options,
               struct dlx_stats *stats)
{
	if (wants_threads(options))
		return search_jobs(pb, options, stats); /* split/jobs.c */
	return search_alone(pb, options, stats);
}

int dlx_search_best(struct dlx_problem *pb, struct dlx_best *best,
                    const struct dlx_search_options *options, struct dlx_stats *stats)
{
	if (wants_threads(options))
		return search_best_jobs(pb, best, options, stats); /* split/jobs_best.c */
	return search_best_alone(pb, best, options, stats);
}
