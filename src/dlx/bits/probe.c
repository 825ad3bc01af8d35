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
	uint64_t updates = 0;
	*nodes = 1, *solutions = 0;
	for (int level = 0;; level++) {
		++*entered;
		if (dead_ends && b->dead[level])
			return;
		const uint16_t *count = b->count + (size_t)level * b->places;
		int32_t k = b->block == SCAN_BLOCK ? choose_place(count, NULL, b->places, SCAN_BLOCK, false)
		                                   : choose_place(count, NULL, b->places, 1, false);
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
		b->dead[level + 1] = b->block == SCAN_BLOCK ? take(b, level, o, &updates, SCAN_BLOCK)
		                                            : take(b, level, o, &updates, 1);
		weight *= degree;
		*nodes += weight;
	}
}
