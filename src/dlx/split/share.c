/*
 * share.c - a pool of work for threads that search one problem together
 * (dlx_share_*, dlx_search_shared). The caller owns the threads; each
 * searches its own clone of the problem and takes parts (prefixes) from
 * the pool. A thread that finds the pool empty waits; a busy thread sees
 * that at its next poll and gives away the untried options of its
 * shallowest level (share.h), so the work stays balanced to the end however
 * lopsided the tree.
 *
 * Invariants, under the lock: `busy` threads hold a part; the queue holds
 * parts nobody searches yet. The work is done when both are empty: no
 * thread can give anything away then, so the waiters can leave. A part
 * given away is pushed before its giver stops being busy, so the pool
 * never looks done while work is in flight.
 */
#include "split/share.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* A part in the queue: where its options start in options[], and how many. */
struct part {
	size_t start;
	int count;
};

struct dlx_share {
	pthread_mutex_t lock;
	pthread_cond_t wake;   /* a part was queued, or the work is done, or stopped */
	atomic_bool stopped;
	atomic_int hungry;     /* threads waiting for a part (changed under the lock) */
	atomic_int queued;     /* parts in the queue (changed under the lock) */
	atomic_bool memo_pays; /* a thread's memo passed its trials (see share_memo) */
	struct memo_table *memo_table; /* the threads' counts (memo_table.h), made by the first */
	bool memo_table_tried; /* (under the lock) */
	atomic_uint_least64_t earlier_nodes; /* nodes of the rounds before (a pool searched again) */
	int busy;              /* threads searching a part */
	int turns;             /* threads taking turns (dlx_share_create_in_turns), or 0 */
	int turn;              /* whose turn it is */
	int joined;            /* threads numbered so far (share_slot.id) */
	struct part *parts;    /* the queue: parts[head .. tail-1], oldest first */
	int head, tail, capacity;
	int *options;
	size_t used, room;
};

struct dlx_share *dlx_share_create(void)
{
	struct dlx_share *pool = calloc(1, sizeof *pool);
	if (!pool)
		return NULL;
	if (pthread_mutex_init(&pool->lock, NULL) != 0) {
		free(pool);
		return NULL;
	}
	if (pthread_cond_init(&pool->wake, NULL) != 0) {
		pthread_mutex_destroy(&pool->lock);
		free(pool);
		return NULL;
	}
	atomic_init(&pool->stopped, false);
	atomic_init(&pool->hungry, 0);
	atomic_init(&pool->queued, 0);
	atomic_init(&pool->memo_pays, false);
	atomic_init(&pool->earlier_nodes, 0);
	return pool;
}

struct dlx_share *dlx_share_create_in_turns(int threads)
{
	if (threads < 1)
		return NULL;
	struct dlx_share *pool = dlx_share_create();
	if (pool)
		pool->turns = threads;
	return pool;
}

void dlx_share_destroy(struct dlx_share *pool)
{
	if (!pool)
		return;
	pthread_cond_destroy(&pool->wake);
	pthread_mutex_destroy(&pool->lock);
	memo_table_destroy(pool->memo_table);
	free(pool->parts);
	free(pool->options);
	free(pool);
}

/* Appends a part to the queue (lock held). 0 or DLX_ENOMEM, with the queue as it was. */
static int push(struct dlx_share *pool, const int *options, int count)
{
	if (pool->tail == pool->capacity) {
		int capacity = pool->capacity ? 2 * pool->capacity : 64;
		struct part *grown = realloc(pool->parts, (size_t)capacity * sizeof *grown);
		if (!grown)
			return DLX_ENOMEM;
		pool->parts = grown;
		pool->capacity = capacity;
	}
	if (pool->used + (size_t)count > pool->room) {
		size_t room = 2 * (pool->room + (size_t)count) + 256;
		int *grown = realloc(pool->options, room * sizeof *grown);
		if (!grown)
			return DLX_ENOMEM;
		pool->options = grown;
		pool->room = room;
	}
	if (count > 0)
		memcpy(pool->options + pool->used, options, (size_t)count * sizeof *options);
	pool->parts[pool->tail++] = (struct part){pool->used, count};
	pool->used += (size_t)count;
	atomic_fetch_add(&pool->queued, 1);
	return 0;
}

int dlx_share_add(struct dlx_share *pool, const int *prefix, int count)
{
	if (!pool || count < 0 || (count > 0 && !prefix))
		return DLX_EINVAL;
	pthread_mutex_lock(&pool->lock);
	int code = push(pool, prefix, count);
	pthread_cond_broadcast(&pool->wake);
	pthread_mutex_unlock(&pool->lock);
	return code;
}

void dlx_share_stop(struct dlx_share *pool)
{
	if (!pool)
		return;
	pthread_mutex_lock(&pool->lock);
	atomic_store(&pool->stopped, true);
	pthread_cond_broadcast(&pool->wake);
	pthread_mutex_unlock(&pool->lock);
}

