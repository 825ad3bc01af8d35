/*
 * estimate.c - Knuth's Monte Carlo estimate of the size of a search tree
 * (dlx.h: dlx_estimate; Knuth, "Estimating the efficiency of backtrack
 * programs", 1975): random paths from the root, each step choosing the
 * item as the fast loop does (x/choose.h) and one of its options
 * uniformly at random.
 *
 * Why the estimate is unbiased: a node at depth k, below nodes of degrees
 * d1 ... dk, is reached with probability 1/(d1*...*dk), and a path counts
 * it with weight d1*...*dk, so each node's expected contribution is 1.
 * Solutions are nodes too (leaves with no item left), so the same weight
 * on the solution a path ends in counts the solutions.
 *
 * Which tree: the one search_loop.h walks with no memo. Its nodes are
 * every entry to a level, the root and each solution included, as Knuth's
 * DLX1 counts them. On problems where the loop keeps its tally of dead
 * items (choose.h: tracks_dead, and cuts_dead_ends, whose shapes keep it
 * too) a node that has an item without options ends at once, even where
 * the scan would have stopped first at a forced move; the probe ends
 * there too, so its tree stays the loop's.
 *
 * Where the problem fits the bitset engine and no shuffle reordered its
 * lists, the probes walk the bits instead (bits/search_bits.c: bits_probe):
 * the same tree, the same options in the same order, so the same figures
 * for a seed, and nothing to undo, as each level is a copy. A probe starts
 * at the root, where a cover hides the most options, so on the links its
 * cover and uncover cost several of the search's average node.
 *
 * Invariant: a probe on the links covers the chosen item and commits the
 * option, level after level, and undoes them newest first on the way
 * back, which puts every link and length back (moves.h: each "un" in
 * reverse order).
 */
#include "x/choose.h"
#include "bits/bits.h"
#include "util/random.h"

#include <math.h>

/* What one path gives: its two estimates and the nodes it entered. */
struct probe {
	double nodes, solutions;
	uint64_t entered;
};

/*
 * The item the fast loop branches on at this node: 0 at a solution, -1 at
 * a dead end its tally spots before any scan, else an item whose length
 * (possibly 0, a dead end too) is the node's degree.
 */
static int32_t branch_item(const struct dlx_problem *pb, bool track)
{
	if (track && count_dead(pb) > 0)
		return -1;
	return choose_item(pb);
}

/* Option number `k` (0-based) of item x's list, as a node. */
static int32_t nth_option(const struct dlx_problem *pb, int32_t x, uint32_t k)
{
	int32_t r = pb->node[x].down;
	for (; k > 0; k--)
		r = pb->node[r].down;
	return r;
}

/* Undoes the path's levels, newest first: the problem is then as the probe found it. */
static void retreat(struct dlx_problem *pb, int level, struct tally *tally)
{
	const bool colored = pb->has_colors;
	while (level > 0) {
		int32_t r = pb->choice[--level];
		uncommit_rest(pb, r, colored, tally);
		uncover(pb, pb->node[r].top, colored, tally);
	}
}

/* Walks one random path down to a solution or a dead end, and back. */
static struct probe walk_once(struct dlx_problem *pb, struct rng *rng, bool track)
{
	const bool colored = pb->has_colors;
	struct tally tally = {0}; /* its counts are not reported: only the links matter */
	struct probe probe = {.nodes = 1};
	double weight = 1; /* d1*...*dk: the inverse of the node's probability */
	int level = 0;
	for (;;) {
		probe.entered++;
		int32_t x = branch_item(pb, track);
		if (x == 0) {
			probe.solutions = weight;
			break;
		}
		if (x < 0 || pb->len[x] == 0)
			break;
		int32_t degree = pb->len[x];
		uint32_t k = degree > 1 ? rng_below(rng, (uint32_t)degree) : 0;
		int32_t r = nth_option(pb, x, k);
		cover(pb, x, colored, &tally);
		commit_rest(pb, r, colored, &tally);
		pb->choice[level++] = r; /* at most one level a primary item: choice[] holds them */
		weight *= degree;
		probe.nodes += weight;
	}
	retreat(pb, level, &tally);
	return probe;
}

/* A running mean and sum of squared deviations (Welford): no cancellation at 1e30. */
struct moments {
	double mean, squares;
};

static void moments_add(struct moments *m, double value, uint64_t count)
{
	double delta = value - m->mean;
	m->mean += delta / (double)count;
	m->squares += delta * (value - m->mean);
}

/* The standard error of the mean of `count` values; NaN for one, which shows no spread. */
static double standard_error(const struct moments *m, uint64_t count)
{
	if (count < 2)
		return NAN;
	return sqrt(m->squares / (double)(count - 1) / (double)count);
}

void dlx_estimate_options_init(struct dlx_estimate_options *options)
{
	if (options)
		*options = (struct dlx_estimate_options){.probes = 1000, .seed = 0};
}

int dlx_estimate(struct dlx_problem *pb, const struct dlx_estimate_options *options,
                 struct dlx_estimate_result *result)
{
	struct dlx_estimate_options defaults;
	if (!options) {
		dlx_estimate_options_init(&defaults);
		options = &defaults;
	}
	if (!pb || !result || options->probes < 1 || options->probes > DLX_MAX_PROBES)
		return DLX_EINVAL;
	if (pb->bounded)
		return DLX_EBOUNDS;
	/* the fast loop's shapes keep the tally on these problems (search_entry.c) */
	bool track = tracks_dead(pb) || cuts_dead_ends(pb);
	struct rng rng;
	rng_seed(&rng, options->seed);
	struct moments nodes = {0}, solutions = {0};
	uint64_t entered = 0;
	/* the bits walk the same tree with a copy a level, nothing to undo: a probe costs a
	   fraction of the links' cover and uncover; options come in the problem's order there,
	   links' list order only when no shuffle reordered the lists */
	struct dlx_search_options search;
	dlx_search_options_init(&search);
	struct bits b = {0};
	bool on_bits = !pb->shuffled && bits_check(pb, &search) == 0 && bits_build(&b, pb) == 0;
	for (uint64_t n = 1; n <= options->probes; n++) {
		struct probe probe = {0};
		if (on_bits)
			bits_probe(&b, &rng, track, &probe.nodes, &probe.solutions, &probe.entered);
		else
			probe = walk_once(pb, &rng, track);
		moments_add(&nodes, probe.nodes, n);
		moments_add(&solutions, probe.solutions, n);
		entered += probe.entered;
	}
	if (on_bits)
		bits_free(&b);
	*result = (struct dlx_estimate_result){
		.nodes = nodes.mean,
		.nodes_error = standard_error(&nodes, options->probes),
		.solutions = solutions.mean,
		.solutions_error = standard_error(&solutions, options->probes),
		.probe_nodes = entered,
	};
	return 0;
}
