/*
 * test_dlx_cost.c - option costs and dlx_search_best. The k cheapest
 * solutions must equal those of a brute-force minimiser (every subset of
 * the options, the exact covers kept, sorted by cost and then by their
 * sorted option numbers) on seeded random problems with colours, costs
 * with many ties, requirements and exclusions, for k = 1 .. 10; and a
 * search cut into parts that share one bound must give the same list.
 */
#include "dlx.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

#define MAX_ITEMS 10
#define MAX_OPTIONS 18

/* splitmix64: the test's own seeded generator. */
static uint64_t next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

static int below(uint64_t *state, int n)
{
	return (int)(next_random(state) % (uint64_t)n);
}

/* A random problem, kept in plain arrays for the brute force. */
struct instance {
	int primary, secondary, options;
	int size[MAX_OPTIONS];
	int items[MAX_OPTIONS][MAX_ITEMS], colors[MAX_OPTIONS][MAX_ITEMS];
	int64_t cost[MAX_OPTIONS];
	int required, excluded; /* an option number, or -1 */
};

static void make_instance(struct instance *in, uint64_t *rng)
{
	in->primary = 1 + below(rng, 6);
	in->secondary = below(rng, 4);
	in->options = 1 + below(rng, MAX_OPTIONS);
	int items = in->primary + in->secondary;
	int spread = below(rng, 3) == 0 ? 1000 : 1 + below(rng, 5); /* small: many ties */
	for (int o = 0; o < in->options; o++) {
		int n = 0;
		for (int x = 0; x < items; x++) {
			if (below(rng, 3) != 0)
				continue;
			in->items[o][n] = x;
			in->colors[o][n] = x >= in->primary ? below(rng, 3) : 0;
			n++;
		}
		if (n == 0) {
			in->items[o][0] = below(rng, in->primary);
			in->colors[o][0] = 0;
			n = 1;
		}
		in->size[o] = n;
		in->cost[o] = below(rng, spread);
	}
	in->required = below(rng, 5) == 0 ? below(rng, in->options) : -1;
	in->excluded = below(rng, 5) == 0 ? below(rng, in->options) : -1;
}

/* A solution found by the brute force. */
struct found {
	int64_t cost;
	int count;
	int options[MAX_OPTIONS];
};

struct brute {
	const struct instance *in;
	int primary_used[MAX_ITEMS];
	int color[MAX_ITEMS], users[MAX_ITEMS]; /* secondary: -1 taken whole, else colour */
	int chosen[MAX_OPTIONS], count;
	struct found *found;
	int found_count;
};

static bool fits(const struct brute *b, int o)
{
	const struct instance *in = b->in;
	for (int k = 0; k < in->size[o]; k++) {
		int x = in->items[o][k], c = in->colors[o][k];
		if (x < in->primary ? b->primary_used[x] : b->users[x] &&
		                                               (c == 0 || b->color[x] != c))
			return false;
	}
	return true;
}

static void take(struct brute *b, int o, int step)
{
	const struct instance *in = b->in;
	for (int k = 0; k < in->size[o]; k++) {
		int x = in->items[o][k];
		if (x < in->primary) {
			b->primary_used[x] += step;
		} else {
			b->users[x] += step;
			b->color[x] = in->colors[o][k] ? in->colors[o][k] : -1;
		}
	}
}

static bool has_primary(const struct instance *in, int o)
{
	for (int k = 0; k < in->size[o]; k++)
		if (in->items[o][k] < in->primary)
			return true;
	return false;
}

/* Every subset of options from `o` on, with the required one taken already. */
static void enumerate(struct brute *b, int o)
{
	const struct instance *in = b->in;
	if (o == in->options) {
		for (int x = 0; x < in->primary; x++)
			if (b->primary_used[x] != 1)
				return;
		struct found *f = &b->found[b->found_count++];
		f->cost = 0;
		f->count = b->count;
		for (int k = 0; k < b->count; k++) {
			f->options[k] = b->chosen[k];
			f->cost += in->cost[b->chosen[k]];
		}
		return;
	}
	enumerate(b, o + 1);
	if (o == in->required || o == in->excluded || !has_primary(in, o) || !fits(b, o))
		return;
	take(b, o, 1);
	b->chosen[b->count++] = o;
	enumerate(b, o + 1);
	b->count--;
	take(b, o, -1);
}

