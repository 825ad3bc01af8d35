/*
 * sample.c - solutions drawn uniformly at random from a diagram (dlx.h:
 * dlx_zdd_sample): one walk from the root to "true" a sample, taking HI
 * at a node with probability count(HI) / count(node). A solution's
 * probability is then the product of its steps' fractions, which
 * telescopes to 1 / count(root): every solution alike.
 *
 * The draws come from the project's one generator (util/random.h,
 * xoshiro256** seeded by splitmix64), so a seed gives the same samples on
 * every machine. While the root's count fits 64 bits the choice is an
 * unbiased integer draw below count(node), exact; beyond, the counts are
 * doubles and the choice a 53-bit fraction.
 */
#include "util/random.h"
#include "zdd/zdd.h"

#include <stdlib.h>

/* The counts a walk weighs its steps by: one of the two arrays is set. */
struct weights {
	const uint64_t *exact;
	const double *approximate;
};

/* Whether a walk takes the HI branch: with the chance its count bears to the node's. */
static bool takes_hi(struct rng *rng, const struct weights *w, const struct zdd_node *n)
{
	if (w->exact)
		return rng_below64(rng, w->exact[n->lo] + w->exact[n->hi]) < w->exact[n->hi];
	double hi = w->approximate[n->hi];
	return rng_fraction(rng) * (w->approximate[n->lo] + hi) < hi;
}

/* One walk from the root (which has solutions) to "true"; its options into chosen[]. */
static int walk_once(const struct dlx_zdd *zdd, const struct weights *w, struct rng *rng,
                     int *chosen)
{
	int taken = 0;
	for (uint32_t k = zdd->root; k >= 2;) {
		const struct zdd_node *n = &zdd->node[k];
		if (takes_hi(rng, w, n)) {
			chosen[taken++] = n->option;
			k = n->hi;
		} else {
			k = n->lo;
		}
	}
	return taken;
}

int dlx_zdd_sample(const struct dlx_zdd *zdd, uint64_t samples, uint64_t seed,
                   dlx_solution_fn on_solution, void *user)
{
	if (!zdd || !on_solution)
		return DLX_EINVAL;
	struct weights w = {.exact = zdd_small_counts(zdd)};
	double *large = NULL;
	int *chosen = malloc(zdd->count * sizeof *chosen);
	if (w.exact && w.exact[zdd->root] == UINT64_MAX) { /* may have saturated: weigh by doubles */
		free((void *)w.exact);
		w.exact = NULL;
		w.approximate = large = zdd_large_counts(zdd);
	}
	int err = chosen && (w.exact || w.approximate) ? 0 : DLX_ENOMEM;
	bool any = err == 0 && (w.exact ? w.exact[zdd->root] > 0 : w.approximate[zdd->root] > 0);
	struct rng rng;
	rng_seed(&rng, seed);
	for (uint64_t s = 0; any && s < samples; s++) {
		int taken = walk_once(zdd, &w, &rng, chosen);
		if (on_solution(user, chosen, taken) != 0)
			break;
	}
	free((void *)w.exact);
	free(large);
	free(chosen);
	return err;
}
