/*
 * test_dlx_interrupt.c - the stop object (dlx_interrupt): a stop requested
 * from another thread 50 ms into a search that would take hours ends it
 * well within a second, for every kind of search (the count alone, with
 * the memo, with jobs, with bounds, the k cheapest), with
 * DLX_STOP_REQUESTED in the statistics and the problem restored: its
 * links check, and a search afterwards counts right.
 *
 * The problem is two boards of queens side by side, 8 and 16, sharing no
 * item, so its solutions are the pairs of a solution of each: 92 times
 * 14,772,512 (OEIS A000170), far too many to count here. Once every
 * option of the large board is excluded but the 16 of one solution, what
 * is left is the 8 queens alone, whose 92 solutions a correct restore
 * must give again.
 */
#include "dlx.h"

#include <criterion/criterion.h>
#include <pthread.h>
#include <time.h>

enum { SMALL = 8, LARGE = 16, SMALL_COUNT = 92, REQUEST_MS = 50 };

/* Adds an n x n board: rows and columns from item `primary`, diagonals from `secondary`. */
static void add_board(struct dlx_problem *pb, int n, int primary, int secondary)
{
	for (int r = 0; r < n; r++)
		for (int c = 0; c < n; c++) {
			int items[4] = {primary + r, primary + n + c, secondary + r + c,
			                secondary + 2 * n - 1 + r - c + n - 1};
			cr_assert_geq(dlx_add_option(pb, items, NULL, 4), 0);
		}
}

/*
 * The 8 and the 16 queens; with `bounded`, one more primary item that
 * takes 0 to 26 of its 26 options of its own (2**26 ways more), searched
 * by Algorithm M.
 */
static struct dlx_problem *two_boards(bool bounded)
{
	int primary = 2 * SMALL + 2 * LARGE + bounded;
	struct dlx_problem *pb = dlx_problem_create(primary, 2 * (2 * SMALL - 1) + 2 * (2 * LARGE - 1));
	cr_assert_not_null(pb);
	add_board(pb, SMALL, 0, primary);
	add_board(pb, LARGE, 2 * SMALL, primary + 2 * (2 * SMALL - 1));
	if (bounded) {
		int x = primary - 1;
		for (int k = 0; k < 26; k++)
			cr_assert_geq(dlx_add_option(pb, &x, NULL, 1), 0);
		cr_assert_eq(dlx_set_bounds(pb, x, 0, 26), 0);
	}
	return pb;
}

static double seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

struct later {
	struct dlx_interrupt *stop;
	double at; /* when the request was made */
};

static void *request_later(void *arg)
{
	struct later *later = arg;
	struct timespec wait = {0, REQUEST_MS * 1000000L};
	nanosleep(&wait, NULL);
	later->at = seconds();
	dlx_interrupt_request(later->stop);
	return NULL;
}

/* What one test searches: dlx_search, or with k > 0 dlx_search_best. */
struct call {
	int jobs;
	size_t memo_bytes;
	int k;
};

static int search(struct dlx_problem *pb, const struct call *call, struct dlx_interrupt *stop,
                  struct dlx_stats *stats)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = call->jobs;
	opt.memo_bytes = call->memo_bytes;
	opt.interrupt = stop;
	if (!call->k)
		return dlx_search(pb, &opt, stats);
	struct dlx_best *best = dlx_best_create(call->k);
	cr_assert_not_null(best);
	int code = dlx_search_best(pb, best, &opt, stats);
	dlx_best_destroy(best);
	return code;
}

/* The first solution found. */
struct first {
	int options[2 * (SMALL + LARGE) + 1];
	int count;
};

static int take_first(void *user, const int *options, int count)
{
	struct first *first = user;
	cr_assert_leq(count, (int)(sizeof first->options / sizeof first->options[0]));
	for (int k = 0; k < count; k++)
		first->options[k] = options[k];
	first->count = count;
	return 1;
}

static bool holds(const struct first *first, int option)
{
	for (int k = 0; k < first->count; k++)
		if (first->options[k] == option)
			return true;
	return false;
}

/*
 * After the stop: the links check, and with every option of the large
 * board excluded but those of one of its solutions, the 8 queens' 92
 * solutions are left (times 27 with bounds: the extra item, now 0:1, takes
 * none or one of its 26 options).
 */
static void expect_small_count(struct dlx_problem *pb, bool bounded)
{
	cr_assert_eq(dlx_problem_check(pb), 0, "the links are as before the search");
	if (bounded)
		cr_assert_eq(dlx_set_bounds(pb, 2 * SMALL + 2 * LARGE, 0, 1), 0);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	struct first first = {.count = 0};
	opt.solution_limit = 1;
	opt.on_solution = take_first;
	opt.user = &first;
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.solutions, 1);
	for (int o = SMALL * SMALL; o < SMALL * SMALL + LARGE * LARGE; o++)
		if (!holds(&first, o))
			cr_assert_eq(dlx_exclude(pb, o), 0);
	dlx_search_options_init(&opt);
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_expect_eq(stats.solutions, bounded ? SMALL_COUNT * 27 : SMALL_COUNT);
	cr_expect_eq(stats.stop, DLX_STOP_EXHAUSTED);
	dlx_release_all(pb);
	cr_assert_eq(dlx_problem_check(pb), 0);
}

