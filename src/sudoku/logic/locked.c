/*
 * locked.c - the search behind naked and hidden subsets and fish: among up
 * to nine members, each with a mask of what it covers (a cell its digits, a
 * digit its places, a line its positions), the sets of k members that
 * together cover exactly k bits.
 */
#include "logic.h"
#include "../../util/inline.h"

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

/*
 * The last two members of a set of `size` (a constant where inlined) by two
 * loops, in the order extend takes them, without its two levels of calls:
 * pairs and triples are most of the sets asked for.
 */
DLX_INLINE bool two_more(const unsigned *cover, locked_set_fn *fn, void *ctx, int size,
                         unsigned rest, unsigned chosen, unsigned covered)
{
	for (unsigned first = rest; first; first &= first - 1) {
		int a = __builtin_ctz(first);
		unsigned one = covered | cover[a];
		if (bit_count(one) > size)
			continue; /* a union only grows */
		for (unsigned second = first & (first - 1); second; second &= second - 1) {
			int b = __builtin_ctz(second);
			unsigned all = one | cover[b];
			if (bit_count(all) == size && fn(chosen | 1u << a | 1u << b, all, ctx))
				return true;
		}
	}
	return false;
}

static bool each_locked_pair(unsigned pool, const unsigned *cover, locked_set_fn *fn, void *ctx)
{
	return two_more(cover, fn, ctx, 2, pool, 0, 0);
}

static bool each_locked_triple(unsigned pool, const unsigned *cover, locked_set_fn *fn, void *ctx)
{
	for (unsigned first = pool; first; first &= first - 1) {
		int a = __builtin_ctz(first);
		if (two_more(cover, fn, ctx, 3, first & (first - 1), 1u << a, cover[a]))
			return true;
	}
	return false;
}

bool each_locked_set(unsigned pool, int size, const unsigned *cover, locked_set_fn *fn, void *ctx)
{
	if (size == 2)
		return each_locked_pair(pool, cover, fn, ctx);
	if (size == 3)
		return each_locked_triple(pool, cover, fn, ctx);
	struct locked_walk w = {cover, size, fn, ctx};
	return extend(&w, pool, size, 0, 0, 0);
}
