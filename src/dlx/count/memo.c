/*
 * memo.c - the table of subproblem counts (see memo.h): open addressing
 * with linear probing, keys compared whole.
 */
#include "count/memo.h"
#include "count/pages.h"
#include "count/wide.h"

#include <stdlib.h>
#include <string.h>

/* Slots to start with; the table doubles when half full. */
#define FIRST_CAPACITY 4096
/*
 * At each doubling of its lookups from TRIAL_LOOKUPS on, the memo weighs
 * what it spared, in the search's updates (links removed, each also put
 * back), against what the lookups cost, LOOKUP_COST updates each (a key
 * built and a slot probed: about as long as that many links on this kind
 * of machine), and turns itself off for good when it is behind. Counted in
 * updates, not seconds, so the decision is the same on every run.
 */
#define TRIAL_LOOKUPS 4096
#define LOOKUP_COST 40

/* What a slot holds: the count + 1, the work, the key. */
enum { COUNT, WORK, KEY };

static size_t stride(int words)
{
	return (size_t)words + KEY;
}

static uint64_t *slot_at(const struct memo *m, size_t s)
{
	return m->slots + s * stride(m->words);
}

static size_t table_bytes(const struct memo *m, size_t capacity)
{
	return capacity * stride(m->words) * sizeof *m->slots;
}

static bool allocate(struct memo *m, size_t capacity)
{
	m->slots = pages_zeroed(table_bytes(m, capacity));
	m->capacity = capacity;
	return m->slots != NULL;
}

/* The key and counts of each level of the stack. */
static bool allocate_levels(struct memo *m, const struct dlx_problem *pb)
{
	/* a level covers a primary item or more: at most `primary` levels below the root */
	size_t levels = (size_t)pb->primary + 1;
	m->level_key = malloc(levels * (size_t)m->words * sizeof *m->level_key);
	m->level_start = malloc(levels * sizeof *m->level_start);
	m->level_work = malloc(levels * sizeof *m->level_work);
	m->level_carries = malloc(levels * sizeof *m->level_carries);
	return m->level_key && m->level_start && m->level_work && m->level_carries;
}

bool memo_init(struct memo *m, const struct dlx_problem *pb, size_t bytes)
{
	return memo_init_words(m, pb, memo_words(pb), bytes);
}

bool memo_init_words(struct memo *m, const struct dlx_problem *pb, int words, size_t bytes)
{
	*m = (struct memo){.words = words, .first_node = MEMO_FIRST_NODE};
	/*
	 * Growing holds the old table and the new one at once, half and all of
	 * the largest: 1.5 times its slots must fit in `bytes`.
	 */
	size_t slots = bytes / (stride(m->words) * sizeof(uint64_t)) / 3 * 2;
	if (m->words == 0 || slots < FIRST_CAPACITY)
		return false;
	m->max_capacity = FIRST_CAPACITY;
	while (m->max_capacity * 2 <= slots)
		m->max_capacity *= 2;
	if (!allocate_levels(m, pb) || !allocate(m, FIRST_CAPACITY)) {
		memo_finish(m);
		return false;
	}
	return true;
}

bool memo_init_shared(struct memo *m, const struct dlx_problem *pb, struct memo_table *table)
{
	*m = (struct memo){.words = memo_words(pb), .first_node = MEMO_FIRST_NODE,
	                   .table = table};
	if (m->words == 0 || memo_table_words(table) != m->words)
		return false;
	if (!allocate_levels(m, pb)) {
		memo_finish(m);
		return false;
	}
	return true;
}

void memo_finish(struct memo *m)
{
	pages_free(m->slots, table_bytes(m, m->capacity));
	free(m->level_key);
	free(m->level_start);
	free(m->level_work);
	free(m->level_carries);
	*m = (struct memo){0};
}

/*
 * A key only has to name the covered set, not in any particular bit order,
 * so eight items at a time go in by a multiply that gathers eight 0/1 bytes
 * into one byte: a few instructions where a bit-by-bit loop took hundreds.
 */
void memo_key(const struct dlx_problem *pb, int words, uint64_t *key)
{
	const int32_t *len = pb->len + 1;
	int32_t items = pb->items;
	for (int w = 0; w < words; w++) {
		uint8_t covered[64] = {0};
		int32_t first = w * 64, count = items - first < 64 ? items - first : 64;
		for (int32_t k = 0; k < count; k++)
			covered[k] = (uint8_t)(len[first + k] >= DLX_COVERED);
		uint64_t bits = 0;
		for (int b = 0; b < 8; b++) {
			uint64_t eight;
			memcpy(&eight, covered + 8 * b, sizeof eight);
			bits |= (eight * UINT64_C(0x0102040810204080) >> 56) << (8 * b);
		}
		key[w] = bits;
	}
}

static size_t home_of(const struct memo *m, const uint64_t *key)
{
	return (size_t)memo_hash(key, m->words) & (m->capacity - 1);
}

static bool same_key(const uint64_t *a, const uint64_t *b, int words)
{
	for (int w = 0; w < words; w++)
		if (a[w] != b[w])
			return false;
	return true;
}

