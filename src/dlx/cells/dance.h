/*
 * dance.h - the steps of SSXCC's search on the cells (private; cells.h
 * draws the layout), each a static inline function over one `struct
 * dancer`, so the loop in search_cells.c reads as the algorithm and the
 * compiler still sees one function with its state in registers.
 *
 * `knuth` is a constant at every call: true in the copy of the loop that
 * counts SSXCC's mems (MEMS below adds them where SSXCC's o, oo and ooo
 * do), false in the copy that does not, where every MEMS vanishes. Both
 * copies make the same moves, so they enter the same nodes and make the
 * same updates.
 */
#ifndef DLX_CELLS_DANCE_H
#define DLX_CELLS_DANCE_H

#include "cells/cells.h"
#include "util/inline.h"

#include <string.h>

/* How far ahead in a set hide fetches an option's colour and node, and its spacer (large problems). */
#define HIDE_AHEAD 8
#define HIDE_NEAR 3

/* Larger than any set size: the choice's "no item yet". */
#define NO_SIZE INT32_MAX

#define STAMP(x) set[(x) - 3]
#define POS(x) set[(x) - 2]
#define SIZE(x) set[(x) - 1]
#define MEMS(n) ((void)(knuth && (d->mems += (n))))

struct dancer {
	struct cell *nd;
	const struct cell_info *info; /* beside nd[] */
	int32_t *set, *item, *force;
	int32_t second;  /* the first secondary item's base */
	int32_t active;  /* items in item[0 .. active-1] are active */
	int32_t oactive; /* active before the chosen option's items left */
	int32_t forced;  /* entries on force[] */
	int32_t tough;   /* binary branching: the primary item the last dead end wiped out */
	/* the scored choice's scratch, one entry per primary item: each candidate's base, its
	   size then its size / score, and its score */
	int32_t *candidate;
	float *ratio, *weight;
	uint64_t mems, updates;
	uint64_t choice_mems; /* the mems of choose() */
	/* the coloured search's trail (see mark_trail): its entries, height and save point */
	struct saved_size *trail;
	int32_t trail_top, stamp;
	/* the copies that scan the primary items alone: the active ones in
	   primaries[0 .. primaries_active-1], and each one's place there, by base */
	int32_t *primaries, *primary_place;
	int32_t primaries_active;
};

/*
 * The option round node q: its first node, and in *stop the spacer after
 * it (each node knows its option's first node, the spacer before that
 * the option's size).
 */
DLX_INLINE uint32_t option_round(const struct cell_info *info, const struct cell *nd, uint32_t q,
                                 uint32_t *stop)
{
	uint32_t first = info[q].option;
	*stop = first + nd[first - 1].loc;
	return first;
}

/*
 * The steps of a walk round an option from one of its nodes back to it,
 * that node left out: the option's size less one, a constant the compiler
 * writes the walk out for when every option has `shape` items (0: sizes
 * differ, read off first and stop).
 */
DLX_INLINE uint32_t round_steps(int shape, uint32_t first, uint32_t stop)
{
	return shape ? (uint32_t)shape - 1 : stop - first - 1;
}

/* The node after q in a walk round its option from `first` to `stop`: a conditional move. */
DLX_INLINE uint32_t next_round(uint32_t q, uint32_t first, uint32_t stop)
{
	return q + 1 == stop ? first : q + 1;
}

/* What hide reads of the dancer, in locals: the stores into set[] and nd[]
 * could otherwise, for all the compiler knows, change them. */
struct hider {
	struct cell *nd;
	const struct cell_info *info;
	int32_t *set;
	int32_t oactive, active, second;
	struct saved_size *trail;
	int32_t stamp;
};

/*
 * Takes node n (at p) out of the set of its item u, as hide walks its
 * option, unless u has left (colored only: without colours no option in
 * an active set holds such an item, so the test is left out; it is still
 * counted as a mem). With `check`, false when that leaves an active
 * primary item with no option, and one left with a single option goes
 * on force[]. The walk's indices are unsigned, so widening one into an
 * address is free (an int32_t index takes a sign extension at each use),
 * and the node is reached through a pointer handed beside its index. The
 * empty asm keeps the rare test (a set down to one option or none)
 * behind the one comparison s <= 1: without it gcc folds the item and
 * place tests into every swap. Each of the three cut the loop's
 * instructions (bench/NOTES.md). Given a trail (trail_top, on large
 * problems), the size before the item's first change since the save
 * point goes on it (mark_trail).
 */
