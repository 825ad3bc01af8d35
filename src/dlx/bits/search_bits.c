/*
 * search_bits.c - Algorithm X on bitsets (bits.h): the entry that builds
 * the bits (build.c), the loop, and what it reports.
 *
 * The loop, with Algorithm X's step names:
 *   enter    count the node; a dead item (when links keeps the tally of
 *            them) backs up at once; else choose the item with the fewest
 *            live options; none left: a solution; none with options: back up;
 *   try      the item's next live option o: level l+1's live options are
 *            level l's AND-NOT clash[o], its counts level l's less the
 *            options taken out, o's items covered; go down;
 *   backup   go up a level and try again there.
 * Nothing is undone on the way up: each level keeps its own copy of the
 * live options and the counts, written when the level below it is
 * entered, so backing up is a step back down the stack.
 *
 * The tree is the links search's (x/choose.h, search_loop.h): the same
 * item chosen at every node, its options tried in the problem's order
 * (links' list order unless shuffled), every entry to a node counted
 * (solutions and dead ends included), so nodes, solutions and their order
 * agree with links'. An update here is an option taken out of a live set.
 */
#include "bits/steps.h"
#include "hooks/hooks.h"
#include "util/random.h"

#include <string.h>

struct bits_run {
	struct bits *b;
	const struct dlx_search_options *opt;
	struct dlx_stats *stats;
	double deadline;
	uint64_t next_progress;
	bool dead_ends; /* a node with a dead item backs up before choosing */
};

/* The watched node checks: limits, the clock, the stop object, progress, the profile. */
static int watch_node(struct bits_run *r, int level)
{
	int stop = copy_node_checks(r->opt, r->stats->nodes, r->deadline, level, &r->next_progress);
	if (stop != PROGRESS_DUE)
		return stop;
	const struct bits *b = r->b;
	r->stats->explored = explored_share(level, b->position, b->branches);
	return r->opt->on_progress(r->opt->user, r->stats, level, b->position, b->branches)
	               ? DLX_STOP_CALLBACK
	               : -1;
}

/*
 * A solution of `level` options below the prefix's b->base (already in
 * solution[]): the callback and the limit. A stop reason or -1.
 */
static int visit(struct bits_run *r, int level)
{
	struct bits *b = r->b;
	if (r->opt->on_solution)
		for (int l = 0; l < level; l++)
			b->solution[b->base + l] = b->number[b->choice[l]];
	return copy_solution(r->opt, r->stats, b->solution, b->base + level);
}

/* The loop (see the banner); `watched`, `block` and `sharp` are constants at each call. */
DLX_INLINE void search(struct bits_run *r, bool watched, int32_t block, bool sharp)
{
	struct bits *b = r->b;
	int level = 0, max_level = 0, stop = DLX_STOP_EXHAUSTED, s;
	uint64_t nodes = 0, branches = 0, updates = 0;
	int32_t k, o;
enter:
	if (watched) {
		r->stats->nodes = nodes;
		if ((s = watch_node(r, level)) >= 0)
			goto stopped;
	}
	nodes++;
	max_level = level > max_level ? level : max_level;
	if (r->dead_ends && b->dead[level])
		goto backup;
	k = choose_place(b->count + (size_t)level * b->places, b->lift, b->places, block, sharp);
	if (k < 0) {
		r->stats->nodes = nodes;
		if ((s = visit(r, level)) >= 0)
			goto stopped;
		goto backup;
	}
	b->branches[level] = b->count[(size_t)level * b->places + k];
	if (b->branches[level] == 0)
		goto backup;
	branches += b->branches[level] > 1;
	b->item_at[level] = k;
	b->choice[level] = -1;
	b->position[level] = -1;
try:
	o = next_option(b, level, b->item_at[level], b->choice[level]);
	if (o < 0)
		goto backup;
	b->choice[level] = o;
	b->position[level]++;
	b->dead[level + 1] = take(b, level, o, &updates, block);
	level++;
	goto enter;
backup:
	if (level == 0)
		goto done;
	level--;
	goto try;
stopped:
	stop = s;
done:
	r->stats->nodes = nodes;
	r->stats->branches = branches;
	r->stats->updates = updates;
	r->stats->max_level = max_level;
	r->stats->explored = 0; /* a figure of progress calls alone (dlx.h) */
	r->stats->stop = (enum dlx_stop)stop;
}

/*
 * The copies of the loop: watched or lean, blocks of SCAN_BLOCK or one
 * place (a shuffle), MRV or DLX2-SHARP's choice.
 */
static void search_watched(struct bits_run *r, bool in_order, bool sharp)
{
	if (sharp)
		in_order ? search(r, true, SCAN_BLOCK, true) : search(r, true, 1, true);
	else
		in_order ? search(r, true, SCAN_BLOCK, false) : search(r, true, 1, false);
}

