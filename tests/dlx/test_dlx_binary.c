/*
 * test_dlx_binary.c - binary branching on dancing cells (options->binary,
 * Knuth's SSXCC-BINARY) and its WTD and FRB orders: Knuth's example with
 * his programs' own figures, random XCC problems against brute force,
 * limits, the profile by stage, Knuth's generator for the seeded item
 * shuffle, and what it refuses. tests/cli/cells.sh
 * compares larger instances with the figures his programs recorded.
 */
#include "cells/flip.h"
#include "dlx.h"
#include "cells_tests.h"
#include "queens.h"
#include "random_problems.h"

#include <criterion/criterion.h>
#include <stdlib.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

static struct dlx_search_options binary_options(enum dlx_order order)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.algorithm = DLX_ALGORITHM_CELLS;
	opt.binary = true;
	opt.order = order;
	return opt;
}

static struct dlx_stats binary_search(struct dlx_problem *pb, const struct dlx_search_options *opt)
{
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, opt, &stats), 0);
	return stats;
}

static struct dlx_problem *queens(int n)
{
	struct dlx_problem *pb = queens_problem(n, false);
	cr_assert_not_null(pb);
	return pb;
}

Test(dlx_binary, counts_knuths_example_as_his_programs)
{
	/*
	 * The last line of each on stderr, < data/exact-cover/knuth-example.dlx:
	 * ssxcc-binary: "1 solution, 463+372 mems, 12 updates, 676 bytes, 6 nodes"
	 * ssxcc-wtd:    "1 solution, 463+387 mems, 12 updates, 676 bytes, 6 nodes"
	 * ssxcc-frb:    "1 solution, 470+405 mems, 12 updates, 708 bytes, 6 nodes"
	 */
	static const struct {
		enum dlx_order order;
		uint64_t mems;
	} want[] = {{DLX_ORDER_MRV, 372}, {DLX_ORDER_WTD, 387}, {DLX_ORDER_FRB, 405}};
	struct dlx_problem *pb = knuth_example();
	for (int k = 0; k < 3; k++) {
		struct dlx_search_options opt = binary_options(want[k].order);
		opt.knuth_counts = true;
		struct dlx_stats stats = binary_search(pb, &opt);
		cr_assert_eq(stats.solutions, 1);
		cr_assert_eq(stats.nodes, 6, "order %d", k);
		cr_assert_eq(stats.updates, 12, "order %d", k);
		cr_assert_eq(stats.mems, want[k].mems, "order %d: %llu mems", k,
		             (unsigned long long)stats.mems);
		cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
		opt.knuth_counts = false;
		stats = binary_search(pb, &opt);
		cr_assert_eq(stats.nodes, 6, "the same tree without mems");
		cr_assert_eq(stats.updates, 12);
		cr_assert_eq(stats.mems, 0);
	}
	cr_assert_eq(dlx_problem_check(pb), 0, "the links are untouched");
	dlx_problem_destroy(pb);
}

/* Each order's solutions against brute force's, on random problems. */
static void differential(bool colors, uint64_t seed)
{
	unsigned *want = malloc(sizeof(unsigned) << MAX_RANDOM_OPTIONS);
	unsigned *got = malloc(sizeof(unsigned) << MAX_RANDOM_OPTIONS);
	cr_assert(want && got);
	static const enum dlx_order orders[] = {DLX_ORDER_MRV, DLX_ORDER_WTD, DLX_ORDER_FRB};
	uint64_t nonzero = 0;
	for (int round = 0; round < 1500; round++) {
		struct random_problem rp;
		make_random(&rp, &seed, colors);
		struct dlx_problem *pb = dlx_problem_create(rp.primary, rp.secondary);
		cr_assert_not_null(pb);
		for (int o = 0; o < rp.options; o++)
			cr_assert_eq(dlx_add_option(pb, rp.item[o], rp.color[o], rp.size[o]), o);
		uint64_t n = brute_force_masks(&rp, want);
		nonzero += n > 0;
		for (int k = 0; k < 3; k++) {
			struct collected c = {got, 0};
			struct dlx_search_options opt = binary_options(orders[k]);
			opt.on_solution = collect;
			opt.user = &c;
			opt.knuth_counts = round % 2;
			cr_assert_eq(binary_search(pb, &opt).solutions, n, "round %d, order %d", round, k);
			cr_assert_eq(c.count, n);
			qsort(got, (size_t)n, sizeof *got, by_value);
			for (uint64_t s = 0; s < n; s++)
				cr_assert_eq(got[s], want[s], "round %d, order %d: solution %llu", round, k,
				             (unsigned long long)s);
		}
		dlx_problem_destroy(pb);
	}
	cr_assert_gt(nonzero, 150, "enough rounds have solutions to test something");
	free(got);
	free(want);
}

Test(dlx_binary, finds_the_solutions_of_brute_force_on_random_problems)
{
	differential(false, 0x2545f4914f6cdd1du);
}

Test(dlx_binary, finds_the_solutions_of_brute_force_on_random_coloured_problems)
{
	differential(true, 0x9e3779b97f4a7c15u);
}

