/*
 * wide.c - counts of solutions in 128 bits (wide.h), and their decimal
 * text through the bignum's (dlx_stats_count_text).
 */
#include "count/wide.h"

#include <string.h>

struct wide wide_of(const struct dlx_stats *stats)
{
	if (stats->saturated)
		return (struct wide){stats->solutions_high, stats->solutions_low};
	return (struct wide){0, stats->solutions};
}

void wide_put(struct dlx_stats *stats, struct wide count)
{
	stats->saturated = count.high != 0;
	stats->solutions = stats->saturated ? UINT64_MAX : count.low;
	stats->solutions_high = stats->saturated ? count.high : 0;
	stats->solutions_low = stats->saturated ? count.low : 0;
}

struct wide wide_add(struct wide a, struct wide b)
{
	uint64_t low = a.low + b.low;
	uint64_t carry = low < a.low;
	if (a.high > UINT64_MAX - b.high || a.high + b.high > UINT64_MAX - carry)
		return (struct wide){UINT64_MAX, UINT64_MAX};
	return (struct wide){a.high + b.high + carry, low};
}

int wide_to_bignum(struct wide count, struct bignum *b)
{
	return bignum_set_wide(b, count.high, count.low);
}

struct wide wide_from_bignum(const struct bignum *b)
{
	if (b->length > 4)
		return (struct wide){UINT64_MAX, UINT64_MAX};
	uint32_t limb[4] = {0};
	for (int k = 0; k < b->length; k++)
		limb[k] = b->limb[k];
	return (struct wide){(uint64_t)limb[3] << 32 | limb[2], (uint64_t)limb[1] << 32 | limb[0]};
}

bool wide_push_digit(struct wide *v, unsigned digit)
{
	/* the low word times ten in 32-bit halves, each product well inside 64 bits */
	uint64_t bottom = (v->low & UINT32_MAX) * 10 + digit;
	uint64_t top = (v->low >> 32) * 10 + (bottom >> 32);
	uint64_t carry = top >> 32;
	if (v->high > (UINT64_MAX - carry) / 10)
		return false;
	v->high = v->high * 10 + carry;
	v->low = top << 32 | (bottom & UINT32_MAX);
	return true;
}

int wide_text(struct wide count, char *text, size_t capacity)
{
	struct bignum b = BIGNUM_ZERO;
	int digits = wide_to_bignum(count, &b);
	if (digits == 0) /* the same digits as dlx_count's text */
		digits = bignum_text(&b, text, capacity);
	bignum_finish(&b);
	return digits >= 0 && (size_t)digits >= capacity ? DLX_ERANGE : digits;
}

int dlx_stats_count_text(const struct dlx_stats *stats, char *text, size_t capacity)
{
	if (!stats || !text)
		return DLX_EINVAL;
	struct wide count = wide_of(stats);
	if (count.high == UINT64_MAX && count.low == UINT64_MAX) {
		/* saturated: 2^128 - 1 or more */
		static const char more[] = "more than 340282366920938463463374607431768211454";
		if (capacity < sizeof more)
			return DLX_ERANGE;
		memcpy(text, more, sizeof more);
		return (int)sizeof more - 1;
	}
	return wide_text(count, text, capacity);
}
