/*
 * test_dlx_cells.c - the search on dancing cells (DLX_ALGORITHM_CELLS,
 * Knuth's SSXCC): Knuth's example with SSXCC's own figures, random XCC
 * problems against brute force and against the links search (the count
 * and every solution), requirements and exclusions, limits, hooks, and
 * what it refuses.
 */
#include "dlx.h"
#include "cells_tests.h"
#include "queens.h"
#include "random_problems.h"

#include <criterion/criterion.h>
#include <stdlib.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif


static struct dlx_stats cells_search(struct dlx_problem *pb, const struct dlx_search_options *opt)
{
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, opt, &stats), 0);
	return stats;
}

static uint64_t cells_count(struct dlx_problem *pb)
{
	struct dlx_search_options opt = cells_options();
	return cells_search(pb, &opt).solutions;
}

Test(dlx_cells, counts_knuths_example_as_ssxcc)
{
	struct dlx_problem *pb = knuth_example();
	struct dlx_search_options opt = cells_options();
	opt.knuth_counts = true;
	struct dlx_stats stats = cells_search(pb, &opt);
	/* ssxcc < knuth-example.dlx: "1 solution, 456+353 mems, 27 updates, ... 5 nodes" */
	cr_assert_eq(stats.solutions, 1);
	cr_assert_eq(stats.nodes, 5);
	cr_assert_eq(stats.updates, 27);
	cr_assert_eq(stats.mems, 353);
	cr_assert_eq(stats.max_level, 3);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	opt.knuth_counts = false;
	stats = cells_search(pb, &opt);
	cr_assert_eq(stats.nodes, 5, "the same tree without mems");
	cr_assert_eq(stats.updates, 27);
	cr_assert_eq(stats.mems, 0);
	cr_assert_eq(dlx_problem_check(pb), 0, "the links are untouched");
	dlx_problem_destroy(pb);
}

/* The problem of rp, with `unused` more secondary items that no option names. */
static struct dlx_problem *build_random(const struct random_problem *rp, int unused)
{
	struct dlx_problem *pb = dlx_problem_create(rp->primary, rp->secondary + unused);
	cr_assert_not_null(pb);
	for (int o = 0; o < rp->options; o++)
		cr_assert_eq(dlx_add_option(pb, rp->item[o], rp->color[o], rp->size[o]), o);
	return pb;
}

/* Cells, links and brute force: the same count and the same solutions, in `rounds` rounds. */
static void differential(bool colors, uint64_t seed, int unused, int rounds)
{
	unsigned *want = malloc(sizeof(unsigned) << MAX_RANDOM_OPTIONS);
	unsigned *got = malloc(sizeof(unsigned) << MAX_RANDOM_OPTIONS);
	cr_assert(want && got);
	uint64_t nonzero = 0;
	for (int round = 0; round < rounds; round++) {
		struct random_problem rp;
		make_random(&rp, &seed, colors);
		struct dlx_problem *pb = build_random(&rp, unused);
		uint64_t n = brute_force_masks(&rp, want);
		nonzero += n > 0;
		expect_brute_force(pb, want, n, got, round);
		cr_assert_eq(dlx_problem_shuffle(pb, (uint64_t)round + 1), 0);
		cr_assert_eq(cells_count(pb), n, "round %d, shuffled", round);
		cr_assert_eq(dlx_problem_check(pb), 0);
		dlx_problem_destroy(pb);
	}
	cr_assert_gt(nonzero, (uint64_t)rounds / 10, "enough rounds have solutions to test something");
	free(got);
	free(want);
}

Test(dlx_cells, finds_the_solutions_of_brute_force_on_random_problems)
{
	differential(false, 0x5851f42d4c957f2du, 0, 3000);
}

Test(dlx_cells, finds_the_solutions_of_brute_force_on_random_coloured_problems)
{
	differential(true, 0x14057b7ef767814fu, 0, 3000);
}