Test(dlx_binary, stops_at_its_limits)
{
	struct dlx_problem *pb = queens(8);
	struct dlx_search_options opt = binary_options(DLX_ORDER_WTD);
	opt.solution_limit = 5;
	struct dlx_stats stats = binary_search(pb, &opt);
	cr_assert_eq(stats.solutions, 5);
	cr_assert_eq(stats.stop, DLX_STOP_SOLUTIONS);
	opt = binary_options(DLX_ORDER_FRB);
	opt.node_limit = 100;
	stats = binary_search(pb, &opt);
	cr_assert_eq(stats.nodes, 100);
	cr_assert_eq(stats.stop, DLX_STOP_NODES);
	opt = binary_options(DLX_ORDER_MRV);
	stats = binary_search(pb, &opt);
	cr_assert_eq(stats.solutions, 92, "every stop leaves the problem whole");
	dlx_problem_destroy(pb);
}

/* Binary branching on the fewest options: a stage's nodes, as counted by level profile. */
Test(dlx_binary, profiles_the_nodes_by_stage)
{
	struct dlx_problem *pb = queens(8);
	uint64_t stage_nodes[12] = {0};
	struct dlx_search_options opt = binary_options(DLX_ORDER_MRV);
	opt.level_nodes = stage_nodes;
	opt.level_nodes_length = 12;
	struct dlx_stats stats = binary_search(pb, &opt);
	uint64_t sum = 0;
	for (int s = 0; s < 12; s++)
		sum += stage_nodes[s];
	cr_assert_eq(stats.solutions, 92);
	cr_assert_eq(sum, stats.nodes);
	cr_assert_eq(stage_nodes[8], 92, "each solution of eight queens is a node at stage 8");
	cr_assert_eq(stage_nodes[9], 0);
	cr_assert_gt(stats.max_level, 8, "levels count the options ruled out too");
	dlx_problem_destroy(pb);
}

/*
 * Progress on every order: a call each 100 nodes, each within what dlx.h
 * promises, and the figures of the search unwatched, ssxcc-binary's on
 * eight queens (knuth-counts.txt: 1280 nodes, 15035 updates).
 */
Test(dlx_binary, reports_progress_and_keeps_its_figures)
{
	struct dlx_problem *pb = queens(8);
	static const enum dlx_order orders[] = {DLX_ORDER_MRV, DLX_ORDER_WTD, DLX_ORDER_FRB};
	for (int k = 0; k < 3; k++) {
		struct dlx_search_options opt = binary_options(orders[k]);
		struct dlx_stats lean = binary_search(pb, &opt);
		int calls = 0;
		opt.on_progress = count_progress;
		opt.progress_interval = 100;
		opt.user = &calls;
		struct dlx_stats watched = binary_search(pb, &opt);
		cr_assert_eq(watched.solutions, 92, "order %d", k);
		cr_assert_eq(watched.nodes, lean.nodes, "order %d: the nodes unwatched", k);
		cr_assert_eq(watched.updates, lean.updates, "order %d: the updates unwatched", k);
		cr_assert_eq(calls, (int)(watched.nodes / 100), "order %d", k);
		cr_assert_eq(watched.explored, 0, "a figure of the progress calls alone");
		if (orders[k] == DLX_ORDER_MRV)
			cr_assert(watched.nodes == 1280 && watched.updates == 15035, "ssxcc-binary's tree");
	}
	dlx_problem_destroy(pb);
}

Test(dlx_binary, refuses_what_it_does_not_do)
{
	struct dlx_problem *pb = knuth_example();
	struct dlx_stats stats;
	struct dlx_search_options opt = binary_options(DLX_ORDER_MRV);
	opt.algorithm = DLX_ALGORITHM_LINKS;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "binary on the links");
	opt = binary_options(DLX_ORDER_WTD);
	opt.binary = false;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "WTD without binary");
	opt.algorithm = DLX_ALGORITHM_LINKS;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "WTD on the links");
	opt = binary_options(DLX_ORDER_FRB);
	opt.binary = false;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "FRB without binary");
	opt = binary_options(DLX_ORDER_FIRST);
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "another order");
	opt = binary_options(DLX_ORDER_WTD);
	opt.wtd_increment = -1;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "a negative increment");
	opt = binary_options(DLX_ORDER_WTD);
	opt.wtd_growth = -0.5f;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "a negative growth");
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

/* gb_flip.w's own test: its first number from seed -314159, and a draw 134 numbers on. */
Test(dlx_binary, draws_knuths_graphbase_numbers)
{
	struct flip f;
	flip_seed(&f, -314159);
	cr_assert_eq(flip_next(&f), 119318998);
	for (int k = 1; k <= 133; k++)
		(void)flip_next(&f);
	cr_assert_eq(flip_uniform(&f, 0x55555555), 748103812);
}

/* The seeded shuffle changes the order of forced moves alone: the same solutions. */
Test(dlx_binary, finds_the_same_solutions_after_the_seeded_shuffle)
{
	struct dlx_problem *pb = queens(8);
	for (int64_t seed = 0; seed < 5; seed++) {
		struct dlx_search_options opt = binary_options(DLX_ORDER_FRB);
		opt.item_shuffle = true;
		opt.item_seed = seed;
		opt.knuth_counts = true;
		struct dlx_stats stats = binary_search(pb, &opt);
		cr_assert_eq(stats.solutions, 92, "seed %lld", (long long)seed);
		opt.binary = false;
		opt.order = DLX_ORDER_MRV;
		cr_assert_eq(binary_search(pb, &opt).solutions, 92, "SSXCC, seed %lld", (long long)seed);
	}
	dlx_problem_destroy(pb);
}
