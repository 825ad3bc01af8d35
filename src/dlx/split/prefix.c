/*
 * prefix.c - splitting one search into independent parts: dlx_prefixes walks
 * the top levels of the search tree, dlx_search_prefix searches below one
 * prefix. The walk uses the search's own link operations (moves.h) and the
 * same choice of item, so the parts are exactly the subtrees dlx_search would
 * visit, and their counts and nodes add up to its own. The bits search
 * (bits/) branches as the links do, so the same prefixes cut its tree: it
 * takes a prefix's options on its own bitsets, not through dlx_require.
 */
#include "x/choose.h"
#include "hooks/hooks.h"
#include "m/search_m.h"
#include "bits/bits.h"

#include <stdlib.h>

/* The number of the option that node p belongs to (its spacer names it). */
static int option_number(const struct dlx_problem *pb, int32_t p)
{
	while (pb->node[p].top > 0)
		p++;
	return -pb->node[p].top - 1;
}

/* The state of one walk over the top levels. */
struct walk {
	struct dlx_problem *pb;
	int depth;
	int *prefix; /* the options chosen on levels 0 .. level-1 */
	dlx_prefix_fn on_prefix;
	void *user;
	uint64_t nodes; /* nodes above depth not reported as prefixes */
	struct tally tally;
	bool stopped;
};

static void report_prefix(struct walk *w, int level)
{
	if (w->on_prefix(w->user, w->prefix, level))
		w->stopped = true;
}

/* Visits the node at `level`: a prefix at the depth or at a solution, else its branches. */
static void visit(struct walk *w, int level, bool colored)
{
	struct dlx_problem *pb = w->pb;
	if (level == w->depth || pb->item[0].next == 0) {
		report_prefix(w, level);
		return;
	}
	w->nodes++;
	if (w->tally.dead > 0)
		return; /* a dead end above the depth: nothing under it to search */
	int32_t x = choose_item(pb);
	if (pb->len[x] == 0)
		return; /* the same, found by the scan when dead items are not tracked */
	cover(pb, x, colored, &w->tally);
	int32_t dead = w->tally.dead;
	for (int32_t r = pb->node[x].down; r != x && !w->stopped; r = pb->node[r].down) {
		commit_rest(pb, r, colored, &w->tally);
		w->prefix[level] = option_number(pb, r);
		visit(w, level + 1, colored);
		uncommit_rest(pb, r, colored, &w->tally);
		w->tally.dead = dead; /* as the search loop's X6 (search_loop.h) */
	}
	uncover(pb, x, colored, &w->tally);
	w->tally.dead = 0; /* only a node without dead items branches */
}

int dlx_prefixes(struct dlx_problem *pb, int depth, dlx_prefix_fn on_prefix, void *user,
                 uint64_t *nodes)
{
	if (!pb || !on_prefix || depth < 0)
		return DLX_EINVAL;
	/* A path never has more levels than primary items, so a deeper depth changes nothing. */
	if (pb->bounded)
		return prefixes_m(pb, depth, on_prefix, user, nodes); /* Algorithm M's tree */
	if (depth > pb->primary)
		depth = pb->primary;
	struct walk w = {.pb = pb, .depth = depth, .on_prefix = on_prefix, .user = user};
	w.tally.track = tracks_dead(pb);
	w.tally.dead = w.tally.track ? count_dead(pb) : 0;
	w.tally.primary = pb->primary;
	w.prefix = calloc((size_t)depth + 1, sizeof *w.prefix);
	if (!w.prefix)
		return DLX_ENOMEM;
	visit(&w, 0, pb->has_colors);
	free(w.prefix);
	if (nodes)
		*nodes = w.nodes;
	return w.stopped ? 1 : 0;
}

/* ---- Searching under a prefix ---- */

/* Releases the requirements newer than the first `keep`, newest first (dlx_release_all's way). */
static void release_newer(struct dlx_problem *pb, int32_t keep)
{
	const struct tally generic = {0};
	while (pb->required_count > keep) {
		int32_t first = pb->required[--pb->required_count];
		int32_t last = first;
		while (pb->node[last + 1].top > 0)
			last++;
		for (int32_t q = last; q >= first; q--)
			uncommit(pb, q, pb->has_colors, &generic);
	}
}

/* Passes whole solutions on: the prefix, then what the search chose below it. */
struct whole {
	const struct dlx_search_options *outer;
	int *options; /* the prefix's options, then room for the search's */
	int prefix_count;
};

static int whole_solution(void *user, const int *options, int count)
{
	struct whole *whole = user;
	for (int k = 0; k < count; k++)
		whole->options[whole->prefix_count + k] = options[k];
	return whole->outer->on_solution(whole->outer->user, whole->options,
	                                 whole->prefix_count + count);
}

static int forward_progress(void *user, const struct dlx_stats *stats, int level,
                            const int *position, const int *branches)
{
	const struct whole *whole = user;
	return whole->outer->on_progress(whole->outer->user, stats, level, position, branches);
}

