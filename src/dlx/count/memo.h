/*
 * memo.h - counts of subproblems already searched (private).
 *
 * In a plain problem (no colours) the state of a search at a node is the
 * set of items covered so far: the options left are exactly those that
 * touch none of them. Different paths often reach the same set (two pieces
 * placed in either of two ways that fill the same cells), and below it the
 * search walks the same tree again. A count of every solution can remember,
 * for each state whose subtree it finished, how many solutions that subtree
 * held, and add that count when the state comes again instead of searching
 * it: Nishino et al.'s DXZ ("Dancing with decision diagrams", AAAI 2017),
 * here without the diagram. The search below a state is still Algorithm X
 * with dancing links; only repeats are skipped.
 *
 * The key is the covered set itself, one bit an item, so a hit is exact (a
 * hash only picks the slot). The table grows up to the memory the caller
 * allows, then stops taking new states. A search that finds few repeats
 * turns the memo off early (see memo_find in memo.c), so it costs little where
 * it cannot help (n queens). Everything depends only on the search's own
 * steps, so the same problem gives the same counts of nodes and hits.
 */
#ifndef DLX_MEMO_H
#define DLX_MEMO_H

#include "count/memo_table.h"
#include "matrix/problem.h"

/* The 64-bit words of a key of pb's states (a bit an item), or 0: pb takes no memo. */
static inline int memo_words(const struct dlx_problem *pb)
{
	return pb->items == 0 || pb->items > MEMO_MAX_ITEMS ? 0 : (pb->items + 63) / 64;
}

struct memo {
	int words;              /* 64-bit words a key */
	bool off;               /* stopped: too few repeats */
	bool always;            /* never stops (a ZDD merges every repeat: zdd/build.c) */
	size_t capacity, used;  /* slots (a power of two), slots taken */
	size_t max_capacity;    /* the most slots the memory allows */
	/*
	 * Slot s is slots[s * (words + 2) ...]: the solutions below + 1 (0
	 * marks an empty slot), the links its search removed (the search's
	 * updates), then the key. One slot is one place in memory: a lookup
	 * waits for one cache line, not three.
	 */
	uint64_t *slots;
	uint64_t lookups, hits;
	uint64_t saved;         /* updates the hits spared */
	uint64_t *level_key;    /* the key looked up at each level of the stack */
	uint64_t *level_start;  /* solutions counted when that level was entered */
	uint64_t *level_work;   /* updates made when that level was entered */
	/*
	 * A count that the hits carry past 2^64: the search's 64-bit count
	 * wraps, and `carries` counts the wraps (the count is carries * 2^64
	 * + solutions). `seen` is the count at the memo's last look; a count
	 * below it wrapped since, by the search's own increments (fewer than
	 * 2^64 between two looks: at most one wrap). A subtree's count is
	 * then the difference of two such pairs (level_carries), stored wide
	 * (MEMO_WIDE) when it passes 64 bits, and a hit adds both words.
	 */
	uint64_t carries, seen;
	bool past;               /* the carries wrapped too: 2^128 solutions or more */
	uint64_t *level_carries; /* carries when that level was entered */
	uint64_t first_node;    /* no lookups before this node (MEMO_FIRST_NODE; share.c lowers it) */
	/*
	 * The table of a pool's threads (memo_table.h), in place of slots, or
	 * NULL, and the slots of it this thread may still take.
	 */
	struct memo_table *table;
	struct memo_allowance allowed;
};

/*
 * Sets up a memo for counting `pb` in at most `bytes` of memory. false: not
 * worth it (too many items, too little memory) or no memory.
 */
bool memo_init(struct memo *m, const struct dlx_problem *pb, size_t bytes);
/*
 * The same with keys of `words` words, memo_words(pb) or more: a key that
 * says more about a state than the covered set (zdd/build.c adds the
 * colours of a coloured problem) fills the words after memo_key's.
 */
bool memo_init_words(struct memo *m, const struct dlx_problem *pb, int words, size_t bytes);
/*
 * The same for one thread of a pool, storing its counts in the pool's
 * `table` (a key of as many words as this problem's) instead of its own.
 */
bool memo_init_shared(struct memo *m, const struct dlx_problem *pb, struct memo_table *table);
void memo_finish(struct memo *m);


/* Writes the current state's key (the covered items as bits) to `key`. */
void memo_key(const struct dlx_problem *pb, int words, uint64_t *key);

/* Whether `key` was stored; if so, its count goes to *count. Counts the lookup. */
bool memo_find(struct memo *m, const uint64_t *key, uint64_t *count);

/*
 * A subtree that counted 2^64 or more is stored with its count's low word
 * as the count, and as its work this bit and the high word (below 2^63):
 * the work serves only to judge whether the memo pays, and such a
 * subtree comes once in 2^64 solutions.
 */
#define MEMO_WIDE (UINT64_C(1) << 63)

/* memo_find with the high word of the count, 0 but for a subtree stored wide. */
bool memo_find_wide(struct memo *m, const uint64_t *key, uint64_t *count, uint64_t *high);

/*
 * Stores the count of solutions below the state `key` and the updates its
 * search made (a full table keeps what it has).
 */
void memo_store(struct memo *m, const uint64_t *key, uint64_t count, uint64_t work);

/* Only nodes that branch this many ways are looked up. */
#define MEMO_MIN_LENGTH 2
/*
 * Nor before the search has entered this many nodes: a small search is
 * over before a memo pays for itself, and keeps the very tree (and node
 * count) of the plain algorithm, which the walkthrough in docs/ shows.
 */
#define MEMO_FIRST_NODE 65536

/* level_start of a level that was not looked up */
#define MEMO_NONE UINT64_MAX

/*
 * The out-of-line halves of the two calls below, taken only where the memo
 * looks (so the search's loop keeps the code it had without counts past
 * 2^64: under callgrind, inlined, they cost the loop 1.7 % on queens-11).
 */
bool memo_look_up(struct memo *m, const struct dlx_problem *pb, int level, uint64_t *solutions,
                  uint64_t updates);
void memo_put(struct memo *m, int level, uint64_t solutions, uint64_t updates);

/*
 * The search's two calls, at a node about to branch (cover not yet made)
 * and when that node's options are all tried. memo_enter returns true when
 * the state's count is known: it is added to *solutions and the node is
 * done. Otherwise it notes the count so far, and memo_leave stores what
 * the subtree added.
 */
static inline bool memo_enter(struct memo *m, const struct dlx_problem *pb, int32_t length,
                              uint64_t nodes, int level, uint64_t *solutions, uint64_t updates)
{
	m->level_start[level] = MEMO_NONE;
	if (m->off || length < MEMO_MIN_LENGTH || nodes < m->first_node)
		return false;
	return memo_look_up(m, pb, level, solutions, updates);
}

static inline void memo_leave(struct memo *m, int level, uint64_t solutions, uint64_t updates)
{
	if (m->level_start[level] != MEMO_NONE && !m->off)
		memo_put(m, level, solutions, updates);
}

/* At the start of a search with the memo (a pool's thread keeps it across parts): no wrap yet. */
static inline void memo_count_start(struct memo *m)
{
	m->carries = m->seen = 0;
	m->past = false;
}

/* At its end: the wraps of the count, if any, into *stats (wide.h). */
void memo_count_end(struct memo *m, struct dlx_stats *stats);

#endif