/* Runs `call` with a stop requested 50 ms in: it must end well within a second. */
static void expect_stopped(bool bounded, struct call call)
{
	struct dlx_problem *pb = two_boards(bounded);
	struct later later = {.stop = dlx_interrupt_create()};
	cr_assert_not_null(later.stop);
	pthread_t thread;
	cr_assert_eq(pthread_create(&thread, NULL, request_later, &later), 0);
	struct dlx_stats stats;
	int code = search(pb, &call, later.stop, &stats);
	double end = seconds();
	pthread_join(thread, NULL);
	cr_assert_eq(code, 0);
	cr_expect_lt(end - later.at, 0.5, "the search ended %.3f s after the request", end - later.at);
	cr_expect_eq(stats.stop, DLX_STOP_REQUESTED);
	cr_expect_gt(stats.nodes, 0);
	expect_small_count(pb, bounded);
	dlx_interrupt_destroy(later.stop);
	dlx_problem_destroy(pb);
}

Test(dlx_interrupt, stops_a_count_on_one_thread)
{
	expect_stopped(false, (struct call){0});
}

Test(dlx_interrupt, stops_a_count_with_two_threads)
{
	expect_stopped(false, (struct call){.jobs = 2});
}

Test(dlx_interrupt, stops_a_count_with_the_memo)
{
	expect_stopped(false, (struct call){.memo_bytes = 64u << 20});
	expect_stopped(false, (struct call){.jobs = 2, .memo_bytes = 64u << 20});
}

Test(dlx_interrupt, stops_algorithm_m)
{
	expect_stopped(true, (struct call){0});
	expect_stopped(true, (struct call){.jobs = 2});
}

Test(dlx_interrupt, stops_the_k_cheapest)
{
	expect_stopped(false, (struct call){.k = 3});
	expect_stopped(false, (struct call){.k = 3, .jobs = 2});
	expect_stopped(true, (struct call){.k = 3});
}

/* A request made before the call: every search returns at its first check. */
Test(dlx_interrupt, a_stop_requested_before_ends_the_search_at_once)
{
	struct dlx_interrupt *stop = dlx_interrupt_create();
	cr_assert_not_null(stop);
	cr_expect_not(dlx_interrupt_requested(stop));
	dlx_interrupt_request(stop);
	cr_expect(dlx_interrupt_requested(stop));
	const struct call calls[] = {{0}, {.jobs = 2}, {.memo_bytes = 1u << 20}, {.k = 3}, {.k = 3, .jobs = 2}};
	for (int bounded = 0; bounded < 2; bounded++)
		for (size_t c = 0; c < sizeof calls / sizeof calls[0]; c++) {
			struct dlx_problem *pb = two_boards(bounded);
			struct dlx_stats stats;
			double start = seconds();
			cr_assert_eq(search(pb, &calls[c], stop, &stats), 0);
			cr_expect_lt(seconds() - start, 0.2, "call %zu, bounded %d", c, bounded);
			cr_expect_eq(stats.stop, DLX_STOP_REQUESTED, "call %zu, bounded %d", c, bounded);
			cr_expect_eq(dlx_problem_check(pb), 0);
			dlx_problem_destroy(pb);
		}
	dlx_interrupt_reset(stop);
	cr_expect_not(dlx_interrupt_requested(stop));
	dlx_interrupt_destroy(stop);
}

/* The parts of a split search honour it too: a prefix, and a pool's thread. */
Test(dlx_interrupt, stops_a_prefix_and_a_pool)
{
	struct dlx_problem *pb = two_boards(false);
	struct dlx_interrupt *stop = dlx_interrupt_create();
	cr_assert_not_null(stop);
	dlx_interrupt_request(stop);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.interrupt = stop;
	struct dlx_stats stats;
	int first = 0;
	cr_assert_eq(dlx_search_prefix(pb, &first, 1, &opt, &stats), 0);
	cr_expect_eq(stats.stop, DLX_STOP_REQUESTED);
	struct dlx_share *pool = dlx_share_create();
	cr_assert_not_null(pool);
	cr_assert_eq(dlx_share_add(pool, NULL, 0), 0);
	cr_assert_geq(dlx_search_shared(pb, pool, &opt, &stats), 0);
	cr_expect_eq(stats.stop, DLX_STOP_REQUESTED);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_share_destroy(pool);
	dlx_interrupt_destroy(stop);
	dlx_problem_destroy(pb);
}
