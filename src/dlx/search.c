/*
 * search.c - Algorithm X as a loop over an explicit stack (no recursion),
 * with the steps named as in Knuth's dlx1 (TAOCP 7.2.2.1, Algorithm X):
 *
 *     forward:  X2-X4. No primary item left?  -> a solution, backup.
 *               Choose item x (fewest options, see below); cover x;
 *               choice[level] = x's first option.
 *     advance:  X5. choice[level] back at x's head?  -> uncover x, backup.
 *               Commit the rest of the option; level++; forward.
 *     backup:   X8. level == 0?  -> done. level--.
 *     recover:  X6. Uncommit the rest of choice[level]; take the next
 *               option down; advance.
 *
 * The item choice picks the active primary item with the fewest options
 * (the first such in list order; the scan stops early at 0 or 1, since a
 * dead end or a forced move cannot be beaten). choice[level] is a node; a
 * node number <= items is an item's list head, which is how "all options
 * tried" is spotted without storing the item. On problems with many items
 * the loop also keeps a tally of dead items (links.h, choose.h): a node where
 * one is left without options backs up at once, with no scan at all; the
 * "un" operations leave the tally alone and recover puts back the value
 * saved after the level's cover. Limits, progress and trace hooks run in the
 * `watched` copy of the loop and sit in helpers beside it; a node limit
 * alone on Sudoku-shaped problems has a lean copy of its own (run_plain). Whatever makes the search stop, it unwinds the stack before
 * returning, so the matrix is exactly as it was on entry.
 */
#include "choose.h"
#include "links.h"

#include <time.h>

/* Nodes between clock reads when a time limit is set: cheap, and fine-grained enough. */
#define TIME_CHECK_INTERVAL 1024

void dlx_search_options_init(struct dlx_search_options *options)
{
	*options = (struct dlx_search_options){0};
}

static double seconds_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The number of the option that node p belongs to (walks right to its spacer). */
static int option_of(const struct dlx_problem *pb, int32_t p)
{
	while (pb->node[p].top > 0)
		p++;
	return -pb->node[p].top - 1;
}

/* Everything a running search needs besides the problem. */
struct run {
	const struct dlx_search_options *opt;
	struct dlx_stats *stats;
	double deadline; /* 0: none */
	uint64_t next_progress;
};

static int report_solution(struct dlx_problem *pb, struct run *run, int level)
{
	struct dlx_stats *stats = run->stats;
	const struct dlx_search_options *opt = run->opt;
	stats->solutions++;
	if (opt->on_trace && opt->on_trace(opt->user, DLX_EVENT_SOLUTION, level, -1, -1, level))
		return DLX_STOP_CALLBACK;
	if (opt->on_solution) {
		for (int l = 0; l < level; l++)
			pb->solution[l] = option_of(pb, pb->choice[l]);
		if (opt->on_solution(opt->user, pb->solution, level))
			return DLX_STOP_CALLBACK;
	}
	if (opt->solution_limit && stats->solutions >= opt->solution_limit)
		return DLX_STOP_SOLUTIONS;
	return -1;
}

/* Limits and progress, checked each time a node is entered. Returns a stop reason or -1. */
static int check_limits(struct dlx_problem *pb, struct run *run, int level)
{
	const struct dlx_search_options *opt = run->opt;
	struct dlx_stats *stats = run->stats;
	if (opt->node_limit && stats->nodes >= opt->node_limit)
		return DLX_STOP_NODES;
	if (run->deadline > 0 && stats->nodes % TIME_CHECK_INTERVAL == 0 &&
	    seconds_now() >= run->deadline)
		return DLX_STOP_TIME;
	if (opt->on_progress && stats->nodes >= run->next_progress) {
		run->next_progress += opt->progress_interval ? opt->progress_interval : 1000000;
		if (opt->on_progress(opt->user, stats, level, pb->position, pb->branches))
			return DLX_STOP_CALLBACK;
	}
	return -1;
}

static bool needs_checks(const struct dlx_search_options *opt, double deadline)
{
	return deadline > 0 || opt->on_progress;
}

/* Whether a node limit can run in the lean copy that checks it (see run_plain). */
static bool lean_limit(const struct dlx_problem *pb)
{
	return !pb->has_colors && pb->option_size == 4 && tracks_dead(pb);
}

