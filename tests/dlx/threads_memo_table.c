/*
 * threads_memo_table.c - the table of counts that a pool's threads share
 * (src/dlx/count/memo_table.c), as plain C printing TAP so that ThreadSanitizer
 * can run it (Criterion's runner does not start under TSan).
 *
 * Threads store keys whose ranges overlap, each key with a count and a
 * work made from the key alone, and look keys up all along, their own and
 * the others': every key found must come with its own count and work, a
 * key never stored must never be found, and the table must grow from its
 * first few pages as the keys come. One thread alone loses only the keys
 * whose stores found the table full. With the table's room spent, stores
 * are left out and lookups still end.
 */
#include "count/memo_table.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>

enum { THREADS = 4, WORDS = 2, KEYS = 40000, STRIDE = 10000 };

static int failures, tests;

static void ok(bool pass, const char *what)
{
	tests++;
	failures += !pass;
	printf("%s %d - %s\n", pass ? "ok" : "not ok", tests, what);
}

/* Key number k: its two words, neither alone telling it apart from its neighbours. */
static void key_of(uint64_t k, uint64_t *key)
{
	key[0] = k * UINT64_C(0x9e3779b97f4a7c15) >> 3;
	key[1] = ~k;
}

static uint64_t count_of(uint64_t k)
{
	return 3 * k + 1;
}

static uint64_t work_of(uint64_t k)
{
	return k ^ 0x5555;
}

struct worker {
	pthread_t thread;
	struct memo_table *table;
	int id;
	uint64_t found, wrong, stored;
};

/* Stores keys id*STRIDE .. id*STRIDE+KEYS-1, every other thread's range overlapping its own. */
static void *work(void *arg)
{
	struct worker *w = arg;
	struct memo_allowance allowance = {0};
	uint64_t key[WORDS], count, work;
	for (uint64_t n = 0; n < KEYS; n++) {
		uint64_t k = (uint64_t)w->id * STRIDE + (w->id % 2 ? KEYS - 1 - n : n);
		key_of(k, key);
		w->stored += memo_table_store(w->table, &allowance, key, count_of(k), work_of(k));
		/* a key of any thread's range, or past them all (never stored) */
		uint64_t other = (k * 7919 + n) % ((THREADS - 1) * STRIDE + KEYS + 1000);
		key_of(other, key);
		if (memo_table_find(w->table, key, &count, &work)) {
			w->found++;
			w->wrong += count != count_of(other) || work != work_of(other) ||
			            other >= (THREADS - 1) * STRIDE + KEYS;
		}
	}
	return NULL;
}

static void overlapping_stores(void)
{
	struct memo_table *table = memo_table_create(WORDS, (size_t)64 << 20);
	struct worker workers[THREADS];
	bool started = table != NULL;
	for (int t = 0; started && t < THREADS; t++) {
		workers[t] = (struct worker){.table = table, .id = t};
		started = pthread_create(&workers[t].thread, NULL, work, &workers[t]) == 0;
	}
	uint64_t found = 0, wrong = 0, stored = 0;
	for (int t = 0; started && t < THREADS; t++) {
		pthread_join(workers[t].thread, NULL);
		found += workers[t].found;
		wrong += workers[t].wrong;
		stored += workers[t].stored;
	}
	char what[200];
	snprintf(what, sizeof what, "%d threads, overlapping keys: %llu found while storing, %llu "
	         "with a wrong count", THREADS, (unsigned long long)found, (unsigned long long)wrong);
	ok(started && found > 0 && wrong == 0, what);
	/*
	 * after the threads: what they stored while another thread grew the
	 * table may be lost (a search then searches again), but what is there
	 * has its count, and the table grew well past its first slots (4096)
	 */
	uint64_t key[WORDS], count, work, there = 0, keys = (THREADS - 1) * STRIDE + KEYS;
	wrong = 0;
	for (uint64_t k = 0; started && k < keys; k++) {
		key_of(k, key);
		if (memo_table_find(table, key, &count, &work)) {
			there++;
			wrong += count != count_of(k) || work != work_of(k);
		}
	}
	snprintf(what, sizeof what, "after: %llu of %llu keys found, %llu stores took a slot, "
	         "%llu wrong counts", (unsigned long long)there, (unsigned long long)keys,
	         (unsigned long long)stored, (unsigned long long)wrong);
	ok(started && wrong == 0 && there > 8192 && stored >= there, what);
	memo_table_destroy(table);
}

/* One thread alone loses only the key whose store found the table full, once a growth. */
static void growing_alone(void)
{
	struct memo_table *table = memo_table_create(WORDS, (size_t)64 << 20);
	struct memo_allowance allowance = {0};
	uint64_t key[WORDS], count, work, stored = 0, there = 0, wrong = 0, keys = 70000;
	for (uint64_t k = 0; table && k < keys; k++) {
		key_of(k, key);
		stored += memo_table_store(table, &allowance, key, count_of(k), work_of(k));
	}
	for (uint64_t k = 0; table && k < keys; k++) {
		key_of(k, key);
		if (memo_table_find(table, key, &count, &work)) {
			there++;
			wrong += count != count_of(k) || work != work_of(k);
		}
	}
	char what[160];
	/* 4096 slots, half of them taken, then double: full at 2048, 4096, ..., 65536 keys */
	snprintf(what, sizeof what, "one thread: %llu of %llu keys found after 6 growths, %llu wrong",
	         (unsigned long long)there, (unsigned long long)keys, (unsigned long long)wrong);
	ok(table && wrong == 0 && there == stored && there == keys - 6, what);
	memo_table_destroy(table);
}

static void full_table(void)
{
	/* room for 8192 slots a generation at most: 4096, then 8192 */
	struct memo_table *table = memo_table_create(WORDS, (size_t)8192 * (WORDS + 2) * 8 * 2);
	struct memo_allowance allowance = {0};
	uint64_t key[WORDS], count, work, stored = 0;
	for (uint64_t k = 0; table && k < 20000; k++) {
		key_of(k, key);
		stored += memo_table_store(table, &allowance, key, count_of(k), work_of(k));
	}
	key_of(123456, key);
	bool absent = table && !memo_table_find(table, key, &count, &work);
	char what[160];
	snprintf(what, sizeof what, "a full table: %llu of 20000 stored (at most 3/4 of 8192), a "
	         "key never stored is not found", (unsigned long long)stored);
	ok(table && stored > 4096 && stored <= 8192 / 4 * 3 && absent, what);
	memo_table_destroy(table);
	ok(memo_table_create(WORDS, 1000) == NULL, "too little memory for a table: none");
}

int main(void)
{
	overlapping_stores();
	growing_alone();
	full_table();
	printf("1..%d\n", tests);
	return failures != 0;
}
