/*
 * interrupt.c - the stop object (dlx_interrupt_*): a flag a caller sets
 * from a signal handler or another thread, which every search with it in
 * options->interrupt reads at its rare checks (interrupt.h) and then ends.
 */
#include "hooks/interrupt.h"

#include <stdlib.h>

struct dlx_interrupt *dlx_interrupt_create(void)
{
	struct dlx_interrupt *interrupt = malloc(sizeof *interrupt);
	if (interrupt)
		atomic_init(&interrupt->requested, 0);
	return interrupt;
}

void dlx_interrupt_destroy(struct dlx_interrupt *interrupt)
{
	free(interrupt);
}

/*
 * One atomic store and nothing else (no lock, no call that may allocate),
 * so a signal handler may call it: sequentially consistent, so a search in
 * any thread that reads the flag afterwards sees it.
 */
void dlx_interrupt_request(struct dlx_interrupt *interrupt)
{
	if (interrupt)
		atomic_store(&interrupt->requested, 1);
}

void dlx_interrupt_reset(struct dlx_interrupt *interrupt)
{
	if (interrupt)
		atomic_store(&interrupt->requested, 0);
}

bool dlx_interrupt_requested(const struct dlx_interrupt *interrupt)
{
	return interrupt && atomic_load(&interrupt->requested) != 0;
}
