/*
 * pages.c - zeroed memory whose pages are mapped at once (see pages.h).
 *
 * The memo's slots are hashed all over its table, so nearly every page of a
 * table is touched within its first few thousand stores, and mapping each
 * page on its first touch costs a page fault. With a second thread running
 * the fault costs more: the first touch is often a lookup, which maps the
 * shared zero page read-only, and the store that follows must replace it
 * and interrupt the other thread's core to flush the stale entry. Asking
 * the system for every page at once (MAP_POPULATE) costs one call.
 */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS and MAP_POPULATE are not POSIX */

#include "count/pages.h"

#include <stdlib.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

#if defined(__linux__) && defined(MAP_POPULATE)

void *pages_zeroed(size_t bytes)
{
	void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
	               MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	return p == MAP_FAILED ? NULL : p;
}

void pages_free(void *p, size_t bytes)
{
	if (p)
		munmap(p, bytes);
}

#else /* elsewhere (WebAssembly): pages are mapped as they are touched */

void *pages_zeroed(size_t bytes)
{
	return calloc(1, bytes);
}

void pages_free(void *p, size_t bytes)
{
	(void)bytes;
	free(p);
}

#endif
