/*
 * test_dlx_memo.c - the memo of subproblem counts (dlx_search_options'
 * memo_bytes): the same counts as the plain search, checked against the
 * published numbers of domino tilings (OEIS A028469: 6 x 8 has 167,089;
 * A004003: 8 x 8 has 12,988,816), fewer nodes, a table too small to hold
 * the search, and the searches it must leave alone.
 */
#include "dlx.h"
#include "tilings.h"

#include <criterion/criterion.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

#define MIB ((size_t)1 << 20)

/* Domino tilings of a rows x cols board (tilings.h), coloured or not. */
static struct dlx_problem *dominoes(int rows, int cols, bool colored)
{
	struct dlx_problem *pb = tilings_problem(rows, cols, 0, false, colored);
	cr_assert_not_null(pb);
	return pb;
}

static struct dlx_stats count(struct dlx_problem *pb, size_t memo_bytes)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.memo_bytes = memo_bytes;
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	cr_assert_eq(dlx_problem_check(pb), 0, "matrix not restored after the search");
	return stats;
}

Test(memo, same_count_as_plain_search_with_fewer_nodes)
{
	struct dlx_problem *pb = dominoes(6, 8, false);
	struct dlx_stats plain = count(pb, 0), memo = count(pb, 64 * MIB);
	cr_assert_eq(plain.solutions, 167089);
	cr_assert_eq(memo.solutions, 167089);
	cr_assert_eq(plain.memo_hits, 0);
	cr_assert_gt(memo.memo_hits, 0);
	cr_assert_lt(memo.nodes, plain.nodes);
	/* a second search on the same problem starts from an empty memo */
	struct dlx_stats again = count(pb, 64 * MIB);
	cr_assert_eq(again.solutions, memo.solutions);
	cr_assert_eq(again.nodes, memo.nodes);
	dlx_problem_destroy(pb);
}

Test(memo, counts_what_the_plain_search_could_not_in_time, .timeout = 60)
{
	struct dlx_problem *pb = dominoes(8, 8, false);
	cr_assert_eq(count(pb, 64 * MIB).solutions, 12988816);
	dlx_problem_destroy(pb);
}

Test(memo, a_full_table_keeps_counting_right)
{
	/* 160 KB holds the first table of 4,096 slots of 24 bytes (and room to grow it) and no more */
	struct dlx_problem *pb = dominoes(6, 8, false);
	struct dlx_stats small = count(pb, 160 * 1024);
	cr_assert_eq(small.solutions, 167089);
	cr_assert_gt(small.memo_hits, 0);
	/* too little for even the first table: the plain search */
	struct dlx_stats none = count(pb, 1024);
	cr_assert_eq(none.solutions, 167089);
	cr_assert_eq(none.memo_hits, 0);
	dlx_problem_destroy(pb);
}

Test(memo, after_a_requirement)
{
	struct dlx_problem *pb = dominoes(6, 8, false);
	uint64_t plain, memo;
	cr_assert_eq(dlx_require(pb, 0), 0); /* the domino on the top left cells, across */
	plain = count(pb, 0).solutions;
	memo = count(pb, 64 * MIB).solutions;
	cr_assert_eq(memo, plain);
	cr_assert_gt(plain, 0);
	dlx_release_all(pb);
	cr_assert_eq(count(pb, 64 * MIB).solutions, 167089);
	dlx_problem_destroy(pb);
}

static int tally(void *user, const int *options, int n)
{
	(void)options;
	(void)n;
	(*(uint64_t *)user)++;
	return 0;
}

Test(memo, left_out_where_solutions_are_visited_or_limited)
{
	struct dlx_problem *pb = dominoes(6, 8, false);
	struct dlx_search_options opt;
	struct dlx_stats stats;
	uint64_t seen = 0;
	dlx_search_options_init(&opt);
	opt.memo_bytes = 64 * MIB;
	opt.on_solution = tally;
	opt.user = &seen;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(seen, 167089, "every solution visited");
	cr_assert_eq(stats.memo_hits, 0);

	dlx_search_options_init(&opt);
	opt.memo_bytes = 64 * MIB;
	opt.solution_limit = 100000;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.solutions, 100000);
	cr_assert_eq(stats.memo_hits, 0);

	dlx_search_options_init(&opt);
	opt.memo_bytes = 64 * MIB;
	opt.node_limit = 200000;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_NODES);
	cr_assert_eq(stats.memo_hits, 0);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

Test(memo, left_out_with_colours)
{
	/* a state there is also each secondary item's colour, which the key leaves out */
	struct dlx_problem *pb = dominoes(6, 8, true);
	struct dlx_stats stats = count(pb, 64 * MIB);
	cr_assert_eq(stats.solutions, 167089);
	cr_assert_eq(stats.memo_hits, 0);
	dlx_problem_destroy(pb);
}
