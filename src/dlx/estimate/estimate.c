/*
 * estimate.c - the estimate of a search tree's size before it is searched
 * (dlx.h: dlx_estimate): Knuth's random paths drawn one by one (paths.c),
 * or sent down together as particles (particles.c), and their figures
 * with a standard error.
 *
 * Which tree: the one search_loop.h walks with no memo. Its nodes are
 * every entry to a level, the root and each solution included, as Knuth's
 * DLX1 counts them.
 *
 * Where the problem fits the bitset engine and no shuffle reordered its
 * lists, both go down the bits (bits/probe.c, bits/swarm.c): the same
 * tree, the same options in the same order, so the same figures for a
 * seed, and nothing to undo, as each node is a copy. A path starts at the
 * root, where a cover on the links hides the most options, so there a
 * node of the estimate costs several of the search's average one.
 * Elsewhere paths walk the links, and particles a list-based state of
 * their own (sparse.c), which gives the bits' figures too.
 *
 * The standard error: independent paths give one figure each, and the
 * error is their sample standard deviation over the square root of their
 * number. Particles of one sample are not independent, so the particles
 * are dealt into at least GROUPS independent samples, the figure is their
 * mean and its error their spread, in the same way.
 */
#include "estimate/tree.h"
#include "x/choose.h"
#include "util/random.h"

#include <math.h>

/* The fewest independent samples the particles are dealt into: the error's degrees of freedom + 1. */
#define GROUPS 10

/*
 * The most particles in one sample, and the most bytes two generations of
 * their states may take: more probes make more samples, so memory stays
 * bounded however many are asked for.
 */
#define MAX_PARTICLES 4096
#define MAX_SWARM_BYTES (UINT64_C(64) << 20)

/* A running mean and sum of squared deviations (Welford): no cancellation at 1e30. */
struct moments {
	double mean, squares;
	uint64_t count;
};

static void moments_add(struct moments *m, double value)
{
	m->count++;
	double delta = value - m->mean;
	m->mean += delta / (double)m->count;
	m->squares += delta * (value - m->mean);
}

/* The standard error of the mean; NaN for one value, which shows no spread. */
static double standard_error(const struct moments *m)
{
	if (m->count < 2)
		return NAN;
	return sqrt(m->squares / (double)(m->count - 1) / (double)m->count);
}

void dlx_estimate_options_init(struct dlx_estimate_options *options)
{
	if (options)
		*options = (struct dlx_estimate_options){
			.probes = 1000, .seed = 0, .method = DLX_ESTIMATE_PARTICLES};
}

/*
 * The tree to walk: on the bits when the problem fits them (*bits then
 * built), else on the links for paths and on lists (*sparse then built)
 * for particles. 0 or DLX_ENOMEM.
 */
static int plant(struct tree *t, struct dlx_problem *pb, enum dlx_estimate_method method,
                 struct bits *bits, struct sparse *sparse)
{
	/* the fast loop's shapes keep the tally on these problems (search_entry.c) */
	*t = (struct tree){.pb = pb, .track = tracks_dead(pb) || cuts_dead_ends(pb)};
	struct dlx_search_options search;
	dlx_search_options_init(&search);
	/* options come in the problem's order on the bits, links' list order only unshuffled */
	if (!pb->shuffled && bits_check(pb, &search) == 0 && bits_build(bits, pb) == 0) {
		t->bits = bits;
		return 0;
	}
	if (method == DLX_ESTIMATE_PATHS)
		return 0;
	int code = sparse_build(sparse, pb);
	if (code == 0)
		t->sparse = sparse;
	return code;
}

/* Knuth's probes, one path each. */
static void sample_paths(struct tree *t, uint64_t probes, struct rng *rng,
                         struct moments *nodes, struct moments *solutions, uint64_t *entered)
{
	for (uint64_t n = 0; n < probes; n++) {
		struct sample s = path_sample(t, rng, entered);
		moments_add(nodes, s.nodes);
		moments_add(solutions, s.solutions);
	}
}

/* The particles one sample may hold: MAX_PARTICLES, fewer where states are large. */
static uint64_t most_particles(const struct tree *t)
{
	uint64_t state = t->bits ? (uint64_t)t->bits->words * 8 + (uint64_t)t->bits->places * 2
	                         : (uint64_t)t->sparse->words * 8 + (uint64_t)t->sparse->places * 4;
	uint64_t most = MAX_SWARM_BYTES / (2 * state + 1);
	return most < 1 ? 1 : most < MAX_PARTICLES ? most : MAX_PARTICLES;
}

/* The probes as particles, dealt into independent samples as evenly as they go. */
static int sample_particles(struct tree *t, uint64_t probes, struct rng *rng,
                            struct moments *nodes, struct moments *solutions, uint64_t *entered)
{
	uint64_t most = most_particles(t);
	uint64_t groups = (probes + most - 1) / most;
	groups = groups > GROUPS ? groups : GROUPS;
	groups = groups < probes ? groups : probes;
	for (uint64_t g = 0; g < groups; g++) {
		uint32_t particles = (uint32_t)(probes / groups + (g < probes % groups));
		struct sample s;
		int code = particles_sample(t, particles, rng, &s, entered);
		if (code < 0)
			return code;
		moments_add(nodes, s.nodes);
		moments_add(solutions, s.solutions);
	}
	return 0;
}

int dlx_estimate(struct dlx_problem *pb, const struct dlx_estimate_options *options,
                 struct dlx_estimate_result *result)
{
	struct dlx_estimate_options defaults;
	if (!options) {
		dlx_estimate_options_init(&defaults);
		options = &defaults;
	}
	if (!pb || !result || options->probes < 1 || options->probes > DLX_MAX_PROBES ||
	    (options->method != DLX_ESTIMATE_PARTICLES && options->method != DLX_ESTIMATE_PATHS))
		return DLX_EINVAL;
	if (pb->bounded)
		return DLX_EBOUNDS;
	struct bits bits = {0};
	struct sparse sparse = {0};
	struct tree t;
	int code = plant(&t, pb, options->method, &bits, &sparse);
	if (code < 0)
		return code;
	struct rng rng;
	rng_seed(&rng, options->seed);
	struct moments nodes = {0}, solutions = {0};
	uint64_t entered = 0;
	if (options->method == DLX_ESTIMATE_PATHS)
		sample_paths(&t, options->probes, &rng, &nodes, &solutions, &entered);
	else
		code = sample_particles(&t, options->probes, &rng, &nodes, &solutions, &entered);
	if (t.bits)
		bits_free(t.bits);
	if (t.sparse)
		sparse_free(t.sparse);
	if (code < 0)
		return code;
	*result = (struct dlx_estimate_result){
		.nodes = nodes.mean,
		.nodes_error = standard_error(&nodes),
		.solutions = solutions.mean,
		.solutions_error = standard_error(&solutions),
		.probe_nodes = entered,
	};
	return 0;
}
