/*
 * names.h - the name tables of the text format (private; names.c): the
 * names of items or of colours, numbered 0, 1, 2 ... as they were added.
 */
#ifndef DLX_NAMES_H
#define DLX_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A set of names numbered 0, 1, 2 ... in order of insertion. */
struct name_table {
	char *pool;          /* the names, each NUL-terminated */
	size_t pool_length, pool_capacity;
	size_t *start;       /* start[i]: offset of name i in the pool */
	int32_t count, capacity;
	int *slot;           /* hash index: name number + 1, or 0 for an empty slot */
	size_t slot_count;   /* a power of two, kept above twice count */
};

/* The number of `name` (length bytes, no NUL needed), or -1 when absent. */
int name_find(const struct name_table *t, const char *name, size_t length);

/* Adds a name not yet in the table: its number, or DLX_ENOMEM or DLX_ERANGE. */
int name_add(struct name_table *t, const char *name, size_t length);

/* Name number `index`, or NULL when there is none. */
const char *name_at(const struct name_table *t, int index);

void name_table_free(struct name_table *t);

#endif
