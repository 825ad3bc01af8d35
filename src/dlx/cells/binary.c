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
	r->watched = opt->node_limit || r->deadline > 0 || opt->interrupt || opt->level_nodes;
	r->choice = malloc(levels * sizeof *r->choice);
	r->deg = malloc(levels * sizeof *r->deg);
	r->stagelevel = malloc(levels * sizeof *r->stagelevel);
	r->levelstage = malloc(stages * sizeof *r->levelstage);
	r->saved = malloc(stages * sizeof *r->saved);
	return r->choice && r->deg && r->stagelevel && r->levelstage && r->saved;
}

void binary_free(struct binary_run *r)
{
	free(r->choice);
	free(r->deg);
	free(r->stagelevel);
	free(r->levelstage);
	free(r->saved);
	free(r->score);
	free(r->tries);
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

int binary_watch(struct binary_run *r, uint64_t nodes, int stage)
{
	const struct dlx_search_options *opt = r->opt;
	int stop = node_or_time_stop(opt, nodes, r->deadline);
	if (stop >= 0)
		return stop;
	if (opt->level_nodes && stage < opt->level_nodes_length)
		opt->level_nodes[stage]++;
	return -1;
}