/*
 * The search proper. `colored`, `watched` and `track` are constants at each
 * call, so the compiler builds lean copies: no colour tests for plain exact
 * cover, no callback tests when nobody listens, no tally of dead items where
 * the scan is short.
 */
DLX_INLINE void run_search(struct dlx_problem *pb, struct run *run, bool colored, bool watched,
                           bool track, bool cut, bool limited, int size)
{
	const struct dlx_search_options *opt = run->opt;
	struct dlx_stats *stats = run->stats;
	struct dlx_node *node = pb->node;
	int32_t *choice = pb->choice;
	const int32_t items = pb->items;
	int32_t *dead_after_cover = pb->dead_after_cover;
	struct tally tally = {.dead = track ? count_dead(pb) : 0, .track = track, .size = size};
	const uint64_t node_limit = opt->node_limit;
	uint64_t nodes = 0, branches = 0;
	int level = 0, max_level = 0, stop = -1;

forward:
	if (watched) {
		stats->nodes = nodes;
		if ((stop = check_limits(pb, run, level)) >= 0)
			goto unwind;
		if (opt->level_nodes && level < opt->level_nodes_length)
			opt->level_nodes[level]++;
	} else if (limited && nodes >= node_limit) {
		stop = DLX_STOP_NODES;
		goto unwind;
	}
	nodes++;
	if (level > max_level)
		max_level = level;
	{
		int32_t x;
		if (track && tally.dead > 0) { /* an item has no option left: nothing below succeeds */
			if (!watched)
				goto backup;
			x = first_dead(pb); /* named for the trace */
		} else if ((x = choose_item(pb)) == 0) {
			stats->nodes = nodes;
			if ((stop = report_solution(pb, run, level)) >= 0)
				goto unwind;
			goto backup;
		}
		if (watched) {
			pb->branches[level] = pb->len[x];
			pb->position[level] = 0;
			if (opt->on_trace &&
			    opt->on_trace(opt->user, DLX_EVENT_CHOOSE, level, x - 1, -1, pb->len[x])) {
				stop = DLX_STOP_CALLBACK;
				goto unwind;
			}
		}
		if (pb->len[x] == 0)
			goto backup;
		branches += pb->len[x] > 1;
		cover(pb, x, colored, &tally);
		if (track)
			dead_after_cover[level] = tally.dead;
		choice[level] = node[x].down;
	}

advance:
	{
		int32_t r = choice[level];
		if (r <= items) { /* back at the item's head: every option tried */
			uncover(pb, r, colored, &tally);
			tally.dead = 0; /* as before the cover: only such a node branches */
			if (watched && opt->on_trace &&
			    opt->on_trace(opt->user, DLX_EVENT_BACKTRACK, level, r - 1, -1,
			                  pb->branches[level])) {
				stop = DLX_STOP_CALLBACK;
				goto unwind;
			}
			goto backup;
		}
		if (watched && opt->on_trace &&
		    opt->on_trace(opt->user, DLX_EVENT_TRY, level, node[r].top - 1, option_of(pb, r),
		                  pb->position[level])) {
			stop = DLX_STOP_CALLBACK;
			/* nothing of r is committed yet: unwind from the covered item */
			uncover(pb, node[r].top, colored, &tally);
			goto unwind;
		}
		if (!cut) {
			commit_rest(pb, r, colored, &tally);
		} else if (colored ? !commit_colored_or_undo(pb, r, &tally)
		                   : !commit_rest_or_undo(pb, r, &tally)) {
			/* the node below is a dead end: counted as if visited, then passed */
			if (limited && nodes >= node_limit) { /* where the search would have stopped */
				uncover(pb, node[r].top, colored, &tally);
				stop = DLX_STOP_NODES;
				goto unwind;
			}
			nodes++;
			if (level + 1 > max_level)
				max_level = level + 1;
			tally.dead = dead_after_cover[level];
			choice[level] = node[r].down;
			goto advance;
		}
		level++;
		goto forward;
	}

backup:
	if (level == 0)
		goto done;
	level--;
	/* recover: */
	{
		int32_t r = choice[level];
		uncommit_rest(pb, r, colored, &tally);
		/* the "un" operations leave the tally alone: back to its value after the cover */
		if (track)
			tally.dead = dead_after_cover[level];
		choice[level] = node[r].down;
		if (watched)
			pb->position[level]++;
	}
	goto advance;

unwind:
	/* Levels below `level` each hold a committed option inside a covered item. */
	while (level > 0) {
		level--;
		int32_t r = choice[level];
		uncommit_rest(pb, r, colored, &tally);
		uncover(pb, node[r].top, colored, &tally);
	}
done:
	stats->nodes = nodes;
	stats->branches = branches;
	stats->updates = tally.updates;
	stats->max_level = max_level;
	stats->stop = stop >= 0 ? (enum dlx_stop)stop : DLX_STOP_EXHAUSTED;
}

