/*
 * probe.c - Knuth's random paths (estimate/paths.c) down the bits' tree,
 * which is the links search's: at each node the item the search would
 * choose, and its option number rng_below(degree) in the problem's order,
 * as links' list holds them. Nothing is undone: each level of the stack
 * is a copy.
 */
#include "bits/steps.h"
#include "util/random.h"

void bits_probe(struct bits *b, struct rng *rng, bool dead_ends, double *nodes, double *solutions,
                uint64_t *entered)
{
	bits_restart(b);
	double weight = 1;
	*nodes = 1, *solutions = 0;
	for (int level = 0;; level++) {
		++*entered;
		if (dead_ends && b->dead[level])
			return;
		uint16_t *count = b->count + (size_t)level * b->places;
		int32_t k = choose_least(b, count);
		if (k < 0) {
			*solutions = weight;
			return;
		}
		uint32_t degree = count[k];
		if (degree == 0)
			return;
		uint32_t n = degree > 1 ? rng_below(rng, degree) : 0;
		int32_t o = next_option(b, level, k, -1);
		while (n--)
			o = next_option(b, level, k, o);
		uint64_t *live = b->live + (size_t)level * b->words;
		b->dead[level + 1] = take_state(b, live, count, live + b->words, count + b->places, o);
		weight *= degree;
		*nodes += weight;
	}
}
