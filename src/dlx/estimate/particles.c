/*
 * particles.c - the estimate's particles: Knuth's random paths sent down
 * the tree together, a generation a level, the paths that die early
 * replaced by copies of those still going (Aldous and Vazirani's "go with
 * the winners", 1994; a particle filter in statisticians' words).
 *
 * Why: Knuth's independent paths weigh a node d1*...*dk, and on lopsided
 * trees those products spread over orders of magnitude: most paths die
 * early with small weights and a rare deep one carries the mean, so a
 * thousand paths on 6x10 pentominoes land within 25 % of the node count
 * only about half the time. Particles keep their number at every level,
 * and their weights stay alike, so no single path carries the mean.
 *
 * A generation is a set of particles, each a node of one level with a
 * weight, the number of that level's nodes it stands for:
 *
 *   enter   every particle: its weight counts towards the nodes (and the
 *           solutions, at a solution); a node of degree d has d children;
 *   spread  the n particles of the next generation are dealt out over the
 *           parents in proportion to their pull, weight*d*L, where L is
 *           the number of options the node's active primary items still
 *           have, each item's counted (systematic resampling: one random
 *           offset, then evenly spaced); a copy of a parent weighs T/(n*L),
 *           T the sum of the pulls; a parent's k copies are dealt over its
 *           d children evenly (child floor((j + u)*d/k) for copy j, u
 *           random), and copies landing on the same child are one particle
 *           with their weights added.
 *
 * Why L: a node with more options left tends to head a larger subtree, so
 * more particles go where more of the tree lies, each weighing less
 * (bench/NOTES.md has the spreads with and without it).
 *
 * Why it stays unbiased: a parent of weight w gets on average n*w*d*L/T
 * copies of weight T/(n*L), so w*d in all, and each of its d children 1/d
 * of them: every child of a node the generation stands for w times is
 * counted w times on average, as Knuth's path counts it. Solutions are
 * nodes, counted with their particle's weight. With one particle, this is
 * Knuth's path.
 *
 * The root is one particle of weight 1; the walk ends when no particle
 * has a child. The particles live on the bits (bits/swarm.c) or on lists
 * (sparse_swarm.c), which give the same tree, its options in the same
 * order, so the same figures for a seed.
 */
#include "estimate/tree.h"
#include "util/random.h"

#include <math.h>
#include <stdlib.h>

/* The particles of one sample, on the bits or on lists, and their weights. */
struct swarm {
	struct tree *tree;
	struct bits_swarm bits;
	struct sparse_swarm sparse;
	uint32_t capacity;
	double *weight, *next_weight;
	int32_t *degree;
	uint64_t *left; /* per particle with children: its node's options left */
};

static int32_t enter(struct swarm *s, uint32_t i)
{
	uint64_t *left = &s->left[i];
	return s->tree->bits ? bits_swarm_enter(&s->bits, i, left)
	                     : sparse_swarm_enter(&s->sparse, i, left);
}

static void spawn(struct swarm *s, uint32_t parent, uint32_t child, uint32_t slot)
{
	if (s->tree->bits)
		bits_swarm_spawn(&s->bits, parent, child, slot);
	else
		sparse_swarm_spawn(&s->sparse, parent, child, slot);
}

static void advance(struct swarm *s)
{
	double *w = s->weight;
	s->weight = s->next_weight;
	s->next_weight = w;
	if (s->tree->bits)
		bits_swarm_advance(&s->bits);
	else
		sparse_swarm_advance(&s->sparse);
}

static void swarm_free(struct swarm *s)
{
	if (s->tree->bits)
		bits_swarm_free(&s->bits);
	else
		sparse_swarm_free(&s->sparse);
	free(s->weight);
	free(s->next_weight);
	free(s->degree);
	free(s->left);
}