static int forward_trace(void *user, enum dlx_event event, int level, int item, int option,
                         int count)
{
	const struct whole *whole = user;
	return whole->outer->on_trace(whole->outer->user, event, level, item, option, count);
}

/* Runs the search with the callbacks rerouted through `whole` (slot: search_slot's). */
static int search_whole(struct dlx_problem *pb, struct whole *whole, struct dlx_stats *stats,
                        struct share_slot *slot)
{
	struct dlx_search_options inner = *whole->outer;
	inner.user = whole;
	inner.jobs = 0; /* the calling thread searches */
	if (inner.on_solution)
		inner.on_solution = whole_solution;
	if (inner.on_progress)
		inner.on_progress = forward_progress;
	if (inner.on_trace)
		inner.on_trace = forward_trace;
	return search_slot(pb, &inner, stats, slot);
}

/* The part on bitsets, built for it alone: the problem is not changed (bits/search_bits.c). */
static int search_bits_once(struct dlx_problem *pb, const int *prefix, int count,
                            const struct dlx_search_options *options, struct dlx_stats *stats)
{
	struct bits b = {0};
	int code = search_bits_part(&b, pb, prefix, count, options, stats);
	bits_free(&b);
	return code;
}

int dlx_prefix_share(struct dlx_problem *pb, const int *prefix, int count, double *share)
{
	if (!pb || !share || count < 0 || (count > 0 && !prefix) || pb->bounded)
		return DLX_EINVAL;
	int32_t keep = pb->required_count;
	double weight = 1;
	int err = 0;
	for (int k = 0; k < count && err == 0 && weight > 0; k++) {
		int32_t x = choose_item(pb);
		weight = x > 0 && pb->len[x] > 0 ? weight / pb->len[x] : 0;
		err = dlx_require(pb, prefix[k]);
	}
	release_newer(pb, keep);
	*share = err == 0 ? weight : 0;
	return err;
}

int dlx_search_prefix(struct dlx_problem *pb, const int *prefix, int count,
                      const struct dlx_search_options *options, struct dlx_stats *stats)
{
	if (options && options->algorithm != DLX_ALGORITHM_LINKS &&
	    options->algorithm != DLX_ALGORITHM_BITS)
		return DLX_EINVAL; /* the cells search runs undivided alone */
	return search_prefix_slot(pb, prefix, count, options, stats, NULL);
}

int search_prefix_slot(struct dlx_problem *pb, const int *prefix, int count,
                       const struct dlx_search_options *options, struct dlx_stats *stats,
                       struct share_slot *slot)
{
	struct dlx_stats local;
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	/* a prefix longer than any search path would repeat a choice: no array is that long */
	if (!pb || count < 0 || (count > 0 && !prefix) || count > (pb->bounded ? dlx_max_depth(pb) : pb->options))
		return DLX_EINVAL;
	struct dlx_search_options defaults;
	if (!options) {
		dlx_search_options_init(&defaults);
		options = &defaults;
	}
	if (options->algorithm == DLX_ALGORITHM_BITS)
		return search_bits_once(pb, prefix, count, options, stats);
	if (pb->bounded)
		return search_m_prefix(pb, prefix, count, options, stats); /* replays the choices */
	struct whole whole = {.outer = options, .prefix_count = count};
	whole.options = malloc(((size_t)count + (size_t)pb->primary + 1) * sizeof *whole.options);
	if (!whole.options)
		return DLX_ENOMEM;
	int32_t keep = pb->required_count;
	int err = 0;
	for (int k = 0; k < count && err == 0; k++) {
		err = dlx_require(pb, prefix[k]);
		whole.options[k] = prefix[k];
	}
	if (err == 0) {
		err = search_whole(pb, &whole, stats, slot);
		stats->max_level += count;
	}
	release_newer(pb, keep);
	free(whole.options);
	return err;
}

int dlx_search_best_prefix(struct dlx_problem *pb, const int *prefix, int count,
                           struct dlx_best *best, const struct dlx_search_options *options,
                           struct dlx_stats *stats)
{
	if (options && options->algorithm != DLX_ALGORITHM_LINKS)
		return DLX_EINVAL; /* the cells search runs undivided alone */
	struct dlx_stats local;
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	if (!pb || !best || count < 0 || (count > 0 && !prefix) ||
	    count > (pb->bounded ? dlx_max_depth(pb) : pb->options))
		return DLX_EINVAL;
	if (pb->bounded && options && options->knuth_counts)
		return DLX_EINVAL; /* as dlx_search_best: DLX5 has no bounds to count as */
	if (pb->bounded)
		return search_m_best(pb, prefix, count, best, options, stats); /* replays the choices */
	struct dlx_search_options alone; /* jobs ignored: the calling thread searches */
	if (options && options->jobs) {
		alone = *options;
		alone.jobs = 0;
		options = &alone;
	}
	int32_t keep = pb->required_count;
	int err = 0;
	for (int k = 0; k < count && err == 0; k++)
		err = dlx_require(pb, prefix[k]);
	if (err == 0) {
		err = search_best_alone(pb, best, options, stats);
		stats->max_level += count;
	}
	release_newer(pb, keep);
	return err;
}
