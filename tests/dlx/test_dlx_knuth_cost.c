/*
 * test_dlx_knuth_cost.c - the reference cost loop (dlx_search_best with
 * options.knuth_counts): the nodes, updates, mems, solutions and optimum
 * costs that Knuth's DLX5 printed on the bundled instances with costs;
 * limits and hooks; and what it refuses. (Its costs against a brute force
 * on random problems: test_dlx_cost.c.)
 */
#include "dlx.h"
#include "dlx_format.h"

#include "knuth_records.h"

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

/*
 * Each row: what `dlx5 kK < NAME.dlx` printed (its lines copied into the
 * comment): "Altogether S solutions, A+M mems, U updates, ..., N nodes."
 * and the optimum costs after it. The same records are in
 * data/exact-cover/knuth-counts.txt.
 */
struct recorded {
	char name[32];
	int k;
	uint64_t solutions, nodes, updates, mems;
	int64_t costs[10];
};

static struct recorded recorded[] = {
	/* dlx5 k1 < cheapest-cover.dlx: Altogether 1 solution, 576+232 mems, 8 updates,
	   0 cleansings, 688 bytes, 3 nodes. The optimum cost is $5 */
	{"cheapest-cover", 1, 1, 3, 8, 232, {5}},
	/* dlx5 k10 < cheapest-cover.dlx: Altogether 7 solutions, 576+841 mems, 24 updates,
	   0 cleansings, 696 bytes, 16 nodes. The optimum costs are: $5 (repeated 2 times),
	   $6 (repeated 3 times), $7 (repeated 2 times) */
	{"cheapest-cover", 10, 7, 16, 24, 841, {5, 5, 6, 6, 6, 7, 7}},
	/* dlx5 k1 < word-squares-costs.dlx: Altogether 1 solution, 77907+367207 mems,
	   29507 updates, 1786 cleansings, 41344 bytes, 227 nodes. The optimum cost is $137 */
	{"word-squares-costs", 1, 1, 227, 29507, 367207, {137}},
	/* dlx5 k10 < queens-8-costs.dlx: Altogether 27 solutions, 16167+173452 mems,
	   11535 updates, 0 cleansings, 9592 bytes, 620 nodes. The optimum costs are: $281,
	   $283, $287, $291, $300 (repeated 2 times), $318, $325, $332, $334 */
	{"queens-8-costs", 10, 27, 620, 11535, 173452,
	 {281, 283, 287, 291, 300, 300, 318, 325, 332, 334}},
};

ParameterizedTestParameters(dlx_knuth_cost, counts_as_dlx5)
{
	return cr_make_param_array(struct recorded, recorded, sizeof recorded / sizeof *recorded);
}

ParameterizedTest(struct recorded *want, dlx_knuth_cost, counts_as_dlx5)
{
	struct dlx_format *format = load(want->name);
	struct dlx_search_options opt = knuth_options();
	struct dlx_best *best = dlx_best_create(want->k);
	struct dlx_stats stats;
	cr_assert_eq(dlx_search_best(dlx_format_problem(format), best, &opt, &stats), 0);
	cr_expect_eq(stats.solutions, want->solutions, "%s k%d: solutions", want->name, want->k);
	cr_expect_eq(stats.nodes, want->nodes, "%s k%d: nodes", want->name, want->k);
	cr_expect_eq(stats.updates, want->updates, "%s k%d: updates", want->name, want->k);
	cr_expect_eq(stats.mems, want->mems, "%s k%d: mems", want->name, want->k);
	cr_expect_eq(stats.stop, DLX_STOP_EXHAUSTED);
	int kept = 0;
	while (kept < 10 && want->costs[kept] > 0)
		kept++;
	cr_assert_eq(dlx_best_count(best), kept, "%s k%d", want->name, want->k);
	for (int r = 0; r < kept; r++)
		cr_expect_eq(dlx_best_cost(best, r), want->costs[r], "%s k%d, rank %d", want->name,
		             want->k, r);
	cr_assert_eq(dlx_problem_check(dlx_format_problem(format)), 0);
	dlx_best_destroy(best);
	dlx_format_destroy(format);
}

