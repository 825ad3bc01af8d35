/*
 * test_dlx_share.c - threads sharing one search through a pool of work
 * (dlx_search_shared): the counts and nodes of one undivided search, with
 * colours (against the undivided search, itself checked in test_dlx_prefix.c), with a pool seeded by a cut, searched again in rounds, and stopped by a limit. The TAP test
 * threads_share.c runs the threaded counts and the balance check under
 * ThreadSanitizer as well.
 */
#include "dlx.h"
#include "queens.h"
#include "tilings.h"

#include <criterion/criterion.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

enum { THREADS = 3 };

struct worker {
	struct dlx_problem *pb;
	struct dlx_share *pool;
	const struct dlx_search_options *options;
	struct dlx_stats stats;
	int parts;
	pthread_t thread;
};

static void *work(void *arg)
{
	struct worker *w = arg;
	w->parts = dlx_search_shared(w->pb, w->pool, w->options, &w->stats);
	return NULL;
}

/* Runs `threads` threads on clones of pb over the pool; the sums of their statistics. */
static struct dlx_stats share(struct dlx_problem *pb, struct dlx_share *pool, int threads,
                              const struct dlx_search_options *options, struct worker *workers)
{
	struct dlx_stats sum = {0};
	for (int t = 0; t < threads; t++) {
		workers[t] = (struct worker){.pb = dlx_problem_clone(pb), .pool = pool, .options = options};
		cr_assert_not_null(workers[t].pb);
		cr_assert_eq(pthread_create(&workers[t].thread, NULL, work, &workers[t]), 0);
	}
	for (int t = 0; t < threads; t++) {
		pthread_join(workers[t].thread, NULL);
		cr_assert_geq(workers[t].parts, 0);
		sum.solutions += workers[t].stats.solutions;
		sum.nodes += workers[t].stats.nodes;
		dlx_problem_destroy(workers[t].pb);
	}
	return sum;
}


/* queens.h's problem, which the test needs built. */
static struct dlx_problem *queens(int n, bool coloured)
{
	struct dlx_problem *pb = queens_problem(n, coloured);
	cr_assert_not_null(pb, "%d queens: out of memory", n);
	return pb;
}

Test(dlx_share, colours_in_turns_count_and_visit_as_one_search)
{
	struct dlx_problem *pb = queens(9, true);
	struct dlx_stats one;
	cr_assert_eq(dlx_search(pb, NULL, &one), 0);
	cr_assert_gt(one.nodes, 20000, "big enough to give work away (%llu nodes)",
	             (unsigned long long)one.nodes);
	struct dlx_share *pool = dlx_share_create_in_turns(2);
	cr_assert_eq(dlx_share_add(pool, NULL, 0), 0);
	struct worker workers[2];
	struct dlx_stats sum = share(pb, pool, 2, NULL, workers);
	cr_expect_eq(sum.solutions, one.solutions);
	cr_expect_eq(sum.nodes, one.nodes, "every node once: %llu against %llu",
	             (unsigned long long)sum.nodes, (unsigned long long)one.nodes);
	cr_expect_gt(workers[0].parts + workers[1].parts, 2, "work was given away");
	dlx_share_destroy(pool);
	dlx_problem_destroy(pb);
}

static int add_part(void *user, const int *options, int count)
{
	return dlx_share_add(user, options, count) != 0;
}

Test(dlx_share, a_pool_seeded_by_a_cut_adds_up_with_the_walk)
{
	struct dlx_problem *pb = queens(12, false);
	struct dlx_stats one;
	cr_assert_eq(dlx_search(pb, NULL, &one), 0);
	cr_assert_eq(one.solutions, 14200, "OEIS A000170");
	struct dlx_share *pool = dlx_share_create();
	uint64_t walk = 0;
	cr_assert_eq(dlx_prefixes(pb, 2, add_part, pool, &walk), 0);
	struct worker workers[THREADS];
	struct dlx_stats sum = share(pb, pool, THREADS, NULL, workers);
	cr_expect_eq(sum.solutions, 14200);
	cr_expect_eq(sum.nodes + walk, one.nodes);
	dlx_share_destroy(pool);
	dlx_problem_destroy(pb);
}

/* The prefixes of a cut, kept to be added to a pool later. */
struct cut {
	int options[4096];
	int start[512], length[512];
	int count, used;
};

