/*
 * test_dlx_jobs.c - one search with several threads (options->jobs): counts
 * with 2 and 3 threads equal one thread's and the published ones (n queens,
 * OEIS A000170; domino tilings, A004003 and A028469), memo on and off, with
 * colours and with bounds; without the memo the nodes add up to one
 * thread's; on_solution gets every solution exactly once and never two at
 * a time; limits, progress and a callback that stops behave as dlx.h says;
 * dlx_search_parts reports each thread's figures. The k cheapest with
 * threads are checked against one thread and a brute force in
 * test_dlx_cost.c.
 */
#include "dlx.h"
#include "queens.h"
#include "tilings.h"

#include <criterion/criterion.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

static const uint64_t queens_counts[] = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};

static uint64_t count(struct dlx_problem *pb, int jobs, size_t memo_bytes, struct dlx_stats *stats)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = jobs;
	opt.memo_bytes = memo_bytes;
	cr_assert_eq(dlx_search(pb, &opt, stats), 0);
	cr_assert_eq(stats->stop, DLX_STOP_EXHAUSTED);
	cr_assert_eq(dlx_problem_check(pb), 0, "the problem is left as it was");
	return stats->solutions;
}

Test(dlx_jobs, queens_counts_with_threads_are_the_published_ones)
{
	for (int n = 4; n <= 12; n++) {
		struct dlx_problem *pb = queens_problem(n, false);
		cr_assert_not_null(pb);
		struct dlx_stats one, more;
		cr_assert_eq(count(pb, 1, 0, &one), queens_counts[n]);
		for (int jobs = 2; jobs <= 3; jobs++) {
			cr_assert_eq(count(pb, jobs, 0, &more), queens_counts[n], "n %d, jobs %d", n, jobs);
			cr_assert_eq(more.nodes, one.nodes, "n %d, jobs %d: nodes add up", n, jobs);
			cr_assert_eq(more.max_level, one.max_level);
			cr_assert_eq(count(pb, jobs, 1 << 22, &more), queens_counts[n]);
		}
		dlx_problem_destroy(pb);
	}
}

Test(dlx_jobs, tilings_counts_with_threads_are_the_published_ones)
{
	/* dominoes: 2 x 10 Fibonacci, 4 x 4, 5 x 6, 6 x 6, 6 x 8 (A004003, A028469) */
	static const struct { int rows, cols; uint64_t count; } boards[] = {
		{2, 10, 89}, {4, 4, 36}, {5, 6, 1183}, {6, 6, 6728}, {6, 8, 167089},
	};
	for (size_t b = 0; b < sizeof boards / sizeof *boards; b++)
		for (int coloured = 0; coloured <= 1; coloured++) {
			struct dlx_problem *pb = tilings_problem(boards[b].rows, boards[b].cols, 0, false,
			                                         coloured);
			cr_assert_not_null(pb);
			struct dlx_stats stats;
			for (int jobs = 1; jobs <= 3; jobs++) {
				cr_assert_eq(count(pb, jobs, 1 << 24, &stats), boards[b].count,
				             "%d x %d, jobs %d", boards[b].rows, boards[b].cols, jobs);
				cr_assert_eq(count(pb, jobs, 0, &stats), boards[b].count);
			}
			dlx_problem_destroy(pb);
		}
}

Test(dlx_jobs, bounds_count_as_one_thread)
{
	/* queens where the first row and column may stay empty: Algorithm M, parts one at a time */
	for (int n = 5; n <= 8; n++) {
		struct dlx_problem *pb = queens_problem(n, false);
		cr_assert_eq(dlx_set_bounds(pb, 0, 0, 1), 0);
		cr_assert_eq(dlx_set_bounds(pb, n, 0, 1), 0);
		struct dlx_stats one, more;
		count(pb, 1, 0, &one);
		cr_assert_gt(one.solutions, queens_counts[n]);
		for (int jobs = 2; jobs <= 3; jobs++) {
			cr_assert_eq(count(pb, jobs, 0, &more), one.solutions, "n %d, jobs %d", n, jobs);
			cr_assert_eq(more.nodes, one.nodes);
		}
		struct dlx_search_options opt;
		dlx_search_options_init(&opt);
		opt.jobs = 2;
		opt.knuth_counts = true;
		cr_assert_eq(dlx_search(pb, &opt, NULL), DLX_EINVAL, "Algorithm M's reference loop: one search");
		dlx_problem_destroy(pb);
	}
}

