/*
 * threads_prefix.c - clones of one problem searched side by side, for
 * ThreadSanitizer: Criterion's runner does not start under TSan, so this
 * test is plain C printing TAP. Four threads take the prefixes of n queens
 * (n = 4 .. 11) from a shared counter, each searching its own clone; the
 * sums must be the published counts (OEIS A000170).
 */
#include "dlx.h"
#include "queens.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { THREADS = 4, MAX_PREFIXES = 4096, DEPTH = 3 };


struct job {
	struct dlx_problem *original;
	int count;
	int lengths[MAX_PREFIXES];
	int options[MAX_PREFIXES][DEPTH];
	atomic_int next;
	atomic_uint_fast64_t solutions;
	atomic_int errors;
};

static int keep(void *user, const int *options, int count)
{
	struct job *job = user;
	if (job->count == MAX_PREFIXES)
		return 1;
	memcpy(job->options[job->count], options, (size_t)count * sizeof *options);
	job->lengths[job->count++] = count;
	return 0;
}

static void *work(void *arg)
{
	struct job *job = arg;
	struct dlx_problem *mine = dlx_problem_clone(job->original);
	if (!mine) {
		atomic_fetch_add(&job->errors, 1);
		return NULL;
	}
	for (int k; (k = atomic_fetch_add(&job->next, 1)) < job->count;) {
		struct dlx_stats stats;
		if (dlx_search_prefix(mine, job->options[k], job->lengths[k], NULL, &stats) != 0)
			atomic_fetch_add(&job->errors, 1);
		atomic_fetch_add(&job->solutions, stats.solutions);
	}
	dlx_problem_destroy(mine);
	return NULL;
}

/* Searches n queens with THREADS threads; the number of solutions, or -1 on an error. */
static long long count_in_threads(int n)
{
	struct job *job = calloc(1, sizeof *job);
	long long result = -1;
	if (job && (job->original = queens_problem(n, false)) &&
	    dlx_prefixes(job->original, DEPTH, keep, job, NULL) == 0) {
		pthread_t threads[THREADS];
		int started = 0;
		while (started < THREADS && pthread_create(&threads[started], NULL, work, job) == 0)
			started++;
		for (int t = 0; t < started; t++)
			pthread_join(threads[t], NULL);
		if (started == THREADS && atomic_load(&job->errors) == 0)
			result = (long long)atomic_load(&job->solutions);
	}
	if (job)
		dlx_problem_destroy(job->original);
	free(job);
	return result;
}

int main(void)
{
	static const long long published[] = {2, 10, 4, 40, 92, 352, 724, 2680};
	int failed = 0, tests = 0;
	for (int n = 4; n <= 11; n++) {
		long long got = count_in_threads(n), want = published[n - 4];
		bool ok = got == want;
		failed += !ok;
		printf("%s %d - %d queens in %d threads: %lld (published %lld)\n", ok ? "ok" : "not ok",
		       ++tests, n, THREADS, got, want);
	}
	printf("1..%d\n", tests);
	return failed != 0;
}