static int compare_found(const void *x, const void *y)
{
	const struct found *a = x, *b = y;
	if (a->cost != b->cost)
		return a->cost < b->cost ? -1 : 1;
	for (int k = 0; k < a->count && k < b->count; k++)
		if (a->options[k] != b->options[k])
			return a->options[k] < b->options[k] ? -1 : 1;
	return (a->count > b->count) - (a->count < b->count);
}

/* All solutions of the instance, in rank order. Returns how many. */
static int brute_force(const struct instance *in, struct found *found)
{
	struct brute b = {.in = in, .found = found};
	if (in->required >= 0) {
		if (!fits(&b, in->required))
			return 0;
		take(&b, in->required, 1);
	}
	enumerate(&b, 0);
	if (in->required >= 0)
		for (int s = 0; s < b.found_count; s++) {
			struct found *f = &found[s];
			int at = 0;
			while (at < f->count && f->options[at] < in->required)
				at++;
			memmove(&f->options[at + 1], &f->options[at], (size_t)(f->count - at) * sizeof(int));
			f->options[at] = in->required;
			f->count++;
			f->cost += in->cost[in->required];
		}
	qsort(found, (size_t)b.found_count, sizeof *found, compare_found);
	return b.found_count;
}

static struct dlx_problem *build(const struct instance *in)
{
	struct dlx_problem *pb = dlx_problem_create(in->primary, in->secondary);
	cr_assert_not_null(pb);
	for (int o = 0; o < in->options; o++) {
		cr_assert_eq(dlx_add_option(pb, in->items[o], in->colors[o], in->size[o]), o);
		cr_assert_eq(dlx_set_cost(pb, o, in->cost[o]), 0);
	}
	if (in->required >= 0)
		cr_assert_eq(dlx_require(pb, in->required), 0);
	if (in->excluded >= 0 && in->excluded != in->required)
		cr_assert_eq(dlx_exclude(pb, in->excluded), 0);
	return pb;
}

static void expect_list(const struct dlx_best *best, const struct found *found, int found_count,
                        int k, int seed)
{
	int want = found_count < k ? found_count : k;
	cr_assert_eq(dlx_best_count(best), want, "seed %d, k %d: %d solutions kept, %d expected", seed,
	             k, dlx_best_count(best), want);
	for (int r = 0; r < want; r++) {
		const int *options;
		int count = dlx_best_options(best, r, &options);
		cr_assert_eq(dlx_best_cost(best, r), found[r].cost, "seed %d, k %d, rank %d", seed, k, r);
		cr_assert_eq(count, found[r].count, "seed %d, k %d, rank %d", seed, k, r);
		for (int j = 0; j < count; j++)
			cr_assert_eq(options[j], found[r].options[j], "seed %d, k %d, rank %d", seed, k, r);
	}
}

/* The prefixes of depth 2, kept to search each one as a part. */
struct parts {
	int count;
	int length[512];
	int options[512][2];
};

static int keep_part(void *user, const int *options, int count)
{
	struct parts *p = user;
	cr_assert_lt(p->count, 512);
	p->length[p->count] = count;
	memcpy(p->options[p->count], options, (size_t)count * sizeof *options);
	p->count++;
	return 0;
}

/* The same search cut into parts, each with its own list, sharing one bound, then merged. */
static void search_in_parts(struct dlx_problem *pb, int k, struct dlx_best *merged)
{
	struct parts parts = {0};
	cr_assert_geq(dlx_prefixes(pb, 2, keep_part, &parts, NULL), 0);
	struct dlx_bound *bound = dlx_bound_create();
	cr_assert_not_null(bound);
	/* the parts in reverse order: cheap solutions late, ties met out of order */
	for (int p = parts.count - 1; p >= 0; p--) {
		struct dlx_problem *clone = dlx_problem_clone(pb);
		struct dlx_best *part = dlx_best_create(k);
		cr_assert(clone && part);
		cr_assert_eq(dlx_best_share(part, bound), 0);
		bool fine = true;
		for (int j = 0; j < parts.length[p] && fine; j++)
			fine = dlx_require(clone, parts.options[p][j]) == 0;
		cr_assert(fine);
		cr_assert_eq(dlx_search_best(clone, part, NULL, NULL), 0);
		cr_assert_eq(dlx_best_merge(merged, part), 0);
		dlx_best_destroy(part);
		dlx_problem_destroy(clone);
	}
	dlx_bound_destroy(bound);
}