DLX_INLINE bool hide_node(struct dancer *d, const struct hider *h, struct cell *p, uint32_t n,
                          uint64_t *updates, int32_t *trail_top, bool check, bool colored, bool knuth)
{
	struct cell *nd = h->nd;
	int32_t *set = h->set;
	int32_t u = p->item; /* one mem: item and loc share a word */
	uint32_t v = p->loc;
	MEMS(1);
	int32_t *x = set + (uint32_t)u; /* u's block: x[-2] its pos, x[-1] its size */
	MEMS(1);
	if (colored && x[-2] >= h->oactive)
		return true;
	uint32_t s = x[-1] - 1;
	MEMS(1);
	if (check && s <= 1) {
		__asm__(""); /* see above: the rare test stays apart */
		if (u < h->second && x[-2] < h->active) {
			if (s == 0)
				return false;
			d->force[d->forced++] = u;
			MEMS(1);
		}
	}
	if (trail_top && x[-3] != h->stamp) {
		h->trail[(*trail_top)++] = (struct saved_size){u, (int32_t)s + 1};
		x[-3] = h->stamp;
	}
	uint32_t w = x[s]; /* swap n with the last live node of u */
	x[-1] = s;
	x[s] = n, set[v] = w;
	p->loc = u + s, nd[w].loc = v;
	MEMS(6);
	++*updates;
	return true;
}

/*
 * Hides the option round node t from the sets of its other items, in
 * Knuth's order (the nodes after t, then from its first node up to t),
 * as one counted loop of the option's size less one, a conditional move
 * taking the walk round from the spacer to the first node. The loop's
 * one branch has a trip count that repeats on options of one size, where
 * a spacer test and the walk's end fall where t sits, and the branch
 * predictor misses both (bench/NOTES.md). Knuth's mem for the spacer is
 * counted where his walk reads it. False at a dead end (hide_node).
 */
DLX_INLINE bool hide_round(struct dancer *d, const struct hider *h, uint32_t t, uint64_t *updates,
                           bool check, bool colored, bool knuth, int shape)
{
	uint32_t stop, first = option_round(h->info, h->nd, t, &stop), n = t;
	for (uint32_t k = round_steps(shape, first, stop); k; k--) {
		n = next_round(n, first, stop);
		MEMS(n == first); /* Knuth reads the spacer on his way round */
		if (!hide_node(d, h, h->nd + n, n, updates, NULL, check, colored, knuth))
			return false;
	}
	MEMS(t == first); /* or after the last node, from the first */
	return true;
}

/*
 * hide_round's walk as two counted loops, the nodes after t and those
 * before it, Knuth's mem for the spacer between them. With colours the
 * simulated predictor misses far fewer branches this way than in the one
 * loop (bench/NOTES.md), presumably as each loop's tests meet nodes of
 * their own places in the option (an option's cells, a word), and so
 * items of their own kinds.
 */
DLX_INLINE bool hide_runs(struct dancer *d, const struct hider *h, uint32_t t, uint64_t *updates,
                          int32_t *trail_top, bool check, bool colored, bool knuth)
{
	uint32_t stop, first = option_round(h->info, h->nd, t, &stop);
	struct cell *p = h->nd + t + 1;
	for (uint32_t n = t + 1; n < stop; n++, p++)
		if (!hide_node(d, h, p, n, updates, trail_top, check, colored, knuth))
			return false;
	MEMS(1); /* Knuth reads the spacer */
	p = h->nd + first;
	for (uint32_t n = first; n < t; n++, p++)
		if (!hide_node(d, h, p, n, updates, trail_top, check, colored, knuth))
			return false;
	return true;
}

