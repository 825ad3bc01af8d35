/*
 * pool.h - the thread pool of the commands' batches of puzzles (batch.c):
 * start a worker thread for each of an array of states, then wait for them
 * all. One search cut into parts runs on the library's threads instead
 * (options->jobs).
 */
#ifndef CLI_POOL_H
#define CLI_POOL_H

#include <pthread.h>
#include <stddef.h>

struct pool {
	pthread_t *threads;
	int started;
};

/*
 * Starts up to `count` threads, thread t running fn on the t-th entry of
 * `states` (entries `stride` bytes apart). Stops at the first thread that
 * cannot start; returns how many did (0 .. count), also in pool->started.
 */
int pool_start(struct pool *pool, int count, void *(*fn)(void *), void *states, size_t stride);

/* Waits for every started thread and frees the pool; a zeroed pool is fine. */
void pool_join(struct pool *pool);

#endif
