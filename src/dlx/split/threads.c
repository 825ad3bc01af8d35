/*
 * threads.c - starting and joining the threads of a search with jobs
 * (jobs.h). The calling thread works too, so a build without threads
 * (emscripten without pthreads, whose pthread_create always fails) still
 * searches everything, in one thread.
 */
#include "split/jobs.h"

#include <stdlib.h>

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define HAVE_THREADS 0
#else
#define HAVE_THREADS 1
#include <pthread.h>
#endif

int run_threads(int count, void *(*fn)(void *), void *states, size_t stride)
{
	char *state = states;
	int started = 0;
#if HAVE_THREADS
	pthread_t *threads = count > 1 ? malloc((size_t)(count - 1) * sizeof *threads) : NULL;
	while (threads && started < count - 1 &&
	       pthread_create(&threads[started], NULL, fn, state + (size_t)(started + 1) * stride) == 0)
		started++;
#endif
	fn(state);
#if HAVE_THREADS
	for (int t = 0; t < started; t++)
		pthread_join(threads[t], NULL);
	free(threads);
#endif
	return started + 1;
}
