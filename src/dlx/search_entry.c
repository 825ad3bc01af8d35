/*
 * search_entry.c - dlx_search: checks the options, then picks the loop
 * that does no more than this search needs: with item bounds, Algorithm M
 * (search_m.c), or its reference loop (search_knuth_m.c) for Knuth's counts
 * and the first-item order; without, the reference loop (search_knuth.c)
 * for those, else a copy of Algorithm X / C (search_loop.h) over node[] or
 * over the 16-bit copy (search_compact.c), with the memo when it is exact. A thread
 * of a pool of work (share_search.c) enters through search_slot, which
 * picks the copies that poll the pool; dlx_search never does. With
 * options->jobs > 1, dlx_search hands the search to split/jobs.c.
 */
#include "util/clock.h"
#include "x/search_compact.h"
#include "x/search_knuth.h"
#include "m/search_knuth_m.h"
#include "x/search_loop.h"
#include "m/search_m.h"
#include "infer/infer.h"

/*
 * A stop object is watched for by the pool's copies (`shared`), which poll;
 * elsewhere (dlx_search_prefix, or a pool that had no memory) by the
 * watched copy, which checks it with the clock.
 */
static bool needs_checks(const struct dlx_search_options *opt, double deadline, bool shared)
{
	return deadline > 0 || opt->on_progress || (opt->interrupt && !shared);
}

/* Whether a node limit can run in a lean copy that checks it (see run_plain). */
static bool lean_limit(const struct dlx_problem *pb)
{
	return !pb->has_colors && pb->option_size == 4;
}

/*
 * Whether a memo may count for this search (memo.h): every solution counted
 * and none visited, nothing watching, and a state that is the covered items
 * alone (no colours).
 */
static bool wants_memo(const struct dlx_problem *pb, const struct dlx_search_options *opt,
                       bool watched)
{
	return opt->memo_bytes > 0 && !watched && !pb->has_colors && !opt->on_solution &&
	       !opt->solution_limit && !opt->node_limit;
}

/*
 * The watched copies cut where the lean copy for the same problem would
 * (shapes.h: watched), so watching a search changes none of its figures:
 * the lean copies cut when cuts_dead_ends says so, which on plain problems
 * never holds for options of three or four items (the only ones a lean
 * copy searches under a node limit), and always for six.
 */
DLX_INLINE void run_plain(struct dlx_problem *pb, struct run *run, bool watched, bool track,
                          bool shared)
{
	if (watched) {
		bool cut = cuts_dead_ends(pb);
		track || cut ? run_search(pb, run, watched_cutting(WATCHED_TRACKED, cut), shared)
		             : run_search(pb, run, WATCHED, shared);
		return;
	}
	if (!search_compact(pb, run, track))
		run_lean_plain(pb, run, track, shared);
}

DLX_INLINE void run_colored(struct dlx_problem *pb, struct run *run, bool watched, bool track,
                            bool shared)
{
	bool cut = cuts_dead_ends(pb);
	if (watched)
		track || cut
			? run_search(pb, run, watched_cutting(COLORED_WATCHED_TRACKED, cut), shared)
			: run_search(pb, run, COLORED_WATCHED, shared);
	else if (cut)
		run_search(pb, run, COLORED_CUT, shared);
	else
		track ? run_search(pb, run, COLORED_TRACKED, shared)
		      : run_search(pb, run, COLORED, shared);
}

/*
 * The memo of this search: the thread's own, kept across its parts, in a
 * pool (share.c); else `local`, set up here. NULL: none.
 */
static struct memo *memo_for(struct dlx_problem *pb, const struct dlx_search_options *opt,
                             struct share_slot *slot, struct memo *local)
{
	if (slot)
		return share_memo(slot, pb, opt->memo_bytes);
	return memo_init(local, pb, opt->memo_bytes) ? local : NULL;
}