/*
 * Hides the options in c's set from every other active set (SSXCC's
 * hide): all of them when `color` is 0, else those that give c another
 * colour. An item at or past oactive has left: its set is not touched, so
 * no node leaves a set twice. With `check`, returns false as soon as an
 * active primary item is left with no option, and pushes one left with a
 * single option on force[]; sizes changed before a false are restored by
 * the level's saved sizes. Each option is walked as hide_round does
 * without colours, as hide_runs with them.
 *
 * On a `large` problem (cells.h) the sizes go on the trail, and the
 * options a few places ahead in c's set are fetched early: there each
 * option's colour and spacer are a cache miss, one after another, where
 * a prefetch lets the misses overlap. On smaller problems they hit the
 * cache and the prefetches only cost.
 */
DLX_INLINE bool hide(struct dancer *d, int32_t c, int32_t color, bool check, bool colored,
                     bool knuth, int shape, bool large)
{
	const struct hider h = {d->nd, d->info, d->set, d->oactive, d->active, d->second, d->trail, d->stamp};
	const int32_t *set = d->set;
	uint64_t updates = 0;
	int32_t trail_top = d->trail_top;
	bool ok = false;
	MEMS(1);
	for (int32_t r = c, end = c + SIZE(c); r < end; r++) {
		uint32_t t = set[r];
		MEMS(1);
		if (large && r + HIDE_AHEAD < end) {
			uint32_t ahead = (uint32_t)set[r + HIDE_AHEAD];
			__builtin_prefetch(&h.info[ahead]);
			__builtin_prefetch(&h.nd[ahead]);
		}
		if (large && r + HIDE_NEAR < end) {
			uint32_t first = h.info[set[r + HIDE_NEAR]].option;
			__builtin_prefetch(&h.nd[first - 1]);
		}
		if (colored && color && (MEMS(1), h.info[t].color == color))
			continue;
		if (colored ? !hide_runs(d, &h, t, &updates, large ? &trail_top : NULL, check, colored, knuth)
		            : !hide_round(d, &h, t, &updates, check, colored, knuth, shape))
			goto out;
	}
	ok = true;
out:
	d->updates += updates;
	if (large)
		d->trail_top = trail_top;
	return ok;
}

/* Primary item x leaves d->primaries: swapped with the last active one there. */
DLX_INLINE void unlist(struct dancer *d, int32_t x)
{
	int32_t *place = d->primary_place, q = place[x];
	int32_t last = d->primaries[--d->primaries_active];
	d->primaries[d->primaries_active] = x, d->primaries[q] = last;
	place[x] = d->primaries_active, place[last] = q;
}

/* The active primary items into d->primaries, in item[]'s order (any order would do). */
DLX_INLINE void list_primaries(struct dancer *d)
{
	d->primaries_active = 0;
	for (int32_t k = 0; k < d->active; k++) {
		int32_t x = d->item[k];
		if (x >= d->second)
			continue;
		d->primary_place[x] = d->primaries_active;
		d->primaries[d->primaries_active++] = x;
	}
}

/* Moves item x from place pp to place p of item[], and the item there to pp. */
DLX_INLINE void swap_items(struct dancer *d, int32_t x, int32_t pp, int32_t p, bool knuth)
{
	int32_t *set = d->set;
	int32_t y = d->item[p];
	d->item[p] = x, d->item[pp] = y;
	POS(y) = pp, POS(x) = p;
	MEMS(5);
	d->updates++;
}

/*
 * Takes the item to branch on out of the active items (SSXCC counts it an
 * update), and with `listed` out of d->primaries.
 */
DLX_INLINE void retire(struct dancer *d, int32_t best, bool listed, bool knuth)
{
	int32_t *set = d->set;
	d->active--;
	MEMS(1);
	swap_items(d, best, POS(best), d->active, knuth);
	if (listed)
		unlist(d, best);
}

/*
 * Takes the other items of the option at node `cur` out of the active
 * items, in Knuth's order (round from cur), a counted walk as hide's. A
 * secondary item that an earlier choice purified has left already and
 * stays where it is. The walk is written out here and in hide_option:
 * one helper for both cost the loop about 5% more instructions on
 * pentominoes (callgrind), the compiler then keeping less of hide's state
 * in registers.
 */
