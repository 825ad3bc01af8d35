/*
 * locked.c - the search behind naked and hidden subsets and fish: among up
 * to nine members, each with a mask of what it covers (a cell its digits, a
 * digit its places, a line its positions), the sets of k members that
 * together cover exactly k bits.
 */
#include "logic.h"

struct locked_walk {
	const unsigned *cover;
	int size;
	locked_set_fn *fn;
	void *ctx;
};

/* Adds members from `from` on to `chosen` (covering `covered`) until `left` more are in. */
static bool extend(const struct locked_walk *w, unsigned pool, int left, int from, unsigned chosen,
                   unsigned covered)
{
	/* a union only grows: past k bits, no set below this one can be locked */
	if (bit_count(covered) > w->size)
		return false;
	if (left == 0)
		return bit_count(covered) == w->size && w->fn(chosen, covered, w->ctx);
	/* each member of the pool from `from` on, while enough are left to fill the set */
	for (unsigned rest = pool & ~0u << from; bit_count(rest) >= left; rest &= rest - 1) {
		int b = __builtin_ctz(rest);
		if (extend(w, pool, left - 1, b + 1, chosen | 1u << b, covered | w->cover[b]))
			return true;
	}
	return false;
}

bool each_locked_set(unsigned pool, int size, const unsigned *cover, locked_set_fn *fn, void *ctx)
{
	struct locked_walk w = {cover, size, fn, ctx};
	return extend(&w, pool, size, 0, 0, 0);
}
