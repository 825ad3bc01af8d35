/*
 * threads_jobs.c - one search with several threads of the library
 * (options->jobs), as plain C printing TAP so that ThreadSanitizer can run
 * it (Criterion's runner does not start under TSan).
 *
 * Counts of n queens (n = 4 .. 11, OEIS A000170) and of domino tilings
 * (A004003) with 2, 3 and 4 threads, memo on and off; solutions through
 * on_solution and progress through on_progress, whose callbacks write
 * plain (not atomic) variables: the library runs one callback at a time,
 * and TSan would report a race if two ever overlapped; a solution limit
 * met exactly; the k cheapest with threads equal to one thread's; the
 * same on bitsets (whole parts per thread), nodes equal to one thread's; a
 * search with a checkpoint stopped every few parts and resumed, whose
 * on_part callback writes the checkpoint's text into a plain buffer as the
 * command stores its file, counting 10 queens as one search does.
 */
#include "dlx.h"
#include "tilings.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures, tests;

static void ok(bool pass, const char *what)
{
	tests++;
	failures += !pass;
	printf("%s %d - %s\n", pass ? "ok" : "not ok", tests, what);
}

/* n queens: option r*n + c covers row r, column c and its two diagonals (secondary). */
static struct dlx_problem *queens(int n)
{
	struct dlx_problem *pb = dlx_problem_create(2 * n, 2 * (2 * n - 1));
	for (int r = 0; pb && r < n; r++)
		for (int c = 0; c < n; c++) {
			int items[4] = {r, n + c, 2 * n + r + c, 2 * n + (2 * n - 1) + (r - c + n - 1)};
			dlx_add_option(pb, items, NULL, 4);
		}
	return pb;
}

static const uint64_t published[] = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680};

static uint64_t count(struct dlx_problem *pb, int jobs, size_t memo_bytes)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = jobs;
	opt.memo_bytes = memo_bytes;
	struct dlx_stats stats;
	if (dlx_search(pb, &opt, &stats) != 0 || stats.stop != DLX_STOP_EXHAUSTED)
		return UINT64_MAX;
	return stats.solutions;
}

static void queens_counts(void)
{
	for (int n = 4; n <= 11; n++) {
		struct dlx_problem *pb = queens(n);
		bool pass = pb != NULL;
		for (int jobs = 2; pass && jobs <= 4; jobs++)
			pass = count(pb, jobs, 0) == published[n] && count(pb, jobs, 1 << 22) == published[n];
		char what[80];
		snprintf(what, sizeof what, "%d queens with 2, 3 and 4 threads, memo on and off", n);
		ok(pass && dlx_problem_check(pb) == 0, what);
		dlx_problem_destroy(pb);
	}
}

static void tilings_counts(void)
{
	struct dlx_problem *pb = tilings_problem(6, 8, 0, false, false);
	bool pass = pb != NULL;
	for (int jobs = 2; pass && jobs <= 4; jobs++)
		pass = count(pb, jobs, 1 << 24) == 167089;
	ok(pass, "6 x 8 domino tilings with 2, 3 and 4 threads and the shared memo");
	dlx_problem_destroy(pb);
}

/* Written by the callbacks without atomics: the library serialises them. */
struct plain {
	uint64_t solutions, progress_calls, last_nodes, last_solutions;
	double last_explored;
	bool bad;
	int n;
};

static int on_solution(void *user, const int *options, int count)
{
	struct plain *p = user;
	p->solutions++;
	p->bad |= count != p->n;
	for (int k = 0; k < count; k++)
		p->bad |= options[k] < 0 || options[k] >= p->n * p->n;
	return 0;
}

static int on_progress(void *user, const struct dlx_stats *stats, int level, const int *position,
                       const int *branches)
{
	struct plain *p = user;
	p->progress_calls++;
	(void)position, (void)branches;
	p->bad |= level != 0 || stats->explored <= 0 || stats->explored > 1 ||
	          stats->solutions < p->last_solutions;
	p->last_nodes = stats->nodes;
	p->last_solutions = stats->solutions;
	p->last_explored = stats->explored;
	return 0;
}