/*
 * 4,096 secondary items in no option: their blocks lie on more cache
 * lines than CELLS_LARGE_LINES, so the coloured search keeps a trail of
 * sizes instead of saving them all (search_cells.c), with the same answers.
 */
Test(dlx_cells, finds_the_solutions_of_brute_force_on_large_problems)
{
	differential(true, 0x2545f4914f6cdd1du, 4096, 600);
}

/*
 * A requirement is as if the search had chosen it first: the solutions
 * then are brute force's that hold the option; an exclusion leaves those
 * that do not.
 */
Test(dlx_cells, searches_after_requirements_and_exclusions)
{
	unsigned *want = malloc(sizeof(unsigned) << MAX_RANDOM_OPTIONS);
	cr_assert_not_null(want);
	uint64_t seed = 0x2545f4914f6cdd1du;
	int required = 0;
	for (int round = 0; round < 2000; round++) {
		struct random_problem rp;
		make_random(&rp, &seed, true);
		struct dlx_problem *pb = build_random(&rp, 0);
		uint64_t n = brute_force_masks(&rp, want);
		int o = (int)(test_rng(&seed) % (uint64_t)rp.options);
		uint64_t with = 0;
		for (uint64_t k = 0; k < n; k++)
			with += want[k] >> o & 1u;
		if (options_with_primary(&rp) >> o & 1u && dlx_require(pb, o) == 0) {
			required++;
			cr_assert_eq(cells_count(pb), with, "round %d, option %d required", round, o);
			dlx_release_all(pb);
		}
		cr_assert_eq(dlx_exclude(pb, o), 0);
		cr_assert_eq(cells_count(pb), n - with, "round %d, option %d excluded", round, o);
		dlx_release_all(pb);
		cr_assert_eq(dlx_problem_check(pb), 0);
		dlx_problem_destroy(pb);
	}
	cr_assert_gt(required, 500);
	free(want);
}

static struct dlx_problem *queens(int n)
{
	struct dlx_problem *pb = queens_problem(n, false);
	cr_assert_not_null(pb);
	return pb;
}

Test(dlx_cells, counts_n_queens)
{
	static const uint64_t known[] = {1, 0, 0, 2, 10, 4, 40, 92, 352}; /* OEIS A000170 */
	for (int n = 1; n <= 9; n++) {
		struct dlx_problem *pb = queens(n);
		cr_assert_eq(cells_count(pb), known[n - 1], "%d queens", n);
		dlx_problem_destroy(pb);
	}
}

/* Coloured diagonals (queens.h): the links search's count, found apart. */
Test(dlx_cells, counts_coloured_queens_as_the_links_search)
{
	for (int n = 4; n <= 8; n++) {
		struct dlx_problem *pb = queens_problem(n, true);
		cr_assert_not_null(pb);
		struct dlx_stats links;
		cr_assert_eq(dlx_search(pb, NULL, &links), 0);
		cr_assert_gt(links.solutions, 0);
		cr_assert_eq(cells_count(pb), links.solutions, "%d coloured queens", n);
		dlx_problem_destroy(pb);
	}
}

static int stop_at_third(void *user, const int *options, int count)
{
	(void)options, (void)count;
	return ++*(int *)user == 3;
}