DLX_INLINE void retire_option(struct dancer *d, int32_t cur, bool listed, bool knuth, int shape)
{
	int32_t *set = d->set;
	int32_t p = d->oactive = d->active;
	uint32_t stop, first = option_round(d->info, d->nd, cur, &stop);
	MEMS(1); /* Knuth reads the spacer */
	for (uint32_t k = round_steps(shape, first, stop), q = cur; k; k--) {
		q = next_round(q, first, stop);
		int32_t x = d->nd[q].item;
		int32_t pp = POS(x);
		MEMS(2);
		if (pp < p) {
			swap_items(d, x, pp, --p, knuth);
			if (listed && x < d->second)
				unlist(d, x);
		}
	}
	d->active = p;
}

/*
 * Hides what the option at `cur` rules out: every other option of its
 * primary items; on its secondary items, the options of another colour
 * (all of them, uncoloured), unless an earlier choice purified the item.
 * False at a dead end. The walk round the option is counted, as hide's.
 */
DLX_INLINE bool hide_option(struct dancer *d, int32_t cur, bool colored, bool knuth, int shape,
                            bool large)
{
	int32_t *set = d->set;
	uint32_t stop, first = option_round(d->info, d->nd, cur, &stop);
	for (uint32_t k = round_steps(shape, first, stop), q = cur; k; k--) {
		q = next_round(q, first, stop);
		int32_t x = d->nd[q].item;
		MEMS(1 + (q == first)); /* the spacer too, where Knuth's walk reads it */
		if (x < d->second) {
			if (!hide(d, x, 0, true, colored, knuth, shape, large))
				return false;
		} else if ((MEMS(1), POS(x) < d->oactive)) {
			MEMS(1);
			if (!hide(d, x, d->info[q].color, true, colored, knuth, shape, large))
				return false;
		}
	}
	MEMS((uint32_t)cur == first); /* or after the last node, from the first */
	return true;
}

#define DANGEROUS 1e32f /* SSXCC-WTD: a weight this large scales them all down */
#define INFTY 2e32f     /* above any score */

/*
 * Item ii, at place p of item[], leaves the active items (no update, as
 * SSMCC and SSXCC-BINARY count); with `listed` (a primary item, where the
 * loop keeps d->primaries) it leaves that list too, by the same kind of
 * swap.
 */
DLX_INLINE void leave(struct dancer *d, int32_t ii, int32_t p, bool listed, bool knuth)
{
	int32_t *set = d->set;
	int32_t last = d->item[--d->active];
	d->item[d->active] = ii, d->item[p] = last;
	POS(ii) = d->active, POS(last) = p;
	MEMS(5);
	if (listed)
		unlist(d, ii);
}

/*
 * The forced items in item[]'s order, where Knuth's scan meets them: a
 * scan of d->primaries met them in its own order. The choice's other
 * rules are a total order of the items, so only these depend on the
 * order of the scan. There are few: one insertion sort by place.
 */
DLX_INLINE void order_forced(struct dancer *d)
{
	const int32_t *set = d->set;
	int32_t *force = d->force;
	for (int32_t i = 1; i < d->forced; i++) {
		int32_t x = force[i], p = POS(x), j = i;
		for (; j > 0 && POS(force[j - 1]) > p; j--)
			force[j] = force[j - 1];
		force[j] = x;
	}
}

/*
 * The scored choice's second pass over its n candidates: each size / score
 * (Knuth's float division, capped at DANGEROUS), a loop of its own over
 * plain arrays, so the divisions run four or eight at a time; then the
 * least key of the quotient's bits (a float above 0 orders as they do)
 * and the base. The key is NO_SIZE << 32 when there is no candidate: a
 * quotient's bits are below it.
 */
DLX_INLINE uint64_t least_ratio(struct dancer *d, int32_t n)
{
	float *ratio = d->ratio;
	const float *weight = d->weight;
	for (int32_t i = 0; i < n; i++) {
		float ts = ratio[i] / weight[i];
		ratio[i] = ts >= INFTY ? DANGEROUS : ts;
	}
	uint64_t least = (uint64_t)NO_SIZE << 32;
	for (int32_t i = 0; i < n; i++) {
		uint32_t bits;
		memcpy(&bits, &ratio[i], sizeof bits);
		uint64_t key = (uint64_t)bits << 32 | (uint32_t)d->candidate[i];
		least = key < least ? key : least;
	}
	return least;
}