/* The same search with 2 and 3 threads (options->jobs): the same list. */
static void search_with_threads(struct dlx_problem *pb, int k, const struct found *found,
                                int found_count, int seed)
{
	for (int jobs = 2; jobs <= 3; jobs++) {
		struct dlx_best *best = dlx_best_create(k);
		struct dlx_search_options opt;
		dlx_search_options_init(&opt);
		opt.jobs = jobs;
		struct dlx_stats stats;
		cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), 0, "seed %d", seed);
		cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
		expect_list(best, found, found_count, k, seed);
		cr_assert_eq(dlx_problem_check(pb), 0, "seed %d: the problem changed", seed);
		dlx_best_destroy(best);
	}
}

Test(dlx_cost, random_problems_match_brute_force_minimiser)
{
	static struct found found[1 << MAX_OPTIONS];
	int with_solutions = 0, with_ties = 0;
	for (int seed = 0; seed < 20000; seed++) {
		uint64_t rng = (uint64_t)seed * 7919 + 1;
		struct instance in;
		make_instance(&in, &rng);
		int k = 1 + seed % 10;
		int found_count = brute_force(&in, found);
		with_solutions += found_count > 0;
		with_ties += found_count > 1 && found[0].cost == found[1].cost;
		struct dlx_problem *pb = build(&in);
		struct dlx_best *best = dlx_best_create(k);
		struct dlx_stats stats;
		cr_assert_eq(dlx_search_best(pb, best, NULL, &stats), 0);
		cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
		expect_list(best, found, found_count, k, seed);
		cr_assert_eq(dlx_problem_check(pb), 0, "seed %d: the problem changed", seed);
		if (seed % 3 == 0) {
			struct dlx_best *merged = dlx_best_create(k);
			search_in_parts(pb, k, merged);
			expect_list(merged, found, found_count, k, seed);
			dlx_best_destroy(merged);
		}
		if (seed % 7 == 0)
			search_with_threads(pb, k, found, found_count, seed);
		dlx_best_destroy(best);
		dlx_problem_destroy(pb);
	}
	/* the random problems must exercise what they are for */
	cr_assert_gt(with_solutions, 500);
	cr_assert_gt(with_ties, 100);
}

/*
 * Whether the kept solution of rank r is one the brute force found, at
 * that cost (the reference loop keeps DLX5's solutions: on a tie with the
 * k-th cost it may keep another than the tie rule names).
 */
static bool found_among(const struct dlx_best *best, int r, const struct found *found,
                        int found_count)
{
	const int *options;
	int count = dlx_best_options(best, r, &options);
	for (int f = 0; f < found_count; f++)
		if (found[f].cost == dlx_best_cost(best, r) && found[f].count == count &&
		    memcmp(found[f].options, options, (size_t)count * sizeof *options) == 0)
			return true;
	return false;
}