/*
 * One copy of the loop per combination of the constants (see run_search).
 * Plain problems whose options all have 3, 4 or 6 items (Langford pairs,
 * Sudoku and n queens, pentominoes) get copies with the option walks
 * unrolled; the watched copy keeps the general walk, which visits the same
 * tree. Problems with long options (choose.h: cuts_dead_ends) also stop a
 * commit at the first dead end. A node limit alone is a comparison a node in
 * a copy of its own for the budgeted Sudoku searches (options of 4 items,
 * the tally kept: the generator and the rater); the copies without it stay
 * as lean as they were (the comparison cost Langford pairs 4 %).
 */
DLX_INLINE void run_unwatched(struct dlx_problem *pb, struct run *run, bool track, bool cut,
                              int size)
{
	if (cut)
		run_search(pb, run, false, false, true, true, false, size);
	else if (track)
		run_search(pb, run, false, false, true, false, false, size);
	else
		run_search(pb, run, false, false, false, false, false, size);
}

DLX_INLINE void run_plain(struct dlx_problem *pb, struct run *run, bool watched, bool track)
{
	if (watched) {
		track ? run_search(pb, run, false, true, true, false, false, 0)
		      : run_search(pb, run, false, true, false, false, false, 0);
		return;
	}
	if (run->opt->node_limit) { /* only the Sudoku shape comes here: see lean_limit */
		run_search(pb, run, false, false, true, false, true, 4);
		return;
	}
	bool cut = cuts_dead_ends(pb);
	switch (pb->option_size) {
	case 3: run_unwatched(pb, run, track, false, 3); break;
	case 4: run_unwatched(pb, run, track, false, 4); break;
	case 6: run_unwatched(pb, run, track, cut, 6); break;
	default: run_unwatched(pb, run, track, cut, 0); break;
	}
}

DLX_INLINE void run_colored(struct dlx_problem *pb, struct run *run, bool watched, bool track)
{
	if (watched)
		track ? run_search(pb, run, true, true, true, false, false, 0)
		      : run_search(pb, run, true, true, false, false, false, 0);
	else if (cuts_dead_ends(pb))
		run_search(pb, run, true, false, true, true, false, 0);
	else
		track ? run_search(pb, run, true, false, true, false, false, 0)
		      : run_search(pb, run, true, false, false, false, false, 0);
}

/*
 * On x86-64 with GCC the search is compiled twice, for plain x86-64 and for
 * AVX2, and the loader picks the one the processor runs (an ifunc). AVX2
 * does the item choice's length scan eight items per instruction.
 */
/* Not under ThreadSanitizer: its runtime is not ready when the loader runs the chooser. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && defined(__linux__) && \
    !defined(__SANITIZE_THREAD__)
#define DLX_MULTIVERSION __attribute__((target_clones("avx2", "default")))
#else
#define DLX_MULTIVERSION
#endif

DLX_MULTIVERSION
int dlx_search(struct dlx_problem *pb, const struct dlx_search_options *options,
               struct dlx_stats *stats)
{
	if (!pb)
		return DLX_EINVAL;
	struct dlx_search_options defaults;
	struct dlx_stats local;
	if (!options) {
		dlx_search_options_init(&defaults);
		options = &defaults;
	}
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	if (options->level_nodes_length < 0 || (options->level_nodes_length > 0 && !options->level_nodes))
		return DLX_EINVAL;
	struct run run = {.opt = options, .stats = stats};
	if (options->time_limit > 0)
		run.deadline = seconds_now() + options->time_limit;
	run.next_progress = options->progress_interval ? options->progress_interval : 1000000;

	/* Solutions are rare next to nodes, so only per-node work decides this. */
	bool watched = needs_checks(options, run.deadline) || options->on_trace ||
	               options->level_nodes || (options->node_limit && !lean_limit(pb));
	bool track = tracks_dead(pb);
	if (pb->has_colors)
		run_colored(pb, &run, watched, track);
	else
		run_plain(pb, &run, watched, track);
	return 0;
}