/*
 * SSXCC's choice: the active primary item with the fewest options, the
 * first in the problem's order on ties, into *best (*size NO_SIZE when
 * every primary item is covered). Every item with one option is pushed on
 * force[] on the way, in item[]'s order. Its mems are tallied apart too,
 * as SSXCC's cmems. Size and base make one key, so the least key is the
 * choice and a conditional move keeps it: the branch on a smaller size
 * or a tie was missed often (bench/NOTES.md). With `score` (per item
 * base; NULL, a constant, at SSXCC's calls), SSXCC-WTD's and SSXCC-FRB's
 * choice instead: the least size / score, a float division as Knuth's,
 * the first on ties, by the same kind of key (*size is then the chosen
 * item's size: the loop asks only whether it is 1, and progress reads it
 * as the item's ways). With `listed`, the scan runs over d->primaries
 * instead of item[], where the test of each item's kind was missed often
 * (secondary items lie among the primary ones), and the forced items are
 * put back in item[]'s order.
 */
DLX_INLINE void choose(struct dancer *d, int32_t *best, int32_t *size, const float *score,
                       bool listed, bool knuth)
{
	const int32_t *set = d->set, *item = listed ? d->primaries : d->item;
	int32_t scan = listed ? d->primaries_active : d->active;
	uint64_t least_key = (uint64_t)NO_SIZE << 32; /* the size, then the base */
	uint64_t mems_before = d->mems;
	int32_t n = 0;
	if (listed)
		MEMS(d->active - scan); /* Knuth looks at each secondary item too */
	for (int32_t k = 0; k < scan; k++) {
		int32_t x = item[k];
		MEMS(1);
		if (!listed && x >= d->second)
			continue;
		int32_t s = SIZE(x);
		MEMS(1);
		if (s <= 1) {
			if (s == 1)
				d->force[d->forced++] = x, MEMS(1);
		} else if (!score) {
			uint64_t key = (uint64_t)s << 32 | (uint32_t)x;
			least_key = key < least_key ? key : least_key;
		} else {
			MEMS(1);
			d->candidate[n] = x, d->ratio[n] = (float)s, d->weight[n] = score[x], n++;
		}
	}
	if (score)
		least_key = least_ratio(d, n);
	if (listed && d->forced > 1)
		order_forced(d);
	/* no candidate: NO_SIZE << 32, base 0 */
	int32_t b = (int32_t)(uint32_t)least_key, t = (int32_t)(least_key >> 32);
	*best = b;
	*size = score && t != NO_SIZE ? SIZE(b) : t;
	if (knuth)
		d->choice_mems += d->mems - mems_before;
}

/*
 * choose(), then the last item it found with one option, if any, into
 * *best instead: true when that forced move is to be made.
 */
DLX_INLINE bool choose_or_force(struct dancer *d, int32_t *best, int32_t *size, const float *score,
                                bool listed, bool knuth)
{
	choose(d, best, size, score, listed, knuth);
	if (!d->forced)
		return false;
	*best = d->force[--d->forced];
	MEMS(1);
	return true;
}

/* Pushes the active items' sizes at *top (3 mems each); false when the stack cannot grow. */
DLX_INLINE bool push_sizes(struct dancer *d, struct cells *c, int32_t *top, bool knuth)
{
	if ((size_t)*top + (size_t)d->active > c->stack_capacity &&
	    !cells_grow_stack(c, (size_t)*top + (size_t)d->active))
		return false;
	const int32_t *set = d->set;
	struct saved_size *stack = c->stack + *top;
	for (int32_t p = 0; p < d->active; p++) { /* two stores: gcc packs a struct in SSE */
		int32_t x = d->item[p];
		stack[p].item = x, stack[p].size = SIZE(x);
	}
	MEMS(3 * (uint64_t)d->active);
	*top += d->active;
	return true;
}

/* Pushes the active items' sizes for `level`; false when the stack cannot grow. */
DLX_INLINE bool save_sizes(struct dancer *d, struct cells *c, int32_t *top, int level, bool knuth)
{
	if (!push_sizes(d, c, top, knuth))
		return false;
	MEMS(1);
	c->saved[level + 1] = *top;
	return true;
}

/*
 * Pops the items that earlier options left with one option off force[]
 * until one still active is found, into *best; false when none is.
 */