/* The solutions seen, each sorted, and whether two callbacks ever overlapped. */
struct seen {
	atomic_int inside;
	bool overlapped;
	int count, capacity, width;
	int *options;      /* count rows of `width` option numbers, -1 padded */
	uint64_t stop_at;  /* return non-zero at this call (0: never) */
};

static int compare_ints(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

static int on_solution(void *user, const int *options, int count)
{
	struct seen *seen = user;
	if (atomic_fetch_add(&seen->inside, 1) != 0)
		seen->overlapped = true;
	cr_assert_leq(count, seen->width);
	cr_assert_lt(seen->count, seen->capacity);
	int *row = seen->options + (size_t)seen->count++ * (size_t)seen->width;
	for (int k = 0; k < seen->width; k++)
		row[k] = k < count ? options[k] : -1;
	qsort(row, (size_t)count, sizeof *row, compare_ints);
	int stop = seen->stop_at && (uint64_t)seen->count == seen->stop_at;
	atomic_fetch_sub(&seen->inside, 1);
	return stop;
}

static int seen_row_order;

static int compare_rows(const void *a, const void *b)
{
	return memcmp(a, b, (size_t)seen_row_order * sizeof(int));
}

static void collect(struct dlx_problem *pb, int jobs, uint64_t limit, struct seen *seen,
                    struct dlx_stats *stats)
{
	seen->count = 0;
	seen->overlapped = false;
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = jobs;
	opt.solution_limit = limit;
	opt.on_solution = on_solution;
	opt.user = seen;
	cr_assert_eq(dlx_search(pb, &opt, stats), 0);
	cr_assert_not(seen->overlapped, "two solution callbacks ran at once");
	seen_row_order = seen->width;
	qsort(seen->options, (size_t)seen->count, (size_t)seen->width * sizeof(int), compare_rows);
}

Test(dlx_jobs, every_solution_comes_exactly_once)
{
	for (int n = 6; n <= 9; n++) {
		struct dlx_problem *pb = queens_problem(n, false);
		struct seen one = {.capacity = 400, .width = n}, more = {.capacity = 400, .width = n};
		one.options = malloc((size_t)one.capacity * (size_t)n * sizeof(int));
		more.options = malloc((size_t)more.capacity * (size_t)n * sizeof(int));
		struct dlx_stats stats;
		collect(pb, 1, 0, &one, &stats);
		cr_assert_eq((uint64_t)one.count, queens_counts[n]);
		for (int jobs = 2; jobs <= 3; jobs++) {
			collect(pb, jobs, 0, &more, &stats);
			cr_assert_eq(more.count, one.count, "n %d, jobs %d", n, jobs);
			cr_assert_eq(stats.solutions, queens_counts[n]);
			cr_assert_eq(memcmp(more.options, one.options,
			                    (size_t)one.count * (size_t)n * sizeof(int)), 0,
			             "n %d, jobs %d: the same solutions, each once", n, jobs);
			for (int s = 1; s < more.count; s++)
				cr_assert_neq(memcmp(more.options + (size_t)s * (size_t)n,
				                     more.options + (size_t)(s - 1) * (size_t)n,
				                     (size_t)n * sizeof(int)), 0, "a solution twice");
		}
		free(one.options);
		free(more.options);
		dlx_problem_destroy(pb);
	}
}

Test(dlx_jobs, limits_and_callbacks_stop_every_thread)
{
	struct dlx_problem *pb = queens_problem(10, false);
	struct seen seen = {.capacity = 800, .width = 10};
	seen.options = malloc((size_t)seen.capacity * 10 * sizeof(int));
	struct dlx_stats stats;
	for (uint64_t limit = 1; limit <= 724; limit += 181) {
		collect(pb, 3, limit, &seen, &stats);
		cr_assert_eq((uint64_t)seen.count, limit, "exactly the limit's calls");
		cr_assert_eq(stats.solutions, limit);
		cr_assert_eq(stats.stop, DLX_STOP_SOLUTIONS);
	}
	seen.stop_at = 5;
	collect(pb, 3, 0, &seen, &stats);
	cr_assert_eq(seen.count, 5, "no call after the one that stopped");
	cr_assert_eq(stats.stop, DLX_STOP_CALLBACK);
	cr_assert_eq(dlx_problem_check(pb), 0);
	free(seen.options);
	dlx_problem_destroy(pb);
}

static int progress_calls;

static int on_progress(void *user, const struct dlx_stats *stats, int level, const int *position,
                       const int *branches)
{
	(void)user, (void)position, (void)branches;
	cr_assert_eq(level, 0, "the threads share the work: no part is done whole");
	cr_assert(stats->explored > 0 && stats->explored <= 1, "explored %g", stats->explored);
	cr_assert_gt(stats->nodes, 0);
	return ++progress_calls == 3; /* the third call stops */
}

Test(dlx_jobs, node_limit_and_progress)
{
	struct dlx_problem *pb = queens_problem(12, false);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = 2;
	opt.node_limit = 100000;
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_NODES);
	cr_assert_geq(stats.nodes, 100000);
	cr_assert_lt(stats.nodes, 100000 + 2 * (1 << 15), "within a poll of each thread");
	dlx_search_options_init(&opt);
	opt.jobs = 3;
	opt.on_progress = on_progress;
	opt.progress_interval = 20000;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(progress_calls, 3);
	cr_assert_eq(stats.stop, DLX_STOP_CALLBACK);
	dlx_problem_destroy(pb);
}

