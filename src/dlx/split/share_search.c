/*
 * share_search.c - dlx_search_shared: one thread's side of a pool of work
 * (share.c). It takes parts from the pool and searches each below its
 * prefix (dlx_search_prefix's way, polling the pool), until the pool's work
 * is done or the pool stops. The thread keeps one memo across its parts,
 * over the pool's one table, so a state any thread counted in any part is
 * known in the next; its limits, its memo's statistics and its callbacks'
 * statistics run over all of its parts.
 */
#include "util/clock.h"
#include "split/share.h"

#include <stdlib.h>

/* What the callbacks of a part need to speak of the whole call. */
struct thread {
	const struct dlx_search_options *outer;
	const struct dlx_stats *total; /* the parts before this one */
	const struct share_slot *slot; /* the part under search */
	double done;                   /* with progress: the share of the tree its parts finished */
};

static int whole_solution(void *user, const int *options, int count)
{
	const struct thread *t = user;
	return t->outer->on_solution(t->outer->user, options, count);
}

/* Progress over every part so far: the earlier parts' figures added to this one's. */
static int whole_progress(void *user, const struct dlx_stats *stats, int level, const int *position,
                          const int *branches)
{
	const struct thread *t = user;
	struct dlx_stats sum = *stats;
	sum.nodes += t->total->nodes;
	sum.solutions += t->total->solutions;
	sum.updates += t->total->updates;
	sum.explored = t->done + t->slot->part_share * stats->explored;
	return t->outer->on_progress(t->outer->user, &sum, level, position, branches);
}

/* The options of the next part: what is left of the limits. false: nothing left (stop set). */
static bool part_options(const struct thread *t, double deadline, struct dlx_search_options *part,
                         struct dlx_stats *stats)
{
	const struct dlx_search_options *outer = t->outer;
	if (interrupt_requested(outer)) { /* before the part: a part may end before its first poll */
		stats->stop = DLX_STOP_REQUESTED;
		return false;
	}
	*part = *outer;
	part->user = (void *)t;
	part->on_solution = outer->on_solution ? whole_solution : NULL;
	part->on_progress = outer->on_progress ? whole_progress : NULL;
	part->on_trace = NULL;
	part->level_nodes = NULL;
	part->level_nodes_length = 0;
	if (outer->solution_limit) { /* met exactly: a part stops there */
		part->solution_limit = outer->solution_limit - stats->solutions;
	}
	if (outer->node_limit) {
		if (stats->nodes >= outer->node_limit) {
			stats->stop = DLX_STOP_NODES;
			return false;
		}
		part->node_limit = outer->node_limit - stats->nodes;
	}
	if (deadline > 0) {
		part->time_limit = deadline - seconds_now();
		if (part->time_limit <= 0) {
			stats->stop = DLX_STOP_TIME;
			return false;
		}
	}
	return true;
}

/* With progress, the share of the tree the part taken holds (its search gives some away). */
static int measure_part(struct dlx_problem *pb, struct share_slot *slot,
                        const struct dlx_search_options *options)
{
	slot->part_share = 0;
	slot->given_share = 0;
	if (!options->on_progress)
		return 0;
	return dlx_prefix_share(pb, slot->prefix, slot->prefix_count, &slot->part_share);
}

/* Searches parts until the pool has none left. The parts searched, or a DLX_E* code. */
static int search_parts(struct dlx_problem *pb, struct share_slot *slot,
                        const struct dlx_search_options *options, struct dlx_stats *stats)
{
	struct thread t = {.outer = options, .total = stats, .slot = slot};
	double deadline = options->time_limit > 0 ? seconds_now() + options->time_limit : 0;
	int parts = 0, code;
	while ((code = take_part(slot, pb)) == 1) {
		struct dlx_search_options part;
		struct dlx_stats st = {0};
		bool go = part_options(&t, deadline, &part, stats);
		slot->nodes_before = stats->nodes;
		code = go ? measure_part(pb, slot, options) : 0;
		if (go && code == 0)
			code = search_prefix_slot(pb, slot->prefix, slot->prefix_count, &part, &st, slot);
		parts += go;
		if (go) {
			dlx_stats_add(stats, &st); /* the loop ends at the first part that stops */
			t.done += slot->part_share - slot->given_share;
		}
		bool stop = !go || code != 0 || st.stop != DLX_STOP_EXHAUSTED;
		if (stop) /* a limit, a callback or an error ends everyone's work: before the work */
			dlx_share_stop(slot->pool); /* could look done to the others */
		end_part(slot->pool);
		if (stop)
			break;
	}
	if (stats->stop == DLX_STOP_EXHAUSTED && share_stopped(slot))
		stats->stop = DLX_STOP_CALLBACK; /* another thread, or dlx_share_stop, stopped the work */
	return code < 0 ? code : parts;
}

int dlx_search_shared(struct dlx_problem *pb, struct dlx_share *pool,
                      const struct dlx_search_options *options, struct dlx_stats *stats)
{
	if (options && options->algorithm != DLX_ALGORITHM_LINKS)
		return DLX_EINVAL; /* the cells search runs undivided alone */
	struct dlx_stats local;
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	struct dlx_search_options defaults;
	if (!options) {
		dlx_search_options_init(&defaults);
		options = &defaults;
	}
	/* Algorithm M and the reference loop have no poll: they cannot give work away. */
	if (!pb || !pool || pb->bounded || options->knuth_counts || options->order != DLX_ORDER_MRV)
		return DLX_EINVAL;
	struct share_slot slot = {.pool = pool, .id = -1};
	slot.untried = malloc(((size_t)pb->options + 1) * sizeof *slot.untried);
	if (!slot.untried) {
		dlx_share_stop(pool);
		return DLX_ENOMEM;
	}
	int code = search_parts(pb, &slot, options, stats);
	share_round_nodes(pool, stats->nodes);
	if (slot.memo_ready) {
		stats->memo_hits = slot.memo.hits;
		memo_finish(&slot.memo);
	}
	free(slot.untried);
	free(slot.prefix);
	free(slot.given);
	return code;
}

int search_polled(struct dlx_problem *pb, const struct dlx_search_options *options,
                  struct dlx_stats *stats)
{
	struct dlx_share *pool = dlx_share_create();
	if (!pool || dlx_share_add(pool, NULL, 0) != 0) {
		dlx_share_destroy(pool);
		return search_alone(pb, options, stats);
	}
	int code = dlx_search_shared(pb, pool, options, stats);
	dlx_share_destroy(pool);
	if (code == DLX_ENOMEM) /* no room for the poll's arrays: the watched loop instead */
		return search_alone(pb, options, stats);
	return code < 0 ? code : 0;
}