/* The reference loop (knuth_counts, DLX5's steps): the same k cheapest costs. */
Test(dlx_cost, reference_loop_costs_match_brute_force_minimiser)
{
	static struct found found[1 << MAX_OPTIONS];
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.knuth_counts = true;
	for (int seed = 0; seed < 5000; seed++) {
		uint64_t rng = (uint64_t)seed * 7919 + 1;
		struct instance in;
		make_instance(&in, &rng);
		int k = 1 + seed % 10;
		int found_count = brute_force(&in, found);
		struct dlx_problem *pb = build(&in);
		struct dlx_best *best = dlx_best_create(k);
		struct dlx_stats stats;
		cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), 0);
		cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
		int want = found_count < k ? found_count : k;
		cr_assert_eq(dlx_best_count(best), want, "seed %d, k %d", seed, k);
		for (int r = 0; r < want; r++) {
			cr_assert_eq(dlx_best_cost(best, r), found[r].cost, "seed %d, rank %d", seed, r);
			cr_assert(found_among(best, r, found, found_count), "seed %d, rank %d", seed, r);
		}
		cr_assert_eq(stats.solutions >= (uint64_t)want, true, "seed %d", seed);
		cr_assert_gt(stats.mems, 0, "seed %d", seed);
		cr_assert_eq(dlx_problem_check(pb), 0, "seed %d: the problem changed", seed);
		dlx_best_destroy(best);
		dlx_problem_destroy(pb);
	}
}

/* Knuth's example (TAOCP 7.2.2.1 (5)) has one solution: its cost is its options' sum. */
Test(dlx_cost, knuth_example_costs_its_options)
{
	int options[6][4] = {{2, 4}, {0, 3, 6}, {1, 2, 5}, {0, 3, 5}, {1, 6}, {3, 4, 6}};
	int sizes[6] = {2, 3, 3, 3, 2, 3};
	struct dlx_problem *pb = dlx_problem_create(7, 0);
	for (int o = 0; o < 6; o++) {
		cr_assert_eq(dlx_add_option(pb, options[o], NULL, sizes[o]), o);
		cr_assert_eq(dlx_set_cost(pb, o, 10 * (o + 1)), 0);
	}
	struct dlx_best *best = dlx_best_create(3);
	cr_assert_eq(dlx_search_best(pb, best, NULL, NULL), 0);
	cr_assert_eq(dlx_best_count(best), 1);
	cr_assert_eq(dlx_best_cost(best, 0), 10 + 40 + 50); /* options 0, 3, 4 */
	const int *chosen;
	cr_assert_eq(dlx_best_options(best, 0, &chosen), 3);
	cr_assert_eq(chosen[0], 0);
	cr_assert_eq(chosen[1], 3);
	cr_assert_eq(chosen[2], 4);
	dlx_best_destroy(best);
	dlx_problem_destroy(pb);
}

Test(dlx_cost, costs_are_checked_and_read_back)
{
	int item = 0;
	struct dlx_problem *pb = dlx_problem_create(1, 0);
	cr_assert_eq(dlx_add_option(pb, &item, NULL, 1), 0);
	cr_assert_eq(dlx_add_option(pb, &item, NULL, 1), 1);
	int64_t cost = -1;
	cr_assert_eq(dlx_option_cost(pb, 1, &cost), 0);
	cr_assert_eq(cost, 0);
	cr_assert_not(dlx_has_costs(pb));
	cr_assert_eq(dlx_set_cost(pb, 0, -1), DLX_EINVAL);
	cr_assert_eq(dlx_set_cost(pb, 2, 5), DLX_EOPTION);
	cr_assert_eq(dlx_set_cost(pb, -1, 5), DLX_EOPTION);
	cr_assert_eq(dlx_set_cost(NULL, 0, 5), DLX_EINVAL);
	cr_assert_eq(dlx_option_cost(pb, 2, &cost), DLX_EOPTION);
	cr_assert_eq(dlx_set_cost(pb, 1, INT64_MAX), 0);
	cr_assert_eq(dlx_option_cost(pb, 1, &cost), 0);
	cr_assert_eq(cost, INT64_MAX);
	cr_assert(dlx_has_costs(pb));
	/* an option added later costs 0; a clone keeps the costs; a reset drops them */
	cr_assert_eq(dlx_add_option(pb, &item, NULL, 1), 2);
	cr_assert_eq(dlx_option_cost(pb, 2, &cost), 0);
	cr_assert_eq(cost, 0);
	struct dlx_problem *clone = dlx_problem_clone(pb);
	cr_assert_eq(dlx_option_cost(clone, 1, &cost), 0);
	cr_assert_eq(cost, INT64_MAX);
	dlx_problem_destroy(clone);
	cr_assert_eq(dlx_problem_reset(pb, 1, 0), 0);
	cr_assert_eq(dlx_add_option(pb, &item, NULL, 1), 0);
	cr_assert_eq(dlx_add_option(pb, &item, NULL, 1), 1);
	cr_assert_eq(dlx_option_cost(pb, 1, &cost), 0);
	cr_assert_eq(cost, 0);
	dlx_problem_destroy(pb);
}

