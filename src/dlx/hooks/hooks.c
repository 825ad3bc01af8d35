/*
 * search.c - the hooks every search loop calls at the edges of its steps:
 * limits and progress as a node is entered (check_limits), a solution
 * found (report_solution), the clock; and the options' defaults. They are
 * out of line on purpose: the loops call them only where something
 * watches (a trace, progress, a time limit) or at a solution, which are
 * rare next to the nodes, so the lean copies of the loop never do.
 */
#include "util/clock.h"
#include "hooks/hooks.h"


void dlx_search_options_init(struct dlx_search_options *options)
{
	if (!options)
		return;
	*options = (struct dlx_search_options){0};
}

int report_solution(struct dlx_problem *pb, struct run *run, int level)
{
	struct dlx_stats *stats = run->stats;
	const struct dlx_search_options *opt = run->opt;
	stats->solutions++;
	if (opt->on_trace && opt->on_trace(opt->user, DLX_EVENT_SOLUTION, level, -1, -1, level))
		return DLX_STOP_CALLBACK;
	if (opt->on_solution) {
		for (int l = 0; l < level; l++) /* a node of the block layout: search_compact.c */
			pb->solution[l] = run->block_base
			                          ? (pb->choice[l] - run->block_base) / run->block_width
			                          : option_of(pb, pb->choice[l]);
		if (opt->on_solution(opt->user, pb->solution, level))
			return DLX_STOP_CALLBACK;
	}
	if (opt->solution_limit && stats->solutions >= opt->solution_limit)
		return DLX_STOP_SOLUTIONS;
	return -1;
}

int copy_node_checks(const struct dlx_search_options *opt, uint64_t nodes, double deadline,
                     int level, uint64_t *next_progress)
{
	int stop = node_or_time_stop(opt, nodes, deadline);
	if (stop >= 0)
		return stop;
	if (opt->level_nodes && level < opt->level_nodes_length)
		opt->level_nodes[level]++;
	if (!opt->on_progress || nodes + 1 < *next_progress)
		return -1;
	*next_progress += opt->progress_interval ? opt->progress_interval : 1000000;
	return PROGRESS_DUE;
}

int copy_solution(const struct dlx_search_options *opt, struct dlx_stats *stats,
                  const int *solution, int level)
{
	stats->solutions++;
	if (opt->on_solution && opt->on_solution(opt->user, solution, level))
		return DLX_STOP_CALLBACK;
	if (opt->solution_limit && stats->solutions >= opt->solution_limit)
		return DLX_STOP_SOLUTIONS;
	return -1;
}

double explored_share(int level, const int *position, const int *branches)
{
	double share = 0, weight = 1;
	for (int l = 0; l < level; l++) {
		if (branches[l] <= 0)
			break;
		weight /= branches[l];
		share += position[l] * weight;
	}
	return share + weight / 2;
}

/* Limits and progress, checked each time a node is entered. Returns a stop reason or -1. */
int check_limits(struct dlx_problem *pb, struct run *run, int level)
{
	const struct dlx_search_options *opt = run->opt;
	struct dlx_stats *stats = run->stats;
	int stop = node_or_time_stop(opt, stats->nodes, run->deadline);
	if (stop >= 0)
		return stop;
	if (opt->on_progress && stats->nodes >= run->next_progress) {
		run->next_progress += opt->progress_interval ? opt->progress_interval : 1000000;
		stats->explored = explored_share(level, pb->position, pb->branches);
		if (opt->on_progress(opt->user, stats, level, pb->position, pb->branches))
			return DLX_STOP_CALLBACK;
	}
	return -1;
}