bool share_stopped(const struct share_slot *slot)
{
	return atomic_load_explicit(&slot->pool->stopped, memory_order_relaxed);
}

bool share_wanted(const struct share_slot *slot)
{
	const struct dlx_share *pool = slot->pool;
	return atomic_load_explicit(&pool->hungry, memory_order_relaxed) >
	       atomic_load_explicit(&pool->queued, memory_order_relaxed);
}

/* Makes room in the slot for a prefix of `count` options and what a search below adds. */
static bool slot_room(struct share_slot *slot, const struct dlx_problem *pb, int count)
{
	if (slot->given && count <= slot->prefix_room)
		return true;
	size_t room = (size_t)count + (size_t)pb->primary + 2;
	int *prefix = realloc(slot->prefix, room * sizeof *prefix);
	if (prefix)
		slot->prefix = prefix;
	int *given = realloc(slot->given, room * sizeof *given);
	if (given)
		slot->given = given;
	if (!prefix || !given)
		return false;
	slot->prefix_room = count;
	return true;
}

/* Whether every part is searched (lock held): nothing queued, nobody busy. */
static bool all_done(const struct dlx_share *pool)
{
	return pool->head == pool->tail && pool->busy == 0;
}

/* Whether the slot may go on (lock held): its turn, or no turns, or nothing left to take turns for. */
static bool may_run(const struct dlx_share *pool, const struct share_slot *slot)
{
	return !pool->turns || pool->turn == slot->id || all_done(pool) || atomic_load(&pool->stopped);
}

/* Hands the turn to the next thread (lock held). */
static void pass_turn(struct dlx_share *pool)
{
	if (pool->turns) {
		pool->turn = (pool->turn + 1) % pool->turns;
		pthread_cond_broadcast(&pool->wake);
	}
}

/* Waits for a part to take, or the end of the work (lock held). */
static void wait_for_part(struct dlx_share *pool, struct share_slot *slot)
{
	if (slot->id < 0)
		slot->id = pool->joined++;
	bool hungry = false;
	for (;;) {
		while (!may_run(pool, slot))
			pthread_cond_wait(&pool->wake, &pool->lock);
		if (pool->head < pool->tail || pool->busy == 0 || atomic_load(&pool->stopped))
			break;
		if (!hungry)
			atomic_fetch_add(&pool->hungry, 1);
		hungry = true;
		pass_turn(pool);
		pthread_cond_wait(&pool->wake, &pool->lock);
	}
	if (hungry)
		atomic_fetch_sub(&pool->hungry, 1);
}

int take_part(struct share_slot *slot, const struct dlx_problem *pb)
{
	struct dlx_share *pool = slot->pool;
	pthread_mutex_lock(&pool->lock);
	wait_for_part(pool, slot);
	int got = pool->head < pool->tail && !atomic_load(&pool->stopped);
	if (got && !slot_room(slot, pb, pool->parts[pool->head].count)) {
		atomic_store(&pool->stopped, true);
		got = DLX_ENOMEM;
	}
	if (got == 1) {
		struct part part = pool->parts[pool->head++];
		if (part.count > 0)
			memcpy(slot->prefix, pool->options + part.start, (size_t)part.count * sizeof *slot->prefix);
		slot->prefix_count = part.count;
		atomic_fetch_sub(&pool->queued, 1);
		if (pool->head == pool->tail) /* empty: the arrays are reused from the start */
			pool->head = pool->tail = 0, pool->used = 0;
		pool->busy++;
	} else { /* done, stopped or failed: the others must see it too */
		pthread_cond_broadcast(&pool->wake);
	}
	pthread_mutex_unlock(&pool->lock);
	return got;
}

void share_next_turn(struct share_slot *slot)
{
	struct dlx_share *pool = slot->pool;
	if (!pool->turns)
		return;
	pthread_mutex_lock(&pool->lock);
	pass_turn(pool);
	while (!may_run(pool, slot))
		pthread_cond_wait(&pool->wake, &pool->lock);
	pthread_mutex_unlock(&pool->lock);
}

void end_part(struct dlx_share *pool)
{
	pthread_mutex_lock(&pool->lock);
	pool->busy--;
	if (pool->busy == 0 && pool->head == pool->tail)
		pthread_cond_broadcast(&pool->wake);
	pthread_mutex_unlock(&pool->lock);
}

/* The option number of node p of the loop's layout (see report_solution in search.c). */
static int option_at(const struct dlx_problem *pb, const struct run *run, int32_t p)
{
	return run->block_base ? (p - run->block_base) / run->block_width : option_of(pb, p);
}

