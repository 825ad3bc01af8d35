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
 *
 * The table grows as memo.c's does, from a few pages: the slots are hashed
 * all over it, so a table made to its full size at once would have the
 * system map and clear nearly all of its pages for the first few thousand
 * stores. One thread, the first to find the current slots half full, makes
 * slots twice as many, copies the entries over and makes them current; the
 * other threads go on meanwhile with the old slots, and what they store
 * there after the copy passed is lost, which costs a search, never a wrong
 * count. Old slots stay until the table is destroyed, as a thread may
 * still read them: all of them together are less than the newest.
 */
#include "count/memo_table.h"
#include "count/pages.h"

#include <stdatomic.h>
#include <stdlib.h>

uint64_t memo_hash(const uint64_t *key, int words)
{
	uint64_t h = 0;
	for (int w = 0; w < words; w++) {
		h = (h ^ key[w]) * UINT64_C(0x9e3779b97f4a7c15);
		h ^= h >> 29;
	}
	return h;
}

#define WRITING UINT64_MAX
/* Slots to start with. */
#define FIRST_SLOTS 4096

/* What a slot holds: the count + 1, the work, the key (memo.c's order). */
enum { COUNT, WORK, KEY };

/* One generation of slots. */
struct slots {
	size_t mask;            /* slots - 1 (a power of two) */
	atomic_size_t left;     /* slots not yet allowed to a thread */
	_Atomic uint64_t *slot;
	struct slots *older;    /* the generation it replaced */
};

struct memo_table {
	int words;
	size_t most;                    /* the most slots a generation may have */
	_Atomic(struct slots *) current;
	atomic_bool growing;            /* a thread makes the next generation */
	atomic_bool stuck;              /* no memory for the next one: the table stays as it is */
};

static size_t stride(int words)
{
	return (size_t)words + KEY;
}

static size_t slots_bytes(const struct memo_table *table, size_t count)
{
	return count * stride(table->words) * sizeof(uint64_t);
}

/* Empty slots: as memo.c, half of them allowed while they may grow, else three quarters. */
static struct slots *make_slots(const struct memo_table *table, size_t count)
{
	struct slots *s = calloc(1, sizeof *s);
	if (!s)
		return NULL;
	s->slot = pages_zeroed(slots_bytes(table, count));
	if (!s->slot) {
		free(s);
		return NULL;
	}
	s->mask = count - 1;
	atomic_init(&s->left, count < table->most ? count / 2 : count / 4 * 3);
	return s;
}

struct memo_table *memo_table_create(int words, size_t bytes)
{
	/* every generation together: less than twice the last */
	size_t room = bytes / (stride(words) * sizeof(uint64_t)) / 2;
	if (words < 1 || words > MEMO_MAX_ITEMS / 64 || room < FIRST_SLOTS)
		return NULL;
	struct memo_table *table = calloc(1, sizeof *table);
	if (!table)
		return NULL;
	table->words = words;
	table->most = FIRST_SLOTS;
	while (table->most * 2 <= room)
		table->most *= 2;
	struct slots *first = make_slots(table, FIRST_SLOTS);
	if (!first) {
		free(table);
		return NULL;
	}
	atomic_init(&table->current, first);
	atomic_init(&table->growing, false);
	atomic_init(&table->stuck, false);
	return table;
}

void memo_table_destroy(struct memo_table *table)
{
	if (!table)
		return;
	struct slots *s = atomic_load(&table->current);
	while (s) {
		struct slots *older = s->older;
		pages_free((void *)s->slot, slots_bytes(table, s->mask + 1));
		free(s);
		s = older;
	}
	free(table);
}

int memo_table_words(const struct memo_table *table)
{
	return table->words;
}

