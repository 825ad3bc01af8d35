/*
 * test_dlx_infer.c - the search with inference at every node
 * (options->infer): the same solutions as the plain search and as a brute
 * force on random problems, the problem as it was after every search, the
 * options taken away on an instance counted by hand, known counts, limits,
 * and what it refuses.
 */
#include "dlx.h"
#include "queens.h"
#include "random_problems.h"

#include <criterion/criterion.h>
#include <stdlib.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

/* The solutions of one search, each as the mask of its options (fewer than 32). */
struct masks {
	unsigned mask[1 << MAX_RANDOM_OPTIONS];
	int count;
};

static int add_mask(void *user, const int *options, int count)
{
	struct masks *masks = user;
	unsigned mask = 0;
	for (int k = 0; k < count; k++)
		mask |= 1u << options[k];
	masks->mask[masks->count++] = mask;
	return 0;
}

static int compare_masks(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
	return (x > y) - (x < y);
}

/* Searches pb, inferring or not, into *masks (sorted); returns the stats. */
static struct dlx_stats search_masks(struct dlx_problem *pb, bool infer, struct masks *masks)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.infer = infer;
	opt.on_solution = add_mask;
	opt.user = masks;
	masks->count = 0;
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	cr_assert_eq(dlx_problem_check(pb), 0, "the problem is not as it was");
	cr_assert_eq(stats.solutions, (uint64_t)masks->count);
	qsort(masks->mask, (size_t)masks->count, sizeof *masks->mask, compare_masks);
	return stats;
}

/* The brute force's solutions, in increasing order of their masks. */
static void brute_masks(const struct random_problem *rp, struct masks *masks)
{
	unsigned allowed = options_with_primary(rp);
	masks->count = 0;
	for (unsigned mask = 0; mask < 1u << rp->options; mask++)
		if ((mask & ~allowed) == 0 && is_cover(rp, mask))
			masks->mask[masks->count++] = mask;
}

static void assert_same(const struct masks *a, const struct masks *b, int round)
{
	cr_assert_eq(a->count, b->count, "round %d", round);
	for (int k = 0; k < a->count; k++)
		cr_assert_eq(a->mask[k], b->mask[k], "round %d, solution %d", round, k);
}

Test(dlx_infer, matches_plain_search_and_brute_force_on_random_problems)
{
	static struct masks brute, plain, inferred;
	uint64_t seed = 0x5851f42d4c957f2du, taken = 0;
	for (int round = 0; round < 3000; round++) {
		struct random_problem rp;
		make_random(&rp, &seed, false);
		struct dlx_problem *pb = dlx_problem_create(rp.primary, rp.secondary);
		for (int o = 0; o < rp.options; o++)
			cr_assert_eq(dlx_add_option(pb, rp.item[o], NULL, rp.size[o]), o);
		brute_masks(&rp, &brute);
		cr_assert_eq((uint64_t)brute.count, brute_force(&rp));
		search_masks(pb, false, &plain);
		struct dlx_stats stats = search_masks(pb, true, &inferred);
		assert_same(&plain, &brute, round);
		assert_same(&inferred, &brute, round);
		taken += stats.inferred;
		cr_assert_eq(dlx_problem_shuffle(pb, (uint64_t)round), 0);
		search_masks(pb, true, &inferred);
		assert_same(&inferred, &brute, round);
		dlx_problem_destroy(pb);
	}
	cr_assert_gt(taken, 0, "the rules never fired: the test would not see them err");
}

/*
 * Items i, j, a, b, c; options o0 = {i j a}, o1 = {i j b}, o2 = {j c},
 * o3 = {a c}, o4 = {b c}. Item i has two options, both holding j, so o2,
 * which holds j without i, can never be chosen: choosing it leaves i
 * nothing (locked candidates). Nothing else goes: o3 misses o1, o4 misses
 * o0, and no other item has options sharing a second item. So exactly one
 * option is taken, at the root, and the solutions are {o0 o4} and {o1 o3}.
 */
Test(dlx_infer, takes_the_option_locked_out_by_hand)
{
	enum { I, J, A, B, C };
	const int o0[] = {I, J, A}, o1[] = {I, J, B}, o2[] = {J, C}, o3[] = {A, C}, o4[] = {B, C};
	const int *options[] = {o0, o1, o2, o3, o4};
	const int sizes[] = {3, 3, 2, 2, 2};
	struct dlx_problem *pb = dlx_problem_create(5, 0);
	for (int k = 0; k < 5; k++)
		cr_assert_eq(dlx_add_option(pb, options[k], NULL, sizes[k]), k);
	static struct masks found;
	struct dlx_stats stats = search_masks(pb, true, &found);
	cr_assert_eq(stats.inferred, 1);
	cr_assert_eq(found.count, 2);
	cr_assert_eq(found.mask[0], 1u << 1 | 1u << 3);
	cr_assert_eq(found.mask[1], 1u << 0 | 1u << 4);
	stats = search_masks(pb, false, &found);
	cr_assert_eq(stats.inferred, 0, "only an inferring search counts");
	dlx_problem_destroy(pb);
}