/* The slot holding `key`, or the empty slot where it would go. */
static size_t slot_of(const struct memo *m, const uint64_t *key)
{
	size_t s = home_of(m, key);
	while (slot_at(m, s)[COUNT] != 0 && !same_key(slot_at(m, s) + KEY, key, m->words))
		s = (s + 1) & (m->capacity - 1);
	return s;
}

/* Whether this memo's own table holds `key`: then its count and work. */
static bool find_own(const struct memo *m, const uint64_t *key, uint64_t *count, uint64_t *work)
{
	const uint64_t *found = slot_at(m, slot_of(m, key));
	*count = found[COUNT] - 1;
	*work = found[WORK];
	return found[COUNT] != 0;
}

bool memo_find(struct memo *m, const uint64_t *key, uint64_t *count)
{
	uint64_t high;
	return memo_find_wide(m, key, count, &high);
}

bool memo_find_wide(struct memo *m, const uint64_t *key, uint64_t *count, uint64_t *high)
{
	m->lookups++;
	uint64_t work;
	if (m->table ? memo_table_find(m->table, key, count, &work) : find_own(m, key, count, &work)) {
		m->hits++;
		bool wide = work & MEMO_WIDE;
		*high = wide ? work & ~MEMO_WIDE : 0;
		m->saved += wide ? 0 : work; /* a wide count's work is not kept */
		return true;
	}
	bool doubled = (m->lookups & (m->lookups - 1)) == 0;
	if (doubled && !m->always && m->lookups >= TRIAL_LOOKUPS &&
	    m->saved < m->lookups * LOOKUP_COST)
		m->off = true;
	return false;
}

static void put(struct memo *m, const uint64_t *key, uint64_t count_plus_one, uint64_t work)
{
	uint64_t *to = slot_at(m, slot_of(m, key));
	if (to[COUNT] == 0)
		m->used++;
	to[COUNT] = count_plus_one;
	to[WORK] = work;
	for (int w = 0; w < m->words; w++)
		to[KEY + w] = key[w];
}

/*
 * Doubles the table, moving every entry. Without memory the table stays as
 * it was and max_capacity drops to its size, so it is not tried again.
 */
static void grow(struct memo *m)
{
	struct memo old = *m;
	if (!allocate(m, old.capacity * 2)) {
		m->slots = old.slots;
		m->capacity = old.capacity;
		m->max_capacity = old.capacity;
		return;
	}
	m->used = 0;
	for (size_t s = 0; s < old.capacity; s++) {
		const uint64_t *from = slot_at(&old, s);
		if (from[COUNT] != 0)
			put(m, from + KEY, from[COUNT], from[WORK]);
	}
	pages_free(old.slots, table_bytes(&old, old.capacity));
}

void memo_store(struct memo *m, const uint64_t *key, uint64_t count, uint64_t work)
{
	if (count >= UINT64_MAX - 1)
		return; /* would not fit with the empty and the busy marks */
	if (m->table) {
		memo_table_store(m->table, &m->allowed, key, count, work);
		return;
	}
	if (m->used * 2 >= m->capacity && m->capacity < m->max_capacity)
		grow(m);
	if (m->used * 4 >= m->capacity * 3)
		return; /* full: keep what is there */
	put(m, key, count + 1, work);
}

/* Counts a wrap of the search's count since the memo's last look. */
static void memo_look(struct memo *m, uint64_t solutions)
{
	if (solutions < m->seen && ++m->carries == 0)
		m->past = true;
	m->seen = solutions;
}

bool memo_look_up(struct memo *m, const struct dlx_problem *pb, int level, uint64_t *solutions,
                  uint64_t updates)
{
	uint64_t *key = m->level_key + (size_t)level * (size_t)m->words;
	uint64_t count, high;
	memo_key(pb, m->words, key);
	memo_look(m, *solutions);
	if (memo_find_wide(m, key, &count, &high)) {
		*solutions += count;
		uint64_t carries = m->carries + high + (*solutions < count);
		m->past |= carries < m->carries;
		m->carries = carries;
		m->seen = *solutions;
		return true;
	}
	m->level_start[level] = *solutions;
	m->level_work[level] = updates;
	m->level_carries[level] = m->carries;
	return false;
}

void memo_put(struct memo *m, int level, uint64_t solutions, uint64_t updates)
{
	uint64_t start = m->level_start[level];
	memo_look(m, solutions);
	/* the subtree's count: the pairs' difference, borrowing when the low word wrapped */
	uint64_t high = m->carries - m->level_carries[level] - (solutions < start);
	uint64_t work = high ? MEMO_WIDE | high : (updates - m->level_work[level]) & ~MEMO_WIDE;
	if (high < MEMO_WIDE && !m->past)
		memo_store(m, m->level_key + (size_t)level * (size_t)m->words, solutions - start, work);
}

void memo_count_end(struct memo *m, struct dlx_stats *stats)
{
	memo_look(m, stats->solutions); /* the increments since the last look may have wrapped */
	if (m->past)
		wide_put(stats, (struct wide){UINT64_MAX, UINT64_MAX});
	else if (m->carries)
		wide_put(stats, (struct wide){m->carries, stats->solutions});
}
