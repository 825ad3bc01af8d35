/*
 * pool.c - starting and joining worker threads (pool.h).
 */
#include "pool.h"

#include <stdlib.h>

int pool_start(struct pool *pool, int count, void *(*fn)(void *), void *states, size_t stride)
{
	*pool = (struct pool){0};
	if (count <= 0)
		return 0;
	pool->threads = malloc((size_t)count * sizeof *pool->threads);
	if (!pool->threads)
		return 0;
	char *state = states;
	while (pool->started < count &&
	       pthread_create(&pool->threads[pool->started], NULL, fn,
	                      state + (size_t)pool->started * stride) == 0)
		pool->started++;
	return pool->started;
}

void pool_join(struct pool *pool)
{
	for (int t = 0; t < pool->started; t++)
		pthread_join(pool->threads[t], NULL);
	free(pool->threads);
	*pool = (struct pool){0};
}
