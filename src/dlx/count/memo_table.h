/*
 * memo_table.h - one table of subproblem counts for all the threads of a
 * pool (private; memo.h describes the counts, share.c owns the table).
 *
 * The count below a state of a plain problem depends only on the state
 * (the covered items), not on the thread or the path that reached it, so a
 * count one thread stored saves every other thread the same subtree. The
 * table only ever takes entries, and needs no lock; when it grows, the
 * slots threads may be reading stay where they are (memo_table.c).
 */
#ifndef DLX_MEMO_TABLE_H
#define DLX_MEMO_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct memo_table;

/* Items above this many go without a memo: their keys would cost more than repeats save. */
#define MEMO_MAX_ITEMS 512

/* The hash of a key of `words` words: a table's slot is its low bits. */
uint64_t memo_hash(const uint64_t *key, int words);

/* Slots a thread takes from the table at a time (memo_table_store). */
#define MEMO_TABLE_BATCH 64

/*
 * An empty table of keys of `words` 64-bit words, growing up to `bytes`
 * of memory. NULL: too little memory for a useful table, or none.
 */
struct memo_table *memo_table_create(int words, size_t bytes);
void memo_table_destroy(struct memo_table *table);

/* The words of the table's keys. */
int memo_table_words(const struct memo_table *table);

/*
 * Whether `key` is in the table; if so its count and its work go to
 * *count and *work. A slot being written by another thread reads as
 * another key: at worst a miss, never a wrong count.
 */
bool memo_table_find(const struct memo_table *table, const uint64_t *key, uint64_t *count,
                     uint64_t *work);

/* The slots a thread may still take in the table, a batch at a time. */
struct memo_allowance {
	const void *of; /* the slots it was given in (the table's current ones then) */
	size_t left;
};

/*
 * Stores `key` with its count and work unless it is there already, within
 * the thread's allowance, which it renews as needed; when the table has no
 * room left, it grows it (or leaves the entry out). True when the entry
 * took an empty slot. count must be below UINT64_MAX - 1.
 */
bool memo_table_store(struct memo_table *table, struct memo_allowance *allowance,
                      const uint64_t *key, uint64_t count, uint64_t work);

#endif
