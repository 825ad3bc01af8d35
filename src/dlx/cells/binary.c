/*
 * binary.c - the frame of the searches that branch two ways on dancing
 * cells (binary.h): the per-level and per-stage arrays, the node checks
 * and the solutions, outside the loops of search_binary.c and
 * search_bounds.c.
 */
#include "cells/binary.h"
#include "hooks/hooks.h"

#include <stdlib.h>

bool binary_start(struct binary_run *r, size_t levels, size_t stages)
{
	const struct dlx_search_options *opt = r->opt;
	if (opt->time_limit > 0)
		r->deadline = seconds_now() + opt->time_limit;
	r->next_progress = opt->progress_interval ? opt->progress_interval : 1000000;
	r->watched = opt->node_limit || r->deadline > 0 || opt->interrupt || opt->level_nodes ||
	             opt->on_progress;
	r->increment = opt->wtd_increment > 0 ? opt->wtd_increment : 1.0f; /* Knuth's w and W */
	r->growth = opt->wtd_growth > 0 ? opt->wtd_growth : 1.0f;
	r->choice = malloc(levels * sizeof *r->choice);
	r->deg = malloc(levels * sizeof *r->deg);
	r->stagelevel = malloc(levels * sizeof *r->stagelevel);
	r->levelstage = malloc(stages * sizeof *r->levelstage);
	r->saved = malloc(stages * sizeof *r->saved);
	return r->choice && r->deg && r->stagelevel && r->levelstage && r->saved;
}

bool binary_scores(struct binary_run *r)
{
	const struct cells *c = r->c;
	if (r->opt->order != DLX_ORDER_WTD && r->opt->order != DLX_ORDER_FRB)
		return true;
	r->score = malloc((size_t)c->length * sizeof *r->score);
	r->tries = malloc((size_t)c->length * sizeof *r->tries);
	if (!r->score || !r->tries)
		return false;
	for (int32_t k = 0; k < c->items; k++) { /* a shuffle mixes the kinds in item[] */
		int32_t x = c->item[k];
		if (x >= c->second)
			continue;
		r->score[x] = r->opt->order == DLX_ORDER_WTD ? 1.0f : 0.5f;
		r->tries[x] = 1.0f;
	}
	return true;
}

void binary_free(struct binary_run *r)
{
	free(r->choice);
	free(r->deg);
	free(r->stagelevel);
	free(r->levelstage);
	free(r->saved);
	free(r->primaries_at);
	free(r->active_at);
	free(r->score);
	free(r->tries);
	free(r->candidate);
	free(r->ratio);
	free(r->weight);
}

int binary_visit(struct binary_run *r, int stage)
{
	const struct dlx_search_options *opt = r->opt;
	r->stats->solutions++;
	if (opt->on_solution) {
		for (int s = 0; s < stage; s++)
			r->c->solution[s] = cells_option_at(r->c, r->choice[r->levelstage[s]]);
		if (opt->on_solution(opt->user, r->c->solution, stage))
			return DLX_STOP_CALLBACK;
	}
	if (opt->solution_limit && r->stats->solutions >= opt->solution_limit)
		return DLX_STOP_SOLUTIONS;
	return -1;
}

/*
 * The progress call at `stage`: stage s's option, at level
 * levelstage[s], came after the options ruled out on the levels of s
 * before it, and the item it was taken from had deg ways left then.
 * Whether the callback asked to stop.
 */
static bool report_progress(struct binary_run *r, uint64_t nodes, int stage)
{
	const struct dlx_search_options *opt = r->opt;
	int *position = r->c->position, *branches = r->c->branches;
	for (int s = 0, first = 0; s < stage; first = r->levelstage[s++] + 1) {
		int level = r->levelstage[s];
		position[s] = level - first;
		branches[s] = r->deg[level] + position[s];
	}
	r->stats->nodes = nodes;
	r->stats->explored = explored_share(stage, position, branches);
	return opt->on_progress(opt->user, r->stats, stage, position, branches) != 0;
}

int binary_watch(struct binary_run *r, uint64_t nodes, int stage)
{
	int stop = copy_node_checks(r->opt, nodes, r->deadline, stage, &r->next_progress);
	if (stop != PROGRESS_DUE)
		return stop;
	return report_progress(r, nodes, stage) ? DLX_STOP_CALLBACK : -1;
}
