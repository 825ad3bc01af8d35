/*
 * threads_share.c - threads sharing one search through a pool of work
 * (dlx_search_shared), as plain C printing TAP so that ThreadSanitizer can
 * run it (Criterion's runner does not start under TSan).
 *
 * Counts: n queens (n = 4 .. 11) with 2, 3 and 4 threads, memo on and off,
 * must give the published counts (OEIS A000170); without the memo every
 * solution handed out must place n queens that do not attack each other
 * (checked here from the option numbers), and the threads' nodes must add
 * up to dlx_search's nodes.
 *
 * The memo the threads share: tilings of a board by dominoes, where many
 * orders of placing them cover the same cells, with 2, 3 and 4 threads
 * must give the published counts (OEIS A004003 and A028469: 6 x 8 has
 * 167,089, 7 x 8 has 1,292,697); boards with a few random cells taken out
 * (6 x 7) and straight trominoes beside the dominoes must give the count of one
 * search without the memo; and a pool that takes turns must give every
 * thread the same nodes on every run, memo and all.
 *
 * Balance, by node counts, not by time: a lopsided tree (n queens behind a
 * chain of forks whose second branch is a dead end, so cutting the tree at
 * any fixed depth above the chain leaves one part with nearly all the
 * nodes) searched by a pool that takes turns, which makes who-searches-what
 * the same on every run. The busiest thread must get at most 60 % of the
 * nodes with 2 threads and at most 35 % with 4.
 */
#include "dlx.h"
#include "tilings.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_THREADS = 4, MAX_N = 16, FORKS = 6 };

static int failures, tests;

static void ok(bool pass, const char *what)
{
	tests++;
	failures += !pass;
	printf("%s %d - %s\n", pass ? "ok" : "not ok", tests, what);
}

/*
 * n queens as exact cover: option r*n + c places a queen at (r, c) and
 * covers row r, column c and its two diagonals (those secondary). With
 * `forks` > 0, fork items come first, each with two options: the fork
 * alone, and the fork with every row, after which no column can be
 * covered. The forks have the fewest options, so the search branches on
 * them first: one big branch, one dead end, `forks` times over.
 */
static struct dlx_problem *queens(int n, int forks)
{
	struct dlx_problem *pb = dlx_problem_create(forks + 2 * n, 2 * (2 * n - 1));
	int items[MAX_N + 1];
	for (int r = 0; pb && r < n; r++)
		for (int c = 0; c < n; c++) {
			int queen[4] = {forks + r, forks + n + c, forks + 2 * n + r + c,
			                forks + 2 * n + (2 * n - 1) + (r - c + n - 1)};
			if (dlx_add_option(pb, queen, NULL, 4) < 0)
				return NULL;
		}
	for (int f = 0; pb && f < forks; f++) {
		items[0] = f;
		for (int r = 0; r < n; r++)
			items[r + 1] = forks + r;
		if (dlx_add_option(pb, items, NULL, 1) < 0 || dlx_add_option(pb, items, NULL, n + 1) < 0)
			return NULL;
	}
	return pb;
}

struct run {
	struct dlx_problem *original;
	struct dlx_share *pool;
	int n;
	struct dlx_search_options options;
	atomic_int bad_solutions, errors;
};

struct worker {
	struct run *run;
	pthread_t thread;
	struct dlx_stats stats;
	int parts;
};

/* Whether the options place n queens in n rows and columns, no two on a diagonal. */
static bool queens_apart(int n, const int *options, int count)
{
	bool row[MAX_N] = {0}, col[MAX_N] = {0}, sum[2 * MAX_N] = {0}, diff[2 * MAX_N] = {0};
	int queens_placed = 0;
	for (int k = 0; k < count; k++) {
		if (options[k] >= n * n)
			continue; /* a fork's own option */
		int r = options[k] / n, c = options[k] % n;
		if (row[r] || col[c] || sum[r + c] || diff[r - c + n - 1])
			return false;
		row[r] = col[c] = sum[r + c] = diff[r - c + n - 1] = true;
		queens_placed++;
	}
	return queens_placed == n;
}

static int check_solution(void *user, const int *options, int count)
{
	struct run *run = user;
	if (!queens_apart(run->n, options, count))
		atomic_fetch_add(&run->bad_solutions, 1);
	return 0;
}

static void *work(void *arg)
{
	struct worker *w = arg;
	struct dlx_problem *mine = dlx_problem_clone(w->run->original);
	w->parts = mine ? dlx_search_shared(mine, w->run->pool, &w->run->options, &w->stats) : -1;
	if (w->parts < 0)
		atomic_fetch_add(&w->run->errors, 1);
	dlx_problem_destroy(mine);
	return NULL;
}