static uint64_t count_inferring(struct dlx_problem *pb, struct dlx_search_options *opt,
                                struct dlx_stats *stats)
{
	opt->infer = true;
	cr_assert_eq(dlx_search(pb, opt, stats), 0);
	cr_assert_eq(dlx_problem_check(pb), 0, "the problem is not as it was");
	return stats->solutions;
}

/* OEIS A000170, with fewer nodes than the plain search from n = 6 on. */
Test(dlx_infer, counts_n_queens_in_fewer_nodes)
{
	static const uint64_t expected[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};
	for (int n = 1; n <= 9; n++) {
		struct dlx_problem *pb = queens_problem(n, false);
		struct dlx_search_options opt;
		dlx_search_options_init(&opt);
		struct dlx_stats plain, inferred;
		cr_assert_eq(dlx_search(pb, &opt, &plain), 0);
		cr_assert_eq(count_inferring(pb, &opt, &inferred), expected[n - 1], "n = %d", n);
		if (n >= 6)
			cr_assert_lt(inferred.nodes, plain.nodes, "n = %d", n);
		dlx_problem_destroy(pb);
	}
}

Test(dlx_infer, stops_at_limits_and_restores_the_problem)
{
	struct dlx_problem *pb = queens_problem(8, false);
	struct dlx_search_options opt;
	struct dlx_stats stats;
	dlx_search_options_init(&opt);
	opt.solution_limit = 5;
	cr_assert_eq(count_inferring(pb, &opt, &stats), 5);
	cr_assert_eq(stats.stop, DLX_STOP_SOLUTIONS);
	dlx_search_options_init(&opt);
	opt.node_limit = 100;
	count_inferring(pb, &opt, &stats);
	cr_assert_eq(stats.stop, DLX_STOP_NODES);
	cr_assert_eq(stats.nodes, 100);
	struct dlx_interrupt *stop = dlx_interrupt_create();
	dlx_interrupt_request(stop);
	dlx_search_options_init(&opt);
	opt.interrupt = stop;
	count_inferring(pb, &opt, &stats);
	cr_assert_eq(stats.stop, DLX_STOP_REQUESTED);
	dlx_interrupt_destroy(stop);
	dlx_problem_destroy(pb);
}

Test(dlx_infer, counts_and_prefixes_agree_with_the_search)
{
	struct dlx_problem *pb = queens_problem(8, false);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.infer = true;
	struct dlx_stats stats;
	char text[32];
	cr_assert_eq(dlx_count(pb, &opt, &stats, text, sizeof text), 0);
	cr_assert_str_eq(text, "92");
	cr_assert_gt(stats.inferred, 0, "dlx_count searched without inference");
	/* row 0's queen stands in column 0 (option 0) in 4 of the 92: 4 8 16 18 18 16 8 4 by column */
	int prefix[] = {0};
	cr_assert_eq(dlx_search_prefix(pb, prefix, 1, &opt, &stats), 0);
	cr_assert_eq(stats.solutions, 4);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

Test(dlx_infer, refuses_what_it_cannot_search)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.infer = true;
	struct dlx_problem *coloured = queens_problem(4, true);
	cr_assert_eq(dlx_search(coloured, &opt, NULL), DLX_EINVAL);
	dlx_problem_destroy(coloured);
	struct dlx_problem *pb = queens_problem(4, false);
	opt.jobs = 2;
	cr_assert_eq(dlx_search(pb, &opt, NULL), DLX_EINVAL);
	opt.jobs = 0;
	opt.knuth_counts = true;
	cr_assert_eq(dlx_search(pb, &opt, NULL), DLX_EINVAL);
	opt.knuth_counts = false;
	opt.order = DLX_ORDER_FIRST;
	cr_assert_eq(dlx_search(pb, &opt, NULL), DLX_EINVAL);
	opt.order = DLX_ORDER_MRV;
	struct dlx_best *best = dlx_best_create(1);
	cr_assert_eq(dlx_search_best(pb, best, &opt, NULL), DLX_EINVAL);
	dlx_best_destroy(best);
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 1), 0);
	cr_assert_eq(dlx_search(pb, &opt, NULL), DLX_EBOUNDS);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}