/* The reference loop's parts come from its own walk, whose figures make up the rest. */
Test(dlx_jobs, knuth_counts_add_up_to_one_search)
{
	struct dlx_problem *pb = queens_problem(9, false);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.knuth_counts = true;
	for (int order = DLX_ORDER_MRV; order <= DLX_ORDER_FIRST; order++) {
		opt.order = (enum dlx_order)order;
		opt.jobs = 1;
		struct dlx_stats one, three;
		cr_assert_eq(dlx_search(pb, &opt, &one), 0);
		opt.jobs = 3;
		cr_assert_eq(dlx_search(pb, &opt, &three), 0);
		cr_assert_eq(one.solutions, 352, "published count");
		cr_assert_eq(three.solutions, one.solutions);
		cr_assert_eq(three.nodes, one.nodes, "order %d", order);
		cr_assert_eq(three.updates, one.updates, "order %d", order);
		cr_assert_eq(three.mems, one.mems, "order %d", order);
		cr_assert_gt(one.mems, 0);
	}
	struct dlx_parts *fast = dlx_parts_create();
	cr_assert_eq(dlx_parts_walk(fast, pb, 2), 0);
	opt.order = DLX_ORDER_MRV;
	cr_assert_eq(dlx_search_parts(pb, fast, &opt, NULL, NULL), DLX_EINVAL,
	             "the fast loop's parts are not the reference loop's");
	opt.knuth_counts = false;
	cr_assert_eq(dlx_parts_reference(fast, DLX_ORDER_MRV), 0);
	cr_assert_eq(dlx_parts_walk(fast, pb, 2), 0);
	cr_assert_eq(dlx_search_parts(pb, fast, &opt, NULL, NULL), DLX_EINVAL, "and the other way round");
	dlx_parts_destroy(fast);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

Test(dlx_jobs, search_parts_reports_each_thread)
{
	struct dlx_problem *pb = queens_problem(10, false);
	struct dlx_parts *parts = dlx_parts_create();
	cr_assert_eq(dlx_parts_walk(parts, pb, 2), 0);
	uint64_t above;
	cr_assert_eq(dlx_parts_depth(parts, &above), 2);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = 3;
	struct dlx_thread_stats threads[3];
	struct dlx_stats stats, whole;
	int started = dlx_search_parts(pb, parts, &opt, &stats, threads);
	cr_assert(started >= 1 && started <= 3);
	cr_assert_eq(stats.solutions, 724);
	count(pb, 1, 0, &whole);
	cr_assert_eq(stats.nodes, whole.nodes);
	uint64_t nodes = above, solutions = 0;
	for (int t = 0; t < started; t++) {
		nodes += threads[t].nodes;
		solutions += threads[t].solutions;
	}
	cr_assert_eq(nodes, whole.nodes);
	cr_assert_eq(solutions, 724);
	/* one part of three: the three add up */
	uint64_t sum = 0;
	for (int part = 1; part <= 3; part++) {
		cr_assert_eq(dlx_parts_walk(parts, pb, 2), 0);
		cr_assert_eq(dlx_parts_keep(parts, part, 3), 0);
		cr_assert_eq(dlx_parts_depth(parts, NULL), 2);
		cr_assert_geq(dlx_search_parts(pb, parts, &opt, &stats, NULL), 1);
		sum += stats.solutions;
	}
	cr_assert_eq(sum, 724);
	dlx_parts_destroy(parts);
	dlx_problem_destroy(pb);
}
