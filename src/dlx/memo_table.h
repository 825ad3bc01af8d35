/*
 * memo_table.h - one table of subproblem counts for all the threads of a
 * pool (private; memo.h describes the counts, share.c owns the table).
 *
 * The count below a state of a plain problem depends only on the state
 * (the covered items), not on the thread or the path that reached it, so a
 * count one thread stored saves every other thread the same subtree. The
 * table is made once, to its full size, and only ever takes entries: it
 * never grows or moves while threads read it, and needs no lock.
 */
#ifndef DLX_MEMO_TABLE_H
#define DLX_MEMO_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct memo_table;

/* Slots a thread takes from the table's allowance at a time (memo_table_allow). */
#define MEMO_TABLE_BATCH 64

/*
 * A table of keys of `words` 64-bit words in at most `bytes` of memory,
 * zeroed (the system hands its pages out as they are first written, so
 * the unused part costs nothing). NULL: too little memory for a useful
 * table, or none.
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

/*
 * Stores `key` with its count and work unless it is there already. True
 * when it took an empty slot. The caller must hold an allowance for that
 * slot (memo_table_allow); count must be below UINT64_MAX - 1.
 */
bool memo_table_store(struct memo_table *table, const uint64_t *key, uint64_t count, uint64_t work);

/*
 * Takes MEMO_TABLE_BATCH slots of the table's allowance (three quarters of
 * its slots, so that every probe meets an empty slot soon). 0 when the
 * allowance is spent: the table is full.
 */
size_t memo_table_allow(struct memo_table *table);

#endif