/* Searches with `threads` threads sharing a pool seeded with the whole search. */
static bool search(struct run *run, int threads, struct worker *workers)
{
	if (!run->pool || dlx_share_add(run->pool, NULL, 0) != 0)
		return false;
	for (int t = 0; t < threads; t++) {
		workers[t] = (struct worker){.run = run};
		if (pthread_create(&workers[t].thread, NULL, work, &workers[t]) != 0)
			return false;
	}
	for (int t = 0; t < threads; t++)
		pthread_join(workers[t].thread, NULL);
	return atomic_load(&run->errors) == 0;
}

static const uint64_t published[] = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680}; /* A000170 */

static void counts(int n, int threads, size_t memo_bytes)
{
	struct run run = {.n = n, .original = queens(n, 0), .pool = dlx_share_create()};
	dlx_search_options_init(&run.options);
	run.options.memo_bytes = memo_bytes;
	if (!memo_bytes) { /* the memo counts only where nobody looks at solutions */
		run.options.on_solution = check_solution;
		run.options.user = &run;
	}
	struct worker workers[MAX_THREADS];
	struct dlx_stats one;
	bool searched = run.original && search(&run, threads, workers) &&
	                dlx_search(run.original, &run.options, &one) == 0;
	uint64_t solutions = 0, nodes = 0;
	for (int t = 0; searched && t < threads; t++) {
		solutions += workers[t].stats.solutions;
		nodes += workers[t].stats.nodes;
	}
	char what[160];
	snprintf(what, sizeof what, "%d queens, %d threads, memo %s: %llu solutions (published %llu)", n,
	         threads, memo_bytes ? "on" : "off", (unsigned long long)solutions,
	         (unsigned long long)published[n]);
	ok(searched && solutions == published[n] && atomic_load(&run.bad_solutions) == 0, what);
	if (!memo_bytes) {
		snprintf(what, sizeof what, "%d queens, %d threads: nodes add up to one search's (%llu)", n,
		         threads, (unsigned long long)(searched ? one.nodes : 0));
		ok(searched && nodes == one.nodes, what);
	}
	dlx_share_destroy(run.pool);
	dlx_problem_destroy(run.original);
}

/* The prefixes of a cut at a fixed depth, and the nodes of the largest. */
struct cut {
	int count;
	int options[64][8];
	int length[64];
};

static int keep_prefix(void *user, const int *options, int count)
{
	struct cut *cut = user;
	if (cut->count == 64 || count > 8)
		return 1;
	memcpy(cut->options[cut->count], options, (size_t)count * sizeof *options);
	cut->length[cut->count++] = count;
	return 0;
}

static uint64_t largest_part(struct dlx_problem *pb, int depth)
{
	struct cut cut = {0};
	uint64_t largest = 0;
	if (dlx_prefixes(pb, depth, keep_prefix, &cut, NULL) != 0)
		return 0;
	for (int k = 0; k < cut.count; k++) {
		struct dlx_stats st;
		if (dlx_search_prefix(pb, cut.options[k], cut.length[k], NULL, &st) == 0 && st.nodes > largest)
			largest = st.nodes;
	}
	return largest;
}

static void balance(int n, int threads, double most)
{
	struct run run = {.n = n, .original = queens(n, FORKS), .pool = dlx_share_create_in_turns(threads)};
	dlx_search_options_init(&run.options);
	struct worker workers[MAX_THREADS];
	struct dlx_stats one;
	bool searched = run.original && dlx_search(run.original, NULL, &one) == 0 &&
	                search(&run, threads, workers);
	/* the instance is lopsided: a cut at depth 3 leaves one part nearly everything */
	uint64_t largest = searched ? largest_part(run.original, 3) : 0;
	uint64_t busiest = 0, nodes = 0, solutions = 0;
	for (int t = 0; searched && t < threads; t++) {
		nodes += workers[t].stats.nodes;
		solutions += workers[t].stats.solutions;
		if (workers[t].stats.nodes > busiest)
			busiest = workers[t].stats.nodes;
	}
	char what[200];
	snprintf(what, sizeof what, "lopsided %d queens: a depth-3 cut's largest part has %.1f %% of the nodes",
	         n, searched ? 100.0 * (double)largest / (double)one.nodes : 0.0);
	ok(searched && (double)largest >= 0.95 * (double)one.nodes, what);
	snprintf(what, sizeof what, "lopsided %d queens, %d threads in turns: busiest has %.1f %% "
	         "of the nodes (at most %.0f %%), counts %llu",
	         n, threads, nodes ? 100.0 * (double)busiest / (double)nodes : 0.0, 100 * most,
	         (unsigned long long)solutions);
	ok(searched && nodes == one.nodes && solutions == one.solutions &&
	           (double)busiest <= most * (double)nodes, what);
	dlx_share_destroy(run.pool);
	dlx_problem_destroy(run.original);
}