static void callbacks(void)
{
	struct dlx_problem *pb = queens(10);
	struct plain p = {.n = 10};
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = 4;
	opt.on_solution = on_solution;
	opt.on_progress = on_progress;
	opt.progress_interval = 5000;
	opt.user = &p;
	struct dlx_stats stats;
	int code = dlx_search(pb, &opt, &stats);
	ok(code == 0 && p.solutions == 724 && stats.solutions == 724 && !p.bad,
	   "every solution once through on_solution, one call at a time");
	struct dlx_problem *big = queens(12);
	p = (struct plain){.n = 12};
	opt.on_solution = NULL;
	code = dlx_search(big, &opt, &stats);
	ok(code == 0 && stats.solutions == 14200 && p.progress_calls > 0 &&
	   p.last_nodes <= stats.nodes && !p.bad, "progress from the threads, one call at a time");
	ok(p.last_solutions > 0 && p.last_solutions <= 14200 && p.last_explored > 0.5,
	   "the last progress call counts the threads' solutions so far and most of the tree");
	dlx_problem_destroy(big);
	p = (struct plain){.n = 10};
	opt.on_solution = on_solution;
	opt.on_progress = NULL;
	opt.solution_limit = 100;
	code = dlx_search(pb, &opt, &stats);
	ok(code == 0 && p.solutions == 100 && stats.solutions == 100 &&
	   stats.stop == DLX_STOP_SOLUTIONS, "a solution limit met exactly");
	dlx_problem_destroy(pb);
}

/* Dominoes on 6 x 6 with costs: the cheapest tilings with threads and without. */
static void best(void)
{
	struct dlx_problem *pb = tilings_problem(6, 6, 0, false, false);
	for (int o = 0; pb && o < dlx_option_count(pb); o++)
		dlx_set_cost(pb, o, (o * 7919) % 13);
	struct dlx_best *one = dlx_best_create(20), *more = dlx_best_create(20);
	bool pass = pb && one && more && dlx_search_best(pb, one, NULL, NULL) == 0;
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	for (int jobs = 2; pass && jobs <= 4; jobs++) {
		opt.jobs = jobs;
		dlx_best_clear(more);
		pass = dlx_search_best(pb, more, &opt, NULL) == 0 &&
		       dlx_best_count(more) == dlx_best_count(one);
		for (int r = 0; pass && r < dlx_best_count(one); r++) {
			const int *a, *b;
			int length = dlx_best_options(one, r, &a);
			pass = dlx_best_cost(one, r) == dlx_best_cost(more, r) &&
			       dlx_best_options(more, r, &b) == length &&
			       memcmp(a, b, (size_t)length * sizeof *a) == 0;
		}
	}
	ok(pass, "the 20 cheapest tilings with 2, 3 and 4 threads are one thread's");
	dlx_best_destroy(one);
	dlx_best_destroy(more);
	dlx_problem_destroy(pb);
}

/* The search on bitsets, whose threads take whole parts: counts, nodes, callbacks, a limit. */
static void bits_threads(void)
{
	for (int n = 4; n <= 11; n++) {
		struct dlx_problem *pb = queens(n);
		struct dlx_search_options opt;
		dlx_search_options_init(&opt);
		opt.algorithm = DLX_ALGORITHM_BITS;
		struct dlx_stats one, many;
		bool pass = pb && dlx_search(pb, &opt, &one) == 0 && one.solutions == published[n];
		for (int jobs = 2; pass && jobs <= 4; jobs++) {
			opt.jobs = jobs;
			pass = dlx_search(pb, &opt, &many) == 0 && many.solutions == published[n] &&
			       many.nodes == one.nodes;
		}
		char what[80];
		snprintf(what, sizeof what, "%d queens on bitsets, 2 to 4 threads: one thread's nodes", n);
		ok(pass, what);
		dlx_problem_destroy(pb);
	}
	struct dlx_problem *pb = queens(10);
	struct plain p = {.n = 10};
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.algorithm = DLX_ALGORITHM_BITS;
	opt.jobs = 4;
	opt.on_solution = on_solution;
	opt.user = &p;
	struct dlx_stats stats;
	bool pass = dlx_search(pb, &opt, &stats) == 0 && stats.solutions == 724 && p.solutions == 724;
	ok(pass && !p.bad, "10 queens on bitsets, 4 threads: 724 whole solutions");
	p = (struct plain){.n = 10};
	opt.solution_limit = 100;
	pass = dlx_search(pb, &opt, &stats) == 0 && stats.solutions == 100 && p.solutions == 100;
	ok(pass && stats.stop == DLX_STOP_SOLUTIONS, "10 queens on bitsets, 4 threads: a limit of 100 met exactly");
	dlx_problem_destroy(pb);
}

