/*
 * steps.h - the steps of the bitset search (private): the choice of an
 * item, the walk along its live options, and taking an option from one
 * state (live options and counts, bits.h) into the state below it. The
 * search (search_bits.c) takes them between the levels of its stack; the
 * estimate's particles (swarm.c) between states of their own.
 */
#ifndef DLX_BITS_STEPS_H
#define DLX_BITS_STEPS_H

#include "bits/bits.h"
#include "x/choose.h"

#include <string.h>

/*
 * The place with the fewest live options, -1 when every item is covered.
 * Links' rule (x/choose.h: choose_in_order, choose_in_list): the minimum
 * of each block of `block` places, the first place holding it; a later
 * block wins only with fewer, and a block whose minimum is 0 or 1 ends the
 * scan. Each place's count and its offset in the block make one key, so
 * the least key names both the minimum and the first place holding it,
 * in one pass; `block` is a constant at each call and places a whole
 * number of blocks (bits.h), so that pass is vector code of a fixed length.
 *
 * With `sharp` (a constant too), Knuth's DLX2-SHARP rule instead: an item
 * of two options or more not named with '#' counts BITS_LIFT more, and the
 * first place with the least of those scores wins; only a score of 0 ends
 * the scan, as DLX2-SHARP walks on past a forced item.
 */
DLX_INLINE int32_t choose_place(const uint16_t *count, const uint16_t *lift, int32_t places,
                                int32_t block, bool sharp)
{
	int32_t best = -1;
	uint32_t best_count = BITS_COVERED;
	for (int32_t x = 0; x < places; x += block) {
		uint32_t least = UINT32_MAX;
		for (int32_t k = 0; k < block; k++) {
			uint32_t score = count[x + k];
			if (sharp)
				score += score > 1 ? lift[x + k] : 0;
			uint32_t key = score << 8 | (uint32_t)k; /* k < block <= 64 */
			least = key < least ? key : least;
		}
		uint32_t low = least >> 8;
		if (low >= best_count)
			continue;
		best = x + (int32_t)(least & 0xff);
		best_count = low;
		if (low <= (sharp ? 0u : 1u))
			break;
	}
	return best;
}

/* The first option of place k in the live set `live` after option `after` (-1: from the start), or -1. */
DLX_INLINE int32_t next_live(const struct bits *b, const uint64_t *live, int32_t k, int32_t after)
{
	const uint64_t *set = b->option_set + (size_t)k * b->words;
	int32_t from = after + 1, w = from / 64;
	if (w >= b->words)
		return -1;
	uint64_t word = live[w] & set[w] & (~UINT64_C(0) << (from % 64));
	while (!word) {
		if (++w >= b->words)
			return -1;
		word = live[w] & set[w];
	}
	return w * 64 + __builtin_ctzll(word);
}

/* The first option of place k live at `level` of the stack after option `after`, or -1. */
DLX_INLINE int32_t next_option(const struct bits *b, int level, int32_t k, int32_t after)
{
	return next_live(b, b->live + (size_t)level * b->words, k, after);
}

/*
 * Copies a level's counts: in whole blocks when `block` (a constant) is
 * SCAN_BLOCK, as places then are (bits.h), so each copy has a fixed size
 * the compiler writes out instead of calling memcpy.
 */
DLX_INLINE void copy_counts(uint16_t *to, const uint16_t *from, size_t places, int32_t block)
{
	if (block != SCAN_BLOCK) {
		memcpy(to, from, places * sizeof *to);
		return;
	}
	for (size_t k = 0; k < places; k += SCAN_BLOCK)
		memcpy(to + k, from + k, SCAN_BLOCK * sizeof *to);
}

/*
 * Takes option o from the state `live`, `count` into the state below it
 * (`below`, `below_count`). Returns whether it leaves an active primary
 * item without options: every item of o drops to 0 (each of its options
 * clashes with o) before it is covered, so any other 0 is a dead item.
 */
DLX_INLINE bool take_into(const struct bits *b, const uint64_t *live, const uint16_t *count,
                          uint64_t *below, uint16_t *below_count, int32_t o, uint64_t *updates,
                          int32_t block)
{
	const size_t words = (size_t)b->words, places = (size_t)b->places;
	const uint64_t *clash = b->clash + o * words;
	for (size_t w = 0; w < words; w++) /* the bit-parallel cover */
		below[w] = live[w] & ~clash[w];
	copy_counts(below_count, count, places, block);
	const int32_t *first = b->first_place, *place = b->place;
	int zeros = 0;
	for (size_t w = 0; w < words; w++) {
		uint64_t gone = live[w] & clash[w];
		*updates += (uint64_t)__builtin_popcountll(gone);
		for (; gone; gone &= gone - 1) {
			int32_t p = (int32_t)(w * 64) + __builtin_ctzll(gone);
			for (int32_t e = first[p]; e < first[p + 1]; e++)
				zeros += --below_count[place[e]] == 0;
		}
	}
	for (int32_t e = first[o]; e < first[o + 1]; e++)
		below_count[place[e]] = BITS_COVERED;
	return zeros > first[o + 1] - first[o];
}

/* Takes option o at `level` of the stack: fills level + 1. */
DLX_INLINE bool take(struct bits *b, int level, int32_t o, uint64_t *updates, int32_t block)
{
	const size_t words = (size_t)b->words, places = (size_t)b->places;
	return take_into(b, b->live + level * words, b->count + level * places,
	                 b->live + (level + 1) * words, b->count + (level + 1) * places, o, updates,
	                 block);
}

/*
 * choose_place and take_into for callers outside the search's copies (the
 * estimate's path and particles): the block chosen at run time, each
 * branch a call with a constant block, so each stays vector code.
 */
DLX_INLINE int32_t choose_least(const struct bits *b, const uint16_t *count)
{
	return b->block == SCAN_BLOCK ? choose_place(count, NULL, b->places, SCAN_BLOCK, false)
	                              : choose_place(count, NULL, b->places, 1, false);
}

DLX_INLINE bool take_state(const struct bits *b, const uint64_t *live, const uint16_t *count,
                           uint64_t *below, uint16_t *below_count, int32_t o)
{
	uint64_t updates = 0; /* the estimate reports no updates */
	return b->block == SCAN_BLOCK
	               ? take_into(b, live, count, below, below_count, o, &updates, SCAN_BLOCK)
	               : take_into(b, live, count, below, below_count, o, &updates, 1);
}

#endif
