/*
 * pages.h - zeroed memory for the memo's tables, mapped before it is used.
 */
#ifndef DLX_PAGES_H
#define DLX_PAGES_H

#include <stddef.h>

/* `bytes` of zeros, every page of them mapped; NULL when memory runs out. */
void *pages_zeroed(size_t bytes);

/* Frees what pages_zeroed gave, with the same size; NULL does nothing. */
void pages_free(void *p, size_t bytes);

#endif