/* Three options on each of 3 items, 27 covers costing 3b + a for option (a, b). */
static struct dlx_problem *grid(void)
{
	struct dlx_problem *pb = dlx_problem_create(3, 0);
	for (int a = 0; a < 3; a++)
		for (int b = 0; b < 3; b++) {
			int items[1] = {a};
			int o = dlx_add_option(pb, items, NULL, 1);
			cr_assert_eq(dlx_set_cost(pb, o, 3 * b + a), 0);
		}
	return pb;
}

static int count_calls(void *user, const int *options, int count)
{
	(void)options;
	cr_assert_eq(count, 3);
	++*(int *)user;
	return 0;
}

Test(dlx_knuth_cost, honours_limits_and_the_solution_hook)
{
	struct dlx_problem *pb = grid();
	struct dlx_search_options opt = knuth_options();
	struct dlx_best *best = dlx_best_create(27);
	struct dlx_stats stats;
	opt.node_limit = 2;
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
	int calls = 0;
	opt.solution_limit = 0;
	opt.on_solution = count_calls;
	opt.user = &calls;
	cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	cr_assert_eq(calls, 27, "k = 27: every cover enters the list");
	cr_assert_eq(dlx_best_cost(best, 0), 0 + 1 + 2);
	cr_assert_eq(dlx_best_cost(best, 26), 6 + 7 + 8);
	cr_assert_eq(stats.max_level, 3);
	dlx_best_destroy(best);
	dlx_problem_destroy(pb);
}

Test(dlx_knuth_cost, a_problem_with_item_bounds_is_refused)
{
	struct dlx_problem *pb = grid();
	cr_assert_eq(dlx_set_bounds(pb, 0, 1, 2), 0);
	struct dlx_search_options opt = knuth_options();
	struct dlx_best *best = dlx_best_create(3);
	struct dlx_stats stats;
	cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), DLX_EINVAL);
	cr_assert_eq(dlx_best_count(best), 0);
	opt.knuth_counts = false;
	cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), 0, "without knuth_counts: searched");
	dlx_best_destroy(best);
	dlx_problem_destroy(pb);
}

Test(dlx_knuth_cost, a_list_longer_than_dlx5_keeps_is_refused)
{
	struct dlx_problem *pb = grid();
	struct dlx_search_options opt = knuth_options();
	struct dlx_best *best = dlx_best_create(DLX_KNUTH_MAX_K + 1);
	struct dlx_stats stats;
	cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), DLX_EINVAL);
	dlx_best_destroy(best);
	best = dlx_best_create(DLX_KNUTH_MAX_K);
	cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), 0);
	cr_assert_eq(dlx_best_count(best), 27);
	dlx_best_destroy(best);
	dlx_problem_destroy(pb);
}

/* Every primary item covered by required options: one solution, the root its only node. */
Test(dlx_knuth_cost, required_options_alone_make_the_solution)
{
	struct dlx_problem *pb = grid();
	cr_assert_eq(dlx_require(pb, 4), 0); /* item 1 */
	cr_assert_eq(dlx_require(pb, 0), 0); /* item 0 */
	cr_assert_eq(dlx_require(pb, 8), 0); /* item 2 */
	struct dlx_search_options opt = knuth_options();
	struct dlx_best *best = dlx_best_create(2);
	struct dlx_stats stats;
	cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), 0);
	cr_assert_eq(dlx_best_count(best), 1);
	cr_assert_eq(dlx_best_cost(best, 0), 0 + 4 + 8);
	cr_assert_eq(stats.nodes, 1);
	cr_assert_eq(stats.solutions, 1);
	dlx_best_destroy(best);
	dlx_problem_destroy(pb);
}
