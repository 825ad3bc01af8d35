/*
 * test_dlx_cells_bounds.c - the search on dancing cells with item bounds
 * (DLX_ALGORITHM_CELLS, Knuth's SSMCC): random problems with bounds, with
 * and without colours, against brute force and against the links
 * search's Algorithm M (the count and every solution), with SSMCC's order
 * and with SSMCC-WTD's and SSMCC-FRB's; a small problem with those
 * programs' own figures; limits; progress; and what it refuses.
 */
#include "dlx.h"
#include "dlx_format.h"
#include "cells_tests.h"
#include "random_problems.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif


/* The random problem with its bounds; whether any is not 1:1 into *bounded. */
static struct dlx_problem *build_bounded(const struct random_problem *rp, bool *bounded)
{
	struct dlx_problem *pb = dlx_problem_create(rp->primary, rp->secondary);
	cr_assert_not_null(pb);
	*bounded = false;
	for (int x = 0; x < rp->primary; x++) {
		cr_assert_eq(dlx_set_bounds(pb, x, rp->lower[x], rp->upper[x]), 0);
		*bounded |= rp->lower[x] != 1 || rp->upper[x] != 1;
	}
	for (int o = 0; o < rp->options; o++)
		cr_assert_eq(dlx_add_option(pb, rp->item[o], rp->color[o], rp->size[o]), o);
	return pb;
}

/*
 * SSMCC-WTD and SSMCC-FRB find the n solutions of brute force in want[]
 * too; SSXCC-WTD and SSXCC-FRB (with binary) when no bound is other than
 * 1:1, as WTD and FRB branch two ways.
 */
static void expect_scored(struct dlx_problem *pb, bool bounded, const unsigned *want, uint64_t n,
                          unsigned *got, int round)
{
	static const enum dlx_order orders[] = {DLX_ORDER_WTD, DLX_ORDER_FRB};
	for (int k = 0; k < 2; k++) {
		struct dlx_search_options opt = cells_options();
		opt.order = orders[k];
		opt.binary = !bounded;
		cr_assert_eq(solutions_with(pb, opt, got), n, "round %d, order %d", round, orders[k]);
		for (uint64_t j = 0; j < n; j++)
			cr_assert_eq(got[j], want[j], "round %d, order %d: solution %llu", round, orders[k],
			             (unsigned long long)j);
	}
}

/* Cells (each order), links and brute force: the same count and the same solutions. */
static void differential(bool colors, uint64_t seed)
{
	unsigned *want = malloc(sizeof(unsigned) << MAX_RANDOM_OPTIONS);
	unsigned *got = malloc(sizeof(unsigned) << MAX_RANDOM_OPTIONS);
	cr_assert(want && got);
	int nonzero = 0, several = 0, bounded_rounds = 0;
	for (int round = 0; round < 3000; round++) {
		struct random_problem rp;
		make_random_bounded(&rp, &seed, colors);
		bool bounded;
		struct dlx_problem *pb = build_bounded(&rp, &bounded);
		bounded_rounds += bounded;
		uint64_t n = brute_force_masks(&rp, want);
		nonzero += n > 0;
		several += n > 1;
		expect_brute_force(pb, want, n, got, round);
		expect_scored(pb, bounded, want, n, got, round);
		cr_assert_eq(solutions_of(pb, DLX_ALGORITHM_CELLS, got), n, "round %d, again", round);
		cr_assert_eq(dlx_problem_check(pb), 0, "round %d: the links are untouched", round);
		dlx_problem_destroy(pb);
	}
	cr_assert_gt(bounded_rounds, 2500, "most problems have bounds");
	cr_assert_gt(nonzero, 1000, "enough rounds have solutions to test something");
	cr_assert_gt(several, 500, "and many have several");
	free(got);
	free(want);
}

Test(dlx_cells_bounds, finds_the_solutions_of_brute_force_on_random_problems)
{
	differential(false, 0x2545f4914f6cdd1du);
}

Test(dlx_cells_bounds, finds_the_solutions_of_brute_force_on_random_coloured_problems)
{
	differential(true, 0x9e3779b97f4a7c15u);
}

/*
 * A small problem for SSMCC's corners: an item that must take two options,
 * one that may stay empty and is in no option (e), a secondary item in no
 * option (z), bounds and colours in the same options.
 */