/* A pool of `threads` threads counting `pb` with the memo: the solutions, or UINT64_MAX. */
static uint64_t count_shared(struct dlx_problem *pb, struct dlx_share *pool, int threads,
                             struct worker *workers)
{
	struct run run = {.original = pb, .pool = pool};
	dlx_search_options_init(&run.options);
	run.options.memo_bytes = (size_t)8 << 20;
	if (!pb || !search(&run, threads, workers))
		return UINT64_MAX;
	uint64_t solutions = 0;
	for (int t = 0; t < threads; t++)
		solutions += workers[t].stats.solutions;
	return solutions;
}

static void shared_memo_counts(int rows, int cols, uint64_t want)
{
	struct dlx_problem *pb = tilings_problem(rows, cols, 0, false, false);
	for (int threads = 2; threads <= MAX_THREADS; threads++) {
		struct worker workers[MAX_THREADS];
		struct dlx_share *pool = dlx_share_create();
		uint64_t got = count_shared(pb, pool, threads, workers), hits = 0;
		for (int t = 0; got != UINT64_MAX && t < threads; t++)
			hits += workers[t].stats.memo_hits;
		char what[160];
		snprintf(what, sizeof what, "%d x %d dominoes, %d threads, one memo: %llu tilings "
		         "(published %llu), %llu memo hits", rows, cols, threads,
		         (unsigned long long)got, (unsigned long long)want, (unsigned long long)hits);
		ok(got == want && hits > 0, what);
		dlx_share_destroy(pool);
	}
	dlx_problem_destroy(pb);
}

/* A small generator of its own, so that the boards are the same everywhere. */
static uint64_t next_random(uint64_t *state)
{
	*state = *state * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
	return *state >> 33;
}

static void shared_memo_random_boards(int boards)
{
	uint64_t state = 2026;
	for (int b = 0; b < boards; b++) {
		uint64_t holes = 0;
		for (int k = 0; k < 3; k++)
			holes |= UINT64_C(1) << (next_random(&state) % 42);
		struct dlx_problem *pb = tilings_problem(6, 7, holes, true, false);
		struct dlx_stats one;
		bool searched = pb && dlx_search(pb, NULL, &one) == 0; /* memo off by default */
		int threads = 2 + b % (MAX_THREADS - 1);
		struct worker workers[MAX_THREADS];
		struct dlx_share *pool = dlx_share_create();
		uint64_t got = searched ? count_shared(pb, pool, threads, workers) : UINT64_MAX;
		char what[160];
		snprintf(what, sizeof what, "6 x 7 board without cells %#llx, dominoes and trominoes, "
		         "%d threads, one memo: %llu tilings as one search without it",
		         (unsigned long long)holes, threads, (unsigned long long)got);
		ok(searched && got == one.solutions, what);
		dlx_share_destroy(pool);
		dlx_problem_destroy(pb);
	}
}

/*
 * Per-thread nodes of a pool in turns counting 6 x 8 dominoes with the memo,
 * fewer first: the turns fix what each turn searches, but which thread
 * takes the first turn is up to the system.
 */
static bool turns_nodes(struct dlx_problem *pb, uint64_t *nodes, uint64_t *solutions)
{
	struct worker workers[2];
	struct dlx_share *pool = dlx_share_create_in_turns(2);
	*solutions = count_shared(pb, pool, 2, workers);
	bool swap = workers[0].stats.nodes > workers[1].stats.nodes;
	for (int t = 0; t < 2; t++)
		nodes[t] = workers[swap ? 1 - t : t].stats.nodes;
	dlx_share_destroy(pool);
	return *solutions != UINT64_MAX;
}

static void shared_memo_in_turns(void)
{
	struct dlx_problem *pb = tilings_problem(6, 8, 0, false, false);
	uint64_t first[2] = {0}, again[2] = {0}, solutions[2] = {0};
	bool searched = pb && turns_nodes(pb, first, &solutions[0]) && turns_nodes(pb, again, &solutions[1]);
	char what[200];
	snprintf(what, sizeof what, "6 x 8 dominoes, 2 threads in turns, one memo: %llu + %llu nodes, "
	         "then %llu + %llu", (unsigned long long)first[0], (unsigned long long)first[1],
	         (unsigned long long)again[0], (unsigned long long)again[1]);
	ok(searched && solutions[0] == 167089 && solutions[1] == 167089 && first[0] == again[0] &&
	           first[1] == again[1], what);
	dlx_problem_destroy(pb);
}

int main(void)
{
	for (int n = 4; n <= 11; n++)
		for (int threads = 2; threads <= MAX_THREADS; threads++) {
			counts(n, threads, 0);
			counts(n, threads, (size_t)1 << 20);
		}
	shared_memo_counts(6, 8, 167089);
	shared_memo_counts(7, 8, 1292697);
	shared_memo_random_boards(6);
	shared_memo_in_turns();
	balance(12, 2, 0.60);
	balance(12, 4, 0.35);
	printf("1..%d\n", tests);
	return failures != 0;
}