/*
 * dlx_search, and with `shared` a thread of a pool searching in `slot`.
 * Inlined into both callers below with `shared` a constant, so the copies
 * of the loop that poll a pool are compiled into search_pooled alone.
 */
DLX_INLINE int search_from(struct dlx_problem *pb, const struct dlx_search_options *options,
                           struct dlx_stats *stats, struct share_slot *slot, bool shared)
{
	if (!pb)
		return DLX_EINVAL;
	struct dlx_search_options defaults;
	struct dlx_stats local;
	if (!options) {
		dlx_search_options_init(&defaults);
		options = &defaults;
	}
	if (options->infer) /* dlx_search_prefix and a pool's pieces come this way */
		return search_infer(pb, options, stats);
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	if (options->level_nodes_length < 0 || (options->level_nodes_length > 0 && !options->level_nodes))
		return DLX_EINVAL;
	if ((options->order != DLX_ORDER_MRV && options->order != DLX_ORDER_FIRST &&
	     options->order != DLX_ORDER_SHARP) || options->binary) /* binary: the cells alone */
		return DLX_EINVAL;
	/* Only the reference loops choose other than by MRV: the fast ones keep MRV's short cuts. */
	bool reference = options->knuth_counts || options->order != DLX_ORDER_MRV;
	if (pb->bounded) /* Algorithm M: the reference loop for Knuth's counts, else search_m.c */
		return reference ? search_knuth_m(pb, options, stats) : search_m(pb, options, stats);
	struct run run = {.opt = options, .stats = stats, .share = slot, .kept = -1,
	                  .poll_at = SHARE_POLL_NODES};
	if (options->time_limit > 0)
		run.deadline = seconds_now() + options->time_limit;
	run.next_progress = options->progress_interval ? options->progress_interval : 1000000;

	if (reference) {
		search_knuth(pb, &run);
		return 0;
	}
	/* Solutions are rare next to nodes, so only per-node work decides this. */
	bool watched = needs_checks(options, run.deadline, shared) || options->on_trace ||
	               options->level_nodes || (options->node_limit && !lean_limit(pb));
	bool track = tracks_dead(pb);
	struct memo memo;
	if (wants_memo(pb, options, watched))
		run.memo = memo_for(pb, options, shared ? slot : NULL, &memo);
	if (run.memo)
		memo_count_start(run.memo);
	if (pb->has_colors)
		run_colored(pb, &run, watched, track, shared);
	else
		run_plain(pb, &run, watched, track, shared);
	if (run.memo) /* its hits may carry the count past 2^64 */
		memo_count_end(run.memo, stats);
	if (run.memo == &memo) { /* a pool's thread keeps its memo: share_search.c reports it */
		stats->memo_hits = memo.hits;
		memo_finish(&memo);
	}
	return 0;
}

/*
 * Compiled for AVX2 and plain x86-64 (problem.h: DLX_MULTIVERSION). Static:
 * the resolver of a multiversioned function is exported whatever its
 * visibility, and only dlx_* names may be.
 */
DLX_MULTIVERSION
static int search_unsplit(struct dlx_problem *pb, const struct dlx_search_options *options,
                          struct dlx_stats *stats)
{
	return search_from(pb, options, stats, NULL, false);
}

/* The same for a pool's thread. */
DLX_MULTIVERSION
static int search_pooled(struct dlx_problem *pb, const struct dlx_search_options *options,
                         struct dlx_stats *stats, struct share_slot *slot)
{
	return search_from(pb, options, stats, slot, true);
}

int search_alone(struct dlx_problem *pb, const struct dlx_search_options *options,
                 struct dlx_stats *stats)
{
	return search_unsplit(pb, options, stats);
}

int search_slot(struct dlx_problem *pb, const struct dlx_search_options *options,
                struct dlx_stats *stats, struct share_slot *slot)
{
	return slot ? search_pooled(pb, options, stats, slot) : search_unsplit(pb, options, stats);
}