static const char corners[] = "2|a 1:2|b 0:2|e 0:1|c d | s t z\n"
                              "a b s:1\n"
                              "a c t:2\n"
                              "a d\n"
                              "b d s:2\n"
                              "a b t:1\n"
                              "c d s:1 t:1\n"
                              "a d t:2\n"
                              "b s:1\n"
                              "d\n"
                              "a b c\n"
                              "b c t:2 s:1\n";

static struct dlx_format *read_corners(void)
{
	struct dlx_format *format = dlx_format_create(true);
	struct dlx_format_error error;
	cr_assert_not_null(format);
	cr_assert_eq(dlx_format_read(format, corners, strlen(corners), NULL, NULL, &error), 0);
	return format;
}

Test(dlx_cells_bounds, counts_as_ssmcc)
{
	struct dlx_format *format = read_corners();
	struct dlx_problem *pb = dlx_format_problem(format);
	struct dlx_search_options opt = cells_options();
	opt.knuth_counts = true;
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	/* ssmcc < (corners): "20 solutions, 888+4309 mems, 177 updates, 1248 bytes, 50 nodes" */
	cr_assert_eq(stats.solutions, 20);
	cr_assert_eq(stats.nodes, 50);
	cr_assert_eq(stats.updates, 177);
	cr_assert_eq(stats.mems, 4309);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	opt.knuth_counts = false;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.nodes, 50, "the same tree without mems");
	cr_assert_eq(stats.updates, 177);
	cr_assert_eq(stats.mems, 0);
	/* dlx3 < (corners): "Altogether 20 solutions" */
	opt.algorithm = DLX_ALGORITHM_LINKS;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.solutions, 20, "Algorithm M agrees");
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_format_destroy(format);
}

/*
 * The corners with SSMCC-WTD's and SSMCC-FRB's choices: ssmcc-wtd <
 * (corners) "20 solutions, 888+4374 mems, 177 updates, 1248 bytes, 50
 * nodes"; ssmcc-frb < (corners) "20 solutions, 893+5208 mems, 193
 * updates, 1268 bytes, 56 nodes". With `binary` too: SSMCC branches two
 * ways already, so the flag changes nothing.
 */
Test(dlx_cells_bounds, counts_as_ssmcc_wtd_and_ssmcc_frb)
{
	static const struct {
		enum dlx_order order;
		uint64_t nodes, updates, mems;
	} want[] = {{DLX_ORDER_WTD, 50, 177, 4374}, {DLX_ORDER_FRB, 56, 193, 5208}};
	struct dlx_format *format = read_corners();
	struct dlx_problem *pb = dlx_format_problem(format);
	for (int k = 0; k < 2; k++) {
		for (int binary = 0; binary < 2; binary++) {
			struct dlx_search_options opt = cells_options();
			opt.order = want[k].order;
			opt.binary = binary;
			opt.knuth_counts = true;
			struct dlx_stats stats;
			cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
			cr_assert_eq(stats.solutions, 20);
			cr_assert_eq(stats.nodes, want[k].nodes, "order %d", want[k].order);
			cr_assert_eq(stats.updates, want[k].updates, "order %d", want[k].order);
			cr_assert_eq(stats.mems, want[k].mems, "order %d", want[k].order);
			opt.knuth_counts = false;
			cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
			cr_assert_eq(stats.nodes, want[k].nodes, "the same tree without mems");
			cr_assert_eq(stats.mems, 0);
		}
	}
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_format_destroy(format);
}

/*
 * Progress, in SSMCC's order and the others: a call each 10 nodes within
 * what dlx.h promises, and the figures unwatched (SSMCC's 50 nodes and
 * 177 updates on the corners, as counts_as_ssmcc has them).
 */