/* Room for `capacity` particles a generation, the root the first: 0 or DLX_ENOMEM. */
static int swarm_init(struct swarm *s, struct tree *t, uint32_t capacity)
{
	*s = (struct swarm){.tree = t, .capacity = capacity};
	int code = t->bits ? bits_swarm_init(&s->bits, t->bits, capacity, t->track)
	                   : sparse_swarm_init(&s->sparse, t->sparse, capacity, t->track);
	if (code < 0)
		return code;
	s->weight = malloc(capacity * sizeof *s->weight);
	s->next_weight = malloc(capacity * sizeof *s->next_weight);
	s->degree = malloc(capacity * sizeof *s->degree);
	s->left = malloc(capacity * sizeof *s->left);
	if (!s->weight || !s->next_weight || !s->degree || !s->left) {
		swarm_free(s);
		return DLX_ENOMEM;
	}
	s->weight[0] = 1;
	return 0;
}

/*
 * Copies m = 0 .. n-1 sit at (m + offset) * total / n: how many lie below
 * `mass`, given `scale` = n / total.
 */
static uint32_t copies_below(double mass, double scale, uint32_t n, double offset)
{
	double k = ceil(mass * scale - offset);
	return k <= 0 ? 0 : k >= (double)n ? n : (uint32_t)k;
}

/* Copy j's child of `degree`, the copies spaced `step` apart from `phase`. */
static uint32_t child_of(uint32_t j, double phase, double step, uint32_t degree)
{
	uint32_t child = (uint32_t)(((double)j + phase) * step);
	return child < degree ? child : degree - 1; /* rounding at the top end */
}

/*
 * A parent's `copies` dealt evenly over its `degree` children, each copy
 * weighing `total` / `parts`, into the next generation from `slot` on.
 * Returns the next free slot. A child's weight is its copies times total
 * over parts in one rounding, so a forced move keeps its weight exactly.
 */
static uint32_t deal(struct swarm *s, struct rng *rng, uint32_t parent, uint32_t copies,
                     double total, double parts, uint32_t slot)
{
	double phase = rng_fraction(rng); /* drawn for every parent, copies or none */
	if (copies == 0)
		return slot;
	uint32_t degree = (uint32_t)s->degree[parent];
	double step = (double)degree / copies;
	for (uint32_t j = 0; j < copies;) {
		uint32_t child = child_of(j, phase, step, degree), same = 1;
		while (j + same < copies && child_of(j + same, phase, step, degree) == child)
			same++;
		spawn(s, parent, child, slot);
		s->next_weight[slot++] = same * total / parts;
		j += same;
	}
	return slot;
}

/* What draws copies to particle i, which has children: weight * degree * options left. */
static double pull(const struct swarm *s, uint32_t i)
{
	return s->weight[i] * s->degree[i] * (double)s->left[i];
}

/*
 * The next generation from the `count` particles entered, whose pulls add
 * up to `total` (see the banner). Returns its particles.
 */
static uint32_t spread(struct swarm *s, struct rng *rng, uint32_t count, double total)
{
	const uint32_t n = s->capacity;
	uint32_t last = count - 1;
	while (s->degree[last] <= 0)
		last--;
	double offset = rng_fraction(rng), mass = 0, scale = n / total;
	uint32_t dealt = 0, slot = 0;
	for (uint32_t i = 0; i <= last; i++) {
		if (s->degree[i] <= 0)
			continue;
		mass += pull(s, i);
		uint32_t upto = i == last ? n : copies_below(mass, scale, n, offset);
		slot = deal(s, rng, i, upto - dealt, total, (double)n * (double)s->left[i], slot);
		dealt = upto;
	}
	return slot;
}

int particles_sample(struct tree *t, uint32_t particles, struct rng *rng, struct sample *out,
                     uint64_t *entered)
{
	struct swarm s;
	int code = swarm_init(&s, t, particles);
	if (code < 0)
		return code;
	*out = (struct sample){0};
	for (uint32_t count = 1;;) {
		double total = 0;
		for (uint32_t i = 0; i < count; i++) {
			++*entered;
			int32_t degree = enter(&s, i);
			s.degree[i] = degree;
			out->nodes += s.weight[i];
			if (degree < 0)
				out->solutions += s.weight[i];
			else if (degree > 0)
				total += pull(&s, i);
		}
		if (total == 0)
			break;
		count = spread(&s, rng, count, total);
		advance(&s);
	}
	swarm_free(&s);
	return code;
}