DLX_INLINE bool pop_forced(struct dancer *d, int32_t *best, bool knuth)
{
	const int32_t *set = d->set;
	while (d->forced) {
		*best = d->force[--d->forced];
		MEMS(2);
		if (POS(*best) < d->active)
			return true;
	}
	return false;
}

/* Pops level `level`'s sizes back, and the active count with them. */
DLX_INLINE void restore_sizes(struct dancer *d, const struct cells *c, int level, bool knuth)
{
	int32_t *set = d->set;
	int32_t top = c->saved[level + 1];
	d->active = top - c->saved[level];
	const struct saved_size *stack = c->stack + top - d->active;
	for (int32_t p = 0; p < d->active; p++)
		SIZE(stack[p].item) = stack[p].size;
	MEMS(2 + 2 * (uint64_t)d->active);
}

/* A new save point's stamp; past INT32_MAX, only the newest is ever compared: all start again. */
DLX_INLINE void next_stamp(struct dancer *d, const struct cells *c)
{
	if (++d->stamp < INT32_MAX)
		return;
	int32_t *set = d->set;
	for (int32_t k = 0; k < c->items; k++)
		STAMP(c->item[k]) = 0;
	d->stamp = 1;
}

/* Room on the trail for a save point's entries, at most one per active item; false without. */
DLX_INLINE bool trail_room(struct dancer *d, struct cells *c)
{
	size_t need = (size_t)d->trail_top + (size_t)d->active;
	if (need > c->stack_capacity && !cells_grow_stack(c, need))
		return false;
	d->trail = c->stack;
	return true;
}

/*
 * The save point for `level` on a large problem, in place of save_sizes:
 * a trail instead of every active size. There the items' blocks span
 * more cache lines than the first-level cache holds, so saving and
 * restoring every active size at each node misses the cache again and
 * again, while a level's hides touch few of the items: word squares have
 * an item a word, and a level reaches the few words its cells allow.
 * From here each item's size goes on the trail at its first change
 * (hide_node), when its stamp is not this save point's; undo_trail puts
 * those sizes back. A save point has at most as many entries as active
 * items; a forced level adds to the save point above it, which restores
 * it too. Only the lean copy keeps a trail: no mems are counted here.
 */
DLX_INLINE bool mark_trail(struct dancer *d, struct cells *c, int level)
{
	if (!trail_room(d, c))
		return false;
	c->saved[level + 1] = d->trail_top;
	c->active_at[level] = d->active;
	next_stamp(d, c);
	return true;
}

/* Puts back the sizes trailed above height `base`, and the active count `active`. */
DLX_INLINE void undo_trail_to(struct dancer *d, const struct cells *c, int32_t base, int32_t active)
{
	int32_t *set = d->set;
	for (int32_t k = d->trail_top - 1; k >= base; k--) /* the earliest entry of an item last */
		SIZE(d->trail[k].item) = d->trail[k].size;
	d->trail_top = base;
	d->active = active;
	next_stamp(d, c); /* the items trailed since are no longer */
}

/* Puts back the sizes trailed since level `level`'s save point, and its active count. */
DLX_INLINE void undo_trail(struct dancer *d, const struct cells *c, int level)
{
	undo_trail_to(d, c, c->saved[level + 1], c->active_at[level]);
}

/*
 * Level `level`'s save point: every active size at *top, or on a large
 * problem a trail; with `listed`, the length of d->primaries.
 */
DLX_INLINE bool save_level(struct dancer *d, struct cells *c, int32_t *top, int level, bool large,
                           bool listed, bool knuth)
{
	if (listed)
		c->primaries_at[level] = d->primaries_active;
	return large ? mark_trail(d, c, level) : save_sizes(d, c, top, level, knuth);
}

/* Back to level `level`'s save point, *top with it. */
DLX_INLINE void restore_level(struct dancer *d, struct cells *c, int32_t *top, int level, bool large,
                              bool listed, bool knuth)
{
	if (listed)
		d->primaries_active = c->primaries_at[level];
	if (large) {
		undo_trail(d, c, level);
		return;
	}
	restore_sizes(d, c, level, knuth);
	*top = c->saved[level + 1];
}

#endif
