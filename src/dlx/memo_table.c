/*
 * memo_table.c - the table of counts shared by a pool's threads (see
 * memo_table.h): open addressing with linear probing, as memo.c, with
 * every word atomic.
 *
 * A slot's count word says what the slot holds: 0 empty, WRITING while a
 * thread writes its key, else the count + 1. A thread claims an empty slot
 * by swapping 0 for WRITING, writes the work and the key, then publishes
 * the count with release order; a reader loads the count with acquire
 * order before it reads the key, so a published key is whole. Slots are
 * never emptied, so a key found on a probe stays where it is, and a probe
 * may step over a slot being written: its key is not yet known, and a key
 * stored before it was claimed lies nearer home. Two threads storing one
 * key at once may both store it: the counts are the same, and the second
 * copy is never read.
 */
#define _DEFAULT_SOURCE /* mmap's MAP_ANONYMOUS and madvise's MADV_HUGEPAGE */
#include "memo_table.h"
#include "memo.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <sys/mman.h>

#define WRITING UINT64_MAX

/* What a slot holds: the count + 1, the work, the key (memo.c's order). */
enum { COUNT, WORK, KEY };

struct memo_table {
	int words;
	size_t mask;                      /* slots - 1 (slots are a power of two) */
	_Alignas(64) atomic_size_t left;  /* slots not yet allowed to a thread */
	_Alignas(64) _Atomic uint64_t *slots;
	size_t bytes;                     /* mapped for the slots, or 0: calloc's */
};

static size_t stride(int words)
{
	return (size_t)words + KEY;
}

/*
 * Zeroed memory straight from the system, asked for in huge pages: the
 * slots are hashed all over the table, so in pages of 4 KiB nearly every
 * store would be the first in its page and wait for the system to map
 * one. NULL: no such memory.
 */
static void *map_zeroed(size_t bytes)
{
	void *at = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (at == MAP_FAILED)
		return NULL;
#ifdef MADV_HUGEPAGE
	madvise(at, bytes, MADV_HUGEPAGE); /* a hint: without it the table works the same */
#endif
	return at;
}

struct memo_table *memo_table_create(int words, size_t bytes)
{
	size_t most = bytes / (stride(words) * sizeof(uint64_t)), slots = 4096;
	if (words < 1 || most < slots)
		return NULL;
	while (slots * 2 <= most)
		slots *= 2;
	struct memo_table *table = calloc(1, sizeof *table);
	if (!table)
		return NULL;
	table->bytes = slots * stride(words) * sizeof *table->slots;
	table->slots = map_zeroed(table->bytes);
	if (!table->slots) {
		table->bytes = 0;
		table->slots = calloc(slots, stride(words) * sizeof *table->slots);
	}
	if (!table->slots) {
		free(table);
		return NULL;
	}
	table->words = words;
	table->mask = slots - 1;
	atomic_init(&table->left, slots / 4 * 3);
	return table;
}

void memo_table_destroy(struct memo_table *table)
{
	if (!table)
		return;
	if (table->bytes)
		munmap((void *)table->slots, table->bytes);
	else
		free((void *)table->slots);
	free(table);
}

int memo_table_words(const struct memo_table *table)
{
	return table->words;
}

static _Atomic uint64_t *slot(const struct memo_table *table, size_t s)
{
	return table->slots + s * stride(table->words);
}

/* Whether the published slot `at` holds `key`. */
static bool holds(const struct memo_table *table, _Atomic uint64_t *at, const uint64_t *key)
{
	for (int w = 0; w < table->words; w++)
		if (atomic_load_explicit(&at[KEY + w], memory_order_relaxed) != key[w])
			return false;
	return true;
}

bool memo_table_find(const struct memo_table *table, const uint64_t *key, uint64_t *count,
                     uint64_t *work)
{
	for (size_t s = memo_hash(key, table->words) & table->mask;; s = (s + 1) & table->mask) {
		_Atomic uint64_t *at = slot(table, s);
		uint64_t c = atomic_load_explicit(&at[COUNT], memory_order_acquire);
		if (c == 0)
			return false;
		if (c != WRITING && holds(table, at, key)) {
			*count = c - 1;
			*work = atomic_load_explicit(&at[WORK], memory_order_relaxed);
			return true;
		}
	}
}

bool memo_table_store(struct memo_table *table, const uint64_t *key, uint64_t count, uint64_t work)
{
	for (size_t s = memo_hash(key, table->words) & table->mask;; s = (s + 1) & table->mask) {
		_Atomic uint64_t *at = slot(table, s);
		uint64_t c = atomic_load_explicit(&at[COUNT], memory_order_acquire);
		if (c == 0 && atomic_compare_exchange_strong_explicit(&at[COUNT], &c, WRITING,
		                                                      memory_order_acquire,
		                                                      memory_order_acquire)) {
			atomic_store_explicit(&at[WORK], work, memory_order_relaxed);
			for (int w = 0; w < table->words; w++)
				atomic_store_explicit(&at[KEY + w], key[w], memory_order_relaxed);
			atomic_store_explicit(&at[COUNT], count + 1, memory_order_release);
			return true;
		}
		/* c is what the slot holds now (the swap failed: another thread took it) */
		if (c != WRITING && holds(table, at, key))
			return false;
	}
}

size_t memo_table_allow(struct memo_table *table)
{
	size_t left = atomic_load_explicit(&table->left, memory_order_relaxed);
	while (left >= MEMO_TABLE_BATCH)
		if (atomic_compare_exchange_weak_explicit(&table->left, &left, left - MEMO_TABLE_BATCH,
		                                          memory_order_relaxed, memory_order_relaxed))
			return MEMO_TABLE_BATCH;
	return 0;
}