Test(dlx_cells_bounds, reports_progress_and_keeps_its_figures)
{
	static const enum dlx_order orders[] = {DLX_ORDER_MRV, DLX_ORDER_WTD, DLX_ORDER_FRB};
	struct dlx_format *format = read_corners();
	struct dlx_problem *pb = dlx_format_problem(format);
	for (int k = 0; k < 3; k++) {
		struct dlx_search_options opt = cells_options();
		opt.order = orders[k];
		struct dlx_stats lean, watched;
		cr_assert_eq(dlx_search(pb, &opt, &lean), 0);
		int calls = 0;
		opt.on_progress = count_progress;
		opt.progress_interval = 10;
		opt.user = &calls;
		cr_assert_eq(dlx_search(pb, &opt, &watched), 0);
		cr_assert_eq(watched.solutions, 20, "order %d", orders[k]);
		cr_assert_eq(watched.nodes, lean.nodes, "order %d: the nodes unwatched", orders[k]);
		cr_assert_eq(watched.updates, lean.updates, "order %d: the updates unwatched", orders[k]);
		cr_assert_eq(calls, (int)(watched.nodes / 10), "order %d", orders[k]);
		cr_assert_eq(watched.explored, 0);
		if (orders[k] == DLX_ORDER_MRV)
			cr_assert(watched.nodes == 50 && watched.updates == 177, "SSMCC's tree");
	}
	dlx_format_destroy(format);
}

Test(dlx_cells_bounds, finds_nothing_when_an_item_is_short_of_its_lower_bound)
{
	struct dlx_problem *pb = dlx_problem_create(2, 0);
	int both[2] = {0, 1}, a = 0;
	cr_assert_eq(dlx_set_bounds(pb, 0, 3, 3), 0);
	cr_assert_eq(dlx_add_option(pb, both, NULL, 2), 0);
	cr_assert_eq(dlx_add_option(pb, &a, NULL, 1), 1);
	struct dlx_search_options opt = cells_options();
	opt.knuth_counts = true;
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.solutions, 0);
	cr_assert_eq(stats.nodes, 0, "SSMCC does not start");
	cr_assert_eq(stats.mems, 0);
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 3), 0);
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	/* item b is 1:1 and a 0:3: {a b}, and {a b} with {a} */
	cr_assert_eq(stats.solutions, 2);
	dlx_problem_destroy(pb);
}

Test(dlx_cells_bounds, stops_at_its_limits)
{
	struct dlx_format *format = read_corners();
	struct dlx_problem *pb = dlx_format_problem(format);
	struct dlx_search_options opt = cells_options();
	struct dlx_stats stats;
	opt.solution_limit = 3;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.solutions, 3);
	cr_assert_eq(stats.stop, DLX_STOP_SOLUTIONS);
	opt = cells_options();
	opt.node_limit = 10;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.nodes, 10);
	cr_assert_eq(stats.stop, DLX_STOP_NODES);
	opt = cells_options();
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.solutions, 20, "a stopped search leaves the problem whole");
	dlx_format_destroy(format);
}

Test(dlx_cells_bounds, refuses_what_it_does_not_do)
{
	struct dlx_format *format = read_corners();
	struct dlx_problem *pb = dlx_format_problem(format);
	struct dlx_search_options opt = cells_options();
	struct dlx_stats stats;
	opt.order = DLX_ORDER_FIRST;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "another order, as without bounds");
	opt = cells_options();
	opt.order = DLX_ORDER_WTD;
	opt.wtd_increment = -1;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "a negative increment");
	opt = cells_options();
	opt.jobs = 2;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "threads");
	dlx_format_destroy(format);
}

Test(dlx_cells_bounds, runs_ssxcc_once_the_bounds_are_back_to_one)
{
	struct dlx_problem *pb = knuth_example();
	struct dlx_search_options opt = cells_options();
	opt.knuth_counts = true;
	struct dlx_stats stats;
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 2), 0);
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	/* ssmcc < knuth-example.dlx with 0:2|a: "2 solutions, 490+587 mems, 18 updates, 760 bytes, 7 nodes" */
	cr_assert_eq(stats.solutions, 2);
	cr_assert_eq(stats.nodes, 7);
	cr_assert_eq(stats.updates, 18);
	cr_assert_eq(stats.mems, 587);
	cr_assert_eq(dlx_set_bounds(pb, 0, 1, 1), 0);
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	/* ssxcc < knuth-example.dlx: "1 solution, 456+353 mems, 27 updates, ... 5 nodes" */
	cr_assert_eq(stats.nodes, 5);
	cr_assert_eq(stats.mems, 353);
	dlx_problem_destroy(pb);
}
