/*
 * interrupt.h - the stop a caller requests from outside a search (private;
 * the public calls are interrupt.c's). One atomic flag: a signal handler
 * or another thread sets it, the loops read it where they already look
 * at something rarely (the clock of a time limit, a pool's poll), so a
 * search ends within a few thousand nodes of the request.
 */
#ifndef DLX_INTERRUPT_H
#define DLX_INTERRUPT_H

#include "dlx.h"

#include <stdatomic.h>

/*
 * An atomic int, lock-free wherever the library builds, so that setting
 * it is safe in a signal handler (C17 7.14.1.1 allows lock-free atomics
 * there) and reading it in a loop costs one plain load.
 */
struct dlx_interrupt {
	atomic_int requested;
};

/* Whether a search with these options was asked to stop (never, without a stop object). */
static inline bool interrupt_requested(const struct dlx_search_options *opt)
{
	return opt->interrupt &&
	       atomic_load_explicit(&opt->interrupt->requested, memory_order_relaxed) != 0;
}

#endif