/* ---- A checkpoint kept by threads ---- */

struct keeping {
	char text[1 << 14];
	size_t length;
	int parts_left;
	int calls; /* plain: on_part and on_progress are never called at once */
};

static int append_text(void *user, const char *piece, size_t length)
{
	struct keeping *k = user;
	if (k->length + length >= sizeof k->text)
		return -1;
	memcpy(k->text + k->length, piece, length);
	k->length += length;
	return 0;
}

/* Writes the checkpoint's text, as the dlx command stores it; stops after a few parts. */
static int keep_part(void *user, const struct dlx_checkpoint *checkpoint, int part)
{
	(void)part;
	struct keeping *k = user;
	k->calls++;
	k->length = 0;
	if (dlx_checkpoint_write(checkpoint, append_text, k) != 0)
		return 1;
	return --k->parts_left <= 0;
}

static int watch_progress(void *user, const struct dlx_stats *stats, int level,
                          const int *position, const int *branches)
{
	(void)stats, (void)level, (void)position, (void)branches;
	struct keeping *k = user;
	k->calls++;
	return 0;
}

/* Counts pb in parts at depth 2 with 3 threads, stopped every 7 parts and resumed from the text. */
static bool count_resumed(struct dlx_problem *pb, struct dlx_stats *stats)
{
	struct dlx_parts *parts = dlx_parts_create();
	struct keeping *k = calloc(1, sizeof *k);
	struct dlx_checkpoint_identity identity;
	bool good = parts && k && dlx_parts_walk(parts, pb, 2) == 0;
	dlx_checkpoint_identify(&identity, pb, parts, NULL);
	struct dlx_checkpoint *checkpoint = good ? dlx_checkpoint_create(&identity) : NULL;
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = 3;
	opt.user = k;
	opt.on_progress = watch_progress;
	opt.progress_interval = 1000;
	for (int round = 0; checkpoint && round <= dlx_parts_count(parts); round++) {
		k->parts_left = 7;
		good = dlx_search_checkpoint(pb, parts, checkpoint, keep_part, &opt, stats, NULL) >= 1;
		struct dlx_checkpoint_error error;
		dlx_checkpoint_destroy(checkpoint);
		checkpoint = NULL;
		if (!good || stats->stop == DLX_STOP_EXHAUSTED ||
		    dlx_checkpoint_read(k->text, k->length, &checkpoint, &error) != 0)
			break;
	}
	good = good && stats->stop == DLX_STOP_EXHAUSTED && k->calls > 0;
	dlx_checkpoint_destroy(checkpoint);
	dlx_parts_destroy(parts);
	free(k);
	return good;
}

static void checkpoint_resumed(void)
{
	struct dlx_problem *pb = queens(10);
	struct dlx_stats whole, resumed;
	bool pass = pb && dlx_search(pb, NULL, &whole) == 0 && count_resumed(pb, &resumed);
	ok(pass && resumed.solutions == published[10] && resumed.nodes == whole.nodes,
	   "10 queens stopped every 7 parts and resumed with 3 threads: 724, the nodes of one search");
	dlx_problem_destroy(pb);
}

int main(void)
{
	queens_counts();
	tilings_counts();
	callbacks();
	best();
	bits_threads();
	checkpoint_resumed();
	printf("1..%d\n", tests);
	return failures ? 1 : 0;
}