Test(dlx_cost, costs_beyond_int64_are_refused_by_the_search)
{
	int items[2] = {0, 1};
	struct dlx_problem *pb = dlx_problem_create(2, 0);
	cr_assert_eq(dlx_add_option(pb, items, NULL, 1), 0);
	cr_assert_eq(dlx_add_option(pb, items + 1, NULL, 1), 1);
	cr_assert_eq(dlx_set_cost(pb, 0, INT64_MAX), 0);
	cr_assert_eq(dlx_set_cost(pb, 1, 1), 0);
	struct dlx_best *best = dlx_best_create(1);
	cr_assert_eq(dlx_search_best(pb, best, NULL, NULL), DLX_ERANGE);
	cr_assert_eq(dlx_best_count(best), 0);
	cr_assert_eq(dlx_set_cost(pb, 0, INT64_MAX - 1), 0);
	cr_assert_eq(dlx_search_best(pb, best, NULL, NULL), 0);
	cr_assert_eq(dlx_best_cost(best, 0), INT64_MAX);
	dlx_best_destroy(best);
	dlx_problem_destroy(pb);
}

Test(dlx_cost, bad_arguments_are_refused)
{
	cr_assert_null(dlx_best_create(0));
	cr_assert_null(dlx_best_create(-3));
	dlx_best_destroy(NULL);
	dlx_bound_destroy(NULL);
	struct dlx_best *best = dlx_best_create(2);
	const int *options;
	cr_assert_eq(dlx_best_cost(best, 0), DLX_EINVAL);
	cr_assert_eq(dlx_best_options(best, 0, &options), DLX_EINVAL);
	cr_assert_eq(dlx_search_best(NULL, best, NULL, NULL), DLX_EINVAL);
	struct dlx_problem *pb = dlx_problem_create(1, 0);
	cr_assert_eq(dlx_search_best(pb, NULL, NULL, NULL), DLX_EINVAL);
	cr_assert_eq(dlx_best_merge(best, NULL), DLX_EINVAL);
	cr_assert_eq(dlx_best_share(NULL, NULL), DLX_EINVAL);
	cr_assert_eq(dlx_best_count(NULL), DLX_EINVAL);
	cr_assert_eq(dlx_bound_value(NULL), INT64_MAX);
	dlx_problem_destroy(pb);
	dlx_best_destroy(best);
}

/* Three options on each of 3 items, 27 solutions: limits stop the search and say so. */
Test(dlx_cost, limits_stop_the_search)
{
	struct dlx_problem *pb = dlx_problem_create(3, 0);
	for (int a = 0; a < 3; a++)
		for (int b = 0; b < 3; b++) {
			int items[1] = {a};
			int o = dlx_add_option(pb, items, NULL, 1);
			cr_assert_eq(dlx_set_cost(pb, o, 3 * b + a), 0);
		}
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.node_limit = 2;
	struct dlx_best *best = dlx_best_create(27);
	struct dlx_stats stats;
	cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_NODES);
	cr_assert_eq(stats.nodes, 2);
	dlx_best_clear(best);
	opt.node_limit = 0;
	opt.solution_limit = 5;
	cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_SOLUTIONS);
	cr_assert_eq(dlx_best_count(best), 5);
	dlx_best_clear(best);
	cr_assert_eq(dlx_search_best(pb, best, NULL, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	cr_assert_eq(dlx_best_count(best), 27);
	cr_assert_eq(dlx_best_cost(best, 0), 0 + 1 + 2);
	cr_assert_eq(dlx_best_cost(best, 26), 6 + 7 + 8);
	cr_assert_eq(stats.max_level, 3);
	dlx_best_destroy(best);
	dlx_problem_destroy(pb);
}
