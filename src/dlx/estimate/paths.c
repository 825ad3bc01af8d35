/*
 * paths.c - Knuth's random paths (Knuth, "Estimating the efficiency of
 * backtrack programs", 1975): from the root, at each node the item the
 * fast loop would choose (x/choose.h) and one of its d options uniformly
 * at random, down to a solution or a dead end.
 *
 * Why a path's figures are unbiased: a node at depth k, below nodes of
 * degrees d1 ... dk, is reached with probability 1/(d1*...*dk), and the
 * path counts it with weight d1*...*dk, so each node's expected
 * contribution is 1. Solutions are nodes too (leaves with no item left),
 * so the same weight on the solution a path ends in counts the solutions.
 *
 * On problems where the loop keeps its tally of dead items (choose.h:
 * tracks_dead, and cuts_dead_ends, whose shapes keep it too) a node that
 * has an item without options ends at once, even where the scan would
 * have stopped first at a forced move; the path ends there too, so its
 * tree stays the loop's.
 *
 * Invariant: on the links, a path covers the chosen item and commits the
 * option, level after level, and undoes them newest first on the way
 * back, which puts every link and length back (moves.h: each "un" in
 * reverse order).
 */
#include "estimate/tree.h"
#include "x/choose.h"
#include "util/random.h"

/*
 * The item the links search branches on at this node: 0 at a solution, -1
 * at a dead end the tally spots before any scan, else an item whose length
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

/* Undoes the path's levels, newest first: the problem is then as the path found it. */
static void retreat(struct dlx_problem *pb, int level, struct tally *tally)
{
	const bool colored = pb->has_colors;
	while (level > 0) {
		int32_t r = pb->choice[--level];
		uncommit_rest(pb, r, colored, tally);
		uncover(pb, pb->node[r].top, colored, tally);
	}
}

/* One path on the links, down to a solution or a dead end, and back. */
static struct sample path_on_links(struct dlx_problem *pb, struct rng *rng, bool track,
                                uint64_t *entered)
{
	const bool colored = pb->has_colors;
	struct tally tally = {0}; /* its counts are not reported: only the links matter */
	struct sample sample = {.nodes = 1};
	double weight = 1; /* d1*...*dk: the inverse of the node's probability */
	int level = 0;
	for (;;) {
		++*entered;
		int32_t x = branch_item(pb, track);
		if (x == 0) {
			sample.solutions = weight;
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
		sample.nodes += weight;
	}
	retreat(pb, level, &tally);
	return sample;
}

struct sample path_sample(struct tree *t, struct rng *rng, uint64_t *entered)
{
	if (!t->bits)
		return path_on_links(t->pb, rng, t->track, entered);
	struct sample sample;
	bits_probe(t->bits, rng, t->track, &sample.nodes, &sample.solutions, entered);
	return sample;
}