Test(dlx_cells, stops_at_its_limits)
{
	struct dlx_problem *pb = queens(8);
	struct dlx_search_options opt = cells_options();
	opt.solution_limit = 5;
	struct dlx_stats stats = cells_search(pb, &opt);
	cr_assert_eq(stats.solutions, 5);
	cr_assert_eq(stats.stop, DLX_STOP_SOLUTIONS);
	opt = cells_options();
	opt.node_limit = 100;
	stats = cells_search(pb, &opt);
	cr_assert_eq(stats.nodes, 100);
	cr_assert_eq(stats.stop, DLX_STOP_NODES);
	int calls = 0;
	opt = cells_options();
	opt.on_solution = stop_at_third;
	opt.user = &calls;
	stats = cells_search(pb, &opt);
	cr_assert_eq(calls, 3);
	cr_assert_eq(stats.stop, DLX_STOP_CALLBACK);
	struct dlx_interrupt *stop = dlx_interrupt_create();
	cr_assert_not_null(stop);
	dlx_interrupt_request(stop);
	opt = cells_options();
	opt.interrupt = stop;
	stats = cells_search(pb, &opt);
	cr_assert_eq(stats.stop, DLX_STOP_REQUESTED);
	cr_assert_eq(stats.solutions, 0, "a request made before the call stops at the root");
	dlx_interrupt_destroy(stop);
	cr_assert_eq(cells_count(pb), 92, "every stop leaves the problem whole");
	dlx_problem_destroy(pb);
}

Test(dlx_cells, reports_progress_and_the_level_profile)
{
	struct dlx_problem *pb = queens(8);
	uint64_t level_nodes[10] = {0};
	int calls = 0;
	struct dlx_search_options opt = cells_options();
	opt.level_nodes = level_nodes;
	opt.level_nodes_length = 10;
	opt.on_progress = count_progress;
	opt.progress_interval = 100;
	opt.user = &calls;
	struct dlx_stats stats = cells_search(pb, &opt);
	uint64_t sum = 0;
	for (int l = 0; l < 10; l++)
		sum += level_nodes[l];
	cr_assert_eq(stats.solutions, 92);
	cr_assert_eq(sum, stats.nodes);
	cr_assert_eq(level_nodes[0], 1, "one root");
	cr_assert_eq(calls, (int)(stats.nodes / 100));
	cr_assert_eq(stats.explored, 0, "a figure of the progress calls alone");
	dlx_problem_destroy(pb);
}

Test(dlx_cells, finds_nothing_when_a_primary_item_has_no_option)
{
	struct dlx_problem *pb = dlx_problem_create(2, 0);
	int a = 0;
	cr_assert_eq(dlx_add_option(pb, &a, NULL, 1), 0);
	struct dlx_search_options opt = cells_options();
	struct dlx_stats stats = cells_search(pb, &opt);
	cr_assert_eq(stats.solutions, 0);
	cr_assert_eq(stats.nodes, 0, "SSXCC does not start");
	dlx_problem_destroy(pb);
	pb = dlx_problem_create(0, 1);
	cr_assert_eq(cells_count(pb), 1, "no primary item: the empty solution");
	dlx_problem_destroy(pb);
}

static int trace(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	(void)user, (void)event, (void)level, (void)item, (void)option, (void)count;
	return 0;
}

Test(dlx_cells, refuses_what_it_does_not_do)
{
	struct dlx_problem *pb = knuth_example();
	struct dlx_search_options opt = cells_options();
	struct dlx_stats stats;
	opt.on_trace = trace;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "a trace");
	opt = cells_options();
	opt.order = DLX_ORDER_FIRST;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "another order");
	opt = cells_options();
	opt.jobs = 2;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "threads");
	opt = cells_options();
	opt.algorithm = (enum dlx_algorithm)7;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "no such algorithm");
	opt = cells_options();
	int prefix[1] = {0};
	cr_assert_eq(dlx_search_prefix(pb, prefix, 1, &opt, &stats), DLX_EINVAL, "a prefix");
	struct dlx_best *best = dlx_best_create(1);
	cr_assert_eq(dlx_search_best(pb, best, &opt, &stats), DLX_EINVAL, "costs");
	dlx_best_destroy(best);
	cr_assert_eq(dlx_search(NULL, &opt, &stats), DLX_EINVAL);
	cr_assert_eq(dlx_set_bounds(pb, 0, 1, 2), 0);
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0, "bounds: SSMCC's search (test_dlx_cells_bounds.c)");
	dlx_problem_destroy(pb);
}
