/*
 * choose_m.h - Algorithm M's item choice as one number (private; search_m.c,
 * and the test that checks it against the rule).
 *
 * DLX3 branches on the item of smallest degree t = len + s - bound + 1,
 * where s = min(slack, bound); ties go to the smaller s, then to the longer
 * list, then to the first item met. With t and s equal, a longer list means
 * a larger bound (len = t - 1 - s + bound), so the rule is the order of
 * (t, s, -bound), and the three fit one integer, t first: a scan then keeps
 * a running minimum with no data-dependent branch, where a three-way
 * comparison mispredicts (on Knuth's dissections the choice is a third of
 * the time).
 *
 *     bits:  t + 2^20 | s        | 2^20 - 1 - bound
 *            (24 / 31)  (20)       (20)
 *
 * The offset 2^20 makes t >= 1 - DLX_MAX_BOUND positive; s and bound are
 * below 2^20 (DLX_MAX_BOUND). t <= len + 1 fits 24 bits while the problem
 * has fewer than KEY64_OPTIONS options: then the key is 64 bits; else 128.
 */
#ifndef DLX_CHOOSE_M_H
#define DLX_CHOOSE_M_H

#include "dlx.h"

#include <stdint.h>

#define KEY_FIELD_BITS 20
#define KEY64_OPTIONS (INT32_C(1) << 23)

__extension__ typedef unsigned __int128 wide_key;

/* The degree of an item with `len` options left, room for `bound` more and `slack`. */
static inline int32_t m_degree(int32_t len, int32_t bound, int32_t slack, int32_t *s)
{
	*s = slack < bound ? slack : bound;
	return len + *s - bound + 1;
}

static inline uint64_t m_key64(int32_t t, int32_t s, int32_t bound)
{
	return (uint64_t)(t + (INT32_C(1) << KEY_FIELD_BITS)) << (2 * KEY_FIELD_BITS) |
	       (uint64_t)s << KEY_FIELD_BITS | (uint64_t)((INT32_C(1) << KEY_FIELD_BITS) - 1 - bound);
}

static inline wide_key m_key128(int32_t t, int32_t s, int32_t bound)
{
	return (wide_key)(uint32_t)(t + (INT32_C(1) << KEY_FIELD_BITS)) << (2 * KEY_FIELD_BITS) |
	       (wide_key)((uint64_t)s << KEY_FIELD_BITS |
	                  (uint64_t)((INT32_C(1) << KEY_FIELD_BITS) - 1 - bound));
}

/*
 * m_key64 less the part the list length makes: m_key64(t, s, bound) is
 * m_key_base(bound, slack) + ((uint64_t)len << 40), since t = len + s - bound + 1.
 */
static inline uint64_t m_key_base(int32_t bound, int32_t slack)
{
	int32_t s;
	int32_t t0 = m_degree(0, bound, slack, &s);
	return m_key64(t0, s, bound);
}

/*
 * m_key64 less the part the excess makes, where the excess is the length
 * less what the item still needs, bound - slack: m_key64(t, s, bound) is
 * m_key_excess_base(bound, slack) + ((uint64_t)excess << 40).
 */
static inline uint64_t m_key_excess_base(int32_t bound, int32_t slack)
{
	return m_key_base(bound, slack) + ((uint64_t)(int64_t)(bound - slack) << (2 * KEY_FIELD_BITS));
}

/*
 * What m_key_base(bound, slack) gains when bound goes down by one, from
 * `bound`: while bound > slack, t goes up by one and the bound field too;
 * after, t stays 1 and s goes down with the bound. With `excess` the key
 * counts the excess, len - (bound - slack), instead of len (search_m.c):
 * its base holds (bound - slack) << 40 more, which cancels t's step.
 */
static inline uint64_t m_key_step(int32_t bound, int32_t slack, bool excess)
{
	const uint64_t t_step = (uint64_t)1 << (2 * KEY_FIELD_BITS);
	const uint64_t s_step = (uint64_t)1 << KEY_FIELD_BITS;
	if (bound > slack)
		return excess ? 1 : t_step + 1;
	return excess ? 1 - s_step - t_step : 1 - s_step;
}

/*
 * The keys of degree 1 (a forced move, or a skip that is the one branch)
 * span FORCED_KEY .. FORCED_KEY_LAST. The search takes the first such item
 * in list order rather than DLX3's pick among them: a scan that knows no
 * item has a lower degree can then stop at the first it meets. Every key
 * in the span counts as FORCED_KEY.
 */
#define FORCED_KEY ((uint64_t)(1 + (INT32_C(1) << KEY_FIELD_BITS)) << (2 * KEY_FIELD_BITS))
#define FORCED_KEY_LAST (((uint64_t)(2 + (INT32_C(1) << KEY_FIELD_BITS)) << (2 * KEY_FIELD_BITS)) - 1)

static inline uint64_t m_key_forced(uint64_t key)
{
	return key - FORCED_KEY <= FORCED_KEY_LAST - FORCED_KEY ? FORCED_KEY : key;
}

/* The degree back from a key. */
static inline int32_t m_key_degree(wide_key key)
{
	return (int32_t)(key >> (2 * KEY_FIELD_BITS)) - (INT32_C(1) << KEY_FIELD_BITS);
}

#endif