/*
 * The share of the tree given away: `count` options at `level`, each
 * weighing the part's share over the branches of the levels down to it.
 * The branches are known where progress is watched, the only place the
 * figure is read.
 */
static double given_share(const struct dlx_problem *pb, const struct share_slot *slot, int level,
                          int count)
{
	double share = slot->part_share * count;
	for (int l = 0; l <= level; l++)
		share = pb->branches[l] > 0 ? share / pb->branches[l] : 0;
	return share;
}

void share_give(struct dlx_problem *pb, struct run *run, int level, int count)
{
	struct share_slot *slot = run->share;
	struct dlx_share *pool = slot->pool;
	int *given = slot->given;
	int length = slot->prefix_count;
	if (length > 0)
		memcpy(given, slot->prefix, (size_t)length * sizeof *given);
	for (int l = 0; l < level; l++)
		given[length++] = option_at(pb, run, pb->choice[l]);
	pthread_mutex_lock(&pool->lock);
	int tail = pool->tail;
	size_t used = pool->used;
	int code = 0;
	for (int k = 0; k < count && code == 0; k++) {
		given[length] = option_at(pb, run, slot->untried[k]);
		code = push(pool, given, length + 1);
	}
	if (code != 0) { /* all or nothing: the giver keeps the level whole */
		atomic_fetch_sub(&pool->queued, pool->tail - tail);
		pool->tail = tail;
		pool->used = used;
	} else {
		run->kept = level;
		if (run->opt->on_progress)
			slot->given_share += given_share(pb, slot, level, count);
		/* the levels up to this one no longer see their whole subtree: no count to store */
		for (int l = 0; run->memo && l <= level; l++)
			run->memo->level_start[l] = MEMO_NONE;
		pthread_cond_broadcast(&pool->wake);
	}
	pthread_mutex_unlock(&pool->lock);
}

/* Lookups after which a memo still on has shown that it pays (memo.c's trials come before). */
#define MEMO_PROVEN_LOOKUPS 65536

/*
 * The pool's table of counts, made by the first thread that asks, to the
 * size `bytes` allows; NULL when it could not be made.
 */
static struct memo_table *pool_table(struct dlx_share *pool, const struct dlx_problem *pb, size_t bytes)
{
	pthread_mutex_lock(&pool->lock);
	if (!pool->memo_table_tried) {
		pool->memo_table_tried = true;
		pool->memo_table = memo_table_create(memo_words(pb), bytes);
	}
	struct memo_table *table = pool->memo_table;
	pthread_mutex_unlock(&pool->lock);
	return table;
}

/*
 * The thread's side of the pool's memo: its own statistics and trials over
 * the one table of the pool. Without memory for that table, a memo of its
 * own, as a single search has.
 */
static bool make_memo(struct share_slot *slot, const struct dlx_problem *pb, size_t bytes)
{
	if (memo_words(pb) == 0)
		return false;
	struct memo_table *table = pool_table(slot->pool, pb, bytes);
	return table ? memo_init_shared(&slot->memo, pb, table) : memo_init(&slot->memo, pb, bytes);
}

/*
 * A memo turns itself off when its first lookups find few repeats (memo.c).
 * A thread that starts deep in the tree, on parts given away, finds few at
 * first even where the memo pays, as its parts lie apart in the tree. So a
 * thread whose memo gave up starts its next part with the memo on and a
 * fresh trial once more, and again whenever another thread's memo has
 * proven itself; where the memo never pays (n queens), each thread loses
 * two trials' lookups.
 */
struct memo *share_memo(struct share_slot *slot, const struct dlx_problem *pb, size_t bytes)
{
	if (!slot->memo_tried) {
		slot->memo_tried = true;
		slot->memo_ready = make_memo(slot, pb, bytes);
	}
	if (!slot->memo_ready)
		return NULL;
	struct memo *m = &slot->memo;
	if (!m->off && m->lookups >= MEMO_PROVEN_LOOKUPS)
		atomic_store_explicit(&slot->pool->memo_pays, true, memory_order_relaxed);
	else if (m->off && (!slot->memo_retried ||
	                    atomic_load_explicit(&slot->pool->memo_pays, memory_order_relaxed))) {
		slot->memo_retried = true;
		m->off = false;
		m->lookups = 0;
		m->saved = 0;
	}
	/* the thread's earlier parts, and the pool's earlier rounds, count towards the memo's first nodes */
	uint64_t before = slot->nodes_before + atomic_load_explicit(&slot->pool->earlier_nodes,
	                                                            memory_order_relaxed);
	m->first_node = before >= MEMO_FIRST_NODE ? 0 : MEMO_FIRST_NODE - before;
	return m;
}

void share_round_nodes(struct dlx_share *pool, uint64_t nodes)
{
	atomic_fetch_add_explicit(&pool->earlier_nodes, nodes, memory_order_relaxed);
}