static int keep_part(void *user, const int *options, int count)
{
	struct cut *cut = user;
	if (cut->count == 512 || cut->used + count > 4096)
		return 1;
	for (int k = 0; k < count; k++)
		cut->options[cut->used + k] = options[k];
	cut->start[cut->count] = cut->used;
	cut->length[cut->count++] = count;
	cut->used += count;
	return 0;
}

static void add_parts(struct dlx_share *pool, const struct cut *cut, int first, int end)
{
	for (int k = first; k < end; k++)
		cr_assert_eq(dlx_share_add(pool, cut->options + cut->start[k], cut->length[k]), 0);
}

Test(dlx_share, a_pool_searched_again_counts_each_round)
{
	struct dlx_problem *pb = queens(12, false);
	struct dlx_stats one;
	cr_assert_eq(dlx_search(pb, NULL, &one), 0);
	static struct cut cut;
	uint64_t walk = 0;
	cr_assert_eq(dlx_prefixes(pb, 2, keep_part, &cut, &walk), 0);
	cr_assert_gt(cut.count, 10);
	struct dlx_share *pool = dlx_share_create();
	struct worker workers[THREADS];
	add_parts(pool, &cut, 0, cut.count / 3);
	struct dlx_stats first = share(pb, pool, THREADS, NULL, workers);
	add_parts(pool, &cut, cut.count / 3, cut.count);
	struct dlx_stats second = share(pb, pool, THREADS, NULL, workers);
	cr_expect_gt(first.solutions, 0);
	cr_expect_gt(second.solutions, 0);
	cr_expect_eq(first.solutions + second.solutions, 14200, "OEIS A000170");
	cr_expect_eq(first.nodes + second.nodes + walk, one.nodes);
	dlx_share_destroy(pool);
	dlx_problem_destroy(pb);
}

Test(dlx_share, a_pool_searched_again_keeps_its_memo)
{
	struct dlx_problem *pb = tilings_problem(8, 8, 0, false, false);
	cr_assert_not_null(pb);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.memo_bytes = (size_t)64 << 20;
	struct dlx_share *pool = dlx_share_create();
	struct worker workers[1];
	cr_assert_eq(dlx_share_add(pool, NULL, 0), 0);
	struct dlx_stats first = share(pb, pool, 1, &opt, workers);
	cr_assert_eq(dlx_share_add(pool, NULL, 0), 0);
	struct dlx_stats second = share(pb, pool, 1, &opt, workers);
	/* OEIS A004003: the domino tilings of 8 x 8 */
	cr_expect_eq(first.solutions, 12988816);
	cr_expect_eq(second.solutions, 12988816);
	cr_expect_gt(workers[0].stats.memo_hits, 0);
	cr_expect_lt(second.nodes * 100, first.nodes, "the counts of the first round spare the second: "
	             "%llu nodes against %llu", (unsigned long long)second.nodes,
	             (unsigned long long)first.nodes);
	dlx_share_destroy(pool);
	dlx_problem_destroy(pb);
}

Test(dlx_share, a_limit_in_one_thread_stops_them_all)
{
	struct dlx_problem *pb = queens(12, false);
	struct dlx_share *pool = dlx_share_create();
	cr_assert_eq(dlx_share_add(pool, NULL, 0), 0);
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.solution_limit = 5;
	struct worker workers[THREADS];
	struct dlx_stats sum = share(pb, pool, THREADS, &options, workers);
	cr_expect_geq(sum.solutions, 5);
	cr_expect_leq(sum.solutions, 5 * THREADS, "each thread stops at its limit at the latest");
	bool limit = false;
	for (int t = 0; t < THREADS; t++) {
		limit = limit || workers[t].stats.stop == DLX_STOP_SOLUTIONS;
		cr_expect_neq(workers[t].stats.stop, DLX_STOP_EXHAUSTED, "thread %d", t + 1);
	}
	cr_expect(limit, "one thread reached the limit");
	dlx_share_destroy(pool);
	dlx_problem_destroy(pb);
}

Test(dlx_share, stopped_before_the_search_searches_nothing)
{
	struct dlx_problem *pb = queens(8, false);
	struct dlx_share *pool = dlx_share_create();
	cr_assert_eq(dlx_share_add(pool, NULL, 0), 0);
	dlx_share_stop(pool);
	struct dlx_stats stats;
	cr_expect_eq(dlx_search_shared(pb, pool, NULL, &stats), 0);
	cr_expect_eq(stats.nodes, 0);
	cr_expect_eq(stats.stop, DLX_STOP_CALLBACK);
	dlx_share_destroy(pool);
	dlx_problem_destroy(pb);
}
