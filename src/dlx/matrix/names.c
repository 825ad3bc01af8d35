/*
 * names.c - a set of names numbered in order of insertion, as the text
 * format's items and colours need: a string pool with an open-addressing
 * hash index beside it, so a lookup costs the same for any number of names.
 */
#include "dlx.h"
#include "matrix/names.h"
#include "util/grow.h"

#include <stdlib.h>
#include <string.h>

static uint64_t hash_name(const char *name, size_t length)
{
	uint64_t h = 14695981039346656037u; /* FNV-1a: simple and good enough for names */
	for (size_t k = 0; k < length; k++) {
		h ^= (unsigned char)name[k];
		h *= 1099511628211u;
	}
	return h;
}

static bool name_equals(const struct name_table *t, int index, const char *name, size_t length)
{
	const char *stored = t->pool + t->start[index];
	/* strnlen first: a shorter stored name may end near the pool's end */
	return strnlen(stored, length + 1) == length && memcmp(stored, name, length) == 0;
}

/* The number of the name, or -1. */
int name_find(const struct name_table *t, const char *name, size_t length)
{
	if (t->slot_count == 0)
		return -1;
	size_t mask = t->slot_count - 1;
	for (size_t s = hash_name(name, length) & mask; t->slot[s]; s = (s + 1) & mask)
		if (name_equals(t, t->slot[s] - 1, name, length))
			return t->slot[s] - 1;
	return -1;
}

static void slot_insert(int *slot, size_t slot_count, uint64_t hash, int index)
{
	size_t mask = slot_count - 1;
	size_t s = hash & mask;
	while (slot[s])
		s = (s + 1) & mask;
	slot[s] = index + 1;
}

static int grow_slots(struct name_table *t)
{
	size_t count = t->slot_count ? t->slot_count * 2 : 64;
	int *slot = calloc(count, sizeof *slot);
	if (!slot)
		return DLX_ENOMEM;
	for (int i = 0; i < t->count; i++) {
		const char *name = t->pool + t->start[i];
		slot_insert(slot, count, hash_name(name, strlen(name)), i);
	}
	free(t->slot);
	t->slot = slot;
	t->slot_count = count;
	return 0;
}

int name_add(struct name_table *t, const char *name, size_t length)
{
	if (t->count >= INT32_MAX / 4)
		return DLX_ERANGE;
	if (t->pool_length + length + 1 > t->pool_capacity) {
		size_t capacity = t->pool_capacity ? t->pool_capacity : 256;
		while (capacity < t->pool_length + length + 1)
			capacity *= 2;
		char *pool = realloc(t->pool, capacity);
		if (!pool)
			return DLX_ENOMEM;
		t->pool = pool;
		t->pool_capacity = capacity;
	}
	int err = grow_array((void **)&t->start, &t->capacity, t->count + 1, sizeof *t->start);
	if (err)
		return err;
	if ((size_t)(t->count + 1) * 2 > t->slot_count && grow_slots(t) != 0)
		return DLX_ENOMEM;
	t->start[t->count] = t->pool_length;
	memcpy(t->pool + t->pool_length, name, length);
	t->pool[t->pool_length + length] = '\0';
	t->pool_length += length + 1;
	slot_insert(t->slot, t->slot_count, hash_name(name, length), t->count);
	return t->count++;
}

const char *name_at(const struct name_table *t, int index)
{
	return index >= 0 && index < t->count ? t->pool + t->start[index] : NULL;
}

void name_table_free(struct name_table *t)
{
	free(t->pool);
	free(t->start);
	free(t->slot);
}