static _Atomic uint64_t *slot_at(const struct memo_table *table, const struct slots *s, size_t k)
{
	return s->slot + k * stride(table->words);
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
	const struct slots *s = atomic_load_explicit(&table->current, memory_order_acquire);
	for (size_t k = memo_hash(key, table->words) & s->mask;; k = (k + 1) & s->mask) {
		_Atomic uint64_t *at = slot_at(table, s, k);
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

/* Stores `key` in the generation `s` unless it is there: true when it took an empty slot. */
static bool put(const struct memo_table *table, struct slots *s, const uint64_t *key,
                uint64_t count_plus_one, uint64_t work)
{
	for (size_t k = memo_hash(key, table->words) & s->mask;; k = (k + 1) & s->mask) {
		_Atomic uint64_t *at = slot_at(table, s, k);
		uint64_t c = atomic_load_explicit(&at[COUNT], memory_order_acquire);
		if (c == 0 && atomic_compare_exchange_strong_explicit(&at[COUNT], &c, WRITING,
		                                                      memory_order_acquire,
		                                                      memory_order_acquire)) {
			atomic_store_explicit(&at[WORK], work, memory_order_relaxed);
			for (int w = 0; w < table->words; w++)
				atomic_store_explicit(&at[KEY + w], key[w], memory_order_relaxed);
			atomic_store_explicit(&at[COUNT], count_plus_one, memory_order_release);
			return true;
		}
		/* c is what the slot holds now (the swap failed: another thread took it) */
		if (c != WRITING && holds(table, at, key))
			return false;
	}
}

/* Copies every published entry of `from` into `to`. */
static void copy_entries(const struct memo_table *table, const struct slots *from, struct slots *to)
{
	size_t taken = 0;
	for (size_t k = 0; k <= from->mask; k++) {
		_Atomic uint64_t *at = slot_at(table, from, k);
		uint64_t c = atomic_load_explicit(&at[COUNT], memory_order_acquire);
		uint64_t key[MEMO_MAX_ITEMS / 64];
		if (c == 0 || c == WRITING)
			continue;
		for (int w = 0; w < table->words; w++)
			key[w] = atomic_load_explicit(&at[KEY + w], memory_order_relaxed);
		taken += put(table, to, key, c, atomic_load_explicit(&at[WORK], memory_order_relaxed));
	}
	size_t left = atomic_load_explicit(&to->left, memory_order_relaxed);
	atomic_store_explicit(&to->left, left > taken ? left - taken : 0, memory_order_relaxed);
}

/*
 * Makes slots twice as many as the `full` ones, with their entries, the
 * current ones, unless they may not grow or another thread grows them.
 */
static void grow(struct memo_table *table, struct slots *full)
{
	bool idle = false;
	if (full->mask + 1 >= table->most || atomic_load_explicit(&table->stuck, memory_order_relaxed) ||
	    !atomic_compare_exchange_strong(&table->growing, &idle, true))
		return;
	if (atomic_load_explicit(&table->current, memory_order_acquire) == full) {
		struct slots *next = make_slots(table, (full->mask + 1) * 2);
		if (next) {
			next->older = full;
			copy_entries(table, full, next);
			atomic_store_explicit(&table->current, next, memory_order_release);
		} else {
			atomic_store_explicit(&table->stuck, true, memory_order_relaxed);
		}
	}
	atomic_store(&table->growing, false);
}


bool memo_table_store(struct memo_table *table, struct memo_allowance *allowance,
                      const uint64_t *key, uint64_t count, uint64_t work)
{
	struct slots *s = atomic_load_explicit(&table->current, memory_order_acquire);
	if (allowance->of != s) /* an allowance of older slots is no good in these */
		*allowance = (struct memo_allowance){.of = s};
	if (allowance->left == 0) {
		size_t left = atomic_load_explicit(&s->left, memory_order_relaxed);
		while (left >= MEMO_TABLE_BATCH && allowance->left == 0)
			if (atomic_compare_exchange_weak_explicit(&s->left, &left, left - MEMO_TABLE_BATCH,
			                                          memory_order_relaxed, memory_order_relaxed))
				allowance->left = MEMO_TABLE_BATCH;
	}
	if (allowance->left == 0) { /* these slots are full: this entry is left out */
		grow(table, s);
		return false;
	}
	bool taken = put(table, s, key, count + 1, work);
	allowance->left -= taken;
	return taken;
}