DLX_MULTIVERSION
static void search_lean(struct bits_run *r, bool in_order, bool sharp)
{
	if (sharp)
		in_order ? search(r, false, SCAN_BLOCK, true) : search(r, false, 1, true);
	else
		in_order ? search(r, false, SCAN_BLOCK, false) : search(r, false, 1, false);
}

/* What the bits search cannot take (dlx.h, enum dlx_algorithm), bounds and size aside. */
static bool refused(const struct dlx_problem *pb, const struct dlx_search_options *opt)
{
	return opt->on_trace || (opt->order != DLX_ORDER_MRV && opt->order != DLX_ORDER_SHARP) || opt->knuth_counts ||
	       opt->infer || opt->level_nodes_length < 0 ||
	       (opt->level_nodes_length > 0 && !opt->level_nodes);
}

int bits_check(const struct dlx_problem *pb, const struct dlx_search_options *options)
{
	if (pb->bounded)
		return DLX_EBOUNDS;
	if (refused(pb, options))
		return DLX_EINVAL;
	if (pb->items > DLX_BITS_MAX_ITEMS || pb->options > DLX_BITS_MAX_OPTIONS)
		return DLX_ERANGE;
	return 0;
}

/* The loop from level 0 as it stands (the root, or below a prefix), filling *stats. */
static void run(struct bits *b, const struct dlx_problem *pb,
                const struct dlx_search_options *options, struct dlx_stats *stats)
{
	bool sharp = options->order == DLX_ORDER_SHARP; /* Knuth's tree: no early back-up */
	struct bits_run r = {.b = b, .opt = options, .stats = stats,
	                     .dead_ends = !sharp && (tracks_dead(pb) || cuts_dead_ends(pb))};
	if (options->time_limit > 0)
		r.deadline = seconds_now() + options->time_limit;
	r.next_progress = options->progress_interval ? options->progress_interval : 1000000;
	bool watched = options->node_limit || r.deadline > 0 || options->interrupt ||
	               options->on_progress || options->level_nodes;
	if (watched)
		search_watched(&r, b->block == SCAN_BLOCK, sharp);
	else
		search_lean(&r, b->block == SCAN_BLOCK, sharp);
}

int search_bits(struct dlx_problem *pb, const struct dlx_search_options *options,
                struct dlx_stats *stats)
{
	int code = bits_check(pb, options);
	if (code < 0)
		return code;
	struct bits b;
	code = bits_build(&b, pb);
	if (code < 0)
		return code;
	run(&b, pb, options, stats);
	bits_free(&b);
	return 0;
}

void bits_restart(struct bits *b)
{
	for (int32_t w = 0; w < b->words; w++) {
		int32_t left = b->options - 64 * w;
		b->live[w] = left >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << left) - 1;
	}
	memcpy(b->count, b->root_count, (size_t)b->places * sizeof *b->count);
	b->dead[0] = b->root_dead;
	b->base = 0;
}

/*
 * Level 0 below the prefix: each option taken as the search takes it, from
 * level 0 into level 1, which is copied back (the stack's levels stay free
 * for the search below). An item left without options stays so: the node
 * is a dead end. 0, DLX_EOPTION or DLX_ECONFLICT.
 */
static int start_below(struct bits *b, const int *prefix, int count)
{
	bits_restart(b);
	const size_t words = (size_t)b->words, places = (size_t)b->places;
	uint64_t updates = 0; /* above the part: not its own, as for links' dlx_require */
	for (int k = 0; k < count; k++) {
		if (prefix[k] < 0 || prefix[k] >= b->problem_options)
			return DLX_EOPTION;
		int32_t o = b->bit[prefix[k]];
		if (o < 0 || !(b->live[o / 64] >> (o % 64) & 1))
			return DLX_ECONFLICT;
		b->dead[0] = take(b, 0, o, &updates, 1) || b->dead[0];
		memcpy(b->live, b->live + words, words * sizeof *b->live);
		memcpy(b->count, b->count + places, places * sizeof *b->count);
		b->solution[k] = prefix[k];
	}
	b->base = count;
	return 0;
}

int search_bits_part(struct bits *b, const struct dlx_problem *pb, const int *prefix, int count,
                     const struct dlx_search_options *options, struct dlx_stats *stats)
{
	*stats = (struct dlx_stats){0};
	int code = bits_check(pb, options);
	if (code == 0 && b->levels == 0) /* zeroed: not built yet */
		code = bits_build(b, pb);
	if (code == 0)
		code = start_below(b, prefix, count);
	if (code < 0)
		return code;
	run(b, pb, options, stats);
	stats->max_level += count;
	return 0;
}
